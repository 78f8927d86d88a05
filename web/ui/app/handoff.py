"""The hand-off cover: in pass-and-play it hides the whole table between two humans.

It holds nothing of the game but the next player's name, so whoever holds the phone learns
nothing by looking. The same cover hides the app when the page goes to the background.
"""

from .home import home_button, lang_switch
from .html import button, esc, tag
from .i18n import t


def render_handoff(lang, name, paused=False):
    """A full-screen cover asking to pass the phone to `name`; one tap (data-action
    "handoff-go") reveals the game for that seat."""
    title = t(lang, "handoff_title", {"name": name})
    # Home and the language reveal nothing, so the cover offers them: no one has to uncover
    # the next player's table to leave the game or read it in another language.
    inner = tag("div", [["class", "cover-bar"]], home_button(lang) + lang_switch(lang, compact=True))
    inner += (tag("p", [["class", "cover-kicker"]], esc(t(lang, "cover_title"))) if paused else "")
    inner += (tag("h2", [["id", "cover-h"]], esc(title))
              + tag("p", [], esc(t(lang, "handoff_hint", {"name": name})))
              + button(esc(t(lang, "handoff_go", {"name": name})), cls="btn btn-primary btn-wide",
                       action="handoff-go"))
    return tag("div", [["class", "cover"], ["role", "dialog"], ["aria-modal", "true"],
                       ["aria-labelledby", "cover-h"], ["data-cover", "handoff"]], inner)
