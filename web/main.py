"""Pocket Table's main-thread wiring (PyScript MicroPython): DOM events in, the App's HTML out.

Every decision is made by `app.controller.App` (pure, tested in CPython and under MicroPython);
its port to the browser (the engine worker, storage, timers, messages, sharing, releases, the
table mode's channels) is `page.Page`. This file turns DOM events into `App.tap(...)` and
starts the App. Drawing here is only putting the App's HTML into the page (patch.js changes
only what differs) while keeping the keyboard focus, the scroll positions and the folds a
player opened, and handing the page to the small JS helpers that need it: `ptMotion`
(motion.js: the table's changes play out as movement), `ptGuide` (guide.js: the first-game
guide points at the table) and `ptCue` (cue.js: the optional sound and vibration).
"""

import asyncio

from browser import create_proxy, document, is_none, window

PAGE = None    # page.Page, the App's port to the browser, made by start()
APP = None     # app.controller.App, made by start()
attr = present = run_tasks_now = None   # page.py's helpers, bound by start()

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
    global PAGE, APP, attr, present, run_tasks_now
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
    PAGE = page.Page(lambda: draw())
    APP = controller.App(PAGE)
    PAGE.app = APP


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
        js_call("ptMotion", "before", app, html)   # measures only if a move changed the table
        # patch.js changes only what differs, so the elements that stay keep where they were
        # scrolled to (the setup's long options list, the board): a bot's move does not throw
        # the table back to the top
        if js_call("ptPatch", "morph", app, html) is not True:
            # patch.js missing or failed: the whole screen anew, scrolled as it was. Only
            # here is the scroll read: reading it lays the page out at once, which on a
            # freshly drawn table (a game's first frame) cost tens of milliseconds
            keep = kept_scroll(app)
            app.innerHTML = html
            restore_scroll(app, keep)
        reopen_folds(app)
    opened = sheet != PAGE.overlay
    if opened:  # redrawing an unchanged sheet would reset the rules' scroll position
        PAGE.overlay = sheet
        overlay.innerHTML = sheet
    # The focus first, then the motion: focusing makes the browser lay the page out, and the
    # motion measures that same layout instead of asking for another.
    keep_focus(focus_key, overlay if sheet else None, opened)
    if not covered:
        js_call("ptMotion", "after", app)
    js_call("ptGuide", "place")
    # only when it changes: every write of <html lang>, even of the same value, counts as a
    # change, and Chromium restyles the whole page (measured in Lighthouse's trace: up to
    # 11 ms at full speed, the largest step of the redraw when the engine answers)
    if str(document.documentElement.lang) != APP.lang:
        document.documentElement.lang = APP.lang
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
