"""Several phones at one table, end to end, with real WebRTC data channels: a host and two
guests (three pages in separate browser contexts, each its own phone: its own storage) and a
bot play whole games by tapping `[data-move]`, each page showing only its own seat; a guest
reloads and rejoins; the host reloads and resumes; an away guest is handed to a bot.

Pairing goes the way a phone without a camera does it: the host's page shows the seat's code
(`[data-join-link]`), the guest's page opens that link and shows its answer (`[data-answer]`),
which the host pastes (`[data-answer-input]`, `[data-action='table-answer']`).

The pages talk over the network inside a private network namespace (scripts/netns.sh,
which `make test` runs the browser tests in): the data channels' packets never leave it.
Where no namespace can be made, they run between this machine's own addresses.
"""

from __future__ import annotations

import collections
import contextlib
import random

import pytest
from conftest import ENGINE_TIMEOUT, PIXEL_7, ForeignRequests, Server, fast_bots, wait_engine
from playwright.sync_api import TimeoutError as PlaywrightTimeout

pytestmark = pytest.mark.usefixtures("table_network")


class Phone:
    """One phone: a browser context of its own (its own storage), a page, a request guard."""

    def __init__(self, browser, server):
        self.context = browser.new_context(**PIXEL_7)
        self.context.add_init_script(fast_bots())
        self.guard = ForeignRequests()
        self.context.route("**/*", self.guard.handle)
        self.page = self.context.new_page()
        self.server = server

    def close(self):
        assert self.guard.urls == [], self.guard.urls
        self.context.close()


@pytest.fixture
def phones(browser, server):
    made = []

    def make():
        phone = Phone(browser, server)
        made.append(phone)
        return phone

    yield make
    for phone in made:
        phone.close()


def open_table(host, game_id, kinds):
    page = host.page
    page.goto(host.server.url)
    wait_engine(page)
    page.click(f"[data-action='new:{game_id}']")
    page.click(f"[data-action='setup-players:{len(kinds)}']")
    for i, kind in enumerate(kinds):
        page.click(f"[data-action='setup-kind:{i}:{kind}']")
        if kind == "bot":
            page.click(f"[data-action='setup-level:{i}:easy']")
    page.click("[data-action='start']")
    page.wait_for_selector("[data-screen='lobby']")


def pair(host, guest, seat, fresh=True):
    """The guest opens the seat's join link; the host pastes the answer the guest shows."""
    hp = host.page
    hp.click(f"[data-action='table-show:{seat}']")
    code = hp.wait_for_selector(f"[data-join-link][data-for-seat='{seat}']", timeout=ENGINE_TIMEOUT)
    link = code.get_attribute("data-join-link")
    assert "#t1." in link and link.startswith(host.server.url.split("#")[0])
    assert hp.locator(f"[data-join-link][data-for-seat='{seat}'] svg").count() == 1   # drawn as a QR code
    gp = guest.page
    if fresh:
        gp.goto(link)
    else:
        gp.evaluate("(link) => { location.hash = link.split('#')[1]; }", link)
    answer = gp.wait_for_selector("[data-answer]", timeout=ENGINE_TIMEOUT).get_attribute("data-answer")
    assert answer.startswith("a1.") and gp.locator("[data-answer] svg").count() == 1
    hp.fill("[data-answer-input]", answer)
    hp.click("[data-action='table-answer']")
    gp.wait_for_selector(f"[data-screen='game'][data-seat='{seat}']", timeout=ENGINE_TIMEOUT)


CLICK = """([seed]) => {
    const g = document.querySelector("[data-screen='game'][data-ready='true']");
    if (!g || g.dataset.over === 'true') return null;
    const shown = [...g.querySelectorAll('[data-move]:not([disabled])')].filter(e => e.checkVisibility());
    if (!shown.length) return null;
    const b = shown[Math.floor(seed * shown.length)];
    const before = g.dataset.moves;
    b.click();
    return before;
}"""
MOVED = """([before]) => {
    const g = document.querySelector("[data-screen='game']");
    return !g || g.dataset.moves !== before || g.dataset.over === 'true'
        || document.querySelector('#toast p') !== null;
}"""


def over(page):
    return page.locator("[data-screen='game'][data-over='true']").count() == 1


