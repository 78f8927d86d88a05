"""Real Celtica snapshots for the UI tests, shaped like the engine worker's replies.

Games are played with seeded random legal moves through pycore, so the tests see exactly
what the engine would send: views, legal move texts, records.
"""

import json
import random

from pycore import records

HOSTILE = "<img src=x onerror=alert(1)>"
SEATS = [{"name": "Ann", "kind": "human"}, {"name": HOSTILE, "kind": "bot", "level": "easy"},
         {"name": "陳小明", "kind": "human"}]


def snapshot(record, state, viewer):
    """What `engine.snapshot(viewer)` returns for this state."""
    due = list(state.to_move())
    over = state.is_over()
    return {"ok": True, "record": json.loads(json.dumps(record)), "moves": len(record["moves"]),
            "to_move": due, "over": over, "result": state.result() if over else None,
            "scores": list(state.scores()), "viewer": viewer, "view": state.view(viewer),
            "legal": [str(m) for m in state.legal_moves(viewer)] if viewer in due else [],
            "can_undo": True}


def playthrough(seed, seats=None, limit=3000):
    """Yield (record, state) after every move of a random game (the start included)."""
    rnd = random.Random(seed)
    record = records.make_record("celtica", seats or SEATS, seed)
    state = records.replay(record)
    yield record, state
    for _ in range(limit):
        if state.is_over():
            return
        seat = state.to_move()[0]
        move = rnd.choice(state.legal_moves(seat))
        state.apply(seat, move)
        record["moves"].append([seat, str(move)])
        yield record, state


def due_snapshots(seed, seats=None):
    """A snapshot for the seat due at every step of a game, and the final one."""
    out = []
    for record, state in playthrough(seed, seats):
        due = list(state.to_move())
        out.append(snapshot(record, state, due[0] if due else 0))
    return out


def first_in_phase(seed, phase):
    """The first due snapshot of a game whose view is in `phase`, or None."""
    for snap in due_snapshots(seed):
        if snap["view"].get("phase") == phase:
            return snap
    return None
