"""Luna's drawing primitives: seat discs, favour tokens, islands, temple hexes, path, council.

Every shape pairs colour with a letter or a word (seat A/甲, the favour's name, ☾ ⚒ ✗ for
the figures), so colour-blind players can tell them apart, and carries its name for screen
readers in a `.sr` span. The seven islands sit in a ring around the temple island (1 at the
top, clockwise), each with its seats' pawns — standing when active, lying when spent — and
the figures on its shore; the temple island in the middle holds the guard's value, the time
tokens and the landing steps. When the decision is an island, the same ring, with the
islands as its buttons, is drawn in the dock instead of on the board. What moves is keyed
for motion (docs/architecture-look.md): the figures, the guard, council discs, novices going
from the path into the temple, and each seat's pawn counts. Used by `screen.py`.
"""

from ...fill import clauses, labelled, linked, list_join, seat_name, sentences
from ...html import esc, tag
from ...memo import remembered
from ..keys import stopped, up_close
from .strings import FIGURE_MARKS, FIGURES, favour_name, favour_named, figure_name, seat_letter, tr


def sr(text):
    """Text for screen readers only."""
    return tag("span", [["class", "sr"]], esc(text))


def seat_disc(lang, seat, extra_cls="", key=None, from_key=None):
    """A seat's piece: a disc in its colour with its letter (aria-hidden; callers name it).
    `key`, `from_key`: its motion key, and where it comes from when it is new."""
    return tag("span", [["class", "l-disc seat-" + esc(seat) + extra_cls], ["aria-hidden", "true"],
                        ["data-motion-key", key], ["data-motion-from", from_key]],
               esc(seat_letter(lang, seat)))


def favour_token(lang, favour, extra_cls=""):
    """A favour token: its colour and its name (草 / Herbs), aria-hidden."""
    return tag("span", [["class", "fav-token fav-" + esc(favour) + extra_cls], ["aria-hidden", "true"]],
               esc(favour_name(lang, favour)))


def figure_mark(lang, figure, keyed=True):
    """A figure (☾ Priestess, ⚒ Builder, ✗ Apostate) on an island's shore; it travels from
    island to island when it moves (`keyed`: its motion key; the key's and legend's are not)."""
    return tag("span", [["class", "fig fig-" + esc(figure)], ["aria-hidden", "true"],
                        ["title", figure_name(lang, figure)],
                        ["data-motion-key", "fig-" + str(figure) if keyed else None]],
               esc(FIGURE_MARKS.get(figure, "?")))


def favour_up_close(lang, favour):
    """A favour token's name and its rule, for `data-zoom`."""
    named = favour_named(lang, favour)
    return up_close([named[:1].upper() + named[1:], tr(lang, "l_rule_" + str(favour))])


def island_of(view, number):
    for island in view.get("islands") or []:
        if island.get("number") == number:
            return island
    return {}


def island_caption(lang, number, favour):
    """"Island 3 · Bribe" for labels."""
    return tr(lang, "l_island_n", {"n": number}) + " · " + favour_name(lang, favour)


# ---- the ring of islands ----------------------------------------------------------------------
# A novice: a pawn, standing when active (24 × 30, its body wide enough for the seat's letter)
# or lying when spent (the same pawn turned on its side, 30 × 24).
PAWN = "M12 1.5a5 5 0 0 1 3.2 8.85L20 25h2.5v4h-21v-4H4l4.8-14.65A5 5 0 0 1 12 1.5z"
PAWN_LYING = "translate(0 24) rotate(-90)"


def ring_cls(number):
    """The island's place on the ring (1 at the top, clockwise), or the centre's."""
    return "ring-" + str(number)


def novice_pawn(lang, seat, spent=False, lettered=True):
    """One of a seat's novices as a pawn in the seat's colour: standing (active) or lying
    (spent), with the seat's letter on its body when `lettered` (the first pawn of a seat's
    row carries it). aria-hidden: the island's description says it."""
    letter = tag("span", [["class", "pawn-l"]], esc(seat_letter(lang, seat))) if lettered else ""
    if spent:
        shape = tag("svg", [["viewBox", "0 0 30 24"], ["focusable", "false"]],
                    tag("path", [["d", PAWN], ["transform", PAWN_LYING]]))
    else:
        shape = tag("svg", [["viewBox", "0 0 24 30"], ["focusable", "false"]], tag("path", [["d", PAWN]]))
    return tag("span", [["class", "l-pawn seat-" + esc(seat) + (" is-spent" if spent else "")],
                        ["aria-hidden", "true"]], shape + letter)


