"""Celtica's phases and the flow between turns: dealing, refilling, whose turn, rounds, the end.

The phase names (also the view's `"phase"`) are here; `play.py` applies a move and then hands
over to `end_turn`, which picks the next player, ends the round, or starts the end phase in
which experience cards are spent, seat by seat, until the game is over.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...protocol import seats_in_order
from .data import COLOUR_INDEX, GOAL_SPACE, HAND_SIZE

if TYPE_CHECKING:
    from .state import CelticaState

# Phases (also the view's "phase").
PLAY, TAKE, PLACE, RUIN_PHASE, CULT_PHASE, END_PHASE, OVER = (
    "play", "take", "place", "ruin", "cult", "end_phase", "over")


# ---- drawing and refilling ---------------------------------------------------------------
def _draw(state: CelticaState, deck: list[str], discard: list[str], pile: str) -> str | None:
    """The top card of `deck`, shuffling `discard` into it first if it is empty."""
    if not deck:
        if not discard:
            return None
        deck.extend(discard)
        discard.clear()
        state.rng.shuffle(deck)
        state.log_event("reshuffled", pile=pile)
    return deck.pop()


def draw_druid_card(state: CelticaState) -> str | None:
    return _draw(state, state.druid_deck, state.druid_discard, "druid")


def draw_experience_card(state: CelticaState) -> str | None:
    return _draw(state, state.exp_deck, state.exp_discard, "experience")


def draw_part(state: CelticaState) -> str | None:
    return _draw(state, state.supply, state.part_discard, "parts")


def deal_hand(state: CelticaState, seat: int) -> None:
    for _ in range(HAND_SIZE):
        card = draw_druid_card(state)
        if card is not None:
            state.hands[seat][COLOUR_INDEX[card]] += 1


def refill_display(state: CelticaState) -> bool:
    """Fill every empty display slot; False if the parts ran out before it was full."""
    for slot, part in enumerate(state.display):
        if part is None:
            new = draw_part(state)
            if new is None:
                return False
            state.display[slot] = new
    return True


# ---- between turns ---------------------------------------------------------------------
def end_turn(state: CelticaState) -> None:
    """Next player with druid cards; or the round's end; or the game's immediate end."""
    state.phase = PLAY
    current = state.current
    assert current is not None, "a turn has just been played"
    if all(space == GOAL_SPACE for space in state.druids):
        start_end_phase(state, current, "druids")
        return
    if state.exhausted:
        start_end_phase(state, current, "parts")
        return
    # Clockwise from the left neighbour, the current player last: if only they still hold
    # cards they play again at once.
    for seat in seats_in_order(current + 1, state.players):
        if sum(state.hands[seat]):
            state.current = seat
            return
    end_round(state)


def end_round(state: CelticaState) -> None:
    last = state.last_player
    if state.last_round:
        start_end_phase(state, last, "round")
        return
    state.round += 1
    for seat in range(state.players):
        deal_hand(state, seat)
    state.current = (last + 1) % state.players
    state.log_event("round", round=state.round, start=state.current)


# ---- the end phase ----------------------------------------------------------------------
def start_end_phase(state: CelticaState, ender: int, reason: str) -> None:
    state.log_event("end_phase", reason=reason, start=(ender + 1) % state.players)
    state.end_queue = list(seats_in_order(ender + 1, state.players))
    state.current = None
    next_end_player(state)


def next_end_player(state: CelticaState) -> None:
    """The next seat in the queue holding experience cards; the game ends after the last."""
    while state.end_queue:
        seat = state.end_queue.pop(0)
        if sum(state.experience[seat]):
            state.current = seat
            state.phase = END_PHASE
            return
    state.current = None
    state.phase = OVER
    state.log_event("game_over", result=state.result(), scores=state.scores())


def continue_end_turn(state: CelticaState) -> None:
    """After a swap or buy: the player goes on while they hold experience cards."""
    assert state.current is not None, "an end-phase turn is being played"
    if sum(state.experience[state.current]):
        state.phase = END_PHASE
    else:
        finish_end_turn(state)


def finish_end_turn(state: CelticaState) -> None:
    """The player is done: refill the display as far as parts remain, then the next player."""
    refill_display(state)
    next_end_player(state)
