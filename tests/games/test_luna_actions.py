"""Luna: every island action, drift, the favours and the time tokens, one scenario each."""

from __future__ import annotations

import pytest
from test_luna_helpers import hold, play, put, scenario, texts

from pycore.protocol import IllegalMove


# ---- take a favour ----------------------------------------------------------------------
def test_favour_costs_two_novices():
    state = scenario()
    put(state, 6, 0, active=3)
    play(state, "action:6:favour")           # one way to pay: paid at once
    assert state.held[0][5] and state.favours_left[5] == 2
    assert state.active[5][0] == 1 and state.spent[5][0] == 2
    assert state.current == 1 and state.pending is None


def test_favour_costs_one_novice_with_your_shrine():
    state = scenario()
    put(state, 6, 0, active=1, shrine=True)
    play(state, "action:6:favour")
    assert state.held[0][5] and state.spent[5][0] == 1


def test_favour_needs_a_token_left_and_none_of_that_type_held():
    state = scenario()
    put(state, 6, 0, active=4)
    put(state, 7, 0, active=4)
    hold(state, 0, "tide")
    state.favours_left[6] = 0
    legal = texts(state)
    assert "action:6:favour" not in legal and "action:7:favour" not in legal
    with pytest.raises(IllegalMove, match="no favour left"):
        state.apply(0, "action:6:favour")
    put(state, 1, 0, active=1)
    assert "action:1:favour" not in texts(state)   # one novice is not enough without a shrine


def test_novice_favour_stands_in_for_a_novice():
    state = scenario()
    put(state, 1, 0, active=1)
    hold(state, 0, "novice")
    play(state, "action:1:favour")            # 1 novice + the Novice favour is the only way
    assert state.held[0][0] and not state.held[0][3]
    assert state.favours_left[3] == 3         # the used favour went back to island 4
    assert state.spent[0][0] == 1


def test_novice_favour_gives_a_choice_of_payment():
    state = scenario()
    put(state, 1, 0, active=2)
    hold(state, 0, "novice")
    play(state, "action:1:favour")
    assert state.pending == {"kind": "pay", "action": "favour", "island": 0}
    assert texts(state) == ["spend:2", "spend:1:novice"]
    play(state, "spend:2")
    assert state.held[0][0] and state.held[0][3] and state.active[0][0] == 0


def test_novice_favour_cannot_take_the_novice_favour():
    state = scenario()
    put(state, 4, 0, active=1)
    hold(state, 0, "novice")
    assert "action:4:favour" not in texts(state)   # and holding one forbids another anyway
    state.held[0][3] = False
    hold(state, 0, "boat")
    put(state, 4, 0, active=1, shrine=True)
    assert "action:4:favour" in texts(state)


# ---- new novice -------------------------------------------------------------------------
def test_new_novice_arrives_spent_from_the_reserve():
    state = scenario()
    put(state, 2, 0, active=2)
    play(state, "action:2:novice")
    assert state.reserve[0] == 3
    assert state.active[1][0] == 0 and state.spent[1][0] == 3


def test_new_novice_needs_a_reserve():
    state = scenario()
    put(state, 2, 0, active=2)
    state.reserve[0] = 0
    assert "action:2:novice" not in texts(state)


# ---- shrine -----------------------------------------------------------------------------
def test_shrine_on_the_builders_island_with_the_shrine_favour():
    state = scenario()
    put(state, 4, 0, active=2)        # the Builder starts on island 4
    put(state, 3, 0, active=2)
    assert "action:4:shrine" not in texts(state)      # no Shrine favour yet
    hold(state, 0, "shrine")
    legal = texts(state)
    assert "action:4:shrine" in legal and "action:3:shrine" not in legal
    play(state, "action:4:shrine")
    assert state.shrines[3][0] and state.shrine_supply[0] == 4
    assert not state.held[0][4] and state.favours_left[4] == 3
    assert state.spent[3][0] == 2


def test_no_second_own_shrine_on_an_island_but_others_do_not_matter():
    state = scenario()
    put(state, 4, 0, active=2, shrine=True)
    put(state, 4, 1, active=2, shrine=True)
    hold(state, 0, "shrine")
    hold(state, 1, "shrine")
    assert "action:4:shrine" not in texts(state)
    state.shrines[3][0] = False
    assert "action:4:shrine" in texts(state)


