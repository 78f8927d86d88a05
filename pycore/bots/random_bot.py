"""The Random level: any legal move, uniformly, from the generator it is given."""

from __future__ import annotations

from ..protocol import Move, State
from ..rng import Rng
from .base import Bot


class RandomBot(Bot):
    name = "random"

    def choose(self, state: State, seat: int, rng: Rng) -> Move:
        legal = state.legal_moves(seat)
        return legal[rng.below(len(legal))]
