"""Sealed messages (`web/js/seal.js`, run in Node by `seal_check.mjs`) against their CPython
reference (`seal_reference.py`): what one side seals the other opens, in both directions; any
change, truncation, or message moved to another seat, table, direction or number is refused,
with the same code on both sides; a decompression bomb stops early; and the page gets
`window.ptSeal` from a build that ships the file where index.html asks for it."""

import base64
import hashlib
import json
import os
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest
import seal_reference as ref
import shipped

ROOT = Path(shipped.ROOT)
CHECK = ROOT / "tests" / "web" / "seal_check.mjs"
SEAL_JS = ROOT / "web" / "js" / "seal.js"
OK, DAMAGED, FORGED = "ok", "seal.damaged", "seal.forged"

TABLE, SEAT = "t8Kq2ZfR", "3"
SHORT = "ok"
CHINESE = "輪到你了：請出牌。（第 3 回合）「主教」！"
CONTROL = 'tab\t newline\n quote " backslash \\ bell \x07 nul \x00 bom \ufeff die 🎲'


def big_text(size=50_000):
    """Varied text of about `size` characters (it does not compress away)."""
    rng = random.Random(37)
    words = ["gold", "card", "建築", "刺客", "draw", "build", "國王", "seat", "turn", "商人"]
    parts, length = [], 0
    while length < size:
        word = rng.choice(words) + str(rng.randrange(10_000))
        parts.append(word)
        length += len(word) + 1
    return " ".join(parts)[:size]


