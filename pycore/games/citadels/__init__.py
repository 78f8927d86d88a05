"""Citadels (富饒之城) with The Dark City (暗黑城市), 2-8 players.

Each round the crowned player's table removes characters, everyone picks secretly, then the
ranks 1-8 (or 1-9) are called in order and each character's player takes a turn. The round
in which someone completes 8 districts (7 with a declared Bell Tower) is the last. Rules and
rulings: `docs/rules/citadels.md`.

Modules (the same roles in every game, `pycore/games/README.md`): `data` (card tables),
`state` (fields, setup, copying, small shared helpers), `moves` (grammar, legal moves,
refusals), `play` (what a move does), `rounds` (removal, the draft, calling ranks, the
round's end), `view`, `hidden` (determinize), `refusals` (the English templates); and the
game's own `options` (the table's lineup), `turn` (the turn being played), `characters` and
`districts` (the special cards, one hook interface in `hooks`), `city` (costs, destruction,
completing a city), `scoring`, `knowledge` (what each seat knows of other hands, for
`hidden`), `scenario` (a test and tutorial helper).

Move grammar (seats are 0-based, ranks 1-9, cards by id, e.g. `watchtower`):

* draft: `pick:<character>`; with 2 players also `discard:<character>` (face down).
* a called player whose host holds the crown and owns the Ball Room first taps `thank`.
* action: `gold` (2 gold) or `draw`, then `keep:<district>` (once, or twice with the Library).
* `income` (once per turn, any time), `build:<district>`, `end` (ends the turn).
* powers: `kill:<rank>` (Assassin), `bewitch:<rank>` (Witch), `rob:<rank>` (Thief),
  `swap_hand:<seat>` or `redraw:<district>`… then `done` (Magician), `peek:<seat>` then
  `take:<district>` or `place:<district>` (Wizard), `crown:<seat>` (Emperor) answered by
  `tribute:gold` or `tribute:<district>`, `tithe:<seat>` (Abbot), `navigate:gold` or
  `navigate:cards` (Navigator), `destroy:<seat>:<district>` (Warlord; ends the turn),
  `exchange:<mine>:<seat>:<theirs>` (Diplomat; ends the turn), `beautify:<district>` (Artist).
* purple: `armory:<seat>:<district>`, `lab:<district>`, `smithy`, `museum:<district>`,
  `search:<district>` (Lighthouse), `bell:yes` / `bell:no` (Bell Tower),
  `graveyard:yes` / `graveyard:no` (the Graveyard's owner, after a Warlord's destruction).

>>> from pycore.games.citadels import RULES
>>> s = RULES.new_game(4, seed=1)
>>> s.to_move()
(0,)
>>> str(s.legal_moves(0)[0]).startswith("pick:")
True
"""

from __future__ import annotations

from ...protocol import Rules
from . import moves
from .options import DEFAULTS
from .state import CitadelsState


class CitadelsRules(Rules):
    id = "citadels"
    title = {"en": "Citadels", "zh-Hant": "富饒之城"}
    players = range(2, 9)
    options = DEFAULTS
    state_class = CitadelsState

    def is_move_text(self, text: str) -> bool:
        return moves.is_move_text(text)


RULES = CitadelsRules()
