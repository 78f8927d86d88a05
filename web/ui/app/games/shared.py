"""What every game's screen draws alike, so it is drawn one way: the dock's line that asks
the seat for its decision."""

from ..html import esc, tag


def prompt_line(text):
    """The dock's line asking for a decision (`text`: already in the reader's language)."""
    return tag("p", [["class", "prompt"]], esc(text))
