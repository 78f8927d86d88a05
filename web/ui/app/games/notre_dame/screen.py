"""Notre Dame's game screen: view dict + legal moves in, [status, board, dock] out.

The board (scrolls) shows the players, each rival's borough as a small map beside its plague
track, the three persons of the round as cards with their rats, the seat's own borough as its
map (the seven sectors and its place in Notre Dame, markets and roads, cubes and the friend)
with the plague track beside it, and the city map: every borough's markets and roads, the
messages, the carriages and Notre Dame with its cubes. The dock (the thumb zone) holds the
decision at hand, drawn in place: the cards to keep or play, the borough's map for the
friend, the bishop, the plague or moving a cube, the city map with the reachable markets for
the carriage, the person cards for hiring. Every legal move is
exactly one `<button data-move>`; a move this screen does not recognise still gets a button
under "Other moves", so no legal move is ever lost. The other pieces of the decision's kind
(a sector the friend cannot go to, a market out of reach, a sector whose card is not in the
hand) carry `data-try`: a tap asks the engine, whose refusal says why.
"""

from ...fill import aside, labelled, seat_name, sentences
from ...html import button, esc, tag
from ...i18n import list_join, t
from ...moves import group_moves
from ..shared import prompt_line, whose_turn
from .city import city_map
from .draw import (
    PLACES,
    SECTORS,
    action_card,
    borough_map,
    persons_list,
    pieces_at,
    plague_note,
    plague_projection,
    plague_track,
    seat_bits,
    seat_entry,
    seat_facts,
    seat_round_notes,
    sector_grid,
    token,
)
from .strings import action_name, colour_name, market_name, message_text, person_name, reason_name, tr

DONATION_PRESTIGE = {1: 1, 2: 3, 3: 6}


def status_text(lang, view, names, viewer):
    """The top bar's [when, who]: round and period, and whose decision it is (or, in the
    draft, where everyone chooses at once, the phase)."""
    if view.get("over"):
        return [t(lang, "game_over"), ""]
    when = tr(lang, "nd_round", {"n": view.get("round", 1), "p": view.get("period", "A")})
    due = view.get("to_move") or []
    if due and view.get("phase") != "draft":
        return [when, whose_turn(lang, due, names, viewer)]
    if isinstance(viewer, int) and viewer in due:
        return [when, t(lang, "your_turn_now")]      # everyone keeps a card at once, this seat too
    return [when, tr(lang, "nd_phase_" + str(view.get("phase"))) if view.get("phase") else ""]


# ---- the board -----------------------------------------------------------------------------
def render_seats(lang, view, names, kinds, viewer):
    """Every seat: its colour token, name and counts; each rival's borough drawn small,
    with its plague track beside it (the viewer's own is drawn large below)."""
    rows = []
    due = view.get("to_move") or []
    for entry in view.get("seats") or []:
        seat = entry.get("seat")
        name = seat_name(names, seat)
        tags = ""
        if seat == viewer:
            tags += tag("span", [["class", "tag"]], esc(tr(lang, "nd_you")))
        if 0 <= seat < len(kinds) and kinds[seat] == "bot":
            tags += tag("span", [["class", "tag"]], esc(tr(lang, "nd_bot")))
        if seat == view.get("start") and not view.get("over"):
            tags += tag("span", [["class", "tag"]], esc(tr(lang, "nd_starts")))
        head = (token(lang, entry.get("colour"))
                + tag("span", [["class", "nd-seat-text"]],
                      tag("span", [["class", "seat-name"]], esc(name) + tags)
                      + seat_bits(lang, entry)
                      + tag("span", [["class", "sr"]], esc(" · ".join(seat_facts(lang, entry))))))
        cls = "nd-seat" + (" is-current" if seat in due and not view.get("over") else "") \
            + (" is-you" if seat == viewer else "")
        body = ""
        if seat != viewer:
            body = tag("div", [["class", "nd-seat-body"]],
                       borough_map(lang, view, entry, small=True, label=tr(lang, "nd_borough_of", {"name": name}))
                       + seat_round_notes(lang, entry))
        rows.append(tag("li", [["class", cls], ["data-seat", seat]],
                        tag("div", [["class", "nd-seat-head"]], head) + body))
    return tag("section", [["class", "panel"], ["aria-labelledby", "nd-seats-h"]],
               tag("h2", [["id", "nd-seats-h"]], esc(tr(lang, "nd_players")))
               + tag("ul", [["class", "nd-seats"]], "".join(rows)))


