"""Notre Dame's drawing primitives: tokens, a borough's sectors, the plague track, the persons,
action cards and the city map of markets and roads.

Pure functions from view pieces to HTML strings, in the subset of Python that runs under both
CPython and MicroPython. Every coloured thing also carries its colour's letter (R/Y/B/G/P or
紅/黃/藍/綠/紫), so colour-blind players can tell seats apart; every shape carries its name for
screen readers. A piece of the board that a legal move concerns is drawn as a real
`<button data-move>` in place (a sector tile, a market, a person card); `taps` maps a board
thing to its [move text, label, caption] and `placed` collects the moves drawn. While a seat
decides, the other pieces of the same kind carry `data-try` (a move text that is not legal
now): a tap asks the engine, whose refusal says why.
"""

import math

from ...html import esc, tag, button
from .strings import (tr, join, action_name, short_name, person_name, colour_name,
                                 colour_letter, market_name, message_text, MESSAGE_VALUES)

SECTORS = ["school", "bank", "residence", "carriage", "hotel", "park", "hospital"]
PLACES = SECTORS + ["notre_dame"]
COLOURS = ["red", "yellow", "blue", "green", "purple"]
PLAGUE_MAX = 9


def seat_entry(view, seat):
    for entry in view.get("seats") or []:
        if entry.get("seat") == seat:
            return entry
    return None


def pieces_at(entry, place):
    """Pieces of a seat on a place: its cubes, plus the friend on a sector."""
    if place == "notre_dame":
        return entry.get("notre_dame") or 0
    for sector in entry.get("sectors") or []:
        if sector.get("sector") == place:
            return (sector.get("cubes") or 0) + (1 if sector.get("friend") else 0)
    return 0


def cubes_at(entry, place):
    if place == "notre_dame":
        return entry.get("notre_dame") or 0
    for sector in entry.get("sectors") or []:
        if sector.get("sector") == place:
            return sector.get("cubes") or 0
    return 0


def token(lang, colour, cls="nd-token"):
    """A seat's colour as a disc with its letter (aria-hidden: callers name it)."""
    return tag("span", [["class", cls + " nd-c-" + esc(colour)], ["aria-hidden", "true"]],
               esc(colour_letter(lang, colour)))


# ---- a borough's sectors -------------------------------------------------------------------
def sector_tile(lang, entry, place, tap=None, small=False, attempt=None):
    """One sector (or Notre Dame) of a seat: its name, how many pieces, cubes as squares and
    the friend as a diamond. With `tap` ([move, label, caption]) the tile is a button."""
    colour = entry.get("colour")
    cubes = cubes_at(entry, place)
    friend = place != "notre_dame" and entry.get("friend") == place
    total = cubes + (1 if friend else 0)
    pips = "".join([tag("i", [["class", "nd-pip nd-c-" + esc(colour)]]) for _ in range(min(cubes, 8))])
    if cubes > 8:
        pips += tag("b", [["class", "nd-pip-more"]], "+" + str(cubes - 8))
    if friend:
        pips += tag("i", [["class", "nd-pip nd-pip-friend nd-c-" + esc(colour)]])
    desc = action_name(lang, place) + ": " + tr(lang, "nd_pieces_n", {"n": total})
    if friend:
        desc += ", " + tr(lang, "nd_friend_here")
    inner = (tag("span", [["class", "nd-sec-name"], ["aria-hidden", "true"]], esc(short_name(lang, place)))
             + tag("span", [["class", "nd-sec-count"], ["aria-hidden", "true"]], esc(total))
             + tag("span", [["class", "nd-pips"], ["aria-hidden", "true"]], pips))
    cls = "nd-sector nd-s-" + esc(place) + (" is-empty" if total == 0 else "") + (" is-small" if small else "")
    if tap:
        inner += tag("span", [["class", "nd-sec-act"], ["aria-hidden", "true"]], esc(tap[2]))
        return tag("li", [["class", "nd-sector-item"]],
                   button(inner, cls=cls + " is-target", move=tap[0], label=tap[1] + " (" + desc + ")"))
    if attempt:
        return tag("li", [["class", "nd-sector-item"]],
                   tag("button", [["type", "button"], ["class", cls + " is-try"], ["data-try", attempt],
                                  ["aria-label", desc]], inner))
    return tag("li", [["class", "nd-sector-item"]],
               tag("div", [["class", cls], ["role", "img"], ["aria-label", desc]], inner))


