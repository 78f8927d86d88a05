"""Replay saved arena games with this interpreter and say whether each is the same game.

    python scripts/arena_check.py GAME MATCH G [G ...]     e.g. celtica hard_vs_heuristic_3p 0 7

Games grown under PyPy (scripts/grow_arena.sh) are checked under CPython this way, and the
other way round: the same moves (`arena.same_game`, a digest of every move) or not. The match
must be saved under the current code (its key), in bench/arena/. Prints one line per game and
exits 1 if any differs or is missing.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from botlab import arena, bench  # noqa: E402


def main(argv: list[str]) -> int:
    if len(argv) < 3:
        print(__doc__)
        return 2
    game, match_name, numbers = argv[0], argv[1], [int(g) for g in argv[2:]]
    match = next((m for m in bench.matches_for(game) if m.name == match_name), None)
    if match is None:
        print(f"{game} has no match {match_name}")
        return 2
    rules = arena.rules_of(game)
    overrides = bench.full_budgets(None)
    key = arena._match_key(rules, match.seats, 0, overrides, None)
    saved = arena._load_saved(bench.match_file(ROOT / "bench" / "arena", game, match), key)
    failed = False
    for g in numbers:
        if g not in saved:
            print(f"game {g}: not saved under the current code")
            failed = True
            continue
        begun = time.process_time()
        same = arena.same_game(saved[g], arena.play_one(rules, match.seats, g, 0, overrides, None))
        failed |= not same
        print(f"game {g}: {'the same' if same else 'DIFFERENT'} "
              f"({time.process_time() - begun:.1f} s, {sys.implementation.name})", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
