"""The player's record on this phone: per game and per bot level, games played, won, the best
score and when last played; drawn on the home screen's game cards and in a statistics sheet.

A game counts once, when it ends on this phone (a finished game opened from a link or a save
was not played here). Its level is the strongest bot at the table, or "friends" when every
seat is human; it is won when a human seat ranks first. A game where a player asked the coach
for a hint (the record's seats count them) is kept apart, on a line of its own whatever the
bots' level. Kept in storage beside the saves
(`STATS_KEY`), which an update never touches; like every stored thing it is read warily: a
damaged record reads as what can still be read, never as a reason to stop.
"""

import json

from .html import button, esc, tag
from .i18n import game_title, relative_time, t

STATS_KEY = "pt.stats"
LEVELS = ["easy", "normal", "hard", "random", "friends", "hinted"]   # in the order the sheet lists them
STRENGTH = ["random", "easy", "normal", "hard"]            # weakest first


def parse(text):
    """`{game id: {level: {"played", "won", "best", "last"}}}` from stored text; {} if bad."""
    try:
        data = json.loads(text) if text else None
    except Exception:
        data = None
    games = data.get("games") if isinstance(data, dict) else None
    out = {}
    if not isinstance(games, dict):
        return out
    for game_id in games:
        levels = games[game_id]
        if not isinstance(game_id, str) or not isinstance(levels, dict):
            continue
        for level in levels:
            line = levels[level]
            if level not in LEVELS or not isinstance(line, dict):
                continue
            clean = {"played": _count(line.get("played")), "won": _count(line.get("won")),
                     "best": _number(line.get("best")), "last": _count(line.get("last"))}
            if clean["won"] > clean["played"]:
                clean["won"] = clean["played"]
            out.setdefault(game_id, {})[level] = clean
    return out


def dump(stats):
    return json.dumps({"format": 1, "games": stats})


def _count(value):
    return value if type(value) is int and value >= 0 else 0


def _number(value):
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    return value


def level_of(record):
    """The line a finished game counts on: "hinted" when a player asked for a hint, else the
    strongest bot level at the table, or "friends" when every seat is human."""
    if hinted(record):
        return "hinted"
    best = None
    for seat in record.get("seats") or []:
        if isinstance(seat, dict) and seat.get("kind") == "bot":
            level = seat.get("level") if seat.get("level") in STRENGTH else "normal"
            if best is None or STRENGTH.index(level) > STRENGTH.index(best):
                best = level
    return best or "friends"


def hinted(record):
    """Whether a player of this game asked the coach for a hint."""
    return any(isinstance(seat, dict) and type(seat.get("hints")) is int and seat["hints"] > 0
               for seat in record.get("seats") or [])


def counts(record):
    """Whether a finished game belongs in the record: at least one human played it here."""
    return any(isinstance(seat, dict) and seat.get("kind", "human") == "human"
               for seat in record.get("seats") or [])


def add_result(stats, record, snap, now_ms):
    """The record with one more finished game (`snap` is its last snapshot: result, scores)."""
    game_id = str(record.get("game"))
    humans = [i for i in range(len(record.get("seats") or []))
              if (record["seats"][i] or {}).get("kind", "human") == "human"]
    result = snap.get("result") or []
    scores = snap.get("scores") or []
    won = any(i < len(result) and result[i] == 1 for i in humans)
    mine = [scores[i] for i in humans if i < len(scores) and _number(scores[i]) is not None]
    line = stats.setdefault(game_id, {}).setdefault(
        level_of(record), {"played": 0, "won": 0, "best": None, "last": 0})
    line["played"] += 1
    line["won"] += 1 if won else 0
    if mine and (line["best"] is None or max(mine) > line["best"]):
        line["best"] = max(mine)
    line["last"] = now_ms
    return stats


def totals(stats, game_id):
    """`[played, won]` over every level of one game."""
    played = won = 0
    for level in stats.get(game_id) or {}:
        played += stats[game_id][level]["played"]
        won += stats[game_id][level]["won"]
    return [played, won]


def card_line(lang, stats, game_id):
    """The line on a home card: "Played 12 · won 5", or "" before the first game."""
    played, won = totals(stats, game_id)
    if not played:
        return ""
    return t(lang, "stats_card", {"played": played, "won": won})


def _whole(value):
    if value is None:
        return "–"
    return str(int(value)) if value == int(value) else str(value)


def render_sheet(lang, stats, game_ids, now_ms, confirm):
    """The statistics sheet: a table per game that has been played, then reset (with a
    question first: `confirm`)."""
    body = ""
    for game_id in game_ids:
        levels = stats.get(game_id) or {}
        rows = ""
        for level in LEVELS:
            line = levels.get(level)
            if line is None:
                continue
            rate = str(round(100 * line["won"] / line["played"])) + " %" if line["played"] else "–"
            rows += tag("tr", [],
                        tag("th", [["scope", "row"]], esc(t(lang, "stats_level_" + level)))
                        + tag("td", [], esc(str(line["played"])))
                        + tag("td", [], esc(str(line["won"]) + " (" + rate + ")"))
                        + tag("td", [], esc(_whole(line["best"])))
                        + tag("td", [], esc(relative_time(lang, line["last"], now_ms))))
        if not rows:
            continue
        head = tag("tr", [], "".join([tag("th", [["scope", "col"]], esc(t(lang, key))) for key in
                                      ("stats_against", "stats_played", "stats_won", "stats_best",
                                       "stats_last")]))
        body += tag("section", [["class", "stats-game"], ["data-stats-game", game_id]],
                    tag("h3", [], esc(game_title(lang, game_id)))
                    + tag("div", [["class", "table-wrap"], ["tabindex", "0"],
                                  ["aria-label", game_title(lang, game_id)]],
                          tag("table", [["class", "stats-table"]], tag("thead", [], head)
                              + tag("tbody", [], rows))))
    if not body:
        body = tag("p", [], esc(t(lang, "stats_none")))
        tools = ""
    elif confirm:
        tools = tag("div", [["class", "save-confirm"], ["role", "group"]],
                    tag("p", [], esc(t(lang, "stats_reset_confirm")))
                    + button(esc(t(lang, "stats_reset")), cls="btn btn-danger", action="stats-reset-yes")
                    + button(esc(t(lang, "cancel")), cls="btn", action="stats-reset-no"))
    else:
        tools = button(esc(t(lang, "stats_reset")), cls="btn", action="stats-reset")
    return tag("div", [["class", "cover sheet stats-sheet"], ["role", "dialog"], ["aria-modal", "true"],
                       ["aria-labelledby", "stats-h"], ["data-cover", "stats"]],
               tag("h2", [["id", "stats-h"]], esc(t(lang, "stats_title")))
               + tag("div", [["class", "stats-body"]], body) + tools
               + button(esc(t(lang, "close")), cls="btn btn-wide", action="cover-close"))
