"""Share links: a record packed into a URL fragment, so it never reaches a server.

The fragment is `g1.<data>` for a game in progress and `i1.<data>` for an invite (the seats
and options only: no moves and no seed, so an invite sent mid-game gives away nothing of the
deal; a new seed is drawn when it is accepted), where `<data>` is the record's compact JSON,
deflated and base64url-encoded without padding. The `1` is the link format: a larger number
means a newer app made it. A game link carries the seed and every move: whoever reads it can
work out every hidden card, which the share sheet says.

Links arrive from anywhere, so `decode` never trusts them: the size is bounded before and
after inflating, the JSON is parsed with the standard parser (never evaluated), and the
record is checked and replayed before anything else sees it.

>>> from pycore.records import make_record
>>> rec = make_record("celtica", [{"name": "Ann", "kind": "human"}, {"name": "Bo", "kind": "bot", "level": "easy"}], 7)
>>> frag = encode(rec)
>>> frag.startswith("g1.")
True
>>> decode(frag)["kind"]
'game'
"""

from __future__ import annotations

import base64
import binascii
import json
import zlib
from typing import Any

from .records import RecordError, check_record, replay

LINK_FORMAT = 1
MAX_FRAGMENT = 60000
MAX_JSON = 400000


def _pack(record: dict[str, Any]) -> str:
    raw = json.dumps(record, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
    packed = zlib.compress(raw, 9)
    return base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")


def encode(record: dict[str, Any], *, invite: bool = False) -> str:
    """The fragment (without `#`) for a record, or for its setup only with `invite` (no seed,
    no moves)."""
    record = check_record(record, setup_only=invite)
    if invite:
        record = {key: value for key, value in record.items() if key not in ("seed", "moves")}
    prefix = "i" if invite else "g"
    return f"{prefix}{LINK_FORMAT}.{_pack(record)}"


def decode(fragment: Any) -> dict[str, Any]:
    """`{"kind": "game"|"invite", "record": record}` from a fragment, or `RecordError`."""
    if not isinstance(fragment, str):
        raise RecordError("link.empty")
    fragment = fragment.lstrip("#")
    if len(fragment) > MAX_FRAGMENT:
        raise RecordError("link.too_long")
    head, dot, data = fragment.partition(".")
    number = head[1:]
    # isdigit() alone accepts "²" and 5000-digit numbers, which int() then refuses
    if (not dot or len(head) < 2 or head[0] not in "gi" or len(number) > 3
            or not all("0" <= ch <= "9" for ch in number)):
        raise RecordError("link.not_link")
    if int(number) > LINK_FORMAT:
        raise RecordError("link.newer")
    try:
        packed = base64.urlsafe_b64decode(data + "=" * (-len(data) % 4))
        inflater = zlib.decompressobj()
        raw = inflater.decompress(packed, MAX_JSON)
        if inflater.unconsumed_tail or not inflater.eof:
            raise RecordError("link.damaged")
        record = json.loads(raw.decode("utf-8"))
    except RecordError:
        raise
    except (binascii.Error, zlib.error, UnicodeDecodeError, ValueError, RecursionError):
        # RecursionError: a few hundred bytes can inflate to brackets nested too deep to parse
        raise RecordError("link.damaged") from None
    kind = "invite" if head[0] == "i" else "game"
    record = check_record(record, setup_only=(kind == "invite"))
    replay(record)  # a forged move list fails here, naming the move
    return {"kind": kind, "record": record}

