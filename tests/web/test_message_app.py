"""A table by message, whole games in CPython: the host's App and each guest's App
(app/message/), the real engine on the host, the sealing of web/js/seal.js done by its CPython
reference (harness.py), every link carried from phone to phone by opening its address, as a
player opening it from a chat would. Inviting, dealing, playing, links opened twice, late, on
the wrong phone or changed, reloads on both sides."""

from __future__ import annotations

import json
import random
import re

from table_harness import Net, make_phone, run, settle
from test_table_app import set_up

from app.table import protocol

LINK = re.compile(r'data-message-link="([^"]+)" data-to="([^"]+)"')


async def tap(net, app, action=None, move=None):
    await app.tap(move, action or "")
    await settle(net)


def links_on(app):
    """{to: link} of every link the phone's screen offers to send."""
    return {to: link.replace("&amp;", "&") for link, to in LINK.findall(app.render()[0])}


async def open_link(net, app, link):
    await app.follow_link(link.split("#", 1)[1])
    await settle(net)


async def open_message_table(net, game_id, kinds, host_store=None, hints=False):
    """The host sets up `kinds` ("human" / "message" / "bot") (with the coach's hints on, with
    `hints`), each seat by message opens its invite on its own phone, joins, and the host
    opens its answer. [host, {seat: guest}]."""
    host, _ = make_phone(net, host_store)
    await host.boot("en", "")
    await set_up(net, host, game_id, kinds)
    await tap(net, host, "start")
    assert host.screen == "lobby"
    if hints:
        await tap(net, host, "table-hints")
        assert host.table.hints
    guests = {}
    for seat, kind in enumerate(kinds):
        if kind != "message":
            continue
        await tap(net, host, f"table-show:{seat}")
        invite = links_on(host)[str(seat)]
        assert "#m1.i." in invite
        guest, _ = make_phone(net)
        await guest.boot("en", invite.split("#", 1)[1])
        await settle(net)
        assert guest.engine_state == "asleep"          # a guest's phone starts no engine
        assert guest.screen == "join" and 'data-screen="msg-invite"' in guest.render()[0]
        await tap(net, guest, "table-mjoin")
        answer = links_on(guest)["host"]
        assert "#m1.a." in answer
        await open_link(net, host, answer)
        guests[seat] = guest
    return host, guests


async def deliver(net, host, guests):
    """Every guest opens the newest link the host offers it (as from the chat)."""
    offered = links_on(host)
    for seat, guest in guests.items():
        link = offered.get(str(seat))
        if link and host.table.mail.unsent(seat):
            host.table.mail.mark_sent(seat)
            await open_link(net, guest, link)


async def play_out(net, host, guests, rnd, limit=4000):
    steps = 0
    while not host.snap.get("over"):
        steps += 1
        assert steps < limit, "the table is stuck"
        await deliver(net, host, guests)
        moved = False
        for seat, guest in guests.items():
            snap = guest.snap or {}
            me = guest.table.me
            if snap.get("legal") and seat in snap.get("to_move", []) and me.pending is None and not snap["over"]:
                await tap(net, guest, move=rnd.choice(snap["legal"]))
                await open_link(net, host, links_on(guest)["host"])
                moved = True
                break
        if moved:
            continue
        if host.cover is not None and host.cover.get("kind") == "handoff":
            await tap(net, host, "handoff-go")
            continue
        snap = host.snap
        if snap.get("legal") and host.viewer in snap.get("to_move", []):
            await tap(net, host, move=rnd.choice(snap["legal"]))
            continue
        await settle(net)
    await deliver(net, host, guests)
    return steps


