"""The coach's hint on the game screen: the button at the player's decision, the search's
answer in plain words, and the suggested move marked where it is tapped.

The engine works the hint out (`hint` in web/worker/engine.py, `pycore.coach.hint`: the Hard
search from the seat's own view). This module only draws it: `render` the sheet's part, and
`mark` adds `data-hint-move="<move>"` to the suggested move's element (and the
alternatives' `data-hint-alt`) in the drawn screen. The move's name in the sentence is the
accessible name its screen gave its button, so the hint says what the button says.
"""

from .html import button, esc, tag
from .i18n import t

_UNESCAPE = [("&lt;", "<"), ("&gt;", ">"), ("&quot;", '"'), ("&#39;", "'"), ("&amp;", "&")]


def _plain(text):
    for safe, raw in _UNESCAPE:
        text = text.replace(safe, raw)
    return text


def move_label(html, move):
    """The name the screen gave `move`'s button (its aria-label, else its text), or the move."""
    hook = 'data-move="' + esc(move) + '"'
    at = html.find(hook)
    if at < 0:
        return move
    start = html.rfind("<", 0, at)
    end = html.find(">", at)
    opening = html[start:end]
    label = opening.find('aria-label="')
    if label >= 0:
        begin = label + len('aria-label="')
        return _plain(opening[begin:opening.find('"', begin)])
    close = html.find("</button>", end)
    inner = html[end + 1:close] if close > end else ""
    words = ""
    depth = 0
    for ch in inner:   # the button's text without its tags
        if ch == "<":
            depth += 1
        elif ch == ">":
            depth -= 1
        elif depth == 0:
            words += ch
    return _plain(" ".join(words.split())) or move


def chance_words(lang, chance):
    """ "you win about 6 in 10 from here" """
    if chance is None:
        return t(lang, "hint_only")
    return t(lang, "hint_chance", {"n": max(0, min(10, int(chance * 10 + 0.5)))})


def render(lang, hint, html):
    """The sheet's hint part: the button (no hint asked), the search at work (cancellable),
    or its answer. `hint`: None | {"state": "thinking"} | {"state": "done", "moves": [...]}."""
    if hint is None:
        return button(esc(t(lang, "hint")), cls="btn btn-small hint-btn", action="hint",
                      label=t(lang, "hint_label"))
    if hint.get("state") == "thinking":
        return tag("div", [["class", "hint-box is-thinking"], ["role", "status"]],
                   tag("span", [], esc(t(lang, "hint_thinking")))
                   + button(esc(t(lang, "cancel")), cls="btn btn-small", action="hint-cancel"))
    rows = hint.get("moves") or []
    lines = ""
    for i, row in enumerate(rows):
        name = move_label(html, row.get("move", ""))
        key = "hint_best" if i == 0 else "hint_other"
        lines += tag("li", [["class", "hint-row" + (" is-best" if i == 0 else "")]],
                     esc(t(lang, key, {"move": name, "chance": chance_words(lang, row.get("chance"))})))
    return tag("div", [["class", "hint-box"], ["role", "status"]],
               tag("ol", [["class", "hint-list"]], lines)
               + button(esc(t(lang, "close")), cls="btn btn-small", action="hint-cancel"))


def mark(html, hint):
    """`html` with the suggested move's element marked `data-hint-move` and the
    alternatives' `data-hint-alt` (each move's element carries its `data-move` once)."""
    if not hint or hint.get("state") != "done":
        return html
    for i, row in enumerate(hint.get("moves") or []):
        move = esc(row.get("move", ""))
        hook = 'data-move="' + move + '"'
        extra = ' data-hint-move="' + move + '"' if i == 0 else ' data-hint-alt="' + move + '"'
        html = html.replace(hook, hook + extra, 1)
    return html
