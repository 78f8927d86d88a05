"""Celtica scenario tests: one test (or more) per rule, on states built directly.

`scenario()` starts a real game and then overrides hands, druid positions, amulets, the
display and piles, so each test sets up exactly the situation its rule is about.
"""

from __future__ import annotations

import pytest

from pycore.games.celtica import RULES, rounds
from pycore.games.celtica.amulets import add_part, rank_key
from pycore.games.celtica.data import COLOURS, GOAL_SPACE, PART_TYPES, PATH
from pycore.protocol import IllegalMove

FULL = list(PART_TYPES)   # a complete amulet
DISPLAY = ["nw", "n", "ne", "w", "c", "e", "sw", "s", "se"]


def counts(cards: dict[str, int] | None) -> list[int]:
    cards = cards or {}
    return [cards.get(colour, 0) for colour in COLOURS]


def scenario(players: int = 2, *, hands=None, experience=None, druids=None, amulets=None,
             display=None, current: int = 0, seed: int = 7, **fields):
    """A real game, then the given fields replaced (hands as {colour: count} per seat)."""
    state = RULES.new_game(players, seed)
    state.hands = [counts(h) for h in (hands if hands is not None else [{}] * players)]
    state.experience = [counts(h) for h in (experience if experience is not None
                                            else [{}] * players)]
    state.druids = [(druids or {}).get(colour, 0) for colour in COLOURS]
    state.amulets = [[list(a) for a in seat] for seat in (amulets or [[]] * players)]
    state.display = list(display if display is not None else DISPLAY)
    state.current = current
    for name, value in fields.items():
        assert hasattr(state, name), name
        setattr(state, name, value)
    state.log = []
    return state


def legal(state, seat=None) -> list[str]:
    return sorted(str(m) for m in state.legal_moves(state.current if seat is None else seat))


def act(state, *texts: str) -> None:
    for text in texts:
        state.apply(state.current, text)


def events(state, kind: str) -> list[dict]:
    return [e for e in state.log if e["event"] == kind]


def position(state, colour: str) -> int:
    return state.druids[COLOURS.index(colour)]


# ---- setup ---------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_setup_deals_cards_display_and_two_parts(players):
    state = RULES.new_game(players, 123)
    view = state.view(None)
    assert [s["hand"] for s in view["seats"]] == [5] * players
    assert [s["experience"] for s in view["seats"]] == [0] * players
    assert [sum(len(a) for a in s["amulets"]) for s in view["seats"]] == [2] * players
    assert view["druid_deck"] == 60 - 5 * players and view["exp_deck"] == 20
    assert None not in view["display"] and len(view["display"]) == 9
    assert view["supply"] == 90 - 9 - 2 * players
    assert [d["space"] for d in view["druids"]] == [0] * 5
    assert [d["colour"] for d in view["druids"]] == ["red", "grey", "white", "brown", "black"]
    assert view["current"] == 0 and view["phase"] == "play" and view["round"] == 1
    assert view["last_round"] is False and view["result"] is None


def test_decks_hold_the_right_cards():
    state = RULES.new_game(2, 5)
    all_druid = list(state.druid_deck)
    for hand in state.hands:
        for i, n in enumerate(hand):
            all_druid += [COLOURS[i]] * n
    assert sorted(all_druid) == sorted(c for c in COLOURS for _ in range(12))
    assert sorted(state.exp_deck) == sorted(c for c in COLOURS for _ in range(4))
    parts = state.supply + list(state.display) + [
        p for seat in state.amulets for a in seat for p in a]
    assert sorted(parts) == sorted(p for p in PART_TYPES for _ in range(10))


def test_the_reconstructed_path():
    view = RULES.new_game(2, 1).view(None)
    path = [(p["kind"], p["symbols"]) for p in view["path"]]
    assert len(path) == 20 and path[0] == ("start", 0) and path[19] == ("goal", 4)
    assert [i for i, (k, _) in enumerate(path) if k == "cult"] == [3, 8, 12, 17]
    assert [(i, n) for i, (k, n) in enumerate(path) if k == "ruin"] == [
        (2, 1), (6, 2), (10, 1), (13, 2), (16, 3)]
    assert path[4] == ("castle", 2) and path[7] == ("monastery", 2) and path[1] == ("village", 1)


