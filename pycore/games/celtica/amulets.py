"""A player's amulets: where a new part may go, removing parts, and the final ranking key.

An amulet is a list of distinct part types kept in grid order (`data.PART_TYPES`); a player
owns a list of amulets. A part goes into an amulet that lacks its type; a part whose type
every amulet already has starts a new amulet. When two or more *different* amulets could
take it the player chooses (`choices`); identical amulets are one choice, since picking
either leaves the player with the same collection.
"""

from __future__ import annotations

from .data import AMULET_SIZE, PART_INDEX

Amulet = list[str]


def candidates(amulets: list[Amulet], part: str) -> list[int]:
    """Indices of the amulets that lack `part` (so could take it)."""
    return [i for i, amulet in enumerate(amulets) if part not in amulet]


def choices(amulets: list[Amulet], part: str) -> list[int]:
    """The candidate amulets that differ from each other, first index of each."""
    seen: list[Amulet] = []
    out: list[int] = []
    for i in candidates(amulets, part):
        if amulets[i] not in seen:
            seen.append(amulets[i])
            out.append(i)
    return out


def needs_choice(amulets: list[Amulet], part: str) -> bool:
    """Whether placing `part` is a real decision (two or more different amulets fit)."""
    return len(choices(amulets, part)) > 1


def add_part(amulets: list[Amulet], part: str, index: int | None = None) -> int:
    """Put `part` into amulet `index`, or where it must go if `index` is None.

    With no index: the only fitting amulet (the first of identical ones), or a new amulet
    when none lacks the type. Returns the index of the amulet that took the part.
    """
    if index is None:
        fitting = choices(amulets, part)
        if not fitting:
            amulets.append([part])
            return len(amulets) - 1
        index = fitting[0]
    amulet = amulets[index]
    amulet.append(part)
    amulet.sort(key=PART_INDEX.__getitem__)
    return index


def remove_part(amulets: list[Amulet], index: int, part: str) -> None:
    """Take `part` out of amulet `index`; an amulet left empty disappears."""
    amulets[index].remove(part)
    if not amulets[index]:
        del amulets[index]


def part_count(amulets: list[Amulet]) -> int:
    return sum(len(amulet) for amulet in amulets)


def complete_count(amulets: list[Amulet]) -> int:
    return sum(1 for amulet in amulets if len(amulet) == AMULET_SIZE)


def rank_key(amulets: list[Amulet]) -> tuple[int, list[int]]:
    """Larger is better: complete amulets, then incomplete sizes from the largest down.

    Comparing the size lists element by element is the rules' tie-break ("the largest
    incomplete amulet, then the second-largest, and so on"); a player with an extra
    incomplete amulet beats one who has nothing left to compare.
    """
    sizes = sorted((len(a) for a in amulets if len(a) < AMULET_SIZE), reverse=True)
    return complete_count(amulets), sizes
