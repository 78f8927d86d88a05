"""Notre Dame: one scenario per action card, the no-cube-left case, the park bonus,
the messages and the carriage."""

from __future__ import annotations

import pytest
from test_notre_dame_setup import due_kind, new, play, set_cubes, turn

from pycore.protocol import IllegalMove


def test_cloister_school_gives_as_many_cubes_as_it_holds():
    st = new()
    set_cubes(st, 0, school=2)
    turn(st, 0, "school", "bank")
    play(st, 0, "play:school")
    assert st.cubes_at(0, "school") == 3
    assert st.supply[0] == 4 - 1 + 3 and st.general[0] == 10 - 3


def test_cloister_school_gives_only_what_the_general_supply_has():
    st = new()
    set_cubes(st, 0, school=2)
    st.general[0] = 1
    turn(st, 0, "school", "bank")
    play(st, 0, "play:school")
    assert st.supply[0] == 4 and st.general[0] == 0


def test_bank_gives_gold_per_cube_and_gold_never_runs_out():
    st = new()
    set_cubes(st, 0, bank=3)
    st.friend[0] = "bank"
    turn(st, 0, "bank", "school")
    play(st, 0, "play:bank")
    assert st.gold[0] == 3 + 5


def test_residence_gives_prestige_per_cube():
    st = new()
    set_cubes(st, 0, residence=1)
    turn(st, 0, "residence", "school")
    play(st, 0, "play:residence")
    assert st.prestige[0] == 2


def test_hotel_with_up_to_three_cubes_gives_one_choice():
    st = new()
    st.rat[0] = 3
    turn(st, 0, "hotel", "school")
    play(st, 0, "play:hotel")
    assert sorted(str(m) for m in st.legal_moves(0)) == ["bonus:cube", "bonus:gold", "bonus:rat"]
    play(st, 0, "bonus:rat")
    assert st.rat[0] == 2 and due_kind(st) == "play" and st.turn == 1


def test_hotel_with_four_cubes_gives_two_choices_and_offers_only_useful_ones():
    st = new()
    set_cubes(st, 0, hotel=3)
    st.general[0] = 1
    turn(st, 0, "hotel", "school")
    play(st, 0, "play:hotel")
    assert [str(m) for m in st.legal_moves(0)] == ["bonus:cube", "bonus:gold"]   # rats on 0
    play(st, 0, "bonus:cube")
    assert [str(m) for m in st.legal_moves(0)] == ["bonus:gold"]                 # supply empty
    play(st, 0, "bonus:gold")
    assert st.supply[0] == 4 and st.gold[0] == 4


def test_park_sends_the_rats_back_and_pays_a_bonus_on_every_prestige_gain():
    st = new()
    st.rat[0] = 4
    set_cubes(st, 0, park=3, residence=1)
    turn(st, 0, "park", "residence")
    play(st, 0, "play:park")
    assert st.rat[0] == 3
    st.queue = [0]
    st.pending = [{"kind": "play"}]
    play(st, 0, "play:residence")
    assert st.prestige[0] == 2 + 2           # residence 2, park 4 cubes -> +2
    assert {"event": "prestige", "seat": 0, "amount": 2, "reason": "residence", "park": 2} in st.log


def test_hospital_sends_the_rats_back_one_and_never_below_zero():
    st = new()
    st.rat[0] = 1
    turn(st, 0, "hospital", "hospital")
    play(st, 0, "play:hospital")
    assert st.rat[0] == 0 and st.cubes_at(0, "hospital") == 1
    st.queue, st.pending = [0], [{"kind": "play"}]
    play(st, 0, "play:hospital")
    assert st.rat[0] == 0 and st.cubes_at(0, "hospital") == 2


@pytest.mark.parametrize("gold,prestige", [(1, 1), (2, 3), (3, 6)])
def test_notre_dame_donations(gold, prestige):
    st = new()
    st.gold[0] = 3
    turn(st, 0, "notre_dame", "school")
    play(st, 0, "play:notre_dame")
    assert [str(m) for m in st.legal_moves(0)] == ["donate:0", "donate:1", "donate:2", "donate:3"]
    play(st, 0, f"donate:{gold}")
    assert st.cathedral[0] == 1 and st.supply[0] == 3
    assert st.gold[0] == 3 - gold and st.prestige[0] == prestige


def test_notre_dame_without_a_donation_places_no_cube():
    st = new()
    st.gold[0] = 1
    turn(st, 0, "notre_dame", "school")
    play(st, 0, "play:notre_dame")
    assert [str(m) for m in st.legal_moves(0)] == ["donate:0", "donate:1"]
    play(st, 0, "donate:0")
    assert st.cathedral[0] == 0 and st.supply[0] == 4 and st.gold[0] == 1


def test_trusted_friend_goes_to_an_own_sector_and_acts_there():
    st = new()
    set_cubes(st, 0, bank=1)
    turn(st, 0, "friend", "friend")
    play(st, 0, "play:friend")
    assert "friend:notre_dame" not in {str(m) for m in st.legal_moves(0)}
    play(st, 0, "friend:bank")
    assert st.friend[0] == "bank" and st.gold[0] == 3 + 2 and st.supply[0] == 4
    # played again, it must move to another sector
    st.queue, st.pending = [0], [{"kind": "play"}]
    play(st, 0, "play:friend")
    assert "friend:bank" not in {str(m) for m in st.legal_moves(0)}
    with pytest.raises(IllegalMove):
        st.apply(0, "friend:bank")
    play(st, 0, "friend:residence")
    assert st.friend[0] == "residence" and st.count(0, "bank") == 1 and st.prestige[0] == 1


