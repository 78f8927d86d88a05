"""Citadels' heuristic: how a sensible beginner plays, read from the seat's own view only.

* Draft: a character that pays now — one whose colour my city has many districts of, the
  Architect when I hold cards and gold, the Merchant when poor, the Assassin or Thief for
  their safety, the Bishop when my city is big; with two players the face-down discard is
  my least useful character.
* Action: draw when my hand holds nothing worth building soon, else take gold. Keep the
  dearest card I could afford soon that my city does not already have.
* Income as soon as it pays; then build the dearest district I can afford (districts are
  the points), as many as the character allows.
* Powers: kill or rob the ranks that usually pay most (Merchant, King, Architect…), never
  the face-up ones; the Magician swaps a poor hand for the biggest one; the Wizard takes
  the dearest card; the Warlord and the Diplomat strike the leader only when it is cheap
  and never my own city; the Artist decorates with gold it cannot build with.
* Purple abilities: the cheap ones when they clearly pay (Museum, Laboratory, Smithy).

`POLICY(state, seat, legal, rng)` touches only `state.bot_view(seat)` (the part of
`state.view(seat)` it reads, built quicker: rollouts ask for it at every move) and `legal`.
`EVALUATE(state)` scores a position for a search cut off early, from the public view.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, cast

from ..games.citadels import data
from ..protocol import Move, State
from ..rng import Rng
from .base import lead_rewards, win_rewards

if TYPE_CHECKING:
    from ..games.citadels.state import CitadelsState

# What a character is worth before looking at the table (points-ish).
CHARACTER_BASE = {
    "assassin": 2.0, "witch": 2.0, "thief": 2.0, "tax_collector": 1.5, "magician": 1.0,
    "wizard": 2.0, "king": 2.0, "emperor": 1.5, "bishop": 1.5, "abbot": 1.5,
    "merchant": 2.5, "alchemist": 2.0, "architect": 2.0, "navigator": 2.0,
    "warlord": 1.5, "diplomat": 1.5, "queen": 1.5, "artist": 1.5,
}
# The ranks a killer or thief names first: those that tend to hold gold or build most.
TARGET_RANK_VALUE = {6: 3.0, 4: 2.5, 7: 2.5, 8: 2.0, 5: 1.5, 3: 1.0, 2: 0.5, 9: 1.0, 1: 0.0}
SHARPNESS = 0.2          # evaluation: a lead of 10 points is worth about 0.88


class Table:
    """The numbers every decision needs, worked out once from the seat's view."""

    def __init__(self, view: dict[str, Any], seat: int) -> None:
        self.view = view
        self.seat = seat
        self.me = view["seats"][seat]
        self.gold = self.me["gold"]
        self.hand = self.me["hand"] or []
        self.city = [d["card"] for d in self.me["city"]]
        self.to_end = view["city_to_end"]

    def colour_count(self, colour: str | None) -> int:
        if colour is None:
            return 0
        return sum(1 for d in self.city if data.colour(d) == colour) + ("school_of_magic" in self.city)

    def card_value(self, card: str) -> float:
        """A card in hand: its points, if I can build it before long and do not have it."""
        if card in self.city and "quarry" not in self.city:
            return 0.2                                   # cannot build a duplicate
        cost = data.cost(card)
        value = float(data.value(card))
        short = max(0, cost - self.gold - 2)             # gold still missing after one action
        value -= 1.2 * short
        if data.colour(card) not in {data.colour(d) for d in self.city}:
            value += 0.5                                 # a new colour, toward the five
        return value

    def leader(self) -> int:
        """The rival with the most districts (then the most points)."""
        rivals = [s for s in self.view["seats"] if s["seat"] != self.seat]
        best = max(rivals, key=lambda s: (len(s["city"]), self.view["scores"][s["seat"]]))
        return best["seat"]

    # ---- the draft ---------------------------------------------------------------------------
    def character_value(self, character: str) -> float:
        info = data.CHARACTERS[character]
        value = CHARACTER_BASE.get(character, 1.0) + self.colour_count(info["income"])
        buildable = sum(1 for c in self.hand if data.cost(c) <= self.gold + 2)
        if character == "architect":
            value += min(buildable, 3) * 0.8 + (1.0 if len(self.hand) < 2 else 0.0)
        elif character == "merchant":
            value += 1.0 if self.gold < 3 else 0.0
        elif character in ("navigator", "magician"):
            value += 1.5 if len(self.hand) == 0 else 0.0
        elif character == "bishop":
            value += 0.3 * len(self.city)
        elif character in ("king", "emperor"):
            value += 0.5                                 # the crown: first pick next round
        elif character == "alchemist":
            value += 0.5 * buildable
        elif character == "artist":
            value += 0.5 if self.gold >= 3 else 0.0
        return value

    # ---- one move -----------------------------------------------------------------------------
    def value(self, move: Move) -> float:
        kind, args = move.kind, move.args
        if kind == "pick":
            return self.character_value(args[0])
        if kind == "discard":
            return -self.character_value(args[0])
        if kind in ("thank", "income"):
            return 10.0
        if kind == "gold":
            return 2.0 + (1.0 if any(self.card_value(c) > 1.5 for c in self.hand) else -0.5)
        if kind == "draw":
            return 1.5 + (1.5 if not any(self.card_value(c) > 1.5 for c in self.hand) else 0.0)
        if kind == "keep":
            return self.card_value(args[0])
        if kind == "build":
            return 5.0 + data.value(args[0])
        if kind == "end":
            return 0.5
        if kind in ("kill", "bewitch", "rob"):
            return 1.0 + TARGET_RANK_VALUE.get(int(args[0]), 0.5)
        if kind == "swap_hand":
            other = self.view["seats"][int(args[0])]["hand_size"]
            return (other - len(self.hand)) * 1.0 - 1.0
        if kind == "redraw":
            return 0.8 if self.card_value(args[0]) < 1.0 else -1.0
        if kind == "done":
            return 0.0
        if kind == "peek":
            return 1.0 + 0.3 * self.view["seats"][int(args[0])]["hand_size"]
        if kind == "take":
            return float(data.value(args[0]))
        if kind == "place":
            return float(data.value(args[0])) + 2.0
        if kind == "crown":
            # to the player with the fewest points: the crown helps them least
            return -self.view["scores"][int(args[0])]
        if kind == "tribute":
            if args[0] == "gold":
                return 1.0
            return 2.0 - self.card_value(args[0])
        if kind == "tithe":
            return 1.0
        if kind == "navigate":
            return 2.0 if (args[0] == "cards") == (len(self.hand) < 2) else 1.0
        if kind == "destroy":
            target, card = int(args[0]), args[1]
            if target == self.seat or target != self.leader():
                return -5.0
            return 1.0 + data.value(card) * 0.3 - max(0, data.cost(card) - 1) * 0.8
        if kind == "exchange":
            mine, target, theirs = args[0], int(args[1]), args[2]
            gain = data.value(theirs) - data.value(mine)
            return -5.0 if target == self.seat else gain * 0.5 - 0.5
        if kind == "beautify":
            cheapest = min((data.cost(c) for c in self.hand), default=99)
            return 1.0 if self.gold - 1 >= cheapest else 1.0 if not self.hand else 0.2
        if kind == "museum":
            return 0.9 if len(self.hand) >= 2 else -1.0
        if kind == "lab":
            return 0.9 if self.card_value(args[0]) < 1.0 else -1.0
        if kind == "smithy":
            return 1.2 if self.gold >= 4 and len(self.hand) <= 1 else -1.0
        if kind == "search":
            return self.card_value(args[0])
        if kind == "bell":
            ahead = len(self.city) >= max(len(s["city"]) for s in self.view["seats"])
            return 1.0 if (args[0] == "yes") == ahead else 0.0
        if kind == "graveyard":
            return 1.0 if args[0] == "yes" else 0.5
        if kind == "armory":
            target = int(args[0])
            return -5.0 if target == self.seat or target != self.leader() else 0.5
        return 0.0


