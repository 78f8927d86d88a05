"""Citadels' score breakdown at the end: each seat's points by what earned them (districts,
the Artist's gold, five colours, a complete city, the purple districts that score), worked
out from the view as the engine scores them.
"""

from ...fill import seat_name
from ...html import esc, tag
from .draw import (
    COLOURS,
    colour_of,
    value_of,
)
from .strings import district_name, tr


# ---- the end: score breakdown --------------------------------------------------------------------------
def haunted_built_round(view):
    """The round the Haunted City was last built in (0 if destroyed since), from the log."""
    current = 0
    built = 0
    for ev in view.get("log") or []:
        kind = ev.get("event")
        if kind == "round":
            current = ev.get("round") or 0
        elif kind == "built" and ev.get("card") == "haunted_city":
            built = current
        elif kind in ("destroyed", "armory") and ev.get("card") == "haunted_city":
            built = 0
    return built


def _colours_and_fountain(cards, haunted_free):
    """[colour bonus, Fountain of Wishes bonus] of the best Haunted City colour (as scored)."""
    options = list(COLOURS) if haunted_free else ["special"]
    best = [-1, 0, 0]
    for haunted in options:
        colours = [haunted if c == "haunted_city" else colour_of(c) for c in cards]
        five = 3 if all(c in colours for c in COLOURS) else 0
        fountain = 0
        if "fountain_of_wishes" in cards:
            fountain = len([c for c in colours if c == "special"]) - 1
        if five + fountain > best[0]:
            best = [five + fountain, five, fountain]
    return [best[1], best[2]]


def score_parts(lang, view, entry):
    """[[label, points], ...] that add up to a seat's score at the end."""
    city = entry.get("city") or []
    cards = [e.get("card") for e in city]
    parts = [[tr(lang, "ct_sc_districts"), sum([value_of(c) for c in cards])]]
    decorated = len([e for e in city if e.get("decorated")])
    if decorated:
        parts.append([tr(lang, "ct_sc_artist"), decorated])
    haunted_free = "haunted_city" in cards and not (view.get("over") and haunted_built_round(view) == view.get("round"))
    five, fountain = _colours_and_fountain(cards, haunted_free)
    if five:
        parts.append([tr(lang, "ct_sc_colours"), five])
    bonus = entry.get("bonus") or 0
    if bonus:
        parts.append([tr(lang, "ct_sc_first" if bonus == 4 else "ct_sc_complete"), bonus])
    extras = [["imperial_treasury", entry.get("gold") or 0], ["map_room", entry.get("hand_size") or 0],
              ["museum", entry.get("museum_size") or 0], ["fountain_of_wishes", fountain]]
    for card, points in extras:
        if card in cards and points:
            parts.append([district_name(lang, card), points])
    return parts


def render_breakdown(lang, view, names):
    rows = []
    scores = view.get("scores") or []
    for entry in view.get("seats") or []:
        s = entry.get("seat")
        parts = score_parts(lang, view, entry)
        total = scores[s] if isinstance(s, int) and s < len(scores) else sum([p[1] for p in parts])
        items = "".join([tag("li", [], tag("span", [], esc(label))
                             + tag("span", [["class", "ct-pts"]], esc("+" + str(n))))
                         for label, n in parts])
        items += tag("li", [["class", "ct-total"]], tag("span", [], esc(tr(lang, "ct_sc_total")))
                     + tag("span", [["class", "ct-pts"]], esc(total)))
        rows.append(tag("li", [["class", "ct-score"], ["data-seat", s]],
                        tag("h3", [], esc(seat_name(names, s))) + tag("ul", [["class", "ct-parts"]], items)))
    return tag("section", [["class", "panel"], ["aria-labelledby", "ct-score-h"]],
               tag("h2", [["id", "ct-score-h"]], esc(tr(lang, "ct_breakdown")))
               + tag("ul", [["class", "ct-scores"]], "".join(rows)))
