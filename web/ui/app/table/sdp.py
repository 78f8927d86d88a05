"""Connection descriptions packed small enough for a QR code that scans at arm's length.

A WebRTC description (SDP) for one data channel is ~750 bytes of text, but only a few of its
facts are needed to rebuild it: the ICE username fragment and password, the DTLS certificate's
SHA-256 fingerprint, the DTLS role, and the candidates (address, port, type). `pack` keeps
those, with the table's id and the seat, in a few dozen bytes (base64url: ~100–150
characters); `unpack` checks every byte of what it is given (a code comes from anyone's
camera or clipboard) and `to_sdp` writes the description back in the form Chromium, Firefox
and Safari accept. Every address kind a browser gives is kept: IPv4, IPv6, and the mDNS names
(`<uuid>.local`) browsers use to hide local addresses.

The join code is a link, `…/#t1.<packed offer>` (a guest opens it with the phone's camera);
the answer is `a1.<packed answer>`. Kept in the subset of Python that MicroPython runs.
"""

from .. import b64
from . import JOIN_PREFIX  # kept in the package, which the app's start reads without this module

FORMAT = 1
OFFER = 0
ANSWER = 1
ANSWER_PREFIX = "a1."
MAX_CANDIDATES = 8
MAX_TEXT = 1200            # characters of a code: far more than any packed description
CANDIDATE_TYPES = ["host", "srflx", "prflx", "relay"]
TYPE_PREFERENCE = [126, 100, 110, 0]
B64 = b64.B64
HEX = "0123456789abcdef"
ICE_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
URL_CHARS = ICE_CHARS + ":.-_?=&[]%"


class PackError(ValueError):
    """A description that cannot be packed, or a code that is not a whole one."""


# ---- base64url without padding (app/b64.py) ------------------------------------------------------
def b64encode(data):
    return b64.b64encode(data)


def b64decode(text):
    try:
        return b64.b64decode(text)
    except b64.B64Error as exc:
        raise PackError(str(exc)) from None


# ---- addresses ----------------------------------------------------------------------------------
def _ipv4(text):
    parts = text.split(".")
    if len(parts) != 4 or not all(p.isdigit() and len(p) <= 3 and int(p) <= 255 for p in parts):
        return None
    return bytes([int(p) for p in parts])


def _hex16(text):
    return len(text) <= 4 and len(text) > 0 and all(ch in HEX for ch in text.lower())


def _ipv6(text):
    if text.count("::") > 1 or ":" not in text:
        return None
    if "::" in text:
        head, tail = text.split("::")
        left = head.split(":") if head else []
        right = tail.split(":") if tail else []
        if len(left) + len(right) > 7:
            return None
        groups = left + ["0"] * (8 - len(left) - len(right)) + right
    else:
        groups = text.split(":")
    if len(groups) != 8 or not all(_hex16(g) for g in groups):
        return None
    out = bytearray()
    for group in groups:
        value = int(group, 16)
        out.append(value >> 8)
        out.append(value & 255)
    return bytes(out)


def _ipv6_text(data):
    return ":".join([HEX[(data[i] >> 4)] + HEX[data[i] & 15] + HEX[data[i + 1] >> 4] + HEX[data[i + 1] & 15]
                     for i in range(0, 16, 2)])


def _uuid(text):
    """The 16 bytes of an mDNS name `<uuid>.local`, or None."""
    if not text.endswith(".local"):
        return None
    raw = text[:-6]
    parts = raw.split("-")
    if [len(p) for p in parts] != [8, 4, 4, 4, 12]:
        return None
    digits = "".join(parts).lower()
    if not all(ch in HEX for ch in digits):
        return None
    return bytes([int(digits[i:i + 2], 16) for i in range(0, 32, 2)])


def _uuid_text(data):
    digits = "".join([HEX[b >> 4] + HEX[b & 15] for b in data])
    return (digits[0:8] + "-" + digits[8:12] + "-" + digits[12:16] + "-" + digits[16:20] + "-"
            + digits[20:32] + ".local")


