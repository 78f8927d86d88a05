"""Shared helpers for the bot tests: a guard that lets a bot see only what a player may,
small reproducible bot budgets, and positions reached by seeded random play."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from pycore.bots import make_bot
from pycore.protocol import State
from pycore.rng import Rng

# Search levels with an exact budget in iterations (no clock), small enough for tests.
TINY = {"normal": {"iterations": 12, "max_ms": None},
        "hard": {"iterations": 20, "max_ms": None}}
LEVELS = ["random", "easy", "heuristic", "normal", "hard"]


def tiny_bot(level: str, game: Any):
    return make_bot(level, game, **TINY.get(level, {}))


class Guard:
    """Wraps a true state and lets through only what a player may ask.

    A bot given a `Guard` that reads any other field (hands, decks, the generator) fails
    with `PeekError`. Worlds from `determinize` are returned as they are: they are the
    bot's own guesses, free to explore.
    """

    ALLOWED = ("legal_moves", "view", "bot_view", "to_move", "determinize", "rules")

    def __init__(self, state: State) -> None:
        object.__setattr__(self, "_state", state)

    def __getattr__(self, name: str) -> Any:
        if name in Guard.ALLOWED:
            return getattr(object.__getattribute__(self, "_state"), name)
        raise PeekError(f"a bot read state.{name}, which a player cannot see")

    def __setattr__(self, name: str, value: Any) -> None:
        raise PeekError(f"a bot tried to change state.{name}")


class PeekError(AssertionError):
    pass


def positions(rules: Any, players: int, seed: int, every: int = 1,
              limit: int = 10**6) -> Iterator[tuple[State, int]]:
    """(state, seat) at the decisions of a seeded random game, every `every`-th step."""
    state = rules.new_game(players, seed)
    chooser = Rng(seed * 31 + 7)
    step = 0
    while not state.is_over() and step < limit:
        due = state.to_move()
        seat = chooser.choice(due)
        if step % every == 0:
            yield state, seat
        state.apply(seat, chooser.choice(state.legal_moves(seat)))
        step += 1
