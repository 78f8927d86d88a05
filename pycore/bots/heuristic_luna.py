"""Luna's heuristic: how a sensible beginner plays, read from the seat's own view only.

Every move is given a value in points (`Table.value`), and the best is played:

* The temple first: a novice standing on an allowed path tile enters as soon as it can
  (the guard's value now, one point per expelled novice, and one point at every scoring
  still to come); sending a novice onto the path is worth most of that, less its novices.
  Hexes that can still be entered next to mine, by higher numbers, are a risk.
* A shrine on the Builder's island (4 points at the end, and a cheaper island) whenever
  the Shrine favour and two novices allow; favours are a point each and some are tools
  (the Shrine favour above all, then the Bribe for the forbidden tiles).
* The council while it pays a step at a time; the Apostate onto the island where the
  others have the most novices and I the fewest; drift away from the Apostate's island.
* Novices are the round's currency: each spent costs a little, and more on the
  Priestess's island, where only active novices (and a shrine) count for the majority.
* Flip a time token when nothing is worth more than passing (the last one is a point).
* Preparation: the shrine and the novices go where the Priestess will call, where the
  first path tiles are, and away from the Apostate; islands left empty give favours, so
  the Shrine favour's island is best left empty.

`POLICY(state, seat, legal, rng)` touches only `state.bot_view(seat)` (the part of
`state.view(seat)` it reads, built quicker: rollouts ask for it at every move) and `legal`.
`EVALUATE(state)` scores a position for a search cut off early, from the public view,
counting the end-game points (shrines, favours, council) that the score does not yet hold.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, cast

from ..games.luna import data
from ..protocol import Move, State
from ..rng import Rng
from .base import lead_rewards, win_rewards

if TYPE_CHECKING:
    from ..games.luna.state import LunaState

ISLANDS = data.ISLAND_COUNT
NOVICE_COST = 0.4        # an active novice spent: one fewer action later this round
PASS_VALUE = 0.5         # flipping a time token: the turn goes round, nothing gained
FAVOUR_POINT = 1.0       # every favour still held is a point at the end
FAVOUR_USE = {"shrine": 1.5, "bribe": 0.6, "herbs": 0.3, "book": 0.4, "novice": 0.3,
              "tide": 0.2, "boat": 0.4}
SHRINE_POINTS = 4
# The two below were tuned in self-play (a few hundred seeded games per setting).
PATH_SHARE = 0.55        # a novice on the path is half the way to the temple
RISK = 0.7               # chance that an empty higher neighbour is entered and expels me
SHARPNESS = 0.25         # evaluation: a lead of 8 points is worth about 0.88


class Table:
    """The numbers every decision needs, worked out once from the seat's view."""

    def __init__(self, view: dict[str, Any], seat: int) -> None:
        self.view = view
        self.seat = seat
        self.players = view["players"]
        self.me = view["seats"][seat]
        self.islands = view["islands"]
        self.priestess = view["figures"]["priestess"] - 1
        self.apostate = view["figures"]["apostate"] - 1
        self.builder = view["figures"]["builder"] - 1
        self.favours = set(self.me["favours"])
        # Temple scorings still to come, this round's included (none before round 1).
        self.scorings = view["rounds"] - max(view["round"], 1) + 1
        self.rounds_after = view["rounds"] - max(view["round"], 1)
        self.council_rank = council_ranks(view)
        hexes = view["temple"]["hexes"]
        self.hexes = {h["number"]: h for h in hexes}
        parts = tuple(view["temple"]["parts"])
        place = _PLACES.get(parts)      # where each hex is: fixed by the temple's parts
        if place is None:
            place = _PLACES[parts] = {(h["row"], h["col"]): h["number"] for h in hexes}
        self.place = place
        self._hurt: dict[int, float] = {}
        self.path = {c["tile"]: c for c in view["path"] if "tile" in c}

    # ---- small facts ----------------------------------------------------------------------
    def active(self, island: int, seat: int | None = None) -> int:
        return self.islands[island]["active"][self.seat if seat is None else seat]

    def novices(self, island: int, seat: int) -> int:
        return self.islands[island]["active"][seat] + self.islands[island]["spent"][seat]

    def neighbours(self, number: int) -> list[int]:
        h = self.hexes[number]
        row, col = h["row"], h["col"]
        around = [(row, col - 2), (row, col + 2), (row - 1, col - 1), (row - 1, col + 1),
                  (row + 1, col - 1), (row + 1, col + 1)]
        return [self.place[p] for p in around if p in self.place]

    # ---- the Priestess ----------------------------------------------------------------------
    def priestess_award(self, change: int, seat: int | None = None) -> float:
        """The award of `seat` (default: mine) on the Priestess's island if its strength
        there changed by `change`."""
        seat = self.seat if seat is None else seat
        island = self.islands[self.priestess]
        strengths = [island["active"][s] + (1 if island["shrines"][s] else 0)
                     for s in range(self.players)]
        strengths[seat] += change
        if strengths[seat] <= 0:
            return 0.0
        mine = (strengths[seat], self.council_rank[seat])
        place = sum(1 for s in range(self.players) if s != seat and strengths[s] > 0
                    and (strengths[s], self.council_rank[s]) > mine)
        awards = self.view["priestess_awards"]
        return float(awards[place]) if place < len(awards) else 0.0

    def spend_cost(self, island: int, count: int) -> float:
        """What spending `count` active novices on `island` costs me."""
        cost = count * NOVICE_COST
        if island == self.priestess and count:
            cost += self.priestess_award(0) - self.priestess_award(-count)
        return cost

    def favour_worth(self, favour: str) -> float:
        return FAVOUR_POINT + FAVOUR_USE[favour] * (1.0 if self.rounds_after else 0.2)

    # ---- the temple -------------------------------------------------------------------------
    def temple_value(self, number: int, guard: int) -> float:
        """Entering hex `number` with the guard at `guard`: points now and later, less risk."""
        expelled = 0
        risk = 0
        for other in self.neighbours(number):
            h = self.hexes[other]
            owner = h["novice"]
            if owner is not None and owner != self.seat and other < number and not h["book"]:
                expelled += 1
            if owner is None and other > number:
                risk += 1
        # if expelled, the scorings after this round are lost (the entry points are kept)
        safe = (1.0 - RISK) ** risk
        return guard + expelled + self.scorings - (1.0 - safe) * self.rounds_after

    def bribe_cost(self, number: int) -> float:
        return self.favour_worth("bribe") if self.path[number]["status"] == "forbidden" else 0.0

    def path_value(self, number: int) -> float:
        island = self.path[number]["island"] - 1
        cost = 1 if self.islands[island]["shrines"][self.seat] else 2
        guard = self.view["guard"]["value"]
        later = guard if self.view["time"]["left"] > 1 else max(2, guard - 1)
        return (PATH_SHARE * self.temple_value(number, later) - self.spend_cost(island, cost)
                - self.bribe_cost(number))

    # ---- island actions ---------------------------------------------------------------------
    def council_gain(self, steps: int) -> float:
        points = data.COUNCIL_POINTS
        space = self.me["council"]
        return points[min(space + steps, len(points) - 1)] - points[space]

    def apostate_gain(self, island: int) -> float:
        """What moving the Apostate to `island` (from where it is) changes for me."""
        return self._apostate_hurt(island) - self._apostate_hurt(self.apostate)

    def _apostate_hurt(self, i: int) -> float:
        """How much more the Apostate on island `i` hurts the others than me (remembered for
        the decision: the Apostate's moves ask it of every island several times)."""
        known = self._hurt.get(i)
        if known is None:
            others = sum(self.novices(i, s) for s in range(self.players) if s != self.seat)
            known = self._hurt[i] = others / max(1, self.players - 1) - self.novices(i, self.seat)
        return known

    def island_action(self, island: int, kind: str) -> float:
        """The best this action can bring, paid the cheapest usual way."""
        active = self.active(island)
        if kind == "favour":
            cost = 1 if self.islands[island]["shrines"][self.seat] else 2
            favour = self.islands[island]["favour"]
            return self.favour_worth(favour) - self.pay(island, cost, active)
        if kind == "novice":
            # the recruit arrives spent beside the island: on the Apostate's, it costs a point
            return (0.5 * self.rounds_after + 0.2 - self.pay(island, 2, active)
                    - (1.0 if island == self.apostate else 0.0))
        if kind == "shrine":
            # the Shrine favour goes back: its point is lost, its use is this
            return (SHRINE_POINTS + 0.3 * self.rounds_after - FAVOUR_POINT
                    - self.pay(island, 2, active))
        if kind == "council":
            return max((self.council_gain(k) - self.spend_cost(island, k)
                        for k in range(1, active + 1)), default=-1.0)
        if kind == "apostate":
            return max((self.apostate_gain((self.apostate + k) % ISLANDS)
                        - self.spend_cost(island, k) for k in range(1, min(active, ISLANDS - 1) + 1)),
                       default=-1.0)
        return 0.0

    def pay(self, island: int, cost: int, active: int) -> float:
        if active >= cost:
            return self.spend_cost(island, cost)
        return self.spend_cost(island, active) + self.favour_worth("novice")  # the token

    def drift_value(self, island: int) -> float:
        """Drifting active novices off the Apostate's island saves a point each."""
        if island != self.apostate:
            return -1.0
        count = self.active(island)
        return count * (1.0 - NOVICE_COST) - (self.priestess_award(0) - self.priestess_award(-count)
                                              if island == self.priestess else 0.0)

    def boat_value(self) -> float:
        """The Boat: two active novices onto the Priestess's island, still active."""
        gain = self.priestess_award(2) - self.priestess_award(0)
        if self.active(self.apostate):
            gain = max(gain, min(2, self.active(self.apostate)) * 1.0)
        return gain - self.favour_worth("boat")

    def book_value(self) -> float:
        mine = [n for n, h in self.hexes.items() if h["novice"] == self.seat and not h["book"]]
        exposed = max((sum(1 for o in self.neighbours(n) if o > n and self.hexes[o]["novice"] is None)
                       for n in mine), default=0)
        return 1.0 + (1.0 - (1.0 - RISK) ** exposed) * self.rounds_after - self.favour_worth("book")

    def herbs_value(self) -> float:
        best = max(min(2, i["spent"][self.seat]) for i in self.islands)
        return best * NOVICE_COST * 1.5 - self.favour_worth("herbs")

    # ---- one move ---------------------------------------------------------------------------
    def value(self, move: Move) -> float:
        kind, args = move.kind, move.args
        if kind == "time":
            return PASS_VALUE + (1.0 if self.view["time"]["left"] == 1 else 0.0)
        if kind == "action":
            return self.island_action(int(args[0]) - 1, args[1])
        if kind == "temple":
            number = int(args[0])
            return self.temple_value(number, self.view["guard"]["value"]) - self.bribe_cost(number)
        if kind == "path":
            return self.path_value(int(args[0]))
        if kind == "drift":
            return self.drift_value(int(args[0]) - 1)
        if kind == "favour":
            return {"boat": self.boat_value, "book": self.book_value,
                    "herbs": self.herbs_value}.get(args[0], lambda: -1.0)()
        if kind == "shrine":
            return self.prep_island(int(args[0]) - 1, shrine=True)
        if kind == "novices":
            return self.prep_island(int(args[0]) - 1, shrine=False)
        return self.step_value(move)

    # ---- steps of a pending action --------------------------------------------------------
    def step_value(self, move: Move) -> float:
        pending = self.view["pending"] or {}
        kind, args = move.kind, move.args
        if kind == "spend":
            island = pending["island"] - 1
            count = int(args[0])
            token = len(args) == 2
            cost = self.spend_cost(island, count) + (self.favour_worth("novice") if token else 0.0)
            strength = count + (1 if token else 0)
            if pending["action"] == "council":
                return self.council_gain(strength) - cost
            if pending["action"] == "apostate":
                return self.apostate_gain((self.apostate + strength) % ISLANDS) - cost
            return -cost
        if kind == "revive":
            return self.islands[int(args[0]) - 1]["spent"][self.seat]
        if kind == "take":
            return 0.0
        if kind == "give":
            number = int(args[0])
            return -number + sum(1 for o in self.neighbours(number) if o > number)
        if kind == "from":
            if args[0] == "landing":
                return 1.5
            island = int(args[0]) - 1
            return 2.0 if island == self.apostate else 1.0 - (2.0 if island == self.priestess else 0)
        if kind == "to":
            return self.destination(int(args[0]) - 1, pending)
        if kind == "done":
            origin = pending.get("from")
            if pending.get("kind") == "herbs":
                return 0.0
            # keep moving novices off the Apostate's island; otherwise one is enough
            return -5.0 if origin == self.apostate + 1 else 0.1
        return 0.0

    def destination(self, island: int, pending: dict[str, Any]) -> float:
        if island == self.apostate:
            return -2.0
        value = 0.0
        if pending.get("kind") == "boat" and island == self.priestess:
            value += 2.0
        # an island whose symbol matches a free path tile: the novices may go there later
        for cell in self.path.values():
            if cell["island"] - 1 == island and cell["novice"] is None and cell["status"] != "closed":
                value += 0.3
        return value

    # ---- preparation --------------------------------------------------------------------------
    def prep_island(self, island: int, shrine: bool) -> float:
        step = data.PRIESTESS_STEP[self.players]
        calls = sum(1 for r in range(data.ROUNDS)
                    if (data.START_PRIESTESS + r * step) % ISLANDS == island)
        early = [c for c in self.view["path"] if "tile" in c][:3 * self.players]
        tiles = sum(1 for c in early if c["island"] - 1 == island)
        value = calls * 0.8 + tiles * (0.8 if shrine else 0.5)
        if not shrine and island == self.apostate:
            value -= 3.0
        # a favour comes from every island left empty: keep the useful ones empty (the
        # Shrine favour above all: without it no shrine can be built)
        favour = self.islands[island]["favour"]
        value -= 2.0 if favour == "shrine" else 0.5 * FAVOUR_USE[favour]
        if not shrine:
            others = sum(self.islands[island]["active"][s] for s in range(self.players) if s != self.seat)
            value -= 0.2 * others       # spread out where the others crowd
        return value


