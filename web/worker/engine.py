"""The engine worker: pycore in Pyodide, behind a small JSON-string API for the UI.

This runs in Pyodide inside a plain module Worker (engine-worker.js), so a bot thinking here
never freezes the page; the build imports it into the engine's memory snapshot. The
main-thread UI (MicroPython) calls these functions with plain strings and ints and gets a JSON
string back: lists and dicts crossing the worker boundary would arrive as JS proxies, and
MicroPython's dicts do not keep order, so JSON text is the one format both sides read the
same way.

Every reply is `{"ok": true, ...}` or `{"ok": false, "error": "<English sentence>", "code": ...,
"params": {...}}`: a refusal's stable code and params (`pycore.refusals`), from which the UI
words it in the reader's language; `error` is the English, for a code the UI does not know.
A move's reply (`play`) says what changed since the UI's last snapshot (the moves played,
the new log lines, the view without its log, the legal moves …), not the whole record and
log again; opening, undo and `snapshot` answer whole (`_delta`, `_whole`).
The worker keeps one current game (its record and state); `open_game` replaces it. A call
that changes the game works on a copy and builds its whole reply before the copy becomes the
current game, so after any refused or failed call the game is exactly what the UI last saw.
"""

import json

from pycore import __version__, games, links, records
from pycore.deal import AuditError, audit_game, derive_seed
from pycore.protocol import IllegalMove
from pycore.refusals import Refusal, reason
from pycore.rng import Rng
from pycore.undo import undo_point
from pycore.views import seat_view_of

try:  # the bots arrive in their own module; until then every level plays random moves
    from pycore.bots import make_bot
    from pycore.coach import review as coach_review
    from pycore.coach.hint import hint as coach_hint
except ImportError:  # pragma: no cover - depends on what is installed
    make_bot = coach_hint = coach_review = None

# `before`: for a human seat, the game's state just before that seat's last move, as `(moves
# before it, state)`. Whether the viewer may undo is asked after every move, and `undo_point`
# replays the game from that state instead of from its first move.
# `sent`: what the UI holds of the current game, as this worker's last snapshot of it gave it:
# `{"viewer", "moves", "log"}` (the view's log, None for a view without one). A move's reply
# says only what changed since (see `_delta`).
_current = {"record": None, "state": None, "before": {}, "sent": None}
SPECTATOR = -1  # the viewer number of someone watching a game of bots (web/ui/app/flow.py)
_seed_source = Rng(0)


def _reply(**fields):
    fields["ok"] = True
    return json.dumps(fields, separators=(",", ":"))


def _error(exc):
    """The reply for a refusal: its English sentence, and its code and params when it has them."""
    reply = {"ok": False, "error": str(exc)}
    if isinstance(exc, Refusal):
        reply["code"] = exc.code
        reply["params"] = exc.params
    return json.dumps(reply, separators=(",", ":"))


def _guarded(fn):
    """Turn any exception into an error reply: the UI must always get an answer."""
    def wrapper(*args):
        try:
            return fn(*args)
        except (records.RecordError, IllegalMove, ValueError) as exc:
            return _error(exc)
        except RecursionError:   # JSON nested deeper than any record: refused, not a crash
            return _error(Refusal("worker.too_deep"))
        except Exception as exc:  # a bug: say so plainly rather than hang the UI
            return _error(Refusal("worker.internal", error=f"{type(exc).__name__}: {exc}"))
    wrapper.__name__ = fn.__name__
    return wrapper


def _loads(text):
    """JSON from the UI, its nesting bounded before it is parsed: Pyodide's parser recurses on
    the browser's stack, and text a few thousand brackets deep crashed the whole worker
    (CPython stops at ~1000 with the RecursionError `_guarded` answers)."""
    text = str(text)
    if records.too_deep(text):
        raise Refusal("worker.too_deep")
    return json.loads(text)


def _open():
    """The current game's record and state, or a refusal when none is open."""
    if _current["state"] is None:
        raise Refusal("worker.no_game")
    return _current["record"], _current["state"]


