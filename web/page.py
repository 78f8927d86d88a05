"""The App's port to the browser (PyScript MicroPython, the main thread): what
`app.controller.App` asks of the page, done with the page's own means — the engine worker
(`window.ptEngine`, engine-client.js; JSON strings both ways), localStorage (through
`window.ptStore` in index.html, which answers where the browser would throw), timers, the
message line, sharing and copying, the rules pages, releases (`window.ptUpdate`,
sw-client.js), the table mode's data channels, QR codes and camera (`window.ptTable`,
table.js) and the optional sound (`window.ptCue`, cue.js). Each member says in a word what
it gives back when the browser refuses; none raises. What each member means for the App:
app/controller.py.
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

    async def call(self, name, *args):
        """An engine function; the reply is a dict with "ok" (never raises)."""
        if self.engine is None:
            return {"ok": False, "error": self.app.tr("not_ready")}
        try:
            promise = getattr(self.engine, name)(*args)
            promise.then(_RUN_NOW)   # the reply continues this task at once
            reply = json.loads(str(await promise))
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

    async def share(self, url):
        nav = window.navigator
        try:
            if present(getattr(nav, "share", None)):
                await nav.share(to_js({"title": self.app.tr("app_title"), "url": url}))
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
