"""Pocket Table's main-thread glue (PyScript MicroPython): DOM events, storage, the engine.

Thin on purpose: every piece of HTML comes from the pure modules in `app/` (tested in
CPython); this file only keeps the app's state, listens to taps, talks to the engine worker
(`await engine.fn(...)`, JSON strings both ways), saves games in localStorage and drives the
bots one move at a time so the page keeps painting.
"""

import asyncio
import json

from pyscript import document, window, workers
from pyscript.ffi import create_proxy, is_none, to_js

from app import flow, game, handoff, home, i18n, rules, saves
from app import setup as setup_screen

BOT_PACE = 0.5  # seconds each bot move stays on screen, so humans can follow
PACE_KEY = "pt.bot_pace"  # tests set a shorter pace here (seconds); players never see it

S = {
    "pace": BOT_PACE,
    "lang": "en",
    "screen": "home",          # "home" | "setup" | "game"
    "engine": None,
    "engine_state": "loading",  # "loading" | "ready" | "failed"
    "catalog": None,
    "index": [],
    "confirm": None,            # save id awaiting delete confirmation
    "setup": None,
    "save_id": None,
    "snap": None,
    "viewer": 0,
    "cover": None,              # None | {"kind": "handoff", "seat": s, "paused": bool} | {"kind": "share"}
                                # | {"kind": "rules", "game": id, "article": html or None, "failed": bool}
    "overlay": "",              # the overlay's HTML as last drawn (redrawn only when it changes)
    "replay": None,
    "thinking": None,
    "folds": [],                # data-fold keys of the folds the player opened (kept on redraw)
    "generation": 0,            # bumped whenever another game opens: stale bot loops stop
    "busy": False,
    "message": 0,               # counts messages, so only the newest one expires itself
    "loop": -1,                 # the generation whose bot loop is running, if any
    "engine_synced": False,     # the engine holds the open game (not just a stored snapshot)
    "unsaved": None,            # the save id whose autosave found storage full (said once)
}


# ---- small browser helpers --------------------------------------------------------------
# localStorage goes through `window.ptStore` (index.html), which answers with a value where
# the browser would throw: a JS exception can pass through MicroPython's try/except.
def ls_get(key):
    try:
        value = window.ptStore.get(key)
    except Exception:
        return None
    return None if is_none(value) else str(value)


def ls_set(key, value):
    """Store `value`; False when the browser refused (storage full or disabled)."""
    try:
        return window.ptStore.set(key, value) is True
    except Exception:
        return False


def ls_remove(key):
    try:
        window.ptStore.remove(key)
    except Exception:
        pass


def now_ms():
    return int(window.Date.now())


def by_id(name):
    return document.getElementById(name)


def attr(el, name):
    value = el.getAttribute(name)
    return None if is_none(value) else str(value)


def tr(key, params=None):
    return i18n.t(S["lang"], key, params)


def error_text(reply):
    """The engine's message for the player, in Chinese when the engine has one."""
    if S["lang"] == "zh-Hant" and reply.get("error_zh"):
        return str(reply["error_zh"])
    return i18n.engine_error(S["lang"], str(reply.get("error") or "?"))


def bot_pace(stored):
    """The pace stored for tests, if it is a sane number of seconds, else BOT_PACE."""
    try:
        pace = float(stored)
    except (TypeError, ValueError):
        return BOT_PACE
    return pace if 0 <= pace <= 5 else BOT_PACE


# ---- the engine -------------------------------------------------------------------------
async def call(name, *args):
    """Call an engine function; the reply is a dict with "ok" (never raises)."""
    engine = S["engine"]
    if engine is None:
        return {"ok": False, "error": tr("not_ready")}
    try:
        text = await getattr(engine, name)(*args)
        reply = json.loads(str(text))
    except Exception as exc:  # a dead worker or a broken reply: tell the player
        return {"ok": False, "error": str(exc)}
    return reply if isinstance(reply, dict) else {"ok": False, "error": "?"}


# ---- drawing ----------------------------------------------------------------------------
MESSAGE_SECONDS = 8


