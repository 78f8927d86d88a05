"""The coach's hint (issue 39): the Hard search from the seat's own view, honest like the
bots, its suggested move the one the Hard bot plays, with the alternatives' chances."""

from __future__ import annotations

import pytest
from helpers import positions
from test_bots_games import honesty_cases

from pycore import games
from pycore.bots.levels import make_bot
from pycore.coach.hint import hint
from pycore.rng import Rng

GAME_IDS = games.ids()
SMALL = {"iterations": 40, "max_ms": None}


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_hint_never_reads_what_its_seat_cannot_see(game_id):
    """Two states the seat cannot tell apart get the same hint, chances and all."""
    for state, twin, seat in honesty_cases(game_id, wanted=2):
        seats = state.players if hasattr(state, "players") else None
        told = hint(game_id, state, seat, Rng(9), seats=seats, **SMALL)
        assert hint(game_id, twin, seat, Rng(9), seats=seats, **SMALL) == told


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_hint_suggests_the_hard_bots_move_and_weighs_the_others(game_id):
    rules = games.get(game_id)
    players = min(rules.players)
    checked = 0
    for state, seat in positions(rules, players, seed=5, every=13, limit=300):
        legal = [str(m) for m in state.legal_moves(seat)]
        told = hint(game_id, state.clone(), seat, Rng(3), seats=players, **SMALL)
        if len(legal) == 1:
            assert told == [{"move": legal[0], "chance": None, "visits": 0}]
            continue
        bot = make_bot("hard", game_id, seats=players, **SMALL)
        search = bot.think(state.clone(), seat, Rng(3), settle=False)
        assert told[0]["move"] == search.best().text
        assert 2 <= len(told) <= 3 and len({row["move"] for row in told}) == len(told)
        assert all(row["move"] in legal and 0.0 <= row["chance"] <= 1.0 for row in told)
        assert [row["visits"] for row in told[1:]] == sorted([row["visits"] for row in told[1:]], reverse=True)
        checked += 1
        if checked == 3:
            break
    assert checked
