"""Citadels' drawing primitives: district cards, character tiles, coins, the crown.

Every colour comes with a letter (N R T M S / 貴 宗 商 軍 特), so colour-blind players can
tell districts apart, and every shape carries its name for screen readers. The card facts
(colour, cost, points) are copied from `pycore/games/citadels/data.py` (the UI cannot import
pycore); a test keeps them equal. Used by `screen.py`.
"""

from ...html import esc, tag
from .strings import ct, district_name, district_text, colour_name, colour_letter, \
    character_name, character_text, character_rank

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


def coin(n):
    """A gold amount drawn as a coin with its number (callers give the words)."""
    return tag("span", [["class", "ct-coin"], ["aria-hidden", "true"]], esc(n))


def crown_mark(lang):
    return tag("span", [["class", "ct-crown"], ["role", "img"], ["aria-label", ct(lang, "ct_crown")]], "♛")


def colour_badge(lang, colour):
    return tag("span", [["class", "ct-badge ct-col-" + esc(colour)], ["aria-hidden", "true"]],
               esc(colour_letter(lang, colour)))


def card_label(lang, card):
    return ct(lang, "ct_card_label", {"card": district_name(lang, card),
                                      "colour": colour_name(lang, colour_of(card)), "n": cost_of(card)})


def district_face(lang, card, count=1, decorated=False, with_text=True):
    """A district card's face: colour badge with letter, name, cost coin, the purple effect."""
    colour = colour_of(card)
    name = district_name(lang, card)
    bits = colour_badge(lang, colour) + tag("span", [["class", "ct-dname"]], esc(name))
    if count > 1:
        bits += tag("span", [["class", "ct-count"]], esc("×" + str(count)))
    bits += coin(cost_of(card))
    sr = card_label(lang, card)
    sep = "," if lang == "zh-Hant" else ", "
    if count > 1:
        sr += sep + "×" + str(count)
    if decorated:
        bits += tag("span", [["class", "ct-deco"], ["aria-hidden", "true"]], "✦")
        sr += sep + ct(lang, "ct_decorated")
    text = district_text(lang, card) if with_text else ""
    body = tag("span", [["class", "ct-dline"], ["aria-hidden", "true"]], bits) + tag("span", [["class", "sr"]], esc(sr))
    if text:
        body += tag("span", [["class", "ct-dtext"]], esc(text))
    return body


def character_face(lang, character, with_text=True):
    """A character: rank disc, name and (optionally) its power."""
    rank = character_rank(character)
    head = (tag("span", [["class", "ct-rank"], ["aria-hidden", "true"]], esc(rank))
            + tag("span", [["class", "ct-cname"]], esc(character_name(lang, character))))
    body = tag("span", [["class", "ct-cline"]], head)
    if with_text:
        body += tag("span", [["class", "ct-ctext"]], esc(character_text(lang, character)))
    return body
