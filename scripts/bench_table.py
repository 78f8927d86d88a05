"""`make bench`'s figures for several phones at one table (web/ui/app/table/, web/js/table.js):
two pages in separate browser contexts (two phones) over a real WebRTC data channel, in the
private network namespace `make bench` runs in (scripts/netns.sh).

* `table_answer_to_seat_ms` — from the host submitting the guest's answer (as the scanner
  does once it has read it) to the guest's page showing its seat's game;
* `table_host_to_guest_ms` / `table_guest_to_host_ms` — medians, from a tap on one phone to
  the other phone's screen showing the move; `table_move_round_trip_ms` is their sum (a move
  host → guest → host, without anyone's thinking time);
* `table_bytes_per_move` — characters sent over the channel, both ways, per move played.
"""

from __future__ import annotations

import statistics

WATCH_SEAT = """() => {
    window.__seatAt = null;
    const seen = () => document.querySelector("[data-screen='game'][data-seat]");
    new MutationObserver((_, obs) => { if (seen()) { obs.disconnect(); window.__seatAt = Date.now(); } })
        .observe(document, {subtree: true, childList: true, attributes: true});
}"""
ARM = """() => {
    const g = () => document.querySelector("[data-screen='game']");
    window.__seen = null;
    const start = g() ? g().dataset.moves : '';
    new MutationObserver((_, obs) => {
        const root = g();
        if (root && root.dataset.moves !== start) { window.__seen = Date.now(); obs.disconnect(); }
    }).observe(document, {subtree: true, childList: true, attributes: true});
}"""
TAP = """() => {
    const g = document.querySelector("[data-screen='game'][data-ready='true']");
    if (!g) return 0;
    const b = [...g.querySelectorAll('[data-move]:not([disabled])')].find(e => e.checkVisibility());
    if (!b) return 0;
    const t = Date.now();
    b.click();
    return t;
}"""


def table_figures(browser, base, record, moves_wanted=24):
    phones = [browser.new_context(viewport={"width": 390, "height": 844}) for _ in range(2)]
    host, guest = [c.new_page() for c in phones]
    try:
        host.goto(base)
        host.wait_for_selector("html[data-engine='ready']", state="attached", timeout=300_000)
        host.click("[data-action='new:luna']")
        host.click("[data-action='setup-kind:1:remote']")
        host.click("[data-action='start']")
        host.click("[data-action='table-show:1']")
        link = host.wait_for_selector("[data-join-link]", timeout=60_000).get_attribute("data-join-link")
        guest.goto(link)
        answer = guest.wait_for_selector("[data-answer]", timeout=300_000).get_attribute("data-answer")
        host.fill("[data-answer-input]", answer)
        guest.evaluate(WATCH_SEAT)
        submitted = host.evaluate("() => { const t = Date.now();"
                                  " document.querySelector(\"[data-action='table-answer']\").click(); return t; }")
        guest.wait_for_function("() => window.__seatAt !== null", timeout=60_000)
        record("table_answer_to_seat_ms", float(guest.evaluate("() => window.__seatAt") - submitted))
        host.wait_for_selector("[data-screen='game']", timeout=60_000)
        start_chars = sum(p.evaluate("() => window.ptTable.stats.chars") for p in (host, guest))
        start_moves = int(host.get_attribute("[data-screen='game']", "data-moves"))
        delays = {"host": [], "guest": []}
        for _ in range(moves_wanted * 4):
            if len(delays["host"]) + len(delays["guest"]) >= moves_wanted:
                break
            if host.locator("[data-over='true']").count():
                break
            for name, page, other in (("host", host, guest), ("guest", guest, host)):
                other.evaluate(ARM)
                tapped = page.evaluate(TAP)
                if not tapped:
                    continue
                other.wait_for_function("() => window.__seen !== null", timeout=60_000)
                delays[name].append(other.evaluate("() => window.__seen") - tapped)
                page.wait_for_function(
                    "() => !document.querySelector(\"[data-screen='game'] [data-move]:not([disabled])\")"
                    " || document.querySelector(\"[data-screen='game']\").dataset.ready === 'true'", timeout=60_000)
        moves = int(host.get_attribute("[data-screen='game']", "data-moves")) - start_moves
        chars = sum(p.evaluate("() => window.ptTable.stats.chars") for p in (host, guest)) - start_chars
        there = statistics.median(delays["host"]) if delays["host"] else 0.0
        back = statistics.median(delays["guest"]) if delays["guest"] else 0.0
        record("table_host_to_guest_ms", float(there))
        record("table_guest_to_host_ms", float(back))
        record("table_move_round_trip_ms", float(there + back))
        if moves > 0:
            record("table_bytes_per_move", float(chars / moves))
    finally:
        for context in phones:
            context.close()
