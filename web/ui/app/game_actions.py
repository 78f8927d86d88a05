"""The game screen's own actions (heads in controller.ACTIONS): back home, the hand-off
cover's "I'm ready", undo, and pulling the decision sheet up or letting it down. Each takes
the `App` and the action's argument."""


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