def sector_grid(lang, entry, taps=None, placed=None, small=False, with_cathedral=True, attempts=None):
    """The seven sectors (and the seat's cubes in Notre Dame) as a grid of tiles; `attempts`
    maps a place to the (not legal) move text a tap on its tile tries."""
    taps = taps or {}
    attempts = attempts or {}
    tiles = []
    for place in (PLACES if with_cathedral else SECTORS):
        tap = taps.get(place)
        if tap and placed is not None:
            placed.append(tap[0])
        tiles.append(sector_tile(lang, entry, place, tap, small, None if tap else attempts.get(place)))
    return tag("ul", [["class", "nd-sectors" + (" is-small" if small else "")]], "".join(tiles))


# ---- the plague track ----------------------------------------------------------------------
def plague_projection(view, entry):
    """Where the seat's rats would go if the round ended now: a number, "plague" past 9, or
    None when no persons are revealed (the plague value is unknown)."""
    persons = view.get("persons") or {}
    if not persons.get("revealed") or view.get("over"):
        return None
    value = persons.get("plague_value") or 0
    if entry.get("hired") == "doctor":
        value = 0
    step = value - pieces_at(entry, "hospital")
    rats = entry.get("rats") or 0
    if step <= 0:
        return max(0, rats + step)
    if rats + step > PLAGUE_MAX:
        return "plague"
    return rats + step


def plague_track(lang, view, entry, own=False, small=False):
    rats = entry.get("rats") or 0
    projected = plague_projection(view, entry) if own else None
    cells = []
    for space in range(PLAGUE_MAX + 1):
        cls = "nd-track-cell"
        mark = ""
        if space == rats:
            cls += " is-rats"
            mark = tag("span", [["class", "nd-rat"], ["aria-hidden", "true"]], "")
        if projected == space and space != rats:
            cls += " is-next"
        if projected == "plague" and space == PLAGUE_MAX:
            cls += " is-plague"
        cells.append(tag("span", [["class", cls]], tag("span", [["class", "nd-track-no"]], str(space)) + mark))
    label = tr(lang, "nd_plague_track") + ": " + tr(lang, "nd_rats_at", {"n": rats})
    out = tag("div", [["class", "nd-track" + (" is-small" if small else "")], ["role", "img"],
                     ["aria-label", label]], "".join(cells))
    if own:
        note = tr(lang, "nd_rats_at", {"n": rats})
        if projected == "plague":
            note += " " + tr(lang, "nd_rats_next_plague")
        elif projected is not None:
            note += " " + tr(lang, "nd_rats_next", {"n": projected})
        out += tag("p", [["class", "nd-note"]], esc(note))
    return out


# ---- seats ---------------------------------------------------------------------------------
def seat_facts(lang, entry, with_hand=True):
    facts = [tr(lang, "nd_prestige_n", {"n": entry.get("prestige", 0)}),
             tr(lang, "nd_gold_n", {"n": entry.get("gold", 0)}),
             tr(lang, "nd_cubes_n", {"n": entry.get("cubes", 0)}),
             tr(lang, "nd_rats_n", {"n": entry.get("rats", 0)})]
    if entry.get("messages"):
        facts.append(tr(lang, "nd_messages_n", {"n": len(entry.get("messages"))}))
    if with_hand and entry.get("hand_count"):
        facts.append(tr(lang, "nd_in_hand_n", {"n": entry.get("hand_count")}))
    return facts


def cards_line(lang, key, cards):
    if not cards:
        return ""
    names = [action_name(lang, c.get("action")) + " (" + colour_letter(lang, c.get("colour")) + ")"
             for c in cards]
    return tag("p", [["class", "nd-note"]], esc(tr(lang, key, {"list": join(lang, names)})))


