"""The one small hook interface every special card shares (characters and purple districts).

A card overrides only the hooks it needs; each default does nothing. `kinds` names the move
kinds the card's ability uses, so `play.HANDLERS` hands a move to its card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...protocol import Move

if TYPE_CHECKING:
    from .state import CitadelsState
    from .turn import Turn


class Special:
    id: str = ""
    kinds: tuple[str, ...] = ()

    def moves(self, state: CitadelsState, turn: Turn) -> list[str]:
        """The ability's moves open to the turn's player now (called only when allowed)."""
        return []

    def play(self, state: CitadelsState, turn: Turn, move: Move) -> None:
        raise NotImplementedError(self.id)

    def on_start(self, state: CitadelsState, turn: Turn) -> None:
        """A character's turn begins (after it was revealed, or when the Witch resumes)."""

    def after_action(self, state: CitadelsState, turn: Turn) -> None:
        """The turn's action (2 gold or cards) is done."""

    def on_turn_end(self, state: CitadelsState, turn: Turn) -> None:
        """The turn ends (after the Tax Collector's due)."""

    def on_build(self, state: CitadelsState, seat: int) -> None:
        """A district was just built by `seat`."""

    def bonus(self, state: CitadelsState, seat: int) -> int:
        """Extra points at the end for the district's owner."""
        return 0
