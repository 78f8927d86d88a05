"""What each seat knows about the cards in another seat's hand.

`state.known[viewer * 8 + owner]` lists cards `viewer` knows to be in `owner`'s hand: the card
a Graveyard took (public), the hand a Magician swapped away or a Wizard looked at, the card
given to the Emperor. Determinization keeps these cards where they are. The knowledge is
forgotten, never guessed, when a card leaves that hand unseen (Laboratory, Museum, redraw):
the viewer can no longer tell which card went. Invariant: each list is part of the hand.

The cards under the deck are known the same way: `state.deck_seen[i]` has bit `1 << viewer` when
`viewer` saw the card at `state.deck[i]` go there (its own face-down discards, and what everyone
saw: destroyed districts). Draws take from the top, so those cards keep their places until
they come up; a shuffle (the Lighthouse) forgets them all.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .state import CitadelsState

SEATS = 8
EVERYONE = (1 << SEATS) - 1     # `deck_seen` bits of a card every seat saw go under the deck


def key(viewer: int, owner: int) -> int:
    return viewer * SEATS + owner


def known(state: CitadelsState, viewer: int, owner: int) -> list[str]:
    return state.known.get(key(viewer, owner), [])


def learn(state: CitadelsState, viewer: int, owner: int, cards: list[str]) -> None:
    """`viewer` now knows `cards` are (also) in `owner`'s hand."""
    if viewer != owner and cards:
        state.known.setdefault(key(viewer, owner), []).extend(cards)


def learn_whole_hand(state: CitadelsState, viewer: int, owner: int) -> None:
    if viewer != owner:
        state.known[key(viewer, owner)] = list(state.hands[owner])


def left_openly(state: CitadelsState, owner: int, card: str, witnesses: tuple[int, ...] = ()) -> None:
    """`card` left `owner`'s hand and everyone (or only `witnesses`) saw which card it was."""
    for viewer in range(state.players):
        cards = state.known.get(key(viewer, owner))
        if not cards:
            continue
        if witnesses and viewer not in witnesses:
            del state.known[key(viewer, owner)]       # a card went, and it could be a known one
        elif card in cards:
            cards.remove(card)


def left_unseen(state: CitadelsState, owner: int) -> None:
    """Some card left `owner`'s hand face down: nobody can be sure of the rest any more."""
    for viewer in range(state.players):
        state.known.pop(key(viewer, owner), None)


def swapped(state: CitadelsState, a: int, b: int) -> None:
    """The Magician swapped hands `a` and `b` (already swapped in `state.hands`)."""
    moved = {}
    for viewer in range(state.players):
        ka, kb = state.known.pop(key(viewer, a), None), state.known.pop(key(viewer, b), None)
        if kb:
            moved[key(viewer, a)] = kb
        if ka:
            moved[key(viewer, b)] = ka
    state.known.update(moved)
    learn_whole_hand(state, a, b)
    learn_whole_hand(state, b, a)
