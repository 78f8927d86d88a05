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
  `_guest` count the files fetched more than once (the aim: none);
* as phones run it (`open_figures`: Pixel 7, 4× slower CPU): `message_guest_invite_cold_ms`,
  `message_guest_turn_warm_ms` and `message_host_reply_to_next_ms`.
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


# In each phone's page from its first byte: when a guest's table or invite is first shown, and
# every value the host's link for seat 1 and its game's move count take, with their times.
MARKS = """
window.__marks = {links: [], moves: []};
new MutationObserver(() => {
  const m = window.__marks, now = performance.now();
  if (!m.invite && document.querySelector("[data-screen='msg-invite']")) m.invite = now;
  if (!m.seat && document.querySelector("[data-screen='game'][data-seat='1']")) m.seat = now;
  if (!m.play && document.querySelector("[data-screen='game'][data-seat='1'][data-ready='true'] "
                                        + "[data-move]:not([disabled])")) m.play = now;
  const box = document.querySelector("[data-message-link][data-to='1']");
  const link = box ? box.dataset.messageLink : "";
  if (!m.links.length || m.links[m.links.length - 1][0] !== link) m.links.push([link, now]);
  const g = document.querySelector("[data-screen='game'][data-ready='true']");
  const own = g && g.dataset.seat === "0" && g.querySelector("[data-move]:not([disabled])");
  const moves = g ? g.dataset.moves + (own ? "+" : "") : "";
  if (!m.moves.length || m.moves[m.moves.length - 1][0] !== moves) m.moves.push([moves, now]);
}).observe(document, {subtree: true, childList: true, attributes: true});
"""
# the host offered its next step: a new link for seat 1, or a move of its own after the reply
NEXT_OFFERED = """([oldLink, oldMoves]) => {
  const m = window.__marks;
  const link = m.links.find(([value]) => value && value !== oldLink && !value.includes("#m1.i."));
  const own = m.moves.find(([value]) => value.endsWith("+") && value !== oldMoves + "+");
  const times = [link, own].filter(Boolean).map(([, at]) => at);
  return times.length ? Math.min(...times) : null;
}"""
# what the host's phone shows now: a link for seat 1 other than the last carried, or its own move
HOST_STEP = """(last) => {
  const box = document.querySelector("[data-message-link][data-to='1']");
  if (box && box.dataset.messageLink !== last && !box.dataset.messageLink.includes("#m1.i.")) return true;
  return !!document.querySelector("[data-screen='game'][data-seat='0'][data-ready='true'] "
                                  + "[data-move]:not([disabled])");
}"""
HOST_MOVE = "[data-screen='game'][data-seat='0'][data-ready='true'] [data-move]:not([disabled])"
GUEST_GAME = "[data-screen='game'][data-seat='1'][data-ready='true']"
BENCH_TIMEOUT = int(__import__("os").environ.get("BENCH_MESSAGE_TIMEOUT", "300000"))
TURNS = 6          # turn links carried (and replies taken) for the warm medians


def _phone(p, profile):
    from bench import ARGS, CHROMIUM, PIXEL_7, guides_seen
    context = p.chromium.launch_persistent_context(profile, executable_path=CHROMIUM, args=ARGS,
                                                   **PIXEL_7)
    context.add_init_script(MARKS)
    context.add_init_script(guides_seen())
    page = context.pages[0] if context.pages else context.new_page()
    return context, page


def _reopen(page, link):
    """A link opened from a chat: a new page load of the app (the service worker serves it)."""
    page.goto("about:blank")
    page.goto(link)


def _click_a_move(page, rnd, selector):
    moves = page.locator(selector + " [data-move]:not([disabled])")
    moves.first.wait_for(timeout=180_000)
    moves.nth(rnd.randrange(moves.count())).click()


