"""`make bench`: measure the app and print one `name: value` line per figure.

Everything runs in one headless Chromium against `dist/` on 127.0.0.1, warm (a second visit,
served by the service worker), as the issue asks. Figures (aims in brackets):

* `ui_ready_warm_ms` — first contentful paint of the home screen (≤ 300 ms);
* `engine_ready_warm_ratio` — the first `[data-move]` the engine holds (`data-ready`) in a
  new Celtica game, divided by the time `bench/bare.html` takes to start bare Pyodide in a
  worker and import the same wheel (≤ 1.1); `first_move_warm_ms`, the first move a player can
  tap (a game dealt ahead takes it before the engine is up);
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
  in CPython; each again with `_<n>p` at the game's largest table of n seats;
* `lighthouse_performance` / `_accessibility` / `_best_practices` — Lighthouse 12.2.3, mobile,
  with `lighthouse_total_blocking_time_ms` (≤ 200), `_first_contentful_paint_ms`,
  `_interactive_ms` and `_longest_task_ms` (its simulated 4× CPU; ≤ 200);
* as a phone runs (`phone_figures`): Pixel 7 emulation with a 4× slower CPU for the page *and*
  its workers (`slow_cpu.SlowCPU`; the proof is `phone_worker_slowdown`, a fixed Python loop
  in a worker timed at 1× and 4×, against `phone_worker_cdp_slowdown`, what DevTools'
  page-only throttle does to it), warm medians of 5:
  `phone_first_move_warm_ms` (the app: navigation to the first live move of a new game —
  a game dealt ahead takes it before the engine is up; on
  the way, `phone_engine_ready_warm_ms` when the worker's engine is up,
  `phone_ui_engine_ready_warm_ms` when the UI has its catalogue, and
  `phone_engine_move_warm_ms` when the table's moves are the engine's own),
  `phone_bare_pyodide_warm_ms` (bench/bare.html, stock Pyodide in a worker) and their ratio
  `phone_first_move_ratio` (≤ 0.6); `phone_first_move_warm_boot_ms`, the app told to skip its
  snapshot (`?engine=boot`); the cold first visit over a good 4G line with the files
  gzipped as a static host would (`phone_first_move_cold_ms`, `cold_bytes_compressed`, and
  `cold_bytes_brotli` for a host that uses brotli); the main thread's longest task during a
  warm start (`phone_longest_task_start_ms`); Hard's think time per move with its time cap as
  players get it (`<game>_phone_hard_think_ms` / `_worst_ms`, `phone_hard_think_ms` /
  `_worst_ms` over every game) and the longest main-thread task while two Hard bots play
  (`phone_longest_task_while_bots_think_ms`);
* the coach on the phone (`coach_figures`, in the bench page's stock Pyodide, slowed 4×):
  the hint (`pycore.coach.hint`: Hard's search with its cap, spending the whole budget) at
  the very decisions Hard's think time is sampled at, `<game>_phone_hint_ms` / `_worst_ms`
  and `phone_hint_ms` / `_worst_ms` over every game (aim: within `phone_hard_think_ms`);
  the wall time of the coach's whole review (`pycore.coach.review.review`) of seat 0 of a
  seeded game played by Easy bots, one per game and table: at two seats
  `<game>_review_2p_phone_ms` and the slowest game's `review_2p_phone_ms` (≤ 60,000), at the
  game's largest table `<game>_review_full_phone_ms` and `review_full_phone_ms` (≤ 180,000),
  with the seat's decisions reviewed (`<game>_review_2p_decisions`, `_full_decisions`);
* the table mode's figures (`scripts/bench_table.py`, section `table`): answer to seat
  shown, a move's round trip between two phones, bytes per move;
* a table by message's (`scripts/bench_message.py`, section `message`): the links' lengths
  (`link_chars_p50` / `_p95` / `_max`, and per game) and what a first visit transfers, host
  and guest, counted at the server (`first_visit_bytes_host` …); and as phones run it, a guest's
  first open of its invite, a turn link opened, and the host's time from a reply opened to its
  next step (`message_guest_invite_cold_ms`, `message_guest_turn_warm_ms`,
  `message_host_reply_to_next_ms`);
* the bots' figures from `botlab.bench` (win shares, think times).

The same figures go to `bench/results.json`. Nothing here is a pass/fail test: machines are
shared and noisy, so numbers are printed, never asserted.

`python scripts/bench.py --only phone --dist other/dist` measures another build (say, the
last release) the same way; `--only` takes any of cpython, desktop, phone, lighthouse, bots.
`--only coach` measures the coach's figures alone (the phone section measures them too), in a
fresh phone profile, with Hard's phone think times beside them and the slowdown's proof
(`phone_worker_slowdown`); `BENCH_COACH_GAMES=citadels,luna` limits it to the games named
(the whole of it takes some 12 minutes on this machine).
"""

