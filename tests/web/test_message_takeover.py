"""A live guest's seat goes on by message: from the host's question when the guest is away,
or from the lobby for a seat whose guest left. In CPython with the real engine, the live
connection faked by table_harness and the links carried by opening their addresses."""

from __future__ import annotations

import json
import random

from table_harness import Net, make_phone, run, settle
from test_message_app import deliver, links_on, open_link, play_out
from test_table_app import host_plays_until_due, open_table, tap

from app.message import links
from app.table import protocol


async def left_and_by_message(net, kinds, seat, rnd, lang="en"):
    """A live table of `kinds`; the guest of `seat` is due, leaves, and the host sends the
    seat on by message from the question it is asked. [host, {seat: the guest's phone}]."""
    host, guests = await open_table(net, "celtica", kinds, host_lang=lang)
    await settle(net)
    await host_plays_until_due(net, host, seat, rnd)
    guest = guests[seat]
    guest.env.drop(guest.table.key())
    await settle(net)
    assert host.cover == {"kind": "away", "seat": seat}
    assert f'data-action="table-bymsg:{seat}"' in host.render()[1]
    await tap(net, host, f"table-bymsg:{seat}")
    return host, guests


async def answer_invite(net, host, guest, seat, fresh=False):
    """The seat's invite opened on `guest` (a phone that opens the app by it, if `fresh`),
    joined, and its answer opened by the host."""
    if host.screen == "lobby":
        await tap(net, host, f"table-show:{seat}")
    invite = links_on(host)[str(seat)]
    if fresh:
        await guest.boot("en", invite.split("#", 1)[1])
        await settle(net)
    else:
        await open_link(net, guest, invite)
    assert guest.screen == "join"
    invited = guest.render()[0]
    await tap(net, guest, "table-mjoin")
    answered = guest.render()[0]
    await open_link(net, host, links_on(guest)["host"])
    return invite, invited, answered


def test_a_live_guest_who_left_goes_on_by_message_and_the_check_says_the_deal_was_not_promised():
    net = Net()
    rnd = random.Random(3)

    async def go():
        host, guests = await left_and_by_message(net, ["human", "remote"], 1, rnd)
        moves = host.snap["moves"]
        said = host.env.messages[-1]
        assert host.screen == "lobby" and 1 in host.table.message and 1 not in host.table.remote
        lobby = host.render()[0]
        await tap(net, host, "table-start")          # play on: the invite waits in the bar
        bar = host.render()[0]
        invite, invited, answered = await answer_invite(net, host, guests[1], 1)
        await settle(net)
        back = host.screen
        await play_out(net, host, {1: guests[1]}, rnd)
        await settle(net)
        guest = guests[1]
        offered = guest.render()[0]
        await tap(net, guest, "table-maudit")
        return host, guest, moves, said, lobby, bar, invite, invited, answered, back, offered

    host, guest, moves, said, lobby, bar, invite, invited, answered, back, offered = run(go())
    assert host.screen == "game" and "Send Player 2 the invite" in bar
    assert said == "Player 2 plays by message from now on: send Player 2 the invite."
    assert "data-message-link" in lobby and 'data-action="table-start"' in lobby   # the game may go on
    assert "the cards are dealt" not in lobby and "The game goes on meanwhile" in lobby
    facts = links.read(invite)
    assert facts["late"] is True and facts["commit"] == ""          # nothing was promised
    assert "its deal was not promised ahead" in invited
    assert "your first message comes with your seat&#39;s table" in answered
    assert back == "game"                                           # the answer closed the lobby
    # the game went on from where the live table left it: not dealt again
    record = host.snap["record"]
    assert host.snap["over"] and len(record["moves"]) > moves
    assert host.table.presence()[1] == protocol.MESSAGE
    mail = host.table.mail
    assert mail.secret == "" and mail.commit == "" and mail.seats[1].late
    assert "The deal was not promised ahead" in host.render()[0] and 'data-audit="ok"' in host.render()[0]
    assert "Its deal was not promised ahead" in offered
    page = guest.render()[0]
    assert 'data-audit="ok"' in page and "tables this phone was sent were true. The deal was not promised" in page
    # what the host keeps beside the save says the seat is by message now
    meta = json.loads(host.env.store.get("pt.table." + host.save_id))
    assert meta["remote"] == [] and meta["message"] == [1] and "1" not in meta["tokens"]