def play_out(pages, rnd, limit=3000, stop=None):
    """Tap a random visible move on whichever page has one, until every page shows the end
    (or `stop()` holds). Waits for an answer after each tap; never for a fixed time."""
    taps = 0
    while not all(over(p) for p in pages):
        if stop is not None and stop():
            return taps
        tapped = False
        for page in pages:
            before = page.evaluate(CLICK, [rnd.random()])
            if before is None:
                continue
            tapped = True
            taps += 1
            with contextlib.suppress(PlaywrightTimeout):  # a tap made mid-redraw: choose again
                page.wait_for_function(MOVED, arg=[before], timeout=20_000)
            text = page.evaluate("() => { const p = document.querySelector('#toast p');"
                                 " const t = p ? p.textContent : '';"
                                 " const b = document.querySelector(\"[data-action='toast-close']\");"
                                 " if (b) b.click(); return t; }")
            # the table's news and a tap that met another move first; never a refusal
            assert not text or any(w in text for w in ("moved on", "Sent", "joined", "is back")), text
        if not tapped:
            # nobody can move right now: a bot thinks, or a message is on its way
            for page in pages:
                try:
                    page.wait_for_function(
                        "() => { const g = document.querySelector(\"[data-screen='game']\");"
                        " return g && (g.dataset.over === 'true' ||"
                        " [...g.querySelectorAll('[data-move]:not([disabled])')].some(e => e.checkVisibility())); }",
                        timeout=2000)
                    break
                except PlaywrightTimeout:
                    continue
        assert taps < limit
    return taps


def seat_only(page, seat):
    """The page shows its own seat: the game root and the presence bar say so."""
    root = page.locator("[data-screen='game']")
    assert root.get_attribute("data-seat") == str(seat)
    assert page.locator(".table-chip.is-you").count() == 1


def test_three_phones_and_a_bot_play_a_whole_citadels_game(phones):
    host, a, b = phones(), phones(), phones()
    open_table(host, "citadels", ["human", "remote", "remote", "bot"])
    pair(host, a, 1)
    pair(host, b, 2)
    host.page.wait_for_selector("[data-screen='game'][data-seat='0']", timeout=ENGINE_TIMEOUT)
    for phone, seat in [(host, 0), (a, 1), (b, 2)]:
        seat_only(phone.page, seat)
    # a guest's phone never holds the record: the guest's stored data has no seed, no moves
    guest_store = a.page.evaluate("() => JSON.stringify(Object.assign({}, localStorage))")
    assert '"seed"' not in guest_store and "pt.save." not in guest_store
    taps = play_out([host.page, a.page, b.page], random.Random(15))
    assert taps > 20
    ranks = [p.page.locator(".ranking li").count() for p in (host, a, b)]
    assert ranks == [4, 4, 4]
    for phone, seat in [(host, 0), (a, 1), (b, 2)]:
        seat_only(phone.page, seat)


# The longest task the page's main thread has run (PerformanceObserver's "longtask" entries).
LONG_TASKS = """window.ptLongest = 0;
new PerformanceObserver((list) => { for (const e of list.getEntries())
    window.ptLongest = Math.max(window.ptLongest, e.duration); }).observe({ type: "longtask" });"""
# From now on: the longest task, and the longest message the page's Python is handed.
LARGEST_HEARD = """() => { window.ptLongest = 0; window.ptLargest = 0; const heard = window.ptTable.onpeer;
    window.ptTable.onpeer = (key, event, data) => {
        if (event === "message") window.ptLargest = Math.max(window.ptLargest, String(data).length);
        return heard(key, event, data); }; }"""


def test_two_phones_play_a_whole_game_of_luna_after_a_hostile_flood_of_parts(phones):
    host, guest = phones(), phones()
    host.context.add_init_script(LONG_TASKS)
    open_table(host, "luna", ["remote", "human"])
    pair(host, guest, 0)
    host.page.wait_for_selector("[data-screen='game'][data-seat='1']", timeout=ENGINE_TIMEOUT)
    # a hostile guest sends 8 MB as 500 parts straight down its channel, past the app: the host
    # judges the parts by their size as they arrive, never puts them together, and refuses
    host.page.evaluate(LARGEST_HEARD)
    guest.page.evaluate("() => window.ptTable.send('host.1', 'x'.repeat(8000000))")
    guest.page.wait_for_selector("#toast p:has-text('That message was too long.')", timeout=ENGINE_TIMEOUT)
    assert host.page.evaluate("window.ptLargest") <= 2000     # protocol.MAX_FROM_GUEST
    print("longest task on the host's page during the flood:", host.page.evaluate("window.ptLongest"), "ms")
    guest.page.click("[data-action='toast-close']")
    play_out([host.page, guest.page], random.Random(4))
    assert over(guest.page) and guest.page.locator(".ranking li").count() == 2


