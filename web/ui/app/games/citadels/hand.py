"""Citadels' cards in a row: the seat's hand (a tap on a card builds, gives or puts it back;
the Laboratory and the Museum are buttons under it), the cards a decision offers (kept,
taken, searched) and the characters of the draft, each a whole-card button.
"""

from ...html import button, esc, tag
from ...i18n import list_join
from ..shared import prompt_line
from .draw import (
    character_face,
    colour_of,
    cost_of,
    district_face,
    motion_key,
)
from .strings import character_name, character_rank, district_name, tr

# What else a card in the hand can go to, as [move kind, button text key]: a tribute to the
# Emperor who crowns you, the Magician's redraw, the Laboratory and the Museum.
HAND_CARD_ACTIONS = [["tribute", "ct_give"], ["redraw", "ct_redraw"], ["lab", "ct_lab"],
                     ["museum", "ct_museum"]]


def group_cards(cards):
    """[[card, count], ...] in the given order, duplicates counted once."""
    out = []
    for card in cards or []:
        for entry in out:
            if entry[0] == card:
                entry[1] += 1
                break
        else:
            out.append([card, 1])
    return out


# ---- cards in a row ---------------------------------------------------------------------------------------------
def _hand_card(lang, card, count, primary, extras, attempt, motion=None):
    """One card of a row: the card itself is the button of its main move (`primary`,
    [move, verb, label]); `extras` go under it; with `attempt`, a tap tries that move;
    `motion`, the card's motion attributes."""
    cls = "ct-cardface ct-k-" + colour_of(card)
    motion = (motion or []) + [["data-zoom", ""]]   # held, the card shows up close (zoom.js)
    if primary:
        face = button(district_face(lang, card, count, verb=esc(primary[1])), cls=cls + " is-target",
                      move=primary[0], label=primary[2], extra=motion)
    elif attempt:
        face = tag("button", [["type", "button"], ["class", cls + " is-try"], ["data-try", attempt]] + motion,
                   district_face(lang, card, count))
    else:
        face = tag("div", [["class", cls]] + motion, district_face(lang, card, count))
    acts = "".join([button(esc(e[1]), cls="btn btn-small", move=e[0], label=e[2]) for e in extras])
    return tag("li", [["class", "ct-card"], ["data-card", card]],
               face + (tag("div", [["class", "ct-acts"]], acts) if acts else ""))


def _card_row(lang, items, label, cls="ct-hand"):
    """Cards side by side in a row that scrolls sideways (swipe), focusable for keyboards."""
    return tag("ul", [["class", cls], ["aria-label", label], ["tabindex", "0"]], "".join(items))


def render_hand(lang, cards, groups, interactive=True, attempt_kind=None):
    """The hand as a row of cards, one per distinct card. Building is a tap on the card (so
    are the Emperor's tribute and the Magician's put-back); the Laboratory and the Museum are
    buttons under it. With `attempt_kind` a card without a move tries that move, so the
    engine can say why it cannot be built now."""
    if not cards:
        return tag("p", [["class", "muted"]], esc(tr(lang, "ct_no_cards")))
    items = []
    for card, count in group_cards(cards):
        dname = district_name(lang, card)
        moves = []
        if interactive:
            mv = "build:" + card
            if mv in groups.get("build", []):
                moves.append([mv, tr(lang, "ct_build", {"n": ""}).strip(),
                              tr(lang, "ct_build_label", {"card": dname, "n": cost_of(card)})])
            for kind, text in HAND_CARD_ACTIONS:
                mv = kind + ":" + card
                if mv in groups.get(kind, []):
                    moves.append([mv, tr(lang, text), tr(lang, "ct_" + kind + "_label", {"card": dname})])
        # the card's own tap: building, giving or putting back; lab and museum stay buttons
        primary = moves[0] if moves and moves[0][0].split(":")[0] in ("build", "tribute", "redraw") else None
        extras = moves[1:] if primary else moves
        attempt = attempt_kind + ":" + card if attempt_kind and not primary else None
        # a card kept from a draw (or taken by the Wizard) flies from the offer into the hand
        motion = [["data-motion-key", motion_key("ct-hand", card)], ["data-motion-from", motion_key("ct-offer", card)]]
        items.append(_hand_card(lang, card, count, primary, extras, attempt, motion))
    n = len(cards)
    return _card_row(lang, items, tr(lang, "ct_hand_row", {"n": n}))


def card_choices(lang, cards, kinds_labels, label, many=False):
    """Cards offered by a decision (kept, taken, searched), drawn as cards: the first
    move of each is a tap on the card, a second (the Wizard's build) a button under it.
    `kinds_labels`: [[move prefix, verb key, label key, legal list], ...]. `many` (the
    Lighthouse's whole deck) wraps them in rows instead of one long row."""
    items = []
    for card, count in group_cards(cards):
        dname = district_name(lang, card)
        moves = []
        for prefix, text_key, label_key, legal in kinds_labels:
            mv = prefix + ":" + card
            if mv in legal:
                moves.append([mv, tr(lang, text_key, {"n": cost_of(card)}),
                              tr(lang, label_key, {"card": dname, "n": cost_of(card)})])
        items.append(_hand_card(lang, card, count, moves[0] if moves else None, moves[1:], None,
                                [["data-motion-key", motion_key("ct-offer", card)]]))
    return _card_row(lang, items, label, "ct-hand ct-choices" + (" is-many" if many else ""))


def render_draft(lang, view, groups):
    """The characters offered to the picker, each a whole-card button."""
    kind = "pick" if "pick" in groups else "discard"
    pool = [m.split(":")[1] for m in groups.get(kind, [])]
    # in rank order, as the engine's pool is
    pool = sorted(pool, key=lambda c: [_rank(view, c), c])
    cards = []
    for character in pool:
        rank = _rank(view, character)
        label = tr(lang, "ct_" + kind + "_label", {"character": character_name(lang, character), "rank": rank})
        inner = character_face(lang, character) + tag("span", [["class", "ct-verb"], ["aria-hidden", "true"]],
                                                      esc(tr(lang, "ct_" + kind)))
        cards.append(tag("li", [], button(inner, cls="ct-char-btn" + (" is-discard" if kind == "discard" else ""),
                                          move=kind + ":" + character, label=label)))
    head = prompt_line(tr(lang, "ct_pick_prompt" if kind == "pick" else "ct_discard_prompt"))
    # what is out of play this round, so the choice can be made from the dock alone
    out = [character_name(lang, e.get("character")) for e in view.get("characters") or [] if e.get("face_up")]
    facts = [tr(lang, "ct_face_up_list", {"list": list_join(lang, out)})] if out else []
    if view.get("face_down"):
        facts.append(tr(lang, "ct_face_down_n", {"n": view.get("face_down")}))
    note = tag("p", [["class", "ct-note"]], esc(" · ".join(facts))) if facts else ""
    return head + note + tag("ul", [["class", "ct-chars"]], "".join(cards))


def _rank(view, character):
    for entry in view.get("characters") or []:
        if entry.get("character") == character:
            return entry.get("rank")
    return character_rank(character)
