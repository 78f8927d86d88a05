"""Determinization for Luna: nothing is hidden once the setup is dealt.

Every piece, tile and favour is on the table for all to see; only the generator (used by the
setup alone) must not leak, so the re-dealt world is a copy with a generator seeded from `rng`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...rng import Rng

if TYPE_CHECKING:
    from .state import LunaState


def determinize(state: LunaState, seat: int, rng: Rng) -> LunaState:
    world = state.clone()
    world.rng = rng.fork()
    return world
