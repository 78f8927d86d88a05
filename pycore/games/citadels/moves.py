"""Citadels moves: the grammar, the legal moves now, and playing one.

See the package docstring for the full grammar. Legal moves come from three places, in
this order of priority: a pending decision (`characters.PENDING`, `districts.PENDING`); the
draft; the turn (action, income, build, end, the character's power, purple abilities).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...protocol import Move
from . import characters, city, data, districts, knowledge, rounds

if TYPE_CHECKING:
    from .state import CitadelsState, Turn

PENDING = {**characters.PENDING, **districts.PENDING}

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
def legal_texts(st: "CitadelsState", seat: int) -> list[str]:
    if st.over:
        return []
    if st.pending:
        entry = st.pending[0]
        return PENDING[entry["kind"]][0](st, entry) if entry["seat"] == seat else []
    if st.draft_steps:
        kind, picker = st.draft_steps[0]
        return [f"{kind}:{c}" for c in st.pool] if picker == seat else []
    turn = st.turn
    if turn is None or turn.seat != seat:
        return []
    return turn_moves(st, turn)


def turn_moves(st: "CitadelsState", turn: "Turn") -> list[str]:
    seat = turn.seat
    out: list[str] = []
    if not turn.acted:
        out += ["gold", "draw"] if st.deck else ["gold"]
    if not turn.has_powers:
        return out
    if not turn.income_taken and income_amount(st, turn) > 0:
        out.append("income")
    if turn.acted:
        out.append("end")
        if turn.builds_left > 0:
            out += [f"build:{card}" for card in set(st.hands[seat]) if can_build(st, turn, card)]
    out += characters.HOOKS[turn.character].moves(st, turn)
    out += districts.ability_moves(st, turn)
    return out


def income_amount(st: "CitadelsState", turn: "Turn") -> int:
    """1 gold per district of the character's colour; the School of Magic counts as it."""
    colour = data.CHARACTERS[turn.character]["income"]
    if colour is None:
        return 0
    cards = st.cities[turn.seat]
    return sum(1 for d in cards if data.colour(d) == colour) + ("school_of_magic" in cards)


def can_build(st: "CitadelsState", turn: "Turn", card: str) -> bool:
    seat = turn.seat
    if city.build_cost(st, seat, card) > st.gold[seat]:
        return False
    return city.duplicate_allowed(st, seat, card, wizard=turn.character == "wizard")


# ---- playing ---------------------------------------------------------------------------------
def play(st: "CitadelsState", seat: int, move: Move) -> None:
    if st.pending:
        entry = st.pending[0]
        PENDING[entry["kind"]][1](st, entry, move)
    elif st.draft_steps:
        rounds.draft_move(st, seat, move.kind, move.args[0])
    else:
        _turn_move(st, st.turn, move)
    rounds.advance(st)


def _turn_move(st: "CitadelsState", turn: "Turn", move: Move) -> None:
    seat, kind = turn.seat, move.kind
    if kind == "gold":
        got = st.gain(seat, 2)
        st.log_event("took_gold", seat=seat, gold=got)
        _acted(st, turn)
    elif kind == "draw":
        _draw_action(st, turn)
    elif kind == "income":
        turn.income_taken = True
        got = st.gain(seat, income_amount(st, turn))
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
        city.place(st, seat, card, price)
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


def _draw_action(st: "CitadelsState", turn: "Turn") -> None:
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


def _keep_moves(st: "CitadelsState", entry: dict[str, Any]) -> list[str]:
    return [f"keep:{card}" for card in set(entry["cards"])]


def _keep_play(st: "CitadelsState", entry: dict[str, Any], move: Move) -> None:
    seat = entry["seat"]
    entry["cards"].remove(move.args[0])
    st.hands[seat].append(move.args[0])
    entry["left"] -= 1
    if entry["left"] == 0 or not entry["cards"]:
        st.pending.pop(0)
        st.to_bottom(entry["cards"])
        st.log_event("kept", seat=seat)
        if st.turn is not None:
            _acted(st, st.turn)


PENDING["keep"] = (_keep_moves, _keep_play)


def _acted(st: "CitadelsState", turn: "Turn") -> None:
    turn.acted = True
    characters.after_action(st, turn)


# ---- explaining a refusal ------------------------------------------------------------------------
def explain(st: "CitadelsState", seat: int, move: Move) -> str:
    """A sentence saying why `move` is not legal now."""
    if st.pending:
        kind = st.pending[0]["kind"]
        return _PENDING_WHY.get(kind, "Another decision comes first.")
    if st.draft_steps:
        if move.kind not in ("pick", "discard"):
            return "Characters are being chosen: pick one of those offered."
        return f"{move.args[0] if move.args else 'That'} is not among the characters offered."
    turn = st.turn
    if turn is None:
        return f"{move} is not a legal move now."
    if move.kind == "build":
        if not turn.acted:
            return "Take gold or draw cards before building."
        if turn.builds_left <= 0:
            return "You cannot build any more districts this turn."
        card = move.args[0]
        if card not in st.hands[seat]:
            return "That district is not in your hand."
        if city.build_cost(st, seat, card) > st.gold[seat]:
            return "You do not have enough gold to build that district."
        return "You already have that district in your city."
    if move.kind == "end" and not turn.acted:
        return "Take gold or draw cards before ending your turn."
    if move.kind in ("gold", "draw") and turn.acted:
        return "You have already taken your action this turn."
    if move.kind == "income":
        return "You cannot collect income now."
    return f"{move} is not a legal move now."


_PENDING_WHY = {
    "thank": "First say \"Thank you, Your Excellency\".",
    "keep": "Choose which drawn card to keep first.",
    "redraw": "Finish choosing the cards to redraw, then tap done.",
    "wizard": "Take a card from the hand you are looking at.",
    "crown": "The Emperor must first give the crown to another player.",
    "tribute": "Give the Emperor 1 gold or 1 district card first.",
    "search": "Choose a card from the deck for the Lighthouse first.",
    "bell": "Decide first whether the Bell Tower ends the game at 7 districts.",
    "graveyard": "The Graveyard's owner decides first.",
}
