"""Several phones at one table, whole games in CPython: the host's App and each guest's App
(app/controller.py, app/table/) over fake data channels (table_harness.py), the real engine
on the host. Pairing by copied text, playing by taps, rejoining, standing in, hostile guests.
"""

from __future__ import annotations

import random

import pytest
from table_harness import Net, make_phone, run, settle

from app import stats
from app.table import protocol


async def tap(net, app, action=None, move=None):
    await app.tap(move, action or "")
    await settle(net)


async def set_up(net, phone, game_id, kinds):
    """The new-game screen of `game_id` with `kinds` ("human" / "remote" / "message" /
    "bot", every bot Easy), not yet started."""
    await tap(net, phone, "new:" + game_id)
    await tap(net, phone, f"setup-players:{len(kinds)}")
    for seat, kind in enumerate(kinds):
        await tap(net, phone, f"setup-kind:{seat}:{kind}")
        if kind == "bot":
            await tap(net, phone, f"setup-level:{seat}:easy")


async def open_table(net, game_id, kinds, host_lang="en"):
    """The host's phone sets up `kinds` ("human" / "remote" / "bot") and opens the lobby;
    one guest phone per remote seat joins by its link and the answer pasted back.
    Returns [host app, {seat: guest app}]."""
    host, _ = make_phone(net)
    await host.boot(host_lang, "")
    await set_up(net, host, game_id, kinds)
    await tap(net, host, "start")
    assert host.screen == "lobby"
    guests = {}
    for seat, kind in enumerate(kinds):
        if kind != "remote":
            continue
        guest, _ = make_phone(net)
        await guest.boot("en", "")
        await pair(net, host, guest, seat)
        guests[seat] = guest
    return host, guests


async def pair(net, host, guest, seat, fresh_page=False):
    """The guest opens the seat's join link; the host pastes the guest's answer."""
    await tap(net, host, f"table-show:{seat}")
    html = host.render()[0]
    link = host.table.codes[seat]
    assert f'data-join-link="{link}"' in html and "#t1." in link
    await guest.follow_link(link.split("#", 1)[1])
    await settle(net)
    answer = guest.table.answer
    assert answer.startswith("a1.") and f'data-answer="{answer}"' in guest.render()[0]
    host.set_fields({"answer": "my code: " + answer})
    await tap(net, host, "table-answer")


async def host_plays_until_due(net, host, seat, rnd):
    """The host's seat taps moves at random until `seat` (a guest's) is due."""
    while seat not in host.snap["to_move"]:
        await tap(net, host, move=rnd.choice(host.snap["legal"]))


async def a_guest_due(net, seed):
    """Celtica between the host's seat and a guest's phone, played by the host until the
    guest's seat is due: `[host app, guest app]`."""
    host, guests = await open_table(net, "celtica", ["human", "remote"])
    await settle(net)
    await host_plays_until_due(net, host, 1, random.Random(seed))
    await settle(net)
    return host, guests[1]


def due_phone(host, guests):
    """[app, seat] of a phone whose seat must decide now (its screen has moves)."""
    phones = [host] + list(guests.values())
    for app in phones:
        snap = app.snap or {}
        due = app.screen == "game" and snap.get("legal") and app.viewer in (snap.get("to_move") or [])
        if due and (app.table is None or not app.table.guest or app.table.session.pending is None):
            return app
    return None


async def play_out(net, host, guests, rnd, limit=5000):
    taps = 0
    while not host.snap.get("over"):
        app = due_phone(host, guests)
        assert app is not None, "no phone can move: the table is stuck"
        await tap(net, app, move=rnd.choice(app.snap["legal"]))
        taps += 1
        assert taps < limit
        if host.cover is not None and host.cover.get("kind") == "handoff":
            await tap(net, host, "handoff-go")
    return taps


