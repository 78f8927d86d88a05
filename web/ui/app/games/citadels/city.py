"""Citadels' seats and cities: every seat's name, crown, gold, hand size and shown characters,
its city as a row of small cards filling toward the end (a district a power names is the
button of that move: destroy, armory, exchange, beautify), and the bank and the deck. The
Warlord's and the Diplomat's prices are worked out here for the buttons that show them.
"""

from ...fill import seat_name
from ...html import button, esc, tag
from .draw import (
    coin,
    colour_of,
    cost_of,
    crown_mark,
    district_mini,
    motion_key,
    seat_entry,
    sep,
    value_of,
)
from .strings import character_name, character_rank, district_name, tr

# the powers that name a district of a city: its cards are their buttons
CITY_POWERS = ["destroy", "armory", "exchange", "beautify"]


def _decorated_all(city, card):
    """Every copy of `card` carries the Artist's gold (the engine's rule for prices)."""
    copies = [e for e in city if e.get("card") == card]
    return bool(copies) and all(e.get("decorated") for e in copies)


def _owns(city, card):
    return any(e.get("card") == card for e in city)


def destroy_price(city, card):
    """The Warlord's price shown on a button: cost - 1, +1 Great Wall, +1 Artist's gold."""
    price = cost_of(card) - 1
    if card != "great_wall" and _owns(city, "great_wall"):
        price += 1
    if _decorated_all(city, card):
        price += 1
    return price


def exchange_price(my_city, mine, their_city, theirs):
    mine_worth = value_of(mine) + (1 if _decorated_all(my_city, mine) else 0)
    theirs_worth = value_of(theirs) + (1 if _decorated_all(their_city, theirs) else 0)
    price = max(0, theirs_worth - mine_worth)
    if theirs != "great_wall" and _owns(their_city, "great_wall"):
        price += 1
    return price


def _city_moves(lang, view, names, seat, card, groups, viewer):
    """The moves one district of `seat`'s city carries, as [[move, visible html, label], ...]
    (destroy, armory, beautify), and the Diplomat's exchanges for it as a fold (or "")."""
    city = seat_entry(view, seat).get("city") or []
    who = seat_name(names, seat)
    dname = district_name(lang, card)
    out = []
    mv = "destroy:" + str(seat) + ":" + card
    if mv in groups.get("destroy", []):
        price = destroy_price(city, card)
        out.append([mv, esc(tr(lang, "ct_destroy")) + coin(price),
                    tr(lang, "ct_destroy_label", {"name": who, "card": dname, "n": price})])
    mv = "armory:" + str(seat) + ":" + card
    if mv in groups.get("armory", []):
        out.append([mv, esc(tr(lang, "ct_armory")), tr(lang, "ct_armory_label", {"name": who, "card": dname})])
    mv = "beautify:" + card
    if seat == viewer and mv in groups.get("beautify", []):
        out.append([mv, esc(tr(lang, "ct_beautify")), tr(lang, "ct_beautify_label", {"card": dname})])
    swaps = [m for m in groups.get("exchange", [])
             if m.split(":")[2] == str(seat) and m.split(":")[3] == card]
    fold = ""
    if swaps:
        my_city = seat_entry(view, viewer).get("city") or []
        items = ""
        for m in swaps:
            mine = m.split(":")[1]
            price = exchange_price(my_city, mine, city, card)
            mname = district_name(lang, mine)
            items += button(esc(tr(lang, "ct_exchange_mine", {"card": mname, "n": price})), cls="btn btn-small",
                            move=m, label=tr(lang, "ct_exchange_label",
                                             {"mine": mname, "name": who, "theirs": dname, "n": price}))
        fold = tag("details", [["class", "ct-swaps"]],
                   tag("summary", [], esc(tr(lang, "ct_exchange_for", {"card": dname})))
                   + tag("div", [["class", "ct-swap-list"]], items))
    return [out, fold]


def _city_try(groups, seat, card, viewer):
    """The move a tap on a district tries while a power that names districts is the choice
    (the engine's refusal says why this one cannot be named), or None."""
    if "destroy" in groups:
        return "destroy:" + str(seat) + ":" + card
    if "beautify" in groups and seat == viewer:
        return "beautify:" + card
    return None


def render_city(lang, view, names, seat, groups, viewer):
    """A seat's city as a row of small cards, then a dashed slot for each district still
    missing toward the end. A district a power can name is a button (its first move on the
    card, any other under it); while such a power is the choice, the others try it."""
    entry = seat_entry(view, seat)
    city = entry.get("city") or []
    to_end = view.get("city_to_end", 8)
    items = []
    seen = []
    for district in city:
        card = district.get("card")
        decorated = district.get("decorated")
        # a duplicate (Quarry) carries no second set of buttons: each move appears once
        moves, fold = [[], ""] if card in seen else _city_moves(lang, view, names, seat, card, groups, viewer)
        seen.append(card)
        cls = "ct-mini ct-k-" + colour_of(card)
        # a piece that moves: a card the viewer builds flies from its hand into the city
        motion = [["data-motion-key", motion_key("ct-city", seat, card, seen.count(card))],
                  ["data-motion-from", motion_key("ct-hand", card) if seat == viewer else None],
                  ["data-zoom", ""]]
        if moves:
            first = moves[0]
            face = button(district_mini(lang, card, decorated, first[1]), cls=cls + " is-target", move=first[0],
                          label=first[2], extra=motion)
        else:
            attempt = _city_try(groups, seat, card, viewer) if not fold else None
            if attempt:
                face = tag("button", [["type", "button"], ["class", cls + " is-try"], ["data-try", attempt]] + motion,
                           district_mini(lang, card, decorated))
            else:
                face = tag("div", [["class", cls]] + motion, district_mini(lang, card, decorated))
        acts = "".join([button(m[1], cls="btn btn-small ct-danger" if m[0].split(":")[0] != "beautify"
                               else "btn btn-small", move=m[0], label=m[2]) for m in moves[1:]]) + fold
        target = " is-target" if moves or fold else ""
        items.append(tag("li", [["class", "ct-district" + target], ["data-card", card]],
                         face + (tag("div", [["class", "ct-acts"]], acts) if acts else "")))
    for _ in range(max(0, to_end - len(city))):
        items.append(tag("li", [["class", "ct-slot"], ["aria-hidden", "true"]], ""))
    label = tr(lang, "ct_city_row", {"name": seat_name(names, seat), "n": len(city), "total": to_end})
    if not city:
        label += sep(lang) + tr(lang, "ct_empty_city")
    return tag("ul", [["class", "ct-cityrow"], ["aria-label", label], ["tabindex", "0"]], "".join(items))


