"""The coach's review (issue 39, item 2): each decision weighed from what the seat could see,
honest like the bots; worked in steps that resume from plain JSON to the same answer; a kept
review judged as warily as a save; the swings it lists are the played moves that lost most."""

from __future__ import annotations

import json

import pytest
from test_bots_games import honesty_cases

from botlab.swings import heuristic_game
from pycore import games, records
from pycore.coach import review
from pycore.rng import Rng

GAME_IDS = games.ids()
SMALL = {"iterations": 30, "max_ms": None}


def played(game_id, seed=3):
    """A game of Easy bots at the game's smallest table, every seat a person's."""
    return heuristic_game(game_id, seed, "easy", min(games.get(game_id).players))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_decision_is_weighed_only_from_what_its_seat_could_see(game_id):
    for state, twin, seat in honesty_cases(game_id, wanted=2):
        move = str(state.legal_moves(seat)[-1])
        seats = state.players if hasattr(state, "players") else 2
        told = review.weigh(game_id, state.clone(), seat, move, Rng(5), seats=seats, **SMALL)
        assert review.weigh(game_id, twin, seat, move, Rng(5), seats=seats, **SMALL) == told


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_review_stopped_at_every_step_and_resumed_from_json_gives_the_same_answer(game_id):
    record = played(game_id)
    whole = review.review(record, 0, seed=2, **SMALL)
    assert whole["decisions"] and all(record["moves"][i][0] == 0 for i in whole["decisions"])
    assert len(whole["quick"]) == len(whole["decisions"])
    progress = review.start(record, 0)
    shares = []
    while not review.done(progress):
        kept = json.loads(json.dumps(progress))
        assert review.fits(kept, record, 0)
        progress = review.step(record, kept, review.Cursor(record), 2, **SMALL)   # a fresh cursor
        shares.append(review.share_done(progress))
    assert progress == whole
    assert shares == sorted(shares) and shares[-1] == 1.0
    # the swings: the played moves that lost most, largest first, never the search's own move
    swings = whole["swings"]
    assert len(swings) <= review.SWINGS
    assert [s["swing"] for s in swings] == sorted([s["swing"] for s in swings], reverse=True)
    for swing in swings:
        assert swing["played"] == record["moves"][swing["at"]][1] != swing["better"]
        assert swing["swing"] == pytest.approx(swing["better_chance"] - swing["played_chance"], abs=0.002)
        assert swing["swing"] >= review.LEAST_SWING
    deep_at = [row[0] for row in whole["deep"]]
    assert {s["at"] for s in swings} <= set(deep_at)


def test_the_quick_passs_largest_swings_are_the_ones_searched_again():
    record = played("notre_dame")
    whole = review.review(record, 0, seed=2, **SMALL)
    gaps = {i: max(0.0, row[1] - row[2]) for i, row in zip(whole["decisions"], whole["quick"])}
    largest = sorted((i for i in gaps if gaps[i] > 0), key=lambda i: (-gaps[i], whole["decisions"].index(i)))
    assert [row[0] for row in whole["deep"]] == largest[:review.DEEP_COUNT]


def test_a_kept_review_that_is_damaged_or_forged_does_not_fit():
    record = played("celtica")
    good = review.start(record, 0)
    assert review.fits(good, record, 0) and not review.fits(good, record, 1)
    bad = [None, [], dict(good, format=2), dict(good, moves=3), dict(good, decisions=[len(record["moves"])]),
           dict(good, decisions=[i for i, m in enumerate(record["moves"]) if m[0] == 1][:1]),
           dict(good, quick=[["x", 0.5]]), dict(good, quick=[["x", 2.0, 0.1]]), dict(good, quick=[[1, 0.5, 0.1]]),
           dict(good, deep=[[-1, "x", 0.5, 0.1]]), dict(good, quick=[["x", True, 0.1]]),
           dict(good, swings=[{"at": good["decisions"][0], "played": "forged", "better": "x",
                               "played_chance": 0.1, "better_chance": 0.5, "swing": 0.4}]),
           dict(good, swings="none")]
    for forged in bad:
        assert not review.fits(forged, record, 0), forged


def test_what_a_move_says_is_the_seats_own_log():
    record = played("luna")
    cursor = review.Cursor(record)
    index = next(i for i, m in enumerate(record["moves"]) if m[0] == 0)
    said = review.said(cursor, 0, index, record["moves"][index][1])
    state = records.replay(record, upto=index + 1)
    assert said and said[-1] == state.view(0)["log"][-1]
    assert review.said(cursor, 0, index, "no such move") == []


def test_the_swing_experiment_plays_out_from_the_reviewed_moment():
    from botlab.swings import play_out
    record = heuristic_game("notre_dame", 4)
    assert record == heuristic_game("notre_dame", 4)       # the games are reproducible
    last = len(record["moves"]) - 1
    end = records.replay(record)
    from pycore.bots.base import win_rewards
    # the last move played again ends the game as it ended: nothing is left to continue
    assert play_out("notre_dame", record, last, record["moves"][last][1], 1) == win_rewards(end.result())[0]
