"""Celtica's game state: the fields, setup, copying, and the protocol methods.

The turn flow lives in `flow.py`, the move grammar and legal moves in `moves.py`, and what
each seat may see in `view.py`; this class holds the data and wires them to the protocol.

Who may see what:
* public: druid positions, the display, every seat's amulets, hand and experience *counts*,
  the discard piles (druid, experience, parts), the round, the phase, the log;
* the seat itself: its druid cards (`hands`), experience cards (`experience`) and which
  colour its cult-site card is (`must_play`; that a seat owes a cult card is public);
* nobody: the order of the druid deck, the experience deck and the part supply, and `rng`.
"""

from __future__ import annotations

from typing import Any

from ...protocol import Move, Rules, State, ranks_from_keys
from ...rng import Rng
from . import amulets as amulet_rules
from . import flow, moves, view
from .data import (COLOUR_INDEX, COLOURS, DISPLAY_SIZE, DRUID_CARDS_PER_COLOUR,
                   EXPERIENCE_CARDS_PER_COLOUR, PART_TYPES, PARTS_PER_TYPE, START_PARTS)


class CelticaState(State):
    """One game of Celtica in progress (plain data; mutate only through moves)."""

    # ---- construction -------------------------------------------------------------
    @classmethod
    def new(cls, rules: Rules, players: int, seed: int, options: dict[str, Any]) -> "CelticaState":
        state = cls.__new__(cls)
        state.rules = rules
        state.players = players
        state.options = dict(options)
        state.rng = Rng(seed)
        state.log = []
        state.round = 1
        state.last_round = False
        state.phase = flow.PLAY
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
        # per seat, a count per colour (index = position in COLOURS)
        state.hands = [[0] * len(COLOURS) for _ in range(players)]
        state.experience = [[0] * len(COLOURS) for _ in range(players)]
        state.must_play = [None] * players
        state.amulets = [[] for _ in range(players)]
        # pending-decision bookkeeping
        state.take_left = 0
        state.ruin_left = 0
        state.placing = None
        state.after_place = flow.TAKE
        state.exhausted = False     # no part is left to draw: the game ends at once
        state.last_player = 0       # who played the latest druid card
        state.end_queue = []        # seats still to act in the end phase
        for seat in range(players):
            flow.deal_hand(state, seat)
        flow.refill_display(state)
        for seat in range(players):
            for _ in range(START_PARTS):
                amulet_rules.add_part(state.amulets[seat], state.supply.pop())
        return state

    def clone(self) -> "CelticaState":
        twin = CelticaState.__new__(CelticaState)
        twin.rules = self.rules
        twin.players = self.players
        twin.options = self.options          # never mutated
        twin.rng = self.rng.clone()
        twin.log = list(self.log)            # events are never mutated once logged
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
        if self.phase == flow.OVER or self.current is None:
            return ()
        return (self.current,)

    def legal_moves(self, seat: int) -> list[Move]:
        if seat != self.current or self.phase == flow.OVER:
            return []
        return moves.legal_moves(self, seat)

    # ---- playing -------------------------------------------------------------------
    def _play(self, seat: int, move: Move) -> None:
        flow.play(self, seat, move)

    def why_illegal(self, seat: int, move: Move) -> str:
        return moves.why_illegal(self, seat, move)

    # ---- the end -------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.phase == flow.OVER

    def scores(self) -> list[float]:
        """Complete amulets per seat (the tie-breaks are in `result`)."""
        return [amulet_rules.complete_count(a) for a in self.amulets]

    def result(self) -> list[int]:
        return ranks_from_keys([amulet_rules.rank_key(a) for a in self.amulets])

    # ---- information ---------------------------------------------------------------
    def view(self, seat: int | None) -> dict[str, Any]:
        return view.view(self, seat)

    def determinize(self, seat: int, rng: Rng) -> "CelticaState":
        """Re-deal what `seat` cannot see: other hands, deck orders, the supply's order.

        Druid cards in other hands and in the deck are one unknown pool (the discard pile is
        public), and so are experience cards; each other hand keeps its size. A seat that owes
        a cult-site card gets one of its new cards as that card. The supply's contents are
        known (every other part is visible), so only its order is shuffled.
        """
        world = self.clone()
        others = [s for s in range(self.players) if s != seat]
        world.druid_deck = _redeal(world.hands, others, world.druid_deck, rng)
        for other in others:
            if world.must_play[other] is not None:
                world.must_play[other] = _some_card(world.hands[other], rng)
        world.exp_deck = _redeal(world.experience, others, world.exp_deck, rng)
        # Sorted first: the true order must not leak into the re-dealt world.
        world.supply.sort()
        rng.shuffle(world.supply)
        world.rng = rng.fork()
        return world


def _redeal(hands: list[list[int]], seats: list[int], deck: list[str], rng: Rng) -> list[str]:
    """Pool `seats`' hands with `deck`, shuffle, deal each hand its old size; return the deck.

    The pool is sorted before the shuffle so that two states the seat cannot tell apart give
    the same world (the deck's true order would otherwise leak through).
    """
    pool = list(deck)
    sizes = {}
    for s in seats:
        sizes[s] = sum(hands[s])
        for i, count in enumerate(hands[s]):
            pool.extend([COLOURS[i]] * count)
    pool.sort()
    rng.shuffle(pool)
    for s in seats:
        hand = [0] * len(COLOURS)
        for _ in range(sizes[s]):
            hand[COLOUR_INDEX[pool.pop()]] += 1
        hands[s] = hand
    return pool


def _some_card(hand: list[int], rng: Rng) -> str | None:
    """The colour of one card of `hand`, picked at random (each card equally likely)."""
    total = sum(hand)
    if not total:
        return None
    pick = rng.below(total)
    for i, count in enumerate(hand):
        if pick < count:
            return COLOURS[i]
        pick -= count
    return None
