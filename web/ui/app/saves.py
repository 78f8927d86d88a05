"""The saved-games model: what storage holds, and the pure decisions about it.

Storage layout (all JSON text, written through `library.py`):
* `save_key(id)` -> `{"record", "snapshot", "updated"}`: the game record (the truth, replayed
  by the engine), the last snapshot without its copy of the record and with only the newest
  log events (a picture drawn at once on resume, before the engine is ready), and when it was
  last played. **The save keys are the truth**; everything else can be rebuilt from them.
* `INDEX_KEY` -> a list of summaries, newest first: `{"id", "game", "names", "kinds",
  "players", "updated", "due", "over", "moves", "size"}` and `"hinted": true` for a game played
  with the coach's hints — enough to draw the home list
  without opening saves (`size` is the length of the save's text when it was written). It is
  a cache of the save keys: `reconcile` rebuilds it whenever it is missing, damaged or
  disagrees with them, and a save that cannot be read is listed as damaged
  (`"damaged": true`, with a delete button) instead of vanishing.
Storage is user-controlled, so every reader here tolerates damaged data. Nothing here ever
decides to drop a save: the list has a size (`MAX_SAVES`), and when it is full the player is
asked what may go (`room_choices`). A game opened from a link is matched against the saves
(`match_link`), so a game played by sending links back and forth stays one save.
"""

import json

INDEX_KEY = "pt.saves"
LANG_KEY = "pt.lang"
CURRENT_KEY = "pt.current"   # the save on screen when the app was last left, resumed at start
SAVE_PREFIX = "pt.save."
# Keys kept beside a save, removed with it: a table of several phones (app/table/host.py), the
# seat a link addressed (app/table/seatlink.py), the coach's review (app/coaching.py).
COMPANION_PREFIXES = ["pt.table.", "pt.lock.", "pt.review."]
# The list's size: beyond it the home list and the phone's storage (about 5 MB for a site)
# get crowded. It is never a silent cap: a game that needs a place asks the player.
MAX_SAVES = 30


def save_key(save_id):
    return SAVE_PREFIX + str(save_id)


def save_ids(keys):
    """The save ids among storage `keys` (every key, in any order)."""
    return [key[len(SAVE_PREFIX):] for key in keys
            if isinstance(key, str) and key.startswith(SAVE_PREFIX) and len(key) > len(SAVE_PREFIX)]


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


def read_index(text):
    """`[summaries, intact]` from the stored list: every entry that can be read, each with only
    the fields the home screen reads, each of its type (a damaged field is dropped or reset),
    so a bad list can never stop the app from starting. `intact` is False when the text or
    any entry was damaged (the list is then rebuilt from the save keys)."""
    data = _load(text)
    if not isinstance(data, list):
        return [[], False]
    out = []
    intact = True
    seen = []
    for entry in data:
        if not (isinstance(entry, dict) and isinstance(entry.get("id"), str)
                and isinstance(entry.get("game"), str)) or entry["id"] in seen:
            intact = False
            continue
        seen.append(entry["id"])
        names = entry.get("names") if _texts(entry.get("names")) else []
        clean = {"id": entry["id"], "game": entry["game"], "names": names,
                 "kinds": entry.get("kinds") if _texts(entry.get("kinds")) else [],
                 "players": len(names), "updated": _updated(entry),
                 "due": entry.get("due") if _ints(entry.get("due")) else [],
                 "over": entry.get("over") is True}
        if type(entry.get("moves")) is int:
            clean["moves"] = entry["moves"]
        if entry.get("damaged") is True:
            clean["damaged"] = True
        if entry.get("hinted") is True:
            clean["hinted"] = True
        if type(entry.get("size")) is int:
            clean["size"] = entry["size"]
        out.append(clean)
    return [out, intact]


def parse_index(text):
    """The summaries in `text`, skipping anything damaged; [] for missing or bad text."""
    return read_index(text)[0]


def parse_save(text):
    """`{"record", "snapshot", "updated"}` from stored text, or None when it is missing or
    damaged.

    The record is only checked for the shape the app reads before the engine replays it (and
    checks it in full); a snapshot that is not of the shape the screens draw is dropped, and
    the game is drawn from the engine instead. `updated` is 0 for a save written before saves
    carried it.
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
    return {"record": record, "snapshot": snap if snapshot_ok(snap, record) else None,
            "updated": _updated(data)}


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


def dump_save(record, snapshot, updated=0):
    """The stored text of a save. The snapshot leaves out the record (stored beside it) and all
    but the newest `STORED_LOG` log events."""
    if isinstance(snapshot, dict):
        snapshot = {key: value for key, value in snapshot.items() if key != "record"}
        view = snapshot.get("view")
        if isinstance(view, dict) and isinstance(view.get("log"), list):
            snapshot["view"] = dict(view)
            snapshot["view"]["log"] = view["log"][-STORED_LOG:]
    return json.dumps({"record": record, "snapshot": snapshot, "updated": updated})


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
    moves = record.get("moves")
    summary = {"id": save_id, "game": str(record.get("game", "")), "names": names, "kinds": kinds,
               "players": len(names), "updated": now_ms, "due": due, "over": over,
               "moves": len(moves) if isinstance(moves, list) else 0}
    if any(isinstance(seat, dict) and type(seat.get("hints")) is int and seat["hints"] > 0
           for seat in seats):
        summary["hinted"] = True
    return summary


def damaged_summary(save_id):
    """The list's line for a save that cannot be read: shown as damaged, with delete."""
    return {"id": save_id, "game": "", "names": [], "kinds": [], "players": 0, "updated": 0,
            "due": [], "over": False, "damaged": True}


