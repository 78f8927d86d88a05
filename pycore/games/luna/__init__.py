"""Luna (Stefan Feld, Hall Games 2010) for 2–4 players: the rules object and move grammar.

Modules (the same roles in every game, `pycore/games/README.md`): `data` (islands, favours,
temple parts, path, council — the board data the texts do not give is marked reconstructed),
`state` (fields, setup, copying), `moves` (grammar, legal moves, refusals), `play` (applying
moves, the preparation round too), `rounds` (round scoring, round end, game end), `view`,
`hidden` (determinize: nothing is hidden), `refusals` (the English templates); and
`scenario` (a test and tutorial helper).

Move grammar (islands are 1–7, tiles and temple hexes 1–28):

Preparation round
    shrine:<island>          place your starting shrine
    novices:<island>         place two novices on an island where you have nothing
Starting an action on your turn
    time                     flip a time token instead of acting (the last one is worth 1)
    action:<island>:<kind>   an island action; kind is one of
                             favour   take the island's favour (2 novices, 1 with your shrine)
                             novice   a reserve novice joins the island, spent (2 novices)
                             shrine   build a shrine on the Builder's island (2 + Shrine favour)
                             council  your disc moves 1 space per novice spent
                             apostate the Apostate moves 1 island clockwise per novice spent
    drift:<island>           drift active novices from this island (then `to:` steps)
    path:<tile>              send a novice from the island with the tile's symbol onto that
                             path tile (2 novices, 1 with your shrine; a forbidden tile
                             uses your Bribe)
    temple:<tile>            your novice on that path tile enters the temple (a forbidden
                             tile uses your Bribe)
    favour:herbs|tide|boat|book   play that favour (then its steps)
Steps of an unfinished action (offered only while it is pending)
    spend:<n>                pay with n active novices of the island
    spend:<n>:novice         pay with n novices plus the Novice favour standing in for one
    revive:<island>          Herbs: one spent novice on that island becomes active (up to 2)
    take:<hex>  give:<hex>   Book: the Book of Wisdom from under that novice, to under yours
    from:<island>|from:landing   Tide or Boat: where the novices leave from
    to:<island>              drift, Boat, or Tide from the landing: one novice goes there
    to:<island>:active|spent Tide from an island: which kind of novice goes there
    done                     stop moving or reviving (after at least one)

When an island action can be paid only one way, `action:` pays at once.
"""

from __future__ import annotations

from ...protocol import Rules
from .moves import is_move_text
from .state import LunaState


class LunaRules(Rules):
    id = "luna"
    title = {"en": "Luna", "zh-Hant": "月神來我家"}
    players = range(2, 5)
    state_class = LunaState
    hidden_information = False   # everything is public once the setup is dealt

    def is_move_text(self, text: str) -> bool:
        return is_move_text(text)


RULES = LunaRules()

__all__ = ["RULES", "LunaRules", "LunaState"]
