"""Celtica's game screen: view dict + legal moves in, HTML out, laid out like the table.

The board (it scrolls) has the other players across the top, each with their amulets in
front of them; the winding druid path in the middle, with the five druids standing on it;
the display of nine amulet parts beside it; and your own amulets at the bottom, nearest you.
The dock (the thumb zone) holds your druid cards and the decision at hand. Every legal move
becomes exactly one <button data-move="..."> on the piece it acts on: plays beside the card
of their colour, takes on the display's parts, a placement on the amulet it goes into, a
ruin's discards on the parts themselves, swaps and buys under each display part (inside a
disclosure so the many swaps stay tidy). A move this module does not recognise still gets a
button under "Other moves", so no legal move is lost. Pieces the seat may not use now
(display parts outside the take step, cards of a colour it cannot play) are buttons with
`data-try` instead: a tap sends the move to the engine, whose refusal says why.

What moves is keyed for motion (docs/architecture-look.md): a druid steps along the path
through the spaces it passed (the log's last play of its colour), a part taken flies from the
display into its amulet, a hand's count changes in place.
"""

from ...fill import aside, clauses, seat_name
from ...html import button, esc, tag
from ...i18n import t
from ...memo import remembered
from ...moves import group_moves
from ..keys import stopped, up_close
from ..shared import prompt_line, whose_turn
from .draw import (
    COLOURS,
    GOAL_SPACE,
    amulet_grid,
    colour_name,
    druid_disc,
    icon_defs,
    part_glyph,
    part_name,
    path_legend,
    road,
    space_cell,
)
from .strings import tr

RECENT = 16  # log events looked back on for what just moved


def _druid_space(view, colour):
    for d in view.get("druids") or []:
        if d.get("colour") == colour:
            return d.get("space") or 0
    return 0


def _space(view, number):
    path = view.get("path") or []
    if 0 <= number < len(path):
        return path[number]
    return {"space": number, "kind": "goal"}


def status_text(lang, view, names, viewer):
    """The top bar's [when, who]: the round (or the last round, or game over) and whose
    decision it is."""
    if view.get("over"):
        return [t(lang, "game_over"), ""]
    # In the last round the round number matters less than the warning.
    when = t(lang, "last_round") if view.get("last_round") else t(lang, "round_n", {"n": view.get("round", 1)})
    return [when, whose_turn(lang, view.get("to_move") or [], names, viewer)]


# ---- board -----------------------------------------------------------------------------
def recent_moves(view):
    """What the last moves did, for the motion: {colour: keys of the spaces its druid passed
    on its last move} and {seat: {part type: motion key of the display part it was taken
    from}}, from the newest log events."""
    via = {}
    took = {}
    events = (view.get("log") or [])[-RECENT:]
    for ev in events:
        kind = ev.get("event")
        if kind == "played" and isinstance(ev.get("from"), int) and isinstance(ev.get("to"), int):
            via[ev.get("colour")] = ["space-" + str(n) for n in range(ev["from"] + 1, ev["to"])]
        elif kind == "took" and ev.get("slot") is not None:
            seat_took = took.get(ev.get("seat")) or {}
            seat_took[ev.get("part")] = "slot-" + str(ev.get("slot")) + "-" + str(ev.get("part"))
            took[ev.get("seat")] = seat_took
    return [via, took]