def test_starting_parts_of_the_same_type_make_two_amulets():
    amulets: list[list[str]] = []
    add_part(amulets, "n")
    add_part(amulets, "n")
    assert amulets == [["n"], ["n"]]
    amulets = []
    add_part(amulets, "se")
    add_part(amulets, "n")
    assert amulets == [["n", "se"]]


# ---- playing cards -------------------------------------------------------------------------
def test_a_play_moves_the_druid_one_space_per_card_including_experience():
    state = scenario(hands=[{"red": 3}, {"grey": 1}], experience=[{"red": 2}, {}])
    act(state, "play:red:2:1")
    assert position(state, "red") == 3
    assert state.hands[0] == counts({"red": 1}) and state.experience[0] == counts({"red": 1})
    assert state.druid_discard[-2:] == ["red", "red"] and state.exp_discard == ["red"]
    assert events(state, "played") == [{"event": "played", "seat": 0, "colour": "red",
                                        "cards": 2, "experience": 1, "from": 0, "to": 3}]


def test_plays_are_one_colour_and_experience_only_joins_the_same_colour():
    state = scenario(hands=[{"red": 2, "grey": 1}, {"grey": 1}],
                     experience=[{"red": 1, "white": 2}, {}])
    assert legal(state) == ["play:grey:1:0", "play:red:1:0", "play:red:1:1",
                            "play:red:2:0", "play:red:2:1"]
    with pytest.raises(IllegalMove, match="Experience cards can only be played together"):
        state.apply(0, "play:white:0:1")
    with pytest.raises(IllegalMove, match="do not have 1 grey experience card"):
        state.apply(0, "play:grey:1:1")
    with pytest.raises(IllegalMove, match="do not have 3 red druid cards"):
        state.apply(0, "play:red:3:0")


def test_the_play_moves_are_remembered_per_hand_but_never_shared_as_a_list():
    # Legal plays are worked out once per (card owed, hand, experience cards): a second
    # state with the same hand gets the same moves, a caller changing its list changes
    # nobody else's, and another hand or an owed cult card gets its own.
    state = scenario(hands=[{"red": 2, "grey": 1}, {"grey": 1}], experience=[{"red": 1}, {}])
    same = scenario(hands=[{"red": 2, "grey": 1}, {"white": 4}], experience=[{"red": 1}, {}],
                    seed=11)
    first = state.legal_moves(0)
    first.clear()
    assert legal(same) == legal(state) == ["play:grey:1:0", "play:red:1:0", "play:red:1:1",
                                           "play:red:2:0", "play:red:2:1"]
    owed = scenario(hands=[{"red": 2, "grey": 1}, {}], experience=[{"red": 1}, {}],
                    must_play=["grey", None])
    assert legal(owed) == ["play:grey:1:0"]
    state.hands[0] = counts({"red": 1})
    assert legal(state) == ["play:red:1:0", "play:red:1:1"]


def test_experience_cards_alone_are_no_play():
    # Seat 0 holds only experience cards: it is out of the round, so seat 1 follows seat 2.
    state = scenario(3, hands=[{}, {"grey": 1}, {"grey": 1}], experience=[{"red": 2}, {}, {}],
                     current=2)
    assert state.view(None)["seats"][0]["out"] is True
    act(state, "play:grey:1:0", "take:0")
    assert state.current == 1 and state.round == 1


def test_only_the_final_space_counts():
    state = scenario(hands=[{"red": 5}, {"grey": 1}], amulets=[[["n", "c"]], []])
    act(state, "play:red:5:0")        # passes the ruin on space 2, stops on a village
    assert position(state, "red") == 5
    assert state.phase == "take" and state.view(0)["pending"] == {"kind": "take", "left": 1}
    assert not events(state, "discarded") and not events(state, "experience")


def test_a_druid_stops_at_the_goal():
    state = scenario(hands=[{"grey": 3}, {"red": 1}], druids={"grey": 17})
    act(state, "play:grey:3:0")
    assert position(state, "grey") == GOAL_SPACE


