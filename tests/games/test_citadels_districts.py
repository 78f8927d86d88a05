"""Citadels: one scenario per purple district (12 base + 14 Dark City cards)."""

from __future__ import annotations

import pytest

from pycore.games.citadels import data
from pycore.games.citadels.scenario import play, scenario
from pycore.protocol import IllegalMove

FOUR = ["manor", "temple", "tavern", "watchtower"]     # four colours, purple missing


def legal(st):
    return {str(m) for m in st.legal_moves(st.to_move()[0])}


def test_haunted_city_counts_as_the_missing_colour():
    st = scenario(4, characters={"king": 1}, cities=[["manor", "temple", "tavern", "haunted_city", "keep"],
                                                       [], [], []])
    assert st.scores()[0] == 3 + 1 + 1 + 2 + 3 + 3     # haunted city as military: 5 colours


def test_haunted_city_built_in_the_last_round_stays_purple():
    st = scenario(4, characters={"king": 0}, gold=[9, 0, 0, 0],
                  cities=[["manor", "temple", "tavern", "keep", "castle", "palace", "church"], [], [], []],
                  hands=[["haunted_city"], [], [], []])
    play(st, "gold", "build:haunted_city", "end")
    assert st.over
    assert st.scores()[0] == 3 + 1 + 1 + 3 + 4 + 5 + 2 + 2 + 4   # no 5-colour bonus


def test_destroyed_haunted_city_loses_its_built_this_round_marker():
    st = scenario(4, characters={"king": 0, "warlord": 1}, gold=[0, 9, 0, 0],
                  hands=[["haunted_city"], [], [], []])
    play(st, "gold", "build:haunted_city", "end")
    assert st.haunted_round == 1
    play(st, "gold", "destroy:0:haunted_city")
    assert st.haunted_round == 0


def test_keep_cannot_be_destroyed_by_the_warlord():
    st = scenario(4, characters={"warlord": 0}, gold=[9, 0, 0, 0], cities=[[], ["keep", "manor"], [], []])
    play(st, "gold")
    assert "destroy:1:keep" not in legal(st) and "destroy:1:manor" in legal(st)


def test_armory_destroys_itself_and_another_players_district():
    st = scenario(4, characters={"king": 0}, cities=[["armory"], ["palace"], [], []])
    assert "armory:0:armory" not in legal(st)          # not its own city (seed FAQ)
    play(st, "armory:1:palace")
    assert st.cities[0] == [] and st.cities[1] == []
    assert sorted(st.deck[:2]) == ["armory", "palace"]


def test_lighthouse_searches_the_deck_then_shuffles():
    st = scenario(4, characters={"king": 0}, gold=[9, 0, 0, 0], hands=[["lighthouse"], [], [], []],
                  deck=["temple", "cathedral", "manor"])
    play(st, "gold", "build:lighthouse")
    assert st.view(0)["pending"]["deck"] == ["cathedral", "manor", "temple"]
    assert st.view(1)["pending"]["deck"] is None
    play(st, "search:cathedral")
    assert "cathedral" in st.hands[0] and sorted(st.deck) == ["manor", "temple"]


def test_imperial_treasury_scores_gold_in_hand():
    st = scenario(4, characters={"king": 0}, gold=[7, 0, 0, 0], cities=[["imperial_treasury"], [], [], []])
    assert st.scores()[0] == 4 + 7


def test_museum_tucks_one_card_per_turn_for_a_point_each():
    st = scenario(4, characters={"king": 0}, hands=[["temple", "manor"], [], [], []],
                  cities=[["museum"], [], [], []])
    play(st, "museum:temple")
    assert not any(m.startswith("museum") for m in legal(st))
    assert st.museum[0] == ["temple"] and st.scores()[0] == 4 + 1
    assert st.view(1)["seats"][0]["museum"] is None and st.view(1)["seats"][0]["museum_size"] == 1


