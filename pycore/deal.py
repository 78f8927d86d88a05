"""A deal every phone can check at the end: commit, derive, reveal, audit.

At a table played by message the host's phone deals and holds the game, like a person dealing
cards. So that it cannot choose a deal after seeing the guests' answers, it draws a secret
first and puts only its `commitment` (a SHA-256) in the invites. Each guest's answer adds a
random value of its own, and the game's seed is `derive_seed(secret, values)`: fixed by the
secret and every seat's value, in seat order. When the game ends the host reveals the secret,
and each phone runs `audit_game`: the secret matches the commitment, the record's seed is the one
derived (with this phone's own value in its place), every move of the record replays legally,
and every share this phone was sent (`pycore.views`, by its fingerprint) is the one the replay
gives its seat at that move. A dealt or altered game is found; a peek at the host's own phone
is not, and the app says so.

The texts hashed here are fixed (`pt1-deal|…`, `pt1-seed|…`): the host's phone and every
guest's must make the same bytes.
"""

from __future__ import annotations

import hashlib
from typing import Any

from . import records, views
from .protocol import IllegalMove
from .refusals import Refusal

SEED_BITS = 62          # the seeds every game takes (web/worker/engine.py deals within them too)
SECRET_CHARS = 43       # 32 random bytes as base64url without padding
MAX_VALUE_CHARS = 43    # a guest's value: 16 bytes (22 characters); room for 32
_B64URL = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")


class AuditError(Refusal):
    """An end-of-game check that failed: a coded refusal (`audit.*`) saying what was found."""


def _sha256_hex(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _b64url(text: Any, low: int, high: int) -> bool:
    return isinstance(text, str) and low <= len(text) <= high and set(text) <= _B64URL


def commitment(secret: str) -> str:
    """What the invites carry: the hex SHA-256 of `pt1-deal|<secret>`."""
    return _sha256_hex("pt1-deal|" + secret)


def derive_seed(secret: str, values: list[str]) -> int:
    """The deal's seed from the host's secret and each seat's value, in seat order (`""` for
    a seat that adds none: a bot, a seat on the host's phone).

    >>> derive_seed("s" * 43, ["", "abc"]) == derive_seed("s" * 43, ["", "abc"])
    True
    >>> derive_seed("s" * 43, ["", "abc"]) == derive_seed("s" * 43, ["abc", ""])
    False
    """
    digest = hashlib.sha256(("pt1-seed|" + secret + "|" + "|".join(values)).encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "big") % (1 << SEED_BITS)


def audit_game(record: Any, secret: Any, commit: Any, values: Any, seat: int | None = None,
          own_value: str | None = None, received: Any = ()) -> dict[str, Any]:
    """Check a finished game as the phone of `seat` can (see the module's docstring).

    `record` is the game's record (the host's, revealed with the secret); `values` each seat's
    value as the host used it; `own_value` the value this phone sent; `received` the
    `[move count, fingerprint]` of every share this phone was sent. An empty `commit` is a
    deal never promised (its `secret` is empty too): only the moves and the shares are
    checked. Answers `{"moves": n, "shares": k, "promised": bool}` (what was checked) or
    raises `AuditError` naming the first thing found wrong; a record that is not a record raises its own `RecordError`.
    """
    checked = records.check_record(record)
    players = len(checked["seats"])
    # No commitment (""): the game was dealt before any seat played by message (a live table a
    # guest left), so there is no promise to check; the moves and the shares still are.
    promised = commit != ""
    if not isinstance(commit, str) or not (_b64url(secret, SECRET_CHARS, SECRET_CHARS) if promised
                                           else secret == ""):
        raise AuditError("audit.damaged")
    if (not isinstance(values, list) or len(values) != players
            or not all(v == "" or _b64url(v, 1, MAX_VALUE_CHARS) for v in values)):
        raise AuditError("audit.damaged")
    if promised and commitment(secret) != commit:
        raise AuditError("audit.commitment")
    if seat is not None:
        if not isinstance(seat, int) or not 0 <= seat < players:
            raise AuditError("audit.damaged")
        if promised and own_value is not None and values[seat] != own_value:
            raise AuditError("audit.own_value", seat=seat + 1)
    if promised and derive_seed(secret, values) != checked["seed"]:
        raise AuditError("audit.seed")
    wanted = _received(received, len(checked["moves"]))
    if wanted and seat is None:
        raise AuditError("audit.damaged")
    state = records.new_state(dict(checked, moves=[]))
    shares = 0
    so_far: dict[str, Any] = dict(checked, moves=[])
    for n in range(len(checked["moves"]) + 1):
        if n in wanted:
            assert seat is not None
            got = views.fingerprint(views.seat_view_of(so_far, state, seat))
            for print_ in wanted[n]:
                if print_ != got:
                    raise AuditError("audit.share", n=n)
                shares += 1
        if n == len(checked["moves"]):
            break
        mover, text = checked["moves"][n]
        try:
            state.apply(mover, text)
        except IllegalMove as exc:
            raise AuditError("audit.illegal_move", n=n + 1, seat=mover + 1, move=text,
                             why=exc.as_dict()) from None
        so_far["moves"] = checked["moves"][:n + 1]
    return {"moves": len(checked["moves"]), "shares": shares, "promised": promised}


def _received(received: Any, moves: int) -> dict[int, list[str]]:
    """The fingerprints a phone kept, by move count; damaged input refused."""
    if not isinstance(received, (list, tuple)) or len(received) > records.MAX_MOVES + 1:
        raise AuditError("audit.damaged")
    wanted: dict[int, list[str]] = {}
    for entry in received:
        if (not isinstance(entry, (list, tuple)) or len(entry) != 2
                or not isinstance(entry[0], int) or isinstance(entry[0], bool)
                or not isinstance(entry[1], str) or len(entry[1]) != 64):
            raise AuditError("audit.damaged")
        if not 0 <= entry[0] <= moves:
            raise AuditError("audit.share", n=entry[0])
        wanted.setdefault(entry[0], []).append(entry[1])
    return wanted
