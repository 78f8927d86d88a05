"""Notre Dame's city map: the boroughs as petals around the cathedral in their owners'
colours, the roads, the markets with their messages and carriages, and Notre Dame in the
middle with everyone's cubes. A market a carriage can reach is the button of that move
(`taps`); while a seat moves its carriage, the other markets try one (`attempt_kind`).
Drawn with the primitives of `draw.py`.
"""

import math

from ...fill import labelled, linked, sentences
from ...html import button, esc, tag
from ...i18n import list_join
from ...memo import remembered
from .draw import pct, seat_entry, token
from .strings import (
    MESSAGE_VALUES,
    colour_letter,
    colour_name,
    market_name,
    message_text,
    tr,
)

# Market positions on a 1000x1000 plan: each borough is a petal around the cathedral; A and B
# sit nearest Notre Dame (B towards the next borough, joined to its A by the inner ring road),
# C in the middle, D and E on the rim (E joined to the next borough's D).
# (A and B at 235, not nearer: a 44 px target ring on each of two neighbours must not touch.)
RADIUS = {"A": 235, "B": 235, "C": 340, "D": 430, "E": 430}
SPREAD = {"A": -0.5, "B": 0.5, "C": 0.0, "D": -0.55, "E": 0.55}


def market_xy(market, boroughs, bottom):
    """[x, y] (integers 0-1000) of a market; borough `bottom` is drawn at the bottom."""
    letter = market[:1]
    borough = int(market[1:])
    step = 2 * math.pi / boroughs
    angle = math.pi / 2 + (borough - bottom) * step + SPREAD[letter] * step / 2
    r = RADIUS[letter]
    return [round(500 + r * math.cos(angle)), round(500 + r * math.sin(angle))]


def _pt(x, y):
    return str(round(x)) + " " + str(round(y))


def petal_path(borough, boroughs, bottom):
    step = 2 * math.pi / boroughs
    mid = math.pi / 2 + (borough - bottom) * step
    a0, a1 = mid - step / 2 + 0.03, mid + step / 2 - 0.03
    r0, r1 = 150, 490
    return ("M" + _pt(500 + r0 * math.cos(a0), 500 + r0 * math.sin(a0))
            + " L" + _pt(500 + r1 * math.cos(a0), 500 + r1 * math.sin(a0))
            + " A" + str(r1) + " " + str(r1) + " 0 0 1 " + _pt(500 + r1 * math.cos(a1), 500 + r1 * math.sin(a1))
            + " L" + _pt(500 + r0 * math.cos(a1), 500 + r0 * math.sin(a1))
            + " A" + str(r0) + " " + str(r0) + " 0 0 0 " + _pt(500 + r0 * math.cos(a0), 500 + r0 * math.sin(a0))
            + " Z")


def owner_colour(view, borough_entry):
    seat = borough_entry.get("seat")
    if seat is None:
        return None
    entry = seat_entry(view, seat)
    return entry.get("colour") if entry else None


def city_map(lang, view, names, viewer, taps=None, placed=None, attempt_kind=None):
    """The whole board: petals in their owners' colours, roads, markets with their messages and
    carriages, Notre Dame in the middle. `taps` maps a market id to [move, label, caption];
    with `attempt_kind` ("carriage") every other market tries that move."""
    taps = taps or {}
    boroughs = view.get("boroughs") or []
    count = len(boroughs) or 1
    me = seat_entry(view, viewer) if viewer is not None else None
    bottom = me.get("borough") if me else 0
    here = me.get("carriage") if me else None
    svg = []
    labels = []
    markers = []
    spots = {}
    for b in boroughs:
        for m in b.get("markets") or []:
            spots[m.get("id")] = market_xy(str(m.get("id")), count, bottom)
    for b in boroughs:
        colour = owner_colour(view, b)
        svg.append(tag("path", [["d", petal_path(b.get("index") or 0, count, bottom)],
                                ["class", "nd-petal" + (" nd-f-" + colour if colour else " nd-f-none")]]))
        # the owner's letter on the rim of the petal
        step = 2 * math.pi / count
        mid = math.pi / 2 + ((b.get("index") or 0) - bottom) * step
        lx = round(500 + 330 * math.cos(mid + step * 0.3))
        ly = round(500 + 330 * math.sin(mid + step * 0.3))
        if colour:
            labels.append(tag("span", [["class", "nd-petal-tag"], ["aria-hidden", "true"],
                                       ["style", "left:" + pct(lx) + ";top:" + pct(ly)]],
                              esc(colour_letter(lang, colour))))
    for b in boroughs:
        for m in b.get("markets") or []:
            mid_ = m.get("id")
            a = spots.get(mid_)
            for other in m.get("roads") or []:
                if str(other) <= str(mid_) or other not in spots:
                    continue
                z = spots[other]
                live = (mid_ == here and other in taps) or (other == here and mid_ in taps)
                svg.append(tag("line", [["x1", a[0]], ["y1", a[1]], ["x2", z[0]], ["y2", z[1]],
                                        ["class", "nd-road" + (" is-live" if live else "")]]))
    for b in boroughs:
        for m in b.get("markets") or []:
            attempt = None
            if attempt_kind and m.get("id") not in taps and m.get("id") != here:
                attempt = attempt_kind + ":" + str(m.get("id"))
            markers.append(market_marker(lang, view, names, m, spots[m.get("id")], taps.get(m.get("id")),
                                         m.get("id") == here, placed, attempt))
    plan = tag("svg", [["class", "nd-plan"], ["viewBox", "0 0 1000 1000"], ["aria-hidden", "true"],
                       ["focusable", "false"]], "".join(svg))
    return tag("div", [["class", "nd-map"], ["role", "group"], ["aria-label", tr(lang, "nd_map")],
                       ["data-guide", "map"]],
               plan + cathedral(lang, view) + "".join(labels) + "".join(markers))


