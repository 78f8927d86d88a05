"""The Notre Dame game state: plain data, construction, copying, scoring and determinizing.

The rules that change the state live in `rounds.py` (rounds and phases), `play.py` (what a
move does), `actions.py` (the seven sectors and the cathedral) and `persons.py` (the fifteen
persons); `moves.py` has the move grammar, the pending decisions' legal moves and refusals,
`view.py` draws the game for one seat and `hidden.py` re-deals what a seat cannot see.

An action card is a small int, `owner * 9 + index in data.ACTIONS` (`data.make_card`).

Who may see what:
* public: everything on the board (cubes, friends, carriages, messages, rats, prestige,
  gold, personal and general cube counts), the revealed and hired persons, the cards
  played this round and the discarded third card, the log;
* the seat itself only: its draft hand (`draft`), the cards it passed on (`outbox`,
  `passed1`, `passed2`) and its kept cards (`hands`); others see counts;
* nobody: the order of every action deck, of the brown persons and of the grey persons
  within each period letter, and `rng`.
"""

from __future__ import annotations

from typing import Any

from ...protocol import IllegalMove, Move, Rules, State, ranks_from_keys
from ...rng import Rng
from . import data, hidden, moves, play, rounds, view
from .data import make_card


class NotreDameState(State):
    """One game of Notre Dame in progress."""

    __slots__ = ("boroughs", "seat_borough", "roads", "round", "phase", "start", "prestige",
                 "gold", "supply", "general", "rat", "friend", "sectors", "cathedral",
                 "carriage", "held", "market_message", "message_colours", "decks", "draft",
                 "outbox", "hands", "passed1", "passed2", "played", "discarded", "draft_stage",
                 "brown_deck", "brown_used", "grey_deck", "grey_used", "revealed", "hired",
                 "queue", "turn", "pending")
    boroughs: int                   # fixed for the game, like seat_borough and roads
    seat_borough: list[int]
    roads: dict[str, list[str]]     # market -> neighbouring markets
    round: int
    phase: str                      # one of `rounds`' phases: draft, play, hire, plague, over
    start: int                      # the seat that starts this round
    prestige: list[int]
    gold: list[int]
    supply: list[int]               # cubes in the personal supply
    general: list[int]              # cubes in the general supply
    rat: list[int]                  # plague marker, 0-9
    friend: list[str | None]        # the sector the trusted friend stands on
    sectors: list[list[int]]        # [seat][sector index]: cubes (the friend not counted)
    cathedral: list[int]            # cubes in Notre Dame
    carriage: list[str]             # the market each carriage stands on
    held: list[list[tuple[str, str]]]   # messages taken: (colour, kind)
    market_message: dict[str, tuple[str, str]]
    message_colours: list[str]      # never mutated: shared by clones
    decks: list[list[int]]          # action cards (data.make_card) per colour
    draft: list[list[int]]          # the cards a seat is choosing from
    outbox: list[list[int]]         # the cards a seat passes on when the step ends
    hands: list[list[int]]          # kept cards
    passed1: list[list[int]]        # what each seat passed in the draft's first step
    passed2: list[list[int]]        # ... and in its second step
    played: list[list[int]]
    discarded: list[list[int]]
    draft_stage: int                # 1 or 2
    brown_deck: list[str]
    brown_used: list[str]
    grey_deck: list[str]
    grey_used: list[str]
    revealed: list[str]             # the round's three persons
    hired: list[str | None]
    queue: list[int]                # seats still to act in this phase, the acting one first
    turn: int                       # which of the two cards is being played (0 or 1)
    pending: list[dict[str, Any]]   # decision frames, the one to answer last

    # ---- construction -------------------------------------------------------------
    @classmethod
    def new(cls, rules: Rules, players: int, seed: int, options: dict[str, Any]) -> NotreDameState:
        state = cls.blank(rules, players, seed, options)
        layout = data.LAYOUTS[players]
        state.boroughs = layout["boroughs"]
        state.seat_borough = list(layout["seat_borough"])
        state.roads = data.road_graph(state.boroughs)
        state.round = 1
        state.phase = rounds.DRAFT
        state.start = 0
        state.prestige = [0] * players
        state.gold = [data.START_GOLD] * players
        state.supply = [data.START_CUBES] * players
        state.general = [data.CUBES_PER_COLOUR - data.START_CUBES] * players
        state.rat = [0] * players
        state.friend = [None] * players
        state.sectors = [[0] * len(data.SECTORS) for _ in range(players)]
        state.cathedral = [0] * players
        state.carriage = [data.market_id("C", b) for b in state.seat_borough]
        state.held = [[] for _ in range(players)]
        # The messages: each seat's four at random on its borough's outer markets; in the
        # 2-player game two more sets on the empty boroughs.
        state.market_message = {}
        placements = [(b, data.COLOURS[s]) for s, b in enumerate(state.seat_borough)]
        placements += sorted(layout["extra_messages"].items())
        for borough, colour in placements:
            kinds = state.rng.shuffled(data.MESSAGE_KINDS)
            for letter, kind in zip(data.OUTER_MARKETS, kinds):
                state.market_message[data.market_id(letter, borough)] = (colour, kind)
        state.message_colours = sorted({colour for _, colour in placements},
                                       key=data.COLOURS.index)
        state.decks = [state.rng.shuffled([make_card(s, a) for a in data.ACTIONS]) for s in range(players)]
        state.draft = [[] for _ in range(players)]
        state.outbox = [[] for _ in range(players)]
        state.hands = [[] for _ in range(players)]
        state.passed1 = [[] for _ in range(players)]
        state.passed2 = [[] for _ in range(players)]
        state.played = [[] for _ in range(players)]
        state.discarded = [[] for _ in range(players)]
        state.draft_stage = 1
        state.brown_deck = state.rng.shuffled(data.BROWN)
        state.brown_used = []
        state.grey_deck = [p for letter in data.PERIODS for p in state.rng.shuffled(data.GREY[letter])]
        state.grey_used = []
        state.revealed = []
        state.hired = [None] * players
        state.queue = []
        state.turn = 0
        state.pending = []
        rounds.start_round(state)
        return state

    def clone(self) -> NotreDameState:
        twin = self.twin()
        twin.boroughs = self.boroughs
        twin.seat_borough = self.seat_borough  # fixed for the game
        twin.roads = self.roads                # fixed for the game
        twin.round = self.round
        twin.phase = self.phase
        twin.start = self.start
        twin.prestige = list(self.prestige)
        twin.gold = list(self.gold)
        twin.supply = list(self.supply)
        twin.general = list(self.general)
        twin.rat = list(self.rat)
        twin.friend = list(self.friend)
        twin.sectors = [list(row) for row in self.sectors]
        twin.cathedral = list(self.cathedral)
        twin.carriage = list(self.carriage)
        twin.held = [list(h) for h in self.held]
        twin.market_message = dict(self.market_message)
        twin.message_colours = self.message_colours
        for name in ("decks", "draft", "outbox", "hands", "passed1", "passed2", "played", "discarded"):
            setattr(twin, name, [list(cards) for cards in getattr(self, name)])
        twin.draft_stage = self.draft_stage
        twin.brown_deck = list(self.brown_deck)
        twin.brown_used = list(self.brown_used)
        twin.grey_deck = list(self.grey_deck)
        twin.grey_used = list(self.grey_used)
        twin.revealed = list(self.revealed)
        twin.hired = list(self.hired)
        twin.queue = list(self.queue)
        twin.turn = self.turn
        twin.pending = [dict(frame) for frame in self.pending]
        return twin

    # ---- small queries the rules share -------------------------------------------------
    def count(self, seat: int, sector: str) -> int:
        """Pieces of `seat` in one of its sectors, the trusted friend included."""
        n = self.sectors[seat][data.SECTORS.index(sector)]
        return n + (1 if self.friend[seat] == sector else 0)

    def cubes_at(self, seat: int, place: str) -> int:
        """Ordinary cubes (never the friend) of `seat` on a sector or in Notre Dame."""
        if place == data.NOTRE_DAME:
            return self.cathedral[seat]
        return self.sectors[seat][data.SECTORS.index(place)]

    def add_cubes(self, seat: int, place: str, n: int) -> None:
        if place == data.NOTRE_DAME:
            self.cathedral[seat] += n
        else:
            self.sectors[seat][data.SECTORS.index(place)] += n

    def acting(self) -> int | None:
        """The seat whose turn it is outside the draft."""
        if self.queue and self.phase in (rounds.PLAY, rounds.HIRE, rounds.PLAGUE):
            return self.queue[0]
        return None

    # ---- protocol ------------------------------------------------------------------
    def to_move(self) -> tuple[int, ...]:
        if self.phase == rounds.DRAFT:
            return tuple(s for s in range(self.players) if self.draft[s])
        seat = self.acting()
        return () if seat is None else (seat,)

    def legal_moves(self, seat: int) -> list[Move]:
        if seat not in self.to_move():
            return []
        return moves.legal_moves(self, seat)

    def _play(self, seat: int, move: Move) -> None:
        play.play(self, seat, move)

    def not_your_turn(self, seat: int) -> IllegalMove:
        return moves.not_your_turn(self, seat)

    def why_illegal(self, seat: int, move: Move) -> IllegalMove:
        return moves.why_illegal(self, seat, move)

    def is_over(self) -> bool:
        return self.phase == rounds.OVER

    def scores(self) -> list[float]:
        return [float(p) for p in self.prestige]

    def tie_break(self, seat: int) -> int:
        """Gold plus the cubes in front of the player (seed)."""
        return self.gold[seat] + self.supply[seat]

    def result(self) -> list[int]:
        return ranks_from_keys([(self.prestige[s], self.tie_break(s)) for s in range(self.players)])

    def view(self, seat: int | None) -> dict[str, Any]:
        return view.view(self, seat)

    def bot_view(self, seat: int | None) -> dict[str, Any]:
        """What the bots read of `view(seat)`, quicker to build (see `view.bot_view`)."""
        return view.bot_view(self, seat)

    def determinize(self, seat: int, rng: Rng) -> NotreDameState:
        return hidden.determinize(self, seat, rng)
