"""The purple districts' abilities, one `Special` each where the card does something active.

Passive cards are read where they matter: Keep (Warlord/Diplomat), Quarry and Factory
(`city.py`), Great Wall (`city.destroy_cost`, Diplomat), Observatory and Library (the draw
action in `moves.py`), School of Magic (income), Hospital (`rounds.call_next`), Ball Room
(`rounds.reveal`), Throne Room (`CitadelsState.give_crown`), Dragon Gate, University, Haunted City
and Fountain of Wishes (`scoring.py`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ...protocol import Move
from . import city, knowledge
from .hooks import Special

if TYPE_CHECKING:
    from .state import CitadelsState
    from .turn import Turn


class HauntedCity(Special):
    id = "haunted_city"

    def on_build(self, state: CitadelsState, seat: int) -> None:
        state.haunted_round = state.round     # its colour choice is lost if built in the last round


class Armory(Special):
    """On its owner's turn: destroy the Armory to destroy any district of another player —
    even the Keep, the Bishop's or a complete city (seed FAQ)."""
    id, kinds = "armory", ("armory",)

    def moves(self, state: CitadelsState, turn: Turn) -> list[str]:
        return [f"armory:{t}:{card}" for t in range(state.players) if t != turn.seat
                for card in set(state.cities[t])]

    def play(self, state: CitadelsState, turn: Turn, move: Move) -> None:
        target, card = move.int_arg(0), move.args[1]
        city.destroy(state, turn.seat, "armory")
        city.destroy(state, target, card)
        state.to_bottom(["armory", card], knowledge.EVERYONE)
        state.log_event("armory", seat=turn.seat, other=target, card=card)


class Lighthouse(Special):
    id = "lighthouse"

    def on_build(self, state: CitadelsState, seat: int) -> None:
        if state.deck:
            state.pending.append({"seat": seat, "kind": "search"})


def _search_moves(state: CitadelsState, entry: dict[str, Any]) -> list[str]:
    return [f"search:{card}" for card in set(state.deck)]


def _search_play(state: CitadelsState, entry: dict[str, Any], move: Move) -> None:
    state.pending.pop(0)
    state.take_from_deck(move.args[0])
    state.hands[entry["seat"]].append(move.args[0])
    state.log_event("search", seat=entry["seat"])


class Museum(Special):
    id, kinds = "museum", ("museum",)

    def moves(self, state: CitadelsState, turn: Turn) -> list[str]:
        if "museum" in turn.used:
            return []
        return [f"museum:{card}" for card in set(state.hands[turn.seat])]

    def play(self, state: CitadelsState, turn: Turn, move: Move) -> None:
        turn.used.append("museum")
        state.hands[turn.seat].remove(move.args[0])
        knowledge.left_unseen(state, turn.seat)
        state.museum[turn.seat].append(move.args[0])
        state.log_event("museum", seat=turn.seat)

    def bonus(self, state: CitadelsState, seat: int) -> int:
        return len(state.museum[seat])


class ImperialTreasury(Special):
    id = "imperial_treasury"

    def bonus(self, state: CitadelsState, seat: int) -> int:
        return state.gold[seat]


class MapRoom(Special):
    id = "map_room"

    def bonus(self, state: CitadelsState, seat: int) -> int:
        return len(state.hands[seat])


class Laboratory(Special):
    id, kinds = "laboratory", ("lab",)

    def moves(self, state: CitadelsState, turn: Turn) -> list[str]:
        if "laboratory" in turn.used:
            return []
        return [f"lab:{card}" for card in set(state.hands[turn.seat])]

    def play(self, state: CitadelsState, turn: Turn, move: Move) -> None:
        turn.used.append("laboratory")
        state.hands[turn.seat].remove(move.args[0])
        knowledge.left_unseen(state, turn.seat)
        state.to_bottom([move.args[0]], 1 << turn.seat)
        got = state.gain(turn.seat, 1)
        state.log_event("laboratory", seat=turn.seat, gold=got)


class Smithy(Special):
    id, kinds = "smithy", ("smithy",)

    def moves(self, state: CitadelsState, turn: Turn) -> list[str]:
        if "smithy" in turn.used or state.gold[turn.seat] < 2:
            return []
        return ["smithy"]

    def play(self, state: CitadelsState, turn: Turn, move: Move) -> None:
        turn.used.append("smithy")
        state.pay_bank(turn.seat, 2)
        cards = state.draw_cards(3)
        state.hands[turn.seat].extend(cards)
        state.log_event("smithy", seat=turn.seat, count=len(cards))


