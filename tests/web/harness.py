"""The app controller without a browser: a fake page port around the real engine.

`Page` gives `app.controller.App` everything `web/ui/main.py` gives it in the browser — the
engine (here the worker module `web/worker/engine.py` called in-process, JSON strings both ways),
storage (a dict that can be told to refuse writes), a clock, messages, sharing — and keeps
what the App drew, said and shared, so a test drives the App with the same taps a player
makes and checks what the page would show and what storage holds.
"""

from __future__ import annotations

import asyncio
import hashlib
import importlib.util
import json
import os
from pathlib import Path

import app_cases
import seal_reference

from app import controller

ENGINE = Path(__file__).resolve().parents[2] / "web" / "worker" / "engine.py"
DIST_RULES = Path(__file__).resolve().parents[2] / "dist" / "rules"


def fresh_engine():
    """A new copy of the worker module: each test's engine holds only its own game."""
    spec = importlib.util.spec_from_file_location("engine_worker", ENGINE)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class Store(app_cases.Store):
    """Storage that can refuse, as a full phone does: `full` refuses every write, `refuse`
    the writes of the keys it holds."""

    def __init__(self, items=None):
        super().__init__(list((items or {}).items()))
        self.refuse = set()
        self.full = False

    def set(self, key, value):
        if self.full or key in self.refuse:
            return False
        return super().set(key, value)


class Page:
    def __init__(self, store=None, engine=None):
        self.store = store if store is not None else Store({"pt.bot_pace": "0"})
        self.engine = engine or fresh_engine()
        self.messages = []
        self.offers = []
        self.shared = []
        self.calls = []
        self.tasks = []
        self.clock = 1_700_000_000_000
        self.ready = False
        self.updated = False
        self.registered = False
        self.cues = []
        self.app = None

    async def call(self, name, *args):
        self.calls.append([name] + list(args))
        return json.loads(getattr(self.engine, name)(*args))

    async def connect_engine(self):
        return await self.call("catalog")

    def engine_ready(self):
        self.ready = True
        self.releases_ready()

    def releases_ready(self):
        self.registered = True

    def now_ms(self):
        self.clock += 1000
        return self.clock

    async def sleep(self, seconds):
        await asyncio.sleep(0)

    def spawn(self, coroutine):
        self.tasks.append(asyncio.ensure_future(coroutine))

    def redraw(self):
        self.app.render()   # drawing must never fail

    def forget_folds(self):
        pass

    def say(self, text, offer=None):
        self.messages.append(text)
        self.offers.append(offer)

    def unsay(self):
        pass

    def page_url(self, fragment):
        return "https://example.test/#" + fragment

    async def share(self, url, text=None):
        self.shared.append(url)
        return "copied"

    async def fetch_text(self, url):
        path = DIST_RULES / url.split("/")[-1]
        return path.read_text(encoding="utf-8") if path.exists() else None

    def apply_update(self):
        self.updated = True

    def cue(self, kind):
        self.cues.append(kind)

    # sealed messages: the CPython reference of web/js/seal.js (tests/web/seal_reference.py)
    async def seal_keys(self):
        return json.loads(seal_reference.new_keys())

    async def seal(self, private, peer, table, seat, direction, number, text):
        try:
            return seal_reference.seal(private, peer, table, str(seat), direction, number, text)
        except Exception:
            return None

    async def unseal(self, private, peer, table, seat, direction, number, sealed):
        return json.loads(seal_reference.open(private, peer, table, str(seat), direction, number, sealed))

    async def digest(self, text):
        return hashlib.sha256(text.encode("utf-8")).hexdigest()

    async def random_b64(self, n):
        return seal_reference.b64url(os.urandom(n))

    async def settle(self):
        """Wait for the bot loops the App started."""
        while self.tasks:
            task = self.tasks.pop(0)
            # a task spawned under an earlier `run` (boot's games dealt ahead, say) died with
            # that run's loop: there is nothing left of it to wait for
            if task.get_loop() is asyncio.get_running_loop():
                await task


def make_app(store=None, engine=None):
    page = Page(store, engine)
    app = controller.App(page)
    page.app = app
    return app, page


def run(coroutine):
    return asyncio.run(coroutine)


def screen_html(app) -> str:
    html, sheet, _ = app.render()
    return html + sheet


class HeldEngine:
    """A page whose engine answers only when the test releases it (the engine still loading)."""

    def __init__(self, page):
        self.page = page
        self.gate = None

    async def connect(self):
        self.gate = asyncio.Event()
        await self.gate.wait()
        return await self.page.call("catalog")


async def booting_with_the_engine_held(store=None):
    """An App booted as far as it goes while its engine is still loading: [app, page, held,
    the boot task] (`held.gate.set()` lets the engine answer)."""
    app, page = make_app(store)
    held = HeldEngine(page)
    page.connect_engine = held.connect
    boot = asyncio.ensure_future(app.boot("en", ""))
    while held.gate is None:
        await asyncio.sleep(0)
    return app, page, held, boot
