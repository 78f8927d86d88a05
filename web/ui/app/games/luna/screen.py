"""Luna's game screen: view dict + legal moves in, HTML out.

The board (it scrolls) shows the seats, the ring of seven islands around the temple, the
temple honeycomb, the path with the guard and the council track; the dock (the thumb zone)
holds the decision. At the start of a turn the dock offers the action kinds as a row of
choices (radio chips, pure HTML/CSS so no UI state is needed); picking one shows where it
can go — the islands of the ring on the board or the path tiles, each a button, marked.
The seat's favours are tappable tokens, and flipping a time token is always in reach.
Every legal move becomes exactly one <button data-move="..."> (a move this module does not
recognise still gets one under "Other moves", so no legal move is lost).
"""

from ...fill import labelled
from ...html import attrs, button, esc, tag
from ...i18n import list_join, t
from ...moves import group_moves
from ..keys import stopped, up_close
from ..shared import prompt_line, whose_turn
from .draw import (
    council_points,
    favour_token,
    favour_up_close,
    hex_cell,
    island_of,
    render_council,
    render_path,
    render_ring,
    render_temple,
    seat_disc,
    seat_name,
    sr,
    tile_cell,
)
from .strings import favour_name, favour_named, points, tr

ISLAND_KINDS = ["favour", "novice", "shrine", "council", "apostate"]
KINDS = ISLAND_KINDS + ["drift", "path", "temple"]
PLAYABLE_FAVOURS = ["herbs", "book", "tide", "boat"]
FAVOUR_ORDER = ["herbs", "book", "bribe", "novice", "shrine", "tide", "boat"]


def _num(text):
    return int(text) if text.isdigit() else None


def _seat_entry(view, seat):
    seats = view.get("seats") or []
    if isinstance(seat, int) and 0 <= seat < len(seats):
        return seats[seat]
    return {}


# ---- the top line ---------------------------------------------------------------------------
def status_text(lang, view, names, viewer):
    """The top bar's [when, who]: the round (or the preparation) and whose decision it is."""
    if view.get("over"):
        return [t(lang, "game_over"), ""]
    if view.get("phase") in ("prep_shrine", "prep_novices"):
        when = tr(lang, "l_prep")
    else:
        # The time tokens are on the board and the time button: the top line stays short.
        when = tr(lang, "l_round_of", {"n": view.get("round", 1)})
    return [when, whose_turn(lang, view.get("to_move") or [], names, viewer)]


# ---- the seats ------------------------------------------------------------------------------
def render_seats(lang, view, names, kinds, viewer):
    rows = []
    current = view.get("current")
    seats = view.get("seats") or []
    for s in range(len(seats)):
        entry = seats[s]
        name = seat_name(names, s)
        tags = ""
        if s == viewer and s < len(kinds) and kinds[s] == "human":
            tags += tag("span", [["class", "tag"]], esc(t(lang, "you")))
        if s < len(kinds) and kinds[s] == "bot":
            tags += tag("span", [["class", "tag"]], esc(t(lang, "bot_tag")))
        facts = [points(lang, entry.get("points", 0)),
                 tr(lang, "l_reserve_n", {"n": entry.get("reserve", 0)}),
                 tr(lang, "l_shrines_left_n", {"n": entry.get("shrines_left", 0)}),
                 tr(lang, "l_in_temple_n", {"n": entry.get("temple", 0)})]
        if entry.get("landing"):
            facts.append(tr(lang, "l_landing_n", {"n": entry.get("landing")}))
        favours = [f for f in FAVOUR_ORDER if f in (entry.get("favours") or [])]
        fav_text = (tr(lang, "l_favours_of", {"list": list_join(lang, [favour_name(lang, f) for f in favours])})
                    if favours else tr(lang, "l_no_favours"))
        tokens = "".join([favour_token(lang, f, " is-small") for f in favours])
        is_current = s == current and not view.get("over")
        cls = "seat-chip l-seat" + (" is-current" if is_current else "")
        # held up close: the seat's facts in words, and the rule of each favour it holds
        zoom = up_close([stopped(lang, labelled(lang, name, list_join(lang, facts)))]
                        + [favour_up_close(lang, f) for f in favours])
        rows.append(tag("li", [["class", cls], ["aria-current", "true" if is_current else None],
                               ["data-guide", "yours" if s == viewer else None], ["data-zoom", zoom]],
                        tag("span", [["class", "seat-name"]], seat_disc(lang, s) + " " + esc(name) + tags)
                        + tag("span", [["class", "seat-facts"]], esc(" · ".join(facts)))
                        + sr(fav_text)
                        + tag("span", [["class", "seat-favs"], ["aria-hidden", "true"]], tokens)))
    return tag("ul", [["class", "seat-chips"], ["aria-label", t(lang, "scores")]], "".join(rows))


