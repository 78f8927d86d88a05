"""The App's port to the browser (PyScript MicroPython, the main thread): what
`app.controller.App` asks of the page, done with the page's own means — the engine worker
(`window.ptEngine`, engine-client.js; JSON strings both ways), localStorage (through
`window.ptStore` in index.html, which answers where the browser would throw), timers, the
message line, sharing and copying, the rules pages, releases (`window.ptUpdate`,
sw-client.js), the table mode's data channels, QR codes and camera (`window.ptTable`,
table.js) and the optional sound (`window.ptCue`, cue.js). Each member says in a word what
it gives back when the browser refuses; none raises. What each member means for the App:
app/controller.py.

`draw(page)` puts the App's HTML into the page (patch.js changes only what differs) while
keeping the keyboard focus, the scroll positions and the folds a player opened, and hands
the page to the small JS helpers that need it: `ptMotion` (motion.js: the table's changes
play out as movement), `ptGuide` (guide.js: the first-game guide points at the table),
`ptSheet` (sheet.js: the decision's place on the board in view, the sheet's swipe) and
`ptCue` (cue.js: the optional sound and vibration).
"""

import asyncio
import json

from browser import create_proxy, document, fetch_text, is_none, to_js, window

from app import game

MESSAGE_SECONDS = 8


def attr(el, name):
    value = el.getAttribute(name)
    return None if is_none(value) else str(value)


def present(el):
    return el is not None and not is_none(el)


def run_tasks_now(*_):
    """Run asyncio's ready tasks at the end of the browser's current task, from a microtask.

    MicroPython's asyncio (its webassembly port) wakes its loop with `setTimeout(0)`, and the
    browser runs that timer only after whatever else is due, often the frame a tap caused: a
    tap's task started 7–8 ms after the click (measured, docs/performance.md). A move's tap
    (main.py) and an engine reply call this, so their task runs at once. The loop itself is
    unchanged: a task that is not ready yet waits for its timer as before, and the timer
    asyncio already set finds nothing left to do.
    """
    try:
        window.queueMicrotask(_RUN_ITER)
    except Exception:
        pass   # the timer asyncio set runs the task, a little later


try:
    from asyncio import core as asyncio_core
    _RUN_ITER = create_proxy(asyncio_core._run_iter)   # one proxy, not a new one per call
except (ImportError, AttributeError):   # an asyncio without the webassembly port's loop
    _RUN_ITER = None
_RUN_NOW = create_proxy(run_tasks_now)


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

    def __init__(self, draw):
        self.draw = draw     # puts the App's HTML into the page (main.py)
        self.app = None      # the App this port serves (set once it exists)
        self.store = Store()
        self.engine = None
        self.folds = []      # data-fold keys of the folds the player opened (kept on redraw)
        self.overlay = ""    # the overlay's HTML as last drawn (redrawn only when it changes)
        self.message = 0     # counts messages, so only the newest one expires itself
        self.registered = False  # the service worker asked for (once per page)

    async def call(self, name, *args):
        """An engine function; the reply is a dict with "ok" (never raises)."""
        if self.engine is None:
            return {"ok": False, "error": self.app.tr("not_ready")}
        try:
            promise = getattr(self.engine, name)(*args)
            # the reply continues this task at once; a refused call too (and with a handler
            # of its own, the promise `then` makes is not an unhandled rejection: a page error)
            promise.then(_RUN_NOW, _RUN_NOW)
            reply = json.loads(str(await promise))
        except Exception as exc:  # a dead worker or a broken reply: tell the player
            return {"ok": False, "error": str(exc)}
        return reply if isinstance(reply, dict) else {"ok": False, "error": "?"}

    async def connect_engine(self):
        try:
            window.ptEngine.wake()  # a guest's page starts its engine only when asked (engine-client.js)
            self.engine = await window.ptEngine.ready  # the engine worker
        except Exception as exc:
            return {"ok": False, "error": str(exc)}
        return await self.call("catalog")

    def engine_ready(self):
        document.documentElement.setAttribute("data-engine", "ready")
        self.releases_ready()

    def releases_ready(self):
        """Register the service worker (and hear of a release waiting): after Python started,
        so precaching waits its turn; on a guest's phone, with no engine started."""
        if self.registered:
            return
        self.registered = True
        try:
            window.ptUpdate.onready = create_proxy(lambda *_: self.app.on_update_ready())
            if window.ptUpdate.ready:
                self.app.on_update_ready()
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
        self.draw()

    def forget_folds(self):
        self.folds = []

    def say(self, text, offer=None):
        box = document.getElementById("toast")
        if present(box):
            box.innerHTML = game.render_message(self.app.lang, text, offer)
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

    async def share(self, url, text=None):
        """The share sheet for `url` (with `text`, say whom it is for), else the clipboard:
        "shared", "copied" or None."""
        nav = window.navigator
        try:
            if present(getattr(nav, "share", None)):
                data = {"title": self.app.tr("app_title"), "url": url}
                if text:
                    data["text"] = text
                await nav.share(to_js(data))
                return "shared"
        except Exception:
            pass  # cancelled or refused: fall back to the clipboard
        try:
            await nav.clipboard.writeText(url)
            return "copied"
        except Exception:
            return None

    async def fetch_text(self, url):
        return await fetch_text(url)

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

    # ---- sealed messages (web/js/seal.js: Web Crypto; strings in, strings out) ----------
    async def seal_keys(self):
        """A new key pair for one table's seat: `{"public", "private"}`, or None."""
        try:
            return json.loads(str(await window.ptSeal.newKeys()))
        except Exception:
            return None

    async def seal(self, private, peer, table, seat, direction, number, text):
        """`text` sealed for the peer (see seal.js), or None if the page could not."""
        try:
            return str(await window.ptSeal.seal(private, peer, table, str(seat), direction, number, text))
        except Exception:
            return None

    async def unseal(self, private, peer, table, seat, direction, number, sealed):
        """`{"ok": True, "text"}` or `{"ok": False, "code": "seal.damaged" | "seal.forged"}`."""
        try:
            return json.loads(str(await window.ptSeal.open(private, peer, table, str(seat), direction,
                                                           number, sealed)))
        except Exception:
            return {"ok": False, "code": "seal.damaged"}

    async def digest(self, text):
        """The hex SHA-256 of the UTF-8 text, or None."""
        try:
            return str(await window.ptSeal.digest(text))
        except Exception:
            return None

    async def random_b64(self, n):
        """`n` random bytes from the platform, base64url, or None."""
        try:
            return str(await window.ptSeal.random(n))
        except Exception:
            return None

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


