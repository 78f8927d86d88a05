"""The turn being played in Citadels: who, as which character, and what they have done so far.

A small slotted object, copied with every `clone()`: bots copy states thousands of times.
"""

from __future__ import annotations


class Turn:
    """The turn being played: who, as which character, and what they have done so far.

    `mode` is "normal"; "victim" (a bewitched character's player: the action only);
    "witch" (the Witch finishing a bewitched character's turn, powers and all);
    or "hospital" (an assassinated owner of the Hospital: the action only).
    """

    __slots__ = ("seat", "rank", "character", "mode", "acted", "income_taken", "power_used",
                 "builds_left", "built", "spent_building", "used", "beautified", "ending",
                 "navigated")

    def __init__(self, seat: int, rank: int, character: str, mode: str = "normal") -> None:
        self.seat = seat
        self.rank = rank
        self.character = character
        self.mode = mode
        self.acted = False            # took 2 gold or drew cards
        self.income_taken = False
        self.power_used = False       # the character's once-per-turn power
        self.builds_left = 3 if character == "architect" else 1
        self.built = 0                # districts built this turn (for the Tax Collector)
        self.spent_building = 0       # for the Alchemist's refund
        self.used: list[str] = []     # once-per-turn purple abilities already used
        self.beautified = 0           # the Artist's districts this turn (at most 2)
        self.ending = False           # an end-of-turn power was used: the turn ends next
        self.navigated = False

    def clone(self) -> Turn:
        twin = Turn.__new__(Turn)
        for name in Turn.__slots__:
            setattr(twin, name, getattr(self, name))
        twin.used = list(self.used)
        return twin

    @property
    def has_powers(self) -> bool:
        """Whether this turn may use character powers, income, building and purple abilities."""
        return self.mode in ("normal", "witch")
