"""Luna: round scoring, the round-end movements and the game end."""

from __future__ import annotations

from test_luna_helpers import hold, in_temple, on_path, play, put, scenario

from pycore.games.luna import rounds


# ---- the Moon Priestess -----------------------------------------------------------------
def test_priestess_majority_counts_active_novices_and_a_shrine_as_one():
    state = scenario()                  # the Priestess is on island 1
    put(state, 1, 0, active=3)
    put(state, 1, 1, active=2, shrine=True)
    put(state, 1, 2, active=1, spent=5)  # spent novices do not count
    # seats 0 and 1 tie on 3: seat 1's disc sits higher in the stack [0, 1, 2]
    rounds.score_round(state)
    assert state.points == [5 + 3, 5 + 6, 5 + 1]


def test_priestess_tie_goes_to_the_further_council_space_first():
    state = scenario()
    state.council = [[1, 2], [0], [], [], []]
    put(state, 1, 0, active=2)
    put(state, 1, 1, active=2)
    rounds.score_round(state)
    assert state.points == [5 + 6, 5 + 3, 5]


def test_players_with_nothing_on_the_priestess_island_score_nothing():
    state = scenario(4)
    put(state, 1, 3, active=1)
    rounds.score_round(state)
    assert state.points == [5, 5, 5, 5 + 6]


def test_two_players_score_five_and_two():
    state = scenario(2)
    put(state, 1, 0, active=4)
    put(state, 1, 1, active=1)
    rounds.score_round(state)
    assert state.points == [5 + 5, 5 + 2]


def test_the_novice_favour_does_not_count_for_the_priestess():
    state = scenario()
    state.council = [[1, 2], [0], [], [], []]   # seat 0 would win a tie
    put(state, 1, 0, active=1)
    put(state, 1, 1, active=2)
    hold(state, 0, "novice")            # only novices and a shrine make strength
    rounds.score_round(state)
    assert state.points == [5 + 3, 5 + 6, 5]


def test_four_players_the_fourth_on_the_priestess_island_scores_nothing():
    state = scenario(4)
    put(state, 1, 0, active=1)
    put(state, 1, 1, active=4)
    put(state, 1, 2, active=2)
    put(state, 1, 3, active=3)
    rounds.score_round(state)          # awards 6/3/1, nothing for fourth place
    assert state.points == [5, 5 + 6, 5 + 1, 5 + 3]


def test_the_priestess_scores_where_she_stands():
    state = scenario()
    state.priestess = 4
    put(state, 1, 0, active=4)
    put(state, 5, 1, active=1)
    rounds.score_round(state)
    assert state.points == [5, 5 + 6, 5]


# ---- the Apostate and the temple --------------------------------------------------------
def test_apostate_costs_one_per_novice_active_or_spent_not_shrines():
    state = scenario()                  # the Apostate is on island 6
    put(state, 6, 0, active=2, spent=1)
    put(state, 6, 1, shrine=True)
    put(state, 6, 2, spent=1)
    rounds.score_round(state)
    assert state.points == [5 - 3, 5, 5 - 1]


def test_each_novice_in_the_temple_scores_one_but_not_on_the_path():
    state = scenario()
    in_temple(state, 1, 0, book=True)
    in_temple(state, 2, 0)
    in_temple(state, 3, 1)
    on_path(state, 5, 2)
    rounds.score_round(state)
    assert state.points == [5 + 2, 5 + 1, 5]


# ---- round end --------------------------------------------------------------------------
def test_round_end_movements():
    state = scenario(start=1, current=1)
    put(state, 2, 0, active=1, spent=2)
    put(state, 4, 1, spent=1)
    state.time_left = 1
    play(state, "time")
    assert state.round == 2
    assert state.active[1][0] == 3 and state.spent[1][0] == 0      # everyone wakes up
    assert state.active[3][1] == 1
    assert state.priestess == 6          # island 1 -> the 6th island clockwise: island 7
    assert state.builder == 0            # island 4 -> the 4th clockwise: island 1
    assert state.apostate == 1           # island 6 -> next island with novices: island 2
    assert state.guard == 1 and state.guard_value() == 5
    assert state.tile_status(9) == "allowed" and state.tile_status(13) == "forbidden"
    assert state.time_left == 4
    assert state.start_player == 2 and state.current == 2


