"""The Notre Dame game state: plain data, construction, copying, scoring and determinizing.

The rules that change the state live in `flow.py` (rounds and phases), `actions.py` (the
seven sectors and the cathedral), `persons.py` (the fifteen persons) and `moves.py` (the move
grammar and the pending decisions); `view.py` draws it for one seat.

An action card is a small int, `owner * 9 + index in data.ACTIONS`, so that cards of
different colours with the same action stay apart (each goes back to its owner).

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

from ...protocol import Move, Rules, State, ranks_from_keys
from ...rng import Rng
from . import data, flow, moves, view as view_module

ACTION_COUNT = len(data.ACTIONS)


def card_owner(card: int) -> int:
    return card // ACTION_COUNT


def card_action(card: int) -> str:
    return data.ACTIONS[card % ACTION_COUNT]


def make_card(owner: int, action: str) -> int:
    return owner * ACTION_COUNT + data.ACTIONS.index(action)


class NotreDameState(State):
    """One game of Notre Dame in progress."""

    # ---- construction -------------------------------------------------------------
    @classmethod
    def new(cls, rules: Rules, players: int, seed: int, options: dict[str, Any]) -> "NotreDameState":
        st = cls.__new__(cls)
        st.rules = rules
        st.players = players
        st.options = dict(options)
        st.rng = Rng(seed)
        st.log = []
        layout = data.LAYOUTS[players]
        st.boroughs = layout["boroughs"]
        st.seat_borough = list(layout["seat_borough"])
        st.roads = data.road_graph(st.boroughs)
        st.round = 1
        st.phase = "draft"
        st.start = 0
        st.prestige = [0] * players
        st.gold = [data.START_GOLD] * players
        st.supply = [data.START_CUBES] * players
        st.general = [data.CUBES_PER_COLOUR - data.START_CUBES] * players
        st.rat = [0] * players
        st.friend = [None] * players
        st.sectors = [[0] * len(data.SECTORS) for _ in range(players)]
        st.cathedral = [0] * players
        st.carriage = [data.market_id("C", b) for b in st.seat_borough]
        st.held = [[] for _ in range(players)]
        # The messages: each seat's four at random on its borough's outer markets; in the
        # 2-player game two more sets on the empty boroughs.
        st.market_message = {}
        placements = [(b, data.COLOURS[s]) for s, b in enumerate(st.seat_borough)]
        placements += sorted(layout["extra_messages"].items())
        for borough, colour in placements:
            kinds = st.rng.shuffled(data.MESSAGE_KINDS)
            for letter, kind in zip(data.OUTER_MARKETS, kinds):
                st.market_message[data.market_id(letter, borough)] = (colour, kind)
        st.message_colours = sorted({colour for _, colour in placements},
                                    key=data.COLOURS.index)
        st.decks = [st.rng.shuffled([make_card(s, a) for a in data.ACTIONS]) for s in range(players)]
        st.draft = [[] for _ in range(players)]
        st.outbox = [[] for _ in range(players)]
        st.hands = [[] for _ in range(players)]
        st.passed1 = [[] for _ in range(players)]
        st.passed2 = [[] for _ in range(players)]
        st.played = [[] for _ in range(players)]
        st.discarded = [[] for _ in range(players)]
        st.draft_stage = 1
        st.brown_deck = st.rng.shuffled(data.BROWN)
        st.brown_used = []
        st.grey_deck = [p for letter in data.PERIODS for p in st.rng.shuffled(data.GREY[letter])]
        st.grey_used = []
        st.revealed = []
        st.hired = [None] * players
        st.queue = []
        st.turn = 0
        st.pending = []
        flow.start_round(st)
        return st

    def clone(self) -> "NotreDameState":
        twin = NotreDameState.__new__(NotreDameState)
        twin.rules = self.rules
        twin.players = self.players
        twin.options = self.options           # never mutated after construction
        twin.rng = self.rng.clone()
        twin.log = list(self.log)             # events are never mutated once logged
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
        return self.queue[0] if self.queue and self.phase in ("play", "hire", "plague") else None

    # ---- protocol ------------------------------------------------------------------
    def to_move(self) -> tuple[int, ...]:
        if self.phase == "draft":
            return tuple(s for s in range(self.players) if self.draft[s])
        seat = self.acting()
        return () if seat is None else (seat,)

    def legal_moves(self, seat: int) -> list[Move]:
        if seat not in self.to_move():
            return []
        return [Move(text) for text in sorted(moves.legal_texts(self, seat))]

    def _play(self, seat: int, move: Move) -> None:
        moves.play(self, seat, move)

    def not_your_turn(self, seat: int) -> str:
        if self.phase == "draft":
            return f"Seat {seat + 1} has already chosen a card; the others are still choosing."
        acting = self.acting()
        if acting is None:
            return "The game is over."
        return f"It is seat {acting + 1}'s turn, not seat {seat + 1}'s."

    def why_illegal(self, seat: int, move: Move) -> str:
        return moves.why_illegal(self, seat, move)

    def is_over(self) -> bool:
        return self.phase == "over"

    def scores(self) -> list[float]:
        return [float(p) for p in self.prestige]

    def tie_break(self, seat: int) -> int:
        """Gold plus the cubes in front of the player (seed)."""
        return self.gold[seat] + self.supply[seat]

    def result(self) -> list[int]:
        return ranks_from_keys([(self.prestige[s], self.tie_break(s)) for s in range(self.players)])

    def view(self, seat: int | None) -> dict[str, Any]:
        return view_module.view(self, seat)

    def determinize(self, seat: int, rng: Rng) -> "NotreDameState":
        world = self.clone()
        world.rng = rng.fork()
        world.brown_deck = rng.shuffled(sorted(world.brown_deck))
        # Grey persons: the order within each period letter is unknown, the letters are not.
        for letter in data.PERIODS:
            spots = [i for i, p in enumerate(world.grey_deck) if data.PERSONS[p]["deck"] == letter]
            values = rng.shuffled(sorted(world.grey_deck[i] for i in spots))
            for i, p in zip(spots, values):
                world.grey_deck[i] = p
        redeal_action_cards(world, seat, rng)
        return world


def redeal_action_cards(world: NotreDameState, seat: int, rng: Rng) -> None:
    """Re-deal every action card `seat` cannot locate, keeping what `seat` knows.

    A seat knows its own cards, its own deck's contents (it saw every card drawn from it),
    and where the card it passed in the second draft step went (to its left neighbour, or
    back to its owner with two players). Of the two cards it passed in the first step it
    knows only that they are with the next players. Every other card of a colour is one of
    that colour's unseen cards, anywhere in that colour's deck or in another seat's hand.
    """
    pinned = set(world.passed2[seat])
    passed_first = set(world.passed1[seat])
    pools: dict[str, list[tuple[list[int], int]]] = {}
    for other in range(world.players):
        if other == seat:
            continue
        for cards in (world.hands[other], world.draft[other], world.outbox[other]):
            for i, card in enumerate(cards):
                if card in pinned:
                    continue
                key = "passed" if card in passed_first else f"colour {card_owner(card)}"
                pools.setdefault(key, []).append((cards, i))
    for owner in range(world.players):
        deck = world.decks[owner]
        key = "own deck" if owner == seat else f"colour {owner}"
        for i in range(len(deck)):
            pools.setdefault(key, []).append((deck, i))
    # Sorted keys and sorted pools: the result must not depend on the true hidden order.
    renamed: dict[int, int] = {}
    for key in sorted(pools):
        slots = pools[key]
        old = [cards[i] for cards, i in slots]
        values = rng.shuffled(sorted(old))
        for (cards, i), was, card in zip(slots, old, values):
            cards[i] = card
            renamed[was] = card
    # What the other seats passed now names the cards lying where theirs lay.
    for other in range(world.players):
        if other != seat:
            world.passed1[other] = [renamed.get(c, c) for c in world.passed1[other]]
            world.passed2[other] = [renamed.get(c, c) for c in world.passed2[other]]
