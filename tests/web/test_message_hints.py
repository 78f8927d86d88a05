"""The coach's hints at a table by message (issue 39, item 1): a guest's phone runs no engine,
so when the host's setup allows hints the host's engine works the hint out ahead, from that
seat's view alone, and seals it into the seat's message with the decision; "Hint" shows it at
once, and the reply says it was looked at, so that the host's record counts it. Off, no
message carries one; a hint that names anything but the seat's own legal moves is dropped."""

from __future__ import annotations

import json
import random

import pytest
import seal_reference
from htmlscan import Scan
from message_table import MessageTable
from table_harness import Net, make_phone, run, settle
from test_message_app import deliver, links_on, open_link, open_message_table, tap
from test_table_app import set_up

from app.message import guest as guest_side
from app.message import host as host_side
from app.message import links


async def guest_due(net, host, guests, seat, rnd):
    """Play (the host's seat at random) until the guest's seat has its decision on its phone."""
    for _ in range(400):
        await deliver(net, host, guests)
        snap = guests[seat].snap or {}
        if snap.get("legal") and seat in snap.get("to_move", []):
            return
        if host.cover is not None and host.cover.get("kind") == "handoff":
            await tap(net, host, "handoff-go")
            continue
        hsnap = host.snap
        if hsnap.get("legal") and host.viewer in hsnap.get("to_move", []):
            await tap(net, host, move=rnd.choice(hsnap["legal"]))
            continue
        await settle(net)
    raise AssertionError("the guest's seat never became due")


@pytest.fixture
def sealed(monkeypatch):
    """Every message text a host sealed for a seat (what the guest's phone unseals)."""
    texts = []
    real = seal_reference.seal

    def seal(private, peer, table, seat, direction, number, text):
        if direction == links.TO_SEAT:
            texts.append(text)
        return real(private, peer, table, seat, direction, number, text)

    monkeypatch.setattr(seal_reference, "seal", seal)
    return texts


def test_a_guest_by_message_sees_the_hint_the_host_sealed_and_the_record_counts_it(sealed):
    net = Net()

    async def go():
        host, guests = await open_message_table(net, "notre_dame", ["human", "message"], hints=True)
        await settle(net)
        await guest_due(net, host, guests, 1, random.Random(2))
        guest = guests[1]
        html = guest.render()[0]
        assert Scan(html).find("button", data_action="hint")
        assert guest.engine_state == "asleep"           # the hint came in the message
        await tap(net, guest, "hint")
        html = guest.render()[0]
        marked = [a for _, a in Scan(html).elements if "data-hint-move" in a]
        assert len(marked) == 1 and marked[0]["data-hint-move"] in guest.snap["legal"]
        assert "in 10 from here" in html or "only move" in html
        await tap(net, guest, move=marked[0]["data-hint-move"])
        reply = links_on(guest)["host"]
        assert host.snap["record"]["seats"][1].get("hints", 0) == 0
        await open_link(net, host, reply)
        await settle(net)
        return host

    host = run(go())
    assert host.snap["record"]["seats"][1]["hints"] == 1
    assert "hints" not in host.snap["record"]["seats"][0]
    # the host's engine searched without counting; the record counted only the hint looked at
    assert [c for c in host.env.calls if c[0] == "hint"] and all(c[2] is False for c in host.env.calls
                                                                  if c[0] == "hint")
    assert len([c for c in host.env.calls if c[0] == "count_hint"]) == 1
    # what was sealed: the seat's own legal moves with their chances, nothing more
    hinted = [json.loads(text) for text in sealed if '"hint"' in text]
    assert hinted
    for body in hinted:
        assert 1 <= len(body["hint"]) <= host_side.MAX_HINTED
        assert all(set(row) == {"m", "c"} and row["m"] in body["legal"] for row in body["hint"])


