"""`make bench`'s figures of a table by message (section `message`).

* `link_chars_p50` / `_p95` / `_max` — the characters of every link a table by message makes
  (the host's messages, the last one with its reveal for the check at the end, and every seat's
  replies), over whole random games of every game at every table size it takes from two seats
  to four (Citadels to seven), each link with a 25-character address before it; and the same
  per game (`<game>_link_chars_p95` …). The aim: 95 % under 1,500, none over 4,000.
* `first_visit_bytes_host`, `first_visit_requests_host` — what a host's first visit transfers,
  counted at the server, until the engine is up and the service worker has installed the
  release; `first_visit_bytes_guest`, `first_visit_requests_guest` — the same for a guest's
  phone opening an invite, until the invite is shown and the service worker has installed;
  each again gzipped as a static host serves it (`_gzip`). `first_visit_repeats_host` and
  `_guest` count the files fetched more than once (the aim: none).
"""

from __future__ import annotations

import collections
import statistics
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "web"))
sys.path.insert(0, str(ROOT / "web" / "ui"))
sys.path.insert(0, str(ROOT))

SEEDS = (1, 2, 3)


def percentile(sizes, share):
    ordered = sorted(sizes)
    return ordered[min(len(ordered) - 1, int(len(ordered) * share))]


def link_figures(record) -> None:
    from message_table import play_game

    from pycore import games
    every = []
    for rules in games.all():
        sizes = []
        top = 7 if rules.id == "citadels" else 4
        for players in range(2, top + 1):
            for seed in SEEDS:
                try:
                    table = play_game(rules.id, players, seed)
                except ValueError:
                    break           # a table size the game does not take
                sizes += table.sizes
        record(f"{rules.id}_link_chars_p50", float(statistics.median(sizes)))
        record(f"{rules.id}_link_chars_p95", float(percentile(sizes, 0.95)))
        record(f"{rules.id}_link_chars_max", float(max(sizes)))
        every += sizes
    record("link_chars_p50", float(statistics.median(every)))
    record("link_chars_p95", float(percentile(every, 0.95)))
    record("link_chars_max", float(max(every)))


def invite_fragment() -> str:
    """A guest's invite as a host makes it (the facts are public: the link carries them)."""
    from app.message import links
    facts = {"v": 1, "table": "AAAAAA", "seat": 1, "invite": 1, "game": "celtica", "names": ["Ann", "Ben"],
             "kinds": ["human", "msg"], "key": "B" * 87, "commit": "0" * 64, "from": 0}
    return links.invite(facts)


def first_visit(browser, dist: Path, compress: bool, guest: bool) -> tuple[int, int, int]:
    """[bytes, requests, files fetched twice] of one first visit, counted at the server."""
    from serve import make_server
    httpd = make_server(str(dist), 0, compress=compress)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{httpd.server_address[1]}/"
    context = browser.new_context(viewport={"width": 390, "height": 844})
    try:
        page = context.new_page()
        if guest:
            page.goto(base + invite_fragment())
            page.wait_for_selector("[data-screen='msg-invite']", timeout=180_000)
        else:
            page.goto(base)
            page.wait_for_selector("html[data-engine='ready']", state="attached", timeout=180_000)
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=180_000)
        # the service worker's install is over once it controls the page: every file is in
        served = list(httpd.served)
    finally:
        context.close()
        httpd.shutdown()
    paths = collections.Counter("/index.html" if path == "/" else path for path, status, _ in served
                                if status == 200)
    return (sum(size for _, _, size in served), len(served), sum(1 for n in paths.values() if n > 1))


def visit_figures(browser, dist: Path, record) -> None:
    for who, guest in (("host", False), ("guest", True)):
        size, requests, twice = first_visit(browser, dist, False, guest)
        record(f"first_visit_bytes_{who}", float(size))
        record(f"first_visit_requests_{who}", float(requests))
        record(f"first_visit_repeats_{who}", float(twice))
        size, _, _ = first_visit(browser, dist, True, guest)
        record(f"first_visit_bytes_{who}_gzip", float(size))


def message_figures(browser, dist: Path, record) -> None:
    link_figures(record)
    visit_figures(browser, dist, record)


if __name__ == "__main__":     # the link figures alone, with no browser
    link_figures(lambda name, value: print(f"{name}: {value:g}"))
