"""Citadels on the phone, end to end: whole games against Easy bots played by tapping the
screen's move buttons, an 8-player table with 9 ranks opened through a share link, and the
screen's layout and accessibility at a small phone size in both languages.

Every test gets a fresh browser context (fresh storage), in Pixel 7 emulation (conftest).
Positions for the layout and accessibility checks are prepared in CPython with pycore
(random legal moves) and opened through a share link. Bot moves are paced by the app
(`BOT_PACE` in web/ui/main.py, half a second, with no switch for tests), so the human here
builds whenever it can to keep whole games short.
"""

from __future__ import annotations

import random
import sys

import pytest
from conftest import (
    ENGINE_TIMEOUT,
    ROOT,
    axe_violations,
    moves_played,
    open_record,
    prepared_record,
    start_game,
    tap_move,
    wait_engine,
    wait_visible_move,
)

sys.path.insert(0, str(ROOT))
from pycore import links, records

# no transition or animation running: colours are what they will stay (for axe's contrast)
SETTLED = "() => document.getAnimations().every(a => a.playState !== 'running')"
GAME = "[data-game='citadels']"
MOVES = f"{GAME} [data-move]:not([disabled])"
VISIBLE = f"{MOVES} >> visible=true"
OVER = f"{GAME}[data-over='true']"
# moves the human prefers, most wanted first: build, take gold, keep what was drawn
PREFERRED = ["build:", "gold", "keep:", "pick:"]


def choose(rnd, shown: list[str]) -> str:
    for prefix in PREFERRED:
        wanted = [m for m in shown if m.startswith(prefix)]
        if wanted and rnd.random() < 0.9:
            return rnd.choice(wanted)
    ending = [m for m in shown if m == "end"]
    others = [m for m in shown if m != "end"]
    return rnd.choice(ending if ending and rnd.random() < 0.6 else others or shown)


def tap(page, move: str) -> bool:
    return tap_move(page, "citadels", move)


def play_until(page, seed: int, done, limit: int = 800) -> int:
    """Tap visible move buttons until `done(page)`; the number of taps."""
    rnd = random.Random(seed)
    for taps in range(limit):
        page.wait_for_selector(f"{MOVES}, {OVER}", state="attached", timeout=ENGINE_TIMEOUT)
        if done(page):
            return taps
        every = page.locator(MOVES).evaluate_all("els => els.map(e => e.dataset.move)")
        assert len(every) == len(set(every)), every  # one button per legal move
        shown = page.locator(VISIBLE).evaluate_all("els => els.map(e => e.dataset.move)")
        if not shown:  # the screen is being redrawn
            wait_visible_move(page, "citadels")
            continue
        tap(page, choose(rnd, shown))
    raise AssertionError(f"not done after {limit} taps")


@pytest.mark.parametrize("seats", [["human", "bot"], ["human", "bot", "bot", "bot"]],
                         ids=["2-players", "4-players"])
def test_a_whole_game_against_easy_bots(ready_app, seats):
    page = ready_app
    start_game(page, "citadels", seats)
    page.wait_for_selector(MOVES, timeout=ENGINE_TIMEOUT)
    taps = play_until(page, len(seats), lambda p: p.locator(OVER).count() > 0)
    assert taps > 10
    page.wait_for_selector(OVER)
    assert page.locator("[data-move]").count() == 0
    assert page.locator(".ranking li").count() == len(seats)
    assert page.locator(".ct-score").count() == len(seats)   # the score breakdown per player
    assert "The game is over." in page.inner_text(".log")


