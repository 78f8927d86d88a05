"""Benchmark figures for `make bench`: how strong and how quick the levels are, per game.

For every registered game, seeded, seats rotating from game to game (`arena.play_one`):
* two seats: `<game>_hard_vs_random`, `<game>_hard_vs_heuristic`, `<game>_normal_vs_easy`;
* every full table the game allows (n ≥ 3 seats), one seat of the first level against
  n − 1 seats of the second: `<game>_hard_vs_heuristic_<n>p`, `<game>_normal_vs_easy_<n>p`,
  `<game>_hard_vs_normal_<n>p`;
* each of those is the first level's win share (ties share the win), with `_low`/`_high`
  (its 95 % Wilson interval), `_games` (how many games it rests on) and `_fair` (1 / n, the
  share a seat no better than the others would win);
* `<game>_hard_think_ms` and `<game>_hard_worst_ms`: Hard's mean and worst time per move in
  the two-seat matches, and `_<n>p` the same at each full table.

The search levels play their full iteration budgets (their time cap, a safety net for slow
phones, is lifted), so every game is reproducible from its number and seed, and the think
times say how long those budgets take here.

A 100-game match of Hard takes hours on two cores, so matches are saved game by game
(`save_dir`, JSON lines, see `arena.run_arena`) and grown in steps (`step`): every match
first gets `step` games, then `2·step`, and so on, so an interrupted run leaves every match
with a similar sample and the next run carries on where it stopped.
"""

from __future__ import annotations

import argparse
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any, NamedTuple

from pycore import games
from pycore.protocol import Rules

from .arena import _match_key, drop_stale, rekey, rules_of, run_arena, saved_commits, saved_count
from .think import FULL_BUDGETS

# Two seats: the first level against the second.
MATCHES = [("hard", "random"), ("hard", "heuristic"), ("normal", "easy")]
# Full tables: one seat of the first level, every other seat the second level.
TABLE_MATCHES = [("hard", "heuristic"), ("normal", "easy"), ("hard", "normal")]
DEFAULT_GAMES = 4


class Match(NamedTuple):
    """One match of the bench: `first` at one seat, `second` at the `players` − 1 others."""

    first: str
    second: str
    players: int = 2

    @property
    def name(self) -> str:
        """`hard_vs_heuristic` at two seats, `hard_vs_heuristic_4p` at a table of four.

        >>> Match("hard", "normal", 5).name
        'hard_vs_normal_5p'
        """
        base = f"{self.first}_vs_{self.second}"
        return base if self.players == 2 else f"{base}_{self.players}p"

    @property
    def seats(self) -> list[str]:
        """The arena's entries: the first level, then the second at every other seat.

        >>> Match("hard", "heuristic", 3).seats
        ['hard', 'heuristic', 'heuristic']
        """
        return [self.first] + [self.second] * (self.players - 1)

    @property
    def fair(self) -> float:
        """The win share of a seat no better than the others: 1 / players."""
        return 1.0 / self.players


def matches_for(game: Any) -> list[Match]:
    """Every match of `game`: the two-seat ones (if it plays with two), then, for every
    table of three or more seats it allows, the full-table ones."""
    rules = game if isinstance(game, Rules) else rules_of(game)
    out = [Match(a, b) for a, b in MATCHES] if 2 in rules.players else []
    for players in sorted(n for n in rules.players if n >= 3):
        out += [Match(a, b, players) for a, b in TABLE_MATCHES]
    return out


def full_budgets(bot_overrides: dict[str, dict[str, Any]] | None) -> dict[str, dict[str, Any]]:
    """The bench's bot settings: `FULL_BUDGETS` with the caller's overrides on top."""
    overrides = {k: dict(v) for k, v in FULL_BUDGETS.items()}
    for kind, fields in (bot_overrides or {}).items():
        overrides.setdefault(kind, {}).update(fields)
    return overrides


def match_file(save_dir: str | Path, game_id: str, match: Match) -> Path:
    """Where a match's games are kept: `<dir>/<game>_<match name>.jsonl`."""
    return Path(save_dir) / f"{game_id}_{match.name}.jsonl"


def _game_id(game: Any) -> str:
    return game if isinstance(game, str) else game.id    # tests pass a toy's Rules


def play_match(game: Any, match: Match, count: int | None, seed: int = 0, *,
               bot_overrides: dict[str, dict[str, Any]] | None = None, jobs: int = 1,
               save_dir: str | Path | None = None) -> dict[str, Any]:
    """A match of `count` games; with `count` None, just the games already saved."""
    overrides = full_budgets(bot_overrides)
    save = match_file(save_dir, _game_id(game), match) if save_dir else None
    if count is None:
        count = saved_count(game, match.seats, seed, save, bot_overrides=overrides) if save else 0
    return run_arena(game, match.seats, count, seed, bot_overrides=overrides, jobs=jobs,
                     save=save)


