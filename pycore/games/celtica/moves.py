"""Celtica's move grammar, the legal moves of a seat, and the refusal of a move that is not.

Grammar (every move is one tap; see the package docstring for what each does):
    play:<colour>:<druid cards>:<experience cards>   colour in data.COLOURS, cards >= 1
    take:<slot>                                       display slot 0-8
    place:<amulet>                                    index into the seat's amulets
    discard:<amulet>:<part>                           part in data.PART_TYPES
    cult:draw | cult:skip
    swap:<amulet>:<part>:<slot>
    buy:<slot>
    done
Numbers are written without leading zeros, so every move has exactly one text.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ...protocol import IllegalMove, Move
from . import amulets as amulet_rules
from . import rounds
from .data import COLOUR_INDEX, COLOURS, DISPLAY_SIZE

if TYPE_CHECKING:
    from .state import CelticaState

_NUM = r"(?:0|[1-9][0-9]{0,2})"
_SLOT = r"[0-8]"
_COLOUR = "(?:" + "|".join(COLOURS) + ")"
_PART = r"(?:nw|ne|n|w|c|e|sw|se|s)"
_GRAMMAR = re.compile(
    "^(?:"
    f"play:{_COLOUR}:{_NUM}:{_NUM}"
    f"|take:{_SLOT}"
    f"|place:{_NUM}"
    f"|discard:{_NUM}:{_PART}"
    "|cult:(?:draw|skip)"
    f"|swap:{_NUM}:{_PART}:{_SLOT}"
    f"|buy:{_SLOT}"
    "|done"
    ")$"
)


def is_move_text(text: str) -> bool:
    """Whether `text` follows the grammar above.

    >>> [is_move_text(t) for t in ["play:red:2:1", "play:red:02:1", "take:9", "done"]]
    [True, False, False, True]
    """
    return bool(_GRAMMAR.match(text))


# A search asks for the play phase's moves at every move of every rollout, and they depend
# on the hand alone: worked out once per (colour owed, hand, experience cards). Bounded, so
# a long session cannot grow it without limit (beyond it, moves are simply built again).
_PLAY_MOVES: dict[tuple[Any, ...], tuple[Move, ...]] = {}
_PLAY_MOVES_LIMIT = 20_000
# The take phase's moves, one per display slot, made once.
_TAKES = tuple(Move(f"take:{slot}") for slot in range(DISPLAY_SIZE))


def legal_moves(state: CelticaState, seat: int) -> list[Move]:
    """Every legal move for `seat`, who is due to move."""
    phase = state.phase
    if phase == rounds.PLAY:
        key = (state.must_play[seat], tuple(state.hands[seat]), tuple(state.experience[seat]))
        moves = _PLAY_MOVES.get(key)
        if moves is None:
            moves = tuple(Move(t) for t in _play_texts(state, seat))
            if len(_PLAY_MOVES) < _PLAY_MOVES_LIMIT:
                _PLAY_MOVES[key] = moves
        return list(moves)
    if phase == rounds.TAKE:
        return [_TAKES[slot] for slot in _filled_slots(state)]
    if phase == rounds.PLACE:
        assert state.placing is not None, "a part is waiting in the place phase"
        fitting = amulet_rules.choices(state.amulets[seat], state.placing)
        return [Move(f"place:{i}") for i in fitting]
    if phase == rounds.RUIN_PHASE:
        return [Move(f"discard:{i}:{part}")
                for i, amulet in enumerate(state.amulets[seat]) for part in amulet]
    if phase == rounds.CULT_PHASE:
        return [Move("cult:draw"), Move("cult:skip")]
    if phase == rounds.END_PHASE:
        return [Move(t) for t in _end_phase_texts(state, seat)]
    return []


def _play_texts(state: CelticaState, seat: int) -> list[str]:
    hand, experience = state.hands[seat], state.experience[seat]
    owed = state.must_play[seat]
    colours = [owed] if owed is not None else [c for c in COLOURS if hand[COLOUR_INDEX[c]]]
    texts = []
    for colour in colours:
        c = COLOUR_INDEX[colour]
        for cards in range(1, hand[c] + 1):
            for extra in range(experience[c] + 1):
                texts.append(f"play:{colour}:{cards}:{extra}")
    return texts


def _filled_slots(state: CelticaState) -> list[int]:
    return [slot for slot, part in enumerate(state.display) if part is not None]


def _end_phase_texts(state: CelticaState, seat: int) -> list[str]:
    texts = ["done"]
    points = sum(state.experience[seat])
    slots = _filled_slots(state)
    if points >= 1:
        for i, amulet in enumerate(state.amulets[seat]):
            for part in amulet:
                texts.extend(f"swap:{i}:{part}:{slot}" for slot in slots)
    if points >= 2:
        texts.extend(f"buy:{slot}" for slot in slots)
    return texts


# ---- refusals (the English templates are in `refusals.py`) ------------------------------
# What the phase asks for, said to a player who tries a move of another phase.
_ASKED = {
    rounds.PLAY: "celtica.now_play",
    rounds.TAKE: "celtica.now_take",
    rounds.PLACE: "celtica.now_place",
    rounds.RUIN_PHASE: "celtica.now_ruin",
    rounds.CULT_PHASE: "celtica.now_cult",
    rounds.END_PHASE: "celtica.now_end_phase",
}
_KIND_PHASE = {"play": rounds.PLAY, "take": rounds.TAKE, "place": rounds.PLACE,
               "discard": rounds.RUIN_PHASE, "cult": rounds.CULT_PHASE, "swap": rounds.END_PHASE,
               "buy": rounds.END_PHASE, "done": rounds.END_PHASE}


def why_illegal(state: CelticaState, seat: int, move: Move) -> IllegalMove:
    """The refusal for a player saying why `move` cannot be played now."""
    if state.phase != _KIND_PHASE.get(move.kind):
        if state.phase in _ASKED:
            return IllegalMove(_ASKED[state.phase])
        return IllegalMove("move.not_legal", move=str(move))
    kind, args = move.kind, move.args
    if kind == "play":
        return _why_not_play(state, seat, args[0], int(args[1]), int(args[2]))
    if kind == "place":
        return _why_not_place(state, seat, int(args[0]))
    if kind == "buy" and sum(state.experience[seat]) < 2:
        return IllegalMove("celtica.buy_costs_two")
    if kind == "swap" and sum(state.experience[seat]) < 1:
        return IllegalMove("celtica.swap_costs_one")
    if kind in ("discard", "swap") and not _owns(state, seat, int(args[0]), args[1]):
        return IllegalMove("celtica.no_such_part", n=int(args[0]) + 1, part=args[1])
    if kind in ("take", "swap", "buy"):
        return IllegalMove("celtica.empty_slot")
    return IllegalMove("move.not_legal", move=str(move))


def _owns(state: CelticaState, seat: int, index: int, part: str) -> bool:
    amulets = state.amulets[seat]
    return index < len(amulets) and part in amulets[index]


def _why_not_place(state: CelticaState, seat: int, index: int) -> IllegalMove:
    amulets = state.amulets[seat]
    part = state.placing
    if index >= len(amulets):
        return IllegalMove("celtica.no_amulet", n=index + 1)
    if part in amulets[index]:
        return IllegalMove("celtica.amulet_has_part", n=index + 1, part=part)
    first = amulets.index(amulets[index])
    return IllegalMove("celtica.same_amulet", n=index + 1, m=first + 1)


def _why_not_play(state: CelticaState, seat: int, colour: str, cards: int, extra: int) -> IllegalMove:
    c = COLOUR_INDEX[colour]
    owed = state.must_play[seat]
    if owed is not None and owed != colour:
        return IllegalMove("celtica.must_play_cult_card", colour=owed)
    if cards < 1 and extra > 0:
        return IllegalMove("celtica.experience_alone")
    if cards < 1:
        return IllegalMove("celtica.at_least_one")
    if state.hands[seat][c] < cards:
        code = "celtica.lacks_druid_card" if cards == 1 else "celtica.lacks_druid_cards"
        return IllegalMove(code, n=cards, colour=colour)
    if state.experience[seat][c] < extra:
        code = "celtica.lacks_experience_card" if extra == 1 else "celtica.lacks_experience_cards"
        return IllegalMove(code, n=extra, colour=colour)
    return IllegalMove("celtica.play_not_legal")
