"""Single-observer Information-Set Monte-Carlo Tree Search (Cowling, Powley & Whitehouse 2012).

The bot never searches the true state. Every iteration starts from a fresh
`state.determinize(seat, rng)`: a world in which everything hidden from the bot's seat has
been re-dealt at random, consistently with what the seat has seen. One tree is shared by
all those worlds; its nodes are move sequences, so a node stands for everything the bot
cannot tell apart (its information set). In each world only the moves legal *there* may be
chosen, and UCB uses "availability" counts (how often a move could have been chosen) in
place of the parent's visits, as SO-ISMCTS prescribes.

Rewards are per seat (2–8 seats): each node keeps the rewards of the seat that chose the
move leading to it, so every seat in the tree plays for itself. At the end of the game the
reward is the win (`base.win_rewards`: 1 to the winner, shared by tied winners); a rollout
cut off early is scored by the game's estimate (its heuristic's `EVALUATE`, else
`base.score_rewards` from `scores()`).

Simultaneous decisions (several seats in `to_move()`): a seat must choose without seeing
the others' face-down choices. So at such a step the tree decides only for one seat (the
bot's own seat if it is among them, else the lowest), and the other seats' choices are
made first by the rollout policy, outside the tree, independently of the tree's choice.
In rollouts the due seats simply move in seat order (each policy sees only its own view).

Progressive bias (Chaslot et al. 2008), off unless `bias` > 0: the move the rollout policy
picked when a node was first reached (its `favourite`) gets `bias / (visits + 1)` added to its
UCB value, so the heuristic's choice is followed more while the node has few visits and the
bonus fades as they come in. A game turns it on in its heuristic's `TUNING`.

The search can run in slices (`Search.run(iterations)`), so the browser can think a little,
draw, and think again; `IsmctsBot.choose` runs it to its budget in one go.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from typing import Any

from ..protocol import Move, State
from ..rng import Rng
from .base import Bot, Policy, random_policy, rewards

Evaluate = Callable[[State], list[float]]

ROOT = Move("root")     # the root node's move: the position itself, no move
SETTLED_CHECK = 10      # how often (in iterations) the bot asks whether its answer is settled


class Node:
    """One move sequence in the tree: statistics for the seat that chose the last move."""

    __slots__ = ("move", "mover", "children", "visits", "total", "avail", "favourite")

    def __init__(self, move: Move, mover: int) -> None:
        self.move = move                # (the root's is a placeholder no one reads)
        self.mover = mover              # the seat that chose `move` (-1 at the root)
        self.children: dict[str, Node] = {}
        self.visits = 0
        self.total = 0.0                # sum of the mover's rewards through this node
        self.avail = 0                  # iterations in which this move was legal
        self.favourite: str | None = None   # the policy's pick the first time it was reached

    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0


def settle_simultaneous(world: State, chooser: int | None, policy: Policy, rng: Rng) -> int:
    """Play, by `policy`, every due seat but one; return the seat left to decide.

    The one left is `chooser` if it is due, else the lowest due seat. The others choose
    first and without seeing its choice, which is what "simultaneous" means.
    """
    while True:
        due = world.to_move()
        if len(due) == 1:
            return due[0]
        keep = chooser if chooser in due else min(due)
        others = [s for s in sorted(due) if s != keep]
        for s in others:
            if s in world.to_move():
                world.push(s, policy(world, s, world.legal_moves(s), rng))
        if world.is_over() or keep in world.to_move():
            return keep


class Search:
    """One search from one seat's point of view; call `run` until the budget is spent."""

    def __init__(self, state: State, seat: int, rng: Rng, *, policy: Policy = random_policy,
                 rollout_depth: int | None = None, exploration: float = 0.7,
                 evaluate: Evaluate = rewards, bias: float = 0.0) -> None:
        self.state = state                  # used ONLY through determinize()/legal_moves()
        self.seat = seat
        self.rng = rng
        self.policy = policy
        self.rollout_depth = rollout_depth
        self.exploration = exploration
        self.bias = bias                    # progressive bias toward the policy's pick
        self.evaluate = evaluate            # rewards per seat where a rollout stops
        self.guided = policy is not random_policy
        self.root = Node(ROOT, -1)
        self.root_moves = list(state.legal_moves(seat))
        self.iterations = 0

    # ---- one iteration -----------------------------------------------------------------
    def run(self, iterations: int) -> None:
        for _ in range(iterations):
            self.iterate()

    def iterate(self) -> None:
        rng = self.rng
        world = self.state.determinize(self.seat, rng)
        path = [self.root]
        node = self.root
        # The root is always the bot's own decision. At a simultaneous step (the root or
        # deeper) the tree decides for the bot's seat if it is due, and the other due seats
        # pick first, by the policy, unseen.
        first = True
        while not world.is_over():
            mover = settle_simultaneous(world, self.seat, self.policy, rng)
            if world.is_over():
                break
            legal = self.root_moves if first else world.legal_moves(mover)
            first = False
            untried = [m for m in legal if m.text not in node.children]
            if untried:
                move = self._pick_untried(world, mover, legal, untried)
                if len(untried) == len(legal) and self.guided:
                    node.favourite = move.text
                for m in legal:                 # every move legal here was available
                    existing = node.children.get(m.text)
                    if existing is not None:
                        existing.avail += 1
                child = Node(move, mover)
                child.avail = 1
                node.children[move.text] = child
                world.push(mover, move)
                path.append(child)
                break
            node = self._select(node, legal)
            world.push(mover, node.move)
            path.append(node)
        self._rollout(world)
        values = self.evaluate(world)
        for visited in path:
            visited.visits += 1
            if visited.mover >= 0:
                visited.total += values[visited.mover]
        self.iterations += 1

    def _pick_untried(self, world: State, mover: int, legal: Sequence[Move],
                      untried: list[Move]) -> Move:
        """The first time a node is reached, try the policy's favourite; later, any untried.

        Trying the heuristic's move first gives the search a sensible line from its first
        iterations, which matters most when the budget is small.
        """
        if len(untried) == len(legal) and self.guided:
            return self.policy(world, mover, legal, self.rng)
        return untried[self.rng.below(len(untried))]

    def _select(self, node: Node, legal: Sequence[Move]) -> Node:
        """UCB1 over the children legal in this world, with availability counts (and the
        progressive bias toward the node's favourite, when on)."""
        best: Node | None = None
        best_value = -1.0
        c = self.exploration
        favourite = node.favourite if self.bias else None
        for m in legal:
            child = node.children[m.text]
            child.avail += 1
            value = child.total / child.visits + c * math.sqrt(math.log(child.avail) / child.visits)
            if m.text == favourite:
                value += self.bias / (child.visits + 1)
            if value > best_value:
                best, best_value = child, value
        assert best is not None, "a due seat always has a legal move"
        return best

    def _rollout(self, world: State) -> None:
        rng, policy = self.rng, self.policy
        steps = 0
        while not world.is_over():
            if self.rollout_depth is not None and steps >= self.rollout_depth:
                return
            due = world.to_move()
            seat = due[0] if len(due) == 1 else min(due)
            world.push(seat, policy(world, seat, world.legal_moves(seat), rng))
            steps += 1

    # ---- the answer --------------------------------------------------------------------
    def settled(self, budget: int) -> bool:
        """True when the iterations left of `budget` cannot change `best()`.

        The answer is the most visited move, and one iteration adds one visit to one root
        move, so once the leader is ahead of the runner-up by more than the iterations left,
        the rest of the budget would be spent for nothing: stopping then plays exactly the
        move the full budget would have played, only sooner.
        """
        first = second = 0
        for child in self.root.children.values():
            if child.visits > first:
                first, second = child.visits, first
            elif child.visits > second:
                second = child.visits
        return first - second > budget - self.iterations

    def best(self) -> Move:
        """The most visited move at the root (ties: the better mean, then listed first)."""
        best, key = self.root_moves[0], (-1, -1.0)
        for m in self.root_moves:
            child = self.root.children.get(m.text)
            if child is None:
                continue
            k = (child.visits, child.mean())
            if k > key:
                best, key = m, k
        return best

    def statistics(self) -> list[dict[str, Any]]:
        """The root's moves with visits and mean reward, most visited first (for debugging)."""
        rows: list[dict[str, Any]] = [{"move": m.text, "visits": c.visits, "mean": round(c.mean(), 3)}
                for m in self.root_moves if (c := self.root.children.get(m.text))]
        rows.sort(key=lambda r: -r["visits"])
        return rows