def show_message(text):
    box = by_id("toast")
    if box is not None and not is_none(box):
        box.innerHTML = game.render_message(S["lang"], text)
        S["message"] += 1
        asyncio.create_task(expire_message(S["message"]))


async def expire_message(token):
    """Messages leave by themselves; a newer one keeps its own time."""
    await asyncio.sleep(MESSAGE_SECONDS)
    if S["message"] == token:
        clear_message()


def clear_message():
    box = by_id("toast")
    if box is not None and not is_none(box):
        box.innerHTML = ""


def names_of(record):
    return game.seat_names(record)


def render():
    """Redraw the current screen and overlay, keeping keyboard focus where it was."""
    focus_key = None
    active = document.activeElement
    if active is not None and not is_none(active):
        try:
            for name in ("data-move", "data-action"):
                value = attr(active, name)
                if value:
                    focus_key = [name, value]
                    break
        except Exception:
            focus_key = None
    lang = S["lang"]
    app = by_id("app")
    overlay = by_id("overlay")
    cover = S["cover"]
    if S["screen"] == "home":
        html = home.render_home(lang, S["catalog"], S["index"], S["engine_state"], now_ms(),
                                S["confirm"])
    elif S["screen"] == "setup":
        html = setup_screen.render_setup(lang, S["setup"], S["engine_state"] == "ready")
    else:
        ctx = {"ready": S["engine_state"] == "ready" and S["engine_synced"],
               "thinking": S["thinking"], "replay": S["replay"]}
        try:
            html = game.render_game(lang, S["snap"], ctx)
        except Exception:
            if S["engine_synced"]:
                raise
            # A stored picture the screens cannot draw (damaged, or from an older app):
            # show the bare table until the engine replays the record.
            S["snap"] = flow.blank_snapshot(S["snap"].get("record") or {})
            html = game.render_game(lang, S["snap"], ctx)
    new_cover = False
    if cover is not None and cover.get("kind") == "handoff":
        # Nothing of the table stays in the page while it is covered.
        app.innerHTML = ""
        names = names_of(S["snap"].get("record") or {})
        seat = cover.get("seat", 0)
        name = names[seat] if 0 <= seat < len(names) else "?"
        new_cover = set_overlay(overlay, handoff.render_handoff(lang, name, cover.get("paused", False)))
    else:
        # the setup's options list is long: a tap there must not scroll it back to the top
        scroller = app.querySelector(".setup .scroll") if S["screen"] == "setup" else None
        keep = 0 if scroller is None or is_none(scroller) else scroller.scrollTop
        app.innerHTML = html
        if keep:
            app.querySelector(".setup .scroll").scrollTop = keep
        reopen_folds(app)
        if cover is None:
            sheet = ""
        elif cover.get("kind") == "rules":
            sheet = rules.render_sheet(lang, cover.get("game"), cover.get("article"), cover.get("failed"))
        else:
            sheet = game.render_share_dialog(lang)
        new_cover = set_overlay(overlay, sheet)
    document.documentElement.lang = lang
    target = None
    if cover is not None:
        # focus moves into a cover when it opens, not on every redraw behind it (a bot's
        # move must not pull the focus out of the rules a player is reading)
        target = overlay.querySelector("button") if new_cover else None
    elif focus_key is not None:
        target = document.querySelector("[" + focus_key[0] + '="' + focus_key[1].replace('"', "") + '"]')
        if (target is None or is_none(target)) and focus_key[0] == "data-move":
            # the move just played is gone: a keyboard player continues at the next decision
            target = document.querySelector(".dock [data-move]")
    if target is not None and not is_none(target):
        try:
            target.focus()
        except Exception:
            pass


def set_overlay(overlay, html):
    """Draw the overlay unless it already shows exactly this (redrawing would reset the
    rules' scroll position); say whether it changed."""
    if html == S["overlay"]:
        return False
    S["overlay"] = html
    overlay.innerHTML = html
    return True


