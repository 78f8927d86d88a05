"""The Citadels game state: plain data, an explicit `clone()`, and small shared helpers.

Who may see what (everything else is public):

* `hands[s]`, `museum[s]` (cards tucked under a Museum) — seat `s` only; others see counts.
* `deck` — nobody (its order and content; counts are public), except the cards a seat put
  under it itself or saw go there: `deck_seen[i]` has bit `1 << s` when seat `s` knows the
  card at `deck[i]` (the card a draw left, a Magician's or Laboratory's discard, a district
  everyone saw destroyed).
* `draft_log` entries of kinds `down0`, `pick`, `discard`, `leftover` — the character only to
  the seat that placed or picked it (and everyone once a picked character is revealed);
  `offers[s]` — seat `s` only (the pools it was shown when picking); `pool` — the seat picking.
* `holder` — derived from `draft_log`; public only for revealed ranks.
* `known` — what each seat knows of other hands (`knowledge.py`); a seat's own entries only.
* `pending` entries may carry secrets (`cards` drawn, a peeked `hand`) for their own seat.
* `rng` — nobody.

The round flow lives in `rounds.py`, the move grammar, legal moves and refusals in
`moves.py`, what a move does in `play.py`, the special cards in `characters.py` and
`districts.py`, the view in `view.py`, hidden re-deals in `hidden.py`.
"""

from __future__ import annotations

from typing import Any

from ...protocol import IllegalMove, Move, Rules, State, ranks_from_keys
from ...rng import Rng
from . import data, hidden, moves, play, rounds, scoring, view
from . import options as table_options
from .turn import Turn


