"""Notre Dame's heuristic policy: always legal, honest, clearly better than random, and
sensible in the situations a beginner should get right (the Doctor against the plague, a
full donation, schools when cubes run out, the carriage toward a message)."""

from __future__ import annotations

import pytest
from helpers import Guard, positions

from botlab.arena import run_arena
from pycore.bots.heuristic_notre_dame import EVALUATE, POLICY, Table, plague_losses
from pycore.games.notre_dame import RULES, data
from pycore.games.notre_dame.data import make_card
from pycore.games.notre_dame.state import NotreDameState
from pycore.rng import Rng


def choose(state: NotreDameState, seat: int, seed: int = 1) -> str:
    return str(POLICY(Guard(state), seat, state.legal_moves(seat), Rng(seed)))


def set_cubes(st: NotreDameState, seat: int, **sectors: int) -> None:
    st.sectors[seat] = [0] * len(data.SECTORS)
    for sector, n in sectors.items():
        st.sectors[seat][data.SECTORS.index(sector)] = n


def hiring(st: NotreDameState, seat: int, *persons: str) -> None:
    """`seat` is about to hire one of `persons`."""
    st.phase = "hire"
    st.draft = [[] for _ in range(st.players)]
    st.queue = [seat, (seat + 1) % st.players]
    st.revealed = list(persons)
    st.pending = [{"kind": "hire"}]


def turn(st: NotreDameState, seat: int, *hand: str) -> None:
    """`seat` is about to play one of `hand`, first card of the round."""
    st.phase = "play"
    st.turn = 0
    st.draft = [[] for _ in range(st.players)]
    st.queue = [seat]
    st.hands[seat] = [make_card(seat, action) for action in hand]
    st.pending = [{"kind": "play"}]


# ---- always a legal move, reading only the view -------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 5])
def test_it_answers_every_decision_of_random_games_with_a_legal_move(players):
    for seed in range(3):
        for state, seat in positions(RULES, players, seed=seed):
            move = POLICY(Guard(state), seat, state.legal_moves(seat), Rng(seed))
            assert move in state.legal_moves(seat)


@pytest.mark.parametrize("players", [2, 4])
def test_it_plays_whole_games_against_itself(players):
    rng = Rng(players)
    for seed in range(3):
        state = RULES.new_game(players, seed)
        while not state.is_over():
            seat = min(state.to_move())
            move = POLICY(Guard(state), seat, state.legal_moves(seat), rng)
            state.apply(seat, move)          # the checked path
        assert sorted(state.result())[0] == 1


def test_it_beats_the_random_bot_clearly():
    report = run_arena("notre_dame", ["heuristic", "random"], 40, seed=7)
    assert report["entries"][0]["win_share"] >= 0.85


# ---- situations -------------------------------------------------------------------------
def test_it_hires_the_doctor_when_the_plague_is_about_to_cost_prestige():
    st = RULES.new_game(2, 1)
    hiring(st, 0, "minstrel", "doctor", "guildmaster")      # plague value 3 + 1 + 3 = 7
    st.rat[0] = 6
    st.gold[0] = 1
    assert choose(st, 0) == "hire:doctor"


def test_it_leaves_the_doctor_when_the_rats_are_far_from_nine():
    st = RULES.new_game(2, 1)
    hiring(st, 0, "landlady", "doctor", "watchman")         # plague value 0 + 1 + 1 = 2
    st.rat[0] = 0
    st.gold[0] = 2
    set_cubes(st, 0, school=1, bank=1, residence=1, carriage=1, hotel=1)  # watchman: 2
    assert choose(st, 0) == "hire:landlady"


def test_it_donates_three_gold_for_six_prestige():
    st = RULES.new_game(2, 1)
    turn(st, 0, "notre_dame", "hotel", "park")
    st.gold[0] = 4
    st.apply(0, "play:notre_dame")
    assert choose(st, 0) == "donate:3"


def test_it_builds_the_school_when_its_cubes_run_out_early():
    st = RULES.new_game(2, 1)
    turn(st, 0, "school", "residence", "hotel")
    st.supply[0] = 1
    set_cubes(st, 0, school=1, residence=1)
    assert choose(st, 0) == "play:school"


def test_late_in_the_game_the_residence_pays_more_than_the_school():
    st = RULES.new_game(2, 1)
    st.round = 9
    turn(st, 0, "school", "residence", "hotel")
    set_cubes(st, 0, school=2, residence=2)
    assert choose(st, 0) == "play:residence"


def test_the_rats_take_the_cube_it_needs_least():
    st = RULES.new_game(2, 1)
    set_cubes(st, 0, school=2, residence=2)
    st.round = 2
    st.rat[0] = 9
    st.revealed = ["monk", "minstrel", "guard"]             # plague value 7
    st.hired = [None, None]
    st.draft = [[] for _ in range(2)]
    st.phase = "plague"
    st.queue = [0, 1]
    st.pending = [{"kind": "plague"}]
    assert sorted(str(m) for m in st.legal_moves(0)) == ["plague:residence", "plague:school"]
    assert choose(st, 0) == "plague:residence"             # schools pay off for longer


def test_the_carriage_passes_a_small_message_for_a_better_one_in_reach():
    st = RULES.new_game(2, 1)
    turn(st, 0, "carriage")
    set_cubes(st, 0, carriage=2)
    st.pending = [{"kind": "carriage", "left": 2, "moved": 0}]
    st.carriage[0] = "C0"
    st.market_message = {"A0": ("blue", "a"), "A1": ("blue", "d")}   # 1 road / 2 roads away
    assert "A1" in st.roads["B0"]           # B0 is on the way to A1
    assert choose(st, 0) == "carriage:B0"
    st.apply(0, "carriage:B0")
    assert choose(st, 0) == "carriage:A1"   # the last step: the message is offered
    st.apply(0, "carriage:A1")
    assert choose(st, 0) == "message:take"


def test_the_carriage_heads_for_a_message_it_may_take():
    """In every carriage decision of several games, each road the carriage takes brings it
    nearer a message the seat may take (or it stops)."""
    seen = 0
    for seed in range(6):
        state = RULES.new_game(2, seed)
        rng = Rng(seed)
        while not state.is_over():
            seat = min(state.to_move())
            move = POLICY(state, seat, state.legal_moves(seat), rng)
            if state.pending and state.pending[-1]["kind"] == "carriage":
                table = Table(state.view(seat), seat)
                start = table.me["carriage"]
                targets = [m for _, m in table.message_targets() if m != start]
                if targets and move.args[0] != "stop":
                    here = table.distances(start)
                    there = table.distances(move.args[0])
                    assert any(there[m] < here[m] for m in targets)
                    seen += 1
            state.apply(seat, move)
    assert seen >= 5


# ---- the plague forecast and the evaluation -----------------------------------------------
def test_the_plague_forecast_grows_with_the_rats_and_shrinks_with_the_hospital():
    assert plague_losses(9, 0, True, 5, 0) == pytest.approx(4.0)   # certain: past 9 now
    assert plague_losses(0, 0, True, 5, 0) == 0.0
    assert plague_losses(6, 0, True, 2, 3) > plague_losses(3, 0, True, 2, 3)
    assert plague_losses(6, 2, True, 2, 3) < plague_losses(6, 0, True, 2, 3)


def test_the_evaluation_prefers_the_seat_ahead():
    st = RULES.new_game(2, 1)
    st.prestige = [20, 5]
    values = EVALUATE(st)
    assert values[0] > 0.5 > values[1]
    assert all(0.0 <= v <= 1.0 for v in values)
