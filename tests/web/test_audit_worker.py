"""The engine worker's end-of-game check (web/worker/engine.py `audit`): it runs with no game open,
as a guest's phone that never held the game runs it, and answers a refusal by its code.
(The check itself, over whole games of every game: tests/test_deal.py.)"""

import json

from harness import fresh_engine

from pycore import deal, records, views

SECRET = "Q" * 43


def test_the_worker_runs_the_audit_with_no_game_open():
    values = ["", "abcdefghijklmnopqrstuv"]
    names = [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}]
    record = records.make_record("luna", names, deal.derive_seed(SECRET, values))
    state = records.replay(record)
    mover = next(iter(state.to_move()))
    shown = [[0, views.fingerprint(json.loads(json.dumps(views.seat_view_of(record, state, 1))))]]
    move = str(state.legal_moves(mover)[0])
    record = dict(record, moves=[[mover, move]])
    request = {"record": record, "secret": SECRET, "commit": deal.commitment(SECRET),
               "values": values, "seat": 1, "own_value": values[1], "received": shown}
    engine = fresh_engine()
    assert json.loads(engine.audit(json.dumps(request))) == {"ok": True, "moves": 1, "shares": 1, "promised": True}
    bad = json.loads(engine.audit(json.dumps(dict(request, secret="T" + SECRET[1:]))))
    assert not bad["ok"] and bad["code"] == "audit.commitment"
    assert json.loads(engine.audit("[1]"))["code"] == "audit.damaged"
    assert json.loads(engine.audit("[" * 100 + "]" * 100))["code"] == "worker.too_deep"


def test_the_worker_deals_a_table_by_message_from_the_secret_and_every_value():
    values = ["", "abcdefghijklmnopqrstuv", "ABCDEFGHIJKLMNOPQRSTUV"]
    names = [{"name": n, "kind": "human"} for n in "ABC"]
    engine = fresh_engine()
    made = json.loads(engine.new_record("celtica", json.dumps(names), "{}"))["record"]
    dealt = json.loads(engine.message_deal(json.dumps(made), SECRET, json.dumps(values), 1))
    assert dealt["ok"] and dealt["viewer"] == 1 and dealt["moves"] == 0
    assert dealt["record"]["seed"] == deal.derive_seed(SECRET, values) != made["seed"]
    # the dealt game is the open one: a seat's share is the replay's
    state = records.replay(dealt["record"])
    share = json.loads(engine.seat_view(2))
    assert views.fingerprint(share) == views.fingerprint(
        json.loads(json.dumps(views.seat_view_of(dealt["record"], state, 2))))
    # another guest's value deals another game
    other = json.loads(engine.message_deal(json.dumps(made), SECRET, json.dumps(values[:2] + ["x" * 22]), 0))
    assert other["record"]["seed"] != dealt["record"]["seed"]
    # a game in progress is never dealt again; values must name every seat
    mover = next(iter(state.to_move()))
    played = dict(dealt["record"], moves=[[mover, str(state.legal_moves(mover)[0])]])
    again = json.loads(engine.message_deal(json.dumps(played), SECRET, json.dumps(values), 0))
    assert again["code"] == "worker.stale_move"
    short = json.loads(engine.message_deal(json.dumps(made), SECRET, json.dumps(values[:2]), 0))
    assert not short["ok"] and short["code"] == "audit.damaged"
