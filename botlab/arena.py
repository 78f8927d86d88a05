"""The arena: seeded matches between bot levels, with win shares and think times.

`run_arena("celtica", ["hard", "heuristic", "random"], games=20, seed=1)` plays 20 games.
The seats rotate from game to game (in game g, seat i is played by entry (i + g) mod n of
the list), so no entry keeps the advantage of moving first. Every game is seeded from
`seed`, so a match is reproducible when the bots' budgets are in iterations.

A win is rank 1; tied winners share the win. Each entry's win share comes with a 95 %
Wilson interval, and its think time per decision (mean and worst) is measured around
`choose()` only, counting only decisions with two or more legal moves (a forced move is
answered at once and would flatter the mean).

Long matches: `jobs` plays games in several processes, and `save` appends every finished
game to a JSON-lines file so that a match can be interrupted and resumed, or grown later.
A saved game is reused only by the same match (same table, bots, seed and engine code);
`rekey` carries games over a change of code that is shown, by replaying some of them, to play
the same moves (each saved game keeps a digest of its moves for that).
"""

from __future__ import annotations

import hashlib
import json
import math
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pycore
from pycore import games
from pycore.bots.base import Bot, rank_rewards
from pycore.bots.levels import SEAT_KINDS, level_config, make_bot
from pycore.protocol import Rules
from pycore.rng import Rng

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


def _match_key(rules: Rules, kinds: Sequence[str], seed: int,
               overrides: dict[str, dict[str, Any]], options: dict[str, Any] | None) -> str:
    """What makes two runs of a match the same: the table, the bots and the engine's code.

    The code's hash is part of it, so games saved before any change to an engine or a bot
    are never mixed with games played after it.
    """
    configs = [dict(level_config(k, rules.id, len(kinds)), **overrides.get(k, {}))
               for k in kinds]
    table = json.dumps({"game": rules.id, "seats": list(kinds), "seed": seed, "bots": configs,
                        "options": options or {}, "code": code_hash(rules.id)}, sort_keys=True)
    return hashlib.sha256(table.encode()).hexdigest()[:16]


# pycore's folder: the hash names each file by its path in there ("bots/levels.py"), so a
# saved game's key does not depend on where the checkout (or this package) lives.
PYCORE = Path(pycore.__file__).resolve().parent


def code_files(game_id: str) -> list[Path]:
    """The files a match's games depend on: the protocol, the generator, the game's engine
    and the bots with the game's own heuristic (not this package, which only watches, nor
    other games' heuristics, so improving one game's bot keeps the others' games)."""
    files = [PYCORE / "protocol.py", PYCORE / "rng.py"]
    files += sorted((PYCORE / "games" / game_id).rglob("*.py"))
    files += sorted(p for p in (PYCORE / "bots").glob("*.py")
                    if not p.name.startswith("heuristic_")
                    or p.name in ("heuristic_generic.py", f"heuristic_{game_id}.py"))
    return files


def played_on() -> str:
    """The commit the games are played on, for the rows saved ("<short hash>", with "+" when
    pycore has changes not committed; "" outside a git checkout). A saved figure names the
    commits its games came from, so a lapsed one shows as lapsed (`bench.played_on_figure`)."""
    if "commit" not in _PLAYED_ON:
        import subprocess
        root = PYCORE.parent
        try:
            head = subprocess.run(["git", "-C", str(root), "rev-parse", "--short", "HEAD"],
                                  capture_output=True, text=True, timeout=10).stdout.strip()
            dirty = subprocess.run(["git", "-C", str(root), "status", "--porcelain", "--", "pycore"],
                                   capture_output=True, text=True, timeout=10).stdout.strip()
        except (OSError, subprocess.SubprocessError):
            head, dirty = "", ""
        _PLAYED_ON["commit"] = head + ("+" if head and dirty else "")
    return _PLAYED_ON["commit"]


_PLAYED_ON: dict[str, str] = {}


