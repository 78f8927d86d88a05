"""Celtica's drawing primitives: the winding path, druid pawns, amulets as round pieces.

The path is a square spiral of twenty spaces, from the start at the bottom left to the goal
near the middle, with a road drawn behind the spaces; each space shows its number, an icon of
its kind (village, castle, monastery, ruin, cult site, goal), its symbols (◆ to find, −◆ to
give up at a ruin, +1 card at a cult site) and the druids standing on it. An amulet is drawn
as the piece it is: a centre disc and eight outer parts around it (north at the top); a part
on its own (the display) is that shape alone, over the faint outline of a whole amulet.

Every shape pairs colour with a letter, a position or an icon, so colour-blind players can
tell druids and parts apart, and carries its name for screen readers. All geometry is written
out as text (no floating point at run time), so MicroPython draws exactly what CPython draws.
Pieces that move carry `data-motion-key` (docs/architecture-look.md): druids ("druid-red",
stepping through the spaces they passed), amulet parts ("part-<seat>-<amulet>-<type>", flying
in from the display part they were taken from, "slot-<n>-<type>").
Used by `screen.py`.
"""

from ...fill import aside, clauses, labelled, list_join, sentences
from ...html import esc, tag
from ...memo import remembered
from ..keys import stopped, up_close
from .strings import tr

COLOURS = ["red", "grey", "white", "brown", "black"]
PART_TYPES = ["nw", "n", "ne", "w", "c", "e", "sw", "s", "se"]
GOAL_SPACE = 19

# [row, column] of each space in a 4 × 5 grid: a square spiral from the bottom left corner,
# up, along the top, down the right side, back along the bottom, and inward to the goal.
SPIRAL = [[3, 0], [2, 0], [1, 0], [0, 0], [0, 1], [0, 2], [0, 3], [0, 4], [1, 4], [2, 4],
          [3, 4], [3, 3], [3, 2], [3, 1], [2, 1], [1, 1], [1, 2], [1, 3], [2, 3], [2, 2]]
SPIRAL_ROWS = 4
SPIRAL_COLS = 5

# The outer parts of an amulet in a 100 × 100 box centred on 0 0: [path, label x, label y].
SECTORS = {
    "n": ["M-16.1 -43.1A46 46 0 0 1 16.1 -43.1L7.2 -19.2A20.5 20.5 0 0 0 -7.2 -19.2Z", "0", "-33.2"],
    "ne": ["M19.1 -41.9A46 46 0 0 1 41.9 -19.1L18.7 -8.5A20.5 20.5 0 0 0 8.5 -18.7Z", "23.5", "-23.5"],
    "e": ["M43.1 -16.1A46 46 0 0 1 43.1 16.1L19.2 7.2A20.5 20.5 0 0 0 19.2 -7.2Z", "33.2", "0"],
    "se": ["M41.9 19.1A46 46 0 0 1 19.1 41.9L8.5 18.7A20.5 20.5 0 0 0 18.7 8.5Z", "23.5", "23.5"],
    "s": ["M16.1 43.1A46 46 0 0 1 -16.1 43.1L-7.2 19.2A20.5 20.5 0 0 0 7.2 19.2Z", "0", "33.2"],
    "sw": ["M-19.1 41.9A46 46 0 0 1 -41.9 19.1L-18.7 8.5A20.5 20.5 0 0 0 -8.5 18.7Z", "-23.5", "23.5"],
    "w": ["M-43.1 16.1A46 46 0 0 1 -43.1 -16.1L-19.2 -7.2A20.5 20.5 0 0 0 -19.2 7.2Z", "-33.2", "0"],
    "nw": ["M-41.9 -19.1A46 46 0 0 1 -19.1 -41.9L-8.5 -18.7A20.5 20.5 0 0 0 -18.7 -8.5Z", "-23.5", "-23.5"],
}
CENTRE_R = "17"
# Where each part's tap target sits over a drawn amulet, in % of its box: [left, top].
PART_SPOTS = {"n": ["50", "16.8"], "ne": ["73.5", "26.5"], "e": ["83.2", "50"], "se": ["73.5", "73.5"],
              "s": ["50", "83.2"], "sw": ["26.5", "73.5"], "w": ["16.8", "50"], "nw": ["26.5", "26.5"],
              "c": ["50", "50"]}

