"""Citadels: one test per answer in the seed's FAQ (general, characters, districts)."""

from __future__ import annotations

from pycore.games.citadels import RULES
from pycore.games.citadels.scenario import play, scenario

SEVEN = ["manor", "castle", "palace", "temple", "church", "monastery", "tavern"]


def legal(st):
    return {str(m) for m in st.legal_moves(st.to_move()[0])}


# ---- general ------------------------------------------------------------------------------
def test_faq_powers_are_optional():
    st = scenario(4, characters={"assassin": 0})
    play(st, "gold")
    assert "end" in legal(st) and "kill:4" in legal(st)
    play(st, "end")
    assert st.killed == 0


def test_faq_more_than_8_districts_may_be_built():
    st = scenario(4, characters={"architect": 0}, gold=[9, 0, 0, 0], cities=[SEVEN, [], [], []],
                  hands=[["watchtower", "prison", "market"], [], [], []])
    play(st, "gold", "build:watchtower", "build:prison", "build:market")
    assert len(st.cities[0]) == 10


def test_faq_game_ends_even_if_the_8th_district_is_destroyed():
    st = scenario(4, characters={"king": 0, "warlord": 1}, gold=[9, 0, 0, 0],
                  cities=[SEVEN, ["armory"], [], []], hands=[["market"], [], [], []])
    play(st, "gold", "build:market", "end")
    play(st, "armory:0:market", "gold", "end")
    assert st.over and len(st.cities[0]) == 7


def test_faq_complete_city_bonus_is_kept_after_a_destruction():
    st = scenario(4, characters={"king": 0, "warlord": 1}, gold=[9, 0, 0, 0],
                  cities=[SEVEN, ["armory"], [], []], hands=[["market"], [], [], []])
    play(st, "gold", "build:market", "end", "armory:0:market", "gold", "end")
    assert st.bonus[0] == 4


def test_faq_five_colours_must_still_be_there_at_the_end():
    st = scenario(4, characters={"king": 0, "warlord": 1}, gold=[0, 9, 0, 0],
                  cities=[["manor", "temple", "tavern", "watchtower", "keep"], [], [], []])
    assert st.scores()[0] == 3 + 1 + 1 + 1 + 3 + 3
    play(st, "gold", "end", "gold", "destroy:0:watchtower")
    assert st.scores()[0] == 3 + 1 + 1 + 3


def test_faq_income_once_per_turn_even_after_building():
    st = scenario(4, characters={"king": 0}, gold=[3, 0, 0, 0], hands=[["manor"], [], [], []],
                  cities=[["castle"], [], [], []])
    play(st, "income", "gold", "build:manor")
    assert "income" not in legal(st)
    assert st.gold[0] == 3 + 1 + 2 - 3


def test_faq_an_empty_bank_pays_nothing():
    st = scenario(4, characters={"king": 0}, gold=[0, 0, 0, 0])
    st.bank = 1
    play(st, "gold")
    assert st.gold[0] == 1 and st.bank == 0


def test_faq_tied_highest_scores_all_win():
    st = scenario(3, characters={"king": 0, "bishop": 1, "merchant": 2, "thief": 0, "magician": 1,
                                 "warlord": 2}, cities=[["palace"], ["palace"], ["temple"]])
    st.over = True
    assert st.result() == [1, 1, 3]


def test_faq_expansion_districts_are_a_table_choice():
    st = RULES.new_game(4, 5, {"purple": []})
    assert all(card not in ("keep", "library") for card in st.deck)


# ---- characters -------------------------------------------------------------------------------
def test_faq_thief_takes_gold_before_any_action_or_district_effect():
    st = scenario(4, characters={"thief": 0, "king": 1}, gold=[0, 3, 0, 0], crown=2,
                  cities=[[], ["throne_room"], [], []])
    play(st, "rob:4", "gold", "end")
    assert st.gold[1] == 1                    # robbed of 3, then +1 from the Throne Room


def test_faq_thief_cannot_rob_the_witch_or_the_bewitched_character():
    st = scenario(4, characters={"witch": 0, "thief": 1, "king": 2})
    play(st, "gold", "bewitch:4")
    play(st, "gold")                           # the Thief's own turn
    assert "rob:1" not in legal(st) and "rob:4" not in legal(st) and "rob:5" in legal(st)


