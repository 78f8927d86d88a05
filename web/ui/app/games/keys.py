"""The pieces' words up close (`up_close`, for `data-zoom`: web/js/zoom.js shows them under
the piece held) and a board's key, the reference sheet of Luna, Celtica and Notre Dame
(`app/games/<id>/reference.py`): sections of rows, each a symbol drawn by the game's own draw
functions, as on its board, beside what it means. The sheet sits outside the game screen
(`game.render_reference_sheet`), so its body carries the game's `data-game`, as the card
zoom's frame does (web/js/zoom.js), and the game's own styles draw the symbols as on the
board."""

from ..html import esc, tag


def row(symbol, text):
    """One symbol (HTML, hidden from screen readers: the text says it) and its meaning."""
    return tag("li", [["class", "key-row"]],
               tag("span", [["class", "key-sym"], ["aria-hidden", "true"]], symbol)
               + tag("span", [["class", "key-text"]], esc(text)))


def section(title, rows):
    return tag("section", [["class", "key-section"]],
               tag("h3", [["class", "key-h"]], esc(title)) + tag("ul", [["class", "key-list"]], "".join(rows)))


def sheet(game_id, sections):
    return tag("div", [["class", "key"], ["data-game", game_id]], "".join(sections))


def up_close(lines):
    """The text a piece shows under itself when held up close (`data-zoom`), a line each."""
    return "\n".join(lines)


def stopped(lang, text):
    """A sentence with its full stop."""
    return text + ("。" if lang == "zh-Hant" else ".")
