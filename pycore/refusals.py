"""Refusals as data: every "no" the engines say is a stable code, JSON-able params and a template.

An illegal move, a damaged record or link, a setup the rules do not allow: each raises a
`Refusal` (`IllegalMove`, `RecordError` and `SetupError` are its kinds, all `ValueError`s).
A refusal carries

* `code` — `"<namespace>.<name>"`, stable across releases: the namespace is a game id (that
  game's templates are in `pycore/games/<id>/refusals.py`) or one of the shared namespaces in
  `SHARED` below (`move`, `setup`, `record`, `link`, `audit`, `worker`);
* `params` — the parts that vary, JSON-able: numbers as a player reads them (seat 1 is the
  first seat), move texts, and ids of named things (a colour, a character, a game);
* its English sentence, `str(refusal)`, filled in from the code's template.

A template names its params in braces: `"You have no amulet {n}."`. A param holding a nested
refusal (`why`: the reason a record's move does not replay) is a `{"code", "params"}` dict and
is worded by its own template. The UI translates by code from its own per-game strings and
fills the same params; a test holds every code's English and Chinese templates to the same
fields, so a new refusal cannot reach a player untranslated.

>>> str(Refusal("move.not_legal", move="take:3"))
'take:3 is not a legal move now.'
>>> Refusal("move.not_your_turn", seat=2).as_dict()
{'code': 'move.not_your_turn', 'params': {'seat': 2}}
"""

from __future__ import annotations

import importlib
from typing import Any

# The shared templates: the protocol, the table's setup, records, links and the engine worker.
SHARED: dict[str, str] = {
    # moves, whatever the game
    "move.not_text": "a move is a text",
    "move.bad_text": "a move is a short non-empty text",
    "move.bad_type": "a move is a Move or its text",
    "move.not_a_move": "'{text}' is not a {game} move",
    "move.game_over": "The game is over.",
    "move.not_your_turn": "It is not seat {seat}'s turn.",
    "move.not_legal": "{move} is not a legal move now.",
    # setting a table up
    "setup.unknown_game": "unknown game '{name}'",
    "setup.no_option": "{game} has no option '{name}'",
    "setup.players": "{game} is for {low} to {high} players, not {n}",
    # records (saves, links, the arena)
    "record.not_record": "This is not a game record.",
    "record.no_format": "This record has no format number.",
    "record.newer": "This game was made by a newer version of Pocket Table. Reload to update.",
    "record.unknown_format": "This record's format is unknown.",
    "record.unknown_game": "This record is for a game this app does not have.",
    "record.wrong_players": "This record has the wrong number of players.",
    "record.damaged_players": "This record's players are damaged.",
    "record.unknown_level": "This record names an unknown bot level.",
    "record.damaged_seed": "This record's seed is damaged.",
    "record.damaged_options": "This record's options are damaged.",
    "record.invalid_options": "This record's options are not valid: {why}",
    "record.too_long": "This record is longer than the {n} moves a game may last.",
    "record.damaged_moves": "This record's moves are damaged.",
    "record.invalid_setup": "This record's setup is not valid: {why}",
    "record.bad_move": "Move {n} ('{move}' by seat {seat}) does not replay: {why}",
    # share links
    "link.empty": "This link is empty.",
    "link.too_long": "This link is too long to be a Pocket Table game.",
    "link.not_link": "This is not a Pocket Table link.",
    "link.newer": "This link was made by a newer version of Pocket Table. Reload to update.",
    "link.damaged": "This link is damaged or cut short.",
    "link.too_deep": "This link is damaged: its game data is nested too deeply to read.",
    "link.bad_address": "This link is damaged: the seat it is addressed to cannot be read.",
    "link.not_a_player": "This link is addressed to seat {seat}, which is not a human player's seat in this game.",
    # the end-of-game check of a table played by message (pycore/deal.py)
    "audit.damaged": "The host's answer at the end of the game is damaged: it cannot be checked.",
    "audit.commitment": ("The host's secret does not match what the invite promised: "
                         "this deal was not the one committed to."),
    "audit.own_value": "The deal did not use the random value seat {seat} sent: the host changed it.",
    "audit.seed": ("The game's seed is not the one derived from the host's secret and the seats' "
                   "values: the deal was changed."),
    "audit.illegal_move": "Move {n} ('{move}' by seat {seat}) was not legal: {why}",
    "audit.share": ("What this phone was shown at move {n} is not what the game gives its seat "
                    "there: the game was altered."),
    # the engine worker (web/worker/engine.py)
    "worker.no_game": "No game is open.",
    "worker.stale_move": "This move was meant for another moment of the game: look again and choose.",
    "worker.too_deep": "This game data is damaged: it is nested too deeply to read.",
    "worker.move_limit": "This game has reached the {n} moves a game may last.",
    "worker.nothing_to_decide": "That seat has nothing to decide.",
    "worker.nothing_to_undo": "Nothing can be taken back here.",
    "worker.no_seat": "That seat is not at this table.",
    "worker.internal": "Internal error: {error}",
}

