"""The command line: `python -m botlab arena <game> --seats hard,heuristic,random ...`.

Subcommands:
* `arena` — play seeded games between bot levels and print win shares (95 % Wilson
  intervals) and think times; `--json` prints the same as JSON.
* `bench` — the benchmark figures `make bench` records (see `botlab.bench`).
* `swings` — whether the coach's review is right about the biggest mistakes (`botlab.swings`).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from pycore import games


def _arena(args: argparse.Namespace) -> int:
    from .arena import format_report, run_arena

    kinds = [k.strip() for k in args.seats.split(",") if k.strip()]
    overrides = {}
    search = {}
    if args.iterations is not None:
        search["iterations"] = args.iterations
    if args.max_ms is not None:
        search["max_ms"] = args.max_ms if args.max_ms > 0 else None
    if search:
        overrides = {"normal": dict(search), "hard": dict(search)}
    try:
        report = run_arena(args.game, kinds, args.games, args.seed, bot_overrides=overrides,
                           jobs=args.jobs, save=args.save,
                           progress=_progress if args.progress else None)
    except ValueError as exc:
        print(f"arena: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(report, indent=1) if args.json else format_report(report))
    return 0


def _progress(done: int, total: int) -> None:
    print(f"\r{done}/{total} games", end="\n" if done == total else "", file=sys.stderr,
          flush=True)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m botlab",
                                     description="Pocket Table's bots at play")
    sub = parser.add_subparsers(dest="command", required=True)

    arena = sub.add_parser("arena", help="play bots against each other")
    arena.add_argument("game", choices=games.ids())
    arena.add_argument("--seats", default="hard,random",
                       help="comma-separated seat kinds: random, easy, normal, hard, heuristic")
    arena.add_argument("--games", type=int, default=10)
    arena.add_argument("--seed", type=int, default=0)
    arena.add_argument("--iterations", type=int, default=None,
                       help="override the search levels' iteration budget")
    arena.add_argument("--max-ms", type=float, default=None,
                       help="override the search levels' time cap (0: none)")
    arena.add_argument("--jobs", type=int, default=1, help="games played at once (processes)")
    arena.add_argument("--save", default=None, metavar="FILE",
                       help="append each game to FILE (JSON lines) and skip games of the "
                            "same match already there: a long match can stop and resume")
    arena.add_argument("--progress", action="store_true", help="count games on stderr")
    arena.add_argument("--json", action="store_true", help="print the report as JSON")
    arena.set_defaults(run=_arena)

    from . import bench as bench_module

    bench = sub.add_parser("bench", help="benchmark figures for every game")
    bench_module.add_arguments(bench, default_games=10)
    bench.set_defaults(run=bench_module.run)

    swings = sub.add_parser("swings", help="play out the review's biggest swings both ways")
    swings.add_argument("--games", type=int, default=25)
    swings.add_argument("--playouts", type=int, default=4)
    swings.add_argument("--only", choices=games.ids(), default=None)
    swings.add_argument("--json", action="store_true")
    swings.set_defaults(run=_swings)

    args = parser.parse_args(argv)
    return args.run(args)


def _swings(args: argparse.Namespace) -> int:
    from .swings import format_rows, run

    rows = run(args.games, args.playouts, args.only)
    print(json.dumps(rows, indent=1) if args.json else format_rows(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
