"""Citadels' key of symbols (issue 38, item 4): every symbol drawn on the board is in the
reference sheet's key, drawn by the board's own functions, in both languages."""

import re
from html import unescape

from htmlscan import Scan
from snapshots import history, snapshot

from app import game
from app.games.citadels import draw, strip
from app.games.citadels import strings as ct

READY = {"ready": True, "thinking": None, "replay": None}
NAMES = ["Ann", "Bob", "陳小明", "Dee"]
SEATS = [{"name": n, "kind": "human" if i == 0 else "bot", "level": "easy"} for i, n in enumerate(NAMES)]

# the board's symbols, by the class that draws each
SYMBOLS = ["ct-coin", "ct-handsize", "ct-back-mini", "ct-progress", "ct-crown", "ct-tag-done", "ct-chip",
           "ct-count", "ct-deco", "ct-worth", "ct-slot", "ct-rank", "ct-cband", "is-down", "ct-cwho"] \
    + ["ct-col-" + c for c in draw.COLOURS]


def classes(html):
    out = set()
    for value in re.findall(r'class="([^"]*)"', html):
        out.update(value.split())
    return out


def marks(html):
    """The marks the line-up's state words start with ("† ", "– " ...)."""
    return {unescape(m)[:2] for m in re.findall(r'<span class="ct-status[^"]*">([^<]*)<', html)}


def key_of(lang, view):
    sheet = game.render_reference_sheet(lang, "citadels", view, NAMES)
    return sheet[sheet.index('<div class="key"'):]


def test_every_symbol_on_the_board_is_in_the_key_in_both_languages():
    played = history("citadels", SEATS, 4, {"preset": "dark_city"})
    on_board = set()
    board_marks = set()
    for record, state in played[::7] + [played[-1]]:
        html = game.render_game("en", snapshot(record, state, 0), READY)
        on_board |= classes(html)
        board_marks |= marks(html)
    drawn = [s for s in SYMBOLS if s in on_board]
    assert len(drawn) >= len(SYMBOLS) - 3, set(SYMBOLS) - on_board   # the games drew most of them
    view = snapshot(*played[40], 0)["view"]
    for lang in ("en", "zh-Hant"):
        key = key_of(lang, view)
        assert set(SYMBOLS) <= classes(key), set(SYMBOLS) - classes(key)
        assert board_marks <= marks(key), board_marks - marks(key)
        text = Scan(key).text
        assert "ct_key" not in text and "ct_st" not in text   # every line has its words
        # each state's words as the line-up says them, with its meaning
        for state, _mark, _key, _cls in strip.STATES:
            assert strip.state_words(lang, state) in text
            assert ct.tr(lang, "ct_key_" + state) in text
        for colour in draw.COLOURS:
            assert ct.tr(lang, "ct_key_colour", {"colour": ct.colour_name(lang, colour)}) in text
            assert ct.colour_letter(lang, colour) in text
        # drawn by the board's functions: the very same pieces
        assert draw.crown_mark(lang) in key and draw.character_band("king") in key
        assert draw.card_marks(decorated=True) in key and draw.district_mini(lang, "manor") in key
        # under the characters and their powers, in the reference sheet
        sheet = game.render_reference_sheet(lang, "citadels", view, NAMES)
        assert sheet.index("ref-row") < sheet.index("key-row")
    assert "角色與圖例" in game.render_reference_sheet("zh-Hant", "citadels", view, NAMES)