# ---- drawing: the App's HTML into the page ------------------------------------------------
def draw(page):
    """Put the App's screen and overlay into the page, keeping the keyboard focus where it was."""
    app = page.app
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
    root = document.getElementById("app")
    overlay = document.getElementById("overlay")
    read_fields(app)   # what is typed in a field survives the redraw
    html, sheet, covered = app.render()
    if covered:
        root.innerHTML = ""  # nothing of the table stays in the page while it is covered
    else:
        js_call("ptMotion", "before", root, html)   # measures only if a move changed the table
        # patch.js changes only what differs, so the elements that stay keep where they were
        # scrolled to (the setup's long options list, the board): a bot's move does not throw
        # the table back to the top
        if js_call("ptPatch", "morph", root, html) is not True:
            # patch.js missing or failed: the whole screen anew, scrolled as it was. Only
            # here is the scroll read: reading it lays the page out at once, which on a
            # freshly drawn table (a game's first frame) cost tens of milliseconds
            keep = kept_scroll(root)
            root.innerHTML = html
            restore_scroll(root, keep)
        reopen_folds(page, root)
    opened = sheet != page.overlay
    if opened:  # redrawing an unchanged sheet would reset the rules' scroll position
        page.overlay = sheet
        overlay.innerHTML = sheet
    # The focus first, then the motion: focusing makes the browser lay the page out, and the
    # motion measures that same layout instead of asking for another.
    keep_focus(focus_key, overlay if sheet else None, opened)
    if not covered:
        js_call("ptMotion", "after", root)
        js_call("ptSheet", "after", root)   # a new decision's place on the board in view
    js_call("ptGuide", "place")
    # only when it changes: every write of <html lang>, even of the same value, counts as a
    # change, and Chromium restyles the whole page (measured in Lighthouse's trace: up to
    # 11 ms at full speed, the largest step of the redraw when the engine answers)
    if str(document.documentElement.lang) != app.lang:
        document.documentElement.lang = app.lang
    try:
        window.ptTable.paint(document)   # the QR codes of [data-qr] elements
    except Exception:
        pass


def keep_focus(focus_key, sheet, opened):
    """Put the keyboard focus back where it was before the redraw (`focus_key`: the attribute
    and value of the focused element), or into a sheet that has just opened."""
    target = None
    if sheet is not None:
        # focus moves into a sheet when it opens, not on every redraw behind it (a bot's move
        # must not pull the focus out of the rules a player is reading)
        target = sheet.querySelector("button") if opened else None
    elif focus_key is not None:
        target = document.querySelector("[" + focus_key[0] + '="' + focus_key[1].replace('"', "") + '"]')
        if not present(target) and focus_key[0] == "data-move":
            # the move just played is gone: a keyboard player continues at the next decision
            target = document.querySelector(".dock [data-move]")
    if present(target) and not is_active(target):
        try:
            target.focus()
        except Exception:
            pass


def is_active(el):
    """The element has the focus already (a kept element: focusing it again costs a layout)."""
    try:
        return el.isSameNode(document.activeElement) is True
    except Exception:
        return False


def js_call(helper, name, *args):
    """`window.<helper>.<name>(*args)`: a page helper (motion.js, guide.js, patch.js) that may
    be missing (an old cached page) or fail; drawing never depends on it. Its answer, or None."""
    try:
        return getattr(getattr(window, helper), name)(*args)
    except Exception:
        return None


# The scrolling parts of a screen whose position a redraw keeps when it has to draw the whole
# screen anew (patch.js keeps every element that stays, and where it was scrolled to): the
# setup's options and the game's board (the dock shows a new decision after a move, and
# starts at its top).
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


def reopen_folds(page, app):
    """A fold the player opened (another player's borough, a city) stays open when a bot's
    move redraws the screen: the redraw replaces the HTML, which would close it."""
    for key in page.folds:
        el = app.querySelector('details[data-fold="' + key.replace('"', "") + '"]')
        if present(el):
            el.open = True


def note_fold(page, target):
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
    if not fold.open and key not in page.folds:
        page.folds.append(key)
    elif fold.open and key in page.folds:
        page.folds.remove(key)


def read_fields(app):
    """The table mode's text fields (`data-field`: an answer code, a join link, a server)."""
    nodes = document.querySelectorAll("[data-field]")
    fields = {}
    for i in range(int(nodes.length)):
        node = nodes.item(i)
        fields[attr(node, "data-field") or ""] = str(node.value)
    if fields:
        app.set_fields(fields)
