"""Bots that play every registered game through the engine protocol, and never cheat.

Start here: `make_bot(level, game_id).choose(state, seat, rng) -> Move`, with `level` one of
`LEVEL_NAMES` ("random", "easy", "normal", "hard"); the arena also knows "heuristic".

* `base` — the `Bot` interface, policies and rewards;
* `random_bot` — the Random level;
* `heuristic_<game>` — a short readable policy per game; `heuristic_generic` for the rest;
* `ismcts` — Information-Set MCTS over determinized worlds (Normal and Hard);
* `levels` — the named levels and their budgets;
* `arena`, `bench` — seeded matches between levels, for the command line and `make bench`.
"""

from .base import Bot
from .levels import LEVEL_NAMES, SEAT_KINDS, heuristic_policy, make_bot

__all__ = ["Bot", "LEVEL_NAMES", "SEAT_KINDS", "heuristic_policy", "make_bot"]