def test_faq_magician_puts_redrawn_cards_face_down_at_the_bottom():
    st = scenario(4, characters={"magician": 0}, hands=[["temple"], [], [], []], deck=["manor"])
    play(st, "redraw:temple", "done")
    assert st.deck == ["temple"] and st.hands[0] == ["manor"]


def test_faq_assassinated_king_takes_the_crown_at_the_round_end():
    st = scenario(4, characters={"assassin": 0, "king": 2}, crown=1)
    play(st, "kill:4", "gold", "end")
    assert st.round == 2 and st.crown == 2


def test_faq_crown_stays_when_the_king_is_not_played():
    st = scenario(4, characters={"thief": 0}, crown=3)
    play(st, "gold", "end")
    assert st.round == 2 and st.crown == 3


def test_faq_diplomat_cannot_exchange_with_the_bishop():
    st = scenario(4, characters={"bishop": 1, "diplomat": 0}, gold=[9, 0, 0, 0],
                  cities=[["temple"], ["manor"], ["castle"], []])
    play(st, "gold", "end", "gold")
    assert not any(m.startswith("exchange:temple:1:") for m in legal(st))
    assert "exchange:temple:2:castle" in legal(st)


def test_faq_architect_may_take_his_cards_before_choosing_the_action():
    st = scenario(4, characters={"architect": 0}, hands=[[], [], [], []], deck=["manor", "castle", "palace"])
    assert len(st.hands[0]) == 2 and not st.turn.acted


def test_faq_warlord_may_destroy_an_assassinated_bishops_district():
    st = scenario(4, characters={"assassin": 0, "bishop": 1, "warlord": 2}, gold=[0, 0, 9, 0],
                  cities=[[], ["temple"], [], []])
    play(st, "kill:5", "gold", "end", "gold")
    assert "destroy:1:temple" in legal(st)


def test_faq_warlord_cannot_destroy_in_a_complete_city():
    st = scenario(4, characters={"warlord": 0}, gold=[9, 0, 0, 0], cities=[[], SEVEN + ["market"], [], []])
    play(st, "gold")
    assert not any(m.startswith("destroy:1:") for m in legal(st))


def test_faq_warlord_may_destroy_his_own_district():
    st = scenario(4, characters={"warlord": 0}, gold=[9, 0, 0, 0], cities=[["temple"], [], [], []])
    play(st, "gold")
    assert "destroy:0:temple" in legal(st)


def test_faq_witch_who_bewitches_no_one_may_build():
    st = scenario(4, characters={"witch": 0}, gold=[9, 0, 0, 0], hands=[["manor"], [], [], []])
    play(st, "gold", "build:manor")
    assert "end" in legal(st) and not any(m.startswith("bewitch") for m in legal(st))


def test_faq_bewitched_tax_collector_means_players_pay_the_witch():
    st = scenario(4, characters={"witch": 0, "tax_collector": 1, "king": 2}, gold=[0, 0, 5, 0],
                  hands=[[], [], ["manor"], []])
    play(st, "gold", "bewitch:2", "gold", "end")       # witch; victim; the Witch resumes
    play(st, "gold", "build:manor", "end")             # the King builds
    assert st.gold[0] == 2 + 1 and st.gold[1] == 2


def test_faq_witch_bewitching_the_king_does_not_get_the_crown():
    st = scenario(4, characters={"witch": 0, "king": 1}, crown=3)
    play(st, "gold", "bewitch:4")
    assert st.crown == 1


def test_faq_witch_bewitching_the_bishop_protects_her_districts():
    st = scenario(4, characters={"witch": 0, "bishop": 1, "warlord": 2}, gold=[0, 0, 9, 0],
                  cities=[["temple"], ["church"], [], []])
    play(st, "gold", "bewitch:5", "gold", "end")
    play(st, "gold")                                   # the Warlord
    assert "destroy:0:temple" not in legal(st) and "destroy:1:church" in legal(st)


