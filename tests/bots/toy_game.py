"""Sealed Tricks: a tiny hidden-information game for testing the bots before the real games.

It has everything that makes bots hard to get right, in a hundred lines: hidden hands, a
hidden draw pile, simultaneous decisions (all seats play a card face down, then reveal), a
single-seat decision (the trick's winner may draw), chance, and 2–4 seats.

Rules: every seat is dealt 4 cards from 1..(4·players+6). Each trick, every seat plays one
card face down at the same time; when all have played, the highest card wins the trick (a
tie for highest wins nothing). The trick's winner then chooses `draw` (take the top card of
the pile) or `pass`. The game ends when a seat has no card at the start of a trick. Most
tricks wins; ties share the rank.

Moves: `play:<card>`, `draw`, `pass`. Hidden from other seats: hands and face-down plays;
hidden from everyone: the pile's order.
"""

from __future__ import annotations

from typing import Any

from pycore.protocol import Move, Rules, State, ranks_from_keys
from pycore.rng import Rng

HAND = 4


class ToyState(State):
    """Fields: `hands` (private to each seat), `played` (None or a card; private until all
    have played), `pile` (hidden), `tricks` (public), `winner` (seat to decide draw/pass)."""

    @classmethod
    def new(cls, rules: Rules, players: int, seed: int, options: dict[str, Any]) -> ToyState:
        state = cls.__new__(cls)
        state.rules, state.players, state.options = rules, players, dict(options)
        state.rng = Rng(seed)
        state.pile = state.rng.shuffled(range(1, 4 * players + 7))
        state.hands = [sorted(state.pile.pop() for _ in range(HAND)) for _ in range(players)]
        state.played = [None] * players
        state.tricks = [0] * players
        state.winner = None
        state.log = []
        return state

    def clone(self) -> ToyState:
        twin = ToyState.__new__(ToyState)
        twin.rules, twin.players, twin.options = self.rules, self.players, self.options
        twin.rng = self.rng.clone()
        twin.pile = list(self.pile)
        twin.hands = [list(h) for h in self.hands]
        twin.played = list(self.played)
        twin.tricks = list(self.tricks)
        twin.winner = self.winner
        twin.log = list(self.log)
        return twin

    def is_over(self) -> bool:
        return self.winner is None and any(not h for h in self.hands) and all(
            p is None for p in self.played)

    def to_move(self) -> tuple[int, ...]:
        if self.is_over():
            return ()
        if self.winner is not None:
            return (self.winner,)
        return tuple(s for s in range(self.players) if self.played[s] is None)

    def legal_moves(self, seat: int) -> list[Move]:
        if seat not in self.to_move():
            return []
        if self.winner is not None:
            return [Move("draw"), Move("pass")] if self.pile else [Move("pass")]
        return [Move(f"play:{card}") for card in self.hands[seat]]

    def _play(self, seat: int, move: Move) -> None:
        if move.kind == "draw":
            self.hands[seat].append(self.pile.pop())
            self.hands[seat].sort()
            self.winner = None
            self.log.append({"event": "drew", "seat": seat})
            return
        if move.kind == "pass":
            self.winner = None
            self.log.append({"event": "passed", "seat": seat})
            return
        card = move.int_arg(0)
        self.hands[seat].remove(card)
        self.played[seat] = card
        if all(p is not None for p in self.played):
            cards = list(self.played)
            best = max(cards)
            winners = [s for s in range(self.players) if cards[s] == best]
            self.played = [None] * self.players
            self.log.append({"event": "trick", "cards": cards})
            if len(winners) == 1:
                self.tricks[winners[0]] += 1
                if not any(not h for h in self.hands):
                    self.winner = winners[0]

    def scores(self) -> list[float]:
        return [float(t) for t in self.tricks]

    def result(self) -> list[int]:
        return ranks_from_keys(self.tricks)

    def view(self, seat: int | None) -> dict[str, Any]:
        return {
            "game": "toy",
            "log": self.log,
            "to_move": list(self.to_move()),
            "over": self.is_over(),
            "scores": self.scores(),
            "result": self.result() if self.is_over() else None,
            "hand": list(self.hands[seat]) if seat is not None else None,
            "hand_sizes": [len(h) for h in self.hands],
            "has_played": [p is not None for p in self.played],
            "my_play": self.played[seat] if seat is not None else None,
            "pile": len(self.pile),
            "tricks": list(self.tricks),
        }

    def determinize(self, seat: int, rng: Rng) -> ToyState:
        world = self.clone()
        others = [s for s in range(self.players) if s != seat]
        # Gather the unseen cards and SORT them before shuffling, so the world depends
        # only on what `seat` knows, never on how the true cards happen to be arranged.
        unseen = list(self.pile)
        for s in others:
            unseen += self.hands[s]
            if self.played[s] is not None:
                unseen.append(self.played[s])
        unseen.sort()
        rng.shuffle(unseen)
        for s in others:
            world.hands[s] = sorted(unseen.pop() for _ in self.hands[s])
            if self.played[s] is not None:
                world.played[s] = unseen.pop()
        world.pile = unseen
        world.rng = rng.fork()
        return world


class ToyRules(Rules):
    id = "toy"
    title = {"en": "Sealed Tricks", "zh-Hant": "暗牌吃墩"}
    players = range(2, 5)
    options: dict[str, Any] = {}
    state_class = ToyState

    def is_move_text(self, text: str) -> bool:
        if text in ("draw", "pass"):
            return True
        kind, _, arg = text.partition(":")
        return kind == "play" and arg.isdigit() and len(arg) <= 3


RULES = ToyRules()
