"""The two questions the app asks about saves, drawn as sheets over the home screen.

* A link that parts ways with a saved game (the same table and deal, other moves): replace
  the save, keep both, or cancel.
* The saves list is full: which saves may go (nothing leaves without a tap naming it).

Both are shown over the home screen, never over a game, so no hand is uncovered by a
question (a pass-and-play table stays behind its cover).
"""

from .html import button, esc, tag
from .i18n import game_title, list_join, relative_time, t


def _sheet(key, title, body):
    return tag("div", [["class", "cover sheet"], ["role", "dialog"], ["aria-modal", "true"],
                       ["aria-labelledby", key + "-h"], ["data-cover", key]],
               tag("h2", [["id", key + "-h"]], esc(title)) + body)


def render_link_question(lang, record):
    """Replace, keep both or cancel, for a game link that branches from a save."""
    game = game_title(lang, record.get("game"))
    body = (tag("p", [], esc(t(lang, "link_branch_body", {"game": game})))
            + button(esc(t(lang, "link_replace")), cls="btn btn-wide", action="link-replace")
            + button(esc(t(lang, "link_keep")), cls="btn btn-primary btn-wide", action="link-keep")
            + button(esc(t(lang, "cancel")), cls="btn btn-wide", action="link-cancel"))
    return _sheet("link", t(lang, "link_branch_title"), body)


def _room_row(lang, entry, now_ms):
    sid = entry.get("id")
    if entry.get("damaged"):
        title = t(lang, "save_damaged_title")
        who = ""
        state = t(lang, "save_damaged")
    else:
        title = game_title(lang, entry.get("game"))
        who = list_join(lang, [str(n) for n in (entry.get("names") or [])])
        state = t(lang, "game_over") if entry.get("over") else t(lang, "in_play")
    when = relative_time(lang, entry.get("updated"), now_ms)
    text = (tag("span", [["class", "save-title"]], esc(title))
            + (tag("span", [["class", "save-names"]], esc(who)) if who else "")
            + tag("span", [["class", "save-meta"]],
                  esc(state + " · " + t(lang, "last_played", {"when": when}))))
    remove = button(esc(t(lang, "room_remove")), cls="btn btn-danger", action="room-remove:" + sid,
                    label=t(lang, "room_remove_label", {"game": title, "names": who}))
    return tag("li", [["class", "save"], ["data-room-id", sid]],
               tag("span", [["class", "save-text"]], text) + remove)


def render_room(lang, index, now_ms):
    """The full list: remove the finished games at once, or one save by name, or cancel."""
    finished = [entry for entry in index if entry.get("over") is True]
    body = tag("p", [], esc(t(lang, "room_body", {"n": len(index)})))
    if finished:
        key = "room_finished_one" if len(finished) == 1 else "room_finished"
        body += button(esc(t(lang, key, {"n": len(finished)})), cls="btn btn-primary btn-wide",
                       action="room-finished")
    rows = "".join([_room_row(lang, entry, now_ms) for entry in index])
    body += (tag("ul", [["class", "save-list room-list"], ["tabindex", "0"]], rows)
             + button(esc(t(lang, "cancel")), cls="btn btn-wide", action="room-cancel"))
    return _sheet("room", t(lang, "room_title"), body)
