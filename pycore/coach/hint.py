"""A hint for one seat's decision, worked out from what that seat can see.

`hint` runs the Hard bot's search for the seat (the same search, so the same honesty: it
reads the state only through `determinize(seat)` and `legal_moves(seat)`) and reports the
move the search would play and up to two alternatives, each with its estimated chance to
win from here: the mean result of the search's playouts through that move (a win counts 1,
a loss 0; a playout cut short is scored by the game's evaluation, as the bots score it).
"""

from __future__ import annotations

from typing import Any

from ..bots.ismcts import IsmctsBot
from ..bots.levels import make_bot
from ..rng import Rng

ALTERNATIVES = 2


def hint(game_id: str, state: Any, seat: int, rng: Rng, *, seats: int | None = None,
         alternatives: int = ALTERNATIVES, **overrides: Any) -> list[dict[str, Any]]:
    """[{"move", "chance", "visits"}], the suggested move first, then the alternatives the
    search visited most; `chance` is None when the move is the only legal one (nothing to
    weigh). `overrides` change the Hard search (e.g. `iterations=40, max_ms=None` in tests)."""
    bot = make_bot("hard", game_id, seats=seats, **overrides)
    assert isinstance(bot, IsmctsBot), "the Hard level is a search"
    search = bot.think(state, seat, rng, settle=False)
    if len(search.root_moves) == 1:
        return [{"move": search.root_moves[0].text, "chance": None, "visits": 0}]
    best = search.best().text
    rows = search.statistics()
    rows.sort(key=lambda row: (row["move"] != best, -row["visits"]))
    return [{"move": row["move"], "chance": row["mean"], "visits": row["visits"]}
            for row in rows[:1 + alternatives]]