async def open_rules(game_id):
    """The rules sheet: shown at once, filled when the game's rules page is fetched (from
    the service worker's cache once the app has been visited)."""
    cover = {"kind": "rules", "game": game_id, "article": None, "failed": False}
    S["cover"] = cover
    render()
    article = None
    try:
        from pyscript import fetch
        response = await fetch(rules.page_url(game_id, S["lang"]))
        if response.ok:
            article = rules.article_of(await response.text())
    except Exception:
        article = None
    if S["cover"] is not cover:
        return  # closed (or covered by a hand-off) meanwhile
    cover["article"] = article
    cover["failed"] = article is None
    render()


# ---- saving -----------------------------------------------------------------------------
def autosave():
    """Store the open game's record and last snapshot, and its line in the index."""
    snap = S["snap"]
    if snap is None or S["save_id"] is None:
        return
    record = snap.get("record") or {}
    if not ls_set(saves.save_key(S["save_id"]), saves.dump_save(record, snap)):
        # Storage is full (or refused): change nothing else, so no other save is lost, and
        # say so once per game.
        if S["unsaved"] != S["save_id"]:
            S["unsaved"] = S["save_id"]
            show_message(tr("storage_full"))
        return
    before = S["index"]
    S["index"] = saves.upsert(before, saves.summarize(S["save_id"], record, snap, now_ms()))
    for gone in saves.dropped_ids(before, S["index"]):
        ls_remove(saves.save_key(gone))
    ls_set(saves.INDEX_KEY, saves.dump_index(S["index"]))
    ls_set("pt.current", S["save_id"])


def take_snapshot(reply):
    """Adopt a snapshot reply as the open game's state; False (and a message) if not ok."""
    if not reply.get("ok"):
        show_message(error_text(reply))
        return False
    S["snap"] = reply
    S["viewer"] = flow.viewer_of(reply, S["viewer"])
    return True


# ---- the game loop: bots, hand-offs -----------------------------------------------------------
def kick():
    """Start the bot loop for the open game unless it already runs. It runs as its own task,
    so taps (home, share, language) stay alive while bots think."""
    if S["loop"] != S["generation"]:
        asyncio.create_task(advance())


async def advance():
    """Play bot moves one by one, then stop at a human decision (with a hand-off cover in
    pass-and-play when the phone must change hands)."""
    generation = S["generation"]
    S["loop"] = generation
    try:
        await _advance(generation)
    finally:
        if S["loop"] == generation:
            S["loop"] = -1


async def _advance(generation):
    while generation == S["generation"] and S["screen"] == "game":
        snap = S["snap"]
        record = snap.get("record") or {}
        kind, seat = flow.next_step(record, snap, S["viewer"])
        if kind == "bot":
            S["thinking"] = seat
            render()
            started = now_ms()
            reply = await call("bot_move", seat)
            if generation != S["generation"]:
                return
            if not reply.get("ok"):
                S["thinking"] = None
                show_message(error_text(reply))
                render()
                return
            wait = S["pace"] - (now_ms() - started) / 1000
            if wait > 0:
                await asyncio.sleep(wait)
            if generation != S["generation"]:
                return
            played = await call("play", seat, reply["move"], S["viewer"])
            S["thinking"] = None
            if generation != S["generation"] or not take_snapshot(played):
                render()
                return
            autosave()
            render()
            continue
        S["thinking"] = None
        if kind == "handoff":
            S["cover"] = {"kind": "handoff", "seat": seat, "paused": False}
        elif kind == "human" and seat != S["viewer"]:
            if not take_snapshot(await call("snapshot", seat)):
                return
            autosave()
        render()
        return


async def open_in_engine():
    """Load the open game into the engine worker (the stored snapshot was only a picture)."""
    snap = S["snap"]
    reply = await call("open_game", json.dumps(snap.get("record") or {}), S["viewer"])
    if not reply.get("ok"):
        show_message(tr("saved_game_damaged", {"why": error_text(reply)}))
        return False
    S["snap"] = reply
    S["engine_synced"] = True
    autosave()
    return True


