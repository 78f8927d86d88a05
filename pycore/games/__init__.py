"""The registry of games: `get(id)` and `all()`.

A game registers by being listed in `_MODULES`; each module exposes `RULES`, its `Rules`
object. Games are imported lazily so that loading one does not load them all. Every game
package has the same shape (`README.md` beside this file): knowing one means knowing all.
"""

from __future__ import annotations

import importlib

from ..protocol import Rules
from ..refusals import SetupError

# Every finished game, in the order the home screen lists them.
_MODULES: dict[str, str] = {
    "citadels": "pycore.games.citadels",
    "notre_dame": "pycore.games.notre_dame",
    "luna": "pycore.games.luna",
    "celtica": "pycore.games.celtica",
}

_loaded: dict[str, Rules] = {}


def ids() -> list[str]:
    return list(_MODULES)


def package(game_id: str) -> str | None:
    """The package of a registered game (`"pycore.games.luna"`), or None."""
    return _MODULES.get(game_id)


def register(game_id: str, package_name: str) -> None:
    """Add a game to the registry at run time (the tests' own games; a real game is a line
    in `_MODULES`). Its package exposes `RULES` and, beside it, `refusals` (`EN`), which
    `pycore.refusals` finds through `package`."""
    _MODULES[game_id] = package_name
    _loaded.pop(game_id, None)


def unregister(game_id: str) -> None:
    _MODULES.pop(game_id, None)
    _loaded.pop(game_id, None)


def get(game_id: str) -> Rules:
    """The rules of `game_id`; an unknown id raises `SetupError` (a `ValueError`)."""
    if game_id not in _MODULES:
        raise SetupError("setup.unknown_game", name=game_id)
    if game_id not in _loaded:
        _loaded[game_id] = importlib.import_module(_MODULES[game_id]).RULES
    return _loaded[game_id]


def all() -> list[Rules]:
    return [get(game_id) for game_id in _MODULES]
