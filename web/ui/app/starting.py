"""Starting a game: the setup (new, again), Start, and the games dealt ahead (app/dealt.py) so
that the next visit's first game starts before the engine is up. The `act_*(app, arg)` are
entries of the controller's ACTIONS.
"""

import json

from . import dealt, flow, home, opening, registry
from . import setup as setup_screen
from . import table as table_mode

# How long after the setup is drawn its game's modules are imported (seconds): after the
# browser has painted the setup, while the player reads it (see preload).
PRELOAD_AFTER = 0.15
# How long after the engine is up the games dealt ahead are dealt (seconds): after the first
# frames, so that they never stand between the player and a game (see deal_defaults).
DEAL_AFTER = 2.0
DEAL_WAITS = 60   # how many times a deal waits DEAL_AFTER for no bot to be due, at most


async def act_new(app, arg):
    app.pending_start = False
    app.setup = setup_screen.new_setup(arg, app.catalog_players(arg))
    app.session.stop()
    app.screen = "setup"
    app.redraw()
    app.env.spawn(preload(app, arg))


async def preload(app, game_id):
    """Import the game's screen (and its first-game guide) while the player reads the
    setup, in a task of its own, so the game's first frame does not load them. Measured,
    that was the smaller part of the first frame (a forced layout in motion.js was the
    larger one). Nothing depends on it: the first render imports whatever is still
    missing, as before."""
    await app.env.sleep(PRELOAD_AFTER)
    if app.screen != "setup" or (app.setup or {}).get("game") != game_id:
        return   # the player left the setup already: load nothing they did not ask for
    try:
        registry.screen(game_id)
        registry.module(game_id, "guide")
    except Exception:
        pass   # a module that cannot load fails where it is used, with its message


async def act_again(app, arg):
    record = (app.snap or {}).get("record") or {}
    app.setup = setup_screen.from_record(record, app.catalog_players(record.get("game")))
    app.setup["invite"] = False
    app.session.stop()
    app.screen = "setup"
    app.redraw()
    app.env.spawn(preload(app, app.setup.get("game")))


async def act_start(app, arg):
    if app.engine_state == "loading":
        if await start_dealt(app):
            return
        # the setup was made while the engine loads: the game starts the moment it is up
        app.pending_start = True
        app.redraw()
        return
    app.pending_start = False
    setup = app.setup
    if setup is None or app.screen != "setup":
        return
    seats = setup_screen.to_seats(setup, app.lang)
    options = setup_screen.to_options(setup)
    reply = await app.call("new_record", setup["game"], json.dumps(seats), json.dumps(options))
    if not reply.get("ok"):
        app.say(app.error_text(reply))
        return
    remote = setup_screen.remote_seats(setup)
    message = setup_screen.message_seats(setup)
    if remote or message:
        await table_mode.load_actions().begin(app, reply["record"], remote, message)
        return
    await opening.enter_new_game(app, reply["record"])
    app.env.spawn(deal_ahead(app, setup["game"], seats, options))


async def start_dealt(app):
    """Start, while the engine loads, the game dealt ahead for this very setup
    (app/dealt.py): its table at once, its first move taken now and played when the engine
    is up. False when there is none (the game then starts when the engine is up)."""
    setup = app.setup
    if (setup is None or app.screen != "setup" or setup_screen.other_phones(setup)
            or not app.library.has_room()):
        return False
    seats = setup_screen.to_seats(setup, app.lang)
    options = setup_screen.to_options(setup)
    snap = dealt.take(app.env.store, setup["game"], seats, options)
    # seat 0's frame, so only a game whose first viewer is seat 0 (never a bot's hand)
    if snap is None or flow.first_viewer(snap["record"], snap) != 0:
        return False
    app.pending_start = False
    app.deal_next = [setup["game"], seats, options]
    await opening.enter_game(app, app.library.new_id(app.env.now_ms()), snap["record"], snap, 0, early=True)
    return True


async def deal_ahead(app, game_id, seats, options):
    """Deal this setup's next game now that the engine is up, unless one is kept already:
    a later visit starts it before its engine is (app/dealt.py). Not a game of the player's:
    a refused write or a refusal of the engine leaves nothing to say."""
    if app.engine_state != "ready" or dealt.has(app.env.store, game_id, seats, options):
        return
    # while the player decides: a deal may hold a bot's opening move, and the worker does
    # one thing at a time, so dealing while a bot of this game is due would delay it
    for _ in range(DEAL_WAITS):
        if app.screen != "game" or (app.session.thinking is None and app.session.bot_due() is None):
            break
        await app.env.sleep(DEAL_AFTER)
    else:
        return
    reply = await app.call("deal", game_id, json.dumps(seats), json.dumps(options))
    if reply.get("ok") and flow.first_viewer(reply.get("record") or {}, reply) == 0:
        dealt.put(app.env.store, game_id, seats, options, reply)


async def deal_defaults(app):
    """Once the start is over: deal the setup of the game dealt and started this visit
    again, and each game's default setup (the one "New game" opens) where no game is dealt
    yet, so that the next visit's first game starts at once too."""
    await app.env.sleep(DEAL_AFTER)
    if app.deal_next is not None:
        await deal_ahead(app, app.deal_next[0], app.deal_next[1], app.deal_next[2])
    for entry in home.game_entries(app.catalog):
        if dealt.kept(app.env.store, entry["id"]):
            continue   # the setup last started there is dealt already: it stays
        setup = setup_screen.new_setup(entry["id"], entry["players"])
        await deal_ahead(app, entry["id"], setup_screen.to_seats(setup, app.lang),
                              setup_screen.to_options(setup))
