"""Luna's drawing primitives: seat discs, favour tokens, islands, temple hexes, path, council.

Every shape pairs colour with a letter or a word (seat A/甲, the favour's name, ☾ ⚒ ✗ for
the figures), so colour-blind players can tell them apart, and carries its name for screen
readers in a `.sr` span. Islands sit in a ring of seven around the temple (a 3×3 grid: the
islands clockwise from the top left, the landing steps on the left, the temple summary in
the middle); the same ring, with buttons, is the map the dock uses to pick an island.
Used by `screen.py`.
"""

from ...html import esc, tag
from ...fill import seat_name
from .strings import lt, favour_name, figure_name, seat_letter, FIGURES, FIGURE_MARKS


def sr(text):
    """Text for screen readers only."""
    return tag("span", [["class", "sr"]], esc(text))


def seat_disc(lang, seat, extra_cls=""):
    """A seat's pawn: a disc in its colour with its letter (aria-hidden; callers name it)."""
    return tag("span", [["class", "l-disc seat-" + esc(seat) + extra_cls], ["aria-hidden", "true"]],
               esc(seat_letter(lang, seat)))


def favour_token(lang, favour, extra_cls=""):
    """A favour token: its colour and its name (草 / Herbs), aria-hidden."""
    return tag("span", [["class", "fav-token fav-" + esc(favour) + extra_cls], ["aria-hidden", "true"]],
               esc(favour_name(lang, favour)))


def figure_mark(lang, figure):
    return tag("span", [["class", "fig fig-" + esc(figure)], ["aria-hidden", "true"],
                        ["title", figure_name(lang, figure)]], esc(FIGURE_MARKS.get(figure, "?")))


def island_of(view, number):
    for island in view.get("islands") or []:
        if island.get("number") == number:
            return island
    return {}


def island_caption(lang, number, favour):
    """"Island 3 · Bribe" for labels."""
    return lt(lang, "l_island_n", {"n": number}) + " · " + favour_name(lang, favour)


# ---- the ring of islands ----------------------------------------------------------------------
def ring_cls(number):
    """Grid placement of island 1–7 ("steps" and "centre" for the other two cells)."""
    return "ring-" + str(number)


def island_cell(lang, island, names, players, can, target):
    """One island on the board: number, favour (and tokens left), figures, each seat's
    active ● and spent ○ novices and shrine ⌂. `can`: action kinds legal here (for the
    highlight when the player picks one); `target`: highlighted for the pending step."""
    number = island.get("number")
    favour = island.get("favour")
    left = island.get("favours_left", 0)
    figures = [f for f in FIGURES if f in (island.get("figures") or [])]
    desc = [island_caption(lang, number, favour), lt(lang, "l_favours_left", {"n": left})]
    if figures:
        desc.append(lt(lang, "l_figures_here", {"list": ", ".join([figure_name(lang, f) for f in figures])}))
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
        said = lt(lang, "l_seat_here", {"name": seat_name(names, seat), "active": a, "spent": s})
        if sh:
            said += " " + lt(lang, "l_seat_shrine")
        desc.append(said)
        marks = ""
        if a:
            marks += tag("span", [["class", "n-act"]], "●" + str(a))
        if s:
            marks += tag("span", [["class", "n-spent"]], "○" + str(s))
        if sh:
            marks += tag("span", [["class", "n-shrine"]], "⌂")
        rows.append(tag("li", [["aria-hidden", "true"]], seat_disc(lang, seat) + marks))
    head = (tag("span", [["class", "isle-no"]], esc(number))
            + favour_token(lang, favour)
            + tag("span", [["class", "isle-left"]], "×" + esc(left)))
    figs = "".join([figure_mark(lang, f) for f in figures])
    cls = "isle fav-bg-" + esc(favour) + " " + ring_cls(number) + (" is-target" if target else "")
    return tag("li", [["class", cls], ["data-island", number], ["data-can", " ".join(can) or None]],
               sr(". ".join(desc))
               + tag("div", [["class", "isle-head"], ["aria-hidden", "true"]], head)
               + (tag("div", [["class", "isle-figs"], ["aria-hidden", "true"]], figs) if figs else "")
               + tag("ul", [["class", "isle-seats"]], "".join(rows)))


def steps_cell(lang, view, names):
    """The landing steps: novices expelled from the temple wait here for a Tide or Boat."""
    rows = []
    desc = [lt(lang, "l_steps")]
    landing = view.get("landing") or []
    for seat in range(len(landing)):
        count = landing[seat]
        if count:
            desc.append(seat_name(names, seat) + " " + str(count))
            rows.append(tag("li", [["aria-hidden", "true"]], seat_disc(lang, seat)
                            + tag("span", [["class", "n-act"]], "×" + str(count))))
    return tag("li", [["class", "ring-steps"]],
               sr(", ".join(desc))
               + tag("div", [["class", "ring-caption"], ["aria-hidden", "true"]], esc(lt(lang, "l_steps")))
               + tag("ul", [["class", "isle-seats"]], "".join(rows)))