async def enter_game(save_id, record, snap, viewer):
    """Show a game: at once from `snap` when given, then from the engine."""
    S["generation"] += 1
    S["folds"] = []
    S["save_id"] = save_id
    S["viewer"] = viewer
    S["replay"] = None
    S["thinking"] = None
    S["engine_synced"] = False
    S["snap"] = snap if snap is not None else flow.blank_snapshot(record)
    S["screen"] = "game"
    if flow.is_pass_and_play(record) and not S["snap"].get("over"):
        # The stored picture holds this seat's hand: show it only to that seat.
        S["cover"] = {"kind": "handoff", "seat": viewer, "paused": False}
    else:
        S["cover"] = None
    render()
    if S["engine_state"] == "ready":
        if await open_in_engine():
            render()
            if S["cover"] is None:
                kick()


def reopen_folds(app):
    """A fold the player opened (another player's borough, a city) stays open when a bot's
    move redraws the screen: the redraw replaces the HTML, which would close it."""
    for key in S["folds"]:
        el = app.querySelector('details[data-fold="' + key.replace('"', "") + '"]')
        if el is not None and not is_none(el):
            el.open = True


def note_fold(target):
    """A tap on a fold's summary: remember whether the player is opening or closing it.

    The click comes before the browser toggles the fold, so `open` is still the old state.
    Only the player's own taps count, not the folds a screen opens by itself (a city with
    targets in it), so those close again when they no longer matter.
    """
    summary = target.closest("details[data-fold] > summary")
    if summary is None or is_none(summary):
        return
    fold = summary.parentElement
    key = attr(fold, "data-fold")
    if not fold.open and key not in S["folds"]:
        S["folds"].append(key)
    elif fold.open and key in S["folds"]:
        S["folds"].remove(key)


# ---- actions --------------------------------------------------------------------------------
def read_setup_names():
    nodes = document.querySelectorAll("[data-seat-name]")
    names = []
    for i in range(int(nodes.length)):
        node = nodes.item(i)
        names.append(str(node.value))
    if S["setup"] is not None and names:
        setup_screen.set_names(S["setup"], names)


def catalog_players(game_id):
    for entry in home.game_entries(S["catalog"]):
        if entry["id"] == game_id:
            return entry["players"]
    return [2]


async def play_move(move):
    if S["screen"] != "game" or S["snap"] is None or not S["engine_synced"]:
        show_message(tr("not_ready"))
        return
    if S["viewer"] == flow.SPECTATOR:
        show_message(tr("watching"))
        return
    reply = await call("play", S["viewer"], move, S["viewer"])
    if not take_snapshot(reply):
        return
    clear_message()
    autosave()
    render()
    kick()


async def start_game():
    read_setup_names()
    setup = S["setup"]
    seats = setup_screen.to_seats(setup, S["lang"])
    options = setup_screen.to_options(setup)
    reply = await call("new_record", setup["game"], json.dumps(seats), json.dumps(options))
    if not reply.get("ok"):
        show_message(error_text(reply))
        return
    record = reply["record"]
    await enter_new_game(record)


async def enter_new_game(record):
    """A game not saved yet (new, or from a link): saved under a fresh id, shown to the
    first human who is due (asking the engine who that is)."""
    save_id = saves.new_save_id(now_ms(), S["index"])
    first = await call("open_game", json.dumps(record), 0)
    viewer = flow.first_viewer(record, first if first.get("ok") else None)
    await enter_game(save_id, record, None, viewer)


async def open_save(save_id):
    stored = saves.parse_save(ls_get(saves.save_key(save_id)))
    if stored is None:
        show_message(tr("saved_game_damaged", {"why": save_id}))
        return
    await resume_save(save_id, stored)


async def resume_save(save_id, stored):
    """Show a save already read from storage (`saves.parse_save`)."""
    record, snap, viewer = flow.resume(stored)
    await enter_game(save_id, record, snap, viewer)


async def share(invite):
    S["cover"] = None
    render()
    reply = await call("share", 1 if invite else 0)
    if not reply.get("ok"):
        show_message(error_text(reply))
        return
    url = str(window.location.origin) + str(window.location.pathname) + "#" + reply["fragment"]
    nav = window.navigator
    try:
        if not is_none(getattr(nav, "share", None)) and getattr(nav, "share", None) is not None:
            await nav.share(to_js({"title": tr("app_title"), "url": url}))
            show_message(tr("link_shared"))
            return
    except Exception:
        pass  # cancelled or refused: fall back to the clipboard
    try:
        await nav.clipboard.writeText(url)
        show_message(tr("link_copied"))
    except Exception:
        show_message(tr("share_failed", {"link": url}))