# ---- find sites ----------------------------------------------------------------------------
@pytest.mark.parametrize("start,cards,kind,symbols", [
    (0, 1, "village", 1), (2, 2, "castle", 2), (5, 2, "monastery", 2), (16, 2, "castle", 3),
    (17, 2, "goal", 4)])
def test_find_sites_give_as_many_parts_as_symbols(start, cards, kind, symbols):
    state = scenario(hands=[{"red": cards}, {"grey": 1}], druids={"red": start})
    act(state, f"play:red:{cards}:0")
    assert PATH[start + cards][0] == kind
    assert state.view(0)["pending"] == {"kind": "take", "left": symbols}
    for slot in range(symbols):
        assert state.current == 0
        act(state, f"take:{slot}")
    assert [e["part"] for e in events(state, "took")] == DISPLAY[:symbols]
    assert sum(len(a) for a in state.amulets[0]) == symbols
    assert state.current == 1 and state.phase == "play"


def test_the_display_is_refilled_after_the_taking_not_between():
    state = scenario(hands=[{"red": 2}, {"grey": 1}], druids={"red": 2})
    supply = len(state.supply)
    act(state, "play:red:2:0", "take:4")
    assert state.display[4] is None and len(state.supply) == supply
    assert legal(state) == [f"take:{s}" for s in [0, 1, 2, 3, 5, 6, 7, 8]]
    with pytest.raises(IllegalMove, match="empty"):
        state.apply(0, "take:4")
    act(state, "take:0")
    assert None not in state.display and len(state.supply) == supply - 2


# ---- ruins ---------------------------------------------------------------------------------
def test_a_ruin_costs_parts_of_your_choice_then_gives_an_experience_card():
    state = scenario(hands=[{"red": 2}, {"grey": 1}], druids={"red": 4},
                     amulets=[[["n"], ["n", "c", "s"]], []], exp_deck=["white", "black"])
    act(state, "play:red:2:0")
    assert state.view(0)["pending"] == {"kind": "ruin", "left": 2}
    assert legal(state) == ["discard:0:n", "discard:1:c", "discard:1:n", "discard:1:s"]
    act(state, "discard:0:n")           # the lone part: its amulet disappears
    assert state.amulets[0] == [["n", "c", "s"]] and state.current == 0
    act(state, "discard:0:c")
    assert state.amulets[0] == [["n", "s"]]
    assert state.part_discard == ["n", "c"]
    assert state.experience[0] == counts({"black": 1})
    assert [e["event"] for e in state.log] == ["played", "discarded", "discarded", "experience"]
    assert state.current == 1


def test_a_ruin_takes_all_you_have_when_you_have_fewer():
    state = scenario(hands=[{"red": 1}, {"grey": 1}], druids={"red": 5},
                     amulets=[[["c"]], []])
    act(state, "play:red:1:0")          # ruin with 2 symbols, one part owned
    assert state.amulets[0] == [] and state.part_discard == ["c"]
    assert sum(state.experience[0]) == 1 and state.current == 1


def test_a_ruin_takes_all_without_asking_when_you_have_exactly_as_many():
    state = scenario(hands=[{"red": 1}, {"grey": 1}], druids={"red": 5},
                     amulets=[[["n"], ["c"]], []], exp_deck=["white", "black"])
    act(state, "play:red:1:0")          # ruin with 2 symbols, two parts owned: no choice
    assert state.phase != "ruin" and state.current == 1
    assert state.amulets[0] == [] and sorted(state.part_discard) == ["c", "n"]
    assert state.experience[0] == counts({"black": 1})


def test_a_ruin_with_no_parts_still_gives_an_experience_card():
    state = scenario(hands=[{"red": 1}, {"grey": 1}], druids={"red": 15})
    act(state, "play:red:1:0")          # ruin with 3 symbols
    assert not events(state, "discarded") and len(events(state, "experience")) == 1
    assert sum(state.experience[0]) == 1