from __future__ import annotations

import argparse
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
from slow_cpu import SlowCPU  # noqa: E402

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
DIST = ROOT / "dist"
# Pixel 7, as Playwright describes it (the same as e2e/conftest.py's PIXEL_7).
PIXEL_7 = {
    "viewport": {"width": 412, "height": 839}, "screen": {"width": 412, "height": 915},
    "device_scale_factor": 2.625, "is_mobile": True, "has_touch": True,
    "user_agent": ("Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 "
                   "(KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36"),
}
PHONE_CPU = 4        # a mid-range phone against this machine, as Lighthouse assumes
PHONE_WARM_RUNS = 5
PHONE_COLD_RUNS = int(os.environ.get("BENCH_PHONE_COLD_RUNS", "3"))
# Chrome DevTools' "Fast 4G" preset, a good 4G line: 9 Mbps down, 1.5 Mbps up, 60 ms round
# trip (DevTools scales the raw figures by 0.9 and the latency by 2.75, as Lighthouse does).
GOOD_4G = {"offline": False, "latency": 60 * 2.75, "downloadThroughput": 9e6 / 8 * 0.9,
           "uploadThroughput": 1.5e6 / 8 * 0.9}
NO_SHAPING = {"offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1}

# Collected inside the page from the first byte: long tasks, and tap → DOM-change delays.
PROBE = """
window.__bench = {longest: 0, taps: [], pending: null, tasks: []};
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    window.__bench.longest = Math.max(window.__bench.longest, e.duration);
    window.__bench.tasks.push([Math.round(e.startTime), Math.round(e.duration)]);
  }
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


def game_ids() -> list[str]:
    """The games the bench knows: the engine registry's, in the home screen's order."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from pycore import games
    return games.ids()


def guides_seen() -> str:
    """A script marking every game's guide as seen, so no guide covers the measured screen."""
    return f"try {{ localStorage.setItem('pt.guided', JSON.stringify({json.dumps(game_ids())})); }} catch (e) {{}}"


# When the first enabled [data-move] appears, measured from navigation start; and when the
# UI said the engine answered (<html data-engine="ready">).
FIRST_MOVE = """
window.__firstMove = null;
window.__engineMove = null;
window.__uiReady = null;
new MutationObserver((_, obs) => {
  if (window.__uiReady === null && document.documentElement.dataset.engine === "ready") {
    window.__uiReady = performance.now();
  }
  if (window.__firstMove === null && document.querySelector("[data-move]:not([disabled])")) {
    window.__firstMove = performance.now();
  }
  if (document.querySelector("[data-ready='true'] [data-move]:not([disabled])")) {
    window.__engineMove = performance.now(); obs.disconnect();
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


def start_server(compress: bool = False) -> tuple[object, str]:
    httpd = make_server(str(DIST), 0, compress=compress)
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

        # Warm app: paint, then the first live move of a new game, then a whole game (by a
        # returning player: the first-game guide's bubble would sit over the moves tapped).
        page.add_init_script(PROBE)
        page.add_init_script(FIRST_MOVE)
        page.add_init_script(guides_seen())
        fcps, firsts = [], []
        for _ in range(3):
            page.goto(base)
            page.wait_for_selector("[data-action='new:celtica']:not([disabled])", timeout=180_000)
            fcps.append(page.evaluate(
                "performance.getEntriesByName('first-contentful-paint')[0].startTime"))
        record("ui_ready_warm_ms", statistics.median(fcps))
        lives = []
        for _ in range(3):
            probe = _first_move(page, base)
            firsts.append(probe["engineMove"])   # the engine's own table
            lives.append(probe["first"])         # a move a player can tap (maybe dealt ahead)
        record("engine_ready_warm_ms", statistics.median(firsts))
        record("engine_ready_warm_ratio", statistics.median(firsts) / bare_ms)
        record("first_move_warm_ms", statistics.median(lives))

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
        from botlab.think import think_sample
        from pycore import games
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
            # and at the game's largest table, where every search step costs most
            most = max(rules.players)
            page.goto(base + f"bench/bare.html?think={rules.id}&players={most}")
            page.wait_for_selector("body[data-think-ms]", state="attached", timeout=600_000)
            browser = json.loads(page.get_attribute("body", "data-think-ms"))
            here = think_sample(rules.id, players=most)
            record(f"{rules.id}_hard_think_ms_pyodide_{most}p", round(statistics.mean(browser), 1))
            record(f"{rules.id}_hard_worst_ms_pyodide_{most}p", round(max(browser), 1))
            record(f"{rules.id}_hard_think_ms_cpython_same_{most}p", round(statistics.mean(here), 1))
        context.close()
        profile.cleanup()


def _compressed_sizes(paths: list[Path]) -> dict[str, tuple[int, int]]:
    """Each file's size gzipped (level 6, as static hosts and `serve.py --gzip` send it) and
    brotli'd (quality 11, as hosts that precompress send it), by path."""
    script = ("const z = require('zlib'), fs = require('fs'); const out = {};"
              "for (const p of JSON.parse(fs.readFileSync(0, 'utf8'))) { const b = fs.readFileSync(p);"
              " out[p] = [z.gzipSync(b, {level: 6}).length, z.brotliCompressSync(b, {params:"
              " {[z.constants.BROTLI_PARAM_QUALITY]: 11, [z.constants.BROTLI_PARAM_LGWIN]: 24}})"
              ".length]; } console.log(JSON.stringify(out));")
    done = subprocess.run(["node", "-e", script], input=json.dumps(sorted({str(p) for p in paths})),
                          capture_output=True, text=True, check=True)
    return {path: tuple(sizes) for path, sizes in json.loads(done.stdout).items()}


def _first_move(page, url: str) -> dict:
    """Open `url` with no current game, start a Celtica game against a bot the moment the
    home allows it, and return the probe once its first move is live."""
    page.evaluate("() => { try { localStorage.removeItem('pt.current'); } catch (e) {} }")
    page.goto(url)
    page.click("[data-action='new:celtica']", timeout=300_000)
    page.click("[data-action='start']", timeout=300_000)
    page.wait_for_function("window.__firstMove !== null", timeout=300_000)
    # The first move may be live before the engine is (a game dealt ahead, web/ui/app/dealt.py):
    # wait for the engine's own table too, and for the next game to be dealt, so that every
    # run leaves the next one what a player's visit leaves the next visit.
    page.wait_for_function("window.__engineMove !== null", timeout=300_000)
    if b"pt.dealt" in (DIST / "ui-files.bin").read_bytes():   # an older build deals nothing
        page.wait_for_function("(localStorage.getItem('pt.dealt') || '').includes('\"celtica\"')",
                               timeout=300_000)
    return page.evaluate("({first: window.__firstMove, engineMove: window.__engineMove,"
                         " longest: window.__bench.longest,"
                         " tasks: window.__bench.tasks, ui: window.__uiReady,"
                         " engine: window.ptEngine && window.ptEngine.info"
                         " ? window.ptEngine.info.readyAt : null})")


def _bare(page, url: str, attribute: str) -> str:
    page.goto(url)
    page.wait_for_selector(f"body[data-{attribute}]", state="attached", timeout=900_000)
    return page.get_attribute("body", f"data-{attribute}")


def _phone_context(p, profile: str):
    context = p.chromium.launch_persistent_context(profile, executable_path=CHROMIUM, args=ARGS,
                                                   **PIXEL_7)
    context.add_init_script(PROBE)
    context.add_init_script(FIRST_MOVE)
    context.add_init_script(guides_seen())
    page = context.pages[0] if context.pages else context.new_page()
    return context, page, context.new_cdp_session(page)


def _phone_extras(page, base: str) -> None:
    """The rest of the phone figures, already slowed: the app told to skip its snapshot,
    the bots (Hard's think times with its cap, the main thread while they play) and the coach
    (its hint and its review)."""
    boots = []
    for _ in range(3):
        boots.append(_first_move(page, base + "?engine=boot")["engineMove"])   # the engine's own
    record("phone_first_move_warm_boot_ms", statistics.median(boots))

    record("phone_longest_task_while_bots_think_ms", watch_hard_bots(page))
    hard_think_figures(page, base, game_ids())
    coach_figures(page, base)


def hard_think_figures(page, base: str, ids: list[str]) -> None:
    """Hard's think time on the phone (the page already slowed), its time cap kept as
    players get it, at two seats: `<game>_phone_hard_think_ms` / `_worst_ms`, and over the
    games `phone_hard_think_ms` (the mean of their means) / `_worst_ms`."""
    means, worsts = [], []
    for game_id in ids:
        times = json.loads(_bare(page, base + f"bench/bare.html?think={game_id}&capped=1",
                                 "think-ms"))
        means.append(statistics.mean(times))
        worsts.append(max(times))
        record(f"{game_id}_phone_hard_think_ms", round(statistics.mean(times), 1))
        record(f"{game_id}_phone_hard_worst_ms", round(max(times), 1))
    record("phone_hard_think_ms", round(statistics.mean(means), 1))
    record("phone_hard_worst_ms", round(max(worsts), 1))


def coach_summary(hints: dict[str, list[float]],
                  reviews: dict[str, dict[str, dict[str, float]]]) -> list[tuple[str, float]]:
    """The coach's phone figures, in the order printed, from what the bench page measured:
    `hints` each game's hint times (ms, at think's decisions), `reviews` each game's review
    samples by table ("2p", "full": `think.review_sample`'s answers). Per game, then the
    summary over the games: the hint's mean of the games' means and its worst, and each
    table's slowest review."""
    out: list[tuple[str, float]] = []
    for game_id, times in hints.items():
        out.append((f"{game_id}_phone_hint_ms", round(statistics.mean(times), 1)))
        out.append((f"{game_id}_phone_hint_worst_ms", round(max(times), 1)))
    for game_id, tables in reviews.items():
        for table, told in tables.items():
            out.append((f"{game_id}_review_{table}_phone_ms", round(float(told["ms"]), 1)))
            out.append((f"{game_id}_review_{table}_decisions", int(told["decisions"])))
    if hints:
        out.append(("phone_hint_ms", round(statistics.mean(statistics.mean(t) for t in hints.values()), 1)))
        out.append(("phone_hint_worst_ms", round(max(max(t) for t in hints.values()), 1)))
    for table in ("2p", "full"):
        slowest = [float(tables[table]["ms"]) for tables in reviews.values() if table in tables]
        if slowest:
            out.append((f"review_{table}_phone_ms", round(max(slowest), 1)))
    return out


def coach_games() -> list[str]:
    """The games the coach's figures are measured for: every registered game, or those named
    in BENCH_COACH_GAMES (comma-separated), to measure a few at a time."""
    wanted = [g for g in os.environ.get("BENCH_COACH_GAMES", "").split(",") if g]
    unknown = sorted(set(wanted) - set(game_ids()))
    if unknown:
        raise SystemExit(f"BENCH_COACH_GAMES: no such game: {', '.join(unknown)}")
    return wanted or game_ids()


def coach_figures(page, base: str) -> None:
    """The coach on the phone (the page already slowed), in the bench page's stock Pyodide:
    the hint at the decisions Hard's think time is sampled at, and one whole review of seat 0
    of a seeded game of Easy bots per game and table (two seats, and the game's largest)."""
    from pycore import games
    hints: dict[str, list[float]] = {}
    reviews: dict[str, dict[str, dict[str, float]]] = {}
    for game_id in coach_games():
        hints[game_id] = json.loads(_bare(page, base + f"bench/bare.html?hint={game_id}&capped=1",
                                          "hint-ms"))
        print(f"  {game_id} hint ms: {[round(t) for t in hints[game_id]]}", flush=True)
        tables = reviews.setdefault(game_id, {})
        most = max(games.get(game_id).players)
        for table, players in (("2p", 2), ("full", most)):
            if table == "full" and most == 2:
                tables[table] = tables["2p"]
                continue
            tables[table] = json.loads(_bare(
                page, base + f"bench/bare.html?review={game_id}&players={players}", "review-result"))
            print(f"  {game_id} review, {players} seats: {tables[table]}", flush=True)
    for name, value in coach_summary(hints, reviews):
        record(name, value)


def coach_only(base: str) -> None:
    """`--only coach`: the coach's phone figures alone, in a fresh Pixel 7 profile slowed 4×,
    with Hard's think times beside them (the same decisions as the hint's, the same machine
    load) and two rounds of the slowdown's proof (the fixed loop at 1× and at 4×, the fastest
    of each)."""
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        profile = tempfile.TemporaryDirectory()
        context, page, _ = _phone_context(p, profile.name)
        with SlowCPU(profile.name, 1) as slow:
            plain, slowed = [], []
            for _ in range(2):
                slow.factor = 1
                plain.append(float(_bare(page, base + "bench/bare.html?loop=1", "loop-ms")))
                slow.factor = PHONE_CPU
                slowed.append(float(_bare(page, base + "bench/bare.html?loop=1", "loop-ms")))
            record("phone_worker_slowdown", min(slowed) / min(plain))
            hard_think_figures(page, base, coach_games())
            coach_figures(page, base)
        context.close()
        profile.cleanup()


def phone_figures(base: str, start_only: bool = False) -> None:
    """The app as a mid-range phone runs it: Pixel 7, 4× slower CPU everywhere, good 4G cold.

    `base` serves the site gzipped, as a static host does. The first-visit figures come from
    `PHONE_COLD_RUNS` fresh profiles; the warm ones from the last, once its service worker
    holds the site. App and bare page alternate, so both see the same machine load.
    `start_only` measures the starts alone (for an older build, whose bench page cannot
    time a loop).
    """
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        colds, sizes, profiles = [], [], []
        for run in range(PHONE_COLD_RUNS):
            profile = tempfile.TemporaryDirectory()
            profiles.append(profile)
            context, page, cdp = _phone_context(p, profile.name)
            fetched: list[tuple[str, int]] = []  # (URL, bytes on the wire), repeats too

            def count(request, fetched=fetched):
                # Revalidated (304) and cached answers carry no body: 0 bytes moved.
                size = request.sizes()["responseBodySize"]
                if size:
                    fetched.append((request.url, size))
            context.on("requestfinished", count)
            cdp.send("Network.enable")
            cdp.send("Network.emulateNetworkConditions", GOOD_4G)
            with SlowCPU(profile.name, PHONE_CPU):
                colds.append(_first_move(page, base)["first"])
                page.wait_for_function("navigator.serviceWorker.controller !== null",
                                       timeout=600_000)
                page.wait_for_timeout(1000)  # the last precache responses land
            sizes = fetched
            if run < PHONE_COLD_RUNS - 1:
                context.close()
        record("phone_first_move_cold_ms", statistics.median(colds))
        # What went over the wire, gzipped by the server as a static host does: the page's,
        # the engine worker's and the service worker's precache requests. And what the same
        # files would weigh from a host that serves brotli.
        record("cold_bytes_compressed", sum(size for _, size in sizes))
        local = [DIST / url[len(base):].split("?")[0].split("#")[0] for url, _ in sizes
                 if url.startswith(base)]
        local = [path if path.is_file() else path / "index.html" for path in local]
        packed = _compressed_sizes(local)
        record("cold_bytes_brotli", sum(packed[str(path)][1] for path in local))
        cdp.send("Network.emulateNetworkConditions", NO_SHAPING)

        with SlowCPU(profiles[-1].name, PHONE_CPU if start_only else 1) as slow:
            if not start_only:
                # The proof that the worker is slowed, and that DevTools' throttle is not
                # enough: a fixed loop in a worker at 1x, under the page-only DevTools
                # throttle, and under SlowCPU; three alternating rounds, the fastest of each
                # (the least disturbed by the machine's other work).
                loop = lambda: float(_bare(page, base + "bench/bare.html?loop=1", "loop-ms"))
                plain, devtools, slowed = [], [], []
                for _ in range(3):
                    slow.factor = 1
                    plain.append(loop())
                    cdp.send("Emulation.setCPUThrottlingRate", {"rate": PHONE_CPU})
                    devtools.append(loop())
                    cdp.send("Emulation.setCPUThrottlingRate", {"rate": 1})
                    slow.factor = PHONE_CPU
                    slowed.append(loop())
                record("phone_worker_loop_1x_ms", min(plain))
                record("phone_worker_loop_4x_ms", min(slowed))
                record("phone_worker_cdp_slowdown", min(devtools) / min(plain))
                record("phone_worker_slowdown", min(slowed) / min(plain))
            apps, bares, longest, engines, uis, engine_moves = [], [], [], [], [], []
            for _ in range(PHONE_WARM_RUNS):
                probe = _first_move(page, base)
                apps.append(probe["first"])
                engine_moves.append(probe["engineMove"])
                longest.append(probe["longest"])
                uis.append(probe["ui"])
                engines.append(probe["engine"])
                bares.append(float(_bare(page, base + "bench/bare.html", "ready-ms")))
            if None not in engines:  # an older build has no engine-client.js to ask
                record("phone_engine_ready_warm_ms", statistics.median(engines))
            record("phone_ui_engine_ready_warm_ms", statistics.median(uis))
            record("phone_first_move_warm_ms", statistics.median(apps))
            record("phone_engine_move_warm_ms", statistics.median(engine_moves))
            record("phone_bare_pyodide_warm_ms", statistics.median(bares))
            record("phone_first_move_ratio", statistics.median(apps) / statistics.median(bares))
            record("phone_longest_task_start_ms", statistics.median(longest))
            if not start_only:
                _phone_extras(page, base)
        context.close()
        for profile in profiles:
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
    # What the performance score is made of, under Lighthouse's simulated 4x CPU.
    audits = report["audits"]
    for key, name in [("total-blocking-time", "lighthouse_total_blocking_time_ms"),
                      ("first-contentful-paint", "lighthouse_first_contentful_paint_ms"),
                      ("interactive", "lighthouse_interactive_ms")]:
        record(name, float(audits[key]["numericValue"]))
    tasks = audits.get("long-tasks", {}).get("details", {}).get("items", [])
    record("lighthouse_longest_task_ms", max((float(t["duration"]) for t in tasks), default=0.0))


SECTIONS = ("cpython", "desktop", "table", "message", "phone", "lighthouse", "bots")  # and "phone-start", "coach"


def table_bench(base: str) -> None:
    """Two phones at one table over a real data channel (scripts/bench_table.py)."""
    import bench_table
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True)
        try:
            bench_table.table_figures(browser, base, record)
        finally:
            browser.close()


