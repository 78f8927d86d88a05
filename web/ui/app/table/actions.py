"""The table mode's part of the app's decisions: starting a table from the setup, joining one
from a link, resuming one from a save, and the taps of the lobby, the guest's screen and the
host's questions. Each `act_*` is an entry of the controller's ACTIONS (`handler(app, arg)`).
"""

from .. import opening
from .. import table as table_package
from . import coaching, ice, protocol, sdp, stored
from . import guest as guest_side
from . import host as host_side


# ---- starting --------------------------------------------------------------------------------------
async def begin(app, record, remote, message=()):
    """A new game with seats on other phones (`remote`: live, `message`: by message): saved at
    once, then the lobby, where each guest joins; the game starts when all have (or when the
    host says; a table with seats by message is dealt once each of them has answered)."""
    if not app.library.has_room():
        app.ask_room(["game", record])
        return
    table = host_side.HostTable(stored.new_table_id(app.env.random_text), record, remote, message=message)
    if table.mail is not None and not await table.mail.prepare(app.env):
        app.say(app.tr("msg_cannot_seal"))
        app.redraw()
        return
    table.stun = ice.stored_stun(app.env.store)
    save_id = app.library.new_id(app.env.now_ms())
    table.save_id = save_id
    app.close_table()
    app.table = table
    table.save_meta(app)
    await opening.enter_game(app, save_id, record, None, table.first_viewer())
    await open_lobby(app, table)


async def open_lobby(app, table):
    app.go("lobby")
    app.redraw()
    # the codes are made in the background (ICE gathering takes a moment per seat), so the
    # lobby's buttons answer meanwhile
    app.env.spawn(table.make_codes(app))


def resume(app, save_id, record):
    """The table kept beside a save, as a table whose guests all have to rejoin (or None)."""
    meta = stored.read_meta(app.env.store, save_id)
    if meta is None:
        return None
    table = host_side.HostTable(meta["id"], record, meta["remote"], meta["tokens"], meta["takeover"], rejoin=True,
                                message=meta["message"], mail=meta["mail"])
    table.save_id = save_id
    table.stun = ice.stored_stun(app.env.store)
    coaching.set_hints(table, meta["hints"])
    return table


async def after_resume(app):
    """A resumed table shows the lobby for its guests to rejoin (a finished game does not)."""
    table = app.table
    if table is None or table.guest or (app.snap or {}).get("over"):
        if table is not None and not table.guest:
            table.lobby = False
        return
    if not table.remote and table.mail is not None and table.mail.dealt:
        await table.start(app)      # seats by message rejoin nothing: the game goes on
        return
    table.rejoin = bool(table.remote)
    await open_lobby(app, table)


async def join(app, fragment):
    """A join link: this phone becomes a guest of the host's table (an invite or a message of a
    table by message: app/message/actions.py)."""
    if fragment.startswith(table_package.MESSAGE_PREFIX):
        from ..message import actions as message_actions
        await message_actions.open_any(app, fragment)
        return
    facts = guest_side.read_join(fragment)
    if facts is None:
        app.say(app.tr("table_code_damaged"))
        app.redraw()
        return
    table_id = sdp.table_id_text(facts["table"])
    old = app.table
    if old is not None and old.guest and old.table_id == table_id and old.seat == facts["seat"]:
        session = old.session          # a rejoin: the waiting move and the log stay
        old.close(app)
    else:
        app.leave_game()
        token = guest_side.stored_token(app.env.store, table_id, facts["seat"])
        session = protocol.GuestSession(table_id, facts["seat"], token)
    app.close_table()
    table = guest_side.GuestTable(facts, session)
    app.table = table
    app.session.save_id = None     # a guest's phone keeps no save of the game
    app.go("join")                 # the answer to show; the game comes back with the first state
    await table.connect(app)


# ---- the port's events ---------------------------------------------------------------------------------
async def on_peer(app, key, event, data):
    if app.table is not None:
        await app.table.on_peer(app, key, event, data)


async def on_scanned(app, text):
    """A code the camera read: an answer on the host, a join link on a guest."""
    table = app.table
    if table is None:
        return
    table.scanning = False
    if app.cover is not None and app.cover.get("kind") == "scan":
        app.go()
    if table.guest:
        if guest_side.read_join(text) is None:
            app.say(app.tr("table_code_damaged"))
            app.redraw()
            return
        await join(app, text[text.find(sdp.JOIN_PREFIX):])
    else:
        app.redraw()
        await table.submit_answer(app, text)


# ---- taps ------------------------------------------------------------------------------------------------
def _host(app):
    table = app.table
    return table if table is not None and not table.guest else None


def _seat(arg):
    return int(arg) if arg.isdigit() else -1


async def act_start(app, arg):
    table = _host(app)
    if table is not None:
        await table.start(app)


