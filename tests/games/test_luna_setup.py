"""Luna: the setup, the preparation round, the move grammar and the protocol basics."""

from __future__ import annotations

import json

import pytest

from pycore.games.luna import RULES, data
from pycore.protocol import IllegalMove
from pycore.rng import Rng


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_follows_the_seed(players):
    state = RULES.new_game(players, 11)
    n = players
    assert state.points == [5] * n
    assert state.time_left == state.time_total == (3 if n == 2 else 4)
    assert len(state.parts) == n and len(set(state.parts)) == n
    tiles = sorted(t for p in state.parts for t in data.part_numbers(p))
    # the N lowest tiles lie in the temple, one per player, each with a novice and a Book
    assert sorted(state.temple) == tiles[:n] == state.entered == state.books
    assert sorted(state.temple.values()) == list(range(n))
    assert state.reserve == [12] * n
    # the rest lie on the path in groups of N, lowest nearest the steps
    assert state.path == tiles[n:] and len(state.path) == 6 * n
    assert [state.group_of[t] for t in state.path] == [k // n for k in range(6 * n)]
    assert state.guard_value() == 6
    # favours: N on each island; figures on islands 1, 4 and 6
    assert state.favours_left == [n] * 7
    assert (state.priestess, state.builder, state.apostate) == (0, 3, 5)
    # council discs stacked on the first space, the start player's at the bottom
    s = state.start_player
    assert state.council[0] == [(s + k) % n for k in range(n)]
    assert state.phase == "prep_shrine" and state.to_move() == (s,)


def test_setup_depends_only_on_the_seed():
    a, b = RULES.new_game(4, 5), RULES.new_game(4, 5)
    assert a.view(None) == b.view(None)
    seen = {json.dumps(RULES.new_game(4, seed).view(None)["temple"]) for seed in range(8)}
    assert len(seen) > 1


def play_preparation(state, shrine_islands, novice_islands):
    """Shrines in seat order from the start player, then novice pairs turn by turn."""
    n = state.players
    for k in range(n):
        state.apply(state.current, f"shrine:{shrine_islands[k]}")
    for k in range(4 * n):
        state.apply(state.current, f"novices:{novice_islands[k]}")


def test_preparation_round():
    state = RULES.new_game(3, 2)
    s = state.start_player
    order = [s, (s + 1) % 3, (s + 2) % 3]
    state.apply(order[0], "shrine:1")
    # another player's shrine closes the island to the others
    assert "shrine:1" not in [str(m) for m in state.legal_moves(order[1])]
    with pytest.raises(IllegalMove, match="already has a shrine"):
        state.apply(order[1], "shrine:1")
    state.apply(order[1], "shrine:2")
    state.apply(order[2], "shrine:3")
    assert state.phase == "prep_novices" and state.to_move() == (order[0],)
    # not on an island with your own shrine or novices; others' do not matter
    legal = [str(m) for m in state.legal_moves(order[0])]
    assert "novices:1" not in legal and "novices:2" in legal
    plan = {order[0]: [2, 3, 4, 5], order[1]: [1, 3, 4, 5], order[2]: [1, 2, 4, 5]}
    for turn in range(4):
        for seat in order:
            assert state.to_move() == (seat,)
            state.apply(seat, f"novices:{plan[seat][turn]}")
    assert state.phase == "actions" and state.round == 1 and state.to_move() == (order[0],)
    # each takes one favour from each of the two islands where they have nothing (6 and 7)
    for seat in order:
        assert [f for f, h in zip(data.FAVOURS, state.held[seat]) if h] == ["tide", "boat"]
        assert state.reserve[seat] == 4
    assert state.favours_left == [3, 3, 3, 3, 3, 0, 0]
    assert state.active[3] == [2, 2, 2]


def test_move_grammar():
    good = ["time", "done", "shrine:3", "novices:7", "action:2:favour", "action:7:apostate",
            "spend:2", "spend:0:novice", "drift:4", "path:28", "temple:17", "favour:boat",
            "favour:herbs", "from:landing", "from:1", "to:3", "to:3:spent", "revive:2",
            "take:5", "give:13"]
    for text in good:
        assert str(RULES.parse_move(text)) == text
    bad = ["pass", "shrine:0", "shrine:8", "shrine:03", "path:29", "action:2:fly", "spend:x",
           "spend:1:boat", "favour:bribe", "from:sea", "to:3:landing", "time:1", "", "x" * 300]
    for text in bad:
        with pytest.raises(ValueError):
            RULES.parse_move(text)


def test_nothing_hidden_so_determinize_only_reseeds():
    state = RULES.new_game(3, 4)
    world = state.determinize(1, Rng(9))
    assert world.view(1) == state.view(1) and world.view(0) == state.view(0)
    assert world.rng.state != state.rng.state
    assert RULES.hidden_information is False


def test_views_are_the_same_for_every_seat_but_name_it():
    state = RULES.new_game(4, 3)
    table = state.view(None)
    for seat in range(4):
        view = state.view(seat)
        assert view["seat"] == seat
        assert {**view, "seat": None} == table
    assert table["game"] == "luna" and table["log"] == state.log
    assert json.loads(json.dumps(table)) == table
