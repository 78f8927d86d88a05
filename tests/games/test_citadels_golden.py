"""Citadels: golden seeded playthroughs. A change here means the game plays differently:
check that it is intended, then update the table (moves, rounds, scores, log digest)."""

from __future__ import annotations

import hashlib
import json

import pytest

from pycore.games.citadels import RULES
from pycore.rng import Rng

GOLDEN = [
    # players, seed, moves, rounds, scores, sha256 of the log (first 16 hex digits)
    (2, 1, 215, 10, [35, 17], "404ec2eef47e10d8"),
    (4, 2, 293, 16, [9, 18, 25, 20], "b9767f0b4bff8185"),
    (6, 3, 431, 18, [27, 35, 17, 25, 27, 20], "f89b64ed25aca99f"),
    (8, 4, 566, 18, [22, 17, 10, 10, 26, 23, 10, 24], "539657d194fafe77"),
]


@pytest.mark.parametrize("players,seed,moves,rounds,scores,digest", GOLDEN)
def test_golden_playthrough(players, seed, moves, rounds, scores, digest):
    st = RULES.new_game(players, seed, {"preset": "random", "ranks": 9} if players >= 5 else None)
    chooser = Rng(seed)
    played = 0
    while not st.is_over():
        seat = st.to_move()[0]
        st.apply(seat, chooser.choice(st.legal_moves(seat)))
        played += 1
    log_digest = hashlib.sha256(json.dumps(st.log, sort_keys=True).encode()).hexdigest()[:16]
    assert (played, st.round, [int(x) for x in st.scores()], log_digest) == (moves, rounds, scores, digest)


GOLD_TABLES = [
    # players, seed, options: the Artist's coins with the Warlord's and the Diplomat's moves
    (5, 11, {"characters": ["assassin", "thief", "magician", "king", "bishop", "merchant",
                            "architect", "warlord", "artist"], "ranks": 9}),
    (6, 12, {"characters": ["witch", "tax_collector", "wizard", "emperor", "abbot", "alchemist",
                            "navigator", "diplomat", "artist"], "ranks": 9}),
    (4, 13, {"preset": "random", "ranks": 9}),
]


@pytest.mark.parametrize("players,seed,options", GOLD_TABLES)
def test_no_gold_is_ever_made_or_lost(players, seed, options):
    """Bank + purses stay the same through random games (the Artist's coins go to the bank)."""
    for game in range(4):
        st = RULES.new_game(players, seed * 10 + game, options)
        chooser = Rng(seed * 10 + game)
        total = st.bank + sum(st.gold)
        while not st.is_over():
            seat = st.to_move()[0]
            move = chooser.choice(st.legal_moves(seat))
            st.apply(seat, move)
            assert st.bank + sum(st.gold) == total, (len(st.log), str(move))
            assert st.bank >= 0 and min(st.gold) >= 0
