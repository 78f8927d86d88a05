"""The arena: seeded matches between bot levels, with win shares and think times.

`run_arena("celtica", ["hard", "heuristic", "random"], games=20, seed=1)` plays 20 games.
The seats rotate from game to game (in game g, seat i is played by entry (i + g) mod n of
the list), so no entry keeps the advantage of moving first. Every game is seeded from
`seed`, so a match is reproducible when the bots' budgets are in iterations.

A win is rank 1; tied winners share the win. Each entry's win share comes with a 95 %
Wilson interval, and its think time per decision (mean and worst) is measured around
`choose()` only, counting only decisions with two or more legal moves (a forced move is
answered at once and would flatter the mean).
"""

from __future__ import annotations

import math
import time
from typing import Any, Sequence

from .. import games
from ..protocol import Rules
from ..rng import Rng
from .base import Bot, rank_rewards
from .levels import SEAT_KINDS, make_bot

MAX_MOVES = 20000   # a game that has not ended by then is a bug in the engine


def wilson_interval(successes: float, trials: int, z: float = 1.96) -> list[float]:
    """The 95 % Wilson score interval for a proportion (fractional successes allowed).

    >>> [round(x, 3) for x in wilson_interval(8, 10)]
    [0.49, 0.943]
    """
    if trials <= 0:
        return [0.0, 1.0]
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return [max(0.0, centre - half), min(1.0, centre + half)]


def labels_for(kinds: Sequence[str]) -> list[str]:
    """Names for the entries: the kind, numbered when a kind appears more than once."""
    labels = []
    for i, kind in enumerate(kinds):
        if kinds.count(kind) > 1:
            labels.append(f"{kind}#{kinds[:i + 1].count(kind)}")
        else:
            labels.append(kind)
    return labels


def rules_of(game: str | Rules) -> Rules:
    """A registered game's rules by id, or the rules themselves (tests use a toy game)."""
    return game if isinstance(game, Rules) else games.get(game)


def play_game(game: str | Rules, bots: Sequence[Bot], seed: int,
              options: dict[str, Any] | None = None) -> dict[str, Any]:
    """One game with `bots[i]` at seat i; returns ranks, moves and think times per seat."""
    rules = rules_of(game)
    game_id = rules.id
    state = rules.new_game(len(bots), seed, options)
    # one generator per seat, so one bot's thinking never shifts another's dice
    master = Rng(seed ^ 0x5DEECE66D)
    seat_rngs = [master.fork() for _ in bots]
    thinks: list[list[float]] = [[] for _ in bots]
    moves: list[list[Any]] = []
    while not state.is_over():
        if len(moves) >= MAX_MOVES:
            raise RuntimeError(f"{game_id} seed {seed}: no end after {MAX_MOVES} moves")
        for seat in sorted(state.to_move()):
            if seat not in state.to_move():
                continue    # an earlier simultaneous move ended this step
            forced = len(state.legal_moves(seat)) == 1
            start = time.perf_counter()
            move = bots[seat].choose(state, seat, seat_rngs[seat])
            if not forced:      # think times count real decisions only
                thinks[seat].append(time.perf_counter() - start)
            state.apply(seat, move)     # the checked path: a bot's illegal move is a bug
            moves.append([seat, str(move)])
    return {"seed": seed, "ranks": state.result(), "scores": state.scores(), "moves": moves,
            "thinks": thinks}


def run_arena(game: str | Rules, kinds: Sequence[str], games_count: int, seed: int = 0, *,
              bot_overrides: dict[str, dict[str, Any]] | None = None,
              options: dict[str, Any] | None = None) -> dict[str, Any]:
    """Play `games_count` seeded games with rotating seats; summarise each entry.

    `bot_overrides` maps a kind to configuration fields (e.g. `{"hard": {"iterations":
    50, "max_ms": None}}`) for quick, reproducible matches.
    """
    kinds = list(kinds)
    rules = rules_of(game)
    game_id = rules.id
    if len(kinds) not in rules.players:
        raise ValueError(f"{game_id} is for {rules.players.start}–{rules.players.stop - 1} "
                         f"players, not {len(kinds)}")
    for kind in kinds:
        if kind not in SEAT_KINDS:
            raise ValueError(f"unknown seat kind {kind!r}; choose from {', '.join(SEAT_KINDS)}")
    overrides = bot_overrides or {}
    bots = [make_bot(kind, rules, **overrides.get(kind, {})) for kind in kinds]
    n = len(kinds)
    wins = [0.0] * n
    reward_sum = [0.0] * n
    times: list[list[float]] = [[] for _ in kinds]
    for g in range(games_count):
        entry_at = [(seat + g) % n for seat in range(n)]       # seat -> entry
        outcome = play_game(rules, [bots[e] for e in entry_at], seed * 100003 + g, options)
        ranks = outcome["ranks"]
        winners = [seat for seat in range(n) if ranks[seat] == 1]
        seat_rewards = rank_rewards(ranks)
        for seat, entry in enumerate(entry_at):
            if seat in winners:
                wins[entry] += 1.0 / len(winners)
            reward_sum[entry] += seat_rewards[seat]
            times[entry].extend(outcome["thinks"][seat])
    entries = []
    for e, label in enumerate(labels_for(kinds)):
        t = times[e]
        entries.append({
            "seat": label,
            "win_share": wins[e] / games_count if games_count else 0.0,
            "interval": wilson_interval(wins[e], games_count),
            "mean_reward": reward_sum[e] / games_count if games_count else 0.0,
            "decisions": len(t),
            "mean_think_ms": 1000 * sum(t) / len(t) if t else 0.0,
            "worst_think_ms": 1000 * max(t) if t else 0.0,
        })
    return {"game": game_id, "seats": kinds, "games": games_count, "seed": seed,
            "entries": entries}


def format_report(report: dict[str, Any]) -> str:
    """The arena's summary as lines of text, one per entry."""
    lines = [f"{report['game']}: {len(report['seats'])} seats, {report['games']} games, "
             f"seed {report['seed']}"]
    width = max(len(e["seat"]) for e in report["entries"])
    for e in report["entries"]:
        low, high = e["interval"]
        lines.append(f"  {e['seat']:<{width}}  wins {e['win_share']:.3f} "
                     f"[{low:.3f}, {high:.3f}]  think mean {e['mean_think_ms']:.2f} ms, "
                     f"worst {e['worst_think_ms']:.1f} ms over {e['decisions']} decisions")
    return "\n".join(lines)