def message_bench() -> None:
    """A table by message: its links' lengths, and what a first visit of a host and of a guest
    transfers (scripts/bench_message.py)."""
    import bench_message
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True)
        try:
            bench_message.message_figures(browser, DIST, record)
        finally:
            browser.close()
        httpd, base = start_server(compress=True)
        try:
            bench_message.open_figures(p, base, record)
        finally:
            httpd.shutdown()


def main() -> None:
    global DIST, OUT
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", default=",".join(SECTIONS),
                        help=f"comma-separated sections, of {', '.join(SECTIONS)}")
    parser.add_argument("--dist", type=Path, default=DIST, help="the built site to measure")
    parser.add_argument("--out", type=Path, default=OUT, help="where the figures go (JSON)")
    args = parser.parse_args()
    only = set(args.only.split(","))
    DIST, OUT = args.dist.resolve(), args.out
    from pycore import games
    if "cpython" in only:
        for rules in games.all():
            record(f"{rules.id}_games_per_s_cpython", games_per_second_cpython(rules.id))
    if only & {"desktop", "table", "lighthouse"}:
        httpd, base = start_server()
        try:
            if "desktop" in only:
                browser_figures(base)
            if "table" in only:
                table_bench(base)
            if "lighthouse" in only:
                lighthouse(base)
        finally:
            httpd.shutdown()
    if "message" in only:
        message_bench()
    if only & {"phone", "phone-start"}:
        httpd, base = start_server(compress=True)
        try:
            phone_figures(base, start_only="phone" not in only)
        finally:
            httpd.shutdown()
    if "coach" in only and "phone" not in only:   # the phone section measures the coach too
        httpd, base = start_server(compress=True)
        try:
            coach_only(base)
        finally:
            httpd.shutdown()
    if "bots" not in only:
        return
    try:
        from botlab import bench as bot_bench
    except ImportError:
        bot_bench = None
    if bot_bench is not None and BOT_GAMES != 0:
        ARENA_DIR.mkdir(parents=True, exist_ok=True)
        for name, value in bot_bench.figures(BOT_GAMES, jobs=BOT_JOBS, save_dir=ARENA_DIR):
            record(name, value)


if __name__ == "__main__":
    main()