def moves(page):
    return int(page.get_attribute("[data-screen='game']", "data-moves") or 0)


def test_a_guest_reload_rejoins_and_a_host_reload_resumes(phones):
    host, guest = phones(), phones()
    open_table(host, "celtica", ["human", "remote"])
    pair(host, guest, 1)
    rnd = random.Random(8)
    play_out([host.page, guest.page], rnd, stop=lambda: moves(host.page) >= 6)
    # the guest's page reloads: the host sees the seat away, shows its code again
    guest.page.reload()
    host.page.wait_for_selector(".table-chip.is-away", timeout=ENGINE_TIMEOUT)
    host.page.click("[data-action='table-seats']")
    pair(host, guest, 1)
    host.page.wait_for_selector("[data-screen='game'] .table-chip.is-here", timeout=ENGINE_TIMEOUT)
    # the reloaded guest's very first tap is played (its page counts its moves anew)
    play_out([host.page], rnd, stop=lambda: guest.page.locator(
        "[data-screen='game'][data-ready='true'] [data-move]:not([disabled])").count() > 0)
    tapped = guest.page.evaluate(CLICK, [rnd.random()])
    assert tapped is not None
    guest.page.wait_for_function("([n]) => Number(document.querySelector(\"[data-screen='game']\").dataset.moves) > n",
                                 arg=[int(tapped)], timeout=ENGINE_TIMEOUT)
    before = moves(host.page)
    play_out([host.page, guest.page], rnd, stop=lambda: moves(host.page) >= before + 4)
    # the host's page reloads: the game comes back from its save, the guest rejoins
    saved = moves(host.page)
    host.page.reload()
    host.page.wait_for_selector("[data-screen='lobby']", timeout=ENGINE_TIMEOUT)
    wait_engine(host.page)
    guest.page.wait_for_selector("[data-table-bar] .table-note", timeout=ENGINE_TIMEOUT)  # "host gone"
    pair(host, guest, 1, fresh=False)
    host.page.wait_for_selector("[data-screen='game']", timeout=ENGINE_TIMEOUT)
    assert moves(host.page) >= saved and moves(guest.page) == moves(host.page)
    play_out([host.page, guest.page], rnd)
    assert over(guest.page)


def test_a_guest_who_disappears_is_handed_to_a_bot(phones):
    host, guest = phones(), phones()
    open_table(host, "celtica", ["human", "remote"])
    pair(host, guest, 1)
    rnd = random.Random(3)
    # play until the guest's seat is due, then the guest's phone goes away for good
    play_out([host.page], rnd, stop=lambda: guest.page.locator(
        "[data-screen='game'] [data-move]:not([disabled])").count() > 0)
    guest.context.close()
    host.page.wait_for_selector("[data-cover='away']", timeout=ENGINE_TIMEOUT)
    before = moves(host.page)
    host.page.click("[data-action='table-bot:1']")
    host.page.wait_for_function("([n]) => Number(document.querySelector(\"[data-screen='game']\").dataset.moves) > n",
                                arg=[before], timeout=ENGINE_TIMEOUT)
    assert host.page.locator(".table-chip.is-botplays").count() == 1
    play_out([host.page], rnd)
    assert over(host.page)
    guest.guard.urls.clear()
    guest.context = type("Closed", (), {"close": lambda self: None})()


# Every visible control inside `root` smaller than 44 × 44 CSS pixels (the touch
# target), as "<tag> <action or text>: <width>×<height>".
SMALL_TARGETS = """([root]) => {
    const shown = [...document.querySelectorAll(root)].flatMap(r => [...r.querySelectorAll(
        "button, [data-action], input, textarea, select, summary, a[href]")]).filter(e => e.checkVisibility());
    return [shown.length, shown.map(e => [e, e.getBoundingClientRect()])
        .filter(([e, r]) => r.width < 44 || r.height < 44)
        .map(([e, r]) => e.tagName.toLowerCase() + ' ' + (e.dataset.action || e.textContent.trim().slice(0, 30))
             + ': ' + Math.round(r.width) + '×' + Math.round(r.height))];
}"""


def small_targets(page, root):
    shown, small = page.evaluate(SMALL_TARGETS, [root])
    assert shown > 0, "no control in " + root
    return small