def market_marker(lang, view, names, market, spot, tap, is_here, placed, attempt=None):
    """A market on the map: its message (or its letter), the carriages on it, and the button
    when it is a move (collected in `placed`) or a move to try."""
    if tap and placed is not None:
        placed.append(tap[0])
    carts = []   # [seat, colour] of each carriage here: all the marker needs of the seats
    for seat in market.get("carriages") or []:
        entry = seat_entry(view, seat)
        if entry:
            carts.append([seat, entry.get("colour")])
    return _market_marker(lang, market_name(lang, str(market.get("id")), view, names), market.get("id"),
                          market.get("message"), carts, spot, tap, is_here, attempt)


# drawn from what it shows alone, so the markets a move did not change come from memory
@remembered()
def _market_marker(lang, name, mid, message, carts, spot, tap, is_here, attempt):
    mid = str(mid)
    if message:
        colour = message.get("colour")
        value = (MESSAGE_VALUES.get(message.get("kind")) or [0])[0]
        face = tag("span", [["class", "nd-msg nd-c-" + esc(colour)], ["aria-hidden", "true"]],
                   esc(colour_letter(lang, colour) + str(value)))
        desc = labelled(lang, name, message_text(lang, colour, message.get("kind")))
    else:
        face = tag("span", [["class", "nd-mk-letter"], ["aria-hidden", "true"]], esc(mid[:1]))
        desc = labelled(lang, name, tr(lang, "nd_empty_market"))
    cart_html = ""
    if carts:
        # each carriage moves along the roads from market to market
        cart_html = tag("span", [["class", "nd-carts"], ["aria-hidden", "true"]],
                        "".join([cart_chip(lang, seat, colour) for seat, colour in carts]))
        colours = [colour_name(lang, c) for _, c in carts]
        desc = linked(lang, [desc, tr(lang, "nd_carriages_here", {"list": list_join(lang, colours)})])
    if message:
        # the market's letter, so "market D" in the log can be found on the map
        face += tag("span", [["class", "nd-mk-id"], ["aria-hidden", "true"]], esc(mid[:1]))
    pos = [["style", "left:" + pct(spot[0]) + ";top:" + pct(spot[1])]]
    cls = "nd-mk" + (" has-msg" if message else "") + (" is-here" if is_here else "")
    if tap:
        return button(face + cart_html, cls=cls + " is-target", move=tap[0], label=tap[1] + " — " + desc,
                      extra=pos + [["data-market", mid]])
    if attempt:
        return tag("button", [["type", "button"], ["class", cls + " is-try"], ["data-try", attempt],
                              ["aria-label", desc], ["data-market", mid]] + pos, face + cart_html)
    return tag("span", [["class", cls], ["role", "img"], ["aria-label", desc], ["data-market", mid]] + pos,
               face + cart_html)


def cart_chip(lang, seat, colour):
    """A seat's carriage, in its colour and letter (it slides from market to market)."""
    return tag("span", [["class", "nd-cart nd-c-" + esc(colour)], ["aria-hidden", "true"],
                        ["data-motion-key", "nd-cart-" + str(seat)]], esc(colour_letter(lang, colour)))


def cathedral(lang, view):
    """Notre Dame in the middle of the map, with each seat's cubes there."""
    nd = view.get("notre_dame") or {}
    cubes = nd.get("cubes") or []
    chips = ""
    parts = []
    for seat in range(len(cubes)):
        entry = seat_entry(view, seat)
        if not entry or not cubes[seat]:
            continue
        colour = entry.get("colour")
        chips += tag("span", [["class", "nd-nd-chip"], ["aria-hidden", "true"]],
                     token(lang, colour, "nd-token nd-token-small") + str(cubes[seat]))
        parts.append(colour_name(lang, colour) + " " + str(cubes[seat]))
    label = sentences(lang, [tr(lang, "nd_notre_dame"), tr(lang, "nd_pool", {"n": nd.get("pool", 0)}),
                             tr(lang, "nd_cathedral_cubes",
                                {"list": list_join(lang, parts) if parts else tr(lang, "nd_nobody")})])
    return tag("div", [["class", "nd-cathedral"], ["role", "img"], ["aria-label", label]],
               tag("span", [["class", "nd-cathedral-name"], ["aria-hidden", "true"]], esc(tr(lang, "nd_notre_dame")))
               + tag("span", [["class", "nd-cathedral-pool"], ["aria-hidden", "true"]], "★" + esc(nd.get("pool", 0)))
               + tag("span", [["class", "nd-nd-chips"]], chips))