def test_graveyard_owner_may_pay_1_to_take_the_destroyed_district():
    st = scenario(4, characters={"warlord": 0}, gold=[9, 2, 0, 0],
                  cities=[[], ["graveyard"], ["palace"], []])
    play(st, "gold", "destroy:2:palace")
    assert st.to_move() == (1,) and legal(st) == {"graveyard:yes", "graveyard:no"}
    play(st, "graveyard:yes")
    assert st.hands[1][-1] == "palace" and st.gold[1] == 1


def test_graveyard_does_not_work_for_the_warlords_own_player():
    st = scenario(4, characters={"warlord": 0}, gold=[9, 0, 0, 0], cities=[["graveyard"], ["palace"], [], []])
    play(st, "gold", "destroy:1:palace")
    assert not st.pending and st.deck[0] == "palace"


def test_laboratory_discards_a_card_for_one_gold_once_per_turn():
    st = scenario(4, characters={"king": 0}, gold=[0, 0, 0, 0], hands=[["temple", "manor"], [], [], []],
                  cities=[["laboratory"], [], [], []])
    play(st, "lab:temple")
    assert st.gold[0] == 1 and st.hands[0] == ["manor"]
    assert not any(m.startswith("lab") for m in legal(st))


def test_smithy_pays_two_gold_to_draw_three():
    st = scenario(4, characters={"king": 0}, gold=[2, 0, 0, 0], hands=[[], [], [], []],
                  cities=[["smithy"], [], [], []], deck=["temple", "manor", "castle", "palace"])
    play(st, "smithy")
    assert st.gold[0] == 0 and sorted(st.hands[0]) == ["castle", "manor", "palace"]
    assert "smithy" not in legal(st)


def test_observatory_draws_three_and_keeps_one():
    st = scenario(4, characters={"king": 0}, hands=[[], [], [], []], cities=[["observatory"], [], [], []],
                  deck=["watchtower", "temple", "manor", "castle"])
    play(st, "draw")
    assert st.view(0)["pending"]["cards"] == ["castle", "manor", "temple"]
    play(st, "keep:manor")
    assert st.hands[0] == ["manor"] and sorted(st.deck[:2]) == ["castle", "temple"]


def test_purple_district_costs_are_the_seeds():
    # docs/rules/citadels.md, "Purple districts" (Observatory 5; Poor House 5, Factory 6)
    assert {d: data.cost(d) for d in data.PURPLE} == {
        "haunted_city": 2, "keep": 3, "armory": 3, "lighthouse": 3, "imperial_treasury": 4,
        "museum": 4, "graveyard": 5, "laboratory": 5, "smithy": 5, "observatory": 5,
        "bell_tower": 5, "map_room": 5, "poor_house": 5, "quarry": 5, "fountain_of_wishes": 5,
        "dragon_gate": 6, "great_wall": 6, "library": 6, "school_of_magic": 6, "university": 6,
        "ball_room": 6, "factory": 6, "hospital": 6, "park": 6, "throne_room": 6}


def test_bell_tower_declared_ends_the_game_at_seven():
    city = ["manor", "castle", "palace", "temple", "church", "monastery"]
    st = scenario(4, characters={"king": 0, "bishop": 1}, gold=[9, 0, 0, 0], cities=[city, [], [], []],
                  hands=[["bell_tower"], [], [], []])
    play(st, "gold", "build:bell_tower")
    assert legal(st) == {"bell:yes", "bell:no"}
    play(st, "bell:yes", "end")
    assert st.threshold == 7 and st.bonus[0] == 4
    play(st, "gold", "end")
    assert st.over


def test_bell_tower_not_declared_changes_nothing():
    st = scenario(4, characters={"king": 0}, gold=[9, 0, 0, 0], hands=[["bell_tower"], [], [], []])
    play(st, "gold", "build:bell_tower", "bell:no")
    assert st.threshold == 8


