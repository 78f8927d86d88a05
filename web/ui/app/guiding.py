"""When the first-game guide shows (app/guide.py has its steps and its drawing): the first
time a player opens each game, again from the rules sheet; the games whose guide was
finished or skipped are remembered. The `act_*(app, arg)` are entries of the controller's
ACTIONS.
"""

from . import flow, guide


def first_guide(app, record, viewer):
    """The guide to show when a game opens: the first time a player opens that game
    (not for a finished game, nor for a table of bots being watched)."""
    game_id = record.get("game")
    if (game_id in app.guided or not guide.steps(game_id) or viewer == flow.SPECTATOR
            or (app.snap or {}).get("over")):
        return None
    return {"game": game_id, "step": 0}


def guide_shown(app):
    """True when the guide's bubble is on screen: over its game, with nothing else over it."""
    g = app.guide
    return (g is not None and app.screen == "game" and app.cover is None and app.replay is None
            and g.get("game") == ((app.snap or {}).get("record") or {}).get("game"))


def finish_guide(app):
    """The guide is done or skipped: it does not come back by itself for this game. A
    refused write only means it may show once more after the app restarts."""
    game_id = app.guide.get("game") if app.guide else None
    app.guide = None
    if game_id and game_id not in app.guided:
        app.guided.append(game_id)
        app.env.store.set(guide.GUIDED_KEY, guide.dump_seen(app.guided))


def rules_tools(app, game_id):
    """What the rules sheet offers besides the rules: the guide again (from a game of
    that game) and the sound switch."""
    in_game = (app.screen == "game" and bool(guide.steps(game_id))
               and ((app.snap or {}).get("record") or {}).get("game") == game_id)
    return {"guide": in_game, "sound": app.sound}


async def act_guide(app, arg):
    """The guide again, from the rules sheet."""
    if app.screen != "game" or not guide.steps(arg):
        return
    app.cover = None
    app.guide = {"game": arg, "step": 0}
    app.redraw()


async def act_guide_next(app, arg):
    if not guide_shown(app):
        return
    if app.guide["step"] + 1 >= len(guide.steps(app.guide["game"])):
        finish_guide(app)
    else:
        app.guide["step"] += 1
    app.redraw()


async def act_guide_back(app, arg):
    if guide_shown(app) and app.guide["step"] > 0:
        app.guide["step"] -= 1
        app.redraw()


async def act_guide_skip(app, arg):
    if guide_shown(app):
        finish_guide(app)
        app.redraw()
