"""Scoring: district values, five colours, a complete city, and the purple bonuses.

* each district scores its cost (Dragon Gate and University 8), +1 with the Artist's gold;
* +3 for all five colours (the Haunted City may stand for any colour, unless it was built
  in the last round; used so, it is no longer purple for the Fountain of Wishes);
* +4 for the first complete city, +2 for the others (kept even if a district is lost);
* Imperial Treasury (gold), Map Room (cards in hand), Museum (tucked cards), Fountain of
  Wishes (other purple districts).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import data, districts

if TYPE_CHECKING:
    from .state import CitadelsState


def score(state: CitadelsState, seat: int) -> int:
    cards = state.cities[seat]
    if not cards:
        return state.bonus[seat] + len(state.decorated[seat])
    value = data.VALUE
    total = sum([value[d] for d in cards]) + len(state.decorated[seat])
    total += state.bonus[seat] + districts.bonus(state, seat)
    return total + _colours_and_fountain(state, seat)


def _colours_and_fountain(state: CitadelsState, seat: int) -> int:
    cards = state.cities[seat]
    colour = data.COLOUR
    if "haunted_city" not in cards:         # the usual case: every colour is fixed
        colours = [colour[d] for d in cards]
        points = 3 if data.FIVE_COLOURS.issubset(colours) else 0
        if "fountain_of_wishes" in cards:
            points += colours.count(data.SPECIAL) - 1
        return points
    haunted_free = not (state.over and state.haunted_round == state.round)
    options = list(data.COLOURS) if haunted_free else [data.SPECIAL]
    best = 0
    for haunted_colour in options:
        colours = [haunted_colour if d == "haunted_city" else colour[d] for d in cards]
        points = 3 if set(colours) >= data.FIVE_COLOURS else 0
        if "fountain_of_wishes" in cards:
            points += sum(1 for c in colours if c == data.SPECIAL) - 1
        best = max(best, points)
    return best
