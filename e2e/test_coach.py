"""The coach in the browser (issue 39): a hint worked out by the engine worker and marked on
the move it suggests; a review at a game's end that runs in the worker a step at a time with
its progress shown, stops, is kept beside the save and resumes. (What the review finds is
tested in CPython: tests/bots/test_review.py, tests/web/test_review_screen.py.)"""

from __future__ import annotations

from conftest import ENGINE_TIMEOUT, open_record, prepared_record
from screens import position


def test_a_hint_is_marked_on_its_move_and_a_review_runs_stops_and_resumes(ready_app):
    page = ready_app
    page.set_viewport_size({"width": 390, "height": 844})
    open_record(page, position("notre_dame"))
    page.click("[data-action='hint']")
    marked = page.wait_for_selector("[data-hint-move]", timeout=ENGINE_TIMEOUT)
    assert marked.get_attribute("data-hint-move") == marked.get_attribute("data-move")
    assert page.locator(".hint-box").inner_text().count("10") >= 1

    finished = prepared_record("notre_dame", ["Ann", "Bo"], 5, None, lambda rnd, legal: rnd.choice(legal))
    open_record(page, finished)
    page.wait_for_selector("[data-over='true'] [data-review='none']")
    page.click("[data-action='review']")
    page.wait_for_selector("[data-review='running'] progress")
    # the worker answers a step at a time: the bar moves while the page stays live
    page.wait_for_function("() => Number(document.querySelector('.review-bar')?.value) > 0",
                           timeout=ENGINE_TIMEOUT)
    page.click("[data-action='review:stop']")
    page.wait_for_selector("[data-review='stopped']", timeout=ENGINE_TIMEOUT)
    kept = page.evaluate("""() => Object.keys(localStorage).filter(k => k.startsWith('pt.review.'))
                              .map(k => JSON.parse(localStorage.getItem(k)).progress.quick.length)""")
    assert len(kept) == 1 and kept[0] > 0
    stopped_at = int(page.get_attribute(".review-bar", "value"))
    page.click("[data-action='review']")
    page.wait_for_function("n => Number(document.querySelector('.review-bar')?.value) > n",
                           arg=stopped_at, timeout=ENGINE_TIMEOUT)
    page.click("[data-action='review:stop']")
    page.wait_for_selector("[data-review='stopped']", timeout=ENGINE_TIMEOUT)
