"""Notre Dame's rounds and their phases: reveal persons, draft, play two cards, hire, plague, period end.

Each phase sets up the decision of the seat due next (a frame in `state.pending`) and hands
over; `advance()` moves on once the current seat has no decision left. The draft is the one
simultaneous phase: every seat with cards still to choose from is due, and a step of the
draft ends only when all have chosen, so the order of their picks cannot matter.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...protocol import seats_in_order
from . import actions, data, persons

if TYPE_CHECKING:
    from .state import NotreDameState


def period_letter(round_number: int) -> str:
    return data.PERIODS[min(round_number - 1, data.ROUNDS - 1) // data.ROUNDS_PER_PERIOD]


# ---- round start and the draft -------------------------------------------------------------
def start_round(st: NotreDameState) -> None:
    st.revealed = [st.brown_deck.pop(0), st.brown_deck.pop(0), st.grey_deck.pop(0)]
    st.hired = [None] * st.players
    st.played = [[] for _ in range(st.players)]
    st.discarded = [[] for _ in range(st.players)]
    st.passed1 = [[] for _ in range(st.players)]
    st.passed2 = [[] for _ in range(st.players)]
    st.log.append({"event": "round", "round": st.round, "period": period_letter(st.round),
                   "start": st.start, "persons": list(st.revealed)})
    for seat in range(st.players):
        st.draft[seat] = [st.decks[seat].pop() for _ in range(3)]
    st.draft_stage = 1
    st.phase = "draft"


def keep(st: NotreDameState, seat: int, card: int) -> None:
    """`seat` keeps `card` from its draft hand; the rest wait to be passed on."""
    hand = st.draft[seat]
    hand.remove(card)
    st.hands[seat].append(card)
    st.outbox[seat] = list(hand)
    (st.passed1 if st.draft_stage == 1 else st.passed2)[seat] = list(hand)
    st.draft[seat] = []
    if not any(st.draft):
        end_draft_step(st)


def end_draft_step(st: NotreDameState) -> None:
    """Everyone has chosen: pass the rest to the left (with two players, to the opponent,
    who in the second step hands the last card back to its owner)."""
    n = st.players
    outgoing = st.outbox
    st.outbox = [[] for _ in range(n)]
    if st.draft_stage == 1:
        for seat in range(n):
            st.draft[(seat + 1) % n] = outgoing[seat]
        st.draft_stage = 2
        st.log.append({"event": "draft_passed", "step": 1})
        return
    for seat in range(n):
        st.hands[(seat + 1) % n].extend(outgoing[seat])
    st.log.append({"event": "draft_passed", "step": 2})
    start_turns(st, "play")


# ---- phases taken in turn order ------------------------------------------------------------
def start_turns(st: NotreDameState, phase: str) -> None:
    st.phase = phase
    st.queue = list(seats_in_order(st.start, st.players))
    if phase == "play":
        st.turn = 0
    begin_turn(st)


def begin_turn(st: NotreDameState) -> None:
    """Give the seat at the front of the queue its opening decision."""
    if st.phase == "plague":
        resolve_plague(st)
        return
    st.pending = [{"kind": "play" if st.phase == "play" else "hire"}]


def advance(st: NotreDameState) -> None:
    """Called after every move outside the draft: move on once the seat is done."""
    if st.pending:
        return
    st.queue.pop(0)
    if st.queue:
        begin_turn(st)
        return
    if st.phase == "play" and st.turn == 0:
        st.turn = 1
        st.queue = list(seats_in_order(st.start, st.players))
        begin_turn(st)
    elif st.phase == "play":
        start_turns(st, "hire")
    elif st.phase == "hire":
        # The plague phase runs itself (and ends the round) unless a seat must choose.
        start_turns(st, "plague")


# ---- the plague ----------------------------------------------------------------------------
def plague_value(st: NotreDameState) -> int:
    return sum(data.PERSONS[p]["rats"] for p in st.revealed)


def resolve_plague(st: NotreDameState) -> None:
    """Move the rats of the seats in the queue until one must choose which cube to lose."""
    while st.queue:
        seat = st.queue[0]
        value = persons.plague_value_for(st, seat, plague_value(st))
        step = value - st.count(seat, "hospital")
        before = st.rat[seat]
        if step <= 0:
            st.rat[seat] = max(0, before + step)
            st.log.append({"event": "rats", "seat": seat, "from": before, "to": st.rat[seat]})
            st.queue.pop(0)
            continue
        if before + step <= data.PLAGUE_MAX:
            st.rat[seat] = before + step
            st.log.append({"event": "rats", "seat": seat, "from": before, "to": st.rat[seat]})
            st.queue.pop(0)
            continue
        # Past 9: the marker stays on 9 and the seat pays again each time (§ Rulings).
        st.rat[seat] = data.PLAGUE_MAX
        lost = min(data.PLAGUE_PENALTY, st.prestige[seat])
        st.prestige[seat] -= lost
        st.log.append({"event": "plague", "seat": seat, "from": before, "to": data.PLAGUE_MAX,
                       "prestige": -lost})
        choices = plague_choices(st, seat)
        if len(choices) > 1:
            st.pending = [{"kind": "plague"}]
            return
        if choices:
            lose_cube(st, seat, choices[0])
        st.queue.pop(0)
    end_round(st)


def plague_choices(st: NotreDameState, seat: int) -> list[str]:
    """The fullest sectors (friend counted) that hold a cube the rats can take (not the friend)."""
    most = max(st.count(seat, s) for s in data.SECTORS)
    if most == 0:
        return []
    return [s for s in data.SECTORS if st.count(seat, s) == most and st.cubes_at(seat, s) > 0]


def lose_cube(st: NotreDameState, seat: int, sector: str) -> None:
    st.add_cubes(seat, sector, -1)
    st.general[seat] += 1
    st.log.append({"event": "cube_lost", "seat": seat, "sector": sector})


def after_plague_choice(st: NotreDameState) -> None:
    st.queue.pop(0)
    resolve_plague(st)


# ---- round and period end ------------------------------------------------------------------
def end_round(st: NotreDameState) -> None:
    st.pending = []
    st.queue = []
    for person in st.revealed:
        (st.brown_used if data.PERSONS[person]["deck"] == "brown" else st.grey_used).append(person)
    st.revealed = []
    if st.round % data.ROUNDS_PER_PERIOD == 0:
        end_period(st)
    st.start = (st.start + 1) % st.players
    st.round += 1
    if st.round > data.ROUNDS:
        st.phase = "over"
        st.log.append({"event": "game_over", "scores": list(st.prestige), "result": st.result()})
        return
    start_round(st)


def end_period(st: NotreDameState) -> None:
    """Score Notre Dame, empty it, reshuffle the brown persons, give back the action cards."""
    total = sum(st.cathedral)
    pool = data.NOTRE_DAME_POOL[st.players]
    each = pool // total if total else 0
    st.log.append({"event": "notre_dame_scored", "period": period_letter(st.round),
                   "cubes": list(st.cathedral), "each": each})
    for seat in range(st.players):
        if st.cathedral[seat] and each:
            actions.gain_prestige(st, seat, each * st.cathedral[seat], "notre_dame")
        st.general[seat] += st.cathedral[seat]
        st.cathedral[seat] = 0
    st.brown_deck = st.rng.shuffled(st.brown_deck + st.brown_used)
    st.brown_used = []
    for seat in range(st.players):
        st.hands[seat] = []
        st.decks[seat] = st.rng.shuffled([seat * len(data.ACTIONS) + i for i in range(len(data.ACTIONS))])
