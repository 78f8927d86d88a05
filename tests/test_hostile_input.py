"""Hostile links and records: each one must end in a `RecordError` whose message a player can
read, never another exception, and must not carry bulk into a save.

Each test here was found by an adversarial review and failed before its fix.
"""

from __future__ import annotations

import base64
import json
import zlib

import pytest

from pycore import links, records


def pack_text(raw: str) -> str:
    return base64.urlsafe_b64encode(zlib.compress(raw.encode(), 9)).decode().rstrip("=")


def pack(obj) -> str:
    return pack_text(json.dumps(obj, separators=(",", ":")))


def setup(game_id="celtica", players=2, **fields):
    record = {"format": 1, "game": game_id, "seats": [{} for _ in range(players)], "seed": 1,
              "moves": []}
    record.update(fields)
    return record


def test_deeply_nested_json_in_a_link_is_refused_cleanly():
    # A few hundred bytes of link inflate to 200 kB of brackets: the JSON parser's
    # RecursionError escaped `decode` (the UI showed "Internal error: RecursionError ...").
    fragment = "g1." + pack_text("[" * 100_000 + "]" * 100_000)
    assert len(fragment) < links.MAX_FRAGMENT
    with pytest.raises(records.RecordError):
        links.decode(fragment)


@pytest.mark.parametrize("head", ["g" + "9" * 5000, "g\u00b2"])
def test_a_link_format_that_is_not_a_plain_number_is_refused_cleanly(head):
    # `head[1:].isdigit()` accepts "²" and 5000-digit numbers, which `int()` then rejects
    # with a bare ValueError ("invalid literal ...", "Exceeds the limit (4300 digits) ...").
    with pytest.raises(records.RecordError):
        links.decode(head + ".AAAA")


@pytest.mark.parametrize("ranks, players", [(9.0, 4), (8.0, 2)])
def test_a_citadels_rank_count_that_is_a_float_is_refused_cleanly(ranks, players):
    # `9.0 in (8, 9)` is true, so the option passed and `range(1, ranks + 1)` raised TypeError.
    record = setup("citadels", players, options={"ranks": ranks})
    with pytest.raises(records.RecordError):
        records.replay(record)
    with pytest.raises(records.RecordError):
        links.decode("g1." + pack(record))


UNPLAYED_NINTH = ["assassin", "thief", "magician", "king", "bishop", "merchant", "architect",
                  "warlord", "x" * 380_000]


@pytest.mark.parametrize("record", [
    # "engine" was kept verbatim whenever it was a str: a 700-character link became a 390 kB
    # record, stored in localStorage by every autosave of that game.
    setup(engine="x" * 390_000),
    # With 8 ranks (2 players) the rank-9 entry of "characters" is never read, so any string
    # rode along in the record's options.
    setup("citadels", 2, options={"characters": UNPLAYED_NINTH}),
], ids=["engine name", "unplayed ninth character"])
def test_a_short_link_cannot_carry_bulk_into_the_record(record):
    fragment = "g1." + pack(record)
    assert len(fragment) < 1000
    try:
        record = links.decode(fragment)["record"]
    except records.RecordError:
        return
    assert len(json.dumps(record)) < 10_000