def render_persons_panel(lang, view):
    persons = view.get("persons") or {}
    if not persons.get("revealed"):
        return ""
    return tag("section", [["class", "panel"], ["aria-labelledby", "nd-persons-h"]],
               tag("h2", [["id", "nd-persons-h"]],
                   esc(tr(lang, "nd_persons") + " · " + tr(lang, "nd_plague_value",
                                                           {"n": persons.get("plague_value", 0)})))
               + persons_list(lang, view))


def render_own_borough(lang, view, entry, with_grid, legal):
    """The seat's borough as its map with the plague track beside it (without the map when
    the dock draws it for a decision)."""
    attempts = {}
    if any(m.startswith("play:") for m in legal):
        # playing a card: a tap on a sector whose card is not in the hand says why not
        attempts = {p: "play:" + p for p in PLACES if "play:" + p not in legal}
    if with_grid:
        inner = borough_map(lang, view, entry, attempts=attempts, own=True)
    else:
        inner = tag("h3", [], esc(tr(lang, "nd_plague_track"))) + plague_track(lang, view, entry, own=True)
    inner += plague_note(lang, view, entry) + seat_round_notes(lang, entry)
    return tag("section", [["class", "panel"], ["aria-labelledby", "nd-own-h"], ["data-guide", "yours"]],
               tag("h2", [["id", "nd-own-h"]], esc(tr(lang, "nd_your_borough"))) + inner)


def render_map_panel(lang, view, names, viewer):
    return tag("section", [["class", "panel"], ["aria-labelledby", "nd-map-h"]],
               tag("h2", [["id", "nd-map-h"]], esc(tr(lang, "nd_map")))
               + city_map(lang, view, names, viewer)
               + tag("p", [["class", "nd-note"]], esc(tr(lang, "nd_map_hint"))))