def seat_pieces(lang, seat, active, spent, shrine, place):
    """A seat's pieces on an island (or the steps): its active pawns, its spent ones lying, its
    shrine; the first pawn carries the seat's letter. Each group is keyed for motion and its
    count counts when it changes."""
    key = "nov-" + str(seat) + "-" + str(place)
    marks = ""
    if active:
        marks += (novice_pawn(lang, seat)
                  + tag("span", [["class", "n-act"], ["data-motion-key", key + "-a"],
                                 ["data-motion-count", active]], esc(active)))
    if spent:
        marks += (novice_pawn(lang, seat, True, not active)
                  + tag("span", [["class", "n-spent"], ["data-motion-key", key + "-s"],
                                 ["data-motion-count", spent]], esc(spent)))
    if shrine:
        marks += shrine_mark(seat, "shrine-" + str(seat) + "-" + str(place))
    return tag("li", [["aria-hidden", "true"]], marks)


def shrine_mark(seat, key=None):
    """A seat's shrine: ⌂ in its colour."""
    return tag("span", [["class", "n-shrine seat-" + esc(seat)], ["data-motion-key", key]], "⌂")


@remembered()   # the islands a move did not touch come from memory
def island_cell(lang, island, names, players, can, target, moves=None):
    """One island on the ring: its number and favour (and tokens left), the figures on its
    shore, each seat's standing (active) and lying (spent) pawns and shrine. `can`: the action
    kinds legal here (the chooser lights the island up when one is picked); `target`: lit for
    the pending step. `moves`: [[move, label, short, kind]] — the island becomes the button
    (one per move; a move with a `kind` shows only while that kind is chosen; moves with a
    `short` text split the island into halves)."""
    number = island.get("number")
    favour = island.get("favour")
    left = island.get("favours_left", 0)
    figures = [f for f in FIGURES if f in (island.get("figures") or [])]
    desc = [island_caption(lang, number, favour), tr(lang, "l_favours_left", {"n": left})]
    if figures:
        desc.append(tr(lang, "l_figures_here", {"list": list_join(lang, [figure_name(lang, f) for f in figures])}))
    rows = []
    active = island.get("active") or []
    spent = island.get("spent") or []
    shrines = island.get("shrines") or []
    for seat in range(players):
        a = active[seat] if seat < len(active) else 0
        s = spent[seat] if seat < len(spent) else 0
        sh = bool(shrines[seat]) if seat < len(shrines) else False
        if not a and not s and not sh:
            continue
        said = tr(lang, "l_seat_here", {"name": seat_name(names, seat), "active": a, "spent": s})
        if sh:
            said += " " + tr(lang, "l_seat_shrine")
        desc.append(said)
        rows.append(seat_pieces(lang, seat, a, s, sh, number))
    head = (tag("span", [["class", "isle-no"]], esc(number))
            + favour_token(lang, favour)
            + tag("span", [["class", "isle-left"]], "×" + esc(left)))
    figs = "".join([figure_mark(lang, f) for f in figures])
    cls = ("isle fav-bg-" + esc(favour) + " " + ring_cls(number) + (" is-target" if target else "")
           + (" is-live" if moves else ""))
    # held up close: what is on it, its favour's rule and its figures' rules
    zoom = up_close([stopped(lang, sentences(lang, desc)), favour_up_close(lang, favour)]
                    + [tr(lang, "l_rule_" + f) for f in figures])
    return tag("li", [["class", cls], ["data-island", number], ["data-can", " ".join(can) or None],
                      ["data-zoom", zoom]],
               sr(sentences(lang, desc))
               + tag("div", [["class", "isle-head"], ["aria-hidden", "true"]], head)
               + (tag("div", [["class", "isle-figs"], ["aria-hidden", "true"]], figs) if figs else "")
               + tag("ul", [["class", "isle-seats"]], "".join(rows))
               + island_buttons(moves or []))


