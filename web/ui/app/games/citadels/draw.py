"""Citadels' drawing primitives: district cards (full size for the hand, small for a city),
character cards for the line-up and the draft, coins, the crown, the colour emblems.

All drawn by us in CSS and inline SVG. Every colour comes with a letter (N R T M S / 貴 宗 商
軍 特) and an emblem (a crown, a steeple, a market stall, a tower, a star), so colour-blind
players can tell districts apart; every drawing carries its words for screen readers. The card
facts (colour, cost, points, income colours) are copied from `pycore/games/citadels/data.py`
(the UI cannot import pycore); a test keeps them equal. Used by the screen's modules
(`screen.py` and the strip, city, hand, dock and scoring it draws).
"""

from ...html import esc, tag
from ...memo import remembered
from .strings import (
    character_name,
    character_rank,
    character_short,
    colour_letter,
    colour_name,
    district_name,
    district_short,
    tr,
)

COLOURS = ["noble", "religious", "trade", "military", "special"]

# [id, colour, cost, points at the end] for the card faces and the score breakdown
DISTRICT_FACTS = [
    ['manor', 'noble', 3, 3],
    ['castle', 'noble', 4, 4],
    ['palace', 'noble', 5, 5],
    ['temple', 'religious', 1, 1],
    ['church', 'religious', 2, 2],
    ['monastery', 'religious', 3, 3],
    ['cathedral', 'religious', 5, 5],
    ['tavern', 'trade', 1, 1],
    ['market', 'trade', 2, 2],
    ['trading_post', 'trade', 2, 2],
    ['docks', 'trade', 3, 3],
    ['harbor', 'trade', 4, 4],
    ['town_hall', 'trade', 5, 5],
    ['watchtower', 'military', 1, 1],
    ['prison', 'military', 2, 2],
    ['battlefield', 'military', 3, 3],
    ['fortress', 'military', 5, 5],
    ['haunted_city', 'special', 2, 2],
    ['keep', 'special', 3, 3],
    ['armory', 'special', 3, 3],
    ['lighthouse', 'special', 3, 3],
    ['imperial_treasury', 'special', 4, 4],
    ['museum', 'special', 4, 4],
    ['graveyard', 'special', 5, 5],
    ['laboratory', 'special', 5, 5],
    ['smithy', 'special', 5, 5],
    ['observatory', 'special', 5, 5],
    ['bell_tower', 'special', 5, 5],
    ['map_room', 'special', 5, 5],
    ['poor_house', 'special', 5, 5],
    ['quarry', 'special', 5, 5],
    ['fountain_of_wishes', 'special', 5, 5],
    ['dragon_gate', 'special', 6, 8],
    ['great_wall', 'special', 6, 6],
    ['library', 'special', 6, 6],
    ['school_of_magic', 'special', 6, 6],
    ['university', 'special', 6, 8],
    ['ball_room', 'special', 6, 6],
    ['factory', 'special', 6, 6],
    ['hospital', 'special', 6, 6],
    ['park', 'special', 6, 6],
    ['throne_room', 'special', 6, 6],
]

FACTS = {}
for _row in DISTRICT_FACTS:
    FACTS[_row[0]] = _row


def colour_of(card):
    row = FACTS.get(card)
    return row[1] if row else "special"


def cost_of(card):
    row = FACTS.get(card)
    return row[2] if row else 0


def value_of(card):
    """Points at the end (Dragon Gate and University 8, else the cost)."""
    row = FACTS.get(card)
    return row[3] if row else 0


def seat_entry(view, seat):
    """The view's entry of `seat` (its gold, hand, city ...), {} for a seat it does not list."""
    for entry in view.get("seats") or []:
        if entry.get("seat") == seat:
            return entry
    return {}


def button_row(inner, cls="row"):
    """Buttons side by side, or nothing when there are none."""
    return tag("div", [["class", cls]], inner) if inner else ""


def coin(n, key=None):
    """A gold amount drawn as a coin with its number (callers give the words). With `key`,
    the coin is a piece that moves: its number counts up or down when the gold changes
    (docs/architecture-look.md, motion)."""
    motion = [["data-motion-key", key], ["data-motion-count", n]] if key else []
    return tag("span", [["class", "ct-coin"], ["aria-hidden", "true"]] + motion, esc(n))