def test_the_experience_deck_is_reshuffled_and_may_run_out():
    state = scenario(hands=[{"red": 1}, {"red": 1}], druids={"red": 1},
                     exp_deck=[], exp_discard=["grey"])
    act(state, "play:red:1:0")
    assert state.experience[0] == counts({"grey": 1})
    assert {"event": "reshuffled", "pile": "experience"} in state.log
    # every experience card is in a hand now: the next ruin gives none
    state.druids[0] = 1
    act(state, "play:red:1:0")
    assert sum(state.experience[1]) == 0 and len(events(state, "experience")) == 1


# ---- cult sites ----------------------------------------------------------------------------
def test_a_cult_card_must_be_played_on_the_next_turn():
    state = scenario(hands=[{"red": 1, "grey": 2}, {"grey": 2}], druids={"red": 2},
                     druid_deck=["black", "white"])
    act(state, "play:red:1:0")
    assert state.phase == "cult" and legal(state) == ["cult:draw", "cult:skip"]
    act(state, "cult:draw")
    assert state.hands[0] == counts({"grey": 2, "white": 1}) and state.current == 1
    assert state.view(0)["must_play"] == "white" and state.view(1)["must_play"] is None
    assert state.view(None)["seats"][0]["owes_cult_card"] is True
    assert {"event": "cult", "seat": 0, "drew": True} in state.log
    act(state, "play:grey:1:0")         # seat 1, grey to space 1 (village)
    act(state, "take:0")
    assert legal(state) == ["play:white:1:0"]
    with pytest.raises(IllegalMove, match="must play the white druid card you drew"):
        state.apply(0, "play:grey:1:0")
    act(state, "play:white:1:0")
    assert state.must_play[0] is None


def test_declining_the_cult_card():
    state = scenario(hands=[{"red": 1}, {"grey": 2}], druids={"red": 2})
    act(state, "play:red:1:0", "cult:skip")
    assert sum(state.hands[0]) == 0 and state.current == 1
    assert {"event": "cult", "seat": 0, "drew": False} in state.log


def test_a_cult_card_keeps_a_player_in_the_round():
    state = scenario(hands=[{"red": 1}, {"grey": 1}], druids={"red": 2, "grey": 5},
                     druid_deck=["brown"])
    act(state, "play:red:1:0", "cult:draw")     # seat 0 played its last card, drew one
    act(state, "play:grey:1:0")                 # seat 1 to the ruin (no parts: no choice)
    assert state.current == 0 and state.round == 1
    assert legal(state) == ["play:brown:1:0"]


def test_the_druid_deck_is_reshuffled_from_its_discard_pile():
    state = scenario(hands=[{"red": 1}, {"grey": 1}], druids={"red": 2},
                     druid_deck=[], druid_discard=[])
    act(state, "play:red:1:0", "cult:draw")     # the only card to draw is the one just played
    assert state.hands[0] == counts({"red": 1})
    assert {"event": "reshuffled", "pile": "druid"} in state.log
    assert state.druid_discard == [] and state.druid_deck == []


# ---- out of cards, consecutive turns, the round ----------------------------------------------
def test_a_player_without_druid_cards_is_skipped():
    state = scenario(3, hands=[{"red": 1}, {}, {"grey": 1}], experience=[{}, {"red": 3}, {}],
                     druids={"red": 2})
    act(state, "play:red:1:0", "cult:skip")
    assert state.current == 2
    assert [s["out"] for s in state.view(None)["seats"]] == [True, True, False]


def test_the_last_player_with_cards_takes_consecutive_turns():
    state = scenario(3, hands=[{}, {"red": 2}, {}], druids={"red": 2}, current=1)
    act(state, "play:red:1:0", "cult:skip")
    assert state.current == 1 and state.round == 1
    act(state, "play:red:1:0")          # castle
    assert state.current == 1


@pytest.mark.parametrize("players,last", [(2, 0), (3, 1), (4, 3)])
def test_the_round_ends_when_all_cards_are_played(players, last):
    hands = [{} for _ in range(players)]
    hands[last] = {"red": 1}
    state = scenario(players, hands=hands, current=last)
    act(state, "play:red:1:0", "take:0")
    start = (last + 1) % players
    assert state.round == 2 and state.current == start and state.phase == "play"
    assert [sum(h) for h in state.hands] == [5] * players
    assert events(state, "round") == [{"event": "round", "round": 2, "start": start}]