def open_figures(p, base: str, record) -> None:
    """As phones run it (Pixel 7, 4× slower CPU for the page and its workers; the guest's first
    visit over a good 4G line): a guest's first open of its invite until the invite is shown
    (`message_guest_invite_cold_ms`), a turn link opened again later until its seat's table can
    be played (`message_guest_turn_warm_ms`, median of TURNS), and the host's time from a reply
    opened (the app loading anew, as from a chat) until its next step is offered: the seat's next
    link or its own move (`message_host_reply_to_next_ms`, median)."""
    import random
    import tempfile

    from slow_cpu import SlowCPU

    from bench import GOOD_4G, NO_SHAPING, PHONE_CPU
    rnd = random.Random(5)
    with tempfile.TemporaryDirectory() as host_dir, tempfile.TemporaryDirectory() as guest_dir:
        host, hp = _phone(p, host_dir)
        guest, gp = _phone(p, guest_dir)
        try:
            hp.goto(base)
            hp.wait_for_selector("html[data-engine='ready']", state="attached", timeout=BENCH_TIMEOUT)
            hp.wait_for_function("navigator.serviceWorker.controller !== null", timeout=BENCH_TIMEOUT)
            hp.click("[data-action='new:celtica']")
            hp.click("[data-action='setup-players:2']")
            hp.click("[data-action='setup-kind:1:message']")
            hp.click("[data-action='start']")
            invite = hp.get_attribute("[data-message-link][data-to='1']", "data-message-link")
            with SlowCPU(host_dir, PHONE_CPU) as slow_host, SlowCPU(guest_dir, PHONE_CPU) as slow_guest:
                cdp = guest.new_cdp_session(gp)
                cdp.send("Network.enable")
                cdp.send("Network.emulateNetworkConditions", GOOD_4G)
                gp.goto(invite)
                gp.wait_for_function("window.__marks.invite", timeout=BENCH_TIMEOUT)
                record("message_guest_invite_cold_ms", gp.evaluate("window.__marks.invite"))
                gp.wait_for_function("navigator.serviceWorker.controller !== null", timeout=BENCH_TIMEOUT)
                cdp.send("Network.emulateNetworkConditions", NO_SHAPING)
                gp.click("[data-action='table-mjoin']")
                answer = gp.get_attribute("[data-message-link][data-to='host']", "data-message-link")
                _reopen(hp, answer)
                turns, replies, last = [], [], None
                while len(turns) < TURNS:
                    hp.wait_for_function(HOST_STEP, arg=last or "", timeout=BENCH_TIMEOUT)
                    link = hp.get_attribute("[data-message-link][data-to='1']", "data-message-link")
                    if not link or link == last:        # the host's own move: not measured
                        slow_host.factor = slow_guest.factor = 1
                        _click_a_move(hp, rnd, "[data-screen='game'][data-seat='0'][data-ready='true']")
                        slow_host.factor = slow_guest.factor = PHONE_CPU
                        continue
                    last = link
                    _reopen(gp, link)
                    if hp.locator(HOST_MOVE).count():
                        gp.wait_for_function("window.__marks.seat", timeout=BENCH_TIMEOUT)
                        continue                        # a table to see, not a turn
                    turns.append(gp.wait_for_function("window.__marks.play", timeout=BENCH_TIMEOUT).json_value())
                    _click_a_move(gp, rnd, GUEST_GAME)
                    box = gp.wait_for_selector("[data-message-link][data-to='host']", timeout=BENCH_TIMEOUT)
                    reply = box.get_attribute("data-message-link")
                    moves = hp.get_attribute("[data-screen='game']", "data-moves") or ""
                    _reopen(hp, reply)
                    replies.append(hp.wait_for_function(NEXT_OFFERED, arg=[last, moves],
                                                         timeout=BENCH_TIMEOUT).json_value())
            record("message_guest_turn_warm_ms", statistics.median(turns))
            record("message_host_reply_to_next_ms", statistics.median(replies))
        finally:
            guest.close()
            host.close()
