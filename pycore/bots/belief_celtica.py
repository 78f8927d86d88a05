"""Celtica's opponent model: the worlds a search plays in, weighted by what the other seats'
plays this round said about their hands.

A plain determinization deals the other seats' hidden druid and experience cards at random.
But a seat's plays are choices: whoever moved the grey druid one space when the red could
have reached a rich castle probably holds no red card. So before a search, the bot

1. works the table back, from the public log, to how it stood at each play another seat made
   this round (`past_plays`: druids, display, amulets, whether the last round had begun);
2. deals `SAMPLES` candidate worlds the plain way (`state.determinize`, which sees only what
   the seat may see) and weighs each by how likely the other seats' plays were with the hands
   it gave them: at each play, the hand then was the hand now plus the cards played since
   (less a card drawn at a cult site since); the heuristic's value of every play that hand
   allowed (`heuristic_celtica.play_value`) makes a softmax at `TEMPERATURE`, and the play
   made has its probability there;
3. starts every iteration of the search from a world drawn by those weights, its decks freshly
   shuffled.

The model is soft on purpose: the two-seat opponent in the app is a person, not the arena's
heuristic, and a hard rule ("it would never have played that") would fit the arena's
opponent exactly and anyone else badly. A play with experience cards is judged against the
experience the seat holds now plus what it has spent since, a little more than it may have
held then (an experience card's colour is hidden even after it is drawn).

Only public things are read: the log, the table, the hands' and decks' sizes, and the worlds
`determinize` deals. A whole round's plays are forgotten at the next deal: the hands are new.
"""

from __future__ import annotations

import bisect
import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from ..games.celtica.data import COLOUR_INDEX, COLOURS, PART_INDEX
from ..protocol import Move, State
from ..rng import Rng
from .heuristic_celtica import PlayMemo, play_value

if TYPE_CHECKING:
    from ..games.celtica.state import CelticaState

TEMPERATURE = 0.5    # in play-value units: a play 0.5 worse than another is e (2.7) times rarer
SAMPLES = 300        # candidate worlds weighed per search


class PastPlay:
    """One play another seat made this round, with the table as it stood before it."""

    __slots__ = ("seat", "colour", "cards", "extra", "owed", "view", "memo", "values")

    def __init__(self, seat: int, colour: str, cards: int, extra: int, view: dict[str, Any]) -> None:
        self.seat = seat
        self.colour = colour
        self.cards = cards
        self.extra = extra
        self.owed = False                # the card drawn at a cult site had to be played
        self.view = view
        self.memo = PlayMemo()
        self.values: dict[tuple[str, int, int], float] = {}

    def value(self, colour: str, cards: int, extra: int) -> float:
        """The heuristic's value of playing (colour, cards, extra) at this moment."""
        key = (colour, cards, extra)
        found = self.values.get(key)
        if found is None:
            move = Move(f"play:{colour}:{cards}:{extra}")
            found = self.values[key] = play_value(self.view, self.seat, move, self.memo)
        return found

    def log_chance(self, hand: list[int], experience: list[int]) -> float:
        """log P(this play | the seat held `hand` and `experience` then), by the softmax."""
        colours = [self.colour] if self.owed else [c for c in COLOURS if hand[COLOUR_INDEX[c]]]
        values = [self.value(colour, cards, extra)
                  for colour in colours
                  for cards in range(1, hand[COLOUR_INDEX[colour]] + 1)
                  for extra in range(experience[COLOUR_INDEX[colour]] + 1)]
        top = max(values)
        total = sum(math.exp((v - top) / TEMPERATURE) for v in values)
        return (self.value(self.colour, self.cards, self.extra) - top) / TEMPERATURE - math.log(total)


def past_plays(world: CelticaState, seat: int) -> dict[int, list[PastPlay | None]]:
    """Each other seat's events this round that tell about its hand, oldest first: its plays
    (`PastPlay`) and its draws at cult sites (None). Worked back from the table now."""
    druids = list(world.druids)
    display = list(world.display)
    amulets = [[list(a) for a in seat_amulets] for seat_amulets in world.amulets]
    last_round = world.last_round
    path = world.bot_view(None)["path"]
    found: dict[int, list[PastPlay | None]] = {s: [] for s in range(world.players) if s != seat}
    for event in reversed(world.log):
        kind = event["event"]
        if kind == "round":
            break
        if kind in ("end_phase", "game_over"):
            # the druid cards are all played: nothing is left for the plays to tell
            return {s: [] for s in found}
        mover = event.get("seat")
        if kind == "played":
            druids[COLOUR_INDEX[event["colour"]]] = event["from"]
            if mover != seat:
                view = {
                    "seat": mover, "players": world.players, "last_round": last_round,
                    "phase": "play", "path": path,
                    "druids": [{"colour": c, "space": druids[i]} for i, c in enumerate(COLOURS)],
                    "display": list(display),
                    "seats": [{"seat": s, "amulets": [list(a) for a in amulets[s]]}
                              for s in range(world.players)],
                }
                found[mover].append(PastPlay(mover, event["colour"], event["cards"],
                                             event["experience"], view))
        elif kind == "last_round":
            last_round = False
        elif kind == "took":
            display[event["slot"]] = event["part"]
            if "amulet" in event:
                _take_back(amulets[mover], event["amulet"], event["part"])
        elif kind == "placed":
            _take_back(amulets[mover], event["amulet"], event["part"])
        elif kind == "discarded":
            index, part = event["amulet"], event["part"]
            if event["emptied"]:
                amulets[mover].insert(index, [part])
            else:
                amulets[mover][index].append(part)
                amulets[mover][index].sort(key=PART_INDEX.__getitem__)
        elif kind == "cult" and event["drew"] and mover != seat:
            found[mover].append(None)
    for events in found.values():
        events.reverse()
        for i, play in enumerate(events):
            if play is not None and i > 0 and events[i - 1] is None:
                play.owed = True          # its turn after a draw: the drawn card's colour
    return found


