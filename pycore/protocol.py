"""The engine protocol: the small surface every game exposes.

The web UI, the bots, saved games, share links, the command line and the tests use nothing
but this (see `shared/design/engine-protocol.md`):

* `Rules` — one object per game: `id`, `title`, `players`, `options`, `new_game()`,
  `parse_move()`.
* `State` — one game in progress: `to_move()`, `legal_moves()`, `apply()`, `clone()`,
  `is_over()`, `scores()`, `result()`, `view()`, `determinize()`, `log`.
* `Move` — an immutable decision whose `str()` is its canonical text, like a UCI move.
* `IllegalMove` — a `ValueError` with a stable `code`, JSON-able `params` and a message a
  player can read (`pycore.refusals`).

A game subclasses `State` and implements the `_`-prefixed hooks; `apply()` here does the
one check at the boundary (the seat must be due to move and the move legal) before handing
the move to the game's trusted `_play()`. Because the check comes first, an illegal move
leaves the state exactly as it was. `State.blank()` and `State.twin()` start a game's `new()`
and `clone()` with the fields every game has.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, ClassVar, Self

from .refusals import Refusal, SetupError
from .rng import Rng


class IllegalMove(Refusal):
    """A move that the rules do not allow now: `IllegalMove("celtica.no_amulet", n=3)`.

    >>> str(IllegalMove("move.game_over"))
    'The game is over.'
    """


_INTERNED: dict[str, Move] = {}
_INTERNED_LIMIT = 50_000


class Move:
    """An atomic decision, identified by its canonical text.

    The text is `kind` optionally followed by `:`-separated arguments, e.g. `"play:red:2"`.
    `kind` and `args` are parsed once so that games need not split strings again.

    >>> m = Move("play:red:2")
    >>> m.kind, m.args, str(m)
    ('play', ('red', '2'), 'play:red:2')
    >>> Move("pass") == Move("pass")
    True
    """

    __slots__ = ("text", "kind", "args")
    text: str
    kind: str           # the text before the first ":"
    args: tuple[str, ...]

    def __new__(cls, text: str) -> Move:
        # Moves are immutable, so one object per text can be shared: bots build and compare
        # millions of moves in a search, and parsing the text once instead of each time
        # makes a search about a tenth faster. The table is bounded, so hostile texts from a
        # link cannot grow it without limit (beyond the bound, moves are simply not shared).
        if isinstance(text, str):
            move = _INTERNED.get(text)
            if move is not None:
                return move
        if not isinstance(text, str) or not text or len(text) > 200:
            raise IllegalMove("move.bad_text")
        move = object.__new__(cls)
        parts = text.split(":")
        object.__setattr__(move, "text", text)
        object.__setattr__(move, "kind", parts[0])
        object.__setattr__(move, "args", tuple(parts[1:]))
        if len(_INTERNED) < _INTERNED_LIMIT:
            _INTERNED[text] = move
        return move

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("moves are immutable")

    def __reduce__(self) -> tuple[type[Move], tuple[str]]:
        return (Move, (self.text,))     # copies and pickles rebuild from the text

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Move({self.text!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Move) and other.text == self.text

    def __hash__(self) -> int:
        return hash(self.text)

    def __lt__(self, other: Move) -> bool:
        return self.text < other.text

    def int_arg(self, i: int) -> int:
        return int(self.args[i])


class Rules:
    """One object per game. Subclasses set the class attributes and `state_class`."""

    id: ClassVar[str] = ""
    title: ClassVar[dict[str, str]] = {}
    players: ClassVar[range] = range(2, 3)
    # option name -> JSON-able default
    options: ClassVar[dict[str, Any]] = {}
    # False for games where nothing is hidden after the setup (determinize re-deals nothing)
    hidden_information: ClassVar[bool] = True
    state_class: ClassVar[type[State]]

    def check_options(self, options: dict[str, Any] | None) -> dict[str, Any]:
        """Merge `options` over the defaults; unknown names raise `SetupError`."""
        merged = dict(self.options)
        for name, value in (options or {}).items():
            if name not in self.options:
                raise SetupError("setup.no_option", game=self.id, name=name)
            merged[name] = value
        return merged

    def check_players(self, players: int) -> None:
        if not isinstance(players, int) or players not in self.players:
            raise SetupError("setup.players", game=self.id, low=self.players.start,
                             high=self.players.stop - 1, n=players)

    def new_game(self, players: int, seed: int, options: dict[str, Any] | None = None) -> State:
        self.check_players(players)
        merged = self.check_options(options)
        return self.state_class.new(self, players, seed, merged)

    def parse_move(self, text: str) -> Move:
        """The inverse of `str(move)`; raises `IllegalMove` on text that is not a move."""
        if not isinstance(text, str):
            raise IllegalMove("move.not_text")
        if not self.is_move_text(text):
            raise IllegalMove("move.not_a_move", text=text, game=self.id)
        return Move(text)

    def is_move_text(self, text: str) -> bool:
        """Whether `text` follows the game's move grammar (games override)."""
        return bool(text) and len(text) <= 200


