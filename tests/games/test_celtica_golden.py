"""Celtica: a golden seeded game, conservation of every card and part, and determinize.

The golden game was recorded once (3 players, seed 2026, moves picked at random by
`Rng(1).choice`); if a rule changes on purpose, re-record it and say so in the change. It was
re-recorded when a later druid at the goal stopped taking the goal's parts (it has two).
"""

from __future__ import annotations

from golden import parse_golden

from pycore.games.celtica import RULES
from pycore.games.celtica.data import COLOURS, PART_TYPES
from pycore.rng import Rng

GOLDEN_SEED = 2026
GOLDEN_MOVES = (
    "0 play:brown:1:0 / 0 take:6 / 1 play:black:1:0 / 1 take:3 / 2 play:grey:3:0 / 2 cult:skip / 0 "
    "play:black:1:0 / 0 discard:0:se / 1 play:grey:1:0 / 1 take:7 / 1 take:3 / 2 play:black:1:0 / 2"
    " cult:draw / 0 play:white:1:0 / 0 take:3 / 0 place:0 / 1 play:brown:1:0 / 1 discard:0:se / 2 "
    "play:red:1:0 / 2 take:7 / 0 play:grey:1:0 / 0 take:0 / 0 place:0 / 1 play:red:1:0 / 1 "
    "discard:0:ne / 2 play:white:1:0 / 2 discard:0:s / 0 play:brown:1:0 / 0 cult:draw / 1 "
    "play:brown:1:0 / 1 take:5 / 1 take:4 / 0 play:red:1:0 / 0 cult:draw / 0 play:brown:1:0 / 0 "
    "take:4 / 0 place:1 / 1 play:white:1:2 / 1 take:7 / 2 play:black:1:0 / 2 take:7 / 2 take:5 / 0 "
    "play:white:1:0 / 0 discard:1:e / 0 discard:1:se / 1 play:brown:1:0 / 1 discard:0:n / 1 "
    "discard:0:nw / 2 play:black:1:0 / 2 take:8 / 0 play:white:1:0 / 0 take:1 / 0 take:3 / 1 "
    "play:grey:2:1 / 1 cult:draw / 2 play:white:1:0 / 2 cult:skip / 0 play:grey:1:0 / 0 take:8 / 1 "
    "play:white:1:0 / 1 take:4 / 2 play:white:1:0 / 2 discard:0:se / 0 play:black:1:0 / 0 "
    "discard:0:e / 0 discard:0:n / 1 play:red:1:0 / 1 take:0 / 1 take:5 / 2 play:brown:1:0 / 2 "
    "take:1 / 2 place:1 / 2 take:8 / 2 place:1 / 0 play:brown:1:1 / 0 take:4 / 0 place:1 / 1 "
    "play:black:1:0 / 1 take:7 / 1 take:0 / 1 place:2 / 2 play:red:1:1 / 2 discard:0:sw / 2 "
    "discard:1:se / 0 play:grey:3:0 / 0 cult:skip / 1 play:white:1:0 / 1 take:1 / 1 place:1 / 1 "
    "take:6 / 1 take:7 / 2 play:white:1:0 / 2 cult:draw / 0 play:black:1:1 / 0 take:5 / 0 place:0 /"
    " 1 play:red:3:0 / 1 take:7 / 1 place:0 / 2 play:white:1:0 / 2 discard:1:w / 2 discard:0:e / 0 "
    "play:red:1:1 / 0 take:4 / 0 take:3 / 0 place:1 / 0 take:6 / 2 play:grey:1:0 / 2 play:black:1:2"
    " / 2 cult:skip / 2 play:brown:1:0 / 0 play:red:1:0 / 0 cult:skip / 1 play:white:1:0 / 1 take:1"
    " / 1 place:0 / 1 take:8 / 1 place:1 / 2 play:white:2:0 / 0 play:black:1:0 / 0 discard:1:w / 0 "
    "discard:1:ne / 1 play:black:1:0 / 1 take:4 / 1 place:0 / 1 take:1 / 1 place:1 / 2 "
    "play:brown:1:0 / 2 take:2 / 2 take:3 / 2 take:1 / 0 play:brown:2:0 / 0 discard:0:sw / 0 "
    "discard:0:nw / 1 play:red:2:0 / 1 take:0 / 1 place:2 / 1 take:1 / 1 place:1 / 2 play:red:1:0 /"
    " 2 take:5 / 0 play:black:1:0 / 0 take:5 / 0 place:1 / 1 play:brown:1:0 / 1 take:2 / 1 take:7 /"
    " 1 place:3 / 2 play:black:1:0 / 2 discard:0:ne / 2 discard:0:n / 2 discard:0:sw / 0 "
    "play:grey:1:1 / 0 take:7 / 1 play:red:2:0 / 1 cult:draw / 2 play:grey:4:1 / 2 take:2 / 2 "
    "take:1 / 2 take:8 / 2 take:0 / 0 play:white:1:0 / 0 cult:skip / 1 play:grey:1:0 / 2 "
    "play:black:1:0 / 2 cult:draw / 0 play:black:1:0 / 0 take:3 / 0 take:4 / 0 take:0 / 0 place:0 /"
    " 1 play:brown:1:0 / 1 take:0 / 1 place:3 / 2 play:black:1:0 / 0 play:white:1:0 / 0 take:1 / 0 "
    "place:0 / 0 take:8 / 0 take:6 / 0 place:1 / 1 play:white:1:0 / 0 play:brown:1:0 / 0 "
    "discard:0:e / 0 discard:1:c / 0 discard:0:w / 1 play:black:1:0 / 2 buy:4 / 2 swap:0:n:8 / 2 "
    "swap:0:nw:2 / 2 place:0 / 0 swap:1:e:8 / 0 place:2 / 0 swap:0:c:8 / 0 place:0 "
)


