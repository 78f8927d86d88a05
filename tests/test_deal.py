"""The deal of a table played by message, checked at the end (pycore/deal.py, pycore/views.py).

An honest game passes on every phone; a changed secret, seed, value, move or share is found
and named; damaged input is refused, never trusted.
"""

from __future__ import annotations

import hashlib
import json
import random

import pytest

from pycore import deal, games, records, views
from pycore.deal import AuditError
from pycore.records import RecordError

SECRET = "S" * 42 + "w"
VALUES_2 = ["", "abcdefghijklmnopqrstuv"]


def wire(value):
    """As it crosses the worker boundary and a link: JSON text, parsed again."""
    return json.loads(json.dumps(value))


def honest_game(game_id, players, seed, seat):
    """A random game dealt from the secret and the values; the shares `seat` was sent (one
    at each of its decisions, as its turn links would carry them) and their fingerprints."""
    values = [""] * players
    values[seat] = "v" + str(seed) + "abcdefghij"
    names = [{"name": "P" + str(i), "kind": "human"} for i in range(players)]
    record = records.make_record(game_id, names, deal.derive_seed(SECRET, values))
    state = records.replay(record)
    rnd = random.Random(seed)
    received = []
    while not state.is_over():
        due = list(state.to_move())
        if seat in due:
            received.append([len(record["moves"]),
                             views.fingerprint(wire(views.seat_view_of(record, state, seat)))])
        mover = rnd.choice(due)
        move = str(rnd.choice(state.legal_moves(mover)))
        state.apply(mover, move)
        record = dict(record, moves=record["moves"] + [[mover, move]])
    received.append([len(record["moves"]),
                     views.fingerprint(wire(views.seat_view_of(record, state, seat)))])
    return record, values, received


def test_the_commitment_is_the_sha256_of_the_fixed_text():
    assert deal.commitment("abc") == hashlib.sha256(b"pt1-deal|abc").hexdigest()
    assert deal.commitment("abc") != deal.commitment("abd")


def test_the_seed_depends_on_the_secret_and_every_value_in_seat_order():
    seed = deal.derive_seed(SECRET, VALUES_2)
    assert 0 <= seed < 1 << deal.SEED_BITS
    assert seed == deal.derive_seed(SECRET, list(VALUES_2))
    assert seed != deal.derive_seed(SECRET[:-1] + "x", VALUES_2)
    assert seed != deal.derive_seed(SECRET, ["", "abcdefghijklmnopqrstuw"])
    assert seed != deal.derive_seed(SECRET, list(reversed(VALUES_2)))
    digest = hashlib.sha256(("pt1-seed|" + SECRET + "||" + VALUES_2[1]).encode()).digest()
    assert seed == int.from_bytes(digest[:8], "big") % (1 << 62)


@pytest.mark.parametrize("game_id", games.ids())
def test_an_honest_game_passes_the_audit_on_a_guests_phone(game_id):
    players = games.get(game_id).players[0] + 1 if game_id == "citadels" else 2
    record, values, received = honest_game(game_id, players, 7, 1)
    commit = deal.commitment(SECRET)
    checked = deal.audit_game(wire(record), SECRET, commit, values, 1, values[1], received)
    assert checked == {"moves": len(record["moves"]), "shares": len(received), "promised": True}
    assert len(received) > 3
    # the host's phone checks its own record the same way, with no shares of its own
    assert deal.audit_game(record, SECRET, commit, values)["shares"] == 0


@pytest.fixture(scope="module")
def luna_game():
    return honest_game("luna", 2, 3, 1)


