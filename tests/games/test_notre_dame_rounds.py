"""Notre Dame: the plague, the draft (simultaneous, order-independent, 2-player pass-back),
what determinize keeps, the period end, the game end and the view."""

from __future__ import annotations

import json

import pytest
from test_notre_dame_setup import due_kind, new, plague_round, play, set_cubes

from pycore.games.notre_dame import data
from pycore.games.notre_dame.data import card_owner
from pycore.rng import Rng

ZERO_RATS = ["landlady", "moneylender", "watchman"]    # plague value 1
EIGHT_RATS = ["minstrel", "monk", "guildmaster"]       # plague value 8


# ---- the plague ----------------------------------------------------------------------------
def test_rats_advance_by_the_plague_value_minus_hospital_pieces():
    st = new()
    set_cubes(st, 0, hospital=2)
    st.friend[0] = "hospital"
    st.rat[1] = 1
    plague_round(st, EIGHT_RATS)
    assert st.rat[:3] == [5, 9, 8] and st.round == 2


def test_a_strong_hospital_sends_the_rats_back_but_not_below_zero():
    st = new()
    set_cubes(st, 0, hospital=3)
    set_cubes(st, 1, hospital=4)
    st.rat[0], st.rat[1] = 4, 2
    plague_round(st, ZERO_RATS)
    assert st.rat[:2] == [2, 0]


def test_reaching_nine_exactly_costs_nothing():
    st = new()
    st.rat[0], st.prestige[0] = 1, 5
    set_cubes(st, 0, bank=2)
    plague_round(st, EIGHT_RATS)
    assert (st.rat[0], st.prestige[0], st.cubes_at(0, "bank")) == (9, 5, 2)


def test_passing_nine_costs_two_prestige_and_a_cube_from_the_fullest_sector():
    st = new()
    st.rat[0], st.prestige[0] = 2, 5
    set_cubes(st, 0, bank=3, park=1)
    plague_round(st, EIGHT_RATS)
    assert (st.rat[0], st.prestige[0], st.cubes_at(0, "bank"), st.general[0]) == (9, 3, 2, 11)


def test_on_nine_every_further_move_forward_pays_again():
    st = new()
    st.rat[0], st.prestige[0] = 9, 5
    set_cubes(st, 0, hospital=1, school=2)
    plague_round(st, ["landlady", "moneylender", "monk"])     # value 2, hospital 1 -> +1
    assert (st.rat[0], st.prestige[0], st.cubes_at(0, "school")) == (9, 3, 1)
    plague_round(st, ["landlady", "moneylender", "doctor"])   # value 1, hospital 1 -> 0
    assert (st.rat[0], st.prestige[0], st.cubes_at(0, "school")) == (9, 3, 1)


def test_prestige_does_not_go_below_zero():
    st = new()
    st.rat[0], st.prestige[0] = 9, 1
    plague_round(st, EIGHT_RATS)
    assert st.prestige[0] == 0


def test_tied_fullest_sectors_the_player_chooses_and_the_friend_is_never_taken():
    st = new()
    st.rat[0] = 5
    set_cubes(st, 0, bank=2, park=2, hotel=1)
    st.friend[0] = "hotel"         # hotel has 2 pieces too, but only the friend can't go
    set_cubes(st, 1, hotel=1)
    st.friend[1] = "hotel"
    st.rat[1] = 5
    plague_round(st, EIGHT_RATS)
    assert st.to_move() == (0,) and due_kind(st) == "plague"
    assert [str(m) for m in st.legal_moves(0)] == ["plague:bank", "plague:hotel", "plague:park"]
    play(st, 0, "plague:park")
    assert st.cubes_at(0, "park") == 1 and st.round == 2
    assert st.cubes_at(1, "hotel") == 0 and st.friend[1] == "hotel"   # no choice: auto


def test_when_the_fullest_sector_holds_only_the_friend_no_cube_is_lost():
    st = new()
    st.rat[0], st.prestige[0] = 8, 4
    st.friend[0] = "bank"
    st.supply[0] = 2
    plague_round(st, EIGHT_RATS)
    assert (st.rat[0], st.prestige[0], st.friend[0], st.general[0]) == (9, 2, "bank", 10)


# ---- the draft -----------------------------------------------------------------------------
def draft_in_order(st, order):
    """Play the whole draft, seats picking in `order`; each keeps its first option."""
    while st.phase == "draft":
        for seat in order:
            if seat in st.to_move():
                st.apply(seat, st.legal_moves(seat)[0])
                break


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_draft_is_simultaneous_and_order_does_not_matter(players):
    for seed in range(4):
        one, two = new(players, seed), new(players, seed)
        assert one.to_move() == tuple(range(players))
        draft_in_order(one, list(range(players)))
        draft_in_order(two, list(reversed(range(players))))
        assert one.phase == "play"
        for seat in [None, *range(players)]:
            assert one.view(seat) == two.view(seat)


def test_a_seat_that_has_chosen_waits_for_the_others():
    st = new(3)
    play(st, 1, str(st.legal_moves(1)[0]))
    assert st.to_move() == (0, 2) and st.legal_moves(1) == []
    with pytest.raises(ValueError):
        st.apply(1, "keep:bank")


def test_three_players_end_with_one_card_from_each_of_three_colours():
    st = new(3, seed=3)
    draft_in_order(st, [0, 1, 2])
    for seat in range(3):
        assert sorted(card_owner(c) for c in st.hands[seat]) == sorted({seat, (seat - 1) % 3, (seat - 2) % 3})


