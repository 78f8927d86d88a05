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


def build_cost(st: CitadelsState, seat: int, district: str) -> int:
    """The Factory makes the owner's other purple districts 1 cheaper to build."""
    price = data.cost(district)
    if (data.colour(district) == data.SPECIAL and district != "factory"
            and st.owns(seat, district="factory")):
        price -= 1
    return price


def duplicate_allowed(st: CitadelsState, seat: int, district: str, wizard: bool = False) -> bool:
    """Whether `seat` may add `district` to its city as far as duplicates go.

    The Wizard may build any number of copies on his turn (seed FAQ); the Quarry allows a
    second copy (the seed: "以2個為限", at most 2 of a kind).
    """
    have = st.cities[seat].count(district)
    if have == 0 or wizard:
        return True
    return st.owns(seat, "quarry") and have < data.QUARRY_LIMIT


def is_decorated(st: CitadelsState, seat: int, district: str) -> bool:
    """True when every copy of `district` in the city carries the Artist's gold.

    With duplicates (Quarry), the plain copy is the one destroyed or exchanged first.
    """
    return st.cities[seat].count(district) <= st.decorated[seat].count(district)


def worth(st: CitadelsState, seat: int, district: str) -> int:
    """A district's value in `seat`'s city (Dragon Gate/University 8, +1 if beautified)."""
    return data.value(district) + (1 if is_decorated(st, seat, district) else 0)


def remove(st: CitadelsState, seat: int, district: str) -> bool:
    """Take `district` out of a city (destroyed or exchanged away); return whether it was
    beautified. The Artist's gold goes with it; the caller decides where the card goes."""
    st.cities[seat].remove(district)
    decorated = False
    if st.decorated[seat].count(district) > st.cities[seat].count(district):
        st.decorated[seat].remove(district)
        decorated = True
    return decorated


def destroy(st: CitadelsState, seat: int, district: str) -> None:
    """Destroy a district: the card (and a Museum's tucked cards) go to the deck's bottom."""
    remove(st, seat, district)         # (the Artist's coin was paid to the bank already)
    if district == "museum":
        st.to_bottom(st.museum[seat], 1 << seat)     # tucked face down: only the owner knows
        st.museum[seat] = []
    if district == "haunted_city":
        st.haunted_round = 0
    if district == "bell_tower":
        bell_tower_gone(st)


def destroy_cost(st: CitadelsState, seat: int, district: str) -> int:
    """The Warlord's price: cost - 1 (Dragon Gate/University use their cost 6, seed FAQ),
    +1 for the Great Wall on another district, +1 for the Artist's gold."""
    price = data.cost(district) - 1
    if district != "great_wall" and st.owns(seat, "great_wall"):
        price += 1
    if is_decorated(st, seat, district):
        price += 1
    return price


# ---- completing a city and the Bell Tower -----------------------------------------------------
def check_complete(st: CitadelsState, seat: int) -> None:
    """A city reaching the threshold completes: +4 for the first, +2 for the others. Once a
    Bell Tower has been declared, a city reaching 7 gets +2 even if it is the first (seed
    FAQ: 「在鐘塔建成後建完7個地區的玩家獲得+2獎勵」); +4 went to those at 7 when it was declared."""
    if st.completed_at[seat] == 0 and len(st.cities[seat]) >= st.threshold:
        first = not any(st.completed_at) and st.threshold == data.CITY_TO_END
        st.bonus[seat] = 4 if first else 2
        st.completed_at[seat] = st.threshold
        st.log_event("completed", seat=seat, bonus=st.bonus[seat])


def declare_bell(st: CitadelsState) -> None:
    """The Bell Tower: 7 districts end the game; everyone already at 7 completes at once,
    all with +4 if nobody had completed before (seed FAQ)."""
    first = not any(st.completed_at)
    st.threshold = data.CITY_TO_END - 1
    for seat in range(st.players):
        if st.completed_at[seat] == 0 and len(st.cities[seat]) >= st.threshold:
            st.bonus[seat] = 4 if first else 2
            st.completed_at[seat] = st.threshold
            st.log_event("completed", seat=seat, bonus=st.bonus[seat])


def bell_tower_gone(st: CitadelsState) -> None:
    """A destroyed Bell Tower puts things back: 8 districts again (seed FAQ)."""
    if st.threshold == data.CITY_TO_END:
        return
    st.threshold = data.CITY_TO_END
    st.log_event("bell_silenced")
    for seat in range(st.players):
        if st.completed_at[seat] == data.CITY_TO_END - 1 and len(st.cities[seat]) < data.CITY_TO_END:
            st.completed_at[seat] = 0
            st.bonus[seat] = 0
