"""Citadels' heuristic policy: always legal, reading only the view, clearly better than
random, and sensible in a few plain situations (build the dearest district, take income,
draw with a useless hand, never strike its own city)."""

from __future__ import annotations

import pytest
from helpers import Guard, positions

from botlab.arena import run_arena
from pycore.bots.heuristic_citadels import EVALUATE, POLICY
from pycore.games.citadels import RULES
from pycore.games.citadels.scenario import play, scenario
from pycore.rng import Rng


def choose(state, seed: int = 1) -> str:
    seat = state.to_move()[0]
    return str(POLICY(Guard(state), seat, state.legal_moves(seat), Rng(seed)))


@pytest.mark.parametrize("players", [2, 3, 5])
def test_it_answers_every_decision_of_random_games_with_a_legal_move(players):
    for seed in range(2):
        for state, seat in positions(RULES, players, seed=seed, every=2):
            move = POLICY(Guard(state), seat, state.legal_moves(seat), Rng(seed))
            assert move in state.legal_moves(seat)


@pytest.mark.parametrize("players", [2, 4, 7])
def test_it_plays_whole_games_against_itself(players):
    rng = Rng(players)
    state = RULES.new_game(players, players)
    moves = 0
    while not state.is_over():
        seat = min(state.to_move())
        state.apply(seat, POLICY(Guard(state), seat, state.legal_moves(seat), rng))
        moves += 1
        assert moves < 5000
    assert sorted(state.result())[0] == 1


def test_it_beats_the_random_bot_clearly():
    report = run_arena("citadels", ["heuristic", "random"], 30, seed=7)
    assert report["entries"][0]["win_share"] >= 0.9


def test_it_takes_income_and_gold_then_builds_the_dearest_district_it_can():
    st = scenario(2, characters={"king": 0, "merchant": 1}, gold=[3, 0],
                  hands=[["manor", "palace", "tavern"], []], cities=[["castle"], []])
    assert choose(st) == "income"            # the castle pays 1 gold, at once
    play(st, "income")
    assert choose(st) == "gold"              # buildable cards in hand: no need to draw
    play(st, "gold")
    assert choose(st) == "build:palace"      # 6 gold: the palace's 5 points


def test_it_draws_when_its_hand_holds_nothing_buildable():
    st = scenario(2, characters={"king": 0, "merchant": 1}, gold=[0, 0],
                  hands=[["castle"], []], cities=[["castle"], []])   # a duplicate only
    play(st, "income")
    assert choose(st) == "draw"


def test_the_warlord_never_destroys_its_own_districts():
    st = scenario(2, characters={"warlord": 0, "merchant": 1}, gold=[9, 0],
                  hands=[[], []], cities=[["temple", "watchtower"], ["tavern", "manor"]])
    play(st, "gold")
    move = choose(st)
    assert not move.startswith("destroy:0:")


def test_the_assassin_names_a_rank_that_pays():
    st = scenario(3, characters={"assassin": 0, "merchant": 1, "king": 2}, gold=[2, 2, 2],
                  hands=[["tavern"], [], []])
    assert choose(st) == "kill:6"            # the Merchant's rank: gold and trade income


def test_the_evaluation_prefers_the_bigger_city():
    st = scenario(2, characters={"king": 0, "merchant": 1}, gold=[2, 2],
                  hands=[[], []], cities=[["palace", "castle"], ["tavern"]])
    values = EVALUATE(st)
    assert values[0] > 0.5 > values[1]