# ---- what each legal move is about (for the board highlight) -------------------------------
def board_hints(groups):
    """[kinds by island number, kinds by path tile] from the turn's legal moves."""
    by_island = {}
    by_tile = {}
    for text in groups.get("action", []):
        bits = text.split(":")
        number = _num(bits[1])
        by_island[number] = by_island.get(number, []) + [bits[2]]
    for text in groups.get("drift", []):
        number = _num(text.split(":")[1])
        by_island[number] = by_island.get(number, []) + ["drift"]
    for kind in ("path", "temple"):
        for text in groups.get(kind, []):
            number = _num(text.split(":")[1])
            by_tile[number] = by_tile.get(number, []) + [kind]
    return [by_island, by_tile]


def step_targets(groups):
    """[islands, hexes] the pending step points at (highlighted on the board)."""
    islands = []
    hexes = []
    for kind in ("to", "from", "revive", "shrine", "novices"):
        for text in groups.get(kind, []):
            number = _num(text.split(":")[1])
            if number is not None and number not in islands:
                islands.append(number)
    for kind in ("take", "give"):
        for text in groups.get(kind, []):
            hexes.append(_num(text.split(":")[1]))
    return [islands, hexes]


# ---- the dock --------------------------------------------------------------------------------
def _island_moves(lang, view, texts, label_key, kind=""):
    """island number -> [[move, label, short, kind]] for moves whose second field is an
    island (`kind`: the action kind the move belongs to, for the chooser)."""
    out = {}
    for text in texts:
        number = _num(text.split(":")[1])
        island = island_of(view, number)
        label = tr(lang, label_key, {"n": number, "favour": favour_name(lang, island.get("favour"))})
        out[number] = out.get(number, []) + [[text, label, "", kind]]
    return out


def _tile_row(lang, view, kind, texts):
    """The path tiles an action can go to, drawn as the tiles they are, each a button."""
    guard = (view.get("guard") or {}).get("value", 0)
    chips = ""
    for text in texts:
        number = _num(text.split(":")[1])
        cell = tile_cell(view, number)
        bribe = cell.get("status") == "forbidden"
        if kind == "path":
            label = tr(lang, "l_do_path", {"island": cell.get("island"), "tile": number})
        else:
            label = tr(lang, "l_do_temple", {"tile": number, "points": points(lang, guard)})
        if bribe:
            label += " " + tr(lang, "l_with_bribe")
        face = (tag("span", [["class", "pt-no"]], esc(number))
                + tag("span", [["class", "pt-sym"]], esc(favour_name(lang, cell.get("symbol")))))
        if kind == "temple":
            face += tag("span", [["class", "pt-gain"]], "+" + esc(guard))
        elif bribe:
            face += tag("span", [["class", "pt-mark"]], esc(tr(lang, "l_bribe_mark")))
        chips += button(face, cls="tile-btn fav-edge-" + esc(cell.get("symbol"))
                        + (" st-forbidden" if bribe else ""), move=text, label=label)
    return tag("div", [["class", "tile-row"]], chips)