def render_path(lang, view, targets):
    """The winding path: the spaces in their spiral over the road, the druids on them, and the
    key to its kinds of spaces (shown where the spaces are too narrow to name themselves)."""
    by_space = {}
    for d in view.get("druids") or []:
        sp = d.get("space") or 0
        by_space[sp] = by_space.get(sp, []) + [d.get("colour")]
    via = recent_moves(view)[0]
    path = view.get("path") or []
    # each space is given only what it draws (the path its own druids came along), so a move
    # redraws the spaces it changed and the others come from memory (app/memo.py)
    cells = []
    for sp in path:
        here = by_space.get(sp.get("space"), [])
        came = {c: via[c] for c in here if c in via}
        cells.append(space_cell(lang, sp, here, sp.get("space") in targets, came))
    cells = "".join(cells)
    return tag("section", [["class", "panel path-panel"], ["aria-labelledby", "path-h"], ["data-guide", "path"]],
               tag("h2", [["id", "path-h"], ["class", "sr"]], esc(tr(lang, "c_path")))
               + icon_defs()
               + tag("div", [["class", "c-track"]], road(len(path)) + tag("ol", [["class", "path"]], cells))
               + path_legend(lang, [str(sp.get("kind")) for sp in path]))


def seat_facts(lang, view, entry):
    facts = [tr(lang, "c_complete_short", {"n": entry.get("complete", 0)}),
             tr(lang, "c_cards_n", {"n": entry.get("hand", 0)}),
             tr(lang, "c_exp_short", {"n": entry.get("experience", 0)})]
    return " · ".join(facts)


def seat_tags(lang, view, entry, kinds, viewer):
    s = entry.get("seat")
    tags = ""
    if s == viewer and s < len(kinds) and kinds[s] == "human":
        tags += tag("span", [["class", "tag"]], esc(t(lang, "you")))
    if s < len(kinds) and kinds[s] == "bot":
        tags += tag("span", [["class", "tag"]], esc(t(lang, "bot_tag")))
    if entry.get("owes_cult_card") and not view.get("over"):
        tags += tag("span", [["class", "tag"]], esc(tr(lang, "c_owes_cult")))
    if entry.get("out") and view.get("phase") not in ("end_phase", "over"):
        tags += tag("span", [["class", "tag tag-out"]], esc(tr(lang, "c_out")))
    return tags


def render_seat(lang, view, names, kinds, viewer, entry, took, own=False):
    """A player's place at the table: name, what they hold, their amulets in front of them
    (your own drawn large, with every part named)."""
    s = entry.get("seat")
    current = s == view.get("current") and not view.get("over")
    amulets = entry.get("amulets") or []
    if own:
        heading = tag("h2", [["id", "own-amulets-h"], ["class", "c-seat-name"]],
                      esc(tr(lang, "c_your_amulets")) + seat_tags(lang, view, entry, kinds, viewer))
    else:
        heading = tag("h3", [["class", "c-seat-name"]],
                      esc(seat_name(names, s)) + seat_tags(lang, view, entry, kinds, viewer))
    body = (heading + tag("p", [["class", "seat-facts"]], esc(seat_facts(lang, view, entry)))
            + render_amulets(lang, amulets, None, not own, s, took.get(s)))
    cls = "panel c-seat" + (" is-own" if own else "") + (" is-current" if current else "")
    pairs = [["class", cls], ["data-seat", s], ["aria-current", "true" if current else None]]
    if own:
        pairs += [["aria-labelledby", "own-amulets-h"], ["data-guide", "yours"]]
    return tag("section", pairs, body)