# Icons of the kinds of spaces, 24 × 24, drawn once per screen as <symbol>s.
ICONS = {
    "start": "M6 3h2v18H6zM8 4h11l-3.5 4 3.5 4H8z",
    "village": "M3 11.5 12 4l9 7.5V21h-6v-5.5H9V21H3z",
    "castle": "M4 21V8h1.5V4h3v2.5h2V4h3v2.5h2V4h3v4H20v13h-6.5v-5h-3v5z",
    "monastery": "M11 1.5h2v2.5h2.5v2H13v2.6l7 4.4V21h-6v-4.5a2 2 0 0 0-4 0V21H4v-8l7-4.4V6H8.5V4H11z",
    "ruin": "M3 21v-8l2.5-1.5V8l2 1.2L9 5l2 3.5V6l2.2-2 1 4.6L16.5 7v4l2.5 1.5L21 12v9z",
    "cult": "M4.5 21V9.5h4.2V21zM15.3 21V9.5h4.2V21zM3 5h18v3.3H3z",
    "goal": "M12 2.5a9.5 9.5 0 1 1 0 19 9.5 9.5 0 0 1 0-19zm0 3.2a6.3 6.3 0 1 0 0 12.6 6.3 6.3 0 0 0 0-12.6zM12 9a3 3 0 1 1 0 6 3 3 0 0 1 0-6z",  # noqa: E501
}
# A druid: a hooded figure, 24 × 30, its robe wide enough for its letter at a readable size.
PAWN = "M12 1c2.9 0 5 2.3 5 5.1 0 1.6-.7 3-1.8 4Q20.6 12.6 21.8 26.3a1.7 1.7 0 0 1-1.7 2.4H3.9a1.7 1.7 0 0 1-1.7-2.4Q3.4 12.6 8.8 10.1C7.7 9.1 7 7.7 7 6.1c0-2.8 2.1-5.1 5-5.1z"  # noqa: E501
# The kinds of spaces in the path's key, in the order a druid meets them.
LEGEND_KINDS = ["start", "village", "castle", "monastery", "ruin", "cult", "goal"]


def colour_name(lang, colour):
    return tr(lang, "c_colour_" + str(colour))


def part_name(lang, part):
    return tr(lang, "c_part_" + str(part))


def space_name(lang, space):
    return tr(lang, "c_space_" + str(space.get("kind")))


# The SVG of a part, an icon or the icons' sprite depends only on its arguments, and a redraw
# draws a hundred of them: each is built once and kept (a redraw in the browser's MicroPython
# is what a tap waits for).
_DRAWN = {}


def icon_defs():
    """The <symbol>s the spaces' icons use (once per screen, before them)."""
    if "defs" in _DRAWN:
        return _DRAWN["defs"]
    symbols = "".join([tag("symbol", [["id", "ci-" + kind], ["viewBox", "0 0 24 24"]],
                           tag("path", [["d", ICONS[kind]]]))
                       for kind in ["start", "village", "castle", "monastery", "ruin", "cult", "goal"]])
    _DRAWN["defs"] = tag("svg", [["class", "c-defs"], ["aria-hidden", "true"], ["focusable", "false"]],
                         tag("defs", [], symbols))
    return _DRAWN["defs"]


def kind_icon(kind):
    name = kind if kind in ICONS else "start"
    memo = "icon|" + name
    if memo not in _DRAWN:
        _DRAWN[memo] = tag("svg", [["class", "sp-icon"], ["viewBox", "0 0 24 24"], ["aria-hidden", "true"],
                           ["focusable", "false"]], tag("use", [["href", "#ci-" + name]]))
    return _DRAWN[memo]


# ---- druids ---------------------------------------------------------------------------------
def druid_disc(lang, colour, extra_cls="", on_path=False, via=None):
    """A druid pawn in its colour with its letter (aria-hidden; callers name it). `on_path`:
    the pawn standing on the path, which steps along it when it moves (`via`: the motion keys
    of the spaces it passed on its last move)."""
    pairs = [["class", "druid druid-" + esc(colour) + extra_cls], ["aria-hidden", "true"]]
    if on_path:
        pairs.append(["data-motion-key", "druid-" + str(colour)])
        if via:
            pairs.append(["data-motion-via", " ".join(via)])
    return tag("span", pairs,
               tag("svg", [["class", "druid-body"], ["viewBox", "0 0 24 30"], ["focusable", "false"]],
                   tag("path", [["d", PAWN]]))
               + tag("span", [["class", "druid-l"]], esc(tr(lang, "c_letter_" + str(colour)))))


