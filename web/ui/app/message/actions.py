"""A table by message, the app's decisions: a link opened (by address or pasted), and the taps
of the host's bar and of a guest's screens. Each `act_*` is an entry of the table's ACTIONS
(app/table/actions.py: every head starts with "table-m").

Which phone a link is for follows from its kind (app/message/links.py): an invite and a
message to a seat are a guest's, opened with no engine (`guest_link`); an answer and a reply
are the host's, opened with the engine and the save of their table (`host_link`).
"""

import json

from .. import opening
from ..table import meta_key
from . import links, visiting


def refusal(app, code, name=""):
    """Say why a link was not taken, in the reader's language."""
    app.say(app.tr("msg_refused_" + code.split(".")[-1], {"name": name}))
    app.redraw()


def read_link(app, text):
    try:
        return links.read(text)
    except links.LinkError as error:
        refusal(app, error.code)
        return None


# ---- the host's side -------------------------------------------------------------------------
def table_save(store, ids, table_id):
    """The save whose table (kept beside it) has this id, or None."""
    for save_id in ids:
        text = store.get(meta_key(save_id))
        if not text or table_id not in text:
            continue
        try:
            meta = json.loads(text)
        except Exception:
            continue
        if isinstance(meta, dict) and meta.get("id") == table_id:
            return save_id
    return None


async def host_table(app, table_id):
    """The host's table with this id, opened from its save if it is not open: or None."""
    table = app.table
    if table is not None and not table.guest and table.mail is not None and table.table_id == table_id:
        return table
    save_id = table_save(app.env.store, app.library.ids(), table_id)
    if save_id is None:
        return None
    await opening.open_save(app, save_id)
    table = app.table
    if table is not None and not table.guest and table.mail is not None and table.table_id == table_id:
        return table
    return None


async def open_any(app, fragment):
    """A `#m1.` link opened while the app runs: a guest's kinds at once (no engine); the host's
    once the engine is up, on a phone that has their table (else said, and no engine started)."""
    parts = read_link(app, fragment)
    if parts is None:
        return
    if parts["kind"] in ("i", "t"):
        await guest_link(app, fragment)
        return
    table = app.table
    mine = table is not None and not table.guest and table.mail is not None and table.table_id == parts["table"]
    if not mine and table_save(app.env.store, app.library.ids(), parts["table"]) is None:
        guest = visiting.load(app.env.store, parts["table"], parts["seat"]) is not None
        refusal(app, "msg.for_host" if guest else "msg.no_table")
        return
    if app.engine_state != "ready":
        app.pending_link = fragment         # opened by the engine's start (opening.open_link)
        app.wake_engine()
        return
    await host_link(app, fragment)


async def host_link(app, text):
    """An answer or a reply, opened on the host's phone."""
    parts = read_link(app, text)
    if parts is None:
        return
    if parts["kind"] in ("i", "t"):
        refusal(app, "msg.for_guest")
        return
    table = await host_table(app, parts["table"])
    if table is None:
        refusal(app, "msg.no_table")
        return
    name = table.names[parts["seat"]] if parts["seat"] < table.players else "?"
    app.fields["msg"] = ""
    if parts["kind"] == "a":
        await take_answer(app, table, parts, name)
    else:
        await take_reply(app, table, parts, name)


async def take_answer(app, table, parts, name):
    mail = table.mail
    verdict = await mail.open_answer(app, parts)
    if verdict[0] == "refused":
        refusal(app, verdict[1], name)
        return
    seat = verdict[1]
    if verdict[0] == "again":
        app.say(app.tr("msg_answer_again", {"name": name}))
        app.redraw()
        return
    table.save_meta(app)
    app.say(app.tr("table_joined", {"name": name}))
    if mail.dealt:
        # a seat (or a new phone of one) in a game under way: it is sent the whole table, and a
        # lobby opened for it closes once every seat is back
        await mail.post(app, table.presence(), full=[seat])
        if table.lobby and table.all_joined():
            await table.start(app)
            return
    elif table.lobby:
        for other in table.remote + table.message:
            if other in table.message and not mail.answered(other):
                table.shown = other
                break
        if table.all_joined():
            await table.start(app)
            return
    app.redraw()