def code_hash(game_id: str) -> str:
    """A hash of `code_files(game_id)`: saved games count only while it is unchanged."""
    digest = hashlib.sha256()
    for path in code_files(game_id):
        if path.exists():       # a toy game in the tests has no package of its own
            digest.update(str(path.relative_to(PYCORE)).encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()


def make_bots(rules: Rules, kinds: Sequence[str],
              overrides: dict[str, dict[str, Any]]) -> list[Bot]:
    """A match's bots, one per entry, each made for the match's table size (a game may tune
    a level for one size) with the match's overrides of its level."""
    return [make_bot(kind, rules, seats=len(kinds), **overrides.get(kind, {})) for kind in kinds]


def play_one(rules: Rules, kinds: Sequence[str], g: int, seed: int,
             overrides: dict[str, dict[str, Any]], options: dict[str, Any] | None,
             bots: list[Bot] | None = None) -> dict[str, Any]:
    """Game number `g` of a match, summarised per entry (not per seat).

    In game g, seat i is played by entry (i + g) mod n, so the seats rotate.
    """
    n = len(kinds)
    if bots is None:
        bots = make_bots(rules, kinds, overrides)
    entry_at = [(seat + g) % n for seat in range(n)]       # seat -> entry
    outcome = play_game(rules, [bots[e] for e in entry_at], seed * 100003 + g, options)
    ranks = outcome["ranks"]
    winners = [seat for seat in range(n) if ranks[seat] == 1]
    seat_rewards = rank_rewards(ranks)
    entries: list[dict[str, Any]] = [{} for _ in range(n)]
    for seat, entry in enumerate(entry_at):
        t = outcome["thinks"][seat]
        entries[entry] = {"win": 1.0 / len(winners) if seat in winners else 0.0,
                          "reward": seat_rewards[seat], "think_s": sum(t), "decisions": len(t),
                          "worst_s": max(t, default=0.0)}
    return {"g": g, "entries": entries, "moves": moves_digest(outcome["moves"])}


def moves_digest(moves: Sequence[Any]) -> str:
    """A short hash of a game's every move (seat and text): two plays of a game are the same
    game exactly when their digests are equal."""
    return hashlib.sha256(json.dumps(moves, separators=(",", ":")).encode()).hexdigest()[:16]


def same_game(saved: dict[str, Any], replayed: dict[str, Any]) -> bool:
    """Whether a replay of a saved game played it the same way: the same moves where the saved
    row has their digest (rows saved before it was kept have none), else the same win,
    reward and number of decisions for every entry (think times differ from run to run)."""
    if "moves" in saved:
        return saved["moves"] == replayed["moves"]
    facts = ("win", "reward", "decisions")
    old, new = saved.get("entries") or [], replayed["entries"]
    return len(old) == len(new) and all(
        all(a.get(f) == b[f] for f in facts) for a, b in zip(old, new))


_WORKER: dict[str, Any] = {}


def _play_in_worker(job: tuple) -> dict[str, Any]:
    """`play_one` in a worker process, which keeps its bots from game to game."""
    rules_id, kinds, g, seed, overrides, options = job
    key = json.dumps([rules_id, kinds, overrides], sort_keys=True)
    if _WORKER.get("key") != key:
        rules = rules_of(rules_id)
        _WORKER.update(key=key, rules=rules, bots=make_bots(rules, kinds, overrides))
    return play_one(_WORKER["rules"], kinds, g, seed, overrides, options, _WORKER["bots"])


def _rows(path: Path) -> list[tuple[str, dict[str, Any] | None]]:
    """Each line of a results file with its row (None for a line cut short by an interrupted
    run, or anything else that is not a game's row)."""
    if not path.exists():
        return []
    rows: list[tuple[str, dict[str, Any] | None]] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            row = json.loads(line)
        except ValueError:
            row = None
        ok = isinstance(row, dict) and isinstance(row.get("key"), str) and isinstance(row.get("g"), int)
        rows.append((line, row if ok else None))
    return rows


def saved_commits(path: Path, key: str) -> tuple[list[str], str]:
    """The commits (in order, each once) the saved games of this match's code were played on
    ("?" for games saved before rows said; "<commit> carried to <commit>" for games `rekey`
    carried over), and the newest commit of its stale games ("" if none said or none is
    stale)."""
    current: list[str] = []
    stale = ""
    for _, row in _rows(path):
        if row is None:
            continue
        said = row.get("commit")
        commit = said if isinstance(said, str) else "?"
        carried = row.get("carried_on")
        if row["key"] == key:
            if isinstance(carried, str):
                commit = f"{commit} carried to {carried}"
            if commit not in current:
                current.append(commit)
        elif commit != "?":
            stale = commit
    return current, stale


def _load_saved(path: Path, key: str) -> dict[int, dict[str, Any]]:
    """Games of this match already in the results file (other matches' lines are kept; a
    line cut short by an interrupted run is not a game: it is played again)."""
    return {row["g"]: row for _, row in _rows(path) if row is not None and row["key"] == key}


def saved_count(game: str | Rules, kinds: Sequence[str], seed: int, save: str | Path, *,
                bot_overrides: dict[str, dict[str, Any]] | None = None,
                options: dict[str, Any] | None = None) -> int:
    """How many games of this match are saved in `save` without a gap (games 0..n-1)."""
    rules = rules_of(game)
    saved = _load_saved(Path(save), _match_key(rules, list(kinds), seed, bot_overrides or {},
                                               options))
    count = 0
    while count in saved:
        count += 1
    return count


def rekey(game: str | Rules, kinds: Sequence[str], seed: int, save: str | Path, *,
          bot_overrides: dict[str, dict[str, Any]] | None = None,
          options: dict[str, Any] | None = None, check: int = 3) -> dict[str, Any]:
    """Carry a match's saved games over a change of code that plays the same moves.

    A saved game counts only under the code hash it was played with, so a change meant to
    keep play as it is (a faster engine, a tidier bot) would throw away hours of games. This
    takes the games of an older version of the code that the match does not have yet,
    replays `check` of them with the code as it is now (the first, the last and some
    between), and only if every replay is the same game (`same_game`) gives all of them the
    current key. The version with the most such games is tried first; if one of its replays
    differs, the next. None the same, and nothing is written. Run it with no match of this
    file running: it rewrites it. Returns {"stale": games of the version tried last,
    "replayed": n (all versions), "carried": n, "differs": g|None}.
    """
    kinds = list(kinds)
    rules = rules_of(game)
    overrides = bot_overrides or {}
    path = Path(save)
    key = _match_key(rules, kinds, seed, overrides, options)
    rows = _rows(path)
    current = {row["g"] for _, row in rows if row is not None and row["key"] == key}
    by_key: dict[str, dict[int, dict[str, Any]]] = {}
    for _, row in rows:
        if row is not None and row["key"] != key and row["g"] not in current:
            by_key.setdefault(row["key"], {})[row["g"]] = row
    report: dict[str, Any] = {"stale": 0, "replayed": 0, "carried": 0, "differs": None}
    # The older code with the most games this match lacks first (usually the only one); if
    # its games play differently, the next: a file can hold games of two older versions, of
    # which only the later plays as the code does now.
    carried_key = None
    for old_key in sorted(by_key, key=lambda k: (-len(by_key[k]), k)):
        stale = by_key[old_key]
        report["stale"], report["differs"] = len(stale), None
        numbers = sorted(stale)
        picks = sorted({numbers[round(i * (len(numbers) - 1) / max(check - 1, 1))]
                        for i in range(max(check, 1))})
        for g in picks:
            report["replayed"] += 1
            if not same_game(stale[g], play_one(rules, kinds, g, seed, overrides, options)):
                report["differs"] = g
                break
        if report["differs"] is None:
            carried_key = old_key
            break
    if carried_key is None:
        return report
    stale = by_key[carried_key]
    kept = []
    for line, row in rows:
        if row is not None and row["key"] == carried_key and row["g"] in stale:
            line = json.dumps(dict(stale.pop(row["g"]), key=key, carried_on=played_on()),
                              separators=(",", ":"))
            report["carried"] += 1
        kept.append(line)
    _rewrite(path, kept)
    return report


def drop_stale(path: Path, key: str) -> int:
    """Keep only the games saved under `key` in a results file; return how many lines went
    (games of older code, and lines cut short). Run it with no match of this file running."""
    rows = _rows(path)
    kept = [line for line, row in rows if row is not None and row["key"] == key]
    if len(kept) < len(rows):
        _rewrite(path, kept)
    return len(rows) - len(kept)


def _rewrite(path: Path, lines: Sequence[str]) -> None:
    """Replace a results file whole, or not at all: an interrupted rewrite loses no game."""
    spare = path.with_name(path.name + ".rewrite")
    spare.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    spare.replace(path)


def run_arena(game: str | Rules, kinds: Sequence[str], games_count: int, seed: int = 0, *,
              bot_overrides: dict[str, dict[str, Any]] | None = None,
              options: dict[str, Any] | None = None, jobs: int = 1,
              save: str | Path | None = None,
              progress: Callable[[int, int], None] | None = None) -> dict[str, Any]:
    """Play `games_count` seeded games with rotating seats; summarise each entry.

    `bot_overrides` maps a kind to configuration fields (e.g. `{"hard": {"iterations":
    50, "max_ms": None}}`) for quick, reproducible matches. `jobs` > 1 plays games in that
    many processes (the report is the same: each game depends only on its number). With
    `save`, each finished game is appended to that file as a JSON line, and games of the
    same match already there are not played again, so a long match can be stopped and
    resumed, or grown from 50 games to 200.
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
    key = _match_key(rules, kinds, seed, overrides, options)
    path = Path(save) if save else None
    done = _load_saved(path, key) if path else {}
    todo = [g for g in range(games_count) if g not in done]

    def finished(row: dict[str, Any]) -> None:
        done[row["g"]] = row
        if path:
            with path.open("a", encoding="utf-8") as out:
                out.write(json.dumps(dict(row, key=key, commit=played_on()), separators=(",", ":")) + "\n")
        if progress:
            progress(sum(1 for g in range(games_count) if g in done), games_count)

    registered = isinstance(game, str)
    if jobs > 1 and len(todo) > 1 and registered:
        import multiprocessing
        context = multiprocessing.get_context("fork" if "fork" in
                                              multiprocessing.get_all_start_methods() else None)
        with context.Pool(jobs) as pool:
            for row in pool.imap_unordered(
                    _play_in_worker, [(game_id, kinds, g, seed, overrides, options) for g in todo]):
                finished(row)
    else:
        bots = make_bots(rules, kinds, overrides)
        for g in todo:
            finished(play_one(rules, kinds, g, seed, overrides, options, bots))
    return summarise(game_id, kinds, seed, [done[g] for g in range(games_count)])


def summarise(game_id: str, kinds: Sequence[str], seed: int,
              rows: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """The report of a match from its games' rows (in any order)."""
    count = len(rows)
    entries = []
    for e, label in enumerate(labels_for(list(kinds))):
        wins = sum(row["entries"][e]["win"] for row in rows)
        decisions = sum(row["entries"][e]["decisions"] for row in rows)
        think = sum(row["entries"][e]["think_s"] for row in rows)
        entries.append({
            "seat": label,
            "win_share": wins / count if count else 0.0,
            "interval": wilson_interval(wins, count),
            "mean_reward": sum(row["entries"][e]["reward"] for row in rows) / count if count else 0.0,
            "decisions": decisions,
            "mean_think_ms": 1000 * think / decisions if decisions else 0.0,
            "worst_think_ms": 1000 * max((row["entries"][e]["worst_s"] for row in rows),
                                         default=0.0),
        })
    return {"game": game_id, "seats": list(kinds), "games": count, "seed": seed,
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