def render_kinds(lang, view, names, viewer, groups, rings):
    """The action chooser: one radio chip per kind with legal moves; picking one lights up
    where it can go — the islands of the ring on the board (each the button of its move,
    added to `rings`) or the path tiles. Pure HTML/CSS: the radio's :checked state shows that
    kind's buttons."""
    by_kind = {}
    for text in groups.get("action", []):
        kind = text.split(":")[2]
        by_kind[kind] = by_kind.get(kind, []) + [text]
    for kind in ("drift", "path", "temple"):
        if groups.get(kind):
            by_kind[kind] = groups[kind]
    present = [k for k in KINDS if by_kind.get(k)]
    if not present:
        return ""
    chips = ""
    panels = ""
    moves = {}
    for kind in present:
        rid = "lk-" + kind
        chips += ("<input" + attrs([["type", "radio"], ["class", "kind-radio"], ["name", "luna-kind"],
                                    ["id", rid], ["value", kind], ["checked", kind == present[0]]]) + ">"
                  + tag("label", [["for", rid], ["class", "kind-chip"]],
                        esc(tr(lang, "l_kind_" + kind))
                        + tag("span", [["class", "kind-n"]], esc(len(by_kind[kind])))))
        body = tag("p", [["class", "hint"]], esc(tr(lang, "l_hint_" + kind)))
        if kind in ("path", "temple"):
            body += _tile_row(lang, view, kind, by_kind[kind])
        else:
            for number, found in _island_moves(lang, view, by_kind[kind], "l_do_" + kind, kind).items():
                moves[number] = moves.get(number, []) + found
        panels += tag("div", [["class", "kind-panel kp-" + kind]], body)
    if moves:
        rings.append(render_ring(lang, view, names, board_hints(groups)[0], [], moves))
    return tag("fieldset", [["class", "kinds"]],
               tag("legend", [["class", "sr"]], esc(tr(lang, "l_choose_action")))
               + tag("div", [["class", "kind-wrap"]], chips + tag("div", [["class", "kind-panels"]], panels)))


def render_favour_row(lang, view, viewer, groups, legal):
    """The seat's favours as tokens (the four played on their own are buttons when legal),
    and the time token, always in reach."""
    entry = _seat_entry(view, viewer)
    held = [f for f in FAVOUR_ORDER if f in (entry.get("favours") or [])]
    items = ""
    for favour in held:
        move = "favour:" + favour
        if move in legal:
            items += button(favour_token(lang, favour), cls="fav-btn", move=move,
                            label=tr(lang, "l_play_" + favour), extra=[["data-zoom", favour_up_close(lang, favour)]])
        else:
            items += tag("span", [["class", "fav-idle"], ["role", "img"], ["aria-label", favour_named(lang, favour)],
                                  ["data-zoom", favour_up_close(lang, favour)]], favour_token(lang, favour))
    # A favour move for a favour the view does not list (never expected) still gets its button.
    for move in groups.get("favour", []):
        favour = move.split(":")[1]
        if favour not in held:
            items += button(favour_token(lang, favour), cls="fav-btn", move=move,
                            label=tr(lang, "l_play_" + favour) if favour in PLAYABLE_FAVOURS else move)
    out = ""
    if items:
        out += tag("div", [["class", "fav-row"], ["role", "group"], ["aria-label", tr(lang, "l_your_favours")]],
                   tag("span", [["class", "fav-row-h"], ["aria-hidden", "true"]], esc(tr(lang, "l_your_favours")))
                   + items)
    if "time" in legal:
        left = (view.get("time") or {}).get("left", 0)
        label = tr(lang, "l_do_time_last") if left == 1 else tr(lang, "l_do_time_label", {"n": left})
        out += button(esc(tr(lang, "l_do_time"))
                      + tag("span", [["class", "kind-n"], ["aria-hidden", "true"]], esc(left)),
                      cls="btn time-btn", move="time", label=label)
    if out:
        out = tag("div", [["class", "dock-foot"]], out)
    return out


