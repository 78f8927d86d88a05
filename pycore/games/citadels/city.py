"""Cities: what building, destroying and exchanging a district cost and do; completing a city.

Shared by the turn moves, the characters (Wizard, Warlord, Diplomat) and the purple
districts (Armory, Factory, Quarry, Great Wall, Bell Tower, Museum, Graveyard). Building a
district (with its when-built effects) is `districts.place`, beside the purple cards' hooks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import data

if TYPE_CHECKING:
    from .state import CitadelsState


def build_cost(state: CitadelsState, seat: int, district: str) -> int:
    """The Factory makes the owner's other purple districts 1 cheaper to build."""
    price = data.cost(district)
    if (data.colour(district) == data.SPECIAL and district != "factory"
            and state.owns(seat, district="factory")):
        price -= 1
    return price


def duplicate_allowed(state: CitadelsState, seat: int, district: str, wizard: bool = False) -> bool:
    """Whether `seat` may add `district` to its city as far as duplicates go.

    The Wizard may build any number of copies on his turn (seed FAQ); the Quarry allows a
    second copy (the seed: "以2個為限", at most 2 of a kind).
    """
    have = state.cities[seat].count(district)
    if have == 0 or wizard:
        return True
    return state.owns(seat, "quarry") and have < data.QUARRY_LIMIT


def is_decorated(state: CitadelsState, seat: int, district: str) -> bool:
    """True when every copy of `district` in the city carries the Artist's gold.

    With duplicates (Quarry), the plain copy is the one destroyed or exchanged first.
    """
    return state.cities[seat].count(district) <= state.decorated[seat].count(district)


def worth(state: CitadelsState, seat: int, district: str) -> int:
    """A district's value in `seat`'s city (Dragon Gate/University 8, +1 if beautified)."""
    return data.value(district) + (1 if is_decorated(state, seat, district) else 0)


def remove(state: CitadelsState, seat: int, district: str) -> bool:
    """Take `district` out of a city (destroyed or exchanged away); return whether it was
    beautified. The Artist's gold goes with it; the caller decides where the card goes."""
    state.cities[seat].remove(district)
    decorated = False
    if state.decorated[seat].count(district) > state.cities[seat].count(district):
        state.decorated[seat].remove(district)
        decorated = True
    return decorated


def destroy(state: CitadelsState, seat: int, district: str) -> None:
    """Destroy a district: the card (and a Museum's tucked cards) go to the deck's bottom."""
    remove(state, seat, district)         # (the Artist's coin was paid to the bank already)
    if district == "museum":
        state.to_bottom(state.museum[seat], 1 << seat)     # tucked face down: only the owner knows
        state.museum[seat] = []
    if district == "haunted_city":
        state.haunted_round = 0
    if district == "bell_tower":
        bell_tower_gone(state)


def destroy_cost(state: CitadelsState, seat: int, district: str) -> int:
    """The Warlord's price: cost - 1 (Dragon Gate/University use their cost 6, seed FAQ),
    +1 for the Great Wall on another district, +1 for the Artist's gold."""
    price = data.cost(district) - 1
    if district != "great_wall" and state.owns(seat, "great_wall"):
        price += 1
    if is_decorated(state, seat, district):
        price += 1
    return price


# ---- completing a city and the Bell Tower -----------------------------------------------------
def check_complete(state: CitadelsState, seat: int) -> None:
    """A city reaching the threshold completes: +4 for the first, +2 for the others. Once a
    Bell Tower has been declared, a city reaching 7 gets +2 even if it is the first (seed
    FAQ: 「在鐘塔建成後建完7個地區的玩家獲得+2獎勵」); +4 went to those at 7 when it was declared."""
    if state.completed_at[seat] == 0 and len(state.cities[seat]) >= state.threshold:
        first = not any(state.completed_at) and state.threshold == data.CITY_TO_END
        state.bonus[seat] = 4 if first else 2
        state.completed_at[seat] = state.threshold
        state.log_event("completed", seat=seat, bonus=state.bonus[seat])


def declare_bell(state: CitadelsState) -> None:
    """The Bell Tower: 7 districts end the game; everyone already at 7 completes at once,
    all with +4 if nobody had completed before (seed FAQ)."""
    first = not any(state.completed_at)
    state.threshold = data.CITY_TO_END - 1
    for seat in range(state.players):
        if state.completed_at[seat] == 0 and len(state.cities[seat]) >= state.threshold:
            state.bonus[seat] = 4 if first else 2
            state.completed_at[seat] = state.threshold
            state.log_event("completed", seat=seat, bonus=state.bonus[seat])


def bell_tower_gone(state: CitadelsState) -> None:
    """A destroyed Bell Tower puts things back: 8 districts again (seed FAQ)."""
    if state.threshold == data.CITY_TO_END:
        return
    state.threshold = data.CITY_TO_END
    state.log_event("bell_silenced")
    for seat in range(state.players):
        if state.completed_at[seat] == data.CITY_TO_END - 1 and len(state.cities[seat]) < data.CITY_TO_END:
            state.completed_at[seat] = 0
            state.bonus[seat] = 0
