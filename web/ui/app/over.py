"""The end of a game: the ranking (with each game's own facts, such as its tie-break) and the full replay.

The replay uses the engine's `reveal(n)` reply: the public table after n moves plus every
seat's own view, so everything hidden during play is shown at the end.
"""

from . import registry
from .fill import seat_name
from .html import button, esc, tag
from .i18n import list_join, phrase_event, t


def whole(score):
    """A score as players write it: 15, not 15.0 (engines report floats)."""
    if isinstance(score, float) and score == int(score):
        return int(score)
    return score


def ranking(snap):
    """Seats sorted by rank (1 first), each `[rank, seat, score]`."""
    result = snap.get("result") or []
    scores = snap.get("scores") or []
    rows = []
    for seat in range(len(result)):
        rows.append([result[seat], seat, whole(scores[seat]) if seat < len(scores) else None])
    return sorted(rows, key=lambda r: (r[0], r[1]))


def tie_lines(lang, rows, names, game_id):
    """A sentence for each score several seats share: who came first on the game's tie-break
    and by what rule (the registry's `tie_rule`), or that they share the place."""
    rule = registry.text(lang, game_id, "tie_rule")
    out = []
    seen = []
    for _rank, _seat, score in rows:
        if score is None or score in seen:
            continue
        seen.append(score)
        group = [r for r in rows if r[2] == score]
        if len(group) < 2:
            continue
        who = list_join(lang, [seat_name(names, r[1]) for r in group])
        if len({r[0] for r in group}) == 1 or not rule:
            out.append(t(lang, "tie_shared", {"names": who, "score": score}))
        else:
            out.append(t(lang, "tie_broken", {"names": who, "score": score, "rule": rule,
                                              "name": seat_name(names, group[0][1])}))
    return out


def rank_facts(lang, view, own_facts, seat, score, tied):
    """[the score's words, the tie-break facts]: the facts of the game's screen
    (`ranking_facts`, its first the score) or the plain score. The tie-break facts are kept
    only where the score is tied, the only place they decide something, so a row stays one
    line on a phone."""
    if score is None:
        return ["", []]
    facts = own_facts(lang, view, seat, score, tied) if own_facts is not None else []
    if not facts:
        facts = [t(lang, "score_n", {"n": score})]
    return [facts[0], facts[1:] if tied else []]


def render_ranking(lang, snap, names, game_id, review=None):
    """The winner, the ranking and the replay button. Each seat is one compact row: its
    place, name and score (or what the game's screen says instead, its `ranking_facts(lang,
    view, seat, score, tied)`), and under it, where the score is tied, the tie-break facts.
    The replay of a game that hides information (the registry) shows every card; a game
    without secrets (Luna) just replays. `review`: [the coach's review panel, its button]
    (app/coaching.py), the button among the actions."""
    rows = ranking(snap)
    own_facts = getattr(registry.screen(game_id), "ranking_facts", None)
    view = snap.get("view") or {}
    winners = [names[r[1]] for r in rows if r[0] == 1 and r[1] < len(names)]
    if len(winners) == 1:
        headline = t(lang, "winner_one", {"name": winners[0]})
    else:
        headline = t(lang, "winner_tie", {"names": list_join(lang, winners)})
    items = []
    for rank, seat, score in rows:
        tied = score is not None and len([r for r in rows if r[2] == score]) > 1
        said, more = rank_facts(lang, view, own_facts, seat, score, tied)
        items.append(tag("li", [["class", "rank-row rank-" + str(rank)]],
                         tag("span", [["class", "rank-no"]], esc(t(lang, "rank_n", {"n": rank})))
                         + tag("span", [["class", "rank-name"]], esc(seat_name(names, seat)))
                         + tag("span", [["class", "rank-facts"]], esc(said))
                         + (tag("span", [["class", "rank-more"]], esc(" · ".join(more))) if more else "")))
    return tag("section", [["class", "over"], ["aria-labelledby", "over-h"]],
               tag("h2", [["id", "over-h"]], esc(headline))
               + tag("h3", [], esc(t(lang, "ranking")))
               + tag("ol", [["class", "ranking"]], "".join(items))
               + "".join([tag("p", [["class", "tie-line"]], esc(line))
                          for line in tie_lines(lang, rows, names, game_id)])
               + (review or ["", ""])[0]
               # the actions stay in sight at the sheet's foot, however long the ranking
               + tag("div", [["class", "row over-actions"]],
                     button(esc(t(lang, "replay" if registry.hides_information(game_id) else "replay_open")),
                            cls="btn btn-primary", action="replay:0")
                     + button(esc(t(lang, "new_game_same")), cls="btn", action="again")
                     + (review or ["", ""])[1]))


def replay_controls(lang, n, total):
    """◀ ▶ stepping through the moves; buttons carry `replay:<n>` actions."""
    def step(symbol, label, target, enabled):
        return button(tag("span", [["aria-hidden", "true"]], symbol), cls="btn btn-icon",
                      action="replay:" + str(target), label=label, disabled=not enabled)
    pos = t(lang, "replay_pos", {"n": n, "total": total}) if n else t(lang, "replay_start_pos")
    return tag("div", [["class", "replay-bar"], ["role", "group"], ["aria-label", t(lang, "replay_title")]],
               step("«", t(lang, "replay_first"), 0, n > 0)
               + step("◀", t(lang, "replay_prev"), n - 1, n > 0)
               + tag("span", [["class", "replay-pos"], ["aria-live", "polite"]], esc(pos))
               + step("▶", t(lang, "replay_next"), n + 1, n < total)
               + step("»", t(lang, "replay_last"), total, n < total))


def last_move_line(lang, reveal, names, game_id=None):
    """What the step just shown did: the newest log event, phrased (the move text if the
    log has nothing)."""
    last = reveal.get("last")
    if not isinstance(last, list) or len(last) != 2:
        return ""
    table = reveal.get("table") or {}
    events = table.get("log") or []
    if events:
        text = phrase_event(lang, game_id, events[-1], names, table)
    else:
        seat = last[0]
        name = seat_name(names, seat)
        text = t(lang, "replay_last_move", {"name": name, "move": last[1]})
    return tag("p", [["class", "replay-last"], ["aria-live", "polite"]], esc(text))
