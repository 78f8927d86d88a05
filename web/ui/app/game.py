"""The game screen's frame, shared by every game: top bar, board, log, dock, game over.

`render_game` picks the game's own screen through the registry (`app/games/<id>/screen.py`,
or `game_generic` for a game without a drawn screen yet) and wraps it with the parts every game has: home, undo, share
and language buttons, whose turn it is, the log phrased in the reader's language, and at the
end the ranking or the replay. The root carries stable hooks for tests and styling:
`data-game`, `data-over`, `data-ready`, `data-moves` (motion.js reads the last two: a move
changed the table), and `data-bot-due` ("true" while a bot must still move before anyone on
this phone decides). The first-game guide may point at the frame's parts by their
`data-guide` marks: "scores" (the score line) and "moves" (the dock).
"""

from . import coaching, hints, over, registry
from .fill import seat_name
from .games.shared import render_cues
from .home import home_button, lang_switch
from .html import button, esc, tag
from .i18n import game_title, list_join, phrase_event, t
from .rules import rules_link

LOG_SHOWN = 60  # the newest lines in the log panel; the whole game is in the replay


def seat_names(record):
    return [str(s.get("name", "")) for s in (record.get("seats") or []) if isinstance(s, dict)]


def seat_kinds(record):
    return [str(s.get("kind", "human")) for s in (record.get("seats") or []) if isinstance(s, dict)]


# The log's lines as last drawn, so a redraw phrases only the events it has not phrased
# before: the log grows by a line or two per move, and phrasing all sixty shown lines every
# time costs a fifth of a redraw's Python time on a phone. A line depends on the reader's
# language, the game, the seat names, the event itself and board facts that stay the same for
# a whole game (a path space's kind, whose borough a market is in): `context` holds all but
# the event; a different context forgets every line.
_log_lines = {"context": None, "lines": {}}


def forget_log_lines():
    """Phrase every log line afresh at the next redraw (tests compare with and without)."""
    _log_lines["context"] = None
    _log_lines["lines"] = {}


def _log_line(lang, game_id, ev, names, view, index, kept, fresh):
    hit = kept.get(index)
    if hit is not None and hit[0] == ev:
        line = hit[1]
    else:
        line = tag("li", [], esc(phrase_event(lang, game_id, ev, names, view)))
    fresh[index] = [ev, line]
    return line


def render_log(lang, game_id, view, names, game_facts=None, key="log"):
    """The log panel, newest line first. `game_facts`: what fixes the game's board for the
    whole game (its seed and options); without it every line is phrased afresh. `key`
    names its heading's id (the board's log and the log sheet's are both on the page)."""
    events = view.get("log") or []
    if not events:
        lines = tag("li", [["class", "muted"]], esc(t(lang, "log_empty")))
    else:
        first = max(0, len(events) - LOG_SHOWN)
        context = [lang, game_id, names, game_facts] if game_facts is not None else None
        kept = _log_lines["lines"] if context is not None and _log_lines["context"] == context else {}
        fresh = {}
        lines = "".join([_log_line(lang, game_id, events[i], names, view, i, kept, fresh)
                         for i in range(len(events) - 1, first - 1, -1)])
        _log_lines["context"] = context
        _log_lines["lines"] = fresh
    return tag("section", [["class", "panel log-panel"], ["aria-labelledby", key + "-h"]],
               tag("h2", [["id", key + "-h"]], esc(t(lang, "log")))
               + tag("ol", [["class", "log"], ["tabindex", "0"], ["aria-labelledby", key + "-h"]], lines))


SINCE_SHOWN = 4  # the newest of what the others did, at the top of the sheet


def since_your_turn(lang, game_id, view, names, viewer):
    """What happened since this phone's seat last acted: the log after its newest event of
    its own, newest last (up to SINCE_SHOWN lines), and how many lines that is in all."""
    events = view.get("log") or []
    if not isinstance(viewer, int):
        return [[], 0]
    last = -1
    for i in range(len(events) - 1, -1, -1):
        if events[i].get("seat") == viewer:
            last = i
            break
    fresh = events[last + 1:]
    return [[phrase_event(lang, game_id, ev, names, view) for ev in fresh[-SINCE_SHOWN:]], len(fresh)]