def js(requests):
    """Run a batch of operations in one Node start; a list of answers ({"value"} or {"error"})."""
    done = subprocess.run(["node", "--no-warnings", str(CHECK)], input=json.dumps(requests),
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    answers = json.loads(done.stdout)
    assert len(answers) == len(requests)
    return answers


def values(requests):
    answers = js(requests)
    assert all("error" not in a for a in answers), [a for a in answers if "error" in a]
    return [a["value"] for a in answers]


def code(result):
    """"ok" or the refusal's code, from open's JSON text."""
    parsed = json.loads(result)
    if parsed["ok"]:
        assert set(parsed) == {"ok", "text"}
        return OK
    assert set(parsed) == {"ok", "code"}
    return parsed["code"]


def opened(text):
    """open's answer for `text`, spelt as both sides spell it."""
    return json.dumps({"ok": True, "text": text}, ensure_ascii=False, separators=(",", ":"))


@pytest.fixture(scope="module")
def keys():
    """The host's keys made by the page's JavaScript, the seat's by the reference, and a
    stranger's of each kind."""
    host, stranger_js = (json.loads(k) for k in values([{"op": "newKeys"}, {"op": "newKeys"}]))
    return {"host": host, "seat": json.loads(ref.new_keys()), "stranger_js": stranger_js,
            "stranger_py": json.loads(ref.new_keys())}


def host_args(keys, dir="h", number=1):
    """seal/open's first six arguments on the host's side (its private key, the seat's public)."""
    return [keys["host"]["private"], keys["seat"]["public"], TABLE, SEAT, dir, number]


def seat_args(keys, dir="h", number=1):
    return [keys["seat"]["private"], keys["host"]["public"], TABLE, SEAT, dir, number]


def js_open_all(args, sealed_texts):
    return values([{"op": "open", "args": [*args, s]} for s in sealed_texts])


# ---- both directions -------------------------------------------------------------------------

TEXTS = ["", SHORT, CHINESE, CONTROL, "\ufeff" + CHINESE, big_text()]   # a leading BOM is text, kept


def test_what_the_page_seals_the_reference_opens(keys):
    # host -> seat ("h") sealed by the host's page, and seat -> host ("g") sealed by a seat's page
    # (the same key pair from the other side: ECDH agrees either way)
    requests = [{"op": "seal", "args": [*host_args(keys, "h", n), text]} for n, text in enumerate(TEXTS)]
    requests += [{"op": "seal", "args": [*seat_args(keys, "g", n), text]} for n, text in enumerate(TEXTS)]
    sealed = values(requests)
    for n, text in enumerate(TEXTS):
        assert ref.open(*seat_args(keys, "h", n), sealed[n]) == opened(text)
        assert ref.open(*host_args(keys, "g", n), sealed[len(TEXTS) + n]) == opened(text)


def test_what_the_reference_seals_the_page_opens(keys):
    sealed = [ref.seal(*seat_args(keys, "g", n), text) for n, text in enumerate(TEXTS)]
    sealed += [ref.seal(*host_args(keys, "h", n), text) for n, text in enumerate(TEXTS)]
    requests = [{"op": "open", "args": [*host_args(keys, "g", n), sealed[n]]} for n in range(len(TEXTS))]
    requests += [{"op": "open", "args": [*seat_args(keys, "h", n), sealed[len(TEXTS) + n]]}
                 for n in range(len(TEXTS))]
    assert values(requests) == [opened(text) for text in TEXTS + TEXTS]


def test_a_number_is_the_same_as_its_decimal_text(keys):
    sealed = values([{"op": "seal", "args": [*host_args(keys, "h", 12), SHORT]}])[0]
    assert ref.open(*seat_args(keys, "h", "12"), sealed) == opened(SHORT)
    assert values([{"op": "open", "args": [*seat_args(keys, "h", "12"), sealed]}]) == [opened(SHORT)]


def test_the_longest_text_seals_and_one_byte_more_is_refused(keys):
    longest = "é" * (ref.MAX_TEXT_BYTES // 2)   # two UTF-8 bytes each: the bound is in bytes
    answers = js([{"op": "seal", "args": [*host_args(keys), longest]},
                  {"op": "seal", "args": [*host_args(keys), longest + "x"]}])
    assert ref.open(*seat_args(keys), answers[0]["value"]) == opened(longest)
    assert answers[1]["error"].startswith("RangeError")
    with pytest.raises(ValueError):
        ref.seal(*host_args(keys), longest + "x")


# ---- changes, truncation, the wrong context --------------------------------------------------

def test_every_changed_byte_is_refused(keys):
    sealed = values([{"op": "seal", "args": [*host_args(keys), SHORT]}])[0]
    raw = ref.from_b64url(sealed)
    assert raw is not None and len(raw) == 12 + len(ref.deflate(SHORT.encode())) + 16
    changed = [ref.b64url(raw[:i] + bytes([raw[i] ^ bit]) + raw[i + 1:]) for i in range(len(raw))
               for bit in (0x01, 0x80)]
    # every byte is the iv, the ciphertext or the tag: AES-GCM's check catches each one
    assert {code(r) for r in js_open_all(seat_args(keys), changed)} == {FORGED}
    assert {code(ref.open(*seat_args(keys), s)) for s in changed} == {FORGED}


def test_every_changed_character_is_refused(keys):
    sealed = values([{"op": "seal", "args": [*host_args(keys), SHORT]}])[0]
    alphabet = "AB-_zg09"
    changed = [sealed[:i] + next(c for c in alphabet if c != sealed[i]) + sealed[i + 1:] for i in range(len(sealed))]
    page = [code(r) for r in js_open_all(seat_args(keys), changed)]
    reference = [code(ref.open(*seat_args(keys), s)) for s in changed]
    assert page == reference
    assert OK not in page and set(page) <= {FORGED, DAMAGED}


def test_a_message_in_another_context_is_forged(keys):
    sealed = values([{"op": "seal", "args": [*host_args(keys, "h", 5), CHINESE]}])[0]
    seat_private, host_public = keys["seat"]["private"], keys["host"]["public"]
    elsewhere = [
        [seat_private, host_public, TABLE, "4", "h", 5],                     # another seat
        [seat_private, host_public, TABLE + "x", SEAT, "h", 5],              # another table
        [seat_private, host_public, TABLE, SEAT, "g", 5],                    # turned back
        [seat_private, host_public, TABLE, SEAT, "h", 6],                    # another number
        [seat_private, host_public, TABLE, SEAT, "h", 50],
        [keys["stranger_js"]["private"], host_public, TABLE, SEAT, "h", 5],  # another key
        [keys["stranger_py"]["private"], host_public, TABLE, SEAT, "h", 5],
        [seat_private, keys["stranger_js"]["public"], TABLE, SEAT, "h", 5],  # from someone else
    ]
    requests = [{"op": "open", "args": [*args, sealed]} for args in elsewhere]
    requests.append({"op": "open", "args": [*seat_args(keys, "h", 5), sealed]})
    answers = values(requests)
    assert [code(a) for a in answers[:-1]] == [FORGED] * len(elsewhere)
    assert answers[-1] == opened(CHINESE)
    assert [code(ref.open(*args, sealed)) for args in elsewhere] == [FORGED] * len(elsewhere)


def test_a_truncated_message_is_refused(keys):
    sealed = values([{"op": "seal", "args": [*host_args(keys), CHINESE]}])[0]
    cuts = [sealed[:n] for n in range(len(sealed))]
    page = [code(r) for r in js_open_all(seat_args(keys), cuts)]
    assert page == [code(ref.open(*seat_args(keys), cut)) for cut in cuts]
    assert OK not in page
    # shorter than an iv and a tag: damaged before any key is made
    assert set(page[:(12 + 16) * 4 // 3]) == {DAMAGED}


def test_padding_and_foreign_characters_are_damaged(keys):
    raw = b"\xfb\xff" + os.urandom(40)   # its standard base64 has "+" and "/"
    sealed = ref.b64url(raw)
    standard = base64.b64encode(raw).decode()
    assert "+" in standard and "/" in standard
    bad = [sealed + "=", sealed + "==", ref.b64url(raw[:-1]) + "=", standard, standard.rstrip("="),
           sealed[:10] + " " + sealed[10:], sealed + "\n", sealed[:5] + "é" + sealed[6:],
           sealed[:5] + "." + sealed[6:], sealed + "A"]   # one character too many (length 4k+1)
    page = [code(r) for r in js_open_all(seat_args(keys), bad)]
    assert page == [DAMAGED] * len(bad)
    assert [code(ref.open(*seat_args(keys), s)) for s in bad] == page
    # a last character whose unused low bits are not zero spells the same bytes a second way
    two_bytes = ref.b64url(b"\x00" * 28 + b"\xff")   # 29 bytes: 39 characters, 2 unused bits
    other = two_bytes[:-1] + chr(ord(two_bytes[-1]) + 1)
    assert ref.from_b64url(two_bytes) is not None and ref.from_b64url(other) is None
    assert code(js_open_all(seat_args(keys), [other])[0]) == DAMAGED
    assert js([{"op": "open", "args": [*seat_args(keys), None]}]) == [{"value": '{"ok":false,"code":"seal.damaged"}'}]


def test_a_message_longer_than_any_link_is_not_decoded(keys):
    # 2,000,004 characters of base64url are 1.5 MB of bytes, which would fail AES-GCM's check
    # (forged) if they were decoded at all
    huge = "A" * 2_000_004
    assert code(js_open_all(seat_args(keys), [huge])[0]) == DAMAGED
    assert code(ref.open(*seat_args(keys), huge)) == DAMAGED
    assert code(ref.open(*seat_args(keys), "A" * 1_999_996)) == FORGED


def test_a_decompression_bomb_stops_early(keys):
    zeros = 5_000_000
    packed = ref.deflate(b"\x00" * zeros)
    assert len(packed) < 10_000
    bomb = ref.seal_packed(*host_args(keys), packed)
    inflating = js([{"op": "open", "args": [*seat_args(keys), bomb]},
                    {"op": "inflate", "args": [ref.b64url(packed), ref.MAX_TEXT_BYTES]},
                    {"op": "inflate", "args": [ref.b64url(ref.deflate(b"\x00" * ref.MAX_TEXT_BYTES)),
                                               ref.MAX_TEXT_BYTES]}])
    assert code(inflating[0]["value"]) == DAMAGED
    stopped = inflating[1]["value"]
    assert stopped["length"] is None
    # it stopped just past the bound (one small piece of input inflates to at most ~264 KB)
    assert ref.MAX_TEXT_BYTES < stopped["seen"] < ref.MAX_TEXT_BYTES + 300_000 < zeros
    assert inflating[2]["value"] == {"length": ref.MAX_TEXT_BYTES, "seen": ref.MAX_TEXT_BYTES}
    assert code(ref.open(*seat_args(keys), bomb)) == DAMAGED


def test_sealed_bytes_that_are_not_one_deflate_stream_are_damaged(keys):
    whole = ref.deflate(CHINESE.encode())
    bad = [whole[:-3], b"\xff\xff\xff\xff", ref.deflate(b"\xff\xfe not UTF-8")]
    page = [code(r) for r in js_open_all(seat_args(keys), [ref.seal_packed(*host_args(keys), b) for b in bad])]
    assert page == [DAMAGED] * len(bad)
    assert [code(ref.open(*seat_args(keys), ref.seal_packed(*host_args(keys), b))) for b in bad] == page


def test_bad_keys_and_arguments_are_refused(keys):
    seat_private, host_public = keys["seat"]["private"], keys["host"]["public"]
    point = ref.from_b64url(host_public)
    assert point is not None
    off_curve = ref.b64url(point[:-1] + bytes([point[-1] ^ 1]))
    compressed = ref.b64url(bytes([2 + point[-1] % 2]) + point[1:33])
    public_jwk = json.dumps({k: v for k, v in json.loads(seat_private).items() if k != "d"})
    bad = [
        [seat_private, off_curve, TABLE, SEAT, "h", 1],
        [seat_private, compressed, TABLE, SEAT, "h", 1],
        [seat_private, host_public + "A", TABLE, SEAT, "h", 1],
        ["not json", host_public, TABLE, SEAT, "h", 1],
        [public_jwk, host_public, TABLE, SEAT, "h", 1],
        [seat_private, host_public, "a|b", SEAT, "h", 1],
        [seat_private, host_public, TABLE, "", "h", 1],
        [seat_private, host_public, TABLE, SEAT, "x", 1],
        [seat_private, host_public, TABLE, SEAT, "h", "01"],
        [seat_private, host_public, TABLE, SEAT, "h", -1],
        [seat_private, host_public, TABLE, SEAT, "h", 1.5],
    ]
    sealed = ref.seal(*host_args(keys), SHORT)
    answers = js([{"op": "open", "args": [*args, sealed]} for args in bad]
                 + [{"op": "seal", "args": [*args, SHORT]} for args in bad])
    assert [a["value"] for a in answers[:len(bad)]] == ['{"ok":false,"code":"seal.damaged"}'] * len(bad)
    assert all("error" in a for a in answers[len(bad):]), answers[len(bad):]
    for args in bad:
        assert code(ref.open(*args, sealed)) == DAMAGED
        with pytest.raises((ValueError, TypeError)):
            ref.seal(*args, SHORT)


# ---- randomness, compression, digest, keys ---------------------------------------------------

def test_two_seals_of_one_text_differ(keys):
    first, second = values([{"op": "seal", "args": [*host_args(keys), CHINESE]}] * 2)
    assert first != second and ref.from_b64url(first)[:12] != ref.from_b64url(second)[:12]
    assert ref.open(*seat_args(keys), first) == ref.open(*seat_args(keys), second) == opened(CHINESE)
    assert ref.seal(*host_args(keys), CHINESE) != ref.seal(*host_args(keys), CHINESE)


def test_a_repetitive_text_seals_small(keys):
    text = ('{"seat":3,"move":"build 教堂","gold":2},' * 1300)[:50_000]
    sealed = values([{"op": "seal", "args": [*host_args(keys), text]}])[0]
    assert len(sealed) < len(text) / 50
    # the overhead of a short message: 12 bytes of iv, 16 of tag, in base64url
    short = values([{"op": "seal", "args": [*host_args(keys), SHORT]}])[0]
    assert len(short) <= (12 + 16 + len(SHORT) + 2) * 4 // 3 + 1
    assert ref.open(*seat_args(keys), sealed) == opened(text)


def test_digest_is_sha256_of_the_utf8_text():
    texts = ["", "abc", CHINESE, CONTROL, big_text(5000)]
    assert values([{"op": "digest", "args": [t]} for t in texts]) == [
        hashlib.sha256(t.encode()).hexdigest() for t in texts]


def test_random_is_base64url_bytes_that_differ():
    answers = js([{"op": "random", "args": [16]}, {"op": "random", "args": [16]}, {"op": "random", "args": [1]},
                  {"op": "random", "args": [0]}, {"op": "random", "args": [65537]}])
    first, second, one = (a["value"] for a in answers[:3])
    assert len(first) == len(second) == 22 and first != second
    assert len(ref.from_b64url(first)) == 16 and len(ref.from_b64url(one)) == 1
    assert all("error" in a for a in answers[3:])


def test_new_keys_round_trip():
    made = [json.loads(k) for k in values([{"op": "newKeys"}, {"op": "newKeys"}])] + [json.loads(ref.new_keys())]
    for pair in made:
        assert set(pair) == {"public", "private"}
        point = ref.from_b64url(pair["public"])
        assert point is not None and len(point) == 65 and point[0] == 4
        jwk = json.loads(pair["private"])
        assert sorted(jwk) == ["crv", "d", "kty", "x", "y"] and jwk["kty"] == "EC" and jwk["crv"] == "P-256"
        assert ref.public_of(pair["private"]) == pair["public"]
        assert point[1:] == ref.from_b64url(jwk["x"]) + ref.from_b64url(jwk["y"])
    assert made[0]["private"] != made[1]["private"]
    # a key pair the page made seals to itself and opens, in the page
    own = made[0]
    sealed = values([{"op": "seal", "args": [own["private"], own["public"], TABLE, SEAT, "h", 0, SHORT]}])[0]
    assert values([{"op": "open", "args": [own["private"], own["public"], TABLE, SEAT, "h", 0, sealed]}]) == [
        opened(SHORT)]


# ---- the page ---------------------------------------------------------------------------------

def test_the_page_gets_window_pt_seal():
    assert values([{"op": "page"}]) == [["digest", "newKeys", "open", "random", "seal"]]
    index = (ROOT / "web" / "index.html").read_text(encoding="utf-8")
    assert '<script type="module" src="./seal.js"></script>' in index
    # a module of its own: no import statement, nothing fetched
    assert not re.search(r"^\s*import\b|\bimport\s*\(", SEAL_JS.read_text(encoding="utf-8"), re.M)


def test_the_build_ships_seal_js_beside_index_html(tmp_path):
    sys.path.insert(0, str(ROOT / "scripts"))
    import build_site
    wheel = tmp_path / "pycore-0-py3-none-any.whl"
    wheel.write_bytes(b"not a real wheel")
    build_site.copy_app(tmp_path / "dist", wheel)
    assert (tmp_path / "dist" / "seal.js").read_bytes() == SEAL_JS.read_bytes()
    assert not (tmp_path / "dist" / "js").exists()


def test_an_answer_to_an_invite_is_its_own_direction(keys):
    # a seat's answer ("a", numbered by its invite) opens as an answer on both sides, and never
    # as a reply ("g") or a message to the seat ("h") of the same number
    by_page = values([{"op": "seal", "args": [*seat_args(keys, "a", 3), SHORT]}])[0]
    by_ref = ref.seal(*seat_args(keys, "a", 3), SHORT)
    assert ref.open(*host_args(keys, "a", 3), by_page) == opened(SHORT)
    assert values([{"op": "open", "args": [*host_args(keys, "a", 3), by_ref]}]) == [opened(SHORT)]
    for other in ("g", "h"):
        assert code(ref.open(*host_args(keys, other, 3), by_page)) == "seal.forged"
        assert code(values([{"op": "open", "args": [*host_args(keys, other, 3), by_ref]}])[0]) == "seal.forged"
