"""The offline web platform, end to end: first paint, no CDN, installability, offline play,
sub-paths, MIME types, accessibility (releases: test_updates.py).

Each test gets a fresh browser context, so fresh storage and no service worker.
"""

from __future__ import annotations

import collections
import json
import urllib.request

import pytest
from conftest import (
    CHROMIUM,
    CHROMIUM_ARGS,
    DIST,
    ENGINE_TIMEOUT,
    PIXEL_7,
    ForeignRequests,
    Server,
    axe_violations,
    wait_engine,
)


def wait_service_worker(page) -> None:
    page.wait_for_function("navigator.serviceWorker && navigator.serviceWorker.controller !== null",
                           timeout=ENGINE_TIMEOUT)


def start_celtica_vs_bot(page) -> None:
    page.click("[data-action='new:celtica']")
    page.click("[data-action='start']")
    page.wait_for_selector("[data-game='celtica'] [data-move]:not([disabled])",
                           timeout=ENGINE_TIMEOUT)


def test_home_paints_before_the_engine_is_ready(page, server, foreign):
    held, released = [], []
    # Hold Pyodide's wasm back, so the engine cannot be ready, and look at the page meanwhile.
    # (The engine asks for it twice, for the snapshot and for Pyodide itself; what it asks
    # after the release goes through.)
    page.context.route("**/pyodide.asm.wasm",
                       lambda route: route.continue_() if released else held.append(route))
    with page.expect_request("**/pyodide.asm.wasm", timeout=ENGINE_TIMEOUT):
        page.goto(server.url, wait_until="domcontentloaded")
        home = page.locator("[data-screen='home']")
        home.first.wait_for(state="visible", timeout=ENGINE_TIMEOUT)
        assert page.get_attribute("html", "data-engine") != "ready"
        assert page.locator("[data-game-id='celtica']").first.is_visible()
    for _ in range(1000):   # the route handler runs as Playwright's events are delivered
        if held:
            break
        page.evaluate("0")
    assert held, "the engine never asked for Pyodide"
    assert page.get_attribute("html", "data-engine") != "ready"
    released.append(True)
    for route in held:
        route.continue_()
    wait_engine(page)


def test_a_game_is_set_up_and_started_before_the_engine_is_ready(page, server, foreign):
    """Nothing that need not waits on the engine: with Pyodide's wasm held back, the player
    opens a new game's setup and taps Start; the game opens as soon as the engine is up."""
    held, released = [], []
    page.context.route("**/pyodide.asm.wasm",
                       lambda route: route.continue_() if released else held.append(route))
    page.goto(server.url, wait_until="domcontentloaded")
    # the home drawn by the UI (not index.html's static copy) takes the tap at once
    page.click("#app > [data-screen='home'] [data-action='new:celtica']:not([disabled])",
               timeout=ENGINE_TIMEOUT)
    page.click("[data-action='setup-kind:1:bot']")
    page.click("[data-screen='setup'] [data-action='start']")
    page.wait_for_selector("[data-screen='setup'] [data-action='start'][disabled]")
    assert "engine" in page.inner_text("[data-screen='setup'] [data-action='start']")
    assert page.get_attribute("html", "data-engine") != "ready"
    released.append(True)
    for route in held:
        route.continue_()
    page.wait_for_selector("[data-game='celtica'] [data-move]:not([disabled])", timeout=ENGINE_TIMEOUT)


# Holds the engine back as a slow phone does, for as long as a test wants: `ptEngine.ready`
# (what the UI awaits, engine-client.js) resolves only after `window.__openEngine()`.
HOLD_ENGINE = """
(() => {
  let engine;
  Object.defineProperty(window, "ptEngine", {configurable: true, get: () => engine,
    set(value) {
      const up = value.ready;
      let open;
      const gate = new Promise(resolve => { open = resolve; });
      window.__openEngine = open;
      value.ready = gate.then(() => up);
      engine = value;
    }});
})();
"""


