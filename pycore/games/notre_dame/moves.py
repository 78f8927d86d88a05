"""Notre Dame's moves: the grammar, the legal moves of each pending decision, and refusals.

Every decision is one of these texts (the package docstring lists what each means):

    keep:<action>                  draft: keep this card, pass the rest on
    play:<action>                  play a card from the hand
    donate:<0-3>                   Notre Dame card: gold to give (0 = no donation, no cube)
    move_cube:<place>:<place>      no cube left: move one of yours there instead
    discard:<action>               no cube left: give up the card's action
    friend:<sector>                trusted friend card: where the friend goes
    carriage:<market> | carriage:stop      one step of the carriage, or stop
    message:take | message:skip    the message on the market where the carriage stopped
    bonus:gold | bonus:cube | bonus:rat    the hotel's (or the landlady's) choice
    hire:<person> | hire:none      hire a revealed person for 1 gold, or nobody
    shift:<sector>:<sector>[:friend] | shift:done    the minstrel moves a piece
    jester:<place>:<sector>[:friend] | jester:none   the jester moves a piece
    bishop:<sector>                the bishop's cube goes to this empty sector
    plague:<sector>                the rats take a cube from this (tied fullest) sector

`<action>` is one of `data.ACTIONS`, `<sector>` one of `data.SECTORS`, `<place>` a sector
or `notre_dame`, `<market>` a letter C/A/B/D/E and a borough number (`B2`), `<person>` one
of `data.PERSONS`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...protocol import IllegalMove, Move
from . import actions, data, rounds
from .data import card_name
from .persons import bishop_targets

if TYPE_CHECKING:
    from .state import NotreDameState

_SECTORS = set(data.SECTORS)
_PLACES = set(data.PLACES)
_ACTIONS = set(data.ACTIONS)
_MARKETS = {data.market_id(m, b) for m in data.MARKET_LETTERS for b in range(5)}
_FIXED_WORDS = {
    "carriage": {"stop"} | _MARKETS,
    "message": {"take", "skip"},
    "bonus": {"gold", "cube", "rat"},
    "hire": {"none"} | set(data.PERSONS),
    "donate": {"0", "1", "2", "3"},
    "keep": _ACTIONS,
    "play": _ACTIONS,
    "discard": _ACTIONS - {"friend"},
    "friend": _SECTORS,
    "bishop": _SECTORS,
    "plague": _SECTORS,
}


def is_move_text(text: str) -> bool:
    """Whether `text` follows the grammar above (not whether it is legal now)."""
    if not isinstance(text, str) or not text or len(text) > 60:
        return False
    parts = text.split(":")
    kind, args = parts[0], parts[1:]
    if kind in _FIXED_WORDS:
        return len(args) == 1 and args[0] in _FIXED_WORDS[kind]
    if kind == "move_cube":
        return len(args) == 2 and args[0] in _PLACES and args[1] in _PLACES and args[0] != args[1]
    if kind in ("shift", "jester"):
        if args == ["done" if kind == "shift" else "none"]:
            return True
        sources = _SECTORS if kind == "shift" else _PLACES
        return (len(args) in (2, 3) and args[0] in sources and args[1] in _SECTORS
                and args[0] != args[1] and (len(args) == 2 or args[2] == "friend"))
    return False


# ---- legal moves ---------------------------------------------------------------------------
def legal_moves(state: NotreDameState, seat: int) -> list[Move]:
    """Every legal move of `seat`, who is due, in the order of their texts."""
    return [Move(text) for text in sorted(legal_texts(state, seat))]


def legal_texts(state: NotreDameState, seat: int) -> list[str]:
    """The texts of the legal moves in the decision's own order (the view's `options`)."""
    if state.phase == rounds.DRAFT:
        return sorted({"keep:" + card_name(c) for c in state.draft[seat]})
    frame = state.pending[-1]
    kind = frame["kind"]
    if kind == "play":
        return sorted({"play:" + card_name(c) for c in state.hands[seat]})
    if kind == "donate":
        return [f"donate:{k}" for k in range(min(3, state.gold[seat]) + 1)]
    if kind == "cube_source":
        target = frame["target"]
        return [f"move_cube:{p}:{target}" for p in data.PLACES
                if p != target and state.cubes_at(seat, p)] + [f"discard:{frame['card']}"]
    if kind == "friend":
        return [f"friend:{s}" for s in data.SECTORS if s != state.friend[seat]]
    if kind == "carriage":
        return [f"carriage:{m}" for m in state.roads[state.carriage[seat]]] + ["carriage:stop"]
    if kind == "message":
        return ["message:take", "message:skip"]
    if kind == "bonus":
        return ["bonus:" + c for c in actions.bonus_choices(state, seat)]
    if kind == "hire":
        hires = [f"hire:{p}" for p in sorted(set(state.revealed))] if state.gold[seat] else []
        return hires + ["hire:none"]
    if kind == "shift":
        return shift_texts(state, seat, frame) + ["shift:done"]
    if kind == "jester":
        return piece_moves(state, seat, "jester", data.PLACES, "", "") + ["jester:none"]
    if kind == "bishop":
        return [f"bishop:{s}" for s in bishop_targets(state, seat)]
    if kind == "plague":
        return [f"plague:{s}" for s in rounds.plague_choices(state, seat)]
    raise AssertionError(f"unknown decision {kind}")


def shift_texts(state: NotreDameState, seat: int, frame: dict) -> list[str]:
    return piece_moves(state, seat, "shift", data.SECTORS, frame["from"], frame["to"])


def piece_moves(state: NotreDameState, seat: int, kind: str, sources: list[str],
                source: str, target: str) -> list[str]:
    """Moves of one piece (cube, or the friend) between places; `source`/`target` fix them."""
    out = []
    for a in ([source] if source else sources):
        for b in ([target] if target else data.SECTORS):
            if a == b:
                continue
            if state.cubes_at(seat, a):
                out.append(f"{kind}:{a}:{b}")
            if state.friend[seat] == a:
                out.append(f"{kind}:{a}:{b}:friend")
    return out


# ---- refusals (the English templates are in `refusals.py`) ------------------------------
# What the decision on top of the stack asks for, said to a player who tries anything else.
EXPECTED = {
    "play": "notre_dame.expected_play",
    "donate": "notre_dame.expected_donate",
    "cube_source": "notre_dame.expected_cube_source",
    "friend": "notre_dame.expected_friend",
    "carriage": "notre_dame.expected_carriage",
    "message": "notre_dame.expected_message",
    "bonus": "notre_dame.expected_bonus",
    "hire": "notre_dame.expected_hire",
    "shift": "notre_dame.expected_shift",
    "jester": "notre_dame.expected_jester",
    "bishop": "notre_dame.expected_bishop",
    "plague": "notre_dame.expected_plague",
}


def why_illegal(state: NotreDameState, seat: int, move: Move) -> IllegalMove:
    if state.phase == rounds.DRAFT:
        return IllegalMove("notre_dame.expected_keep", move=str(move))
    return IllegalMove(EXPECTED[state.pending[-1]["kind"]], move=str(move))


def not_your_turn(state: NotreDameState, seat: int) -> IllegalMove:
    if state.phase == rounds.DRAFT:
        return IllegalMove("notre_dame.already_chosen", seat=seat + 1)
    acting = state.acting()
    if acting is None:
        return IllegalMove("move.game_over")
    return IllegalMove("notre_dame.not_your_turn", due=acting + 1, seat=seat + 1)
