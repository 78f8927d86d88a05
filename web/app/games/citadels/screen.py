"""Citadels' game screen: view dict + legal moves in, HTML out.

The board (scrolls) shows the call strip 1-8 (or 1-9) with what is known of each rank this
round, every seat with its crown, gold, hand size, characters and city (others' cities fold
into a <details>), the bank and the deck, and at the end each seat's score breakdown. The
dock (the thumb zone) shows the seat's decision, its gold and its hand.

Every legal move becomes exactly one <button data-move="..."> placed where it acts: picks
on the offered characters, kill/rob/bewitch on the call strip (drawn in the dock while
those are the choice), build/lab/museum/put-back/give on the hand's cards, destroy/armory/
exchange/beautify on the districts of the city concerned, seat choices on named buttons.
A move this module does not recognise still gets a button under "Other moves", so no legal
move is ever lost.
"""

from ...fill import seat_name
from ...html import button, esc, tag
from ...i18n import t
from ...moves import group_moves
from .draw import (
    COLOURS,
    character_band,
    character_card_name,
    character_face,
    coin,
    colour_of,
    cost_of,
    crown_mark,
    district_face,
    district_mini,
    motion_key,
    value_of,
)
from .strings import character_name, character_rank, ct, district_name

RANK_POWERS = ["kill", "bewitch", "rob"]
SEAT_POWERS = ["swap_hand", "peek", "tithe"]
CITY_POWERS = ["destroy", "armory", "exchange", "beautify"]
HAND_MOVES = ["build", "lab", "museum", "redraw", "tribute"]
# What else a card in the hand can go to, as [move kind, button text key]: a tribute to the
# Emperor who crowns you, the Magician's redraw, the Laboratory and the Museum.
HAND_CARD_ACTIONS = [["tribute", "ct_give"], ["redraw", "ct_redraw"], ["lab", "ct_lab"],
                     ["museum", "ct_museum"]]


def _seat(view, seat):
    for entry in view.get("seats") or []:
        if entry.get("seat") == seat:
            return entry
    return {}


def _list(lang, items):
    return ("、" if lang == "zh-Hant" else ", ").join(items)


def _prompt(lang, text):
    return tag("p", [["class", "prompt"]], esc(text))


def _row(inner, cls="row"):
    return tag("div", [["class", cls]], inner) if inner else ""


def _group_cards(cards):
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


# ---- the top line -------------------------------------------------------------------------------
def status_text(lang, view, names):
    if view.get("over"):
        return t(lang, "game_over")
    bits = [ct(lang, "ct_round_n", {"n": view.get("round", 1)})]
    due = _list(lang, [seat_name(names, s) for s in (view.get("to_move") or [])])
    turn = view.get("turn") or {}
    if view.get("phase") == "draft":
        bits.append(ct(lang, "ct_drafting", {"name": due}))
    elif turn:
        bits.append(ct(lang, "ct_calling", {"rank": turn.get("rank"), "name": seat_name(names, turn.get("seat")),
                                            "character": character_name(lang, turn.get("character"))}))
        if due and (view.get("to_move") or []) != [turn.get("seat")]:
            # someone else answers first (the Emperor's tribute, the Graveyard, ...)
            bits.append(ct(lang, "ct_turn_of", {"name": due}))
    elif due:
        bits.append(ct(lang, "ct_turn_of", {"name": due}))
    return " · ".join(bits)


# ---- the call strip -------------------------------------------------------------------------------
def _strip_status(lang, entry, view, names):
    """[visible words, css classes] for one rank of the strip."""
    words = []
    cls = []
    character = entry.get("character")
    turn = view.get("turn") or {}
    mine = (view.get("mine") or {}).get("characters") or []
    if entry.get("face_up"):
        words.append("✕ " + ct(lang, "ct_st_out"))
        cls.append("is-out")
    if entry.get("killed"):
        words.append("† " + ct(lang, "ct_st_killed"))
        cls.append("is-killed")
    if entry.get("bewitched"):
        words.append("✦ " + ct(lang, "ct_st_bewitched"))
        cls.append("is-bewitched")
    if entry.get("robbed"):
        words.append("$ " + ct(lang, "ct_st_robbed"))
        cls.append("is-robbed")
    if entry.get("revealed") and entry.get("seat") is not None:
        words.insert(0, seat_name(names, entry.get("seat")))   # whose character: said first
        cls.append("is-revealed")
    elif entry.get("absent"):
        words.append("– " + ct(lang, "ct_st_absent"))
        cls.append("is-absent")
    elif character in mine:
        words.append("★ " + ct(lang, "ct_st_yours"))
        cls.append("is-mine")
    if turn and turn.get("rank") == entry.get("rank") and not view.get("over"):
        words.append("▶ " + ct(lang, "ct_st_playing"))
        cls.append("is-current")
    if not words:
        words.append(ct(lang, "ct_st_waiting") if not entry.get("called") else ct(lang, "ct_st_unknown"))
    return [words, cls]


