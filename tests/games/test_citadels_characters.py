"""Citadels: one scenario per character (ranks 1-9, base game and Dark City)."""

from __future__ import annotations

import pytest

from pycore.games.citadels.scenario import play, scenario
from pycore.protocol import IllegalMove


def legal(st):
    return {str(m) for m in st.legal_moves(st.to_move()[0])}


def events(st, name):
    return [e for e in st.log if e["event"] == name]


def test_assassin_killed_character_skips_turn():
    st = scenario(4, characters={"assassin": 0, "king": 1, "merchant": 2}, gold=[0, 0, 0, 0])
    play(st, "kill:6", "gold", "end")
    play(st, "gold", "end")                     # the King plays; the Merchant is skipped
    assert st.round == 2 and st.gold[2] == 0
    assert events(st, "silent") == [{"event": "silent", "character": "merchant"}]
    assert not st.revealed[6] or st.round == 2


def test_witch_bewitched_character_acts_then_witch_finishes_its_turn():
    st = scenario(4, characters={"witch": 0, "merchant": 1}, gold=[0, 0, 0, 0],
                  cities=[["docks"], ["market", "tavern"], [], []])
    play(st, "gold")
    assert "build:docks" not in legal(st)
    play(st, "bewitch:6")                          # her turn ends at once
    assert st.turn.seat == 1 and st.turn.mode == "victim"
    assert legal(st) == {"gold", "draw"}           # the victim: the action only
    play(st, "gold")
    assert st.turn.seat == 0 and st.turn.mode == "witch"
    play(st, "income", "end")                      # her own trade districts, +1 merchant gold
    assert st.gold == [2 + 1 + 1, 2, 0, 0]


def test_witch_cannot_use_the_bewitched_players_purple_districts():
    st = scenario(4, characters={"witch": 0, "king": 1}, gold=[0, 0, 0, 0],
                  hands=[["temple"], ["manor"], [], []], cities=[["smithy"], ["laboratory"], [], []])
    play(st, "gold", "bewitch:4", "gold")
    assert st.turn.seat == 0 and st.turn.mode == "witch"
    assert "smithy" in legal(st)                   # her own purple districts
    assert not any(m.startswith("lab") for m in legal(st))   # not the King's player's


def test_thief_takes_the_gold_when_the_robbed_character_is_revealed():
    st = scenario(4, characters={"thief": 0, "king": 1}, gold=[0, 5, 0, 0])
    assert "rob:1" not in legal(st) and "rob:2" not in legal(st)
    play(st, "rob:4", "gold", "end")
    assert st.gold[:2] == [7, 0]                   # taken on reveal, before the King's action
    play(st, "gold")
    assert st.gold[:2] == [7, 2]


def test_thief_cannot_rob_the_killed_character():
    st = scenario(4, characters={"assassin": 0, "thief": 1, "king": 2})
    play(st, "kill:4", "gold", "end")
    assert "rob:4" not in legal(st) and "rob:5" in legal(st)


def test_tax_collector_is_paid_by_builders_at_turn_end():
    st = scenario(4, characters={"tax_collector": 0, "king": 1, "bishop": 2},
                  gold=[0, 3, 3, 0], hands=[[], ["temple"], [], []])
    play(st, "gold", "end")
    play(st, "gold", "build:temple", "end")      # built: pays 1
    play(st, "gold", "end")                      # did not build: pays nothing
    assert st.gold[:3] == [2 + 1, 3 + 2 - 1 - 1, 5]


def test_nobody_pays_tax_when_the_tax_collector_is_not_in_play():
    st = scenario(4, characters={"assassin": 0, "king": 1}, face_up=("tax_collector",),
                  gold=[3, 3, 0, 0], hands=[["temple"], ["tavern"], [], []])
    play(st, "gold", "build:temple", "end")        # built before rank 2
    play(st, "gold", "build:tavern", "end")        # built after rank 2
    assert st.round == 2 and st.gold == [4, 4, 0, 0]


def test_magician_swaps_hands_with_a_player():
    st = scenario(4, characters={"magician": 0}, hands=[["temple"], ["palace", "manor"], [], []])
    play(st, "swap_hand:1")
    assert st.hands[0] == ["palace", "manor"] and st.hands[1] == ["temple"]
    assert not any(m.startswith("redraw") for m in legal(st))   # once per turn


def test_magician_redraws_one_tap_at_a_time():
    st = scenario(4, characters={"magician": 0}, hands=[["temple", "church", "manor"], [], [], []],
                  deck=["watchtower", "prison", "castle", "palace"])
    play(st, "redraw:temple", "redraw:church")
    assert st.view(0)["pending"]["marked"] == ["church", "temple"]
    assert st.view(1)["pending"]["marked"] is None
    play(st, "done")
    assert sorted(st.hands[0]) == ["castle", "manor", "palace"]
    assert st.deck[:2] == ["temple", "church"]      # face down at the bottom (seed FAQ)


