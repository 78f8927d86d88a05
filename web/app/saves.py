"""The saved-games model: what localStorage holds and how the home screen lists it.

Storage layout (all JSON text, written by `main.py`):
* `INDEX_KEY` -> a list of summaries, newest first: `{"id", "game", "names", "kinds",
  "players", "updated", "due", "over"}` — enough to draw the home list without opening saves;
* `save_key(id)` -> `{"record": ..., "snapshot": ...}`: the game record (the truth, replayed by
  the engine) and the last snapshot, without its copy of the record and with only the newest
  log events (a picture drawn at once on resume, before the engine is ready).
Storage is user-controlled, so every reader here tolerates damaged data: what cannot be read
is skipped, and a snapshot of the wrong shape is dropped (the engine draws the game instead).
"""

import json

INDEX_KEY = "pt.saves"
LANG_KEY = "pt.lang"
SAVE_PREFIX = "pt.save."
MAX_SAVES = 30


def save_key(save_id):
    return SAVE_PREFIX + str(save_id)


# How many log events a stored snapshot keeps. The screen shows the newest 60, and the
# Haunted City's score needs the last round's (at most about 200 with 8 players); the rest is
# bulk, and a long game's log would otherwise fill the phone's storage.
STORED_LOG = 1000


def _load(text):
    """JSON from stored text, or None when it is missing or not JSON."""
    if not text:
        return None
    try:
        return json.loads(text)
    except Exception:   # not JSON, or nested too deep to read (each Python says it its own way)
        return None


def _ints(value):
    return isinstance(value, list) and all(type(item) is int for item in value)


def _texts(value):
    return isinstance(value, list) and all(isinstance(item, str) for item in value)


def parse_index(text):
    """The summaries in `text`, skipping anything damaged; [] for missing or bad text.

    Each entry comes back with only the fields the home screen reads, each of its type (a
    damaged field is dropped or reset), so a bad list can never stop the app from starting.
    """
    data = _load(text)
    if not isinstance(data, list):
        return []
    out = []
    for entry in data:
        if not (isinstance(entry, dict) and isinstance(entry.get("id"), str)
                and isinstance(entry.get("game"), str)):
            continue
        names = entry.get("names") if _texts(entry.get("names")) else []
        clean = {"id": entry["id"], "game": entry["game"], "names": names,
                 "kinds": entry.get("kinds") if _texts(entry.get("kinds")) else [],
                 "players": len(names), "updated": _updated(entry),
                 "due": entry.get("due") if _ints(entry.get("due")) else [],
                 "over": entry.get("over") is True}
        if type(entry.get("moves")) is int:
            clean["moves"] = entry["moves"]
        out.append(clean)
    return out


def parse_save(text):
    """`{"record", "snapshot"}` from stored text, or None when it is missing or damaged.

    The record is only checked for the shape the app reads before the engine replays it (and
    checks it in full); a snapshot that is not of the shape the screens draw is dropped, and
    the game is drawn from the engine instead.
    """
    data = _load(text)
    if not isinstance(data, dict):
        return None
    record = data.get("record")
    if not (isinstance(record, dict) and isinstance(record.get("game"), str)
            and isinstance(record.get("seats"), list)
            and all(isinstance(seat, dict) for seat in record["seats"])):
        return None
    try:
        json.dumps(record)   # sent to the engine as text: MicroPython parses nesting it cannot write
    except Exception:
        return None
    snap = data.get("snapshot")
    return {"record": record, "snapshot": snap if snapshot_ok(snap, record) else None}


def snapshot_ok(snap, record):
    """Whether a stored snapshot has the shape the game screens read: its own fields and the
    view's common ones (a game's own view fields are the engine's, written by this app)."""
    if not isinstance(snap, dict):
        return False
    view = snap.get("view")
    seats = len(record.get("seats") or [])
    viewer = snap.get("viewer")
    return (isinstance(view, dict) and _ints(snap.get("to_move"))
            and all(0 <= seat < seats for seat in snap["to_move"])
            and _texts(snap.get("legal")) and isinstance(snap.get("over"), bool)
            and type(snap.get("moves")) is int
            and (viewer is None or (type(viewer) is int and 0 <= viewer < seats))
            and (not snap["over"] or (_ints(snap.get("result")) and len(snap["result"]) == seats))
            and isinstance(snap.get("scores", []), list)
            and isinstance(view.get("log", []), list)
            and all(isinstance(event, dict) for event in view.get("log", []))
            and (not isinstance(view.get("seats"), list)
                 or all(isinstance(seat, dict) for seat in view["seats"])))


def dump_save(record, snapshot):
    """The stored text of a save. The snapshot leaves out the record (stored beside it) and all
    but the newest `STORED_LOG` log events."""
    if isinstance(snapshot, dict):
        snapshot = {key: value for key, value in snapshot.items() if key != "record"}
        view = snapshot.get("view")
        if isinstance(view, dict) and isinstance(view.get("log"), list):
            snapshot["view"] = dict(view)
            snapshot["view"]["log"] = view["log"][-STORED_LOG:]
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
    merged = sorted([summary] + rest, key=_updated, reverse=True)
    # Over the cap, finished games leave first (the oldest of them), so a new game (one a
    # link opened, say) never pushes out a game in play while a finished one stays.
    while len(merged) > MAX_SAVES:
        finished = [entry for entry in merged if entry.get("over") is True and entry is not summary]
        gone = finished[-1] if finished else merged[-1]
        merged = [entry for entry in merged if entry is not gone]
    return merged


# What makes two records the same game (not the engine version that wrote them).
SAME_GAME_FIELDS = ["game", "seats", "options", "seed", "moves"]


def same_game_saved(index, record, read):
    """The id of a save that holds exactly `record` (the same table, seed and moves), so a
    link opened twice opens its game again instead of saving a copy; None if there is none.
    `read(key)` gives a save's stored text."""
    for entry in index:
        if entry.get("game") != record.get("game") or entry.get("moves") != len(record.get("moves") or []):
            continue
        stored = parse_save(read(save_key(entry.get("id"))))
        if stored is not None and all(stored["record"].get(field) == record.get(field)
                                      for field in SAME_GAME_FIELDS):
            return entry.get("id")
    return None



def remove(index, save_id):
    return [entry for entry in index if entry.get("id") != save_id]


def dropped_ids(before, after):
    """Ids present in `before` but not in `after` (their saves should leave storage)."""
    kept = [entry.get("id") for entry in after]
    return [entry.get("id") for entry in before if entry.get("id") not in kept]


def _updated(entry):
    value = entry.get("updated")
    return value if isinstance(value, (int, float)) else 0