def island_buttons(moves):
    """The buttons over an island: each covers it (or, with a short text, half of it)."""
    split = [m for m in moves if m[2]]
    out = ""
    for m in moves:
        kind = m[3] if len(m) > 3 else ""
        cls = "isle-act" + (" k-" + kind if kind else "") + (" is-half" if m[2] else "")
        inner = tag("span", [["aria-hidden", "true"]], esc(m[2])) if m[2] else ""
        out += tag("button", [["type", "button"], ["class", cls], ["data-move", m[0]], ["aria-label", m[1]]],
                   inner)
    if split:
        out = tag("div", [["class", "isle-halves"]], out)
    return out


def time_moons(time):
    """The time tokens as moons: bright while still to be flipped, dark once flipped."""
    left = time.get("left", 0)
    total = time.get("total", 0)
    return "".join([tag("span", [["class", "moon" + ("" if i < left else " is-flipped")]], "")
                    for i in range(total)])


def centre_cell(lang, view, names, steps_move=None):
    """The temple island in the middle of the ring: what entering the temple is worth now
    (the guard's value), the time tokens still to flip, and the landing steps where novices
    expelled from the temple wait. `steps_move`: [move, label, short] — the steps as a button."""
    guard = (view.get("guard") or {}).get("value", 0)
    time = view.get("time") or {}
    lines = [tr(lang, "l_temple"),
             tr(lang, "l_guard_now", {"n": guard}),
             tr(lang, "l_time_left", {"n": time.get("left", 0), "total": time.get("total", 0)})]
    waiting = []
    rows = []
    landing = view.get("landing") or []
    for seat in range(len(landing)):
        if landing[seat]:
            waiting.append(seat_name(names, seat) + " " + str(landing[seat]))
            rows.append(seat_pieces(lang, seat, landing[seat], 0, False, "steps"))
    lines.append(labelled(lang, tr(lang, "l_steps"), list_join(lang, waiting)) if waiting else tr(lang, "l_steps"))
    steps = tag("div", [["class", "centre-steps"]],
                tag("span", [["class", "ring-caption"], ["aria-hidden", "true"]], esc(tr(lang, "l_steps")))
                + tag("ul", [["class", "isle-seats"]], "".join(rows))
                + (tag("button", [["type", "button"], ["class", "isle-act steps-act"], ["data-move", steps_move[0]],
                                  ["aria-label", steps_move[1]]], "") if steps_move else ""))
    zoom = up_close([stopped(lang, sentences(lang, lines)), tr(lang, "l_key_guard"), tr(lang, "l_key_moon"),
                     tr(lang, "l_key_steps")])
    return tag("li", [["class", "ring-centre" + (" is-live" if steps_move else "")], ["data-zoom", zoom]],
               sr(sentences(lang, lines))
               + tag("div", [["class", "ring-caption"], ["aria-hidden", "true"]], esc(lines[0]))
               + tag("div", [["class", "centre-guard"], ["aria-hidden", "true"]],
                     tag("span", [["class", "guard-shield"]], esc(guard)) + esc(tr(lang, "l_fig_guard")))
               + tag("div", [["class", "centre-time"], ["aria-hidden", "true"]], time_moons(time))
               + steps)


def render_ring(lang, view, names, can_by_island, targets, moves_by_island=None, steps_move=None,
                guide=True):
    """The seven islands in their ring around the temple island. With `moves_by_island`
    (island number -> [[move, label, short, kind]]) the islands are the buttons of the
    decision, marked as its targets."""
    players = view.get("players", 0)
    moves_by_island = moves_by_island or {}
    cells = [island_cell(lang, island, names, players, can_by_island.get(island.get("number"), []),
                         island.get("number") in targets, moves_by_island.get(island.get("number")))
             for island in (view.get("islands") or [])]
    cells.append(centre_cell(lang, view, names, steps_move))
    legend = ring_legend(lang)
    awards = view.get("priestess_awards") or []
    if awards:
        legend += tag("p", [["class", "legend"]],
                      esc(tr(lang, "l_priestess_pays", {"list": "/".join([str(a) for a in awards])})))
    return tag("section", [["class", "ring-panel"], ["aria-labelledby", "l-ring-h"],
                           ["data-guide", "islands" if guide else None]],
               tag("h2", [["id", "l-ring-h"]], esc(tr(lang, "l_islands")))
               + tag("ul", [["class", "lring"]], "".join(cells)) + legend)