# A param named like this is a nested refusal ({"code", "params"}), worded by its own template.
NESTED = ("why",)


class Refusal(ValueError):
    """A coded "no" whose message, `str(self)`, is the English sentence for the player."""

    code: str
    params: dict[str, Any]

    def __init__(self, code: str, **params: Any) -> None:
        self.code = code
        self.params = {name: _plain(value) for name, value in params.items()}
        super().__init__(english(code, self.params))

    def as_dict(self) -> dict[str, Any]:
        """The JSON-able form the worker sends and a nested param holds."""
        return {"code": self.code, "params": dict(self.params)}


class SetupError(Refusal):
    """A table the rules do not allow: a bad seat count, an unknown option, a bad lineup."""


def reason(exc: BaseException) -> dict[str, Any] | str:
    """What a nested `why` param holds for `exc`: its code and params, or its plain text."""
    return exc.as_dict() if isinstance(exc, Refusal) else str(exc)


def _plain(value: Any) -> Any:
    """A param as JSON: scalars and nested refusals stay, anything else becomes its text."""
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    if isinstance(value, dict) and set(value) == {"code", "params"}:
        return value
    return str(value)


def templates(namespace: str) -> dict[str, str]:
    """The English templates of one namespace: `SHARED`, or a game's `refusals.EN`."""
    if namespace in _SHARED_NAMESPACES:
        return SHARED
    table = _game_module(namespace, "refusals")
    return getattr(table, "EN", {}) if table is not None else {}


_SHARED_NAMESPACES = {code.split(".")[0] for code in SHARED}


def _game_module(game_id: str, part: str = "") -> Any:
    """The registered game's package (or its `part`), found through the registry when a
    sentence is worded, or None for a game the registry does not know.

    A late lookup, not an import at the top: the games import this module (their refusals
    are `Refusal`s), so this one finds their tables the way the registry finds the games.
    """
    if not game_id.isidentifier():
        return None
    # by name, like the tables below: the registry imports this module (`SetupError`)
    package = importlib.import_module(f"{__package__}.games").package(game_id)
    if package is None:
        return None
    try:
        return importlib.import_module(package + (f".{part}" if part else ""))
    except ModuleNotFoundError:
        return None


def english(code: str, params: dict[str, Any]) -> str:
    """The English sentence for a code and its params (the code itself if it is unknown)."""
    template = templates(code.split(".")[0]).get(code)
    if template is None:
        return code
    return fill(template, {name: _english_param(code, name, value) for name, value in params.items()})


def _english_param(code: str, name: str, value: Any) -> str:
    """A param as the English sentence shows it: nested refusals worded, games by their
    title, things a game names (`NAMES_EN`) by their English name, the rest as written."""
    if isinstance(value, dict) and "code" in value:
        return english(str(value["code"]), dict(value.get("params") or {}))
    if name == "game":
        rules = getattr(_game_module(str(value)), "RULES", None)
        return rules.title.get("en", str(value)) if rules is not None else str(value)
    namespace = code.split(".")[0]
    table = None if namespace in _SHARED_NAMESPACES else _game_module(namespace, "refusals")
    names = getattr(table, "NAMES_EN", {}).get(name) if table is not None else None
    if names is not None:
        return str(names.get(str(value), value))
    return str(value)


def fields(template: str) -> set[str]:
    """The param names a template uses.

    >>> sorted(fields("Move {n} ('{move}' by seat {seat}) does not replay: {why}"))
    ['move', 'n', 'seat', 'why']
    """
    out: set[str] = set()
    rest = template
    while True:
        start = rest.find("{")
        end = rest.find("}", start + 1)
        if start < 0 or end < 0:
            return out
        out.add(rest[start + 1:end])
        rest = rest[end + 1:]


def fill(template: str, values: dict[str, str]) -> str:
    """`template` with each `{name}` replaced by its value, in one pass (a value that itself
    holds braces, such as a hostile move text, is never filled again).

    >>> fill("Tile {n} is forbidden.", {"n": "7"})
    'Tile 7 is forbidden.'
    >>> fill("'{text}' is not a {game} move", {"text": "{game}", "game": "Luna"})
    "'{game}' is not a Luna move"
    """
    out = []
    rest = template
    while True:
        start = rest.find("{")
        end = rest.find("}", start + 1)
        if start < 0 or end < 0:
            out.append(rest)
            return "".join(out)
        name = rest[start + 1:end]
        out.append(rest[:start])
        out.append(values[name] if name in values else rest[start:end + 1])
        rest = rest[end + 1:]
