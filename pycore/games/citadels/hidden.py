"""Determinization: a copy of the game where everything one seat cannot know is re-dealt.

* District cards: the deck, the other hands, the other Museums and another seat's drawn
  cards awaiting a choice are shuffled together and dealt back in the same counts. Cards
  the seat is being shown (a peeked hand, the deck during a Lighthouse search) stay, and so
  do the cards it knows to be in a hand and the cards it saw go under the deck, in their
  places (`knowledge.py`).
* Characters: every character the seat has not seen placed is re-dealt among the unseen
  places (other players' unrevealed picks, face-down discards, the pool), consistently with
  the draft: a character the seat was offered and passed on went to a later place, one it
  was never offered went to an earlier one; a character called without anyone answering
  (and not assassinated) lies face down. The last-player rule (7p/8 ranks, 8p/9 ranks) lets
  the first face-down card reach the last two places.
* The copy's generator is re-seeded from `rng`, so no future draw can be predicted.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...rng import Rng
from . import data, knowledge

if TYPE_CHECKING:
    from .state import CitadelsState

_DOWN = ("down0", "discard", "leftover")


def determinize(state: CitadelsState, seat: int, rng: Rng) -> CitadelsState:
    world = state.clone()
    _redeal_districts(world, seat, rng)
    _redeal_characters(world, seat, rng)
    world.rng = rng.fork()
    return world


def _redeal_districts(world: CitadelsState, seat: int, rng: Rng) -> None:
    head = world.pending[0] if world.pending else None
    shown_hand = head["target"] if head and head["kind"] == "wizard" and head["seat"] == seat else -1
    deck_shown = bool(head and head["kind"] == "search" and head["seat"] == seat)
    others = [s for s in range(world.players) if s != seat and s != shown_hand]
    hidden_keeps = [p for p in world.pending if p["kind"] == "keep" and p["seat"] != seat]
    bit = 1 << seat
    seen = world.deck_seen
    # the deck's cards the seat saw go under it stay where they are; the rest are unknown
    pool: list[str] = [] if deck_shown else [c for c, m in zip(world.deck, seen) if not m & bit]
    fixed: dict[int, list[str]] = {}
    for s in others:
        rest = list(world.hands[s])
        fixed[s] = []
        for card in knowledge.known(world, seat, s):   # cards the seat knows are there
            if card in rest:
                rest.remove(card)
                fixed[s].append(card)
        pool += rest + world.museum[s]
    for entry in hidden_keeps:
        pool += entry["cards"]
    # sorted first: the re-deal must not depend on where the hidden cards truly are
    pool.sort()
    rng.shuffle(pool)
    if deck_shown:
        world.deck.sort()
        rng.shuffle(world.deck)
        world.deck_seen = [0] * len(world.deck)     # it is shuffled once the search ends
    else:
        world.deck = [c if m & bit else pool.pop() for c, m in zip(world.deck, seen)]
        world.deck_seen = [m if m & bit else 0 for m in seen]
    for s in others:
        world.hands[s] = fixed[s] + [pool.pop() for _ in range(len(world.hands[s]) - len(fixed[s]))]
        world.museum[s] = [pool.pop() for _ in range(len(world.museum[s]))]
    for entry in hidden_keeps:
        entry["cards"] = [pool.pop() for _ in range(len(entry["cards"]))]
    # the other seats' knowledge belongs to the true game, not to this imagined one
    world.known = {k: v for k, v in world.known.items() if k // knowledge.SEATS == seat}
    for entry in world.pending:
        if entry["kind"] == "redraw" and entry["seat"] != seat:
            entry["marked"] = list(world.hands[entry["seat"]][:len(entry["marked"])])


def _redeal_characters(world: CitadelsState, seat: int, rng: Rng) -> None:
    log = world.draft_log
    picking_now = bool(world.draft_steps) and world.draft_steps[0][1] == seat
    offer_times = [i for i, e in enumerate(log) if e[0] == "pick" and e[1] == seat]
    offers = world.offers[seat]
    offer_times += [len(log)] * (len(offers) - len(offer_times))

    def segment_at(index: int) -> int:
        return sum(1 for t in offer_times if t <= index)

    # hidden places: (where, index, segment, is_down); where is "log" or "pool"
    places: list[tuple[str, int, int, bool]] = []
    for i, (kind, who, card) in enumerate(log):
        if kind in ("up", "reclaimed") or who == seat:
            continue
        if kind == "pick" and world.revealed[data.rank(card)]:
            continue
        places.append(("log", i, segment_at(i), kind in _DOWN))
    if not picking_now:
        places += [("pool", i, len(offers), False) for i in range(len(world.pool))]
    cards = sorted((_card_at(world, p) for p in places), key=data.rank)
    if not cards:
        return
    card_segment = {c: sum(1 for o in offers if c in o) for c in cards}
    must_down = {c for c in cards if _called_absent(world, c)}
    region = _reclaim_region(world, seat, places)
    # the segments the places must have: count per segment equals the cards' count
    choices = [None] if not region else rng.shuffled(region)
    for designated in choices:
        segs = [p[2] for p in places]
        if designated is not None:
            segs[designated] = 0
        assignment = _assign(cards, card_segment, must_down, places, segs, rng)
        if assignment is not None:
            for place, card in zip(places, assignment):
                _put(world, place, card)
            break
    world.pool.sort(key=data.rank)
    if not world.draft_steps:
        world.holder = [-1] * (world.ranks + 1)
        for kind, who, card in log:
            if kind == "pick":
                world.holder[data.rank(card)] = who


def _card_at(world: CitadelsState, place: tuple[str, int, int, bool]) -> str:
    return world.draft_log[place[1]][2] if place[0] == "log" else world.pool[place[1]]


def _put(world: CitadelsState, place: tuple[str, int, int, bool], card: str) -> None:
    if place[0] == "log":
        world.draft_log[place[1]][2] = card
    else:
        world.pool[place[1]] = card


def _called_absent(world: CitadelsState, card: str) -> bool:
    rank = data.rank(card)
    return 0 < rank <= world.calling and not world.revealed[rank] and world.killed != rank


def _reclaim_region(world: CitadelsState, seat: int, places: list) -> list[int]:
    """Hidden places where the reclaimed first face-down card may now be (for other seats)."""
    if world.reclaim_seat < 0 or world.reclaim_seat == seat:
        return []
    if not any(e[0] == "reclaimed" for e in world.draft_log):
        return []
    last = world.reclaim_seat
    return [i for i, p in enumerate(places)
            if p[0] == "pool" or (world.draft_log[p[1]][1] == last)]


def _assign(cards: list[str], card_segment: dict[str, int], must_down: set[str],
            places: list, segs: list[int], rng: Rng) -> list[str] | None:
    """Cards for `places` (same order): same segment, called-absent ones face down."""
    out: list[str | None] = [None] * len(places)
    for segment in set(segs):
        slots = [i for i, s in enumerate(segs) if s == segment]
        group = [c for c in cards if card_segment[c] == segment]
        if len(group) != len(slots):
            return None
        down_slots = rng.shuffled([i for i in slots if places[i][3]])
        forced = [c for c in group if c in must_down]
        if len(forced) > len(down_slots):
            return None
        rest_slots = [i for i in slots if i not in down_slots[:len(forced)]]
        for i, card in zip(down_slots, forced):
            out[i] = card
        for i, card in zip(rng.shuffled(rest_slots), rng.shuffled([c for c in group if c not in must_down])):
            out[i] = card
    if any(c is None for c in out):
        return None
    return [c for c in out if c is not None]
