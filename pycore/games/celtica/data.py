"""Celtica's fixed tables: druid colours, amulet part types, the path, deck sizes.

Nothing here changes during a game; the rules and the view read these tables.
"""

from __future__ import annotations

# The five shared druids, in the fixed order the view lists them.
COLOURS: list[str] = ["red", "grey", "white", "brown", "black"]
COLOUR_INDEX: dict[str, int] = {colour: i for i, colour in enumerate(COLOURS)}

# The nine amulet parts, named by their place in a 3x3 amulet grid ("c" = the centre).
# A complete amulet holds one part of each type.
PART_TYPES: list[str] = ["nw", "n", "ne", "w", "c", "e", "sw", "s", "se"]
PART_INDEX: dict[str, int] = {part: i for i, part in enumerate(PART_TYPES)}
AMULET_SIZE = len(PART_TYPES)

DRUID_CARDS_PER_COLOUR = 12       # 60 druid cards
EXPERIENCE_CARDS_PER_COLOUR = 4   # 20 experience cards (the split per colour is a guess)
PARTS_PER_TYPE = 10               # 10 amulets = 90 parts
HAND_SIZE = 5                     # druid cards dealt each round
DISPLAY_SIZE = 9                  # face-up parts beside the board
START_PARTS = 2                   # parts each player takes at setup

# Kinds of space. Find sites give parts, ruins cost parts, cult sites offer a druid card.
START, VILLAGE, CASTLE, MONASTERY, RUIN, CULT, GOAL = (
    "start", "village", "castle", "monastery", "ruin", "cult", "goal")
FIND_SITES = frozenset({VILLAGE, CASTLE, MONASTERY, GOAL})

# The path: (kind, number of amulet symbols). RECONSTRUCTED — no text gives the printed
# board; this is the proposal of rules-facts § 4.5 (a rich last space, mostly 1–2 symbols,
# ruins spaced so a short move can often avoid one, 4 cult sites). One edit here fixes it.
PATH: list[tuple[str, int]] = [
    (START, 0),       # 0
    (VILLAGE, 1),     # 1
    (RUIN, 1),        # 2
    (CULT, 0),        # 3
    (CASTLE, 2),      # 4
    (VILLAGE, 1),     # 5
    (RUIN, 2),        # 6
    (MONASTERY, 2),   # 7
    (CULT, 0),        # 8
    (VILLAGE, 1),     # 9
    (RUIN, 1),        # 10
    (CASTLE, 3),      # 11
    (CULT, 0),        # 12
    (RUIN, 2),        # 13
    (MONASTERY, 2),   # 14
    (VILLAGE, 1),     # 15
    (RUIN, 3),        # 16
    (CULT, 0),        # 17
    (CASTLE, 3),      # 18
    (GOAL, 4),        # 19
]
GOAL_SPACE = len(PATH) - 1
