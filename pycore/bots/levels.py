"""The named bot levels (Random, Easy, Normal, Hard) and how each is configured per game.

A level is plain data — which kind of bot, its budget, its noise — so that tuning a game means
editing a table, not code. A game's heuristic module may override the defaults for that game
in its `TUNING` table (a game with long turns needs fewer iterations to stay within the time a
phone can spare), and may tune a level for one table size alone under `"<level>_<n>p"`
(Celtica's Hard searches twice as far at two seats, where the extra search paid and at fuller
tables it did not). It lives there, not here, because a match's saved games count only while
the code they were played with is unchanged (`arena.code_files`): this module is part of every
game's code, a game's heuristic only of its own, so tuning one game keeps the others' games.

Budgets are counted in iterations, so a level plays the same on every machine and a seeded
match replays exactly. Each game's Hard budget is set (in its `TUNING`) so that a move takes
about half a second in CPython on the build machine, which is about one second in the
browser's Pyodide (1.5 s is the aim); Celtica's at two seats about twice that. `max_ms` is
only a safety net for a slow phone: it stops the search early if the iterations take far
longer than planned.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from typing import Any

from ..protocol import Move, Rules, State
from ..rng import Rng
from .base import Bot, Policy, PolicyBot, random_policy, rewards
from .heuristic_generic import greedy_policy
from .ismcts import Evaluate, IsmctsBot
from .random_bot import RandomBot

# The names records use (pycore.records.LEVELS), plus "heuristic" for the arena.
LEVEL_NAMES = ("random", "easy", "normal", "hard")
SEAT_KINDS = LEVEL_NAMES + ("heuristic",)

DEFAULTS: dict[str, dict[str, Any]] = {
    "random": {"kind": "random"},
    # a beginner: the game's heuristic, with one move in four made carelessly
    "easy": {"kind": "policy", "noise": 0.25},
    # the heuristic alone, no noise (an arena seat kind, not a level players pick)
    "heuristic": {"kind": "policy", "noise": 0.0},
    # a small search with heuristic rollouts cut off early. 60 iterations, a fifth or less
    # of Hard's, so that the levels are apart: at 150 Normal played about as well as Hard at
    # full tables (Notre Dame, five seats: Hard won 2 of 15 against four Normals; CHANGELOG.md)
    "normal": {"kind": "ismcts", "iterations": 60, "max_ms": 1000, "rollout": "heuristic",
               "rollout_noise": 0.2, "rollout_depth": 30},
    # a larger search, same rollouts (each game's iterations are in its heuristic's TUNING)
    "hard": {"kind": "ismcts", "iterations": 400, "max_ms": 1400, "rollout": "heuristic",
             "rollout_noise": 0.1, "rollout_depth": 40},
}


def game_heuristic(game_id: str) -> Any:
    """The module `heuristic_<id>` if the game has one, else None."""
    name = f"{__package__}.heuristic_{game_id}"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name != name:
            raise   # the module exists but is broken: say so, do not hide it
        return None


def game_policy(game_id: str) -> Policy | None:
    """The game's own heuristic policy (`heuristic_<id>.POLICY`), or None if it has none."""
    module = game_heuristic(game_id)
    return module.POLICY if module else None


def game_evaluate(game_id: str) -> Evaluate:
    """How a search scores a position it stops short of the end: the game's `EVALUATE`
    if its heuristic module has one, else rewards from `scores()` (`base.rewards`)."""
    module = game_heuristic(game_id)
    return getattr(module, "EVALUATE", rewards) if module else rewards


def game_tuning(game_id: str) -> dict[str, dict[str, Any]]:
    """The game's overrides of DEFAULTS, level -> fields (`TUNING` in its heuristic module)."""
    module = game_heuristic(game_id)
    return getattr(module, "TUNING", {}) if module else {}


def heuristic_policy(game_id: str) -> Policy:
    """The game's heuristic, or the generic one-ply greedy policy for games without one."""
    return game_policy(game_id) or greedy_policy


def with_noise(policy: Policy, noise: float) -> Policy:
    """`policy`, except that a fraction `noise` of its moves are uniformly random."""
    if noise <= 0:
        return policy

    def noisy(state: State, seat: int, legal: Sequence[Move], rng: Rng) -> Move:
        if len(legal) > 1 and rng.random() < noise:
            return legal[rng.below(len(legal))]
        return policy(state, seat, legal, rng)
    return noisy


def rollout_policy(game_id: str, noise: float) -> Policy:
    """What a search plays in rollouts: the game's heuristic if it has one, else random.

    The generic greedy fallback determinizes and clones for every move, far too slow to
    play thousands of rollout moves, so games without their own heuristic roll out randomly.
    """
    own = game_policy(game_id)
    return with_noise(own, noise) if own else random_policy


def level_config(level: str, game_id: str, seats: int | None = None) -> dict[str, Any]:
    """The level's fields in this game at a table of `seats`: the defaults, the game's
    tuning of the level, then its tuning for that table size (`"<level>_<seats>p"`), if any.
    Without `seats`, the level as tuned for every table size."""
    if level not in DEFAULTS:
        raise ValueError(f"unknown bot level {level!r}; choose one of {', '.join(SEAT_KINDS)}")
    tuning = game_tuning(game_id)
    config = dict(DEFAULTS[level])
    config.update(tuning.get(level, {}))
    if seats is not None:
        config.update(tuning.get(f"{level}_{seats}p", {}))
    return config


def make_bot(level: str, game: str | Rules, *, seats: int | None = None,
             **overrides: Any) -> Bot:
    """The bot for `level` ("random", "easy", "normal", "hard" or "heuristic") in `game`,
    at a table of `seats` players (a game may tune a level for one table size).

    `overrides` replace fields of the level's configuration, e.g. `iterations=50,
    max_ms=None` for a small, exactly reproducible search in tests.
    """
    game_id = game if isinstance(game, str) else game.id
    config = level_config(level, game_id, seats)
    config.update(overrides)
    kind = config["kind"]
    if kind == "random":
        bot: Bot = RandomBot()
    elif kind == "policy":
        bot = PolicyBot(heuristic_policy(game_id), noise=config["noise"])
    elif kind == "ismcts":
        policy = (rollout_policy(game_id, config.get("rollout_noise", 0.0))
                  if config.get("rollout") == "heuristic" else random_policy)
        bot = IsmctsBot(iterations=config["iterations"], max_ms=config.get("max_ms"),
                        policy=policy, rollout_depth=config.get("rollout_depth"),
                        exploration=config.get("exploration", 0.7),
                        bias=config.get("bias", 0.0),
                        evaluate=game_evaluate(game_id))
    else:
        raise ValueError(f"unknown bot kind {kind!r}")
    bot.name = level
    return bot
