"""Notre Dame (Stefan Feld, alea 2007) for 2–5 players: the rules object `RULES`.

Nine rounds in periods A, B and C. Each round: two brown persons and one grey are
revealed; the players draft three action cards at once (keep one, pass two left; keep one,
pass one; keep the last — with two players, pass two to the opponent, who keeps one and hands
the other back); in turn order each plays two cards, the third is discarded; in turn order
each may hire one revealed person for 1 gold; then the rats move. After each period Notre
Dame is scored. The rules and this project's rulings are in `docs/rules/notre_dame.md`.

Modules (the same roles in every game, `pycore/games/README.md`): `data` (tables, the action
card numbers), `state` (fields, setup, copying), `moves` (grammar, legal moves, refusals),
`play` (what a move does), `rounds` (the round's phases, the plague, period scoring), `view`,
`hidden` (determinize), `refusals` (the English templates); and the game's own `actions` (the
sectors, the cathedral, the messages) and `persons` (the fifteen persons).

Move grammar (each move is one tap; `moves.py` has the details):

* `keep:<action>` — draft: keep that card from the ones offered (simultaneous).
* `play:<action>` — play a card from the hand; the seat's cube goes to that sector.
* `donate:<n>` — after `play:notre_dame`: give 0–3 gold (0 = no donation and no cube).
* `move_cube:<from>:<to>` / `discard:<action>` — with no cube left: move one of one's own
  cubes (never the friend) from another sector or Notre Dame, or give up the action.
* `friend:<sector>` — the trusted friend goes to (another) of one's own seven sectors.
* `carriage:<market>` / `carriage:stop` — one step of the carriage along a road, or stop.
* `message:take` / `message:skip` — the message where the carriage stopped.
* `bonus:gold` / `bonus:cube` / `bonus:rat` — the hotel's or the landlady's choice.
* `hire:<person>` / `hire:none`.
* `shift:<from>:<to>[:friend]` / `shift:done` — the minstrel, one piece at a time (≤ 3).
* `jester:<from>:<to>[:friend]` / `jester:none` — the jester's move, then the action.
* `bishop:<sector>` — the bishop's cube onto an empty sector, then the action.
* `plague:<sector>` — which tied fullest sector loses a cube to the rats.

Actions: school, bank, residence, carriage, hotel, park, hospital, notre_dame, friend.
Markets: a letter (C centre, A/B inner, D/E outer rim) and a borough number, e.g. `B2`.
"""

from __future__ import annotations

from ...protocol import Rules
from . import moves
from .state import NotreDameState


class NotreDameRules(Rules):
    id = "notre_dame"
    title = {"en": "Notre Dame", "zh-Hant": "聖母院"}
    players = range(2, 6)
    state_class = NotreDameState

    def is_move_text(self, text: str) -> bool:
        return moves.is_move_text(text)


RULES = NotreDameRules()
