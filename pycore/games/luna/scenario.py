"""A scenario builder for Luna: a real game moved to the action phase with the board cleared.
For tests, tutorials and bug reports; never used in play.

`scenario()` starts a real game, skips the preparation round and clears the board: no
novices or shrines on islands, nothing held, the temple parts stacked in a known order
(parts 0..N-1 unless given) with no novice inside, the path fresh. Callers then place
exactly what they need with `put()`, `hold()`, `in_temple()` and `on_path()`.

With 3 players and parts [0, 1, 2]: the path is 5 6 7 | 9 10 11 | 13 14 15 | 17 18 19 |
21 22 23 | 25 26 27 (groups from the steps), and the temple rows are
    row 0:  1  5  9        (part 0, row of 3)
    row 1: 13 17 21 25     (part 0, row of 4)
    row 2:  2  6 10        (part 1, row of 3)
    row 3: 14 18 22 26     (part 1, row of 4)
    row 4:  3  7 11        (part 2) …

>>> state = scenario(2)
>>> put(state, 3, 0, active=2)
>>> 'action:3:favour' in [str(m) for m in state.legal_moves(0)]
True
"""

from __future__ import annotations

from ...protocol import seats_in_order
from . import RULES, data, rounds
from .state import LunaState


def scenario(players: int = 3, *, parts: list[int] | None = None, current: int = 0,
             start: int = 0, round_: int = 1, guard: int | None = None,
             seed: int = 1) -> LunaState:
    state = RULES.new_game(players, seed)
    assert isinstance(state, LunaState)
    n = players
    state.phase = rounds.ACTIONS
    state.round = round_
    state.current = current
    state.start_player = start
    state.points = [data.STARTING_POINTS] * n
    state.active = [[0] * n for _ in range(data.ISLAND_COUNT)]
    state.spent = [[0] * n for _ in range(data.ISLAND_COUNT)]
    state.shrines = [[False] * n for _ in range(data.ISLAND_COUNT)]
    state.favours_left = [n] * data.ISLAND_COUNT
    state.held = [[False] * data.ISLAND_COUNT for _ in range(n)]
    state.reserve = [4] * n
    state.shrine_supply = [5] * n
    state.landing = [0] * n
    state.guard = round_ - 1 if guard is None else guard
    state.time_left = state.time_total
    state.pending = None
    state.parts = list(parts if parts is not None else range(n))
    state.neighbours = data.temple_neighbours(state.parts)
    tiles = sorted(num for part in state.parts for num in data.part_numbers(part))
    state.path = tiles[n:]
    state.group_of = {number: k // n for k, number in enumerate(state.path)}
    state.on_path = {}
    state.temple = {}
    state.entered = []
    state.books = []
    state.council = [[] for _ in data.COUNCIL_POINTS]
    state.council[0] = list(seats_in_order(start, n))
    state.log = []
    return state


def put(state: LunaState, island: int, seat: int, active: int = 0, spent: int = 0,
        shrine: bool = False) -> None:
    """Novices (and a shrine) of `seat` on island number `island` (1–7)."""
    state.active[island - 1][seat] = active
    state.spent[island - 1][seat] = spent
    state.shrines[island - 1][seat] = shrine


def hold(state: LunaState, seat: int, *favours: str) -> None:
    for favour in favours:
        index = data.FAVOUR_INDEX[favour]
        state.held[seat][index] = True
        state.favours_left[index] -= 1


def in_temple(state: LunaState, number: int, seat: int, book: bool = False) -> None:
    state.temple[number] = seat
    state.entered = sorted(set(state.entered) | {number})
    if book:
        state.books = sorted(set(state.books) | {number})
    if number in state.path:
        state.path.remove(number)


def on_path(state: LunaState, number: int, seat: int) -> None:
    state.on_path[number] = seat
