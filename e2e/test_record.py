"""The player's record on this phone, end to end: a game finished here counts on the home card
and in the statistics sheet, in both languages; the reset asks first; saves stay."""

from __future__ import annotations

import json

from conftest import ENGINE_TIMEOUT, open_record, prepared_record, tap_move, wait_visible_move


def test_a_game_finished_here_counts_in_the_record(ready_app):
    page = ready_app
    # Luna against an Easy bot, a few moves before its end, seat 0 to move
    record = prepared_record("luna", ["Ann", "Bot"], 5, None, lambda rnd, legal: rnd.choice(legal))
    for cut in range(len(record["moves"]) - 1, 0, -1):
        if record["moves"][cut][0] == 0:
            record["moves"] = record["moves"][:cut]
            break
    open_record(page, record)
    while page.locator("[data-game='luna'][data-over='true']").count() == 0:
        wait_visible_move(page, "luna")
        moves = page.eval_on_selector_all(
            "[data-game='luna'] [data-move]:not([disabled])",
            "els => els.filter(e => e.checkVisibility()).map(e => e.dataset.move)")
        if moves:
            tap_move(page, "luna", moves[0])
    stored = json.loads(page.evaluate("localStorage.getItem('pt.stats')"))
    assert stored["games"]["luna"]["easy"]["played"] == 1
    page.click("[data-action='home']")
    page.wait_for_selector("[data-game-id='luna'] .game-record", timeout=ENGINE_TIMEOUT)
    assert "Played 1" in page.inner_text("[data-game-id='luna'] .game-record")
    page.click("[data-action='stats']")
    page.wait_for_selector("[data-cover='stats'] [data-stats-game='luna']")
    page.click("[data-cover='stats'] [data-action='cover-close']")
    page.click("[data-action='lang:zh-Hant']")
    # the redraw follows the tap: wait for the Chinese page, then read the card
    page.wait_for_selector("[data-game-id='luna'] .game-record:has-text('玩過 1 局')")
    page.click("[data-action='stats']")
    page.click("[data-action='stats-reset']")
    assert json.loads(page.evaluate("localStorage.getItem('pt.stats')"))["games"]["luna"]
    page.click("[data-action='stats-reset-yes']")
    page.wait_for_selector("[data-cover='stats'] [data-stats-game]", state="detached")
    assert json.loads(page.evaluate("localStorage.getItem('pt.stats')"))["games"] == {}
    assert page.evaluate("Object.keys(localStorage).some(k => k.startsWith('pt.save.'))")