def reconcile(index, intact, sizes, read):
    """`[index, changed]`: the saves list made to agree with the save keys.

    `index` and `intact` are `read_index`'s; `sizes` maps each save key storage holds to the
    length of its text; `read(key)` gives a save's text. An entry whose save key is gone is
    left out (there is nothing to lose). A save is read again — and listed afresh, or as
    damaged if its own text cannot be read — when the list is damaged, does not name it (its
    write was refused), names it with another size than its text has (the save changed after
    the list was written, or was cut short) or with no size, or calls it damaged. The others
    are not opened, so a start reads only what changed. Newest first.
    """
    listed = {}
    for entry in index:
        listed[entry["id"]] = entry
    out = []
    changed = not intact
    for save_id in save_ids(list(sizes)):
        size = sizes[save_key(save_id)]
        entry = listed.get(save_id)
        # A save is judged by its own text: the list's line is kept only from a list that
        # is whole, of this very size, and not calling the save damaged (a damaged save is
        # read again: the list says nothing a player may delete a game for)
        if entry is not None and intact and entry.get("size") == size and not entry.get("damaged"):
            out.append(entry)
            continue
        stored = parse_save(read(save_key(save_id)))
        if stored is None:
            summary = damaged_summary(save_id)
        else:
            # a save written before saves knew when they were played keeps the list's time
            updated = stored["updated"] or (_updated(entry) if entry is not None else 0)
            summary = summarize(save_id, stored["record"], stored["snapshot"], updated)
            summary["size"] = size
        changed = changed or summary != entry
        out.append(summary)
    if len(out) != len(index):
        changed = True
    return [sorted(out, key=_updated, reverse=True), changed]


def upsert(index, summary):
    """The index with `summary` replacing any entry of the same id, newest first. Never drops
    another entry: making room is the player's choice (`room_choices`)."""
    rest = [entry for entry in index if entry.get("id") != summary["id"]]
    return sorted([summary] + rest, key=_updated, reverse=True)


def mark_damaged(index, save_id):
    """The index with that save listed as damaged (it would not open)."""
    return [damaged_summary(save_id) if entry.get("id") == save_id else entry for entry in index]


def has_room(index):
    """Whether one more save fits in the list."""
    return len(index) < MAX_SAVES


def finished_ids(index):
    """The finished games, oldest first: the first candidates when room is needed."""
    return [entry["id"] for entry in reversed(index) if entry.get("over") is True]


# ---- links --------------------------------------------------------------------------------------
# What makes two records the same table (not the engine version that wrote them, nor the moves).
TABLE_FIELDS = ["game", "seats", "options", "seed"]


def _common(a, b):
    """How many moves two move lists share from the start."""
    n = 0
    while n < len(a) and n < len(b) and a[n] == b[n]:
        n += 1
    return n


def match_link(index, record, read):
    """How a game link's `record` relates to the saves, as `[kind, save id]`:

    * `["same", id]` — that save holds exactly this game: open it;
    * `["ahead", id]` — the link goes on from that save (its moves are the save's and more),
      as a friend's next turn does: update the save and open it;
    * `["behind", id]` — that save already goes on from the link (an older turn's link): open
      the save, which holds everything the link does;
    * `["branch", id]` — the same table and seed, but the moves part ways: ask the player;
    * `["new", None]` — no save of this table.

    Where several saves share the table (the player kept both once), the closest wins.
    `read(key)` gives a save's stored text.
    """
    moves = record.get("moves") or []
    best = ["new", None]
    best_rank = [0, -1]
    for entry in index:
        if entry.get("game") != record.get("game") or entry.get("damaged"):
            continue
        stored = parse_save(read(save_key(entry.get("id"))))
        if stored is None or not all(stored["record"].get(f) == record.get(f) for f in TABLE_FIELDS):
            continue
        saved = stored["record"].get("moves") or []
        common = _common(saved, moves)
        if common == len(saved) == len(moves):
            return ["same", entry["id"]]
        if common == len(saved):
            rank = [3, common]
            kind = "ahead"
        elif common == len(moves):
            rank = [2, len(saved)]
            kind = "behind"
        else:
            rank = [1, common]
            kind = "branch"
        if rank > best_rank:
            best = [kind, entry["id"]]
            best_rank = rank
    return best


def same_game_saved(index, record, read):
    """The id of a save that holds exactly `record`, else None."""
    kind, save_id = match_link(index, record, read)
    return save_id if kind == "same" else None


def remove(index, save_id):
    return [entry for entry in index if entry.get("id") != save_id]


def dropped_ids(before, after):
    """Ids present in `before` but not in `after` (their saves should leave storage)."""
    kept = [entry.get("id") for entry in after]
    return [entry.get("id") for entry in before if entry.get("id") not in kept]


def _updated(entry):
    value = entry.get("updated")
    return value if isinstance(value, (int, float)) and not isinstance(value, bool) else 0
