"""What the seven sectors, the cathedral, the messages and the park bonus do.

`activate(state, seat, sector)` carries out a sector's action once a piece has arrived
there (from a card, the trusted friend, the jester or the bishop); actions with a choice
push a decision frame onto `state.pending`. Every gain goes through the small `gain_*`
helpers so that the park bonus and the supply limits are applied in one place.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import data

if TYPE_CHECKING:
    from .state import NotreDameState


# ---- gains ---------------------------------------------------------------------------------
def park_bonus(state: NotreDameState, seat: int) -> int:
    """+1 prestige per 2 pieces in the park, on every prestige gain (seed)."""
    return state.count(seat, "park") // 2


def gain_prestige(state: NotreDameState, seat: int, amount: int, reason: str) -> None:
    if amount <= 0:
        return
    bonus = park_bonus(state, seat)
    state.prestige[seat] += amount + bonus
    park = {"park": bonus} if bonus else {}
    state.log_event("prestige", seat=seat, amount=amount, reason=reason, **park)


def gain_gold(state: NotreDameState, seat: int, amount: int, reason: str) -> None:
    """Gold never runs out (§ Rulings)."""
    state.gold[seat] += amount
    state.log_event("gold", seat=seat, amount=amount, reason=reason)


def gain_cubes(state: NotreDameState, seat: int, amount: int, reason: str) -> None:
    """Cubes come from the seat's general supply, as many as are left there."""
    got = min(amount, state.general[seat])
    state.general[seat] -= got
    state.supply[seat] += got
    state.log_event("cubes", seat=seat, amount=got, reason=reason)


def rats_back(state: NotreDameState, seat: int, amount: int, reason: str) -> None:
    before = state.rat[seat]
    state.rat[seat] = max(0, before - amount)
    state.log_event("rats", seat=seat, **{"from": before}, to=state.rat[seat], reason=reason)


def take_bonus(state: NotreDameState, seat: int, choice: str, reason: str) -> None:
    """One of the hotel's (and the landlady's) three: a cube, a gold or the rats back 1."""
    if choice == "gold":
        gain_gold(state, seat, 1, reason)
    elif choice == "cube":
        gain_cubes(state, seat, 1, reason)
    else:
        rats_back(state, seat, 1, reason)


def bonus_choices(state: NotreDameState, seat: int) -> list[str]:
    """The hotel's choices that would do something (gold always can)."""
    choices = ["gold"]
    if state.general[seat]:
        choices.append("cube")
    if state.rat[seat]:
        choices.append("rat")
    return choices


# ---- placing and activating ----------------------------------------------------------------
def place_cube(state: NotreDameState, seat: int, place: str) -> None:
    """One cube from the personal supply onto a sector or Notre Dame."""
    state.supply[seat] -= 1
    state.add_cubes(seat, place, 1)
    state.log_event("placed", seat=seat, place=place)


def move_cube(state: NotreDameState, seat: int, source: str, target: str, reason: str) -> None:
    """One ordinary cube from one place to another (never the friend)."""
    state.add_cubes(seat, source, -1)
    state.add_cubes(seat, target, 1)
    state.log_event("moved", seat=seat, **{"from": source}, to=target, reason=reason)


def activate(state: NotreDameState, seat: int, sector: str) -> None:
    """Carry out `sector`'s action with the pieces now there (the friend counts)."""
    n = state.count(seat, sector)
    if sector == "school":
        gain_cubes(state, seat, n, "school")
    elif sector == "bank":
        gain_gold(state, seat, n, "bank")
    elif sector == "residence":
        gain_prestige(state, seat, n, "residence")
    elif sector == "carriage":
        state.pending.append({"kind": "carriage", "left": n, "moved": 0})
    elif sector == "hotel":
        state.pending.append({"kind": "bonus", "left": 2 if n >= 4 else 1, "reason": "hotel"})
    elif sector in ("park", "hospital"):
        rats_back(state, seat, 1, sector)


def donate(state: NotreDameState, seat: int, gold: int) -> None:
    """The cube is already in Notre Dame: pay and score the donation."""
    state.gold[seat] -= gold
    state.log_event("donated", seat=seat, gold=gold)
    gain_prestige(state, seat, data.DONATIONS[gold], "donation")


# ---- the carriage and the messages -------------------------------------------------------
def can_take_message(state: NotreDameState, seat: int, colour: str) -> bool:
    """A second message of a colour only once the seat holds every colour in play."""
    held = {c for c, _ in state.held[seat]}
    return colour not in held or all(c in held for c in state.message_colours)


def finish_carriage(state: NotreDameState, seat: int, moved: bool) -> None:
    """The carriage stops: if it moved onto a message the seat may take, offer it."""
    message = state.market_message.get(state.carriage[seat])
    if moved and message and can_take_message(state, seat, message[0]):
        state.pending.append({"kind": "message"})


def take_message(state: NotreDameState, seat: int) -> None:
    market = state.carriage[seat]
    colour, kind = state.market_message.pop(market)
    state.held[seat].append((colour, kind))
    state.log_event("message", seat=seat, market=market, colour=colour, kind=kind)
    tile = data.MESSAGES[kind]
    gain_prestige(state, seat, tile["prestige"], "message")
    if tile["extra"] == "gold":
        gain_gold(state, seat, 1, "message")
    elif tile["extra"] == "cube":
        gain_cubes(state, seat, 1, "message")
    elif tile["extra"] == "rat":
        rats_back(state, seat, 1, "message")