def test_each_change_is_found_and_named(luna_game):
    record, values, received = luna_game
    commit = deal.commitment(SECRET)

    def code(**change):
        args = {"record": record, "secret": SECRET, "commit": commit, "values": values,
                "seat": 1, "own_value": values[1], "received": received}
        args.update(change)
        with pytest.raises(AuditError) as caught:
            deal.audit_game(**args)
        return caught.value.code, caught.value.params

    assert code(secret="T" + SECRET[1:])[0] == "audit.commitment"
    assert code(own_value="somethingelse")[0] == "audit.own_value"
    other = ["", "zzzzzzzzzzzzzzzzzzzzzz"]
    assert code(values=other, own_value=None)[0] == "audit.seed"
    assert code(record=dict(record, seed=record["seed"] ^ 1))[0] == "audit.seed"
    # a move that is not legal where it stands (the first move played twice)
    moves = [record["moves"][0]] + record["moves"]
    found, params = code(record=dict(record, moves=moves), received=[])
    assert found == "audit.illegal_move" and params["n"] == 2
    # a share altered by one character, or claimed at a move the game never reached
    bad = [list(r) for r in received]
    bad[2][1] = ("0" if bad[2][1][0] != "0" else "1") + bad[2][1][1:]
    assert code(received=bad) == ("audit.share", {"n": received[2][0]})
    assert code(received=received + [[len(record["moves"]) + 1, "0" * 64]])[0] == "audit.share"


def test_a_share_from_another_seat_or_an_earlier_moment_is_not_this_seats(luna_game):
    record, values, received = luna_game
    state = records.replay(record, upto=received[3][0])
    so_far = dict(record, moves=record["moves"][:received[3][0]])
    theirs = views.fingerprint(wire(views.seat_view_of(so_far, state, 0)))
    swapped = [list(r) for r in received]
    swapped[3][1] = theirs
    with pytest.raises(AuditError):
        deal.audit_game(record, SECRET, deal.commitment(SECRET), values, 1, values[1], swapped)
    late = [list(r) for r in received]
    late[3][0] = late[2][0]
    with pytest.raises(AuditError):
        deal.audit_game(record, SECRET, deal.commitment(SECRET), values, 1, values[1], late)


def test_a_deal_never_promised_checks_the_moves_and_the_shares_only(luna_game):
    # a live table's seat gone on by message: its game was dealt before any commitment
    record, values, received = luna_game
    checked = deal.audit_game(record, "", "", ["", ""], 1, values[1], received)
    assert checked == {"moves": len(record["moves"]), "shares": len(received), "promised": False}
    with pytest.raises(AuditError) as caught:
        deal.audit_game(record, SECRET, "", values, 1, values[1], received)   # a secret with no promise
    assert caught.value.code == "audit.damaged"
    moves = [record["moves"][0]] + record["moves"]
    with pytest.raises(AuditError) as caught:
        deal.audit_game(dict(record, moves=moves), "", "", ["", ""], 1, None, [])
    assert caught.value.code == "audit.illegal_move"
    bad = [list(r) for r in received]
    bad[1][1] = ("0" if bad[1][1][0] != "0" else "1") + bad[1][1][1:]
    with pytest.raises(AuditError) as caught:
        deal.audit_game(record, "", "", ["", ""], 1, None, bad)
    assert caught.value.code == "audit.share"


@pytest.mark.parametrize("change", [
    {"secret": None}, {"secret": ""}, {"secret": "short"}, {"secret": "!" * 43}, {"commit": 5},
    {"values": ["", 3]}, {"values": [""]}, {"values": "ab"}, {"values": ["", "x" * 44]},
    {"seat": 2}, {"seat": "1"}, {"received": "x"}, {"received": [[0]]},
    {"received": [[True, "0" * 64]]}, {"received": [[0, "short"]]},
])
def test_damaged_input_is_refused(luna_game, change):
    record, values, received = luna_game
    args = {"record": record, "secret": SECRET, "commit": deal.commitment(SECRET),
            "values": values, "seat": 1, "own_value": values[1], "received": received}
    args.update(change)
    with pytest.raises(AuditError) as caught:
        deal.audit_game(**args)
    assert caught.value.code == "audit.damaged"


def test_a_record_that_is_not_a_record_is_refused_as_a_record(luna_game):
    _record, values, _received = luna_game
    with pytest.raises(RecordError):
        deal.audit_game({"format": 1}, SECRET, deal.commitment(SECRET), values)
