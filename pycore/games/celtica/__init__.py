"""Celtica (Ravensburger 2006, Kramer & Kiesling) for 2-5 players: `RULES`.

Five shared druids walk a 19-space path; players move them with druid cards of the druid's
colour and collect amulet parts where they stop. Most complete amulets wins.

Move grammar (canonical texts; `moves.py` holds the parser):
* `play:<colour>:<n>:<e>` — play n >= 1 druid cards and e >= 0 experience cards of one
  colour (red, grey, white, brown, black); that druid moves n + e spaces, stopping at the
  goal. Every legal (colour, n, e) is its own move.
* `take:<slot>` — at a find site, take the part in display slot 0-8 (one move per part).
* `place:<amulet>` — put the part just received into that amulet; asked only when two or
  more different amulets lack its type.
* `discard:<amulet>:<part>` — at a ruin, give up that part of that amulet (one per part
  owed; asked only when the player has more parts than the ruin demands).
* `cult:draw` / `cult:skip` — at a cult site, draw a druid card (then it must be played on
  the next turn) or not.
* `swap:<amulet>:<part>:<slot>` — end phase, 1 experience card: give that part to display
  slot `slot` and take the part that was there.
* `buy:<slot>` — end phase, 2 experience cards: take the part in that display slot.
* `done` — end phase: finish spending experience cards.

Part types are named by their place in a 3x3 amulet: nw n ne w c e sw s se.
Modules (the same roles in every game, `pycore/games/README.md`): `data` (tables), `state`
(fields, setup, copying), `moves` (grammar, legal moves, refusals), `play` (what a move does),
`rounds` (phases, dealing, the end phase), `view` (what a seat sees, and the log events),
`hidden` (determinize), `refusals` (the English templates); and the game's own `amulets`
(placement and ranking).
"""

from __future__ import annotations

from ...protocol import Rules
from . import moves
from .state import CelticaState


class CelticaRules(Rules):
    id = "celtica"
    title = {"en": "Celtica", "zh-Hant": "塞爾特的護身符"}
    players = range(2, 6)
    state_class = CelticaState

    def is_move_text(self, text: str) -> bool:
        return moves.is_move_text(text)


RULES = CelticaRules()
