"""The game screen's own actions (heads in controller.ACTIONS): back home, the hand-off
cover's "I'm ready", undo, pulling the decision sheet up or letting it down, and the coach's
hint and review (app/coaching.py). Each takes the `App` and the action's argument."""

from .coaching import act_review  # noqa: F401  (the review's action, drawn and kept there)
from .coaching import shown as shown_review  # noqa: F401


async def act_home(app, arg):
    app.pending_start = False
    app.leave_game()
    app.redraw()


async def act_handoff_go(app, arg):
    """The next player lifts the hand-off cover: their own seat's table is fetched (unless the
    cover only paused the same player's), saved, drawn, and the game goes on."""
    cover = app.cover or {}
    app.cover = None
    seat = cover.get("seat", app.viewer)
    if app.synced:
        if seat != app.viewer or not cover.get("paused"):
            app.session.take_snapshot(await app.call("snapshot", seat))
        app.session.autosave()
        app.redraw()
        app.session.kick()
    else:
        app.redraw()


async def act_undo(app, arg):
    await app.session.undo()


async def act_sheet(app, arg):
    """The decision sheet's handle: pulled up it shows the hand and details; let down, its
    peek leaves the board in view. `arg` "open" or "peek" sets it (a swipe); none toggles."""
    if arg in ("open", "peek"):
        app.sheet = arg
    else:
        app.sheet = "peek" if app.sheet == "open" else "open"
    app.redraw()


async def act_hint(app, arg):
    """The coach's hint for this phone's decision: the engine searches from the seat's own
    view, beside the taps, so that Cancel answers while it thinks; the answer is shown only if
    the game is still at that decision (a move made, or Cancel, meanwhile drops it)."""
    snap = app.snap or {}
    table = app.table
    if (table is not None and not table.hints) or not snap.get("legal") or snap.get("over") or app.hint is not None:
        return
    asked = {"at": snap.get("moves"), "state": "thinking"}
    if table is not None and table.guest:
        # a guest's phone has no game of its own: the host's engine answers, live
        # (table/coaching.py) or ahead, in its message (message/visiting.py)
        answer = table.ask_hint(app, asked)
        if answer is not None:
            app.hint = answer
            app.redraw()
        return
    app.hint = asked
    app.redraw()
    app.env.spawn(_hint(app, asked, snap.get("viewer")))


async def _hint(app, asked, seat):
    reply = await app.call("hint", seat)
    if reply.get("ok"):
        # counted even if it is no longer wanted: the engine's record has counted it
        count_hint(app, reply.get("seats"))
    if app.hint is not asked:
        return
    if reply.get("ok"):
        app.hint = {"at": asked["at"], "state": "done", "moves": reply.get("moves") or []}
    else:
        app.hint = None
    app.redraw()


def count_hint(app, seats):
    """The save says the game was played with a hint: the engine has counted it in its record
    (`hints` on the seat), and the record this phone saves takes the seats from its reply."""
    record = (app.snap or {}).get("record")
    if (isinstance(record, dict) and isinstance(seats, list)
            and len(seats) == len(record.get("seats") or [])):
        record["seats"] = seats
        app.session.autosave()


async def act_hint_cancel(app, arg):
    app.hint = None
    app.redraw()