def test_a_whole_game_by_message_with_a_bot_each_guest_seeing_only_its_seat():
    net = Net()
    rnd = random.Random(5)

    async def go():
        host, guests = await open_message_table(net, "celtica", ["human", "message", "bot"])
        await settle(net)
        assert host.screen == "game" and not host.table.lobby      # every seat answered: dealt
        await play_out(net, host, guests, rnd)
        await settle(net)
        return host, guests

    host, guests = run(go())
    guest = guests[1]
    assert guest.screen == "game" and guest.snap["over"] and guest.snap["viewer"] == 1
    assert guest.snap["result"] == host.snap["result"]
    html = guest.render()[0]
    assert 'data-seat="1"' in html and 'data-over="true"' in html
    assert host.table.presence()[1] == protocol.MESSAGE
    # the seed was derived from the host's secret and the guest's value, not the setup's
    mail = host.table.mail
    assert mail.dealt and host.snap["record"]["moves"]
    # what the guest keeps holds no seed and no record but what the end revealed
    kept = json.loads(guest.env.store.get("pt.msg-guest." + mail.table + ".1"))
    from app.message import audit
    assert audit.revealed_record(kept["guest"].pop("end")) == host.snap["record"]
    rest = json.dumps(kept)
    assert str(host.snap["record"]["seed"]) not in rest and mail.secret not in rest and '"moves": [[' not in rest


def test_a_reply_opened_twice_or_changed_changes_nothing_and_says_so():
    net = Net()

    async def go():
        host, guests = await open_message_table(net, "luna", ["message", "human"])
        await settle(net)
        guest = guests[0]
        await deliver(net, host, guests)
        while 0 not in guest.snap["to_move"]:
            await tap(net, host, move=host.snap["legal"][0])
            await deliver(net, host, guests)
        due = guest.render()[0]
        await tap(net, guest, move=guest.snap["legal"][0])
        reply = links_on(guest)["host"]
        made = guest.render()[0]
        # the guest's dock says its move waits to be sent, not that the game waits for it
        assert "Waiting for Player 1" not in made and "Your move is made. Send it to Player 2." in made
        assert "Your move is made" not in due
        # one character changed: refused, nothing played
        moves = host.snap["moves"]
        head, sealed = reply.rsplit(".", 1)
        changed = head + "." + ("A" if sealed[5] != "A" else "B").join([sealed[:5], sealed[6:]])
        kept = host.env.store.get("pt.table." + host.save_id)
        await open_link(net, host, changed)
        said = [host.env.messages[-1]]
        assert host.snap["moves"] == moves and host.env.store.get("pt.table." + host.save_id) == kept
        await open_link(net, host, reply)
        assert host.snap["moves"] == moves + 1
        await open_link(net, host, reply)           # again: recognised
        said.append(host.env.messages[-1])
        assert host.snap["moves"] == moves + 1
        # the guest's phone opening its own reply is told it is the host's
        await open_link(net, guest, reply)
        said.append(guest.env.messages[-1])
        return host, said

    host, said = run(go())
    assert host.table.mail.seats[0].done_id == 1
    assert said[0] == "This link was changed or is not for this phone: it was not opened."
    assert said[1] == "This reply from Player 1 was opened before: nothing changed."
    assert said[2] == "This link is for the host's phone: send it to the host."


def test_a_message_opened_on_another_seats_phone_is_not_theirs():
    net = Net()

    async def go():
        host, guests = await open_message_table(net, "notre_dame", ["human", "message", "message"])
        await settle(net)
        link_for_1 = links_on(host)["1"]
        before = guests[2].env.store.get("pt.msg-guest." + host.table.mail.table + ".2")
        await open_link(net, guests[2], link_for_1)
        after = guests[2].env.store.get("pt.msg-guest." + host.table.mail.table + ".2")
        return guests[2], before, after

    guest, before, after = run(go())
    assert before and before == after                  # nothing of its own seat changed
    assert guest.env.messages[-1] == "This message is for seat 2, which this phone has not joined."
    assert guest.table.seat == 2


def test_the_host_reloads_and_goes_on_from_its_save():
    net = Net()
    rnd = random.Random(9)

    async def go():
        host, guests = await open_message_table(net, "celtica", ["human", "message"])
        await settle(net)
        for _ in range(3):
            await deliver(net, host, guests)
            snap = guests[1].snap or {}
            if snap and 1 in snap.get("to_move", []) and guests[1].table.me.pending is None:
                await tap(net, guests[1], move=rnd.choice(snap["legal"]))
                await open_link(net, host, links_on(guests[1])["host"])
            elif host.viewer in host.snap["to_move"]:
                await tap(net, host, move=rnd.choice(host.snap["legal"]))
        moves = host.snap["moves"]
        store = host.env.store
        again, _ = make_phone(net, store)
        await again.boot("en", "")
        await settle(net)
        assert again.screen == "game" and again.table is not None and again.table.mail.dealt
        assert again.snap["moves"] == moves
        await play_out(net, again, guests, rnd)
        return again

    again = run(go())
    assert again.snap["over"]


