"""How long a level thinks, and the coach: the one sampler that CPython and the browser's
Pyodide both run.

`think_sample("celtica")` times Hard at a dozen decisions of games the heuristic plays;
`hint_sample` times the coach's hint (`pycore.coach.hint`) at the very same decisions;
`review_sample` times the coach's whole review (`pycore.coach.review`) of a seeded game played
by Easy bots. `scripts/bench.py` runs them here and in the bench page
(`bench/bare.html?think=<game>`, `?hint=<game>`, `?review=<game>&players=<n>`), so the figures
come from the same decisions. The page has our wheel, not this package: the build copies this
file beside it (`dist/bench/think.py`) and the page's worker imports it as a module of its
own, so it imports nothing but pycore and the standard library.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

from pycore import games, records
from pycore.bots.levels import make_bot
from pycore.coach.hint import hint
from pycore.coach.review import review
from pycore.protocol import State
from pycore.rng import Rng

# The levels as defined by their iterations: no wall-clock cap, so games replay exactly.
FULL_BUDGETS = {"normal": {"max_ms": None}, "hard": {"max_ms": None}}


def sampled_decisions(game_id: str, samples: int = 12, every: int = 4, seed: int = 0,
                      players: int = 2) -> Iterator[tuple[State, int, Rng]]:
    """(state, seat, generator) at `samples` decisions spread over games of `players` that the
    heuristic plays: every `every`-th decision with two or more moves. The state is the game's
    own (a consumer may read it, not change it); the generator is forked for that decision, so
    whatever the consumer draws leaves the games the same."""
    rules = games.get(game_id)
    player = make_bot("heuristic", rules, seats=players)
    given, game = 0, 0
    while given < samples:
        state, rng, decision = rules.new_game(players, seed + game), Rng(seed + game), 0
        while not state.is_over() and given < samples:
            seat = min(state.to_move())
            if len(state.legal_moves(seat)) > 1:
                decision += 1
                if decision % every == 0:
                    given += 1
                    yield state, seat, rng.fork()
            state.apply(seat, player.choose(state, seat, rng))
        game += 1


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
    times: list[float] = []
    for state, seat, rng in sampled_decisions(game_id, samples, every, seed, players):
        start = time.perf_counter()
        thinker.choose(state, seat, rng)
        times.append(1000 * (time.perf_counter() - start))
    return times


def hint_sample(game_id: str, samples: int = 12, every: int = 4, seed: int = 0,
                players: int = 2, capped: bool = True, **overrides: Any) -> list[float]:
    """How long the coach's hint takes, in ms, at the decisions `think_sample` times (the same
    arguments give the same decisions). The hint is Hard's search spending its whole budget
    (it never stops early: every move's chance is wanted), so with its time cap kept, as
    players get it (`capped`), a phone's hint takes the cap. `overrides` change the search
    (tests)."""
    budget = {**({} if capped else FULL_BUDGETS["hard"]), **overrides}
    times: list[float] = []
    for state, seat, rng in sampled_decisions(game_id, samples, every, seed, players):
        position = state.clone()   # the hint is given a state of its own, as in the worker
        start = time.perf_counter()
        hint(game_id, position, seat, rng, seats=players, **budget)
        times.append(1000 * (time.perf_counter() - start))
    return times


def easy_game(game_id: str, players: int, seed: int) -> dict[str, Any]:
    """The record of a seeded game of `players` Easy bots, seat 0 marked as the human one (the
    seat a review is asked for)."""
    seats = [{"name": "You", "kind": "human"}] + [
        {"name": f"Bot {i}", "kind": "bot", "level": "easy"} for i in range(1, players)]
    record = records.make_record(game_id, seats, seed)
    state = records.new_state(record)
    bots = [make_bot("easy", game_id, seats=players) for _ in range(players)]
    rng = Rng(seed)
    while not state.is_over():
        seat = min(state.to_move())
        move = str(bots[seat].choose(state, seat, rng))
        state.apply(seat, move)
        record["moves"].append([seat, move])
    return record


def review_sample(game_id: str, players: int = 2, seed: int = 0,
                  **overrides: Any) -> dict[str, Any]:
    """The wall time of the coach's whole review of seat 0 of `easy_game(game_id, players,
    seed)`, with Hard's time cap as players get it (the quick pass's cap is a `QUICK_SHARE`th
    of it, the deep pass's the whole): {"ms", "decisions" (seat 0's, each searched once in the
    quick pass), "deep" (searched again), "moves" (the game's)}. `overrides` change the
    search (tests)."""
    record = easy_game(game_id, players, seed)
    start = time.perf_counter()
    progress = review(record, 0, seed, **overrides)
    ms = 1000 * (time.perf_counter() - start)
    return {"ms": ms, "decisions": len(progress["decisions"]), "deep": len(progress["deep"]),
            "moves": len(record["moves"])}
