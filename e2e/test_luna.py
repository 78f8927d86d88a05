"""Luna on the phone, end to end: whole games against Easy bots played by tapping the
screen's move buttons, the action chooser that highlights where an action can go, and the
screen's layout and accessibility at a small phone size in both languages.

Every test gets a fresh browser context (fresh storage), in Pixel 7 emulation (conftest).
Positions for the layout and accessibility checks are prepared in CPython with pycore
(random legal moves) and opened through a share link. Bot moves are paced by the app
(`BOT_PACE` in web/ui/main.py, half a second, with no switch for tests), so the human here
flips a time token about two times in three to keep whole games short.
"""

from __future__ import annotations

import random

import pytest
from conftest import (
    ENGINE_TIMEOUT,
    axe_violations,
    moves_played,
    open_record,
    prepared_record,
    start_game,
    tap_move,
    wait_visible_move,
)
from playwright.sync_api import TimeoutError as PlaywrightTimeout

GAME = "[data-game='luna']"
MOVES = f"{GAME} [data-move]:not([disabled])"
VISIBLE = f"{MOVES} >> visible=true"
OVER = f"{GAME}[data-over='true']"


def play_to_the_end(page, seed: int, limit: int = 600) -> int:
    """Tap until the game is over: half of the time the time token, otherwise an action
    kind (a chip of the chooser) and then a random visible move button. The number of taps."""
    rnd = random.Random(seed)
    for taps in range(limit):
        page.wait_for_selector(f"{MOVES}:visible, {OVER}", timeout=ENGINE_TIMEOUT)
        if page.locator(OVER).count():
            return taps
        every = page.locator(MOVES).evaluate_all("els => els.map(e => e.dataset.move)")
        assert len(every) == len(set(every)), every  # one button per legal move
        chips = page.locator(f"{GAME} .kind-chip")
        if "time" in every and rnd.random() < 0.65:
            move = "time"
        else:
            if chips.count():
                try:
                    chips.nth(rnd.randrange(chips.count())).click(timeout=2000)
                except PlaywrightTimeout:  # redrawn meanwhile: look again
                    continue
            shown = page.locator(VISIBLE).evaluate_all("els => els.map(e => e.dataset.move)")
            if not shown:  # the screen is being redrawn
                wait_visible_move(page, "luna")
                continue
            move = shown[rnd.randrange(len(shown))]
        tap_move(page, "luna", move)
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("seats", [["human", "bot"], ["human", "bot", "bot", "bot"]],
                         ids=["2-players", "4-players"])
def test_a_whole_game_against_easy_bots(ready_app, seats):
    page = ready_app
    start_game(page, "luna", seats)
    page.wait_for_selector(MOVES + ":visible", timeout=ENGINE_TIMEOUT)
    taps = play_to_the_end(page, len(seats))
    assert taps > 10
    page.wait_for_selector(OVER)
    assert page.locator("[data-move]").count() == 0
    assert page.locator(".ranking li").count() == len(seats)
    assert page.locator(".log li").count() > 20
    assert "The game is over." in page.inner_text(".log")


# ---- prepared positions --------------------------------------------------------------------
def rare_often(rnd, legal: list[str]) -> str:
    """A random move: often a rare kind when offered, seldom the time token."""
    rare = [m for m in legal if m.startswith(("favour:book", "take:", "favour:tide", "from:"))]
    acting = [m for m in legal if m != "time"]
    return rnd.choice(rare if rare and rnd.random() < 0.7 else
                      acting if acting and rnd.random() < 0.85 else legal)


def prepared(seed: int, players: int, wanted: str, names=None) -> dict:
    """A record played until seat 0 may play a move starting with `wanted` ("over": to the end)."""
    names = names or ["Ann", "<b>Bo</b>", "陳小明", "Dee"]

    def due(state) -> bool:
        return state.to_move()[0] == 0 and any(str(m).startswith(wanted) for m in state.legal_moves(0))
    return prepared_record("luna", names[:players], seed, None if wanted == "over" else due, rare_often)


DECISIONS = [["shrine:", 1, 3], ["action:", 2, 4], ["spend:", 3, 2], ["to:", 4, 3],
             ["from:", 5, 4], ["take:", 6, 3], ["over", 7, 2]]


@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
def test_decisions_fit_a_small_phone_and_pass_axe(ready_app, lang):
    page = ready_app
    page.set_viewport_size({"width": 360, "height": 740})
    for wanted, seed, players in DECISIONS:
        open_record(page, prepared(seed, players, wanted))
        if lang != "en" and page.locator(f"[data-action='lang:{lang}']").count():
            page.click(f"[data-action='lang:{lang}']")
            page.wait_for_function("lang => document.documentElement.lang === lang", arg=lang)
        chips = page.locator(f"{GAME} .kind-chip")
        for i in range(max(chips.count(), 1)):
            if chips.count():
                chips.nth(i).click()
            assert page.evaluate("document.documentElement.scrollWidth") <= 360, wanted
            # (buttons replaced by a redraw while we look are skipped: they are not on screen)
            boxes = page.locator(VISIBLE).evaluate_all(
                "els => els.filter(e => e.isConnected).map(e => { const r = e.getBoundingClientRect();"
                " return [e.dataset.move, r.width, r.height, r.top]; })")
            for box in boxes:
                assert box[1] >= 44 and box[2] >= 44, (wanted, box)
            if wanted != "over":
                assert boxes, wanted
                # the decision sits in the dock, the bottom of the screen
                assert min([b[3] for b in boxes]) > 740 / 3, (wanted, boxes[0])
        assert axe_violations(page) == [], (wanted, lang)
        if wanted != "over":
            assert page.locator(f"{GAME} .prompt, {GAME} .kind-chip").count() >= 1


