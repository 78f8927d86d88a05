"""The home screen: the four games, the saved games to continue, the language switch.

`render_home` draws it for one language from the engine's catalogue (or, before the engine
is ready, from the app's registry of games with every button disabled). `render_static` is the same screen
in both languages for `index.html`, so the page paints before any Python runs.
"""

from . import registry, stats
from .html import button, esc, tag
from .i18n import LANGS, game_title, list_join, relative_time, t
from .rules import rules_link, sound_switch


def game_entries(catalog_games):
    """The registry's games, in its order, merged with the engine's catalogue: the
    catalogue's seat counts win, and `available` is true for the games it lists (a game
    missing from it is "coming soon").

    `catalog_games` is None while the engine is loading (nothing is available yet).
    """
    out = []
    for game in registry.GAMES:
        # while the engine loads every game shows (its button disabled until it is ready);
        # once the catalogue is in, a game it does not list is "coming soon"
        entry = {"id": game["id"], "players": game["players"], "available": catalog_games is None}
        for known in (catalog_games or []):
            if isinstance(known, dict) and known.get("id") == game["id"]:
                entry["available"] = True
                players = known.get("players")
                if isinstance(players, list) and players:
                    entry["players"] = players
        out.append(entry)
    return out


def home_button(lang):
    """The ⌂ button back to the home screen (a game's top bar, the hand-off cover)."""
    return button(tag("span", [["aria-hidden", "true"]], "⌂"), cls="btn btn-icon", action="home",
                  label=t(lang, "back_home"))


def lang_switch(lang, compact=False):
    """The button that switches to the other language. `compact` (a game's top bar, where the
    status needs the room) shows a short name, "EN" or "中文", and keeps the full name as the
    accessible one."""
    other = LANGS[1] if lang == LANGS[0] else LANGS[0]
    # The other language's name is marked with its own `lang`, so a screen reader says it in
    # that language.
    name = t(lang, "switch_lang")
    extra = [["lang", other], ["title", t(lang, "switch_lang_label")]]
    if compact:
        return button(esc(t(lang, "switch_lang_short")), cls="btn btn-lang is-compact",
                      action="lang:" + other, label=name, extra=extra)
    return button(esc(name), cls="btn btn-lang", action="lang:" + other, extra=extra)


def status_line(lang, state):
    """The unobtrusive engine status: "loading", "ready" or "failed"."""
    key = {"loading": "engine_loading", "static": "engine_loading",
           "ready": "engine_ready"}.get(state, "engine_failed")
    shown = "loading" if state == "static" else state
    return tag("p", [["class", "engine-status is-" + shown], ["role", "status"]],
               esc(t(lang, key)))


def _game_card(lang, entry, ready, record_line=""):
    title = game_title(lang, entry["id"])
    players = entry["players"]
    meta = t(lang, "players_range", {"low": players[0], "high": players[-1]})
    blurb = registry.text(lang, entry["id"], "blurb")
    emblem = tag("span", [["class", "emblem emblem-" + entry["id"]], ["aria-hidden", "true"]],
                 esc(title[:1]))
    text = (tag("span", [["class", "game-title"]], esc(title))
            + tag("span", [["class", "game-meta"]], esc(blurb + " · " + meta))
            + (tag("span", [["class", "game-record"]], esc(record_line)) if record_line else ""))
    if entry["available"]:
        inner = emblem + tag("span", [["class", "game-text"]], text)
        body = button(inner, cls="game-card", action="new:" + entry["id"],
                      label=t(lang, "new_game_of", {"game": title}), disabled=not ready)
    else:
        soon = tag("span", [["class", "badge"]], esc(t(lang, "coming_soon")))
        body = tag("div", [["class", "game-card is-soon"]],
                   emblem + tag("span", [["class", "game-text"]], text + soon))
    # the rules are a plain link: readable before the engine (or even Python) has started
    return tag("li", [["data-game-id", entry["id"]], ["class", "game-row"]],
               body + rules_link(lang, entry["id"]))


def _delete_tools(lang, sid, confirm_id, label):
    """The ✕ on a save, or, once tapped, the question that confirms it."""
    if confirm_id == sid:
        return tag("div", [["class", "save-confirm"], ["role", "group"]],
                   tag("p", [], esc(t(lang, "delete_confirm")))
                   + button(esc(t(lang, "delete")), cls="btn btn-danger", action="delete-yes:" + sid)
                   + button(esc(t(lang, "cancel")), cls="btn", action="delete-no"))
    return button(tag("span", [["aria-hidden", "true"]], "✕"), cls="btn btn-icon save-delete",
                  action="delete:" + sid, label=label)


def _damaged_row(lang, summary, confirm_id):
    """A save that cannot be read: it keeps its place, says so, and can be deleted."""
    sid = summary.get("id")
    text = (tag("span", [["class", "save-title"]], esc(t(lang, "save_damaged_title")))
            + tag("span", [["class", "save-meta"]], esc(t(lang, "save_damaged"))))
    return tag("li", [["class", "save is-damaged"], ["data-save-id", sid], ["data-damaged", "true"]],
               tag("span", [["class", "save-open"]], tag("span", [["class", "save-text"]], text))
               + _delete_tools(lang, sid, confirm_id, t(lang, "delete_damaged_label")))


