"""A guest's side of a seat played by message: its seat's table, rebuilt from what it opened.

The guest's phone keeps what it needs to go on after a reload (`to_dict`/`from_dict`): the
invite's facts, its own keys and value, the newest message opened (`seq`) and the table it
showed, the tables it made replies from (`bases`: the host builds its next message on one of
them), the move waiting to be sent (`pending`, with its reply link, shown again until the host
has played it), and the fingerprint of every share it was sent (`received`) for the check at
the end (`pycore.deal`).

`opened(number, text)` takes a message from the host (already unsealed) and answers:
`["state", snap, fingerprint text]` (the table to draw; the caller keeps the SHA-256 of the
text with `keep_fingerprint`), `["again", snap]` (this message was opened before: nothing
changes), `["old", snap]` (a newer one was opened: nothing changes), `["no_base", None]` (it is
built on a table this phone does not have: the host should send it again in full), or
`["bad", None]`.

When the host's setup allows the coach's hints, a message at the seat's decision carries the
hint the host's engine worked out ahead from that seat's view (`hint`); "Hint" shows it
(`show_hint`), and the reply then says so (`h`), so that the host's record counts it.
Kept in the subset of Python that MicroPython runs.
"""

import json

from .. import saves
from ..table.protocol import MAX_HINTED
from .canonical import fingerprint_text

MAX_ID = 2147483647
KEEP_BASES = 8
MAX_LOG = 20000


def _int(value, low, high):
    return type(value) is int and low <= value <= high


def _texts(value):
    return isinstance(value, list) and all(isinstance(item, str) for item in value)


def hint_of(rows, legal):
    """The hint a message carries, as the game screen shows it (`[{"move", "chance"}]`), or
    None: anything but the seat's own legal moves with a chance from 0 to 1 is not a hint."""
    if not isinstance(rows, list) or not rows or len(rows) > MAX_HINTED or not isinstance(legal, list):
        return None
    out = []
    for row in rows:
        if not isinstance(row, dict) or not isinstance(row.get("m"), str) or row["m"] not in legal:
            return None
        chance = row.get("c")
        if chance is not None and (type(chance) not in (int, float) or not 0 <= chance <= 1):
            return None
        out.append({"move": row["m"], "chance": chance})
    return out