def render_display(lang, view, groups, interactive, tryable=False):
    """The 9 display slots. Interactive: take/buy buttons and the swaps for each slot.

    `tryable` (the seat is due, but taking is not its decision now): each part is a button
    carrying `data-try`, so a tap asks the engine and shows why it is not allowed."""
    display = view.get("display") or []
    take = groups.get("take", [])
    buy = groups.get("buy", [])
    # the swaps sorted by the display slot they take from (a swap's last field), once: at the
    # end of a game there are ~200 of them, and each slot looking through all was 1,800 splits
    swaps_by_slot = {}
    for m in groups.get("swap", []):
        swaps_by_slot.setdefault(m[m.rfind(":") + 1:], []).append(m)
    slots = []
    for i in range(len(display)):
        part = display[i]
        if part is None:
            slots.append(tag("li", [["class", "slot is-empty"]],
                             tag("span", [["class", "slot-empty"]], esc(tr(lang, "c_empty_slot")))))
            continue
        pname = part_name(lang, part)
        glyph = part_glyph(lang, part, "slot-" + str(i) + "-" + str(part))
        body = ""
        mv = "take:" + str(i)
        if interactive and mv in take:
            body = button(glyph, cls="slot-btn", move=mv, label=tr(lang, "c_take_label", {"part": pname}))
        else:
            if tryable:
                body = tag("button", [["type", "button"], ["class", "slot-face is-try"],
                                      ["data-try", "take:" + str(i)], ["aria-label", pname]], glyph)
            else:
                body = tag("span", [["class", "slot-face"], ["role", "img"], ["aria-label", pname]], glyph)
        extra = ""
        mv = "buy:" + str(i)
        if interactive and mv in buy:
            extra += button(esc(tr(lang, "c_buy_short")),
                            cls="btn btn-small", move=mv, label=tr(lang, "c_buy_label", {"part": pname}))
        mine = swaps_by_slot.get(str(i)) if interactive else None
        if mine:
            extra += render_swaps(lang, part, mine)
        zoom = up_close([stopped(lang, pname[:1].upper() + pname[1:]), tr(lang, "c_rule_part"),
                         tr(lang, "c_end_prompt")])
        slots.append(tag("li", [["class", "slot"], ["data-slot", str(i)], ["data-zoom", zoom]], body + extra))
    return tag("ol", [["class", "display" + (" is-live" if interactive else "")],
                      ["aria-label", tr(lang, "c_display")], ["data-guide", "display"]], "".join(slots))


@remembered()
def render_swaps(lang, part, moves):
    """The disclosure of the swaps that take the display's `part`: a button per swap move
    (`swap:<amulet>:<own part>:<slot>`). Remembered: at a game's end each slot offers up to
    ~25 swaps and they change little from one redraw to the next, but drawing them all was
    most of a redraw in the browser's MicroPython (30–50 ms of 85 KB)."""
    pname = part_name(lang, part)
    items = ""
    for m in moves:
        bits = m.split(":")
        give = bits[2]
        amulet_no = int(bits[1]) + 1
        label = tr(lang, "c_swap_label", {"mine": part_name(lang, give), "n": amulet_no,
                                        "theirs": pname})
        items += button(tag("span", [["aria-hidden", "true"]],
                            esc(tr(lang, "c_short_" + give) + " · " + str(amulet_no))),
                        cls="btn btn-small", move=m, label=label)
    return tag("details", [["class", "swaps"]],
               tag("summary", [["aria-label", tr(lang, "c_swaps_for_label", {"part": pname})]],
                   esc(tr(lang, "c_swaps_for")))
               + tag("div", [["class", "swap-list"]], items))


def render_piles(lang, view):
    facts = [tr(lang, "c_supply", {"n": view.get("supply", 0)}),
             tr(lang, "c_part_discard", {"n": view.get("part_discard", 0)}),
             tr(lang, "c_druid_deck", {"n": view.get("druid_deck", 0)}),
             tr(lang, "c_exp_deck", {"n": view.get("exp_deck", 0)})]
    return tag("p", [["class", "piles"]], esc(" · ".join(facts)))


def render_amulets(lang, amulets, groups=None, small=False, seat=None, took=None):
    """A seat's amulets as round pieces; with `groups`, each amulet a part may go into is a
    button (placing a part), and a ruin's discards are buttons on the parts themselves."""
    groups = groups or {}
    place = groups.get("place", [])
    discard = groups.get("discard", [])
    out = []
    for i in range(len(amulets)):
        amulet = amulets[i]
        cell_moves = {}
        for m in discard:
            bits = m.split(":")
            if bits[1] == str(i):
                cell_moves[bits[2]] = [m, tr(lang, "c_discard_label", {"part": part_name(lang, bits[2])})
                                       + aside(lang, tr(lang, "c_amulet_n", {"n": i + 1}))]
        grid = amulet_grid(lang, amulet, i, cell_moves, small, seat, took)
        mv = "place:" + str(i)
        if mv in place:
            grid = button(grid + tag("span", [["class", "am-cap"]], esc(tr(lang, "c_place_label", {"n": i + 1}))),
                          cls="amulet-btn", move=mv)
        out.append(tag("li", [["class", "amulet-item"]], grid))
    return tag("ul", [["class", "amulets" + (" is-small" if small else "")]], "".join(out))


