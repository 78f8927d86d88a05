"""`make bench`: measure the app and print one `name: value` line per figure.

Everything runs in one headless Chromium against `dist/` on 127.0.0.1, warm (a second visit,
served by the service worker), as the issue asks. Figures (aims in brackets):

* `ui_ready_warm_ms` — first contentful paint of the home screen (≤ 300 ms);
* `engine_ready_warm_ratio` — first live `[data-move]` in a new Celtica game, divided by the
  time `bench/bare.html` takes to start bare Pyodide in a worker and import the same wheel (≤ 1.1);
* `longest_main_thread_task_ms` — the longest task seen from navigation to the end of a game
  against bots (≤ 200 ms);
* `tap_to_render_ms` — median time from a tap on a move to the next change of the game screen
  (≤ 50 ms);
* `cold_bytes` — bytes transferred by a first visit until the engine is ready and the service
  worker has precached the site;
* `longest_task_while_bots_think_ms` — the longest main-thread task while two Hard bots play
  Luna in the app (≤ 100 ms);
* `<game>_games_per_s_cpython` / `_pyodide` — random games per second, every registered game;
* `<game>_hard_think_ms_pyodide` / `_worst_ms_pyodide` — Hard's time per move in the browser's
  Pyodide at its full budget (≤ 1.5 s), and `_think_ms_cpython_same` for the same decisions
  in CPython;
* `lighthouse_performance` / `_accessibility` / `_best_practices` — Lighthouse 12.2.3, mobile;
* the bots' figures from `pycore.bots.bench` (win shares, think times).

The same figures go to `bench/results.json`. Nothing here is a pass/fail test: machines are
shared and noisy, so numbers are printed, never asserted.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from serve import make_server  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
RESULTS: dict[str, float] = {}
OUT = ROOT / "bench" / "results.json"
# The bot matches: a Hard game takes 20–60 s, so the games are kept in bench/arena/. By
# default the figures come from the games saved there; BENCH_BOT_GAMES=N first plays the
# missing games up to N per match (on BENCH_BOT_JOBS processes); 0 skips the bot figures.
BOT_GAMES = int(os.environ["BENCH_BOT_GAMES"]) if os.environ.get("BENCH_BOT_GAMES") else None
BOT_JOBS = int(os.environ.get("BENCH_BOT_JOBS", "2"))
ARENA_DIR = ROOT / "bench" / "arena"

# Collected inside the page from the first byte: long tasks, and tap → DOM-change delays.
PROBE = """
window.__bench = {longest: 0, taps: [], pending: null};
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__bench.longest = Math.max(window.__bench.longest, e.duration);
}).observe({type: "longtask", buffered: true});
document.addEventListener("click", (e) => {
  if (e.target.closest && e.target.closest("[data-move]")) window.__bench.pending = performance.now();
}, true);
new MutationObserver(() => {
  if (window.__bench.pending !== null) {
    window.__bench.taps.push(performance.now() - window.__bench.pending);
    window.__bench.pending = null;
  }
}).observe(document, {subtree: true, childList: true, attributes: true, characterData: true});
"""
# When the first enabled [data-move] appears, measured from navigation start.
FIRST_MOVE = """
window.__firstMove = null;
new MutationObserver((_, obs) => {
  if (document.querySelector("[data-move]:not([disabled])")) {
    window.__firstMove = performance.now(); obs.disconnect();
  }
}).observe(document, {subtree: true, childList: true, attributes: true});
"""


def record(name: str, value: float) -> None:
    RESULTS[name] = round(value, 3) if isinstance(value, float) else value
    print(f"{name}: {RESULTS[name]}", flush=True)
    # written after every figure, so a run cut short still leaves what it measured
    OUT.write_text(json.dumps(RESULTS, indent=1, sort_keys=True))


def games_per_second_cpython(game_id: str, seconds: float = 3.0) -> float:
    from pycore import games
    from pycore.rng import Rng
    rules = games.get(game_id)
    done, seed, start = 0, 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        players = list(rules.players)[seed % len(rules.players)]
        state, chooser = rules.new_game(players, seed), Rng(seed)
        while not state.is_over():
            seat = chooser.choice(state.to_move())
            state.push(seat, chooser.choice(state.legal_moves(seat)))
        done, seed = done + 1, seed + 1
    return done / (time.perf_counter() - start)


def start_server() -> tuple[object, str]:
    httpd = make_server(str(ROOT / "dist"), 0)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return httpd, f"http://127.0.0.1:{httpd.server_address[1]}/"


def play_celtica_against_bots(page) -> None:
    """Start a 2-seat Celtica game (you + an Easy bot) and tap moves until it ends."""
    page.click("[data-action='new:celtica']")
    page.wait_for_selector("[data-action='start']")
    for level in page.query_selector_all("[data-action^='setup-level:'][data-action$=':easy']"):
        level.click()
    page.click("[data-action='start']")
    page.wait_for_selector("[data-game='celtica']", timeout=120_000)
    deadline = time.time() + 600
    while time.time() < deadline:
        if page.query_selector("[data-game][data-over='true']"):
            return
        button = page.locator("[data-move]:not([disabled]):visible").first
        if button.count():
            button.click()
            page.wait_for_timeout(50)
        else:
            page.wait_for_timeout(100)
    raise RuntimeError("the Celtica game did not end within 10 minutes")


def watch_hard_bots(page, game_id: str = "luna", moves: int = 12) -> float:
    """Watch a game of two Hard bots (Luna's iterations are the dearest) for `moves` moves;
    return the longest main-thread task seen meanwhile, in ms."""
    page.evaluate("localStorage.removeItem('pt.current')")
    page.goto(page.url.split("#")[0].split("bench/")[0])
    page.wait_for_selector(f"[data-action='new:{game_id}']:not([disabled])", timeout=180_000)
    page.click(f"[data-action='new:{game_id}']")
    page.click("[data-action='setup-players:2']")
    for seat in range(2):
        page.click(f"[data-action='setup-kind:{seat}:bot']")
        page.click(f"[data-action='setup-level:{seat}:hard']")
    page.click("[data-action='start']")
    page.wait_for_selector(f"[data-game='{game_id}']", timeout=180_000)
    page.evaluate("window.__bench.longest = 0")
    page.wait_for_function(
        "n => { const g = document.querySelector(\"[data-screen='game']\");"
        " return g !== null && Number(g.dataset.moves) >= n; }", arg=moves, timeout=300_000)
    return float(page.evaluate("window.__bench.longest"))


def browser_figures(base: str) -> None:
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        # A real (non-incognito) profile, as a phone has: incognito contexts keep the HTTP
        # cache in memory, which drops the 9.6 MB wasm and makes the precache fetch it twice.
        profile = tempfile.TemporaryDirectory()
        context = p.chromium.launch_persistent_context(
            profile.name, executable_path=CHROMIUM, args=ARGS,
            viewport={"width": 390, "height": 844})
        # Cold: a fresh profile, count every byte until the worker has precached the site.
        sizes: list[int] = []
        context.on("requestfinished", lambda req: sizes.append(req.sizes()["responseBodySize"]))
        page = context.pages[0] if context.pages else context.new_page()
        page.goto(base)
        page.wait_for_selector("html[data-engine='ready']", state="attached", timeout=180_000)
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=180_000)
        page.wait_for_timeout(1000)
        record("cold_bytes", sum(sizes))

        # Warm floor: the bare page, Pyodide in a worker importing our wheel.
        bare = []
        for _ in range(3):
            page.goto(base + "bench/bare.html")
            page.wait_for_selector("body[data-ready-ms]", state="attached", timeout=180_000)
            bare.append(float(page.get_attribute("body", "data-ready-ms")))
        bare_ms = statistics.median(bare)
        record("bare_engine_ready_warm_ms", bare_ms)

        # Warm app: paint, then the first live move of a new game, then a whole game.
        page.add_init_script(PROBE)
        page.add_init_script(FIRST_MOVE)
        fcps, firsts = [], []
        for _ in range(3):
            page.goto(base)
            page.wait_for_selector("[data-action='new:celtica']:not([disabled])", timeout=180_000)
            fcps.append(page.evaluate(
                "performance.getEntriesByName('first-contentful-paint')[0].startTime"))
        record("ui_ready_warm_ms", statistics.median(fcps))
        for _ in range(3):
            page.evaluate("localStorage.removeItem('pt.current')")  # open at home, not the last game
            page.goto(base)
            page.click("[data-action='new:celtica']")
            page.click("[data-action='start']")
            page.wait_for_function("window.__firstMove !== null", timeout=180_000)
            firsts.append(page.evaluate("window.__firstMove"))
        record("engine_ready_warm_ms", statistics.median(firsts))
        record("engine_ready_warm_ratio", statistics.median(firsts) / bare_ms)

        page.evaluate("localStorage.removeItem('pt.current')")
        page.goto(base)
        page.wait_for_selector("[data-action='new:celtica']:not([disabled])", timeout=180_000)
        play_celtica_against_bots(page)
        probe = page.evaluate("window.__bench")
        record("longest_main_thread_task_ms", float(probe["longest"]))
        taps = probe["taps"] or [0.0]
        record("tap_to_render_ms", float(statistics.median(taps)))

        # Bots thinking in the app's worker: the longest main-thread task meanwhile.
        record("longest_task_while_bots_think_ms", watch_hard_bots(page))

        # Random games per second and Hard's think time in Pyodide, in the bare page's worker.
        from pycore import games
        from pycore.bots.bench import think_sample
        for rules in games.all():
            page.goto(base + f"bench/bare.html?games={rules.id}")
            page.wait_for_selector("body[data-games-per-s]", state="attached", timeout=300_000)
            record(f"{rules.id}_games_per_s_pyodide",
                   float(page.get_attribute("body", "data-games-per-s")))
            page.goto(base + f"bench/bare.html?think={rules.id}")
            page.wait_for_selector("body[data-think-ms]", state="attached", timeout=600_000)
            browser = json.loads(page.get_attribute("body", "data-think-ms"))
            here = think_sample(rules.id)     # the same decisions, in CPython
            record(f"{rules.id}_hard_think_ms_pyodide", round(statistics.mean(browser), 1))
            record(f"{rules.id}_hard_worst_ms_pyodide", round(max(browser), 1))
            record(f"{rules.id}_hard_think_ms_cpython_same", round(statistics.mean(here), 1))
        context.close()
        profile.cleanup()


def lighthouse(base: str) -> None:
    cli = ROOT / "bench" / "node_modules" / "lighthouse" / "cli" / "index.js"
    if not cli.exists():
        subprocess.run(["npm", "ci", "--no-audit", "--no-fund", "--loglevel=error"],
                       cwd=ROOT / "bench", check=True)
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "lh.json"
        env = {**os.environ, "CHROME_PATH": CHROMIUM}
        subprocess.run(
            ["node", str(cli), base, "--output=json", f"--output-path={out}", "--quiet",
             "--form-factor=mobile", "--only-categories=performance,accessibility,best-practices",
             "--chrome-flags=" + " ".join(ARGS)],
            check=True, env=env, timeout=600)
        report = json.loads(out.read_text())
    for key, name in [("performance", "lighthouse_performance"),
                      ("accessibility", "lighthouse_accessibility"),
                      ("best-practices", "lighthouse_best_practices")]:
        record(name, float(report["categories"][key]["score"]))


def main() -> None:
    from pycore import games
    for rules in games.all():
        record(f"{rules.id}_games_per_s_cpython", games_per_second_cpython(rules.id))
    httpd, base = start_server()
    try:
        browser_figures(base)
        lighthouse(base)
    finally:
        httpd.shutdown()
    try:
        from pycore.bots import bench as bot_bench
    except ImportError:
        bot_bench = None
    if bot_bench is not None and BOT_GAMES != 0:
        ARENA_DIR.mkdir(parents=True, exist_ok=True)
        for name, value in bot_bench.figures(BOT_GAMES, jobs=BOT_JOBS, save_dir=ARENA_DIR):
            record(name, value)


if __name__ == "__main__":
    main()
