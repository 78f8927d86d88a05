"""Benchmark figures for `make bench`: how strong and how quick the levels are, per game.

For every registered game (two seats, seats alternating, seeded):
* `<game>_hard_vs_random`, `<game>_hard_vs_heuristic`, `<game>_normal_vs_easy`: the first
  level's win share (ties share the win);
* `<game>_hard_think_ms` and `<game>_hard_worst_ms`: Hard's mean and worst time per move.

`run_bench(games_per_match=N)` returns the figures as a dict; `main()` prints them as
`name: value` lines. Hard plays at its real budget (time-capped), so the think times are
what a player would wait; N defaults small because each Hard game takes a minute or more.
"""

from __future__ import annotations

import argparse
from typing import Any, Sequence

from .. import games
from .arena import run_arena

MATCHES = [("hard", "random"), ("hard", "heuristic"), ("normal", "easy")]
DEFAULT_GAMES = 4


def run_bench(game_ids: Sequence[str] | None = None, games_per_match: int = DEFAULT_GAMES,
              seed: int = 0, bot_overrides: dict[str, dict[str, Any]] | None = None
              ) -> dict[str, float]:
    """The figures for `game_ids` (default: every registered game), by name."""
    figures: dict[str, float] = {}
    for game_id in game_ids or games.ids():
        hard_times: list[tuple[float, float, int]] = []   # (mean ms, worst ms, moves)
        for first, second in MATCHES:
            report = run_arena(game_id, [first, second], games_per_match, seed,
                               bot_overrides=bot_overrides)
            lead = report["entries"][0]
            figures[f"{game_id}_{first}_vs_{second}"] = round(lead["win_share"], 3)
            if first == "hard":
                hard_times.append((lead["mean_think_ms"], lead["worst_think_ms"], lead["moves"]))
        moves = sum(m for _, _, m in hard_times)
        figures[f"{game_id}_hard_think_ms"] = round(
            sum(mean * m for mean, _, m in hard_times) / moves if moves else 0.0, 1)
        figures[f"{game_id}_hard_worst_ms"] = round(max((w for _, w, _ in hard_times), default=0.0), 1)
    return figures


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m pycore.bots.bench",
                                     description="bot strength and speed per game")
    parser.add_argument("--games", type=int, default=DEFAULT_GAMES, help="games per match")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--only", default=None, help="one game id (default: all)")
    args = parser.parse_args(argv)
    ids = [args.only] if args.only else None
    for name, value in run_bench(ids, args.games, args.seed).items():
        print(f"{name}: {value}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