def test_the_meta_of_a_table_by_message_is_checked_when_read():
    from app.table import stored

    class Store(dict):
        def get(self, key, default=None):
            return dict.get(self, key, default)

    store = Store()
    store["pt.table.x"] = json.dumps({"v": 1, "id": "AAAAAA", "remote": [], "message": [1], "mail": {"v": 1}})
    assert stored.read_meta(store, "x") is None


def test_the_guest_reloads_on_its_seat_with_no_engine_and_goes_on():
    net = Net()
    rnd = random.Random(4)

    async def go():
        host, guests = await open_message_table(net, "celtica", ["human", "message"])
        await settle(net)
        await deliver(net, host, guests)
        guest = guests[1]
        before = guest.snap["moves"]
        again, _ = make_phone(net, guest.env.store)      # the same phone, reloaded: no link
        await again.boot("en", "")
        await settle(net)
        assert again.engine_state == "asleep"
        assert again.screen == "game" and again.viewer == 1 and again.snap["moves"] == before
        guests[1] = again
        await play_out(net, host, guests, rnd)
        await settle(net)
        # back home: the next start is home, and the engine it needs starts
        await tap(net, again, "home")
        third, _ = make_phone(net, again.env.store)
        await third.boot("en", "")
        await settle(net)
        return again, third

    again, third = run(go())
    assert again.snap["over"] and again.snap["viewer"] == 1
    assert third.screen == "home" and third.engine_state == "ready"


def test_the_end_reveals_the_deal_and_every_phone_checks_it():
    net = Net()
    rnd = random.Random(11)

    async def go():
        host, guests = await open_message_table(net, "luna", ["message", "human"])
        await settle(net)
        await play_out(net, host, guests, rnd)
        await settle(net)
        guest = guests[0]
        before = guest.render()[0]
        await tap(net, guest, "table-maudit")
        after = guest.render()[0]
        # a changed record, as a host that altered the game would reveal it
        me = guest.table.me
        end = json.loads(json.dumps(me.end))
        moves = end["moves"]
        end["moves"] = moves.rsplit("\n", 1)[0]
        me.end, me.audit = end, None
        await tap(net, guest, "table-maudit")
        altered = guest.render()[0]
        end["moves"] = moves
        end["secret"] = end["secret"][:-1] + ("A" if end["secret"][-1] != "A" else "B")
        me.end, me.audit = end, None
        await tap(net, guest, "table-maudit")
        another_secret = guest.render()[0]
        return host, guest, before, after, altered, another_secret

    host, guest, before, after, altered, another_secret = run(go())
    assert host.snap["over"]
    host_page = host.render()[0]
    assert 'data-audit="ok"' in host_page                  # the host's phone checked at once
    assert "moves were legal." in host_page and "tables this phone" not in host_page
    assert 'data-action="table-maudit"' in before and 'data-audit="ok"' not in before
    assert 'data-audit="ok"' in after and "tables this phone was sent were true" in after
    assert guest.table.me.received                         # what it was shown was checked
    assert 'data-audit="failed"' in altered
    assert 'data-audit="failed"' in another_secret and "does not match what the invite promised" in another_secret
    # the verdict is kept: a reload shows it again
    kept = guest.env.store.get("pt.msg-guest." + host.table.mail.table + ".0")
    assert '"audit": {"ok": false' in kept


def test_a_lobby_of_seats_by_message_asks_for_answers_not_camera_codes():
    net = Net()

    async def go():
        host, _ = make_phone(net)
        await host.boot("zh-Hant", "")
        await tap(net, host, "new:luna")
        await tap(net, host, "setup-players:2")
        await tap(net, host, "setup-kind:1:message")
        await tap(net, host, "start")
        await tap(net, host, "table-show:1")
        return host.render()[0]

    html = run(go())
    assert "data-message-link" in html and 'data-field="msg"' in html
    assert "data-answer-input" not in html and "table-stun" not in html and "table-start" not in html
    assert "每個座位都回覆後就會發牌。" in html
