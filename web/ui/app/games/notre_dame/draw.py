"""Notre Dame's drawing primitives: tokens, a borough drawn as its map (the seven sectors and
Notre Dame, its markets and roads), the plague track, the seats' facts, the persons and the
action cards; the city map of every borough is `city.py`.

Pure functions from view pieces to HTML strings, in the subset of Python that runs under both
CPython and MicroPython. Every coloured thing also carries its colour's letter (R/Y/B/G/P or
紅/黃/藍/綠/紫), so colour-blind players can tell seats apart; every shape carries its name for
screen readers. A piece of the board that a legal move concerns is drawn as a real
`<button data-move>` in place (a sector tile, a market, a person card); `taps` maps a board
thing to its [move text, label, caption] and `placed` collects the moves drawn. While a seat
decides, the other pieces of the same kind carry `data-try` (a move text that is not legal
now): a tap asks the engine, whose refusal says why.
"""


from ...fill import aside, clauses, labelled, one_after
from ...html import button, esc, tag
from ...i18n import list_join
from ...memo import remembered
from .strings import (
    MESSAGE_VALUES,
    action_name,
    colour_letter,
    colour_name,
    person_name,
    short_name,
    tr,
)

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


# ---- a borough as its map -------------------------------------------------------------------
# One borough drawn as its petal of the city, on a 1000×1060 plan: the outer rim at the top
# (markets D and E and the rim road), the centre market C, the inner markets A and B at the
# bottom, where the petal meets the cathedral; the seat's place in Notre Dame is the arch
# between them. The seven sectors stand in two columns, clear of the roads: the straight
# roads run C–A, C–B, C–D, C–E, A–D, B–E and D–E (the engine's graph; rules-facts § 2.2), and
# a road to a neighbouring borough leaves the petal at its side. Every place is a tile; a
# small map (another seat's) draws the same tiles with their emblem and count only.
PLAN_W = 1000
PLAN_H = 1060
PLAN_MARKETS = {"D": [350, 70], "E": [650, 70], "C": [500, 540], "A": [350, 965], "B": [650, 965]}
# [place, left, top, right, bottom] on the plan
PLAN_TILES = [["school", 30, 130, 310, 290], ["bank", 30, 320, 310, 480], ["residence", 30, 510, 310, 670],
              ["carriage", 30, 700, 310, 860], ["hotel", 690, 180, 970, 340], ["park", 690, 415, 970, 575],
              ["hospital", 690, 650, 970, 810], ["notre_dame", 405, 790, 595, 955]]
PETAL = "M20 40Q500-10 980 40V900Q980 1045 650 1052H350Q20 1045 20 900Z"
# One emblem per place (24×24 SVG paths), drawn on its tile beside the name.
PLACE_EMBLEMS = {
    "school": "M2 5q5-2 9.3 1.2V21Q7 18 2 19zM22 5q-5-2-9.3 1.2V21q4.3-3 9.3-2z",              # a book
    "bank": "M12 2l10 5v2H2V7zM4 10h3v8H4zm6.5 0h3v8h-3zM17 10h3v8h-3zM2 19h20v3H2z",          # pillars
    "residence": "M12 3l10 9h-3v9h-5v-6h-4v6H5v-9H2z",                                          # a house
    "carriage": "M12 2a10 10 0 1 0 .01 0zm0 3a7 7 0 1 1-.01 0zm-1 2v4H7v2h4v4h2v-4h4v-2h-4V7z",  # a wheel
    "hotel": "M2 5h3v8h6V9h8a3 3 0 0 1 3 3v9h-3v-3H5v3H2z",                                    # a bed
    "park": "M12 1a6 6 0 0 1 5.7 8A5.2 5.2 0 0 1 15 19h-2v4h-2v-4H9a5.2 5.2 0 0 1-2.7-10A6 6 0 0 1 12 1z",  # a tree
    "hospital": "M9 2h6v7h7v6h-7v7H9v-7H2V9h7z",                                                # a cross
    "notre_dame": "M11 1h2v3h2v2h-2v3l6 5v9h-5v-5a2 2 0 0 0-4 0v5H5v-9l6-5V6H9V4h2z",            # a church
}


