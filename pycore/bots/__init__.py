"""Bots that play every registered game through the engine protocol, and never cheat.

Start here: `make_bot(level, game_id, seats=n).choose(state, seat, rng) -> Move`, with `level`
one of `LEVEL_NAMES` ("random", "easy", "normal", "hard"); the arena also knows "heuristic".

* `base` — the `Bot` interface, policies and rewards;
* `random_bot` — the Random level;
* `heuristic_<game>` — a short readable policy per game; `heuristic_generic` for the rest;
* `ismcts` — Information-Set MCTS over determinized worlds (Normal and Hard);
* `levels` — the named levels and their budgets.

The matches between levels (the arena, `make bench`'s bot figures, the command line) are
`botlab/`, beside pycore: they are not shipped.

Giving a game its own heuristic: add `heuristic_<game id>.py` exposing
`POLICY(state, seat, legal, rng) -> Move` (reading only `state.view(seat)` and `legal`)
and, optionally, `EVALUATE(state) -> list[float]` (a reward in [0, 1] per seat for a
position the search stops short of the end). `levels` finds both by name; the Easy level,
the arena's "heuristic" seat and the searches' rollouts then use them. A game whose view is
costly to build may also offer `state.bot_view(seat)`: the keys of `view(seat)` its heuristic
reads, built quicker (Celtica and Citadels do; a test checks it is a part of the view).
"""

from .base import Bot
from .levels import LEVEL_NAMES, SEAT_KINDS, heuristic_policy, make_bot

__all__ = ["LEVEL_NAMES", "SEAT_KINDS", "Bot", "heuristic_policy", "make_bot"]
