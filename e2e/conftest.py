"""Browser-test fixtures: the built `dist/` served on 127.0.0.1, Debian's Chromium, and a guard
that aborts and counts every request to any other host (the app must never ask a CDN).

Uses pytest-playwright's fixtures (`browser`, `context`, `page`) with our launch flags: the
machine has no network, and without `--disable-background-networking` and friends Chromium
keeps trying to reach Google's hosts. Every test gets a fresh browser context (fresh storage).
"""

from __future__ import annotations

import json
import os
import random
import socket
import sys
import threading
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

ROOT = Path(__file__).resolve().parent.parent
# PT_DIST: another build to test (two builds side by side, e.g. while one is rebuilt)
DIST = Path(os.environ.get("PT_DIST") or ROOT / "dist")
sys.path.insert(0, str(ROOT / "scripts"))

from serve import make_server  # noqa: E402

sys.path.insert(0, str(ROOT))
from pycore import links, records  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]
# Pixel 7 in touch emulation (Playwright's device descriptor, written out so that it does not
# depend on the installed Playwright's device list).
PIXEL_7 = {
    "viewport": {"width": 412, "height": 839},
    "screen": {"width": 412, "height": 915},
    "device_scale_factor": 2.625,
    "is_mobile": True,
    "has_touch": True,
    "user_agent": ("Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 "
                   "(KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36"),
}
ENGINE_TIMEOUT = 180_000  # ms: Pyodide's first start on a heavily loaded 2-core machine


class Server:
    """A `dist/` server in a thread; `stop()` and `start()` simulate going offline."""

    def __init__(self, base: str = "/") -> None:
        self.base = base
        self.httpd = make_server(str(DIST), 0, base)
        self.port = self.httpd.server_address[1]
        self.thread: threading.Thread | None = None
        self.start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}{self.httpd.base}"

    def start(self) -> None:
        if self.thread is None:
            self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
            self.thread.start()

    def stop(self) -> None:
        if self.thread is not None:
            self.httpd.shutdown()
            self.thread.join()
            self.thread = None
            self.httpd.server_close()
            # a new socket on the same port, so start() can bring the site back
            self.httpd = make_server(str(DIST), self.port, self.base)


def local_address() -> str | None:
    """This machine's address on its default route (IPv4), or None (no route, loopback only).
    Connecting a UDP socket only picks the route: no packet is sent."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("198.51.100.1", 9))
        address = probe.getsockname()[0]
    except OSError:
        return None
    finally:
        probe.close()
    return None if address.startswith("127.") or address == "0.0.0.0" else address


@pytest.fixture(scope="session")
def table_network() -> str:
    """The table tests open real data channels: in the private network namespace
    scripts/netns.sh makes (PT_NETNS=1), or, where it could not make one, between this
    machine's own addresses. Gives the address the pages' candidates use."""
    address = local_address()
    if address is None:
        where = "in the private network namespace" if os.environ.get("PT_NETNS") == "1" else "on this machine"
        pytest.fail("the table tests open real data channels, which need a network interface besides "
                    "loopback: there is none " + where + " (run the browser tests through scripts/netns.sh, "
                    "as make test does)")
    return address


@pytest.fixture(scope="session", autouse=True)
def _built_site() -> None:
    if not (DIST / "index.html").exists():
        pytest.exit("dist/ is not built: run `make site` (or `make test`)", returncode=2)


@pytest.fixture(scope="session")
def server():
    srv = Server()
    yield srv
    srv.stop()


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS,
            "headless": True}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    return {**browser_context_args, **PIXEL_7}


class ForeignRequests:
    """Counts (and aborts) every request that is not for 127.0.0.1."""

    def __init__(self) -> None:
        self.urls: list[str] = []

    def handle(self, route) -> None:
        host = urlsplit(route.request.url).hostname
        if route.request.url.startswith(("data:", "blob:")) or host == "127.0.0.1":
            route.continue_()
        else:
            self.urls.append(route.request.url)
            route.abort()


# Every game's first-game guide counts as seen, so its bubble does not sit over the moves a
# test taps; e2e/test_look.py clears this to test the guide itself.


def game_ids() -> list[str]:
    """The games the browser tests know: the engine registry's, in the home screen's order."""
    root = str(Path(__file__).resolve().parent.parent)
    if root not in sys.path:
        sys.path.insert(0, root)
    from pycore import games
    return games.ids()


def fast_bots() -> str:
    """The init script: bots pause 0.05 s, and every game's guide counts as seen."""
    guided = json.dumps(json.dumps(game_ids()))
    return ("try { localStorage.setItem('pt.bot_pace', '0.05');"
            " localStorage.setItem('pt.guided', " + guided + "); } catch (e) {}")


