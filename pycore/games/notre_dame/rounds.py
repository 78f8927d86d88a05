"""Notre Dame's rounds and their phases: reveal persons, draft, play two cards, hire, plague, period end.

The phase names (also the view's `"phase"`) are here. Each phase sets up the decision of the
seat due next (a frame in `state.pending`) and hands over; `advance()` moves on once the
current seat has no decision left. The draft is the one simultaneous phase: every seat with
cards still to choose from is due, and a step of the draft ends only when all have chosen, so
the order of their picks cannot matter.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...protocol import seats_in_order
from . import actions, data, persons

if TYPE_CHECKING:
    from .state import NotreDameState

# Phases (also the view's "phase").
DRAFT, PLAY, HIRE, PLAGUE, OVER = "draft", "play", "hire", "plague", "over"


def period_letter(round_number: int) -> str:
    return data.PERIODS[min(round_number - 1, data.ROUNDS - 1) // data.ROUNDS_PER_PERIOD]


# ---- round start and the draft -------------------------------------------------------------
def start_round(state: NotreDameState) -> None:
    state.revealed = [state.brown_deck.pop(0), state.brown_deck.pop(0), state.grey_deck.pop(0)]
    state.hired = [None] * state.players
    state.played = [[] for _ in range(state.players)]
    state.discarded = [[] for _ in range(state.players)]
    state.passed1 = [[] for _ in range(state.players)]
    state.passed2 = [[] for _ in range(state.players)]
    state.log_event("round", round=state.round, period=period_letter(state.round),
                    start=state.start, persons=list(state.revealed))
    for seat in range(state.players):
        state.draft[seat] = [state.decks[seat].pop() for _ in range(3)]
    state.draft_stage = 1
    state.phase = DRAFT


def keep(state: NotreDameState, seat: int, card: int) -> None:
    """`seat` keeps `card` from its draft hand; the rest wait to be passed on."""
    hand = state.draft[seat]
    hand.remove(card)
    state.hands[seat].append(card)
    state.outbox[seat] = list(hand)
    (state.passed1 if state.draft_stage == 1 else state.passed2)[seat] = list(hand)
    state.draft[seat] = []
    if not any(state.draft):
        end_draft_step(state)


def end_draft_step(state: NotreDameState) -> None:
    """Everyone has chosen: pass the rest to the left (with two players, to the opponent,
    who in the second step hands the last card back to its owner)."""
    n = state.players
    outgoing = state.outbox
    state.outbox = [[] for _ in range(n)]
    if state.draft_stage == 1:
        for seat in range(n):
            state.draft[(seat + 1) % n] = outgoing[seat]
        state.draft_stage = 2
        state.log_event("draft_passed", step=1)
        return
    for seat in range(n):
        state.hands[(seat + 1) % n].extend(outgoing[seat])
    state.log_event("draft_passed", step=2)
    start_turns(state, PLAY)


# ---- phases taken in turn order ------------------------------------------------------------
def start_turns(state: NotreDameState, phase: str) -> None:
    state.phase = phase
    state.queue = list(seats_in_order(state.start, state.players))
    if phase == PLAY:
        state.turn = 0
    begin_turn(state)


def begin_turn(state: NotreDameState) -> None:
    """Give the seat at the front of the queue its opening decision."""
    if state.phase == PLAGUE:
        resolve_plague(state)
        return
    state.pending = [{"kind": "play" if state.phase == PLAY else "hire"}]


def advance(state: NotreDameState) -> None:
    """Called after every move outside the draft: move on once the seat is done."""
    if state.pending:
        return
    state.queue.pop(0)
    if state.queue:
        begin_turn(state)
        return
    if state.phase == PLAY and state.turn == 0:
        state.turn = 1
        state.queue = list(seats_in_order(state.start, state.players))
        begin_turn(state)
    elif state.phase == PLAY:
        start_turns(state, HIRE)
    elif state.phase == HIRE:
        # The plague phase runs itself (and ends the round) unless a seat must choose.
        start_turns(state, PLAGUE)


# ---- the plague ----------------------------------------------------------------------------
def plague_value(state: NotreDameState) -> int:
    return sum(data.PERSONS[p]["rats"] for p in state.revealed)


def resolve_plague(state: NotreDameState) -> None:
    """Move the rats of the seats in the queue until one must choose which cube to lose."""
    while state.queue:
        seat = state.queue[0]
        value = persons.plague_value_for(state, seat, plague_value(state))
        step = value - state.count(seat, "hospital")
        before = state.rat[seat]
        if step <= 0:
            state.rat[seat] = max(0, before + step)
            state.log_event("rats", seat=seat, **{"from": before}, to=state.rat[seat])
            state.queue.pop(0)
            continue
        if before + step <= data.PLAGUE_MAX:
            state.rat[seat] = before + step
            state.log_event("rats", seat=seat, **{"from": before}, to=state.rat[seat])
            state.queue.pop(0)
            continue
        # Past 9: the marker stays on 9 and the seat pays again each time (§ Rulings).
        state.rat[seat] = data.PLAGUE_MAX
        lost = min(data.PLAGUE_PENALTY, state.prestige[seat])
        state.prestige[seat] -= lost
        state.log_event("plague", seat=seat, **{"from": before}, to=data.PLAGUE_MAX, prestige=-lost)
        choices = plague_choices(state, seat)
        if len(choices) > 1:
            state.pending = [{"kind": "plague"}]
            return
        if choices:
            lose_cube(state, seat, choices[0])
        state.queue.pop(0)
    end_round(state)


def plague_choices(state: NotreDameState, seat: int) -> list[str]:
    """The fullest sectors (friend counted) that hold a cube the rats can take (not the friend)."""
    most = max(state.count(seat, s) for s in data.SECTORS)
    if most == 0:
        return []
    return [s for s in data.SECTORS if state.count(seat, s) == most and state.cubes_at(seat, s) > 0]


def lose_cube(state: NotreDameState, seat: int, sector: str) -> None:
    state.add_cubes(seat, sector, -1)
    state.general[seat] += 1
    state.log_event("cube_lost", seat=seat, sector=sector)


def after_plague_choice(state: NotreDameState) -> None:
    state.queue.pop(0)
    resolve_plague(state)


# ---- round and period end ------------------------------------------------------------------
def end_round(state: NotreDameState) -> None:
    state.pending = []
    state.queue = []
    for person in state.revealed:
        (state.brown_used if data.PERSONS[person]["deck"] == "brown" else state.grey_used).append(person)
    state.revealed = []
    if state.round % data.ROUNDS_PER_PERIOD == 0:
        end_period(state)
    state.start = (state.start + 1) % state.players
    state.round += 1
    if state.round > data.ROUNDS:
        state.phase = OVER
        state.log_event("game_over", scores=list(state.prestige), result=state.result())
        return
    start_round(state)


def end_period(state: NotreDameState) -> None:
    """Score Notre Dame, empty it, reshuffle the brown persons, give back the action cards."""
    total = sum(state.cathedral)
    pool = data.NOTRE_DAME_POOL[state.players]
    each = pool // total if total else 0
    state.log_event("notre_dame_scored", period=period_letter(state.round),
                    cubes=list(state.cathedral), each=each)
    for seat in range(state.players):
        if state.cathedral[seat] and each:
            actions.gain_prestige(state, seat, each * state.cathedral[seat], "notre_dame")
        state.general[seat] += state.cathedral[seat]
        state.cathedral[seat] = 0
    state.brown_deck = state.rng.shuffled(state.brown_deck + state.brown_used)
    state.brown_used = []
    for seat in range(state.players):
        state.hands[seat] = []
        state.decks[seat] = state.rng.shuffled([seat * len(data.ACTIONS) + i for i in range(len(data.ACTIONS))])