def test_the_new_round_reshuffles_the_druid_deck_when_short():
    state = scenario(hands=[{"red": 1}, {}], druid_deck=["grey"] * 3,
                     druid_discard=["white"] * 20)
    act(state, "play:red:1:0", "take:0")
    assert [sum(h) for h in state.hands] == [5, 5]
    assert {"event": "reshuffled", "pile": "druid"} in state.log
    assert len(state.druid_deck) + len(state.druid_discard) == 24 - 10


def test_the_part_supply_is_reshuffled_from_the_part_discard_pile():
    state = scenario(hands=[{"red": 1}, {"grey": 1}], supply=[], part_discard=["e", "w"])
    act(state, "play:red:1:0", "take:2")
    assert state.display[2] in ("e", "w") and len(state.supply) == 1
    assert {"event": "reshuffled", "pile": "parts"} in state.log
    assert not state.is_over() and state.current == 1


# ---- the goal and the last round -------------------------------------------------------------
def test_the_first_druid_at_the_goal_makes_this_the_last_round():
    state = scenario(hands=[{"red": 2}, {"grey": 1}], druids={"red": 17})
    act(state, "play:red:2:0")
    assert state.last_round and state.view(None)["last_round"] is True
    assert events(state, "last_round") == [{"event": "last_round"}]
    act(state, "take:0", "take:1", "take:2", "take:3")     # the goal gives 4 parts
    assert state.current == 1 and not state.is_over()          # the round is played out
    act(state, "play:grey:1:0", "take:0")
    assert state.is_over() and state.round == 1               # no new round
    assert events(state, "end_phase") == [{"event": "end_phase", "reason": "round", "start": 0}]


def test_a_druid_at_the_goal_does_not_move_and_its_cards_do_nothing():
    state = scenario(hands=[{"red": 2}, {"grey": 1}], druids={"red": 19}, last_round=True)
    parts = [list(a) for a in state.amulets[0]]
    act(state, "play:red:2:0")
    assert position(state, "red") == GOAL_SPACE
    assert events(state, "played")[0]["from"] == events(state, "played")[0]["to"] == 19
    assert state.amulets[0] == parts and state.current == 1 and state.phase == "play"
    assert state.druid_discard[-2:] == ["red", "red"]


def test_another_druid_reaching_the_goal_later_finds_nothing():
    # Official rules: a later druid moved to the goal -> "he discards the cards, but takes no
    # further action this turn" (rules-facts § 4.4, K1).
    state = scenario(hands=[{"grey": 1, "red": 1}, {"red": 1}], druids={"red": 19, "grey": 18},
                     last_round=True, amulets=[[["a"]], []])
    display = list(state.display)
    act(state, "play:grey:1:0")
    assert position(state, "grey") == GOAL_SPACE
    assert state.phase == "play" and state.current == 1 and state.view(0)["pending"] is None
    assert state.amulets[0] == [["a"]] and state.display == display
    assert events(state, "goal_late") == [{"event": "goal_late", "seat": 0, "colour": "grey"}]
    assert not events(state, "last_round") and not events(state, "took")


def test_the_first_druid_at_the_goal_takes_the_goals_parts():
    state = scenario(hands=[{"grey": 1}, {"red": 1}], druids={"grey": 18})
    act(state, "play:grey:1:0")
    assert state.view(0)["pending"] == {"kind": "take", "left": 4}
    assert len(events(state, "last_round")) == 1 and not events(state, "goal_late")


def test_the_game_ends_at_once_when_all_five_druids_are_at_the_goal():
    state = scenario(3, hands=[{"black": 1, "red": 2}, {"grey": 3}, {"white": 1}],
                     experience=[{"red": 1}, {}, {"grey": 1}],
                     druids={"red": 19, "grey": 19, "white": 19, "brown": 19, "black": 18},
                     last_round=True)
    act(state, "play:black:1:0")                # the fifth druid: no parts, the game ends
    assert not events(state, "took")
    assert events(state, "end_phase") == [{"event": "end_phase", "reason": "druids", "start": 1}]
    assert state.phase == "end_phase" and state.current == 2   # seat 1 has no experience