def test_wizard_takes_a_card_and_may_build_it_at_once():
    st = scenario(4, characters={"wizard": 0}, gold=[5, 0, 0, 0],
                  hands=[[], ["tavern", "palace"], [], []], cities=[["tavern"], [], [], []])
    play(st, "peek:1")
    assert st.view(0)["pending"]["hand"] == ["palace", "tavern"]
    assert st.view(2)["pending"]["hand"] is None
    assert "place:tavern" in legal(st)              # a duplicate, allowed for the Wizard
    play(st, "place:tavern")
    assert st.cities[0] == ["tavern", "tavern"] and st.gold[0] == 4
    play(st, "gold")
    assert st.turn.builds_left == 1                 # the normal build is still there


def test_wizard_may_keep_the_card_instead():
    st = scenario(4, characters={"wizard": 0}, hands=[[], ["palace"], [], []])
    play(st, "peek:1", "take:palace")
    assert st.hands[0] == ["palace"] and st.hands[1] == []


def test_king_takes_the_crown_when_called():
    st = scenario(4, characters={"king": 2}, crown=0)
    assert st.crown == 2
    assert events(st, "crown") == [{"event": "crown", "seat": 2}]


def test_emperor_gives_the_crown_and_the_receiver_chooses_the_tribute():
    st = scenario(4, characters={"emperor": 1}, crown=0, gold=[0, 0, 3, 0],
                  hands=[[], [], ["palace"], []])
    assert legal(st) == {"crown:2", "crown:3"}      # not himself, not the holder
    play(st, "crown:2")
    assert st.crown == 2 and st.to_move() == (2,)
    assert legal(st) == {"tribute:gold", "tribute:palace"}
    play(st, "tribute:palace")
    assert st.hands[1] == ["palace"] and st.to_move() == (1,)


def test_emperor_income_from_noble_districts():
    st = scenario(4, characters={"emperor": 1}, crown=0, cities=[[], ["manor", "castle"], [], []],
                  gold=[0, 0, 0, 0], hands=[[], [], [], []])
    play(st, "crown:3", "income")
    assert st.gold[1] == 2


def test_emperor_with_two_players_must_crown_his_opponent():
    st = scenario(2, characters={"emperor": 0, "thief": 1, "bishop": 0, "warlord": 1}, crown=0)
    play(st, "gold", "end")                        # the Thief
    assert st.turn.character == "emperor" and legal(st) == {"crown:1"}   # not optional
    play(st, "crown:1")
    assert st.crown == 1


def test_bishop_districts_are_safe_from_the_warlord():
    st = scenario(4, characters={"bishop": 1, "warlord": 0}, gold=[9, 0, 0, 0],
                  cities=[[], ["temple"], ["tavern"], []])
    play(st, "gold", "end")                         # the Bishop
    play(st, "gold")
    assert "destroy:1:temple" not in legal(st) and "destroy:2:tavern" in legal(st)


def test_abbot_is_paid_by_the_richest_player():
    st = scenario(4, characters={"abbot": 0}, gold=[1, 4, 4, 2],
                  cities=[["temple", "church"], [], [], []])
    assert {"tithe:1", "tithe:2"} <= legal(st) and "tithe:3" not in legal(st)
    play(st, "tithe:2", "income")
    assert st.gold == [1 + 1 + 2, 4, 3, 2]


def test_abbot_gets_nothing_when_he_is_the_richest():
    st = scenario(4, characters={"abbot": 0}, gold=[5, 4, 4, 2])
    assert not any(m.startswith("tithe") for m in legal(st))


def test_abbot_gives_no_protection_from_the_warlord():
    st = scenario(4, characters={"abbot": 1, "warlord": 0}, gold=[9, 0, 0, 0],
                  cities=[[], ["temple"], [], []])
    play(st, "gold", "end")                         # the Abbot
    play(st, "gold")
    assert "destroy:1:temple" in legal(st)          # only the Bishop protects


def test_merchant_gets_one_extra_gold_after_action():
    st = scenario(4, characters={"merchant": 0}, gold=[0, 0, 0, 0], cities=[["market"], [], [], []])
    play(st, "gold")
    assert st.gold[0] == 3
    play(st, "income")
    assert st.gold[0] == 4