def centre_cell(lang, view):
    """The temple in the middle of the ring: what entering it is worth now, time tokens."""
    guard = (view.get("guard") or {}).get("value", 0)
    time = view.get("time") or {}
    lines = [lt(lang, "l_temple"),
             lt(lang, "l_guard_now", {"n": guard}),
             lt(lang, "l_time_left", {"n": time.get("left", 0), "total": time.get("total", 0)})]
    return tag("li", [["class", "ring-centre"]],
               sr(". ".join(lines))
               + tag("div", [["class", "ring-caption"], ["aria-hidden", "true"]], esc(lines[0]))
               + tag("div", [["class", "centre-guard"], ["aria-hidden", "true"]],
                     tag("span", [["class", "guard-shield"]], esc(guard)) + esc(lt(lang, "l_fig_guard")))
               + tag("div", [["class", "centre-time"], ["aria-hidden", "true"]],
                     esc(lines[2])))


def render_ring(lang, view, names, can_by_island, targets):
    """The board's ring: seven islands around the temple, the landing steps beside it."""
    players = view.get("players", 0)
    cells = [island_cell(lang, island, names, players, can_by_island.get(island.get("number"), []),
                         island.get("number") in targets)
             for island in (view.get("islands") or [])]
    cells.append(steps_cell(lang, view, names))
    cells.append(centre_cell(lang, view))
    legend = tag("p", [["class", "legend"]], esc(lt(lang, "l_legend")))
    awards = view.get("priestess_awards") or []
    if awards:
        legend += tag("p", [["class", "legend"]],
                      esc(lt(lang, "l_priestess_pays", {"list": "/".join([str(a) for a in awards])})))
    return tag("section", [["class", "panel ring-panel"], ["aria-labelledby", "l-ring-h"], ["data-guide", "islands"]],
               tag("h2", [["id", "l-ring-h"]], esc(lt(lang, "l_islands")))
               + tag("ul", [["class", "ring"]], "".join(cells)) + legend)


def mini_ring(lang, view, viewer, cell_moves, steps_move=None):
    """The ring as a map of buttons for the dock. `cell_moves`: island number -> a list of
    [move text, aria label, short visible text]; `steps_move` the same for the landing steps.
    An island with one move is one big button; with two (Tide: active or spent), two."""
    cells = []
    for island in view.get("islands") or []:
        number = island.get("number")
        favour = island.get("favour")
        mine = ""
        active = island.get("active") or []
        spent = island.get("spent") or []
        if isinstance(viewer, int) and 0 <= viewer < len(active) and (active[viewer] or spent[viewer]):
            mine = "●" + str(active[viewer]) + " ○" + str(spent[viewer])
        face = (tag("span", [["class", "isle-no"]], esc(number)) + favour_token(lang, favour)
                + tag("span", [["class", "mini-mine"]], esc(mine)))
        moves = cell_moves.get(number) or []
        cls = "mini " + ring_cls(number) + " fav-bg-" + esc(favour)
        if len(moves) == 1:
            cells.append(tag("li", [["class", cls + " is-live"]],
                             tag("button", [["type", "button"], ["class", "mini-btn"],
                                            ["data-move", moves[0][0]], ["aria-label", moves[0][1]]],
                                 face)))
        elif moves:
            buttons = "".join([tag("button", [["type", "button"], ["class", "mini-sub"],
                                              ["data-move", m[0]], ["aria-label", m[1]]], esc(m[2]))
                               for m in moves])
            cells.append(tag("li", [["class", cls + " is-live is-split"]],
                             tag("div", [["class", "mini-face"], ["aria-hidden", "true"]], face)
                             + tag("div", [["class", "mini-subs"]], buttons)))
        else:
            cells.append(tag("li", [["class", cls + " is-idle"], ["aria-hidden", "true"]],
                             tag("div", [["class", "mini-face"]], face)))
    if steps_move:
        cells.append(tag("li", [["class", "mini ring-steps is-live"]],
                         tag("button", [["type", "button"], ["class", "mini-btn"],
                                        ["data-move", steps_move[0]], ["aria-label", steps_move[1]]],
                             esc(steps_move[2]))))
    return tag("ul", [["class", "ring ring-mini"]], "".join(cells))


