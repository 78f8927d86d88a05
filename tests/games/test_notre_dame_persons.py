"""Notre Dame: one scenario per person, and the hiring rules."""

from __future__ import annotations

import pytest
from test_notre_dame_setup import due_kind, hiring, new, plague_round, play, set_cubes

from pycore.games.notre_dame import data
from pycore.protocol import IllegalMove


def hire(st, person, seat=0, *revealed):
    hiring(st, seat, person, *revealed)
    play(st, seat, f"hire:{person}")


def test_hiring_costs_one_gold_and_is_optional():
    st = new()
    hiring(st, 0, "monk", "doctor", "guard")
    assert [str(m) for m in st.legal_moves(0)] == [
        "hire:doctor", "hire:guard", "hire:monk", "hire:none"]
    play(st, 0, "hire:none")
    assert st.gold[0] == 3 and st.hired[0] is None


def test_without_gold_nobody_can_be_hired():
    st = new()
    st.gold[0] = 0
    hiring(st, 0, "monk", "doctor", "guard")
    assert [str(m) for m in st.legal_moves(0)] == ["hire:none"]
    with pytest.raises(IllegalMove):
        st.apply(0, "hire:monk")


def test_landlady():
    st = new()
    st.rat[0] = 2
    hire(st, "landlady")
    assert st.prestige[0] == 3 and st.gold[0] == 2
    assert [str(m) for m in st.legal_moves(0)] == ["bonus:cube", "bonus:gold", "bonus:rat"]
    play(st, 0, "bonus:rat")
    assert st.rat[0] == 1


def test_monk():
    st = new()
    hire(st, "monk")
    assert (st.supply[0], st.general[0], st.prestige[0]) == (6, 8, 1)


def test_monk_takes_only_what_is_left_in_the_general_supply():
    st = new()
    st.general[0] = 1                    # cubes come from the general supply, as many as left
    hire(st, "monk")
    assert (st.supply[0], st.general[0], st.prestige[0]) == (5, 0, 1)


def test_moneylender():
    st = new()
    hire(st, "moneylender")
    assert (st.gold[0], st.prestige[0]) == (3 - 1 + 2, 1)


def test_minstrel_moves_up_to_three_pieces_friend_included_without_action():
    st = new()
    set_cubes(st, 0, bank=3)
    st.friend[0] = "bank"
    hire(st, "minstrel")
    legal = {str(m) for m in st.legal_moves(0)}
    assert "shift:bank:residence" in legal and "shift:bank:residence:friend" in legal
    assert not any("notre_dame" in t for t in legal) and "shift:done" in legal
    play(st, 0, "shift:bank:residence:friend", "shift:bank:residence")
    # the rest must follow the same way
    assert {str(m) for m in st.legal_moves(0)} == {"shift:bank:residence", "shift:done"}
    play(st, 0, "shift:bank:residence")
    assert st.count(0, "residence") == 3 and st.count(0, "bank") == 1
    assert st.prestige[0] == 0 and due_kind(st) != "shift"


def test_minstrel_may_stop_after_one():
    st = new()
    set_cubes(st, 0, hotel=2)
    hire(st, "minstrel")
    play(st, 0, "shift:hotel:park", "shift:done")
    assert st.count(0, "park") == 1 and st.count(0, "hotel") == 1


def test_doctor_makes_the_plague_value_zero_and_the_hospital_sends_rats_back():
    st = new()
    st.rat[0], st.rat[1] = 5, 5
    set_cubes(st, 0, hospital=2)
    set_cubes(st, 1, hospital=2)
    plague_round(st, ["doctor", "minstrel", "bishop"], ["doctor", None, None])   # value 6
    assert st.round == 2 and st.rat[0] == 3 and st.rat[1] == 9 and st.rat[2] == 6