def _spend_button(lang, view, viewer, pending, text):
    """One way to pay: "●2 + 徒" and, for the council or the Apostate, where it leads."""
    bits = text.split(":")
    n = _num(bits[1]) or 0
    token = len(bits) == 3
    label = tr(lang, "l_spend_n", {"n": n}) + (" " + tr(lang, "l_spend_token") if token else "")
    face = "●" + str(n) + (" + " + favour_name(lang, "novice") if token else "")
    result = ""
    strength = n + (1 if token else 0)
    action = pending.get("action")
    if action == "council":
        space = _seat_entry(view, viewer).get("council", 0)
        track = view.get("council") or []
        dest = min(space + strength, len(track) - 1) if track else 0
        result = tr(lang, "l_spend_council", {"points": points(lang, council_points(view, dest))})
    elif action == "apostate":
        now = (view.get("figures") or {}).get("apostate", 1)
        result = tr(lang, "l_spend_apostate", {"n": (now - 1 + strength) % 7 + 1})
    if result:
        label += " " + result
    inner = tag("span", [["class", "sp-cost"]], esc(face))
    if result:
        inner += tag("span", [["class", "sp-result"]], esc(result))
    return button(inner, cls="spend-btn", move=text, label=label)


def _place_name(lang, origin):
    if origin == "landing":
        return tr(lang, "l_steps")
    return tr(lang, "l_island_n", {"n": origin})


def render_pending(lang, view, viewer, names, groups, legal, rings):
    """The next step of an unfinished action (a ring whose islands are its buttons goes to
    `rings`, for the board)."""
    pending = view.get("pending") or {}
    kind = pending.get("kind")
    parts = []
    if groups.get("spend"):
        what = tr(lang, "l_kind_" + str(pending.get("action")))
        parts.append(prompt_line(tr(lang, "l_prompt_pay", {"what": what, "n": pending.get("island")})))
        parts.append(tag("div", [["class", "spend-row"]],
                         "".join([_spend_button(lang, view, viewer, pending, m) for m in groups["spend"]])))
    if groups.get("revive"):
        parts.append(prompt_line(tr(lang, "l_prompt_herbs")))
        rings.append(render_ring(lang, view, names, {}, step_targets(groups)[0],
                                 _island_moves(lang, view, groups["revive"], "l_do_revive")))
    if groups.get("take"):
        parts.append(prompt_line(tr(lang, "l_prompt_take")))
        row = ""
        for m in groups["take"]:
            number = _num(m.split(":")[1])
            owner = hex_cell(view, number).get("novice")
            row += button(seat_disc(lang, owner) + esc(" " + tr(lang, "l_hex_n", {"n": number})), cls="btn",
                          move=m, label=tr(lang, "l_do_take", {"n": number, "name": seat_name(names, owner)}))
        parts.append(tag("div", [["class", "row"]], row))
    if groups.get("give"):
        parts.append(prompt_line(tr(lang, "l_prompt_give")))
        parts.append(tag("div", [["class", "row"]],
                         "".join([button(esc(tr(lang, "l_hex_n", {"n": m.split(":")[1]})), cls="btn", move=m,
                                         label=tr(lang, "l_do_give", {"n": m.split(":")[1]}))
                                  for m in groups["give"]])))
    if groups.get("from"):
        parts.append(prompt_line(tr(lang, "l_prompt_from_boat" if kind == "boat" else "l_prompt_from_tide")))
        islands = [m for m in groups["from"] if m != "from:landing"]
        steps = None
        if "from:landing" in groups["from"]:
            steps = ["from:landing", tr(lang, "l_do_from_steps"), tr(lang, "l_steps")]
        rings.append(render_ring(lang, view, names, {}, step_targets(groups)[0],
                                 _island_moves(lang, view, islands, "l_do_from"), steps))
    if groups.get("to"):
        place = _place_name(lang, pending.get("from"))
        key = "l_prompt_to_boat" if kind == "boat" else "l_prompt_to"
        parts.append(prompt_line(tr(lang, key, {"place": place})))
        if pending.get("moved"):
            parts.append(tag("p", [["class", "hint"]], esc(tr(lang, "l_moved_so_far", {"n": pending.get("moved")}))))
        moves = {}
        for m in groups["to"]:
            bits = m.split(":")
            number = _num(bits[1])
            if len(bits) == 3:
                label = tr(lang, "l_do_to_" + bits[2], {"n": number})
                short = ("● " if bits[2] == "active" else "○ ") + tr(lang, "l_" + bits[2])
            else:
                label = tr(lang, "l_do_to", {"n": number})
                short = ""
            moves[number] = moves.get(number, []) + [[m, label, short, ""]]
        rings.append(render_ring(lang, view, names, {}, step_targets(groups)[0], moves))
    if "done" in legal:
        parts.append(tag("div", [["class", "row"]],
                         button(esc(tr(lang, "l_done")), cls="btn btn-primary", move="done",
                                label=tr(lang, "l_done_label"))))
    return "".join(parts)