def test_no_shrine_once_the_shrine_supply_is_used_up():
    state = scenario()
    put(state, 4, 0, active=2)
    hold(state, 0, "shrine")
    state.shrine_supply[0] = 0
    assert "action:4:shrine" not in texts(state)
    with pytest.raises(IllegalMove, match="only on the Builder's island"):
        state.apply(0, "action:4:shrine")
    assert not state.shrines[3][0] and state.held[0][4]


# ---- herbs ------------------------------------------------------------------------------
def test_herbs_revive_one_or_two_spent_novices_on_one_island():
    state = scenario()
    put(state, 2, 0, spent=3)
    put(state, 5, 0, spent=1)
    hold(state, 0, "herbs")
    play(state, "favour:herbs")
    assert state.favours_left[0] == 3
    assert texts(state) == ["revive:2", "revive:5"]
    play(state, "revive:2")
    assert texts(state) == ["revive:2", "done"]        # the same island only
    play(state, "revive:2")
    assert state.active[1][0] == 2 and state.spent[1][0] == 1
    assert state.current == 1                            # two is the most


def test_herbs_may_stop_after_one():
    state = scenario()
    put(state, 2, 0, spent=3)
    hold(state, 0, "herbs")
    play(state, "favour:herbs", "revive:2", "done")
    assert state.active[1][0] == 1 and state.current == 1


# ---- council ----------------------------------------------------------------------------
def test_council_moves_one_space_per_novice_and_stacks_on_top():
    state = scenario()
    state.council = [[1], [2], [], [], []]
    state.council[0].insert(0, 0)
    put(state, 3, 0, active=3)
    play(state, "action:3:council")
    assert texts(state) == ["spend:1", "spend:2", "spend:3"]
    play(state, "spend:1")
    assert state.council[1] == [2, 0]                    # on top of the disc already there
    assert state.council_key(0) > state.council_key(2)
    assert state.active[2][0] == 2 and state.spent[2][0] == 1


def test_council_last_space_goes_to_the_bottom_and_stops():
    state = scenario()
    state.council = [[0], [], [], [1], [2]]
    put(state, 3, 0, active=5)
    play(state, "action:3:council")
    assert texts(state) == ["spend:1", "spend:2", "spend:3", "spend:4"]   # no further than the end
    play(state, "spend:4")
    assert state.council[4] == [0, 2]                    # underneath the earlier arrival
    state.current = 0
    assert "action:3:council" not in texts(state)


def test_council_with_the_novice_favour_alone():
    state = scenario()
    hold(state, 0, "novice")
    play(state, "action:1:council")          # the only payment, so made at once
    assert state.pending is None and state.council_space(0) == 1
    assert not state.held[0][3] and state.current == 1


# ---- apostate ---------------------------------------------------------------------------
def test_apostate_moves_clockwise_one_island_per_novice():
    state = scenario()
    put(state, 1, 0, active=3)
    play(state, "action:1:apostate", "spend:3")          # from island 6: 7, 1, 2
    assert state.apostate == 1
    assert state.spent[0][0] == 3


def test_apostate_moves_at_most_six_islands():
    state = scenario()
    put(state, 1, 0, active=9)
    hold(state, 0, "novice")
    play(state, "action:1:apostate")
    # seven steps would bring it back where it was: 6 at most, the Novice favour included
    assert [t for t in texts(state) if ":novice" not in t] == [f"spend:{n}" for n in range(1, 7)]
    assert "spend:6:novice" not in texts(state) and "spend:5:novice" in texts(state)
    with pytest.raises(IllegalMove):
        state.apply(0, "spend:7")
    play(state, "spend:6")                               # from island 6 to island 5
    assert state.apostate == 4 and state.spent[0][0] == 6


# ---- drift ------------------------------------------------------------------------------
def test_drift_moves_active_novices_from_one_island_to_others_as_spent():
    state = scenario()
    put(state, 2, 0, active=3)
    play(state, "drift:2")
    assert "to:2" not in texts(state) and "done" not in texts(state)
    play(state, "to:5", "to:7")
    assert "done" in texts(state)
    play(state, "done")
    assert state.active[1][0] == 1
    assert state.spent[4][0] == 1 and state.spent[6][0] == 1 and state.active[4][0] == 0
    assert state.current == 1


def test_drift_ends_when_the_island_is_empty():
    state = scenario()
    put(state, 2, 0, active=1, spent=2)
    play(state, "drift:2", "to:3")
    assert state.current == 1 and state.spent[1][0] == 2   # spent novices do not drift


