"""Citadels moves: the grammar, the legal moves now, and the refusal of a move that is not legal.

See the package docstring for the full grammar. Legal moves come from three places, in
this order of priority: a pending decision (`characters.PENDING`, `districts.PENDING`, and
`keep` here); the draft; the turn (action, income, build, end, the character's power, purple
abilities). What a move does is in `play.py`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ...protocol import IllegalMove, Move
from . import characters, city, data, districts

if TYPE_CHECKING:
    from .state import CitadelsState
    from .turn import Turn


def _keep_moves(state: CitadelsState, entry: dict[str, Any]) -> list[str]:
    return [f"keep:{card}" for card in set(entry["cards"])]


# pending decision kind -> its legal moves (what each does: `play.PENDING`)
PENDING: dict[str, Callable[[CitadelsState, dict[str, Any]], list[str]]] = {
    kind: pair[0] for kind, pair in {**characters.PENDING, **districts.PENDING}.items()}
PENDING["keep"] = _keep_moves

_CHAR, _DIST, _RANK, _SEAT = "character", "district", "rank", "seat"
# kind -> the argument patterns it accepts (each a tuple of argument types or literals)
GRAMMAR: dict[str, list[tuple[Any, ...]]] = {
    "pick": [(_CHAR,)], "discard": [(_CHAR,)],
    "thank": [()], "gold": [()], "draw": [()], "keep": [(_DIST,)], "income": [()],
    "build": [(_DIST,)], "end": [()],
    "kill": [(_RANK,)], "bewitch": [(_RANK,)], "rob": [(_RANK,)],
    "swap_hand": [(_SEAT,)], "redraw": [(_DIST,)], "done": [()],
    "peek": [(_SEAT,)], "take": [(_DIST,)], "place": [(_DIST,)],
    "crown": [(_SEAT,)], "tribute": [("gold",), (_DIST,)], "tithe": [(_SEAT,)],
    "navigate": [("gold",), ("cards",)], "beautify": [(_DIST,)],
    "destroy": [(_SEAT, _DIST)], "exchange": [(_DIST, _SEAT, _DIST)],
    "armory": [(_SEAT, _DIST)], "lab": [(_DIST,)], "smithy": [()], "museum": [(_DIST,)],
    "search": [(_DIST,)], "bell": [("yes",), ("no",)], "graveyard": [("yes",), ("no",)],
}


def _arg_ok(pattern: str, arg: str) -> bool:
    if pattern == _CHAR:
        return arg in data.CHARACTERS
    if pattern == _DIST:
        return arg in data.DISTRICTS
    if pattern in (_RANK, _SEAT):
        if not arg.isdigit() or len(arg) > 1 or arg != str(int(arg)):
            return False
        return 1 <= int(arg) <= 9 if pattern == _RANK else 0 <= int(arg) <= 7
    return arg == pattern


def is_move_text(text: str) -> bool:
    if not isinstance(text, str) or not text or len(text) > 200:
        return False
    kind, *args = text.split(":")
    return any(len(p) == len(args) and all(_arg_ok(a, b) for a, b in zip(p, args))
               for p in GRAMMAR.get(kind, []))


# ---- legal moves ----------------------------------------------------------------------------
def legal_moves(state: CitadelsState, seat: int) -> list[Move]:
    """Every legal move of `seat`, who is due, in the order of their texts."""
    return [Move(text) for text in sorted(set(legal_texts(state, seat)))]


def legal_texts(state: CitadelsState, seat: int) -> list[str]:
    """The texts of the legal moves, in the order the rules list them (duplicates possible)."""
    if state.over:
        return []
    if state.pending:
        entry = state.pending[0]
        return PENDING[entry["kind"]](state, entry) if entry["seat"] == seat else []
    if state.draft_steps:
        kind, picker = state.draft_steps[0]
        return [f"{kind}:{c}" for c in state.pool] if picker == seat else []
    turn = state.turn
    if turn is None or turn.seat != seat:
        return []
    return turn_moves(state, turn)


def turn_moves(state: CitadelsState, turn: Turn) -> list[str]:
    seat = turn.seat
    out: list[str] = []
    if not turn.acted:
        out += ["gold", "draw"] if state.deck else ["gold"]
    if not turn.has_powers:
        return out
    if not turn.income_taken and income_amount(state, turn) > 0:
        out.append("income")
    if turn.acted:
        out.append("end")
        if turn.builds_left > 0:
            out += [f"build:{card}" for card in set(state.hands[seat]) if can_build(state, turn, card)]
    out += characters.HOOKS[turn.character].moves(state, turn)
    out += districts.ability_moves(state, turn)
    return out


def income_amount(state: CitadelsState, turn: Turn) -> int:
    """1 gold per district of the character's colour; the School of Magic counts as it."""
    colour = data.CHARACTERS[turn.character]["income"]
    if colour is None:
        return 0
    cards = state.cities[turn.seat]
    return sum(1 for d in cards if data.colour(d) == colour) + ("school_of_magic" in cards)


def can_build(state: CitadelsState, turn: Turn, card: str) -> bool:
    seat = turn.seat
    if city.build_cost(state, seat, card) > state.gold[seat]:
        return False
    return city.duplicate_allowed(state, seat, card, wizard=turn.character == "wizard")


# ---- refusals (the English templates are in `refusals.py`) ------------------------------
# What the first pending decision asks for, said to a player who tries anything else.
_PENDING_WHY = {
    "thank": "citadels.thank_first",
    "keep": "citadels.keep_first",
    "redraw": "citadels.redraw_first",
    "wizard": "citadels.wizard_first",
    "crown": "citadels.crown_first",
    "tribute": "citadels.tribute_first",
    "search": "citadels.search_first",
    "bell": "citadels.bell_first",
    "graveyard": "citadels.graveyard_first",
}


def why_illegal(state: CitadelsState, seat: int, move: Move) -> IllegalMove:
    """The refusal saying why `move` is not legal now."""
    if state.pending:
        kind = state.pending[0]["kind"]
        return IllegalMove(_PENDING_WHY.get(kind, "citadels.decision_first"))
    if state.draft_steps:
        if move.kind not in ("pick", "discard"):
            return IllegalMove("citadels.pick_offered")
        return IllegalMove("citadels.not_offered", character=move.args[0])
    turn = state.turn
    if turn is None:
        return IllegalMove("move.not_legal", move=str(move))
    if move.kind == "build":
        if not turn.acted:
            return IllegalMove("citadels.act_before_build")
        if turn.builds_left <= 0:
            return IllegalMove("citadels.no_builds_left")
        card = move.args[0]
        if card not in state.hands[seat]:
            return IllegalMove("citadels.not_in_hand")
        if city.build_cost(state, seat, card) > state.gold[seat]:
            return IllegalMove("citadels.not_enough_gold")
        return IllegalMove("citadels.already_built")
    if move.kind == "end" and not turn.acted:
        return IllegalMove("citadels.act_before_end")
    if move.kind in ("gold", "draw") and turn.acted:
        return IllegalMove("citadels.already_acted")
    if move.kind == "income":
        return IllegalMove("citadels.no_income")
    return IllegalMove("move.not_legal", move=str(move))


def not_your_turn(state: CitadelsState, seat: int) -> IllegalMove:
    return IllegalMove("citadels.not_your_turn", seat=seat + 1)