def test_map_room_scores_cards_in_hand():
    st = scenario(4, characters={"king": 0}, hands=[["temple", "manor", "castle"], [], [], []],
                  cities=[["map_room"], [], [], []])
    assert st.scores()[0] == 5 + 3


def test_poor_house_gives_one_gold_to_a_penniless_player_at_turn_end():
    st = scenario(4, characters={"king": 0}, gold=[1, 0, 0, 0], hands=[["temple"], [], [], []],
                  cities=[["poor_house"], [], [], []])
    play(st, "draw")
    play(st, f"keep:{st.pending[0]['cards'][0]}", "build:temple", "end")
    assert st.gold[0] == 1


def test_poor_house_pays_before_the_alchemists_refund():
    st = scenario(4, characters={"alchemist": 0}, gold=[3, 0, 0, 0], hands=[["palace"], [], [], []],
                  cities=[["poor_house"], [], [], []])
    play(st, "gold", "build:palace", "end")          # 0 gold: +1, then the 5 come back
    assert st.gold[0] == 1 + 5


def test_quarry_allows_a_second_copy_but_not_a_third():
    st = scenario(4, characters={"king": 0}, gold=[9, 0, 0, 0], hands=[["temple", "temple"], [], [], []],
                  cities=[["quarry", "temple"], [], [], []])
    play(st, "gold")
    assert "build:temple" in legal(st)
    play(st, "build:temple")
    st.turn.builds_left = 1
    assert "build:temple" not in legal(st)


def test_without_quarry_no_duplicate_may_be_built():
    st = scenario(4, characters={"king": 0}, gold=[9, 0, 0, 0], hands=[["temple"], [], [], []],
                  cities=[["temple"], [], [], []])
    play(st, "gold")
    with pytest.raises(IllegalMove, match="already have"):
        st.apply(0, "build:temple")


def test_fountain_of_wishes_scores_each_other_purple_district():
    st = scenario(4, characters={"king": 0}, cities=[["fountain_of_wishes", "keep", "library"], [], [], []])
    assert st.scores()[0] == 5 + 3 + 6 + 2


def test_dragon_gate_costs_6_and_scores_8():
    st = scenario(4, characters={"king": 0}, gold=[6, 0, 0, 0], hands=[["dragon_gate"], [], [], []])
    play(st, "draw")
    play(st, f"keep:{st.pending[0]['cards'][0]}", "build:dragon_gate")
    assert st.gold[0] == 0 and st.scores()[0] == 8


def test_great_wall_raises_the_warlords_price_for_other_districts():
    st = scenario(4, characters={"warlord": 0}, gold=[2, 0, 0, 0],
                  cities=[[], ["great_wall", "palace", "castle"], ["palace"], []])
    play(st, "gold")                                    # 4 gold
    assert "destroy:2:palace" in legal(st)              # no wall: 5 - 1
    assert "destroy:1:palace" not in legal(st)          # behind the wall: 5 - 1 + 1
    assert "destroy:1:castle" in legal(st)              # 4 - 1 + 1
    assert "destroy:1:great_wall" not in legal(st)      # the wall itself: 6 - 1


def test_library_keeps_both_drawn_cards():
    st = scenario(4, characters={"king": 0}, hands=[[], [], [], []], cities=[["library"], [], [], []],
                  deck=["temple", "manor", "castle"])
    play(st, "draw")
    assert sorted(st.hands[0]) == ["castle", "manor"] and not st.pending


def test_school_of_magic_counts_as_the_income_colour():
    st = scenario(4, characters={"bishop": 0}, gold=[0, 0, 0, 0], cities=[["school_of_magic", "temple"], [], [], []])
    play(st, "income")
    assert st.gold[0] == 2


def test_university_costs_6_and_scores_8():
    st = scenario(4, characters={"king": 0}, cities=[["university"], [], [], []])
    assert st.scores()[0] == 8


