"""base64url without padding: the alphabet every code and link of the app is written in.

Kept in the subset of Python that MicroPython runs (its `binascii` has no url-safe alphabet).
"""

B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"


class B64Error(ValueError):
    """Text that is not base64url without padding."""


def b64encode(data):
    out = []
    n = len(data)
    i = 0
    while i < n:
        chunk = data[i:i + 3]
        value = 0
        for byte in chunk:
            value = value * 256 + byte
        value = value << (8 * (3 - len(chunk)))
        chars = [B64[(value >> 18) & 63], B64[(value >> 12) & 63], B64[(value >> 6) & 63], B64[value & 63]]
        out.append("".join(chars[:len(chunk) + 1]))
        i += 3
    return "".join(out)


def b64decode(text):
    if len(text) % 4 == 1:
        raise B64Error("cut short")
    out = bytearray()
    i = 0
    while i < len(text):
        chunk = text[i:i + 4]
        value = 0
        for ch in chunk:
            index = B64.find(ch)
            if index < 0:
                raise B64Error("not base64url")
            value = value * 64 + index
        value = value << (6 * (4 - len(chunk)))
        got = [(value >> 16) & 255, (value >> 8) & 255, value & 255]
        for byte in got[:len(chunk) - 1]:
            out.append(byte)
        i += 4
    return bytes(out)


def is_b64(text, low, high):
    """Whether `text` is base64url of `low` to `high` characters."""
    if not isinstance(text, str) or not low <= len(text) <= high:
        return False
    return all(B64.find(ch) >= 0 for ch in text)