async def act_show(app, arg):
    table = _host(app)
    seat = _seat(arg)
    if table is not None and seat in table.message:
        table.shown = seat          # an invite is made at once, from what the table holds
        app.redraw()
        return
    if table is None or seat not in table.remote:
        return
    table.shown = seat
    app.redraw()
    if not table.codes.get(seat) and table.link[seat] not in (host_side.OFFERING,):
        await table.make_code(app, seat)


async def act_answer(app, arg):
    table = _host(app)
    if table is None:
        return
    text = app.fields.get("answer") or ""
    table.answer = text
    if not text.strip():
        app.say(app.tr("table_code_damaged"))
        return
    await table.submit_answer(app, text)


async def act_scan(app, arg):
    table = app.table
    if table is None:
        return
    app.go(cover={"kind": "scan"})
    table.scanning = True
    app.redraw()
    if not await app.env.scan_start():
        table.scanning = False
        app.go()
        app.redraw()
        app.say(app.tr("table_camera_refused"))


async def act_scan_stop(app, arg):
    table = app.table
    if table is not None and table.scanning:
        table.scanning = False
        app.env.scan_stop()
    app.go()
    app.redraw()


async def act_copy(app, arg):
    table = app.table
    if table is None:
        return
    if arg == "answer" and table.guest:
        text = table.answer
    elif not table.guest and _seat(arg) in table.remote:
        text = table.codes.get(_seat(arg)) or ""
    else:
        return
    if not text:
        return
    how = await app.env.share(text) if not table.guest else ("copied" if await app.env.copy_text(text) else None)
    if how == "shared":
        app.say(app.tr("link_shared"))
    elif how == "copied":
        app.say(app.tr("link_copied"))
    else:
        app.say(app.tr("share_failed", {"link": text}))


async def act_stun(app, arg):
    """The lobby's "Use it": the STUN server typed (or none, if the field is empty) is used for
    the codes from now on and kept on this phone for the next table."""
    table = _host(app)
    if table is None:
        return
    text = (app.fields.get("stun") or "").strip()
    if text and not ice.valid_stun(text):
        app.say(app.tr("table_stun_bad"))
        return
    table.stun = text
    table.stun_draft = None
    if text:
        kept = app.env.store.set(ice.STUN_KEY, text)
        app.say(app.tr("table_stun_saved" if kept else "table_stun_not_kept", {"server": text}))
    else:
        app.env.store.remove(ice.STUN_KEY)
        app.say(app.tr("table_stun_cleared"))
    for seat in table.remote:          # the codes shown so far were made with the old choice
        if not table.joined(seat):
            table.link[seat] = host_side.NONE
            table.codes[seat] = ""     # not shown meanwhile: a guest must not scan an old code
    # made in the background, as the lobby's first codes are: gathering through a server that
    # does not answer takes seconds, and the lobby's buttons must answer meanwhile
    app.redraw()
    app.env.spawn(table.make_codes(app))


async def act_code(app, arg):
    table = _host(app)
    if table is not None and _seat(arg) in table.remote:
        await table.show_code(app, _seat(arg))


async def act_bot(app, arg):
    table = _host(app)
    if table is not None:
        await table.stand_in(app, _seat(arg), "bot")


async def act_local(app, arg):
    table = _host(app)
    if table is not None:
        await table.stand_in(app, _seat(arg), "local")


async def act_by_message(app, arg):
    """The lobby's chip or the away question: an away guest's seat goes on by message."""
    table = _host(app)
    if table is not None:
        await table.go_by_message(app, _seat(arg))


async def act_free(app, arg):
    table = _host(app)
    if table is not None:
        await table.free_seat(app, _seat(arg))


async def act_seats(app, arg):
    """The host's bar: the seats of away guests — back to the lobby to show their codes."""
    table = _host(app)
    if table is None:
        return
    missing = [seat for seat in table.remote if not table.joined(seat)]
    for seat in missing:
        if not table.takeover[seat]:     # first an away seat no one plays
            await table.show_code(app, seat)
            return
    if missing:
        await table.show_code(app, missing[0])


async def act_join(app, arg):
    table = app.table
    text = app.fields.get("join") or ""
    if table is not None and table.guest:
        table.link = text
    if guest_side.read_join(text) is None:
        app.say(app.tr("table_code_damaged"))
        return
    await join(app, text[text.find(sdp.JOIN_PREFIX):])


ACTIONS = {
    "table-start": act_start,
    "table-hints": coaching.act_hints,
    "table-show": act_show,
    "table-answer": act_answer,
    "table-scan": act_scan,
    "table-scan-stop": act_scan_stop,
    "table-copy": act_copy,
    "table-stun": act_stun,
    "table-code": act_code,
    "table-bot": act_bot,
    "table-local": act_local,
    "table-free": act_free,
    "table-bymsg": act_by_message,
    "table-seats": act_seats,
    "table-join": act_join,
}


def _message_action(head):
    async def act(app, arg):
        from ..message import actions as message_actions
        await message_actions.ACTIONS[head](app, arg)
    return act


for _head in ("table-msend", "table-mopen", "table-mjoin", "table-mreply", "table-maudit"):
    ACTIONS[_head] = _message_action(_head)
