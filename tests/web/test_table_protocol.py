"""The table protocol (app/table/protocol.py): numbering, acknowledgement, duplicates, stale
moves, rejoin tokens, and the host's bounded refusals of whatever a hostile guest sends."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from harness import fresh_engine

from app.table import protocol
from app.table.protocol import GuestSession, HostSeat
from pycore import games

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
    host.done(1, action[1][0], action[1][2])
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
    host.done(1, action[1][0], action[1][2])     # played; the answer is lost with the channel
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
    host.done(1, action[1][0], action[1][2])
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
    host.done(1, action[1][0], action[1][2])
    # a move chosen at an older moment than the seat's decision is stale
    host.since = moves_then + 1
    assert json.loads(host.judge_move(reply["legal"][0], 2, moves_then)[1]) == {
        "t": "refuse", "why": "stale", "id": 2, "next": 2}


def test_a_move_out_of_turn_or_not_legal_is_refused_with_a_reason():
    engine = open_table()
    host, guest = joined_pair(engine)
    assert 1 not in view_of(engine, 1)["to_move"]
    action = host.receive(protocol.dumps({"t": "move", "id": 1, "n": 0, "m": "gold"}), 100)
    assert action[0] == "reply" and json.loads(action[1])["why"] == "not_due"
    play_to_guest(engine, host, guest)
    action = host.receive(protocol.dumps({"t": "move", "id": 1, "n": host.moves, "m": "fly:moon"}), 200)
    assert json.loads(action[1]) == {"t": "refuse", "why": "illegal", "id": 1, "next": 1}


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


# ---- ids the host and the guest can never count apart (issue 40) -------------------------------
def test_a_forged_maximum_id_costs_one_refusal_and_the_guests_next_move_is_played():
    engine = open_table()
    host, guest = joined_pair(engine)
    _, snap, _ = play_to_guest(engine, host, guest)
    forged = protocol.dumps({"t": "move", "id": protocol.MAX_ID, "n": snap["moves"], "m": snap["legal"][0]})
    action = host.receive(forged, 100)
    assert action[0] == "reply_state" and json.loads(action[1]) == {
        "t": "refuse", "why": "id", "id": protocol.MAX_ID, "next": 1}
    assert host.done_id == 0 and host.strikes == 1
    action = host.receive(guest.move(snap["legal"][0]), 200)
    assert action == ["move", [snap["legal"][0], 1, snap["moves"]]]


def test_a_refused_move_does_not_use_up_its_id():
    engine = open_table()
    host, guest = joined_pair(engine)
    _, snap, _ = play_to_guest(engine, host, guest)
    text = guest.move("fly:moon")
    answer = host.receive(text, 100)
    assert json.loads(answer[1]) == {"t": "refuse", "why": "illegal", "id": 1, "next": 1}
    event, arg, _ = guest.receive(answer[1])
    assert event == "refused" and arg[0] == "illegal" and guest.pending is None
    assert host.receive(guest.move(snap["legal"][0]), 200)[0] == "move"   # id 1 again


def test_a_settled_id_with_other_content_is_answered_with_the_id_to_use_not_ignored():
    engine = open_table()
    host, guest = joined_pair(engine)
    _, snap, _ = play_to_guest(engine, host, guest)
    action = host.receive(guest.move(snap["legal"][0]), 100)
    assert json.loads(engine.play(1, action[1][0], 0))["ok"]
    host.done(1, action[1][0], action[1][2])
    other = protocol.dumps({"t": "move", "id": 1, "n": snap["moves"] + 1, "m": "gold"})
    action = host.receive(other, 200)
    assert action[0] == "reply_state" and json.loads(action[1])["next"] == 2   # and the table


def test_a_reloaded_guest_is_told_the_next_id_and_its_first_tap_is_played():
    engine = open_table()
    host, guest = joined_pair(engine)
    for n in range(1, 4):
        _, snap, _ = play_to_guest(engine, host, guest)
        action = host.receive(guest.move(snap["legal"][0]), 1000 * n)
        assert action[0] == "move" and action[1][1] == n
        assert json.loads(engine.play(1, action[1][0], 0))["ok"]
        host.done(n, action[1][0], action[1][2])
    # the guest's page reloads: a new session that counts from 1, on a new channel
    host.new_channel()
    fresh = GuestSession("T1", 1, "tok")
    assert host.receive(fresh.hello(), 9000) == ["join", False]
    reply = view_of(engine, 1)
    event, _token, resend = fresh.receive(host.welcome(reply))
    assert event == "welcome" and resend is None and fresh.next_id == 4
    fresh.receive(host.state_message(reply, ["host", "here", "bot"]))
    _, snap, _ = play_to_guest(engine, host, fresh)
    action = host.receive(fresh.move(snap["legal"][0]), 20000)
    assert action == ["move", [snap["legal"][0], 4, snap["moves"]]]


def test_a_waiting_move_is_renumbered_once_when_the_host_expects_another_id():
    engine = open_table()
    host, guest = joined_pair(engine)
    _, snap, _ = play_to_guest(engine, host, guest)
    guest.next_id = 7                         # counted apart, as a page of an older release did
    text = guest.move(snap["legal"][0])
    action = host.receive(text, 100)
    event, _none, resend = guest.receive(action[1])
    assert event == "renumbered" and json.loads(resend)["id"] == 1
    assert host.receive(resend, 200) == ["move", [snap["legal"][0], 1, snap["moves"]]]


def test_a_rejoin_hands_over_the_expected_id_and_a_waiting_move_is_played_once():
    engine = open_table()
    host, guest = joined_pair(engine)
    _, snap, _ = play_to_guest(engine, host, guest)
    # played, but the channel went before the answer: the rejoin's resend is answered, not played
    action = host.receive(guest.move(snap["legal"][0]), 100)
    assert json.loads(engine.play(1, action[1][0], 0))["ok"]
    host.done(1, action[1][0], action[1][2])
    host.new_channel()
    guest.new_channel()
    assert host.receive(guest.hello(), 200) == ["join", False]
    event, _token, resend = guest.receive(host.welcome(view_of(engine, 1)))
    assert event == "welcome" and guest.next_id == 2 and json.loads(resend)["id"] == 1
    assert host.receive(resend, 300) == ["state", None]
    guest.receive(host.state_message(view_of(engine, 1), ["host", "here", "bot"]))
    assert guest.pending is None and guest.next_id == 2
    # never reached the host: the rejoin's resend is played, once
    _, snap, _ = play_to_guest(engine, host, guest)
    guest.move(snap["legal"][0])
    host.new_channel()
    guest.new_channel()
    host.receive(guest.hello(), 400)
    welcome = host.welcome(view_of(engine, 1))     # the host sends the welcome and the state
    state = host.state_message(view_of(engine, 1), ["host", "here", "bot"])
    _, _, resend = guest.receive(welcome)
    assert guest.receive(state)[0] == "state" and guest.pending is not None
    assert host.receive(resend, 500) == ["move", [snap["legal"][0], 2, snap["moves"]]]
    assert host.receive(resend, 501) == ["ignore", None]      # while it is played


def test_a_message_dropped_for_its_size_is_a_strike_with_a_refusal():
    engine = open_table()
    host, _guest = joined_pair(engine)
    action = host.too_big(100)
    assert action[0] == "reply" and json.loads(action[1])["why"] == "too_big" and host.strikes == 1
    while action[0] != "close":
        action = host.too_big(100)
    assert host.strikes <= protocol.STRIKES + protocol.BUCKET


# ---- what crosses a channel is bounded ------------------------------------------------------------
def test_the_pages_size_limits_are_the_protocols():
    js = (Path(__file__).resolve().parents[2] / "web" / "js" / "table.js").read_text()
    assert f"const MAX_FROM_GUEST = {protocol.MAX_FROM_GUEST};" in js
    assert f"const MAX_FROM_HOST = {protocol.MAX_FROM_HOST};" in js


def test_a_fresh_channel_gets_the_newest_log_events_and_the_guest_keeps_a_window():
    host = HostSeat(1, "T1", "tok")
    guest = GuestSession("T1", 1, "tok")
    host.receive(guest.hello(), 0)
    event = {"e": "x", "s": 0}
    reply = {"ok": True, "game": "celtica", "seats": [{"name": "A", "kind": "human"}] * 2,
             "view": {"log": [dict(event, n=i) for i in range(2500)]}, "to_move": [0], "legal": [],
             "moves": 2500, "scores": [0, 0]}
    guest.receive(host.welcome(reply))
    message = json.loads(host.state_message(reply, ["host", "here"]))
    assert message["lf"] == 2500 - protocol.KEEP_LOG and len(message["log"]) == protocol.KEEP_LOG
    assert guest.receive(json.dumps(message))[0] == "state"
    assert guest.log[0]["n"] == 1500 and guest.log_base == 1500
    reply["view"]["log"] = reply["view"]["log"] + [dict(event, n=2500 + i) for i in range(10)]
    message = json.loads(host.state_message(reply, ["host", "here"]))
    assert message["lf"] == 2500 and len(message["log"]) == 10
    assert guest.receive(json.dumps(message))[0] == "state"
    assert len(guest.log) == protocol.KEEP_LOG and guest.log[-1]["n"] == 2509 and guest.log_base == 1510


@pytest.mark.parametrize("game_id", games.ids())
def test_the_largest_real_state_is_far_below_the_guests_limit(game_id):
    """A whole game at the most seats, played at random: every seat's state on a fresh channel
    (the largest a guest is ever sent) stays under a third of MAX_FROM_HOST."""
    import random
    rules = games.get(game_id)
    players = max(rules.players)
    engine = fresh_engine()
    seats = [{"name": f"Seat {i}", "kind": "human"} for i in range(players)]
    made = json.loads(engine.new_record(game_id, json.dumps(seats), "{}"))
    engine.open_game(json.dumps(made["record"]), 0)
    rnd = random.Random(5)
    largest = 0
    while True:
        snap = json.loads(engine.snapshot(0))
        if snap["over"] or snap["moves"] % 100 == 99:
            for seat in range(players):
                text = HostSeat(seat, "T1", "t").state_message(view_of(engine, seat), ["here"] * players)
                largest = max(largest, len(text))
        if snap["over"]:
            break
        seat = snap["to_move"][0]
        assert json.loads(engine.play(seat, rnd.choice(view_of(engine, seat)["legal"]), 0))["ok"]
    assert largest < protocol.MAX_FROM_HOST / 3, largest
