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

    def on_build(self, st: CitadelsState, seat: int) -> None:
        st.haunted_round = st.round     # its colour choice is lost if built in the last round


class Armory(Special):
    """On its owner's turn: destroy the Armory to destroy any district of another player —
    even the Keep, the Bishop's or a complete city (seed FAQ)."""
    id, kinds = "armory", ("armory",)

    def moves(self, st: CitadelsState, turn: Turn) -> list[str]:
        return [f"armory:{t}:{card}" for t in range(st.players) if t != turn.seat
                for card in set(st.cities[t])]

    def play(self, st: CitadelsState, turn: Turn, move: Move) -> None:
        target, card = move.int_arg(0), move.args[1]
        city.destroy(st, turn.seat, "armory")
        city.destroy(st, target, card)
        st.to_bottom(["armory", card], knowledge.EVERYONE)
        st.log_event("armory", seat=turn.seat, other=target, card=card)


class Lighthouse(Special):
    id = "lighthouse"

    def on_build(self, st: CitadelsState, seat: int) -> None:
        if st.deck:
            st.pending.append({"seat": seat, "kind": "search"})


def _search_moves(st: CitadelsState, entry: dict[str, Any]) -> list[str]:
    return [f"search:{card}" for card in set(st.deck)]


def _search_play(st: CitadelsState, entry: dict[str, Any], move: Move) -> None:
    st.pending.pop(0)
    st.take_from_deck(move.args[0])
    st.hands[entry["seat"]].append(move.args[0])
    st.log_event("search", seat=entry["seat"])


class Museum(Special):
    id, kinds = "museum", ("museum",)

    def moves(self, st: CitadelsState, turn: Turn) -> list[str]:
        if "museum" in turn.used:
            return []
        return [f"museum:{card}" for card in set(st.hands[turn.seat])]

    def play(self, st: CitadelsState, turn: Turn, move: Move) -> None:
        turn.used.append("museum")
        st.hands[turn.seat].remove(move.args[0])
        knowledge.left_unseen(st, turn.seat)
        st.museum[turn.seat].append(move.args[0])
        st.log_event("museum", seat=turn.seat)

    def bonus(self, st: CitadelsState, seat: int) -> int:
        return len(st.museum[seat])


class ImperialTreasury(Special):
    id = "imperial_treasury"

    def bonus(self, st: CitadelsState, seat: int) -> int:
        return st.gold[seat]


class MapRoom(Special):
    id = "map_room"

    def bonus(self, st: CitadelsState, seat: int) -> int:
        return len(st.hands[seat])


class Laboratory(Special):
    id, kinds = "laboratory", ("lab",)

    def moves(self, st: CitadelsState, turn: Turn) -> list[str]:
        if "laboratory" in turn.used:
            return []
        return [f"lab:{card}" for card in set(st.hands[turn.seat])]

    def play(self, st: CitadelsState, turn: Turn, move: Move) -> None:
        turn.used.append("laboratory")
        st.hands[turn.seat].remove(move.args[0])
        knowledge.left_unseen(st, turn.seat)
        st.to_bottom([move.args[0]], 1 << turn.seat)
        got = st.gain(turn.seat, 1)
        st.log_event("laboratory", seat=turn.seat, gold=got)


class Smithy(Special):
    id, kinds = "smithy", ("smithy",)

    def moves(self, st: CitadelsState, turn: Turn) -> list[str]:
        if "smithy" in turn.used or st.gold[turn.seat] < 2:
            return []
        return ["smithy"]

    def play(self, st: CitadelsState, turn: Turn, move: Move) -> None:
        turn.used.append("smithy")
        st.pay_bank(turn.seat, 2)
        cards = st.draw_cards(3)
        st.hands[turn.seat].extend(cards)
        st.log_event("smithy", seat=turn.seat, count=len(cards))


class BellTower(Special):
    id = "bell_tower"

    def on_build(self, st: CitadelsState, seat: int) -> None:
        if st.threshold == 8:
            st.pending.append({"seat": seat, "kind": "bell"})


def _bell_moves(st: CitadelsState, entry: dict[str, Any]) -> list[str]:
    return ["bell:yes", "bell:no"]


def _bell_play(st: CitadelsState, entry: dict[str, Any], move: Move) -> None:
    st.pending.pop(0)
    st.log_event("bell", seat=entry["seat"], declared=move.args[0] == "yes")
    if move.args[0] == "yes":
        city.declare_bell(st)


class PoorHouse(Special):
    id = "poor_house"

    def on_turn_end(self, st: CitadelsState, turn: Turn) -> None:
        if st.gold[turn.seat] == 0:
            got = st.gain(turn.seat, 1)
            st.log_event("poor_house", seat=turn.seat, gold=got)


class Park(Special):
    id = "park"

    def on_turn_end(self, st: CitadelsState, turn: Turn) -> None:
        if not st.hands[turn.seat]:
            cards = st.draw_cards(2)
            st.hands[turn.seat].extend(cards)
            st.log_event("park", seat=turn.seat, count=len(cards))


def _graveyard_moves(st: CitadelsState, entry: dict[str, Any]) -> list[str]:
    return ["graveyard:yes", "graveyard:no"]


def _graveyard_play(st: CitadelsState, entry: dict[str, Any], move: Move) -> None:
    st.pending.pop(0)
    seat, card = entry["seat"], entry["card"]
    if move.args[0] == "yes":
        st.pay_bank(seat, 1)
        st.hands[seat].append(card)
        for viewer in range(st.players):          # everyone saw which card it was
            knowledge.learn(st, viewer, seat, [card])
        st.log_event("graveyard", seat=seat, card=card)
    else:
        st.to_bottom([card], knowledge.EVERYONE)


def _thank_moves(st: CitadelsState, entry: dict[str, Any]) -> list[str]:
    return ["thank"]


def _thank_play(st: CitadelsState, entry: dict[str, Any], move: Move) -> None:
    # The Ball Room's courtesy, made a required first tap so that no one loses a turn.
    st.pending.pop(0)
    st.log_event("thank", seat=entry["seat"], to=entry["to"])


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


def place(st: CitadelsState, seat: int, district: str, paid: int) -> None:
    """Add `district` to the city (already paid for) and run its when-built effects."""
    st.cities[seat].append(district)
    st.log_event("built", seat=seat, card=district, cost=paid)
    on_build(st, seat, district)
    city.check_complete(st, seat)


def on_build(st: CitadelsState, seat: int, district: str) -> None:
    hook = HOOKS.get(district)
    if hook is not None:
        hook.on_build(st, seat)


def end_of_turn(st: CitadelsState, seat: int) -> None:
    turn = st.turn
    for district in END_OF_TURN:
        if st.owns(seat, district) and turn is not None:
            HOOKS[district].on_turn_end(st, turn)


def ability_moves(st: CitadelsState, turn: Turn) -> list[str]:
    out: list[str] = []
    for district in set(st.cities[turn.seat]):
        hook = HOOKS.get(district)
        if hook is not None and hook.kinds:
            out.extend(hook.moves(st, turn))
    return out


# The districts whose hook adds points at the end (the others' `bonus` is 0).
SCORING = {d: hook for d, hook in HOOKS.items() if type(hook).bonus is not Special.bonus}


def bonus(st: CitadelsState, seat: int) -> int:
    cards = st.cities[seat]
    return sum([hook.bonus(st, seat) for d, hook in SCORING.items() if d in cards])
