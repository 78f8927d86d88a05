"""Cards up close and a key for every board (issue 38, item 4): Luna, Celtica and Notre Dame
each have a reference sheet that is their board's key — each symbol drawn by the game's own
draw functions beside its meaning, in both languages — and Luna's and Celtica's pieces that
carry a rule hold its full text in `data-zoom`, which web/js/zoom.js shows under the piece."""

import html as htmllib
import re

from htmlscan import Scan
from snapshots import history, snapshot

from app import game, registry
from app.games.celtica import strings as celtica_strings
from app.games.luna import draw as luna_draw
from app.games.luna import strings as luna_strings

READY = {"ready": True, "thinking": None, "replay": None}
SEATS = [{"name": "Ann", "kind": "human"}, {"name": "Bo", "kind": "bot", "level": "easy"},
         {"name": "陳小明", "kind": "bot", "level": "easy"}]
NAMES = ["Ann", "Bo", "陳小明"]
KEYED = ["luna", "celtica", "notre_dame"]
# what each key must draw, by the board's own classes (a symbol the board draws, explained)
SYMBOLS = {
    "luna": ['class="l-pawn seat-0"', 'class="l-pawn seat-0 is-spent"', "n-shrine", "fig fig-priestess",
             "fig fig-builder", "fig fig-apostate", "isle-left", "guard-shield", "moon is-flipped",
             "ptile key-piece fav-edge-novice st-forbidden", "guard-fig", "l-disc seat-0 is-book", "cs-pts",
             "fav-token fav-tide", "kind-n", "sp-cost"],
    "celtica": ["space key-piece sp-ruin", "sp-marks", "−◆", "+1", "druid druid-black", "dc-exp", "★",
                "play-amount", "amulet is-complete is-small", "part-glyph", "tag tag-out"],
    "notre_dame": ["nd-bflag", "nd-pip nd-pip-friend", "nd-pip nd-c-red", "nd-emblem", "nd-band", "nd-card-mark",
                   "nd-track-cell is-next", "nd-rat-dot", "nd-bit-star", "nd-bit-coin", "nd-bit-msg",
                   "nd-bit-card", "nd-msg", "nd-cart", "nd-cathedral-pool"],
}


def snap_of(game_id, at=40):
    record, state = history(game_id, SEATS, 3)[at]
    return snapshot(record, state, 0)


def zooms(html):
    return [htmllib.unescape(z) for z in re.findall(r'data-zoom="([^"]+)"', html)]


def test_luna_celtica_and_notre_dame_have_a_key_button_and_sheet_in_both_languages():
    for game_id in KEYED:
        assert registry.module(game_id, "reference") is not None, game_id
        snap = snap_of(game_id)
        for lang, label in (("en", "Key"), ("zh-Hant", "圖例")):
            button = Scan(game.render_game(lang, snap, READY)).find("button", data_action="reference")
            assert button, game_id
            sheet = game.render_reference_sheet(lang, game_id, snap["view"], NAMES)
            scan = Scan(sheet)
            assert scan.find("h2", id="reference-h") and label in scan.text
            # the body carries the game, so its own styles draw the symbols as on its board
            assert scan.find("div", data_game=game_id)
            rows = [li for li in scan.find("li") if "key-row" in li.get("class", "")]
            assert len(rows) >= 15, (game_id, len(rows))
            texts = re.findall(r'<span class="key-text">([^<]*)</span>', sheet)
            assert len(texts) == len(rows) and all(t.strip() for t in texts)
            assert len(set(texts)) == len(texts), game_id   # every row says something of its own
            for symbol in SYMBOLS[game_id]:
                assert symbol in sheet, (game_id, lang, symbol)
            # the symbols are drawn, not read: hidden from screen readers, which read the meaning
            assert sheet.count('class="key-sym" aria-hidden="true"') == len(rows)


def test_the_keys_say_the_players_and_the_numbers_of_this_game():
    snap = snap_of("luna")
    sheet = game.render_reference_sheet("en", "luna", snap["view"], NAMES)
    for seat, name in enumerate(NAMES):
        assert luna_draw.seat_disc("en", seat) + '</span><span class="key-text">' + name in sheet
    guard = snap["view"]["guard"]["value"]
    assert f'<span class="guard-shield">{guard}</span>' in sheet


def test_lunas_ring_legend_draws_the_pawns_as_the_islands_do():
    """The legend said "● active ○ spent" while the islands draw standing and lying pawns."""
    for lang in ("en", "zh-Hant"):
        legend = luna_draw.ring_legend(lang)
        assert luna_draw.novice_pawn(lang, 0, False, False) in legend
        assert luna_draw.novice_pawn(lang, 0, True, False) in legend
        assert "●" not in legend and "○" not in legend
        for figure in luna_strings.FIGURES:
            assert luna_strings.figure_name(lang, figure) in legend
        assert "data-motion-key" not in legend      # the figures' keys stay on the islands
        html = game.render_game(lang, snap_of("luna"), READY)
        assert legend in html


def test_lunas_islands_favours_and_seats_hold_their_rules_up_close():
    snap = snap_of("luna")
    view = snap["view"]
    for lang in ("en", "zh-Hant"):
        html = game.render_game(lang, snap, READY)
        scan = Scan(html)
        islands = [li for li in scan.find("li") if "data-island" in li]
        assert len(islands) == 7
        for li in islands:
            island = luna_draw.island_of(view, int(li["data-island"]))
            text = htmllib.unescape(li.get("data-zoom", ""))
            assert luna_strings.tr(lang, "l_rule_" + island["favour"]) in text, text
            for figure in island.get("figures") or []:
                assert luna_strings.tr(lang, "l_rule_" + figure) in text
        said = zooms(html)
        held = [f for f in luna_strings.FAVOURS if f in (view["seats"][0].get("favours") or [])]
        assert held
        for favour in held:
            # the seat's chip and its favour row in the dock
            assert sum(1 for z in said if luna_strings.tr(lang, "l_rule_" + favour) in z) >= 2, favour
        chips = [li for li in scan.find("li") if "seat-chip" in li.get("class", "")]
        assert chips and all(NAMES[i] in htmllib.unescape(c["data-zoom"]) for i, c in enumerate(chips))


def test_celticas_cards_spaces_parts_and_amulets_hold_their_text_up_close():
    snap = snap_of("celtica")
    tr = celtica_strings.tr
    for lang in ("en", "zh-Hant"):
        html = game.render_game(lang, snap, READY)
        scan = Scan(html)
        cards = [e for e in scan.elements if "dcard" in e[1].get("class", "").split()]
        assert cards
        for _, attrs in cards:
            text = htmllib.unescape(attrs.get("data-zoom", ""))
            assert tr(lang, "c_zoom_play") in text and tr(lang, "c_rule_experience") in text
        spaces = [li for li in scan.find("li") if "data-space" in li]
        assert len(spaces) == 20
        for li in spaces:
            kind = li["class"].split("sp-")[1].split()[0]
            rule = tr(lang, "c_rule_" + ("village" if kind in ("castle", "monastery") else kind))
            assert rule in htmllib.unescape(li["data-zoom"])
        slots = [li for li in scan.find("li") if "data-slot" in li]
        assert slots and all(tr(lang, "c_rule_part") in htmllib.unescape(li["data-zoom"]) for li in slots)
        amulets = [e for e in scan.elements if e[0] == "div" and "amulet" in e[1].get("class", "").split()]
        assert amulets and all("/9" in e[1].get("data-zoom", "") for e in amulets)