def ring_legend(lang):
    """The ring's key, drawn as its pieces are: a standing pawn (active), a lying one (spent),
    a shrine and the three figures, each beside its name."""
    items = [[novice_pawn(lang, 0, False, False), tr(lang, "l_key_active")],
             [novice_pawn(lang, 0, True, False), tr(lang, "l_key_spent")],
             [shrine_mark(0), tr(lang, "l_shrine")]]
    items += [[figure_mark(lang, f, False), figure_name(lang, f)] for f in FIGURES]
    return tag("p", [["class", "legend ring-legend"]],
               "".join([tag("span", [["class", "legend-item"]], tag("span", [["aria-hidden", "true"]], mark)
                            + esc(word)) for mark, word in items]))


# ---- the temple -----------------------------------------------------------------------------
def hex_desc(lang, hexagon, names):
    label = tr(lang, "l_hex_n", {"n": hexagon.get("number")})
    symbol = favour_name(lang, hexagon.get("symbol"))
    owner = hexagon.get("novice")
    if owner is None:
        return tr(lang, "l_hex_empty", {"hex": label, "symbol": symbol})
    text = tr(lang, "l_hex_taken", {"hex": label, "symbol": symbol, "name": seat_name(names, owner)})
    if hexagon.get("book"):
        text += tr(lang, "l_hex_book")
    return text


def render_temple(lang, view, names, targets):
    """The temple parts as a honeycomb: rows of 3 and 4 hexes, columns in half-hex steps."""
    hexes = (view.get("temple") or {}).get("hexes") or []
    cells = []
    for hexagon in hexes:
        number = hexagon.get("number")
        owner = hexagon.get("novice")
        row = int(hexagon.get("row", 0))
        col = int(hexagon.get("col", 0))
        inner = (tag("span", [["class", "hx-no"]], esc(number))
                 + tag("span", [["class", "hx-sym"]], esc(favour_name(lang, hexagon.get("symbol")))))
        if owner is not None:
            # a novice entering the temple comes from the path tile of the same number
            inner += seat_disc(lang, owner, " is-book" if hexagon.get("book") else "",
                               "lnov-hex-" + str(number), "lnov-tile-" + str(number))
        cls = "hx" + (" is-tile" if hexagon.get("tile") else "") + (" is-target" if number in targets else "")
        # An entered hex holds its tile, tinted by its symbol; an empty one stays pale.
        in_cls = "hx-in" + (" fav-bg-" + esc(hexagon.get("symbol")) if hexagon.get("tile") else "")
        style = "grid-row:" + str(row + 1) + ";grid-column:" + str(col + 1) + " / span 2"
        cells.append(tag("li", [["class", cls], ["style", style], ["data-hex", number]],
                         sr(hex_desc(lang, hexagon, names))
                         + tag("span", [["class", in_cls], ["aria-hidden", "true"]], inner)))
    return tag("section", [["class", "panel temple-panel"], ["aria-labelledby", "l-temple-h"],
                           ["data-guide", "temple"]],
               tag("h2", [["id", "l-temple-h"]], esc(tr(lang, "l_temple")))
               + tag("ol", [["class", "temple"]], "".join(cells))
               + tag("p", [["class", "legend"]],
                     esc(labelled(lang, tr(lang, "l_book"), "")) + seat_disc(lang, 0, " is-book legend-disc")
                     + esc(" · " + tr(lang, "l_guard_now", {"n": (view.get("guard") or {}).get("value", 0)}))))


# ---- the path ------------------------------------------------------------------------------
def tile_desc(lang, cell, names):
    text = tr(lang, "l_tile_desc", {"tile": tr(lang, "l_tile_n", {"n": cell.get("tile")}),
                                    "symbol": favour_name(lang, cell.get("symbol")),
                                    "island": cell.get("island"),
                                    "status": tr(lang, "l_st_" + str(cell.get("status")))})
    if cell.get("novice") is not None:
        text = sentences(lang, [text, seat_name(names, cell.get("novice"))])
    return text