def motion_key(*parts):
    """The name a piece keeps from one redraw to the next ("ct-city-2-castle")."""
    return "-".join([str(p) for p in parts])


# The income colour of the characters that have one (the band on their card).
INCOME = {"king": "noble", "emperor": "noble", "bishop": "religious", "abbot": "religious",
          "merchant": "trade", "warlord": "military", "diplomat": "military"}

# One emblem per district colour (24×24 SVG paths), the shape that goes with the letter.
EMBLEMS = [
    ["noble", "M3 19h18v-2.5l1-9-5.5 4.5L12 4l-4.5 8L2 7.5l1 9z"],                        # a crown
    ["religious", "M11 1h2v3h3v2h-3v3.2l6 4.8V23h-5v-5h-4v5H5v-9l6-4.8V6H8V4h3z"],       # a steeple
    ["trade", "M2 9l3-6h14l3 6v1H2zM4 11h16v11h-4v-7H8v7H4z"],                            # a market stall
    ["military", "M4 2h4v3h2V2h4v3h2V2h4v8l-2 2v10H6V12l-2-2zm6 13v7h4v-7a2 2 0 0 0-4 0z"],  # a tower
    ["special", "M12 1.5l3 6.9 7.5.7-5.7 5 1.7 7.4L12 17.6l-6.5 3.9 1.7-7.4-5.7-5 7.5-.7z"],  # a star
]
CROWN_PATH = "M2 19h20v2.5H2zM2 17.5L1 6l6 5 5-9 5 9 6-5-1 11.5z"


def emblem(colour, cls="ct-emblem"):
    path = EMBLEMS[-1][1]
    for row in EMBLEMS:
        if row[0] == colour:
            path = row[1]
    return tag("svg", [["class", cls], ["viewBox", "0 0 24 24"], ["aria-hidden", "true"], ["focusable", "false"]],
               tag("path", [["d", path]]))


def crown_mark(lang, key=None):
    """The crown, drawn on its owner (its name for screen readers); with `key` it moves to
    its new owner when it changes hands."""
    return tag("span", [["class", "ct-crown"], ["role", "img"], ["aria-label", tr(lang, "ct_crown")],
                        ["data-motion-key", key], ["data-guide", "crown" if key else None]],
               tag("svg", [["viewBox", "0 0 24 24"], ["aria-hidden", "true"], ["focusable", "false"]],
                   tag("path", [["d", CROWN_PATH]])))


def colour_badge(lang, colour):
    return tag("span", [["class", "ct-badge ct-col-" + esc(colour)], ["aria-hidden", "true"]],
               esc(colour_letter(lang, colour)))


def card_name(lang, card):
    """A district's name as printed on a card: whole words, wrapping only at spaces (the
    cards are drawn wide enough for the longest word, "Observatory", at 12 px)."""
    return district_name(lang, card)


def character_card_name(lang, character):
    """A character's name as printed on its card of the line-up: whole, like `card_name`."""
    return character_name(lang, character)


def card_label(lang, card):
    return tr(lang, "ct_card_label", {"card": district_name(lang, card),
                                      "colour": colour_name(lang, colour_of(card)), "n": cost_of(card)})


def sep(lang):
    """The comma between the parts of one accessible name."""
    return "，" if lang == "zh-Hant" else ", "


def district_words(lang, card, count=1, decorated=False):
    """What a district card says to a screen reader: name, colour, cost (and ×n, beautified)."""
    words = card_label(lang, card)
    if count > 1:
        words += sep(lang) + "×" + str(count)
    if decorated:
        words += sep(lang) + tr(lang, "ct_decorated")
    if value_of(card) != cost_of(card):
        words += sep(lang) + tr(lang, "ct_scores_at_end", {"n": value_of(card)})
    return words