def render_strip(lang, view, names, groups):
    """The character line-up of this round as cards in calling order: face down while nobody
    has shown it, crossed out when out, with the marks of the Assassin, Thief and Witch, the
    player's name once revealed and ▶ on the one playing. With `groups`, the named-character
    powers (kill, rob, bewitch) make the cards they can name buttons."""
    targets = {}
    power = None    # the power naming a character now: the other cards try it
    for kind in RANK_POWERS:
        for m in groups.get(kind, []):
            targets[m.split(":")[1]] = [m, kind]
            power = kind
    mine = (view.get("mine") or {}).get("characters") or []
    tiles = []
    for entry in view.get("characters") or []:
        rank = entry.get("rank")
        character = entry.get("character")
        cname = character_name(lang, character)
        words, cls = _strip_status(lang, entry, view, names)
        status = " · ".join(words)   # a name and marks, not a list: "Ann · ▶ playing now"
        # still face down: nobody has shown it, it is not out and not the viewer's own
        if not entry.get("face_up") and not entry.get("revealed") and not entry.get("absent") \
                and character not in mine:
            cls.append("is-down")
        who = ""
        if entry.get("revealed") and entry.get("seat") is not None:
            who = tag("span", [["class", "ct-cwho"], ["data-motion-key", motion_key("ct-who", rank)]],
                      esc(seat_name(names, entry.get("seat"))))
        # the words under the name: the state, each on its line, without the player's name
        # (drawn on its own) and without "not called yet" (a face-down card says it)
        state = [w for w in words if not (who and w == words[0])]
        if "is-down" in cls and not entry.get("called"):
            state = [w for w in state if w != ct(lang, "ct_st_waiting")]
        shown = "".join([tag("span", [["class", "ct-status"]], esc(w)) for w in state])
        inner = (tag("span", [["class", "ct-tline"]],
                     tag("span", [["class", "ct-rank"], ["aria-hidden", "true"]], esc(rank))
                     + character_band(character))
                 + tag("span", [["class", "ct-cname"]], esc(character_card_name(lang, character)))
                 + who + shown)
        target = targets.get(str(rank))
        if target:
            move, kind = target
            label = ct(lang, "ct_" + kind + "_label", {"character": cname, "rank": rank})
            inner += tag("span", [["class", "ct-verb"], ["aria-hidden", "true"]], esc(ct(lang, "ct_" + kind)))
            body = button(inner, cls="ct-tile ct-tile-btn is-target " + " ".join(cls), move=move, label=label)
        else:
            label = ct(lang, "ct_strip_item", {"rank": rank, "character": cname, "status": status})
            if power:
                # not one the power may name: a tap asks the engine, which says why
                body = tag("button", [["type", "button"], ["class", "ct-tile is-try " + " ".join(cls)],
                                      ["data-try", power + ":" + str(rank)], ["aria-label", label]], inner)
            else:
                body = tag("div", [["class", "ct-tile " + " ".join(cls)], ["role", "img"], ["aria-label", label]],
                           inner)
        tiles.append(tag("li", [["data-rank", rank]], body))
    extra = ""
    if view.get("face_down"):
        extra = tag("p", [["class", "ct-note"]], esc(ct(lang, "ct_face_down_n", {"n": view.get("face_down")})))
    return (tag("ol", [["class", "ct-strip"], ["aria-label", ct(lang, "ct_strip")], ["data-guide", "lineup"]],
                "".join(tiles)) + extra)


def strip_panel(lang, view, names):
    return tag("section", [["class", "panel"], ["aria-labelledby", "ct-strip-h"]],
               tag("h2", [["id", "ct-strip-h"]], esc(ct(lang, "ct_strip"))) + render_strip(lang, view, names, {}))