class BellTower(Special):
    id = "bell_tower"

    def on_build(self, state: CitadelsState, seat: int) -> None:
        if state.threshold == 8:
            state.pending.append({"seat": seat, "kind": "bell"})


def _bell_moves(state: CitadelsState, entry: dict[str, Any]) -> list[str]:
    return ["bell:yes", "bell:no"]


def _bell_play(state: CitadelsState, entry: dict[str, Any], move: Move) -> None:
    state.pending.pop(0)
    state.log_event("bell", seat=entry["seat"], declared=move.args[0] == "yes")
    if move.args[0] == "yes":
        city.declare_bell(state)


class PoorHouse(Special):
    id = "poor_house"

    def on_turn_end(self, state: CitadelsState, turn: Turn) -> None:
        if state.gold[turn.seat] == 0:
            got = state.gain(turn.seat, 1)
            state.log_event("poor_house", seat=turn.seat, gold=got)


class Park(Special):
    id = "park"

    def on_turn_end(self, state: CitadelsState, turn: Turn) -> None:
        if not state.hands[turn.seat]:
            cards = state.draw_cards(2)
            state.hands[turn.seat].extend(cards)
            state.log_event("park", seat=turn.seat, count=len(cards))


def _graveyard_moves(state: CitadelsState, entry: dict[str, Any]) -> list[str]:
    return ["graveyard:yes", "graveyard:no"]


def _graveyard_play(state: CitadelsState, entry: dict[str, Any], move: Move) -> None:
    state.pending.pop(0)
    seat, card = entry["seat"], entry["card"]
    if move.args[0] == "yes":
        state.pay_bank(seat, 1)
        state.hands[seat].append(card)
        for viewer in range(state.players):          # everyone saw which card it was
            knowledge.learn(state, viewer, seat, [card])
        state.log_event("graveyard", seat=seat, card=card)
    else:
        state.to_bottom([card], knowledge.EVERYONE)


def _thank_moves(state: CitadelsState, entry: dict[str, Any]) -> list[str]:
    return ["thank"]


def _thank_play(state: CitadelsState, entry: dict[str, Any], move: Move) -> None:
    # The Ball Room's courtesy, made a required first tap so that no one loses a turn.
    state.pending.pop(0)
    state.log_event("thank", seat=entry["seat"], to=entry["to"])


HOOKS: dict[str, Special] = {cls.id: cls() for cls in (
    HauntedCity, Armory, Lighthouse, Museum, ImperialTreasury, MapRoom, Laboratory, Smithy,
    BellTower, PoorHouse, Park)}

# Order of the end-of-turn effects after the tax: Poor House, then Park (then the
# Alchemist's refund, a character effect).
END_OF_TURN = ("poor_house", "park")

PENDING: dict[str, tuple[Callable[..., list[str]], Callable[..., None]]] = {
    "search": (_search_moves, _search_play),
    "bell": (_bell_moves, _bell_play),
    "graveyard": (_graveyard_moves, _graveyard_play),
    "thank": (_thank_moves, _thank_play),
}


def place(state: CitadelsState, seat: int, district: str, paid: int) -> None:
    """Add `district` to the city (already paid for) and run its when-built effects."""
    state.cities[seat].append(district)
    state.log_event("built", seat=seat, card=district, cost=paid)
    on_build(state, seat, district)
    city.check_complete(state, seat)


def on_build(state: CitadelsState, seat: int, district: str) -> None:
    hook = HOOKS.get(district)
    if hook is not None:
        hook.on_build(state, seat)


def end_of_turn(state: CitadelsState, seat: int) -> None:
    turn = state.turn
    for district in END_OF_TURN:
        if state.owns(seat, district) and turn is not None:
            HOOKS[district].on_turn_end(state, turn)


def ability_moves(state: CitadelsState, turn: Turn) -> list[str]:
    out: list[str] = []
    for district in set(state.cities[turn.seat]):
        hook = HOOKS.get(district)
        if hook is not None and hook.kinds:
            out.extend(hook.moves(state, turn))
    return out


# The districts whose hook adds points at the end (the others' `bonus` is 0).
SCORING = {d: hook for d, hook in HOOKS.items() if type(hook).bonus is not Special.bonus}


def bonus(state: CitadelsState, seat: int) -> int:
    cards = state.cities[seat]
    return sum([hook.bonus(state, seat) for d, hook in SCORING.items() if d in cards])
