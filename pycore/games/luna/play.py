"""Playing Luna moves: the trusted path behind `LunaState._play`, the preparation round included.

Moves arrive here already checked against `moves.legal_moves`, so nothing is re-validated.
Each action ends the player's turn; multi-step actions keep `state.pending` until done.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...protocol import Move
from . import data
from .moves import payment_options
from .rounds import end_action_phase

if TYPE_CHECKING:
    from .state import LunaState


def play(state: LunaState, seat: int, move: Move) -> None:
    kind = move.kind
    if state.phase == "prep_shrine":
        _prep_shrine(state, seat, int(move.args[0]) - 1)
    elif state.phase == "prep_novices":
        _prep_novices(state, seat, int(move.args[0]) - 1)
    elif state.pending is not None:
        _play_pending(state, seat, move)
    elif kind == "time":
        _flip_time(state, seat)
    elif kind == "action":
        island, action = int(move.args[0]) - 1, move.args[1]
        options = payment_options(state, seat, island, action)
        if len(options) == 1:      # nothing to choose: pay at once
            _island_action(state, seat, island, action, Move(options[0]))
        else:
            state.pending = {"kind": "pay", "action": action, "island": island}
    elif kind == "drift":
        state.pending = {"kind": "drift", "from": int(move.args[0]) - 1, "to": None, "moved": 0}
    elif kind == "path":
        _to_path(state, seat, int(move.args[0]))
    elif kind == "temple":
        _into_temple(state, seat, int(move.args[0]))
    elif kind == "favour":
        favour = move.args[0]
        _use_favour(state, seat, favour)
        if favour == "herbs":
            state.pending = {"kind": "herbs", "island": None, "moved": 0}
        elif favour == "book":
            state.pending = {"kind": "book", "take": None}
        else:
            state.pending = {"kind": favour, "from": None, "to": None, "moved": 0}
    else:  # pragma: no cover - legal_moves never offers anything else
        raise AssertionError(f"unexpected move {move}")


# ---- helpers ------------------------------------------------------------------------------
def _next_turn(state: LunaState) -> None:
    state.pending = None
    state.current = (state.current + 1) % state.players


def _use_favour(state: LunaState, seat: int, favour: str) -> None:
    """A used favour goes back to the island of its type."""
    index = data.FAVOUR_INDEX[favour]
    state.held[seat][index] = False
    state.favours_left[index] += 1
    state.log.append({"event": "favour_used", "seat": seat, "favour": favour})


def _spend(state: LunaState, seat: int, island: int, count: int) -> None:
    state.active[island][seat] -= count
    state.spent[island][seat] += count


# ---- preparation round --------------------------------------------------------------------
def _prep_shrine(state: LunaState, seat: int, island: int) -> None:
    state.shrines[island][seat] = True
    state.shrine_supply[seat] -= 1
    state.log.append({"event": "shrine_placed", "seat": seat, "island": island + 1})
    state.current = (seat + 1) % state.players
    if state.current == state.start_player:
        state.phase = "prep_novices"


def _prep_novices(state: LunaState, seat: int, island: int) -> None:
    state.active[island][seat] += 2
    state.reserve[seat] -= 2
    state.prep_turns += 1
    state.log.append({"event": "novices_placed", "seat": seat, "island": island + 1})
    state.current = (seat + 1) % state.players
    if state.prep_turns < data.PREP_NOVICE_TURNS * state.players:
        return
    # Each player takes a favour from each island where they have nothing.
    for s in range(state.players):
        for i in range(data.ISLAND_COUNT):
            if not state.shrines[i][s] and not state.active[i][s]:
                state.favours_left[i] -= 1
                state.held[s][i] = True
                state.log.append({"event": "favour_taken", "seat": s, "island": i + 1,
                                  "favour": data.FAVOURS[i]})
    state.phase = "actions"
    state.round = 1
    state.current = state.start_player
    state.log.append({"event": "round", "round": 1, "start_player": state.start_player})


# ---- the action phase ---------------------------------------------------------------------
def _flip_time(state: LunaState, seat: int) -> None:
    state.time_left -= 1
    state.log.append({"event": "time", "seat": seat, "left": state.time_left})
    if state.time_left > 0:
        _next_turn(state)
        return
    state.points[seat] += 1                     # the last time token is worth a point
    state.log.append({"event": "last_time", "seat": seat, "points": 1})
    state.pending = None
    end_action_phase(state)


def _island_action(state: LunaState, seat: int, island: int, action: str, pay: Move) -> None:
    novices = int(pay.args[0])
    with_token = len(pay.args) == 2
    if with_token:
        _use_favour(state, seat, "novice")
    _spend(state, seat, island, novices)
    strength = novices + (1 if with_token else 0)
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


def _to_path(state: LunaState, seat: int, number: int) -> None:
    island = data.island_of_tile(number)
    bribe = state.tile_status(number) == "forbidden"
    if bribe:
        _use_favour(state, seat, "bribe")
    cost = 2 if not state.shrines[island][seat] else 1
    _spend(state, seat, island, cost)
    state.spent[island][seat] -= 1            # the one that walks onto the tile
    state.on_path[number] = seat
    state.log.append({"event": "to_path", "seat": seat, "island": island + 1, "tile": number,
                      "bribe": bribe})
    _next_turn(state)


def _into_temple(state: LunaState, seat: int, number: int) -> None:
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
    state.log.append({"event": "entered_temple", "seat": seat, "tile": number, "points": value,
                      "bribe": bribe, "expelled": expelled})
    _next_turn(state)


# ---- the steps of multi-step actions ------------------------------------------------------
def _play_pending(state: LunaState, seat: int, move: Move) -> None:
    pending = state.pending
    assert pending is not None
    kind = pending["kind"]
    if move.kind == "done":
        _next_turn(state)
    elif kind == "pay":
        _island_action(state, seat, pending["island"], pending["action"], move)
    elif kind == "herbs":
        island = int(move.args[0]) - 1
        state.spent[island][seat] -= 1
        state.active[island][seat] += 1
        pending["island"] = island
        pending["moved"] += 1
        state.log.append({"event": "revived", "seat": seat, "island": island + 1})
        if pending["moved"] == 2 or not state.spent[island][seat]:
            _next_turn(state)
    elif kind == "book":
        hex_number = int(move.args[0])
        if move.kind == "take":
            pending["take"] = hex_number
            return
        state.books.remove(pending["take"])
        state.books.append(hex_number)
        state.books.sort()
        state.points[seat] += 1
        state.log.append({"event": "book_moved", "seat": seat, "from": pending["take"],
                          "to": hex_number, "owner": state.temple[pending["take"]], "points": 1})
        _next_turn(state)
    elif move.kind == "from":
        pending["from"] = "landing" if move.args[0] == "landing" else int(move.args[0]) - 1
    else:
        _move_novice(state, seat, pending, move)


def _move_novice(state: LunaState, seat: int, pending: dict, move: Move) -> None:
    """One `to:` step of a drift, Tide or Boat."""
    kind, origin = pending["kind"], pending["from"]
    target = int(move.args[0]) - 1
    if origin == "landing":
        status = "landing"
        state.landing[seat] -= 1
    else:
        status = move.args[1] if len(move.args) == 2 else "active"
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
    state.log.append({"event": "moved", "seat": seat, "by": kind,
                      "from": "landing" if origin == "landing" else origin + 1,
                      "to": target + 1, "was": status})
    left = _left_at(state, seat, kind, origin)
    if not left or (kind == "boat" and pending["moved"] == 2):
        _next_turn(state)


def _left_at(state: LunaState, seat: int, kind: str, origin: int | str) -> int:
    if isinstance(origin, str):     # the landing
        return state.landing[seat]
    if kind == "tide":
        return state.active[origin][seat] + state.spent[origin][seat]
    return state.active[origin][seat]
