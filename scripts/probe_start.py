"""Where the main thread's long tasks at the app's start go: a probe, not a figure of `make bench`.

Opens the built site in a fresh profile (a first visit) or a second time (`--warm`), Pixel 7,
the page's CPU slowed 4× by DevTools (the workers run at full speed: this is about the page's
main thread), records every long task and a CPU profile until the UI says the engine is ready,
then prints each long task with the functions that took its time (self time of the profile's
samples inside it). Usage:

    python scripts/probe_start.py [--dist DIR] [--warm] [--top N] [--no-profile] [--marks]
                                  [--rate R] [--after MS]

`--marks` measures a copy of the build with `performance.mark`s added (`marked_copy`): in
ui-start.js's hook, at the top of main.py, between its start's steps, around the App's boot
and each draw's render.

Found with it: the start's steps ran as one task, failed file lookups, PyScript's package
compiled from source (docs/performance.md, "The UI's start on the main thread").
"""

from __future__ import annotations

import argparse
import collections
import shutil
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

from serve import make_server  # noqa: E402

import bench  # noqa: E402

LONG_TASKS = """
window.__probe = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__probe.push([e.startTime, e.duration]);
}).observe({type: "longtask", buffered: true});
"""


def busy_runs(profile: dict, longer_than_ms: float = 50.0) -> list[tuple[float, float, collections.Counter]]:
    """The profile's runs of busy samples (no "(idle)" between them) longer than
    `longer_than_ms`: (start ms from the profile's start, length ms, self ms per function).
    A run is what the browser counts as a task, give or take back-to-back tasks."""
    nodes = {node["id"]: node for node in profile["nodes"]}
    runs, current, begun, at = [], None, 0.0, 0.0
    for node_id, delta in zip(profile["samples"], profile["timeDeltas"]):
        at += delta / 1000
        frame = nodes[node_id]["callFrame"]
        if frame["functionName"] == "(idle)":
            if current is not None and at - begun > longer_than_ms:
                runs.append((begun, at - begun, current))
            current = None
            continue
        if current is None:
            current, begun = collections.Counter(), at
        name = frame["functionName"] or "(anonymous)"
        where = frame["url"].rsplit("/", 1)[-1]
        current[f"{name} {where}:{frame['lineNumber']}"] += delta / 1000
    if current is not None and at - begun > longer_than_ms:
        runs.append((begun, at - begun, current))
    return runs


# (file, text found once, the same with a mark) for `marked_copy`
MARKS = [
    ("ui-start.js", "  const mp = wrap.interpreter;\n",
     '  performance.mark("hook");\n  const mp = wrap.interpreter;\n'),
    ("ui-start.js", "    settle.resolve(count);\n",
     '    performance.mark("hook-done");\n    settle.resolve(count);\n'),
    ("main.py", "import asyncio\n", 'import asyncio\nimport js\njs.performance.mark("main-top")\n'),
    ("main.py", "    await window.ptUiFiles\n",
     '    window.performance.mark("main-runs")\n    await window.ptUiFiles\n'),
    ("main.py", "        await window.ptTurn()\n",
     '        window.performance.mark("step-" + step[0])\n        await window.ptTurn()\n'),
    ("main.py", "    await APP.boot(", '    window.performance.mark("boot")\n    await APP.boot('),
    ("main.py", "    html, sheet, covered = APP.render()\n",
     '    window.performance.mark("draw")\n    html, sheet, covered = APP.render()\n'
     '    window.performance.mark("rendered")\n'),
]


def marked_copy(dist: Path, out: Path) -> Path:
    """A copy of the built site with `MARKS` in it (its service worker would refuse the
    changed files; a first visit does not ask it)."""
    shutil.copytree(dist, out)
    for name, found, marked in MARKS:
        path = out / name
        text = path.read_text(encoding="utf-8")
        if text.count(found) != 1:
            raise SystemExit(f"{name}: {found!r} is not there exactly once: update MARKS")
        path.write_text(text.replace(found, marked), encoding="utf-8")
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--warm", action="store_true", help="measure a second visit")
    parser.add_argument("--top", type=int, default=6)
    parser.add_argument("--no-profile", action="store_true",
                        help="no CPU profile (sampling slows MicroPython's wasm noticeably)")
    parser.add_argument("--marks", action="store_true", help="measure a copy with marks")
    parser.add_argument("--rate", type=float, default=4.0,
                        help="the page's CPU slowdown (1: none, as Lighthouse's trace is taken)")
    parser.add_argument("--after", type=int, default=500,
                        help="ms to go on recording once the engine is ready (the deals come then)")
    parser.add_argument("--busy", type=float, default=50.0,
                        help="list the profile's busy runs longer than this (ms)")
    args = parser.parse_args()
    scratch = tempfile.TemporaryDirectory()
    site = marked_copy(args.dist, Path(scratch.name) / "site") if args.marks else args.dist
    httpd = make_server(str(site), 0, compress=True)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{httpd.server_address[1]}/"
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p, tempfile.TemporaryDirectory() as profile_dir:
        context = p.chromium.launch_persistent_context(
            profile_dir, executable_path=bench.CHROMIUM, args=bench.ARGS, **bench.PIXEL_7)
        context.add_init_script(LONG_TASKS)
        page = context.pages[0] if context.pages else context.new_page()
        if args.warm:
            page.goto(url)
            page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=600_000)
            page.wait_for_function("document.documentElement.dataset.engine === 'ready'",
                                   timeout=600_000)
        cdp = context.new_cdp_session(page)
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": args.rate})
        if not args.no_profile:
            cdp.send("Profiler.enable")
            cdp.send("Profiler.setSamplingInterval", {"interval": 200})
            cdp.send("Profiler.start")
        page.goto(url)
        page.wait_for_function("document.documentElement.dataset.engine === 'ready'",
                               timeout=600_000)
        # the tasks right after the engine's answer (and the deals made ahead, given time)
        page.wait_for_timeout(args.after)
        profile = None if args.no_profile else cdp.send("Profiler.stop")["profile"]
        tasks = page.evaluate("window.__probe")
        marks = page.evaluate("performance.getEntriesByType('mark').map(m => [m.startTime, m.name])")
        timeline = sorted([(start, f"long task {duration:.0f} ms") for start, duration in tasks]
                          + [(start, f"mark {name}") for start, name in marks])
        for start, what in timeline:   # marks a copy of the build adds, between the tasks
            print(f"{start:8.0f}  {what}")
        blocking = sum(max(0.0, duration - 50) for _, duration in tasks)
        print(f"the browser's long tasks: {len(tasks)}, blocking {blocking:.0f} ms, longest "
              f"{max((d for _, d in tasks), default=0):.0f} ms: "
              + ", ".join(f"{d:.0f}" for _, d in tasks))
        for begun, length, functions in (busy_runs(profile, args.busy) if profile else []):
            print(f"- busy from {begun:.0f} ms for {length:.0f} ms")
            for name, ms in functions.most_common(args.top):
                print(f"    {ms:6.1f}  {name}")
        context.close()
    httpd.shutdown()
    scratch.cleanup()


if __name__ == "__main__":
    main()
