"""What every game's screen draws alike, so it is drawn one way: the dock's line that asks
the seat for its decision, and the top bar's line saying who decides."""

from ..fill import seat_name
from ..html import esc, tag
from ..i18n import list_join, t


def prompt_line(text):
    """The dock's line asking for a decision (`text`: already in the reader's language)."""
    return tag("p", [["class", "prompt"]], esc(text))


def whose_turn(lang, due, names, viewer):
    """The top bar's "who decides": "Your turn" when the one seat due is the one this phone
    shows (the player reads about themself, not their own name), else the due seats' names."""
    if isinstance(viewer, int) and list(due) == [viewer]:
        return t(lang, "your_turn_now")
    shown = [seat_name(names, s) for s in due]
    return t(lang, "turn_of", {"name": list_join(lang, shown)}) if shown else ""


def render_cues(cues):
    """The sheet's alerts, above the decision: `cues` [[level, text]], level "danger" (the
    plague about to strike) or "note" (the last round). Said at once to screen readers."""
    if not cues:
        return ""
    return tag("div", [["role", "status"]],
               tag("ul", [["class", "cues"]],
                   "".join([tag("li", [["class", "cue is-" + esc(level)]], esc(text)) for level, text in cues])))