# ---- seats and cities ------------------------------------------------------------------------------
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
    city = _seat(view, seat).get("city") or []
    who = seat_name(names, seat)
    dname = district_name(lang, card)
    out = []
    mv = "destroy:" + str(seat) + ":" + card
    if mv in groups.get("destroy", []):
        price = destroy_price(city, card)
        out.append([mv, esc(ct(lang, "ct_destroy")) + coin(price),
                    ct(lang, "ct_destroy_label", {"name": who, "card": dname, "n": price})])
    mv = "armory:" + str(seat) + ":" + card
    if mv in groups.get("armory", []):
        out.append([mv, esc(ct(lang, "ct_armory")), ct(lang, "ct_armory_label", {"name": who, "card": dname})])
    mv = "beautify:" + card
    if seat == viewer and mv in groups.get("beautify", []):
        out.append([mv, esc(ct(lang, "ct_beautify")), ct(lang, "ct_beautify_label", {"card": dname})])
    swaps = [m for m in groups.get("exchange", [])
             if m.split(":")[2] == str(seat) and m.split(":")[3] == card]
    fold = ""
    if swaps:
        my_city = _seat(view, viewer).get("city") or []
        items = ""
        for m in swaps:
            mine = m.split(":")[1]
            price = exchange_price(my_city, mine, city, card)
            mname = district_name(lang, mine)
            items += button(esc(ct(lang, "ct_exchange_mine", {"card": mname, "n": price})), cls="btn btn-small",
                            move=m, label=ct(lang, "ct_exchange_label",
                                             {"mine": mname, "name": who, "theirs": dname, "n": price}))
        fold = tag("details", [["class", "ct-swaps"]],
                   tag("summary", [], esc(ct(lang, "ct_exchange_for", {"card": dname})))
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
    entry = _seat(view, seat)
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
                  ["data-motion-from", motion_key("ct-hand", card) if seat == viewer else None]]
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
    label = ct(lang, "ct_city_row", {"name": seat_name(names, seat), "n": len(city), "total": to_end})
    if not city:
        label += _sep(lang) + ct(lang, "ct_empty_city")
    return tag("ul", [["class", "ct-cityrow"], ["aria-label", label], ["tabindex", "0"]], "".join(items))


def _sep(lang):
    return "，" if lang == "zh-Hant" else ", "


def _seat_facts(lang, view, entry):
    facts = [ct(lang, "ct_gold_n", {"n": entry.get("gold", 0)}),
             ct(lang, "ct_cards_n", {"n": entry.get("hand_size", 0)}),
             ct(lang, "ct_city_n", {"n": len(entry.get("city") or []), "total": view.get("city_to_end", 8)})]
    if entry.get("museum_size"):
        facts.append(ct(lang, "ct_museum_n", {"n": entry.get("museum_size")}))
    scores = view.get("scores") or []
    s = entry.get("seat")
    if isinstance(s, int) and s < len(scores):
        facts.append(ct(lang, "ct_points_n", {"n": scores[s]}))
    return facts


def _purse(lang, entry):
    """Gold as a coin and the hand as a card back, drawn (their words are in the facts)."""
    seat = entry.get("seat")
    n = entry.get("hand_size", 0)
    return (tag("span", [["class", "ct-purse"], ["aria-hidden", "true"]],
                coin(entry.get("gold", 0), motion_key("ct-gold", seat)))
            + tag("span", [["class", "ct-handsize"], ["aria-hidden", "true"]],
                  tag("span", [["class", "ct-back-mini"]], "")
                  + tag("span", [["data-motion-key", motion_key("ct-cards", seat)], ["data-motion-count", n]], esc(n))))


