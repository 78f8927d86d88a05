"""The taps of the home screen's and the game's sheets and small switches: the language, the
message line, deleting a save, sharing, the rules, the replay, making room, the player's
record, sound, a waiting release. Each `act_*(app, arg)` is an entry of the controller's
ACTIONS.
"""

from . import cues, i18n, rules, saves, stats
from .table import seatlink


async def act_lang(app, arg):
    app.lang = i18n.norm_lang(arg)
    app.env.store.set(saves.LANG_KEY, app.lang)
    app.redraw()


async def act_toast_close(app, arg):
    app.env.unsay()


async def act_delete(app, arg):
    app.confirm = arg
    app.redraw()


async def act_delete_no(app, arg):
    app.confirm = None
    app.redraw()


async def act_delete_yes(app, arg):
    app.library.delete(arg)
    app.confirm = None
    app.redraw()


async def act_share(app, arg):
    app.cover = {"kind": "share"}
    app.redraw()


async def act_share_game(app, arg):
    await share(app, False)


async def act_share_invite(app, arg):
    await share(app, True)


async def act_share_seat(app, arg):
    """A game link addressed to one seat ("Bob's turn", app/table/seatlink.py)."""
    await share(app, False, int(arg) if arg.isdigit() else None)


async def share(app, invite, seat=None):
    app.cover = None
    app.redraw()
    reply = await app.call("share", 1 if invite else 0)
    if not reply.get("ok"):
        app.say(app.error_text(reply))
        return
    fragment = reply["fragment"]
    if seat is not None:
        fragment = seatlink.address(fragment, seat)
    url = app.env.page_url(fragment)
    how = await app.env.share(url)
    if how == "shared":
        app.say(app.tr("link_shared"))
    elif how == "copied":
        app.say(app.tr("link_copied"))
    else:
        app.say(app.tr("share_failed", {"link": url}))


async def act_rules(app, arg):
    """The rules sheet: shown at once, filled when the game's rules page is fetched (from
    the service worker's cache once the app has been visited)."""
    cover = {"kind": "rules", "game": arg, "article": None, "failed": False}
    app.cover = cover
    app.redraw()
    text = await app.env.fetch_text(rules.page_url(arg, app.lang))
    article = rules.article_of(text) if text is not None else None
    if app.cover is not cover:
        return  # closed (or covered by a hand-off) meanwhile
    cover["article"] = article
    cover["failed"] = article is None
    app.redraw()


async def act_log(app, arg):
    """The whole log of the open game, over it (the sheet's since-your-turn list has the
    newest lines)."""
    app.cover = {"kind": "log"}
    app.redraw()


async def act_reference(app, arg):
    """The open game's reference sheet (its characters and their powers, for Citadels)."""
    app.cover = {"kind": "reference"}
    app.redraw()


async def act_cover_close(app, arg):
    app.cover = None
    app.redraw()


async def act_replay(app, arg):
    reply = await app.call("reveal", int(arg))
    if reply.get("ok"):
        app.replay = reply
        app.redraw()
    else:
        app.say(app.error_text(reply))


async def act_replay_close(app, arg):
    app.replay = None
    app.redraw()


async def act_room_remove(app, arg):
    app.library.delete(arg)
    await app.room_made()


async def act_room_finished(app, arg):
    for save_id in app.library.finished():
        app.library.delete(save_id)
    await app.room_made()


async def act_room(app, arg):
    app.ask_room(["save"])


async def act_room_cancel(app, arg):
    app.cover = None
    app.redraw()


async def act_update_reload(app, arg):
    app.env.apply_update()


async def act_stats(app, arg):
    app.cover = {"kind": "stats", "confirm": False}
    app.redraw()


async def act_stats_reset(app, arg):
    app.cover = {"kind": "stats", "confirm": True}
    app.redraw()


async def act_stats_reset_no(app, arg):
    app.cover = {"kind": "stats", "confirm": False}
    app.redraw()


async def act_stats_reset_yes(app, arg):
    if app.env.store.set(stats.STATS_KEY, stats.dump({})):
        app.record = {}
    else:
        app.say(app.tr("stats_refused"))
    app.cover = {"kind": "stats", "confirm": False}
    app.redraw()


async def act_sound(app, arg):
    """One switch for both; on, it plays a cue at once, so the player hears what it does."""
    app.sound = not app.sound
    if not app.env.store.set(cues.SOUND_KEY, "on" if app.sound else "off"):
        app.say(app.tr("setting_not_saved"))
    cues.cue(app, "turn")
    app.redraw()