def render_since(lang, lines, total, tools=""):
    """The sheet's head while this phone's seat decides: what the others did since its last
    decision, and the whole log a tap away (`tools`: more buttons for its head: the hint)."""
    more = tag("li", [["class", "since-more"]], esc(t(lang, "since_more", {"n": total - len(lines)}))) \
        if total > len(lines) else ""
    return tag("section", [["class", "since"], ["aria-labelledby", "since-h"]],
               tag("div", [["class", "since-head"]],
                   tag("h2", [["id", "since-h"]], esc(t(lang, "since_title")))
                   + tag("span", [["class", "since-tools"]],
                         tools + button(esc(t(lang, "log_full")), cls="btn btn-small since-log", action="log")))
               + tag("ol", [["class", "since-list"]], more + "".join([tag("li", [], esc(line)) for line in lines])))


def render_game_sheet(lang, kind, snap):
    """A sheet over the open game: its whole log ("log") or its reference ("reference")."""
    record = snap.get("record") or {}
    game_id, view, names = record.get("game"), snap.get("view") or {}, seat_names(record)
    if kind == "reference":
        return render_reference_sheet(lang, game_id, view, names)
    return render_log_sheet(lang, render_log(lang, game_id, view, names, key="log-sheet"))


def render_log_sheet(lang, log_html):
    """The whole log over the game, a tap from the sheet's since-your-turn list."""
    return tag("div", [["class", "cover sheet log-sheet"], ["role", "dialog"], ["aria-modal", "true"],
                       ["aria-label", t(lang, "log")], ["data-cover", "log"]],
               log_html + button(esc(t(lang, "close")), cls="btn btn-primary btn-wide", action="cover-close"))


def last_log_line(lang, game_id, view, names):
    events = view.get("log") or []
    if not events:
        return ""
    return phrase_event(lang, game_id, events[-1], names, view)


def waiting_text(lang, snap, names, kinds, thinking):
    if thinking is not None and 0 <= thinking < len(names):
        return t(lang, "bot_thinking", {"name": names[thinking]})
    due = [names[s] for s in (snap.get("to_move") or []) if 0 <= s < len(names)]
    return t(lang, "waiting_for", {"name": list_join(lang, due)}) if due else ""


def topbar(lang, status, can_undo, can_share):
    undo = ""
    if can_undo:
        undo = button(tag("span", [["aria-hidden", "true"]], "↶"), cls="btn btn-icon", action="undo",
                      label=t(lang, "undo_label"))
    share = ""
    if can_share:
        share = button(tag("span", [["aria-hidden", "true"]], "⇪"), cls="btn btn-icon", action="share",
                       label=t(lang, "share"))
    return tag("header", [["class", "topbar"]],
               home_button(lang) + tag("h1", [["class", "topbar-title status"], ["aria-live", "polite"]], esc(status))
               + undo + share + lang_switch(lang, compact=True))


