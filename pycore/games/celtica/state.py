"""Celtica's game state: the fields, the setup, copying, and the protocol methods.

What a move does lives in `play.py`, the flow between turns in `rounds.py`, the move grammar,
legal moves and refusals in `moves.py`, what each seat may see in `view.py` and the re-deal of
hidden cards in `hidden.py`; this class holds the data and wires them to the protocol.

Who may see what:
* public: druid positions, the display, every seat's amulets, hand and experience *counts*,
  the discard piles (druid, experience, parts), the round, the phase, the log;
* the seat itself: its druid cards (`hands`), experience cards (`experience`) and which
  colour its cult-site card is (`must_play`; that a seat owes a cult card is public);
* nobody: the order of the druid deck, the experience deck and the part supply, and `rng`.
"""

from __future__ import annotations

from typing import Any

from ...protocol import IllegalMove, Move, Rules, State, ranks_from_keys
from ...rng import Rng
from . import amulets as amulet_rules
from . import hidden, moves, play, rounds, view
from .data import (
    COLOURS,
    DISPLAY_SIZE,
    DRUID_CARDS_PER_COLOUR,
    EXPERIENCE_CARDS_PER_COLOUR,
    PART_TYPES,
    PARTS_PER_TYPE,
    START_PARTS,
)


class CelticaState(State):
    """One game of Celtica in progress (plain data; mutate only through moves)."""

    __slots__ = ("round", "last_round", "phase", "current", "druids", "druid_deck",
                 "druid_discard", "exp_deck", "exp_discard", "supply", "part_discard",
                 "display", "hands", "experience", "must_play", "amulets", "take_left",
                 "ruin_left", "placing", "after_place", "exhausted", "last_player",
                 "end_queue")
    round: int
    last_round: bool              # a druid has reached the goal: this round is the last
    phase: str                    # one of rounds.PLAY … rounds.OVER
    current: int | None           # the seat due; None between the last end-phase seat and the end
    druids: list[int]             # space of each druid, in COLOURS order
    druid_deck: list[str]         # colours; the top is the end of the list
    druid_discard: list[str]
    exp_deck: list[str]
    exp_discard: list[str]
    supply: list[str]             # part types still to draw
    part_discard: list[str]
    display: list[str | None]     # DISPLAY_SIZE slots
    hands: list[list[int]]        # per seat, a druid card count per colour (COLOURS order)
    experience: list[list[int]]   # per seat, an experience card count per colour
    must_play: list[str | None]   # per seat, the colour of the cult-site card it must play
    amulets: list[list[list[str]]]  # per seat, its amulets (part types in grid order)
    # the decision under way
    take_left: int                # parts still to take at a find site
    ruin_left: int                # parts still to give up at a ruin
    placing: str | None           # the part waiting for its amulet
    after_place: str              # the phase to resume once it is placed (TAKE or END_PHASE)
    exhausted: bool               # no part is left to draw: the game ends at once
    last_player: int              # who played the latest druid card
    end_queue: list[int]          # seats still to act in the end phase

    # ---- construction -------------------------------------------------------------
    @classmethod
    def new(cls, rules: Rules, players: int, seed: int, options: dict[str, Any]) -> CelticaState:
        state = cls.blank(rules, players, seed, options)
        state.round = 1
        state.last_round = False
        state.phase = rounds.PLAY
        state.current = 0          # the app's "youngest player" is seat 0
        state.druids = [0] * len(COLOURS)
        state.druid_deck = state.rng.shuffled(
            [c for c in COLOURS for _ in range(DRUID_CARDS_PER_COLOUR)])
        state.druid_discard = []
        state.exp_deck = state.rng.shuffled(
            [c for c in COLOURS for _ in range(EXPERIENCE_CARDS_PER_COLOUR)])
        state.exp_discard = []
        state.supply = state.rng.shuffled([p for p in PART_TYPES for _ in range(PARTS_PER_TYPE)])
        state.part_discard = []
        state.display = [None] * DISPLAY_SIZE
        state.hands = [[0] * len(COLOURS) for _ in range(players)]
        state.experience = [[0] * len(COLOURS) for _ in range(players)]
        state.must_play = [None] * players
        state.amulets = [[] for _ in range(players)]
        state.take_left = 0
        state.ruin_left = 0
        state.placing = None
        state.after_place = rounds.TAKE
        state.exhausted = False
        state.last_player = 0
        state.end_queue = []
        for seat in range(players):
            rounds.deal_hand(state, seat)
        rounds.refill_display(state)
        for seat in range(players):
            for _ in range(START_PARTS):
                amulet_rules.add_part(state.amulets[seat], state.supply.pop())
        return state

    def clone(self) -> CelticaState:
        twin = self.twin()
        twin.round = self.round
        twin.last_round = self.last_round
        twin.phase = self.phase
        twin.current = self.current
        twin.druids = self.druids[:]
        twin.druid_deck = self.druid_deck[:]
        twin.druid_discard = self.druid_discard[:]
        twin.exp_deck = self.exp_deck[:]
        twin.exp_discard = self.exp_discard[:]
        twin.supply = self.supply[:]
        twin.part_discard = self.part_discard[:]
        twin.display = self.display[:]
        twin.hands = [hand[:] for hand in self.hands]
        twin.experience = [hand[:] for hand in self.experience]
        twin.must_play = self.must_play[:]
        twin.amulets = [[amulet[:] for amulet in seat] for seat in self.amulets]
        twin.take_left = self.take_left
        twin.ruin_left = self.ruin_left
        twin.placing = self.placing
        twin.after_place = self.after_place
        twin.exhausted = self.exhausted
        twin.last_player = self.last_player
        twin.end_queue = self.end_queue[:]
        return twin

    # ---- whose decision ------------------------------------------------------------
    def to_move(self) -> tuple[int, ...]:
        if self.phase == rounds.OVER or self.current is None:
            return ()
        return (self.current,)

    def legal_moves(self, seat: int) -> list[Move]:
        if seat != self.current or self.phase == rounds.OVER:
            return []
        return moves.legal_moves(self, seat)

    # ---- playing -------------------------------------------------------------------
    def _play(self, seat: int, move: Move) -> None:
        play.play(self, seat, move)

    def why_illegal(self, seat: int, move: Move) -> IllegalMove:
        return moves.why_illegal(self, seat, move)

    # ---- the end -------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.phase == rounds.OVER

    def scores(self) -> list[float]:
        """Complete amulets per seat (the tie-breaks are in `result`)."""
        return [amulet_rules.complete_count(a) for a in self.amulets]

    def result(self) -> list[int]:
        return ranks_from_keys([amulet_rules.rank_key(a) for a in self.amulets])

    # ---- information ---------------------------------------------------------------
    def view(self, seat: int | None) -> dict[str, Any]:
        return view.view(self, seat)

    def bot_view(self, seat: int | None) -> dict[str, Any]:
        """What the bots read of `view(seat)`, quicker to build (see `view.bot_view`)."""
        return view.bot_view(self, seat)

    def determinize(self, seat: int, rng: Rng) -> CelticaState:
        return hidden.determinize(self, seat, rng)
