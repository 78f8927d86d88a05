"""Make one Chromium's renderers run `factor`× slower, workers included, for `make bench`.

Why not the DevTools protocol: `Emulation.setCPUThrottlingRate` slows a page's main thread
only. Sent to a dedicated worker's own session (attached with `Target.setAutoAttach`,
`flatten`), Chromium refuses it: "Operation is only supported for pages, not workers"
(`InspectorEmulationAgent::AssertPage`). Our engine runs in a worker, so a phone run that
throttled only the page would leave the part that matters at full speed.

What this does instead: it stops and continues every renderer process of *one* browser (the
descendants of the process started with our own `--user-data-dir`) on a short duty cycle,
running 1/factor of each period. Every thread of the renderer — the page's main thread, its
workers, a service worker living there — gets 1/factor of the wall-clock time, which is what a
CPU `factor` times slower does to them. The bench prints the proof (a fixed Python loop in a
worker, timed at 1× and under this throttle). Other browsers on the machine are never touched.
Linux only (it reads /proc); needs nothing but the right to signal our own processes.
"""

from __future__ import annotations

import contextlib
import os
import signal
import threading
import time
from pathlib import Path

PERIOD_S = 0.008  # short, so a 50 ms task is cut into many slices as on a slow CPU


def _processes() -> dict[int, tuple[int, str]]:
    """pid -> (parent pid, command line) for every process we can read."""
    found = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            cmdline = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except OSError:
            continue
        # the command name in stat may hold spaces and parentheses: split after the last ')'
        ppid = int(stat.rsplit(")", 1)[1].split()[1])
        found[int(entry.name)] = (ppid, cmdline)
    return found


def renderers_of(profile_dir: str) -> list[int]:
    """The renderer processes of the browser that runs with this profile directory."""
    procs = _processes()
    marker = f"--user-data-dir={profile_dir}"
    roots = {pid for pid, (_, cmd) in procs.items()
             if marker in cmd and "--type=" not in cmd}
    children: dict[int, list[int]] = {}
    for pid, (ppid, _) in procs.items():
        children.setdefault(ppid, []).append(pid)
    out, todo = [], list(roots)
    while todo:
        pid = todo.pop()
        for child in children.get(pid, []):
            todo.append(child)
            if "--type=renderer" in procs[child][1]:
                out.append(child)
    return out


class SlowCPU:
    """`with SlowCPU(profile_dir, 4):` — the browser's renderers run at a quarter speed.

    `factor` may be changed while running (`slow.factor = 1` lets them run freely).
    """

    def __init__(self, profile_dir: str, factor: float = 4.0) -> None:
        self.profile_dir = profile_dir
        self.factor = factor
        self._stop = threading.Event()
        self._pids: list[int] = []
        self._thread = threading.Thread(target=self._run, daemon=True)

    def __enter__(self) -> SlowCPU:
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self._stop.set()
        self._thread.join()
        self._signal(signal.SIGCONT)  # never leave a renderer stopped

    def _signal(self, sig: int) -> None:
        for pid in self._pids:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, sig)

    def _run(self) -> None:
        rescan, debt = 0.0, 0.0
        self._pids = renderers_of(self.profile_dir)
        while not self._stop.is_set():
            if self.factor <= 1:
                self._signal(signal.SIGCONT)
                time.sleep(PERIOD_S)
                self._pids = renderers_of(self.profile_dir)
                continue
            # Sleeps overshoot on a busy machine: stop for (factor - 1) times the time the
            # renderers actually ran, and carry any error over to the next period.
            start = time.monotonic()
            self._signal(signal.SIGCONT)
            time.sleep(PERIOD_S / self.factor)
            ran = time.monotonic()
            self._signal(signal.SIGSTOP)
            if ran >= rescan:  # renderers come and go (new sites, spare renderers)
                fresh = renderers_of(self.profile_dir)
                for pid in set(fresh) - set(self._pids):
                    with contextlib.suppress(ProcessLookupError):
                        os.kill(pid, signal.SIGSTOP)
                self._pids = fresh
                rescan = ran + 0.5
            want = (ran - start) * (self.factor - 1) + debt
            left = want - (time.monotonic() - ran)
            if left > 0:
                time.sleep(left)
            debt = want - (time.monotonic() - ran)
        self._signal(signal.SIGCONT)
