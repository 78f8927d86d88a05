"""Citadels' table options in the new-game screen, in the browser: a Dark City table with 9
ranks for 5 players reaches the engine (the game's call strip has 9 ranks of Dark City
characters), and the options section fits a small phone and passes axe in both languages.

Every test gets a fresh browser context (fresh storage), in Pixel 7 emulation (conftest).
"""

from __future__ import annotations

import time

import pytest
from conftest import ENGINE_TIMEOUT, axe_violations

GAME = "[data-game='citadels']"


def tap(page, action: str) -> None:
    """Tap a control of the current screen by its action."""
    page.click(f"[data-action='{action}']")




def test_dark_city_with_nine_ranks_reaches_the_game(ready_app):
    page = ready_app
    started = time.monotonic()
    tap(page, "new:citadels")
    tap(page, "setup-players:5")                 # seat 1 human, the other four bots
    for seat in range(1, 5):
        tap(page, f"setup-level:{seat}:easy")
    tap(page, "setup-preset:dark_city")
    page.wait_for_selector("[data-action='setup-preset:dark_city'][aria-pressed='true']")
    tap(page, "setup-ranks:9")
    page.wait_for_selector("[data-action='setup-ranks:9'][aria-pressed='true']")
    assert page.locator("[data-rank]").count() == 9
    assert page.locator("[data-action='setup-char:9:queen']").count() == 1   # 5 players
    tap(page, "setup-char:9:queen")
    page.wait_for_selector("[data-action='setup-char:9:queen'][aria-pressed='true']")
    tap(page, "start")
    page.wait_for_selector(f"{GAME} .ct-strip li", timeout=ENGINE_TIMEOUT)
    assert page.locator(f"{GAME} .ct-strip li").count() == 9
    # each card of the line-up names its character (its label)
    labels = page.locator(f"{GAME} .ct-strip li [aria-label]").evaluate_all(
        "els => els.map(e => e.getAttribute('aria-label'))")
    text = " ".join(labels)
    for name in ["Witch", "Tax Collector", "Wizard", "Diplomat", "Queen"]:
        assert name in text, (name, labels)
    assert "Assassin" not in text
    assert page.locator("#toast p").count() == 0
    assert time.monotonic() - started < 60


@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
def test_the_options_fit_a_small_phone_and_pass_axe(ready_app, lang):
    page = ready_app
    page.set_viewport_size({"width": 360, "height": 740})
    if page.locator(f"[data-action='lang:{lang}']").count():
        tap(page, f"lang:{lang}")
        page.wait_for_selector(f"html[lang='{lang}']", state="attached")
    tap(page, "new:citadels")
    tap(page, "setup-players:4")
    tap(page, "setup-ranks:9")
    page.wait_for_selector("[data-rank='9']")
    # 4 players: rank 9 offers the Artist or Random, never the Queen
    assert page.locator("[data-action='setup-char:9:queen']").count() == 0
    assert page.locator("[data-action='setup-char:9:artist']").count() == 1
    tap(page, "setup-fold")
    page.wait_for_selector("details.opt-purple[open]")
    tap(page, "setup-purple:keep")
    page.wait_for_selector("[data-action='setup-purple:keep'][aria-checked='false']")
    assert page.locator("details.opt-purple[open]").count() == 1   # the fold stays open
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    boxes = page.locator(".setup button:visible, .setup summary").evaluate_all(
        "els => els.map(e => { const r = e.getBoundingClientRect();"
        " return [e.dataset.action, r.width, r.height]; })")
    for box in boxes:
        assert box[1] >= 44 and box[2] >= 44, box
    section = page.inner_text(".opt")
    assert ("牌局設定" if lang == "zh-Hant" else "Table options") in section
    assert ("藝術家" if lang == "zh-Hant" else "Artist") in section
    assert axe_violations(page) == []
