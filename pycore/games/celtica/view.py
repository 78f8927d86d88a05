"""What one seat (or a spectator) sees of a Celtica game: a plain JSON dict.

Shape of `view(seat)` (`seat=None` is the public table; the own-view keys are then null):
    {"game": "celtica", "players": n, "seat": seat or null, "round": r, "last_round": bool,
     "phase": "play"|"take"|"place"|"ruin"|"cult"|"end_phase"|"over",
     "current": seat or null, "to_move": [seat...], "over": bool,
     "path": [{"space": i, "kind": "start"|"village"|"castle"|"monastery"|"ruin"|"cult"|"goal",
               "symbols": k}, ...],                       # 20 entries, 0 = start, 19 = goal
     "druids": [{"colour": "red", "space": i}, ...],      # 5, colour order of data.COLOURS
     "display": ["n", null, ...],                         # 9 slots: part type or null
     "supply": count, "part_discard": count, "druid_deck": count, "druid_discard": count,
     "exp_deck": count, "exp_discard": count,
     "seats": [{"seat": i, "hand": count, "experience": count, "out": bool,
                "owes_cult_card": bool, "amulets": [["nw","c",...], ...], "complete": k,
                "parts": total parts}, ...],
     "hand": [{"colour": "red", "count": 3}, ...] or null,        # own view; counts > 0 only
     "experience": [{"colour": "red", "count": 1}, ...] or null,  # own view; counts > 0 only
     "must_play": colour or null,                                 # own view: the cult card
     "pending": null | {"kind": "take", "left": k}
                     | {"kind": "place", "part": "n", "then": "take"|"end_phase"}
                     | {"kind": "ruin", "left": k}
                     | {"kind": "cult"}
                     | {"kind": "end_phase", "experience": cards held by the acting seat},
     "scores": [complete amulets per seat], "result": [rank per seat] or null,
     "log": [event, ...]}
Amulets list their parts in grid order (nw n ne w c e sw s se); `out` = no druid cards left.

Log events (all public):
    {"event": "played", "seat", "colour", "cards", "experience", "from", "to"}
        (from == to == 19: the druid was already at the goal; the cards did nothing)
    {"event": "last_round"}                  a druid reached the goal for the first time
    {"event": "took", "seat", "part", "slot"}    a part taken from the display at a find site
    {"event": "placed", "seat", "part", "amulet"}  the player chose the amulet for a part
    {"event": "discarded", "seat", "part"}  a part given up at a ruin
    {"event": "experience", "seat"}         drew an experience card (after a ruin)
    {"event": "cult", "seat", "drew": bool} the cult-site offer taken or declined
    {"event": "reshuffled", "pile": "druid"|"experience"|"parts"}  a discard pile became the deck
    {"event": "round", "round", "start"}    a new round began; `start` plays first
    {"event": "end_phase", "reason": "round"|"druids"|"parts", "start"}
        the game ended (last round over / all five druids at the goal / no parts left to
        refill the display); experience cards are now spent, starting with seat `start`
    {"event": "swapped", "seat", "gave", "took", "slot"}  1 experience card
    {"event": "bought", "seat", "part", "slot"}           2 experience cards
    {"event": "game_over", "result": [rank per seat], "scores": [complete amulets per seat]}
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import amulets as amulet_rules
from . import rounds
from .data import COLOURS, PATH

if TYPE_CHECKING:
    from .state import CelticaState

_PATH_VIEW = [{"space": i, "kind": kind, "symbols": symbols}
              for i, (kind, symbols) in enumerate(PATH)]


def _counts(hand: list[int]) -> list[dict[str, Any]]:
    return [{"colour": COLOURS[i], "count": n} for i, n in enumerate(hand) if n]


def _pending(state: CelticaState) -> dict[str, Any] | None:
    phase = state.phase
    if phase == rounds.TAKE:
        return {"kind": "take", "left": state.take_left}
    if phase == rounds.PLACE:
        return {"kind": "place", "part": state.placing, "then": state.after_place}
    if phase == rounds.RUIN_PHASE:
        return {"kind": "ruin", "left": state.ruin_left}
    if phase == rounds.CULT_PHASE:
        return {"kind": "cult"}
    if phase == rounds.END_PHASE and state.current is not None:
        return {"kind": "end_phase", "experience": sum(state.experience[state.current])}
    return None


def bot_view(state: CelticaState, seat: int | None) -> dict[str, Any]:
    """The part of `view(seat)` the bots read, built for speed: a search asks for it at every
    move of every rollout, and the whole view (the log, the path's copy, the counts) was a
    quarter of a search's time. Each key holds what `view(seat)` holds there (a test compares
    them). `path` is the shared table itself, not a copy: read it, never change it."""
    return {
        "seat": seat if seat is not None and 0 <= seat < state.players else None,
        "players": state.players,
        "last_round": state.last_round,
        "phase": state.phase,
        "path": _PATH_VIEW,
        "druids": [{"colour": c, "space": state.druids[i]} for i, c in enumerate(COLOURS)],
        "display": list(state.display),
        "seats": [{"seat": s, "experience": sum(state.experience[s]),
                   "amulets": [list(a) for a in state.amulets[s]]}
                  for s in range(state.players)],
    }


def view(state: CelticaState, seat: int | None) -> dict[str, Any]:
    over = state.phase == rounds.OVER
    own_seat = seat if seat is not None and 0 <= seat < state.players else None
    seats = []
    for s in range(state.players):
        amulets = state.amulets[s]
        seats.append({
            "seat": s,
            "hand": sum(state.hands[s]),
            "experience": sum(state.experience[s]),
            "out": not any(state.hands[s]),
            "owes_cult_card": state.must_play[s] is not None,
            "amulets": [list(a) for a in amulets],
            "complete": amulet_rules.complete_count(amulets),
            "parts": amulet_rules.part_count(amulets),
        })
    return {
        "game": "celtica",
        "players": state.players,
        "seat": own_seat,
        "round": state.round,
        "last_round": state.last_round,
        "phase": state.phase,
        "current": state.current,
        "to_move": list(state.to_move()),
        "over": over,
        "path": [dict(space) for space in _PATH_VIEW],
        "druids": [{"colour": c, "space": state.druids[i]} for i, c in enumerate(COLOURS)],
        "display": list(state.display),
        "supply": len(state.supply),
        "part_discard": len(state.part_discard),
        "druid_deck": len(state.druid_deck),
        "druid_discard": len(state.druid_discard),
        "exp_deck": len(state.exp_deck),
        "exp_discard": len(state.exp_discard),
        "seats": seats,
        "hand": _counts(state.hands[own_seat]) if own_seat is not None else None,
        "experience": _counts(state.experience[own_seat]) if own_seat is not None else None,
        "must_play": state.must_play[own_seat] if own_seat is not None else None,
        "pending": _pending(state),
        "scores": [entry["complete"] for entry in seats],
        "result": state.result() if over else None,
        "log": list(state.log),
    }