def _commit(record, state, reply, before, sent):
    """Make `record` and `state` the current game, now that their reply is built; `before` and
    `sent` go with them (see `_current`)."""
    _current["record"] = record
    _current["state"] = state
    _current["before"] = before
    _current["sent"] = sent
    return reply


def _sent(fields):
    """What the UI holds once it has the snapshot `fields`."""
    log = fields["view"].get("log") if isinstance(fields["view"], dict) else None
    return {"viewer": fields["viewer"], "moves": fields["moves"],
            "log": list(log) if isinstance(log, list) else None}


def _whole(record, state, viewer, before):
    """`[reply, sent]`: the whole snapshot, record and log included."""
    fields = _fields(record, state, viewer, before)
    return [_reply(**fields), _sent(fields)]


def _delta(record, state, viewer, before, sent):
    """`[reply, sent]` for a move: the snapshot without what the UI holds already (`sent`), so
    a reply's size does not grow with the game. The record's moves and the view's log are
    sent from where the UI's end: `since` (the UI's move count) with the moves `played`
    after it, and `log_from` (how much of the UI's log stays) with the lines `log_new`
    after it; `seed` says which game they extend. The UI rebuilds the whole snapshot
    (web/ui/app/flow.py `merge`) and asks for it whole when it holds something else."""
    fields = _fields(record, state, viewer, before)
    if sent is None or sent["viewer"] != fields["viewer"] or sent["moves"] > fields["moves"]:
        return [_reply(**fields), _sent(fields)]
    now = _sent(fields)
    view = dict(fields["view"])
    old, log = sent["log"], now["log"]
    fields["seed"] = str(record["seed"])
    fields["since"] = sent["moves"]
    fields["played"] = record["moves"][sent["moves"]:]
    if log is not None:
        keep = _common_prefix(old, log) if old is not None else 0
        fields["log_from"] = keep
        fields["log_new"] = log[keep:]
        del view["log"]
    fields["view"] = view
    del fields["record"]
    return [_reply(**fields), now]


def _common_prefix(old, new):
    """How many first items `old` and `new` share (a log grows at its end: mostly all of old)."""
    n = len(old)
    if len(new) >= n and new[:n] == old:
        return n
    i = 0
    while i < n and i < len(new) and old[i] == new[i]:
        i += 1
    return i


def _snapshot_of(record, state, viewer, before=None):
    return _reply(**_fields(record, state, viewer, before))


def _fields(record, state, viewer, before=None):
    viewer = int(viewer)
    if viewer == SPECTATOR:
        viewer = None       # a game of bots only: watched from the table, no one's hand
    elif not 0 <= viewer < state.players:
        viewer = 0
    due = list(state.to_move())
    legal = [str(m) for m in state.legal_moves(viewer)] if viewer in due else []
    over = state.is_over()
    # (the current game's record was checked when it was opened: only moves were added since)
    can_undo = viewer is not None and undo_point(record, viewer, (before or {}).get(viewer),
                                                 checked=True) is not None
    return {
        "record": record,
        "moves": len(record["moves"]),
        "to_move": due,
        "over": over,
        "result": state.result() if over else None,
        "scores": list(state.scores()),
        "viewer": viewer,
        "view": state.view(viewer),
        "legal": legal,
        "can_undo": can_undo,
    }


@_guarded
def catalog():
    listed = []
    for rules in games.all():
        listed.append({"id": rules.id, "title": rules.title, "players": list(rules.players),
                       "options": rules.options})
    return _reply(version=__version__, games=listed)


def _new_record(game_id, seats_json, options_json):
    """A new game's record (a fresh seed) and its first state: the setup must be playable
    before the UI shows it."""
    seats = _loads(seats_json)
    options = _loads(options_json) if options_json else {}
    # A fresh seed from the worker's clock-free source plus the JS side's randomness would be
    # ideal; the seed only needs to differ between games, so mix in the time.
    import time
    seed = (int(time.time() * 1000) * 2654435761 + _seed_source.below(1 << 30)) % (1 << 62)
    record = records.make_record(game_id, seats, seed, options)
    return record, records.new_state(record)


