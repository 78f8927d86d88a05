"""Determinization: a copy of a Celtica game with everything one seat cannot see re-dealt.

Druid cards in other hands and in the deck are one unknown pool (the discard pile is public),
and so are experience cards; each other hand keeps its size. A seat that owes a cult-site
card gets one of its new cards as that card. The supply's contents are known (every other
part is visible), so only its order is shuffled. The copy's generator is re-seeded from `rng`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...rng import Rng
from .data import COLOUR_INDEX, COLOURS

if TYPE_CHECKING:
    from .state import CelticaState


def determinize(state: CelticaState, seat: int, rng: Rng) -> CelticaState:
    """Re-deal what `seat` cannot see: other hands, deck orders, the supply's order."""
    world = state.clone()
    others = [s for s in range(state.players) if s != seat]
    world.druid_deck = _redeal(world.hands, others, world.druid_deck, rng)
    for other in others:
        if world.must_play[other] is not None:
            world.must_play[other] = _some_card(world.hands[other], rng)
    world.exp_deck = _redeal(world.experience, others, world.exp_deck, rng)
    # Sorted first: the true order must not leak into the re-dealt world.
    world.supply.sort()
    rng.shuffle(world.supply)
    world.rng = rng.fork()
    return world


def _redeal(hands: list[list[int]], seats: list[int], deck: list[str], rng: Rng) -> list[str]:
    """Pool `seats`' hands with `deck`, shuffle, deal each hand its old size; return the deck.

    The pool is sorted before the shuffle so that two states the seat cannot tell apart give
    the same world (the deck's true order would otherwise leak through).
    """
    pool = list(deck)
    sizes = {}
    for s in seats:
        sizes[s] = sum(hands[s])
        for i, count in enumerate(hands[s]):
            pool.extend([COLOURS[i]] * count)
    pool.sort()
    rng.shuffle(pool)
    for s in seats:
        hand = [0] * len(COLOURS)
        for _ in range(sizes[s]):
            hand[COLOUR_INDEX[pool.pop()]] += 1
        hands[s] = hand
    return pool


def _some_card(hand: list[int], rng: Rng) -> str | None:
    """The colour of one card of `hand`, picked at random (each card equally likely)."""
    total = sum(hand)
    if not total:
        return None
    pick = rng.below(total)
    for i, count in enumerate(hand):
        if pick < count:
            return COLOURS[i]
        pick -= count
    return None
