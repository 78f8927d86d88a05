"""Celtica's move grammar, the legal moves of a seat, and why a move is not legal.

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
from typing import TYPE_CHECKING

from ...protocol import Move
from . import amulets as amulet_rules
from . import flow
from .data import COLOUR_INDEX, COLOURS

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


def legal_moves(state: "CelticaState", seat: int) -> list[Move]:
    """Every legal move for `seat`, who is due to move."""
    phase = state.phase
    if phase == flow.PLAY:
        return [Move(t) for t in _play_texts(state, seat)]
    if phase == flow.TAKE:
        return [Move(f"take:{slot}") for slot in _filled_slots(state)]
    if phase == flow.PLACE:
        fitting = amulet_rules.choices(state.amulets[seat], state.placing)
        return [Move(f"place:{i}") for i in fitting]
    if phase == flow.RUIN_PHASE:
        return [Move(f"discard:{i}:{part}")
                for i, amulet in enumerate(state.amulets[seat]) for part in amulet]
    if phase == flow.CULT_PHASE:
        return [Move("cult:draw"), Move("cult:skip")]
    if phase == flow.END_PHASE:
        return [Move(t) for t in _end_phase_texts(state, seat)]
    return []


def _play_texts(state: "CelticaState", seat: int) -> list[str]:
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


def _filled_slots(state: "CelticaState") -> list[int]:
    return [slot for slot, part in enumerate(state.display) if part is not None]


def _end_phase_texts(state: "CelticaState", seat: int) -> list[str]:
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


# ---- explanations ------------------------------------------------------------------------
_ASKED = {
    flow.PLAY: "Now play druid cards of one colour.",
    flow.TAKE: "Now take a part from the display.",
    flow.PLACE: "Now choose the amulet for your new part.",
    flow.RUIN_PHASE: "Now choose a part to give up at the ruin.",
    flow.CULT_PHASE: "Now decide whether to draw a druid card at the cult site.",
    flow.END_PHASE: "Now swap or buy parts with experience cards, or finish.",
}
_KIND_PHASE = {"play": flow.PLAY, "take": flow.TAKE, "place": flow.PLACE,
               "discard": flow.RUIN_PHASE, "cult": flow.CULT_PHASE, "swap": flow.END_PHASE,
               "buy": flow.END_PHASE, "done": flow.END_PHASE}


def why_illegal(state: "CelticaState", seat: int, move: Move) -> str:
    """A sentence for the player saying why `move` cannot be played now."""
    if state.phase != _KIND_PHASE.get(move.kind):
        return _ASKED.get(state.phase, f"{move} is not a legal move now.")
    kind, args = move.kind, move.args
    if kind == "play":
        return _why_not_play(state, seat, args[0], int(args[1]), int(args[2]))
    if kind == "place":
        return _why_not_place(state, seat, int(args[0]))
    if kind == "buy" and sum(state.experience[seat]) < 2:
        return "Taking a part from the display costs 2 experience cards."
    if kind == "swap" and sum(state.experience[seat]) < 1:
        return "A swap costs 1 experience card."
    if kind in ("discard", "swap") and not _owns(state, seat, int(args[0]), args[1]):
        return f"Amulet {int(args[0]) + 1} has no {args[1]} part of yours."
    if kind in ("take", "swap", "buy"):
        return "That display space is empty."
    return f"{move} is not a legal move now."


def _owns(state: "CelticaState", seat: int, index: int, part: str) -> bool:
    amulets = state.amulets[seat]
    return index < len(amulets) and part in amulets[index]


def _why_not_place(state: "CelticaState", seat: int, index: int) -> str:
    amulets = state.amulets[seat]
    part = state.placing
    if index >= len(amulets):
        return f"You have no amulet {index + 1}."
    if part in amulets[index]:
        return f"Amulet {index + 1} already has a {part} part."
    first = amulets.index(amulets[index])
    return f"Amulet {index + 1} is the same as amulet {first + 1}; choose that one."


def _why_not_play(state: "CelticaState", seat: int, colour: str, cards: int, extra: int) -> str:
    c = COLOUR_INDEX[colour]
    owed = state.must_play[seat]
    if owed is not None and owed != colour:
        return f"You must play the {owed} druid card you drew at the cult site."
    if cards < 1 and extra > 0:
        return "Experience cards can only be played together with druid cards of the same colour."
    if cards < 1:
        return "Play at least one druid card."
    if state.hands[seat][c] < cards:
        return f"You do not have {cards} {colour} druid card{'s' if cards > 1 else ''}."
    if state.experience[seat][c] < extra:
        return f"You do not have {extra} {colour} experience card{'s' if extra > 1 else ''}."
    return "That play is not legal now."
