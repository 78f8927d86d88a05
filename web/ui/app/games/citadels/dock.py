"""Citadels' dock (the thumb zone): the seat's decision of the moment (the draft, a pending
choice, the turn's action, the powers, building), its gold and its hand. Every legal move
the dock does not place elsewhere gets a button under "Other moves", so none is ever lost.
"""

from ...fill import seat_name
from ...html import button, esc, tag
from ...i18n import list_join
from ...moves import group_moves
from ..shared import prompt_line
from .city import CITY_POWERS
from .draw import (
    button_row,
    coin,
    crown_mark,
    seat_entry,
    sep,
)
from .hand import card_choices, render_draft, render_hand
from .strings import character_name, district_name, tr
from .strip import RANK_POWERS, render_strip

SEAT_POWERS = ["swap_hand", "peek", "tithe"]
HAND_MOVES = ["build", "lab", "museum", "redraw", "tribute"]


def _mine_line(lang, view):
    mine = view.get("mine") or {}
    out = ""
    chars = [character_name(lang, c) for c in mine.get("characters") or []]
    if chars:
        out += tag("p", [["class", "ct-mine"]], esc(tr(lang, "ct_your_characters", {"list": list_join(lang, chars)})))
    down = [character_name(lang, c) for c in mine.get("discarded") or []]
    if down:
        discards = tr(lang, "ct_your_discards", {"list": list_join(lang, down)})
        out += tag("p", [["class", "ct-mine muted"]], esc(discards))
    return out


def _me_line(lang, view, viewer):
    entry = seat_entry(view, viewer)
    if not entry:
        return ""
    facts = [tr(lang, "ct_cards_n", {"n": entry.get("hand_size", 0)}),
             tr(lang, "ct_city_n", {"n": len(entry.get("city") or []), "total": view.get("city_to_end", 8)})]
    gold = tag("span", [["class", "ct-purse"]], coin(entry.get("gold", 0), "ct-gold-mine")
               + tag("span", [], esc(tr(lang, "ct_gold_n", {"n": entry.get("gold", 0)}))))
    crown = crown_mark(lang) if entry.get("crown") else ""
    return tag("div", [["class", "ct-me"]], gold + crown + tag("span", [["class", "seat-facts"]],
                                                                 esc(" · ".join(facts))))


def _seat_buttons(lang, names, groups, kind, text_key, label_key):
    out = ""
    for m in groups.get(kind, []):
        seat = int(m.split(":")[1])
        name = seat_name(names, seat)
        out += button(esc(tr(lang, text_key, {"name": name})), cls="btn", move=m,
                      label=tr(lang, label_key, {"name": name}))
    return out


def _seat_chips(lang, view, names, groups, kind):
    """One button per player a power names (the Magician's swap, the Wizard's look): the
    name and the player's hand as a card back with its size."""
    out = ""
    for m in groups.get(kind, []):
        seat = int(m.split(":")[1])
        name = seat_name(names, seat)
        n = seat_entry(view, seat).get("hand_size", 0)
        label = tr(lang, "ct_" + kind, {"name": name}) + sep(lang) + tr(lang, "ct_cards_n", {"n": n})
        out += button(tag("span", [["class", "ct-seatbtn-name"]], esc(name))
                      + tag("span", [["class", "ct-handsize"], ["aria-hidden", "true"]],
                            tag("span", [["class", "ct-back-mini"]], "") + esc(n)),
                      cls="btn ct-seatbtn", move=m, label=label)
    return out


