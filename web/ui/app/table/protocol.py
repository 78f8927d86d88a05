"""The table protocol: the messages between the host's phone and each guest's phone.

The host runs the engine and the bots; each guest's phone plays one seat. They talk over one
WebRTC data channel per guest (reliable and ordered), in small JSON texts. Everything a
guest receives is built by `HostSeat.state_message` from the engine's `seat_view` reply for
that seat alone — never from a snapshot, which carries the record and its seed — so nothing
of another seat or of the deal can leave the host (`tests/web/test_table_protocol.py`
proves it over whole games of every game).

Guest -> host: `hello` (on every new channel: the table, the seat, the seat's rejoin token,
the last state seen), `move` (a numbered move with the move count it was chosen at), `ack`,
`hint` (the coach's hint for the seat's decision at a move count, when the host's setup allows
hints: one search per decision, a second ask gets the same answer).
Host -> guest: `welcome` (the seat, its token, the game and the names), `state` (numbered:
the seat's view, its legal moves, whose turn, the scores, the seats' presence, whether hints
are on; of the view only the parts that changed since this channel's last state, and the log
as a suffix of what it already sent), `hinted` (the hint: the seat's own legal moves with their
chances, searched by the host's engine from that seat's view alone), `refuse` (a code and, for
an illegal move, the engine's sentence), `bye`.

Moves are numbered, and the host keeps the count: every welcome, state and refusal tells the
guest the id the host expects next (`next`, or the settled id `a` plus one), and the guest
numbers its next move with it, so a reload, a new channel or a forged id can never leave the
two counting apart. The host plays only the id it expects; a resend of the move it played last
(the same id and content: a resend after a reconnection, a double tap) is answered with the
current state, never played twice; any other id is refused with the expected one, and the
guest sends its waiting move again under it. A refused move does not use up its id. A move
chosen at an older moment than the seat's current decision is refused as stale. Every move
gets an answer: played (the next state), refused with a code, or the current state.

The host refuses, with a reason and bounded work, anything hostile: text that is not a
message, a message too long or nested too deep to read, a move for another seat or out of
turn or not legal, a flood (a token bucket per guest); a guest that keeps sending such things
is closed. What crosses a channel is bounded before it is put together (`web/js/table.js` drops
the parts of a message past `MAX_FROM_GUEST` or `MAX_FROM_HOST` and reports it, so the host
strikes it unread); a fresh channel is sent only the newest `KEEP_LOG` events of the log, so
the largest real state stays far below `MAX_FROM_HOST`. Kept in the subset of Python that
MicroPython runs (the UI's interpreter): no dict order is relied on.
"""

import json

from .. import saves

VERSION = 1
MAX_FROM_GUEST = 2000     # characters: a guest has nothing longer to say (moves are <= 200)
# characters: a few times the largest real state (a fresh channel's, with KEEP_LOG events of
# an eight-seat Citadels log: tests/web/test_table_protocol.py measures it over whole games)
MAX_FROM_HOST = 600000
KEEP_LOG = 1000           # log events a fresh channel is sent (saves keep as many)
MAX_MOVE = 200            # the engine's own bound on a move text
MAX_BRACKETS = 16         # '[' and '{' in a guest's message: deep nesting is refused unparsed
MAX_ID = 2147483647
# A guest's budget: a burst, and a rate after it. A guest acknowledges every state and
# sends one message per tap, so a fast game (a test tapping at machine speed: ~20 a second)
# stays well inside it; a flood is hundreds a second.
BUCKET = 100
REFILL_PER_SECOND = 50
STRIKES = 50              # refused messages before the host closes that guest's channel
TOKEN_CHARS = "abcdefghijklmnopqrstuvwxyz0123456789"