def render_others(lang, view, names, kinds, viewer, hide_own):
    """The other players across the table (all of them, for a view that is nobody's)."""
    took = recent_moves(view)[1]
    blocks = [render_seat(lang, view, names, kinds, viewer, entry, took)
              for entry in view.get("seats") or [] if not (hide_own and entry.get("seat") == viewer)]
    return tag("section", [["class", "c-others"], ["aria-labelledby", "others-h"]],
               tag("h2", [["id", "others-h"], ["class", "sr"]], esc(tr(lang, "c_amulets"))) + "".join(blocks))


# ---- the dock: the seat's hand and the decision ----------------------------------------------
def _hand_counts(view, key):
    out = {}
    for entry in view.get(key) or []:
        out[entry.get("colour")] = entry.get("count", 0)
    return out


def render_reveal(lang, view, seat):
    """A seat's secret cards at the end (the replay): its hand, one short line per colour."""
    return render_hand(lang, view, {}, True)


def ranking_facts(lang, view, seat, score, tied):
    """What the final ranking says of a seat: its complete amulets, then its amulet sizes,
    largest first, which break a tie on complete amulets."""
    sizes = []
    for entry in view.get("seats") or []:
        if entry.get("seat") == seat:
            sizes = sorted([len(a) for a in entry.get("amulets") or []], reverse=True)
            break
    return [tr(lang, "c_complete_n", {"n": score}),
            tr(lang, "c_tiebreak", {"sizes": " ".join([str(n) for n in sizes]) or "0"})]


def druid_card(lang, colour, cards, experience, tryable=False):
    """A colour's cards in the hand as a small stack: the druid's colour and letter, how many
    druid cards (and experience cards ★). `tryable`: the seat may not play this colour now; a
    tap asks the engine why."""
    cname = colour_name(lang, colour)
    counts = tr(lang, "c_cards_n", {"n": cards})
    if experience:
        counts += " · " + tr(lang, "c_exp_n", {"n": experience})
    face = (tag("span", [["class", "dc-band"]], druid_disc(lang, colour))
            + tag("span", [["class", "dc-colour"]], esc(cname))
            + tag("span", [["class", "dc-count"], ["aria-hidden", "true"]],
                  "×" + tag("span", [["data-motion-key", "hand-" + colour], ["data-motion-count", cards]], esc(cards))
                  + (tag("span", [["class", "dc-exp"]], " ★" + esc(experience)) if experience else ""))
            + tag("span", [["class", "sr"]], esc(counts)))
    cls = "dcard dc-" + esc(colour) + (" is-stack" if cards > 1 else "")
    # held up close: the stack in words, and what the cards do
    said = {"colour": cname[:1].upper() + cname[1:], "cards": tr(lang, "c_cards_n", {"n": cards}),
            "exp": tr(lang, "c_exp_n", {"n": experience})}
    zoom = up_close([tr(lang, "c_zoom_stack", said),
                     tr(lang, "c_zoom_play"), tr(lang, "c_rule_experience")])
    if tryable:
        return tag("button", [["type", "button"], ["class", cls + " hand-head is-try"],
                              ["data-try", "play:" + colour + ":1:0"], ["data-zoom", zoom]], face)
    return tag("div", [["class", cls + " hand-head"], ["data-zoom", zoom]], face)


