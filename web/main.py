"""Pocket Table's main-thread wiring (PyScript MicroPython): the page, storage, the engine.

Every decision is made by `app.controller.App` (pure, tested in CPython and under MicroPython);
this file only gives it a port to the browser — the engine worker (`await engine.fn(...)`,
JSON strings both ways), localStorage (through `window.ptStore` in index.html), timers, the
message line, sharing, the rules pages, releases (`window.ptUpdate`, sw-client.js), the
table mode's data channels, QR codes and camera (`window.ptTable`, table.js) — and turns DOM
events into `App.tap(...)`. Drawing here is only putting the App's HTML into the page while
keeping the keyboard focus, the scroll positions and the folds a player opened, and handing
the page to the small JS helpers that need it: `ptMotion` (motion.js: the table's changes
play out as movement), `ptGuide` (guide.js: the first-game guide points at the table) and
`ptCue` (cue.js: the optional sound and vibration).
"""

import asyncio
import json

from pyscript import document, window
from pyscript.ffi import create_proxy, is_none, to_js

from app import controller, game

MESSAGE_SECONDS = 8


def attr(el, name):
    value = el.getAttribute(name)
    return None if is_none(value) else str(value)


def present(el):
    return el is not None and not is_none(el)


class Store:
    """localStorage through `window.ptStore`, which answers with a value where the browser
    would throw (a JS exception can pass through MicroPython's try/except)."""

    def get(self, key):
        try:
            value = window.ptStore.get(key)
        except Exception:
            return None
        return None if is_none(value) else str(value)

    def set(self, key, value):
        try:
            return window.ptStore.set(key, value) is True
        except Exception:
            return False

    def remove(self, key):
        try:
            window.ptStore.remove(key)
        except Exception:
            pass

    def sizes(self, prefix):
        try:
            return json.loads(str(window.ptStore.sizes(prefix)))
        except Exception:
            return {}


class Page:
    """The App's port to the browser (see app/controller.py for what each member does)."""

    def __init__(self):
        self.store = Store()
        self.engine = None
        self.folds = []      # data-fold keys of the folds the player opened (kept on redraw)
        self.overlay = ""    # the overlay's HTML as last drawn (redrawn only when it changes)
        self.message = 0     # counts messages, so only the newest one expires itself

    async def call(self, name, *args):
        """An engine function; the reply is a dict with "ok" (never raises)."""
        if self.engine is None:
            return {"ok": False, "error": APP.tr("not_ready")}
        try:
            reply = json.loads(str(await getattr(self.engine, name)(*args)))
        except Exception as exc:  # a dead worker or a broken reply: tell the player
            return {"ok": False, "error": str(exc)}
        return reply if isinstance(reply, dict) else {"ok": False, "error": "?"}

    async def connect_engine(self):
        try:
            self.engine = await window.ptEngine.ready  # the engine worker (engine-client.js)
        except Exception as exc:
            return {"ok": False, "error": str(exc)}
        return await self.call("catalog")

    def engine_ready(self):
        document.documentElement.setAttribute("data-engine", "ready")
        try:
            window.ptUpdate.onready = create_proxy(lambda *_: APP.on_update_ready())
            if window.ptUpdate.ready:
                APP.on_update_ready()
            window.ptUpdate.register()  # after Python started, so precaching waits its turn
        except Exception:
            pass  # no service worker (plain http on a LAN address): the app still works online

    def now_ms(self):
        return int(str(window.ptNow()))  # as text: a 13-digit JS number is cut to 32 bits

    async def sleep(self, seconds):
        await asyncio.sleep(seconds)

    def spawn(self, coroutine):
        asyncio.create_task(coroutine)

    def redraw(self):
        draw()

    def forget_folds(self):
        self.folds = []

    def say(self, text, offer=None):
        box = document.getElementById("toast")
        if present(box):
            box.innerHTML = game.render_message(APP.lang, text, offer)
            self.message += 1
            asyncio.create_task(self.expire(self.message))

    async def expire(self, token):
        """Messages leave by themselves; a newer one keeps its own time."""
        await asyncio.sleep(MESSAGE_SECONDS)
        if self.message == token:
            self.unsay()

    def unsay(self):
        box = document.getElementById("toast")
        if present(box):
            box.innerHTML = ""

    def page_url(self, fragment):
        return str(window.location.origin) + str(window.location.pathname) + "#" + fragment

    async def share(self, url):
        nav = window.navigator
        try:
            if present(getattr(nav, "share", None)):
                await nav.share(to_js({"title": APP.tr("app_title"), "url": url}))
                return "shared"
        except Exception:
            pass  # cancelled or refused: fall back to the clipboard
        try:
            await nav.clipboard.writeText(url)
            return "copied"
        except Exception:
            return None

    async def fetch_text(self, url):
        try:
            from pyscript import fetch
            response = await fetch(url)
            return await response.text() if response.ok else None
        except Exception:
            return None

    def apply_update(self):
        window.ptUpdate.apply()

    # ---- several phones at one table (window.ptTable, table.js) ----------------------------------
    async def rtc_offer(self, key, ice):
        try:
            return str(await window.ptTable.offer(key, ice)) or None
        except Exception:
            return None

    async def rtc_answer(self, key, offer, ice):
        try:
            return str(await window.ptTable.answer(key, offer, ice)) or None
        except Exception:
            return None

    async def rtc_accept(self, key, answer):
        try:
            return (await window.ptTable.accept(key, answer)) is True
        except Exception:
            return False

    def rtc_send(self, key, text):
        try:
            return window.ptTable.send(key, text) is True
        except Exception:
            return False

    def rtc_close(self, key):
        try:
            window.ptTable.close(key)
        except Exception:
            pass

    def random_text(self, n):
        try:
            return str(window.ptTable.random(n))
        except Exception:
            return ""

    async def scan_start(self):
        try:
            return (await window.ptTable.scanStart()) is True
        except Exception:
            return False

    def scan_stop(self):
        try:
            window.ptTable.scanStop()
        except Exception:
            pass

    async def copy_text(self, text):
        try:
            return (await window.ptTable.copy(text)) is True
        except Exception:
            return False
    def cue(self, kind):
        """A sound and a buzz ("turn", "round"); the App calls it only when the player
        turned them on."""
        try:
            window.ptCue.play(kind)
        except Exception:
            pass  # cue.js missing or the browser refused: the game goes on silently