# ---- the path --------------------------------------------------------------------------------
def spiral_at(number):
    """[row, column] of a space (a space past the spiral goes below it, row by row)."""
    if 0 <= number < len(SPIRAL):
        return SPIRAL[number]
    extra = number - len(SPIRAL)
    return [SPIRAL_ROWS + extra // SPIRAL_COLS, extra % SPIRAL_COLS]


def road(count):
    """The road behind the spaces: a line through their centres, in grid units."""
    points = []
    for number in range(count):
        row, col = spiral_at(number)
        points.append(str(col * 2 + 1) + "," + str(row * 2 + 1))
    rows = max([spiral_at(n)[0] for n in range(count)] + [SPIRAL_ROWS - 1]) + 1
    return tag("svg", [["class", "c-road"], ["viewBox", "0 0 " + str(SPIRAL_COLS * 2) + " " + str(rows * 2)],
                       ["preserveAspectRatio", "none"], ["aria-hidden", "true"], ["focusable", "false"]],
               tag("polyline", [["points", " ".join(points)], ["vector-effect", "non-scaling-stroke"]]))


def path_legend(lang, kinds):
    """The path's key: each kind of space on it, its icon and tint beside its name (aria-hidden:
    every space names its own kind to screen readers). On a phone the spaces are too narrow for
    the longer names, so they show the icon alone and this key names them once."""
    items = "".join([tag("li", [["class", "c-lg sp-" + kind]], kind_icon(kind)
                         + tag("span", [], esc(tr(lang, "c_space_" + kind))))
                     for kind in LEGEND_KINDS if kind in kinds])
    return tag("ul", [["class", "c-legend"], ["aria-hidden", "true"]], items)


def space_rule(lang, kind):
    """What a space of this kind does to the druid that stops on it."""
    if kind in ("castle", "monastery"):
        kind = "village"    # the three find sites share one rule
    return tr(lang, "c_rule_" + kind) if kind in LEGEND_KINDS else ""


def space_marks(space):
    """The symbols printed on a space: ◆ per part to find, −◆ per part a ruin takes."""
    kind = str(space.get("kind"))
    symbols = space.get("symbols") or 0
    if kind == "ruin":
        return "−" + "◆" * symbols
    if kind == "cult":
        return "+1"
    return "◆" * symbols


@remembered()
def space_cell(lang, space, druids_here, highlight=False, via_by_colour=None):
    """One path space: number, icon and kind, symbols, and the druids standing on it."""
    kind = str(space.get("kind"))
    number = space.get("space")
    symbols = space.get("symbols") or 0
    via_by_colour = via_by_colour or {}
    discs = "".join([druid_disc(lang, c, "", True, via_by_colour.get(c)) for c in druids_here])
    said = [tr(lang, "c_space_n", {"n": number}), space_name(lang, space)]
    if symbols:
        said.append(tr(lang, "c_symbols", {"n": symbols}))
    desc = clauses(lang, said)
    if druids_here:
        desc = sentences(lang, [desc, tr(lang, "c_druids_here",
                                         {"list": list_join(lang, [colour_name(lang, c) for c in druids_here])})])
    row, col = spiral_at(number if isinstance(number, int) else 0)
    # what is printed on the space never changes during a game: drawn once
    memo = "space|" + lang + "|" + kind + "|" + str(number) + "|" + str(symbols)
    printed = _DRAWN.get(memo)
    if printed is None:
        printed = _DRAWN[memo] = (
            tag("span", [["class", "sp-top"], ["aria-hidden", "true"]],
                tag("span", [["class", "sp-no"]], esc(number)) + kind_icon(kind))
            + tag("span", [["class", "sp-kind"], ["aria-hidden", "true"]], esc(space_name(lang, space)))
            + tag("span", [["class", "sp-marks"], ["aria-hidden", "true"]], esc(space_marks(space))))
    inner = (tag("span", [["class", "sr"]], esc(desc)) + printed
             + tag("span", [["class", "sp-druids"]], discs))
    cls = "space sp-" + kind + (" is-target" if highlight else "")
    return tag("li", [["class", cls], ["data-space", number], ["data-motion-key", "space-" + str(number)],
                      ["style", "grid-row:" + str(row + 1) + ";grid-column:" + str(col + 1)],
                      ["data-zoom", up_close([stopped(lang, desc), space_rule(lang, kind)])]], inner)


# ---- amulets ---------------------------------------------------------------------------------
def _part_shape(part, cls, label=True, short=""):
    """One part of an amulet as SVG: an outer sector or the centre disc, with its short name."""
    memo = "shape|" + str(part) + "|" + cls + "|" + str(label) + "|" + str(short)
    drawn = _DRAWN.get(memo)
    if drawn is None:
        drawn = _DRAWN[memo] = _draw_part_shape(part, cls, label, short)
    return drawn


def _draw_part_shape(part, cls, label, short):
    if part == "c":
        shape = tag("circle", [["class", cls], ["cx", "0"], ["cy", "0"], ["r", CENTRE_R]])
        x, y = "0", "0"
    else:
        sector = SECTORS[part]
        shape = tag("path", [["class", cls], ["d", sector[0]]])
        x, y = sector[1], sector[2]
    if label and short:
        shape += tag("text", [["class", "am-l"], ["x", x], ["y", y]], esc(short))
    return shape


def amulet_svg(lang, amulet, labels=True, seat=None, index=0, took=None):
    """An amulet as a round piece: its rim, the places still empty as faint outlines, then
    each part it has in its colour (with its short name when `labels`), each part a layer of
    its own over the whole piece. `seat`, `index`: the parts' motion keys; `took` maps a part
    type to the motion key of the display part it was just taken from, so a new part flies in
    from there and lands in its place (the display draws a part in the same geometry)."""
    gaps = "".join([_part_shape(p, "am-gap", False) for p in PART_TYPES if p not in amulet])
    complete = len(amulet) == 9
    out = tag("svg", [["class", "am-svg"], ["viewBox", "-50 -50 100 100"], ["aria-hidden", "true"],
                      ["focusable", "false"]],
              tag("circle", [["class", "am-wheel"], ["cx", "0"], ["cy", "0"], ["r", "48.5"]])
              + (tag("circle", [["class", "am-rim"], ["cx", "0"], ["cy", "0"], ["r", "49"]]) if complete else "")
              + gaps)
    for part in PART_TYPES:
        if part not in amulet:
            continue
        key = "part-" + str(seat) + "-" + str(index) + "-" + part if seat is not None else None
        out += tag("svg", [["class", "am-layer"], ["viewBox", "-50 -50 100 100"], ["aria-hidden", "true"],
                           ["focusable", "false"], ["data-motion-key", key],
                           ["data-motion-from", (took or {}).get(part) if key else None]],
                   _part_shape(part, "am-part p-" + part, labels, tr(lang, "c_short_" + part)))
    return out


def amulet_label(lang, amulet, index):
    name = tr(lang, "c_amulet_n", {"n": index + 1})
    parts = [tr(lang, "c_short_" + p) for p in PART_TYPES if p in amulet]
    return labelled(lang, name, list_join(lang, parts)) + aside(lang, str(len(amulet)) + "/9")


@remembered()
def amulet_grid(lang, amulet, index, cell_moves=None, small=False, seat=None, took=None):
    """One amulet, drawn round. `cell_moves` maps a part type to a [move text, label] pair:
    that part becomes a button over its place (giving up a part at a ruin)."""
    label = amulet_label(lang, amulet, index)
    missing = [tr(lang, "c_short_" + p) for p in PART_TYPES if p not in amulet]
    zoom = up_close([stopped(lang, label)]
                    + ([tr(lang, "c_zoom_missing", {"list": list_join(lang, missing)})] if missing else [])
                    + [tr(lang, "c_rule_part")])
    complete = " is-complete" if len(amulet) == 9 else ""
    size = " is-small" if small else ""
    body = amulet_svg(lang, amulet, not small, seat, index, took)
    if cell_moves:
        for part in PART_TYPES:
            move = cell_moves.get(part)
            if move and part in amulet:
                spot = PART_SPOTS[part]
                body += tag("button", [["type", "button"], ["class", "cell filled part-" + part],
                                       ["style", "left:" + spot[0] + "%;top:" + spot[1] + "%"],
                                       ["data-move", move[0]], ["aria-label", move[1]]],
                            tag("span", [["aria-hidden", "true"]], esc(tr(lang, "c_short_" + part))))
        return tag("div", [["class", "amulet is-live" + complete], ["role", "group"],
                           ["aria-label", label], ["data-zoom", zoom]], body)
    return tag("div", [["class", "amulet" + complete + size], ["role", "img"], ["aria-label", label],
                       ["data-zoom", zoom]], body)


def part_glyph(lang, part, key=None):
    """A part on its own, as the display shows it: its shape over the faint outline of a whole
    amulet, and its short name (aria-hidden; callers name it)."""
    memo = "glyph|" + str(part)
    svg = _DRAWN.get(memo)
    if svg is None:
        ghost = "".join([_part_shape(p, "am-ghost", False) for p in PART_TYPES if p != part])
        svg = _DRAWN[memo] = tag("svg", [["class", "part-svg"], ["viewBox", "-50 -50 100 100"],
                                         ["focusable", "false"]],
                                 ghost + _part_shape(part, "am-part p-" + str(part), False))
    return (tag("span", [["class", "part-glyph"], ["aria-hidden", "true"], ["data-motion-key", key]], svg)
            + tag("span", [["class", "part-short"], ["aria-hidden", "true"]],
                  esc(tr(lang, "c_short_" + str(part)))))
