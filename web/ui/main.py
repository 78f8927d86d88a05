"""Pocket Table's main-thread wiring (PyScript MicroPython): DOM events in, the App started.

Every decision is made by `app.controller.App` (pure, tested in CPython and under MicroPython);
its port to the browser (the engine worker, storage, timers, messages, sharing, releases, the
table mode's channels, and drawing: the App's HTML into the page) is page.py. This file
loads the UI's modules a few at a time, makes the port and the App, and turns DOM events
(taps, typing, the page hidden, Escape, a new link, the table's connection events) into the
App's calls.
"""

import asyncio

from browser import create_proxy, document, is_none, window

PAGE = None    # page.Page, the App's port to the browser, made by start()
APP = None     # app.controller.App, made by start()
attr = present = run_tasks_now = note_fold = read_fields = None   # page.py's, bound by start()
too_long = None   # controller.too_long, bound by start()

# The UI's modules, loaded a few at a time with the browser given a turn between the steps.
# They load and run on the main thread (from the build's bytecode), and all at once they made
# one task of over 100 ms at desktop speed, four times that on a phone, in which the static
# home could not answer. Listed in the order their imports need them; a module a step leaves
# out comes with the first import that needs it, so the list only sets where the turns fall.
START_STEPS = [
    ["app.registry", "app.fill"],
    ["app.i18n"],
    ["app.html", "app.memo", "app.rules", "app.stats", "app.home"],
    ["app.over", "app.game", "page"],
    ["app.saves", "app.library", "app.dealt", "app.flow", "app.guide", "app.handoff", "app.sheets"],
    ["app.table", "app.table.strings", "app.table.seatlink", "app.setup"],
    ["app.controller"],
]


async def start():
    """Load the UI's modules step by step (`START_STEPS`), then make the page's port and the App."""
    global PAGE, APP, attr, present, run_tasks_now, note_fold, read_fields, too_long
    # the UI's compiled modules, all in one file, put into MicroPython's file system by
    # ui-start.js (if it failed, the static home already says so, and nothing runs on)
    await window.ptUiFiles
    for step in START_STEPS:
        for name in step:
            __import__(name)
        # the browser's turn: a paint, a scroll, a timer (not asyncio.sleep(0): MicroPython's
        # loop runs every ready task before it lets the browser in, so all the steps made one
        # task of 140-300 ms at 4x, measured)
        await window.ptTurn()
    import page

    from app import controller
    attr, present, run_tasks_now = page.attr, page.present, page.run_tasks_now
    note_fold, read_fields = page.note_fold, page.read_fields
    too_long = controller.too_long
    PAGE = page.Page(lambda: page.draw(PAGE))
    APP = controller.App(PAGE)
    PAGE.app = APP


def read_setup_names():
    """The names typed in the setup, handed to the App before anything redraws the fields."""
    if APP.screen != "setup":
        return
    nodes = document.querySelectorAll("[data-seat-name]")
    APP.set_names([str(nodes.item(i).value) for i in range(int(nodes.length))])


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
        note_fold(PAGE, target)
        el = target.closest("[data-move],[data-action],[data-try]")
    except Exception:
        return
    if not present(el) or getattr(el, "disabled", False):  # a <summary> has none
        return
    action = attr(el, "data-action") or ""
    if action.startswith("rules:"):
        event.preventDefault()  # a rules link: the sheet, not a new page (the game stays open)
    read_setup_names()
    read_fields(APP)
    # data-try: something the seat may not do now; the engine's refusal says why.
    move = attr(el, "data-move") or attr(el, "data-try")
    asyncio.create_task(APP.tap(move, action))
    if move is not None:
        # A move's task starts now, not after the frame the click caused. Not an action's:
        # its task must come after the click's own default action (a <summary> opening its
        # fold), which a redraw from a microtask would come before, and be undone by.
        run_tasks_now()


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
    it again; "" when there is none. A link longer than any the engine reads is never read
    here: it stands as its length, which the App refuses (a 2 MB address made into a
    MicroPython string ran its heap out)."""
    size = int(window.ptHashSize())   # index.html: JavaScript's count, without the text
    if size < 2:
        return ""
    fragment = size - 1 if too_long(size - 1) else str(window.location.hash)[1:]
    try:
        window.history.replaceState(None, "", str(window.location.pathname) + str(window.location.search))
    except Exception:
        pass
    return fragment


def on_hash(event):
    """A link opened while the app is already open only changes the fragment."""
    fragment = take_fragment()
    if fragment:
        asyncio.create_task(APP.follow_link(fragment))


async def main():
    await start()
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
