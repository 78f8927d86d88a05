"""Sealed messages in the real page (Chromium, the built site, its Content-Security-Policy):
window.ptSeal is there, what the page seals the CPython reference opens and the other way
round, and Chromium's inflater stops a decompression bomb just past the bound.
(tests/web/test_seal.py checks the scheme in depth, in Node.)"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from conftest import ENGINE_TIMEOUT

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "web"))
import seal_reference as ref

TABLE, SEAT, TEXT = "e2eTable", "2", "輪到你了：請出牌。"
SEAL = "(args) => window.ptSeal.seal(...args)"
OPEN = "(args) => window.ptSeal.open(...args)"


def test_the_page_seals_and_opens_with_the_reference(app):
    app.wait_for_function("window.ptSeal && typeof window.ptSeal.open === 'function'", timeout=ENGINE_TIMEOUT)
    seat = json.loads(ref.new_keys())
    host = json.loads(app.evaluate("window.ptSeal.newKeys()"))
    to_seat = app.evaluate(SEAL, [host["private"], seat["public"], TABLE, SEAT, "h", 4, TEXT])
    opened = '{"ok":true,"text":"' + TEXT + '"}'
    assert ref.open(seat["private"], host["public"], TABLE, SEAT, "h", 4, to_seat) == opened
    to_host = ref.seal(seat["private"], host["public"], TABLE, SEAT, "g", 9, TEXT)
    assert app.evaluate(OPEN, [host["private"], seat["public"], TABLE, SEAT, "g", 9, to_host]) == opened
    assert app.evaluate(OPEN, [host["private"], seat["public"], TABLE, SEAT, "h", 9, to_host]) == (
        '{"ok":false,"code":"seal.forged"}')


def test_chromium_stops_a_decompression_bomb_early(app):
    app.wait_for_function("window.ptSeal", timeout=ENGINE_TIMEOUT)
    bomb = ref.b64url(ref.deflate(b"\x00" * 5_000_000))
    # the module the page loaded (import() of the same URL is the same module), for its inflater
    seen = app.evaluate("""async ([bomb, limit]) => {
        const seal = await import("./seal.js");
        const bytes = Uint8Array.from(atob(bomb.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
        const out = await seal.inflateBounded(bytes, limit);
        return [out.bytes === null, out.seen];
    }""", [bomb, ref.MAX_TEXT_BYTES])
    assert seen[0] is True
    assert ref.MAX_TEXT_BYTES < seen[1] < ref.MAX_TEXT_BYTES + 300_000