async def open_hash():
    """A link in the address bar: a game opens as a new save, an invite opens the setup."""
    fragment = str(window.location.hash or "")
    if len(fragment) < 2:
        return
    fragment = fragment[1:]
    try:
        window.history.replaceState(None, "", str(window.location.pathname) + str(window.location.search))
    except Exception:
        pass
    reply = await call("open_link", fragment)
    if not reply.get("ok"):
        show_message(tr("bad_link", {"why": error_text(reply)}))
        return
    record = reply["record"]
    if reply.get("kind") == "invite":
        S["setup"] = setup_screen.from_record(record, catalog_players(record.get("game")))
        S["screen"] = "setup"
        render()
        return
    saved = saves.same_game_saved(S["index"], record, ls_get)
    if saved is not None:
        await open_save(saved)
    else:
        await enter_new_game(record)
    show_message(tr("game_link_opened"))


async def handle(move, action):
    if S["busy"]:
        return
    S["busy"] = True
    try:
        if move is not None:
            await play_move(move)
        else:
            await do_action(action)
    finally:
        S["busy"] = False


async def do_action(action):
    head = action.split(":")[0]
    arg = action[len(head) + 1:]
    if head in ("home", "new", "again", "start", "open"):
        clear_message()  # a message belongs to the screen it was shown on
    if head == "lang":
        S["lang"] = i18n.norm_lang(arg)
        ls_set(saves.LANG_KEY, S["lang"])
        if S["screen"] == "setup":
            read_setup_names()
        render()
    elif head == "toast-close":
        clear_message()
    elif head == "home":
        S["generation"] += 1
        S["screen"] = "home"
        S["cover"] = None
        S["replay"] = None
        S["thinking"] = None
        ls_remove("pt.current")
        render()
    elif head == "new" or head == "again":
        game_id = arg if head == "new" else (S["snap"].get("record") or {}).get("game")
        if head == "again":
            S["setup"] = setup_screen.from_record(S["snap"].get("record") or {}, catalog_players(game_id))
            S["setup"]["invite"] = False
        else:
            S["setup"] = setup_screen.new_setup(game_id, catalog_players(game_id))
        S["generation"] += 1
        S["screen"] = "setup"
        render()
    elif head.startswith("setup-"):
        read_setup_names()
        setup_screen.apply_action(S["setup"], action)
        render()
    elif head == "start":
        await start_game()
    elif head == "open":
        await open_save(arg)
    elif head == "delete":
        S["confirm"] = arg
        render()
    elif head == "delete-no":
        S["confirm"] = None
        render()
    elif head == "delete-yes":
        S["index"] = saves.remove(S["index"], arg)
        ls_remove(saves.save_key(arg))
        ls_set(saves.INDEX_KEY, saves.dump_index(S["index"]))
        S["confirm"] = None
        render()
    elif head == "handoff-go":
        cover = S["cover"] or {}
        S["cover"] = None
        seat = cover.get("seat", S["viewer"])
        if S["engine_synced"]:
            if seat != S["viewer"] or not cover.get("paused"):
                take_snapshot(await call("snapshot", seat))
            autosave()
            render()
            kick()
        else:
            render()
    elif head == "undo":
        S["generation"] += 1  # a bot loop still running must not play on the old position
        S["thinking"] = None
        if take_snapshot(await call("undo", S["viewer"])):
            autosave()
            render()
            kick()
    elif head == "share":
        S["cover"] = {"kind": "share"}
        render()
    elif head == "share-game":
        await share(False)
    elif head == "share-invite":
        await share(True)
    elif head == "rules":
        await open_rules(arg)
    elif head == "cover-close":
        S["cover"] = None
        render()
    elif head == "replay":
        reply = await call("reveal", int(arg))
        if reply.get("ok"):
            S["replay"] = reply
            render()
        else:
            show_message(error_text(reply))
    elif head == "replay-close":
        S["replay"] = None
        render()