def test_two_player_draft_passes_two_and_gets_one_back():
    st = new(2, seed=4)
    own = list(st.draft[0])
    play(st, 0, f"keep:{data.ACTIONS[own[0] % 9]}")
    passed = own[1:]
    play(st, 1, str(st.legal_moves(1)[0]))
    assert sorted(st.draft[1]) == sorted(passed)         # the opponent chooses from mine
    keep = st.draft[1][0]
    play(st, 1, f"keep:{data.ACTIONS[keep % 9]}")
    play(st, 0, str(st.legal_moves(0)[0]))
    returned = [c for c in passed if c != keep]
    assert st.phase == "play"
    assert sorted(card_owner(c) for c in st.hands[0]) == [0, 0, 1]
    assert returned[0] in st.hands[0] and keep in st.hands[1]
    # seat 0 knows where its passed cards are; determinize keeps that
    for k in range(20):
        world = st.determinize(0, Rng(k))
        assert keep in world.hands[1] and sorted(world.hands[0]) == sorted(st.hands[0])
        assert sorted(world.decks[0]) == sorted(st.decks[0])


def test_determinize_keeps_what_the_seat_passed_with_the_next_players():
    st = new(4, seed=2)
    for seat in range(4):
        play(st, seat, str(st.legal_moves(seat)[0]))
    passed = set(st.passed1[0])
    play(st, 1, str(st.legal_moves(1)[0]))              # seat 1 has kept one of them
    moved_somewhere = False
    for k in range(30):
        world = st.determinize(0, Rng(k))
        held = set(world.hands[1] + world.outbox[1] + world.draft[1])
        assert passed <= held
        assert sorted(world.decks[0]) == sorted(st.decks[0])
        others = world.hands[2] + world.hands[3] + world.draft[2] + world.draft[3]
        moved_somewhere |= sorted(others) != sorted(st.hands[2] + st.hands[3] + st.draft[2] + st.draft[3])
        assert world.view(0) == st.view(0)
    assert moved_somewhere


def test_views_hide_draft_and_hands_from_others():
    st = new(3)
    mine = st.view(0)["seats"][0]
    assert len(mine["draft"]) == 3 and st.view(0)["pending"]["options"]
    other = st.view(1)["seats"][0]
    assert "draft" not in other and "hand" not in other and other["draft_count"] == 3
    assert "options" not in st.view(None)["pending"]
    assert json.loads(json.dumps(st.view(None))) == st.view(None)


# ---- period and game end -------------------------------------------------------------------
def test_notre_dame_is_scored_and_emptied_at_the_end_of_a_period():
    st = new(4)
    st.round = 3
    st.cathedral = [2, 1, 0, 0]
    set_cubes(st, 1, park=2)
    st.hands[0] = [5]
    plague_round(st, ZERO_RATS)
    assert st.prestige == [6, 3 + 1, 0, 0]            # 10 // 3 = 3 a cube; park bonus for seat 1
    assert st.cathedral == [0, 0, 0, 0] and st.general[:2] == [12, 11]
    assert st.round == 4 and st.start == 1
    assert len(st.brown_deck) == 4 and st.brown_used == []
    assert all(len(d) == 6 for d in st.decks) and all(len(d) == 3 for d in st.draft)
    assert all(card_owner(c) == s for s in range(4) for c in st.decks[s] + st.draft[s])


@pytest.mark.parametrize("players, cathedral, prestige", [
    (2, [1, 1], [3, 3]),                          # pool 6: 6 // 2 = 3 a cube
    (3, [1, 1, 0], [4, 4, 0]),                    # pool 8: 8 // 2 = 4
    (5, [3, 1, 0, 0, 0], [9, 3, 0, 0, 0]),        # pool 12: 12 // 4 = 3
])
def test_the_notre_dame_pool_depends_on_the_player_count(players, cathedral, prestige):
    st = new(players)
    st.round = 3
    st.cathedral = list(cathedral)
    plague_round(st, ZERO_RATS)
    assert st.round == 4 and st.prestige == prestige and st.cathedral == [0] * players


def test_an_empty_notre_dame_scores_nothing():
    st = new(3)
    st.round = 6
    plague_round(st, ZERO_RATS)
    assert st.prestige == [0, 0, 0] and st.round == 7


def test_the_game_ends_after_nine_rounds_and_ties_break_on_gold_plus_cubes():
    st = new(3)
    st.round = 9
    st.prestige = [10, 10, 4]
    st.gold = [1, 3, 9]
    st.supply = [2, 1, 0]
    plague_round(st, ZERO_RATS)
    assert st.is_over() and st.to_move() == ()
    assert st.result() == [2, 1, 3]                    # 1 + 2 against 3 + 1
    st.supply[0] = 3
    assert st.result() == [1, 1, 3]
    view = st.view(None)
    assert view["over"] and view["result"] == [1, 1, 3] and view["log"][-1]["event"] == "game_over"


def test_the_start_player_moves_left_each_round():
    st = new(3)
    starts = []
    for _ in range(3):
        starts.append(st.start)
        plague_round(st, ZERO_RATS)
    assert starts == [0, 1, 2] and st.start == 0


def test_a_whole_game_by_first_moves_stays_consistent():
    st = new(5, seed=9)
    steps = 0
    while not st.is_over():
        seat = st.to_move()[0]
        st.apply(seat, st.legal_moves(seat)[0])
        steps += 1
        assert all(0 <= r <= 9 for r in st.rat)
        for s in range(5):
            on_board = sum(st.sectors[s]) + st.cathedral[s]
            assert on_board + st.supply[s] + st.general[s] == 14
    assert steps > 100 and st.round == 10
