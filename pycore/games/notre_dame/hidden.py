"""Determinization: a copy of a Notre Dame game with everything one seat cannot see re-dealt.

The brown persons' order and the grey persons' order within each period letter are shuffled;
the action cards are re-dealt as far as the seat cannot locate them (`redeal_action_cards`).
The copy's generator is re-seeded from `rng`, so no future draw can be predicted.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...rng import Rng
from . import data
from .data import card_owner

if TYPE_CHECKING:
    from .state import NotreDameState


def determinize(state: NotreDameState, seat: int, rng: Rng) -> NotreDameState:
    world = state.clone()
    world.rng = rng.fork()
    world.brown_deck = rng.shuffled(sorted(world.brown_deck))
    # Grey persons: the order within each period letter is unknown, the letters are not.
    for letter in data.PERIODS:
        spots = [i for i, p in enumerate(world.grey_deck) if data.PERSONS[p]["deck"] == letter]
        values = rng.shuffled(sorted(world.grey_deck[i] for i in spots))
        for i, p in zip(spots, values):
            world.grey_deck[i] = p
    redeal_action_cards(world, seat, rng)
    return world


def redeal_action_cards(world: NotreDameState, seat: int, rng: Rng) -> None:
    """Re-deal every action card `seat` cannot locate, keeping what `seat` knows.

    A seat knows its own cards, its own deck's contents (it saw every card drawn from it),
    and where the card it passed in the second draft step went (to its left neighbour, or
    back to its owner with two players). Of the two cards it passed in the first step it
    knows only that they are with the next players. Every other card of a colour is one of
    that colour's unseen cards, anywhere in that colour's deck or in another seat's hand.
    """
    pinned = set(world.passed2[seat])
    passed_first = set(world.passed1[seat])
    pools: dict[str, list[tuple[list[int], int]]] = {}
    for other in range(world.players):
        if other == seat:
            continue
        for cards in (world.hands[other], world.draft[other], world.outbox[other]):
            for i, card in enumerate(cards):
                if card in pinned:
                    continue
                key = "passed" if card in passed_first else f"colour {card_owner(card)}"
                pools.setdefault(key, []).append((cards, i))
    for owner in range(world.players):
        deck = world.decks[owner]
        key = "own deck" if owner == seat else f"colour {owner}"
        for i in range(len(deck)):
            pools.setdefault(key, []).append((deck, i))
    # Sorted keys and sorted pools: the result must not depend on the true hidden order.
    renamed: dict[int, int] = {}
    for key in sorted(pools):
        slots = pools[key]
        old = [cards[i] for cards, i in slots]
        values = rng.shuffled(sorted(old))
        for (cards, i), was, card in zip(slots, old, values):
            cards[i] = card
            renamed[was] = card
    # What the other seats passed now names the cards lying where theirs lay.
    for other in range(world.players):
        if other != seat:
            world.passed1[other] = [renamed.get(c, c) for c in world.passed1[other]]
            world.passed2[other] = [renamed.get(c, c) for c in world.passed2[other]]