def test_choosing_an_action_highlights_where_it_can_go(ready_app):
    page = ready_app
    open_record(page, prepared(8, 3, "action:"))
    chips = page.locator(f"{GAME} .kind-chip")
    assert chips.count() >= 2
    for i in range(chips.count()):
        chips.nth(i).click()
        kind = page.locator(f"{GAME} .kind-radio:checked").get_attribute("value")
        shown = page.locator(VISIBLE).evaluate_all("els => els.map(e => e.dataset.move)")
        picked = [m for m in shown if m not in ("time",) and not m.startswith("favour:")]
        assert picked, kind
        places = []
        for move in picked:
            bits = move.split(":")
            if bits[0] == "action":
                assert bits[2] == kind
                places.append(f".isle[data-island='{bits[1]}']")
            else:
                assert bits[0] == kind
                places.append(f".isle[data-island='{bits[1]}']" if kind == "drift"
                              else f".ptile[data-tile='{bits[1]}']")
        lit = page.locator(f"{GAME} .isle, {GAME} .ptile").evaluate_all(
            "els => els.filter(e => getComputedStyle(e).boxShadow !== 'none')"
            ".map(e => e.dataset.island ? \".isle[data-island='\" + e.dataset.island + \"']\""
            " : \".ptile[data-tile='\" + e.dataset.tile + \"']\")")
        assert sorted(lit) == sorted(places), kind
    # a tap on a highlighted island plays it
    before = moves_played(page)
    page.locator(VISIBLE).first.click()
    page.wait_for_function(f"document.querySelector(\"[data-screen='game']\").dataset.moves !== '{before}'",
                           timeout=ENGINE_TIMEOUT)


def test_the_game_reads_in_traditional_chinese(ready_app):
    page = ready_app
    open_record(page, prepared(9, 2, "action:"))
    page.click("[data-action='lang:zh-Hant']")
    page.wait_for_selector(f"{GAME} >> text=七座聖島")
    board = page.inner_text("#board")
    for word in ["神殿", "議會席次軌", "登島階梯", "守衛", "回合"]:
        assert word in board
    labels = page.locator(MOVES).evaluate_all("els => els.map(e => e.getAttribute('aria-label'))")
    assert all(label and any("\u4e00" <= ch <= "\u9fff" for ch in label) for label in labels), labels


def test_an_island_held_shows_its_rules_and_the_key_explains_the_board(ready_app):
    """Issue 38, item 4: a held island shows its favour's and figures' rules under it, at a
    readable size, and plays nothing; the board's key draws every symbol beside its meaning.
    (Celtica's and Notre Dame's keys are drawn by the same module: tests/web/test_board_keys.py.)"""
    page = ready_app
    page.set_viewport_size({"width": 360, "height": 740})
    open_record(page, prepared(2, 4, "action:"))
    before = moves_played(page)
    island = page.locator(f"{GAME} .isle[data-zoom] >> visible=true").first
    island.scroll_into_view_if_needed()
    box = island.bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    page.wait_for_selector("#zoom .zoom-text")
    page.mouse.up()
    said = page.evaluate("(() => { const t = document.querySelector('#zoom .zoom-text');"
                         " const r = t.getBoundingClientRect();"
                         " return [t.textContent, parseFloat(getComputedStyle(t).fontSize), r.bottom]; })()")
    assert said[0] == island.get_attribute("data-zoom") and " favour\n" in said[0], said
    assert said[1] >= 12 and said[2] <= 740, said
    page.click("#zoom")
    page.wait_for_selector("#zoom", state="detached")
    assert moves_played(page) == before
    page.click(f"{GAME} [data-action='reference']")
    page.wait_for_selector("[data-cover='reference'] .key-row")
    assert page.locator("[data-cover='reference'] .key-row").count() >= 30
    assert page.locator("[data-cover='reference'] .key-sym .l-pawn.is-spent").count() >= 1
    smallest = page.evaluate("Math.min(...[...document.querySelectorAll('[data-cover=reference] .key-text')]"
                             ".map(e => parseFloat(getComputedStyle(e).fontSize)))")
    assert smallest >= 12
    assert axe_violations(page) == []
    page.keyboard.press("Escape")
    page.wait_for_selector("[data-cover='reference']", state="detached")
