"""The coach's hints at a table of several phones (issue 39, item 1): off unless the host's
setup turns them on in the lobby, which every phone is told; a guest asks the host's engine,
which searches from that seat's view and sends back only the seat's own legal moves with
their chances; one search per decision; the host's record counts the hint on the seat."""

from __future__ import annotations

import json
import random

from htmlscan import Scan
from table_harness import Net, make_phone, run, settle
from test_table_app import host_plays_until_due, pair, set_up, tap

from app.table import protocol


async def hinted_table(net, allow):
    """Celtica between the host's seat and a guest's phone, hints switched `allow` in the lobby
    before the guest joins, played until the guest's seat is due: `[host, guest]`."""
    host, _ = make_phone(net)
    await host.boot("en", "")
    await set_up(net, host, "celtica", ["human", "remote"])
    await tap(net, host, "start")
    html = host.render()[0]
    assert 'data-table-hints="off"' in html and Scan(html).find("button", data_action="table-hints")
    if allow:
        await tap(net, host, "table-hints")
        assert 'data-table-hints="on"' in host.render()[0]
    guest, _ = make_phone(net)
    await guest.boot("en", "")
    await pair(net, host, guest, 1)
    await settle(net)
    await host_plays_until_due(net, host, 1, random.Random(3))
    await settle(net)
    return host, guest


def test_a_guest_asks_the_hosts_engine_for_a_hint_when_the_host_allows_it():
    net = Net()

    async def go():
        host, guest = await hinted_table(net, True)
        assert guest.table.hints and Scan(guest.render()[0]).find("button", data_action="hint")
        await tap(net, guest, "hint")
        return host, guest
    host, guest = run(go())
    html = guest.render()[0]
    marked = [a for _, a in Scan(html).elements if "data-hint-move" in a]
    assert len(marked) == 1 and marked[0]["data-hint-move"] in guest.snap["legal"]
    hinted = [json.loads(text) for key, text in net.sent if '"t":"hinted"' in text]
    assert len(hinted) == 1
    # on the wire: the seat's own legal moves and their chances, nothing else
    assert set(hinted[0]) == {"t", "n", "moves"}
    assert all(set(row) == {"move", "chance"} and row["move"] in guest.snap["legal"] for row in hinted[0]["moves"])
    # the host's record says the guest's seat was played with a hint
    assert host.snap["record"]["seats"][1]["hints"] == 1
    hint_calls = len([c for c in host.env.calls if c[0] == "hint"])

    async def again():
        guest.env.rtc_send(guest.table.key(), protocol.dumps({"t": "hint", "n": guest.snap["moves"]}))
        await settle(net)
    run(again())
    # a second ask for the same decision is answered again, not searched again
    assert len([c for c in host.env.calls if c[0] == "hint"]) == hint_calls
    assert len([t for _, t in net.sent if '"t":"hinted"' in t]) == 2


def test_without_the_hosts_yes_there_is_no_hint_and_a_forged_ask_is_refused():
    net = Net()

    async def go():
        host, guest = await hinted_table(net, False)
        assert not guest.table.hints
        assert not Scan(guest.render()[0]).find("button", data_action="hint")
        await tap(net, guest, "hint")      # nothing is sent
        guest.env.rtc_send(guest.table.key(), protocol.dumps({"t": "hint", "n": guest.snap["moves"]}))
        await settle(net)
        return host, guest
    host, _guest = run(go())
    assert not [t for _, t in net.sent if '"t":"hinted"' in t]
    assert [t for _, t in net.sent if '"why":"no_hints"' in t]
    assert not [c for c in host.env.calls if c[0] == "hint"]
    assert "hints" not in host.snap["record"]["seats"][1]


def test_a_hint_is_given_only_at_the_seats_own_decision():
    seat = protocol.HostSeat(1, "T", hints=True)
    seat.joined = True
    seat.due, seat.moves, seat.legal = False, 7, ["a", "b"]
    assert seat.receive(protocol.dumps({"t": "hint", "n": 7}), 0)[0] == "reply"        # not due
    seat.due = True
    assert seat.receive(protocol.dumps({"t": "hint", "n": 6}), 0)[0] == "reply"        # stale
    assert seat.receive(protocol.dumps({"t": "hint", "n": "7"}), 0)[0] == "reply"      # garbage
    assert seat.receive(protocol.dumps({"t": "hint", "n": 7}), 0) == ["hint", 7]
    assert seat.receive(protocol.dumps({"t": "hint", "n": 7}), 0) == ["ignore", None]  # being searched
    text = seat.hinted(7, [{"move": "b", "chance": 0.6}, {"move": "secret", "chance": 0.2}])
    assert json.loads(text)["moves"] == [{"move": "b", "chance": 0.6}]
    assert seat.receive(protocol.dumps({"t": "hint", "n": 7}), 0) == ["reply", text]


def test_a_guest_checks_the_hosts_hint_like_any_peers_word():
    guest = protocol.GuestSession("T", 1)
    guest.snap = {"legal": ["a", "b"], "to_move": [1], "moves": 4}
    good = guest.receive(protocol.dumps({"t": "hinted", "n": 4, "moves": [{"move": "a", "chance": 0.5}]}))
    assert good[0] == "hinted" and good[1] == {"at": 4, "moves": [{"move": "a", "chance": 0.5}]}
    for forged in ([{"move": "<img src=x>", "chance": 0.5}], [{"move": "a", "chance": 7}],
                   [{"move": "a", "chance": True}], "moves", [{"move": "a"}] * 4):
        assert guest.receive(protocol.dumps({"t": "hinted", "n": 4, "moves": forged}))[0] == "bad"
    assert guest.ask_hint() is None          # hints off
    guest.hints = True
    assert json.loads(guest.ask_hint()) == {"t": "hint", "n": 4}


def test_the_hint_a_guest_is_sent_depends_on_its_seats_view_alone():
    """The engine's hint is the coach's search from the seat's view with a generator of the
    move count and seat only (not the deal's seed): a world the seat cannot tell apart, with
    other hidden cards, gets the very same hint."""
    from harness import fresh_engine
    from test_controller import played

    from pycore import records
    from pycore.coach.hint import hint
    from pycore.rng import Rng
    engine = fresh_engine()
    record = played("notre_dame", [{"name": "Ann", "kind": "human"}, {"name": "Bo", "kind": "human"}], 8, 9)
    assert json.loads(engine.open_game(json.dumps(record), 0))["ok"]
    state = records.replay(record)
    seat = state.to_move()[0]
    told = json.loads(engine.hint(seat))["moves"]
    twin = state.determinize(seat, Rng(77))
    assert twin.view(seat) == state.view(seat)
    assert hint("notre_dame", twin, seat, engine.hint_rng(len(record["moves"]), seat), seats=2) == told