def _save_row(lang, summary, ready, now_ms, confirm_id):
    if summary.get("damaged"):
        return _damaged_row(lang, summary, confirm_id)
    names = [str(n) for n in (summary.get("names") or [])]
    title = game_title(lang, summary.get("game"))
    who = list_join(lang, names)
    if summary.get("over"):
        turn = t(lang, "game_over")
    else:
        due = [i for i in (summary.get("due") or []) if isinstance(i, int) and 0 <= i < len(names)]
        turn = t(lang, "turn_of", {"name": list_join(lang, [names[i] for i in due])}) if due else ""
    when = relative_time(lang, summary.get("updated"), now_ms)
    lines = (tag("span", [["class", "save-title"]], esc(title))
             + tag("span", [["class", "save-names"]], esc(who))
             + tag("span", [["class", "save-meta"]],
                   esc(t(lang, "players_n", {"n": len(names)}) + " · "
                       + t(lang, "last_played", {"when": when})
                       + (" · " + t(lang, "with_hints") if summary.get("hinted") else "")))
             + (tag("span", [["class", "save-turn"]], esc(turn)) if turn else ""))
    sid = summary.get("id")
    open_btn = button(tag("span", [["class", "save-text"]], lines), cls="save-open",
                      action="open:" + sid,
                      label=t(lang, "continue_label", {"game": title, "names": who}))
    tools = _delete_tools(lang, sid, confirm_id, t(lang, "delete_label", {"game": title, "names": who}))
    return tag("li", [["class", "save"], ["data-save-id", sid]], open_btn + tools)


# Games in play listed at once; the rest, and the finished ones, wait in folds, so the new-game
# cards stay near the top however many games are saved.
SAVES_SHOWN = 4


def render_saves(lang, saves, ready, now_ms, confirm_id):
    """The saved games: the newest games in play, then folds for the other games in play and
    for the finished ones (a fold holding the save awaiting deletion opens by itself)."""
    def rows(entries):
        return tag("ul", [["class", "save-list"]],
                   "".join([_save_row(lang, s, ready, now_ms, confirm_id) for s in entries]))

    def fold(key, label, entries):
        holds_confirm = confirm_id is not None and confirm_id in [e.get("id") for e in entries]
        return tag("details", [["class", "save-fold"], ["data-fold", key], ["open", holds_confirm]],
                   tag("summary", [], esc(label)) + rows(entries))

    playing = [s for s in saves if not s.get("over")]
    finished = [s for s in saves if s.get("over")]
    body = rows(playing[:SAVES_SHOWN]) if playing else ""
    more = playing[SAVES_SHOWN:]
    if more:
        body += fold("saves-more", t(lang, "saves_more", {"n": len(more)}), more)
    if finished:
        body += fold("saves-finished", t(lang, "saves_finished", {"n": len(finished)}), finished)
    return tag("section", [["class", "saves"], ["aria-labelledby", "saves-h"]],
               tag("h2", [["id", "saves-h"]], esc(t(lang, "saved_heading"))) + body)


def update_banner(lang):
    """A new release waits: offered here, between games, never under one."""
    return tag("div", [["class", "update-banner"], ["role", "status"]],
               tag("p", [], esc(t(lang, "update_ready")))
               + button(esc(t(lang, "update_reload")), cls="btn btn-primary", action="update-reload"))


def render_home(lang, catalog_games, saves, engine_state, now_ms, confirm_id=None, update_ready=False,
                record=None, sound=None):
    """The home screen for `lang`. `engine_state` is "loading", "ready" or "failed" ("static":
    the copy in index.html, painted before any Python runs, where nothing can be tapped yet);
    `update_ready` offers a waiting release; `record` is the player's (`stats.parse`);
    `sound` (True/False, None in the static copy, which runs no Python to answer it) shows
    the sound and vibration switch at the end.

    A new game can be set up while the engine loads (its Start waits for the engine)."""
    ready = engine_state == "ready"
    can_set_up = engine_state in ("loading", "ready")
    header = tag("header", [["class", "home-head"]],
                 tag("div", [["class", "brand"]],
                     tag("h1", [], esc(t(lang, "app_title")))
                     + tag("p", [["class", "tagline"]], esc(t(lang, "tagline"))))
                 + lang_switch(lang))
    parts = [status_line(lang, engine_state)]
    if update_ready:
        parts.append(update_banner(lang))
    if saves:
        parts.append(render_saves(lang, saves, ready, now_ms, confirm_id))
    cards = "".join([_game_card(lang, e, can_set_up, stats.card_line(lang, record or {}, e["id"]))
                     for e in game_entries(catalog_games)])
    heading = tag("div", [["class", "games-head"]],
                  tag("h2", [["id", "games-h"]], esc(t(lang, "games_heading")))
                  + button(esc(t(lang, "stats_open")), cls="btn btn-small", action="stats",
                           disabled=engine_state == "static"))
    parts.append(tag("section", [["class", "games"], ["aria-labelledby", "games-h"]],
                     heading + tag("ul", [["class", "game-list"]], cards)))
    if sound is not None:
        parts.append(tag("div", [["class", "row home-tools"]], sound_switch(lang, sound)))
    return tag("div", [["class", "screen home"], ["data-screen", "home"], ["lang", lang]],
               header + tag("main", [["class", "scroll"]], "".join(parts)))


def render_static():
    """The home in every language for index.html; a tiny inline script keeps one.

    Ids would repeat across the copies, so the static copies drop them.
    """
    blocks = []
    for lang in LANGS:
        html = render_home(lang, None, [], "static", 0).replace(' id="', ' data-id="')
        html = html.replace(' aria-labelledby="', ' data-labelledby="')
        blocks.append(tag("div", [["class", "static-home"], ["data-static-lang", lang]], html))
    return "".join(blocks)