def render_game(lang, snap, ctx):
    """The whole game screen. `ctx`: {"ready": engine ready, "early": a dealt game's moves may
    be tapped before it is, "queued": one was tapped and waits for it, "thinking": bot seat or
    None, "replay": the engine's reveal reply or None}."""
    record = snap.get("record") or {}
    game_id = record.get("game") or (snap.get("view") or {}).get("game")
    names = seat_names(record)
    kinds = seat_kinds(record)
    view = snap.get("view") or {}
    is_over = bool(snap.get("over"))
    ready = bool(ctx.get("ready"))
    replay = ctx.get("replay")
    module = registry.screen(game_id)
    wait = waiting_text(lang, snap, names, kinds, ctx.get("thinking"))
    if ctx.get("queued"):
        wait = t(lang, "move_waits")   # a dealt game's first move, tapped: the engine plays it
    if (ctx.get("table") or {}).get("wait"):
        wait = ctx["table"]["wait"]    # a seat by message: its move made, not yet sent
    # Until the engine is ready, the last stored snapshot is drawn without its moves; a game
    # dealt ahead (ctx "early", app/dealt.py) with them: its first move waits for the engine.
    shown = snap if ready or ctx.get("early") else _without_moves(snap)
    (when, who), board, dock = module.render(lang, shown, names, kinds, wait)
    has_bots = "bot" in kinds
    # several phones at one table (app/table/): the seats' presence bar; no undo (it would
    # take back other phones' moves), and a guest's phone has no record to share
    table = ctx.get("table")
    can_undo = (ready and has_bots and bool(snap.get("can_undo")) and not is_over and replay is None
                and table is None)
    if replay is not None:
        board = render_replay_board(lang, game_id, replay, names, kinds)
        dock = (over.replay_controls(lang, replay.get("n", 0), replay.get("total", 0))
                + over.last_move_line(lang, replay, names, game_id)
                + coaching.replay_note(lang, game_id, ctx.get("review"), names, kinds, replay.get("n", 0))
                + tag("div", [["class", "row"]],
                      button(esc(t(lang, "close_replay")), cls="btn", action="replay-close")))
    else:
        if is_over:
            guest = bool((ctx.get("table") or {}).get("guest"))
            review = coaching.render(lang, game_id, ctx.get("review"), names, kinds,
                                     coaching.seat_to_review(snap, guest) is not None)
            dock = over.render_ranking(lang, snap, names, game_id, review)
        elif "viewer" in snap and snap.get("viewer") is None:
            dock = tag("p", [["class", "note watching"]], esc(t(lang, "watching"))) + dock
        board = (board + render_log(lang, game_id, view, names,
                                    [str(record.get("seed")), record.get("options")])
                 + tag("p", [["class", "rules-row"]],
                       rules_link(lang, game_id, text=t(lang, "rules_of", {"game": game_title(lang, game_id)}))
                       + reference_button(lang, game_id)))
    last = last_log_line(lang, game_id, view, names)
    ticker = tag("p", [["class", "ticker"], ["aria-live", "polite"]], esc(last)) if last and replay is None else ""
    # The coach's hint at this phone's decision (at a table only if its host allows hints); its
    # button shares the since-your-turn list's head, or has a row of its own
    hint = ctx.get("hint")
    if hint is not None and hint.get("at") != snap.get("moves"):
        hint = None
    tools = ""
    if replay is None and not is_over and ready and snap.get("legal") and (table is None or table.get("hints")):
        # the moves' names are read from the drawn screen only for an answer to show
        drawn = board + dock if hint is not None and hint.get("state") == "done" else ""
        tools = hints.render(lang, hint, drawn)
        board, dock = hints.mark(board, hint), hints.mark(dock, hint)
    since = ""
    if replay is None and not is_over and snap.get("legal"):
        lines, total = since_your_turn(lang, game_id, view, names, snap.get("viewer"))
        if total > 1:   # one line says no more than the ticker does
            since = render_since(lang, lines, total, tools if hint is None else "")
            if hint is None:
                tools = ""
    if since:
        ticker = since + tag("p", [["class", "sr"], ["aria-live", "polite"]], esc(last))
    if tools:
        ticker = tag("div", [["class", "sheet-tools"]], tools) + ticker
    # the game's alerts (the plague near, the last round) head the sheet while it is played
    game_cues = getattr(module, "cues", None)
    if game_cues is not None and replay is None and not is_over:
        ticker = render_cues(game_cues(lang, view, names, snap.get("viewer"))) + ticker
    viewer = snap.get("viewer")
    root = [["class", "screen game"], ["data-screen", "game"], ["data-game", game_id],
            ["data-over", "true" if is_over else "false"], ["data-ready", "true" if ready else "false"],
            ["data-bot-due", "true" if ctx.get("bot_due") else "false"],
            ["data-moves", snap.get("moves", 0)], ["data-seat", viewer if type(viewer) is int else None]]
    # The top bar says who decides on one line; when in the game it is (the round) leads the
    # score line, which is always in sight too. A screen that only has a "when" shows it above.
    if (ctx.get("table") or {}).get("wait"):
        who = t(lang, "move_made")     # its move made on this phone, it waits to be sent
    title, round_line = (who, when) if who else (when, "")
    sheet = ctx.get("sheet") or "peek"
    return tag("div", root,
               topbar(lang, title, can_undo, ready and not (table is not None and table.get("guest")))
               + (render_scorebar(lang, game_id, snap, names, round_line) if replay is None else "")
               + (table["bar"] if table is not None and replay is None else "")
               + tag("main", [["class", "scroll board"], ["id", "board"], ["tabindex", "0"], ["data-board", ""]],
                     board)
               # data-scroll="top": the dock starts at its top whenever what it shows changes
               # (patch.js keeps the elements of a redraw, and with them where they scrolled)
               + tag("section", [["class", "dock"], ["aria-label", t(lang, "decisions")], ["tabindex", "0"],
                                 ["data-guide", "moves"], ["data-scroll", "top"],
                                 ["data-sheet", ""], ["data-sheet-state", sheet]],
                     sheet_handle(lang, sheet) + ticker + dock))