# A place's emblem, its name on a tile and a tile's box on the map depend only on their
# arguments, and a redraw draws forty tiles (five boroughs): each is built once and kept (the
# redraw in the browser's MicroPython is what a tap waits for). The key holds every argument.
_KEPT = {}


def place_emblem(place, cls="nd-emblem"):
    memo = "emblem|" + str(place) + "|" + cls
    if memo not in _KEPT:
        _KEPT[memo] = _draw_emblem(place, cls)
    return _KEPT[memo]


def _draw_emblem(place, cls):
    return tag("svg", [["class", cls], ["viewBox", "0 0 24 24"], ["aria-hidden", "true"], ["focusable", "false"]],
               tag("path", [["d", PLACE_EMBLEMS.get(place, PLACE_EMBLEMS["notre_dame"])], ["fill-rule", "evenodd"]]))


def pct(v):
    """A 0-1000 coordinate as a CSS percentage with one decimal (integer arithmetic only)."""
    return str(v // 10) + "." + str(v % 10) + "%"


def _box_style(left, top, right, bottom):
    """A plan rectangle as CSS percentages of the map (integer arithmetic only)."""
    memo = "box|" + str(left) + "|" + str(top) + "|" + str(right) + "|" + str(bottom)
    if memo not in _KEPT:
        _KEPT[memo] = _draw_box_style(left, top, right, bottom)
    return _KEPT[memo]


def _draw_box_style(left, top, right, bottom):
    return ("left:" + pct(left * 1000 // PLAN_W) + ";top:" + pct(top * 1000 // PLAN_H)
            + ";width:" + pct((right - left) * 1000 // PLAN_W) + ";height:" + pct((bottom - top) * 1000 // PLAN_H))


def _spot_style(x, y):
    return "left:" + pct(x * 1000 // PLAN_W) + ";top:" + pct(y * 1000 // PLAN_H)


def sector_tile(lang, entry, place, tap=None, small=False, attempt=None, box=None):
    """One sector (or Notre Dame) of a seat: its emblem and name, how many pieces, cubes as
    squares and the friend as a diamond. With `tap` ([move, label, caption]) the tile is a
    button; with `attempt` a button that tries a move the engine will explain; `box` places
    it on the borough's map."""
    friend = place != "notre_dame" and entry.get("friend") == place
    return _sector_tile(lang, entry.get("colour"), entry.get("seat"), place, cubes_at(entry, place), friend,
                        tap, small, attempt, box)


# drawn from what the tile shows alone (not the seat's whole entry, which changes with its
# points), so the tiles a move did not change come from memory
@remembered()
def _sector_tile(lang, colour, seat, place, cubes, friend, tap, small, attempt, box):
    total = cubes + (1 if friend else 0)
    # pieces that move (docs/architecture-look.md): a new cube lands from the card just
    # played for this place, the friend walks from sector to sector
    pips = "".join([tag("i", [["class", "nd-pip nd-c-" + esc(colour)],
                              ["data-motion-key", "nd-cube-" + str(seat) + "-" + place + "-" + str(i)],
                              ["data-motion-from", "nd-play-" + place]]) for i in range(min(cubes, 8))])
    if cubes > 8:
        pips += tag("b", [["class", "nd-pip-more"]], "+" + str(cubes - 8))
    if friend:
        pips += tag("i", [["class", "nd-pip nd-pip-friend nd-c-" + esc(colour)],
                          ["data-motion-key", "nd-friend-" + str(seat)], ["data-motion-from", "nd-play-friend"]])
    desc = labelled(lang, action_name(lang, place), tr(lang, "nd_pieces_n", {"n": total}))
    if friend:
        desc = clauses(lang, [desc, tr(lang, "nd_friend_here")])
    memo = "name|" + lang + "|" + str(place)
    if memo not in _KEPT:
        _KEPT[memo] = tag("span", [["class", "nd-sec-name"], ["aria-hidden", "true"]],
                          esc(short_name(lang, place)))
    inner = (_KEPT[memo]
             + tag("span", [["class", "nd-sec-body"], ["aria-hidden", "true"]],
                   place_emblem(place)
                   + tag("span", [["class", "nd-sec-count"], ["data-motion-key", "nd-n-" + str(seat) + "-" + place],
                                  ["data-motion-count", total]], esc(total))
                   + tag("span", [["class", "nd-pips"]], pips)))
    cls = "nd-sector nd-s-" + esc(place) + (" is-empty" if total == 0 else "") + (" is-small" if small else "")
    item = [["class", "nd-sector-item"], ["style", _box_style(box[0], box[1], box[2], box[3]) if box else None]]
    if tap:
        inner += tag("span", [["class", "nd-sec-act"], ["aria-hidden", "true"]], esc(tap[2]))
        return tag("li", item, button(inner, cls=cls + " is-target", move=tap[0], label=tap[1] + aside(lang, desc)))
    if attempt:
        return tag("li", item, tag("button", [["type", "button"], ["class", cls + " is-try"], ["data-try", attempt],
                                              ["aria-label", desc]], inner))
    return tag("li", item, tag("div", [["class", cls], ["role", "img"], ["aria-label", desc]], inner))


def _borough_markets(view, entry):
    """The markets of the seat's borough (from the view), and the number of boroughs."""
    boroughs = view.get("boroughs") or []
    index = entry.get("borough")
    for b in boroughs:
        if b.get("index") == index:
            return [b.get("markets") or [], len(boroughs)]
    return [[], len(boroughs)]


def _plan_roads(markets, index, count):
    """The roads of one borough on its plan: [[x1, y1, x2, y2, css class], ...]; a road to a
    neighbouring borough runs to the petal's side it lies on (left: the one before)."""
    mine = {}
    for m in markets:
        mine[str(m.get("id"))] = PLAN_MARKETS.get(str(m.get("id"))[:1])
    lines = []
    for m in markets:
        mid = str(m.get("id"))
        a = mine.get(mid)
        if a is None:
            continue
        for other in m.get("roads") or []:
            other = str(other)
            if other in mine:
                if other > mid and mine[other] is not None:
                    z = mine[other]
                    lines.append([a[0], a[1], z[0], z[1], "nd-road"])
                continue
            before = count and int(other[1:]) == (index - 1) % count
            drop = 45 if mid[:1] in ("A", "B") else 0
            lines.append([a[0], a[1], 0 if before else PLAN_W, a[1] + drop, "nd-road nd-stub"])
    return lines


def borough_map(lang, view, entry, taps=None, placed=None, small=False, attempts=None, with_track=True, own=False,
                label=None):
    """A seat's borough drawn as its map, with its plague track beside it. `taps` maps a
    place to [move, label, caption] (its tile becomes the move's button, collected in
    `placed`); `attempts` maps a place to the move a tap on its tile tries; `label` names
    the list of its places (the viewer's: "Your borough")."""
    taps = taps or {}
    attempts = attempts or {}
    colour = entry.get("colour")
    markets, count = _borough_markets(view, entry)
    index = entry.get("borough") or 0
    svg = tag("path", [["d", PETAL], ["class", "nd-bpetal" + (" nd-f-" + esc(colour) if colour else " nd-f-none")]])
    for x1, y1, x2, y2, cls in _plan_roads(markets, index, count):
        svg += tag("line", [["x1", x1], ["y1", y1], ["x2", x2], ["y2", y2], ["class", cls]])
    plan = tag("svg", [["class", "nd-bplan"], ["viewBox", "0 0 " + str(PLAN_W) + " " + str(PLAN_H)],
                       ["preserveAspectRatio", "none"], ["aria-hidden", "true"], ["focusable", "false"]], svg)
    flag = tag("span", [["class", "nd-bflag nd-c-" + esc(colour)], ["aria-hidden", "true"],
                        ["style", _spot_style(500, 250)]], esc(colour_letter(lang, colour)))
    tiles = []
    for place, left, top, right, bottom in PLAN_TILES:
        tap = taps.get(place)
        if tap and placed is not None:
            placed.append(tap[0])
        tiles.append(sector_tile(lang, entry, place, tap, small, None if tap else attempts.get(place),
                                 [left, top, right, bottom]))
    marks = ""
    for m in markets:
        spot = PLAN_MARKETS.get(str(m.get("id"))[:1])
        if spot:
            marks += plan_market(lang, view, m, spot, small)
    if label is None and own:
        label = tr(lang, "nd_your_borough")
    out = tag("div", [["class", "nd-bmap"]],
              plan + flag + tag("ul", [["class", "nd-sectors"], ["aria-label", label]], "".join(tiles)) + marks)
    if with_track:
        out += plague_track(lang, view, entry, own, small, True)
    return tag("div", [["class", "nd-borough" + (" is-small" if small else "")]], out)


def sector_grid(lang, view, entry, taps=None, placed=None, small=False, attempts=None):
    """The seat's places to tap for a decision: its borough's map without the track."""
    return borough_map(lang, view, entry, taps, placed, small, attempts, False, True)


def plan_market(lang, view, market, spot, small):
    """A market on a borough's map: its message (colour letter and value) and the carriages
    there, as on the city map (where the carriage is moved); here only to be seen. On a
    rival's small map, too small for a letter, the message and the carriages show their
    colours only (the city map has their letters and values)."""
    message = market.get("message")
    mid = str(market.get("id"))
    if message:
        colour = message.get("colour")
        value = (MESSAGE_VALUES.get(message.get("kind")) or [0])[0]
        face = tag("span", [["class", "nd-msg nd-c-" + esc(colour)]],
                   "" if small else esc(colour_letter(lang, colour) + str(value)))
    else:
        face = tag("span", [["class", "nd-mk-letter"]], "" if small else esc(mid[:1]))
    carts = ""
    for seat in market.get("carriages") or []:
        other = seat_entry(view, seat)
        if other and small:
            carts += tag("span", [["class", "nd-cart nd-c-" + esc(other.get("colour"))]], "")
        elif other:
            carts += token(lang, other.get("colour"), "nd-cart")
    if carts:
        face += tag("span", [["class", "nd-carts"]], carts)
    return tag("span", [["class", "nd-mk is-plan" + (" has-msg" if message else "")], ["aria-hidden", "true"],
                        ["style", _spot_style(spot[0], spot[1])]], face)


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


def plague_track(lang, view, entry, own=False, small=False, vertical=False):
    """The seat's plague track 0-9 with its rat; for the viewer, where the rats would go if
    the round ended now. `vertical` stands it beside a borough's map, 0 at the bottom."""
    rats = entry.get("rats") or 0
    projected = plague_projection(view, entry) if own else None
    cells = []
    for space in range(PLAGUE_MAX + 1):
        cls = "nd-track-cell"
        mark = ""
        if space == rats:
            cls += " is-rats"
            # the rat steps along the track when the plague moves it
            mark = tag("span", [["class", "nd-rat"], ["aria-hidden", "true"],
                                ["data-motion-key", "nd-rat-" + str(entry.get("seat"))]], "")
        if projected == space and space != rats:
            cls += " is-next"
        if projected == "plague" and space == PLAGUE_MAX:
            cls += " is-plague"
        cells.append(tag("span", [["class", cls]], tag("span", [["class", "nd-track-no"]], str(space)) + mark))
    if vertical:
        cells.reverse()
    label = labelled(lang, tr(lang, "nd_plague_track"), tr(lang, "nd_rats_at", {"n": rats}))
    if own and projected == "plague":
        label = one_after(lang, [label, tr(lang, "nd_rats_next_plague")])
    elif own and projected is not None:
        label = one_after(lang, [label, tr(lang, "nd_rats_next", {"n": projected})])
    cls = "nd-track" + (" is-small" if small else "") + (" is-vertical" if vertical else "")
    return tag("div", [["class", cls], ["role", "img"], ["aria-label", label],
                       ["data-guide", "plague" if own else None]], "".join(cells))


def plague_note(lang, view, entry):
    """The viewer's rats in words, with where they would go if the round ended now."""
    rats = entry.get("rats") or 0
    projected = plague_projection(view, entry)
    note = tr(lang, "nd_rats_at", {"n": rats})
    if projected == "plague":
        note = one_after(lang, [note, tr(lang, "nd_rats_next_plague")])
    elif projected is not None:
        note = one_after(lang, [note, tr(lang, "nd_rats_next", {"n": projected})])
    return tag("p", [["class", "nd-note"]], esc(note))


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


def seat_bits(lang, entry, with_hand=True):
    """A seat's counts drawn: prestige (star), gold (coin), cubes (its colour's cube), rats,
    messages (octagon) and cards in hand, each with its number; hidden from screen readers,
    which read `seat_facts` instead."""
    colour = entry.get("colour")
    seat = str(entry.get("seat"))
    bits = [["nd-bit-star", "★", entry.get("prestige", 0), "prestige"],
            ["nd-bit-coin", "", entry.get("gold", 0), "gold"],
            ["nd-bit-cube nd-c-" + esc(colour), "", entry.get("cubes", 0), "cubes"],
            ["nd-bit-rat", "", str(entry.get("rats", 0)) + "/9", None]]
    if entry.get("messages"):
        bits.append(["nd-bit-msg", "", len(entry.get("messages")), "messages"])
    if with_hand and entry.get("hand_count"):
        bits.append(["nd-bit-card", "", entry.get("hand_count"), None])
    out = ""
    for cls, glyph, n, key in bits:
        # the numbers count up or down when they change
        motion = [["data-motion-key", "nd-" + key + "-" + seat], ["data-motion-count", n]] if key else []
        out += tag("span", [["class", "nd-bit"]], tag("i", [["class", cls]], glyph) + tag("b", motion, esc(n)))
    return tag("span", [["class", "nd-bits"], ["aria-hidden", "true"]], out)


def cards_line(lang, key, cards):
    if not cards:
        return ""
    names = [action_name(lang, c.get("action")) + aside(lang, colour_letter(lang, c.get("colour")))
             for c in cards]
    return tag("p", [["class", "nd-note"]], esc(tr(lang, key, {"list": list_join(lang, names)})))


def messages_line(lang, entry):
    held = entry.get("messages") or []
    if not held:
        return ""
    items = [colour_name(lang, m.get("colour")) + " " + str((MESSAGE_VALUES.get(m.get("kind")) or [0])[0])
             for m in held]
    return tag("p", [["class", "nd-note"]], esc(tr(lang, "nd_messages_held", {"list": list_join(lang, items)})))


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
        return tag("li", [["class", "nd-person-item"], ["data-zoom", ""]],
                   button(inner, cls=cls + " is-target", move=tap[0], label=tap[1]))
    if attempt:
        return tag("li", [["class", "nd-person-item"], ["data-zoom", ""]],
                   tag("button", [["type", "button"], ["class", cls + " is-try"], ["data-try", attempt]], inner))
    return tag("li", [["class", "nd-person-item"], ["data-zoom", ""]], tag("div", [["class", cls]], inner))


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
    return tag("ul", [["class", "nd-persons"], ["data-guide", "persons"]], "".join(items))


# ---- action cards --------------------------------------------------------------------------
def action_card(lang, card, detail, move=None, label=None, mark=""):
    """An action card: its colour (stripe and letter), its name and `detail` (what it does);
    `mark`: a cue on it (it pushes the rats back, with the plague near)."""
    colour = card.get("colour")
    inner = (tag("span", [["class", "nd-band nd-c-" + esc(colour)], ["aria-hidden", "true"]],
                 esc(colour_letter(lang, colour)))
             + tag("span", [["class", "nd-card-text"]],
                   tag("span", [["class", "nd-card-name"]],
                       esc(action_name(lang, card.get("action"))))
                   + tag("span", [["class", "nd-card-detail"]], esc(detail))
                   + (tag("span", [["class", "nd-card-mark"], ["aria-hidden", "true"]], esc(mark)) if mark else "")))
    cls = "nd-card" + (" is-cued" if mark else "")
    if move:
        # the card played is where the new cube comes from (it lands on its sector)
        key = "nd-play-" + str(card.get("action")) if move.startswith("play:") else None
        return button(inner, cls=cls + " is-target", move=move, label=label,
                      extra=[["data-motion-key", key], ["data-zoom", ""]])
    return tag("span", [["class", cls], ["data-zoom", ""]], inner)