# the temple's parts -> {(row, column): hex number} (`Table.place`)
_PLACES: dict[tuple[int, ...], dict[tuple[int, int], int]] = {}


def council_ranks(view: dict[str, Any]) -> list[tuple[int, int]]:
    """Each seat's council key: (space, height in its stack); larger wins ties."""
    keys = [(0, 0)] * view["players"]
    for space, cell in enumerate(view["council"]):
        for height, seat in enumerate(cell["stack"]):
            keys[seat] = (space, height)
    return keys


def luna_policy(state: State, seat: int, legal: Sequence[Move], rng: Rng) -> Move:
    if len(legal) == 1:
        return legal[0]
    table = Table(cast("LunaState", state).bot_view(seat), seat)
    scored = [(table.value(m), m) for m in legal]
    top = max(v for v, _ in scored)
    options = [m for v, m in scored if v >= top - 1e-9]
    return options[rng.below(len(options))] if len(options) > 1 else options[0]


# ---- evaluation for a search cut off early ----------------------------------------------------
def seat_worth(table: Table, seat: int) -> float:
    """Points now, plus the end-game points already earned and the round's scoring to come."""
    view = table.view
    me = view["seats"][seat]
    shrines = sum(1 for i in table.islands if i["shrines"][seat])
    worth = (me["points"] + SHRINE_POINTS * shrines + FAVOUR_POINT * len(me["favours"])
             + data.COUNCIL_POINTS[me["council"]] + me["temple"] * table.scorings)
    on_path = sum(1 for c in table.path.values() if c["novice"] == seat)
    worth += on_path * 2.0
    if view["phase"] == "actions":
        worth -= table.novices(table.apostate, seat)
        worth += table.priestess_award(0, seat) * 0.7     # the Priestess may still be won
    return worth


def luna_evaluate(state: State) -> list[float]:
    """Rewards in [0, 1] per seat for a position a search stopped short of the end."""
    if state.is_over():
        return win_rewards(state.result())
    table = Table(cast("LunaState", state).bot_view(None), 0)
    return lead_rewards([seat_worth(table, s) for s in range(table.players)], SHARPNESS)


# Overrides of the levels' defaults (`levels.DEFAULTS`) for Luna. Its iterations are dearer
# (a richer view to read in every rollout move), so fewer of them for the same think time:
# 0.43 s a Hard move in CPython at three seats, 0.51 s at four (2026-12-04).
TUNING: dict[str, dict[str, Any]] = {"hard": {"iterations": 300}}
POLICY = luna_policy
EVALUATE = luna_evaluate