def reference_button(lang, game_id):
    """The game's reference sheet (Citadels: its characters and their powers), if it has one."""
    entry = registry.entry(game_id) or {}
    if not entry.get("reference"):
        return ""
    label = registry.module(game_id, "reference").LABEL
    return button(esc(label.get(lang) or label.get("en")), cls="btn btn-small", action="reference")


def render_reference_sheet(lang, game_id, view, names):
    """The reference over the game, closed with a tap (or Escape)."""
    module = registry.module(game_id, "reference")
    if module is None:
        return ""
    title = module.LABEL.get(lang) or module.LABEL.get("en")
    return tag("div", [["class", "cover sheet reference-sheet"], ["role", "dialog"], ["aria-modal", "true"],
                       ["aria-labelledby", "reference-h"], ["data-cover", "reference"]],
               tag("h2", [["id", "reference-h"]], esc(title))
               + tag("div", [["class", "reference-body"], ["tabindex", "0"]], module.render(lang, view, names))
               + button(esc(t(lang, "close")), cls="btn btn-primary btn-wide", action="cover-close"))


def sheet_handle(lang, state):
    """The grip atop the decision sheet on a phone: it pulls the sheet up to show the hand
    and the details, or lets it down to its peek (whose turn, what to do, the moves) so the
    board is in view. Beside the board (a tablet, a phone held sideways) it is not shown."""
    opened = state == "open"
    return button(tag("span", [["class", "sheet-grip"], ["aria-hidden", "true"]], "")
                  + tag("span", [["class", "sheet-word"]], esc(t(lang, "sheet_less" if opened else "sheet_more"))),
                  cls="sheet-handle", action="sheet",
                  label=t(lang, "sheet_less_label" if opened else "sheet_more_label"),
                  extra=[["aria-expanded", "true" if opened else "false"]])


def render_scorebar(lang, game_id, snap, names, round_line=""):
    """Every seat's score in one line under the top bar, so it stays in sight while the board
    scrolls: the viewer's in bold, a ▶ before whoever is due; a score that changes counts up
    to its new value (motion.js). Empty before the engine has given scores (a stored picture
    of an older app)."""
    scores = snap.get("scores") or []
    when = tag("span", [["class", "score-when"]], esc(round_line)) if round_line else ""
    if len(scores) != len(names) or not names:
        return tag("section", [["class", "scorebar"]], when) if when else ""
    due = [] if snap.get("over") else (snap.get("to_move") or [])
    best = max(scores)
    # the leader is marked once someone leads (at the start, everyone's 0 leads nobody)
    leaders = [seat for seat in range(len(scores)) if scores[seat] == best] if best > min(scores) else []
    chips = []
    for seat in range(len(names)):
        cls = ("score-chip" + (" is-you" if seat == snap.get("viewer") else "") + (" is-due" if seat in due else "")
               + (" is-leader" if seat in leaders else ""))
        chips.append(tag("li", [["class", cls]],
                         tag("span", [["class", "score-name"]], esc(names[seat]))
                         + tag("span", [["class", "score-n"], ["data-motion-key", "score-" + str(seat)],
                                        ["data-motion-count", over.whole(scores[seat])]],
                               esc(over.whole(scores[seat])))))
    # a named region (a landmark), focusable because it may scroll sideways (8 seats)
    label = registry.text(lang, game_id, "score_label") or t(lang, "scores")
    unit = tag("span", [["class", "score-unit"], ["aria-hidden", "true"]], esc(label))
    leading = list_join(lang, [names[s] for s in leaders])
    lead = tag("span", [["class", "sr"]], esc(t(lang, "score_leads", {"name": leading})))
    return tag("section", [["class", "scorebar"], ["aria-label", label], ["tabindex", "0"], ["data-guide", "scores"]],
               when + unit + tag("ul", [["class", "score-list"]], "".join(chips)) + (lead if leaders else ""))