def golden_moves() -> list[tuple[int, str]]:
    return parse_golden(GOLDEN_MOVES)


def test_the_golden_game_replays_to_the_same_end():
    state = RULES.new_game(3, GOLDEN_SEED)
    moves = golden_moves()
    assert len(moves) == 195
    for seat, text in moves:
        state.apply(seat, text)
    assert state.is_over()
    assert state.result() == [2, 1, 3]
    assert state.scores() == [0, 0, 0]
    assert state.amulets == [
        [["nw", "n", "ne", "e", "s"], ["ne", "w", "s"], ["n", "c"]],
        [["nw", "n", "ne", "w", "c", "e", "sw", "s"], ["nw", "w", "c", "e", "sw", "s", "se"],
         ["nw", "w", "sw", "se"], ["nw", "c", "se"]],
        [["ne", "w", "c", "sw", "s"], ["ne"]],
    ]
    assert state.round == 5
    assert [d["space"] for d in state.view(None)["druids"]] == [17, 19, 19, 16, 19]
    assert [e["event"] for e in state.log].count("goal_late") == 2
    assert len(state.log) == 224
    assert state.log[-1] == {"event": "game_over", "result": [2, 1, 3], "scores": [0, 0, 0]}


def _cards(hands: list[list[int]]) -> list[str]:
    return [COLOURS[i] for hand in hands for i, n in enumerate(hand) for _ in range(n)]


def _random_steps(players: int, seed: int):
    """Yield the state before every move of a seeded random game."""
    state = RULES.new_game(players, seed)
    chooser = Rng(seed + 500)
    while not state.is_over():
        yield state
        seat = state.to_move()[0]
        state.apply(seat, chooser.choice(state.legal_moves(seat)))
    yield state


def test_no_card_or_part_is_ever_lost_or_made():
    druid_cards = sorted(c for c in COLOURS for _ in range(12))
    experience_cards = sorted(c for c in COLOURS for _ in range(4))
    parts = sorted(p for p in PART_TYPES for _ in range(10))
    for players in (2, 5):
        for state in _random_steps(players, 41):
            druid = state.druid_deck + state.druid_discard + _cards(state.hands)
            assert sorted(druid) == druid_cards
            experience = state.exp_deck + state.exp_discard + _cards(state.experience)
            assert sorted(experience) == experience_cards
            owned = [p for seat in state.amulets for a in seat for p in a]
            display = [p for p in state.display if p is not None]
            pending = [state.placing] if state.phase == "place" else []
            assert sorted(state.supply + state.part_discard + owned + display + pending) == parts
            for seat in state.amulets:
                assert all(a and len(set(a)) == len(a) for a in seat)   # no doubled types


def test_determinize_redeals_only_what_the_seat_cannot_see():
    seen_other_hand_change = False
    for state in _random_steps(4, 8):
        if state.is_over():
            break
        for seat in range(4):
            world = state.determinize(seat, Rng(len(state.log) * 10 + seat))
            assert world.view(seat) == state.view(seat)
            assert world.hands[seat] == state.hands[seat]
            assert world.experience[seat] == state.experience[seat]
            # the unseen pools keep their contents; every hand keeps its size
            others = [s for s in range(4) if s != seat]
            assert sorted(world.druid_deck + _cards([world.hands[s] for s in others])) == sorted(
                state.druid_deck + _cards([state.hands[s] for s in others]))
            assert sorted(world.exp_deck + _cards([world.experience[s] for s in others])) == sorted(
                state.exp_deck + _cards([state.experience[s] for s in others]))
            assert sorted(world.supply) == sorted(state.supply)
            for s in others:
                assert sum(world.hands[s]) == sum(state.hands[s])
                owed = world.must_play[s]
                assert (owed is None) == (state.must_play[s] is None)
                if owed is not None:   # the owed cult card is one of the new hand's cards
                    assert world.hands[s][COLOURS.index(owed)] >= 1
                seen_other_hand_change |= world.hands[s] != state.hands[s]
            assert world.rng.state != state.rng.state
    assert seen_other_hand_change


def test_clones_share_no_lists():
    state = RULES.new_game(3, 4)
    twin = state.clone()
    twin.amulets[0][0].append("x")
    twin.hands[1][0] += 9
    twin.display[0] = None
    twin.log.append({"event": "x"})
    assert "x" not in state.amulets[0][0] and state.hands[1][0] != twin.hands[1][0]
    assert state.display[0] is not None and not state.log
