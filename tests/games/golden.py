"""The golden games' shared format: moves written as "seat move / seat move / ..."."""

from __future__ import annotations


def parse_golden(moves: str) -> list[tuple[int, str]]:
    """`"0 take:1 / 1 play:red:1:0"` -> `[(0, "take:1"), (1, "play:red:1:0")]`."""
    pairs = []
    for item in moves.split(" / "):
        seat, text = item.strip().split(" ")
        pairs.append((int(seat), text))
    return pairs
