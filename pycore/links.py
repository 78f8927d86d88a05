"""Share links: a record packed into a URL fragment, so it never reaches a server.

The fragment is `g1.<data>` for a game in progress and `i1.<data>` for an invite (the seats
and options only: no moves and no seed, so an invite sent mid-game gives away nothing of the
deal; a new seed is drawn when it is accepted), where `<data>` is the record's compact JSON,
deflated and base64url-encoded without padding. The `1` is the link format: a larger number
means a newer app made it. A game link carries the seed and every move: whoever reads it can
work out every hidden card, which the share sheet says.

A game link may be addressed to one seat ("Bob's turn": the app that opens it plays that
seat only, web/ui/app/table/seatlink.py): `g1.<data>.s<seat>`, the seat counted from 0 in
plain digits (base64url has no dot). Only a human seat of the record can be addressed.

Links arrive from anywhere, so `decode` never trusts them, and it is the one judge of a link:
the app shows or saves nothing of a link before the engine's `decode` has accepted it. The
size is bounded before and after inflating, the nesting before parsing (`records.too_deep`,
so Pyodide's parser and CPython's never see a record they would judge differently), the JSON
is parsed with the standard parser (never evaluated), the record is checked and replayed,
and a seat address must name one of its human seats.

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
import re
import zlib
from typing import Any

from .records import RecordError, check_record, replay, too_deep

LINK_FORMAT = 1
MAX_FRAGMENT = 60000
MAX_JSON = 400000
_DATA = re.compile(r"[A-Za-z0-9_-]+")    # base64url without padding, nothing else
_SEAT = re.compile(r"s(0|[1-9][0-9]?)")  # a seat address: "s0" to "s99", no leading zero


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
    """`{"kind": "game"|"invite", "record": record, "seat": seat addressed or None}` from a
    fragment, or `RecordError`."""
    if not isinstance(fragment, str):
        raise RecordError("link.empty")
    fragment = fragment.lstrip("#")
    if len(fragment) > MAX_FRAGMENT:
        raise RecordError("link.too_long")
    head, dot, rest = fragment.partition(".")
    kind = _kind(head, dot)
    data, dot, address = rest.partition(".")
    seat = _address(address, kind) if dot else None
    record = check_record(_unpack(data), setup_only=(kind == "invite"))
    if seat is not None and not _human(record, seat):
        raise RecordError("link.not_a_player", seat=seat + 1)
    replay(record)  # a forged move list fails here, naming the move
    return {"kind": kind, "record": record, "seat": seat}


def _kind(head: str, dot: str) -> str:
    """"game" or "invite" from a link's head (`g1`, `i1`), or `RecordError`."""
    number = head[1:]
    # isdigit() alone accepts "²" and 5000-digit numbers, which int() then refuses
    if (not dot or len(head) < 2 or head[0] not in "gi" or len(number) > 3
            or not all("0" <= ch <= "9" for ch in number)):
        raise RecordError("link.not_link")
    if int(number) > LINK_FORMAT:
        raise RecordError("link.newer")
    return "invite" if head[0] == "i" else "game"


def _address(address: str, kind: str) -> int:
    """The seat a game link is addressed to (`s<seat>`), or `RecordError`: an invite has no
    seats to address, and anything but the form `seatlink` writes is refused, never dropped
    (a link that says something the app cannot read is not opened as if it said nothing)."""
    if kind != "game" or not _SEAT.fullmatch(address):
        raise RecordError("link.bad_address")
    return int(address[1:])


def _human(record: dict[str, Any], seat: int) -> bool:
    seats = record["seats"]
    return 0 <= seat < len(seats) and seats[seat]["kind"] == "human"


def _unpack(data: str) -> Any:
    """The JSON a link's data packs, parsed only once its size and nesting are bounded."""
    if not _DATA.fullmatch(data):
        raise RecordError("link.damaged")
    try:
        packed = base64.urlsafe_b64decode(data + "=" * (-len(data) % 4))
        inflater = zlib.decompressobj()
        raw = inflater.decompress(packed, MAX_JSON)
        if inflater.unconsumed_tail or inflater.unused_data or not inflater.eof:
            raise RecordError("link.damaged")
        text = raw.decode("utf-8")
    except (binascii.Error, zlib.error, UnicodeDecodeError):
        raise RecordError("link.damaged") from None
    if too_deep(text):
        raise RecordError("link.too_deep")
    try:
        return json.loads(text)
    except ValueError:
        raise RecordError("link.damaged") from None
