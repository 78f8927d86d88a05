"""Citadels: setup, removal tables, the drafts, calling order, options, the end and scoring."""

from __future__ import annotations

import pytest

from pycore.games.citadels import RULES, data
from pycore.games.citadels.scenario import play, scenario
from pycore.protocol import IllegalMove
from pycore.rng import Rng


def test_setup_deals_four_cards_and_two_gold_and_crowns_seat_0():
    st = RULES.new_game(5, 3)
    assert all(len(h) == 4 for h in st.hands) and st.gold == [2] * 5
    assert st.crown == 0 and st.to_move() == (0,)
    assert len(st.deck) + 20 == 80
    assert st.lineup == ["assassin", "thief", "magician", "king", "bishop", "merchant",
                         "architect", "warlord"]


def test_default_deck_holds_all_80_districts_listed_in_the_seed():
    deck = data.full_deck(data.PURPLE)
    assert len(deck) == 80 and deck.count("keep") == 2
    assert sum(1 for d in deck if data.colour(d) == data.SPECIAL) == 26
    assert data.cost("poor_house") == 5 and data.cost("factory") == 6   # the seed's costs


@pytest.mark.parametrize("players,ranks,face_up", [
    (4, 8, 2), (5, 8, 1), (6, 8, 0), (7, 8, 0),
    (4, 9, 3), (5, 9, 2), (6, 9, 1), (7, 9, 0), (8, 9, 0),
])
def test_removal_table_per_seat_count(players, ranks, face_up):
    for seed in range(40):
        st = RULES.new_game(players, seed, {"ranks": ranks})
        assert len(st.face_up) == face_up
        assert not any(data.rank(c) == 4 for c in st.face_up)   # rank 4 never face up
        assert sum(1 for e in st.draft_log if e[0] == "down0") == 1
        assert len(st.pool) == ranks - 1 - face_up


@pytest.mark.parametrize("players,ranks", [(7, 8), (8, 9)])
def test_last_player_also_gets_the_face_down_card(players, ranks):
    st = RULES.new_game(players, 4, {"ranks": ranks})
    down = st.draft_log[0][2]
    for _ in range(players - 1):
        seat = st.to_move()[0]
        st.apply(seat, st.legal_moves(seat)[0])
    last = st.to_move()[0]
    assert last == players - 1
    offered = [str(m) for m in st.legal_moves(last)]
    assert len(offered) == 2 and f"pick:{down}" in offered
    st.apply(last, offered[0])
    assert st.view(last)["mine"]["discarded"] == [offered[1][5:]]
    assert st.view(None)["face_down"] == 1


def test_two_player_draft_each_controls_two_characters():
    st = RULES.new_game(2, 8)
    seq = []
    while st.draft_steps:
        seat = st.to_move()[0]
        move = st.legal_moves(seat)[0]
        seq.append((seat, move.kind, len(st.pool)))
        st.apply(seat, move)
    assert seq == [(0, "pick", 7), (1, "pick", 6), (1, "discard", 5), (0, "pick", 4),
                   (0, "discard", 3), (1, "pick", 2)]
    assert sorted(st.holder.count(s) for s in (0, 1)) == [2, 2]
    assert st.view(None)["face_down"] == 4     # 1 at random, 2 chosen, the last card


def test_three_player_draft_picks_twice_around_the_table():
    st = RULES.new_game(3, 2)
    seq = []
    while st.draft_steps:
        seat = st.to_move()[0]
        seq.append((seat, len(st.pool)))
        st.apply(seat, st.legal_moves(seat)[-1])
    assert seq == [(0, 7), (1, 6), (2, 5), (0, 4), (1, 3), (2, 2)]
    assert all(st.holder.count(s) == 2 for s in range(3))


def test_the_pool_is_shown_only_to_the_picker():
    st = RULES.new_game(4, 1)
    assert st.view(0)["draft"]["pool"] == st.pool
    assert st.view(1)["draft"]["pool"] is None and st.view(None)["draft"]["pool_size"] == 5


def test_ranks_are_called_in_order_and_absent_ones_are_skipped():
    st = scenario(4, characters={"merchant": 0, "thief": 1, "warlord": 2, "king": 3})
    order = []
    while st.round == 1:
        order.append(st.turn.character)
        play(st, "gold", "end")
    assert order == ["thief", "king", "merchant", "warlord"]
    absent = [e["character"] for e in st.log if e["event"] == "absent"]
    assert absent == ["assassin", "magician", "bishop", "architect"]


def test_the_round_in_which_a_city_reaches_8_is_the_last():
    city = ["manor", "castle", "palace", "temple", "church", "monastery", "tavern"]
    st = scenario(4, characters={"thief": 0, "king": 1, "bishop": 2, "warlord": 3},
                  gold=[0, 9, 0, 0], hands=[[], ["market"], [], []], cities=[[], city, [], []])
    play(st, "gold", "end")                      # thief
    play(st, "gold", "build:market", "end")      # king completes 8
    assert st.completed_at[1] == 8 and st.bonus[1] == 4 and not st.over
    play(st, "gold", "end", "gold", "end")       # the round is played out
    assert st.over and st.to_move() == ()


def test_scoring_costs_colours_bonus_and_special_values():
    city = ["manor", "temple", "tavern", "watchtower", "university", "dragon_gate", "keep", "market"]
    st = scenario(4, characters={"king": 0}, cities=[city, [], [], []])
    st.bonus[0] = 4
    assert st.scores()[0] == 3 + 1 + 1 + 1 + 8 + 8 + 3 + 2 + 3 + 4


