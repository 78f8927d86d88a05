"""Scenario builder for the Luna tests, plus checks that the builder itself is sound.

`scenario()` starts a real game, skips the preparation round and clears the board: no
novices or shrines on islands, nothing held, the temple parts stacked in a known order
(parts 0..N-1 unless given) with no novice inside, the path fresh. Tests then place exactly
what their rule needs with `put()`, `hold()`, `in_temple()` and `on_path()`.

With 3 players and parts [0, 1, 2]: the path is 5 6 7 | 9 10 11 | 13 14 15 | 17 18 19 |
21 22 23 | 25 26 27 (groups from the steps), and the temple rows are
    row 0:  1  5  9        (part 0, row of 3)
    row 1: 13 17 21 25     (part 0, row of 4)
    row 2:  2  6 10        (part 1, row of 3)
    row 3: 14 18 22 26     (part 1, row of 4)
    row 4:  3  7 11        (part 2) …
"""

from __future__ import annotations

from pycore.games.luna import RULES, data
from pycore.games.luna.state import LunaState


def scenario(players: int = 3, *, parts: list[int] | None = None, current: int = 0,
             start: int = 0, round_: int = 1, guard: int | None = None,
             seed: int = 1) -> LunaState:
    state = RULES.new_game(players, seed)
    n = players
    state.phase = "actions"
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
    state.council[0] = [(start + k) % n for k in range(n)]
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


def texts(state: LunaState, seat: int | None = None) -> list[str]:
    return [str(m) for m in state.legal_moves(state.current if seat is None else seat)]


def play(state: LunaState, *moves: str) -> None:
    for move in moves:
        state.apply(state.current, move)


# ---- the builder itself -------------------------------------------------------------------
def test_scenario_is_a_clean_action_phase():
    state = scenario()
    assert state.phase == "actions" and state.to_move() == (0,)
    assert state.path == [5, 6, 7, 9, 10, 11, 13, 14, 15, 17, 18, 19, 21, 22, 23, 25, 26, 27]
    assert texts(state) == ["time"]          # nothing on the board: only the time token
    assert state.view(None)["temple"]["hexes"][0]["number"] == 1


def test_reconstructed_temple_rows_and_symbols():
    assert data.part_numbers(0) == [1, 5, 9, 13, 17, 21, 25]
    assert data.part_numbers(3) == [4, 8, 12, 16, 20, 24, 28]
    layout = data.temple_layout([0, 1, 2])
    assert layout[1] == [0, 1] and layout[13] == [1, 0] and layout[2] == [2, 1]
    # every part shows all seven symbols once
    for part in range(data.TEMPLE_PARTS):
        assert sorted(data.symbol_of(n) for n in data.part_numbers(part)) == sorted(data.FAVOURS)
    assert data.symbol_of(17) == "shrine" and data.island_of_tile(17) == 4
    assert data.symbol_of(5) == "book" and data.symbol_of(6) == "bribe"


def test_neighbours_cross_part_borders():
    near = data.temple_neighbours([0, 1, 2])
    assert near[13] == [1, 2, 17]
    assert near[17] == [1, 2, 5, 6, 13, 21]
    assert near[2] == [6, 13, 14, 17, 18]    # part 1's first hex touches part 0's row of 4
    # adjacency is symmetric
    assert all(a in near[b] for a in near for b in near[a])