def _seat_facts(lang, view, entry):
    facts = [tr(lang, "ct_gold_n", {"n": entry.get("gold", 0)}),
             tr(lang, "ct_cards_n", {"n": entry.get("hand_size", 0)}),
             tr(lang, "ct_city_n", {"n": len(entry.get("city") or []), "total": view.get("city_to_end", 8)})]
    if entry.get("museum_size"):
        facts.append(tr(lang, "ct_museum_n", {"n": entry.get("museum_size")}))
    scores = view.get("scores") or []
    s = entry.get("seat")
    if isinstance(s, int) and s < len(scores):
        facts.append(tr(lang, "ct_points_n", {"n": scores[s]}))
    return facts


def hand_size(n, key=None):
    """A hand's size as a small card back and its number (with `key`, the number counts)."""
    return tag("span", [["class", "ct-handsize"], ["aria-hidden", "true"]],
               tag("span", [["class", "ct-back-mini"]], "")
               + tag("span", [["data-motion-key", key], ["data-motion-count", n if key else None]], esc(n)))


def _purse(lang, entry):
    """Gold as a coin and the hand as a card back, drawn (their words are in the facts)."""
    seat = entry.get("seat")
    return (tag("span", [["class", "ct-purse"], ["aria-hidden", "true"]],
                coin(entry.get("gold", 0), motion_key("ct-gold", seat)))
            + hand_size(entry.get("hand_size", 0), motion_key("ct-cards", seat)))


def progress(n, total):
    """n/8 toward the end, as a number on a small city emblem (the words are in the facts)."""
    cls = "ct-progress" + (" is-done" if n >= total else "")
    return tag("span", [["class", cls], ["aria-hidden", "true"]], esc(str(n) + "/" + str(total)))


def complete_tag(lang):
    """The tag of a seat whose city is complete."""
    return tag("span", [["class", "tag ct-tag-done"]], esc("✔ " + tr(lang, "ct_complete")))


def character_chip(lang, character):
    """A character a seat has shown this round, beside its name: rank and name."""
    return tag("span", [["class", "ct-chip"]],
               tag("span", [["class", "ct-rank"], ["aria-hidden", "true"]], esc(character_rank(character)))
               + esc(character_name(lang, character)))


def render_seats(lang, view, names, kinds, viewer, groups):
    """Every seat: name, crown, gold, hand, the characters it has shown, and its city drawn
    as a row of cards that fills toward the end."""
    rows = []
    turn = view.get("turn") or {}
    for entry in view.get("seats") or []:
        s = entry.get("seat")
        name = seat_name(names, s)
        tags = ""
        if entry.get("crown"):
            tags += crown_mark(lang, "ct-crown")
        if s == viewer and s < len(kinds) and kinds[s] == "human":
            tags += tag("span", [["class", "tag"]], esc(tr(lang, "ct_you")))
        if s < len(kinds) and kinds[s] == "bot":
            tags += tag("span", [["class", "tag"]], esc(tr(lang, "ct_bot")))
        if entry.get("completed"):
            tags += complete_tag(lang)
        chars = ""
        for c in entry.get("revealed") or []:
            chars += character_chip(lang, c)
        facts = _seat_facts(lang, view, entry)
        head = (tag("div", [["class", "ct-seat-name"]], tag("span", [["class", "seat-name"]], esc(name)) + tags)
                + tag("div", [["class", "ct-seat-bits"]], _purse(lang, entry)
                                                             + progress(len(entry.get("city") or []),
                                                                        view.get("city_to_end", 8)) + chars)
                + tag("div", [["class", "sr"]], esc(" · ".join(facts))))
        current = turn.get("seat") == s and not view.get("over")
        rows.append(tag("li", [["class", "ct-seat" + (" is-current" if current else "")], ["data-seat", s],
                               ["data-city", s], ["aria-current", "true" if current else None],
                               ["data-guide", "yours" if s == viewer else None]],
                        tag("div", [["class", "ct-seat-head"]], head)
                        + render_city(lang, view, names, s, groups, viewer)))
    return tag("section", [["class", "panel"], ["aria-labelledby", "ct-cities-h"]],
               tag("h2", [["id", "ct-cities-h"]], esc(tr(lang, "ct_cities")))
               + tag("ul", [["class", "ct-seats"]], "".join(rows)))


def render_piles(lang, view):
    facts = [tr(lang, "ct_bank_n", {"n": view.get("bank", 0)}), tr(lang, "ct_deck_n", {"n": view.get("deck", 0)}),
             tr(lang, "ct_city_to_end", {"n": view.get("city_to_end", 8)})]
    return tag("p", [["class", "piles"]], esc(" · ".join(facts)))