# ---- tide -------------------------------------------------------------------------------
def test_tide_moves_active_and_spent_novices_as_spent():
    state = scenario()
    put(state, 2, 0, active=1, spent=1)
    hold(state, 0, "tide")
    play(state, "favour:tide")
    assert texts(state) == ["from:2"]
    play(state, "from:2")
    assert "to:3:active" in texts(state) and "to:3:spent" in texts(state)
    play(state, "to:3:spent", "to:4:active")
    assert state.spent[2][0] == 1 and state.spent[3][0] == 1 and state.active[3][0] == 0
    assert state.current == 1 and state.favours_left[5] == 3


def test_tide_brings_novices_off_the_landing():
    state = scenario()
    state.landing[0] = 2
    hold(state, 0, "tide")
    play(state, "favour:tide", "from:landing")
    assert "to:1" in texts(state) and "to:7" in texts(state)
    play(state, "to:1", "done")
    assert state.landing[0] == 1 and state.spent[0][0] == 1


def test_only_tide_and_boat_leave_the_landing():
    state = scenario()
    state.landing[0] = 2
    assert texts(state) == ["time"]
    hold(state, 0, "herbs", "book", "bribe", "shrine")
    assert texts(state) == ["time"]


# ---- boat -------------------------------------------------------------------------------
def test_boat_moves_one_or_two_active_novices_to_one_island_staying_active():
    state = scenario()
    put(state, 2, 0, active=3)
    hold(state, 0, "boat")
    play(state, "favour:boat", "from:2", "to:5")
    assert texts(state) == ["to:5", "done"]              # the second goes to the same island
    play(state, "to:5")
    assert state.active[4][0] == 2 and state.spent[4][0] == 0 and state.active[1][0] == 1
    assert state.current == 1


def test_boat_from_the_landing_arrives_active():
    state = scenario()
    state.landing[0] = 1
    hold(state, 0, "boat")
    play(state, "favour:boat", "from:landing", "to:3")
    assert state.active[2][0] == 1 and state.landing[0] == 0 and state.current == 1


# ---- time tokens ------------------------------------------------------------------------
def test_time_token_is_the_shared_pass_and_the_last_scores_one():
    state = scenario()
    put(state, 2, 0, active=2)
    play(state, "time")
    assert state.time_left == 3 and state.current == 1
    play(state, "time", "time")
    assert state.round == 1 and state.current == 0
    play(state, "action:2:favour")                        # flipping did not end seat 0's round
    assert state.current == 1
    points = list(state.points)
    play(state, "time")                                   # seat 1 flips the last one
    assert state.round == 2 and state.time_left == 4
    assert state.points[1] == points[1] + 1
    assert {"event": "last_time", "seat": 1, "points": 1} in state.log


def test_two_players_have_three_time_tokens():
    state = scenario(2)
    assert state.time_left == 3
    play(state, "time", "time", "time")
    assert state.round == 2


# ---- readable refusals ------------------------------------------------------------------
def test_refusals_say_why():
    state = scenario()
    put(state, 2, 0, spent=2)
    hold(state, 0, "herbs")
    with pytest.raises(IllegalMove, match="not started"):
        state.apply(0, "spend:2")
    with pytest.raises(IllegalMove, match="do not hold the Boat"):
        state.apply(0, "favour:boat")
    with pytest.raises(IllegalMove, match="not have enough active novices"):
        state.apply(0, "action:2:favour")
    with pytest.raises(IllegalMove, match="not seat 2's turn"):
        state.apply(1, "time")
    play(state, "favour:herbs")
    with pytest.raises(IllegalMove, match="Herbs"):
        state.apply(0, "time")              # an action under way must be finished first
    assert state.pending == {"kind": "herbs", "island": None, "moved": 0}


def test_fast_action_check_agrees_with_the_payment_list():
    """`turn_moves` offers `action:` exactly when some payment exists (random positions)."""
    from pycore.games.luna import RULES
    from pycore.games.luna.moves import ISLAND_ACTIONS, payment_options
    from pycore.rng import Rng

    for seed in range(6):
        state, chooser = RULES.new_game(2 + seed % 3, seed), Rng(seed)
        while not state.is_over():
            seat = state.current
            legal = texts(state)
            if state.phase == "actions" and state.pending is None:
                for island in range(7):
                    for kind in ISLAND_ACTIONS:
                        offered = f"action:{island + 1}:{kind}" in legal
                        assert offered == bool(payment_options(state, seat, island, kind))
            busy = [m for m in legal if m != "time"]   # act more than pass: richer positions
            state.apply(seat, chooser.choice(busy if busy and chooser.random() < 0.9 else legal))
