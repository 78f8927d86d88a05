"""The fifteen persons, each a small class sharing one hook interface.

A person's `on_hire(state, seat)` carries out its effect when hired (pushing a decision
frame when the player must choose); `plague_value(state, seat, value)` lets a person change
the plague value for the seat that hired it this round (only the doctor does). The names,
decks and rats are in `data.PERSONS`. Decision frames are answered in `moves.py`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import actions, data

if TYPE_CHECKING:
    from .state import NotreDameState


class Person:
    """The hook interface; the default does nothing."""

    id = ""

    def on_hire(self, state: NotreDameState, seat: int) -> None:
        pass

    def plague_value(self, state: NotreDameState, seat: int, value: int) -> int:
        return value


def sector_counts(state: NotreDameState, seat: int) -> list[int]:
    """Pieces in each of the seat's seven sectors, the friend included."""
    return [state.count(seat, s) for s in data.SECTORS]


# ---- brown ---------------------------------------------------------------------------------
class Landlady(Person):
    """+3 prestige and one of: 1 gold, 1 cube, rats back 1."""
    id = "landlady"

    def on_hire(self, state, seat):
        actions.gain_prestige(state, seat, 3, self.id)
        state.pending.append({"kind": "bonus", "left": 1, "reason": self.id})


class Monk(Person):
    """2 cubes from the general supply and +1 prestige."""
    id = "monk"

    def on_hire(self, state, seat):
        actions.gain_cubes(state, seat, 2, self.id)
        actions.gain_prestige(state, seat, 1, self.id)


class Moneylender(Person):
    """2 gold and +1 prestige."""
    id = "moneylender"

    def on_hire(self, state, seat):
        actions.gain_gold(state, seat, 2, self.id)
        actions.gain_prestige(state, seat, 1, self.id)


class Minstrel(Person):
    """Move 1–3 pieces (friend included) from one sector to another; no action."""
    id = "minstrel"

    def on_hire(self, state, seat):
        state.pending.append({"kind": "shift", "from": "", "to": "", "left": 3})


class Doctor(Person):
    """This round the plague value is 0 for this seat: the hospital sends the rats back."""
    id = "doctor"

    def plague_value(self, state, seat, value):
        return 0


class Jester(Person):
    """Move 1 piece (from a sector or Notre Dame) to another sector and take its action."""
    id = "jester"

    def on_hire(self, state, seat):
        state.pending.append({"kind": "jester"})


# ---- grey A --------------------------------------------------------------------------------
class Guard(Person):
    """+1 prestige per own piece in the borough and in Notre Dame."""
    id = "guard"

    def on_hire(self, state, seat):
        actions.gain_prestige(state, seat, sum(sector_counts(state, seat)) + state.cathedral[seat], self.id)


class Watchman(Person):
    """+1 prestige per empty sector of one's own."""
    id = "watchman"

    def on_hire(self, state, seat):
        actions.gain_prestige(state, seat, sector_counts(state, seat).count(0), self.id)


class Bishop(Person):
    """A cube from the general supply onto an empty sector, and that sector's action."""
    id = "bishop"

    def on_hire(self, state, seat):
        if bishop_targets(state, seat):
            state.pending.append({"kind": "bishop"})


def bishop_targets(state: NotreDameState, seat: int) -> list[str]:
    if not state.general[seat]:
        return []
    return [s for s in data.SECTORS if state.count(seat, s) == 0]


# ---- grey B --------------------------------------------------------------------------------
class Guildmaster(Person):
    """+2 prestige per 2 pieces in the same sector."""
    id = "guildmaster"

    def on_hire(self, state, seat):
        actions.gain_prestige(state, seat, sum(n // 2 * 2 for n in sector_counts(state, seat)), self.id)


class BeggarKing(Person):
    """+1 prestige per space between the rat marker and 9."""
    id = "beggar_king"

    def on_hire(self, state, seat):
        actions.gain_prestige(state, seat, data.PLAGUE_MAX - state.rat[seat], self.id)


class Lawyer(Person):
    """+3 prestige per 2 messages held."""
    id = "lawyer"

    def on_hire(self, state, seat):
        actions.gain_prestige(state, seat, len(state.held[seat]) // 2 * 3, self.id)


# ---- grey C --------------------------------------------------------------------------------
class Lady(Person):
    """Prestige equal to the pieces in one's fullest sector."""
    id = "lady"

    def on_hire(self, state, seat):
        actions.gain_prestige(state, seat, max(sector_counts(state, seat)), self.id)


class Mayor(Person):
    """+3 prestige per 3 pieces in the same sector."""
    id = "mayor"

    def on_hire(self, state, seat):
        actions.gain_prestige(state, seat, sum(n // 3 * 3 for n in sector_counts(state, seat)), self.id)


class Carpenter(Person):
    """+1 prestige per piece in one's sectors (not Notre Dame)."""
    id = "carpenter"

    def on_hire(self, state, seat):
        actions.gain_prestige(state, seat, sum(sector_counts(state, seat)), self.id)


PERSON_RULES: dict[str, Person] = {cls.id: cls() for cls in (
    Landlady, Monk, Moneylender, Minstrel, Doctor, Jester,
    Guard, Watchman, Bishop, Guildmaster, BeggarKing, Lawyer, Lady, Mayor, Carpenter)}
assert set(PERSON_RULES) == set(data.PERSONS)


def plague_value_for(state: NotreDameState, seat: int, value: int) -> int:
    """The plague value for `seat` this round, after its hired person's say."""
    hired = state.hired[seat]
    return PERSON_RULES[hired].plague_value(state, seat, value) if hired else value