@pytest.fixture(autouse=True)
def _fast_bots(request):
    """Bots pause 0.05 s instead of 0.5 s per move in browser tests (the app reads this key),
    and the guides count as seen."""
    if "context" in request.fixturenames:
        request.getfixturevalue("context").add_init_script(fast_bots())


@pytest.fixture
def foreign(context):
    """Installed on every test's context; the test fails if anything left 127.0.0.1."""
    guard = ForeignRequests()
    context.route("**/*", guard.handle)
    yield guard
    assert guard.urls == [], f"requests to other hosts: {guard.urls}"


@pytest.fixture
def app(page, server, foreign):
    """The home page, loaded; the engine may still be starting."""
    page.goto(server.url)
    return page


def wait_engine(page, timeout: int = ENGINE_TIMEOUT) -> None:
    """Wait until the UI says the engine worker answered."""
    page.wait_for_selector("html[data-engine='ready']", state="attached", timeout=timeout)


@pytest.fixture
def ready_app(app):
    wait_engine(app)
    return app


def start_game(page, game_id: str, seats: list[str]) -> None:
    """A new game from the home screen; `seats` is "human"/"bot" per seat, every bot Easy."""
    page.click(f"[data-action='new:{game_id}']")
    page.click(f"[data-action='setup-players:{len(seats)}']")
    for i, kind in enumerate(seats):
        page.click(f"[data-action='setup-kind:{i}:{kind}']")
        if kind == "bot":
            page.click(f"[data-action='setup-level:{i}:easy']")
    page.click("[data-action='start']")


def wait_visible_move(page, game_id: str) -> None:
    """Wait until a move of `game_id` can be tapped (a visible, enabled `[data-move]`) or the
    game is over: after a redraw, instead of looking again after a fixed time."""
    page.wait_for_function(
        """(g) => document.querySelector(`[data-game='${g}'][data-over='true']`)
            || [...document.querySelectorAll(`[data-game='${g}'] [data-move]:not([disabled])`)]
               .some(e => e.checkVisibility())""", arg=game_id, timeout=ENGINE_TIMEOUT)


def wait_bots_done(page, game_id: str) -> None:
    """Wait until no bot must move before someone on this phone decides (or the game is over)."""
    page.wait_for_selector(f"[data-game='{game_id}'][data-ready='true'][data-bot-due='false']",
                           state="attached", timeout=ENGINE_TIMEOUT)


def moves_played(page) -> str:
    """The game screen's move count (its `data-moves` hook), as text."""
    return page.get_attribute("[data-screen='game']", "data-moves") or ""


def tap_move(page, game_id: str, move: str, settle_ms: int = 15_000) -> bool:
    """Tap the visible button carrying `move`, if it is still there, and wait for the app's
    answer (the game's move count changes, or a message appears).

    The lookup and the click happen in one step inside the page, so a redraw between
    choosing a move and tapping it cannot click a different button. False means the tap did
    not take (the button had gone, or the app was busy and ignored it): choose again.
    """
    before = moves_played(page)
    clicked = page.evaluate(
        """([game, move]) => {
            const sel = `[data-game='${game}'] [data-move]:not([disabled])`;
            const b = [...document.querySelectorAll(sel)]
                .find(e => e.dataset.move === move && e.checkVisibility());
            if (!b) return false;
            b.click();
            return true;
        }""", [game_id, move])
    if not clicked:
        return False
    try:
        page.wait_for_function(
            "([before]) => { const g = document.querySelector(\"[data-screen='game']\");"
            " return !g || g.dataset.moves !== before || document.querySelector('#toast p'); }",
            arg=[before], timeout=settle_ms)
    except PlaywrightTimeout:
        return False
    assert page.locator("#toast p").count() == 0, page.inner_text("#toast")
    return True