class State:
    """One game in progress. Mutable; copied only through `clone()`.

    Who may see what: `rng` and every draw pile's order are hidden from everyone; each
    game's docstring lists its private fields. `view(seat)` is the only way out.

    Fields are declared (annotations), and slotted: `__slots__` names the annotated fields,
    in each game's state class too (a test holds the two equal). Slots make `clone()` — which
    bots call thousands of times a move — 5-15 % faster and a mistyped field an error.
    """

    __slots__ = ("rules", "players", "options", "rng", "log")
    rules: Rules
    players: int
    options: dict[str, Any]     # never mutated once the game is set up: clones share it
    rng: Rng
    log: list[dict[str, Any]]   # events are never mutated once logged: clones copy the list only

    # ---- construction -------------------------------------------------------------
    @classmethod
    def new(cls, rules: Rules, players: int, seed: int, options: dict[str, Any]) -> Self:
        """A fresh game (the setup); `Rules.new_game` has checked the seats and options."""
        raise NotImplementedError

    @classmethod
    def blank(cls, rules: Rules, players: int, seed: int, options: dict[str, Any]) -> Self:
        """Where a game's `new()` starts: a state with only the fields every game has."""
        state = cls.__new__(cls)
        state.rules = rules
        state.players = players
        state.options = dict(options)
        state.rng = Rng(seed)
        state.log = []
        return state

    def clone(self) -> Self:
        """An independent copy (each game copies its own fields after `twin()`)."""
        raise NotImplementedError

    def twin(self) -> Self:
        """Where a game's `clone()` starts: a new state with the shared fields copied."""
        cls = type(self)
        twin = cls.__new__(cls)
        twin.rules = self.rules
        twin.players = self.players
        twin.options = self.options
        twin.rng = self.rng.clone()
        twin.log = list(self.log)
        return twin

    def log_event(self, event: str, **fields: Any) -> None:
        """Log `{"event": event, **fields}`, the keys in that order (a key that is a Python
        keyword, such as "from", is passed as `**{"from": value}`)."""
        entry: dict[str, Any] = {"event": event}
        entry.update(fields)
        self.log.append(entry)

    # ---- whose decision ------------------------------------------------------------
    def to_move(self) -> tuple[int, ...]:
        raise NotImplementedError

    def legal_moves(self, seat: int) -> list[Move]:
        raise NotImplementedError

    # ---- playing -------------------------------------------------------------------
    def apply(self, seat: int, move: Move | str) -> None:
        """Play `move` for `seat`, or raise `IllegalMove` and change nothing."""
        if isinstance(move, str):
            move = self.rules.parse_move(move)
        elif not isinstance(move, Move):
            raise IllegalMove("move.bad_type")
        if self.is_over():
            raise IllegalMove("move.game_over")
        if seat not in self.to_move():
            raise self.not_your_turn(seat)
        if move not in self.legal_moves(seat):
            raise self.why_illegal(seat, move)
        self._play(seat, move)

    def push(self, seat: int, move: Move) -> None:
        """The trusted fast path for bots: no checks."""
        self._play(seat, move)

    def _play(self, seat: int, move: Move) -> None:
        raise NotImplementedError

    def not_your_turn(self, seat: int) -> IllegalMove:
        """The refusal for a seat that is not due (games may say more)."""
        return IllegalMove("move.not_your_turn", seat=seat + 1)

    def why_illegal(self, seat: int, move: Move) -> IllegalMove:
        """The refusal saying why `move` is not legal now (games are more specific)."""
        return IllegalMove("move.not_legal", move=str(move))

    # ---- the end -------------------------------------------------------------------
    def is_over(self) -> bool:
        raise NotImplementedError

    def scores(self) -> list[float]:
        raise NotImplementedError

    def result(self) -> list[int]:
        """The final rank of each seat: 1 for the winner(s); tied seats share a rank."""
        raise NotImplementedError

    # ---- information ---------------------------------------------------------------
    def view(self, seat: int | None) -> dict[str, Any]:
        raise NotImplementedError

    def determinize(self, seat: int, rng: Rng) -> Self:
        """A copy with everything hidden from `seat` re-dealt from `rng`.

        The copy's own generator is re-seeded from `rng` as well: the true generator would
        tell a bot what the next draw is.
        """
        raise NotImplementedError


def ranks_from_keys(keys: Sequence[Any]) -> list[int]:
    """Competition ranks (1, 1, 3, …) from sort keys where larger is better.

    >>> ranks_from_keys([5, 9, 5, 1])
    [2, 1, 2, 4]
    """
    return [1 + sum(1 for other in keys if other > key) for key in keys]


def seats_in_order(start: int, players: int) -> Iterable[int]:
    """The seats clockwise from `start`, `start` first."""
    return ((start + i) % players for i in range(players))