class IsmctsBot(Bot):
    """SO-ISMCTS with a budget in iterations and/or milliseconds.

    `iterations` bounds the work exactly (tests and the honesty proof use it alone);
    `max_ms` bounds the thinking time on slow machines. With both, whichever ends first.
    """

    def __init__(self, *, iterations: int = 1000, max_ms: float | None = None,
                 policy: Policy = random_policy, rollout_depth: int | None = None,
                 exploration: float = 0.7, evaluate: Evaluate = rewards,
                 bias: float = 0.0, name: str = "ismcts") -> None:
        self.iterations = iterations
        self.max_ms = max_ms
        self.policy = policy
        self.rollout_depth = rollout_depth
        self.exploration = exploration
        self.evaluate = evaluate
        self.bias = bias
        self.name = name
        self.last_search: Search | None = None

    def start(self, state: State, seat: int, rng: Rng) -> Search:
        return Search(state, seat, rng, policy=self.policy, rollout_depth=self.rollout_depth,
                      exploration=self.exploration, evaluate=self.evaluate, bias=self.bias)

    def think(self, state: State, seat: int, rng: Rng, settle: bool = True) -> Search:
        """The search for the seat's decision, its budget spent (or none, with one legal
        move). `settle`: stop once more iterations cannot change the move it picks (a
        coach, which reports the alternatives' chances too, spends the whole budget)."""
        search = self.start(state, seat, rng)
        self.last_search = search
        if len(search.root_moves) == 1:
            return search
        deadline = None if self.max_ms is None else time.perf_counter() + self.max_ms / 1000.0
        while search.iterations < self.iterations:
            search.iterate()
            if deadline is not None and time.perf_counter() >= deadline:
                break
            if settle and search.iterations % SETTLED_CHECK == 0 and search.settled(self.iterations):
                break
        return search

    def choose(self, state: State, seat: int, rng: Rng) -> Move:
        search = self.think(state, seat, rng)
        return search.root_moves[0] if len(search.root_moves) == 1 else search.best()