def test_a_game_dealt_ahead_takes_its_first_move_before_the_engine_is_up(page, server, foreign):
    """Once the engine has been up, each game's default setup is dealt ahead; on the next
    visit Start shows that table at once and takes the first move while the engine is still
    starting; the engine then plays exactly that move in exactly that game, and saves it."""
    page.goto(server.url)
    wait_engine(page)
    page.wait_for_function("(localStorage.getItem('pt.dealt') || '').includes('\"celtica\"')",
                           timeout=ENGINE_TIMEOUT)
    dealt = json.loads(page.evaluate("localStorage.getItem('pt.dealt')"))["celtica"]["snap"]
    page.add_init_script(HOLD_ENGINE)
    page.reload()
    page.click("#app > [data-screen='home'] [data-action='new:celtica']:not([disabled])",
               timeout=ENGINE_TIMEOUT)
    page.click("[data-screen='setup'] [data-action='start']")
    first = page.locator("[data-game='celtica'][data-ready='false'] [data-move]:not([disabled])").first
    first.wait_for(state="visible", timeout=ENGINE_TIMEOUT)
    move = first.get_attribute("data-move")
    assert move in dealt["legal"]
    assert page.get_attribute("html", "data-engine") != "ready"
    first.click()
    page.wait_for_selector("[data-game='celtica'] .dock:has-text('the moment the game engine is up')",
                           timeout=ENGINE_TIMEOUT)
    assert page.locator("[data-game='celtica'] [data-move]:not([disabled])").count() == 0
    page.evaluate("window.__openEngine()")
    page.wait_for_function(
        "() => { const g = document.querySelector(\"[data-screen='game']\");"
        " return g && g.dataset.ready === 'true' && g.dataset.moves !== '0'"
        " && localStorage.getItem('pt.current'); }", timeout=ENGINE_TIMEOUT)
    save = json.loads(page.evaluate(
        "localStorage.getItem('pt.save.' + localStorage.getItem('pt.current'))"))
    assert save["record"]["seed"] == dealt["record"]["seed"]
    assert save["record"]["moves"][0] == [0, move]
    # the next game of that setup is dealt again, for the next visit
    page.wait_for_function("(localStorage.getItem('pt.dealt') || '').includes('\"celtica\"')",
                           timeout=ENGINE_TIMEOUT)


def play_first_move(page) -> None:
    """Tap the first move and wait until the game has moved on and is saved."""
    before = page.get_attribute("[data-screen='game']", "data-moves")
    page.locator("[data-move]:not([disabled])").first.click()
    page.wait_for_function(
        "b => { const g = document.querySelector(\"[data-screen='game']\");"
        " return g && g.dataset.moves !== b && localStorage.getItem('pt.current'); }",
        arg=before, timeout=ENGINE_TIMEOUT)


@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
def test_a_start_that_loses_a_file_says_so_and_tries_again(page, server, foreign, lang):
    """A file the UI needs fails to load on a first visit (the connection dropped): the home
    says the app could not finish loading, in the reader's language, and offers to try again;
    trying again starts the app."""
    page.context.add_init_script(f"try {{ localStorage.setItem('pt.lang', '{lang}'); }} catch (e) {{}}")
    failed = []

    def drop_once(route):
        if failed:
            route.continue_()
        else:
            failed.append(route.request.url)
            route.abort("connectionreset")

    page.context.route("**/ui-files.bin", drop_once)   # the UI's compiled modules (ui-files.js)
    page.goto(server.url)
    page.wait_for_selector("html[data-start='failed']", state="attached", timeout=ENGINE_TIMEOUT)
    assert failed
    status = page.locator(".static-home .engine-status")
    said = "沒能載入完成" if lang == "zh-Hant" else "could not finish loading"
    assert said in status.inner_text()
    retry = status.locator("[data-start-retry]")
    assert retry.inner_text() == ("重試" if lang == "zh-Hant" else "Try again")
    retry.click()
    wait_engine(page)
    assert page.locator(".static-home").count() == 0
    assert page.get_attribute("html", "data-start") is None


