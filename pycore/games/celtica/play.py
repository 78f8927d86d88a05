"""Playing Celtica moves: the trusted path behind `CelticaState._play`.

Everything here trusts its input: `State.apply` has checked that the move is legal.
A turn is one `play:` move followed by the decisions its space asks for (`take:`/`place:`
at a find site, `discard:` at a ruin, `cult:` at a cult site); then `rounds.end_turn` picks
the next player, ends the round, or starts the end phase (`swap:`, `buy:`, `done`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ...protocol import Move
from . import amulets as amulet_rules
from .data import COLOUR_INDEX, COLOURS, CULT, FIND_SITES, GOAL_SPACE, PATH, RUIN
from .rounds import (
    CULT_PHASE,
    END_PHASE,
    PLACE,
    RUIN_PHASE,
    TAKE,
    continue_end_turn,
    draw_druid_card,
    draw_experience_card,
    end_turn,
    finish_end_turn,
    refill_display,
)

if TYPE_CHECKING:
    from .state import CelticaState


def play(state: CelticaState, seat: int, move: Move) -> None:
    """The trusted path: `move` is legal for `seat` now."""
    HANDLERS[move.kind](state, seat, move.args)


# ---- a turn: play cards, then the space ---------------------------------------------------
def play_cards(state: CelticaState, seat: int, args: tuple[str, ...]) -> None:
    colour, cards, experience = args[0], int(args[1]), int(args[2])
    c = COLOUR_INDEX[colour]
    state.hands[seat][c] -= cards
    state.experience[seat][c] -= experience
    state.druid_discard.extend([colour] * cards)
    state.exp_discard.extend([colour] * experience)
    state.must_play[seat] = None
    state.last_player = seat
    start = state.druids[c]
    # A druid at the goal never moves again: its cards are simply discarded.
    end = start if start == GOAL_SPACE else min(start + cards + experience, GOAL_SPACE)
    state.druids[c] = end
    state.log_event("played", seat=seat, colour=colour, cards=cards, experience=experience,
                    **{"from": start}, to=end)
    if start == GOAL_SPACE:
        end_turn(state)
        return
    if end == GOAL_SPACE:
        if state.last_round:
            # Only the first druid to arrive gets the goal's parts; a later one arrives with
            # no effect (the official rules: "he discards the cards, but takes no further
            # action this turn").
            state.log_event("goal_late", seat=seat, colour=colour)
            end_turn(state)
            return
        state.last_round = True
        state.log_event("last_round")
    kind, symbols = PATH[end]
    if kind in FIND_SITES:
        state.take_left = symbols
        continue_taking(state)
    elif kind == RUIN:
        start_ruin(state, seat, symbols)
    elif kind == CULT:
        # There is always a card to draw: the cards just played are on the discard pile.
        state.phase = CULT_PHASE
    else:  # pragma: no cover - only the start space is left, and nobody moves onto it
        end_turn(state)


def continue_taking(state: CelticaState) -> None:
    """Ask for the next part, or (all taken, or the display empty) refill and end the turn."""
    if state.take_left > 0 and any(part is not None for part in state.display):
        state.phase = TAKE
        return
    state.take_left = 0
    # The game ends at once when no part is left to draw: the supply and the part discard
    # pile are both empty (the seed), whether or not the display could still be filled.
    if not refill_display(state) or not (state.supply or state.part_discard):
        state.exhausted = True
    end_turn(state)


def take(state: CelticaState, seat: int, args: tuple[str, ...]) -> None:
    slot = int(args[0])
    part = state.display[slot]
    assert part is not None, "only filled slots are legal"
    state.display[slot] = None
    state.take_left -= 1
    state.log_event("took", seat=seat, part=part, slot=slot)
    receive_part(state, seat, part, TAKE)


def receive_part(state: CelticaState, seat: int, part: str, then: str) -> None:
    """Add a part to the seat's amulets, asking where only when the choice matters."""
    if amulet_rules.needs_choice(state.amulets[seat], part):
        state.placing = part
        state.after_place = then
        state.phase = PLACE
        return
    amulet_rules.add_part(state.amulets[seat], part)
    _resume(state, then)


