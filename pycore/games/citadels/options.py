"""Table options: which character plays each rank, how many ranks, which purple districts.

`resolve()` turns the JSON options into a lineup (a character id per rank) and the purple
district ids of the deck, or raises `SetupError` (a coded `ValueError`, `pycore.refusals`)
with a sentence a player can read.
"""

from __future__ import annotations

from typing import Any

from ...refusals import SetupError
from ...rng import Rng
from . import data

PRESETS = ("classic", "dark_city", "random")

DEFAULTS: dict[str, Any] = {
    # "classic": ranks 1-8 of the base game; "dark_city": ranks 1-8 of the expansion;
    # "random": each rank at random. Rank 9 (when played) is the Queen or the Artist at random.
    "preset": "classic",
    # Overrides the preset: 9 entries (ranks 1-9), each a character id or "random".
    "characters": [],
    # "auto" (8 ranks, or 9 with 8 players), 8 or 9.
    "ranks": "auto",
    # The purple districts in the deck (default: all 25 kinds, 26 cards).
    "purple": list(data.PURPLE),
}

# What a table-options screen may offer for each option.
CHOICES: dict[str, Any] = {
    "preset": list(PRESETS),
    "characters": [["random"] + data.BY_RANK[rank] for rank in range(1, 10)],
    "ranks": ["auto", 8, 9],
    "purple": list(data.PURPLE),
}


def resolve(options: dict[str, Any], players: int, rng: Rng) -> tuple[list[str], list[str]]:
    """The lineup and purple list for a table; `SetupError` for a combination that cannot be."""
    ranks = _ranks(options.get("ranks", "auto"), players)
    wanted = _wanted(options.get("preset", "classic"), options.get("characters", []))
    lineup: list[str] = []
    for rank in range(1, ranks + 1):
        choices = [c for c in data.BY_RANK[rank] if c != "queen" or players >= 5]
        choice = wanted[rank - 1]
        if choice == "random":
            choice = rng.choice(choices)
        elif choice not in data.BY_RANK[rank]:
            raise SetupError("citadels.not_of_rank", character=choice, rank=rank)
        elif choice == "queen" and players < 5:
            raise SetupError("citadels.queen_needs_five")
        lineup.append(choice)
    return lineup, _purple(options.get("purple", data.PURPLE))


def _ranks(value: Any, players: int) -> int:
    if value == "auto":
        return 9 if players == 8 else 8
    if value not in (8, 9) or isinstance(value, bool):
        raise SetupError("citadels.ranks_values")
    if players <= 3 and value == 9:
        raise SetupError("citadels.ranks_few_players")
    if players == 8 and value == 8:
        raise SetupError("citadels.ranks_eight_players")
    return value


def _wanted(preset: Any, characters: Any) -> list[str]:
    if preset not in PRESETS:
        raise SetupError("citadels.unknown_preset", preset=preset)
    if not isinstance(characters, list):
        raise SetupError("citadels.characters_list")
    if characters:
        if len(characters) != 9 or not all(isinstance(c, str) for c in characters):
            raise SetupError("citadels.characters_nine")
        return list(characters)
    if preset == "random":
        return ["random"] * 9
    which = 0 if preset == "classic" else 1
    return [data.BY_RANK[rank][which] for rank in range(1, 9)] + ["random"]


def _purple(value: Any) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(p, str) for p in value):
        raise SetupError("citadels.purple_list")
    unknown = [p for p in value if p not in data.PURPLE]
    if unknown:
        raise SetupError("citadels.not_purple", district=unknown[0])
    if len(set(value)) != len(value):
        raise SetupError("citadels.purple_twice")
    return [p for p in data.PURPLE if p in value]    # table order, so records compare equal