def test_alchemist_gets_building_gold_back_at_turn_end():
    st = scenario(4, characters={"alchemist": 0}, gold=[5, 0, 0, 0], hands=[["palace"], [], [], []])
    play(st, "gold", "build:palace")
    assert st.gold[0] == 2
    assert "income" not in legal(st)                 # no trade income (seed FAQ)
    play(st, "end")
    assert st.gold[0] == 7


def test_architect_draws_two_and_builds_three():
    st = scenario(4, characters={"architect": 0}, gold=[6, 0, 0, 0],
                  hands=[["temple", "tavern", "watchtower", "church"], [], [], []],
                  deck=["manor", "castle", "palace"])
    assert sorted(st.hands[0][-2:]) == ["castle", "palace"]   # before the action (seed FAQ)
    play(st, "gold", "build:temple", "build:tavern", "build:watchtower")
    assert not any(m.startswith("build") for m in legal(st))
    assert len(st.cities[0]) == 3


def test_architect_build_limit_does_not_carry_into_the_players_other_turn():
    # 2 players: one purse, hand and city, but two separate turns (each with its own limit)
    st = scenario(2, characters={"thief": 1, "bishop": 1, "architect": 0, "warlord": 0},
                  gold=[9, 0], hands=[["temple", "tavern", "watchtower", "church", "market"], []],
                  deck=["prison", "manor"])
    play(st, "gold", "end", "gold", "end")           # the Thief, the Bishop
    play(st, "gold", "build:temple", "build:tavern", "build:watchtower", "end")
    play(st, "gold")                                 # the Warlord: one build, not 0 nor 3
    assert "build:church" in legal(st)
    play(st, "build:church")
    assert st.gold[0] == 8 and not any(m.startswith("build") for m in legal(st))


def test_navigator_takes_four_and_then_cannot_build():
    st = scenario(4, characters={"navigator": 0}, gold=[0, 0, 0, 0], hands=[["temple"], [], [], []])
    play(st, "gold", "navigate:gold")
    assert st.gold[0] == 6 and not any(m.startswith("build") for m in legal(st))


def test_navigator_can_take_four_cards():
    st = scenario(4, characters={"navigator": 0}, hands=[[], [], [], []],
                  deck=["manor", "castle", "palace", "temple", "church"])
    play(st, "gold", "navigate:cards")
    assert len(st.hands[0]) == 4


def test_warlord_destroys_for_cost_minus_one_and_ends_turn():
    st = scenario(4, characters={"warlord": 0, "king": 1}, gold=[2, 0, 0, 0],
                  cities=[["fortress"], ["palace", "keep"], [], []])
    play(st, "gold", "end")                           # the King
    play(st, "income", "gold")
    assert "destroy:1:keep" not in legal(st)          # the Keep
    play(st, "destroy:1:palace")
    assert st.cities[1] == ["keep"] and st.gold[0] == 1 and st.deck[0] == "palace"
    assert st.turn is None or st.turn.seat != 0


def test_diplomat_exchanges_paying_the_difference():
    st = scenario(4, characters={"diplomat": 0}, gold=[0, 0, 0, 0],
                  cities=[["temple"], ["manor", "keep"], ["castle"], []])
    play(st, "gold")
    assert "exchange:temple:1:keep" not in legal(st)
    assert "exchange:temple:2:castle" not in legal(st)   # costs 3 more than he has
    play(st, "exchange:temple:1:manor")
    assert st.cities[0] == ["manor"] and sorted(st.cities[1]) == ["keep", "temple"]
    assert st.gold[:2] == [0, 2]


def test_diplomat_exchange_ends_his_turn():
    st = scenario(5, characters={"diplomat": 0, "artist": 1}, gold=[9, 0, 0, 0, 0],
                  cities=[["temple"], ["manor"], [], [], []], hands=[["tavern"], [], [], [], []])
    play(st, "gold", "exchange:temple:1:manor")
    assert st.turn.character == "artist" and st.cities[0] == ["manor"]   # no build after it


def test_queen_is_paid_next_to_the_king():
    st = scenario(5, characters={"king": 1, "queen": 2}, gold=[0] * 5)
    play(st, "gold", "end")
    assert st.turn.character == "queen"
    assert st.gold[2] == 3


def test_queen_far_from_the_king_gets_nothing():
    st = scenario(5, characters={"king": 0, "queen": 2}, gold=[0] * 5)
    play(st, "gold", "end")
    assert st.gold[2] == 0


def test_artist_beautifies_up_to_two_districts():
    st = scenario(5, characters={"artist": 0, "warlord": 1}, gold=[5, 9, 0, 0, 0],
                  cities=[["temple", "manor", "tavern"], [], [], [], []])
    play(st, "gold", "end")                            # the Warlord plays first (rank 8)
    before = st.scores()[0]
    play(st, "beautify:temple", "beautify:manor")
    assert not any(m.startswith("beautify") for m in legal(st))
    assert st.gold[0] == 3 and st.scores()[0] == before + 2
    assert st.view(None)["seats"][0]["city"][0] == {"card": "temple", "decorated": True}


