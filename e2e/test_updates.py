"""Releases and the page's lock-down, end to end: a new release arrives whole or not at all,
never under a game in progress, and the page runs under a strict Content-Security-Policy.

Each test serves its own copy of `dist/` (so it can publish a "new release" into it) and
gets a fresh browser context.
"""

from __future__ import annotations

import json
import shutil
import sys
import threading

import pytest
from conftest import DIST, ENGINE_TIMEOUT, ROOT, wait_engine

sys.path.insert(0, str(ROOT / "scripts"))
import build_site
import serve

MOVE = "[data-game='celtica'] [data-move]:not([disabled])"


class Site:
    """A copy of dist/ on its own port, which a test can publish a new release into."""

    def __init__(self, tmp_path) -> None:
        self.root = tmp_path / "site"
        shutil.copytree(DIST, self.root)
        self.httpd = serve.make_server(str(self.root), 0)
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/"

    def publish(self, stale: str | None = None) -> str:
        """A new release: index.html and main.py change, and sw.js lists their new hashes.
        With `stale`, that file is left as it was on the host (a deploy half done), though
        sw.js names its new hash. Returns the new version."""
        index = self.root / "index.html"
        index.write_text(index.read_text().replace("</body>", "<p id='release-2'>r2</p></body>"))
        main = self.root / "main.py"
        old_main = main.read_text()
        main.write_text(old_main + "\n# release 2\n")
        version = build_site.write_service_worker(self.root)
        if stale == "main.py":
            main.write_text(old_main)
        return version

    def stop(self) -> None:
        self.httpd.shutdown()


@pytest.fixture
def site(tmp_path):
    s = Site(tmp_path)
    yield s
    s.stop()


def controlled(page) -> None:
    page.wait_for_function("navigator.serviceWorker && navigator.serviceWorker.controller !== null",
                           timeout=ENGINE_TIMEOUT)


UPDATE = """async () => {
    const reg = await navigator.serviceWorker.getRegistration();
    await reg.update().catch(() => null);
    const w = reg.installing || reg.waiting;
    if (!w) return reg.active ? "no update" : "none";
    const settled = s => s === "installed" || s === "activated" || s === "redundant";
    if (settled(w.state)) return w.state;
    return await new Promise(done => w.addEventListener("statechange", () => {
        if (settled(w.state)) done(w.state);
    }));
}"""

SAVE_KEYS = "JSON.stringify(Object.keys(localStorage).filter(k => k.startsWith('pt.save')).sort())"
WAITING = "async () => !!(await navigator.serviceWorker.getRegistration()).waiting"
NEW_INDEX_CACHED = """async () => {
    for (const name of await caches.keys()) {
        if (!name.startsWith('pocket-table-')) continue;
        const hit = await (await caches.open(name)).match(new URL('index.html', location.href).href);
        if (hit && (await hit.text()).includes("id='release-2'")) return true;
    }
    return false;
}"""
CACHES = "async () => (await caches.keys()).filter(k => k.startsWith('pocket-table-')).sort()"


def start_celtica(page) -> None:
    page.click("[data-action='new:celtica']")
    page.click("[data-action='start']")
    page.wait_for_selector(MOVE, timeout=ENGINE_TIMEOUT)


def play_one(page) -> None:
    before = page.get_attribute("[data-screen='game']", "data-moves")
    page.locator(MOVE).locator("visible=true").first.click()
    page.wait_for_function(
        "b => document.querySelector(\"[data-screen='game']\").dataset.moves !== b",
        arg=before, timeout=ENGINE_TIMEOUT)
    page.wait_for_selector(MOVE, timeout=ENGINE_TIMEOUT)


def test_an_install_with_one_stale_file_keeps_the_old_release_serving(page, site, foreign):
    page.goto(site.url)
    wait_engine(page)
    controlled(page)
    old = page.evaluate(CACHES)
    assert len(old) == 1
    start_celtica(page)
    site.publish(stale="main.py")
    assert page.evaluate(UPDATE) == "redundant"
    assert page.evaluate(CACHES) == old          # no half-new cache is left behind
    page.reload()
    wait_engine(page)
    page.wait_for_selector(MOVE, timeout=ENGINE_TIMEOUT)
    assert page.locator("#release-2").count() == 0
    play_one(page)