# ---- the dock ------------------------------------------------------------------------------
def card_effect_now(lang, entry, action):
    """What playing `action` would do now, with the pieces it would find there."""
    if action == "notre_dame":
        text = tr(lang, "nd_now_notre_dame")
    elif action == "friend":
        text = tr(lang, "nd_now_friend")
    else:
        n = pieces_at(entry, action) + 1
        if action == "hotel":
            text = tr(lang, "nd_now_hotel", {"n": 2 if n >= 4 else 1})
        elif action == "park":
            text = tr(lang, "nd_now_park" if n // 2 else "nd_now_park_0", {"n": n // 2})
        elif action == "hospital":
            text = tr(lang, "nd_now_hospital", {"n": n})
        else:
            text = tr(lang, "nd_now_" + action, {"n": n})
    if not entry.get("cubes") and action != "friend":
        text += " · " + tr(lang, "nd_no_cube_note")
    return text


def you_line(lang, entry):
    return tag("p", [["class", "nd-you"]], esc(tr(lang, "nd_you_have",
                                                  {"facts": " · ".join(seat_facts(lang, entry, False))})))


def dock_keep(lang, view, entry, moves, names, placed):
    seat = entry.get("seat")
    players = view.get("players") or len(view.get("seats") or [])
    receiver = seat_name(names, (seat + 1) % players) if players else "?"
    out = prompt_line(tr(lang, "nd_keep_prompt", {"name": receiver}))
    cards = ""
    seen = []
    for card in entry.get("draft") or []:
        move = "keep:" + str(card.get("action"))
        if move in moves and move not in seen:
            seen.append(move)
            placed.append(move)
            cards += action_card(lang, card, tr(lang, "nd_effect_" + str(card.get("action"))), move,
                                 tr(lang, "nd_keep_label", {"card": action_name(lang, card.get("action"))})
                                 + aside(lang, colour_name(lang, card.get("colour"))))
    out += tag("div", [["class", "nd-cards"]], cards)
    if entry.get("hand"):
        out += tag("p", [["class", "nd-note"]],
                   esc(labelled(lang, tr(lang, "nd_kept"), list_join(lang, [action_name(lang, c.get("action"))
                                                                            for c in entry.get("hand")]))))
    return out


def render_reveal(lang, view, seat):
    """A seat's secret cards at the end (the replay): its hand and the cards it drafts from."""
    entry = seat_entry(view, seat) or {}
    lines = []
    for field, key in (("hand", "nd_hand_list"), ("draft", "nd_draft_list")):
        cards = [action_name(lang, c.get("action")) for c in entry.get(field) or []]
        if cards:
            lines.append(tag("p", [["class", "nd-note"]], esc(tr(lang, key, {"list": list_join(lang, cards)}))))
    return "".join(lines) or tag("p", [["class", "muted"]], esc(tr(lang, "nd_no_cards")))


def ranking_facts(lang, view, seat, score, tied):
    """What the final ranking says of a seat: its prestige and, where prestige is tied (only
    there does it decide something), the tie-break."""
    facts = [t(lang, "score_n", {"n": score})]
    if tied:
        entry = seat_entry(view, seat) or {}
        facts.append(tr(lang, "nd_tiebreak", {"n": entry.get("tie_break")}))
    return facts


# The action cards whose sector can push the rats back (the park and the hospital do; the
# hotel's bonus may), marked when the plague is near.
RATS_BACK = ["park", "hospital", "hotel"]
DANGER_RATS = 8
LAST_ROUND = 9   # three periods of three rounds


def in_danger(view, entry):
    """The plague is near this seat: its rats on 8 or 9, or the persons as they stand would
    push them past 9 at the round's end."""
    return (entry.get("rats") or 0) >= DANGER_RATS or plague_projection(view, entry) == "plague"


def cues(lang, view, names, viewer):
    """The sheet's alerts: the plague near this phone's seat, and the last round."""
    if view.get("over"):
        return []
    out = []
    entry = seat_entry(view, viewer) if isinstance(viewer, int) else None
    if entry and in_danger(view, entry):
        if plague_projection(view, entry) == "plague":
            out.append(["danger", tr(lang, "nd_cue_plague_next")])
        else:
            out.append(["danger", tr(lang, "nd_cue_plague", {"n": entry.get("rats") or 0})])
    if view.get("round") == LAST_ROUND:
        out.append(["note", tr(lang, "nd_cue_last_round")])
    return out


def dock_play(lang, view, entry, moves, placed):
    danger = in_danger(view, entry)
    key = "nd_play_prompt_last" if view.get("turn") == 1 else "nd_play_prompt"
    out = prompt_line(tr(lang, key, {"n": (view.get("turn") or 0) + 1}))
    cards = ""
    seen = []
    for card in entry.get("hand") or []:
        action = str(card.get("action"))
        move = "play:" + action
        if move in moves and move not in seen:
            seen.append(move)
            placed.append(move)
            effect = card_effect_now(lang, entry, action)
            label = tr(lang, "nd_play_label", {"card": action_name(lang, action), "effect": effect})
            mark = tr(lang, "nd_rats_back_mark") if danger and action in RATS_BACK else ""
            cards += action_card(lang, card, effect, move, sentences(lang, [label, mark]) if mark else label, mark)
    return out + tag("div", [["class", "nd-cards"]], cards)


def dock_donate(lang, moves, placed):
    row = ""
    for move in moves:
        n = int(move.split(":")[1])
        text = tr(lang, "nd_donate_n", {"n": n, "p": DONATION_PRESTIGE.get(n, 0)}) if n else tr(lang, "nd_donate_0")
        row += button(esc(text), cls="btn" + (" btn-primary" if n else ""), move=move)
        placed.append(move)
    return prompt_line(tr(lang, "nd_donate_prompt")) + tag("div", [["class", "row nd-choices"]], row)


def dock_source(lang, view, entry, groups, pending, placed):
    """No cube left: move one (tap the sector it comes from) or give up the action."""
    target = str(pending.get("target") or "")
    taps = {}
    for move in groups.get("move_cube", []):
        bits = move.split(":")
        if not target:
            target = bits[2]
        taps[bits[1]] = [move, tr(lang, "nd_source_label", {"from": action_name(lang, bits[1]),
                                                            "to": action_name(lang, bits[2])}),
                         tr(lang, "nd_source_here")]
    out = prompt_line(tr(lang, "nd_source_prompt", {"place": action_name(lang, target)}))
    attempts = {p: "move_cube:" + p + ":" + target for p in PLACES if p != target and target}
    out += sector_grid(lang, view, entry, taps, placed, attempts=attempts)
    row = ""
    for move in groups.get("discard", []):
        row += button(esc(tr(lang, "nd_give_up", {"action": action_name(lang, move.split(":")[1])})),
                      cls="btn", move=move)
        placed.append(move)
    return out + (tag("div", [["class", "row"]], row) if row else "")


def dock_sector_pick(lang, view, entry, moves, prompt, caption_key, label_key, placed):
    """One move per sector (friend, bishop, plague): a button on each sector's tile."""
    taps = {}
    kind = ""
    for move in moves:
        kind, sector = move.split(":")[0], move.split(":")[1]
        taps[sector] = [move, tr(lang, label_key, {"sector": action_name(lang, sector)}), tr(lang, caption_key)]
    attempts = {sector: kind + ":" + sector for sector in SECTORS}
    return prompt_line(prompt) + sector_grid(lang, view, entry, taps, placed, attempts=attempts)


def dock_carriage(lang, view, entry, groups, pending, names, viewer, placed):
    left = pending.get("left") or 1
    taps = {}
    for move in groups.get("carriage", []):
        market = move.split(":")[1]
        if market == "stop":
            continue
        taps[market] = [move, tr(lang, "nd_carriage_to", {"market": market_name(lang, market, view, names)}), ""]
    out = prompt_line(tr(lang, "nd_carriage_prompt", {"n": left}))
    if "carriage:stop" in groups.get("carriage", []):
        here = market_name(lang, entry.get("carriage"), view, names)
        out += tag("div", [["class", "row"]],
                   button(esc(tr(lang, "nd_carriage_stop")), cls="btn btn-primary", move="carriage:stop",
                          label=tr(lang, "nd_carriage_stop_label", {"market": here})))
        placed.append("carriage:stop")
    return out + city_map(lang, view, names, viewer, taps, placed, "carriage")


def dock_message(lang, view, entry, moves, placed):
    here = entry.get("carriage")
    text = ""
    for b in view.get("boroughs") or []:
        for m in b.get("markets") or []:
            if m.get("id") == here and m.get("message"):
                text = message_text(lang, m["message"].get("colour"), m["message"].get("kind"))
    row = ""
    for move in moves:
        take = move == "message:take"
        row += button(esc(tr(lang, "nd_message_take" if take else "nd_message_skip")),
                      cls="btn" + (" btn-primary" if take else ""), move=move)
        placed.append(move)
    ask = prompt_line(tr(lang, "nd_message_prompt", {"message": text}))
    return ask + tag("div", [["class", "row nd-choices"]], row)


def dock_bonus(lang, pending, moves, placed):
    reason = reason_name(lang, pending.get("reason") or "hotel")
    row = ""
    for move in moves:
        row += button(esc(tr(lang, "nd_bonus_" + move.split(":")[1])), cls="btn", move=move)
        placed.append(move)
    return (prompt_line(tr(lang, "nd_bonus_prompt", {"reason": reason, "n": pending.get("left") or 1}))
            + tag("div", [["class", "row nd-choices"]], row))


def dock_hire(lang, view, entry, moves, placed):
    taps = {}
    for move in moves:
        person = move.split(":")[1]
        if person != "none":
            taps[person] = [move, tr(lang, "nd_hire_label", {"person": person_name(lang, person)}),
                            tr(lang, "nd_hire_button")]
    out = prompt_line(tr(lang, "nd_hire_prompt") if taps else tr(lang, "nd_hire_no_gold"))
    out += persons_list(lang, view, taps, placed, "hire")
    if "hire:none" in moves:
        out += tag("div", [["class", "row"]], button(esc(tr(lang, "nd_hire_none")), cls="btn", move="hire:none"))
        placed.append("hire:none")
    return out


def piece_move_label(lang, move):
    bits = move.split(":")
    key = "nd_move_friend_label" if len(bits) == 4 else "nd_move_label"
    return tr(lang, key, {"from": action_name(lang, bits[1]), "to": action_name(lang, bits[2])})


def dock_piece_moves(lang, view, entry, moves, finish, prompt, placed):
    """The minstrel's and the jester's moves, grouped by the place a piece leaves: each group
    a disclosure (tap a sector to see where its pieces can go), open when it is the only one.
    The borough's map stays on the board above, where the pieces are."""
    sources = []
    by_source = {}
    for move in moves:
        if move == finish:
            continue
        source = move.split(":")[1]
        if source not in by_source:
            by_source[source] = []
            sources.append(source)
        by_source[source].append(move)
    out = prompt_line(prompt)
    if finish in moves:
        # finishing first: it is the one choice always there, and never below the fold
        key = "nd_shift_done" if finish == "shift:done" else "nd_jester_none"
        out += tag("div", [["class", "row"]], button(esc(tr(lang, key)), cls="btn btn-primary", move=finish))
        placed.append(finish)
    groups = ""
    for source in PLACES:
        if source not in by_source:
            continue
        buttons = ""
        for move in sorted(by_source[source], key=lambda m: _target_order(m)):
            bits = move.split(":")
            key = "nd_to_place_friend" if len(bits) == 4 else "nd_to_place"
            buttons += button(esc(tr(lang, key, {"place": action_name(lang, bits[2])})), cls="btn btn-small",
                              move=move, label=piece_move_label(lang, move))
            placed.append(move)
        summary = tr(lang, "nd_from_place", {"place": action_name(lang, source)}) + " · " + \
            tr(lang, "nd_pieces_n", {"n": pieces_at(entry, source)})
        groups += tag("details", [["class", "nd-src"], ["open", len(sources) == 1]],
                      tag("summary", [], esc(summary)) + tag("div", [["class", "nd-src-moves"]], buttons))
    return out + groups


def _target_order(move):
    """Piece moves listed in the borough's sector order, each cube move before the friend's."""
    bits = move.split(":")
    place = bits[2] if len(bits) > 2 else ""
    return PLACES.index(place) * 2 + (1 if len(bits) == 4 else 0) if place in PLACES else 99


def render_dock(lang, view, legal, names, viewer, waiting_text):
    """[dock html, what it draws] — the second is "borough", "map", "persons" or "" so the
    board can leave that part out and nothing is drawn twice."""
    entry = seat_entry(view, viewer) if viewer is not None else None
    if not legal or entry is None:
        parts = [prompt_line(waiting_text)] if waiting_text else []
        if entry is not None:
            hand = entry.get("hand") or entry.get("draft") or []
            if hand:
                parts.append(tag("div", [["class", "nd-cards is-static"]],
                                 "".join([action_card(lang, c, tr(lang, "nd_effect_" + str(c.get("action"))))
                                          for c in hand])))
            parts.append(you_line(lang, entry))
        return [tag("div", [["class", "dock-body"]], "".join(parts)), ""]
    groups = group_moves(legal)
    pending = view.get("pending") or {}
    placed = []
    parts = []
    shows = ""
    if "keep" in groups:
        parts.append(dock_keep(lang, view, entry, groups["keep"], names, placed))
    if "play" in groups:
        parts.append(dock_play(lang, view, entry, groups["play"], placed))
    if "donate" in groups:
        parts.append(dock_donate(lang, groups["donate"], placed))
    if "move_cube" in groups or "discard" in groups:
        parts.append(dock_source(lang, view, entry, groups, pending, placed))
        shows = "borough"
    if "friend" in groups:
        parts.append(dock_sector_pick(lang, view, entry, groups["friend"], tr(lang, "nd_friend_prompt"),
                                      "nd_friend_button", "nd_friend_label", placed))
        shows = "borough"
    if "bishop" in groups:
        parts.append(dock_sector_pick(lang, view, entry, groups["bishop"], tr(lang, "nd_bishop_prompt"),
                                      "nd_bishop_button", "nd_bishop_label", placed))
        shows = "borough"
    if "plague" in groups:
        parts.append(dock_sector_pick(lang, view, entry, groups["plague"], tr(lang, "nd_plague_prompt"),
                                      "nd_plague_button", "nd_plague_label", placed))
        shows = "borough"
    if "carriage" in groups:
        parts.append(dock_carriage(lang, view, entry, groups, pending, names, viewer, placed))
        shows = "map"
    if "message" in groups:
        parts.append(dock_message(lang, view, entry, groups["message"], placed))
    if "bonus" in groups:
        parts.append(dock_bonus(lang, pending, groups["bonus"], placed))
    if "hire" in groups:
        parts.append(dock_hire(lang, view, entry, groups["hire"], placed))
        shows = "persons"
    if "shift" in groups:
        steps = [m for m in groups["shift"] if m != "shift:done"]
        pairs = []
        for m in steps:
            pair = m.split(":")[1] + ":" + m.split(":")[2]
            if pair not in pairs:
                pairs.append(pair)
        # After the first piece the minstrel's source and target are fixed: one pair is left.
        if len(pairs) == 1:
            prompt = tr(lang, "nd_shift_again", {"from": action_name(lang, steps[0].split(":")[1]),
                                                 "to": action_name(lang, steps[0].split(":")[2]),
                                                 "n": pending.get("left") or 1})
        else:
            prompt = tr(lang, "nd_shift_prompt", {"n": pending.get("left") or 3})
        parts.append(dock_piece_moves(lang, view, entry, groups["shift"], "shift:done", prompt, placed))
    if "jester" in groups:
        parts.append(dock_piece_moves(lang, view, entry, groups["jester"], "jester:none",
                                      tr(lang, "nd_jester_prompt"), placed))
    others = [m for m in legal if m not in placed]
    if others:
        parts.append(tag("div", [["class", "row"], ["role", "group"], ["aria-label", tr(lang, "nd_other_moves")]],
                         "".join([button(esc(m), cls="btn", move=m) for m in others])))
    parts.append(you_line(lang, entry))
    return [tag("div", [["class", "dock-body"]], "".join(parts)), shows]


def render(lang, snap, names, kinds, waiting_text):
    """[status [when, who], board html, dock html] for a snapshot (view + legal moves)."""
    view = snap.get("view") or {}
    legal = snap.get("legal") or []
    viewer = snap.get("viewer")
    if not view.get("seats"):
        # a stored picture from before the engine answered: nothing to draw yet
        return [status_text(lang, view, names, viewer), "",
                tag("div", [["class", "dock-body"]], prompt_line(waiting_text))]
    dock, shows = render_dock(lang, view, legal, names, viewer, waiting_text)
    entry = seat_entry(view, viewer) if viewer is not None else None
    # your own borough first (what your cards would do there), the persons of the round,
    # then the players with their boroughs, then the whole city
    board = []
    if entry is not None:
        board.append(render_own_borough(lang, view, entry, shows != "borough", legal))
    if shows != "persons":
        board.append(render_persons_panel(lang, view))
    board.append(render_seats(lang, view, names, kinds, viewer))
    if shows != "map":
        board.append(render_map_panel(lang, view, names, viewer))
    return [status_text(lang, view, names, viewer), "".join(board), dock]
