"""The Luna game state: plain data, the setup, and the protocol methods.

Legal moves and refusals live in `moves.py`, playing them in `play.py`, the round and
game-end scoring in `rounds.py`, the views in `view.py`. Everything in a Luna state is public
once the setup is dealt; only `rng` (used by the setup alone) is hidden, so `hidden.py` just
clones and re-seeds it.

Fields (islands are indexes 0–6, seats 0..players-1):
* `phase`: "prep_shrine", "prep_novices", "actions" or "over" (`rounds`' constants); `round` 0
  (preparation) to 6.
* `active[i][s]`, `spent[i][s]`, `shrines[i][s]`: seat s's novices and shrine on island i.
* `favours_left[i]`: favour tokens lying on island i; `held[s][f]`: seat s holds favour f.
* `reserve[s]`, `shrine_supply[s]`, `landing[s]`: novices in reserve, shrines unbuilt,
  novices expelled onto the landing steps.
* `path`: tile numbers still on the path, ascending (lowest nearest the steps);
  `on_path`: tile number -> seat of the novice standing on it.
* `temple`: hex number -> seat of the novice in it; `entered`: hexes holding their tile;
  `books`: hexes whose novice stands on a Book of Wisdom.
* `council[space]`: seats on that space, bottom of the stack first.
* `guard`: index into `GUARDS_FROM_STEPS` where the guard figure stands.
* `pending`: the unfinished multi-step action of `current`, or None.
"""

from __future__ import annotations

from typing import Any

from ...protocol import IllegalMove, Move, Rules, State, ranks_from_keys, seats_in_order
from ...rng import Rng
from . import data, hidden, moves, play, rounds, view