def test_the_game_ends_at_once_when_no_parts_are_left():
    state = scenario(hands=[{"red": 1}, {"grey": 3}], supply=[], part_discard=[])
    act(state, "play:red:1:0", "take:5")
    assert state.is_over()
    assert events(state, "end_phase") == [{"event": "end_phase", "reason": "parts", "start": 1}]
    assert state.display.count(None) == 1


def test_the_game_ends_at_once_when_a_refill_takes_the_last_part():
    # The seed: the game ends at once when no part is left to draw, the supply and the part
    # discard pile both empty -- even though the display is full again.
    state = scenario(hands=[{"red": 1}, {"grey": 3}], supply=["e"], part_discard=[])
    act(state, "play:red:1:0", "take:5")
    assert state.display.count(None) == 0 and state.supply == [] and state.part_discard == []
    assert state.is_over()
    assert events(state, "end_phase") == [{"event": "end_phase", "reason": "parts", "start": 1}]


def test_the_game_goes_on_while_the_discard_pile_still_holds_parts():
    state = scenario(hands=[{"red": 1}, {"grey": 3}], supply=["e"], part_discard=["n"])
    act(state, "play:red:1:0", "take:5")
    assert not state.is_over() and state.current == 1 and state.phase == "play"


# ---- the end phase -------------------------------------------------------------------------
def end_phase(players=3, *, experience, amulets=None, ender=0, **fields):
    state = scenario(players, experience=experience, amulets=amulets, **fields)
    rounds.start_end_phase(state, ender, "round")
    return state


def test_end_phase_order_starts_left_of_the_ender_and_skips_empty_hands():
    state = end_phase(4, experience=[{"red": 1}, {}, {"grey": 1}, {"white": 1}], ender=1)
    assert state.current == 2 and state.phase == "end_phase"
    act(state, "done")
    assert state.current == 3
    act(state, "done")
    assert state.current == 0
    act(state, "done")
    assert state.is_over() and state.to_move() == ()
    assert events(state, "game_over")[0]["result"] == state.result()


def test_a_swap_costs_one_experience_card():
    state = end_phase(2, experience=[{"red": 2}, {}], amulets=[[["n", "c"]], []], ender=1)
    assert "swap:0:c:7" in legal(state) and "buy:7" in legal(state) and "done" in legal(state)
    act(state, "swap:0:c:7")
    assert state.amulets[0] == [["n", "s"]] and state.display[7] == "c"
    assert sum(state.experience[0]) == 1 and state.current == 0
    assert events(state, "swapped") == [{"event": "swapped", "seat": 0, "gave": "c",
                                         "took": "s", "slot": 7}]
    act(state, "swap:0:n:1")            # n for n: the last card, so the turn ends by itself
    assert state.is_over() and state.exp_discard == ["red", "red"]


def test_a_buy_costs_two_cards_and_the_display_refills_after_the_player():
    state = end_phase(2, experience=[{"red": 3}, {"grey": 1}], amulets=[[["n"]], []], ender=1)
    supply = len(state.supply)
    act(state, "buy:4")
    assert state.amulets[0] == [["n", "c"]] and state.display[4] is None
    assert events(state, "bought") == [{"event": "bought", "seat": 0, "part": "c", "slot": 4}]
    assert sum(state.experience[0]) == 1
    assert "buy:0" not in legal(state)                 # one card left: swaps only
    with pytest.raises(IllegalMove, match="costs 2 experience cards"):
        state.apply(0, "buy:0")
    act(state, "done")
    assert state.display[4] is not None and len(state.supply) == supply - 1
    assert state.current == 1


def test_a_player_with_nothing_to_swap_can_only_finish():
    state = end_phase(2, experience=[{"red": 1}, {}], amulets=[[], []], ender=1)
    assert legal(state) == ["done"]


