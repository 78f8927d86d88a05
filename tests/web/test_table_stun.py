"""The table's one server setting (app/table/ice.py, the lobby's "Friends elsewhere"): no
server unless the host names a STUN server; a named one is used for the host's offers, carried
in the join code, used for the guest's answer, kept on the host's phone for the next table;
an address that is not a STUN server is refused, a refused storage write is said.
"""

from __future__ import annotations

import asyncio
import json

import pytest
from table_harness import Net, make_phone, run, settle
from test_table_app import open_table, pair, tap

from app.table import ice, sdp

SERVER = "stun:stun.example.org:3478"
NONE = "[]"


def named(server):
    return json.dumps([{"urls": server}])


def test_no_server_is_contacted_unless_the_host_names_one():
    net = Net()

    async def go():
        return await open_table(net, "luna", ["human", "remote"])

    host, guests = run(go())
    assert host.env.ice and guests[1].env.ice
    assert set(host.env.ice) == {NONE} and set(guests[1].env.ice) == {NONE}
    assert host.env.store.get(ice.STUN_KEY) is None
    assert sdp.read_join(host.table.codes[1])["stun"] == ""


def lobby_with_server(net, server, lang="en"):
    async def go():
        host, _ = make_phone(net)
        await host.boot(lang, "")
        await tap(net, host, "new:luna")
        await tap(net, host, "setup-kind:1:remote")
        await tap(net, host, "start")
        await tap(net, host, "table-show:1")
        before = host.table.codes[1]
        host.set_fields({"stun": "  " + server + " "})
        await tap(net, host, "table-stun")
        return host, before

    return run(go())


def test_a_named_server_makes_new_codes_the_guest_answers_with_it_and_it_is_kept():
    net = Net()
    host, before = lobby_with_server(net, SERVER)
    assert host.env.messages[-1] == "New codes use " + SERVER + "."
    assert host.env.ice[0] == NONE and host.env.ice[-1] == named(SERVER)
    assert host.table.codes[1] and host.table.codes[1] != before       # the old code is replaced
    assert sdp.read_join(host.table.codes[1])["stun"] == SERVER
    html = host.render()[0]
    assert f'data-stun-used="{SERVER}"' in html and f'value="{SERVER}"' in html
    assert host.env.store.get(ice.STUN_KEY) == SERVER

    async def join():
        guest, _ = make_phone(net)
        await guest.boot("zh-Hant", "")
        await pair(net, host, guest, 1)
        await settle(net)
        return guest

    guest = run(join())
    assert guest.env.ice == [named(SERVER)]
    assert host.screen == "game" and guest.screen == "game"
    # the next table on this phone starts with the server kept
    net2 = Net()

    async def again():
        phone, _ = make_phone(net2, host.env.store)
        await phone.boot("en", "")
        await tap(net2, phone, "new:luna")
        await tap(net2, phone, "setup-kind:1:remote")
        await tap(net2, phone, "start")
        return phone

    phone = run(again())
    assert phone.table.stun == SERVER and phone.env.ice and set(phone.env.ice) == {named(SERVER)}


def test_the_guest_is_told_which_server_the_hosts_table_uses():
    net = Net()
    host, _ = lobby_with_server(net, SERVER)

    async def follow():
        guest, _ = make_phone(net)
        await guest.boot("zh-Hant", "")
        await guest.follow_link(host.table.codes[1].split("#", 1)[1])
        await settle(net)
        return guest

    guest = run(follow())
    html = guest.render()[0]
    assert f'data-stun-used="{SERVER}"' in html
    assert "主機的這一桌透過 STUN 伺服器 " + SERVER + " 連線。" in html


def test_clearing_the_field_goes_back_to_no_server():
    net = Net()
    host, _ = lobby_with_server(net, SERVER)

    async def clear():
        host.set_fields({"stun": ""})
        await tap(net, host, "table-stun")

    run(clear())
    assert host.env.messages[-1] == "No server: same Wi-Fi only."
    assert host.env.store.get(ice.STUN_KEY) is None and host.table.stun == ""
    assert host.env.ice[-1] == NONE
    assert 'data-stun-used=""' in host.render()[0]