@_guarded
def new_record(game_id, seats_json, options_json):
    record, _state = _new_record(game_id, seats_json, options_json)
    return _reply(record=record)


# How many bot moves a game dealt ahead may hold: bots that open a game (Luna's first player)
# move in the deal, so the dealt table waits for the human; a longer opening (a full table of
# bots) is left to the bots at play time, so a deal never keeps the worker long.
BOT_MOVES_AHEAD = 2


@_guarded
def deal(game_id, seats_json, options_json):
    """A new game dealt ahead and not opened: the snapshot `open_game(record, 0)` would answer
    for it, after the bots that open the game have moved (each decision exactly the one
    `bot_move` makes: its generator comes from the seed and the move number). The UI keeps it
    for a later visit, whose Start shows that table and takes its first move while this worker
    is still starting (web/ui/app/dealt.py). The open game is untouched."""
    record, state = _new_record(game_id, seats_json, options_json)
    start = (record, state)
    for _ in range(BOT_MOVES_AHEAD + 1):
        due = state.to_move()
        if state.is_over() or not due or any(record["seats"][s].get("kind") != "bot" for s in due):
            return _snapshot_of(record, state, 0)
        seat = due[0]
        move = _bot_choice(record, state, seat)
        state = state.clone()
        state.apply(seat, move)
        record = dict(record, moves=record["moves"] + [[seat, move]])
    record, state = start   # a long opening of bots: the bots play it when the game is open
    return _snapshot_of(record, state, 0)


def _replayed(record):
    """`[state, before]` of a checked record: its state after every move, and `before` (see
    `_current`) for the one human seat that may undo now, the last human who moved (any
    later human move is another's to keep), in a game with bots."""
    kinds = [seat.get("kind") for seat in record["seats"]]
    last = None
    if "bot" in kinds:
        for i in range(len(record["moves"]) - 1, -1, -1):
            seat = record["moves"][i][0]
            if 0 <= seat < len(kinds) and kinds[seat] == "human":
                last = i
                break
    if last is None:
        return [records.replay(record), {}]
    head = records.replay(record, upto=last)
    state = head.clone()
    for number, (seat, text) in enumerate(record["moves"][last:], start=last + 1):
        try:
            state.apply(seat, text)
        except (IllegalMove, ValueError) as exc:   # worded as records.replay words it
            raise records.RecordError("record.bad_move", n=number, move=text, seat=seat + 1,
                                      why=reason(exc)) from None
    return [state, {record["moves"][last][0]: (last, head)}]


def _open_at(record, state, before, viewer):
    reply, sent = _whole(record, state, viewer, before)
    return _commit(record, state, reply, before, sent)


@_guarded
def open_game(record_json, viewer):
    record = records.check_record(_loads(record_json))
    state, before = _replayed(record)
    return _open_at(record, state, before, viewer)


@_guarded
def snapshot(viewer):
    """The whole snapshot for `viewer`, which the UI then holds."""
    record, state = _open()
    reply, _current["sent"] = _whole(record, state, viewer, _current["before"])
    return reply


@_guarded
def play(seat, move_text, viewer, seed=None, seen=None):
    """Play a move. `seed` and `seen` say which game the UI's picture shows and how many of
    its moves: a move meant for another game, or from a picture ahead of the engine (a UI
    that lost track), is refused. A picture behind is fine (a bot moved meanwhile, as in a
    simultaneous draft): the move must still be legal now, and the reply shows the game as
    it is."""
    record, state = _open()
    seat = int(seat)
    # (the seed arrives as text: a 62-bit number would be rounded on its way through JavaScript)
    if seed is not None and (str(seed) != str(record["seed"]) or int(seen or 0) > len(record["moves"])):
        raise Refusal("worker.stale_move")
    if len(record["moves"]) >= records.MAX_MOVES:
        # A record this long could not be opened again (`check_record`), so it stops here.
        raise Refusal("worker.move_limit", n=records.MAX_MOVES)
    before = _current["before"]
    if 0 <= seat < len(record["seats"]) and record["seats"][seat].get("kind") == "human":
        # `state` itself is never changed after this (the move is played on a copy)
        before = dict(before)
        before[seat] = (len(record["moves"]), state)
    state = state.clone()
    state.apply(seat, str(move_text))  # raises IllegalMove if illegal
    record = dict(record, moves=record["moves"] + [[seat, str(move_text)]])
    reply, sent = _delta(record, state, viewer, before, _current["sent"])
    return _commit(record, state, reply, before, sent)