def test_tied_players_share_the_win():
    st = scenario(2, characters={"king": 0, "bishop": 1, "thief": 0, "merchant": 1},
                  cities=[["palace"], ["palace"]])
    st.over = True
    assert st.result() == [1, 1]


@pytest.mark.parametrize("players,options,message", [
    (4, {"characters": ["assassin", "thief", "magician", "king", "bishop", "merchant",
                        "architect", "warlord", "queen"], "ranks": 9}, "Queen"),
    (8, {"ranks": 8}, "8 players"),
    (3, {"ranks": 9}, "2 and 3"),
    (4, {"preset": "nonsense"}, "preset"),
    (4, {"purple": ["temple"]}, "purple"),
    (4, {"characters": ["king"] * 9}, "rank-1"),
])
def test_invalid_option_combinations_raise_a_readable_error(players, options, message):
    with pytest.raises(ValueError, match=message):
        RULES.new_game(players, 1, options)


def test_options_presets_and_purple_selection():
    st = RULES.new_game(5, 1, {"preset": "dark_city", "ranks": 9, "purple": ["keep", "library"]})
    assert st.lineup[:8] == ["witch", "tax_collector", "wizard", "emperor", "abbot",
                             "alchemist", "navigator", "diplomat"]
    assert st.lineup[8] in ("queen", "artist")
    purple = {d for d in st.deck + [d for hand in st.hands for d in hand] if data.colour(d) == data.SPECIAL}
    assert purple <= {"keep", "library"}
    assert len(st.deck) + 20 == 54 + 3


def test_queen_is_never_drawn_at_random_below_five_players():
    for seed in range(30):
        st = RULES.new_game(4, seed, {"preset": "random", "ranks": 9})
        assert "queen" not in st.lineup


def test_illegal_moves_explain_themselves():
    st = scenario(4, characters={"king": 0}, hands=[["palace"], [], [], []], gold=[9, 0, 0, 0])
    with pytest.raises(IllegalMove, match="before building"):
        st.apply(0, "build:palace")
    with pytest.raises(IllegalMove, match="before ending"):
        st.apply(0, "end")


def test_determinize_keeps_the_seats_knowledge_of_the_draft():
    st = RULES.new_game(5, 11)
    seen = []
    for _ in range(2):                      # seats 0 and 1 pick
        seat = st.to_move()[0]
        seen.append(list(st.pool))
        st.apply(seat, st.legal_moves(seat)[0])
    passed_on = set(seen[0]) - {st.draft_log[-2][2]}
    for i in range(20):
        world = st.determinize(0, Rng(i))
        later = {e[2] for e in world.draft_log[-1:]} | set(world.pool)
        assert passed_on == later              # passed-on cards went to later places
        assert world.view(0) == st.view(0)


def _check_world(st, world, seat):
    """What `seat` knows about the characters still holds in a determinized world."""
    assert world.view(seat) == st.view(seat)
    mine = [e for e in st.draft_log if e[1] == seat]
    assert all(e in world.draft_log for e in mine)
    for rank in range(1, st.ranks + 1):
        if st.revealed[rank]:
            assert world.holder[rank] == st.holder[rank]
        called_absent = 0 < rank <= st.calling and not st.revealed[rank] and st.killed != rank
        if called_absent and not st.draft_steps:
            assert world.holder[rank] == -1
    if st.players >= 4 and st.offers[seat]:
        offer = set(st.offers[seat][0])
        picks = [i for i, e in enumerate(world.draft_log) if e[0] == "pick" and e[1] == seat]
        if not picks:
            return                                        # picking right now: the pool is shown
        my_index = picks[0]
        for i, (kind, who, card) in enumerate(world.draft_log):
            if kind in ("pick", "down0") and i < my_index:
                assert card not in offer                  # it was gone before my pick
            elif kind == "pick" and i > my_index and who != world.reclaim_seat:
                assert card in offer                      # it was still there at my pick


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6, 7, 8])
def test_determinize_respects_the_draft_and_the_calls(players):
    chooser = Rng(players)
    for seed in range(3):
        st = RULES.new_game(players, seed)
        for step in range(160):
            if st.is_over():
                break
            if step % 3 == 0:
                for seat in range(players):
                    _check_world(st, st.determinize(seat, Rng(step * 31 + seat)), seat)
            seat = st.to_move()[0]
            st.apply(seat, chooser.choice(st.legal_moves(seat)))


def test_views_hide_other_hands_and_unrevealed_characters():
    st = scenario(4, characters={"thief": 0, "king": 1, "bishop": 2, "warlord": 3})
    view = st.view(1)
    assert view["seats"][1]["hand"] == sorted(st.hands[1])
    assert view["seats"][0]["hand"] is None and view["seats"][0]["hand_size"] == 4
    assert view["mine"]["characters"] == ["king"]
    strip = {c["character"]: c for c in st.view(None)["characters"]}
    assert strip["thief"]["seat"] == 0 and strip["king"]["seat"] is None
    assert strip["assassin"]["absent"] and not strip["king"]["called"]


def test_determinize_keeps_a_peeked_hand_and_redeals_the_others():
    st = scenario(4, characters={"wizard": 0}, hands=[["temple"], ["palace", "manor"], ["castle"], ["tavern"]])
    play(st, "peek:1")
    changed = False
    for i in range(20):
        world = st.determinize(0, Rng(i))
        assert sorted(world.hands[1]) == ["manor", "palace"] and world.hands[0] == ["temple"]
        changed |= world.hands[2] != ["castle"]
    assert changed