def _take_back(amulets: list[list[str]], index: int, part: str) -> None:
    """Undo a part's going into amulet `index` (a new amulet is always the last one)."""
    amulets[index].remove(part)
    if not amulets[index]:
        del amulets[index]


def log_likelihood(events: list[PastPlay | None], hand: list[int], experience: list[int],
                   owed: str | None) -> float:
    """log P(the seat's plays this round | it holds `hand` and `experience` now, owing a
    card of colour `owed` drawn at a cult site, or None)."""
    hand, experience = list(hand), list(experience)
    next_colour = owed            # the colour of the first play after the point reached
    total = 0.0
    for event in reversed(events):
        if event is None:         # a draw: the card was not in the hand before it
            if next_colour is not None and hand[COLOUR_INDEX[next_colour]] > 0:
                hand[COLOUR_INDEX[next_colour]] -= 1
            continue
        c = COLOUR_INDEX[event.colour]
        hand[c] += event.cards
        experience[c] += event.extra
        total += event.log_chance(hand, experience)
        next_colour = event.colour
    return total


def sampler(state: State, seat: int, rng: Rng) -> Callable[[Rng], State]:
    """A source of worlds for one search from `seat`'s point of view (see the docstring)."""
    base = cast("CelticaState", state.determinize(seat, rng))
    plain: Callable[[Rng], State] = lambda r: state.determinize(seat, r)
    history = past_plays(base, seat)
    others = sorted(s for s, events in history.items() if any(events))
    if not others:
        return plain
    druid_pool = sorted(base.druid_deck + [c for s in others for i, c in enumerate(COLOURS)
                                           for _ in range(base.hands[s][i])])
    exp_pool = sorted(base.exp_deck + [c for s in others for i, c in enumerate(COLOURS)
                                       for _ in range(base.experience[s][i])])
    hand_sizes = {s: sum(base.hands[s]) for s in others}
    exp_sizes = {s: sum(base.experience[s]) for s in others}
    candidates: list[tuple[Any, ...]] = []
    logs: list[float] = []
    for _ in range(SAMPLES):
        druids, exps = druid_pool[:], exp_pool[:]
        rng.shuffle(druids)
        rng.shuffle(exps)
        hands, experience, owed = {}, {}, {}
        log_total = 0.0
        for s in others:
            hands[s] = _deal(druids, hand_sizes[s])
            experience[s] = _deal(exps, exp_sizes[s])
            owed[s] = _some_colour(hands[s], rng) if base.must_play[s] is not None else None
            log_total += log_likelihood(history[s], hands[s], experience[s], owed[s])
        candidates.append((hands, experience, owed, sorted(druids), sorted(exps)))
        logs.append(log_total)
    top = max(logs)
    cumulative, running = [], 0.0
    for value in logs:
        running += math.exp(value - top)
        cumulative.append(running)

    def world(r: Rng) -> State:
        pick = bisect.bisect_right(cumulative, r.random() * running)
        hands, experience, owed, deck, exp_deck = candidates[min(pick, len(candidates) - 1)]
        drawn = base.clone()
        for s in others:
            drawn.hands[s] = list(hands[s])
            drawn.experience[s] = list(experience[s])
            drawn.must_play[s] = owed[s]
        drawn.druid_deck = list(deck)
        r.shuffle(drawn.druid_deck)
        drawn.exp_deck = list(exp_deck)
        r.shuffle(drawn.exp_deck)
        drawn.supply.sort()
        r.shuffle(drawn.supply)
        drawn.rng = r.fork()
        return drawn
    return world


def _deal(pool: list[str], count: int) -> list[int]:
    """Take `count` cards off the end of `pool`, as counts per colour."""
    hand = [0] * len(COLOURS)
    for _ in range(count):
        hand[COLOUR_INDEX[pool.pop()]] += 1
    return hand


def _some_colour(hand: list[int], rng: Rng) -> str | None:
    """The colour of one card of `hand`, each card equally likely."""
    total = sum(hand)
    if not total:
        return None
    pick = rng.below(total)
    for i, count in enumerate(hand):
        if pick < count:
            return COLOURS[i]
        pick -= count
    return None


SAMPLER = sampler
