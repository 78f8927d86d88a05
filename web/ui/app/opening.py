"""Opening a game: a new one, a save (resumed exactly where it stopped), or a link — an invite
opens the setup; a game link opens as the save it continues, asks when it parts ways with a
saved one, or becomes a new save once the engine has opened it. The `act_*(app, arg)` are
entries of the controller's ACTIONS.
"""

import json

from . import flow, guiding
from . import setup as setup_screen
from . import table as table_mode
from .table import seatlink


async def enter_game(app, save_id, record, snap, viewer, opened=None, early=False):
    """Show a game: at once from `snap` when given, then from the engine. `opened` is the
    engine's answer to opening this record for seat 0, when it has just been asked
    (`opening_viewer`): the table is then drawn once, from it, instead of as a picture
    first and again when the engine answers (at a new game's start on a slow phone, that
    first drawing was a quarter of a second spent on a table nobody could play). `early`:
    `snap` is a game dealt ahead, whose first move may be tapped before the engine is up."""
    session = app.session
    session.stop()
    session.early = early
    session.queued = None
    app.env.forget_folds()
    if app.table is not None and app.table.save_id != save_id:
        app.close_table()
    if app.pending_lock is not None:
        app.locked = app.pending_lock
        app.pending_lock = None
        app.env.store.set(seatlink.lock_key(save_id), str(app.locked))  # a convenience: a refusal loses no game
    elif save_id != session.save_id or app.locked is None:
        app.locked = seatlink.read_lock(app.env.store, save_id, record)
    if app.locked is not None:
        viewer = app.locked
    if viewer != 0 or app.engine_state != "ready":
        opened = None   # the engine's answer was for another seat than the one shown
    session.save_id = save_id
    session.viewer = viewer
    app.replay = None
    session.synced = False
    if opened is not None:
        snap = opened
    session.snap = snap if snap is not None else flow.blank_snapshot(record)
    app.guide = guiding.first_guide(app, record, viewer)
    if app.pass_and_play(record) and not session.snap.get("over"):
        # The stored picture holds this seat's hand: show it only to that seat.
        app.go("game", {"kind": "handoff", "seat": viewer, "paused": False})
    else:
        app.go("game")
    if opened is not None:
        # the engine holds this game, opened for this seat: the same as open_in_engine
        session.synced = True
        session.autosave()
        app.redraw()
        if app.cover is None:
            session.kick()
        return
    app.redraw()
    if app.engine_state == "ready" and await session.open_in_engine():
        app.redraw()
        if app.cover is None:
            session.kick()


async def enter_new_game(app, record):
    """A game not saved yet (new, or from a link): saved under a fresh id once the list
    has room (else the player is asked what may go) and the engine has opened it (else
    its refusal is said and nothing is saved), shown to the first human who is due
    (asking the engine who that is). Whether it was opened."""
    if not app.library.has_room():
        app.ask_room(["game", record])
        return False
    opening = await opening_viewer(app, record)
    if opening is None:
        return False
    await enter_game(app, app.library.new_id(app.env.now_ms()), record, None, opening[0], opening[1])
    return True


async def opening_viewer(app, record):
    """`[viewer, opened]`: the seat to show a game to when it opens from its record (a
    human who is due, as the engine says, else any human, else the table), and the
    engine's answer if it was for that very seat (else None). Asking the engine who is
    due opens the game for seat 0, so when seat 0 is the viewer that answer is the game's
    first frame already. None when the engine will not open the record: its refusal is
    said, and the game is neither shown nor saved."""
    first = await app.call("open_game", json.dumps(record), 0)
    if not first.get("ok"):
        app.pending_lock = None
        app.say(app.tr("game_not_opened", {"why": app.error_text(first)}))
        app.redraw()
        return None
    if app.table is not None and not app.table.guest:
        viewer = app.table.first_viewer()
    else:
        viewer = flow.first_viewer(record, first)
    return [viewer, first if viewer == 0 else None]


async def open_save(app, save_id):
    stored = app.library.read(save_id)
    if stored is None:
        app.say(app.tr("saved_game_damaged", {"why": save_id}))
        app.redraw()
        return
    await resume_save(app, save_id, stored)


async def resume_save(app, save_id, stored):
    """Show a save already read from storage (`saves.parse_save`)."""
    record, snap, viewer = flow.resume(stored)
    # the table's code is needed only for a save with a table kept beside it
    table = (table_mode.load_actions().resume(app, save_id, record)
             if table_mode.has_table(app.env.store, save_id) else None)
    if table is not None:
        app.close_table()
        app.table = table
        if viewer not in table.local_seats():
            viewer = table.first_viewer()   # never a guest's seat on the host's screen
    await enter_game(app, save_id, record, snap, viewer)
    if app.table is not None:
        await table_mode.load_actions().after_resume(app)


async def resume_at_start(app, current, stored):
    """Resume the save the app was left on; whatever is wrong with it, the app still
    starts, at home (the save stays listed, and opening it says what is wrong)."""
    try:
        await resume_save(app, current, stored)
        return True
    except Exception:
        app.library.set_current(None)
        app.go("home")
        app.save_id = None
        app.snap = None
        return False


async def open_link(app, fragment):
    """A link, as the engine judges it (`pycore.links.decode`: the one judge of a link,
    seat address included): an invite opens the setup; a game opens as the save it
    continues (the same game stays one save however many turn links arrive), or asks when
    it parts ways with a saved one, or becomes a new save. A link refused at any step
    leaves storage as it was."""
    app.pending_lock = None
    if table_mode.is_message_link(fragment):
        # an answer or a reply to this phone's table by message (app/message/actions.py)
        from .message import actions as message_actions
        await message_actions.host_link(app, fragment)
        return
    reply = await app.call("open_link", fragment)
    if not reply.get("ok"):
        app.refuse_link(app.error_text(reply))
        return
    record = reply["record"]
    if reply.get("kind") == "invite":
        app.leave_game()
        app.setup = setup_screen.from_record(record, app.catalog_players(record.get("game")))
        app.go("setup", app.cover)
        app.redraw()
        return
    # a link addressed to one seat: the game it opens is played here by that seat only
    seat = reply.get("seat")
    app.pending_lock = seat if seat in flow.human_seats(record) else None
    kind, save_id = app.library.match_link(record)
    if kind == "same" or kind == "behind":
        await open_save(app, save_id)
        app.say(app.tr("link_" + kind))
    elif kind == "ahead":
        opening = await opening_viewer(app, record)
        if opening is not None:
            await enter_game(app, save_id, record, None, opening[0], opening[1])
            app.say(app.tr("link_ahead"))
    elif kind == "branch":
        # asked over the home screen: the game on screen (perhaps a hand) is left first
        app.leave_game()
        app.go(cover={"kind": "link", "save": save_id, "record": record})
        app.redraw()
    elif await enter_new_game(app, record) and app.screen == "game":
        app.say(app.tr("game_link_opened"))


async def act_open(app, arg):
    await open_save(app, arg)


async def act_link_replace(app, arg):
    cover = app.cover or {}
    app.cover = None
    record = cover.get("record") or {}
    opening = await opening_viewer(app, record)
    if opening is not None:
        await enter_game(app, cover.get("save"), record, None, opening[0], opening[1])


async def act_link_keep(app, arg):
    record = (app.cover or {}).get("record") or {}
    app.cover = None
    await enter_new_game(app, record)


async def act_link_cancel(app, arg):
    app.cover = None
    app.pending_lock = None   # the link's seat goes with it
    app.redraw()
