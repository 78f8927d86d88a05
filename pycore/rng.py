"""The one random generator every game uses.

Python promises nothing about `random.shuffle`, `randrange` or `choice` staying the same
across versions, and a saved game must replay identically in CPython today, in Pyodide
tomorrow and after any upgrade. So the engines never touch the `random` module: every
chance event goes through `Rng`, a tiny SplitMix64 generator whose whole state is one
integer. That also makes `clone()` (which bots call thousands of times) almost free.

>>> rng = Rng(42)
>>> [rng.below(10) for _ in range(5)]
[7, 1, 2, 3, 0]
>>> rng.clone().random() == rng.random()
True

It is the reference SplitMix64 (Vigna's first output for seed 1234567):

>>> Rng(1234567)._next64()
6457827717110365317
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1


class Rng:
    """A seeded SplitMix64 generator; everything is built on `random()`."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ValueError("a seed must be a whole number")
        self.state = seed & _MASK

    def clone(self) -> Rng:
        twin = Rng.__new__(Rng)
        twin.state = self.state
        return twin

    def _next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def random(self) -> float:
        """A float in [0, 1) with 53 random bits."""
        return (self._next64() >> 11) / 9007199254740992.0

    def below(self, n: int) -> int:
        """A whole number in [0, n)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        return int(self.random() * n)

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates in place, built on `random()` only."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def shuffled(self, items: Sequence[T]) -> list[T]:
        out = list(items)
        self.shuffle(out)
        return out

    def fork(self) -> Rng:
        """A new independent generator seeded from this one (for determinize)."""
        return Rng(self._next64())
