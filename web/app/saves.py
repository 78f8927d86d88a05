"""The saved-games model: what localStorage holds and how the home screen lists it.

Storage layout (all JSON text, written by `main.py`):
* `INDEX_KEY` -> a list of summaries, newest first: `{"id", "game", "names", "kinds",
  "players", "updated", "due", "over"}` — enough to draw the home list without opening saves;
* `save_key(id)` -> `{"record": ..., "snapshot": ...}`: the game record (the truth, replayed by
  the engine) and the last snapshot (drawn at once on resume, before the engine is ready).
Storage is user-controlled, so every reader here tolerates damaged data.
"""

import json

INDEX_KEY = "pt.saves"
LANG_KEY = "pt.lang"
SAVE_PREFIX = "pt.save."
MAX_SAVES = 30


def save_key(save_id):
    return SAVE_PREFIX + str(save_id)


def parse_index(text):
    """The summaries in `text`, skipping anything damaged; [] for missing or bad text."""
    if not text:
        return []
    try:
        data = json.loads(text)
    except (ValueError, TypeError):
        return []
    if not isinstance(data, list):
        return []
    out = []
    for entry in data:
        if (isinstance(entry, dict) and isinstance(entry.get("id"), str)
                and isinstance(entry.get("game"), str)):
            out.append(entry)
    return out


def parse_save(text):
    """`{"record", "snapshot"}` from stored text, or None when it is missing or damaged."""
    if not text:
        return None
    try:
        data = json.loads(text)
    except (ValueError, TypeError):
        return None
    if not isinstance(data, dict) or not isinstance(data.get("record"), dict):
        return None
    snap = data.get("snapshot")
    return {"record": data["record"], "snapshot": snap if isinstance(snap, dict) else None}


def dump_save(record, snapshot):
    return json.dumps({"record": record, "snapshot": snapshot})


def dump_index(index):
    return json.dumps(index)


def new_save_id(now_ms, index):
    """A fresh id: the time in base 36, made unique among the existing saves."""
    base = _base36(int(now_ms))
    taken = [entry.get("id") for entry in index]
    candidate = base
    n = 1
    while candidate in taken:
        candidate = base + "-" + str(n)
        n += 1
    return candidate


def _base36(n):
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    if n <= 0:
        return "0"
    out = ""
    while n:
        out = digits[n % 36] + out
        n //= 36
    return out


def summarize(save_id, record, snapshot, now_ms):
    """The index entry for a save: names, kinds, whose turn, finished or not."""
    seats = record.get("seats") or []
    names = [str(seat.get("name", "")) for seat in seats if isinstance(seat, dict)]
    kinds = [str(seat.get("kind", "human")) for seat in seats if isinstance(seat, dict)]
    due = []
    over = False
    if isinstance(snapshot, dict):
        due = [s for s in (snapshot.get("to_move") or []) if isinstance(s, int)]
        over = bool(snapshot.get("over"))
    return {"id": save_id, "game": str(record.get("game", "")), "names": names, "kinds": kinds,
            "players": len(names), "updated": now_ms, "due": due, "over": over,
            "moves": len(record.get("moves") or [])}


def upsert(index, summary):
    """The index with `summary` replacing any entry of the same id, newest first, capped."""
    rest = [entry for entry in index if entry.get("id") != summary["id"]]
    merged = [summary] + rest
    merged = sorted(merged, key=_updated, reverse=True)
    return merged[:MAX_SAVES]


def remove(index, save_id):
    return [entry for entry in index if entry.get("id") != save_id]


def dropped_ids(before, after):
    """Ids present in `before` but not in `after` (their saves should leave storage)."""
    kept = [entry.get("id") for entry in after]
    return [entry.get("id") for entry in before if entry.get("id") not in kept]


def _updated(entry):
    value = entry.get("updated")
    return value if isinstance(value, (int, float)) else 0
