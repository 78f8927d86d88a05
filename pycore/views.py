"""One seat's share of a game: what may be told to the phone that plays that seat.

The host's phone runs the engine; every other phone at its table, live or by message, is
told only `seat_view_of(record, state, seat)` — the seat's own `view`, its legal moves,
whose turn it is, the move count, the public scores, the seats' names and kinds, the result.
A snapshot carries the whole record, seed included, so it never leaves the host.

`fingerprint` names one share in a few bytes: the SHA-256 of its canonical JSON text. A phone
playing by message keeps the fingerprint of every share it was sent, and the end-of-game
audit (`pycore.deal`) recomputes each from a replay of the record, so a share that was
altered or came from another deal is found.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from .protocol import State
from .refusals import Refusal

# The parts of a share that the fingerprint covers: all that a seat's phone draws from.
FINGERPRINTED = ("moves", "to_move", "legal", "scores", "over", "result", "view")


def seat_view_of(record: dict[str, Any], state: State, seat: int) -> dict[str, Any]:
    """What one seat may know, and nothing else (see the module's docstring)."""
    seat = int(seat)
    if not 0 <= seat < state.players:
        raise Refusal("worker.no_seat")
    due = list(state.to_move())
    over = state.is_over()
    seats = [{"name": str(s.get("name", "")), "kind": str(s.get("kind", "human"))}
             for s in record["seats"]]
    return {
        "game": record["game"],
        "seat": seat,
        "seats": seats,
        "moves": len(record["moves"]),
        "to_move": due,
        "over": over,
        "result": state.result() if over else None,
        "scores": list(state.scores()),
        "view": state.view(seat),
        "legal": [str(m) for m in state.legal_moves(seat)] if seat in due else [],
    }


def canonical(value: Any) -> str:
    """The one text of a JSON value: keys sorted, no spaces, characters as they are.
    (The UI, in MicroPython, writes the same bytes with its own writer: a test holds them
    equal over whole games.)"""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def fingerprint(share: dict[str, Any]) -> str:
    """The lowercase hex SHA-256 of a share's canonical text, over `FINGERPRINTED` parts."""
    part = {name: share.get(name) for name in FINGERPRINTED}
    return hashlib.sha256(canonical(part).encode("utf-8")).hexdigest()
