"""Luna's board data: islands, favours, temple parts, the path with its guards, the council.

Plain tables, no rules. Everything the rules texts do not give is marked GUESS (from
`shared/design/rules-facts.md` § 3) so that one edit here fixes it once a board photo is found.
Islands are numbered 1–7 in move texts and views; internally they are indexes 0–6.
"""

from __future__ import annotations

# ---- favours ------------------------------------------------------------------------------
# The seven favour types, in the seed's order 草書賄徒壇浪船. Island k (1–7) holds favours of
# type FAVOURS[k - 1] (GUESS, § 3.4: the seed's order; the printed boards were not found).
FAVOURS: list[str] = ["herbs", "book", "bribe", "novice", "shrine", "tide", "boat"]

FAVOUR_NAMES: dict[str, dict[str, str]] = {
    "herbs": {"en": "Herbs", "zh-Hant": "草", "zh-Hant-long": "特權-草"},
    "book": {"en": "Book", "zh-Hant": "書", "zh-Hant-long": "特權-書"},
    "bribe": {"en": "Bribe", "zh-Hant": "賄", "zh-Hant-long": "特權-賄"},
    "novice": {"en": "Novice", "zh-Hant": "徒", "zh-Hant-long": "特權-徒"},
    "shrine": {"en": "Shrine", "zh-Hant": "壇", "zh-Hant-long": "特權-壇"},
    "tide": {"en": "Tide", "zh-Hant": "浪", "zh-Hant-long": "特權-浪"},
    "boat": {"en": "Boat", "zh-Hant": "船", "zh-Hant-long": "特權-船"},
}

FAVOUR_INDEX: dict[str, int] = {name: i for i, name in enumerate(FAVOURS)}

ISLAND_COUNT = 7

# ---- figures ------------------------------------------------------------------------------
FIGURE_NAMES: dict[str, dict[str, str]] = {
    "priestess": {"en": "Moon Priestess", "zh-Hant": "月神祭司"},
    "builder": {"en": "Builder", "zh-Hant": "建築師"},
    "apostate": {"en": "Apostate", "zh-Hant": "叛教者"},
    "guard": {"en": "Temple Guard", "zh-Hant": "守衛"},
}

# Starting islands of the figures, as island indexes 0–6. GUESS (§ 3.4): the icons printed on
# the islands were not found; Priestess on 1, Builder on 4, Apostate on 6.
START_PRIESTESS = 0
START_BUILDER = 3
START_APOSTATE = 5

# Round-end movements, in islands clockwise (seed: the 6th island, 5th with 2 players; 4th).
PRIESTESS_STEP = {2: 5, 3: 6, 4: 6}
BUILDER_STEP = 4

# Priestess majority awards by seat count (seed: 6/3/1 for 3–4 players, 5/2 for 2).
PRIESTESS_AWARDS = {2: [5, 2], 3: [6, 3, 1], 4: [6, 3, 1]}

# ---- per player ---------------------------------------------------------------------------
NOVICES_PER_PLAYER = 13
SHRINES_PER_PLAYER = 6
STARTING_POINTS = 5
PREP_NOVICE_TURNS = 4          # four turns of two novices: eight novices on four islands
TIME_TOKENS = {2: 3, 3: 4, 4: 4}
ROUNDS = 6

# ---- council of priests -------------------------------------------------------------------
# Points by position on the council track (§ Rulings: 0/3/6/8/10; the track's length is a
# GUESS, § 3.6). Every disc starts on space 0.
COUNCIL_POINTS: list[int] = [0, 3, 6, 8, 10]

# ---- the path -----------------------------------------------------------------------------
# Guard tiles from the landing steps toward the temple gate. The guard figure stands on the
# first in round 1 and moves one tile toward the gate each round, so entering the temple is
# worth 6, 5, 4, 3, 2, 2 in rounds 1–6 (seed).
GUARDS_FROM_STEPS: list[int] = [6, 5, 4, 3, 2, 2]

# ---- temple parts (RECONSTRUCTED: rules-facts § 3.3 GUESS) -------------------------------
# Which numbers lie on which part, where, and under which symbol is printed only on the
# boards. Reconstruction: part k (0–3) holds {k+1, k+5, …, k+25}, so that "the N lowest tiles
# of the parts in use" give every player a low tile whatever parts are drawn. Hex j (0–6) of
# part k is number k + 1 + 4j and carries symbol (j + k) mod 7. Its first three hexes form a
# row of 3, the next four a row of 4; rows are stacked 3, 4, 3, 4, … part after part.
TEMPLE_PARTS = 4
HEXES_PER_PART = 7


def part_numbers(part: int) -> list[int]:
    """The seven tile numbers of a temple part, in hex order."""
    return [part + 1 + 4 * j for j in range(HEXES_PER_PART)]


def part_of(number: int) -> int:
    return (number - 1) % 4


def symbol_of(number: int) -> str:
    """The favour symbol on temple hex / tile `number` (reconstructed)."""
    part = part_of(number)
    hex_index = (number - 1) // 4
    return FAVOURS[(hex_index + part) % ISLAND_COUNT]


def island_of_tile(number: int) -> int:
    """The island index whose novices may step onto path tile `number` (same symbol)."""
    return FAVOUR_INDEX[symbol_of(number)]


def temple_layout(parts: list[int]) -> dict[int, list[int]]:
    """Hex number -> [row, column] for the parts stacked in the given order.

    Columns are in half-hex units: a row of 4 uses 0, 2, 4, 6 and a row of 3 sits between
    them on 1, 3, 5, so neighbours differ by 2 in the same row or by 1 in the rows next to it.
    """
    layout: dict[int, list[int]] = {}
    for position, part in enumerate(parts):
        numbers = part_numbers(part)
        for j, number in enumerate(numbers):
            if j < 3:
                layout[number] = [2 * position, 2 * j + 1]
            else:
                layout[number] = [2 * position + 1, 2 * (j - 3)]
    return layout


def temple_neighbours(parts: list[int]) -> dict[int, list[int]]:
    """Hex number -> its adjacent hex numbers (ascending), across part borders too."""
    layout = temple_layout(parts)
    by_place = {(row, col): number for number, (row, col) in layout.items()}
    neighbours: dict[int, list[int]] = {}
    for number, (row, col) in layout.items():
        around = [(row, col - 2), (row, col + 2), (row - 1, col - 1), (row - 1, col + 1),
                  (row + 1, col - 1), (row + 1, col + 1)]
        neighbours[number] = sorted(by_place[p] for p in around if p in by_place)
    return neighbours