def render_dock(lang, view, legal, viewer, names, waiting_text, rings):
    """The decision; when it is an island, the ring with the islands as its buttons is added
    to `rings`, and the board draws it in place of the plain one."""
    groups = group_moves(legal)
    if not legal:
        parts = [prompt_line(waiting_text)] if waiting_text else []
        if isinstance(viewer, int) and not view.get("over"):
            parts.append(render_favour_row(lang, view, viewer, {}, []))
        return tag("div", [["class", "dock-body"]], "".join(parts))
    parts = []
    if groups.get("shrine"):
        parts.append(prompt_line(tr(lang, "l_prompt_shrine")))
        rings.append(render_ring(lang, view, names, {}, step_targets(groups)[0],
                                 _island_moves(lang, view, groups["shrine"], "l_do_shrine_prep")))
    if groups.get("novices"):
        parts.append(prompt_line(tr(lang, "l_prompt_novices")))
        rings.append(render_ring(lang, view, names, {}, step_targets(groups)[0],
                                 _island_moves(lang, view, groups["novices"], "l_do_novices_prep")))
    if view.get("pending"):
        parts.append(render_pending(lang, view, viewer, names, groups, legal, rings))
        handled = ["shrine", "novices", "spend", "revive", "take", "give", "from", "to", "done"]
    else:
        # your favours and the time token first, small, above the chooser; the ring of
        # islands, the decision itself, lowest, in the thumb's reach
        parts.append(render_favour_row(lang, view, viewer, groups, legal))
        parts.append(render_kinds(lang, view, names, viewer, groups, rings))
        handled = ["shrine", "novices", "drift", "path", "temple", "favour", "time"]
    others = [m for m in legal if m.split(":")[0] not in handled and not _is_kind_action(m, view)]
    if others:
        parts.append(tag("div", [["class", "row"], ["role", "group"], ["aria-label", tr(lang, "l_other_moves")]],
                         "".join([button(esc(m), cls="btn", move=m) for m in others])))
    return tag("div", [["class", "dock-body luna-dock"]], "".join(parts))


def _is_kind_action(text, view):
    """An island action the action chooser shows (only outside a pending step)."""
    bits = text.split(":")
    return not view.get("pending") and bits[0] == "action" and len(bits) == 3 and bits[2] in ISLAND_KINDS


def render(lang, snap, names, kinds, waiting_text):
    """[status [when, who], board html, dock html] for a snapshot (view + legal moves)."""
    view = snap.get("view") or {}
    legal = snap.get("legal") or []
    viewer = snap.get("viewer")
    groups = group_moves(legal)
    if view.get("pending"):
        by_island, by_tile = {}, {}
    else:
        by_island, by_tile = board_hints(groups)
    islands, hexes = step_targets(groups)
    rings = []
    dock = render_dock(lang, view, legal, viewer, names, waiting_text, rings)
    # the decision is an island: the ring on the board has its islands as the buttons
    ring = rings[0] if rings else render_ring(lang, view, names, by_island, islands)
    board = (render_seats(lang, view, names, kinds, viewer)
             + ring
             + render_path(lang, view, names, by_tile)
             + render_temple(lang, view, names, hexes)
             + render_council(lang, view, names))
    return [status_text(lang, view, names, viewer), board, dock]


def cues(lang, view, names, viewer):
    """The sheet's alerts: the last round."""
    if view.get("over") or view.get("phase") in ("prep_shrine", "prep_novices"):
        return []
    if view.get("round", 1) < view.get("rounds", 6):
        return []
    return [["note", tr(lang, "l_cue_last_round")]]