async def take_reply(app, table, parts, name):
    mail = table.mail
    seat = parts["seat"]
    verdict = await mail.open_reply(app, parts)
    kind = verdict[0]
    if kind == "move":
        move, move_id, seen, hinted = verdict[1]
        hosted = mail.seats[seat]
        if hinted:
            # the player looked at the coach's hint the host sent: the record counts it
            counted = await app.call("count_hint", seat)
            if counted.get("ok"):
                from ..game_actions import count_hint
                count_hint(app, counted.get("seats"))
        reply = await app.session.play(seat, move, "message", seen)
        if reply.get("ok"):
            hosted.done(move_id, move, seen)     # before the message the move's change sends
            app.say(app.tr("msg_played", {"name": name}))
        else:
            hosted.refused(move_id, "msg.illegal")
            app.env.spawn(mail.post(app, table.presence()))
        table.save_meta(app)
        app.redraw()
        return
    if kind == "unopened":
        refusal(app, verdict[1], name)        # nothing of the table changed
        return
    if kind == "refused":
        table.save_meta(app)
        app.env.spawn(mail.post(app, table.presence()))   # the seat hears why
        refusal(app, verdict[1], name)
        return
    table.save_meta(app)
    app.say(app.tr({"again": "msg_reply_again", "state": "msg_reply_again",
                    "early": "msg_reply_early"}.get(kind, "msg_refused_damaged"), {"name": name}))
    app.redraw()


async def act_send(app, arg):
    """The host's bar: send a seat its newest link (the share sheet, else the clipboard)."""
    table = app.table
    if table is None or table.guest or table.mail is None or not arg.isdigit():
        return
    seat = int(arg)
    mail = table.mail
    if mail.answered(seat):
        link = mail.waiting_link(seat)
    else:
        game_id = ((app.snap or {}).get("record") or {}).get("game")
        link = mail.invite_link(app, seat, game_id, table.names, table.invite_kinds(), table.first_viewer())
    if not link:
        return
    name = table.names[seat]
    how = await app.env.share(link, app.tr("msg_share_to", {"name": name}))
    if how in ("shared", "copied"):
        table.mail.mark_sent(seat)
        table.save_meta(app)
    say_shared(app, how, link)


def say_shared(app, how, link):
    if how == "shared":
        app.say(app.tr("link_shared"))
    elif how == "copied":
        app.say(app.tr("link_copied"))
    else:
        app.say(app.tr("share_failed", {"link": link}))
    app.redraw()


async def act_open(app, arg):
    """A link pasted in the field (data-field "msg"): the host's answers and replies, or a
    guest's messages."""
    text = app.fields.get("msg") or ""
    parts = read_link(app, text)
    if parts is None:
        return
    if parts["kind"] in ("a", "r"):
        await host_link(app, text)
    else:
        await guest_link(app, links.fragment_of(text))


# ---- a guest's side -------------------------------------------------------------------------------
async def guest_link(app, fragment):
    """An invite or a message to a seat, opened on a guest's phone (no engine)."""
    parts = read_link(app, fragment)
    if parts is None:
        return
    if parts["kind"] in ("a", "r"):
        refusal(app, "msg.for_host")
        return
    if parts["kind"] == "i":
        await visiting.open_invite(app, parts)
    else:
        await visiting.open_message(app, parts)


async def act_join(app, arg):
    table = app.table
    if isinstance(table, visiting.MessageGuest):
        await table.join(app)


async def act_reply(app, arg):
    """A guest's screen: send the waiting link (the answer, or the move's reply) to the host."""
    table = app.table
    if not isinstance(table, visiting.MessageGuest):
        return
    link = table.waiting_link()
    if not link:
        return
    how = await app.env.share(link, app.tr("msg_share_to", {"name": table.host_name()}))
    say_shared(app, how, link)


async def act_audit(app, arg):
    """A guest's screen at the end: check the game the host revealed."""
    table = app.table
    if isinstance(table, visiting.MessageGuest):
        await table.check(app)


ACTIONS = {
    "table-msend": act_send,
    "table-mopen": act_open,
    "table-mjoin": act_join,
    "table-mreply": act_reply,
    "table-maudit": act_audit,
}
