"""The first-game guide: a few steps, in both languages, that point at the real table.

A game declares its steps in `app/games/<id>/guide.py` (found through the registry):

    STEPS = [
        {"target": "yours", "en": "…", "zh-Hant": "…"},
        ...
    ]

3 to 6 steps, each naming a `target`: its screen marks the thing the step talks about with
`data-guide="<target>"` (the seat's own pieces, what can be tapped now, how the game ends).
`render_guide` draws the bubble for one step into the overlay; the page's guide.js rings the
marked thing and keeps the bubble clear of it. The controller decides when it shows (the
first time a player opens each game; again from the rules sheet) and remembers, under
`GUIDED_KEY`, the games whose guide was finished or skipped.
"""

import json

from . import registry
from .html import button, esc, tag
from .i18n import t

GUIDED_KEY = "pt.guided"  # JSON list of the game ids whose guide the player has seen


def steps(game_id):
    """The game's guide steps ([] for a game without a guide)."""
    module = registry.module(game_id, "guide")
    found = getattr(module, "STEPS", None) if module is not None else None
    return list(found) if isinstance(found, list) else []


def parse_seen(text):
    """The stored list of guided games; anything damaged counts as none seen."""
    try:
        value = json.loads(text) if text else []
    except Exception:
        return []
    if not isinstance(value, list):
        return []
    return [g for g in value if isinstance(g, str)]


def dump_seen(games):
    return json.dumps(list(games))


def step_text(lang, step):
    return str(step.get(lang) or step.get("en") or "")


def render_guide(lang, game_id, index):
    """The bubble of step `index` (0-based): what it says, where it points, and the ways on:
    Next (or Done at the last step), Back, Skip."""
    all_steps = steps(game_id)
    if not all_steps:
        return ""
    index = max(0, min(index, len(all_steps) - 1))
    step = all_steps[index]
    last = index == len(all_steps) - 1
    count = t(lang, "guide_count", {"n": index + 1, "total": len(all_steps)})
    nav = button(esc(t(lang, "guide_done" if last else "guide_next")), cls="btn btn-primary btn-small",
                 action="guide-next")
    if index > 0:
        nav += button(esc(t(lang, "guide_back")), cls="btn btn-small", action="guide-back")
    if not last:
        nav += button(esc(t(lang, "guide_skip")), cls="btn btn-small guide-skip", action="guide-skip")
    return tag("div", [["class", "guide at-bottom"], ["role", "dialog"], ["aria-modal", "false"],
                       ["aria-labelledby", "guide-h"], ["aria-describedby", "guide-text"],
                       ["data-guide-step", index], ["data-guide-target", step.get("target") or ""],
                       ["data-guide-game", game_id]],
               tag("h2", [["class", "guide-h"], ["id", "guide-h"]],
                   esc(t(lang, "guide_title")) + tag("span", [["class", "guide-count"]], esc(count)))
               + tag("p", [["class", "guide-text"], ["id", "guide-text"]], esc(step_text(lang, step)))
               + tag("div", [["class", "guide-nav"]], nav))
