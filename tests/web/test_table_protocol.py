"""The table protocol (app/table/protocol.py): numbering, acknowledgement, duplicates, stale
moves, rejoin tokens, and the host's bounded refusals of whatever a hostile guest sends."""

from __future__ import annotations

import json

import pytest
from harness import fresh_engine

from app.table import protocol
from app.table.protocol import GuestSession, HostSeat

SEATS = [{"name": "Host", "kind": "human"}, {"name": "Guest", "kind": "human"},
         {"name": "Bot", "kind": "bot", "level": "easy"}]


def open_table(game_id="celtica"):
    engine = fresh_engine()
    made = json.loads(engine.new_record(game_id, json.dumps(SEATS), "{}"))
    engine.open_game(json.dumps(made["record"]), 0)
    return engine


def view_of(engine, seat):
    return json.loads(engine.seat_view(seat))


def joined_pair(engine, seat=1, token="tok"):
    host = HostSeat(seat, "T1", token)
    guest = GuestSession("T1", seat, token)
    action = host.receive(guest.hello(), 0)
    assert action == ["join", False]
    reply = view_of(engine, seat)
    assert guest.receive(host.welcome(reply))[0] == "welcome"
    event, _snap, ack = guest.receive(host.state_message(reply, ["host", "here", "bot"]))
    assert event == "state"
    assert host.receive(ack, 1) == ["none", None] and host.acked == 1
    return host, guest


def play_to_guest(engine, host, guest, clock=None):
    """Play moves (seat 0 first move, the bot's) until seat 1 is due, sending each state."""
    if clock is None:
        clock = [10]
    while guest.seat not in json.loads(engine.snapshot(0))["to_move"]:
        snap = json.loads(engine.snapshot(0))
        seat = snap["to_move"][0]
        move = json.loads(engine.seat_view(seat))["legal"][0]
        assert json.loads(engine.play(seat, move, 0))["ok"]
    clock[0] += 1000
    return guest.receive(host.state_message(view_of(engine, guest.seat), ["host", "here", "bot"]))


def test_a_guest_joins_and_its_snapshot_is_one_seat_drawn_like_the_engines():
    engine = open_table()
    _host, guest = joined_pair(engine)
    snap = guest.snap
    assert snap["viewer"] == 1 and snap["record"]["seats"][1]["name"] == "Guest"
    assert "seed" not in snap["record"] and snap["view"] == view_of(engine, 1)["view"]
    assert guest.presence == ["host", "here", "bot"]


def test_a_move_is_numbered_played_once_and_acknowledged_in_the_next_state():
    engine = open_table()
    host, guest = joined_pair(engine)
    event, snap, _ = play_to_guest(engine, host, guest)
    text = guest.move(snap["legal"][0])
    assert guest.move(snap["legal"][0]) is None          # one move at a time
    action = host.receive(text, 5000)
    assert action[0] == "move" and action[1] == [snap["legal"][0], 1, snap["moves"]]
    assert host.receive(text, 5001) == ["ignore", None]  # the same move, while it is played
    assert json.loads(engine.play(1, action[1][0], 0))["ok"]
    host.done(1)
    assert host.receive(text, 5002) == ["state", None]   # a resend after: not played twice
    event, snap, _ = guest.receive(host.state_message(view_of(engine, 1), ["host", "here", "bot"]))
    assert event == "state" and guest.pending is None


def test_a_waiting_move_is_resent_on_a_new_channel_and_not_played_twice():
    engine = open_table()
    host, guest = joined_pair(engine)
    _, snap, _ = play_to_guest(engine, host, guest)
    sent = guest.move(snap["legal"][0])
    action = host.receive(sent, 6000)
    assert action[0] == "move"
    host.done(1)                                     # played; the answer is lost with the channel
    host.new_channel()
    guest.new_channel()
    assert host.receive(guest.hello(), 7000) == ["join", False]
    assert guest.resend() == sent
    assert host.receive(guest.resend(), 7001) == ["state", None]


