"""Notre Dame's heuristic: how a sensible beginner plays, read from the seat's own view only.

Everything is valued in "prestige now", so that unlike things can be compared:

* Gold, cubes and one step of the rats back each have a price that depends on the moment
  (a cube is dear when the supply is nearly empty; the rats are dear when the plague is
  about to pass 9; gold is cheap in the last round).
* The plague is forecast: the rats advance by this round's plague value (known) and then
  by about four a round, less one per piece in the hospital; every time they would pass 9
  it costs 2 prestige and a cube. `plague_losses` counts that, so "rats back one step", a
  hospital piece and the Doctor are all worth exactly the losses they avoid.
* A piece in a sector is worth its action now (`action_value`) plus what it adds to every
  later activation (`lasting_value`): the park adds prestige to every later gain, the
  hospital slows the rats, the others grow their action.
* Draft and play: keep, then play, the card worth most now. Notre Dame: donate the amount
  that pays best (3 gold for 6 prestige is the usual answer), counting the share of the
  cathedral's pool the cube will bring at the period's end.
* Carriage: drive toward the most valuable message it may take, and stop on it.
* Hiring: the person worth most, if more than the gold it costs; the Doctor when the rats
  are about to cost prestige. Jester, Bishop, Minstrel: the piece move that adds most.
* With no cube left: move the least useful cube, or give the action up if nothing pays.

`POLICY(state, seat, legal, rng)` touches only `state.bot_view(seat)` (the part of
`state.view(seat)` it reads, built quicker: rollouts ask for it at every move) and `legal`.
`EVALUATE(state)` scores a position for a search cut off early, from the public view.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, cast

from ..protocol import Move, State
from ..rng import Rng
from .base import lead_rewards, win_rewards

if TYPE_CHECKING:
    from ..games.notre_dame.state import NotreDameState

ROUNDS = 9
PLAGUE_MAX = 9
PLAGUE_COST = 4.0          # 2 prestige and a cube from the fullest sector (tuned in self-play)
GAINS_PER_ROUND = 2.0      # prestige gains a round that a park pair adds 1 to
DONATIONS = {1: 1, 2: 3, 3: 6}
MESSAGE_PRESTIGE = {"a": 1, "b": 2, "c": 3, "d": 4}
MESSAGE_EXTRA = {"a": "gold", "b": "cube", "c": "rat", "d": None}
SHARPNESS = 0.2            # evaluation: a lead of 10 prestige is worth about 0.88
# What one more piece in a sector adds, per round left after this one. Tuned in self-play:
# the seat that builds its schools, banks and carriage early wins far more often.
LASTING = {"school": 1.0, "bank": 1.0, "carriage": 1.0, "residence": 0.3, "hotel": 0.3}


class Table:
    """The numbers every decision needs, worked out once from the seat's view."""

    def __init__(self, view: dict[str, Any], seat: int) -> None:
        self.view = view
        self.seat = seat
        self._markets: dict[str, dict[str, Any]] | None = None
        self._targets: list[tuple[float, str]] | None = None
        me = view["seats"][seat]
        self.me = me
        self.held = {m["colour"] for m in me["messages"]}     # colours of my messages
        self.counts = {s["sector"]: s["cubes"] + (1 if s["friend"] else 0) for s in me["sectors"]}
        self.cubes_at = {s["sector"]: s["cubes"] for s in me["sectors"]}
        self.cubes_at["notre_dame"] = me["notre_dame"]
        self.rounds_left = ROUNDS - view["round"]          # rounds after this one
        self.plague_pending = view["phase"] in ("draft", "play", "hire")
        self.plague_now = view["persons"]["plague_value"]
        self.park_bonus = self.counts["park"] // 2
        # Gold buys donations (3 gold: 6 prestige) and persons; cubes are the next placements.
        # Both lose their worth as the game runs out (in the end only the tie-break is left).
        final = self.rounds_left == 0 and view["phase"] not in ("draft", "play")
        # (With no gold at all, the next gold is what pays for the next person: dearer.)
        self.gold = 0.25 if final else 2.0 if me["gold"] == 0 else 1.1
        supply = me["cubes"]
        # A cube in hand is a piece on the board later (else a card must move one or be lost).
        piece = 0.3 + 0.25 * self.rounds_left
        self.cube = 0.1 if final else piece * (1.0 if supply <= 1 else 0.7 if supply <= 4 else 0.35)
        rats, hospital = me["rats"], self.counts["hospital"]
        base = plague_losses(rats, hospital, self.plague_pending, self.plague_now, self.rounds_left)
        # one step of the rats back is worth the plague losses it avoids (a little if none)
        self.rat = base - plague_losses(max(0, rats - 1), hospital, self.plague_pending,
                                        self.plague_now, self.rounds_left) + 0.05 if rats else 0.0
        self.hospital_piece = base - plague_losses(rats, hospital + 1, self.plague_pending,
                                                   self.plague_now, self.rounds_left)

    # ---- prices ---------------------------------------------------------------------------
    def prestige(self, amount: float) -> float:
        """A prestige gain, with the park's bonus on top."""
        return amount + self.park_bonus if amount > 0 else 0.0

    def bonus(self, choice: str) -> float:
        """One of the hotel's (and the landlady's) three."""
        if choice == "gold":
            return self.gold
        if choice == "cube":
            return self.cube if self.me["general_supply"] else 0.0
        return self.rat

    def message_value(self, kind: str) -> float:
        extra = MESSAGE_EXTRA[kind]
        return self.prestige(MESSAGE_PRESTIGE[kind]) + (self.bonus(extra) if extra else 0.0)

    # ---- sectors --------------------------------------------------------------------------
    def action_value(self, sector: str, pieces: int) -> float:
        """What activating `sector` with `pieces` there brings now."""
        if sector == "school":
            return min(pieces, self.me["general_supply"]) * self.cube
        if sector == "bank":
            return pieces * self.gold
        if sector == "residence":
            return self.prestige(pieces)
        if sector == "carriage":
            return self.carriage_value(pieces)
        if sector == "hotel":
            best = max(self.bonus(c) for c in ("gold", "cube", "rat"))
            return best * (2 if pieces >= 4 else 1)
        return self.rat                                     # park and hospital

    def lasting_value(self, sector: str) -> float:
        """What one more piece in `sector` adds to the rest of the game."""
        left = self.rounds_left
        if sector == "park":
            # half a pair: +1 on every later prestige gain
            return 0.5 * GAINS_PER_ROUND * left * 0.5
        if sector == "hospital":
            return self.hospital_piece
        return LASTING[sector] * left

    def place_value(self, place: str) -> float:
        """What a cube already at `place` is worth there (so moving it away loses this)."""
        if place == "notre_dame":
            return self.cathedral_share(0)
        return self.lasting_value(place)

    def cathedral_share(self, extra: int) -> float:
        """Prestige my cubes in Notre Dame (plus `extra` more) should bring at the period end."""
        cubes = self.view["notre_dame"]["cubes"]
        mine = cubes[self.seat] + extra
        total = sum(cubes) + extra + 0.5             # others may still add cubes
        return self.view["notre_dame"]["pool"] * mine / total if mine else 0.0

    def donation_value(self, gold: int) -> float:
        if gold == 0:
            return 0.0
        return (self.prestige(DONATIONS[gold]) + self.cathedral_share(1) - self.cathedral_share(0)
                - gold * self.gold - self.cube * 0.5)

    def sector_card_value(self, sector: str) -> float:
        """A cube onto `sector` and its action (moving another cube there if none is left)."""
        gain = self.action_value(sector, self.counts[sector] + 1) + self.lasting_value(sector)
        if self.me["cubes"]:
            return gain - self.cube * 0.5
        sources = [self.place_value(p) for p, n in self.cubes_at.items() if n and p != sector]
        return max(0.0, gain - min(sources)) if sources else 0.0

    def friend_value(self) -> float:
        here = self.me["friend"]
        best = 0.0
        for sector, count in self.counts.items():
            if sector == here:
                continue
            best = max(best, self.action_value(sector, count + 1) + self.lasting_value(sector))
        return best - (self.lasting_value(here) if here else 0.0)

    def card_value(self, action: str) -> float:
        if action == "friend":
            return self.friend_value()
        if action == "notre_dame":
            return max(self.donation_value(g) for g in range(min(3, self.me["gold"]) + 1))
        return self.sector_card_value(action)

    # ---- the carriage ---------------------------------------------------------------------
    def markets(self) -> dict[str, dict[str, Any]]:
        """Every market by id (made once per decision: the carriage asks for it often)."""
        if self._markets is None:
            self._markets = {m["id"]: m for b in self.view["boroughs"] for m in b["markets"]}
        return self._markets

    def may_take(self, colour: str) -> bool:
        held = self.held
        return colour not in held or all(c in held for c in self.view["message_colours"])

    def distances(self, start: str) -> dict[str, int]:
        """Roads from `start` to every market. The roads never change during a game and the
        board is fixed by its number of boroughs, so each is worked out once (read, never
        change, the answer)."""
        key = (len(self.view["boroughs"]), start)
        known = _DISTANCES.get(key)
        if known is None:
            known = _DISTANCES[key] = self._walk(start)
        return known

    def _walk(self, start: str) -> dict[str, int]:
        markets = self.markets()
        dist = {start: 0}
        frontier = [start]
        while frontier:
            nxt = []
            for market in frontier:
                for road in markets[market]["roads"]:
                    if road not in dist:
                        dist[road] = dist[market] + 1
                        nxt.append(road)
            frontier = nxt
        return dist

    def message_targets(self) -> list[tuple[float, str]]:
        """(value, market) of every message I may take (worked out once per decision)."""
        if self._targets is not None:
            return self._targets
        out = []
        for market in self.markets().values():
            message = market["message"]
            if message and self.may_take(message["colour"]):
                out.append((self.message_value(message["kind"]), market["id"]))
        self._targets = out
        return out

    def carriage_value(self, steps: int) -> float:
        """The best message within `steps` roads of my carriage, or a little for coming nearer."""
        dist = self.distances(self.me["carriage"])
        reach = [v for v, m in self.message_targets() if 1 <= dist.get(m, 99) <= steps]
        if reach:
            return max(reach)
        return 0.1 * min(steps, 2) if self.message_targets() else 0.0

    # ---- persons --------------------------------------------------------------------------
    def person_value(self, person: str) -> float:
        counts = list(self.counts.values())
        me = self.me
        if person == "landlady":
            return self.prestige(3) + max(self.bonus(c) for c in ("gold", "cube", "rat"))
        if person == "monk":
            return min(2, me["general_supply"]) * self.cube + self.prestige(1)
        if person == "moneylender":
            return 2 * self.gold + self.prestige(1)
        if person == "minstrel":
            return 0.3
        if person == "doctor":
            rats, hospital = me["rats"], self.counts["hospital"]
            if not self.plague_pending:
                return 0.0
            return (plague_losses(rats, hospital, True, self.plague_now, self.rounds_left)
                    - plague_losses(rats, hospital, True, 0, self.rounds_left))
        if person == "jester":
            return max(self.action_value(s, c + 1) for s, c in self.counts.items()) * 0.8
        if person == "guard":
            return self.prestige(sum(counts) + me["notre_dame"])
        if person == "watchman":
            return self.prestige(counts.count(0))
        if person == "bishop":
            empty = [s for s, c in self.counts.items() if c == 0]
            if not empty or not me["general_supply"]:
                return 0.0
            return max(self.action_value(s, 1) + self.lasting_value(s) for s in empty)
        if person == "guildmaster":
            return self.prestige(sum(n // 2 * 2 for n in counts))
        if person == "beggar_king":
            return self.prestige(PLAGUE_MAX - me["rats"])
        if person == "lawyer":
            return self.prestige(len(me["messages"]) // 2 * 3)
        if person == "lady":
            return self.prestige(max(counts))
        if person == "mayor":
            return self.prestige(sum(n // 3 * 3 for n in counts))
        if person == "carpenter":
            return self.prestige(sum(counts))
        return 0.0

    # ---- moving a piece -------------------------------------------------------------------
    def piece_move_value(self, source: str, target: str, act: bool) -> float:
        gain = self.lasting_value(target) - self.place_value(source)
        if act:
            gain += self.action_value(target, self.counts[target] + 1)
        return gain


def _plague_distribution() -> list[float]:
    """Chance of each plague value (0–9) for a round not yet revealed: two brown persons
    and one grey one, their rats as printed (`data.PERSONS`)."""
    brown = [0, 2, 0, 3, 1, 1]                  # landlady monk moneylender minstrel doctor jester
    grey = [2, 1, 2, 3, 2, 1, 2, 2, 1]          # periods A, B and C together
    chance = [0.0] * 10
    pairs = [(a, b) for i, a in enumerate(brown) for j, b in enumerate(brown) if i < j]
    for a, b in pairs:
        for g in grey:
            chance[a + b + g] += 1.0 / (len(pairs) * len(grey))
    return chance


PLAGUE_CHANCE = _plague_distribution()
# (boroughs on the board, market) -> roads to every market (`Table.distances`)
_DISTANCES: dict[tuple[int, str], dict[str, int]] = {}
_LOSSES: dict[tuple[int, int, bool, int, int], float] = {}


def plague_losses(rats: int, hospital: int, pending: bool, now: int, rounds_left: int) -> float:
    """Prestige the plague should cost from here, on average: this round's plague (if still
    to come) at the known value `now`, then a random value every later round, each time
    less the hospital. Remembered, since bots ask it thousands of times."""
    key = (rats, hospital, pending, now, rounds_left)
    known = _LOSSES.get(key)
    if known is not None:
        return known
    where = [0.0] * (PLAGUE_MAX + 1)
    where[rats] = 1.0
    lost = 0.0
    rounds = ([[0.0] * now + [1.0]] if pending else []) + [PLAGUE_CHANCE] * rounds_left
    for chance in rounds:
        after = [0.0] * (PLAGUE_MAX + 1)
        for r, p in enumerate(where):
            if not p:
                continue
            for value, q in enumerate(chance):
                if not q:
                    continue
                step = value - hospital
                if r + step > PLAGUE_MAX:
                    lost += p * q * PLAGUE_COST
                    after[PLAGUE_MAX] += p * q
                else:
                    after[max(0, r + step)] += p * q
        where = after
    _LOSSES[key] = lost
    return lost


# ---- the decisions -------------------------------------------------------------------------
def scored(table: Table, move: Move) -> float:
    """The value of one legal move, by its kind."""
    kind, args = move.kind, move.args
    if kind in ("keep", "play"):
        return table.card_value(args[0])
    if kind == "donate":
        return table.donation_value(int(args[0]))
    if kind == "move_cube":
        target = args[1]
        if target == "notre_dame":
            # the donation was chosen already (and is paid only if a cube goes there): at
            # least a point, plus the cube's share of the pool
            share = table.cathedral_share(1) - table.cathedral_share(0)
            return 1.0 + share - table.place_value(args[0])
        return table.piece_move_value(args[0], target, act=True)
    if kind == "discard":
        return 0.0
    if kind == "friend":
        here = table.me["friend"]
        sector = args[0]
        return (table.action_value(sector, table.counts[sector] + 1) + table.lasting_value(sector)
                - (table.lasting_value(here) if here else 0.0))
    if kind == "message":
        return 1.0 if args[0] == "take" else 0.0
    if kind == "bonus":
        return table.bonus(args[0])
    if kind == "hire":
        return 0.0 if args[0] == "none" else table.person_value(args[0]) - table.gold
    if kind == "shift":
        if args[0] == "done":
            return 0.2
        return table.piece_move_value(args[0], args[1], act=False)
    if kind == "jester":
        return 0.0 if args[0] == "none" else table.piece_move_value(args[0], args[1], act=True)
    if kind == "bishop":
        return table.action_value(args[0], 1) + table.lasting_value(args[0])
    if kind == "plague":
        return -table.lasting_value(args[0])
    return 0.0


def carriage_moves(table: Table, legal: Sequence[Move]) -> list[Move]:
    """Drive toward the best message in reach (else the nearest), stop on it."""
    pending = table.view["pending"]
    left = pending.get("left", 1)
    here = table.me["carriage"]
    moved = left < table.counts["carriage"]
    targets = table.message_targets()
    stop = Move("carriage:stop")
    if not targets:
        return [stop]
    dist_here = table.distances(here)
    here_value = max((v for v, m in targets if m == here), default=None)
    reachable = [(v, m) for v, m in targets if 1 <= dist_here.get(m, 99) <= left and m != here]
    if here_value is not None and moved and (
            not reachable or max(v for v, _ in reachable) <= here_value):
        return [stop]
    if reachable:
        best = max(v for v, _ in reachable)
        goals = [m for v, m in reachable if v >= best - 1e-9]
    else:   # nothing in reach: come nearer the nearest other message, for next time
        elsewhere = [m for _, m in targets if m != here]
        if not elsewhere:
            return [stop]
        nearest = min(dist_here.get(m, 99) for m in elsewhere)
        goals = [m for m in elsewhere if dist_here.get(m, 99) == nearest]
    options = []
    for move in legal:
        if move.kind != "carriage" or move.args[0] == "stop":
            continue
        dist = table.distances(move.args[0])
        if any(dist.get(g, 99) == dist_here.get(g, 99) - 1 for g in goals):
            options.append(move)
    return options or [stop]


def notre_dame_policy(state: State, seat: int, legal: Sequence[Move], rng: Rng) -> Move:
    if len(legal) == 1:
        return legal[0]
    view = cast("NotreDameState", state).bot_view(seat)
    table = Table(view, seat)
    pending = view["pending"]
    if pending and pending["kind"] == "carriage":
        options = [m for m in carriage_moves(table, legal) if m in legal] or list(legal)
    else:
        values = [(scored(table, m), m) for m in legal]
        top = max(v for v, _ in values)
        options = [m for v, m in values if v >= top - 1e-9]
    return options[rng.below(len(options))] if len(options) > 1 else options[0]


# ---- evaluation for a search cut off early ----------------------------------------------------
def seat_worth(view: dict[str, Any], seat: int) -> float:
    """Prestige plus what the seat's gold, cubes, pieces and rats should still turn into.

    The weights come from a least-squares fit of the final prestige on these features,
    over positions of 150 seeded games between the heuristic and Easy (R² about 0.54).
    """
    me = view["seats"][seat]
    rounds_left = ROUNDS - view["round"]
    counts = {s["sector"]: s["cubes"] + (1 if s["friend"] else 0) for s in me["sectors"]}
    cubes = view["notre_dame"]["cubes"]
    share = view["notre_dame"]["pool"] * cubes[seat] / sum(cubes) if cubes[seat] else 0.0
    pending = view["phase"] in ("draft", "play", "hire")
    losses = plague_losses(me["rats"], counts["hospital"], pending,
                           view["persons"]["plague_value"], rounds_left)
    return (me["prestige"] + 1.5 * me["gold"] + 1.8 * me["cubes"] + 0.75 * share
            + 0.45 * sum(counts.values()) * rounds_left + 1.0 * len(me["messages"])
            - 0.75 * losses)


def notre_dame_evaluate(state: State) -> list[float]:
    """Rewards in [0, 1] per seat for a position a search stopped short of the end."""
    if state.is_over():
        return win_rewards(state.result())
    view = cast("NotreDameState", state).bot_view(None)
    return lead_rewards([seat_worth(view, s) for s in range(view["players"])], SHARPNESS)


# Overrides of the levels' defaults (`levels.DEFAULTS`) for Notre Dame. Its iterations are
# dearer (a richer view to read in every rollout move), so fewer of them for the same think
# time: 0.25 s a Hard move in CPython at three seats, 0.29 s at five (2026-12-04).
TUNING: dict[str, dict[str, Any]] = {"hard": {"iterations": 300}}
POLICY = notre_dame_policy
EVALUATE = notre_dame_evaluate