def render_dock(lang, view, legal, names, viewer, waiting_text):
    """The decision area: [html, whether the call strip is drawn in it]."""
    groups = group_moves(legal)
    pending = view.get("pending") or {}
    me = seat_entry(view, viewer)
    hand = me.get("hand")
    parts = []
    strip_here = False
    if not legal:
        if waiting_text:
            parts.append(prompt_line(waiting_text))
        parts.append(_me_line(lang, view, viewer) + _mine_line(lang, view))
        if hand is not None:
            parts.append(render_hand(lang, hand, {}, False))
        return [tag("div", [["class", "dock-body"]], "".join(parts)), strip_here]
    handled = []
    turn = view.get("turn") or {}
    # -- the draft
    if "pick" in groups or "discard" in groups:
        parts.append(render_draft(lang, view, groups))
        parts.append(_mine_line(lang, view))
        handled += ["pick", "discard"]
    # -- decisions that come first
    pkind = pending.get("kind") if pending.get("seat") == viewer else None
    if pkind == "thank" and "thank" in groups:
        parts.append(prompt_line(tr(lang, "ct_thank_prompt", {"name": seat_name(names, pending.get("to"))})))
        parts.append(button_row(button(esc(tr(lang, "ct_thank")), cls="btn btn-primary btn-wide", move="thank")))
        handled.append("thank")
    if pkind == "keep" and "keep" in groups:
        parts.append(prompt_line(tr(lang, "ct_keep_prompt", {"n": pending.get("left", 1)})))
        parts.append(card_choices(lang, pending.get("cards") or [],
                                   [["keep", "ct_keep", "ct_keep_label", groups.get("keep", [])]],
                                   tr(lang, "ct_keep_prompt", {"n": pending.get("left", 1)})))
        handled.append("keep")
    if pkind == "wizard":
        parts.append(prompt_line(tr(lang, "ct_wizard_prompt", {"name": seat_name(names, pending.get("target"))})))
        parts.append(card_choices(lang, pending.get("hand") or [],
                                   [["take", "ct_take", "ct_take_label", groups.get("take", [])],
                                    ["place", "ct_place", "ct_place_label", groups.get("place", [])]],
                                   tr(lang, "ct_wizard_prompt", {"name": seat_name(names, pending.get("target"))})))
        handled += ["take", "place"]
    if pkind == "search":
        parts.append(prompt_line(tr(lang, "ct_search_prompt")))
        parts.append(card_choices(lang, pending.get("deck") or [],
                                   [["search", "ct_take", "ct_search_label", groups.get("search", [])]],
                                   tr(lang, "ct_search_prompt"), True))
        handled.append("search")
    if "crown" in groups:
        parts.append(prompt_line(tr(lang, "ct_crown_prompt")))
        parts.append(button_row(_seat_buttons(lang, names, groups, "crown", "ct_crown_to", "ct_crown_label")))
        handled.append("crown")
    if pkind == "tribute":
        parts.append(prompt_line(tr(lang, "ct_tribute_prompt", {"name": seat_name(names, pending.get("to"))})))
        if "tribute:gold" in legal:
            gold = button(esc(tr(lang, "ct_tribute_gold")), cls="btn btn-primary", move="tribute:gold")
            parts.append(button_row(gold))
    if "bell:yes" in legal or "bell:no" in legal:
        parts.append(prompt_line(tr(lang, "ct_bell_prompt")))
        parts.append(button_row(button(esc(tr(lang, "ct_bell_yes")), cls="btn btn-primary", move="bell:yes")
                          + button(esc(tr(lang, "ct_bell_no")), cls="btn", move="bell:no")))
        handled.append("bell")
    if "graveyard:yes" in legal or "graveyard:no" in legal:
        card = district_name(lang, pending.get("card"))
        parts.append(prompt_line(tr(lang, "ct_graveyard_prompt", {"card": card})))
        parts.append(button_row(button(esc(tr(lang, "ct_graveyard_yes")), cls="btn btn-primary", move="graveyard:yes")
                          + button(esc(tr(lang, "ct_graveyard_no")), cls="btn", move="graveyard:no")))
        handled.append("graveyard")
    if pkind == "redraw":
        marked = [district_name(lang, c) for c in pending.get("marked") or []]
        parts.append(prompt_line(tr(lang, "ct_redraw_prompt")))
        if marked:
            marked_text = tr(lang, "ct_redraw_marked", {"list": list_join(lang, marked)})
            parts.append(tag("p", [["class", "ct-note"]], esc(marked_text)))
        if "done" in legal:
            parts.append(button_row(button(esc(tr(lang, "ct_redraw_done", {"n": len(marked)})), cls="btn btn-primary",
                                     move="done")))
        handled.append("done")
    # -- the turn
    if turn.get("seat") == viewer and not pending:
        character = character_name(lang, turn.get("character"))
        mode = turn.get("mode")
        who = tr(lang, "ct_witch_as" if mode == "witch" else "ct_you_are", {"character": character})
        parts.append(tag("p", [["class", "ct-you-are"]], esc(who)))
        if mode == "hospital":
            parts.append(tag("p", [["class", "ct-note"]], esc(tr(lang, "ct_hospital_note"))))
        if mode == "victim":
            parts.append(tag("p", [["class", "ct-note"]], esc(tr(lang, "ct_victim_note"))))
    if "gold" in groups or "draw" in groups:
        parts.append(prompt_line(tr(lang, "ct_action_prompt")))
        row = ""
        if "gold" in legal:
            row += button(coin(2) + esc(tr(lang, "ct_gold_action")), cls="btn btn-primary ct-big", move="gold")
        if "draw" in legal:
            row += button(tag("span", [["class", "ct-cardicon"], ["aria-hidden", "true"]], "")
                          + esc(tr(lang, "ct_draw_action")), cls="btn btn-primary ct-big", move="draw")
        parts.append(button_row(row, "row ct-actions"))
        handled += ["gold", "draw"]
    for kind in RANK_POWERS:
        if kind in groups:
            parts.append(prompt_line(tr(lang, "ct_" + kind + "_prompt")))
            strip_here = True
    if strip_here:
        parts.append(render_strip(lang, view, names, groups))
        handled += RANK_POWERS
    for kind, prompt_key in [["swap_hand", "ct_swap_prompt"], ["peek", "ct_peek_prompt"]]:
        if kind in groups:
            # a player each, with the size of their hand (what the Magician weighs)
            parts.append(prompt_line(tr(lang, prompt_key)))
            parts.append(button_row(_seat_chips(lang, view, names, groups, kind), "row ct-seatbtns"))
    seat_rows = _seat_buttons(lang, names, groups, "tithe", "ct_tithe", "ct_tithe_label")
    if seat_rows:
        parts.append(button_row(seat_rows))
    handled += SEAT_POWERS
    if "destroy" in groups:
        parts.append(tag("p", [["class", "ct-note"]], esc(tr(lang, "ct_destroy_prompt"))))
    if "exchange" in groups:
        parts.append(tag("p", [["class", "ct-note"]], esc(tr(lang, "ct_exchange_prompt"))))
    if "armory" in groups:
        parts.append(tag("p", [["class", "ct-note"]], esc(tr(lang, "ct_armory_prompt"))))
    handled += CITY_POWERS
    row = ""
    if "income" in legal:
        n = turn.get("income", 0)
        row += button(coin(n) + esc(tr(lang, "ct_income", {"n": n})), cls="btn ct-iconbtn", move="income",
                      label=tr(lang, "ct_income_label", {"n": n}))
    if "navigate:gold" in legal:
        row += button(esc(tr(lang, "ct_nav_gold")), cls="btn", move="navigate:gold",
                      label=tr(lang, "ct_nav_gold") + " " + tr(lang, "ct_nav_note"))
    if "navigate:cards" in legal:
        row += button(esc(tr(lang, "ct_nav_cards")), cls="btn", move="navigate:cards",
                      label=tr(lang, "ct_nav_cards") + " " + tr(lang, "ct_nav_note"))
    if "smithy" in legal:
        row += button(esc(tr(lang, "ct_smithy")), cls="btn", move="smithy", label=tr(lang, "ct_smithy_label"))
    if "end" in legal:
        row += button(esc(tr(lang, "ct_end")), cls="btn btn-primary ct-end", move="end")
    parts.append(button_row(row))
    handled += ["income", "navigate", "smithy", "end"]
    if "build" in groups and turn.get("builds_left"):
        left = tr(lang, "ct_builds_left_n", {"n": turn.get("builds_left")})
        parts.append(tag("p", [["class", "ct-note"]], esc(tr(lang, "ct_build_prompt") + " · " + left)))
    parts.append(_me_line(lang, view, viewer))
    if hand is not None and pkind not in ("wizard", "search", "keep"):
        # on the seat's own turn a card it cannot build now still answers a tap with why
        mine_now = turn.get("seat") == viewer and not pending and not view.get("over")
        parts.append(render_hand(lang, hand, groups, True, "build" if mine_now else None))
        handled += HAND_MOVES
    elif hand is not None:
        parts.append(tag("details", [["class", "ct-hand-fold"], ["data-fold", "hand"]],
                         tag("summary", [], esc(tr(lang, "ct_your_hand") + " · "
                                                + tr(lang, "ct_cards_n", {"n": len(hand)})))
                         + render_hand(lang, hand, {}, False)))
    others = [m for m in legal if m.split(":")[0] not in handled]
    if others:
        parts.append(tag("div", [["class", "row"], ["role", "group"], ["aria-label", tr(lang, "ct_other_move")]],
                         "".join([button(esc(m), cls="btn", move=m) for m in others])))
    return [tag("div", [["class", "dock-body"]], "".join(parts)), strip_here]
