"""The host's side of one seat played by message: its numbers, what it has, its moves.

The host's messages to the seat count up from 1 (`sent`), and so do the seat's replies
(`replies`: the highest the host has opened). A reply says which message it was made from
(`got`): that is what the seat's phone has (`acked`), so the host's next message carries only
what changed since then — the parts of the view that differ, the log's new events — built on
that message (`b`), or everything (`b` 0) when the host no longer keeps it, for a new phone,
or when the host sends the seat's table again in full. The host keeps the share it sent in
each message since the acknowledged one (`kept`, a few), and the last message's text, which it
can send again as it is at any time.

Moves are numbered as at the live table (app/table/protocol.py): the host plays only the id it
expects; a reply opened twice, late or out of order is recognised and changes nothing.

`SeatByMessage` is plain data (`to_dict`/`from_dict`): it is saved with the host's game.
Kept in the subset of Python that MicroPython runs.
"""

import json

from .. import b64
from ..table.protocol import MAX_HINTED

MAX_MOVE = 200
MAX_ID = 2147483647
KEEP = 4                  # shares kept of messages the seat has not yet answered from
VALUE_CHARS = 22          # a seat's value for the deal: 16 random bytes, base64url


def _int(value, low, high):
    return type(value) is int and low <= value <= high


def changed_parts(view, base):
    """The parts of `view` (without its log) that differ from `base`'s, and every key."""
    rest = {}
    keys = []
    for key in view:
        if key == "log":
            continue
        keys.append(key)
        if base is None or key not in base or base[key] != view[key]:
            rest[key] = view[key]
    keys.sort()
    return rest, keys


def common_prefix(a, b):
    n = 0
    limit = min(len(a), len(b))
    while n < limit and a[n] == b[n]:
        n += 1
    return n


def hint_rows(hint, legal):
    """The hint as a message carries it: `[{"m": move, "c": chance or None}]`, the seat's own
    legal moves only, at most MAX_HINTED, the chance to two places."""
    rows = []
    for row in hint if isinstance(hint, list) else []:
        move = row.get("move") if isinstance(row, dict) else None
        chance = row.get("chance") if isinstance(row, dict) else None
        if not isinstance(move, str) or move not in legal or len(rows) == MAX_HINTED:
            continue
        if isinstance(chance, (int, float)) and not isinstance(chance, bool):
            chance = round(min(1.0, max(0.0, float(chance))), 2)
        else:
            chance = None
        rows.append({"m": move, "c": chance})
    return rows


