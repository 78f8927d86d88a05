"""The canonical JSON text of a share, written in the UI as the engine writes it.

A phone playing by message keeps the fingerprint (SHA-256 of this text) of every share it was
sent; the end-of-game audit (`pycore.deal`) recomputes each from a replay with
`pycore.views.canonical`. The two writers must give the same characters for every value a
share holds (tests/web/test_message_canonical.py holds them equal over whole games, in
CPython and in MicroPython, whose `json` cannot sort keys).
"""

# The parts of a share the fingerprint covers (pycore.views.FINGERPRINTED).
FINGERPRINTED = ("moves", "to_move", "legal", "scores", "over", "result", "view")

_ESCAPES = {'"': '\\"', "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\b": "\\b", "\f": "\\f"}
_HEX = "0123456789abcdef"


class NotCanonical(Exception):
    """A value JSON has no one text for here (NaN, infinity, a key that is not a string)."""


def _string(text, out):
    out.append('"')
    start = 0
    for i in range(len(text)):
        ch = text[i]
        if ch in _ESCAPES or ch < " ":
            out.append(text[start:i])
            code = ord(ch)
            out.append(_ESCAPES.get(ch) or "\\u00" + _HEX[code >> 4] + _HEX[code & 15])
            start = i + 1
    out.append(text[start:])
    out.append('"')


def _write(value, out):
    if value is None:
        out.append("null")
    elif value is True:
        out.append("true")
    elif value is False:
        out.append("false")
    elif type(value) is int:
        out.append(str(value))
    elif isinstance(value, str):
        _string(value, out)
    elif isinstance(value, (list, tuple)):
        out.append("[")
        for i in range(len(value)):
            if i:
                out.append(",")
            _write(value[i], out)
        out.append("]")
    elif isinstance(value, dict):
        keys = list(value.keys())
        for key in keys:
            if not isinstance(key, str):
                raise NotCanonical("key")
        keys.sort()
        out.append("{")
        for i in range(len(keys)):
            if i:
                out.append(",")
            _string(keys[i], out)
            out.append(":")
            _write(value[keys[i]], out)
        out.append("}")
    elif type(value) is float:
        out.append(_float(value))
    else:
        raise NotCanonical(type(value).__name__)


def _float(value):
    """A float as CPython's json writes it (the scores are floats: whole or halves)."""
    if value != value or value in (float("inf"), float("-inf")):
        raise NotCanonical("float")
    if value == int(value) and abs(value) < 1e15:
        return str(int(value)) + ".0"
    return repr(value)


def canonical(value):
    """Keys sorted, no spaces, characters as they are (`pycore.views.canonical`)."""
    out = []
    _write(value, out)
    return "".join(out)


def fingerprint_text(share):
    """The text whose SHA-256 is a share's fingerprint: its `FINGERPRINTED` parts."""
    part = {}
    for name in FINGERPRINTED:
        part[name] = share.get(name)
    return canonical(part)
