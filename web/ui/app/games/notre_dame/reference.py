"""Notre Dame's key: every symbol drawn on its board, drawn by `draw.py` and `city.py` as it is
there, beside what it means — the round's period "(B)", a borough's flag and sector tiles (■ a
cube, ◆ the trusted friend), each sector's emblem and card, a card's colour letter, the plague
track and the rats on persons, the players' counts (★, gold, cubes, rats, messages, cards),
the markets, messages, carriages and Notre Dame's prize on the map. Opened from the board's
foot (`app/game.py`) over the game."""

from ...fill import aside, labelled
from ...html import esc, tag
from ..keys import row, section, sheet
from .city import cart_chip
from .draw import PLACES, action_card, place_emblem, rat_marks, sector_tile
from .strings import action_name, colour_letter, tr

LABEL = {"en": "Key", "zh-Hant": "圖例"}

# a seat's borough as the key shows it: red, 2 cubes and the friend in the school
SAMPLE = {"seat": 0, "colour": "red", "friend": "school", "sectors": [{"sector": "school", "cubes": 2, "friend": True}]}


def _bit(cls, glyph, n):
    """One of a seat's counts, as `draw.seat_bits` draws it."""
    return tag("span", [["class", "nd-bits"]],
               tag("span", [["class", "nd-bit"]], tag("i", [["class", cls]], glyph) + tag("b", [], esc(n))))


def _track(cells):
    """Three cells of a plague track as `draw.plague_track` draws them: [number, class]."""
    out = ""
    for number, cls in cells:
        mark = tag("span", [["class", "nd-rat"]], "") if "is-rats" in cls else ""
        out += tag("span", [["class", "nd-track-cell " + cls]],
                   tag("span", [["class", "nd-track-no"]], str(number)) + mark)
    return tag("div", [["class", "nd-track key-piece"]], out)


def _map_piece(inner):
    return tag("span", [["class", "nd-key-map"]], inner)


def render(lang, view, names):
    """The sheet's body: the key, section by section."""
    period = view.get("period", "B")
    pool = (view.get("notre_dame") or {}).get("pool", 12)
    rounds = [row(tag("span", [["class", "key-word"]], esc(tr(lang, "nd_round", {"n": view.get("round", 4),
                                                                               "p": period}))),
                  tr(lang, "nd_key_period"))]
    tile = tag("ul", [["class", "nd-key-tiles"]], sector_tile(lang, SAMPLE, "school"))
    borough = [row(tag("span", [["class", "nd-bflag nd-c-red key-piece"]], esc(colour_letter(lang, "red"))),
                   tr(lang, "nd_key_flag")),
               row(tile, tr(lang, "nd_key_tile")),
               row(tag("i", [["class", "nd-pip nd-c-red"]], ""), tr(lang, "nd_key_cube")),
               row(tag("i", [["class", "nd-pip nd-pip-friend nd-c-red"]], ""), tr(lang, "nd_key_friend"))]
    sectors = [row(place_emblem(p), labelled(lang, action_name(lang, p), tr(lang, "nd_effect_" + p)))
               for p in PLACES]
    sectors.append(row(tag("i", [["class", "nd-pip nd-pip-friend nd-c-red"]], ""),
                       labelled(lang, action_name(lang, "friend"), tr(lang, "nd_effect_friend"))))
    card = action_card(lang, {"colour": "green", "action": "bank"}, tr(lang, "nd_effect_bank"))
    cued = action_card(lang, {"colour": "green", "action": "hospital"}, tr(lang, "nd_effect_hospital"),
                       mark=tr(lang, "nd_rats_back_mark"))
    sectors += [row(card, tr(lang, "nd_key_card")),
                row(tag("span", [["class", "key-word"]], esc(aside(lang, colour_letter(lang, "green")).strip())),
                    tr(lang, "nd_key_letter")),
                row(cued, tr(lang, "nd_key_cued"))]
    plague = [row(_track([[6, ""], [7, "is-rats"], [8, ""]]), tr(lang, "nd_key_track")),
              row(_track([[7, "is-rats"], [8, ""], [9, "is-next"]]), tr(lang, "nd_key_next")),
              row(rat_marks(2), tr(lang, "nd_key_rat_dots")),
              row(tag("span", [["class", "nd-deck"]], esc(tr(lang, "nd_deck_grey", {"p": "B"}))),
                  tr(lang, "nd_key_deck"))]
    bits = [row(_bit("nd-bit-star", "★", 11), tr(lang, "nd_key_star")),
            row(_bit("nd-bit-coin", "", 3), tr(lang, "nd_key_coin")),
            row(_bit("nd-bit-cube nd-c-red", "", 2), tr(lang, "nd_key_cubes")),
            row(_bit("nd-bit-rat", "", "7/9"), tr(lang, "nd_key_rats")),
            row(_bit("nd-bit-msg", "", 1), tr(lang, "nd_key_msgs")),
            row(_bit("nd-bit-card", "", 3), tr(lang, "nd_key_hand"))]
    city = [row(_map_piece(tag("span", [["class", "nd-mk key-piece"]], tag("span", [["class", "nd-mk-letter"]], "C"))),
                tr(lang, "nd_key_market")),
            row(_map_piece(tag("span", [["class", "nd-mk has-msg key-piece"]],
                               tag("span", [["class", "nd-msg nd-c-blue"]], esc(colour_letter(lang, "blue") + "3")))),
                tr(lang, "nd_key_message")),
            row(_map_piece(cart_chip(lang, 0, "red")), tr(lang, "nd_key_cart")),
            row(tag("span", [["class", "nd-cathedral-pool"]], "★" + esc(pool)), tr(lang, "nd_key_pool"))]
    return sheet("notre_dame", [section(tr(lang, "nd_key_round"), rounds),
                                section(tr(lang, "nd_key_borough"), borough),
                                section(tr(lang, "nd_key_sectors"), sectors),
                                section(tr(lang, "nd_key_plague"), plague),
                                section(tr(lang, "nd_key_bits"), bits),
                                section(tr(lang, "nd_key_map"), city)])