def test_a_damaged_bundle_of_the_ui_says_so_and_tries_again(page, server, foreign):
    """The UI's files come in one bundle (ui-files.bin); one cut short on the way (a host or
    proxy that truncates) is refused whole, never half written into MicroPython's file
    system, and the home says the app could not finish loading; trying again starts it."""
    cut = []

    def truncate_once(route):
        if cut:
            route.continue_()
            return
        answer = route.fetch()
        body = answer.body()
        cut.append(len(body))
        route.fulfill(response=answer, body=body[: len(body) // 2])

    page.context.route("**/ui-files.bin", truncate_once)
    page.goto(server.url)
    page.wait_for_selector("html[data-start='failed']", state="attached", timeout=ENGINE_TIMEOUT)
    assert cut and cut[0] > 1000
    assert "could not finish loading" in page.locator(".static-home .engine-status").inner_text()
    page.locator("[data-start-retry]").click()
    wait_engine(page)
    assert page.locator(".static-home").count() == 0


def test_a_redraw_writes_the_page_language_only_when_it_changes(ready_app):
    """Every write of <html lang>, even of the value it has, counts as a change (the observer
    below sees each) and restyles the whole page: it was the largest step of the redraw when
    the engine answers (11 ms at full speed, docs/performance.md). A redraw in the same
    language leaves it alone; a switch writes it once."""
    page = ready_app
    page.evaluate("""() => {
      window.__langWrites = [];
      new MutationObserver((records) => {
        for (const r of records) window.__langWrites.push(document.documentElement.lang);
      }).observe(document.documentElement, {attributes: true, attributeFilter: ["lang"]});
    }""")
    page.click("[data-action='new:celtica']")
    page.wait_for_selector("[data-screen='setup']")
    page.click("[data-screen='setup'] [data-action='home']")
    page.wait_for_selector("[data-screen='home']")
    assert page.evaluate("window.__langWrites") == []
    page.click("[data-screen='home'] [data-action='lang:zh-Hant']")
    page.wait_for_selector("html[lang='zh-Hant']", state="attached")
    assert page.evaluate("window.__langWrites") == ["zh-Hant"]


def test_the_app_asks_no_other_host_for_anything(ready_app, foreign):
    start_celtica_vs_bot(ready_app)
    play_first_move(ready_app)
    assert foreign.urls == []


def test_the_app_is_installable(playwright, server, tmp_path):
    # Installability needs a real profile: Playwright's ordinary contexts count as incognito.
    context = playwright.chromium.launch_persistent_context(
        str(tmp_path / "profile"), executable_path=CHROMIUM, args=CHROMIUM_ARGS, **PIXEL_7)
    try:
        guard = ForeignRequests()
        context.route("**/*", guard.handle)
        page = context.new_page()
        page.goto(server.url)
        wait_engine(page)
        wait_service_worker(page)
        errors = context.new_cdp_session(page).send("Page.getInstallabilityErrors")
        assert errors.get("installabilityErrors") == []
        assert guard.urls == []
    finally:
        context.close()
    manifest = json.loads((DIST / "manifest.json").read_text())
    sizes = {(icon["sizes"], icon.get("purpose", "any")) for icon in manifest["icons"]}
    assert {("192x192", "any"), ("512x512", "any"), ("512x512", "maskable")} <= sizes


def test_wasm_is_served_as_application_wasm(server):
    with urllib.request.urlopen(server.url + "vendor/pyodide/pyodide.asm.wasm") as response:
        assert response.headers["Content-Type"] == "application/wasm"
    with urllib.request.urlopen(server.url + "vendor/micropython/micropython.wasm") as response:
        assert response.headers["Content-Type"] == "application/wasm"


def test_a_first_visit_fetches_each_file_once(browser):
    # A context of its own with no request routing: Playwright turns the HTTP cache off in a
    # context that routes requests, and a first visit's second look at a file is served by it.
    own = Server()
    context = browser.new_context()
    others = []
    context.on("request", lambda request: None if request.url.startswith(
        (own.url, "data:", "blob:")) else others.append(request.url))
    try:
        page = context.new_page()
        page.goto(own.url)
        wait_engine(page)
        wait_service_worker(page)
        # counted at the server: the page's fetches and the service worker's precache together
        # ask for each file once (the install takes what the page already has)
        served = list(own.httpd.served)
        asked = collections.Counter("/index.html" if path == "/" else path for path, _, _ in served)
        assert {path: n for path, n in asked.items() if n > 1} == {}
        precached = json.loads(page.evaluate(
            "fetch('sw.js').then((r) => r.text()).then((t) => JSON.stringify("
            "JSON.parse(t.match(/const FILES = (\\[.*\\]);/)[1]).map((f) => f[0])))"))
        assert {"/" + path for path in precached} <= set(asked)
        site_bytes = sum(f.stat().st_size for f in DIST.rglob("*") if f.is_file())
        assert sum(sent for _, _, sent in served) <= site_bytes
        assert others == []
        # what the engine handed over to the precache keeps its type: the wasm served from the
        # cache later is compiled as it streams (Pyodide's start, the bench's bare page)
        cached_type = page.evaluate(
            "caches.match('vendor/pyodide/pyodide.asm.wasm').then((r) => r && r.headers.get('Content-Type'))")
        assert cached_type == "application/wasm"
    finally:
        context.close()
        own.stop()


def test_an_offline_reload_with_the_server_stopped_still_plays(page, foreign):
    own = Server()
    try:
        page.goto(own.url)
        wait_engine(page)
        wait_service_worker(page)
        start_celtica_vs_bot(page)
        play_first_move(page)
        page.context.set_offline(True)
        own.stop()
        page.reload()
        wait_engine(page)
        # the app resumes the game it was showing
        move = page.locator("[data-game='celtica'] [data-move]:not([disabled])").first
        move.wait_for(timeout=ENGINE_TIMEOUT)
        before = page.locator("[data-game='celtica']").inner_html()
        move.click()
        page.wait_for_function(
            "(before) => document.querySelector(\"[data-game='celtica']\").innerHTML !== before",
            arg=before, timeout=ENGINE_TIMEOUT)
        # the rules are there offline too: in the sheet over the game, and as their own page
        page.click("[data-game='celtica'] .rules-row a")
        page.wait_for_selector(".rules-sheet .rules-doc h2", timeout=10_000)
        assert page.locator("[data-game='celtica']").count() == 1
        page.goto(own.url + "rules/luna.zh-Hant.html")
        assert "月神來我家" in page.inner_text("h1")
    finally:
        page.context.set_offline(False)
        own.stop()


def test_the_app_works_from_a_sub_path(page, foreign):
    own = Server(base="/pocket-table/")
    try:
        page.goto(own.url)
        wait_engine(page)
        start_celtica_vs_bot(page)
        assert page.url.startswith(own.url)
    finally:
        own.stop()


@pytest.mark.parametrize("screen", ["home", "setup", "game", "rules", "rules-page"])
def test_axe_finds_no_violations(ready_app, server, screen):
    if screen == "rules-page":
        # Celtica's: its path table is wider than a phone and scrolls in its own box
        ready_app.goto(server.url + "rules/celtica.en.html")
    if screen == "rules":
        ready_app.click("[data-action='rules:citadels']")
        ready_app.wait_for_selector(".rules-sheet .rules-doc table", timeout=10_000)
    if screen in ("setup", "game"):
        ready_app.click("[data-action='new:celtica']")
        ready_app.wait_for_selector("[data-action='start']")
    if screen == "game":
        ready_app.click("[data-action='start']")
        ready_app.wait_for_selector("[data-game='celtica'] [data-move]:not([disabled])",
                                    timeout=ENGINE_TIMEOUT)
    assert axe_violations(ready_app) == []