def _progress(view, entry):
    """n/8 toward the end, as a number on a small city emblem (the words are in the facts)."""
    n = len(entry.get("city") or [])
    total = view.get("city_to_end", 8)
    cls = "ct-progress" + (" is-done" if n >= total else "")
    return tag("span", [["class", cls], ["aria-hidden", "true"]], esc(str(n) + "/" + str(total)))


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
            tags += tag("span", [["class", "tag"]], esc(ct(lang, "ct_you")))
        if s < len(kinds) and kinds[s] == "bot":
            tags += tag("span", [["class", "tag"]], esc(ct(lang, "ct_bot")))
        if entry.get("completed"):
            tags += tag("span", [["class", "tag ct-tag-done"]], esc("✔ " + ct(lang, "ct_complete")))
        chars = ""
        for c in entry.get("revealed") or []:
            chars += tag("span", [["class", "ct-chip"]],
                         tag("span", [["class", "ct-rank"], ["aria-hidden", "true"]], esc(character_rank(c)))
                         + esc(character_name(lang, c)))
        facts = _seat_facts(lang, view, entry)
        head = (tag("div", [["class", "ct-seat-name"]], tag("span", [["class", "seat-name"]], esc(name)) + tags)
                + tag("div", [["class", "ct-seat-bits"]], _purse(lang, entry) + _progress(view, entry) + chars)
                + tag("div", [["class", "sr"]], esc(" · ".join(facts))))
        current = turn.get("seat") == s and not view.get("over")
        rows.append(tag("li", [["class", "ct-seat" + (" is-current" if current else "")], ["data-seat", s],
                               ["data-city", s], ["aria-current", "true" if current else None],
                               ["data-guide", "yours" if s == viewer else None]],
                        tag("div", [["class", "ct-seat-head"]], head)
                        + render_city(lang, view, names, s, groups, viewer)))
    return tag("section", [["class", "panel"], ["aria-labelledby", "ct-cities-h"]],
               tag("h2", [["id", "ct-cities-h"]], esc(ct(lang, "ct_cities")))
               + tag("ul", [["class", "ct-seats"]], "".join(rows)))


def render_piles(lang, view):
    facts = [ct(lang, "ct_bank_n", {"n": view.get("bank", 0)}), ct(lang, "ct_deck_n", {"n": view.get("deck", 0)}),
             ct(lang, "ct_city_to_end", {"n": view.get("city_to_end", 8)})]
    return tag("p", [["class", "piles"]], esc(" · ".join(facts)))


# ---- the end: score breakdown --------------------------------------------------------------------------
def haunted_built_round(view):
    """The round the Haunted City was last built in (0 if destroyed since), from the log."""
    current = 0
    built = 0
    for ev in view.get("log") or []:
        kind = ev.get("event")
        if kind == "round":
            current = ev.get("round") or 0
        elif kind == "built" and ev.get("card") == "haunted_city":
            built = current
        elif kind in ("destroyed", "armory") and ev.get("card") == "haunted_city":
            built = 0
    return built


def _colours_and_fountain(cards, haunted_free):
    """[colour bonus, Fountain of Wishes bonus] of the best Haunted City colour (as scored)."""
    options = list(COLOURS) if haunted_free else ["special"]
    best = [-1, 0, 0]
    for haunted in options:
        colours = [haunted if c == "haunted_city" else colour_of(c) for c in cards]
        five = 3 if all(c in colours for c in COLOURS) else 0
        fountain = 0
        if "fountain_of_wishes" in cards:
            fountain = len([c for c in colours if c == "special"]) - 1
        if five + fountain > best[0]:
            best = [five + fountain, five, fountain]
    return [best[1], best[2]]


def score_parts(lang, view, entry):
    """[[label, points], ...] that add up to a seat's score at the end."""
    city = entry.get("city") or []
    cards = [e.get("card") for e in city]
    parts = [[ct(lang, "ct_sc_districts"), sum([value_of(c) for c in cards])]]
    decorated = len([e for e in city if e.get("decorated")])
    if decorated:
        parts.append([ct(lang, "ct_sc_artist"), decorated])
    haunted_free = "haunted_city" in cards and not (view.get("over") and haunted_built_round(view) == view.get("round"))
    five, fountain = _colours_and_fountain(cards, haunted_free)
    if five:
        parts.append([ct(lang, "ct_sc_colours"), five])
    bonus = entry.get("bonus") or 0
    if bonus:
        parts.append([ct(lang, "ct_sc_first" if bonus == 4 else "ct_sc_complete"), bonus])
    extras = [["imperial_treasury", entry.get("gold") or 0], ["map_room", entry.get("hand_size") or 0],
              ["museum", entry.get("museum_size") or 0], ["fountain_of_wishes", fountain]]
    for card, points in extras:
        if card in cards and points:
            parts.append([district_name(lang, card), points])
    return parts


