"""Playing Luna moves: the trusted path behind `LunaState._play`, the preparation round included.

Moves arrive here already checked against `moves.legal_moves`, so nothing is re-validated.
Each action ends the player's turn; multi-step actions keep `state.pending` until done.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ...protocol import Move
from . import data, rounds
from .moves import payment_options

if TYPE_CHECKING:
    from .state import LunaState


def play(state: LunaState, seat: int, move: Move) -> None:
    """The trusted path: `move` is legal for `seat` now.

    Each move kind belongs to one step alone (the preparation round's two, starting an action,
    a step of the pending one), so the kind picks what the move does."""
    HANDLERS[move.kind](state, seat, move.args)


# ---- helpers ------------------------------------------------------------------------------
def _next_turn(state: LunaState) -> None:
    state.pending = None
    state.current = (state.current + 1) % state.players


def _use_favour(state: LunaState, seat: int, favour: str) -> None:
    """A used favour goes back to the island of its type."""
    index = data.FAVOUR_INDEX[favour]
    state.held[seat][index] = False
    state.favours_left[index] += 1
    state.log_event("favour_used", seat=seat, favour=favour)


def _spend(state: LunaState, seat: int, island: int, count: int) -> None:
    state.active[island][seat] -= count
    state.spent[island][seat] += count


# ---- preparation round --------------------------------------------------------------------
def _prep_shrine(state: LunaState, seat: int, args: tuple[str, ...]) -> None:
    island = int(args[0]) - 1
    state.shrines[island][seat] = True
    state.shrine_supply[seat] -= 1
    state.log_event("shrine_placed", seat=seat, island=island + 1)
    state.current = (seat + 1) % state.players
    if state.current == state.start_player:
        state.phase = rounds.PREP_NOVICES


def _prep_novices(state: LunaState, seat: int, args: tuple[str, ...]) -> None:
    island = int(args[0]) - 1
    state.active[island][seat] += 2
    state.reserve[seat] -= 2
    state.prep_turns += 1
    state.log_event("novices_placed", seat=seat, island=island + 1)
    state.current = (seat + 1) % state.players
    if state.prep_turns < data.PREP_NOVICE_TURNS * state.players:
        return
    # Each player takes a favour from each island where they have nothing.
    for s in range(state.players):
        for i in range(data.ISLAND_COUNT):
            if not state.shrines[i][s] and not state.active[i][s]:
                state.favours_left[i] -= 1
                state.held[s][i] = True
                state.log_event("favour_taken", seat=s, island=i + 1, favour=data.FAVOURS[i])
    state.phase = rounds.ACTIONS
    state.round = 1
    state.current = state.start_player
    state.log_event("round", round=1, start_player=state.start_player)


# ---- the action phase ---------------------------------------------------------------------
def _flip_time(state: LunaState, seat: int, args: tuple[str, ...]) -> None:
    state.time_left -= 1
    state.log_event("time", seat=seat, left=state.time_left)
    if state.time_left > 0:
        _next_turn(state)
        return
    state.points[seat] += 1                     # the last time token is worth a point
    state.log_event("last_time", seat=seat, points=1)
    state.pending = None
    rounds.end_action_phase(state)


def _start_island_action(state: LunaState, seat: int, args: tuple[str, ...]) -> None:
    island, action = int(args[0]) - 1, args[1]
    options = payment_options(state, seat, island, action)
    if len(options) == 1:      # nothing to choose: pay at once
        _island_action(state, seat, island, action, Move(options[0]).args)
    else:
        state.pending = {"kind": "pay", "action": action, "island": island}


def _pay(state: LunaState, seat: int, args: tuple[str, ...]) -> None:
    """`spend:` pays for the island action waiting in `state.pending`."""
    pending = _pending(state)
    _island_action(state, seat, pending["island"], pending["action"], args)


def _island_action(state: LunaState, seat: int, island: int, action: str,
                   pay: tuple[str, ...]) -> None:
    """Carry out an island action paid by the `spend:` move's arguments `pay`."""
    novices = int(pay[0])
    with_token = len(pay) == 2
    if with_token:
        _use_favour(state, seat, "novice")
    _spend(state, seat, island, novices)
    strength = novices + (1 if with_token else 0)
    # In this entry the seat and the payment come before "event", an order `log_event` cannot
    # write (the log is part of every view): it is appended as built.
    event: dict[str, Any] = {"seat": seat, "island": island + 1, "novices": novices,
                             "token": with_token}
    if action == "favour":
        state.favours_left[island] -= 1
        state.held[seat][island] = True
        event.update(event="favour_taken", favour=data.FAVOURS[island])
    elif action == "novice":
        # The new novice arrives beside the island, spent, and wakes at the round's end.
        state.reserve[seat] -= 1
        state.spent[island][seat] += 1
        event.update(event="novice_recruited")
    elif action == "shrine":
        _use_favour(state, seat, "shrine")
        state.shrine_supply[seat] -= 1
        state.shrines[island][seat] = True
        event.update(event="shrine_built")
    elif action == "council":
        space = _advance_council(state, seat, strength)
        event.update(event="council", space=space)
    else:  # apostate
        state.apostate = (state.apostate + strength) % data.ISLAND_COUNT
        event.update(event="apostate_moved", to=state.apostate + 1)
    state.log.append(event)
    _next_turn(state)


def _advance_council(state: LunaState, seat: int, steps: int) -> int:
    """Move the seat's disc; it lands on top of a stack, but under one on the last space."""
    space = state.council_space(seat)
    state.council[space].remove(seat)
    space = min(space + steps, len(data.COUNCIL_POINTS) - 1)
    if space == len(data.COUNCIL_POINTS) - 1:
        state.council[space].insert(0, seat)
    else:
        state.council[space].append(seat)
    return space