def render_hand(lang, view, groups, compact=False):
    """The hand as a row of card stacks, one per colour; each colour's legal plays sit beside
    its stack, each saying how far the druid goes and where it stops. `compact` (the
    replay's revealed hands): the stacks only."""
    hand = _hand_counts(view, "hand")
    exp = _hand_counts(view, "experience")
    plays = groups.get("play", [])
    rows = []
    for colour in COLOURS:
        mine = [m for m in plays if m.split(":")[1] == colour]
        if not hand.get(colour) and not exp.get(colour) and not mine:
            continue
        cname = colour_name(lang, colour)
        # cards the rules do not let you play now: a tap asks the engine why
        head = druid_card(lang, colour, hand.get(colour, 0), exp.get(colour, 0),
                          bool(plays) and not mine and bool(hand.get(colour)))
        buttons = ""
        for m in mine:
            bits = m.split(":")
            cards, extra = int(bits[2]), int(bits[3])
            start = _druid_space(view, colour)
            dest = start if start >= GOAL_SPACE else min(start + cards + extra, GOAL_SPACE)
            space = _space(view, dest)
            sname = tr(lang, "c_space_" + str(space.get("kind")))
            if dest == GOAL_SPACE and view.get("last_round"):
                sname = tr(lang, "c_goal_nothing")   # only the first druid there finds parts
            amount = str(cards) + ("+" + str(extra) + "★" if extra else "")
            label = clauses(lang, [tr(lang, "c_play_label", {"druids": cards, "colour": cname})
                                   + (" " + tr(lang, "c_play_exp", {"n": extra}) if extra else ""),
                                   tr(lang, "c_play_to", {"space": tr(lang, "c_space_n", {"n": dest}) + " " + sname})])
            inner = (tag("span", [["class", "play-amount"]], esc(amount))
                     + tag("span", [["class", "play-dest"]], esc("→" + str(dest) + " " + sname)))
            buttons += button(inner, cls="play-btn druid-edge-" + colour, move=m, label=label)
        rows.append(tag("li", [["class", "hand-row"], ["data-colour", colour]],
                        head + (tag("div", [["class", "plays"]], buttons) if buttons else "")))
    if not rows:
        return tag("p", [["class", "muted"]], esc(tr(lang, "c_no_cards")))
    cls = "hand is-compact" if compact else "hand"
    label = tr(lang, "c_druid_cards") if compact else tr(lang, "c_your_hand")
    return tag("ul", [["class", cls], ["aria-label", label]], "".join(rows))


def _own_amulets(view, viewer):
    for entry in view.get("seats") or []:
        if entry.get("seat") == viewer:
            return entry.get("amulets") or []
    return []


def _own_amulets_live(lang, view, viewer, groups):
    """Your amulets in the dock, large, with the moves on them (place, give up)."""
    return tag("div", [["class", "dock-amulets"], ["data-guide", "yours"]],
               render_amulets(lang, _own_amulets(view, viewer), groups, False, viewer,
                              recent_moves(view)[1].get(viewer)))