# ---- the temple -----------------------------------------------------------------------------
def hex_desc(lang, hexagon, names):
    label = lt(lang, "l_hex_n", {"n": hexagon.get("number")})
    symbol = favour_name(lang, hexagon.get("symbol"))
    owner = hexagon.get("novice")
    if owner is None:
        return lt(lang, "l_hex_empty", {"hex": label, "symbol": symbol})
    text = lt(lang, "l_hex_taken", {"hex": label, "symbol": symbol, "name": seat_name(names, owner)})
    if hexagon.get("book"):
        text += lt(lang, "l_hex_book")
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
            inner += seat_disc(lang, owner, " is-book" if hexagon.get("book") else "")
        cls = "hx" + (" is-tile" if hexagon.get("tile") else "") + (" is-target" if number in targets else "")
        # An entered hex holds its tile, tinted by its symbol; an empty one stays pale.
        in_cls = "hx-in" + (" fav-bg-" + esc(hexagon.get("symbol")) if hexagon.get("tile") else "")
        style = "grid-row:" + str(row + 1) + ";grid-column:" + str(col + 1) + " / span 2"
        cells.append(tag("li", [["class", cls], ["style", style], ["data-hex", number]],
                         sr(hex_desc(lang, hexagon, names))
                         + tag("span", [["class", in_cls], ["aria-hidden", "true"]], inner)))
    return tag("section", [["class", "panel temple-panel"], ["aria-labelledby", "l-temple-h"], ["data-guide", "temple"]],
               tag("h2", [["id", "l-temple-h"]], esc(lt(lang, "l_temple")))
               + tag("ol", [["class", "temple"]], "".join(cells))
               + tag("p", [["class", "legend"]],
                     esc(lt(lang, "l_book") + ": ") + seat_disc(lang, 0, " is-book legend-disc")
                     + esc(" · " + lt(lang, "l_guard_now", {"n": (view.get("guard") or {}).get("value", 0)}))))


# ---- the path ------------------------------------------------------------------------------
def tile_desc(lang, cell, names):
    text = lt(lang, "l_tile_desc", {"tile": lt(lang, "l_tile_n", {"n": cell.get("tile")}),
                                    "symbol": favour_name(lang, cell.get("symbol")),
                                    "island": cell.get("island"),
                                    "status": lt(lang, "l_st_" + str(cell.get("status")))})
    if cell.get("novice") is not None:
        text += ". " + seat_name(names, cell.get("novice"))
    return text


def render_path(lang, view, names, can_by_tile):
    """From the landing steps to the temple gate: tiles and guard tiles, the guard's tile
    marked. Allowed tiles are solid, forbidden ones dashed with "Bribe", closed ones faded."""
    items = [tag("li", [["class", "pend"]], esc(lt(lang, "l_steps")))]
    for cell in view.get("path") or []:
        if "guard" in cell:
            here = bool(cell.get("here"))
            desc = lt(lang, "l_guard_tile", {"n": cell.get("guard")})
            if here:
                desc += ", " + lt(lang, "l_guard_here")
            items.append(tag("li", [["class", "pguard" + (" is-here" if here else "")]],
                             sr(desc)
                             + tag("span", [["class", "guard-shield"], ["aria-hidden", "true"]],
                                   esc(cell.get("guard")))
                             + (tag("span", [["class", "guard-fig"], ["aria-hidden", "true"]], "♜") if here else "")))
            continue
        number = cell.get("tile")
        status = str(cell.get("status"))
        inner = (tag("span", [["class", "pt-no"]], esc(number))
                 + tag("span", [["class", "pt-sym"]], esc(favour_name(lang, cell.get("symbol")))))
        if cell.get("novice") is not None:
            inner += seat_disc(lang, cell.get("novice"))
        elif status == "forbidden":
            inner += tag("span", [["class", "pt-mark"]], esc(lt(lang, "l_bribe_mark")))
        can = can_by_tile.get(number) or []
        items.append(tag("li", [["class", "ptile fav-edge-" + esc(cell.get("symbol")) + " st-" + esc(status)],
                                ["data-tile", number], ["data-can", " ".join(can) or None]],
                         sr(tile_desc(lang, cell, names))
                         + tag("span", [["class", "pt-in"], ["aria-hidden", "true"]], inner)))
    items.append(tag("li", [["class", "pend"]], esc(lt(lang, "l_gate"))))
    return tag("section", [["class", "panel path-panel"], ["aria-labelledby", "l-path-h"]],
               tag("h2", [["id", "l-path-h"]], esc(lt(lang, "l_path")))
               + tag("ol", [["class", "lpath"]], "".join(items)))


# ---- the council ---------------------------------------------------------------------------
def render_council(lang, view, names):
    spaces = []
    for entry in view.get("council") or []:
        stack = list(entry.get("stack") or [])
        stack.reverse()      # the top of the stack first: it wins ties
        listed = ", ".join([seat_name(names, s) for s in stack]) or lt(lang, "l_empty")
        desc = lt(lang, "l_council_space", {"n": entry.get("points")}) + "; " + lt(lang, "l_stack", {"list": listed})
        spaces.append(tag("li", [["class", "cspace"]],
                          sr(desc)
                          + tag("span", [["class", "cs-pts"], ["aria-hidden", "true"]], esc(entry.get("points")))
                          + tag("span", [["class", "cs-stack"], ["aria-hidden", "true"]],
                                "".join([seat_disc(lang, s) for s in stack]))))
    return tag("section", [["class", "panel council-panel"], ["aria-labelledby", "l-council-h"], ["data-guide", "end"]],
               tag("h2", [["id", "l-council-h"]], esc(lt(lang, "l_council")))
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

