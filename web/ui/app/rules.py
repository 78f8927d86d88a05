"""The rules of each game, in the app: the links to them and the sheet that shows them.

The build writes every game's rules as a static page per language (`rules/<game>.<lang>.html`,
from `docs/rules/`, by `scripts/rules_pages.py`), precached for offline use like every file.
A rules link is a real link to that page, so it works before Python has started; once the UI
runs, a tap opens the same page's article in a sheet over the screen instead, so a game in
progress stays exactly where it was.
"""

from .html import button, esc, tag
from .i18n import game_title, t

# the markers `scripts/rules_pages.py` puts around a page's article
ARTICLE_START = "<!-- rules:start -->"
ARTICLE_END = "<!-- rules:end -->"


def page_name(game_id, lang):
    """The file the build writes the rules of `game_id` in `lang` to, in `rules/`."""
    return str(game_id) + "." + str(lang) + ".html"


def page_url(game_id, lang):
    """The rules page of `game_id` in `lang`, relative to the app's own address."""
    return "./rules/" + page_name(game_id, lang)


def rules_link(lang, game_id, cls="btn rules-link", text=None):
    """A link to the game's rules: the page itself without Python, the sheet with it."""
    title = game_title(lang, game_id)
    return tag("a", [["class", cls], ["href", page_url(game_id, lang)],
                     ["data-action", "rules:" + str(game_id)],
                     ["aria-label", t(lang, "rules_of", {"game": title})]],
               esc(text if text is not None else t(lang, "rules")))


def article_of(page):
    """The article between the build's markers in a fetched rules page, or None when the
    text is not one of our rules pages (an error page, a truncated download)."""
    if not isinstance(page, str):
        return None
    start = page.find(ARTICLE_START)
    end = page.find(ARTICLE_END)
    if start < 0 or end < start:
        return None
    article = page[start + len(ARTICLE_START):end].strip()
    if article.startswith("<h1>") and "</h1>" in article:
        # the sheet's own bar names the game: the page's title would say it twice
        article = article[article.index("</h1>") + len("</h1>"):].strip()
    return article


def sound_switch(lang, on):
    """The one switch for sound and vibration (off by default), as a toggle button."""
    return button(esc(t(lang, "sound_on" if on else "sound_off")), cls="btn btn-small sound-switch",
                  action="sound", extra=[["aria-pressed", "true" if on else "false"],
                                         ["title", t(lang, "sound_label")]])


def render_tools(lang, game_id, tools):
    """The row under the sheet's bar: the first-game guide again (opened from a game) and
    the sound switch. `tools`: {"guide": bool, "sound": bool} or None for none."""
    if not tools:
        return ""
    row = ""
    if tools.get("guide"):
        row += button(esc(t(lang, "guide_again")), cls="btn btn-small", action="guide:" + str(game_id))
    row += sound_switch(lang, bool(tools.get("sound")))
    return tag("div", [["class", "row rules-tools"]], row)


def render_sheet(lang, game_id, article, failed=False, tools=None):
    """The rules over the whole screen. `article` is the page's own HTML (built and escaped
    by the build from our documents, fetched from our origin), None while it loads; `tools`
    adds the guide and sound row (`render_tools`)."""
    title = t(lang, "rules_of", {"game": game_title(lang, game_id)})
    close = button(tag("span", [["aria-hidden", "true"]], "✕"), cls="btn btn-icon",
                   action="cover-close", label=t(lang, "close_rules"))
    if failed:
        body = tag("p", [["class", "note"]], esc(t(lang, "rules_failed")))
    elif article is None:
        body = tag("p", [["class", "note"], ["role", "status"]], esc(t(lang, "rules_loading")))
    else:
        body = article
    return tag("div", [["class", "cover rules-sheet"], ["role", "dialog"], ["aria-modal", "true"],
                       ["aria-labelledby", "rules-h"], ["data-cover", "rules"],
                       ["data-rules", game_id]],
               # a <div>, not a <header>: the screen below already has the page's banner
               tag("div", [["class", "topbar"]],
                   tag("h2", [["class", "topbar-title"], ["id", "rules-h"]], esc(title)) + close)
               + tag("div", [["class", "scroll rules-doc"], ["tabindex", "0"]],
                     render_tools(lang, game_id, tools) + body))
