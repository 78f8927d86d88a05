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
def park_bonus(st: NotreDameState, seat: int) -> int:
    """+1 prestige per 2 pieces in the park, on every prestige gain (seed)."""
    return st.count(seat, "park") // 2


def gain_prestige(st: NotreDameState, seat: int, amount: int, reason: str) -> None:
    if amount <= 0:
        return
    bonus = park_bonus(st, seat)
    st.prestige[seat] += amount + bonus
    event = {"event": "prestige", "seat": seat, "amount": amount, "reason": reason}
    if bonus:
        event["park"] = bonus
    st.log.append(event)


def gain_gold(st: NotreDameState, seat: int, amount: int, reason: str) -> None:
    """Gold never runs out (§ Rulings)."""
    st.gold[seat] += amount
    st.log.append({"event": "gold", "seat": seat, "amount": amount, "reason": reason})


def gain_cubes(st: NotreDameState, seat: int, amount: int, reason: str) -> None:
    """Cubes come from the seat's general supply, as many as are left there."""
    got = min(amount, st.general[seat])
    st.general[seat] -= got
    st.supply[seat] += got
    st.log.append({"event": "cubes", "seat": seat, "amount": got, "reason": reason})


def rats_back(st: NotreDameState, seat: int, amount: int, reason: str) -> None:
    before = st.rat[seat]
    st.rat[seat] = max(0, before - amount)
    st.log.append({"event": "rats", "seat": seat, "from": before, "to": st.rat[seat],
                   "reason": reason})


def take_bonus(st: NotreDameState, seat: int, choice: str, reason: str) -> None:
    """One of the hotel's (and the landlady's) three: a cube, a gold or the rats back 1."""
    if choice == "gold":
        gain_gold(st, seat, 1, reason)
    elif choice == "cube":
        gain_cubes(st, seat, 1, reason)
    else:
        rats_back(st, seat, 1, reason)


def bonus_choices(st: NotreDameState, seat: int) -> list[str]:
    """The hotel's choices that would do something (gold always can)."""
    choices = ["gold"]
    if st.general[seat]:
        choices.append("cube")
    if st.rat[seat]:
        choices.append("rat")
    return choices


# ---- placing and activating ----------------------------------------------------------------
def place_cube(st: NotreDameState, seat: int, place: str) -> None:
    """One cube from the personal supply onto a sector or Notre Dame."""
    st.supply[seat] -= 1
    st.add_cubes(seat, place, 1)
    st.log.append({"event": "placed", "seat": seat, "place": place})


def move_cube(st: NotreDameState, seat: int, source: str, target: str, reason: str) -> None:
    """One ordinary cube from one place to another (never the friend)."""
    st.add_cubes(seat, source, -1)
    st.add_cubes(seat, target, 1)
    st.log.append({"event": "moved", "seat": seat, "from": source, "to": target,
                   "reason": reason})


def activate(st: NotreDameState, seat: int, sector: str) -> None:
    """Carry out `sector`'s action with the pieces now there (the friend counts)."""
    n = st.count(seat, sector)
    if sector == "school":
        gain_cubes(st, seat, n, "school")
    elif sector == "bank":
        gain_gold(st, seat, n, "bank")
    elif sector == "residence":
        gain_prestige(st, seat, n, "residence")
    elif sector == "carriage":
        st.pending.append({"kind": "carriage", "left": n, "moved": 0})
    elif sector == "hotel":
        st.pending.append({"kind": "bonus", "left": 2 if n >= 4 else 1, "reason": "hotel"})
    elif sector in ("park", "hospital"):
        rats_back(st, seat, 1, sector)


def donate(st: NotreDameState, seat: int, gold: int) -> None:
    """The cube is already in Notre Dame: pay and score the donation."""
    st.gold[seat] -= gold
    st.log.append({"event": "donated", "seat": seat, "gold": gold})
    gain_prestige(st, seat, data.DONATIONS[gold], "donation")


# ---- the carriage and the messages -------------------------------------------------------
def can_take_message(st: NotreDameState, seat: int, colour: str) -> bool:
    """A second message of a colour only once the seat holds every colour in play."""
    held = {c for c, _ in st.held[seat]}
    return colour not in held or all(c in held for c in st.message_colours)


def finish_carriage(st: NotreDameState, seat: int, moved: bool) -> None:
    """The carriage stops: if it moved onto a message the seat may take, offer it."""
    message = st.market_message.get(st.carriage[seat])
    if moved and message and can_take_message(st, seat, message[0]):
        st.pending.append({"kind": "message"})


def take_message(st: NotreDameState, seat: int) -> None:
    market = st.carriage[seat]
    colour, kind = st.market_message.pop(market)
    st.held[seat].append((colour, kind))
    st.log.append({"event": "message", "seat": seat, "market": market, "colour": colour,
                   "kind": kind})
    tile = data.MESSAGES[kind]
    gain_prestige(st, seat, tile["prestige"], "message")
    if tile["extra"] == "gold":
        gain_gold(st, seat, 1, "message")
    elif tile["extra"] == "cube":
        gain_cubes(st, seat, 1, "message")
    elif tile["extra"] == "rat":
        rats_back(st, seat, 1, "message")
