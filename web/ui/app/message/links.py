"""The text of each link a table by message sends, and reading one back.

Every link is the app's address with a fragment `#m1.<kind>.…` (the fragment never reaches a
server). The kinds, and who sends each:
* `i` an invite (host -> a seat): `#m1.i.<facts>`, the facts as base64url JSON, in the clear:
  the table, the seat, the invite's number, the game, the seats' names and kinds, the host's
  public key and the commitment to the deal. Anyone who reads it learns those; nothing else.
  An invite to a game already dealt (a live guest's seat going on by message) says so
  (`late`); its commitment is the table's, or empty if the game began at a live table.
* `a` an answer (the seat -> host): `#m1.a.<table>.<seat>.<invite>.<public key>.<sealed>`:
  the seat's phone's public key, and sealed with it its value for the deal.
* `t` a message to a seat (host -> the seat): `#m1.t.<table>.<seat>.<number>.<sealed>`.
* `r` a reply (the seat -> host): `#m1.r.<table>.<seat>.<number>.<sealed>`.
`<table>` is the table's id (base64url of 4 bytes), `<seat>` the seat (from 0), `<number>` the
message's number. What is sealed (web/js/seal.js) is bound to the table, seat, direction and
number (`aad_parts`), so a link changed in any character, or sent to another seat or table,
does not open.

`read(text)` takes a pasted message or a whole address and answers the link's parts, or raises
`LinkError` with a refusal code (`msg.*`; their words in both languages come with the screens
that show them).
"""

import json

from .. import b64

PREFIX = "m1."
VERSION = 1
KINDS = ("i", "a", "t", "r")
TABLE_CHARS = 6           # 4 bytes
KEY_CHARS = 87            # a P-256 public key, uncompressed: 65 bytes
MAX_SEALED = 8000         # characters of a sealed part: twice what a messenger carries
MAX_FACTS = 3000          # characters of an invite's facts
MAX_NUMBER = 1000000
MAX_SEATS = 8
# Direction words in the sealed parts' associated data.
TO_SEAT = "h"
FROM_SEAT = "g"
ANSWER = "a"


class LinkError(ValueError):
    """A link that is not a whole one of ours: `code` says how (msg.damaged, msg.not_a_link)."""

    def __init__(self, code):
        ValueError.__init__(self, code)
        self.code = code


def aad_parts(table, seat, direction, number):
    """What a sealed part is bound to (web/js/seal.js writes `pt1|table|seat|dir|number`)."""
    return [table, str(seat), direction, str(number)]


def _number(text, low):
    if not text or len(text) > 7 or not text.isdigit() or (len(text) > 1 and text[0] == "0"):
        raise LinkError("msg.damaged") from None
    value = int(text)
    if not low <= value <= MAX_NUMBER:
        raise LinkError("msg.damaged") from None
    return value


def _seat(text):
    if len(text) != 1 or not text.isdigit() or int(text) >= MAX_SEATS:
        raise LinkError("msg.damaged") from None
    return int(text)


def _check(text, low, high):
    if not b64.is_b64(text, low, high) or len(text) % 4 == 1:
        raise LinkError("msg.damaged") from None
    return text


def fragment_of(text):
    """The `m1.` link inside a pasted message or an address (the first one), or None."""
    if not isinstance(text, str) or len(text) > MAX_SEALED + MAX_FACTS:
        return None
    at = text.find("#" + PREFIX)
    if at < 0:
        at = text.find(PREFIX) if text.startswith(PREFIX) else -1
        if at < 0:
            return None
    else:
        at += 1
    end = at
    while end < len(text) and (b64.B64.find(text[end]) >= 0 or text[end] == "."):
        end += 1
    return text[at:end]


