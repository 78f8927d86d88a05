"""Who acts next in the app: a bot, a human on this screen, or a human after a hand-off.

Pure decisions from a record (who is human, who is a bot) and an engine snapshot, so the
pass-and-play and bot-driving rules can be tested without a browser.
"""

def seat_kinds(record):
    return [seat.get("kind", "human") if isinstance(seat, dict) else "human"
            for seat in (record.get("seats") or [])]


def human_seats(record):
    kinds = seat_kinds(record)
    return [i for i in range(len(kinds)) if kinds[i] == "human"]


def is_pass_and_play(record):
    """Two or more humans share this phone, so each decision waits behind a hand-off cover.

    Whatever the game: the screen is drawn for one seat (its hand, its moves, "you"), even
    in Luna, whose table is all public; and a game the app does not know may hide anything.
    """
    return len(human_seats(record)) >= 2


# The viewer of a game with no human seat: a spectator, who sees the table (the engine's
# `view(None)`) and no one's hand, and has nothing to tap.
SPECTATOR = -1


def first_viewer(record, snapshot):
    """The seat whose view to show when a game opens: a human who is due, else any human,
    else SPECTATOR (a game of bots is watched from the table)."""
    humans = human_seats(record)
    due = (snapshot or {}).get("to_move") or []
    for seat in due:
        if seat in humans:
            return seat
    return humans[0] if humans else SPECTATOR


def blank_snapshot(record):
    """The picture of a game before the engine has drawn it: its seats and nothing else."""
    return {"record": record, "view": {}, "legal": [], "to_move": [], "over": False, "moves": 0}


def resume(stored):
    """`[record, snapshot or None, viewer]` to show a stored game (`saves.parse_save`) with,
    until the engine has replayed its record."""
    record = stored["record"]
    snap = stored["snapshot"]
    if snap is None:
        return [record, None, first_viewer(record, None)]
    snap["record"] = record
    return [record, snap, viewer_of(snap, 0)]


# The fields of a move's reply that say how to extend the snapshot the UI holds (engine._delta).
DELTA_FIELDS = ["seed", "since", "played", "log_from", "log_new"]


def is_delta(reply):
    """Whether an engine reply says only what changed (a move's), not the whole snapshot."""
    return "since" in reply


def merge(snap, reply):
    """The whole snapshot a move's reply makes of `snap`, the one the UI holds: its record
    with the moves `played` after its first `since`, its view's log kept up to `log_from` and
    the lines `log_new` after it, the rest of the reply as it is. None when `snap` is not
    the one the reply extends (another game, viewer or moment): then the UI asks for the
    whole snapshot. `snap` itself is not changed (the move's path compares it with the new)."""
    snap = snap or {}
    record = snap.get("record")
    view = snap.get("view")
    if not isinstance(record, dict) or not isinstance(view, dict):
        return None
    moves = record.get("moves")
    played = reply.get("played")
    if (not isinstance(moves, list) or not isinstance(played, list) or "viewer" not in snap
            or len(moves) != reply.get("since") or str(record.get("seed")) != reply.get("seed")
            or snap.get("viewer") != reply.get("viewer")):
        return None
    whole = {}
    for key in reply:
        if key not in DELTA_FIELDS:
            whole[key] = reply[key]
    extended = dict(record)
    extended["moves"] = moves + played
    whole["record"] = extended
    if "log_from" in reply:
        log = view.get("log")
        start = reply.get("log_from")
        new = reply.get("log_new")
        if (not isinstance(log, list) or type(start) is not int or not 0 <= start <= len(log)
                or not isinstance(new, list)):
            return None
        shown = dict(reply.get("view") or {})
        shown["log"] = log[:start] + new
        whole["view"] = shown
    return whole


def viewer_of(reply, fallback):
    """The viewer a snapshot was made for: its seat, or SPECTATOR for the table's view."""
    if "viewer" not in reply:
        return fallback
    viewer = reply.get("viewer")
    if viewer is None:
        return SPECTATOR
    # a stored snapshot may be damaged: a viewer that is no seat number shows the first one
    return viewer if type(viewer) is int else fallback


def next_step(record, snapshot, viewer):
    """What the app does next, as `[kind, seat]`:

    * `["over", None]` — the game is over;
    * `["bot", s]` — bot seat `s` is due: ask the engine for its move;
    * `["human", s]` — `s` decides on this screen now (the viewer, or the only human);
    * `["handoff", s]` — another human must take the phone first.
    """
    if not snapshot or snapshot.get("over"):
        return ["over", None]
    due = snapshot.get("to_move") or []
    kinds = seat_kinds(record)
    for seat in due:
        if 0 <= seat < len(kinds) and kinds[seat] == "bot":
            return ["bot", seat]
    if viewer in due:
        return ["human", viewer]
    for seat in due:
        if is_pass_and_play(record):
            return ["handoff", seat]
        return ["human", seat]
    return ["over", None]