def render_path(lang, view, names, can_by_tile):
    """From the landing steps to the temple gate: tiles and guard tiles, the guard's tile
    marked. Allowed tiles are solid, forbidden ones dashed with "Bribe", closed ones faded."""
    items = [tag("li", [["class", "pend"]], esc(tr(lang, "l_steps")))]
    for cell in view.get("path") or []:
        if "guard" in cell:
            here = bool(cell.get("here"))
            desc = tr(lang, "l_guard_tile", {"n": cell.get("guard")})
            if here:
                desc = clauses(lang, [desc, tr(lang, "l_guard_here")])
            items.append(tag("li", [["class", "pguard" + (" is-here" if here else "")]],
                             sr(desc)
                             + tag("span", [["class", "guard-shield"], ["aria-hidden", "true"]],
                                   esc(cell.get("guard")))
                             + (tag("span", [["class", "guard-fig"], ["aria-hidden", "true"],
                                         ["data-motion-key", "guard"]], "♜") if here else "")))
            continue
        number = cell.get("tile")
        status = str(cell.get("status"))
        inner = (tag("span", [["class", "pt-no"]], esc(number))
                 + tag("span", [["class", "pt-sym"]], esc(favour_name(lang, cell.get("symbol")))))
        if cell.get("novice") is not None:
            inner += seat_disc(lang, cell.get("novice"), "", "lnov-tile-" + str(number))
        elif status == "forbidden":
            inner += tag("span", [["class", "pt-mark"]], esc(tr(lang, "l_bribe_mark")))
        can = can_by_tile.get(number) or []
        items.append(tag("li", [["class", "ptile fav-edge-" + esc(cell.get("symbol")) + " st-" + esc(status)],
                                ["data-tile", number], ["data-can", " ".join(can) or None]],
                         sr(tile_desc(lang, cell, names))
                         + tag("span", [["class", "pt-in"], ["aria-hidden", "true"]], inner)))
    items.append(tag("li", [["class", "pend"]], esc(tr(lang, "l_gate"))))
    return tag("section", [["class", "panel path-panel"], ["aria-labelledby", "l-path-h"]],
               tag("h2", [["id", "l-path-h"]], esc(tr(lang, "l_path")))
               + tag("ol", [["class", "lpath"]], "".join(items)))


# ---- the council ---------------------------------------------------------------------------
def render_council(lang, view, names):
    spaces = []
    for entry in view.get("council") or []:
        stack = list(entry.get("stack") or [])
        stack.reverse()      # the top of the stack first: it wins ties
        listed = list_join(lang, [seat_name(names, s) for s in stack]) or tr(lang, "l_empty")
        desc = linked(lang, [tr(lang, "l_council_space", {"n": entry.get("points")}),
                             tr(lang, "l_stack", {"list": listed})])
        spaces.append(tag("li", [["class", "cspace"]],
                          sr(desc)
                          + tag("span", [["class", "cs-pts"], ["aria-hidden", "true"]], esc(entry.get("points")))
                          + tag("span", [["class", "cs-stack"], ["aria-hidden", "true"]],
                                "".join([seat_disc(lang, s, "", "council-" + str(s)) for s in stack]))))
    return tag("section", [["class", "panel council-panel"], ["aria-labelledby", "l-council-h"], ["data-guide", "end"]],
               tag("h2", [["id", "l-council-h"]], esc(tr(lang, "l_council")))
               + tag("ol", [["class", "council"]], "".join(spaces)))


def council_points(view, space):
    track = view.get("council") or []
    if 0 <= space < len(track):
        return track[space].get("points", 0)
    return 0


def tile_cell(view, number):
    for cell in view.get("path") or []:
        if cell.get("tile") == number:
            return cell
    return {}


def hex_cell(view, number):
    for hexagon in (view.get("temple") or {}).get("hexes") or []:
        if hexagon.get("number") == number:
            return hexagon
    return {}