def test_the_table_screens_are_axe_clean_in_both_languages_and_themes(phones):
    from conftest import axe_violations
    host, guest = phones(), phones()
    guest.context.add_init_script("try { localStorage.setItem('pt.lang', 'zh-Hant'); } catch (e) {}")
    guest.page.set_viewport_size({"width": 360, "height": 740})     # the narrowest phone the issue names
    open_table(host, "luna", ["human", "remote"])
    host.page.click("[data-action='table-show:1']")
    link = host.page.wait_for_selector("[data-join-link] svg", timeout=ENGINE_TIMEOUT)
    host.page.click("[data-fold='table-stun'] summary")
    assert axe_violations(host.page) == [], "lobby"
    assert small_targets(host.page, "[data-screen='lobby'] main") == [], "lobby"
    link = host.page.get_attribute("[data-join-link]", "data-join-link")
    guest.page.goto(link)
    guest.page.wait_for_selector("[data-answer] svg", timeout=ENGINE_TIMEOUT)
    assert "請給主機掃描" in guest.page.inner_text("[data-screen='join']")
    assert axe_violations(guest.page) == [], "answer"
    assert small_targets(guest.page, "[data-screen='join'] main") == [], "answer"
    host.page.fill("[data-answer-input]", guest.page.get_attribute("[data-answer]", "data-answer"))
    host.page.click("[data-action='table-answer']")
    guest.page.wait_for_selector("[data-screen='game'][data-seat='1'] [data-table-bar]", timeout=ENGINE_TIMEOUT)
    host.page.wait_for_selector("[data-screen='game'][data-seat='0'] [data-table-bar]", timeout=ENGINE_TIMEOUT)
    assert "已連線" in guest.page.inner_text("[data-table-bar]")
    assert axe_violations(guest.page) == [], "guest's game"
    assert axe_violations(host.page) == [], "host's game"
    for page, screen in [(guest.page, "guest's game"), (host.page, "host's game")]:
        page.emulate_media(color_scheme="dark")   # the presence bar follows the theme too
        page.wait_for_function(
            "getComputedStyle(document.documentElement).getPropertyValue('--bg').trim() === '#111614'")
        assert axe_violations(page) == [], screen + " in the dark theme"


ENGINE_FILES = ("/vendor/pyodide/", "/snapshot/", "/wheels/")


def test_a_guests_first_visit_fetches_nothing_of_the_engine(phones, browser):
    """A guest's phone opening a join link runs only the UI: no engine worker, nothing of
    Pyodide asked of the server, the service worker installed without it. Once the guest goes
    home to play on its own phone, the engine starts and its files join the release, still
    each fetched once."""
    host = phones()
    open_table(host, "luna", ["human", "remote"])
    host.page.click("[data-action='table-show:1']")
    code = host.page.wait_for_selector("[data-join-link][data-for-seat='1']", timeout=ENGINE_TIMEOUT)
    fragment = code.get_attribute("data-join-link").split("#", 1)[1]
    # a context of its own with no routing (Playwright turns the HTTP cache off where it routes)
    own = Server()
    context = browser.new_context(**PIXEL_7)
    try:
        page = context.new_page()
        page.goto(own.url + "#" + fragment)
        page.wait_for_selector("[data-answer]", timeout=ENGINE_TIMEOUT)
        page.wait_for_function("navigator.serviceWorker && navigator.serviceWorker.controller !== null",
                               timeout=ENGINE_TIMEOUT)
        asked = [path for path, _, _ in own.httpd.served]
        assert [path for path in asked if path.startswith(ENGINE_FILES)] == []
        assert page.evaluate("window.ptEngine.light && window.ptEngine.worker === null")
        assert page.evaluate("caches.match('vendor/pyodide/pyodide.asm.wasm').then((hit) => !hit)")
        # home: this phone plays on its own now
        page.click("[data-action='home']")
        wait_engine(page)
        page.wait_for_function("caches.match('vendor/pyodide/pyodide.asm.wasm').then((hit) => !!hit)",
                               timeout=ENGINE_TIMEOUT)
        asked = collections.Counter("/index.html" if path == "/" else path
                                    for path, _, _ in own.httpd.served)
        assert {path: n for path, n in asked.items() if n > 1} == {}
        assert any(path.startswith(ENGINE_FILES) for path in asked)
    finally:
        context.close()
        own.stop()