def _without_moves(snap):
    copy = {}
    for key in snap:
        copy[key] = snap[key]
    copy["legal"] = []
    return copy


def render_replay_board(lang, game_id, reveal, names, kinds):
    """The table after n moves, with every seat's own view (their hands) shown too."""
    table = reveal.get("table") or {}
    fake = {"view": table, "legal": [], "viewer": None, "to_move": table.get("to_move") or [],
            "over": table.get("over"), "scores": table.get("scores") or []}
    module = registry.screen(game_id)
    (when, who), board, _dock = module.render(lang, fake, names, kinds, "")
    hands = ""
    # A game whose seats hold secrets draws each seat's with its `render_reveal(lang, view,
    # seat)`; the engine's reveal reply lists every seat's own view, in seat order.
    reveal_seat = getattr(module, "render_reveal", None)
    if reveal_seat is not None:
        for seat, seat_view in enumerate(reveal.get("seats") or []):
            name = seat_name(names, seat)
            hands += tag("section", [["class", "seat-amulets"]],
                         tag("h3", [], esc(name)) + reveal_seat(lang, seat_view, seat))
    return (tag("section", [["class", "panel"], ["aria-labelledby", "reveal-h"]],
                tag("h2", [["id", "reveal-h"]], esc(" · ".join([t(lang, "replay_title"), when, who][:3 if who else 2])))
                + hands)
            + board)


def render_share_dialog(lang, extra=""):
    """The share choices; `extra`: more of them (links addressed to one seat, and what a link
    carries: app/table/seatlink.py)."""
    return tag("div", [["class", "cover sheet"], ["role", "dialog"], ["aria-modal", "true"],
                       ["aria-labelledby", "share-h"], ["data-cover", "share"]],
               tag("h2", [["id", "share-h"]], esc(t(lang, "share")))
               + button(esc(t(lang, "share_game")), cls="btn btn-primary btn-wide", action="share-game",
                        extra=[["aria-describedby", "share-game-hint"]])
               + tag("p", [["class", "share-hint"], ["id", "share-game-hint"]], esc(t(lang, "share_game_hint")))
               + button(esc(t(lang, "share_invite")), cls="btn btn-wide", action="share-invite",
                        extra=[["aria-describedby", "share-invite-hint"]])
               + tag("p", [["class", "share-hint"], ["id", "share-invite-hint"]], esc(t(lang, "share_invite_hint")))
               + extra + button(esc(t(lang, "cancel")), cls="btn btn-wide", action="cover-close"))


def render_message(lang, text, offer=None):
    """A dismissible message (an illegal tap's reason, a bad link, a share result); `offer`,
    `[action, label key]`, adds the one thing to do about it (make room when storage is full)."""
    extra = ""
    if offer is not None:
        extra = button(esc(t(lang, offer[1])), cls="btn btn-small btn-primary", action=offer[0])
    return tag("div", [["class", "toast-body"]],
               tag("p", [], esc(text)) + extra
               + button(esc(t(lang, "dismiss")), cls="btn btn-small", action="toast-close"))