def test_the_end_phase_goes_on_with_a_smaller_display():
    state = end_phase(2, experience=[{"red": 2}, {"grey": 2}], ender=1,
                      supply=[], part_discard=[])
    act(state, "buy:0")
    assert state.current == 1 and state.display[0] is None      # not refilled: none left
    assert legal(state)[:1] == ["buy:1"] and "buy:0" not in legal(state)
    act(state, "buy:1")
    assert state.is_over() and state.display[:2] == [None, None]


def test_a_swap_may_ask_where_the_new_part_goes():
    state = end_phase(2, experience=[{"red": 2}, {}], amulets=[[["n", "c"], ["w"]], []],
                      ender=1)
    act(state, "swap:0:c:7")            # s: both [n] and [w] lack it
    assert state.phase == "place"
    assert state.view(0)["pending"] == {"kind": "place", "part": "s", "then": "end_phase"}
    act(state, "place:1")
    assert state.amulets[0] == [["n"], ["w", "s"]] and state.phase == "end_phase"


# ---- amulet placement ----------------------------------------------------------------------
def test_a_part_goes_where_it_fits_without_asking():
    state = scenario(hands=[{"red": 1}, {"grey": 1}], amulets=[[["n"], ["n", "c"]], []],
                     display=["n"] + DISPLAY[1:])
    act(state, "play:red:1:0", "take:0")     # every amulet has an n: a new amulet
    assert state.amulets[0] == [["n"], ["n", "c"], ["n"]]
    assert state.current == 1
    state.current, state.hands[0], state.druids[0] = 0, counts({"red": 1}), 0
    act(state, "play:red:1:0", "take:4")     # only one amulet lacks a c: no question
    assert state.amulets[0] == [["n", "c"], ["n", "c"], ["n"]] and state.phase == "play"


def test_identical_amulets_are_no_choice():
    state = scenario(hands=[{"red": 1}, {"grey": 1}], amulets=[[["n"], ["n"]], []])
    act(state, "play:red:1:0", "take:4")     # c
    assert state.amulets[0] == [["n", "c"], ["n"]] and state.current == 1


def test_the_player_chooses_among_different_amulets():
    state = scenario(hands=[{"red": 1}, {"grey": 1}], amulets=[[["n"], ["n"], ["c"]], []])
    act(state, "play:red:1:0", "take:7")     # s fits all three; two of them are the same
    assert state.phase == "place" and legal(state) == ["place:0", "place:2"]
    with pytest.raises(IllegalMove, match="same as amulet 1"):
        state.apply(0, "place:1")
    act(state, "place:2")
    assert state.amulets[0] == [["n"], ["n"], ["c", "s"]]
    assert {"event": "placed", "seat": 0, "part": "s", "amulet": 2} in state.log
    assert state.current == 1


def test_a_placement_choice_in_the_middle_of_a_take():
    state = scenario(hands=[{"red": 2}, {"grey": 1}], druids={"red": 2},
                     amulets=[[["n"], ["c"]], []])
    act(state, "play:red:2:0", "take:7")     # castle: 2 parts; s fits both amulets
    act(state, "place:0")
    assert state.view(0)["pending"] == {"kind": "take", "left": 1}
    act(state, "take:8")
    assert state.phase == "place"
    act(state, "place:1")
    assert state.amulets[0] == [["n", "s"], ["c", "se"]] and state.current == 1


# ---- ranking -------------------------------------------------------------------------------
def ranked(*seats):
    state = scenario(len(seats), amulets=[list(s) for s in seats])
    return state.result(), state.scores()


def test_most_complete_amulets_wins():
    result, scores = ranked([FULL, FULL[:1]], [FULL[:8], FULL[:8]])
    assert result == [1, 2] and scores == [1, 0]


def test_ties_go_to_the_largest_incomplete_amulet():
    result, _ = ranked([FULL, FULL[:7]], [FULL, FULL[:8]])
    assert result == [2, 1]


def test_then_the_second_largest_and_so_on():
    assert ranked([FULL[:8], FULL[:4]], [FULL[:8], FULL[:5]])[0] == [2, 1]
    assert ranked([FULL[:8], FULL[:4], FULL[:1]], [FULL[:8], FULL[:4]])[0] == [1, 2]