def read(text):
    """The parts of one link: `{"kind", …}` as the module's docstring lists; LinkError if none."""
    fragment = fragment_of(text)
    if fragment is None:
        raise LinkError("msg.not_a_link")
    parts = fragment.split(".")
    if len(parts) < 3 or parts[0] != "m1" or parts[1] not in KINDS:
        raise LinkError("msg.damaged") from None
    kind = parts[1]
    if kind == "i":
        if len(parts) != 3:
            raise LinkError("msg.damaged") from None
        return read_invite(parts[2])
    if kind == "a":
        if len(parts) != 7:
            raise LinkError("msg.damaged") from None
        return {"kind": "a", "table": _check(parts[2], TABLE_CHARS, TABLE_CHARS), "seat": _seat(parts[3]),
                "invite": _number(parts[4], 1), "key": _check(parts[5], KEY_CHARS, KEY_CHARS),
                "sealed": _check(parts[6], 40, MAX_SEALED)}
    if len(parts) != 6:
        raise LinkError("msg.damaged") from None
    return {"kind": kind, "table": _check(parts[2], TABLE_CHARS, TABLE_CHARS), "seat": _seat(parts[3]),
            "number": _number(parts[4], 1), "sealed": _check(parts[5], 40, MAX_SEALED)}


# ---- invites ------------------------------------------------------------------------------------
def _texts(value, high):
    if not isinstance(value, list) or not 2 <= len(value) <= MAX_SEATS:
        return False
    return all(isinstance(item, str) and len(item) <= high for item in value)


def invite(facts):
    """An invite's link fragment from its facts (see `read_invite`)."""
    text = json.dumps(facts, separators=(",", ":"))
    return "#" + PREFIX + "i." + b64.b64encode(text.encode("utf-8"))


def read_invite(body):
    """An invite's facts, checked: `{"kind": "i", "v", "table", "seat", "invite", "game",
    "names", "kinds", "key", "commit", "from", "late", "hints"}`; LinkError if damaged. `commit` is
    64 hex digits, or "" for a late seat of a game whose deal was never promised."""
    _check(body, 20, MAX_FACTS)
    try:
        facts = json.loads(b64.b64decode(body).decode("utf-8"))
    except Exception:
        raise LinkError("msg.damaged") from None
    if not isinstance(facts, dict):
        raise LinkError("msg.damaged") from None
    if facts.get("v") != VERSION:
        raise LinkError("msg.version")
    names = facts.get("names")
    kinds = facts.get("kinds")
    seat = facts.get("seat")
    commit = facts.get("commit")
    late = facts.get("late", False)
    hints = facts.get("hints", False)
    ok = (type(late) is bool and type(hints) is bool
          and isinstance(facts.get("table"), str) and b64.is_b64(facts["table"], TABLE_CHARS, TABLE_CHARS)
          and _texts(names, 40) and _texts(kinds, 12) and len(names) == len(kinds)
          and type(seat) is int and 0 <= seat < len(names)
          and type(facts.get("invite")) is int and 1 <= facts["invite"] <= MAX_NUMBER
          and isinstance(facts.get("game"), str) and 0 < len(facts["game"]) <= 40
          and b64.is_b64(facts.get("key"), KEY_CHARS, KEY_CHARS)
          and isinstance(commit, str) and ((len(commit) == 64 and all(ch in "0123456789abcdef" for ch in commit))
                                           or (commit == "" and late))
          and type(facts.get("from")) is int and 0 <= facts["from"] < len(names))
    if not ok:
        raise LinkError("msg.damaged") from None
    return {"kind": "i", "v": VERSION, "table": facts["table"], "seat": seat, "invite": facts["invite"],
            "game": facts["game"], "names": names, "kinds": kinds, "key": facts["key"],
            "commit": commit, "from": facts["from"], "late": late, "hints": hints}


# ---- the sealed kinds ---------------------------------------------------------------------------
def answer(table, seat, invite_number, key, sealed):
    return "#" + PREFIX + "a." + ".".join([table, str(seat), str(invite_number), key, sealed])


def to_seat(table, seat, number, sealed):
    return "#" + PREFIX + "t." + ".".join([table, str(seat), str(number), sealed])


def reply(table, seat, number, sealed):
    return "#" + PREFIX + "r." + ".".join([table, str(seat), str(number), sealed])
