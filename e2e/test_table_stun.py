"""Friends elsewhere, exercised without the internet: a STUN server of the tests' own
(e2e/stun_server.py) on the tests' own network (scripts/netns.sh's namespace). The host
names it in the lobby; the host's and the guest's browsers both ask it for their public
address (the guest through the name the host's code carries: its connection is given that
server and no other), and the two phones play. With no server named, no connection either
phone makes is given any server.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from conftest import ENGINE_TIMEOUT
from stun_server import StunServer
from test_table import open_table, pair, phones, play_out  # noqa: F401  (phones: the fixture)

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "web" / "ui"))
from app.table import sdp

# Every RTCPeerConnection the page makes, with the ICE servers it was given.
RECORD_CONFIGS = """(() => {
    const Real = window.RTCPeerConnection;
    if (!Real) return;
    window.__iceConfigs = [];
    window.RTCPeerConnection = function (config, ...rest) {
        window.__iceConfigs.push(JSON.stringify((config && config.iceServers) || null));
        return new Real(config, ...rest);
    };
    window.RTCPeerConnection.prototype = Real.prototype;
})();"""


def candidate_types(code):
    return {c[2] for c in sdp.read_answer(code)["candidates"]}


def test_a_stun_server_named_in_the_lobby_is_asked_by_both_phones_and_they_play(phones, table_network):  # noqa: F811 (the fixture)
    host, guest = phones(), phones()
    for phone in (host, guest):
        phone.context.add_init_script(RECORD_CONFIGS)
    with StunServer(table_network) as stun:
        open_table(host, "luna", ["human", "remote"])
        hp = host.page
        hp.click("[data-action='table-show:1']")
        first = hp.wait_for_selector("[data-join-link]", timeout=ENGINE_TIMEOUT).get_attribute("data-join-link")
        assert sdp.read_join(first)["stun"] == ""
        assert stun.sources() == set()                      # nothing named: nothing asked
        hp.click("[data-fold='table-stun'] summary")
        hp.fill("#table-stun", stun.url)
        hp.click("[data-action='table-stun']")
        hp.wait_for_selector(f"[data-stun-used='{stun.url}']")
        code = hp.wait_for_function(
            "([old]) => { const e = document.querySelector('[data-join-link]');"
            " return e && e.dataset.joinLink !== old ? e.dataset.joinLink : null; }",
            arg=[first], timeout=ENGINE_TIMEOUT).json_value()
        assert sdp.read_join(code)["stun"] == stun.url
        hosts = stun.sources()
        assert hosts, "the host's browser never asked the STUN server"
        guest.page.goto(code)
        guest.page.wait_for_selector(f"[data-screen='join'] [data-stun-used='{stun.url}']", timeout=ENGINE_TIMEOUT)
        answer = guest.page.wait_for_selector("[data-answer]", timeout=ENGINE_TIMEOUT).get_attribute("data-answer")
        assert stun.sources() - hosts, "the STUN server was not asked for the guest's answer"
        named = f'[{{"urls":"{stun.url}"}}]'
        assert guest.page.evaluate("() => window.__iceConfigs") == [named]
        host_configs = hp.evaluate("() => window.__iceConfigs")
        assert host_configs[0] == "[]" and host_configs[-1] == named
        # (the answer's candidates are host ones, and, as Chromium chooses, the server-reflexive
        # one the server gave: print them for the record)
        print("answer candidates:", sorted(candidate_types(answer)))
        hp.fill("[data-answer-input]", answer)
        hp.click("[data-action='table-answer']")
        guest.page.wait_for_selector("[data-screen='game'][data-seat='1']", timeout=ENGINE_TIMEOUT)
        hp.wait_for_selector("[data-screen='game'][data-seat='0']", timeout=ENGINE_TIMEOUT)
        play_out([hp, guest.page], random.Random(5))
    # the next table on the host's phone starts with the server it kept
    assert hp.evaluate("() => localStorage.getItem('pt.table-stun')") == stun.url


def test_with_no_server_named_no_connection_is_given_any_server(phones, table_network):  # noqa: F811 (the fixture)
    host, guest = phones(), phones()
    for phone in (host, guest):
        phone.context.add_init_script(RECORD_CONFIGS)
    with StunServer(table_network) as stun:
        open_table(host, "luna", ["human", "remote"])
        pair(host, guest, 1)
        host.page.wait_for_selector("[data-screen='game'][data-seat='0']", timeout=ENGINE_TIMEOUT)
        assert stun.sources() == set()
    for phone in (host, guest):
        configs = phone.page.evaluate("() => window.__iceConfigs")
        assert configs and set(configs) == {"[]"}, configs
