"""A plain screen for a registered game that has no drawn screen yet.

It keeps every game playable the moment its engine is registered: whose turn it is, the
scores, and one button per legal move (its canonical text), until a proper screen exists.
"""

from .games.shared import whose_turn
from .html import button, esc, tag
from .i18n import t


def render(lang, snap, names, kinds, waiting_text):
    legal = snap.get("legal") or []
    status = [t(lang, "game_over"), ""] if snap.get("over") else [
        "", whose_turn(lang, snap.get("to_move") or [], names, snap.get("viewer"))]
    scores = snap.get("scores") or []
    rows = "".join([tag("li", [["class", "seat-chip"]],
                        tag("span", [["class", "seat-name"]], esc(names[i] if i < len(names) else i))
                        + tag("span", [["class", "seat-facts"]], esc(t(lang, "score_n", {"n": scores[i]}))))
                    for i in range(len(scores))])
    board = tag("ul", [["class", "seat-chips"], ["aria-label", t(lang, "scores")]], rows)
    if legal:
        dock = tag("div", [["class", "row wrap"]],
                   "".join([button(esc(m), cls="btn", move=m) for m in legal]))
    else:
        dock = tag("p", [["class", "prompt"]], esc(waiting_text))
    return [status, board, tag("div", [["class", "dock-body"]], dock)]