def test_with_hints_off_no_message_carries_one_and_no_button_shows(sealed):
    net = Net()

    async def go():
        host, guests = await open_message_table(net, "notre_dame", ["human", "message"])
        await settle(net)
        await guest_due(net, host, guests, 1, random.Random(2))
        return host, guests[1]

    host, guest = run(go())
    assert not Scan(guest.render()[0]).find("button", data_action="hint")
    assert not [c for c in host.env.calls if c[0] == "hint"]
    assert sealed and not [t for t in sealed if '"hint"' in t]


def test_a_hint_naming_anything_but_the_seats_legal_moves_is_dropped():
    legal = ["a", "b", "c", "d"]
    assert guest_side.hint_of([{"m": "a", "c": 0.6}, {"m": "b", "c": None}], legal) == [
        {"move": "a", "chance": 0.6}, {"move": "b", "chance": None}]
    for forged in ([{"m": "z", "c": 0.5}], [{"m": "a", "c": 2}], [{"m": "a", "c": True}],
                   [{"m": "a", "c": "0.5"}], [{"m": "a"}] * 4, [], "a", [["a", 0.5]]):
        assert guest_side.hint_of(forged, legal) is None, forged
    # the host sends only legal moves, at most three, chances to two places
    rows = host_side.hint_rows([{"move": m, "chance": 0.123456} for m in ["x", "a", "b", "c", "d"]], legal)
    assert rows == [{"m": m, "c": 0.12} for m in ["a", "b", "c"]]


def test_the_hint_is_not_part_of_the_share_the_check_replays_and_is_counted_once():
    """A hint travels beside the share: the guest's fingerprint of what it was shown is the
    same with or without one; looking at it marks the next reply once, not the one after."""
    table = MessageTable("luna", 2, 5)
    seat = table.state.to_move()[0]
    share = table.share(seat)
    plain = host_side.SeatByMessage(seat, "AAAAAA").message(share, table.presence())[1]
    with_hint = host_side.SeatByMessage(seat, "AAAAAA").message(
        share, table.presence(), hint=[{"move": share["legal"][0], "chance": 0.7}])[1]
    assert '"hint"' in with_hint and '"hint"' not in plain
    guests = [guest_side.GuestByMessage(table.guests[seat].invite, {"public": "", "private": ""}, "v" * 22)
              for _ in range(2)]
    got = [g.opened(1, text) for g, text in zip(guests, [plain, with_hint])]
    assert got[0][2] == got[1][2]                     # the fingerprinted text is the same
    assert guests[0].show_hint() is None
    assert guests[1].show_hint() == [{"move": share["legal"][0], "chance": 0.7}]
    # a reload keeps the hint and that it was looked at
    again = guest_side.GuestByMessage.from_dict(json.loads(json.dumps(guests[1].to_dict())))
    assert again.hint == guests[1].hint and again.hint_seen
    assert json.loads(again.play(share["legal"][1])[1])["h"] == 1
    reply = json.loads(guests[0].play(share["legal"][1])[1])
    assert "h" not in reply


def test_the_invite_says_whether_hints_are_on_and_an_answer_sets_the_switch_for_good():
    net = Net()

    async def go():
        host, _ = make_phone(net)
        await host.boot("en", "")
        await set_up(net, host, "celtica", ["human", "message", "message"])
        await tap(net, host, "start")
        assert Scan(host.render()[0]).find("button", data_action="table-hints")   # by message too
        await tap(net, host, "table-hints")
        await tap(net, host, "table-show:1")
        invite = links_on(host)["1"]
        guest, _ = make_phone(net)
        await guest.boot("en", invite.split("#", 1)[1])
        await settle(net)
        assert 'data-table-hints="on"' in guest.render()[0] and "Hints are on" in guest.render()[0]
        await tap(net, guest, "table-mjoin")
        await open_link(net, host, links_on(guest)["host"])
        # that phone was told: the host's switch is now words, and tapping it changes nothing
        html = host.render()[0]
        assert 'data-table-hints="on"' in html and not Scan(html).find("button", data_action="table-hints")
        await tap(net, host, "table-hints")
        return host

    host = run(go())
    assert host.table.hints