@_guarded
def seat_view(seat):
    """One seat's share of the open game (`seat_view_of`): what a guest's phone is sent."""
    record, state = _open()
    fields = seat_view_of(record, state, seat)
    return _reply(**fields)


@_guarded
def bot_move(seat):
    record, state = _open()
    seat = int(seat)
    if seat not in state.to_move():
        raise Refusal("worker.nothing_to_decide")
    return _reply(move=_bot_choice(record, state, seat))


def _bot_choice(record, state, seat):
    """The move text the seat's bot picks now."""
    level = record["seats"][seat].get("level", "normal")
    # Each bot decision gets its own generator, derived from the game's seed and move number,
    # so a game replays the same way; the bot still sees only its seat's information.
    rng = Rng(record["seed"] * 1000003 + len(record["moves"]) * 7919 + seat)
    if make_bot is None:
        move = rng.choice(state.legal_moves(seat))
    else:
        bot = make_bot(level, record["game"], seats=len(record["seats"]))
        move = bot.choose(state, seat, rng)
    return str(move)


def hint_rng(moves, seat):
    """The hint's generator: from the move count and the seat alone, never the deal's seed, so
    that a hint sent to a table's guest is a function of that seat's view and nothing hidden."""
    return Rng(moves * 7919 + seat * 104729 + 1)


@_guarded
def hint(seat, count=True):
    """The coach's hint for the seat's decision: the Hard search from the seat's own view
    (`pycore.coach.hint`), the suggested move first, each with its estimated chance to win;
    and the record's seats, the hint counted (`count` False: a hint worked out ahead for a seat
    by message, counted only if its player looks at it: `count_hint`)."""
    record, state = _open()
    seat = int(seat)
    if seat not in state.to_move() or coach_hint is None:
        raise Refusal("worker.nothing_to_decide")
    moves = coach_hint(record["game"], state, seat, hint_rng(len(record["moves"]), seat),
                       seats=len(record["seats"]))
    if not count:
        return _reply(moves=moves, seats=record["seats"])
    return _reply(moves=moves, seats=_counted(seat))


@_guarded
def count_hint(seat):
    """The record counts a hint the seat's player looked at; the reply carries the seats."""
    _open()
    seat = int(seat)
    if not 0 <= seat < len(_current["record"]["seats"]):
        raise Refusal("worker.nothing_to_decide")
    return _reply(seats=_counted(seat))


def _counted(seat):
    # The record counts the hints a human seat asked for (`records.check_record`); the reply
    # carries the seats so that the UI's copy of the record, which it saves, says so too.
    record = _current["record"]
    seats = [dict(entry) for entry in record["seats"]]
    if seats[seat].get("kind") == "human":
        seats[seat]["hints"] = min(seats[seat].get("hints", 0) + 1, records.MAX_MOVES)
    _current["record"] = dict(record, seats=seats)
    return seats


# The review under way: the open game's record replayed up to the decision it looks at
# (`coach_review.Cursor`), kept between steps so each step replays only the moves since.
_reviewing = {"record": None, "cursor": None}