# Refusal codes (the words for each are in table/strings.py, "table_why_<code>").
GARBAGE = "garbage"
TOO_BIG = "too_big"
FLOOD = "flood"
OTHER_SEAT = "seat"
STALE = "stale"
NOT_DUE = "not_due"
ILLEGAL = "illegal"
TOKEN = "token"
WRONG_VERSION = "version"
WRONG_TABLE = "table"
OVER = "over"
NOT_JOINED = "not_joined"
WRONG_ID = "id"           # numbered otherwise than the host expects: sent again under `next`
NO_HINTS = "no_hints"     # a hint asked for at a table whose host did not turn hints on
CODES = [GARBAGE, TOO_BIG, FLOOD, OTHER_SEAT, STALE, NOT_DUE, ILLEGAL, TOKEN, WRONG_VERSION,
         WRONG_TABLE, OVER, NOT_JOINED, WRONG_ID, NO_HINTS]
MAX_HINTED = 3            # moves in a hint: the suggested one and two alternatives

# A seat's presence, as every phone's indicator shows it.
HOST = "host"           # played on the host's phone by its owner
HERE = "here"           # a guest's phone, connected
AWAY = "away"           # a guest's phone, gone (no channel)
RECONNECTING = "wait"   # a guest's phone whose connection falters
BOT = "bot"             # a bot seat
BOT_PLAYS = "botplays"  # a guest's seat that a bot plays while the guest is away
LOCAL = "local"         # a guest's seat played on the host's phone (behind the hand-off cover)
MESSAGE = "msg"         # a seat played by message (app/message/)
PRESENCES = [HOST, HERE, AWAY, RECONNECTING, BOT, BOT_PLAYS, LOCAL, MESSAGE]


def dumps(message):
    return json.dumps(message, separators=(",", ":"))


def _int(value, low, high):
    return type(value) is int and low <= value <= high


def _ints(value):
    return isinstance(value, list) and all(type(item) is int for item in value)


def _texts(value):
    return isinstance(value, list) and all(isinstance(item, str) for item in value)


def _brackets(text):
    return text.count("[") + text.count("{")


def make_token(random_text):
    """A rejoin token from `random_text(n)` (n random characters from the port's crypto)."""
    token = "".join([ch for ch in str(random_text(16)) if ch in TOKEN_CHARS])
    return token[:16]


def refuse(code, move_id=0, detail="", next_id=0):
    message = {"t": "refuse", "why": code}
    if move_id:
        message["id"] = move_id
    if next_id:
        message["next"] = next_id
    if detail:
        message["detail"] = str(detail)[:300]
    return dumps(message)


def bye(code):
    return dumps({"t": "bye", "why": code})


def common_prefix(a, b):
    """How many items two lists share from the start."""
    n = 0
    limit = min(len(a), len(b))
    while n < limit and a[n] == b[n]:
        n += 1
    return n