def test_two_player_priestess_moves_to_the_fifth_island():
    state = scenario(2)
    state.time_left = 1
    play(state, "time")
    assert state.priestess == 5


def test_apostate_stays_when_no_other_island_has_novices():
    state = scenario()
    put(state, 6, 0, shrine=True)
    rounds.end_round(state)
    assert state.apostate == 5
    put(state, 6, 1, spent=1)
    put(state, 3, 1, shrine=True)        # shrines alone do not attract it
    rounds.end_round(state)
    assert state.apostate == 5


def test_the_start_player_passes_left_and_leads():
    state = scenario(start=2, current=0)
    state.time_left = 1
    play(state, "time")
    assert state.start_player == 0 and state.to_move() == (0,)


# ---- game end ---------------------------------------------------------------------------
def test_game_end_scoring_and_council_tie_break():
    state = scenario(2, round_=6)
    state.points = [10, 11]
    put(state, 2, 0, shrine=True)
    put(state, 3, 0, shrine=True)
    hold(state, 0, "herbs")
    hold(state, 1, "boat")
    state.council = [[0], [], [], [1], []]
    state.time_left = 1
    play(state, "time")                  # seat 0 flips the last token: +1
    assert state.is_over() and state.to_move() == ()
    # seat 0: 10 + 1 + 2 shrines x 4 + 1 favour = 20; seat 1: 11 + 8 council + 1 favour = 20
    assert state.scores() == [20.0, 20.0]
    assert state.result() == [2, 1]      # tied: the further council disc wins
    assert state.view(None)["result"] == [2, 1]
    assert state.log[-1]["event"] == "game_over"


def test_council_points_by_position():
    state = scenario(4, round_=6)
    state.council = [[0], [1], [2], [], [3]]
    rounds.score_game_end(state)
    assert state.points == [5, 5 + 3, 5 + 6, 5 + 10]
    state = scenario(2, round_=6)
    state.council = [[], [], [], [0, 1], []]
    rounds.score_game_end(state)
    assert state.points == [5 + 8, 5 + 8]


def test_no_round_end_movements_after_round_six():
    state = scenario(round_=6)
    put(state, 2, 0, spent=2)
    state.time_left = 1
    play(state, "time")
    assert state.is_over() and state.spent[1][0] == 2 and state.priestess == 0


# ---- a whole round, from the preparation --------------------------------------------------
def test_a_whole_first_round_from_the_preparation():
    from pycore.games.luna import RULES

    state = RULES.new_game(2, 0)
    s = state.start_player
    o = 1 - s
    state.apply(s, "shrine:1")
    state.apply(o, "shrine:2")
    for mine, theirs in zip([3, 4, 5, 6], [1, 3, 4, 5]):
        state.apply(s, f"novices:{mine}")
        state.apply(o, f"novices:{theirs}")
    # nothing on islands 2 and 7 for the start player, 6 and 7 for the other
    assert [f for f, h in zip(["herbs", "book", "bribe", "novice", "shrine", "tide", "boat"],
                              state.held[s]) if h] == ["book", "boat"]
    assert state.held[o][5] and state.held[o][6] and state.favours_left[6] == 0
    state.apply(s, "time")
    state.apply(o, "time")
    state.apply(s, "time")              # the third and last token in a 2-player game
    # start player: 5 + 1 (last token) + 2 (second on the Priestess island, with a shrine)
    #   - 2 (two novices with the Apostate on island 6) + 1 (the temple novice)
    # other: 5 + 5 (most novices on island 1) + 1 (the temple novice)
    assert state.points[s] == 7 and state.points[o] == 11
    assert state.round == 2 and state.to_move() == (o,)
    assert (state.priestess, state.builder, state.apostate) == (5, 0, 0)