def test_faq_witch_bewitching_the_navigator_cannot_build_after_the_power():
    st = scenario(4, characters={"witch": 0, "navigator": 1}, gold=[9, 0, 0, 0],
                  hands=[["manor"], [], [], []])
    play(st, "gold", "bewitch:7", "gold")
    assert st.turn.mode == "witch"
    play(st, "navigate:gold")
    assert "build:manor" not in legal(st)


def test_faq_assassin_pays_the_tax_collector_when_it_is_revealed():
    st = scenario(4, characters={"assassin": 0, "tax_collector": 1}, gold=[3, 0, 0, 0],
                  hands=[["temple"], [], [], []])
    play(st, "gold", "build:temple", "end")
    assert st.gold[:2] == [3, 1]               # paid as soon as the Tax Collector was revealed


def test_faq_witch_pays_the_tax_collector_when_she_builds_in_the_bewitched_turn():
    st = scenario(4, characters={"witch": 0, "tax_collector": 1, "king": 2}, gold=[5, 0, 0, 0],
                  hands=[["manor"], [], [], []])
    play(st, "gold", "bewitch:4", "gold", "end")       # witch; tax collector (revealed, nothing owed)
    assert st.gold[:2] == [7, 2]
    play(st, "gold")                                   # the King's player: action only
    play(st, "build:manor", "end")                     # the Witch finishes the King's turn
    assert st.gold[:2] == [7 - 3 - 1, 3]


def test_faq_wizard_may_build_more_than_two_copies():
    st = scenario(4, characters={"wizard": 0}, gold=[9, 0, 0, 0], hands=[["temple"], ["temple"], [], []],
                  cities=[["temple", "temple"], [], [], []])
    play(st, "peek:1", "place:temple", "gold", "build:temple")
    assert st.cities[0].count("temple") == 4


def test_faq_emperors_crown_receiver_chooses_gold():
    st = scenario(4, characters={"emperor": 0}, crown=0, gold=[0, 3, 0, 0], hands=[[], ["palace"], [], []])
    play(st, "crown:1", "tribute:gold")
    assert st.gold[:2] == [1, 2] and st.hands[1] == ["palace"]


def test_faq_assassinated_emperor_leaves_the_crown_where_it_is():
    st = scenario(4, characters={"assassin": 0, "emperor": 2}, crown=1)
    play(st, "kill:4", "gold", "end")
    assert st.round == 2 and st.crown == 1


def test_faq_alchemist_takes_no_trade_income():
    st = scenario(4, characters={"alchemist": 0}, cities=[["market", "tavern"], [], [], []])
    assert "income" not in legal(st)


def test_faq_navigator_who_does_not_use_his_power_may_build():
    st = scenario(4, characters={"navigator": 0}, gold=[9, 0, 0, 0], hands=[["manor"], [], [], []])
    play(st, "gold", "build:manor")
    assert st.cities[0] == ["manor"] and not any(m.startswith("navigate") for m in legal(st))


def test_faq_diplomat_cannot_force_a_duplicate_on_a_player():
    st = scenario(4, characters={"diplomat": 0}, gold=[9, 0, 0, 0],
                  cities=[["temple"], ["temple", "castle"], ["temple", "castle", "quarry"], []])
    play(st, "gold")
    assert "exchange:temple:1:castle" not in legal(st)
    assert "exchange:temple:2:castle" in legal(st)     # that player has the Quarry


def test_faq_diplomat_cannot_take_a_duplicate_without_quarry():
    st = scenario(4, characters={"diplomat": 0}, gold=[9, 0, 0, 0],
                  cities=[["temple", "castle"], ["castle"], [], []])
    play(st, "gold")
    assert "exchange:temple:1:castle" not in legal(st)


def test_faq_diplomat_with_a_complete_city_may_still_exchange():
    st = scenario(4, characters={"diplomat": 0}, gold=[9, 0, 0, 0],
                  cities=[SEVEN + ["market"], ["fortress"], [], []])
    play(st, "gold")
    assert "exchange:tavern:1:fortress" in legal(st)


