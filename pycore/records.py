"""Game records: the one serialisation of a game, used by saves, links and the arena.

A record is plain JSON:
`{"format": 1, "game": id, "engine": version, "seats": [{"name", "kind", "level", "hints"}],
"options": {...}, "seed": int, "moves": [[seat, text], ...]}`. A human seat's `hints`, when
there, counts the coach's hints it asked for (`pycore.coach`): the record says the game was
played with help, and the player's record keeps such games apart.

Records come from storage and from links, so `check_record` treats them as hostile: it
checks every field's type and size before anything is built, and `replay` checks every
move, naming the first one that does not replay. Nothing here evaluates or unpickles.
Before a record's JSON text is even parsed, `too_deep` bounds how deeply it nests
(`MAX_DEPTH`), so that every Python that reads it judges it the same way.
"""

from __future__ import annotations

import re
from typing import Any

from . import RECORD_FORMAT, __version__, games
from .protocol import IllegalMove, State
from .refusals import Refusal, reason

# Far beyond any real game (random play ends Citadels for 8 within about 900 moves), so only
# a stalled or forged game meets it; it keeps a short link from unpacking into a huge save.
MAX_MOVES = 5000
MAX_NAME = 40
MAX_ENGINE = 20        # the engine version a record names: "0.1.0"
MAX_OPTION_TEXT = 40   # an option's words: preset names, character and district ids
MAX_OPTION_LIST = 64   # an option's list: at most 26 purple districts or 9 characters
# How deeply a record's JSON may nest. A real one is 3 deep (a move in the list of moves, a
# word in an option's list); parsers recurse per level, and each Python stops at its own
# depth: CPython 3.11 near 1000 with RecursionError, Pyodide's parser, on the browser's
# stack, crashed the engine worker at 3000. Text deeper than this is refused unparsed.
MAX_DEPTH = 32
KINDS = ("human", "bot")
LEVELS = ("random", "easy", "normal", "hard")


class RecordError(Refusal):
    """A record that cannot be used: a coded refusal (`record.*`, `link.*`) whose message
    says why, for a player."""


# a JSON string (escapes included; DOTALL: a raw newline is not JSON, but must not end the
# string here), and the brackets left once strings are gone
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_BRACKETS = re.compile(r"[\[\]{}]")


def too_deep(text: str, limit: int = MAX_DEPTH) -> bool:
    """Whether JSON `text` nests deeper than `limit`, read without parsing it: a scan of its
    brackets outside its strings, in one loop (no recursion, so no Python runs out of stack
    on it). Text that is not JSON may be judged either way; the parser refuses it after."""
    level = 0
    for bracket in _BRACKETS.findall(_STRING.sub("", text)):
        level += 1 if bracket in "[{" else -1
        if level > limit:
            return True
    return False


def make_record(game_id: str, seats: list[dict[str, Any]], seed: int,
                options: dict[str, Any] | None = None) -> dict[str, Any]:
    """A record with no moves yet, checked like any other."""
    record = {
        "format": RECORD_FORMAT,
        "game": game_id,
        "engine": __version__,
        "seats": seats,
        "options": options or {},
        "seed": seed,
        "moves": [],
    }
    return check_record(record)


def clean_name(name: Any, seat: int) -> str:
    """A player name as text: trimmed, control characters dropped, at most 40 characters.

    Names are shown escaped anyway; this only keeps them printable and short.
    """
    if not isinstance(name, str):
        return f"Player {seat + 1}"
    text = "".join(ch for ch in name if ch.isprintable()).strip()[:MAX_NAME]
    return text or f"Player {seat + 1}"


