"""Playing Citadels moves: the trusted path behind `CitadelsState._play`.

A move answers the first pending decision (`PENDING`: each kind's handler, from the special
cards and `keep` here), or is a draft pick, or a move of the turn (`HANDLERS`: the action,
income, building, ending, the character's power, a purple district's ability). Then `rounds.advance`
runs everything automatic until someone must decide again.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ...protocol import Move
from . import characters, city, districts, knowledge, moves, rounds

if TYPE_CHECKING:
    from .state import CitadelsState
    from .turn import Turn

# pending decision kind -> what its move does (its legal moves: `moves.PENDING`)
PENDING: dict[str, Callable[[CitadelsState, dict[str, Any], Move], None]] = {
    kind: pair[1] for kind, pair in {**characters.PENDING, **districts.PENDING}.items()}


def play(state: CitadelsState, seat: int, move: Move) -> None:
    """The trusted path: `move` is legal for `seat` now."""
    if state.pending:
        entry = state.pending[0]
        PENDING[entry["kind"]](state, entry, move)
    elif state.draft_steps:
        rounds.draft_move(state, seat, move.kind, move.args[0])
    else:
        assert state.turn is not None, "apply() checked that a turn is being played"
        HANDLERS[move.kind](state, state.turn, move)
    rounds.advance(state)


# ---- the turn's moves ---------------------------------------------------------------------
def _take_gold(state: CitadelsState, turn: Turn, move: Move) -> None:
    got = state.gain(turn.seat, 2)
    state.log_event("took_gold", seat=turn.seat, gold=got)
    _acted(state, turn)


def _draw_action(state: CitadelsState, turn: Turn, move: Move) -> None:
    """Draw 2 keep 1; the Observatory draws 3; the Library keeps 2 (both: draw 3 keep 2)."""
    seat = turn.seat
    cards = state.draw_cards(3 if state.owns(seat, "observatory") else 2)
    keep = 2 if state.owns(seat, "library") else 1
    state.log_event("drew", seat=seat, count=len(cards))
    if len(cards) <= keep:
        state.hands[seat].extend(cards)
        _acted(state, turn)
    else:
        state.pending.append({"seat": seat, "kind": "keep", "cards": cards, "left": keep})


def _take_income(state: CitadelsState, turn: Turn, move: Move) -> None:
    turn.income_taken = True
    got = state.gain(turn.seat, moves.income_amount(state, turn))
    state.log_event("income", seat=turn.seat, gold=got)


def _build(state: CitadelsState, turn: Turn, move: Move) -> None:
    seat, card = turn.seat, move.args[0]
    price = city.build_cost(state, seat, card)
    state.pay_bank(seat, price)
    state.hands[seat].remove(card)
    knowledge.left_openly(state, seat, card)
    turn.builds_left -= 1
    turn.built += 1
    turn.spent_building += price
    districts.place(state, seat, card, price)


def _end(state: CitadelsState, turn: Turn, move: Move) -> None:
    turn.ending = True


def _acted(state: CitadelsState, turn: Turn) -> None:
    turn.acted = True
    characters.after_action(state, turn)


# The special cards: a move kind of theirs belongs to one card alone, the turn's character
# or a purple district in the player's city, so the kind finds the card.
_SPECIALS = (*characters.HOOKS.values(), *districts.HOOKS.values())

# move kind -> what the move does
HANDLERS: dict[str, Callable[[CitadelsState, Turn, Move], None]] = {
    "gold": _take_gold, "draw": _draw_action, "income": _take_income, "build": _build, "end": _end,
    **{kind: card.play for card in _SPECIALS for kind in card.kinds},
}
assert len(HANDLERS) == 5 + sum(len(card.kinds) for card in _SPECIALS), "one card a kind"


# ---- the pending decision of the draw action ---------------------------------------------
def _keep_play(state: CitadelsState, entry: dict[str, Any], move: Move) -> None:
    seat = entry["seat"]
    entry["cards"].remove(move.args[0])
    state.hands[seat].append(move.args[0])
    entry["left"] -= 1
    if entry["left"] == 0 or not entry["cards"]:
        state.pending.pop(0)
        state.to_bottom(entry["cards"], 1 << seat)
        state.log_event("kept", seat=seat)
        if state.turn is not None:
            _acted(state, state.turn)


PENDING["keep"] = _keep_play