def citadels_policy(state: State, seat: int, legal: Sequence[Move], rng: Rng) -> Move:
    if len(legal) == 1:
        return legal[0]
    table = Table(cast("CitadelsState", state).bot_view(seat), seat)
    scored = [(table.value(m), m) for m in legal]
    top = max(v for v, _ in scored)
    options = [m for v, m in scored if v >= top - 1e-9]
    return options[rng.below(len(options))] if len(options) > 1 else options[0]


def citadels_evaluate(state: State) -> list[float]:
    """Rewards in [0, 1] per seat for a position a search stopped short of the end: the
    city's points plus what gold and cards in hand should still turn into."""
    if state.is_over():
        return win_rewards(state.result())
    view = cast("CitadelsState", state).bot_view(None)
    values = [view["scores"][s["seat"]] + 0.5 * s["gold"] + 0.7 * s["hand_size"]
              for s in view["seats"]]
    return lead_rewards(values, SHARPNESS)


# Overrides of the levels' defaults (`levels.DEFAULTS`) for Citadels: about half a second a
# Hard move in CPython on the build machine. Hard follows the heuristic's pick while a node
# has few visits (progressive bias, as Celtica's): without it, at six seats Hard is no
# stronger than Normal (2 wins in 24 games against five Normals, fair 4; with it 5.5 of the
# same 24; CHANGELOG.md, 2026-12-04).
TUNING: dict[str, dict[str, Any]] = {"hard": {"iterations": 500, "bias": 1.0}}
POLICY = citadels_policy
EVALUATE = citadels_evaluate