@_guarded
def review_step(seat, progress_json):
    """One step of the coach's review of the seat's decisions in the open, finished game
    (`pycore.coach.review`): `progress_json` is the review so far as the UI keeps it with the
    save ("" or anything that is not a review of this game's seat starts it afresh). The reply
    has the new `progress`, the `share` (0 to 1) done, and once it is `done`, for each swing,
    what its moves say in the seat's log and what the seat saw then (`said`)."""
    record, state = _open()
    seat = int(seat)
    if coach_review is None or not state.is_over() or not 0 <= seat < len(record["seats"]):
        raise Refusal("worker.nothing_to_decide")
    try:
        progress = json.loads(progress_json) if progress_json else None
    except ValueError:
        progress = None
    if not coach_review.fits(progress, record, seat):
        progress = coach_review.start(record, seat)
    else:
        if _reviewing["record"] is not record:
            _reviewing["record"], _reviewing["cursor"] = record, coach_review.Cursor(record)
        progress = coach_review.step(record, progress, _reviewing["cursor"], record["seed"] % 1000003)
    said = []
    if coach_review.done(progress):
        # each swing's two moves as the seat's own log says them, for the page to phrase
        if _reviewing["record"] is not record:
            _reviewing["record"], _reviewing["cursor"] = record, coach_review.Cursor(record)
        cursor = _reviewing["cursor"]
        said = [{"played": coach_review.said(cursor, seat, swing["at"], swing["played"]),
                 "better": coach_review.said(cursor, seat, swing["at"], swing["better"]),
                 "moment": coach_review.moment(cursor, seat, swing["at"])}
                for swing in progress["swings"]]
    return _reply(progress=progress, share=coach_review.share_done(progress),
                  done=coach_review.done(progress), said=said)


@_guarded
def undo(seat):
    record, _ = _open()
    seat = int(seat)
    keep = undo_point(record, seat, _current["before"].get(seat))
    if keep is None:
        raise Refusal("worker.nothing_to_undo")
    record = dict(record, moves=record["moves"][:keep])
    state, before = _replayed(record)
    return _open_at(record, state, before, seat)


@_guarded
def share(invite):
    record, _ = _open()
    return _reply(fragment=links.encode(record, invite=bool(int(invite))))


@_guarded
def open_link(fragment):
    """A link judged by `pycore.links.decode`: its kind, its record and the seat it is
    addressed to (None when it is not); the UI takes all three from here, never from the
    fragment itself."""
    decoded = links.decode(str(fragment))
    return _reply(kind=decoded["kind"], record=decoded["record"], seat=decoded["seat"])


@_guarded
def reveal(n):
    record, _ = _open()
    n = max(0, min(int(n), len(record["moves"])))
    state = records.replay(record, upto=n)
    seats = [state.view(seat) for seat in range(state.players)]
    last = record["moves"][n - 1] if n else None
    return _reply(n=n, total=len(record["moves"]), last=last, table=state.view(None), seats=seats)


@_guarded
def message_deal(record_json, secret, values_json, viewer):
    """The deal of a table played by message, once every seat by message has answered: the
    record the setup made, with its seed derived from the host's secret and every seat's
    value (`pycore.deal.derive_seed`), opened as the current game for `viewer`. Only a record
    with no move played yet is dealt again (a deal never rewrites a game in progress)."""
    record = records.check_record(_loads(record_json))
    values = _loads(values_json)
    if record["moves"]:
        raise Refusal("worker.stale_move")
    if (not isinstance(secret, str) or not isinstance(values, list) or len(values) != len(record["seats"])
            or not all(isinstance(v, str) for v in values)):
        raise AuditError("audit.damaged")
    record = dict(record, seed=derive_seed(secret, values))   # within SEED_BITS, as check_record wants
    state, before = _replayed(record)
    return _open_at(record, state, before, int(viewer))


@_guarded
def audit(request_json):
    """The end-of-game check of a table played by message, as one phone can make it
    (`pycore.deal.audit_game`): `request_json` holds the revealed `record`, `secret`, the invite's
    `commit`, the seats' `values`, and this phone's `seat`, `own_value` and `received`
    fingerprints. Works on nothing open: a guest's phone runs it with no game of its own."""
    request = _loads(request_json)
    if not isinstance(request, dict):
        raise AuditError("audit.damaged")
    checked = audit_game(request.get("record"), request.get("secret"), request.get("commit"),
                         request.get("values"), request.get("seat"), request.get("own_value"),
                         request.get("received") or [])
    return _reply(**checked)


__export__ = ["catalog", "new_record", "deal", "open_game", "snapshot", "seat_view", "play", "bot_move",
              "hint", "count_hint", "review_step", "undo", "share", "open_link", "reveal", "message_deal", "audit"]