def colour_band(lang, colour, small=False):
    """A district colour's band on a card: its letter and emblem on its colour."""
    return tag("span", [["class", "ct-band ct-col-" + esc(colour)], ["aria-hidden", "true"]],
               tag("span", [["class", "ct-band-letter"]], esc(colour_letter(lang, colour)))
               + emblem(colour, "ct-emblem" + (" is-small" if small else "")))


def card_marks(count=1, decorated=False, worth=None):
    """The marks at a card's foot: ×n copies, ✦ the Artist's gold, ★n its points at the end
    (given only when they are not its cost); "" without any."""
    marks = ""
    if count > 1:
        marks += tag("span", [["class", "ct-count"]], esc("×" + str(count)))
    if decorated:
        marks += tag("span", [["class", "ct-deco"]], "✦")
    if worth is not None:
        marks += tag("span", [["class", "ct-worth"]], esc("★" + str(worth)))
    return tag("span", [["class", "ct-marks-on"], ["aria-hidden", "true"]], marks) if marks else ""


@remembered()   # a card's face never changes: drawn once per language
def district_face(lang, card, count=1, decorated=False, with_text=True, verb=""):
    """A district card's face: the colour band (letter and emblem), the cost in coins, the
    name and, with `with_text`, the short effect printed on the card; `verb` (what a tap
    does) at its foot. The visible bits are hidden from screen readers, which get the words
    of `district_words` instead (a button carrying the face has its own label)."""
    colour = colour_of(card)
    bits = colour_band(lang, colour) + tag("span", [["class", "ct-cost"], ["aria-hidden", "true"]], coin(cost_of(card)))
    bits += tag("span", [["class", "ct-dname"], ["aria-hidden", "true"]], esc(card_name(lang, card)))
    text = district_short(lang, card) if with_text else ""
    if text:
        bits += tag("span", [["class", "ct-dtext"]], esc(text))
    worth = value_of(card) if value_of(card) != cost_of(card) else None
    bits += card_marks(count, decorated, worth)
    if verb:
        bits += tag("span", [["class", "ct-verb"], ["aria-hidden", "true"]], verb)
    return bits + tag("span", [["class", "sr"]], esc(district_words(lang, card, count, decorated)))


@remembered()   # a card's face never changes: drawn once per language
def district_mini(lang, card, decorated=False, verb=""):
    """A district as a small card in a city: band, cost and name (its words for screen readers)."""
    colour = colour_of(card)
    bits = (colour_band(lang, colour, True)
            + tag("span", [["class", "ct-cost"], ["aria-hidden", "true"]], coin(cost_of(card)))
            + tag("span", [["class", "ct-dname"], ["aria-hidden", "true"]], esc(card_name(lang, card))))
    if decorated:
        bits += tag("span", [["class", "ct-deco"], ["aria-hidden", "true"]], "✦")
    if verb:
        bits += tag("span", [["class", "ct-verb"], ["aria-hidden", "true"]], verb)
    return bits + tag("span", [["class", "sr"]], esc(district_words(lang, card, 1, decorated)))


def card_back(lang, n):
    """The back of a hand of `n` cards (another seat's hand: only its size is known)."""
    return tag("span", [["class", "ct-back"], ["role", "img"],
                        ["aria-label", tr(lang, "ct_hand_back", {"n": n})]],
               tag("span", [["class", "ct-back-n"], ["aria-hidden", "true"]], esc(n)))


def character_band(character):
    colour = INCOME.get(character)
    return tag("span", [["class", "ct-cband" + (" ct-col-" + colour if colour else "")], ["aria-hidden", "true"]],
               emblem(colour, "ct-emblem is-small") if colour else "")


@remembered()   # a card's face never changes: drawn once per language
def character_face(lang, character, with_text=True):
    """A character card: rank disc, name, the band of its income colour and (with
    `with_text`) its power as printed on the card."""
    rank = character_rank(character)
    head = (tag("span", [["class", "ct-rank"], ["aria-hidden", "true"]], esc(rank))
            + tag("span", [["class", "ct-cname"]], esc(character_name(lang, character))))
    body = tag("span", [["class", "ct-cline"]], head + character_band(character))
    if with_text:
        body += tag("span", [["class", "ct-ctext"]], esc(character_short(lang, character)))
    return body
