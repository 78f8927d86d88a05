"""The check at the end of a table by message, on the host's phone and on each guest's.

The last message of a finished game reveals what the host kept (`reveal`): its secret, every
seat's value for the deal and the game's record. Each phone has the engine check it
(`pycore.deal.audit_game`, the worker's `audit`): the secret matches the commitment the invite
carried, the deal is the one derived from the secret and every seat's value (this phone's own
among them), every move replays legally, and every table this phone was sent is the one the
replay gives its seat. A game that began at a live table had no commitment (its secret is
empty): its check covers the moves and the tables, and says the deal was not promised.
The host's phone checks at once; a guest's phone, which runs no engine during the game,
checks when its player asks (the engine is fetched then, once).

The verdict is kept as the worker answered it (`{"ok": true, "moves", "shares"}`, or the
refusal with its code), so it is worded in the reader's language whenever it is drawn, and is
shown in `[data-audit='ok']` or `[data-audit='failed']`.
Kept in the subset of Python that MicroPython runs.
"""

import json

from ..html import button, esc, tag
from ..i18n import refusal_text, t
from . import strings  # noqa: F401  (the words join the catalogue)

RUNNING = "running"


def reveal(secret, values, record):
    """What the last message reveals to every seat (`SeatByMessage.message`'s `end`): the
    record's moves as lines of "<seat> <move>" (a fifth shorter, once compressed, than the
    record's lists: the last link of a long game stays short enough for every messenger)."""
    lines = []
    for entry in record.get("moves") or []:
        lines.append(str(entry[0]) + " " + str(entry[1]))
    setup = {}
    for key in record:
        if key != "moves":
            setup[key] = record[key]
    return {"secret": secret, "values": values, "record": setup, "moves": "\n".join(lines)}


def revealed_record(end):
    """The record the reveal carries, or None if it is not one (then the check fails)."""
    if not (isinstance(end, dict) and isinstance(end.get("secret"), str) and isinstance(end.get("values"), list)
            and isinstance(end.get("record"), dict) and isinstance(end.get("moves"), str)):
        return None
    moves = []
    for line in end["moves"].split("\n") if end["moves"] else []:
        seat, _, move = line.partition(" ")
        if not seat.isdigit() or not move:
            return None
        moves.append([int(seat), move])
    record = dict(end["record"])
    record["moves"] = moves
    return record


async def check(app, end, commit, seat, own_value=None, received=None):
    """The engine's verdict on the revealed game, as this phone can check it."""
    record = revealed_record(end)
    if record is None:
        return {"ok": False, "code": "audit.damaged", "params": {}}
    request = {"record": record, "secret": end["secret"], "commit": commit, "values": end["values"],
               "seat": seat, "own_value": own_value, "received": received or []}
    reply = await app.call("audit", json.dumps(request))
    if reply.get("ok"):
        return {"ok": True, "moves": reply.get("moves", 0), "shares": reply.get("shares", 0),
                "promised": reply.get("promised") is not False}
    return reply


def render(lang, verdict, can_check, promised=True):
    """The end-of-game check: its verdict, or the button that runs it (`can_check`), or nothing.
    `promised`: the invite carried a commitment to the deal."""
    if verdict is None and not can_check:
        return ""
    if verdict is None:
        offer = "msg_audit_offer" if promised else "msg_audit_offer_unpromised"
        body = (tag("p", [["class", "hint"]], esc(t(lang, offer)))
                + button(esc(t(lang, "msg_audit_check")), cls="btn btn-primary", action="table-maudit"))
        state = "offered"
    elif verdict == RUNNING:
        body = tag("p", [["role", "status"]], esc(t(lang, "msg_audit_running")))
        state = "running"
    elif isinstance(verdict, dict) and verdict.get("ok"):
        shares = verdict.get("shares", 0)
        key = "msg_audit_ok" if shares else "msg_audit_ok_host"   # the host is sent no tables
        if verdict.get("promised") is False:
            key += "_unpromised"
        body = tag("p", [["role", "status"]],
                   esc(t(lang, key, {"moves": verdict.get("moves", 0), "shares": shares})))
        state = "ok"
    else:
        why = refusal_text(lang, verdict) if isinstance(verdict, dict) else ""
        body = (tag("p", [["role", "alert"]], esc(t(lang, "msg_audit_failed")))
                + tag("p", [["class", "hint"]], esc(why)))
        state = "failed"
    return tag("section", [["class", "msg-audit is-" + state], ["data-audit", state],
                           ["aria-label", t(lang, "msg_audit_h")]],
               tag("h2", [], esc(t(lang, "msg_audit_h"))) + body)