def check_record(record: Any, *, setup_only: bool = False) -> dict[str, Any]:
    """Validate a record's shape; return it with names cleaned. Raises `RecordError`."""
    if not isinstance(record, dict):
        raise RecordError("record.not_record")
    fmt = record.get("format")
    if not isinstance(fmt, int) or isinstance(fmt, bool):
        raise RecordError("record.no_format")
    if fmt > RECORD_FORMAT:
        raise RecordError("record.newer")
    if fmt < 1:
        raise RecordError("record.unknown_format")
    game_id = record.get("game")
    if not isinstance(game_id, str) or game_id not in games.ids():
        raise RecordError("record.unknown_game")
    rules = games.get(game_id)
    seats = record.get("seats")
    if not isinstance(seats, list) or len(seats) not in rules.players:
        raise RecordError("record.wrong_players")
    cleaned = []
    for i, seat in enumerate(seats):
        if not isinstance(seat, dict):
            raise RecordError("record.damaged_players")
        kind = seat.get("kind", "human")
        if kind not in KINDS:
            raise RecordError("record.damaged_players")
        entry = {"name": clean_name(seat.get("name"), i), "kind": kind}
        if kind == "bot":
            level = seat.get("level", "normal")
            if level not in LEVELS:
                raise RecordError("record.unknown_level")
            entry["level"] = level
        hints = seat.get("hints", 0)
        if not isinstance(hints, int) or isinstance(hints, bool) or not 0 <= hints <= MAX_MOVES:
            raise RecordError("record.damaged_players")
        if hints and kind == "human" and not setup_only:
            # (an invite starts a new game: no help asked for yet)
            entry["hints"] = hints
        cleaned.append(entry)
    seed = record.get("seed")
    if setup_only:
        # A setup (an invite) carries no deal: a new seed is drawn when it is accepted, so
        # none is kept, not even an older link's.
        seed = 0
    elif not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**63:
        raise RecordError("record.damaged_seed")
    options = record.get("options", {})
    if not isinstance(options, dict) or not all(_plain_option(v) for v in options.values()):
        raise RecordError("record.damaged_options")
    try:
        options = rules.check_options(options)
    except ValueError as exc:
        raise RecordError("record.invalid_options", why=reason(exc)) from None
    moves = record.get("moves", [])
    if setup_only:
        moves = []
    if isinstance(moves, list) and len(moves) > MAX_MOVES:
        raise RecordError("record.too_long", n=MAX_MOVES)
    if not isinstance(moves, list):
        raise RecordError("record.damaged_moves")
    for entry in moves:
        if (not isinstance(entry, list) or len(entry) != 2 or not isinstance(entry[0], int)
                or isinstance(entry[0], bool) or not isinstance(entry[1], str)
                or len(entry[1]) > 200):
            raise RecordError("record.damaged_moves")
    engine = record.get("engine")
    return {
        "format": RECORD_FORMAT,
        "game": game_id,
        "engine": engine if isinstance(engine, str) and len(engine) <= MAX_ENGINE else __version__,
        "seats": cleaned,
        "options": options,
        "seed": seed,
        "moves": [list(m) for m in moves],
    }


def _plain_option(value: Any) -> bool:
    """An option's value is a short word, a whole number, true/false, or a short list of
    those. Each game checks its own options after this; this only keeps a forged record from
    carrying bulk (a long text no rule reads) or a type no game expects (9.0 for 9)."""
    def scalar(item: Any) -> bool:
        return ((isinstance(item, str) and len(item) <= MAX_OPTION_TEXT)
                or isinstance(item, (bool, int)))
    if isinstance(value, list):
        return len(value) <= MAX_OPTION_LIST and all(scalar(item) for item in value)
    return scalar(value)


def new_state(record: dict[str, Any]) -> State:
    """The game's start position for a checked record."""
    rules = games.get(record["game"])
    try:
        return rules.new_game(len(record["seats"]), record["seed"], record["options"])
    except (ValueError, TypeError) as exc:   # TypeError: an option of a type the game never takes
        raise RecordError("record.invalid_setup", why=reason(exc)) from None


def replay(record: Any, upto: int | None = None) -> State:
    """Rebuild the state a record describes, checking every move.

    `upto` stops after that many moves (for the game-over replay). Raises `RecordError`
    naming the first move that does not replay.
    """
    record = check_record(record)
    state = new_state(record)
    moves = record["moves"] if upto is None else record["moves"][:upto]
    for number, (seat, text) in enumerate(moves, start=1):
        try:
            state.apply(seat, text)
        except (IllegalMove, ValueError) as exc:
            raise RecordError("record.bad_move", n=number, move=text, seat=seat + 1,
                              why=reason(exc)) from None
    return state