def test_an_old_state_and_a_log_suffix_it_cannot_extend_are_ignored():
    engine = open_table()
    host, guest = joined_pair(engine)
    first = host.state_message(view_of(engine, 1), ["host", "here", "bot"])
    assert guest.receive(first)[0] == "state"
    assert guest.receive(first)[0] == "bad"          # the same number again
    message = json.loads(host.state_message(view_of(engine, 1), ["host", "here", "bot"]))
    message["lf"] = len(guest.log) + 5
    assert guest.receive(json.dumps(message))[0] == "bad"


def test_the_log_is_sent_as_a_suffix_of_what_the_channel_has():
    engine = open_table()
    host, guest = joined_pair(engine)
    _, snap, _ = play_to_guest(engine, host, guest)
    before = len(guest.log)
    action = host.receive(guest.move(snap["legal"][0]), 9000)
    assert json.loads(engine.play(1, action[1][0], 0))["ok"]
    host.done(1)
    message = json.loads(host.state_message(view_of(engine, 1), ["host", "here", "bot"]))
    assert message["lf"] == before and len(message["log"]) == message["ll"] - before
    assert set(message["view"]) < set(message["vk"])      # only the parts of the view that changed
    guest.receive(json.dumps(message))
    assert guest.log == view_of(engine, 1)["view"]["log"]
    assert guest.snap["view"] == view_of(engine, 1)["view"]   # rebuilt whole


def test_a_stale_move_is_refused_and_a_move_still_in_the_same_decision_is_not():
    engine = open_table("notre_dame")  # its draft: every seat decides at once
    host, _guest = joined_pair(engine)
    reply = view_of(engine, 1)
    assert 1 in reply["to_move"]
    moves_then = reply["moves"]
    # seat 0 drafts: seat 1's decision has not changed, so a move chosen before stays good
    assert json.loads(engine.play(0, view_of(engine, 0)["legal"][0], 0))["ok"]
    guest_view = json.loads(host.state_message(view_of(engine, 1), []))
    assert guest_view["since"] == moves_then
    action = host.judge_move(reply["legal"][0], 1, moves_then)
    assert action[0] == "move"
    host.done(1)
    # a move chosen at an older moment than the seat's decision is stale
    host.since = moves_then + 1
    assert json.loads(host.judge_move(reply["legal"][0], 2, moves_then)[1]) == {
        "t": "refuse", "why": "stale", "id": 2}


def test_a_move_out_of_turn_or_not_legal_is_refused_with_a_reason():
    engine = open_table()
    host, guest = joined_pair(engine)
    assert 1 not in view_of(engine, 1)["to_move"]
    action = host.receive(protocol.dumps({"t": "move", "id": 1, "n": 0, "m": "gold"}), 100)
    assert action[0] == "reply" and json.loads(action[1])["why"] == "not_due"
    play_to_guest(engine, host, guest)
    action = host.receive(protocol.dumps({"t": "move", "id": 2, "n": host.moves, "m": "fly:moon"}), 200)
    assert json.loads(action[1])["why"] == "illegal"


def test_a_move_for_another_seat_is_refused():
    engine = open_table()
    host, guest = joined_pair(engine)
    play_to_guest(engine, host, guest)
    text = protocol.dumps({"t": "move", "id": 1, "n": host.moves, "m": host.legal[0], "seat": 0})
    action = host.receive(text, 100)
    assert action[0] == "reply" and json.loads(action[1])["why"] == "seat"