def place(state: CelticaState, seat: int, args: tuple[str, ...]) -> None:
    index = int(args[0])
    part = state.placing
    assert part is not None, "a part is waiting in the place phase"
    state.placing = None
    amulet_rules.add_part(state.amulets[seat], part, index)
    state.log_event("placed", seat=seat, part=part, amulet=index)
    _resume(state, state.after_place)


def _resume(state: CelticaState, then: str) -> None:
    if then == TAKE:
        continue_taking(state)
    else:
        continue_end_turn(state)


def start_ruin(state: CelticaState, seat: int, symbols: int) -> None:
    """Give up `symbols` parts (all of them if fewer; no choice then), then draw experience."""
    owned = amulet_rules.part_count(state.amulets[seat])
    if owned <= symbols:
        for amulet in state.amulets[seat]:
            for part in amulet:
                _discard_part(state, seat, part)
        state.amulets[seat] = []
        finish_ruin(state, seat)
        return
    state.ruin_left = symbols
    state.phase = RUIN_PHASE


def _discard_part(state: CelticaState, seat: int, part: str) -> None:
    state.part_discard.append(part)
    state.log_event("discarded", seat=seat, part=part)


def discard(state: CelticaState, seat: int, args: tuple[str, ...]) -> None:
    index, part = int(args[0]), args[1]
    amulet_rules.remove_part(state.amulets[seat], index, part)
    _discard_part(state, seat, part)
    state.ruin_left -= 1
    if state.ruin_left == 0:
        finish_ruin(state, seat)


def finish_ruin(state: CelticaState, seat: int) -> None:
    card = draw_experience_card(state)
    if card is not None:  # all 20 may be in hands already
        state.experience[seat][COLOUR_INDEX[card]] += 1
        state.log_event("experience", seat=seat)
    end_turn(state)


def cult(state: CelticaState, seat: int, args: tuple[str, ...]) -> None:
    draw = args[0] == "draw"
    if draw:
        card = draw_druid_card(state)
        assert card is not None, "the cards just played are on the discard pile"
        state.hands[seat][COLOUR_INDEX[card]] += 1
        state.must_play[seat] = card
    state.log_event("cult", seat=seat, drew=draw)
    end_turn(state)


# ---- the end phase: experience cards buy and swap parts ----------------------------------
def _pay_experience(state: CelticaState, seat: int, count: int) -> None:
    """Spend `count` experience cards; in the end phase their colour does not matter."""
    hand = state.experience[seat]
    for _ in range(count):
        colour = max(range(len(COLOURS)), key=lambda i: (hand[i], -i))
        hand[colour] -= 1
        state.exp_discard.append(COLOURS[colour])


def swap(state: CelticaState, seat: int, args: tuple[str, ...]) -> None:
    index, part, slot = int(args[0]), args[1], int(args[2])
    _pay_experience(state, seat, 1)
    taken = state.display[slot]
    assert taken is not None, "only filled slots are legal"
    amulet_rules.remove_part(state.amulets[seat], index, part)
    state.display[slot] = part
    state.log_event("swapped", seat=seat, gave=part, took=taken, slot=slot)
    receive_part(state, seat, taken, END_PHASE)


def buy(state: CelticaState, seat: int, args: tuple[str, ...]) -> None:
    slot = int(args[0])
    _pay_experience(state, seat, 2)
    taken = state.display[slot]
    assert taken is not None, "only filled slots are legal"
    state.display[slot] = None
    state.log_event("bought", seat=seat, part=taken, slot=slot)
    receive_part(state, seat, taken, END_PHASE)


def done(state: CelticaState, seat: int, args: tuple[str, ...]) -> None:
    finish_end_turn(state)


HANDLERS: dict[str, Callable[[CelticaState, int, tuple[str, ...]], None]] = {
    "play": play_cards, "take": take, "place": place, "discard": discard, "cult": cult,
    "swap": swap, "buy": buy, "done": done,
}
