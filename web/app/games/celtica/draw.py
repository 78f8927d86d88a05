"""Celtica's drawing primitives: druids, part glyphs, amulet grids, path spaces.

Each shape pairs colour with a letter or a position, so colour-blind players can tell druids
and parts apart; each carries its name for screen readers. Used by `screen.py`.
"""

from ...html import esc, tag
from ...i18n import t

COLOURS = ["red", "grey", "white", "brown", "black"]
PART_TYPES = ["nw", "n", "ne", "w", "c", "e", "sw", "s", "se"]
GOAL_SPACE = 19


def colour_name(lang, colour):
    return t(lang, "colour_" + str(colour))


def part_name(lang, part):
    return t(lang, "part_" + str(part))


def druid_disc(lang, colour, extra_cls="", on_path=False):
    """A druid pawn: a disc in its colour with its letter (aria-hidden; callers name it).
    `on_path`: the pawn standing on the path, which steps along it when it moves."""
    return tag("span", [["class", "druid druid-" + esc(colour) + extra_cls], ["aria-hidden", "true"],
                        ["data-motion-key", "druid-" + str(colour) if on_path else None]],
               esc(t(lang, "letter_" + str(colour))))


def part_glyph(lang, part):
    """A part drawn as a 3x3 mini amulet with its own cell filled, plus its short name."""
    cells = "".join([tag("i", [["class", "on" if p == part else ""]]) for p in PART_TYPES])
    return (tag("span", [["class", "part-glyph part-" + esc(part)], ["aria-hidden", "true"]], cells)
            + tag("span", [["class", "part-short"], ["aria-hidden", "true"]],
                  esc(t(lang, "short_" + str(part)))))


def amulet_grid(lang, amulet, index, cell_moves=None, small=False):
    """One amulet as a 3x3 grid, parts in place. `cell_moves` maps a part type to a
    [move text, label] pair: that cell becomes a button (giving up a part at a ruin)."""
    cells = []
    for part in PART_TYPES:
        if part in amulet:
            text = esc(t(lang, "short_" + part))
            move = (cell_moves or {}).get(part)
            if move:
                cells.append(tag("button", [["type", "button"], ["class", "cell filled part-" + part],
                                            ["data-move", move[0]], ["aria-label", move[1]]], text))
            else:
                cells.append(tag("span", [["class", "cell filled part-" + part]], text))
        else:
            cells.append(tag("span", [["class", "cell"]], ""))
    name = t(lang, "c_amulet_n", {"n": index + 1})
    parts = [t(lang, "short_" + p) for p in PART_TYPES if p in amulet]
    label = name + ": " + ", ".join(parts) + " (" + str(len(amulet)) + "/9)"
    complete = " is-complete" if len(amulet) == 9 else ""
    size = " is-small" if small else ""
    if cell_moves:
        return tag("div", [["class", "amulet" + complete + size], ["role", "group"],
                           ["aria-label", label]], "".join(cells))
    return tag("div", [["class", "amulet" + complete + size], ["role", "img"], ["aria-label", label]],
               "".join(cells))


def space_name(lang, space):
    return t(lang, "space_" + str(space.get("kind")))


def space_cell(lang, space, druids_here, highlight=False):
    """One path space: number, kind, symbols, and the druids standing on it."""
    kind = str(space.get("kind"))
    number = space.get("space")
    symbols = space.get("symbols") or 0
    if kind == "ruin":
        marks = "−" + "◆" * symbols
    elif kind == "cult":
        marks = "+1"
    elif symbols:
        marks = "◆" * symbols
    else:
        marks = ""
    discs = "".join([druid_disc(lang, c, "", True) for c in druids_here])
    desc = t(lang, "c_space_n", {"n": number}) + ", " + space_name(lang, space)
    if symbols:
        desc += ", " + t(lang, "c_symbols", {"n": symbols})
    if druids_here:
        desc += ". " + t(lang, "c_druids_here",
                         {"list": ", ".join([colour_name(lang, c) for c in druids_here])})
    inner = (tag("span", [["class", "sr"]], esc(desc))
             + tag("span", [["class", "sp-no"], ["aria-hidden", "true"]], esc(number))
             + tag("span", [["class", "sp-kind"], ["aria-hidden", "true"]], esc(space_name(lang, space)))
             + tag("span", [["class", "sp-marks"], ["aria-hidden", "true"]], esc(marks))
             + tag("span", [["class", "sp-druids"]], discs))
    cls = "space sp-" + kind + (" is-target" if highlight else "")
    return tag("li", [["class", cls], ["data-space", number]], inner)