@pytest.mark.parametrize("text, code", [
    ("not json", "garbage"),
    ("[1, 2]", "garbage"),
    ('{"t": "dance"}', "garbage"),
    ('{"t": "move", "id": "1", "n": 0, "m": "gold"}', "garbage"),
    ('{"t": "move", "id": 1, "n": 0, "m": ""}', "garbage"),
    ('{"t": "move", "id": 1, "n": 0, "m": "' + "x" * 300 + '"}', "garbage"),
    ('{"t": "ack", "s": -1}', "garbage"),
    ("[" * 5000 + "]" * 5000, "too_big"),
    ("[" * 100 + "]" * 100, "garbage"),
    ('{"t": "move", "m": "' + "x" * 5000 + '"}', "too_big"),
])
def test_garbage_and_huge_messages_get_a_refusal_and_change_nothing(text, code):
    engine = open_table()
    host, _guest = joined_pair(engine)
    before = [host.done_id, host.pending_id, host.seq]
    action = host.receive(text, 100)
    assert action[0] == "reply" and json.loads(action[1])["why"] == code
    assert [host.done_id, host.pending_id, host.seq] == before


def test_nothing_but_hello_before_joining():
    host = HostSeat(1, "T1", "")
    action = host.receive(protocol.dumps({"t": "move", "id": 1, "n": 0, "m": "gold"}), 0)
    assert json.loads(action[1])["why"] == "not_joined"


@pytest.mark.parametrize("change, code", [
    ({"v": 99}, "version"), ({"table": "other"}, "table"), ({"seat": 2}, "seat"),
    ({"token": "stolen"}, "token"),
])
def test_a_hello_for_another_table_seat_version_or_token_is_closed(change, code):
    host = HostSeat(1, "T1", "right")
    hello = json.loads(GuestSession("T1", 1, "right").hello())
    hello.update(change)
    action = host.receive(json.dumps(hello), 0)
    assert action[0] == "close" and json.loads(action[1]) == {"t": "bye", "why": code}
    assert not host.joined


def test_the_first_phone_on_a_seat_joins_without_a_token_and_gets_one():
    host = HostSeat(1, "T1", "")
    assert host.receive(GuestSession("T1", 1).hello(), 0) == ["join", True]
    assert protocol.make_token(lambda n: "Ab-c" * n) == "bcbcbcbcbcbcbcbc"
    token = protocol.make_token(lambda n: "k3" * n)
    assert token and len(token) <= 16 and set(token) <= set(protocol.TOKEN_CHARS)


def test_a_flood_is_refused_once_then_dropped_and_a_guest_that_keeps_on_is_closed():
    engine = open_table()
    host, _guest = joined_pair(engine)
    ack = protocol.dumps({"t": "ack", "s": 1})
    answers = [host.receive(ack, 1000)[0] for _ in range(protocol.BUCKET + 5)]
    assert answers[:protocol.BUCKET - 1] == ["none"] * (protocol.BUCKET - 1)
    assert answers.count("reply") == 1 and answers[-1] == "ignore"
    # after a pause the budget is back
    assert host.receive(ack, 1000 + 3000)[0] == "none"
    # a guest that never stops is closed, after a bounded number of messages
    sent = 0
    action = ["none"]
    while action[0] != "close":
        action = host.receive("garbage", 5000)
        sent += 1
        assert sent <= protocol.STRIKES + 1
    assert json.loads(action[1])["t"] == "bye"


def test_the_guest_refuses_what_is_not_a_host_message():
    guest = GuestSession("T1", 1)
    for text in ["", "nope", "[]", '{"t": "state", "s": 1}', "{" * 1000,
                 '{"t": "welcome", "seat": 2, "table": "T1", "names": [], "kinds": [], "game": "x", "token": ""}',
                 "x" * (protocol.MAX_FROM_HOST + 1)]:
        assert guest.receive(text)[0] == "bad"
    assert guest.snap is None


def test_a_hostile_state_shape_is_refused_by_the_guest():
    engine = open_table()
    host, guest = joined_pair(engine)
    message = json.loads(host.state_message(view_of(engine, 1), ["host", "here", "bot"]))
    message["due"] = ["zero"]
    assert guest.receive(json.dumps(message))[0] == "bad"
    message["due"] = [7]
    assert guest.receive(json.dumps(message))[0] == "bad"