# ---- reading a description ------------------------------------------------------------------------
def parse(sdp):
    """The facts of a data-channel description: `{"ufrag", "pwd", "fingerprint" (32 bytes),
    "setup", "candidates": [[address, port, type]]}` (UDP candidates of component 1 only)."""
    facts = {"ufrag": None, "pwd": None, "fingerprint": None, "setup": None, "candidates": []}
    for raw in str(sdp).split("\n"):
        line = raw.strip()
        if line.startswith("a=ice-ufrag:"):
            facts["ufrag"] = line[12:]
        elif line.startswith("a=ice-pwd:"):
            facts["pwd"] = line[10:]
        elif line.startswith("a=fingerprint:"):
            algo, _, value = line[14:].partition(" ")
            if algo.lower() == "sha-256":
                pieces = value.split(":")
                if len(pieces) == 32 and all(len(p) == 2 and _hex16(p) for p in pieces):
                    facts["fingerprint"] = bytes([int(p, 16) for p in pieces])
        elif line.startswith("a=setup:"):
            facts["setup"] = line[8:]
        elif line.startswith("a=candidate:"):
            words = line[12:].split()
            if (len(words) >= 8 and words[1] == "1" and words[2].lower() == "udp" and words[6] == "typ"
                    and words[7] in CANDIDATE_TYPES and words[5].isdigit() and 0 < int(words[5]) < 65536):
                facts["candidates"].append([words[4], int(words[5]), words[7]])
    return facts


def _ascii(text, chars, what, low, high):
    if not isinstance(text, str) or not low <= len(text) <= high or not all(ch in chars for ch in text):
        raise PackError(what)
    return bytes(text, "ascii")


def pack(sdp, kind, table_id, seat, stun=""):
    """The packed description (bytes) of `sdp`, an offer or an answer for `seat` at table
    `table_id` (4 bytes); `stun` names the STUN server the host chose (offers only)."""
    facts = parse(sdp)
    if facts["fingerprint"] is None:
        raise PackError("no sha-256 fingerprint")
    out = bytearray([FORMAT, kind | (2 if stun else 0) | (4 if facts["setup"] == "passive" else 0)])
    if len(table_id) != 4 or not 0 <= seat < 256:
        raise PackError("table")
    out += table_id
    out.append(seat)
    for value, what in [[facts["ufrag"], "ufrag"], [facts["pwd"], "pwd"]]:
        data = _ascii(value, ICE_CHARS, what, 4, 255)
        out.append(len(data))
        out += data
    out += facts["fingerprint"]
    kept = []
    for address, port, ctype in facts["candidates"]:
        encoded = _address(address)
        if encoded is not None and len(kept) < MAX_CANDIDATES:
            kept.append([encoded, port, CANDIDATE_TYPES.index(ctype)])
    out.append(len(kept))
    for encoded, port, ctype in kept:
        out.append(encoded[0] * 16 + ctype)
        out += encoded[1]
        out.append(port >> 8)
        out.append(port & 255)
    if stun:
        data = _ascii(stun, URL_CHARS, "stun", 1, 200)
        out.append(len(data))
        out += data
    return bytes(out)


def _address(text):
    """`[kind, bytes]` for an address (0 IPv4, 1 IPv6, 2 mDNS uuid, 3 another name)."""
    v4 = _ipv4(text)
    if v4 is not None:
        return [0, v4]
    v6 = _ipv6(text)
    if v6 is not None:
        return [1, v6]
    uuid = _uuid(text)
    if uuid is not None:
        return [2, uuid]
    if 0 < len(text) < 64 and all(ch in URL_CHARS for ch in text):
        return [3, bytes([len(text)]) + bytes(text, "ascii")]
    return None


class _Reader:
    def __init__(self, data):
        self.data = data
        self.at = 0

    def take(self, n):
        if n < 0 or self.at + n > len(self.data):
            raise PackError("cut short")
        piece = self.data[self.at:self.at + n]
        self.at += n
        return piece

    def byte(self):
        return self.take(1)[0]

    def text(self, chars, low, high):
        n = self.byte()
        piece = self.take(n)
        text = "".join([chr(b) for b in piece])
        if not low <= n <= high or not all(ch in chars for ch in text):
            raise PackError("damaged text")
        return text


