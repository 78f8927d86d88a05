"""Notre Dame on the phone, end to end: whole games against Easy bots played by tapping the
screen's move buttons, the decisions drawn in place, and the screen's layout and accessibility.

Every test gets a fresh browser context (fresh storage), in Pixel 7 emulation (conftest).
Positions for the layout and accessibility checks are prepared in CPython with pycore
(random legal moves) and opened through a share link.
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
    wait_bots_done,
    wait_visible_move,
)

# no transition or animation running: colours are what they will stay (for axe's contrast)
SETTLED = "() => document.getAnimations().every(a => a.playState !== 'running')"
GAME = "[data-game='notre_dame']"
MOVES = f"{GAME} [data-move]:not([disabled])"
OVER = f"{GAME}[data-over='true']"


def play_to_the_end(page, seed: int, limit: int = 400) -> int:
    """Tap a random visible move button until the game is over; the number of taps."""
    rnd = random.Random(seed)
    for taps in range(limit):
        page.wait_for_selector(f"{MOVES}, {OVER}", timeout=ENGINE_TIMEOUT)
        if page.locator(OVER).count():
            return taps
        buttons = page.locator(f"{MOVES} >> visible=true")
        texts = buttons.evaluate_all("els => els.map(e => e.dataset.move)")
        if not texts:  # the screen is being redrawn
            wait_visible_move(page, "notre_dame")
            continue
        assert len(texts) == len(set(texts)), texts  # one button per legal move
        tap_move(page, "notre_dame", texts[rnd.randrange(len(texts))])
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("seats", [["human", "bot"], ["human", "bot", "bot", "bot"]],
                         ids=["2-players", "4-players"])
def test_a_whole_game_against_easy_bots(ready_app, seats):
    page = ready_app
    # Bots pause ~0.5 s per move for human eyes; a test may shorten that where the app reads
    # this key (ignored otherwise: the 4-player game then takes about 2.5 minutes).
    page.evaluate("localStorage.setItem('pt.bot_pace', '0.05')")
    start_game(page, "notre_dame", seats)
    page.wait_for_selector(MOVES, timeout=ENGINE_TIMEOUT)
    taps = play_to_the_end(page, len(seats))
    assert taps > 20
    page.wait_for_selector(OVER)
    assert page.locator("[data-move]").count() == 0
    assert page.locator(".ranking li").count() == len(seats)
    assert page.locator(".log li").count() > 20


def prepared(seed: int, players: int, kind: str, names=None) -> dict:
    """A record played randomly until seat 0 must make a decision of `kind` ("over": to the end)."""
    names = names or ["Ann", "<b>Bo</b>", "陳小明", "Dee", "Eve"]

    def due(state) -> bool:
        pending = state.view(0).get("pending") if 0 in state.to_move() else None
        return bool(pending) and pending["kind"] == kind
    return prepared_record("notre_dame", names[:players], seed, None if kind == "over" else due,
                           lambda rnd, legal: rnd.choice(legal))


def open_live(page, record) -> None:
    """Open a prepared game and wait until the bots are done and seat 0 can move."""
    open_record(page, record)
    # the draft is simultaneous: the bots may still be choosing their cards
    wait_bots_done(page, "notre_dame")


DECISIONS = [["keep", 1, 3], ["play", 2, 4], ["carriage", 2, 5], ["hire", 3, 2], ["friend", 2, 4],
             ["cube_source", 1, 3], ["over", 4, 3]]


@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
def test_decisions_fit_a_small_phone_and_pass_axe(ready_app, lang):
    page = ready_app
    if lang != "en":
        page.click(f"[data-action='lang:{lang}']")
    page.set_viewport_size({"width": 360, "height": 740})
    for kind, seed, players in DECISIONS:
        open_live(page, prepared(seed, players, kind))
        assert page.evaluate("document.documentElement.scrollWidth") <= 360, kind
        for box in page.locator(f"{MOVES} >> visible=true").evaluate_all(
                "els => els.map(e => { const r = e.getBoundingClientRect();"
                " return [e.dataset.move, r.width, r.height]; })"):
            assert box[1] >= 44 and box[2] >= 44, (kind, box)
        if kind != "over":
            # the decision sits in the dock, the bottom of the screen
            top = page.locator(f"{MOVES} >> visible=true").first.evaluate("e => e.getBoundingClientRect().top")
            assert top > 740 / 3, (kind, top)
        # the seat's own borough is drawn as its map (on the board, or in the dock for a
        # decision on it), every rival's as a small one
        assert page.locator(f"{GAME} .nd-borough:not(.is-small)").count() >= 1, kind
        assert page.locator(f"{GAME} .nd-seat .nd-borough.is-small").count() == players - 1
        found = axe_violations(page)
        assert found == [], (kind, lang, found)
        page.emulate_media(color_scheme="dark")     # the dark theme passes too
        page.wait_for_function(SETTLED)             # the buttons' colour transitions done
        found = axe_violations(page)
        assert found == [], (kind, lang, "dark", found)
        page.emulate_media(color_scheme="light")


def test_the_carriage_highlights_the_markets_it_can_reach(ready_app):
    page = ready_app
    open_live(page, prepared(2, 5, "carriage"))
    targets = page.locator(f"{GAME} .nd-map [data-move^='carriage:'].is-target")
    assert targets.count() >= 2
    for i in range(targets.count()):
        button = targets.nth(i)
        assert button.get_attribute("data-move") == "carriage:" + button.get_attribute("data-market")
    assert page.locator(f"{GAME} [data-move='carriage:stop']").count() == 1
    before = moves_played(page)
    targets.first.click()
    page.wait_for_function(f"document.querySelector(\"[data-screen='game']\").dataset.moves !== '{before}'",
                           timeout=ENGINE_TIMEOUT)
    assert "carriage drove" in page.inner_text(".log")


def test_rivals_boroughs_are_drawn_small_and_follow_the_game(ready_app):
    """Every rival's borough is on the board as a small map, without a tap, and the bots'
    moves redraw it: after a few rounds of play their pieces stand on their sectors."""
    page = ready_app
    start_game(page, "notre_dame", ["human", "bot", "bot"])
    page.wait_for_selector(MOVES, timeout=ENGINE_TIMEOUT)
    rivals = f"{GAME} .nd-seat .nd-borough.is-small"
    assert page.locator(rivals).count() == 2
    labels = f"{rivals} .nd-sector[aria-label]"

    def pieces() -> int:
        texts = page.locator(labels).evaluate_all("els => els.map(e => e.getAttribute('aria-label'))")
        assert len(texts) == 16, texts      # seven sectors and Notre Dame, each
        return sum(int(t.split(": ")[1].split(" ")[0]) for t in texts)
    before = pieces()
    for _ in range(6):      # our decisions, each followed by the bots' moves
        page.wait_for_selector(MOVES, timeout=ENGINE_TIMEOUT)
        move = page.locator(f"{MOVES} >> visible=true").first.get_attribute("data-move")
        tap_move(page, "notre_dame", move)
    page.wait_for_selector(MOVES, timeout=ENGINE_TIMEOUT)
    assert page.locator(rivals).count() == 2
    assert pieces() > before


RECORD_MOTION = """() => { window.__motion = []; const m = window.ptMotion, after = m.after;
    m.after = function (root) { const out = after(root); window.__motion.push(out); return out; }; }"""


def test_a_card_played_lands_a_cube_on_its_sector(ready_app):
    """Playing a sector card plays out: the new cube flies from the card onto the sector of
    the borough's map and its count changes there."""
    page = ready_app
    names = ["Ann", "Bo", "Cy"]

    def due(state) -> bool:
        if list(state.to_move()) != [0]:
            return False
        view = state.view(0)
        me = view["seats"][0]
        return me["cubes"] > 0 and any(str(m).startswith("play:") and str(m).split(":")[1] in SECTOR_CARDS
                                       for m in state.legal_moves(0))
    record = prepared_record("notre_dame", names, 3, due, lambda rnd, legal: rnd.choice(legal))
    open_live(page, record)
    page.evaluate(RECORD_MOTION)
    plays = page.locator(f"{GAME} .dock [data-move^='play:']").evaluate_all("els => els.map(e => e.dataset.move)")
    move = next(m for m in plays if m.split(":")[1] in SECTOR_CARDS)
    assert tap_move(page, "notre_dame", move)
    found = page.evaluate("() => window.__motion.splice(0)")
    assert found and found[0]["flown"] >= 1 and found[0]["counted"] >= 1, found


SECTOR_CARDS = ("school", "bank", "residence", "hotel", "park", "hospital")