class HostSeat:
    """The host's side of one guest's seat: what was sent on the current channel, which of
    the guest's moves are done, and the guest's message budget.

    `receive(text, now_ms)` judges one message and answers `[action, argument]`:
    * `["none", None]` — nothing to do (an acknowledgement);
    * `["reply", text]` — send `text` back (a refusal);
    * `["reply_state", text]` — send `text` back, then the current state;
    * `["join", first]` — the guest said hello with the right token (`first`: the seat had no
      token yet): send `welcome(token)`, then the state;
    * `["state", None]` — a duplicate move: send the current state again;
    * `["move", [move text, move id, move count seen]]` — play it, then `done(...)` (or
      `refused(...)`);
    * `["hint", move count]` — ask the engine for the seat's hint, then send `hinted(...)`;
    * `["close", text]` — send `text` and close this channel (a guest that will not stop);
    * `["ignore", None]` — a flood beyond the first refusal: dropped unread.
    """

    def __init__(self, seat, table_id, token="", hints=False):
        self.seat = seat
        self.table_id = table_id
        self.token = token
        self.hints = hints        # the host's setup allows the coach's hints
        self.hint_asked = -1      # the move count of the decision last searched for a hint
        self.hint_text = ""       # and its answer, sent again to a second ask
        self.done_id = 0          # the id of this guest's move played last (ids count up by one)
        self.done_move = None     # [move, move count seen] of that move: a resend is the same
        self.pending_id = 0       # the move being played now
        self.strikes = 0
        self.new_channel()

    def new_channel(self):
        """A new connection: nothing is known of what that phone holds."""
        self.joined = False
        self.seq = 0              # the number of the last state sent on this channel
        self.acked = 0
        self.sent_log = None      # the log as this channel last had it
        self.sent_view = None     # the view (without its log) as this channel last had it
        self.due = False          # from the last state sent: whether the seat was due,
        self.legal = []           # its legal moves,
        self.moves = 0            # the move count,
        self.since = 0            # and the move count its current decision began at
        self.over = False
        self.budget = BUCKET
        self.last_ms = None
        self.flood_said = False

    # ---- judging what the guest sends ----------------------------------------------------
    def next_id(self):
        """The id the host plays next: the one after the move it played last."""
        return self.done_id + 1

    def _strike(self, code, move_id=0, detail=""):
        self.strikes += 1
        if self.strikes >= STRIKES:
            return ["close", bye(FLOOD)]
        return ["reply", refuse(code, move_id, detail, self.next_id() if move_id else 0)]

    def too_big(self, now_ms):
        """A message the page dropped unread for its size (`web/js/table.js`): a strike, like one
        read and refused, and within the same budget."""
        if not self._spend(now_ms):
            self.strikes += 1
            return ["close", bye(FLOOD)] if self.strikes >= STRIKES else ["ignore", None]
        return self._strike(TOO_BIG)

    def _spend(self, now_ms):
        """Whether the guest's budget allows one more message now (a token bucket)."""
        if self.last_ms is not None and now_ms > self.last_ms:
            self.budget = min(BUCKET, self.budget + (now_ms - self.last_ms) * REFILL_PER_SECOND / 1000)
        self.last_ms = now_ms
        if self.budget >= 1:
            self.budget -= 1
            if self.budget >= BUCKET / 2:
                self.flood_said = False
            return True
        return False

    def receive(self, text, now_ms):
        if not self._spend(now_ms):
            if self.flood_said:
                self.strikes += 1
                return ["close", bye(FLOOD)] if self.strikes >= STRIKES else ["ignore", None]
            self.flood_said = True
            return self._strike(FLOOD)
        if not isinstance(text, str):
            return self._strike(GARBAGE)
        if len(text) > MAX_FROM_GUEST:
            return self._strike(TOO_BIG)
        if _brackets(text) > MAX_BRACKETS:
            return self._strike(GARBAGE)
        try:
            message = json.loads(text)
        except Exception:
            return self._strike(GARBAGE)
        if not isinstance(message, dict):
            return self._strike(GARBAGE)
        kind = message.get("t")
        if kind == "hello":
            return self._hello(message)
        if not self.joined:
            return self._strike(NOT_JOINED)
        if kind == "move":
            return self._move(message)
        if kind == "hint":
            return self._hint(message)
        if kind == "ack":
            seq = message.get("s")
            if not _int(seq, 0, MAX_ID):
                return self._strike(GARBAGE)
            self.acked = max(self.acked, min(seq, self.seq))
            return ["none", None]
        return self._strike(GARBAGE)

    def _hello(self, message):
        if message.get("v") != VERSION:
            return ["close", bye(WRONG_VERSION)]
        if message.get("table") != self.table_id:
            return ["close", bye(WRONG_TABLE)]
        if message.get("seat") != self.seat:
            return ["close", bye(OTHER_SEAT)]
        token = message.get("token")
        if not isinstance(token, str) or len(token) > 64:
            return self._strike(GARBAGE)
        if self.token and token != self.token:
            return ["close", bye(TOKEN)]
        first = not self.token
        self.joined = True
        return ["join", first]

    def _move(self, message):
        move_id = message.get("id")
        moves_seen = message.get("n")
        move = message.get("m")
        if not _int(move_id, 1, MAX_ID) or not _int(moves_seen, 0, MAX_ID):
            return self._strike(GARBAGE)
        if not isinstance(move, str) or not move or len(move) > MAX_MOVE:
            return self._strike(GARBAGE)
        if "seat" in message and message.get("seat") != self.seat:
            return self._strike(OTHER_SEAT, move_id)
        if move_id == self.done_id and self.done_move == [move, moves_seen]:
            return ["state", None]           # played already: the guest missed the answer
        if move_id == self.pending_id:
            return ["ignore", None]          # being played right now: its answer follows
        if move_id != self.next_id():
            # another count than the host's (a reloaded page, a forged id): the guest is told
            # the id to use, and the table as it is, and sends its move again under that id
            verdict = self._strike(WRONG_ID, move_id)
            return ["reply_state", verdict[1]] if verdict[0] == "reply" else verdict
        return self.judge_move(move, move_id, moves_seen)

    def _hint(self, message):
        """A hint costs the host's engine a whole search, so it is given only where the setup
        allows it, at the seat's current decision, and once per decision."""
        moves_seen = message.get("n")
        if not _int(moves_seen, 0, MAX_ID):
            return self._strike(GARBAGE)
        if not self.hints:
            return self._strike(NO_HINTS)
        if self.over or not self.due or moves_seen != self.moves:
            return ["reply", refuse(STALE)]
        if moves_seen == self.hint_asked:
            return ["reply", self.hint_text] if self.hint_text else ["ignore", None]
        self.hint_asked = moves_seen
        self.hint_text = ""
        return ["hint", moves_seen]

    def hinted(self, moves_seen, moves):
        """The hint's message: only the seat's own legal moves, each with its chance."""
        rows = []
        for row in (moves or [])[:MAX_HINTED]:
            if isinstance(row, dict) and row.get("move") in self.legal:
                chance = row.get("chance")
                rows.append({"move": row["move"],
                             "chance": chance if isinstance(chance, (int, float)) else None})
        text = dumps({"t": "hinted", "n": moves_seen, "moves": rows})
        if moves_seen == self.hint_asked:
            self.hint_text = text
        return text

    def judge_move(self, move, move_id, moves_seen):
        """A well-formed new move, against the last state this channel was sent."""
        if self.over:
            return ["reply", refuse(OVER, move_id, "", self.next_id())]
        if not self.due:
            return self._strike(NOT_DUE, move_id)
        if moves_seen < self.since or moves_seen > self.moves:
            return ["reply", refuse(STALE, move_id, "", self.next_id())]
        if move not in self.legal:
            return self._strike(ILLEGAL, move_id)
        self.pending_id = move_id
        return ["move", [move, move_id, moves_seen]]

    def done(self, move_id, move="", moves_seen=0):
        """The move was played: its id is used up, and a resend of it is known by its content."""
        self.done_id = move_id
        self.done_move = [move, moves_seen]
        if self.pending_id == move_id:
            self.pending_id = 0

    def refused(self, move_id, code, detail=""):
        """The move could not be played after all (the engine refused it): the text to send.
        Its id stays the next one."""
        if self.pending_id == move_id:
            self.pending_id = 0
        return refuse(code, move_id, detail, self.next_id())

    def retry(self, move_id):
        """The move waits for the state to be sent again (another move came first)."""
        if self.pending_id == move_id:
            self.pending_id = 0

    # ---- what the host sends ------------------------------------------------------------------
    def welcome(self, reply):
        """The welcome of a joined guest: its seat, token, the game and the names (all from
        the engine's seat_view reply)."""
        seats = reply.get("seats") or []
        return dumps({"t": "welcome", "v": VERSION, "table": self.table_id, "seat": self.seat,
                      "token": self.token, "next": self.next_id(), "game": reply.get("game"),
                      "names": [str(s.get("name", "")) for s in seats],
                      "kinds": [str(s.get("kind", "human")) for s in seats]})

    def state_message(self, reply, presence):
        """The next state message for this guest, from the engine's `seat_view` reply for its
        seat and the seats' presence (a list of PRESENCES). Records what was sent."""
        view = reply.get("view") or {}
        log = view.get("log") or []
        rest = {}
        keys = []
        for key in view:
            if key == "log":
                continue
            keys.append(key)
            # only what changed since this channel's last state: most of a view stays put
            if self.sent_view is None or key not in self.sent_view or self.sent_view[key] != view[key]:
                rest[key] = view[key]
        self.sent_view = view
        if self.sent_log is None:
            start = max(0, len(log) - KEEP_LOG)     # a fresh channel: the newest events only
        else:
            start = common_prefix(self.sent_log, log)
        due = reply.get("to_move") or []
        legal = reply.get("legal") or []
        moves = reply.get("moves") or 0
        is_due = self.seat in due
        if not (is_due and self.due and legal == self.legal):
            self.since = moves            # a new decision (or none) starts here
        self.due = is_due
        self.legal = legal
        self.moves = moves
        self.over = bool(reply.get("over"))
        self.sent_log = log
        self.seq += 1
        return dumps({"t": "state", "s": self.seq, "a": self.done_id, "n": moves,
                      "since": self.since, "due": due, "legal": legal,
                      "scores": reply.get("scores") or [], "over": self.over,
                      "result": reply.get("result"), "view": rest, "vk": sorted(keys), "lf": start,
                      "log": log[start:], "ll": len(log), "seats": presence, "hints": self.hints})