def unpack(data):
    """`{"kind", "table" (4 bytes), "seat", "ufrag", "pwd", "fingerprint", "passive",
    "candidates": [[address, port, type]], "stun"}` from packed bytes; PackError if they are
    not a whole description."""
    reader = _Reader(data)
    if reader.byte() != FORMAT:
        raise PackError("format")
    flags = reader.byte()
    if flags & ~7:
        raise PackError("flags")
    out = {"kind": flags & 1, "passive": bool(flags & 4), "table": reader.take(4),
           "seat": reader.byte()}
    out["ufrag"] = reader.text(ICE_CHARS, 4, 255)
    out["pwd"] = reader.text(ICE_CHARS, 22, 255)
    out["fingerprint"] = reader.take(32)
    count = reader.byte()
    if count > MAX_CANDIDATES:
        raise PackError("candidates")
    candidates = []
    for _ in range(count):
        head = reader.byte()
        kind = head >> 4
        ctype = head & 15
        if ctype >= len(CANDIDATE_TYPES):
            raise PackError("candidate type")
        if kind == 0:
            address = ".".join([str(b) for b in reader.take(4)])
        elif kind == 1:
            address = _ipv6_text(reader.take(16))
        elif kind == 2:
            address = _uuid_text(reader.take(16))
        elif kind == 3:
            address = reader.text(URL_CHARS, 1, 63)
        else:
            raise PackError("address kind")
        port_bytes = reader.take(2)
        port = port_bytes[0] * 256 + port_bytes[1]
        if port == 0:
            raise PackError("port")
        candidates.append([address, port, CANDIDATE_TYPES[ctype]])
    out["candidates"] = candidates
    out["stun"] = reader.text(URL_CHARS, 1, 200) if flags & 2 else ""
    if reader.at != len(data):
        raise PackError("trailing bytes")
    return out


def to_sdp(facts):
    """The description Chromium, Firefox and Safari accept, rebuilt from `unpack`'s facts."""
    offer = facts["kind"] == OFFER
    setup = "actpass" if offer else ("passive" if facts["passive"] else "active")
    fingerprint = ":".join([HEX[b >> 4].upper() + HEX[b & 15].upper() for b in facts["fingerprint"]])
    lines = ["v=0", "o=- 1 2 IN IP4 127.0.0.1", "s=-", "t=0 0", "a=group:BUNDLE 0",
             "a=msid-semantic: WMS", "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
             "c=IN IP4 0.0.0.0"]
    for n, (address, port, ctype) in enumerate(facts["candidates"]):
        priority = (TYPE_PREFERENCE[CANDIDATE_TYPES.index(ctype)] << 24) + ((65535 - n) << 8) + 255
        line = ("a=candidate:" + str(n + 1) + " 1 udp " + str(priority) + " " + address + " "
                + str(port) + " typ " + ctype)
        if ctype != "host":
            line += " raddr 0.0.0.0 rport 0"
        lines.append(line + " generation 0")
    lines += ["a=ice-ufrag:" + facts["ufrag"], "a=ice-pwd:" + facts["pwd"],
              "a=ice-options:trickle", "a=fingerprint:sha-256 " + fingerprint,
              "a=setup:" + setup, "a=mid:0", "a=sctp-port:5000", "a=max-message-size:262144"]
    if facts["candidates"]:
        lines.append("a=end-of-candidates")
    return "\r\n".join(lines) + "\r\n"


# ---- codes --------------------------------------------------------------------------------------
def table_id_text(table_id):
    return b64encode(table_id)


def join_fragment(packed):
    return JOIN_PREFIX + b64encode(packed)


def answer_code(packed):
    return ANSWER_PREFIX + b64encode(packed)


def find_codes(text, prefix):
    """The bodies of every `prefix` code in `text`, in order (a pasted message may carry other
    words around a code; a link carries it after '#')."""
    if not isinstance(text, str) or len(text) > MAX_TEXT * 4:
        raise PackError("too long")
    bodies = []
    at = text.find(prefix)
    while at >= 0 and len(bodies) < 8:
        end = at + len(prefix)
        while end < len(text) and B64.find(text[end]) >= 0:
            end += 1
        body = text[at + len(prefix):end]
        if body and len(body) <= MAX_TEXT:
            bodies.append(body)
        at = text.find(prefix, end)
    return bodies


def _read(text, prefix, kind):
    """The facts of the first whole code of that kind in `text`, or PackError."""
    error = PackError("no code")
    for body in find_codes(text, prefix):
        try:
            facts = unpack(b64decode(body))
        except PackError as exc:
            error = exc
            continue
        if facts["kind"] == kind:
            return facts
        error = PackError("another kind of code")
    raise error


def read_join(text):
    """The facts of a join code (a whole link, or its fragment), checked to be an offer."""
    return _read(text, JOIN_PREFIX, OFFER)


def read_answer(text):
    """The facts of an answer code, checked to be an answer."""
    return _read(text, ANSWER_PREFIX, ANSWER)