def render_breakdown(lang, view, names):
    rows = []
    scores = view.get("scores") or []
    for entry in view.get("seats") or []:
        s = entry.get("seat")
        parts = score_parts(lang, view, entry)
        total = scores[s] if isinstance(s, int) and s < len(scores) else sum([p[1] for p in parts])
        items = "".join([tag("li", [], tag("span", [], esc(label))
                             + tag("span", [["class", "ct-pts"]], esc("+" + str(n))))
                         for label, n in parts])
        items += tag("li", [["class", "ct-total"]], tag("span", [], esc(ct(lang, "ct_sc_total")))
                     + tag("span", [["class", "ct-pts"]], esc(total)))
        rows.append(tag("li", [["class", "ct-score"], ["data-seat", s]],
                        tag("h3", [], esc(seat_name(names, s))) + tag("ul", [["class", "ct-parts"]], items)))
    return tag("section", [["class", "panel"], ["aria-labelledby", "ct-score-h"]],
               tag("h2", [["id", "ct-score-h"]], esc(ct(lang, "ct_breakdown")))
               + tag("ul", [["class", "ct-scores"]], "".join(rows)))


# ---- the dock ---------------------------------------------------------------------------------------------
def _hand_card(lang, card, count, primary, extras, attempt, motion=None):
    """One card of a row: the card itself is the button of its main move (`primary`,
    [move, verb, label]); `extras` go under it; with `attempt`, a tap tries that move;
    `motion`, the card's motion attributes."""
    cls = "ct-cardface ct-k-" + colour_of(card)
    motion = motion or []
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
        return tag("p", [["class", "muted"]], esc(ct(lang, "ct_no_cards")))
    items = []
    for card, count in _group_cards(cards):
        dname = district_name(lang, card)
        moves = []
        if interactive:
            mv = "build:" + card
            if mv in groups.get("build", []):
                moves.append([mv, ct(lang, "ct_build", {"n": ""}).strip(),
                              ct(lang, "ct_build_label", {"card": dname, "n": cost_of(card)})])
            for kind, text in HAND_CARD_ACTIONS:
                mv = kind + ":" + card
                if mv in groups.get(kind, []):
                    moves.append([mv, ct(lang, text), ct(lang, "ct_" + kind + "_label", {"card": dname})])
        # the card's own tap: building, giving or putting back; lab and museum stay buttons
        primary = moves[0] if moves and moves[0][0].split(":")[0] in ("build", "tribute", "redraw") else None
        extras = moves[1:] if primary else moves
        attempt = attempt_kind + ":" + card if attempt_kind and not primary else None
        # a card kept from a draw (or taken by the Wizard) flies from the offer into the hand
        motion = [["data-motion-key", motion_key("ct-hand", card)], ["data-motion-from", motion_key("ct-offer", card)]]
        items.append(_hand_card(lang, card, count, primary, extras, attempt, motion))
    n = len(cards)
    return _card_row(lang, items, ct(lang, "ct_hand_row", {"n": n}))


def render_reveal(lang, view, seat):
    """A seat's secrets at the end (the replay): its characters this round and its hand."""
    chars = [character_name(lang, c) for c in (view.get("mine") or {}).get("characters") or []]
    out = ""
    if chars:
        out = tag("p", [["class", "ct-mine"]], esc(ct(lang, "ct_characters_list", {"list": _list(lang, chars)})))
    hand = [district_name(lang, card) for card in sorted(_seat(view, seat).get("hand") or [])]
    line = ct(lang, "ct_hand_list", {"list": _list(lang, hand)}) if hand else ct(lang, "ct_no_cards")
    return out + tag("p", [["class", "ct-mine"]], esc(line))


def _card_choices(lang, cards, kinds_labels, label, many=False):
    """Cards offered by a decision (kept, taken, searched), drawn as cards: the first
    move of each is a tap on the card, a second (the Wizard's build) a button under it.
    `kinds_labels`: [[move prefix, verb key, label key, legal list], ...]. `many` (the
    Lighthouse's whole deck) wraps them in rows instead of one long row."""
    items = []
    for card, count in _group_cards(cards):
        dname = district_name(lang, card)
        moves = []
        for prefix, text_key, label_key, legal in kinds_labels:
            mv = prefix + ":" + card
            if mv in legal:
                moves.append([mv, ct(lang, text_key, {"n": cost_of(card)}),
                              ct(lang, label_key, {"card": dname, "n": cost_of(card)})])
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
        label = ct(lang, "ct_" + kind + "_label", {"character": character_name(lang, character), "rank": rank})
        inner = character_face(lang, character) + tag("span", [["class", "ct-verb"], ["aria-hidden", "true"]],
                                                      esc(ct(lang, "ct_" + kind)))
        cards.append(tag("li", [], button(inner, cls="ct-char-btn" + (" is-discard" if kind == "discard" else ""),
                                          move=kind + ":" + character, label=label)))
    head = _prompt(lang, ct(lang, "ct_pick_prompt" if kind == "pick" else "ct_discard_prompt"))
    # what is out of play this round, so the choice can be made from the dock alone
    out = [character_name(lang, e.get("character")) for e in view.get("characters") or [] if e.get("face_up")]
    facts = [ct(lang, "ct_face_up_list", {"list": _list(lang, out)})] if out else []
    if view.get("face_down"):
        facts.append(ct(lang, "ct_face_down_n", {"n": view.get("face_down")}))
    note = tag("p", [["class", "ct-note"]], esc(" · ".join(facts))) if facts else ""
    return head + note + tag("ul", [["class", "ct-chars"]], "".join(cards))


