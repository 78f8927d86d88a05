"""Checks that Luna's scenario builder (`pycore.games.luna.scenario`) is sound, plus the
small helpers the Luna tests share (`texts`, `play`); the builders are re-exported here so
the Luna test modules import everything from one place."""

from __future__ import annotations

from pycore.games.luna import data
from pycore.games.luna.scenario import hold, in_temple, on_path, put, scenario  # noqa: F401
from pycore.games.luna.state import LunaState


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
