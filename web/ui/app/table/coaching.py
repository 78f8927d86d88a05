"""The coach's hints at a table of several phones: the host's setup turns them on or off in
the lobby (every live phone is told, in each state the host sends; a seat by message, in its
invite), and a guest's phone asks the host for the hint at its seat's decision (by message,
the host's engine works it out ahead: app/message/guest.py).

The host's engine works the hint out (`hint` in web/worker/engine.py: the Hard search from that
seat's view alone) and sends back only the seat's own legal moves with their chances
(`protocol.HostSeat.hinted`); the host's record counts the hint on the seat, as on one phone.
A guest can ask once per decision (`HostSeat._hint`): a search is the host's time.
"""

from ..html import button, esc, tag
from ..i18n import t
from . import protocol


def set_hints(table, on):
    """The host's setup: hints on or off for every seat of the table."""
    table.hints = bool(on)
    for seat in table.remote:
        table.seats[seat].hints = table.hints


def locked(table):
    """The switch is set for good once the game has begun, or a seat by message has answered
    its invite (which told that phone whether hints are on)."""
    mail = table.mail
    return table.begun or (mail is not None and any(mail.answered(seat) for seat in mail.seats))


async def act_hints(app, arg):
    """The lobby's switch (the host's, before the game begins): every guest is told at once."""
    table = app.table
    if table is None or table.guest or locked(table):
        return
    set_hints(table, not table.hints)
    table.save_meta(app)
    await table.flush(app)
    app.redraw()


async def answer(table, app, seat, moves_seen):
    """A guest's ask: the engine's hint for its seat, sent back (the game may have moved on
    meanwhile: the guest's phone then drops it)."""
    hosted = table.seats[seat]
    reply = await app.call("hint", seat)
    if not reply.get("ok"):
        hosted.hint_asked = -1
        table.send(app, seat, protocol.refuse(protocol.STALE))
        return
    from ..game_actions import count_hint
    count_hint(app, reply.get("seats"))
    table.send(app, seat, hosted.hinted(moves_seen, reply.get("moves")))


def ask(app, table):
    """The guest's Hint: the question goes to the host; False if it cannot be asked now."""
    text = table.session.ask_hint()
    if text is None or table.closed:
        return False
    app.env.rtc_send(table.key(), text)
    return True


def hinted(app, answer):
    """The host's hint arrived on the guest's phone: shown if it is still that decision."""
    hint = app.hint
    if hint is not None and hint.get("state") == "thinking" and hint.get("at") == answer["at"] \
            and (app.snap or {}).get("moves") == answer["at"]:
        app.hint = {"at": answer["at"], "state": "done", "moves": answer["moves"]}
        app.redraw()


def render_switch(lang, on, begun):
    """The lobby's line about hints: a switch for the host before the game begins (`begun`
    False), else words."""
    words = t(lang, "table_hints_on" if on else "table_hints_off")
    if begun:
        return tag("p", [["class", "hint lobby-hints"], ["data-table-hints", "on" if on else "off"]], esc(words))
    return tag("p", [["class", "lobby-hints"], ["data-table-hints", "on" if on else "off"]],
               button(esc(t(lang, "table_hints_switch")), cls="chip" + (" is-on" if on else ""),
                      action="table-hints", extra=[["aria-pressed", "true" if on else "false"]])
               + tag("span", [["class", "hint"]], esc(words)))