def prepared_record(game_id: str, names: list[str], seed: int, wanted, pick, options=None) -> dict:
    """A record — seat 0 a human, the other `names` Easy bots — played from `seed` with
    `pick(rnd, legal_move_texts)` until `wanted(state)` holds (with `wanted` None: to the end),
    so a test can open the app right at a decision it wants to see."""
    seats = [{"name": names[0], "kind": "human"}] + [
        {"name": name, "kind": "bot", "level": "easy"} for name in names[1:]]
    rnd = random.Random(seed)
    record = records.make_record(game_id, seats, seed, options or {})
    state = records.replay(record)
    while not state.is_over():
        if wanted is not None and wanted(state):
            return record
        seat = state.to_move()[0]
        move = pick(rnd, [str(m) for m in state.legal_moves(seat)])
        state.apply(seat, move)
        record["moves"].append([seat, move])
    if wanted is None:
        return record
    raise AssertionError(f"{game_id}: seed {seed} never brought the wanted decision to seat 0")


def open_record(page, record: dict) -> None:
    """Open a game by its link and wait until it is live: the engine answered, the screen
    shows at least the record's moves (bots may already have gone on), a move can be tapped
    or the game is over; a toast (the link's message) is closed. A link that parts ways with
    a game saved earlier in the same test (the same seed and players, played on since by the
    bots) asks what to do: both are kept."""
    game = f"[data-game='{record['game']}']"
    # A new fragment does not reload the page, so the previous game's screen stays for a
    # moment and may already pass the checks below (same game, as many moves): mark it, and
    # wait for a screen drawn since. A redraw keeps the elements that stay (web/js/patch.js) but
    # drops an attribute the new HTML does not have, so the mark goes with any redraw.
    page.evaluate("() => { const g = document.querySelector('[data-screen]');"
                  " if (g) g.setAttribute('data-drawn-before', ''); }")
    page.goto(page.url.split("#")[0] + "#" + links.encode(record))
    wait_engine(page)
    live = ("([sel, n]) => { const g = document.querySelector(sel);"
            " return g && !g.hasAttribute('data-drawn-before') && g.dataset.ready === 'true'"
            " && Number(g.dataset.moves) >= n; }")
    page.wait_for_function(
        "([sel, n]) => (" + live + ")([sel, n]) || !!document.querySelector(\"[data-action='link-keep']\")",
        arg=[game, len(record["moves"])], timeout=ENGINE_TIMEOUT)
    if page.locator("[data-action='link-keep']").count():
        page.click("[data-action='link-keep']")
        page.wait_for_function(live, arg=[game, len(record["moves"])], timeout=ENGINE_TIMEOUT)
    page.wait_for_selector(f"{game} [data-move]:not([disabled]), {game}[data-over='true']",
                           state="attached", timeout=ENGINE_TIMEOUT)
    if page.locator("[data-action='toast-close']").count():
        page.click("[data-action='toast-close']")


AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
AXE_SOURCE = "(() => { " + AXE.read_text(encoding="utf-8") + "\n; window.axe = axe; })()" if AXE.exists() else ""


def axe_violations(page) -> list:
    """axe-core's findings on the page as it is now: `[{id, impact, nodes}]`, empty when clean.

    axe is evaluated as a script rather than added as a <script> tag: the app's
    Content-Security-Policy (rightly) refuses an injected inline script. It waits first for
    the table's motion to end (motion.js: a score that just changed fades in, and a colour
    caught halfway is a contrast finding that a player never sees for more than 300 ms);
    endless animations, such as a bot's thinking pulse, do not hold it."""
    page.wait_for_function(
        "() => document.getAnimations().every(a => a.playState !== 'running'"
        " || (a.effect && a.effect.getTiming().iterations === Infinity))")
    page.evaluate(AXE_SOURCE)
    return page.evaluate("async () => (await axe.run(document)).violations"
                         ".map(v => ({id: v.id, impact: v.impact, nodes: v.nodes.map(n => n.target)}))")
