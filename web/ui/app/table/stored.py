"""What a host's table keeps beside its save (`pt.table.<save id>`, written by
`HostTable.meta`), read back checked, and a new table's id.

Kept in the subset of Python that MicroPython runs.
"""

import json

from . import meta_key, protocol, sdp

STAND_INS = ("", "bot", "local")   # who plays an away guest's seat: no one, a bot, this phone


def read_meta(store, save_id):
    """The table stored beside a save, or None (a save of a game on one phone, or damaged)."""
    text = store.get(meta_key(save_id))
    if not text:
        return None
    try:
        meta = json.loads(text)
    except Exception:
        return None
    if not isinstance(meta, dict) or meta.get("v") != 1 or not isinstance(meta.get("id"), str):
        return None
    remote = meta.get("remote")
    if not isinstance(remote, list) or not all(type(s) is int for s in remote):
        return None
    try:
        raw = sdp.b64decode(meta["id"])
    except sdp.PackError:
        return None
    if len(raw) != 4:   # a table id is four bytes
        return None
    tokens = meta.get("tokens") if isinstance(meta.get("tokens"), dict) else {}
    takeover = meta.get("takeover") if isinstance(meta.get("takeover"), dict) else {}
    clean = {key: (who if who in STAND_INS else "") for key, who in takeover.items()}
    message = meta.get("message") or []
    if not isinstance(message, list) or not all(type(s) is int for s in message):
        return None
    mail = None
    if message:
        from ..message import hosting
        mail = hosting.MessageSeats.from_meta(meta.get("mail"), meta["id"])
        if mail is None:
            return None
    return {"id": raw, "remote": remote, "tokens": tokens, "takeover": clean, "message": message, "mail": mail,
            "hints": meta.get("hints") is True}


def new_table_id(random_text):
    """Four random bytes from the port's random text (characters of protocol.TOKEN_CHARS)."""
    value = 0
    for ch in str(random_text(8))[:7]:
        index = protocol.TOKEN_CHARS.find(ch)
        value = value * 36 + (index if index >= 0 else 0)
    return bytes([(value >> 24) & 255, (value >> 16) & 255, (value >> 8) & 255, value & 255])