@pytest.mark.parametrize("game_id, kinds", [
    ["citadels", ["human", "remote", "remote", "bot"]],
    ["notre_dame", ["remote", "human", "remote"]],
    ["luna", ["human", "remote"]],
    ["celtica", ["remote", "bot", "human"]],
])
def test_a_whole_game_at_a_table_each_phone_showing_only_its_seat(game_id, kinds):
    net = Net()
    rnd = random.Random(7)

    async def go():
        host, guests = await open_table(net, game_id, kinds)
        await settle(net)
        assert host.screen == "game" and not host.table.lobby      # everyone joined: it starts
        taps = await play_out(net, host, guests, rnd)
        await settle(net)
        return host, guests, taps

    host, guests, taps = run(go())
    assert taps > 5
    record = host.snap["record"]
    for seat, guest in guests.items():
        assert guest.screen == "game" and guest.snap["over"] and guest.snap["viewer"] == seat
        assert guest.snap["result"] == host.snap["result"]
        html = guest.render()[0]
        assert f'data-seat="{seat}"' in html and 'data-over="true"' in html
    # nothing a guest was sent carries the record or its seed
    seed = str(record["seed"])
    for _key, text in net.sent:
        assert seed not in text and '"record"' not in text and '"moves":[' not in text
    # the host's phone showed its own seat and is saved as a table game
    assert f'data-seat="{host.viewer}"' in host.render()[0]
    assert host.env.store.get("pt.table." + host.save_id)