class SeatByMessage:
    FIELDS = ("seat", "table", "invite", "key", "value", "sent", "replies", "acked", "kept", "last",
              "done_id", "done_move", "told", "due", "legal", "moves", "since", "over", "why", "late")

    def __init__(self, seat, table):
        self.seat = seat
        self.table = table
        self.invite = 1           # the seat's current invite (a new phone is invited again)
        self.key = None           # the public key of the phone that answered it
        self.value = ""           # that phone's value for the deal (the first answer's)
        self.sent = 0             # the number of the host's newest message to the seat
        self.replies = 0          # the number of the seat's newest reply opened here
        self.acked = 0            # the message the seat's newest reply was made from
        self.kept = {}            # str(number) -> [view without its log, log] as sent
        self.last = None          # [number, the newest message's text]
        self.done_id = 0          # the id of the seat's move played last
        self.done_move = None     # [move, move count seen] of that move
        self.told = 0             # the done_id the newest message told the seat
        self.due = False          # from the newest message: the seat was due,
        self.legal = []           # its legal moves,
        self.moves = 0            # the move count,
        self.since = 0            # and the move count its decision began at
        self.over = False
        self.why = None           # [code, move id] of a reply refused, told in the next message
        self.late = False         # joined a game already dealt: its value takes no part in the deal

    def to_dict(self):
        out = {}
        for name in self.FIELDS:
            out[name] = getattr(self, name)
        return out

    @classmethod
    def from_dict(cls, data):
        """A seat as saved; None if the text is not one (a damaged save is said, not guessed)."""
        if not isinstance(data, dict) or not _int(data.get("seat"), 0, 7) or not isinstance(data.get("table"), str):
            return None
        seat = cls(data["seat"], data["table"])
        for name in cls.FIELDS:
            if name in data:
                setattr(seat, name, data[name])
        ints = [seat.invite, seat.sent, seat.replies, seat.acked, seat.done_id, seat.moves, seat.since]
        if (not all(_int(v, 0, MAX_ID) for v in ints) or not isinstance(seat.kept, dict)
                or not isinstance(seat.legal, list) or not (seat.key is None or isinstance(seat.key, str))
                or type(seat.late) is not bool):
            return None
        return seat

    # ---- joining ------------------------------------------------------------------------------
    def invite_again(self):
        """A new phone for this seat (the old one lost its key): a new invite, which only a new
        answer opens; the next message carries the whole table."""
        self.invite += 1
        self.key = None
        self.acked = 0
        self.kept = {}
        self.last = None

    def answered(self, invite_number, key, plaintext):
        """An answer opened with `key` (web/js/seal.js checked it was sealed by that key's
        phone): `["joined", first]`, `["again", None]` (this phone's answer, opened before) or
        `["refused", code]`."""
        if invite_number != self.invite:
            return ["refused", "msg.old_invite"]
        if self.key is not None:
            return ["again", None] if key == self.key else ["refused", "msg.taken"]
        try:
            facts = json.loads(plaintext)
        except Exception:
            return ["refused", "msg.damaged"]
        if not isinstance(facts, dict) or not b64.is_b64(facts.get("value"), VALUE_CHARS, VALUE_CHARS):
            return ["refused", "msg.damaged"]
        first = not self.value
        self.key = key
        if first:
            self.value = facts["value"]
        return ["joined", first]

    # ---- what the host sends ------------------------------------------------------------------
    def needs_message(self, share):
        """Whether the seat is sent a message now, from the engine's `seat_view` reply for it:
        when it has a decision it was not told of (a new one, or after its own move, or a move
        of its refused), or the game is over. A seat that is not due is told nothing: its next
        message carries what happened meanwhile."""
        if share.get("over"):
            return not self.over
        if self.seat not in (share.get("to_move") or []):
            return False
        return (not self.due or share.get("legal") != self.legal or self.told != self.done_id
                or self.why is not None)

    def message(self, share, presence, full=False, end=None, hint=None):
        """The next message to the seat, from the engine's `seat_view` reply for it: `[number,
        text]`. `full` sends the whole table (a new phone, or on request); `end` the revealed
        deal at the end of the game; `hint` the coach's hint for its decision, worked out ahead
        when the host's setup allows hints (the engine's `hint` rows: only the seat's own legal
        moves go, each with its chance)."""
        view = share.get("view") or {}
        log = view.get("log") or []
        base = None if full else self.kept.get(str(self.acked))
        rest, keys = changed_parts(view, base[0] if base else None)
        start = common_prefix(base[1], log) if base else 0
        due = share.get("to_move") or []
        legal = share.get("legal") or []
        moves = share.get("moves") or 0
        is_due = self.seat in due
        if not (is_due and self.due and legal == self.legal):
            self.since = moves
        self.due = is_due
        self.legal = legal
        self.moves = moves
        self.over = bool(share.get("over"))
        self.sent += 1
        self.told = self.done_id
        body = {"b": self.acked if base else 0, "a": self.done_id, "n": moves, "since": self.since,
                "due": due, "legal": legal, "scores": share.get("scores") or [], "over": self.over,
                "result": share.get("result"), "view": rest, "vk": keys, "lf": start,
                "log": log[start:], "ll": len(log), "seats": presence}
        if not base:
            seats = share.get("seats") or []
            body["game"] = share.get("game")
            body["names"] = [str(s.get("name", "")) for s in seats]
            body["kinds"] = [str(s.get("kind", "human")) for s in seats]
        if self.why:
            body["why"] = self.why
            self.why = None
        if end is not None:
            body["end"] = end
        rows = hint_rows(hint, legal) if is_due else []
        if rows:
            body["hint"] = rows
        kept_view = {}
        for key in view:
            if key != "log":
                kept_view[key] = view[key]
        self.kept[str(self.sent)] = [kept_view, log]
        self._prune()
        text = json.dumps(body, separators=(",", ":"))
        self.last = [self.sent, text]
        return [self.sent, text]

    def _prune(self):
        numbers = [int(k) for k in self.kept]
        numbers.sort()
        for number in numbers[:-KEEP]:
            if number != self.acked:
                del self.kept[str(number)]
        for number in numbers:
            if number < self.acked:
                self.kept.pop(str(number), None)

    # ---- what the seat sends ------------------------------------------------------------------
    def reply_opened(self, number, plaintext):
        """A reply opened with the seat's key, numbered `number`. Answers:
        `["again", None]` (opened before: nothing changes), `["early", None]` (an earlier reply
        is not opened yet), `["state", None]` (its move was played already), `["refused", code]`
        (told to the seat in the next message) or `["move", [move, id, moves seen, hinted]]`:
        play it, then `done(...)` (or `refused(...)`); `hinted` says the player looked at the
        coach's hint for this decision (the record counts it)."""
        if number <= self.replies:
            return ["again", None]
        if number > self.replies + 1:
            return ["early", None]
        try:
            facts = json.loads(plaintext)
        except Exception:
            return ["refused", "msg.damaged"]
        if not isinstance(facts, dict):
            return ["refused", "msg.damaged"]
        got = facts.get("got")
        move_id = facts.get("id")
        seen = facts.get("n")
        move = facts.get("m")
        if (not _int(got, 1, self.sent) or not _int(move_id, 1, MAX_ID) or not _int(seen, 0, MAX_ID)
                or not isinstance(move, str) or not move or len(move) > MAX_MOVE):
            return ["refused", "msg.damaged"]
        self.replies = number
        if str(got) in self.kept and got >= self.acked:
            self.acked = got
            self._prune()
        if move_id == self.done_id and self.done_move == [move, seen]:
            return ["state", None]
        if move_id != self.done_id + 1:
            return self._refuse("msg.wrong_id", move_id)
        if self.over:
            return self._refuse("msg.over", move_id)
        if not self.due:
            return self._refuse("msg.not_due", move_id)
        if seen < self.since or seen > self.moves:
            return self._refuse("msg.stale", move_id)
        if move not in self.legal:
            return self._refuse("msg.illegal", move_id)
        return ["move", [move, move_id, seen, facts.get("h") == 1]]

    def _refuse(self, code, move_id):
        self.why = [code, move_id]
        return ["refused", code]

    def done(self, move_id, move, seen):
        """The move was played: its id is used up."""
        self.done_id = move_id
        self.done_move = [move, seen]

    def refused(self, move_id, code):
        """The engine refused the move after all: the seat hears why in the next message."""
        self.why = [code, move_id]