def test_faq_diplomat_cannot_exchange_with_a_complete_city():
    st = scenario(4, characters={"diplomat": 0}, gold=[9, 0, 0, 0],
                  cities=[["watchtower"], SEVEN + ["market"], [], []])
    play(st, "gold")
    assert not any(m.startswith("exchange") for m in legal(st))


def test_faq_artist_beautifies_one_or_two_districts_per_turn():
    st = scenario(4, characters={"artist": 0}, gold=[9, 0, 0, 0], cities=[["temple", "manor", "tavern"], [], [], []])
    play(st, "beautify:temple", "gold", "end")                      # one is enough
    assert st.decorated[0] == ["temple"]


def test_faq_queen_next_to_the_emperor_is_paid():
    st = scenario(5, characters={"emperor": 1, "queen": 0}, crown=1, gold=[0] * 5, hands=[[]] * 5)
    play(st, "crown:3", "gold", "end")
    assert st.turn.character == "queen" and st.gold[0] == 3


def test_faq_queen_is_paid_at_the_round_end_when_the_king_was_assassinated():
    st = scenario(5, characters={"assassin": 3, "king": 1, "queen": 0}, gold=[0] * 5)
    play(st, "kill:4", "gold", "end")
    assert st.turn.character == "queen" and st.gold[0] == 0
    play(st, "gold", "end")
    assert st.round == 2 and st.gold[0] == 2 + 3


def test_faq_queen_is_paid_at_the_round_end_when_the_emperor_was_assassinated():
    st = scenario(5, characters={"assassin": 3, "emperor": 1, "queen": 0}, crown=2, gold=[0] * 5)
    play(st, "kill:4", "gold", "end")
    assert st.turn.character == "queen" and st.gold[0] == 0
    play(st, "gold", "end")
    assert st.round == 2 and st.gold[0] == 2 + 3 and st.crown == 2


# ---- districts ---------------------------------------------------------------------------------
def test_faq_library_with_observatory_draws_three_keeps_two():
    st = scenario(4, characters={"king": 0}, hands=[[], [], [], []], cities=[["library", "observatory"], [], [], []],
                  deck=["watchtower", "temple", "manor", "castle"])
    play(st, "draw", "keep:manor", "keep:temple")
    assert sorted(st.hands[0]) == ["manor", "temple"] and st.deck[0] == "castle"


def test_faq_library_cannot_be_built_before_the_action():
    st = scenario(4, characters={"king": 0}, gold=[9, 0, 0, 0], hands=[["library"], [], [], []])
    assert "build:library" not in legal(st)


def test_faq_great_wall_adds_one_to_the_diplomats_difference():
    st = scenario(4, characters={"diplomat": 0}, gold=[0, 0, 0, 0],
                  cities=[["manor"], ["castle", "great_wall"], [], []])
    play(st, "gold")
    play(st, "exchange:manor:1:castle")
    assert st.gold[:2] == [0, 2]               # 4 - 3 + 1


def test_faq_keep_cannot_be_taken_by_the_diplomat():
    st = scenario(4, characters={"diplomat": 0}, gold=[9, 0, 0, 0], cities=[["temple"], ["keep"], [], []])
    play(st, "gold")
    assert not any(m.startswith("exchange") for m in legal(st))


def test_faq_warlord_destroys_university_for_5():
    st = scenario(4, characters={"warlord": 0}, gold=[3, 0, 0, 0], cities=[[], ["university"], [], []])
    play(st, "gold", "destroy:1:university")
    assert st.gold[0] == 0


def test_faq_diplomat_values_dragon_gate_at_8():
    st = scenario(4, characters={"diplomat": 0}, gold=[4, 0, 0, 0], cities=[["palace"], ["dragon_gate"], [], []])
    play(st, "gold", "exchange:palace:1:dragon_gate")
    assert st.gold[:2] == [6 - 3, 3]


def test_faq_armory_reaches_the_bishop_the_keep_and_complete_cities_but_not_its_owner():
    st = scenario(4, characters={"bishop": 1, "warlord": 0},
                  cities=[["armory", "temple"], ["keep", "church"], SEVEN + ["market"], []])
    play(st, "gold", "end")                     # the Bishop; then the Warlord owns the Armory
    assert "destroy:1:church" not in legal(st)
    assert {"armory:1:keep", "armory:1:church", "armory:2:market"} <= legal(st)
    assert "armory:0:temple" not in legal(st)


