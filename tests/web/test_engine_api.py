"""The engine worker's JSON-string API (web/worker/engine.py), exercised in CPython.

In the browser these functions run in Pyodide inside a PyScript worker; here they are plain
functions, so every reply shape the UI relies on is checked without a browser.
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from app import flow
from pycore import games

ENGINE = Path(__file__).resolve().parents[2] / "web" / "worker" / "engine.py"


@pytest.fixture
def engine():
    spec = importlib.util.spec_from_file_location("engine_worker", ENGINE)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def call(fn, *args):
    reply = fn(*args)
    assert isinstance(reply, str), "every reply crosses the worker boundary as JSON text"
    return json.loads(reply)


def held(snap, reply):
    """The snapshot the UI holds after `reply`: a move's reply says what changed, and the UI
    rebuilds the whole snapshot from the one it held (app/flow.py `merge`)."""
    if not (reply.get("ok") and flow.is_delta(reply)):
        return reply
    whole = flow.merge(snap, reply)
    assert whole is not None, "a move's reply extends the snapshot the UI was last given"
    return whole


SEATS = json.dumps([{"name": "Ann", "kind": "human"},
                    {"name": "Bot", "kind": "bot", "level": "easy"}])


def open_new(engine, game_id="celtica"):
    made = call(engine.new_record, game_id, SEATS, "{}")
    assert made["ok"], made
    snap = call(engine.open_game, json.dumps(made["record"]), 0)
    assert snap["ok"], snap
    return snap


def test_catalog_lists_every_registered_game(engine):
    reply = call(engine.catalog)
    assert reply["ok"]
    assert [g["id"] for g in reply["games"]] == [r.id for r in games.all()]
    celtica = next(g for g in reply["games"] if g["id"] == "celtica")
    assert celtica["players"] == [2, 3, 4, 5] and celtica["title"]["zh-Hant"]


def test_a_snapshot_has_what_the_ui_draws(engine):
    snap = open_new(engine)
    for key in ("record", "moves", "to_move", "over", "result", "scores", "viewer", "view",
                "legal", "can_undo"):
        assert key in snap
    assert snap["to_move"] == [0] and snap["legal"]
    assert snap["view"]["game"] == "celtica"


def test_play_applies_a_legal_move_and_refuses_an_illegal_one(engine):
    snap = open_new(engine)
    refused = call(engine.play, 0, "take:99", 0)
    assert refused == {"ok": False, "error": "'take:99' is not a Celtica move",
                       "code": "move.not_a_move", "params": {"text": "take:99", "game": "celtica"}}
    refused = call(engine.play, 1, snap["legal"][0], 0)
    assert refused == {"ok": False, "error": "It is not seat 2's turn.",
                       "code": "move.not_your_turn", "params": {"seat": 2}}
    assert call(engine.snapshot, 0)["moves"] == 0, "an illegal move changed the game"
    moved = call(engine.play, 0, snap["legal"][0], 0)
    assert moved["ok"] and moved["moves"] == 1
    # the reply says what changed: the move played, not the record again
    assert "record" not in moved and moved["since"] == 0 and moved["played"] == [[0, snap["legal"][0]]]
    assert held(snap, moved)["record"]["moves"] == [[0, snap["legal"][0]]]
    assert held(snap, moved)["record"] == call(engine.snapshot, 0)["record"]


def test_a_bot_move_is_legal_and_only_for_a_seat_that_is_due(engine):
    snap = open_new(engine)
    assert call(engine.bot_move, 1)["ok"] is False
    call(engine.play, 0, snap["legal"][0], 0)
    while call(engine.snapshot, 0)["to_move"] == [0]:
        call(engine.play, 0, call(engine.snapshot, 0)["legal"][0], 0)
    reply = call(engine.bot_move, 1)
    assert reply["ok"]
    assert call(engine.play, 1, reply["move"], 0)["ok"]


def test_a_bots_move_is_made_for_the_size_of_its_table(engine, monkeypatch):
    """A level may be tuned for one table size (Celtica's Hard at two seats): the worker
    makes the bot for the number of seats of the record it plays."""
    asked = []
    real = engine.make_bot

    def spy(level, game, **fields):
        asked.append((level, game, fields.get("seats")))
        return real(level, game, **fields)
    monkeypatch.setattr(engine, "make_bot", spy)
    for seats in (SEATS, json.dumps(json.loads(SEATS) + [
            {"name": "Cy", "kind": "bot", "level": "random"}])):
        made = call(engine.new_record, "luna", seats, "{}")
        call(engine.open_game, json.dumps(made["record"]), 0)
        while 0 in call(engine.snapshot, 0)["to_move"]:
            call(engine.play, 0, call(engine.snapshot, 0)["legal"][0], 0)
        due = call(engine.snapshot, 0)["to_move"]
        assert call(engine.bot_move, due[0])["ok"]
    players = len(json.loads(SEATS))
    assert {(game, n) for _, game, n in asked} == {("luna", players), ("luna", players + 1)}


def test_share_and_open_link_round_trip(engine):
    snap = open_new(engine)
    call(engine.play, 0, snap["legal"][0], 0)
    link = call(engine.share, 0)
    assert link["ok"] and link["fragment"].startswith("g1.")
    opened = call(engine.open_link, link["fragment"])
    assert opened["ok"] and opened["kind"] == "game"
    assert opened["record"]["moves"] == call(engine.snapshot, 0)["record"]["moves"]
    invite = call(engine.open_link, call(engine.share, 1)["fragment"])
    assert invite["kind"] == "invite" and invite["record"]["moves"] == []


@pytest.mark.parametrize("fragment", ["g1.garbage", "zz", "g7.AAAA", ""])
def test_a_bad_link_gets_a_clear_error(engine, fragment):
    reply = call(engine.open_link, fragment)
    assert reply["ok"] is False and len(reply["error"]) > 10
    assert "Traceback" not in reply["error"]
    assert reply["code"].startswith("link.") and reply["params"] == {}


def test_reveal_shows_every_hand_at_any_step(engine):
    snap = open_new(engine)
    call(engine.play, 0, snap["legal"][0], 0)
    reply = call(engine.reveal, 0)
    assert reply["ok"] and reply["n"] == 0 and reply["total"] == 1
    assert len(reply["seats"]) == 2
    assert all(v["hand"] for v in reply["seats"]), "the replay shows every seat's own hand"


def test_undo_takes_back_the_humans_move_with_the_bot_replies(engine):
    open_new(engine)
    for _ in range(30):
        s = call(engine.snapshot, 0)
        if s["can_undo"]:
            before = s["moves"]
            undone = call(engine.undo, 0)
            assert undone["ok"] and undone["moves"] < before
            assert undone["to_move"] == [0]
            return
        if s["to_move"] == [0]:
            call(engine.play, 0, s["legal"][-1], 0)
        else:
            seat = s["to_move"][0]
            call(engine.play, seat, call(engine.bot_move, seat)["move"], 0)
    pytest.fail("no undoable move in 30 steps")


@pytest.mark.parametrize("game_id", [r.id for r in games.all()])
def test_every_reply_says_whether_undo_is_possible_as_a_replay_from_the_start_would(engine, game_id):
    # The engine keeps the state before each human seat's last move so it need not replay
    # the whole game after every move; its answer must still be the full replay's, through
    # the human's moves, the bots' replies, an undo and a game opened again.
    from pycore.undo import undo_point
    open_new(engine, game_id)
    undone = reopened = False
    for step in range(90):
        s = call(engine.snapshot, 0)
        if s["over"]:
            break
        assert s["can_undo"] == (undo_point(s["record"], 0) is not None), step
        if s["can_undo"] and not undone:
            s = call(engine.undo, 0)
            assert s["ok"] and s["can_undo"] == (undo_point(s["record"], 0) is not None)
            undone = True
            continue
        if step == 40 and not reopened:
            s = call(engine.open_game, json.dumps(s["record"]), 0)
            reopened = True
        if 0 in s["to_move"]:
            s = held(s, call(engine.play, 0, s["legal"][step % len(s["legal"])], 0))
        else:
            seat = s["to_move"][0]
            s = held(s, call(engine.play, seat, call(engine.bot_move, seat)["move"], 0))
        assert s["ok"] and s["can_undo"] == (undo_point(s["record"], 0) is not None), step
    assert undone, "the game never offered an undo"


def test_no_game_open_is_an_error_not_a_crash(engine):
    assert call(engine.snapshot, 0)["ok"] is False
    assert call(engine.play, 0, "done", 0)["ok"] is False


def test_a_spectator_sees_the_table_and_no_hand(engine):
    bots = json.dumps([{"name": "A", "kind": "bot", "level": "easy"},
                       {"name": "B", "kind": "bot", "level": "easy"}])
    for game_id in [r.id for r in games.all()]:
        made = call(engine.new_record, game_id, bots, "{}")
        snap = call(engine.open_game, json.dumps(made["record"]), engine.SPECTATOR)
        assert snap["ok"] and snap["viewer"] is None
        assert snap["legal"] == [] and snap["can_undo"] is False
        state = games.get(game_id).new_game(2, made["record"]["seed"], made["record"]["options"])
        assert snap["view"] == json.loads(json.dumps(state.view(None)))
        seat = snap["to_move"][0]
        moved = call(engine.bot_move, seat)
        after = call(engine.play, seat, moved["move"], engine.SPECTATOR)
        assert after["ok"] and after["viewer"] is None and after["moves"] == 1


def test_a_game_stops_at_the_longest_record_that_can_be_opened_again(engine, monkeypatch):
    # A record longer than MAX_MOVES is refused when opened, so play stops there instead of
    # making a save that could never be resumed.
    from pycore import records
    monkeypatch.setattr(records, "MAX_MOVES", 3)
    snap = open_new(engine)
    for _ in range(3):
        seat = snap["to_move"][0]
        if seat != 0:
            snap = held(snap, call(engine.play, seat, call(engine.bot_move, seat)["move"], 0))
        else:
            snap = held(snap, call(engine.play, 0, snap["legal"][0], 0))
        assert snap["ok"], snap
    seat = snap["to_move"][0]
    refused = call(engine.play, seat, call(engine.bot_move, seat)["move"], 0)
    assert refused == {"ok": False, "error": "This game has reached the 3 moves a game may last.",
                       "code": "worker.move_limit", "params": {"n": 3}}
    assert call(engine.snapshot, 0)["moves"] == 3
    assert call(engine.open_game, json.dumps(snap["record"]), 0)["ok"]
    longer = dict(snap["record"], moves=snap["record"]["moves"] + [[0, "x"]])
    assert call(engine.open_game, json.dumps(longer), 0)["error"] == (
        "This record is longer than the 3 moves a game may last.")


# ---- the worker answers before it commits ---------------------------------------------------
def current(engine):
    return json.dumps(engine._current["record"]), engine._current["state"].view(None)


@pytest.mark.parametrize("call_name", ["play", "undo", "open_game"])
def test_a_reply_that_cannot_be_built_leaves_the_game_as_it_was(engine, monkeypatch, call_name):
    snap = open_new(engine)
    move = snap["legal"][0]
    if call_name == "undo":
        assert call(engine.play, 0, move, 0)["ok"]
        args = (0,)
    elif call_name == "play":
        args = (0, move, 0)
    else:
        other = call(engine.new_record, "luna", SEATS, "{}")["record"]
        args = (json.dumps(other), 0)
    before = current(engine)

    def broken(*_):
        raise RuntimeError("the reply could not be built")
    monkeypatch.setattr(engine, "_fields", broken)
    reply = call(getattr(engine, call_name), *args)
    assert not reply["ok"] and "could not be built" in reply["error"]
    assert current(engine) == before


def test_a_move_meant_for_another_game_or_moment_is_refused_and_changes_nothing(engine):
    snap = open_new(engine)
    seed = snap["record"]["seed"]
    before = current(engine)
    for args in ([str(seed + 1), snap["moves"]], [str(seed), snap["moves"] + 1]):
        reply = call(engine.play, 0, snap["legal"][0], 0, *args)
        assert not reply["ok"] and "another moment" in reply["error"] and reply["code"] == "worker.stale_move"
        assert current(engine) == before
    assert call(engine.play, 0, snap["legal"][0], 0, str(seed), snap["moves"])["ok"]


def test_a_picture_behind_the_engine_may_still_play_a_legal_move(engine):
    # a simultaneous draft: a bot chose meanwhile, the human's card is still legal
    made = call(engine.new_record, "notre_dame", SEATS, "{}")
    snap = call(engine.open_game, json.dumps(made["record"]), 0)
    assert set(snap["to_move"]) == {0, 1}
    bot = call(engine.bot_move, 1)
    assert call(engine.play, 1, bot["move"], 0)["ok"]
    reply = call(engine.play, 0, snap["legal"][0], 0, str(snap["record"]["seed"]), snap["moves"])
    assert reply["ok"] and reply["moves"] == snap["moves"] + 2


def test_an_illegal_move_changes_nothing(engine):
    open_new(engine)
    before = current(engine)
    assert not call(engine.play, 0, "no-such-move", 0)["ok"]
    assert current(engine) == before


DEEP = "[" * 100_000 + "]" * 100_000


@pytest.mark.parametrize("entry", ["open_game", "new_record_seats", "new_record_options"])
def test_every_entry_point_refuses_deep_nesting_cleanly(engine, entry):
    if entry == "open_game":
        reply = call(engine.open_game, DEEP, 0)
    elif entry == "new_record_seats":
        reply = call(engine.new_record, "celtica", DEEP, "{}")
    else:
        reply = call(engine.new_record, "celtica", SEATS, DEEP)
    assert not reply["ok"]
    assert "Internal error" not in reply["error"] and "nested too deeply" in reply["error"]
    assert reply["code"] == "worker.too_deep"


def test_an_engine_bug_still_gets_a_coded_answer(engine):
    open_new(engine)
    reply = call(engine.reveal, None)       # int(None): a TypeError, a bug in the caller
    assert reply["ok"] is False and reply["code"] == "worker.internal"
    assert reply["params"] == {"error": reply["error"][len("Internal error: "):]}
    assert reply["error"].startswith("Internal error: TypeError: ")
    plain = call(engine.play, "not a seat", "x", 0)     # a ValueError with no code
    assert plain["ok"] is False and plain["error"] and "code" not in plain


def test_every_function_the_ui_calls_is_exported_by_the_worker(engine):
    """The worker hands the page only `__export__`'s functions (engine-start.js): a call the UI
    makes to any other would fail quietly in the browser, never here."""
    import re
    ui = ENGINE.parents[1] / "ui"
    called = set()
    for path in [*ui.joinpath("app").rglob("*.py"), ui / "main.py", ui / "page.py"]:
        called |= set(re.findall(r'\.call\("(\w+)"', path.read_text(encoding="utf-8")))
    assert {"deal", "new_record", "open_game", "play"} <= called
    assert called <= set(engine.__export__)
    assert all(callable(getattr(engine, name)) for name in engine.__export__)


# ---- a move's reply says what changed ---------------------------------------------------------
@pytest.mark.parametrize("game_id", [r.id for r in games.all()])
def test_a_moves_reply_rebuilds_the_whole_snapshot_and_does_not_grow_with_the_game(engine, game_id):
    s = open_new(engine, game_id)
    sizes = []
    for step in range(80):
        if s["over"]:
            break
        seat = s["to_move"][0]
        move = s["legal"][step % len(s["legal"])] if seat == 0 else call(engine.bot_move, seat)["move"]
        text = engine.play(seat, move, 0)
        reply = json.loads(text)
        assert "record" not in reply and "log" not in reply["view"], step
        current = engine._current
        whole = json.loads(engine._snapshot_of(current["record"], current["state"], 0, current["before"]))
        s = held(s, reply)
        assert s == whole, step
        sizes.append([len(text), len(json.dumps(whole, separators=(",", ":")))])
    late = sizes[len(sizes) // 2:]
    assert all(delta < whole for delta, whole in late)
    # a whole snapshot grows with the record and the log; a move's reply does not
    assert max(d for d, _ in late) < 2 * max(d for d, _ in sizes[:10]) + 2000


def test_a_moves_reply_is_not_merged_into_another_snapshot(engine):
    s = open_new(engine)
    reply = call(engine.play, 0, s["legal"][0], 0)
    assert held(s, reply)["moves"] == 1
    other = dict(s, record=dict(s["record"], seed=s["record"]["seed"] + 1))
    behind = dict(s, record=dict(s["record"], moves=[]), moves=0)
    ahead = held(s, reply)
    for snap in (other, ahead, dict(s, viewer=1), {}):
        assert flow.merge(snap, reply) is None
    assert flow.merge(behind, reply) is not None


def test_a_game_opened_again_keeps_the_state_before_the_humans_last_move(engine):
    # so that whether the human may undo is not a replay of the whole game after each move
    s = open_new(engine)
    for _ in range(30):
        seat = s["to_move"][0]
        move = s["legal"][0] if seat == 0 else call(engine.bot_move, seat)["move"]
        s = held(s, call(engine.play, seat, move, 0))
        if seat != 0 and s["record"]["moves"][-2][0] == 0:
            break
    reopened = call(engine.open_game, json.dumps(s["record"]), 0)
    last = max(i for i, (seat, _) in enumerate(s["record"]["moves"]) if seat == 0)
    kept = engine._current["before"][0]
    assert kept[0] == last
    from pycore import records
    assert kept[1].view(0) == records.replay(s["record"], upto=last).view(0)
    assert reopened["can_undo"] == s["can_undo"]