def played_on_figure(game: Any, match: Match, seed: int, save_dir: str | Path,
                     bot_overrides: dict[str, dict[str, Any]] | None, count: int) -> str:
    """The commits a saved figure's games were played on ("3f2a1bc", "3f2a1bc..9d0e4f2"), or
    "lapsed" (with the commit of its newest stale games) when none is on the current code."""
    path = Path(match_file(save_dir, _game_id(game), match))
    rules = rules_of(game)
    key = _match_key(rules, list(match.seats), seed, full_budgets(bot_overrides), None)
    current, stale = saved_commits(path, key)
    if not count:
        return "lapsed" + (f" (last played on {stale})" if stale else "")
    return current[0] if len(current) == 1 else f"{current[0]}..{current[-1]}"


def iter_figures(game_ids: Sequence[Any] | None = None,
                 games_per_match: int | None = DEFAULT_GAMES,
                 seed: int = 0, bot_overrides: dict[str, dict[str, Any]] | None = None, *,
                 jobs: int = 1, save_dir: str | Path | None = None
                 ) -> Iterator[tuple[str, float | str]]:
    """The figures one by one, as each match ends (a full run takes a while).

    With `games_per_match` None, each match is summarised from its saved games only.
    """
    for game in game_ids or games.ids():
        game_id = _game_id(game)
        # Hard's think times per table size: (mean ms, worst ms, decisions) per match
        hard_times: dict[int, list[tuple[float, float, int]]] = {}
        for match in matches_for(game):
            report = play_match(game, match, games_per_match, seed,
                                bot_overrides=bot_overrides, jobs=jobs, save_dir=save_dir)
            lead = report["entries"][0]
            name = f"{game_id}_{match.name}"
            yield name, round(lead["win_share"], 3)
            yield f"{name}_low", round(lead["interval"][0], 3)
            yield f"{name}_high", round(lead["interval"][1], 3)
            yield f"{name}_games", report["games"]
            yield f"{name}_fair", round(match.fair, 3)
            if save_dir:
                yield f"{name}_played_on", played_on_figure(game, match, seed, save_dir,
                                                             bot_overrides, report["games"])
            if match.first == "hard":
                hard_times.setdefault(match.players, []).append(
                    (lead["mean_think_ms"], lead["worst_think_ms"], lead["decisions"]))
        for players, times in sorted(hard_times.items()):
            suffix = "" if players == 2 else f"_{players}p"
            decisions = sum(d for _, _, d in times)
            yield f"{game_id}_hard_think_ms{suffix}", round(
                sum(mean * d for mean, _, d in times) / decisions if decisions else 0.0, 1)
            yield f"{game_id}_hard_worst_ms{suffix}", round(max(w for _, w, _ in times), 1)


def grow(game_ids: Sequence[Any] | None, games_per_match: int, step: int, seed: int = 0, *,
         jobs: int = 1, save_dir: str | Path,
         bot_overrides: dict[str, dict[str, Any]] | None = None,
         matches: Sequence[str] | None = None) -> None:
    """Bring every match (or only those named in `matches`, e.g. "hard_vs_random" or
    "hard_vs_heuristic_4p") up to `games_per_match` saved games, `step` games at a time."""
    targets = list(range(step, games_per_match, step)) + [games_per_match]
    for target in targets:
        for game in game_ids or games.ids():
            for match in matches_for(game):
                if matches is None or match.name in matches:
                    play_match(game, match, target, seed, bot_overrides=bot_overrides,
                               jobs=jobs, save_dir=save_dir)


def prune(game_ids: Sequence[Any] | None, seed: int = 0, *, save_dir: str | Path,
          bot_overrides: dict[str, dict[str, Any]] | None = None) -> int:
    """Drop saved games that no longer count (played before a change to their game's engine or
    bots: see `arena.code_files`); returns how many were dropped. Run it with no match running:
    it rewrites the files."""
    dropped = 0
    overrides = full_budgets(bot_overrides)
    for game in game_ids or games.ids():
        rules = rules_of(game)
        for match in matches_for(rules):
            path = match_file(save_dir, rules.id, match)
            if not path.exists():
                continue
            dropped += drop_stale(path, _match_key(rules, match.seats, seed, overrides, None))
    return dropped


def run_bench(game_ids: Sequence[Any] | None = None,
              games_per_match: int | None = DEFAULT_GAMES,
              seed: int = 0, bot_overrides: dict[str, dict[str, Any]] | None = None, *,
              jobs: int = 1, save_dir: str | Path | None = None) -> dict[str, float | str]:
    """The figures for `game_ids` (default: every registered game), by name."""
    return dict(iter_figures(game_ids, games_per_match, seed, bot_overrides,
                             jobs=jobs, save_dir=save_dir))