def test_faq_tax_is_paid_before_the_poor_house_gold():
    st = scenario(4, characters={"tax_collector": 1, "king": 0}, gold=[0, 0, 0, 0], hands=[["tavern"], [], [], []],
                  cities=[["poor_house"], [], [], []])
    play(st, "gold", "end")                     # the Tax Collector is revealed first
    play(st, "gold")
    play(st, "build:tavern", "end")             # 2 - 1 = 1, tax 1 -> 0, Poor House +1
    assert st.gold[:2] == [1, 3]


def test_faq_graveyard_does_not_work_with_the_diplomat():
    st = scenario(4, characters={"diplomat": 0}, gold=[9, 0, 0, 0],
                  cities=[["temple"], ["manor"], ["graveyard"], []])
    play(st, "gold", "exchange:temple:1:manor")
    assert not st.pending


def test_faq_museum_destroy_cost_uses_its_own_value_and_cards_go_to_the_bottom():
    st = scenario(4, characters={"warlord": 0}, gold=[1, 0, 0, 0], cities=[[], ["museum"], [], []])
    st.museum[1] = ["palace", "castle"]
    play(st, "gold", "destroy:1:museum")
    assert st.gold[0] == 0 and st.museum[1] == [] and set(st.deck[:3]) == {"museum", "palace", "castle"}


def test_faq_exchanged_museum_keeps_its_cards_underneath():
    st = scenario(4, characters={"diplomat": 0}, gold=[9, 0, 0, 0], cities=[["castle"], ["museum"], [], []])
    st.museum[1] = ["palace"]
    play(st, "gold", "exchange:castle:1:museum")
    assert st.museum[0] == ["palace"] and st.museum[1] == [] and "palace" not in st.hands[0]


def test_faq_hospital_does_nothing_for_a_bewitched_player():
    st = scenario(4, characters={"witch": 0, "king": 1}, cities=[[], ["hospital"], [], []])
    play(st, "gold", "bewitch:4")
    assert st.turn.mode == "victim" and legal(st) == {"gold", "draw"}


def test_faq_bell_tower_game_ends_in_the_round_someone_reaches_seven():
    st = scenario(4, characters={"king": 0, "bishop": 1}, gold=[9, 9, 0, 0],
                  cities=[["temple"], SEVEN[:6], [], []], hands=[["bell_tower"], ["market"], [], []])
    play(st, "gold", "build:bell_tower", "bell:yes", "end")
    assert not any(st.completed_at)
    play(st, "gold", "build:market", "end")
    assert st.over


# The seed's FAQ on the bonus with a Bell Tower, sentence by sentence: 「所有在鐘塔建成前建完7個
# 地區的玩家獲得+4獎勵，建成鐘塔的玩家如果也正好建完7個地區，也能獲得+4獎勵。在鐘塔建成後建完
# 7個地區的玩家獲得+2獎勵。」
def test_faq_bell_tower_bonus_before_it_is_four_for_every_seven_district_city():
    st = scenario(4, characters={"king": 0, "bishop": 1}, gold=[9, 9, 0, 0],
                  cities=[["temple"], SEVEN, [], SEVEN[:6] + ["market"]],
                  hands=[["bell_tower"], [], [], []])
    play(st, "gold", "build:bell_tower", "bell:yes")
    assert st.bonus == [0, 4, 0, 4] and st.completed_at == [0, 7, 0, 7]


def test_faq_bell_tower_bonus_is_four_when_it_is_the_builders_own_seventh():
    st = scenario(4, characters={"king": 0}, gold=[9, 0, 0, 0],
                  cities=[SEVEN[:6], [], [], []], hands=[["bell_tower"], [], [], []])
    play(st, "gold", "build:bell_tower", "bell:yes")
    assert st.bonus[0] == 4 and st.completed_at[0] == 7


