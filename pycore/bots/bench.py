"""Benchmark figures for `make bench`: how strong and how quick the levels are, per game.

For every registered game (two seats, seats alternating, seeded):
* `<game>_hard_vs_random`, `<game>_hard_vs_heuristic`, `<game>_normal_vs_easy`: the first
  level's win share (ties share the win);
* `<game>_hard_think_ms` and `<game>_hard_worst_ms`: Hard's mean and worst time per move.

`run_bench(games_per_match=N)` returns the figures as a dict, `figures()` as pairs (what
`scripts/bench.py` records); `main()` prints them as `name: value` lines. Hard plays at its real budget (time-capped), so the think times are
what a player would wait; N defaults small because each Hard game takes a minute or more.
"""

from __future__ import annotations

import argparse
from typing import Any, Iterator, Sequence

from .. import games
from .arena import run_arena

MATCHES = [("hard", "random"), ("hard", "heuristic"), ("normal", "easy")]
DEFAULT_GAMES = 4


def iter_figures(game_ids: Sequence[Any] | None = None, games_per_match: int = DEFAULT_GAMES,
                 seed: int = 0, bot_overrides: dict[str, dict[str, Any]] | None = None
                 ) -> Iterator[tuple[str, float]]:
    """The figures one by one, as each match ends (a full run takes a while)."""
    for game in game_ids or games.ids():
        game_id = game if isinstance(game, str) else game.id    # tests pass a toy's Rules
        hard_times: list[tuple[float, float, int]] = []   # (mean ms, worst ms, decisions)
        for first, second in MATCHES:
            report = run_arena(game, [first, second], games_per_match, seed,
                               bot_overrides=bot_overrides)
            lead = report["entries"][0]
            yield f"{game_id}_{first}_vs_{second}", round(lead["win_share"], 3)
            if first == "hard":
                hard_times.append((lead["mean_think_ms"], lead["worst_think_ms"], lead["decisions"]))
        decisions = sum(d for _, _, d in hard_times)
        yield f"{game_id}_hard_think_ms", round(
            sum(mean * d for mean, _, d in hard_times) / decisions if decisions else 0.0, 1)
        yield f"{game_id}_hard_worst_ms", round(max((w for _, w, _ in hard_times), default=0.0), 1)


def run_bench(game_ids: Sequence[str] | None = None, games_per_match: int = DEFAULT_GAMES,
              seed: int = 0, bot_overrides: dict[str, dict[str, Any]] | None = None
              ) -> dict[str, float]:
    """The figures for `game_ids` (default: every registered game), by name."""
    return dict(iter_figures(game_ids, games_per_match, seed, bot_overrides))


def figures(games_per_match: int = DEFAULT_GAMES, seed: int = 0) -> list[tuple[str, float]]:
    """The figures as `(name, value)` pairs, for `scripts/bench.py` (`make bench`)."""
    return list(run_bench(None, games_per_match, seed).items())


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m pycore.bots.bench",
                                     description="bot strength and speed per game")
    parser.add_argument("--games", type=int, default=DEFAULT_GAMES, help="games per match")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--only", default=None, help="one game id (default: all)")
    args = parser.parse_args(argv)
    ids = [args.only] if args.only else None
    for name, value in iter_figures(ids, args.games, args.seed):
        print(f"{name}: {value}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