def test_artist_gold_raises_the_warlords_price():
    st = scenario(4, characters={"warlord": 1}, gold=[0, 9, 0, 0],
                  cities=[["temple", "manor"], [], [], []])
    st.decorated[0] = ["temple"]
    play(st, "gold")
    gold = st.gold[1]
    play(st, "destroy:0:temple")                       # cost 1 - 1 + 1 for the gold
    assert st.gold[1] == gold - 1 and st.decorated[0] == []


def test_artist_gold_raises_the_diplomats_difference():
    st = scenario(4, characters={"diplomat": 0}, gold=[2, 0, 0, 0],
                  cities=[["temple"], ["castle"], [], []])
    st.decorated[1] = ["castle"]
    play(st, "gold", "exchange:temple:1:castle")     # 4 + 1 - 1
    assert st.gold[:2] == [0, 4] and st.decorated[0] == ["castle"]


def test_the_artists_coin_goes_to_the_bank_and_the_district_keeps_its_mark():
    # Ruling (docs/rules/citadels.md): gold never leaves play, so the coin is paid to the bank.
    st = scenario(5, characters={"artist": 0, "warlord": 1}, gold=[5, 9, 0, 0, 0],
                  cities=[["temple", "manor"], [], [], [], []])
    play(st, "gold", "end")                            # the Warlord plays first (rank 8)
    bank = st.bank
    play(st, "gold", "beautify:temple")
    assert st.bank == bank - 2 + 1 and st.gold[0] == 5 + 2 - 1
    assert st.decorated[0] == ["temple"]


def test_destroying_a_beautified_district_makes_no_gold():
    st = scenario(4, characters={"warlord": 1}, gold=[0, 9, 0, 0],
                  cities=[["temple", "manor"], [], [], []])
    st.decorated[0] = ["temple"]
    play(st, "gold")
    bank = st.bank
    play(st, "destroy:0:temple")                       # only the price, 1 - 1 + 1
    assert st.bank == bank + 1 and st.decorated[0] == []


def test_artist_cannot_beautify_the_same_district_twice():
    st = scenario(4, characters={"artist": 0}, gold=[5, 0, 0, 0], cities=[["temple"], [], [], []])
    play(st, "beautify:temple")
    with pytest.raises(IllegalMove):
        st.apply(0, "beautify:temple")


def test_witch_naming_a_character_not_in_play_does_not_resume():
    st = scenario(4, characters={"witch": 0, "king": 1}, gold=[0, 0, 0, 0])
    play(st, "gold", "bewitch:6")                  # nobody holds the Merchant
    assert st.turn.seat == 1 and st.turn.character == "king"
    play(st, "gold", "end")
    assert st.round == 2 and not events(st, "witch_resumes")


def test_assassinated_tax_collector_collects_nothing():
    st = scenario(4, characters={"assassin": 0, "tax_collector": 1, "king": 2}, gold=[3, 0, 5, 0],
                  hands=[[], [], ["manor"], []])
    play(st, "kill:2", "gold", "end")
    play(st, "gold", "build:manor", "end")
    assert st.gold[1] == 0 and st.gold[2] == 4


def test_emperor_with_two_players_has_nobody_to_crown_when_the_opponent_holds_it():
    st = scenario(2, characters={"emperor": 0, "thief": 1, "bishop": 0, "warlord": 1}, crown=1)
    play(st, "gold", "end")                        # the Thief
    assert st.turn.character == "emperor" and not st.pending


def test_graveyard_owner_may_decline_and_the_card_goes_to_the_bottom():
    st = scenario(4, characters={"warlord": 0}, gold=[9, 2, 0, 0], cities=[[], ["graveyard"], ["palace"], []])
    play(st, "gold", "destroy:2:palace", "graveyard:no")
    assert st.deck[0] == "palace" and st.gold[1] == 2


def test_random_characters_option_picks_one_of_the_two_per_rank():
    from pycore.games.citadels import RULES
    st = RULES.new_game(6, 3, {"characters": ["random"] * 9, "ranks": 9})
    assert all(c in ({"witch", "assassin"}, {"thief", "tax_collector"}, {"magician", "wizard"},
                     {"king", "emperor"}, {"bishop", "abbot"}, {"merchant", "alchemist"},
                     {"architect", "navigator"}, {"warlord", "diplomat"}, {"queen", "artist"})[i]
               for i, c in enumerate(st.lineup))