PAGE = Page()
APP = controller.App(PAGE)


def draw():
    """Put the App's screen and overlay into the page, keeping the keyboard focus where it was."""
    focus_key = None
    active = document.activeElement
    if present(active):
        try:
            for name in ("data-move", "data-action", "data-field"):
                value = attr(active, name)
                if value:
                    focus_key = [name, value]
                    break
        except Exception:
            focus_key = None
    app = document.getElementById("app")
    overlay = document.getElementById("overlay")
    read_fields()   # what is typed in a field survives the redraw
    html, sheet, covered = APP.render()
    if covered:
        app.innerHTML = ""  # nothing of the table stays in the page while it is covered
    else:
        # a redraw of the same screen keeps where the player scrolled to (the setup's long
        # options list, the board), so a bot's move does not throw the table back to the top
        keep = kept_scroll(app)
        js_call("ptMotion", "before", app)
        app.innerHTML = html
        restore_scroll(app, keep)
        reopen_folds(app)
        js_call("ptMotion", "after", app)
    opened = sheet != PAGE.overlay
    if opened:  # redrawing an unchanged sheet would reset the rules' scroll position
        PAGE.overlay = sheet
        overlay.innerHTML = sheet
    js_call("ptGuide", "place")
    document.documentElement.lang = APP.lang
    try:
        window.ptTable.paint(document)   # the QR codes of [data-qr] elements
    except Exception:
        pass
    target = None
    if sheet:
        # focus moves into a sheet when it opens, not on every redraw behind it (a bot's move
        # must not pull the focus out of the rules a player is reading)
        target = overlay.querySelector("button") if opened else None
    elif focus_key is not None:
        target = document.querySelector("[" + focus_key[0] + '="' + focus_key[1].replace('"', "") + '"]')
        if not present(target) and focus_key[0] == "data-move":
            # the move just played is gone: a keyboard player continues at the next decision
            target = document.querySelector(".dock [data-move]")
    if present(target):
        try:
            target.focus()
        except Exception:
            pass


def js_call(helper, name, *args):
    """`window.<helper>.<name>(*args)`: a page helper (motion.js, guide.js) that may be
    missing (an old cached page) or fail; drawing never depends on it."""
    try:
        getattr(getattr(window, helper), name)(*args)
    except Exception:
        pass


# The scrolling parts of a screen whose position a redraw keeps: the setup's options and the
# game's board (the dock shows a new decision after a move, and starts at its top).
SCROLLERS = [".setup .scroll", ".game #board"]


def kept_scroll(app):
    """[selector, scrollTop] of each scrolled part of the screen now in the page, with the
    screen's identity (a different screen starts at the top)."""
    out = []
    for selector in SCROLLERS:
        el = app.querySelector(selector)
        if present(el) and el.scrollTop:
            out.append([selector, el.scrollTop])
    return [screen_id(app), out]