def _rank(view, character):
    for entry in view.get("characters") or []:
        if entry.get("character") == character:
            return entry.get("rank")
    return character_rank(character)


def _mine_line(lang, view):
    mine = view.get("mine") or {}
    out = ""
    chars = [character_name(lang, c) for c in mine.get("characters") or []]
    if chars:
        out += tag("p", [["class", "ct-mine"]], esc(ct(lang, "ct_your_characters", {"list": _list(lang, chars)})))
    down = [character_name(lang, c) for c in mine.get("discarded") or []]
    if down:
        out += tag("p", [["class", "ct-mine muted"]], esc(ct(lang, "ct_your_discards", {"list": _list(lang, down)})))
    return out


def _me_line(lang, view, viewer):
    entry = _seat(view, viewer)
    if not entry:
        return ""
    facts = [ct(lang, "ct_cards_n", {"n": entry.get("hand_size", 0)}),
             ct(lang, "ct_city_n", {"n": len(entry.get("city") or []), "total": view.get("city_to_end", 8)})]
    gold = tag("span", [["class", "ct-purse"]], coin(entry.get("gold", 0), "ct-gold-mine")
               + tag("span", [], esc(ct(lang, "ct_gold_n", {"n": entry.get("gold", 0)}))))
    crown = crown_mark(lang) if entry.get("crown") else ""
    return tag("div", [["class", "ct-me"]], gold + crown + tag("span", [["class", "seat-facts"]],
                                                                 esc(" · ".join(facts))))


def _seat_buttons(lang, names, groups, kind, text_key, label_key):
    out = ""
    for m in groups.get(kind, []):
        seat = int(m.split(":")[1])
        name = seat_name(names, seat)
        out += button(esc(ct(lang, text_key, {"name": name})), cls="btn", move=m,
                      label=ct(lang, label_key, {"name": name}))
    return out


def _seat_chips(lang, view, names, groups, kind):
    """One button per player a power names (the Magician's swap, the Wizard's look): the
    name and the player's hand as a card back with its size."""
    out = ""
    for m in groups.get(kind, []):
        seat = int(m.split(":")[1])
        name = seat_name(names, seat)
        n = _seat(view, seat).get("hand_size", 0)
        label = ct(lang, "ct_" + kind, {"name": name}) + _sep(lang) + ct(lang, "ct_cards_n", {"n": n})
        out += button(tag("span", [["class", "ct-seatbtn-name"]], esc(name))
                      + tag("span", [["class", "ct-handsize"], ["aria-hidden", "true"]],
                            tag("span", [["class", "ct-back-mini"]], "") + esc(n)),
                      cls="btn ct-seatbtn", move=m, label=label)
    return out