def test_ball_room_requires_a_thank_you_first():
    st = scenario(4, characters={"thief": 1, "king": 0}, crown=0, cities=[["ball_room"], [], [], []])
    assert st.to_move() == (1,) and legal(st) == {"thank"}
    play(st, "thank", "gold", "end")
    assert st.turn.seat == 0 and not st.pending       # the owner does not thank himself


def test_ball_room_no_thanks_when_its_owner_lacks_the_crown():
    st = scenario(4, characters={"thief": 1}, crown=2, cities=[["ball_room"], [], [], []])
    assert "thank" not in legal(st)


def test_factory_makes_other_purple_districts_one_cheaper():
    st = scenario(4, characters={"king": 0}, gold=[3, 0, 0, 0], hands=[["library", "palace"], [], [], []],
                  cities=[["factory"], [], [], []])
    play(st, "gold")                                    # 5 gold
    assert "build:library" in legal(st)                 # 6 - 1
    play(st, "build:library")
    assert st.gold[0] == 0


def test_factory_does_not_lower_the_warlords_price():
    st = scenario(4, characters={"warlord": 0}, gold=[2, 0, 0, 0],
                  cities=[[], ["factory", "library", "castle"], [], []])
    play(st, "gold")                                 # 4 gold
    assert "destroy:1:castle" in legal(st)           # 4 - 1
    assert "destroy:1:library" not in legal(st)      # 6 - 1: no Factory discount


def test_factory_does_not_lower_the_diplomats_difference():
    st = scenario(4, characters={"diplomat": 0}, gold=[3, 0, 0, 0],
                  cities=[["factory", "temple"], ["library"], [], []])
    play(st, "gold", "exchange:temple:1:library")    # 6 - 1: no Factory discount
    assert st.gold[:2] == [0, 5]


def test_hospital_lets_an_assassinated_owner_take_the_action_only():
    st = scenario(4, characters={"assassin": 0, "merchant": 1}, gold=[0, 0, 0, 0],
                  cities=[[], ["hospital", "market"], [], []], hands=[[], ["temple"], [], []])
    play(st, "kill:6", "gold", "end")
    assert st.turn.seat == 1 and st.turn.mode == "hospital"
    assert legal(st) == {"gold", "draw"}
    play(st, "gold")
    assert st.gold[1] == 2 and st.cities[1] == ["hospital", "market"]   # no income, no build
    assert st.round == 2


def test_an_assassinated_king_with_a_hospital_still_takes_the_crown_only_at_the_round_end():
    # The Ball Room's owner (seat 3) holds the crown, so the Bishop called after the King
    # still owes the courtesy; the King's player takes the crown after rank 8.
    st = scenario(4, characters={"assassin": 0, "king": 1, "bishop": 2, "warlord": 3}, crown=3,
                  cities=[[], ["hospital"], [], ["ball_room"]])
    play(st, "thank", "kill:4", "gold", "end")
    assert st.turn.seat == 1 and st.turn.mode == "hospital"
    assert st.crown == 3
    play(st, "thank", "gold")
    assert st.turn.character == "bishop" and legal(st) == {"thank"}
    assert st.crown == 3
    play(st, "thank", "gold", "end", "gold", "end")
    assert st.round == 2 and st.crown == 1


def test_park_draws_two_when_the_hand_is_empty_at_turn_end():
    st = scenario(4, characters={"king": 0}, gold=[9, 0, 0, 0], hands=[["temple"], [], [], []],
                  cities=[["park"], [], [], []], deck=["manor", "castle"])
    play(st, "gold", "build:temple", "end")
    assert sorted(st.hands[0]) == ["castle", "manor"]


def test_throne_room_pays_one_gold_each_time_the_crown_moves():
    st = scenario(4, characters={"king": 1}, crown=0, gold=[0, 0, 0, 0], cities=[[], [], ["throne_room"], []])
    assert st.crown == 1 and st.gold[2] == 1