def _start_drift(state: LunaState, seat: int, args: tuple[str, ...]) -> None:
    state.pending = {"kind": "drift", "from": int(args[0]) - 1, "to": None, "moved": 0}


def _to_path(state: LunaState, seat: int, args: tuple[str, ...]) -> None:
    number = int(args[0])
    island = data.island_of_tile(number)
    bribe = state.tile_status(number) == "forbidden"
    if bribe:
        _use_favour(state, seat, "bribe")
    cost = 2 if not state.shrines[island][seat] else 1
    _spend(state, seat, island, cost)
    state.spent[island][seat] -= 1            # the one that walks onto the tile
    state.on_path[number] = seat
    state.log_event("to_path", seat=seat, island=island + 1, tile=number, bribe=bribe)
    _next_turn(state)


def _into_temple(state: LunaState, seat: int, args: tuple[str, ...]) -> None:
    number = int(args[0])
    bribe = state.tile_status(number) == "forbidden"
    if bribe:
        _use_favour(state, seat, "bribe")
    value = state.guard_value()
    state.path.remove(number)
    del state.on_path[number]
    state.temple[number] = seat
    state.entered.append(number)
    state.entered.sort()
    state.points[seat] += value
    expelled = []
    for hex_number in state.neighbours[number]:
        owner = state.temple.get(hex_number)
        if (owner is not None and owner != seat and hex_number < number
                and hex_number not in state.books):
            del state.temple[hex_number]
            state.landing[owner] += 1
            expelled.append([hex_number, owner])
    state.points[seat] += len(expelled)
    state.log_event("entered_temple", seat=seat, tile=number, points=value, bribe=bribe,
                    expelled=expelled)
    _next_turn(state)


def _play_favour(state: LunaState, seat: int, args: tuple[str, ...]) -> None:
    favour = args[0]
    _use_favour(state, seat, favour)
    if favour == "herbs":
        state.pending = {"kind": "herbs", "island": None, "moved": 0}
    elif favour == "book":
        state.pending = {"kind": "book", "take": None}
    else:
        state.pending = {"kind": favour, "from": None, "to": None, "moved": 0}


# ---- the steps of multi-step actions (the action is in `state.pending`) -------------------
def _pending(state: LunaState) -> dict[str, Any]:
    assert state.pending is not None, "a step answers the action it belongs to"
    return state.pending


def _done(state: LunaState, seat: int, args: tuple[str, ...]) -> None:
    _next_turn(state)


def _revive(state: LunaState, seat: int, args: tuple[str, ...]) -> None:
    """One step of the Herbs."""
    pending = _pending(state)
    island = int(args[0]) - 1
    state.spent[island][seat] -= 1
    state.active[island][seat] += 1
    pending["island"] = island
    pending["moved"] += 1
    state.log_event("revived", seat=seat, island=island + 1)
    if pending["moved"] == 2 or not state.spent[island][seat]:
        _next_turn(state)


def _take_book(state: LunaState, seat: int, args: tuple[str, ...]) -> None:
    pending = _pending(state)
    pending["take"] = int(args[0])


def _give_book(state: LunaState, seat: int, args: tuple[str, ...]) -> None:
    pending = _pending(state)
    hex_number = int(args[0])
    state.books.remove(pending["take"])
    state.books.append(hex_number)
    state.books.sort()
    state.points[seat] += 1
    state.log_event("book_moved", seat=seat, **{"from": pending["take"]}, to=hex_number,
                    owner=state.temple[pending["take"]], points=1)
    _next_turn(state)


def _move_from(state: LunaState, seat: int, args: tuple[str, ...]) -> None:
    """Where the novices of a Tide or a Boat leave from."""
    pending = _pending(state)
    pending["from"] = "landing" if args[0] == "landing" else int(args[0]) - 1


def _move_novice(state: LunaState, seat: int, args: tuple[str, ...]) -> None:
    """One `to:` step of a drift, Tide or Boat."""
    pending = _pending(state)
    kind, origin = pending["kind"], pending["from"]
    target = int(args[0]) - 1
    if origin == "landing":
        status = "landing"
        state.landing[seat] -= 1
    else:
        status = args[1] if len(args) == 2 else "active"
        if status == "active":
            state.active[origin][seat] -= 1
        else:
            state.spent[origin][seat] -= 1
    # Drift and Tide leave the novices spent; the Boat keeps them active.
    if kind == "boat":
        state.active[target][seat] += 1
    else:
        state.spent[target][seat] += 1
    pending["to"] = target
    pending["moved"] += 1
    source = "landing" if origin == "landing" else origin + 1
    state.log_event("moved", seat=seat, by=kind, **{"from": source}, to=target + 1, was=status)
    left = _left_at(state, seat, kind, origin)
    if not left or (kind == "boat" and pending["moved"] == 2):
        _next_turn(state)


def _left_at(state: LunaState, seat: int, kind: str, origin: int | str) -> int:
    if isinstance(origin, str):     # the landing
        return state.landing[seat]
    if kind == "tide":
        return state.active[origin][seat] + state.spent[origin][seat]
    return state.active[origin][seat]


# move kind -> what the move does
HANDLERS: dict[str, Callable[[LunaState, int, tuple[str, ...]], None]] = {
    "shrine": _prep_shrine, "novices": _prep_novices,
    "time": _flip_time, "action": _start_island_action, "drift": _start_drift, "path": _to_path,
    "temple": _into_temple, "favour": _play_favour,
    "spend": _pay, "revive": _revive, "take": _take_book, "give": _give_book, "from": _move_from,
    "to": _move_novice, "done": _done,
}