def render_dock(lang, view, legal, names, viewer, waiting_text):
    """The decision area: [html, what it shows] where the second is "display", "amulets" or ""
    (the board then leaves that part out, so nothing is drawn twice)."""
    groups = group_moves(legal)
    pending = view.get("pending") or {}
    shows = ""
    parts = []
    if not legal:
        parts.append(prompt_line(waiting_text))
        if view.get("hand") is not None:
            parts.append(render_hand(lang, view, {}))
        return [tag("div", [["class", "dock-body"]], "".join(parts)), shows]
    kind = pending.get("kind")
    if "play" in groups:
        if view.get("must_play"):
            parts.append(prompt_line(tr(lang, "c_must_play", {"colour": colour_name(lang, view["must_play"])})))
        else:
            parts.append(prompt_line(tr(lang, "c_play_heading")))
        parts.append(render_hand(lang, view, groups))
    if "take" in groups:
        parts.append(prompt_line(tr(lang, "c_take_prompt", {"n": pending.get("left", 1)})))
        parts.append(render_display(lang, view, groups, True))
        shows = "display"
    if "place" in groups:
        parts.append(prompt_line(tr(lang, "c_place_prompt", {"part": part_name(lang, pending.get("part"))})))
        parts.append(_own_amulets_live(lang, view, viewer, groups))
        shows = "amulets"
    if "discard" in groups:
        parts.append(prompt_line(tr(lang, "c_discard_prompt", {"n": pending.get("left", 1)})))
        parts.append(_own_amulets_live(lang, view, viewer, groups))
        shows = "amulets"
    if "cult:draw" in legal or "cult:skip" in legal:
        parts.append(prompt_line(tr(lang, "c_cult_prompt")))
        row = ""
        if "cult:draw" in legal:
            row += button(esc(tr(lang, "c_cult_draw")), cls="btn btn-primary", move="cult:draw")
        if "cult:skip" in legal:
            row += button(esc(tr(lang, "c_cult_skip")), cls="btn", move="cult:skip")
        parts.append(tag("div", [["class", "row"]], row))
    if kind == "end_phase" or "swap" in groups or "buy" in groups or "done" in legal:
        parts.append(prompt_line(tr(lang, "c_end_prompt")
                                 + aside(lang, tr(lang, "c_exp_n", {"n": pending.get("experience", 0)}))))
        if "swap" in groups or "buy" in groups:
            parts.append(render_display(lang, view, groups, True))
            shows = "display"
        if "done" in legal:
            parts.append(tag("div", [["class", "row"]],
                             button(esc(tr(lang, "c_done")), cls="btn btn-primary", move="done")))
    known = ["play", "take", "place", "discard", "cult", "swap", "buy", "done"]
    others = [m for m in legal if m.split(":")[0] not in known]
    if others:
        parts.append(tag("div", [["class", "row"], ["role", "group"], ["aria-label", tr(lang, "c_other_move")]],
                         "".join([button(esc(m), cls="btn", move=m) for m in others])))
    return [tag("div", [["class", "dock-body"]], "".join(parts)), shows]


def play_targets(view, legal):
    """The path spaces a legal play would reach, highlighted on the board."""
    out = []
    for m in legal:
        bits = m.split(":")
        if bits[0] == "play" and len(bits) == 4:
            start = _druid_space(view, bits[1])
            out.append(start if start >= GOAL_SPACE else min(start + int(bits[2]) + int(bits[3]), GOAL_SPACE))
    return out


def render(lang, snap, names, kinds, waiting_text):
    """[status [when, who], board html, dock html] for a snapshot (view + legal moves)."""
    view = snap.get("view") or {}
    legal = snap.get("legal") or []
    viewer = snap.get("viewer")
    dock, shows = render_dock(lang, view, legal, names, viewer, waiting_text)
    own_view = view.get("hand") is not None
    board = [render_others(lang, view, names, kinds, viewer, own_view),
             render_path(lang, view, play_targets(view, legal))]
    if shows != "display":
        board.append(tag("section", [["class", "panel display-panel"], ["aria-labelledby", "display-h"]],
                         tag("h2", [["id", "display-h"]], esc(tr(lang, "c_display")))
                         + render_display(lang, view, {}, False, bool(legal)) + render_piles(lang, view)))
    if own_view and shows != "amulets":
        # your own place, nearest you: your amulets full size, every part named
        for entry in view.get("seats") or []:
            if entry.get("seat") == viewer:
                board.append(render_seat(lang, view, names, kinds, viewer, entry,
                                         recent_moves(view)[1], True))
    return [status_text(lang, view, names, viewer), "".join(board), dock]


def cues(lang, view, names, viewer):
    """The sheet's alerts: the last round, once a druid reached the goal."""
    if view.get("over") or not view.get("last_round"):
        return []
    return [["note", tr(lang, "c_cue_last_round")]]
