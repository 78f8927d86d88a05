"""Celtica's key: every symbol drawn on its board, drawn by `draw.py` and `screen.py` as it is
there, beside what it means — the path's kinds of spaces and what each does, its marks (◆, −◆,
+1), the five druids, a hand's stack ("×2 ★1") and a play ("2+1★ →7"), an amulet, a part on
display, and the players' facts and tags. Opened from the board's foot (`app/game.py`) over
the game."""

from ...html import esc, tag
from ..keys import row, section, sheet
from .draw import COLOURS, LEGEND_KINDS, amulet_grid, colour_name, druid_disc, kind_icon, part_glyph, space_rule
from .screen import druid_card
from .strings import tr

LABEL = {"en": "Key", "zh-Hant": "圖例"}


def _space(lang, kind, number, marks):
    """A space as the path draws it: number and icon, its kind's name, its marks."""
    return tag("span", [["class", "space key-piece sp-" + kind]],
               tag("span", [["class", "sp-top"]], tag("span", [["class", "sp-no"]], esc(number)) + kind_icon(kind))
               + tag("span", [["class", "sp-kind"]], esc(tr(lang, "c_space_" + kind)))
               + tag("span", [["class", "sp-marks"]], esc(marks)))


def _marks(text):
    return tag("span", [["class", "sp-marks"]], esc(text))


SAMPLES = {"start": [0, ""], "village": [1, "◆"], "castle": [4, "◆◆"], "monastery": [7, "◆◆"],
           "ruin": [6, "−◆◆"], "cult": [3, "+1"], "goal": [19, "◆◆◆◆"]}


def render(lang, view, names):
    """The sheet's body: the key, section by section."""
    path = [row(_space(lang, "village", 4, "◆◆"), tr(lang, "c_key_space_no"))]
    for kind in LEGEND_KINDS:
        if kind in ("castle", "monastery"):
            continue    # the village's row says the three find sites
        number, marks = SAMPLES[kind]
        symbol = _space(lang, kind, number, marks)
        if kind == "village":
            symbol = "".join([kind_icon(k) for k in ("village", "castle", "monastery")])
        path.append(row(symbol, space_rule(lang, kind)))
    path += [row(_marks("◆"), tr(lang, "c_key_find")), row(_marks("−◆"), tr(lang, "c_key_lose")),
             row(_marks("+1"), tr(lang, "c_key_plus"))]
    druids = [row(druid_disc(lang, c), tr(lang, "c_key_druid", {"colour": colour_name(lang, c)})) for c in COLOURS]
    druids.append(row("", tr(lang, "c_key_only_stop")))
    cards = [row(druid_card(lang, "red", 2, 1), tr(lang, "c_key_stack")),
             row(tag("span", [["class", "play-btn key-piece druid-edge-red"]],
                     tag("span", [["class", "play-amount"]], "2+1★")
                     + tag("span", [["class", "play-dest"]], esc("→7 " + tr(lang, "c_space_monastery")))),
                 tr(lang, "c_key_play")),
             row(tag("span", [["class", "dc-exp"]], "★"), tr(lang, "c_rule_experience"))]
    amulets = [row(amulet_grid(lang, ["n", "ne", "c", "w"], 0, None, True), tr(lang, "c_key_amulet")),
               row(amulet_grid(lang, ["nw", "n", "ne", "w", "c", "e", "sw", "s", "se"], 1, None, True),
                   tr(lang, "c_key_complete")),
               row(tag("span", [["class", "slot-face key-piece"]], part_glyph(lang, "ne")), tr(lang, "c_key_part")),
               row("", tr(lang, "c_rule_part"))]
    seats = [row(tag("span", [["class", "seat-facts"]],
                     esc(" · ".join([tr(lang, "c_complete_short", {"n": 1}), tr(lang, "c_cards_n", {"n": 5}),
                                     tr(lang, "c_exp_short", {"n": 2})]))), tr(lang, "c_key_done")),
             row(tag("span", [["class", "tag tag-out"]], esc(tr(lang, "c_out"))), tr(lang, "c_key_out")),
             row(tag("span", [["class", "tag"]], esc(tr(lang, "c_owes_cult"))), tr(lang, "c_key_owes"))]
    # the spaces' icons use the board's sprite (draw.icon_defs), which stays under the sheet
    return sheet("celtica", [section(tr(lang, "c_key_spaces"), path),
                             section(tr(lang, "c_key_druids"), druids),
                             section(tr(lang, "c_key_cards"), cards),
                             section(tr(lang, "c_key_amulets"), amulets),
                             section(tr(lang, "c_key_facts"), seats)])
