"""Packing connection descriptions for QR codes (app/table/sdp.py): what Chromium gives
packs small and comes back with every fact ICE and DTLS need; damaged codes are refused."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.table import sdp
from app.table.sdp import PackError

SAMPLES = json.loads((Path(__file__).parent / "data" / "chromium_sdp.json").read_text())
TABLE = bytes([1, 2, 3, 250])
IPV6_LINE = "a=candidate:9 1 udp 2113939711 2001:db8::7:1 50001 typ host generation 0"
SRFLX_LINE = ("a=candidate:7 1 udp 1686052607 203.0.113.9 61000 typ srflx raddr 10.0.0.5 rport "
              "50000 generation 0 network-id 1")
TCP_LINE = "a=candidate:5 1 tcp 1518280447 10.77.0.1 9 typ host tcptype active generation 0"


def same(candidates):
    """Candidates with each address as its bytes (IPv6 has several spellings)."""
    return [[sdp._address(address), port, ctype] for address, port, ctype in candidates]


def all_samples():
    out = []
    for name, pair in SAMPLES.items():
        out.append([name + "-offer", pair["offer"], sdp.OFFER])
        out.append([name + "-answer", pair["answer"], sdp.ANSWER])
    extra = SAMPLES["raw"]["offer"].replace("a=ice-ufrag", IPV6_LINE + "\r\n" + SRFLX_LINE + "\r\n"
                                            + TCP_LINE + "\r\na=ice-ufrag")
    out.append(["mixed-offer", extra, sdp.OFFER])
    return out


def _sample_id(value):
    return value if isinstance(value, str) and len(value) < 20 else ""


@pytest.mark.parametrize("name, text, kind", all_samples(), ids=_sample_id)
def test_a_description_packs_small_and_comes_back_with_what_ice_and_dtls_need(name, text, kind):
    packed = sdp.pack(text, kind, TABLE, 3, stun="stun:stun.example.org:3478" if "mixed" in name else "")
    code = sdp.join_fragment(packed) if kind == sdp.OFFER else sdp.answer_code(packed)
    assert len(code) <= 300, len(code)
    facts = sdp.read_join("https://ex.test/pt/#" + code) if kind == sdp.OFFER else sdp.read_answer(code)
    want = sdp.parse(text)
    assert facts["table"] == TABLE and facts["seat"] == 3 and facts["kind"] == kind
    assert [facts["ufrag"], facts["pwd"], facts["fingerprint"]] == [want["ufrag"], want["pwd"], want["fingerprint"]]
    assert same(facts["candidates"]) == same(want["candidates"]) and want["candidates"]
    rebuilt = sdp.to_sdp(facts)
    again = sdp.parse(rebuilt)
    assert same(again["candidates"]) == same(want["candidates"])
    assert [again["ufrag"], again["pwd"], again["fingerprint"]] == [want["ufrag"], want["pwd"], want["fingerprint"]]
    assert again["setup"] == ("actpass" if kind == sdp.OFFER else want["setup"])
    for needed in ("m=application 9 UDP/DTLS/SCTP webrtc-datachannel", "a=mid:0", "a=sctp-port:5000"):
        assert needed in rebuilt
    if "mixed" in name:
        assert facts["stun"] == "stun:stun.example.org:3478"
        assert [sdp._address("2001:db8::7:1"), 50001, "host"] in same(facts["candidates"])
        assert any(t == "srflx" for _, _, t in facts["candidates"])
        assert all(p != 9 for _, p, _ in facts["candidates"])   # TCP candidates are left out


def test_sizes_are_far_below_the_aim():
    """A typical join link (two mDNS candidates) and answer, in characters."""
    pair = SAMPLES["mdns"]
    link = "https://pocket-table.example/#" + sdp.join_fragment(sdp.pack(pair["offer"], sdp.OFFER, TABLE, 1))
    answer = sdp.answer_code(sdp.pack(pair["answer"], sdp.ANSWER, TABLE, 1))
    assert len(link) < 200 and len(answer) < 160


def test_base64url_round_trips_every_length():
    for n in range(70):
        data = bytes([(i * 37 + n) % 256 for i in range(n)])
        assert sdp.b64decode(sdp.b64encode(data)) == data
    import base64
    data = bytes(range(200))
    assert sdp.b64encode(data) == base64.urlsafe_b64encode(data).decode().rstrip("=")


def valid_code():
    return sdp.answer_code(sdp.pack(SAMPLES["mdns"]["answer"], sdp.ANSWER, TABLE, 1))


@pytest.mark.parametrize("text", [
    "", "hello", "a1.", "a1.!!!!", "a1." + "A" * 5000, "a1.AAAA", "t1.AAAA",
    None, 42,
])
def test_a_damaged_or_foreign_code_is_refused(text):
    with pytest.raises(PackError):
        sdp.read_answer(text)


def test_a_code_cut_short_or_with_a_byte_changed_in_its_structure_is_refused():
    code = valid_code()
    body = code[3:]
    for cut in range(1, len(body) - 1, 5):
        with pytest.raises(PackError):
            sdp.read_answer("a1." + body[:cut])
    packed = sdp.b64decode(body)
    for index, value in [[0, 9], [1, 0xF0], [7, 200], [7, 2]]:   # format, flags, ufrag length
        broken = bytearray(packed)
        broken[index] = value
        with pytest.raises(PackError):
            sdp.read_answer("a1." + sdp.b64encode(bytes(broken)))
    with pytest.raises(PackError):
        sdp.read_answer("a1." + sdp.b64encode(packed + b"x"))


def test_a_join_code_is_not_an_answer_and_an_answer_is_found_in_a_message():
    offer = sdp.join_fragment(sdp.pack(SAMPLES["mdns"]["offer"], sdp.OFFER, TABLE, 1))
    with pytest.raises(PackError):
        sdp.read_answer(offer.replace("t1.", "a1."))
    assert sdp.read_answer("Here is my code: " + valid_code() + " (from Bo)")["seat"] == 1
    # a host name with the same letters does not hide the link's code
    assert sdp.read_join("https://t1.example/#" + offer)["seat"] == 1


def test_a_description_without_what_dtls_needs_cannot_be_packed():
    with pytest.raises(PackError):
        sdp.pack("v=0\r\na=ice-ufrag:abcd\r\n", sdp.OFFER, TABLE, 0)
    text = SAMPLES["mdns"]["offer"].replace("a=ice-pwd:", "a=ice-pwd:<script>")
    with pytest.raises(PackError):
        sdp.pack(text, sdp.OFFER, TABLE, 0)
