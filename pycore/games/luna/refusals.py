"""Luna's refusals: the English template of every code the game raises (`pycore.refusals`).

Params: `n` a path tile's number, `favour` a favour id (`data.FAVOURS`, worded by `NAMES_EN`),
`move` a move text.
"""

from __future__ import annotations

from .data import FAVOUR_NAMES

EN: dict[str, str] = {
    # the preparation round
    "luna.shrine_taken": "Another player already has a shrine on that island.",
    "luna.place_shrine_first": "Place your first shrine on an island first (shrine:<island>).",
    "luna.island_taken": "You already have a shrine or novices on that island.",
    "luna.place_novices_first": "Place two novices on an island first (novices:<island>).",
    # an unfinished action: what it asks for next
    "luna.finish_pay": "Choose how many novices to spend.",
    "luna.finish_herbs": "Choose an island whose spent novices the Herbs revive, or say done.",
    "luna.finish_book": "Choose the Book of Wisdom to take, then the novice to put it under.",
    "luna.finish_tide": "Finish the Tide: choose where each novice goes, then say done.",
    "luna.finish_boat": "Finish the Boat: choose where the novices sail, then say done.",
    "luna.finish_drift": "Finish the drift: choose where each novice goes, then say done.",
    # island actions
    "luna.no_favour_left": "There is no favour left there for you (you may hold one of each).",
    "luna.no_reserve": "You have no novices left in reserve.",
    "luna.shrine_where": "You can build only on the Builder's island, once, with a Shrine favour.",
    "luna.council_end": "Your disc is already at the end of the council track.",
    "luna.not_possible": "{move} is not possible now.",
    "luna.not_enough_novices": "You do not have enough active novices on that island.",
    "luna.no_active_novices": "You have no active novices on that island.",
    # the path and the temple
    "luna.tile_gone": "Tile {n} is no longer on the path.",
    "luna.tile_closed": "Tile {n} lies beyond the guard's reach this round.",
    "luna.tile_forbidden": "Tile {n} is forbidden: you need a Bribe favour.",
    "luna.no_novice_on_tile": "You have no novice on tile {n}.",
    "luna.tile_taken": "A novice already stands on tile {n}.",
    "luna.path_cost": "You need two active novices (one with your shrine) on the tile's island.",
    # favours and steps
    "luna.favour_not_held": "You do not hold the {favour} favour.",
    "luna.favour_idle": "The {favour} favour has nothing to do now.",
    "luna.step_not_started": "That step belongs to an action you have not started.",
}

# How the English sentences name the things a param names.
NAMES_EN: dict[str, dict[str, str]] = {
    "favour": {favour: names["en"] for favour, names in FAVOUR_NAMES.items()},
}
