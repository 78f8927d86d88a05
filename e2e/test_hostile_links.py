"""Hostile links in the browser: the engine is the one judge of a link, and a refused link
leaves a message, no new save and no page error.

Three kinds a hostile tester sent (issue 40): link data nested thousands deep (Pyodide's
parser crashed the engine worker on it, an unhandled page error), a forged seat address (the
UI dropped it and opened and saved the game) and a 2 MB fragment (turned into a MicroPython
string, it ran the UI's heap out). One page opens them in turn: at its start, then by the
fragment changing, as a link opened while the app is open; a good link last shows the engine
still answers.
"""

from __future__ import annotations

import base64
import json
import sys
import zlib

from conftest import ENGINE_TIMEOUT, ROOT, wait_engine

sys.path.insert(0, str(ROOT))
from pycore import links, records

VS_BOT = [{"name": "Ann", "kind": "human"}, {"name": "Bot", "kind": "bot", "level": "easy"}]
HUGE = 2_000_000
REFUSED = "This link could not be opened: "


def deep_link(depth: int) -> str:
    """A good record with brackets nested `depth` deep under a key the record check drops."""
    text = json.dumps(records.make_record("celtica", VS_BOT, 3), separators=(",", ":"))
    text = text[:-1] + ',"x":' + "[" * depth + "]" * depth + "}"
    return "g1." + base64.urlsafe_b64encode(zlib.compress(text.encode(), 9)).decode().rstrip("=")


def saves(page) -> list[str]:
    return page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('pt.save.'))")


def follow(page, script: str, arg=None) -> str:
    """Change the fragment (`script` sets it, in the page) and give the message it brought."""
    page.evaluate("() => { document.querySelector('#toast').innerHTML = ''; }")
    page.evaluate(script, arg)
    page.wait_for_selector("#toast p", timeout=ENGINE_TIMEOUT)
    return page.inner_text("#toast p")


def test_hostile_links_are_refused_with_a_message_and_leave_no_save(page, server, foreign):
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(server.url + "#g1." + "A" * HUGE)
    page.wait_for_selector("#toast p", timeout=ENGINE_TIMEOUT)
    assert page.inner_text("#toast p") == REFUSED + "This link is too long to be a Pocket Table game."
    assert page.evaluate("location.hash") == ""       # taken out of the address bar
    wait_engine(page)

    hash_to = "fragment => { location.hash = fragment; }"
    plain = links.encode(records.make_record("celtica", VS_BOT, 3))
    told = {
        "deep": follow(page, hash_to, deep_link(10_000)),
        "seat of a bot": follow(page, hash_to, plain + ".s1"),
        "seat with a leading zero": follow(page, hash_to, plain + ".s01"),
        "huge": follow(page, "n => { location.hash = 't1.' + 'A'.repeat(n); }", HUGE),
    }
    assert told == {
        "deep": REFUSED + "This link is damaged: its game data is nested too deeply to read.",
        "seat of a bot": REFUSED + "This link is addressed to seat 2, which is not a human player's seat in this game.",
        "seat with a leading zero": REFUSED + "This link is damaged: the seat it is addressed to cannot be read.",
        "huge": REFUSED + "This link is too long to be a Pocket Table game.",
    }
    assert saves(page) == [] and errors == []

    # the engine still answers: a good link (addressed to Ann) opens and is saved
    assert follow(page, hash_to, plain + ".s0") == "The shared game was opened and saved."
    assert len(saves(page)) == 1 and errors == []
