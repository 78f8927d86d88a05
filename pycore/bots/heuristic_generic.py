"""The fallback heuristic for games that have no policy of their own: one-ply greedy.

For each legal move it asks "if I play this, how do the scores look?" in a couple of
determinized worlds (so it never peeks at hidden cards) and plays the best, breaking ties
at random. Crude, but it takes points when they are on the table, which is what a beginner
does, and it gives every registered game a heuristic level from the first day.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..protocol import Move, State
from ..rng import Rng
from .base import rewards

WORLDS = 2   # determinized worlds each move is tried in


def greedy_policy(state: State, seat: int, legal: Sequence[Move], rng: Rng) -> Move:
    """The move with the best average reward one move ahead (ties broken at random)."""
    if len(legal) == 1:
        return legal[0]
    worlds = [state.determinize(seat, rng) for _ in range(WORLDS)]
    best: list[Move] = []
    best_value = -1.0
    for move in legal:
        value = 0.0
        for world in worlds:
            trial = world.clone()
            trial.push(seat, move)
            value += rewards(trial)[seat]
        if value > best_value + 1e-9:
            best, best_value = [move], value
        elif value > best_value - 1e-9:
            best.append(move)
    return best[rng.below(len(best))]


POLICY = greedy_policy
