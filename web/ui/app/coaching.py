"""The coach's review of a finished game on the end screen: the button, the review at work
with its progress (stoppable), and its answer, the biggest swings, each a jump into the replay.

The engine does the work a step at a time (`review_step` in web/worker/engine.py,
`pycore.coach.review`), so the page stays live between steps and Stop takes effect at the next
one. The review so far is kept beside the save (`REVIEW_PREFIX` + the save's id, removed with
it: `saves.COMPANION_PREFIXES`), so a review stopped, or cut short by leaving the game,
resumes where it stood, and a finished one is shown again at once.

`app.review`: None, or {"save", "seat", "state": "running" | "stopped" | "done",
"progress", "share", "said"}.
"""

import json

from . import hints, registry
from .html import button, esc, tag
from .i18n import phrase_event, t

REVIEW_PREFIX = "pt.review."
# How a move's sentences are joined: Chinese sentences end in 。 and need no space between.
SENTENCE_GAP = {"en": " ", "zh-Hant": ""}


def seat_to_review(snap, guest):
    """The seat this phone may review: the viewer of a finished game, if a person played it
    here (not a table's guest, whose game is the host's); else None."""
    snap = snap or {}
    seat = snap.get("viewer")
    seats = (snap.get("record") or {}).get("seats") or []
    if (not snap.get("over") or guest or type(seat) is not int or not 0 <= seat < len(seats)
            or (seats[seat] or {}).get("kind", "human") != "human"):
        return None
    return seat


def _kept(app, save_id, seat):
    """The progress kept for this save's seat, or "" (a damaged one is started afresh by the
    engine, which judges every progress it is sent)."""
    if save_id is None:
        return ""
    text = app.env.store.get(REVIEW_PREFIX + str(save_id))
    try:
        data = json.loads(text) if text else None
    except Exception:
        data = None
    if isinstance(data, dict) and data.get("seat") == seat and isinstance(data.get("progress"), dict):
        return json.dumps(data["progress"])
    return ""


def _keep(app, review):
    """Store the review beside its save; a refused write is said once, and the review goes on."""
    if review["save"] is None:
        return
    stored = app.env.store.set(REVIEW_PREFIX + str(review["save"]),
                               json.dumps({"seat": review["seat"], "progress": review["progress"]}))
    if not stored and not review.get("unkept"):
        review["unkept"] = True
        app.say(app.tr("review_unkept"))


async def act_review(app, arg):
    """"review": start the review, or resume it; "review:stop": stop it after this step."""
    review = app.review
    if arg == "stop":
        if review is not None and review["state"] == "running":
            review["state"] = "stopped"
            app.redraw()
        return
    seat = seat_to_review(app.snap, app.table is not None and app.table.guest)
    if seat is None or (review is not None and review["state"] == "running"):
        return
    save_id = app.session.save_id
    if review is None or review["seat"] != seat or review["save"] != save_id:
        review = {"save": save_id, "seat": seat, "progress": None, "share": 0.0, "said": []}
    review["state"] = "running"
    app.review = review
    app.sheet = "open"      # the sheet pulled up: the progress, then the swings, in sight
    progress = json.dumps(review["progress"]) if review["progress"] else _kept(app, save_id, seat)
    app.redraw()
    # the review runs beside the taps (a tap waits for the action it starts): Stop, the
    # replay and leaving the game all answer while it works
    app.env.spawn(_run(app, review, seat, progress))


async def _run(app, review, seat, progress):
    """Step the review until it is done, stopped, or its game is no longer on screen."""
    while still_open(app, review) and review["state"] == "running":
        reply = await app.call("review_step", seat, progress)
        if not still_open(app, review):
            return      # the game was left meanwhile; what was kept stays kept
        if not reply.get("ok"):
            review["state"] = "stopped"
            app.say(app.error_text(reply))
            break
        review["progress"], review["share"] = reply.get("progress"), reply.get("share") or 0.0
        progress = json.dumps(review["progress"])
        _keep(app, review)
        if reply.get("done"):
            review["state"], review["said"] = "done", reply.get("said") or []
        app.redraw()
    app.redraw()


def still_open(app, review):
    """Whether `review` is of the game on screen (not left, nor another game started since)."""
    return (app.review is review and app.session.save_id == review["save"]
            and bool((app.snap or {}).get("over")))


def shown(app):
    """The review to draw with the open game: None unless it is of this game."""
    review = app.review
    return review if review is not None and app.session.save_id == review["save"] else None


def percent(share):
    return max(0, min(100, int(100 * (share or 0) + 0.5)))


