"""Watching a game of bots: every game's screen drawn from the table's view (`view(None)`),
with no move to tap, no one's hand, and a line saying the player is watching; the same
under MicroPython as under CPython."""

import json
import random

import pytest
from htmlscan import moves_in
from mpy_compare import render_both

from pycore import games, records

BOTS = [{"name": "Bot A", "kind": "bot", "level": "easy"},
        {"name": "Bot B", "kind": "bot", "level": "hard"},
        {"name": "Bot C", "kind": "bot", "level": "normal"}]
READY = {"ready": True, "thinking": 1, "replay": None}


def spectator_snapshot(game_id, moves, seed=5):
    """What the engine worker sends a spectator after `moves` random moves."""
    record = records.make_record(game_id, BOTS, seed, {})
    state = records.new_state(record)
    rnd = random.Random(seed)
    for _ in range(moves):
        if state.is_over():
            break
        seat = rnd.choice(list(state.to_move()))
        move = rnd.choice(state.legal_moves(seat))
        state.apply(seat, move)
        record["moves"].append([seat, str(move)])
    return {"ok": True, "record": record, "moves": len(record["moves"]),
            "to_move": list(state.to_move()), "over": False, "result": None,
            "scores": list(state.scores()), "viewer": None, "view": state.view(None),
            "legal": [], "can_undo": False}


@pytest.mark.parametrize("game_id", games.ids())
def test_a_game_of_bots_is_watched_from_the_table(tmp_path, game_id):
    cases = [["game", lang, spectator_snapshot(game_id, moves), READY]
             for moves in (0, 9, 40) for lang in ("en", "zh-Hant")]
    data, under_mpy, under_cpython = render_both(tmp_path, cases)
    assert under_mpy == under_cpython
    for (_, lang, snap, _), html in zip(data, under_cpython):
        assert not moves_in(html)                       # nothing a spectator could tap
        assert ("You are watching" in html) == (lang == "en")
        assert ("觀戰中" in html) == (lang == "zh-Hant")
        assert "data-over=\"false\"" in html
        assert json.dumps(snap["view"])                 # the table's view, as sent
