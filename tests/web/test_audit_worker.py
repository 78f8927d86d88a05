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
    assert json.loads(engine.audit(json.dumps(request))) == {"ok": True, "moves": 1, "shares": 1}
    bad = json.loads(engine.audit(json.dumps(dict(request, secret="T" + SECRET[1:]))))
    assert not bad["ok"] and bad["code"] == "audit.commitment"
    assert json.loads(engine.audit("[1]"))["code"] == "audit.damaged"
    assert json.loads(engine.audit("[" * 100 + "]" * 100))["code"] == "worker.too_deep"
