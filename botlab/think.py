"""How long a level thinks: the one sampler that CPython and the browser's Pyodide both run.

`think_sample("celtica")` times Hard at a dozen decisions of games the heuristic plays.
`scripts/bench.py` runs it here and in the bench page (`bench/bare.html?think=<game>`), so
the two figures come from the same decisions. The page has our wheel, not this package: the
build copies this file beside it (`dist/bench/think.py`) and the page's worker imports it as
a module of its own, so it imports nothing but pycore and the standard library.
"""

from __future__ import annotations

import time

from pycore import games
from pycore.bots.levels import make_bot
from pycore.rng import Rng

# The levels as defined by their iterations: no wall-clock cap, so games replay exactly.
FULL_BUDGETS = {"normal": {"max_ms": None}, "hard": {"max_ms": None}}


def think_sample(game_id: str, level: str = "hard", samples: int = 12, every: int = 4,
                 seed: int = 0, players: int = 2, capped: bool = False) -> list[float]:
    """How long `level` thinks, in ms, at `samples` decisions spread over games of `players`.

    The games themselves are played by the heuristic; at every `every`-th real decision the
    level is asked too (at its full budget) and timed. The same code runs in CPython and in
    the browser's Pyodide (`bench/bare.html?think=<game>&players=<n>`), so the two are
    comparable. `capped` keeps the level's time cap (`max_ms`), as players get it: on a slow
    phone the search stops there, and the times say whether it does.
    """
    rules = games.get(game_id)
    thinker = make_bot(level, rules, seats=players,
                       **({} if capped else FULL_BUDGETS.get(level, {})))
    player = make_bot("heuristic", rules, seats=players)
    times: list[float] = []
    game = 0
    while len(times) < samples:
        state, rng, decision = rules.new_game(players, seed + game), Rng(seed + game), 0
        while not state.is_over() and len(times) < samples:
            seat = min(state.to_move())
            if len(state.legal_moves(seat)) > 1:
                decision += 1
                if decision % every == 0:
                    start = time.perf_counter()
                    thinker.choose(state, seat, rng.fork())
                    times.append(1000 * (time.perf_counter() - start))
            state.apply(seat, player.choose(state, seat, rng))
        game += 1
    return times
