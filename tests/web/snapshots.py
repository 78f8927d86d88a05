"""Real engine snapshots for the UI tests, shaped like the engine worker's replies.

Games are played with seeded random legal moves through pycore (a test may bias the choice
toward rare decisions), so the tests see exactly what the engine would send: views, legal
move texts, records, all through JSON as in the browser.
"""

import json
import random

from pycore import records

HOSTILE = "<img src=x onerror=alert(1)>"
SEATS = [{"name": "Ann", "kind": "human"}, {"name": HOSTILE, "kind": "bot", "level": "easy"},
         {"name": "陳小明", "kind": "human"}]


def snapshot(record, state, viewer):
    """What `engine.snapshot(viewer)` returns for this state, through JSON as in the browser."""
    due = list(state.to_move())
    over = state.is_over()
    return json.loads(json.dumps({
        "ok": True, "record": record, "moves": len(record["moves"]), "to_move": due,
        "over": over, "result": state.result() if over else None,
        "scores": list(state.scores()), "viewer": viewer, "view": state.view(viewer),
        "legal": [str(m) for m in state.legal_moves(viewer)] if viewer in due else [],
        "can_undo": True}))


def history(game_id, seats, seed, options=None, pick=None):
    """[record, state] after every move of a seeded game, the start included; each record
    is a copy and each state a clone, so they can be kept. `pick(rnd, texts)` chooses a
    legal move text (default: uniformly at random)."""
    record = records.make_record(game_id, [dict(s) for s in seats], seed, options)
    state = records.replay(record)
    rnd = random.Random(seed)
    out = [[json.loads(json.dumps(record)), state.clone()]]
    while not state.is_over():
        seat = state.to_move()[0]
        texts = [str(m) for m in state.legal_moves(seat)]
        move = pick(rnd, texts) if pick else rnd.choice(texts)
        state.apply(seat, move)
        record["moves"].append([seat, move])
        out.append([json.loads(json.dumps(record)), state.clone()])
    return out


def due_snaps(histories):
    """A snapshot for the seat due at every step of every game, and each final one."""
    out = []
    for played in histories:
        for record, state in played:
            due = list(state.to_move())
            out.append(snapshot(record, state, due[0] if due else 0))
    return out


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
