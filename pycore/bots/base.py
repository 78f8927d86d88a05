"""What every bot shares: the `Bot` interface, policies, and how a position is worth a reward.

A bot answers one question, `choose(state, seat, rng) -> Move`, and may look at the true
state only through the protocol calls a player could make: `legal_moves(seat)`,
`view(seat)`, `to_move()` and `determinize(seat, rng)` (plus the game's `Rules`). Everything
it wants to know about hidden cards it learns by searching *determinized* worlds, never the
true state, so a bot cannot cheat even by accident.

A *policy* is a cheap move chooser, `policy(state, seat, legal, rng) -> Move`, used both as
a bot of its own (the heuristic level) and inside the search's rollouts. A policy, too, may
only call those protocol methods on the state it is given.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from ..protocol import Move, State
from ..rng import Rng

Policy = Callable[[State, int, Sequence[Move], Rng], Move]


class Bot:
    """A player the computer controls. Subclasses implement `choose`."""

    name: str = "bot"

    def choose(self, state: State, seat: int, rng: Rng) -> Move:
        """The move `seat` plays now; `seat` must be in `state.to_move()`."""
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name}>"


class PolicyBot(Bot):
    """A bot that plays a policy directly, with a chance `noise` of a random move instead.

    The noise is what makes the Easy level beatable: a beginner sometimes misses things.
    """

    def __init__(self, policy: Policy, name: str = "heuristic", noise: float = 0.0) -> None:
        self.policy = policy
        self.name = name
        self.noise = noise

    def choose(self, state: State, seat: int, rng: Rng) -> Move:
        legal = state.legal_moves(seat)
        if len(legal) == 1:
            return legal[0]
        if self.noise and rng.random() < self.noise:
            return rng.choice(legal)
        return self.policy(state, seat, legal, rng)


def random_policy(state: State, seat: int, legal: Sequence[Move], rng: Rng) -> Move:
    """Any legal move, uniformly."""
    return legal[rng.below(len(legal))]


# ---- rewards ---------------------------------------------------------------------------

def rank_rewards(ranks: Sequence[int]) -> list[float]:
    """Each seat's reward in [0, 1] from final ranks: (players − rank)/(players − 1).

    Tied seats share the places they occupy, so a two-player draw is worth ½ to each,
    not a win to both (which would teach the search that a draw is as good as a win).

    >>> rank_rewards([1, 2])
    [1.0, 0.0]
    >>> rank_rewards([1, 1])
    [0.5, 0.5]
    >>> rank_rewards([2, 1, 2])
    [0.25, 1.0, 0.25]
    """
    players = len(ranks)
    if players < 2:
        return [1.0] * players
    rewards = []
    for rank in ranks:
        tied = sum(1 for other in ranks if other == rank)
        places = range(rank, rank + tied)   # the places the tied seats share
        rewards.append(sum((players - p) / (players - 1) for p in places) / tied)
    return rewards


def win_rewards(ranks: Sequence[int]) -> list[float]:
    """Each seat's reward at the end of a game: 1 for the winner, 0 for everyone else.

    What a search plays for: the player wants to win, and so does every bot at the table.
    Tied winners share the win, as the arena counts it. With two seats this is exactly
    `rank_rewards`; at a larger table, second place is worth no more than last, so a search
    takes the chance that wins over the safe move that only places.

    >>> win_rewards([2, 1, 3])
    [0.0, 1.0, 0.0]
    >>> win_rewards([1, 1, 3, 4])
    [0.5, 0.5, 0.0, 0.0]
    """
    winners = sum(1 for rank in ranks if rank == 1)
    return [1.0 / winners if rank == 1 else 0.0 for rank in ranks]


def score_rewards(scores: Sequence[float]) -> list[float]:
    """A mid-game estimate in [0, 1]: half the rank the scores give now, half the margin.

    The rank part says who is ahead; the margin part tells the search that being ahead by
    more is better, so that it still prefers progress when nobody can change rank soon.

    >>> score_rewards([3.0, 1.0])
    [1.0, 0.0]
    >>> score_rewards([2.0, 2.0])
    [0.5, 0.5]
    """
    keys = list(scores)
    ranks = [1 + sum(1 for other in keys if other > key) for key in keys]
    by_rank = rank_rewards(ranks)
    low, high = min(keys), max(keys)
    span = high - low
    return [0.5 * r + 0.5 * ((k - low) / span if span > 0 else 0.5) for r, k in zip(by_rank, keys)]


def lead_rewards(values: Sequence[float], sharpness: float) -> list[float]:
    """A mid-game estimate in (0, 1) from each seat's lead over its best rival.

    A logistic curve: level with the best rival is ½, far ahead tends to 1. `sharpness`
    says how many "units" of the game's value make a lead decisive.

    >>> [round(r, 3) for r in lead_rewards([1.0, 0.0], 2.0)]
    [0.881, 0.119]
    """
    out = []
    for i, value in enumerate(values):
        rival = max(v for j, v in enumerate(values) if j != i) if len(values) > 1 else value
        out.append(1.0 / (1.0 + math.exp(-sharpness * (value - rival))))
    return out


def rewards(state: State) -> list[float]:
    """Every seat's reward for `state`: the win at the end, estimated from scores before."""
    if state.is_over():
        return win_rewards(state.result())
    return score_rewards(state.scores())
