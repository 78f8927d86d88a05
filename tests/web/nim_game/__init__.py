"""Nim with a hidden card: a test-only fifth game, to prove a game plugs in in one place.

Two seats take turns taking stones from one pile; whoever takes the last stone wins. Each seat
was dealt one hidden card, 1, 2 or 3: the most stones it may take in one turn. The other seat
sees only that it holds a card, and learns a lower bound from what it takes.

Moves: `take:<n>`. Refusals: `nim.too_many` (more than your card allows), `nim.pile` (more
than the pile holds). `tests/web/test_adding_a_game.py` registers it only for its own tests
(`pycore.games.register`, and the UI's registry entry), with no edit to a shared module: the
checklist in `docs/architecture.md` "Adding a game".
"""

from __future__ import annotations

from typing import Any

from pycore.protocol import IllegalMove, Move, Rules, State
from pycore.rng import Rng


class NimState(State):
    __slots__ = ("pile", "cards", "turn", "winner")
    pile: int
    cards: list[int]        # private: each seat sees only its own
    turn: int
    winner: int | None

    @classmethod
    def new(cls, rules: Rules, players: int, seed: int, options: dict[str, Any]) -> NimState:
        state = cls.blank(rules, players, seed, options)
        state.pile = 9 + state.rng.below(7)
        state.cards = [1 + state.rng.below(3) for _ in range(players)]
        state.turn = 0
        state.winner = None
        return state

    def clone(self) -> NimState:
        twin = self.twin()
        twin.pile, twin.cards, twin.turn, twin.winner = self.pile, list(self.cards), self.turn, self.winner
        return twin

    def to_move(self) -> tuple[int, ...]:
        return () if self.winner is not None else (self.turn,)

    def legal_moves(self, seat: int) -> list[Move]:
        if seat not in self.to_move():
            return []
        return [Move(f"take:{n}") for n in range(1, min(self.cards[seat], self.pile) + 1)]

    def why_illegal(self, seat: int, move: Move) -> IllegalMove:
        if seat in self.to_move() and move.kind == "take" and move.args and move.args[0].isdigit():
            n = int(move.args[0])
            if n > self.pile:
                return IllegalMove("nim.pile", n=n, left=self.pile)
            if n > self.cards[seat]:
                return IllegalMove("nim.too_many", card=self.cards[seat])
        return super().why_illegal(seat, move)

    def _play(self, seat: int, move: Move) -> None:
        n = move.int_arg(0)
        self.pile -= n
        self.log.append({"event": "took", "seat": seat, "n": n, "left": self.pile})
        if self.pile == 0:
            self.winner = seat
        self.turn = 1 - seat

    def is_over(self) -> bool:
        return self.winner is not None

    def scores(self) -> list[float]:
        return [1.0 if seat == self.winner else 0.0 for seat in range(self.players)]

    def result(self) -> list[int]:
        return [1 if seat == self.winner else 2 for seat in range(self.players)]

    def view(self, seat: int | None) -> dict[str, Any]:
        return {"game": "nim", "pile": self.pile, "to_move": list(self.to_move()),
                "your_card": self.cards[seat] if seat is not None else None,
                "log": list(self.log)}

    def determinize(self, seat: int, rng: Rng) -> NimState:
        twin = self.clone()
        other = 1 - seat
        seen = max([ev["n"] for ev in self.log if ev["seat"] == other] or [1])
        twin.cards[other] = seen + rng.below(4 - seen)
        return twin


class NimRules(Rules):
    id = "nim"
    title = {"en": "Nim", "zh-Hant": "撿石子"}
    players = range(2, 3)
    state_class = NimState

    def is_move_text(self, text: str) -> bool:
        return text.startswith("take:") and text[5:].isdigit() and len(text) < 8


RULES = NimRules()