def test_every_guest_message_is_small_after_the_first():
    net = Net()

    async def go():
        host, guests = await open_table(net, "citadels", ["human", "remote", "bot", "bot"])
        await settle(net)
        start = len(net.sent)
        await play_out(net, host, guests, random.Random(3))
        return host, start

    _host, start = run(go())
    states = [len(text) for key, text in net.sent[start:] if '"t":"state"' in text]
    assert states and sorted(states)[len(states) // 2] < 4000   # the log goes as a suffix


def test_a_guest_who_loses_the_connection_rejoins_with_its_token_and_plays_on():
    net = Net()
    rnd = random.Random(11)

    async def go():
        host, guests = await open_table(net, "celtica", ["human", "remote"])
        await settle(net)
        guest = guests[1]
        for _ in range(6):
            app = due_phone(host, guests)
            await tap(net, app, move=rnd.choice(app.snap["legal"]))
        moves = host.snap["moves"]
        guest.env.drop(guest.table.key())
        await settle(net)
        assert guest.table.phase == "lost" and guest.table.why == "table_host_gone"
        assert 'is-host' not in guest.render()[0]           # the host is not shown as there
        assert host.table.presence()[1] == protocol.AWAY
        assert "away" in host.render()[0]
        # the host shows the seat's code again; the same phone scans it
        await tap(net, host, "table-seats")
        assert host.screen == "lobby"
        await pair(net, host, guest, 1)
        await settle(net)
        assert host.screen == "game" and host.table.presence()[1] == protocol.HERE
        assert guest.table.phase == "playing" and guest.snap["moves"] == host.snap["moves"] >= moves
        await play_out(net, host, guests, rnd)
        return host, guest

    _host, guest = run(go())
    assert guest.snap["over"]


def test_a_faltering_connection_shows_reconnecting_on_every_phone_until_it_is_back():
    net = Net()

    async def go():
        host, guests = await open_table(net, "citadels", ["human", "remote", "remote", "bot"])
        await settle(net)
        host_key = host.table.key(2)
        await host.on_peer(host_key, "wait", None)        # table.js: ICE "disconnected"
        await settle(net)
        faltering = [host.table.presence(), guests[1].table.session.presence, host.render()[0],
                     guests[1].render()[0]]
        await host.on_peer(host_key, "back", None)
        await settle(net)
        back = [host.table.presence(), guests[1].table.session.presence]
        return faltering, back

    faltering, back = run(go())
    assert faltering[0] == [protocol.HOST, protocol.HERE, protocol.RECONNECTING, protocol.BOT]
    assert faltering[1] == faltering[0]                         # the other guest is told
    assert "reconnecting" in faltering[2] and "reconnecting" in faltering[3]
    assert back[0] == back[1] == [protocol.HOST, protocol.HERE, protocol.HERE, protocol.BOT]


def test_a_guest_reloaded_rejoins_its_seat_on_a_new_page_with_its_stored_token():
    net = Net()
    rnd = random.Random(5)

    async def go():
        host, guests = await open_table(net, "luna", ["human", "remote"])
        await settle(net)
        old = guests[1]
        for _ in range(4):
            app = due_phone(host, guests)
            await tap(net, app, move=rnd.choice(app.snap["legal"]))
        token = host.table.seats[1].token
        assert token and token in old.env.store.get("pt.table-guest")
        # the page reloads: its connection is gone, its storage stays
        old.env.drop(old.table.key())
        await settle(net)
        fresh, _ = make_phone(net, old.env.store)
        await fresh.boot("en", "")
        await tap(net, host, "table-seats")
        await pair(net, host, fresh, 1)
        await settle(net)
        assert host.table.seats[1].token == token and host.table.joined(1)
        guests[1] = fresh
        await play_out(net, host, guests, rnd)
        return fresh

    assert run(go()).snap["over"]


def test_another_phone_with_the_seats_code_but_not_its_token_is_turned_away():
    net = Net()

    async def go():
        host, guests = await open_table(net, "luna", ["human", "remote"])
        await settle(net)
        guests[1].env.drop(guests[1].table.key())
        await settle(net)
        stranger, _ = make_phone(net)
        await stranger.boot("en", "")
        await tap(net, host, "table-seats")
        await pair(net, host, stranger, 1)
        await settle(net)
        return host, stranger

    host, stranger = run(go())
    assert not host.table.joined(1)
    assert stranger.table.phase == "lost" and stranger.table.why == "table_why_token"


def test_a_host_reload_resumes_from_its_save_and_the_guests_rejoin():
    net = Net()
    rnd = random.Random(9)

    async def go():
        host, guests = await open_table(net, "notre_dame", ["human", "remote", "remote"])
        await settle(net)
        for _ in range(5):
            app = due_phone(host, guests)
            await tap(net, app, move=rnd.choice(app.snap["legal"]))
        moves = host.snap["moves"]
        store = host.env.store
        # the host's page reloads: every connection goes
        for seat in (1, 2):
            host.env.drop(host.table.key(seat))
        await settle(net)
        assert all(g.table.phase == "lost" for g in guests.values())
        again, _ = make_phone(net, store)
        await again.boot("en", "")
        await settle(net)
        assert again.screen == "lobby" and again.table.rejoin and again.snap["moves"] == moves
        for seat in (1, 2):
            await pair(net, again, guests[seat], seat)
        await settle(net)
        assert again.screen == "game"
        await play_out(net, again, guests, rnd)
        return again, guests

    _again, guests = run(go())
    assert all(g.snap["over"] for g in guests.values())


def test_an_away_guest_is_handed_to_a_bot_and_gets_the_seat_back_on_return():
    net = Net()
    rnd = random.Random(2)

    async def go():
        host, guests = await open_table(net, "celtica", ["human", "remote"])
        await settle(net)
        guest = guests[1]
        await host_plays_until_due(net, host, 1, rnd)
        guest.env.drop(guest.table.key())
        await settle(net)
        assert host.cover == {"kind": "away", "seat": 1}      # the game waits on that seat
        assert 'data-cover="away"' in host.render()[1]
        before = host.snap["moves"]
        await tap(net, host, "table-bot:1")
        assert host.table.presence()[1] == protocol.BOT_PLAYS
        assert host.snap["moves"] > before                     # the bot played the seat
        # it comes back: the bot stops
        await tap(net, host, "table-seats")
        await pair(net, host, guest, 1)
        await settle(net)
        assert host.table.takeover[1] == "" and host.table.presence()[1] == protocol.HERE
        await play_out(net, host, guests, rnd)
        return host

    assert run(go()).snap["over"]


def test_the_host_can_play_an_away_guests_seat_behind_the_hand_off_cover():
    net = Net()
    rnd = random.Random(4)

    async def go():
        host, guests = await open_table(net, "celtica", ["human", "remote"])
        await settle(net)
        guest = guests[1]
        await host_plays_until_due(net, host, 1, rnd)
        guest.env.drop(guest.table.key())
        await settle(net)
        await tap(net, host, "table-local:1")
        assert host.cover["kind"] == "handoff" and host.render()[2] is True   # covered
        await tap(net, host, "handoff-go")
        assert host.viewer == 1 and host.snap["legal"]
        await tap(net, host, move=host.snap["legal"][0])
        return host

    host = run(go())
    assert host.table.presence()[1] == protocol.LOCAL


@pytest.mark.parametrize("text", [
    "garbage", "[" * 3000, '{"t":"move","id":1,"n":0,"m":"gold","seat":0}',
    '{"t":"move","id":1,"n":0,"m":"' + "x" * 199 + '"}', '{"t":"hello","v":1}',
])
def test_a_hostile_guest_gets_refusals_and_the_host_plays_on(text):
    net = Net()
    rnd = random.Random(1)

    async def go():
        host, guests = await open_table(net, "celtica", ["human", "remote"])
        await settle(net)
        guest = guests[1]
        key = guest.table.key()
        for _ in range(300):      # a flood of it
            guest.env.rtc_send(key, text)
        await settle(net)
        assert host.screen == "game"
        await tap(net, host, move=rnd.choice(host.snap["legal"])) if 0 in host.snap["to_move"] else None
        return host, guest

    host, _guest = run(go())
    refusals = [t for k, t in net.sent if '"t":"refuse"' in t or '"t":"bye"' in t]
    assert refusals and len(refusals) <= protocol.STRIKES + 1
    assert host.engine_state == "ready" and host.snap is not None


def test_pairing_refuses_a_damaged_answer_a_join_code_and_another_tables_answer():
    net = Net()

    async def go():
        host, _ = make_phone(net)
        await host.boot("en", "")
        await tap(net, host, "new:luna")
        await tap(net, host, "setup-kind:1:remote")
        await tap(net, host, "start")
        link = host.table.codes[1]
        said = []
        for text in ["", "a1.AAAA", link, "a1." + "B" * 150]:
            host.set_fields({"answer": text})
            await tap(net, host, "table-answer")
            said.append(host.env.messages[-1])
        other, _ = make_phone(net)
        await other.boot("en", "")
        await tap(net, other, "new:luna")
        await tap(net, other, "setup-kind:1:remote")
        await tap(net, other, "start")
        guest, _ = make_phone(net)
        await guest.boot("en", "")
        await guest.follow_link(other.table.codes[1].split("#")[1])
        await settle(net)
        host.set_fields({"answer": guest.table.answer})
        await tap(net, host, "table-answer")
        said.append(host.env.messages[-1])
        return said

    said = run(go())
    assert "damaged" in said[0] and "damaged" in said[1] and "join code" in said[2]
    assert "damaged" in said[3] and "another table" in said[4]


def test_the_camera_refused_says_so_and_a_scanned_answer_pairs():
    net = Net()

    async def go():
        host, _ = make_phone(net)
        await host.boot("zh-Hant", "")
        await tap(net, host, "new:luna")
        await tap(net, host, "setup-kind:1:remote")
        await tap(net, host, "start")
        await tap(net, host, "table-scan")
        refused = host.env.messages[-1]
        guest, _ = make_phone(net)
        await guest.boot("en", "")
        await guest.follow_link(host.table.codes[1].split("#")[1])
        await settle(net)
        host.env.camera = guest.table.answer
        await tap(net, host, "table-scan")
        await settle(net)
        return host, refused

    host, refused = run(go())
    assert "相機" in refused and host.screen == "game" and host.table.joined(1)


def test_a_browser_without_webrtc_is_told_to_play_on_one_phone():
    net = Net()
    net.fail_offers = True

    async def go():
        host, _ = make_phone(net)
        await host.boot("en", "")
        await tap(net, host, "new:luna")
        await tap(net, host, "setup-kind:1:remote")
        await tap(net, host, "start")
        return host

    host = run(go())
    assert "cannot connect phones" in host.env.messages[-1]


def test_the_setup_offers_own_phone_seats_and_the_start_opens_the_table():
    net = Net()

    async def go():
        host, _ = make_phone(net)
        await host.boot("en", "")
        await tap(net, host, "new:citadels")
        html = host.render()[0]
        assert "data-action=\"setup-kind:1:remote\"" in html and "Own phone" in html
        await tap(net, host, "setup-kind:1:remote")
        assert "Open the table" in host.render()[0]
        return host

    run(go())


def test_the_host_starts_before_everyone_joined_and_a_late_guest_joins_in_game():
    net = Net()
    rnd = random.Random(21)

    async def go():
        host, _ = make_phone(net)
        await host.boot("en", "")
        await tap(net, host, "new:notre_dame")
        await tap(net, host, "setup-players:3")
        for i, kind in enumerate(["human", "remote", "remote"]):
            await tap(net, host, f"setup-kind:{i}:{kind}")
        await tap(net, host, "start")
        early, late = make_phone(net)[0], make_phone(net)[0]
        for phone in (early, late):
            await phone.boot("en", "")
        await pair(net, host, early, 1)
        await settle(net)
        assert host.screen == "lobby" and 'data-action="table-start"' in host.render()[0]
        await tap(net, host, "table-start")
        started = [host.screen, early.screen, host.table.presence()]
        # seat 3's friend arrives: the host shows its code from the game, it joins and plays
        await tap(net, host, "table-seats")
        await pair(net, host, late, 2)
        await settle(net)
        joined = [host.screen, late.screen, late.viewer, host.table.presence()]
        await play_out(net, host, {1: early, 2: late}, rnd)
        return host, late, started, joined

    host, late, started, joined = run(go())
    assert started[:2] == ["game", "game"]
    assert started[2] == [protocol.HOST, protocol.HERE, protocol.AWAY]
    assert joined == ["game", "game", 2, [protocol.HOST, protocol.HERE, protocol.HERE]]
    assert late.snap["over"] and host.snap["over"]


def test_a_table_game_that_ends_on_a_guests_move_counts_in_the_hosts_record():
    net = Net()

    async def go():
        host, guests = await open_table(net, "luna", ["remote", "remote"])   # every move a guest's
        await settle(net)
        await play_out(net, host, guests, random.Random(2))
        await settle(net)
        return host

    host = run(go())
    assert host.snap["over"]
    assert stats.totals(host.record, "luna")[0] == 1
    assert stats.totals(stats.parse(host.env.store.get(stats.STATS_KEY)), "luna")[0] == 1


def test_a_move_the_host_does_not_answer_says_waiting_and_is_sent_again_then_played_once():
    net = Net()

    async def go():
        host, guest = await a_guest_due(net, 4)
        # the host's phone misses the guest's first message (as a phone asleep for a moment)
        table = host.table
        real = table.on_message
        missed = []

        async def deaf_once(app, seat, text):
            if not missed and '"t":"move"' in text:
                missed.append(text)
                return
            await real(app, seat, text)

        table.on_message = deaf_once
        waited = []
        drawn = guest.env.redraw

        def redraw():
            waited.append(guest.table.waiting)
            drawn()

        guest.env.redraw = redraw
        before = host.snap["moves"]
        await tap(net, guest, move=guest.snap["legal"][0])
        await settle(net)
        return host, guest, missed, waited, before

    host, guest, missed, waited, before = run(go())
    assert len(missed) == 1 and True in waited
    assert "Waiting for the host" not in guest.render()[0]       # answered now: the note is gone
    assert host.snap["moves"] == before + 1 and guest.table.session.pending is None
    sent = [text for key, text in net.sent if text == missed[0]]
    assert len(sent) == 2                                       # the move, and its one resend


def test_a_guest_with_sound_on_hears_its_turn():
    net = Net()

    async def go():
        host, guests = await open_table(net, "celtica", ["human", "remote"])
        await settle(net)
        guest = guests[1]
        guest.sound = True
        rnd = random.Random(5)
        await host_plays_until_due(net, host, 1, rnd)
        await settle(net)
        return guest

    guest = run(go())
    assert "turn" in guest.env.cues


def test_one_forged_maximum_id_costs_one_refusal_and_the_guests_next_tap_is_played():
    net = Net()

    async def go():
        host, guest = await a_guest_due(net, 9)
        forged = protocol.dumps({"t": "move", "id": protocol.MAX_ID, "n": guest.snap["moves"], "m": "nope"})
        guest.env.rtc_send(guest.table.key(), forged)
        await settle(net)
        before = host.snap["moves"]
        await tap(net, guest, move=guest.snap["legal"][0])
        return host, guest, before

    host, guest, before = run(go())
    assert host.snap["moves"] == before + 1 and guest.table.session.pending is None
    refusals = [t for k, t in net.sent if '"t":"refuse"' in t]
    assert len(refusals) == 1 and '"why":"id"' in refusals[0]