def test_no_cube_left_move_one_of_yours_never_the_friend():
    st = new()
    st.supply[0] = 0
    set_cubes(st, 0, school=1, notre_dame=1)
    st.friend[0] = "park"
    turn(st, 0, "bank", "school")
    play(st, 0, "play:bank")
    assert sorted(str(m) for m in st.legal_moves(0)) == [
        "discard:bank", "move_cube:notre_dame:bank", "move_cube:school:bank"]
    play(st, 0, "move_cube:notre_dame:bank")
    assert st.cathedral[0] == 0 and st.cubes_at(0, "bank") == 1 and st.gold[0] == 4


def test_no_cube_left_the_card_may_be_discarded():
    st = new()
    st.supply[0] = 0
    set_cubes(st, 0, school=1)
    turn(st, 0, "residence", "school")
    play(st, 0, "play:residence", "discard:residence")
    assert st.prestige[0] == 0 and st.cubes_at(0, "school") == 1
    assert {"event": "no_action", "seat": 0, "action": "residence"} in st.log


def test_no_cube_left_for_notre_dame_the_donation_follows_the_moved_cube():
    st = new()
    st.supply[0] = 0
    set_cubes(st, 0, hotel=2)
    turn(st, 0, "notre_dame", "school")
    play(st, 0, "play:notre_dame", "donate:2", "move_cube:hotel:notre_dame")
    assert st.cathedral[0] == 1 and st.cubes_at(0, "hotel") == 1
    assert st.gold[0] == 1 and st.prestige[0] == 3


def test_the_second_card_played_discards_the_third_face_up():
    st = new()
    turn(st, 0, "bank", "park")
    st.turn = 1
    play(st, 0, "play:bank")
    assert st.hands[0] == [] and [c["action"] for c in st.view(1)["seats"][0]["discarded"]] == ["park"]


# ---- the carriage and the messages -----------------------------------------------------------
def carriage_turn(st, seat, cubes):
    set_cubes(st, seat, carriage=cubes - 1)
    turn(st, seat, "carriage", "school")
    play(st, seat, "play:carriage")


def test_carriage_moves_up_to_its_cubes_along_the_roads():
    st = new()
    st.market_message.clear()
    carriage_turn(st, 0, 2)
    assert sorted(str(m) for m in st.legal_moves(0)) == [
        "carriage:A0", "carriage:B0", "carriage:D0", "carriage:E0", "carriage:stop"]
    play(st, 0, "carriage:B0")
    assert "carriage:A1" in {str(m) for m in st.legal_moves(0)}     # into the next borough
    play(st, 0, "carriage:A1")
    assert st.carriage[0] == "A1" and due_kind(st) != "carriage"


def test_carriage_may_stop_early():
    st = new()
    st.market_message.clear()
    carriage_turn(st, 0, 3)
    play(st, 0, "carriage:D0", "carriage:stop")
    assert st.carriage[0] == "D0" and due_kind(st) != "carriage"


@pytest.mark.parametrize("kind,prestige,gold,cubes,rats", [
    ("a", 1, 4, 4, 2), ("b", 2, 3, 5, 2), ("c", 3, 3, 4, 1), ("d", 4, 3, 4, 2)])
def test_each_message(kind, prestige, gold, cubes, rats):
    st = new()
    st.rat[0] = 2
    st.market_message = {"D0": ("red", kind)}
    carriage_turn(st, 0, 1)
    play(st, 0, "carriage:D0")
    assert [str(m) for m in st.legal_moves(0)] == ["message:skip", "message:take"]
    play(st, 0, "message:take")
    assert st.held[0] == [("red", kind)] and "D0" not in st.market_message
    assert (st.prestige[0], st.gold[0], st.supply[0], st.rat[0]) == (prestige, gold, cubes - 1, rats)


def test_a_message_is_offered_only_where_the_carriage_stops():
    st = new()
    st.market_message = {"D0": ("red", "d"), "E0": ("red", "c")}
    carriage_turn(st, 0, 2)
    play(st, 0, "carriage:D0", "carriage:E0")
    play(st, 0, "message:skip")
    assert st.held[0] == [] and st.market_message == {"D0": ("red", "d"), "E0": ("red", "c")}


def test_a_second_message_of_a_colour_waits_until_every_colour_is_held():
    st = new()        # three players: red, yellow, blue messages
    st.market_message = {"D0": ("red", "d")}
    st.held[0] = [("red", "a")]
    carriage_turn(st, 0, 1)
    play(st, 0, "carriage:D0")
    assert due_kind(st) != "message" and st.held[0] == [("red", "a")]
    st.held[0] = [("red", "a"), ("yellow", "a"), ("blue", "b")]
    st.carriage[0] = "C0"
    carriage_turn(st, 0, 1)
    play(st, 0, "carriage:D0", "message:take")
    assert ("red", "d") in st.held[0]


def test_two_players_need_all_four_message_colours_before_a_second():
    st = new(2)
    assert st.message_colours == ["red", "yellow", "blue", "green"]
    st.market_message = {"A1": ("blue", "d")}
    st.held[0] = [("blue", "a"), ("red", "a"), ("yellow", "a")]
    st.carriage[0] = "B0"
    carriage_turn(st, 0, 1)
    play(st, 0, "carriage:A1")
    assert due_kind(st) != "message"
    st.held[0].append(("green", "a"))
    st.carriage[0] = "B0"
    carriage_turn(st, 0, 1)
    play(st, 0, "carriage:A1", "message:take")
    assert st.held[0][-1] == ("blue", "d")