def on_click(event):
    target = event.target
    if is_none(target):
        return
    try:
        note_fold(target)
        el = target.closest("[data-move],[data-action],[data-try]")
    except Exception:
        return
    if el is None or is_none(el) or getattr(el, "disabled", False):  # a <summary> has none
        return
    if (attr(el, "data-action") or "").startswith("rules:"):
        event.preventDefault()  # a rules link: the sheet, not a new page (the game stays open)
    # data-try: something the seat may not do now; the engine's refusal says why.
    move = attr(el, "data-move") or attr(el, "data-try")
    asyncio.create_task(handle(move, attr(el, "data-action") or ""))


def on_visibility(event):
    """Sent to the background in pass-and-play: cover the table until a tap."""
    if not document.hidden or S["screen"] != "game" or S["snap"] is None:
        return
    record = S["snap"].get("record") or {}
    cover = S["cover"]
    if (flow.is_pass_and_play(record) and not S["snap"].get("over")
            and (cover is None or cover.get("kind") != "handoff")):
        # the rules or the share sheet give way: whoever picks the phone up sees no hand
        S["cover"] = {"kind": "handoff", "seat": S["viewer"], "paused": True}
        render()


def on_key(event):
    """Escape closes a sheet (the rules, the share choices), as it closes dialogs anywhere;
    never the hand-off cover, which only the next player's tap lifts."""
    cover = S["cover"]
    if event.key == "Escape" and cover is not None and cover.get("kind") in ("rules", "share"):
        S["cover"] = None
        render()


def on_hash(event):
    """A link opened while the app is already open only changes the fragment."""
    if S["engine_state"] == "ready":
        asyncio.create_task(follow_link())


async def follow_link():
    if S["busy"]:
        return
    S["busy"] = True
    try:
        await open_hash()
    finally:
        S["busy"] = False


# ---- start ----------------------------------------------------------------------------------
async def main():
    S["pace"] = bot_pace(ls_get(PACE_KEY))
    stored_lang = ls_get(saves.LANG_KEY)
    S["lang"] = i18n.norm_lang(stored_lang or str(window.navigator.language or "en"))
    S["index"] = saves.parse_index(ls_get(saves.INDEX_KEY))
    document.body.addEventListener("click", create_proxy(on_click))
    document.addEventListener("visibilitychange", create_proxy(on_visibility))
    document.addEventListener("keydown", create_proxy(on_key))
    window.onhashchange = create_proxy(on_hash)
    current = ls_get("pt.current")
    has_link = len(str(window.location.hash or "")) > 1
    resumed = damaged = False
    stored = saves.parse_save(ls_get(saves.save_key(current))) if current and not has_link else None
    if stored is not None:
        try:
            await resume_save(current, stored)  # resume exactly where the last visit stopped
            resumed = True
        except Exception:
            # Whatever is wrong with it, the app still starts, at home; the save stays on the
            # list, and opening it there again says what is wrong once the engine is ready.
            ls_remove("pt.current")
            S["screen"] = "home"
            S["cover"] = None
            S["save_id"] = None
            S["snap"] = None
            damaged = True
    if not resumed:
        render()
        if damaged:
            show_message(tr("saved_game_damaged", {"why": current}))
    try:
        S["engine"] = await workers["engine"]
        reply = await call("catalog")
        if not reply.get("ok"):
            raise ValueError(error_text(reply))
        S["catalog"] = reply.get("games") or []
        S["engine_state"] = "ready"
    except Exception as exc:
        S["engine_state"] = "failed"
        render()
        show_message(tr("engine_failed") + " (" + str(exc) + ")")
        return
    document.documentElement.setAttribute("data-engine", "ready")
    render()
    try:
        window.navigator.serviceWorker.register("./sw.js")
    except Exception:
        pass  # no service worker (plain http on a LAN address): the app still works online
    if has_link:
        await open_hash()
    elif S["screen"] == "game" and not S["engine_synced"]:
        if await open_in_engine():
            render()
            if S["cover"] is None:
                kick()


asyncio.create_task(main())