def messages_line(lang, entry):
    held = entry.get("messages") or []
    if not held:
        return ""
    items = [colour_name(lang, m.get("colour")) + " " + str((MESSAGE_VALUES.get(m.get("kind")) or [0])[0])
             for m in held]
    return tag("p", [["class", "nd-note"]], esc(tr(lang, "nd_messages_held", {"list": join(lang, items)})))


def seat_round_notes(lang, entry):
    out = cards_line(lang, "nd_played_round", entry.get("played") or [])
    out += cards_line(lang, "nd_laid_aside", entry.get("discarded") or [])
    if entry.get("hired"):
        out += tag("p", [["class", "nd-note"]],
                   esc(tr(lang, "nd_hired_this_round", {"name": person_name(lang, entry.get("hired"))})))
    return out + messages_line(lang, entry)


# ---- persons -------------------------------------------------------------------------------
def rat_marks(n):
    return tag("span", [["class", "nd-rats"], ["aria-hidden", "true"]],
               "".join([tag("i", [["class", "nd-rat-dot"]]) for _ in range(n)]))


def person_card(lang, person, tap=None, attempt=None):
    """A revealed person: name, deck, rats, what hiring it does; a button when hireable."""
    pid = person.get("id")
    deck = person.get("deck")
    rats = person.get("rats") or 0
    deck_text = tr(lang, "nd_deck_brown") if deck == "brown" else tr(lang, "nd_deck_grey", {"p": deck})
    name = person_name(lang, pid)
    rat_text = tr(lang, "nd_rats_on_card", {"n": rats})
    inner = (tag("span", [["class", "nd-person-head"]],
                 tag("span", [["class", "nd-person-name"]], esc(name))
                 + tag("span", [["class", "nd-deck"]], esc(deck_text)))
             + tag("span", [["class", "nd-person-rats"]], rat_marks(rats) + esc(rat_text))
             + tag("span", [["class", "nd-person-does"]], esc(tr(lang, "nd_does_" + str(pid)))))
    cls = "nd-person nd-deck-" + ("brown" if deck == "brown" else "grey")
    if tap:
        inner += tag("span", [["class", "nd-sec-act"], ["aria-hidden", "true"]], esc(tap[2]))
        return tag("li", [["class", "nd-person-item"]],
                   button(inner, cls=cls + " is-target", move=tap[0], label=tap[1]))
    if attempt:
        return tag("li", [["class", "nd-person-item"]],
                   tag("button", [["type", "button"], ["class", cls + " is-try"], ["data-try", attempt]], inner))
    return tag("li", [["class", "nd-person-item"]], tag("div", [["class", cls]], inner))


def persons_list(lang, view, taps=None, placed=None, attempt_kind=None):
    """The revealed persons; with `attempt_kind` ("hire") the ones not hireable now try it."""
    taps = taps or {}
    items = []
    for person in (view.get("persons") or {}).get("revealed") or []:
        tap = taps.get(person.get("id"))
        if tap and placed is not None:
            placed.append(tap[0])
        attempt = attempt_kind + ":" + str(person.get("id")) if attempt_kind and not tap else None
        items.append(person_card(lang, person, tap, attempt))
    return tag("ul", [["class", "nd-persons"]], "".join(items))


# ---- action cards --------------------------------------------------------------------------
def action_card(lang, card, detail, move=None, label=None):
    """An action card: its colour (stripe and letter), its name and `detail` (what it does)."""
    colour = card.get("colour")
    inner = (tag("span", [["class", "nd-band nd-c-" + esc(colour)], ["aria-hidden", "true"]],
                 esc(colour_letter(lang, colour)))
             + tag("span", [["class", "nd-card-text"]],
                   tag("span", [["class", "nd-card-name"]], esc(action_name(lang, card.get("action"))))
                   + tag("span", [["class", "nd-card-detail"]], esc(detail))))
    cls = "nd-card"
    if move:
        return button(inner, cls=cls + " is-target", move=move, label=label)
    return tag("span", [["class", cls]], inner)