def test_a_seat_joining_a_table_by_message_late_is_checked_against_the_deal_promised():
    net = Net()
    rnd = random.Random(6)

    async def go():
        host, live_guests = await open_table(net, "notre_dame", ["human", "remote", "message"])
        live = live_guests[1]
        await settle(net)
        by_message, _ = make_phone(net)
        await answer_invite(net, host, by_message, 2, fresh=True)
        await settle(net)
        assert host.screen == "game" and host.table.mail.dealt
        commit = host.table.mail.commit
        guests = {2: by_message}
        while 1 not in host.snap["to_move"]:
            await deliver(net, host, guests)
            for seat, phone in [[2, by_message]]:
                snap = phone.snap or {}
                if seat in snap.get("to_move", []) and phone.table.me.pending is None:
                    await tap(net, phone, move=rnd.choice(snap["legal"]))
                    await open_link(net, host, links_on(phone)["host"])
            if host.viewer in host.snap["to_move"]:
                await tap(net, host, move=rnd.choice(host.snap["legal"]))
        live.env.drop(live.table.key())
        await settle(net)
        await tap(net, host, "table-bymsg:1")
        invite, invited, _ = await answer_invite(net, host, live, 1)
        await settle(net)
        guests[1] = live
        await deliver(net, host, guests)
        # the check at the end, on the game as far as it went (a whole three-seat game by
        # message is long): the reveal the last message would carry, checked on both phones
        from app.message import audit
        mail = host.table.mail
        end = audit.reveal(mail.secret, mail.values(3), host.snap["record"])
        for phone in (live, by_message):
            assert phone.table.me.received
            phone.table.me.end = json.loads(json.dumps(end))
            phone.snap = dict(phone.snap, over=True)
            await tap(net, phone, "table-maudit")
        return host, live, by_message, commit, invite, invited

    host, late, first, commit, invite, invited = run(go())
    facts = links.read(invite)
    assert facts["late"] is True and facts["commit"] == commit
    assert "dealt before you joined, from a deal promised at its start" in invited
    mail = host.table.mail
    assert mail.values(3)[1] == "" and mail.values(3)[2] != ""   # the late seat's value took no part
    for phone in (late, first):
        page = phone.render()[0]
        assert 'data-audit="ok"' in page and "the deal was the one promised" in page


def test_the_lobby_offers_a_left_guests_seat_by_message_in_both_languages():
    net = Net()
    rnd = random.Random(8)

    async def go():
        host, _guests = await open_table(net, "celtica", ["human", "remote"], host_lang="zh-Hant")
        await settle(net)
        await host_plays_until_due(net, host, 1, rnd)
        store = host.env.store
        again, _ = make_phone(net, store)              # the host reloads: the lobby to rejoin
        await again.boot("zh-Hant", "")
        await settle(net)
        zh = again.render()[0]
        await tap(net, again, "lang:en")
        en = again.render()[0]
        await tap(net, again, "table-bymsg:1")
        return again, zh, en

    host, zh, en = run(go())
    name = host.table.names[1]
    assert 'data-action="table-bymsg:1"' in zh and name + "改用傳訊息" in zh
    assert name + " by message" in en
    assert host.screen == "lobby" and host.table.message == [1]
    assert 'data-message-link' in host.render()[0] and 'data-to="1"' in host.render()[0]   # its invite


def test_an_invite_with_no_promise_is_read_only_as_a_late_seats():
    base = {"v": 1, "table": "AAAAAA", "seat": 1, "invite": 1, "game": "luna", "names": ["A", "B"],
            "kinds": ["human", "msg"], "key": "B" * 87, "commit": "", "from": 0}
    try:
        links.read(links.invite(base))
        raise AssertionError("an invite promising nothing, not late, was read")
    except links.LinkError as error:
        assert error.code == "msg.damaged"
    assert links.read(links.invite(dict(base, late=True)))["late"] is True
    for late in ("yes", 1):
        try:
            links.read(links.invite(dict(base, commit="0" * 64, late=late)))
            raise AssertionError("a late flag that is not true or false was read")
        except links.LinkError:
            pass
    assert links.read(links.invite(dict(base, commit="0" * 64)))["late"] is False