def screen_id(app):
    root = app.querySelector("[data-screen]")
    if not present(root):
        return ""
    return (attr(root, "data-screen") or "") + ":" + (attr(root, "data-game") or "")


def restore_scroll(app, keep):
    if keep[0] != screen_id(app):
        return
    for selector, top in keep[1]:
        el = app.querySelector(selector)
        if present(el):
            el.scrollTop = top


def reopen_folds(app):
    """A fold the player opened (another player's borough, a city) stays open when a bot's
    move redraws the screen: the redraw replaces the HTML, which would close it."""
    for key in PAGE.folds:
        el = app.querySelector('details[data-fold="' + key.replace('"', "") + '"]')
        if present(el):
            el.open = True


def note_fold(target):
    """A tap on a fold's summary: remember whether the player is opening or closing it.

    The click comes before the browser toggles the fold, so `open` is still the old state.
    Only the player's own taps count, not the folds a screen opens by itself (a city with
    targets in it), so those close again when they no longer matter.
    """
    summary = target.closest("details[data-fold] > summary")
    if not present(summary):
        return
    fold = summary.parentElement
    key = attr(fold, "data-fold")
    if not fold.open and key not in PAGE.folds:
        PAGE.folds.append(key)
    elif fold.open and key in PAGE.folds:
        PAGE.folds.remove(key)


def read_setup_names():
    """The names typed in the setup, handed to the App before anything redraws the fields."""
    if APP.screen != "setup":
        return
    nodes = document.querySelectorAll("[data-seat-name]")
    APP.set_names([str(nodes.item(i).value) for i in range(int(nodes.length))])


def read_fields():
    """The table mode's text fields (`data-field`: an answer code, a join link, a server)."""
    nodes = document.querySelectorAll("[data-field]")
    fields = {}
    for i in range(int(nodes.length)):
        node = nodes.item(i)
        fields[attr(node, "data-field") or ""] = str(node.value)
    if fields:
        APP.set_fields(fields)


INBOX = []   # the table's connection events, handled one at a time in order


def on_peer(key, event, data):
    INBOX.append([str(key), str(event), "" if is_none(data) else str(data)])
    if len(INBOX) == 1:
        asyncio.create_task(drain_peers())


async def drain_peers():
    while INBOX:
        key, event, data = INBOX[0]
        try:
            await APP.on_peer(key, event, data)
        except Exception as exc:   # one bad event must not stop the table
            print("table event failed:", exc)
        INBOX.pop(0)


def on_scan(text):
    asyncio.create_task(APP.on_scanned(str(text)))


def on_click(event):
    target = event.target
    if is_none(target):
        return
    try:
        note_fold(target)
        el = target.closest("[data-move],[data-action],[data-try]")
    except Exception:
        return
    if not present(el) or getattr(el, "disabled", False):  # a <summary> has none
        return
    action = attr(el, "data-action") or ""
    if action.startswith("rules:"):
        event.preventDefault()  # a rules link: the sheet, not a new page (the game stays open)
    read_setup_names()
    read_fields()
    # data-try: something the seat may not do now; the engine's refusal says why.
    asyncio.create_task(APP.tap(attr(el, "data-move") or attr(el, "data-try"), action))


def on_input(event):
    """A name typed in the setup goes to the App at once: a redraw that an earlier tap still
    owes (a seat's kind changed) then paints the typed name back, not the old one."""
    read_setup_names()


def on_visibility(event):
    if document.hidden:
        APP.on_hidden()


def on_key(event):
    if event.key == "Escape":
        APP.on_escape()


def take_fragment():
    """The link in the address bar (without '#'), taken out of it so a reload does not open
    it again; "" when there is none."""
    fragment = str(window.location.hash or "")
    if len(fragment) < 2:
        return ""
    try:
        window.history.replaceState(None, "", str(window.location.pathname) + str(window.location.search))
    except Exception:
        pass
    return fragment[1:]


def on_hash(event):
    """A link opened while the app is already open only changes the fragment."""
    fragment = take_fragment()
    if fragment:
        asyncio.create_task(APP.follow_link(fragment))


async def main():
    document.body.addEventListener("click", create_proxy(on_click))
    document.body.addEventListener("input", create_proxy(on_input))
    document.addEventListener("visibilitychange", create_proxy(on_visibility))
    document.addEventListener("keydown", create_proxy(on_key))
    window.onhashchange = create_proxy(on_hash)
    try:
        window.ptTable.onpeer = create_proxy(on_peer)
        window.ptTable.onscan = create_proxy(on_scan)
    except Exception:
        pass   # table.js did not load: the table mode says it cannot connect
    await APP.boot(str(window.navigator.language or "en"), take_fragment())


asyncio.create_task(main())