def figures(games_per_match: int | None = DEFAULT_GAMES, seed: int = 0, *, jobs: int = 1,
            save_dir: str | Path | None = None) -> list[tuple[str, float | str]]:
    """The figures as `(name, value)` pairs, for `scripts/bench.py` (`make bench`)."""
    return list(run_bench(None, games_per_match, seed, jobs=jobs, save_dir=save_dir).items())


def rekey_all(game_ids: Sequence[Any] | None, seed: int = 0, *, save_dir: str | Path,
              check: int = 3, bot_overrides: dict[str, dict[str, Any]] | None = None,
              matches: Sequence[str] | None = None) -> Iterator[str]:
    """`arena.rekey` for every saved match (or those named): one line of text per match
    that had games of older code, saying what was replayed and carried over."""
    overrides = full_budgets(bot_overrides)
    for game in game_ids or games.ids():
        rules = rules_of(game)
        for match in matches_for(rules):
            path = match_file(save_dir, rules.id, match)
            if (matches is not None and match.name not in matches) or not path.exists():
                continue
            report = rekey(rules, match.seats, seed, path, bot_overrides=overrides, check=check)
            if report["stale"]:
                outcome = (f"game {report['differs']} plays differently: nothing carried"
                           if report["differs"] is not None else f"{report['carried']} carried")
                yield (f"rekey {rules.id}_{match.name}: {report['stale']} games of older code, "
                       f"{report['replayed']} replayed, {outcome}")


def add_arguments(parser: argparse.ArgumentParser, default_games: int = DEFAULT_GAMES) -> None:
    """The bench's options, shared by `python -m botlab.bench` and `python -m botlab bench`."""
    parser.add_argument("--games", type=int, default=default_games,
                        help="games per match (with --save, 0 means the games saved so far)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--only", default=None, help="one game id (default: all)")
    parser.add_argument("--jobs", type=int, default=1, help="games played at once")
    parser.add_argument("--save", default=None, metavar="DIR",
                        help="keep every game in DIR/<game>_<match>.jsonl and reuse them")
    parser.add_argument("--step", type=int, default=0,
                        help="with --save: first grow every match in steps of this many games")
    parser.add_argument("--prune", action="store_true",
                        help="with --save: first drop saved games of older engine or bot code")
    parser.add_argument("--rekey", type=int, default=0, metavar="N",
                        help="with --save: first carry over the games of older code of every "
                             "match (or of --matches) whose N replayed games play the same moves")
    parser.add_argument("--first", default=None, metavar="MATCHES",
                        help="with --step: grow these matches (comma-separated, e.g. "
                             "hard_vs_random,hard_vs_heuristic_4p) to --games before the others")
    parser.add_argument("--matches", default=None, metavar="MATCHES",
                        help="with --step or --rekey: only these matches (same names as --first)")


def _match_names(text: str, ids: Sequence[str] | None) -> list[str]:
    """Match names from a comma-separated option; an unknown one stops the command."""
    names = [name.strip() for name in text.split(",") if name.strip()]
    known = {m.name for game in ids or games.ids() for m in matches_for(game)}
    unknown = sorted(set(names) - known)
    if unknown:
        raise SystemExit(f"bench: no such match: {', '.join(unknown)}")
    return names


def run(args: argparse.Namespace) -> int:
    """Re-key, prune, grow and report as the parsed options of `add_arguments` ask (re-keying
    first: pruning would drop the very games it can carry over)."""
    ids = [args.only] if args.only else None
    if args.save and args.rekey > 0:
        named = _match_names(args.matches, ids) if args.matches else None
        for line in rekey_all(ids, args.seed, save_dir=args.save, check=args.rekey, matches=named):
            print(line, flush=True)
    if args.save and args.prune:
        print(f"pruned: {prune(ids, args.seed, save_dir=args.save)}", flush=True)
    # 0: the saved games only; after growing, too: the matches --matches left out must not be
    # played up to --games just to be reported (hours of Hard games nobody asked for)
    count = None if args.save and (args.games == 0 or args.step > 0) else args.games
    if args.save and args.step > 0 and args.games > 0:
        Path(args.save).mkdir(parents=True, exist_ok=True)
        if args.first:
            grow(ids, args.games, args.step, args.seed, jobs=args.jobs, save_dir=args.save,
                 matches=_match_names(args.first, ids))
        grow(ids, args.games, args.step, args.seed, jobs=args.jobs, save_dir=args.save,
             matches=_match_names(args.matches, ids) if args.matches else None)
    for name, value in iter_figures(ids, count, args.seed, jobs=args.jobs, save_dir=args.save):
        print(f"{name}: {value}", flush=True)
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m botlab.bench",
                                     description="bot strength and speed per game")
    add_arguments(parser)
    return run(parser.parse_args(argv))


if __name__ == "__main__":
    raise SystemExit(main())
