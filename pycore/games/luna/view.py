"""Luna's views: the whole table as plain JSON, the same for every seat.

Nothing in Luna is hidden after the setup, so `view(seat)` is the table plus `"seat"`.
Everything ordered is a list (the UI runs on MicroPython); islands are numbered 1–7.

Log events (`"event"` plus the fields named; `seat` everywhere a player acts, islands 1–7):
setup (start_player, parts, temple [[hex, seat]]), shrine_placed / novices_placed (island),
round (round, start_player, figures' islands, guard), time (left), last_time (points),
favour_used (favour), favour_taken (island, favour; in actions also novices, token),
novice_recruited, shrine_built, council (space), apostate_moved (to) — these four with
island, novices, token —, to_path (island, tile, bribe), entered_temple (tile, points, bribe,
expelled [[hex, owner]]), revived (island), book_moved (from, to, owner, points),
moved (by drift|tide|boat, from island or "landing", to, was active|spent|landing),
priestess_scored (place, strength, points, island), apostate_penalty (points, island),
temple_scored (points), final_scored (shrines, favours, council, points),
game_over (scores, result).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import data, rounds

if TYPE_CHECKING:
    from .state import LunaState


def view(state: LunaState, seat: int | None) -> dict[str, Any]:
    n = state.players
    over = state.phase == rounds.OVER
    return {
        "game": "luna",
        "seat": seat,
        "players": n,
        "phase": state.phase,
        "round": state.round,
        "rounds": data.ROUNDS,
        "start_player": state.start_player,
        "current": None if over else state.current,
        "to_move": list(state.to_move()),
        "over": over,
        "scores": list(state.points),
        "result": state.result() if over else None,
        "time": {"left": state.time_left, "total": state.time_total},
        "islands": [_island(state, i) for i in range(data.ISLAND_COUNT)],
        "figures": {"priestess": state.priestess + 1, "builder": state.builder + 1,
                    "apostate": state.apostate + 1},
        "priestess_awards": list(data.PRIESTESS_AWARDS[n]),
        "temple": _temple(state),
        "path": _path(state),
        "guard": {"value": state.guard_value(), "step": state.guard},
        "landing": list(state.landing),
        "council": [{"points": points, "stack": list(stack)}
                    for points, stack in zip(data.COUNCIL_POINTS, state.council)],
        "seats": [_seat(state, s) for s in range(n)],
        "pending": _pending(state),
        "log": list(state.log),
    }


def bot_view(state: LunaState, seat: int | None) -> dict[str, Any]:
    """The part of `view(seat)` the bots read, built for speed: a search asks for it at every
    move of every rollout, and the whole view (the log, every hex and path tile anew, each
    seat's favours and council) was a third of a search's time. Each key holds what
    `view(seat)` holds there (a test compares them). A seat's heuristic reads its own seat
    only, so the others are `{}`; the public table (`seat` None, what the evaluation reads)
    has every seat. The temple's hexes and the path are made once per arrangement and
    shared, as are the awards: read them, never change them."""
    n = state.players
    return {
        "seat": seat,
        "players": n,
        "phase": state.phase,
        "round": state.round,
        "rounds": data.ROUNDS,
        "time": {"left": state.time_left},
        "islands": [{"favour": favour, "active": list(active), "spent": list(spent),
                     "shrines": list(shrines)}
                    for favour, active, spent, shrines
                    in zip(data.FAVOURS, state.active, state.spent, state.shrines)],
        "figures": {"priestess": state.priestess + 1, "builder": state.builder + 1,
                    "apostate": state.apostate + 1},
        "priestess_awards": _AWARDS[n],
        "temple": {"parts": list(state.parts), "hexes": _bot_hexes(state)},
        "path": _bot_path(state),
        "guard": {"value": state.guard_value()},
        "council": [{"stack": list(stack)} for stack in state.council],
        "seats": [_seat(state, s) if seat is None or s == seat else {} for s in range(n)],
        "pending": _pending(state),
    }


# the Priestess's awards per table size, as the view lists them (shared by bot views)
_AWARDS = {n: list(awards) for n, awards in data.PRIESTESS_AWARDS.items()}

# `_bot_hexes` and `_bot_path` by what they show: the temple and the path change only when
# a novice enters or steps onto them, so most rollout moves find them made already. Bounded
# (a phone's memory): when full, each starts again, keeping what the game's present needs.
_HEXES: dict[tuple[Any, ...], list[dict[str, Any]]] = {}
_PATHS: dict[tuple[Any, ...], list[dict[str, Any]]] = {}
_MADE_LIMIT = 500


def _bot_hexes(state: LunaState) -> list[dict[str, Any]]:
    """`_temple(state)["hexes"]`, shared by the bot views of the same temple."""
    key = (tuple(state.parts), tuple(state.entered), tuple(sorted(state.temple.items())),
           tuple(state.books))
    hexes = _HEXES.get(key)
    if hexes is None:
        if len(_HEXES) >= _MADE_LIMIT:
            _HEXES.clear()
        hexes = _HEXES[key] = _temple(state)["hexes"]
    return hexes


def _bot_path(state: LunaState) -> list[dict[str, Any]]:
    """`_path(state)`, shared by the bot views of the same path."""
    # the parts and the table's size fix the path's groups (`state.group_of`)
    key = (tuple(state.parts), state.players, tuple(state.path), state.guard,
           tuple(sorted(state.on_path.items())))
    path = _PATHS.get(key)
    if path is None:
        if len(_PATHS) >= _MADE_LIMIT:
            _PATHS.clear()
        path = _PATHS[key] = _path(state)
    return path


def _island(state: LunaState, i: int) -> dict[str, Any]:
    figures = [name for name, where in (("priestess", state.priestess),
                                        ("builder", state.builder),
                                        ("apostate", state.apostate)) if where == i]
    return {
        "number": i + 1,
        "favour": data.FAVOURS[i],
        "favours_left": state.favours_left[i],
        "active": list(state.active[i]),
        "spent": list(state.spent[i]),
        "shrines": list(state.shrines[i]),
        "figures": figures,
    }


def _temple(state: LunaState) -> dict[str, Any]:
    entered, temple, books = state.entered, state.temple, state.books
    hexes = [{"number": number, "symbol": symbol, "part": part, "row": row, "col": col,
              "tile": number in entered, "novice": temple.get(number), "book": number in books}
             for number, symbol, part, row, col in _hex_table(tuple(state.parts))]
    return {"parts": list(state.parts), "hexes": hexes}


# every tile number's symbol and the island whose novices may step on it
_TILE_NUMBERS = range(1, data.TEMPLE_PARTS * data.HEXES_PER_PART + 1)
_SYMBOL = {number: data.symbol_of(number) for number in _TILE_NUMBERS}
_ISLAND = {number: data.island_of_tile(number) for number in _TILE_NUMBERS}

_HEX_TABLES: dict[tuple[int, ...], list[tuple[int, str, int, int, int]]] = {}


def _hex_table(parts: tuple[int, ...]) -> list[tuple[int, str, int, int, int]]:
    """The temple's fixed facts per hex (number, symbol, part, row, column), by part order.

    Bots read the view for every move of every rollout, so what never changes during a
    game is worked out once per temple shape rather than on every view.
    """
    table = _HEX_TABLES.get(parts)
    if table is None:
        layout = data.temple_layout(list(parts))
        table = [(number, data.symbol_of(number), data.part_of(number), layout[number][0],
                  layout[number][1]) for number in sorted(layout)]
        _HEX_TABLES[parts] = table
    return table


def _path(state: LunaState) -> list[dict[str, Any]]:
    """From the landing steps to the temple gate: tiles and the guard tiles still there."""
    cells: list[dict[str, Any]] = []
    group_of, on_path, guard = state.group_of, state.on_path, state.guard
    # the path's tiles by group, in path order (one pass, not one per group)
    groups: list[list[int]] = [[] for _ in data.GUARDS_FROM_STEPS]
    for number in state.path:
        group = group_of[number]
        if 0 <= group < len(groups):
            groups[group].append(number)
    for group, value in enumerate(data.GUARDS_FROM_STEPS):
        status = state.group_status(group)
        for number in groups[group]:
            cells.append({"tile": number, "symbol": _SYMBOL[number],
                          "island": _ISLAND[number] + 1, "novice": on_path.get(number),
                          "status": status})
        if group >= guard:
            cells.append({"guard": value, "here": group == guard})
    return cells


def _seat(state: LunaState, s: int) -> dict[str, Any]:
    return {
        "points": state.points[s],
        "favours": [f for f, held in zip(data.FAVOURS, state.held[s]) if held],
        "reserve": state.reserve[s],
        "shrines_left": state.shrine_supply[s],
        "landing": state.landing[s],
        "temple": state.temple_count(s),
        "council": state.council_space(s),
    }


def _pending(state: LunaState) -> dict[str, Any] | None:
    if state.pending is None:
        return None
    out: dict[str, Any] = {"seat": state.current}
    for key, value in state.pending.items():
        if (key in ("island", "to") and isinstance(value, int)) or (key == "from" and isinstance(value, int)):
            value += 1
        out[key] = value
    return out
