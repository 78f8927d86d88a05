"""A scenario builder: a game placed straight after the draft, with chosen characters,
gold, hands, cities and deck. For tests, tutorials and bug reports; never used in play.

>>> state = scenario(4, characters={"king": 1, "thief": 0}, gold=[0, 5, 0, 0])
>>> state.turn.character, state.turn.seat
('thief', 0)
"""

from __future__ import annotations

from typing import Any

from . import RULES, data, rounds
from .state import CitadelsState


def scenario(players: int = 4, *, characters: dict[str, int], gold: list[int] | None = None,
             hands: list[list[str]] | None = None, cities: list[list[str]] | None = None,
             deck: list[str] | None = None, crown: int = 0, face_up: tuple[str, ...] = (),
             seed: int = 0, ranks: int | None = None) -> CitadelsState:
    """A game whose round has been drafted: `characters` maps a character to its seat.

    The lineup uses the named characters and the base ones for the other ranks (the Artist
    at rank 9). The deck's top card is the end of `deck`.
    """
    named = {data.rank(c): c for c in list(characters) + list(face_up)}
    if ranks is None:
        ranks = 9 if 9 in named or players == 8 else 8
    lineup = [named.get(r, data.BY_RANK[r][0] if r < 9 else "artist") for r in range(1, 10)]
    options: dict[str, Any] = {"characters": lineup, "ranks": ranks}
    state = RULES.new_game(players, seed, options)
    assert isinstance(state, CitadelsState)
    if gold is not None:
        state.gold = list(gold)
    if hands is not None:
        state.hands = [list(h) for h in hands]
    if cities is not None:
        state.cities = [list(c) for c in cities]
    if deck is not None:
        state.deck = list(deck)
        state.deck_seen = [0] * len(state.deck)
    state.bank = data.BANK_GOLD
    state.crown = crown
    state.draft_steps = []
    state.pool = []
    state.face_up = list(face_up)
    state.draft_log = [["up", -1, c] for c in face_up]
    state.holder = [-1] * (state.ranks + 1)
    for character, seat in characters.items():
        state.draft_log.append(["pick", seat, character])
        state.holder[data.rank(character)] = seat
    for character in state.lineup:
        if character not in characters and character not in face_up:
            state.draft_log.append(["leftover", -1, character])
    state.log_event("draft_over")
    rounds.advance(state)
    return state


def play(state: CitadelsState, *moves: str) -> CitadelsState:
    """Apply each move for the seat due to move (checked like any move)."""
    for text in moves:
        state.apply(state.to_move()[0], text)
    return state