class LunaState(State):
    """One game of Luna in progress (the fields are explained in the module docstring)."""

    __slots__ = ("phase", "round", "start_player", "current", "prep_turns", "points", "active",
                 "spent", "shrines", "favours_left", "held", "reserve", "shrine_supply",
                 "landing", "priestess", "builder", "apostate", "guard", "time_total",
                 "time_left", "pending", "parts", "neighbours", "temple", "entered", "books",
                 "path", "group_of", "on_path", "council")
    phase: str
    round: int
    start_player: int
    current: int
    prep_turns: int               # novice placements made in the preparation round
    points: list[int]
    active: list[list[int]]       # [island][seat]
    spent: list[list[int]]
    shrines: list[list[bool]]
    favours_left: list[int]       # [island]
    held: list[list[bool]]        # [seat][favour index]
    reserve: list[int]
    shrine_supply: list[int]
    landing: list[int]
    priestess: int                # island indexes of the figures
    builder: int
    apostate: int
    guard: int
    time_total: int
    time_left: int
    pending: dict[str, Any] | None
    parts: list[int]              # temple parts, in the order stacked
    neighbours: dict[int, list[int]]   # never mutated: shared by clones
    temple: dict[int, int]
    entered: list[int]
    books: list[int]
    path: list[int]
    group_of: dict[int, int]      # never mutated: shared by clones
    on_path: dict[int, int]
    council: list[list[int]]

    # ---- construction -------------------------------------------------------------
    @classmethod
    def new(cls, rules: Rules, players: int, seed: int, options: dict[str, Any]) -> LunaState:
        state = cls.blank(rules, players, seed, options)
        state._setup()
        return state

    def _setup(self) -> None:
        n = self.players
        rng = self.rng
        self.phase = rounds.PREP_SHRINE
        self.round = 0
        self.start_player = rng.below(n)
        self.current = self.start_player
        self.prep_turns = 0
        self.points = [data.STARTING_POINTS] * n
        self.active = [[0] * n for _ in range(data.ISLAND_COUNT)]
        self.spent = [[0] * n for _ in range(data.ISLAND_COUNT)]
        self.shrines = [[False] * n for _ in range(data.ISLAND_COUNT)]
        self.favours_left = [n] * data.ISLAND_COUNT
        self.held = [[False] * data.ISLAND_COUNT for _ in range(n)]
        self.reserve = [data.NOVICES_PER_PLAYER] * n
        self.shrine_supply = [data.SHRINES_PER_PLAYER] * n
        self.landing = [0] * n
        self.priestess = data.START_PRIESTESS
        self.builder = data.START_BUILDER
        self.apostate = data.START_APOSTATE
        self.guard = 0
        self.time_total = data.TIME_TOKENS[n]
        self.time_left = self.time_total
        self.pending = None
        # The temple: N random parts, stacked in the order drawn.
        self.parts = rng.shuffled(list(range(data.TEMPLE_PARTS)))[:n]
        self.neighbours = data.temple_neighbours(self.parts)   # never mutated: shared by clones
        tiles = sorted(num for part in self.parts for num in data.part_numbers(part))
        lowest = rng.shuffled(tiles[:n])
        self.temple = {}
        self.entered = []
        self.books = []
        for seat, number in enumerate(lowest):
            self.temple[number] = seat
            self.entered.append(number)
            self.books.append(number)
            self.reserve[seat] -= 1
        self.entered.sort()
        self.books.sort()
        self.path = tiles[n:]
        # Group g of N tiles lies between guard tile g-1 and guard tile g (from the steps).
        self.group_of = {number: k // n for k, number in enumerate(self.path)}  # shared
        self.on_path = {}
        # Council discs all on the first space, the start player's at the bottom.
        self.council = [[] for _ in data.COUNCIL_POINTS]
        self.council[0] = list(seats_in_order(self.start_player, n))
        self.log_event("setup", start_player=self.start_player, parts=list(self.parts),
                       temple=[[number, seat] for seat, number in enumerate(lowest)])

    def clone(self) -> LunaState:
        twin = self.twin()
        twin.phase = self.phase
        twin.round = self.round
        twin.start_player = self.start_player
        twin.current = self.current
        twin.prep_turns = self.prep_turns
        twin.points = list(self.points)
        twin.active = [list(row) for row in self.active]
        twin.spent = [list(row) for row in self.spent]
        twin.shrines = [list(row) for row in self.shrines]
        twin.favours_left = list(self.favours_left)
        twin.held = [list(row) for row in self.held]
        twin.reserve = list(self.reserve)
        twin.shrine_supply = list(self.shrine_supply)
        twin.landing = list(self.landing)
        twin.priestess = self.priestess
        twin.builder = self.builder
        twin.apostate = self.apostate
        twin.guard = self.guard
        twin.time_total = self.time_total
        twin.time_left = self.time_left
        twin.pending = dict(self.pending) if self.pending is not None else None
        twin.parts = self.parts
        twin.neighbours = self.neighbours
        twin.group_of = self.group_of
        twin.temple = dict(self.temple)
        twin.entered = list(self.entered)
        twin.books = list(self.books)
        twin.path = list(self.path)
        twin.on_path = dict(self.on_path)
        twin.council = [list(stack) for stack in self.council]
        return twin

    # ---- small queries used by moves, play, rounds and view -------------------------
    def holds(self, seat: int, favour: str) -> bool:
        return self.held[seat][data.FAVOUR_INDEX[favour]]

    def council_space(self, seat: int) -> int:
        for space, stack in enumerate(self.council):
            if seat in stack:
                return space
        raise AssertionError("every seat has a council disc")

    def council_key(self, seat: int) -> tuple[int, int]:
        """Larger is further ahead: the space first, then the height in its stack."""
        space = self.council_space(seat)
        return space, self.council[space].index(seat)

    def tile_status(self, number: int) -> str:
        """'allowed', 'forbidden' (needs a Bribe) or 'closed' for a tile on the path.

        Tiles between the guard figure and the steps are allowed; the group just past the
        guard toward the gate is forbidden; the groups beyond are closed this round.
        """
        return self.group_status(self.group_of[number])

    def group_status(self, group: int) -> str:
        """`tile_status` of every tile in the path's group `group` (0 next to the steps)."""
        if group <= self.guard:
            return "allowed"
        if group == self.guard + 1:
            return "forbidden"
        return "closed"

    def temple_count(self, seat: int) -> int:
        return sum(1 for owner in self.temple.values() if owner == seat)

    def guard_value(self) -> int:
        return data.GUARDS_FROM_STEPS[self.guard]

    # ---- protocol -------------------------------------------------------------------
    def to_move(self) -> tuple[int, ...]:
        return () if self.phase == rounds.OVER else (self.current,)

    def legal_moves(self, seat: int) -> list[Move]:
        if self.phase == rounds.OVER or seat != self.current:
            return []
        return moves.legal_moves(self, seat)

    def _play(self, seat: int, move: Move) -> None:
        play.play(self, seat, move)

    def why_illegal(self, seat: int, move: Move) -> IllegalMove:
        return moves.why_illegal(self, seat, move)

    def is_over(self) -> bool:
        return self.phase == rounds.OVER

    def scores(self) -> list[float]:
        return [float(p) for p in self.points]

    def result(self) -> list[int]:
        # Ties on points go to the better council position (seed), which is never shared.
        return ranks_from_keys([(self.points[s], self.council_key(s))
                                for s in range(self.players)])

    def view(self, seat: int | None) -> dict[str, Any]:
        return view.view(self, seat)

    def bot_view(self, seat: int | None) -> dict[str, Any]:
        """What the bots read of `view(seat)`, quicker to build (see `view.bot_view`)."""
        return view.bot_view(self, seat)

    def determinize(self, seat: int, rng: Rng) -> LunaState:
        return hidden.determinize(self, seat, rng)