def test_faq_bell_tower_bonus_after_it_is_two_even_for_the_first_city():
    st = scenario(4, characters={"king": 0, "bishop": 1}, gold=[9, 9, 0, 0],
                  cities=[["temple"], SEVEN[:6], [], []], hands=[["bell_tower"], ["market"], [], []])
    play(st, "gold", "build:bell_tower", "bell:yes", "end")
    assert not any(st.completed_at)
    play(st, "gold", "build:market")
    assert st.bonus[1] == 2 and st.completed_at[1] == 7


def test_without_a_declared_bell_tower_the_first_complete_city_gets_four():
    st = scenario(4, characters={"king": 0, "bishop": 1}, gold=[9, 9, 0, 0],
                  cities=[["temple"], SEVEN, [], []], hands=[["bell_tower"], ["market"], [], []])
    play(st, "gold", "build:bell_tower", "bell:no", "end", "gold", "build:market")
    assert st.bonus[1] == 4 and st.completed_at[1] == 8


def test_faq_bell_tower_all_seven_district_cities_before_it_get_four():
    st = scenario(4, characters={"king": 0, "bishop": 1}, gold=[9, 9, 0, 0],
                  cities=[SEVEN[:6], SEVEN, [], []], hands=[["bell_tower"], ["market"], [], []])
    play(st, "gold", "build:bell_tower", "bell:yes")
    assert st.bonus[:2] == [4, 4]


def test_faq_bell_tower_later_seven_district_cities_get_two():
    st = scenario(4, characters={"king": 0, "bishop": 1}, gold=[9, 9, 0, 0],
                  cities=[SEVEN[:6], SEVEN[:6], [], []], hands=[["bell_tower"], ["market"], [], []])
    play(st, "gold", "build:bell_tower", "bell:yes", "end", "gold", "build:market")
    assert st.bonus[:2] == [4, 2]


def test_faq_bell_tower_protects_seven_district_cities_from_the_warlord():
    st = scenario(4, characters={"warlord": 0}, gold=[9, 0, 0, 0], cities=[[], SEVEN, [], []])
    st.threshold = 7
    play(st, "gold")
    assert not any(m.startswith("destroy:1:") for m in legal(st))


def test_faq_bell_tower_protects_seven_district_cities_from_the_diplomat():
    st = scenario(4, characters={"king": 1, "diplomat": 0}, gold=[9, 3, 0, 0],
                  cities=[["watchtower"], SEVEN[:6], ["tavern"], []], hands=[[], ["bell_tower"], [], []])
    play(st, "gold", "build:bell_tower", "bell:yes", "end")
    play(st, "gold")
    assert not any(m.startswith("exchange:watchtower:1:") for m in legal(st))
    assert "exchange:watchtower:2:tavern" in legal(st)


def test_faq_destroyed_bell_tower_lets_the_game_go_on():
    st = scenario(4, characters={"king": 0, "warlord": 1}, gold=[9, 9, 0, 0],
                  cities=[SEVEN[:6], ["watchtower"], [], []], hands=[["bell_tower"], [], [], []])
    play(st, "gold", "build:bell_tower", "bell:yes", "end")
    assert st.completed_at[0] == 7 and st.is_complete(0)
    st.threshold = 7
    st.cities[0].remove("temple")                      # now 6 districts: attackable
    play(st, "gold", "destroy:0:bell_tower")
    assert st.threshold == 8 and not any(st.completed_at)
    assert st.round == 2 and not st.over


def test_faq_duplicates_stay_when_the_quarry_is_destroyed():
    st = scenario(4, characters={"warlord": 0}, gold=[9, 0, 0, 0], cities=[[], ["quarry", "temple", "temple"], [], []])
    play(st, "gold", "destroy:1:quarry")
    assert st.cities[1] == ["temple", "temple"]


def test_faq_haunted_city_used_as_a_colour_is_not_purple_for_the_fountain():
    city = ["manor", "temple", "tavern", "fountain_of_wishes", "haunted_city", "keep"]
    st = scenario(4, characters={"king": 1}, cities=[city, [], [], []])
    # as military: 5 colours (+3) and 1 other purple (+1); as purple: no bonus, +2
    assert st.scores()[0] == 3 + 1 + 1 + 5 + 2 + 3 + 3 + 1