@pytest.mark.parametrize("text", ["stun.example.org", "turn:relay.example.org:3478", "stun:",
                                  "stun:a b", "stun:x/../y", "stun:" + "a" * 300, "stun:<b>x</b>",
                                  "stun:host?transport=tcp", "http://stun.example.org"])
def test_an_address_that_is_not_a_stun_server_is_refused_and_nothing_changes(text):
    net = Net()

    async def go():
        host, _ = make_phone(net)
        await host.boot("zh-Hant", "")
        await tap(net, host, "new:luna")
        await tap(net, host, "setup-kind:1:remote")
        await tap(net, host, "start")
        await tap(net, host, "table-show:1")
        made = len(host.env.ice)
        code = host.table.codes[1]
        host.set_fields({"stun": text})
        typed = host.render()[0]             # what is typed is shown (escaped), not yet used
        await tap(net, host, "table-stun")
        return host, made, code, typed

    host, made, code, typed = run(go())
    assert "<b>" not in typed and 'data-stun-used=""' in typed
    assert host.env.messages[-1] == "這不是 STUN 伺服器的位址（例如 stun:stun.example.org:3478）。"
    assert len(host.env.ice) == made and host.table.codes[1] == code and host.table.stun == ""
    assert host.env.store.get(ice.STUN_KEY) is None


def test_a_storage_that_refuses_the_server_says_it_is_used_for_this_table_only():
    net = Net()

    async def go():
        host, page = make_phone(net)
        page.store.refuse.add(ice.STUN_KEY)
        await host.boot("en", "")
        await tap(net, host, "new:luna")
        await tap(net, host, "setup-kind:1:remote")
        await tap(net, host, "start")
        host.set_fields({"stun": SERVER})
        await tap(net, host, "table-stun")
        return host

    host = run(go())
    assert host.env.messages[-1] == ("New codes use " + SERVER
                                     + ", but this phone's storage refused to keep it for the next table.")
    assert host.table.stun == SERVER and host.env.ice[-1] == named(SERVER)


def test_a_stored_value_that_is_not_an_address_is_ignored():
    net = Net()

    async def go():
        host, page = make_phone(net)
        page.store.items[ice.STUN_KEY] = "javascript:alert(1)"
        await host.boot("en", "")
        await tap(net, host, "new:luna")
        await tap(net, host, "setup-kind:1:remote")
        await tap(net, host, "start")
        return host

    host = run(go())
    assert host.table.stun == "" and set(host.env.ice) == {NONE}


def test_the_lobby_answers_while_codes_are_made_through_a_slow_server():
    net = Net()

    async def go():
        host, _ = make_phone(net)
        await host.boot("en", "")
        await tap(net, host, "new:luna")
        await tap(net, host, "setup-kind:1:remote")
        await tap(net, host, "start")
        net.hold_offers = asyncio.get_event_loop().create_future()
        host.set_fields({"stun": SERVER})
        first = asyncio.ensure_future(host.tap(None, "table-stun"))
        for _ in range(20):                      # event-loop turns, not time
            await asyncio.sleep(0)
        done_while_held = first.done() and "data-join-link" not in host.render()[0]   # no old code shown
        host.set_fields({"stun": ""})
        await host.tap(None, "table-stun")        # the next tap is handled meanwhile
        cleared = host.table.stun
        net.hold_offers.set_result(None)
        net.hold_offers = None
        await settle(net)
        return host, done_while_held, cleared

    host, done_while_held, cleared = run(go())
    assert done_while_held and cleared == ""
    assert host.env.messages[-1] == "No server: same Wi-Fi only."
    assert host.table.codes[1] and sdp.read_join(host.table.codes[1])["stun"] == ""