def test_still_tied_players_share_the_rank():
    result, _ = ranked([FULL, FULL[:3]], [FULL[:9], FULL[1:4]], [FULL[:2]])
    assert result == [1, 1, 3]


def test_the_seed_example_c_beats_b_beats_a():
    a = [FULL, FULL, FULL[:7], FULL[:3]]
    b = [FULL, FULL, FULL[:8], FULL[:1]]
    c = [FULL, FULL, FULL, FULL[:2]]
    assert ranked(a, b, c)[0] == [3, 2, 1]
    assert rank_key(c) > rank_key(b) > rank_key(a)


# ---- move texts ----------------------------------------------------------------------------
@pytest.mark.parametrize("text", ["play:red:2:1", "take:0", "take:8", "place:12",
                                  "discard:0:nw", "cult:draw", "cult:skip", "swap:3:se:8",
                                  "buy:2", "done"])
def test_move_grammar_accepts(text):
    assert str(RULES.parse_move(text)) == text


@pytest.mark.parametrize("text", ["play:pink:1:0", "play:red:01:0", "play:red:1", "take:9",
                                  "discard:0:x", "cult:maybe", "swap:0:n", "buy", "done:1",
                                  "pass", ""])
def test_move_grammar_refuses(text):
    with pytest.raises(ValueError):
        RULES.parse_move(text)


def test_moves_out_of_phase_say_what_is_asked():
    state = scenario(hands=[{"red": 1}, {"grey": 1}])
    with pytest.raises(IllegalMove, match="play druid cards"):
        state.apply(0, "take:0")
    with pytest.raises(IllegalMove, match="not seat 2's turn"):
        state.apply(1, "play:grey:1:0")
    act(state, "play:red:1:0")
    with pytest.raises(IllegalMove, match="take a part"):
        state.apply(0, "done")


def test_illegal_plays_and_end_phase_moves_are_explained():
    state = scenario(hands=[{"red": 1}, {"grey": 1}])
    with pytest.raises(IllegalMove, match="at least one druid card"):
        state.apply(0, "play:red:0:0")
    state = end_phase(2, experience=[{"red": 1}, {}], amulets=[[["n"]], []], ender=1)
    with pytest.raises(IllegalMove, match="Amulet 1 has no c part"):
        state.apply(0, "swap:0:c:0")
    state.display[0] = None
    with pytest.raises(IllegalMove, match="display space is empty"):
        state.apply(0, "swap:0:n:0")


# ---- the view ------------------------------------------------------------------------------
def test_the_view_has_the_agreed_shape_and_hides_hands():
    state = scenario(3, hands=[{"red": 2}, {"grey": 1, "black": 1}, {}],
                     experience=[{}, {"grey": 1}, {}], must_play=[None, "black", None],
                     current=1)
    keys = {"game", "players", "round", "last_round", "phase", "current", "to_move", "over",
            "path", "druids", "display", "supply", "part_discard", "druid_deck",
            "druid_discard", "exp_deck", "exp_discard", "seats", "hand", "experience",
            "must_play", "pending", "scores", "result", "log"}
    public, own = state.view(None), state.view(1)
    assert keys <= set(public) and keys <= set(own)
    assert public["game"] == "celtica" and public["to_move"] == [1] and public["current"] == 1
    assert public["hand"] is None and public["experience"] is None and public["must_play"] is None
    assert own["hand"] == [{"colour": "grey", "count": 1}, {"colour": "black", "count": 1}]
    assert own["experience"] == [{"colour": "grey", "count": 1}]
    assert own["must_play"] == "black" and state.view(0)["must_play"] is None
    assert state.view(0)["hand"] == [{"colour": "red", "count": 2}]
    seat1 = public["seats"][1]
    assert seat1 == {"seat": 1, "hand": 2, "experience": 1, "out": False, "owes_cult_card": True,
                     "amulets": [], "complete": 0, "parts": 0}
    assert public["pending"] is None and public["scores"] == [0, 0, 0]
