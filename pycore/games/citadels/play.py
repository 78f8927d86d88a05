"""Playing Citadels moves: the trusted path behind `CitadelsState._play`.

A move answers the first pending decision (`PENDING`: each kind's handler, from the special
cards and `keep` here), or is a draft pick, or a move of the turn (the action, income,
building, ending, the character's power, a purple district's ability). Then `rounds.advance`
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


def play(st: CitadelsState, seat: int, move: Move) -> None:
    if st.pending:
        entry = st.pending[0]
        PENDING[entry["kind"]](st, entry, move)
    elif st.draft_steps:
        rounds.draft_move(st, seat, move.kind, move.args[0])
    else:
        assert st.turn is not None, "apply() checked that a turn is being played"
        _turn_move(st, st.turn, move)
    rounds.advance(st)


def _turn_move(st: CitadelsState, turn: Turn, move: Move) -> None:
    seat, kind = turn.seat, move.kind
    if kind == "gold":
        got = st.gain(seat, 2)
        st.log_event("took_gold", seat=seat, gold=got)
        _acted(st, turn)
    elif kind == "draw":
        _draw_action(st, turn)
    elif kind == "income":
        turn.income_taken = True
        got = st.gain(seat, moves.income_amount(st, turn))
        st.log_event("income", seat=seat, gold=got)
    elif kind == "build":
        card = move.args[0]
        price = city.build_cost(st, seat, card)
        st.pay_bank(seat, price)
        st.hands[seat].remove(card)
        knowledge.left_openly(st, seat, card)
        turn.builds_left -= 1
        turn.built += 1
        turn.spent_building += price
        districts.place(st, seat, card, price)
    elif kind == "end":
        turn.ending = True
    elif kind in characters.HOOKS[turn.character].kinds:
        characters.HOOKS[turn.character].play(st, turn, move)
    else:
        for district in set(st.cities[seat]):
            hook = districts.HOOKS.get(district)
            if hook is not None and kind in hook.kinds:
                hook.play(st, turn, move)
                return
        raise ValueError(f"no handler for {move}")


def _draw_action(st: CitadelsState, turn: Turn) -> None:
    """Draw 2 keep 1; the Observatory draws 3; the Library keeps 2 (both: draw 3 keep 2)."""
    seat = turn.seat
    cards = st.draw_cards(3 if st.owns(seat, "observatory") else 2)
    keep = 2 if st.owns(seat, "library") else 1
    st.log_event("drew", seat=seat, count=len(cards))
    if len(cards) <= keep:
        st.hands[seat].extend(cards)
        _acted(st, turn)
    else:
        st.pending.append({"seat": seat, "kind": "keep", "cards": cards, "left": keep})


def _keep_play(st: CitadelsState, entry: dict[str, Any], move: Move) -> None:
    seat = entry["seat"]
    entry["cards"].remove(move.args[0])
    st.hands[seat].append(move.args[0])
    entry["left"] -= 1
    if entry["left"] == 0 or not entry["cards"]:
        st.pending.pop(0)
        st.to_bottom(entry["cards"], 1 << seat)
        st.log_event("kept", seat=seat)
        if st.turn is not None:
            _acted(st, st.turn)


PENDING["keep"] = _keep_play


def _acted(st: CitadelsState, turn: Turn) -> None:
    turn.acted = True
    characters.after_action(st, turn)