def test_jester_moves_one_piece_even_from_notre_dame_and_acts():
    st = new()
    set_cubes(st, 0, bank=1, notre_dame=1)
    hire(st, "jester")
    legal = {str(m) for m in st.legal_moves(0)}
    assert "jester:notre_dame:bank" in legal and "jester:bank:notre_dame" not in legal
    assert "jester:none" in legal
    play(st, 0, "jester:notre_dame:bank")
    assert st.cathedral[0] == 0 and st.count(0, "bank") == 2 and st.gold[0] == 2 + 2


def test_jester_may_move_the_friend():
    st = new()
    st.friend[0] = "school"
    hire(st, "jester")
    play(st, 0, "jester:school:residence:friend")
    assert st.friend[0] == "residence" and st.prestige[0] == 1


def test_guard():
    st = new()
    set_cubes(st, 0, bank=2, park=1, notre_dame=2)
    st.friend[0] = "hotel"
    hire(st, "guard")
    assert st.prestige[0] == 6


def test_night_watchman():
    st = new()
    set_cubes(st, 0, bank=2, park=1, notre_dame=2)
    st.friend[0] = "hotel"
    hire(st, "watchman")
    assert st.prestige[0] == 4


def test_bishop_puts_a_general_supply_cube_on_an_empty_sector_and_acts():
    st = new()
    set_cubes(st, 0, school=1, bank=1, residence=1, carriage=1, hotel=1)
    st.friend[0] = "park"
    hire(st, "bishop")
    assert [str(m) for m in st.legal_moves(0)] == ["bishop:hospital"]
    st.rat[0] = 3
    play(st, 0, "bishop:hospital")
    assert st.count(0, "hospital") == 1 and st.general[0] == 9 and st.supply[0] == 4
    assert st.rat[0] == 2


def test_bishop_without_an_empty_sector_does_nothing():
    st = new()
    set_cubes(st, 0, **dict.fromkeys(data.SECTORS, 1))
    hire(st, "bishop")
    assert due_kind(st) != "bishop" and st.general[0] == 10


def test_bishop_with_an_empty_general_supply_does_nothing():
    st = new()
    set_cubes(st, 0)                     # every sector empty: only the supply is missing
    st.general[0] = 0
    hire(st, "bishop")
    assert due_kind(st) != "bishop" and "bishop:hospital" not in [str(m) for m in st.legal_moves(0)]
    assert sum(st.sectors[0]) == 0 and st.supply[0] == 4 and st.prestige[0] == 0


def test_guildmaster():
    st = new()
    set_cubes(st, 0, bank=5, school=2, hotel=1)
    st.friend[0] = "hotel"
    hire(st, "guildmaster")
    assert st.prestige[0] == 4 + 2 + 2


def test_king_of_beggars():
    st = new()
    st.rat[0] = 3
    hire(st, "beggar_king")
    assert st.prestige[0] == 6


def test_lawyer():
    st = new()
    st.held[0] = [("red", "a"), ("blue", "b"), ("yellow", "c")]
    hire(st, "lawyer")
    assert st.prestige[0] == 3


def test_lady_in_waiting():
    st = new()
    set_cubes(st, 0, bank=3, school=2, notre_dame=5)
    st.friend[0] = "bank"
    hire(st, "lady")
    assert st.prestige[0] == 4


def test_mayor():
    st = new()
    set_cubes(st, 0, bank=6, school=2)
    st.friend[0] = "school"
    hire(st, "mayor")
    assert st.prestige[0] == 6 + 3


def test_carpenter():
    st = new()
    set_cubes(st, 0, bank=2, park=1, notre_dame=3)
    st.friend[0] = "hotel"
    hire(st, "carpenter")
    assert st.prestige[0] == 4


def test_the_same_person_can_be_hired_by_several_players():
    st = new()
    hire(st, "moneylender", 0, "monk", "guard")
    hiring(st, 1, "moneylender", "monk", "guard")
    play(st, 1, "hire:moneylender")
    assert st.hired[:2] == ["moneylender", "moneylender"] and st.gold[:2] == [4, 4]


def test_park_bonus_applies_to_persons():
    st = new()
    set_cubes(st, 0, park=2)
    hire(st, "moneylender")
    assert st.prestige[0] == 2