def render_dock(lang, view, legal, names, viewer, waiting_text):
    """The decision area: [html, whether the call strip is drawn in it]."""
    groups = group_moves(legal)
    pending = view.get("pending") or {}
    me = _seat(view, viewer)
    hand = me.get("hand")
    parts = []
    strip_here = False
    if not legal:
        if waiting_text:
            parts.append(_prompt(lang, waiting_text))
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
        parts.append(_prompt(lang, ct(lang, "ct_thank_prompt", {"name": seat_name(names, pending.get("to"))})))
        parts.append(_row(button(esc(ct(lang, "ct_thank")), cls="btn btn-primary btn-wide", move="thank")))
        handled.append("thank")
    if pkind == "keep" and "keep" in groups:
        parts.append(_prompt(lang, ct(lang, "ct_keep_prompt", {"n": pending.get("left", 1)})))
        parts.append(_card_choices(lang, pending.get("cards") or [],
                                   [["keep", "ct_keep", "ct_keep_label", groups.get("keep", [])]],
                                   ct(lang, "ct_keep_prompt", {"n": pending.get("left", 1)})))
        handled.append("keep")
    if pkind == "wizard":
        parts.append(_prompt(lang, ct(lang, "ct_wizard_prompt", {"name": seat_name(names, pending.get("target"))})))
        parts.append(_card_choices(lang, pending.get("hand") or [],
                                   [["take", "ct_take", "ct_take_label", groups.get("take", [])],
                                    ["place", "ct_place", "ct_place_label", groups.get("place", [])]],
                                   ct(lang, "ct_wizard_prompt", {"name": seat_name(names, pending.get("target"))})))
        handled += ["take", "place"]
    if pkind == "search":
        parts.append(_prompt(lang, ct(lang, "ct_search_prompt")))
        parts.append(_card_choices(lang, pending.get("deck") or [],
                                   [["search", "ct_take", "ct_search_label", groups.get("search", [])]],
                                   ct(lang, "ct_search_prompt"), True))
        handled.append("search")
    if "crown" in groups:
        parts.append(_prompt(lang, ct(lang, "ct_crown_prompt")))
        parts.append(_row(_seat_buttons(lang, names, groups, "crown", "ct_crown_to", "ct_crown_label")))
        handled.append("crown")
    if pkind == "tribute":
        parts.append(_prompt(lang, ct(lang, "ct_tribute_prompt", {"name": seat_name(names, pending.get("to"))})))
        if "tribute:gold" in legal:
            parts.append(_row(button(esc(ct(lang, "ct_tribute_gold")), cls="btn btn-primary", move="tribute:gold")))
    if "bell:yes" in legal or "bell:no" in legal:
        parts.append(_prompt(lang, ct(lang, "ct_bell_prompt")))
        parts.append(_row(button(esc(ct(lang, "ct_bell_yes")), cls="btn btn-primary", move="bell:yes")
                          + button(esc(ct(lang, "ct_bell_no")), cls="btn", move="bell:no")))
        handled.append("bell")
    if "graveyard:yes" in legal or "graveyard:no" in legal:
        card = district_name(lang, pending.get("card"))
        parts.append(_prompt(lang, ct(lang, "ct_graveyard_prompt", {"card": card})))
        parts.append(_row(button(esc(ct(lang, "ct_graveyard_yes")), cls="btn btn-primary", move="graveyard:yes")
                          + button(esc(ct(lang, "ct_graveyard_no")), cls="btn", move="graveyard:no")))
        handled.append("graveyard")
    if pkind == "redraw":
        marked = [district_name(lang, c) for c in pending.get("marked") or []]
        parts.append(_prompt(lang, ct(lang, "ct_redraw_prompt")))
        if marked:
            marked_text = ct(lang, "ct_redraw_marked", {"list": _list(lang, marked)})
            parts.append(tag("p", [["class", "ct-note"]], esc(marked_text)))
        if "done" in legal:
            parts.append(_row(button(esc(ct(lang, "ct_redraw_done", {"n": len(marked)})), cls="btn btn-primary",
                                     move="done")))
        handled.append("done")
    # -- the turn
    if turn.get("seat") == viewer and not pending:
        character = character_name(lang, turn.get("character"))
        mode = turn.get("mode")
        who = ct(lang, "ct_witch_as" if mode == "witch" else "ct_you_are", {"character": character})
        parts.append(tag("p", [["class", "ct-you-are"]], esc(who)))
        if mode == "hospital":
            parts.append(tag("p", [["class", "ct-note"]], esc(ct(lang, "ct_hospital_note"))))
        if mode == "victim":
            parts.append(tag("p", [["class", "ct-note"]], esc(ct(lang, "ct_victim_note"))))
    if "gold" in groups or "draw" in groups:
        parts.append(_prompt(lang, ct(lang, "ct_action_prompt")))
        row = ""
        if "gold" in legal:
            row += button(coin(2) + esc(ct(lang, "ct_gold_action")), cls="btn btn-primary ct-big", move="gold")
        if "draw" in legal:
            row += button(tag("span", [["class", "ct-cardicon"], ["aria-hidden", "true"]], "")
                          + esc(ct(lang, "ct_draw_action")), cls="btn btn-primary ct-big", move="draw")
        parts.append(_row(row, "row ct-actions"))
        handled += ["gold", "draw"]
    for kind in RANK_POWERS:
        if kind in groups:
            parts.append(_prompt(lang, ct(lang, "ct_" + kind + "_prompt")))
            strip_here = True
    if strip_here:
        parts.append(render_strip(lang, view, names, groups))
        handled += RANK_POWERS
    for kind, prompt_key in [["swap_hand", "ct_swap_prompt"], ["peek", "ct_peek_prompt"]]:
        if kind in groups:
            # a player each, with the size of their hand (what the Magician weighs)
            parts.append(_prompt(lang, ct(lang, prompt_key)))
            parts.append(_row(_seat_chips(lang, view, names, groups, kind), "row ct-seatbtns"))
    seat_rows = _seat_buttons(lang, names, groups, "tithe", "ct_tithe", "ct_tithe_label")
    if seat_rows:
        parts.append(_row(seat_rows))
    handled += SEAT_POWERS
    if "destroy" in groups:
        parts.append(tag("p", [["class", "ct-note"]], esc(ct(lang, "ct_destroy_prompt"))))
    if "exchange" in groups:
        parts.append(tag("p", [["class", "ct-note"]], esc(ct(lang, "ct_exchange_prompt"))))
    if "armory" in groups:
        parts.append(tag("p", [["class", "ct-note"]], esc(ct(lang, "ct_armory_prompt"))))
    handled += CITY_POWERS
    row = ""
    if "income" in legal:
        n = turn.get("income", 0)
        row += button(coin(n) + esc(ct(lang, "ct_income", {"n": n})), cls="btn ct-iconbtn", move="income",
                      label=ct(lang, "ct_income_label", {"n": n}))
    if "navigate:gold" in legal:
        row += button(esc(ct(lang, "ct_nav_gold")), cls="btn", move="navigate:gold",
                      label=ct(lang, "ct_nav_gold") + " " + ct(lang, "ct_nav_note"))
    if "navigate:cards" in legal:
        row += button(esc(ct(lang, "ct_nav_cards")), cls="btn", move="navigate:cards",
                      label=ct(lang, "ct_nav_cards") + " " + ct(lang, "ct_nav_note"))
    if "smithy" in legal:
        row += button(esc(ct(lang, "ct_smithy")), cls="btn", move="smithy", label=ct(lang, "ct_smithy_label"))
    if "end" in legal:
        row += button(esc(ct(lang, "ct_end")), cls="btn btn-primary ct-end", move="end")
    parts.append(_row(row))
    handled += ["income", "navigate", "smithy", "end"]
    if "build" in groups and turn.get("builds_left"):
        left = ct(lang, "ct_builds_left_n", {"n": turn.get("builds_left")})
        parts.append(tag("p", [["class", "ct-note"]], esc(ct(lang, "ct_build_prompt") + " · " + left)))
    parts.append(_me_line(lang, view, viewer))
    if hand is not None and pkind not in ("wizard", "search", "keep"):
        # on the seat's own turn a card it cannot build now still answers a tap with why
        mine_now = turn.get("seat") == viewer and not pending and not view.get("over")
        parts.append(render_hand(lang, hand, groups, True, "build" if mine_now else None))
        handled += HAND_MOVES
    elif hand is not None:
        parts.append(tag("details", [["class", "ct-hand-fold"], ["data-fold", "hand"]],
                         tag("summary", [], esc(ct(lang, "ct_your_hand") + " · "
                                                + ct(lang, "ct_cards_n", {"n": len(hand)})))
                         + render_hand(lang, hand, {}, False)))
    others = [m for m in legal if m.split(":")[0] not in handled]
    if others:
        parts.append(tag("div", [["class", "row"], ["role", "group"], ["aria-label", ct(lang, "ct_other_move")]],
                         "".join([button(esc(m), cls="btn", move=m) for m in others])))
    return [tag("div", [["class", "dock-body"]], "".join(parts)), strip_here]


def render(lang, snap, names, kinds, waiting_text):
    """[status line, board html, dock html] for a snapshot (view + legal moves)."""
    view = snap.get("view") or {}
    legal = snap.get("legal") or []
    viewer = snap.get("viewer")
    groups = group_moves(legal)
    dock, strip_here = render_dock(lang, view, legal, names, viewer, waiting_text)
    board = []
    if view.get("over"):
        board.append(render_breakdown(lang, view, names))
    if not strip_here and view.get("characters"):
        board.append(strip_panel(lang, view, names))
    board.append(render_seats(lang, view, names, kinds, viewer, groups))
    board.append(render_piles(lang, view))
    return [status_text(lang, view, names), "".join(board), dock]