def test_an_update_during_a_game_does_not_disturb_it(page, site, foreign):
    page.goto(site.url)
    wait_engine(page)
    controlled(page)
    old = page.evaluate(CACHES)
    start_celtica(page)
    site.publish()
    assert page.evaluate(UPDATE) == "installed"   # it waits: the game goes on under the old one
    assert old[0] in page.evaluate(CACHES)
    play_one(page)
    assert page.evaluate(WAITING), "the new release took over under the game"
    page.click("[data-game='celtica'] .rules-row a")
    page.wait_for_selector(".rules-sheet .rules-doc h2", timeout=ENGINE_TIMEOUT)
    page.click("[data-action='cover-close']")
    assert page.locator("[data-action='update-reload']").count() == 0   # never offered mid-game
    # between games it is offered; taking it reloads into the new release, saves intact
    saves = page.evaluate(SAVE_KEYS)
    page.click("[data-action='home']")
    page.click("[data-action='update-reload']", timeout=ENGINE_TIMEOUT)
    page.wait_for_selector("#release-2", state="attached", timeout=ENGINE_TIMEOUT)
    wait_engine(page)
    assert page.evaluate(SAVE_KEYS) == saves


def test_a_waiting_release_is_applied_on_the_next_start(page, site, foreign):
    page.goto(site.url)
    wait_engine(page)
    controlled(page)
    start_celtica(page)
    play_one(page)
    saves = page.evaluate(SAVE_KEYS)
    site.publish()
    assert page.evaluate(UPDATE) == "installed"
    page.reload()                                 # the next start takes the new release
    page.wait_for_selector("#release-2", state="attached", timeout=ENGINE_TIMEOUT)
    # and serves it from its own whole cache (the old release, still running at the reload,
    # did not drop it): the new index.html is there
    assert page.evaluate(NEW_INDEX_CACHED)
    wait_engine(page)
    page.wait_for_selector(MOVE, timeout=ENGINE_TIMEOUT)   # and resumes the game, saves intact
    assert page.evaluate(SAVE_KEYS) == saves
    play_one(page)


def test_a_page_still_running_keeps_its_cache_when_another_takes_the_update(context, site, foreign):
    playing = context.new_page()
    playing.goto(site.url)
    wait_engine(playing)
    controlled(playing)
    old = playing.evaluate(CACHES)
    start_celtica(playing)
    site.publish()
    assert playing.evaluate(UPDATE) == "installed"
    other = context.new_page()
    other.goto(site.url)
    other.wait_for_selector("#release-2", state="attached", timeout=ENGINE_TIMEOUT)
    # the first page's game goes on, its files still served from the cache it started with
    assert old[0] in playing.evaluate(CACHES)
    play_one(playing)
    playing.click("[data-game='celtica'] .rules-row a")
    playing.wait_for_selector(".rules-sheet .rules-doc h2", timeout=ENGINE_TIMEOUT)
    playing.close()
    # once no page uses the old release, a later start drops its cache
    other.reload()
    wait_engine(other)
    other.wait_for_function(f"async () => !(await caches.keys()).includes({json.dumps(old[0])})",
                            timeout=ENGINE_TIMEOUT)


VIOLATIONS = """
window.__csp = [];
document.addEventListener("securitypolicyviolation",
    e => window.__csp.push(e.violatedDirective + " " + e.blockedURI));
"""


def test_the_app_plays_under_a_strict_content_security_policy(page, server, foreign):
    html = (DIST / "index.html").read_text()
    assert 'http-equiv="Content-Security-Policy"' in html
    page.add_init_script(VIOLATIONS)
    response = page.goto(server.url)
    policy = response.headers.get("content-security-policy", "")
    for part in ["script-src 'self'", "object-src 'none'", "base-uri 'none'",
                 "frame-ancestors 'none'", "connect-src 'self'"]:
        assert part in policy
    assert "'unsafe-inline'" not in policy.split("script-src")[1].split(";")[0]
    wait_engine(page)
    start_celtica(page)
    play_one(page)
    assert page.evaluate("window.__csp") == []
    # an injected inline script and an inline event handler do not run
    page.evaluate("""() => {
        const s = document.createElement("script");
        s.textContent = "window.__pwned = 1";
        document.body.appendChild(s);
        document.querySelector("#toast").insertAdjacentHTML("beforeend",
            '<img src="data:," onerror="window.__pwned = 2">');
    }""")
    page.wait_for_function("window.__csp.length >= 2")
    assert page.evaluate("window.__pwned === undefined")