def _move_words(lang, game_id, words, names, kinds, which, move):
    """A move of a swing as the player saw it named: its button's name at that decision (the
    game's screen drawn from what the seat saw then), else its log sentence, else its text."""
    moment = words.get("moment")
    if isinstance(moment, dict) and isinstance(moment.get("view"), dict) and move in (moment.get("legal") or []):
        snap = {"view": dict(moment["view"], log=[]), "legal": moment["legal"],
                "to_move": moment.get("to_move") or [], "moves": 0, "over": False,
                "viewer": moment.get("viewer"),
                "record": {"game": game_id, "seats": [{"name": n} for n in names]}}
        try:
            _head, board, dock = registry.screen(game_id).render(lang, snap, names, kinds, "")
            label = hints.move_label(board + dock, move)
        except Exception:
            label = move       # a view the screen cannot draw: the words below instead
        if label != move:
            return label
    events = words.get(which)
    sentences = [phrase_event(lang, game_id, event, names) for event in events or []]
    return SENTENCE_GAP.get(lang, " ").join(sentences) if sentences else move


def render(lang, game_id, review, names, kinds, can_review):
    """[the end screen's review panel (above its actions), the review's button (among them)]."""
    state = (review or {}).get("state")
    if state not in ("running", "stopped", "done"):
        if not can_review:
            return ["", ""]
        return [tag("p", [["class", "review-intro"], ["data-review", "none"]], esc(t(lang, "review_intro"))),
                button(esc(t(lang, "review")), cls="btn", action="review")]
    if state != "done":
        shown = percent(review.get("share"))
        status = t(lang, "review_running" if state == "running" else "review_stopped", {"n": shown})
        panel = tag("section", [["class", "review"], ["data-review", state]],
                    tag("p", [["class", "review-status"], ["role", "status"]], esc(status))
                    + tag("progress", [["class", "review-bar"], ["max", "100"], ["value", shown],
                                       ["aria-label", t(lang, "review_title")]], ""))
        if state == "running":
            return [panel, button(esc(t(lang, "review_stop")), cls="btn", action="review:stop")]
        return [panel, button(esc(t(lang, "review_resume")), cls="btn", action="review")]
    swings = (review.get("progress") or {}).get("swings") or []
    said = review.get("said") or []
    items = ""
    for i, swing in enumerate(swings):
        words = said[i] if i < len(said) and isinstance(said[i], dict) else {}
        played = _move_words(lang, game_id, words, names, kinds, "played", swing.get("played", ""))
        better = _move_words(lang, game_id, words, names, kinds, "better", swing.get("better", ""))
        at = swing.get("at", 0)
        items += tag("li", [["class", "swing"], ["data-swing", at]],
                     tag("p", [["class", "swing-head"]], esc(t(lang, "review_move_n", {"n": at + 1})))
                     + tag("p", [], esc(t(lang, "review_played", {
                         "move": played, "n": tenths(swing.get("played_chance"))})))
                     + tag("p", [["class", "swing-better"]], esc(t(lang, "review_better", {
                         "move": better, "n": tenths(swing.get("better_chance"))})))
                     + button(esc(t(lang, "review_see")), cls="btn btn-small", action="replay:" + str(at),
                              label=t(lang, "review_see_label", {"n": at + 1})))
    body = (tag("ol", [["class", "swing-list"]], items) if items
            else tag("p", [], esc(t(lang, "review_clean"))))
    return [tag("section", [["class", "review"], ["data-review", "done"], ["aria-labelledby", "review-h"]],
                tag("h3", [["id", "review-h"]], esc(t(lang, "review_title"))) + body), ""]


def tenths(chance):
    """A chance to win as "n in 10"'s n."""
    if not isinstance(chance, (int, float)):
        return 0
    return max(0, min(10, int(chance * 10 + 0.5)))


def replay_note(lang, game_id, review, names, kinds, n):
    """In the replay at a listed swing's moment: what was played there and what was better."""
    if review is None or review.get("state") != "done":
        return ""
    swings = (review.get("progress") or {}).get("swings") or []
    said = review.get("said") or []
    for i, swing in enumerate(swings):
        if swing.get("at") == n:
            words = said[i] if i < len(said) and isinstance(said[i], dict) else {}
            better = _move_words(lang, game_id, words, names, kinds, "better", swing.get("better", ""))
            return tag("p", [["class", "note review-note"], ["data-swing-note", n]],
                       esc(t(lang, "review_here", {"move": better, "n": tenths(swing.get("better_chance"))})))
    return ""
