"""Drive the app controller through a scripted session, in CPython and in MicroPython alike.

A case is `[fragment, stored items, steps]`: the App boots with that storage and link, then
each step is a tap — `["move"]` taps the first legal move, `["action", text]` an action — and
the bot loops it starts are awaited. The result lists what the page showed after every step
and, at the end, every storage key (JSON values parsed: MicroPython's dicts keep no order,
so their text differs) and the messages said.

The engine is given: in CPython the real worker module, whose replies are recorded; under
MicroPython (no pycore there) those recorded replies are played back in order, each checked
against the call the App makes. Kept in the common subset, like the app itself.
"""

import json

from app import controller


class Store:
    """Storage as a dict (the port `app/library.py` describes); `items` is a list of pairs,
    as JSON gives them."""

    def __init__(self, items):
        self.items = {}
        for pair in items:
            self.items[pair[0]] = pair[1]

    def get(self, key):
        return self.items.get(key)

    def set(self, key, value):
        self.items[key] = str(value)
        return True

    def remove(self, key):
        if key in self.items:
            del self.items[key]

    def sizes(self, prefix):
        out = {}
        for key in self.items:
            if key.startswith(prefix):
                out[key] = len(self.items[key])
        return out

    def keys(self):
        return sorted(self.items)


def _plain(value):
    """An argument as compared between interpreters: JSON texts by what they hold."""
    if isinstance(value, str) and value[:1] in ("{", "["):
        try:
            return json.loads(value)
        except Exception:
            return value
    return value


class Recorder:
    """The real engine (CPython), keeping every call and reply."""

    def __init__(self, module):
        self.module = module
        self.log = []

    def call(self, name, args):
        text = getattr(self.module, name)(*args)
        self.log.append([name, [_plain(a) for a in args], text])
        return text


class Replay:
    """Recorded replies, played back in order (MicroPython)."""

    def __init__(self, log):
        self.log = log
        self.at = 0

    def call(self, name, args):
        if self.at >= len(self.log):
            raise AssertionError("the App made a call the recording does not have: " + name)
        want = self.log[self.at]
        self.at += 1
        got = [_plain(a) for a in args]
        if want[0] != name or want[1] != got:
            raise AssertionError("call " + str(self.at) + ": " + name + " " + str(got)
                                 + " instead of " + want[0] + " " + str(want[1]))
        return want[2]


class ScriptPage:
    def __init__(self, engine, items):
        self.engine = engine
        self.store = Store(items)
        self.clock = 1700000000000
        self.tasks = []
        self.said = []
        self.shown = []
        self.app = None

    async def call(self, name, *args):
        return json.loads(self.engine.call(name, list(args)))

    async def connect_engine(self):
        return await self.call("catalog")

    def engine_ready(self):
        pass

    def now_ms(self):
        self.clock += 1000
        return self.clock

    async def sleep(self, seconds):
        pass

    def spawn(self, coroutine):
        self.tasks.append(coroutine)

    def redraw(self):
        self.app.render()

    def forget_folds(self):
        pass

    def say(self, text, offer=None):
        self.said.append(text)

    def unsay(self):
        pass

    def page_url(self, fragment):
        return "https://example.test/#" + fragment

    async def share(self, url, text=None):
        return "copied"

    async def fetch_text(self, url):
        return None

    def apply_update(self):
        pass

    async def settle(self):
        while self.tasks:
            await self.tasks.pop(0)


async def run_case(engine, case):
    page = ScriptPage(engine, case[1])
    app = controller.App(page)
    page.app = app
    out = []
    await app.boot("en", case[0])
    await page.settle()
    out.append(app.render())
    for step in case[2]:
        if step[0] == "move":
            await app.tap(app.snap["legal"][0], "")
        else:
            await app.tap(None, step[1])
        await page.settle()
        out.append(app.render())
    stored = []
    for key in page.store.keys():  # noqa: SIM118 - a Store, not a dict
        stored.append([key, _plain(page.store.get(key))])
    out.append(stored)
    out.append(page.said)
    return out


async def run(cases, engines):
    """Every case's result, case i talking to `engines[i]` (a Recorder or a Replay)."""
    results = []
    for i in range(len(cases)):
        results.append(await run_case(engines[i], cases[i]))
    return results
