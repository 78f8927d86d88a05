"""Celtica's heuristic: each of its beginner's rules, on positions built by hand."""

from __future__ import annotations

from pycore import games
from pycore.bots.heuristic_celtica import POLICY, PlayMemo, part_value, play_value
from pycore.protocol import Move
from pycore.rng import Rng

FULL = ["nw", "n", "ne", "w", "c", "e", "sw", "s", "se"]


def position(*, druids=None, display=None, amulets=None, hand=None, experience=None):
    """Seat 0 to play in a fresh 2-player game, with the given public and own facts."""
    state = games.get("celtica").new_game(2, 1)
    if druids is not None:
        state.druids = list(druids)
    if display is not None:
        state.display = list(display)
    if amulets is not None:
        state.amulets[0] = [list(a) for a in amulets]
    if hand is not None:
        state.hands[0] = list(hand)
    if experience is not None:
        state.experience[0] = list(experience)
    return state


def choice(state, seat=0):
    legal = state.legal_moves(seat)
    return POLICY(state, seat, legal, Rng(1))


def test_part_value_prefers_completing_then_fuller_amulets():
    amulets = [FULL[:8], FULL[:3]]
    assert part_value(amulets, "se") > part_value(amulets, "w") > part_value([FULL], "n")


def test_moves_to_the_richest_find_site_with_one_card():
    # druids: red at 0 (1 step: village 1 symbol), grey at 3 (1 step: castle, 2 symbols)
    state = position(druids=[0, 3, 5, 5, 5], display=FULL, amulets=[FULL[:4]],
                     hand=[1, 1, 0, 0, 0])
    assert choice(state) == Move("play:grey:1:0")


def test_avoids_a_ruin_while_holding_parts_but_takes_it_with_none():
    # red 1 -> 2 is a ruin; grey 2 -> 3 is a cult site
    holding = position(druids=[1, 2, 19, 19, 19], amulets=[FULL[:6]], hand=[1, 1, 0, 0, 0])
    assert choice(holding) == Move("play:grey:1:0")
    empty = position(druids=[1, 2, 19, 19, 19], amulets=[], hand=[1, 1, 0, 0, 0])
    assert choice(empty) == Move("play:red:1:0")


def test_does_not_waste_cards_on_a_druid_at_the_goal():
    state = position(druids=[19, 12, 19, 19, 19], hand=[3, 1, 0, 0, 0])
    assert choice(state).args[0] == "grey"


def test_in_the_last_round_a_later_druid_at_the_goal_is_worth_nothing():
    # red 18 -> 19: the goal, whose 4 parts go to the first druid only (white is there);
    # grey 10 -> 11: a castle with 3 parts
    state = position(druids=[18, 10, 19, 5, 5], display=FULL, amulets=[FULL[:2]],
                     hand=[1, 1, 0, 0, 0])
    state.last_round = True
    assert choice(state) == Move("play:grey:1:0")


def test_takes_the_part_that_completes_an_amulet():
    state = position(druids=[0, 3, 5, 5, 5], amulets=[FULL[:8]], hand=[1, 0, 0, 0, 0],
                     display=["n", "n", "w", "se", "c", "c", "e", "e", "s"])
    state.apply(0, "play:red:1:0")              # red reaches the village: take one part
    assert state.phase == "take"
    assert choice(state) == Move("take:3")


def test_places_into_the_fullest_amulet_and_gives_up_from_the_emptiest():
    state = position(amulets=[["n"], FULL[2:8] , ["c", "n"]])
    state.phase, state.placing, state.after_place = "place", "nw", "take"
    assert choice(state) == Move("place:1")
    state = position(amulets=[["n"], FULL[2:8]])
    state.phase, state.ruin_left = "ruin", 1
    assert choice(state) == Move("discard:0:n")


def test_end_phase_buys_the_completing_part_then_stops():
    state = position(amulets=[FULL[:8]], experience=[2, 0, 0, 0, 0],
                     display=["n", "n", "w", "se", "c", "c", "e", "e", "s"])
    state.phase, state.end_queue = "end_phase", []
    assert choice(state) == Move("buy:3")
    state = position(amulets=[FULL], experience=[1, 0, 0, 0, 0], display=["n"] * 9)
    state.phase, state.end_queue = "end_phase", []
    assert choice(state) == Move("done")


def test_a_decisions_shared_memo_scores_every_play_as_alone():
    # One memo per decision keeps where each druid stands and what each space brings; every
    # play must still be scored exactly (to the last bit) as it is without a memo.
    state = position(druids=[0, 3, 12, 18, 19], display=FULL, amulets=[FULL[:8], FULL[:3]],
                     hand=[3, 2, 2, 1, 1], experience=[1, 0, 2, 0, 0])
    view = state.view(0)
    memo = PlayMemo()
    moves = state.legal_moves(0)
    shared = [play_value(view, 0, m, memo) for m in moves]
    assert shared == [play_value(view, 0, m) for m in moves]
    assert len(set(shared)) > 3 and memo.starts and memo.gains
