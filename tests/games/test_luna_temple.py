"""Luna: the path, the guard, entering the temple, expulsion and the Book of Wisdom.

Three players, parts [0, 1, 2] (see `test_luna_helpers`). Path groups from the steps:
5 6 7 | 9 10 11 | 13 14 15 | 17 18 19 | 21 22 23 | 25 26 27. Tile symbols used here:
5 book (island 2), 6 bribe (3), 9 bribe (3), 17 shrine (5).
"""

from __future__ import annotations

import pytest
from test_luna_helpers import hold, in_temple, on_path, play, put, scenario, texts

from pycore.protocol import IllegalMove


def test_allowed_forbidden_and_closed_tiles_follow_the_guard():
    state = scenario()
    assert [state.tile_status(t) for t in (5, 7, 9, 11, 13, 27)] == [
        "allowed", "allowed", "forbidden", "forbidden", "closed", "closed"]
    state.guard = 2                     # round 3: the guard on G4
    assert [state.tile_status(t) for t in (5, 13, 15, 17, 21)] == [
        "allowed", "allowed", "allowed", "forbidden", "closed"]
    assert state.guard_value() == 4
    state.guard = 5                     # round 6: the guard at the gate, everything allowed
    assert all(state.tile_status(t) == "allowed" for t in state.path)
    assert state.guard_value() == 2


def test_a_novice_steps_onto_an_allowed_tile_of_its_islands_symbol():
    state = scenario()
    put(state, 2, 0, active=2)
    put(state, 3, 0, active=2)
    legal = texts(state)
    assert "path:5" in legal            # book tile, from island 2
    assert "path:6" in legal            # bribe tile, from island 3
    assert "path:9" not in legal        # forbidden without a Bribe
    assert "path:17" not in legal       # no novices on island 5, and closed anyway
    play(state, "path:5")
    assert state.on_path == {5: 0}
    assert state.active[1][0] == 0 and state.spent[1][0] == 1   # one spent, one on the tile
    assert state.current == 1


def test_path_costs_one_novice_with_your_shrine():
    state = scenario()
    put(state, 2, 0, active=1, shrine=True)
    play(state, "path:5")
    assert state.on_path == {5: 0} and state.active[1][0] == 0 and state.spent[1][0] == 0


def test_a_tile_holds_one_novice():
    state = scenario()
    put(state, 2, 0, active=2)
    on_path(state, 5, 1)
    assert "path:5" not in texts(state)
    with pytest.raises(IllegalMove, match="already stands"):
        state.apply(0, "path:5")


def test_novice_favour_cannot_send_a_novice_to_the_path():
    state = scenario()
    put(state, 2, 0, active=1)
    hold(state, 0, "novice")
    assert "path:5" not in texts(state)


def test_bribe_opens_a_forbidden_tile_and_goes_back():
    state = scenario()
    put(state, 3, 0, active=4)
    hold(state, 0, "bribe")
    play(state, "path:6")                       # allowed: the Bribe stays in hand
    assert state.held[0][2]
    state.current = 0
    play(state, "path:9")                       # forbidden: the Bribe is used
    assert state.on_path == {6: 0, 9: 0}
    assert not state.held[0][2] and state.favours_left[2] == 3


def test_entering_the_temple_scores_the_guards_value():
    state = scenario()
    on_path(state, 5, 0)
    play(state, "temple:5")
    assert state.temple == {5: 0} and 5 not in state.path and state.on_path == {}
    assert state.points[0] == 5 + 6
    state.guard, state.current = 3, 1
    on_path(state, 18, 1)
    play(state, "temple:18")
    assert state.points[1] == 5 + 3


def test_entering_from_a_forbidden_tile_needs_a_bribe():
    state = scenario()
    on_path(state, 9, 0)
    assert "temple:9" not in texts(state)
    with pytest.raises(IllegalMove, match="Bribe"):
        state.apply(0, "temple:9")
    hold(state, 0, "bribe")
    play(state, "temple:9")
    assert state.temple == {9: 0} and not state.held[0][2]


def test_only_your_own_novice_enters():
    state = scenario()
    on_path(state, 5, 1)
    assert "temple:5" not in texts(state)


def expulsion_table(state):
    """Around hex 17: 1 (seat 2, Book), 2 (seat 1), 6 (seat 2), 13 (seat 0), 21 (seat 1)."""
    state.guard = 3                             # round 4, the guard on G3: 17 is allowed
    in_temple(state, 1, 2, book=True)
    in_temple(state, 2, 1)                      # part 1: across the border from 17
    in_temple(state, 6, 2)                      # part 1 as well
    in_temple(state, 13, 0)                     # the mover's own novice
    in_temple(state, 21, 1)                     # a higher number
    on_path(state, 17, 0)


def test_expulsion_of_lower_unprotected_neighbours_across_part_borders():
    state = scenario()
    expulsion_table(state)
    play(state, "temple:17")
    assert state.temple == {1: 2, 13: 0, 17: 0, 21: 1}
    assert state.landing == [0, 1, 1]
    assert state.points[0] == 5 + 3 + 2         # the guard's 3 and one per expelled novice
    assert 2 in state.entered and 6 in state.entered   # their tiles stay in the temple
    event = state.log[-1]
    assert event["event"] == "entered_temple" and event["expelled"] == [[2, 1], [6, 2]]


def test_a_book_of_wisdom_protects_across_the_border():
    state = scenario()
    expulsion_table(state)
    state.books = [1, 2]
    play(state, "temple:17")
    assert state.temple == {1: 2, 2: 1, 13: 0, 17: 0, 21: 1}
    assert state.landing == [0, 0, 1]
    assert state.points[0] == 5 + 3 + 1


def test_book_favour_moves_a_book_and_scores_one():
    state = scenario()
    in_temple(state, 2, 1, book=True)
    in_temple(state, 3, 2, book=True)
    in_temple(state, 13, 0)
    in_temple(state, 1, 0, book=True)
    hold(state, 0, "book")
    play(state, "favour:book")
    assert texts(state) == ["take:2", "take:3"]           # never your own Book
    play(state, "take:2")
    assert texts(state) == ["give:13"]                    # only under a novice without one
    play(state, "give:13")
    assert state.books == [1, 3, 13] and state.points[0] == 6
    assert state.favours_left[1] == 3 and state.current == 1
    # the novice on hex 2 is now unprotected: seat 2 entering 17 expels it, not 13
    state.guard, state.current = 3, 2
    on_path(state, 17, 2)
    play(state, "temple:17")
    assert 2 not in state.temple and state.temple[13] == 0 and state.landing[1] == 1


def test_book_favour_needs_a_book_to_take_and_a_novice_to_give_it_to():
    state = scenario()
    hold(state, 0, "book")
    in_temple(state, 2, 1, book=True)
    assert "favour:book" not in texts(state)              # no novice of yours inside
    in_temple(state, 13, 0, book=True)
    assert "favour:book" not in texts(state)              # yours already has one