# ---- the city map: boroughs, markets, roads, carriages, Notre Dame ----------------------------------
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
    return [int(round(500 + r * math.cos(angle))), int(round(500 + r * math.sin(angle)))]


def _pt(x, y):
    return str(int(round(x))) + " " + str(int(round(y)))


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


def _pct(v):
    """A 0-1000 coordinate as a CSS percentage with one decimal (integer arithmetic only)."""
    return str(v // 10) + "." + str(v % 10) + "%"


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
        lx = int(round(500 + 330 * math.cos(mid + step * 0.3)))
        ly = int(round(500 + 330 * math.sin(mid + step * 0.3)))
        if colour:
            labels.append(tag("span", [["class", "nd-petal-tag"], ["aria-hidden", "true"],
                                       ["style", "left:" + _pct(lx) + ";top:" + _pct(ly)]],
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
    return tag("div", [["class", "nd-map"], ["role", "group"], ["aria-label", tr(lang, "nd_map")]],
               plan + cathedral(lang, view) + "".join(labels) + "".join(markers))


def market_marker(lang, view, names, market, spot, tap, is_here, placed, attempt=None):
    mid = str(market.get("id"))
    message = market.get("message")
    carts = market.get("carriages") or []
    desc = market_name(lang, mid, view, names) + ": "
    if message:
        colour = message.get("colour")
        value = (MESSAGE_VALUES.get(message.get("kind")) or [0])[0]
        face = tag("span", [["class", "nd-msg nd-c-" + esc(colour)], ["aria-hidden", "true"]],
                   esc(colour_letter(lang, colour) + str(value)))
        desc += message_text(lang, colour, message.get("kind"))
    else:
        face = tag("span", [["class", "nd-mk-letter"], ["aria-hidden", "true"]], esc(mid[:1]))
        desc += tr(lang, "nd_empty_market")
    cart_html = ""
    if carts:
        colours = []
        for seat in carts:
            entry = seat_entry(view, seat)
            if entry:
                colours.append(entry.get("colour"))
        cart_html = tag("span", [["class", "nd-carts"], ["aria-hidden", "true"]],
                        "".join([token(lang, c, "nd-cart") for c in colours]))
        desc += "; " + tr(lang, "nd_carriages_here", {"list": join(lang, [colour_name(lang, c) for c in colours])})
    if message:
        # the market's letter, so "market D" in the log can be found on the map
        face += tag("span", [["class", "nd-mk-id"], ["aria-hidden", "true"]], esc(mid[:1]))
    pos = [["style", "left:" + _pct(spot[0]) + ";top:" + _pct(spot[1])]]
    cls = "nd-mk" + (" has-msg" if message else "") + (" is-here" if is_here else "")
    if tap:
        if placed is not None:
            placed.append(tap[0])
        return button(face + cart_html, cls=cls + " is-target", move=tap[0], label=tap[1] + " — " + desc,
                      extra=pos + [["data-market", mid]])
    if attempt:
        return tag("button", [["type", "button"], ["class", cls + " is-try"], ["data-try", attempt],
                              ["aria-label", desc], ["data-market", mid]] + pos, face + cart_html)
    return tag("span", [["class", cls], ["role", "img"], ["aria-label", desc], ["data-market", mid]] + pos,
               face + cart_html)


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
    label = (tr(lang, "nd_notre_dame") + ". " + tr(lang, "nd_pool", {"n": nd.get("pool", 0)}) + ". "
             + tr(lang, "nd_cathedral_cubes", {"list": join(lang, parts) if parts else tr(lang, "nd_nobody")}))
    return tag("div", [["class", "nd-cathedral"], ["role", "img"], ["aria-label", label]],
               tag("span", [["class", "nd-cathedral-name"], ["aria-hidden", "true"]], esc(tr(lang, "nd_notre_dame")))
               + tag("span", [["class", "nd-cathedral-pool"], ["aria-hidden", "true"]], "★" + esc(nd.get("pool", 0)))
               + tag("span", [["class", "nd-nd-chips"]], chips))