class CitadelsState(State):
    """One game of Citadels. See the module docstring for who may see each field."""

    # the table, fixed for the game
    __slots__ = ("lineup", "ranks", "purple", "deck", "deck_seen", "bank", "hands", "gold", "cities",
                 "decorated", "museum", "bonus", "completed_at", "threshold", "haunted_round",
                 "crown", "round", "over", "pending", "turn", "known", "calling", "holder",
                 "revealed", "face_up", "draft_log", "offers", "pool", "draft_steps",
                 "reclaim_seat", "killed", "robbed", "robber", "bewitched", "witch_seat",
                 "tax_receiver", "tax_owed", "queen_deferred")
    lineup: list[str]               # character id per rank (index rank - 1)
    ranks: int
    purple: list[str]               # the purple districts in the deck
    # the game
    deck: list[str]                 # the top of the deck is the end of the list
    deck_seen: list[int]            # per deck card, the seats (bits) that know which card it is
    bank: int
    hands: list[list[str]]
    gold: list[int]
    cities: list[list[str]]
    decorated: list[list[str]]      # districts carrying the Artist's gold
    museum: list[list[str]]         # cards tucked under a Museum
    bonus: list[int]                # +4 / +2 for a completed city
    completed_at: list[int]         # the city size that completed it (8 or 7), 0 if not yet
    threshold: int                  # districts that complete a city: 8, or 7 with the Bell Tower
    haunted_round: int              # the round the Haunted City was built in
    crown: int
    round: int
    over: bool
    pending: list[dict[str, Any]]   # decisions owed before anything else, the first one next
    turn: Turn | None
    known: dict[int, list[str]]     # see knowledge.py
    # the round (reset by `_reset_round`)
    calling: int                    # the rank called last
    holder: list[int]               # rank -> seat, -1 when nobody holds it
    revealed: list[bool]            # rank -> shown this round
    face_up: list[str]              # characters discarded face up
    draft_log: list[list[Any]]      # [kind, seat, character] in time order
    offers: list[list[list[str]]]   # per seat, the pools it was shown when picking
    pool: list[str]                 # the characters left to pick from
    draft_steps: list[list[Any]]    # [kind, seat] still to come
    reclaim_seat: int               # the last picker when he also gets the face-down card
    killed: int                     # ranks named by the Assassin, Thief and Witch (0: none)
    robbed: int
    robber: int
    bewitched: int
    witch_seat: int
    tax_receiver: int               # the Tax Collector's seat once revealed, else -1
    tax_owed: list[int]             # seats that built before the Tax Collector was revealed
    queen_deferred: int             # a Queen's seat paid at the round's end, else -1

    # ---- construction -------------------------------------------------------------------
    @classmethod
    def new(cls, rules: Rules, players: int, seed: int, options: dict[str, Any]) -> CitadelsState:
        state = cls.blank(rules, players, seed, options)
        lineup, purple = table_options.resolve(options, players, state.rng)
        state.lineup = lineup
        state.ranks = len(lineup)
        state.purple = purple
        state.deck = state.rng.shuffled(data.full_deck(purple))   # top of the deck = end of the list
        state.deck_seen = [0] * len(state.deck)
        state.bank = data.BANK_GOLD
        state.hands = [[] for _ in range(players)]
        state.gold = [0] * players
        state.cities = [[] for _ in range(players)]
        state.decorated = [[] for _ in range(players)]
        state.museum = [[] for _ in range(players)]
        state.bonus = [0] * players
        state.completed_at = [0] * players
        state.threshold = data.CITY_TO_END
        state.haunted_round = 0
        state.crown = 0
        state.round = 0
        state.over = False
        state.pending = []
        state.turn = None
        state.known = {}
        for seat in range(players):
            state.hands[seat] = state.draw_cards(data.START_HAND)
            state.gold[seat] = state.take_from_bank(data.START_GOLD)
        state.log_event("setup", players=players, characters=list(lineup))
        rounds.start_round(state)
        return state

    def _reset_round(self) -> None:
        self.calling = 0
        self.holder = [-1] * (self.ranks + 1)
        self.revealed = [False] * (self.ranks + 1)
        self.face_up = []
        self.draft_log = []
        self.offers = [[] for _ in range(self.players)]
        self.pool = []
        self.draft_steps = []
        self.reclaim_seat = -1
        self.killed = 0
        self.robbed = 0
        self.robber = -1
        self.bewitched = 0
        self.witch_seat = -1
        self.tax_receiver = -1
        self.tax_owed = []
        self.queen_deferred = -1

    def clone(self) -> CitadelsState:
        twin = self.twin()
        twin.lineup = self.lineup
        twin.ranks = self.ranks
        twin.purple = self.purple
        twin.deck = list(self.deck)
        twin.deck_seen = list(self.deck_seen)
        twin.bank = self.bank
        twin.hands = [list(h) for h in self.hands]
        twin.gold = list(self.gold)
        twin.cities = [list(c) for c in self.cities]
        twin.decorated = [list(c) for c in self.decorated]
        twin.museum = [list(c) for c in self.museum]
        twin.bonus = list(self.bonus)
        twin.completed_at = list(self.completed_at)
        twin.threshold = self.threshold
        twin.haunted_round = self.haunted_round
        twin.crown = self.crown
        twin.round = self.round
        twin.over = self.over
        twin.pending = [_copy_pending(p) for p in self.pending]
        twin.known = {k: list(v) for k, v in self.known.items()}
        twin.turn = self.turn.clone() if self.turn else None
        twin.calling = self.calling
        twin.holder = list(self.holder)
        twin.revealed = list(self.revealed)
        twin.face_up = list(self.face_up)
        twin.draft_log = [list(e) for e in self.draft_log]
        twin.offers = [[list(o) for o in seat_offers] for seat_offers in self.offers]
        twin.pool = list(self.pool)
        twin.draft_steps = [list(s) for s in self.draft_steps]
        twin.reclaim_seat = self.reclaim_seat
        twin.killed = self.killed
        twin.robbed = self.robbed
        twin.robber = self.robber
        twin.bewitched = self.bewitched
        twin.witch_seat = self.witch_seat
        twin.tax_receiver = self.tax_receiver
        twin.tax_owed = list(self.tax_owed)
        twin.queen_deferred = self.queen_deferred
        return twin

    # ---- small shared helpers -------------------------------------------------------------
    def character(self, rank: int) -> str:
        return self.lineup[rank - 1]

    def rank_of(self, character: str) -> int:
        """The rank `character` plays at this table, or 0 if it is not in the lineup."""
        return self.lineup.index(character) + 1 if character in self.lineup else 0

    def take_from_bank(self, amount: int) -> int:
        """Remove up to `amount` gold from the bank (it can run dry) and return what came."""
        got = max(0, min(amount, self.bank))
        self.bank -= got
        return got

    def gain(self, seat: int, amount: int) -> int:
        got = self.take_from_bank(amount)
        self.gold[seat] += got
        return got

    def pay_bank(self, seat: int, amount: int) -> None:
        self.gold[seat] -= amount
        self.bank += amount

    def pay_player(self, payer: int, payee: int, amount: int) -> int:
        paid = min(amount, self.gold[payer])
        self.gold[payer] -= paid
        self.gold[payee] += paid
        return paid

    def draw_cards(self, count: int) -> list[str]:
        """Up to `count` cards from the top of the deck (fewer if it runs out)."""
        drawn = []
        for _ in range(count):
            if not self.deck:
                break
            drawn.append(self.deck.pop())
            self.deck_seen.pop()
        return drawn

    def to_bottom(self, cards: list[str], seen_by: int) -> None:
        """Put `cards` under the deck; `seen_by` is the seats (bits) that see which cards
        they are: `1 << seat` for a seat's own face-down discard, `knowledge.EVERYONE` for
        a card put there in the open."""
        self.deck[0:0] = cards
        self.deck_seen[0:0] = [seen_by] * len(cards)

    def take_from_deck(self, card: str) -> None:
        """Take `card` out of the deck (the Lighthouse), then shuffle it: nobody knows any
        card's place any more."""
        self.deck.remove(card)
        self.rng.shuffle(self.deck)
        self.deck_seen = [0] * len(self.deck)

    def owns(self, seat: int, district: str) -> bool:
        return district in self.cities[seat]

    def owner_of(self, district: str) -> int:
        for seat in range(self.players):
            if district in self.cities[seat]:
                return seat
        return -1

    def is_complete(self, seat: int) -> bool:
        """A complete city cannot be attacked by the Warlord or the Diplomat."""
        return len(self.cities[seat]) >= self.threshold

    def seat_playing(self, rank: int) -> int:
        """Who uses rank `rank`'s power this round: the Witch if it is bewitched, else its holder."""
        if self.bewitched == rank and self.revealed[rank]:
            return self.witch_seat
        return self.holder[rank]

    def bishop_seat(self) -> int:
        """The seat the Bishop protects this round, or -1."""
        rank = self.rank_of("bishop")
        if not rank or self.killed == rank or not self.revealed[rank]:
            return -1
        return self.seat_playing(rank)

    def give_crown(self, seat: int) -> None:
        """The crown moves to `seat` (the Throne Room's owner gains 1 gold when it moves)."""
        if self.crown == seat:
            return
        self.crown = seat
        self.log_event("crown", seat=seat)
        throne = self.owner_of("throne_room")
        if throne >= 0:
            got = self.gain(throne, 1)
            self.log_event("throne_room", seat=throne, gold=got)

    def neighbours(self, a: int, b: int) -> bool:
        return (a - b) % self.players in (1, self.players - 1)

    # ---- protocol ---------------------------------------------------------------------------
    def to_move(self) -> tuple[int, ...]:
        if self.over:
            return ()
        if self.pending:
            return (self.pending[0]["seat"],)
        if self.draft_steps:
            return (self.draft_steps[0][1],)
        if self.turn is not None:
            return (self.turn.seat,)
        return ()

    def legal_moves(self, seat: int) -> list[Move]:
        if seat not in self.to_move():
            return []
        return moves.legal_moves(self, seat)

    def _play(self, seat: int, move: Move) -> None:
        play.play(self, seat, move)

    def why_illegal(self, seat: int, move: Move) -> IllegalMove:
        return moves.why_illegal(self, seat, move)

    def not_your_turn(self, seat: int) -> IllegalMove:
        return moves.not_your_turn(self, seat)

    def is_over(self) -> bool:
        return self.over

    def scores(self) -> list[float]:
        return [float(scoring.score(self, seat)) for seat in range(self.players)]

    def result(self) -> list[int]:
        # The seed's FAQ: players tied for the most points share the win.
        return ranks_from_keys(self.scores())

    def view(self, seat: int | None) -> dict[str, Any]:
        return view.view(self, seat)

    def bot_view(self, seat: int | None) -> dict[str, Any]:
        """What the bots read of `view(seat)`, quicker to build (see `view.bot_view`)."""
        return view.bot_view(self, seat)

    def determinize(self, seat: int, rng: Rng) -> CitadelsState:
        return hidden.determinize(self, seat, rng)


def _copy_pending(entry: dict[str, Any]) -> dict[str, Any]:
    copy = dict(entry)
    for key, value in entry.items():
        if isinstance(value, list):
            copy[key] = list(value)
    return copy