class GuestByMessage:
    FIELDS = ("invite", "keys", "value", "seq", "view", "log", "share", "bases", "replies", "next_id",
              "pending", "received", "game", "names", "kinds", "end", "why", "audit", "hint", "hint_seen")

    def __init__(self, invite, keys, value):
        self.invite = invite      # the invite's facts (app/message/links.py read_invite)
        self.keys = keys          # {"public", "private"} of this phone for this seat
        self.value = value        # this phone's value for the deal
        self.seq = 0              # the newest message from the host opened here
        self.view = None          # its view, without the log
        self.log = []             # the whole log so far
        self.share = None         # the seat's share as the engine made it (fingerprinted)
        self.bases = {}           # str(number) -> [view, log] of the messages replied from
        self.replies = 0          # the number of this phone's newest reply
        self.next_id = 1          # the id the host expects for the seat's next move
        self.pending = None       # {"id", "n", "m", "number", "got", "link"}: sent, not yet played
        self.received = []        # [move count, fingerprint] of every share opened
        self.game = invite["game"]
        self.names = invite["names"]
        self.kinds = invite["kinds"]
        self.end = None           # the revealed deal, in the last message
        self.why = None           # [code, move id] of this seat's move the host refused
        self.audit = None         # the check at the end, once asked for (app/message/audit.py)
        self.hint = None          # the coach's hint for the decision shown, as the host sent it
        self.hint_seen = False    # and whether this phone's player looked at it

    @property
    def table(self):
        return self.invite["table"]

    @property
    def seat(self):
        return self.invite["seat"]

    def to_dict(self):
        out = {}
        for name in self.FIELDS:
            out[name] = getattr(self, name)
        return out

    @classmethod
    def from_dict(cls, data):
        if (not isinstance(data, dict) or not isinstance(data.get("invite"), dict)
                or not isinstance(data.get("keys"), dict) or not isinstance(data.get("value"), str)):
            return None
        try:
            guest = cls(data["invite"], data["keys"], data["value"])
        except Exception:
            return None
        for name in cls.FIELDS:
            if name in data:
                setattr(guest, name, data[name])
        if not isinstance(guest.audit, dict):
            guest.audit = None      # a check cut short by a reload is offered again
        if hint_of(guest.hint, (guest.share or {}).get("legal")) is None:
            guest.hint = None
        guest.hint_seen = guest.hint_seen is True
        if (not _int(guest.seq, 0, MAX_ID) or not isinstance(guest.bases, dict)
                or not isinstance(guest.log, list) or not isinstance(guest.received, list)):
            return None
        return guest

    def answer_text(self):
        """What the answer to the invite seals: this phone's value for the deal."""
        return json.dumps({"value": self.value}, separators=(",", ":"))

    # ---- the host's messages ------------------------------------------------------------------
    def snap(self):
        """The table as the game screens draw it (like the engine's snapshot, for one seat)."""
        share = self.share
        if share is None:
            return None
        return {"record": {"game": self.game,
                           "seats": [{"name": self.names[i], "kind": self.kinds[i]} for i in range(len(self.names))]},
                "view": share["view"], "legal": share["legal"], "to_move": share["to_move"],
                "over": share["over"], "result": share["result"], "scores": share["scores"],
                "moves": share["moves"], "viewer": self.seat, "can_undo": False}

    def opened(self, number, text):
        if number < self.seq:
            return ["old", self.snap()]
        if number == self.seq:
            return ["again", self.snap()]
        try:
            message = json.loads(text)
        except Exception:
            return ["bad", None]
        if not isinstance(message, dict):
            return ["bad", None]
        base_number = message.get("b")
        if not _int(base_number, 0, MAX_ID):
            return ["bad", None]
        if base_number == 0:
            old_view, old_log = {}, []
            if not (isinstance(message.get("game"), str) and _texts(message.get("names"))
                    and _texts(message.get("kinds")) and len(message["names"]) == len(self.names)):
                return ["bad", None]
        elif str(base_number) in self.bases:
            old_view, old_log = self.bases[str(base_number)]
        else:
            return ["no_base", None]
        changed = message.get("view")
        keys = message.get("vk")
        start = message.get("lf")
        log = message.get("log")
        if (not isinstance(changed, dict) or not _texts(keys) or len(keys) > 200
                or not _int(start, 0, len(old_log)) or not isinstance(log, list)
                or start + len(log) != message.get("ll") or start + len(log) > MAX_LOG):
            return ["bad", None]
        view = {}
        for key in keys:
            if key in changed:
                view[key] = changed[key]
            elif key in old_view:
                view[key] = old_view[key]
            else:
                return ["bad", None]       # a part this phone was never sent
        whole = old_log[:start] + log
        full = dict(view)
        full["log"] = whole
        share = {"moves": message.get("n"), "to_move": message.get("due"), "legal": message.get("legal"),
                 "scores": message.get("scores"), "over": message.get("over"),
                 "result": message.get("result"), "view": full}
        record = {"game": self.game, "seats": [{} for _ in self.names]}
        drawn = dict(share)
        drawn["viewer"] = self.seat
        if not saves.snapshot_ok(drawn, record) or not isinstance(message.get("seats"), list):
            return ["bad", None]
        if base_number == 0:
            self.game = message["game"]
            self.names = message["names"]
            self.kinds = message["kinds"]
        if self.share is None or self.share.get("moves") != share["moves"]:
            self.hint_seen = False      # a new decision: a hint looked at was for the last one
        self.seq = number
        self.view = view
        self.log = whole
        self.share = share
        answered = message.get("a")
        if _int(answered, 0, MAX_ID - 1):
            if self.pending is not None and answered >= self.pending["id"]:
                self.pending = None
            if self.pending is None:
                self.next_id = answered + 1
        why = message.get("why")
        self.why = None
        if isinstance(why, list) and len(why) == 2 and isinstance(why[0], str) and self.pending is not None \
                and why[1] == self.pending["id"]:
            self.why = why
            self.next_id = self.pending["id"]   # a refused move does not use up its id
            self.pending = None                 # the seat chooses again from this table
        if isinstance(message.get("end"), dict):
            self.end = message["end"]
        # the hint is the host's word on this decision, not part of the share the check replays
        hint = message.get("hint") if self.seat in (share["to_move"] or []) else None
        self.hint = hint if hint_of(hint, share["legal"]) is not None else None
        return ["state", self.snap(), fingerprint_text(share)]

    def show_hint(self):
        """"Hint": the hint for the decision shown (`[{"move", "chance"}]`), or None; the reply
        made from it will say it was looked at."""
        if self.hint is None or self.pending is not None:
            return None
        self.hint_seen = True
        return hint_of(self.hint, self.share["legal"])

    def keep_fingerprint(self, moves, digest):
        self.received.append([moves, digest])

    # ---- this seat's moves ----------------------------------------------------------------------
    def play(self, move):
        """The reply for a tapped move: `[number, text]`, or None (a move already waits, or the
        seat is not due)."""
        share = self.share
        if self.pending is not None or share is None or self.seat not in (share["to_move"] or []):
            return None
        if move not in share["legal"]:
            return None
        self.replies += 1
        self.bases[str(self.seq)] = [self.view, self.log]
        numbers = [int(k) for k in self.bases]
        numbers.sort()
        for old in numbers[:-KEEP_BASES]:
            del self.bases[str(old)]
        self.pending = {"id": self.next_id, "n": share["moves"], "m": move, "number": self.replies,
                        "got": self.seq, "link": None}
        self.next_id = min(self.next_id + 1, MAX_ID)
        facts = {"got": self.seq, "id": self.pending["id"], "n": share["moves"], "m": move}
        if self.hint_seen:
            facts["h"] = 1
            self.hint_seen = False      # counted once: a move refused and chosen again is not
        return [self.replies, json.dumps(facts, separators=(",", ":"))]

    def keep_link(self, link):
        """The sealed reply link of the waiting move, shown again until the host plays it."""
        if self.pending is not None:
            self.pending["link"] = link