class GuestSession:
    """The guest's side of the channel: numbering its moves, holding the log, turning the
    host's messages into a snapshot the game screens draw (like the engine's, for one seat).

    `receive(text)` answers `[event, argument, reply text or None]`:
    `["welcome", token]` (the reply: the waiting move, sent again), `["state", snapshot]`
    (the reply: its acknowledgement), `["refused", [code, move id, detail]]`, `["renumbered",
    None]` (the reply: the waiting move under the id the host expects), `["bye", code]`, or
    `["bad", None]` for a message that is not the host's.
    """

    def __init__(self, table_id, seat, token=""):
        self.table_id = table_id
        self.seat = seat
        self.token = token
        self.next_id = 1          # as the host last said (welcome, state, refusal)
        self.pending = None       # the move sent and not yet answered: {"id", "n", "m", "tries"}
        self.seq = 0
        self.log = []             # the newest events of the game's log,
        self.log_base = 0         # from this index of the whole log on
        self.game = None
        self.names = []
        self.kinds = []
        self.snap = None
        self.presence = []
        self.hints = False        # the host's setup allows the coach's hints (from its states)

    def hello(self):
        return dumps({"t": "hello", "v": VERSION, "table": self.table_id, "seat": self.seat,
                      "token": self.token, "got": self.seq})

    def new_channel(self):
        """A new connection: the host will send everything again."""
        self.seq = 0

    def move(self, move):
        """The message for a tapped move, or None while another move waits for its answer."""
        if self.pending is not None or self.snap is None:
            return None
        self.pending = {"id": self.next_id, "n": self.snap.get("moves", 0), "m": str(move), "tries": 0}
        self.next_id = min(self.next_id + 1, MAX_ID)
        return self.resend()

    def ask_hint(self):
        """The message asking the host for the hint at the decision on screen, or None."""
        if not self.hints or self.snap is None or self.seat not in (self.snap.get("to_move") or []):
            return None
        return dumps({"t": "hint", "n": self.snap.get("moves", 0)})

    def resend(self):
        """The waiting move again (after a new channel), or None."""
        if self.pending is None:
            return None
        pending = self.pending
        return dumps({"t": "move", "id": pending["id"], "n": pending["n"], "m": pending["m"]})

    def receive(self, text):
        if not isinstance(text, str) or len(text) > MAX_FROM_HOST:
            return ["bad", None, None]
        try:
            message = json.loads(text)
        except Exception:
            return ["bad", None, None]
        if not isinstance(message, dict):
            return ["bad", None, None]
        kind = message.get("t")
        if kind == "welcome":
            return self._welcome(message)
        if kind == "state":
            return self._state(message)
        if kind == "refuse":
            return self._refused(message)
        if kind == "hinted":
            return self._hinted(message)
        if kind == "bye":
            code = message.get("why")
            return ["bye", code if code in CODES else GARBAGE, None]
        return ["bad", None, None]

    def _welcome(self, message):
        names = message.get("names")
        kinds = message.get("kinds")
        if (message.get("seat") != self.seat or message.get("table") != self.table_id
                or not _texts(names) or not _texts(kinds) or len(names) != len(kinds)
                or not 0 <= self.seat < len(names) or not isinstance(message.get("game"), str)
                or not isinstance(message.get("token"), str)):
            return ["bad", None, None]
        self.token = message["token"]
        self.game = message["game"]
        self.names = names
        self.kinds = kinds
        self._told_next(message.get("next"))
        # a waiting move goes again under its own id: if the host played it, the host knows
        # it by its content and answers with the state; else it is told the id to use
        return ["welcome", self.token, self.resend()]

    def _hinted(self, message):
        """`["hinted", {"at", "moves"}]`: a hint for the decision at move count `at`, its moves
        among this seat's legal ones (a host's word is checked like any peer's)."""
        at = message.get("n")
        rows = message.get("moves")
        if not _int(at, 0, MAX_ID) or not isinstance(rows, list) or len(rows) > MAX_HINTED:
            return ["bad", None, None]
        legal = (self.snap or {}).get("legal") or []
        moves = []
        for row in rows:
            chance = row.get("chance") if isinstance(row, dict) else None
            if (not isinstance(row, dict) or row.get("move") not in legal
                    or not (chance is None or (isinstance(chance, (int, float)) and not isinstance(chance, bool)
                                               and 0 <= chance <= 1))):
                return ["bad", None, None]
            moves.append({"move": row["move"], "chance": chance})
        return ["hinted", {"at": at, "moves": moves}, None]

    def _told_next(self, next_id):
        if _int(next_id, 1, MAX_ID):
            self.next_id = next_id

    def _refused(self, message):
        code = message.get("why")
        code = code if code in CODES else GARBAGE
        move_id = message.get("id") or 0
        self._told_next(message.get("next"))
        pending = self.pending
        if pending is not None and move_id == pending["id"]:
            if code == WRONG_ID and pending["tries"] < 3 and pending["id"] != self.next_id:
                pending["id"] = self.next_id
                pending["tries"] += 1
                self.next_id = min(self.next_id + 1, MAX_ID)
                return ["renumbered", None, self.resend()]
            self.pending = None
        detail = message.get("detail")
        return ["refused", [code, move_id, detail if isinstance(detail, str) else ""], None]

    def _state(self, message):
        seq = message.get("s")
        start = message.get("lf")
        log = message.get("log")
        if (self.game is None or not _int(seq, 1, MAX_ID) or not _int(start, 0, MAX_ID)
                or not isinstance(log, list) or not isinstance(message.get("view"), dict)):
            return ["bad", None, None]
        if seq <= self.seq:
            return ["bad", None, None]     # an older state than the one on screen
        # the first state on a channel starts the log afresh (at `start`: its newest events);
        # the next ones extend what this phone has
        kept = [] if self.seq == 0 else self.log
        base = start if self.seq == 0 else self.log_base
        if not base <= start <= base + len(kept):
            return ["bad", None, None]     # a suffix of a log this phone does not have
        snap = {"record": {"game": self.game,
                           "seats": [{"name": self.names[i], "kind": self.kinds[i]}
                                     for i in range(len(self.names))]},
                "view": message["view"], "legal": message.get("legal"),
                "to_move": message.get("due"), "over": message.get("over"),
                "result": message.get("result"), "scores": message.get("scores"),
                "moves": message.get("n"), "viewer": self.seat, "can_undo": False}
        keys = message.get("vk")
        if not _texts(keys) or len(keys) > 200:
            return ["bad", None, None]
        old = (self.snap or {}).get("view") or {} if self.seq else {}
        view = {}
        for key in keys:
            if key in message["view"]:
                view[key] = message["view"][key]
            elif key in old and key != "log":
                view[key] = old[key]
            else:
                return ["bad", None, None]   # a part this phone was never sent
        whole = kept[:start - base] + log
        cut = max(0, len(whole) - KEEP_LOG)
        view["log"] = whole[cut:]
        snap["view"] = view
        if not saves.snapshot_ok(snap, snap["record"]) or not _texts(message.get("seats")):
            return ["bad", None, None]
        self.seq = seq
        self.log = view["log"]
        self.log_base = base + cut
        self.snap = snap
        self.presence = message["seats"]
        self.hints = message.get("hints") is True
        answered = message.get("a")
        if _int(answered, 0, MAX_ID - 1):
            if self.pending is not None and answered >= self.pending["id"]:
                self.pending = None
            if self.pending is None:
                self.next_id = answered + 1
        return ["state", snap, dumps({"t": "ack", "s": seq})]
