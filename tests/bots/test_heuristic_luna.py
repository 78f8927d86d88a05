"""Luna's heuristic policy: always legal, reading only the view, clearly better than random,
and sensible where a beginner should be (enter the temple, build the shrine, move the
Apostate onto the others, leave its island, pass when nothing pays)."""

from __future__ import annotations

import pytest
from helpers import Guard, positions

from botlab.arena import run_arena
from pycore.bots.heuristic_luna import EVALUATE, POLICY
from pycore.games.luna import RULES, data
from pycore.games.luna import scenario as luna_scenario
from pycore.games.luna.scenario import hold, put
from pycore.games.luna.state import LunaState
from pycore.rng import Rng


def scenario(players: int = 2, round_: int = 1, seed: int = 1) -> LunaState:
    """A real game moved to the action phase of `round_` with the board cleared (two
    players unless asked); seat 0 to move."""
    return luna_scenario.scenario(players, round_=round_, seed=seed)


def choose(state: LunaState, seed: int = 1) -> str:
    seat = state.current
    return str(POLICY(Guard(state), seat, state.legal_moves(seat), Rng(seed)))


# ---- always a legal move, reading only the view -------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
def test_it_answers_every_decision_of_random_games_with_a_legal_move(players):
    for seed in range(3):
        for state, seat in positions(RULES, players, seed=seed):
            move = POLICY(Guard(state), seat, state.legal_moves(seat), Rng(seed))
            assert move in state.legal_moves(seat)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_it_plays_whole_games_against_itself(players):
    rng = Rng(players)
    for seed in range(2):
        state = RULES.new_game(players, seed)
        while not state.is_over():
            seat = state.to_move()[0]
            state.apply(seat, POLICY(Guard(state), seat, state.legal_moves(seat), rng))
        assert sorted(state.result())[0] == 1


def test_it_beats_the_random_bot_clearly():
    report = run_arena("luna", ["heuristic", "random"], 40, seed=7)
    assert report["entries"][0]["win_share"] >= 0.9


# ---- situations -------------------------------------------------------------------------
def test_it_enters_the_temple_when_it_scores():
    state = scenario()
    tile = state.path[0]                      # the first allowed tile
    state.on_path[tile] = 0
    island = data.island_of_tile(tile) + 1
    put(state, island, 0, active=3)           # it could also send more novices or take favours
    hold(state, 0, "shrine")
    assert f"temple:{tile}" in [str(m) for m in state.legal_moves(0)]
    assert choose(state) == f"temple:{tile}"


def test_it_sends_a_novice_onto_the_path_rather_than_pass():
    state = scenario()
    tile = state.path[0]
    island = data.island_of_tile(tile) + 1
    put(state, island, 0, active=2)
    state.council[0].remove(0)
    state.council[-1].append(0)              # the council has nothing left to give
    assert choose(state) == f"path:{tile}"


def test_it_builds_a_shrine_on_the_builders_island():
    state = scenario(round_=2)
    builder = state.builder + 1
    put(state, builder, 0, active=2)
    hold(state, 0, "shrine")
    state.path = [t for t in state.path if data.island_of_tile(t) != state.builder]
    state.council[0].remove(0)
    state.council[-1].append(0)
    assert f"action:{builder}:shrine" in [str(m) for m in state.legal_moves(0)]
    assert choose(state) == f"action:{builder}:shrine"


def test_it_moves_the_apostate_onto_the_opponents_novices():
    state = scenario()
    state.path = []                          # nothing to do in the temple
    state.apostate = 1                       # island 2
    put(state, 1, 0, active=1)               # one novice of mine to pay with
    put(state, 3, 1, active=4)               # the opponent's crowd, one island on
    state.priestess = 6                      # (island 1 is no longer the Priestess's)
    state.favours_left = [0] * data.ISLAND_COUNT
    state.council[0].remove(0)
    state.council[-1].append(0)              # the council has nothing left to give
    assert choose(state) == "action:1:apostate"


def test_it_spends_as_many_novices_as_the_apostate_needs():
    state = scenario()
    state.path = []
    state.apostate = 0
    put(state, 2, 0, active=3)
    put(state, 3, 1, active=4)               # island 3: two steps from island 1
    state.favours_left = [0] * data.ISLAND_COUNT
    state.council[0].remove(0)
    state.council[-1].append(0)
    state.apply(0, "action:2:apostate")
    assert choose(state) == "spend:2"


def test_it_drifts_its_novices_off_the_apostates_island():
    state = scenario()
    state.path = []
    state.apostate = 3                       # island 4
    put(state, 4, 0, active=2)
    for island in (5, 6, 7, 1, 2, 3):        # moving the Apostate on would only hurt me
        put(state, island, 0, spent=3)
    state.favours_left = [0] * data.ISLAND_COUNT
    state.council[0].remove(0)
    state.council[-1].append(0)
    assert choose(state) == "drift:4"
    state.apply(0, "drift:4")
    first = choose(state)
    assert first.startswith("to:") and first != "to:4"
    state.apply(0, first)
    assert choose(state).startswith("to:")   # both leave, not just one


def test_it_passes_when_nothing_pays():
    state = scenario()
    state.path = []
    put(state, 2, 0, active=1)               # one novice: only the council or the Apostate
    state.council[0].remove(0)
    state.council[-1].append(0)
    state.apostate = 1                       # on my own island: moving it or leaving saves 1
    assert choose(state) in ("action:2:apostate", "drift:2")
    state.apostate = 4                       # elsewhere, nobody near: nothing to gain
    assert choose(state) == "time"


def test_the_preparation_leaves_the_shrine_favours_island_empty():
    state = RULES.new_game(2, 3)
    shrine_island = data.FAVOUR_INDEX["shrine"] + 1
    rng = Rng(1)
    while state.phase in ("prep_shrine", "prep_novices"):
        seat = state.current
        state.apply(seat, POLICY(Guard(state), seat, state.legal_moves(seat), rng))
    assert all(state.held[s][data.FAVOUR_INDEX["shrine"]] for s in range(2)), (
        f"island {shrine_island} was not left empty")


def test_the_evaluation_counts_end_game_points_not_yet_scored():
    state = scenario()
    put(state, 2, 0, shrine=True)
    put(state, 3, 0, shrine=True)
    values = EVALUATE(state)
    assert values[0] > 0.5 > values[1]
    assert all(0.0 <= v <= 1.0 for v in values)