def test_eight_players_with_nine_ranks_play_a_round(ready_app):
    """An 8-player table with 9 ranks ("ranks": 9, which 8 players require) opened through a
    share link starts and plays a round. (Choosing options in the setup screen is covered by
    e2e/test_setup_options.py.)"""
    page = ready_app
    names = ["Ann", "Bo", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"]
    seats = [{"name": names[0], "kind": "human"}] + [
        {"name": n, "kind": "bot", "level": "easy"} for n in names[1:]]
    record = records.make_record("citadels", seats, 21, {"ranks": 9})
    assert records.replay(record).view(None)["characters"][-1]["rank"] == 9
    page.goto(page.url.split("#")[0] + "#" + links.encode(record))
    wait_engine(page)
    page.wait_for_selector(f"{MOVES}, {OVER}", state="attached", timeout=ENGINE_TIMEOUT)
    if page.locator("[data-action='toast-close']").count():
        page.click("[data-action='toast-close']")
    play_until(page, 8, lambda p: "Round 2 begins" in p.inner_text(".log"), limit=120)
    assert page.locator(f"{GAME} .ct-strip li").count() == 9
    assert page.locator(f"{GAME} .ct-seat").count() == 8
    log = page.inner_text(".log")
    assert "Calling 9" in log and "The game is over." not in log


# ---- prepared positions --------------------------------------------------------------------
NAMES = ["Ann", "<b>Bo</b>", "陳小明", "Dee", "Eve"]


def rare_often(rnd, legal: list[str]) -> str:
    """A random move, more than half of the time one of the rarer kinds when offered."""
    rare = [m for m in legal if m.split(":")[0] not in ("gold", "draw", "end", "pick", "keep", "income")]
    return rnd.choice(rare if rare and rnd.random() < 0.6 else legal)


def prepared(seed: int, players: int, wanted: str, options=None) -> dict:
    """A record played until seat 0 may play a move starting with `wanted`, after the first
    round ("over": to the end)."""
    def due(state) -> bool:
        return (state.to_move()[0] == 0 and state.round > 1
                and any(str(m).startswith(wanted) for m in state.legal_moves(0)))
    return prepared_record("citadels", NAMES[:players], seed, None if wanted == "over" else due,
                           rare_often, options)


# [move prefix, seed, players, options]
DECISIONS = [["pick:", 1, 4, None], ["gold", 1, 4, None], ["kill:", 1, 5, None], ["destroy:", 1, 4, None],
             ["keep:", 1, 3, None], ["exchange:", 2, 4, {"preset": "dark_city"}], ["over", 7, 4, None]]
ON_THE_BOARD = ("destroy:", "exchange:", "armory:", "beautify:")   # targets drawn in the cities


@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
def test_decisions_fit_a_small_phone_and_pass_axe(ready_app, lang):
    page = ready_app
    page.set_viewport_size({"width": 360, "height": 740})
    for wanted, seed, players, options in DECISIONS:
        open_record(page, prepared(seed, players, wanted, options))
        if lang != "en" and page.locator(f"[data-action='lang:{lang}']").count():
            page.click(f"[data-action='lang:{lang}']")
            page.wait_for_selector(f"html[lang='{lang}']", state="attached")
        assert page.evaluate("document.documentElement.scrollWidth") <= 360, wanted
        boxes = page.locator(VISIBLE).evaluate_all(
            "els => els.map(e => { const r = e.getBoundingClientRect();"
            " return [e.dataset.move, r.width, r.height, r.top]; })")
        for box in boxes:
            assert box[1] >= 44 and box[2] >= 44, (wanted, box)
        if wanted != "over":
            assert boxes, wanted
            # the decision sits in the dock, the bottom of the screen (city targets excepted)
            dock = [b for b in boxes if not b[0].startswith(ON_THE_BOARD)]
            assert dock and min([b[3] for b in dock]) > 740 / 3, (wanted, dock[:1])
            assert page.locator(f"{GAME} .prompt, {GAME} .ct-note").count() >= 1
        if wanted.startswith(ON_THE_BOARD):
            assert page.locator("#board .ct-district.is-target").count() >= 1
        if lang == "zh-Hant":
            labels = page.locator(MOVES).evaluate_all(
                "els => els.map(e => e.getAttribute('aria-label') || e.textContent)")
            assert all(any("\u4e00" <= ch <= "\u9fff" for ch in label) for label in labels), labels
        assert axe_violations(page) == [], (wanted, lang)
        page.emulate_media(color_scheme="dark")     # the dark theme passes too
        page.wait_for_function(SETTLED)             # the buttons' colour transitions done
        assert axe_violations(page) == [], (wanted, lang, "dark")
        page.emulate_media(color_scheme="light")


def test_the_game_reads_in_traditional_chinese(ready_app):
    page = ready_app
    open_record(page, prepared(9, 4, "gold"))
    page.click("[data-action='lang:zh-Hant']")
    page.wait_for_selector(f"{GAME} >> text=本輪角色")
    board = page.inner_text("#board")
    for word in ["城市", "銀行", "牌堆", "刺客", "國王"]:
        assert word in board
    dock = page.inner_text(f"{GAME} .dock")
    assert "拿 2 金幣" in dock and "抽地區牌" in dock


# ---- motion -----------------------------------------------------------------------------------
RECORD_MOTION = """() => { window.__motion = []; const m = window.ptMotion, after = m.after;
    m.after = function (root) { const out = after(root); window.__motion.push(out); return out; }; }"""


def motion_since(page) -> list:
    """What each redraw since RECORD_MOTION animated ({moved, flown, popped, counted, carried})."""
    return page.evaluate("() => window.__motion.splice(0)")


def test_a_card_built_flies_from_the_hand_into_the_city_and_gold_counts(ready_app):
    """Building plays out: the card leaves the hand for its place in the city and the purse
    counts down; under prefers-reduced-motion the same move animates nothing."""
    page = ready_app
    record = prepared(3, 4, "build:")
    open_record(page, record)
    page.evaluate(RECORD_MOTION)
    builds = page.locator(f"{GAME} .ct-hand [data-move^='build:']").evaluate_all("els => els.map(e => e.dataset.move)")
    assert builds
    assert tap(page, builds[0])
    found = motion_since(page)
    assert found and found[0]["flown"] >= 1 and found[0]["counted"] >= 1, found
    # the same kind of move with reduced motion: nothing moves
    page.emulate_media(reduced_motion="reduce")
    open_record(page, prepared(4, 4, "build:"))
    page.evaluate(RECORD_MOTION)
    builds = page.locator(f"{GAME} .ct-hand [data-move^='build:']").evaluate_all("els => els.map(e => e.dataset.move)")
    assert builds and tap(page, builds[0])
    for done in motion_since(page):
        assert done["moved"] == done["flown"] == done["popped"] == done["counted"] == 0, done


def test_a_called_character_is_shown_for_a_moment_without_holding_up_a_tap(ready_app):
    """As a character is called its card is shown large over the board (`data-reveal`), then
    hidden; a tap under it plays at once and does not play the moment again; under
    prefers-reduced-motion it is not shown at all (the strip says it)."""
    page = ready_app
    def called_for_ann(state) -> bool:   # Ann's character called, nothing done yet
        last = state.log[-1] if state.log else {}
        return state.round > 1 and last.get("event") == "revealed" and last.get("seat") == 0 and 0 in state.to_move()
    record = prepared_record("citadels", NAMES[:4], 3, called_for_ann, rare_often)
    character = records.replay(record).log[-1]["character"]
    open_record(page, record)
    card = page.locator(f"{GAME} .ct-reveals[aria-hidden='true'] [data-reveal='{character}']")
    assert card.count() == 1
    assert card.evaluate("e => e.getAnimations().map(a => [a.animationName, a.effect.getTiming().duration])") \
        == [["ct-reveal", 1600]]
    page.evaluate("c => { document.querySelector(`[data-reveal='${c}']`).ptSeen = true; }", character)
    # a tap where the card is drawn reaches the board under it
    assert page.evaluate("""c => { const r = document.querySelector(`[data-reveal='${c}']`).getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return r.width > 100 && !!hit && !hit.closest('.ct-reveals'); }""", character)
    before = moves_played(page)
    page.locator(VISIBLE).first.click(timeout=2000)   # played at once, during the moment
    page.wait_for_function("n => document.querySelector(\"[data-screen='game']\").dataset.moves !== n", arg=before)
    # the same turn goes on: the same card, its moment not played again, and it ends hidden
    assert page.evaluate("c => document.querySelector(`[data-reveal='${c}']`).ptSeen === true", character)
    page.wait_for_function("c => getComputedStyle(document.querySelector(`[data-reveal='${c}']`)).visibility"
                           " === 'hidden'", arg=character, timeout=5000)
    page.emulate_media(reduced_motion="reduce")
    assert page.evaluate("getComputedStyle(document.querySelector('.ct-reveals')).display") == "none"
