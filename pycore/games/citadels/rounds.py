"""The flow of a round: removing characters, the draft, calling ranks, turns, the round's end.

`advance()` runs everything automatic after each move until someone must decide again. The
phase names the view shows are here.

Removal (4-8 players): 1 character face down at random, then max(0, C - N - 2) face up, never
the rank-4 character. When C - 1 = N (7 players with 8 ranks, 8 with 9) the last picker also
receives the face-down card, keeps one of the two and discards the other face down.
2 players: A picks, B picks and discards, A picks and discards, B picks (the last card is
discarded). 3 players: A, B, C pick twice each from 7; the last card is discarded.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...protocol import seats_in_order
from . import characters, data, districts
from .turn import Turn

if TYPE_CHECKING:
    from .state import CitadelsState

# Phases (the view's "phase"), read from `over` and `draft_steps`: the state keeps no phase.
OVER, DRAFT, TURNS = "over", "draft", "turns"


# ---- removal and draft ------------------------------------------------------------------
def start_round(state: CitadelsState) -> None:
    state.round += 1
    state._reset_round()
    state.turn = None
    state.log_event("round", round=state.round, crown=state.crown)
    chars = state.rng.shuffled(state.lineup)
    down = chars.pop()
    state.draft_log.append(["down0", -1, down])
    n = state.players
    order = list(seats_in_order(state.crown, n))
    if n == 2:
        a, b = order
        state.draft_steps = [["pick", a], ["pick", b], ["discard", b], ["pick", a],
                             ["discard", a], ["pick", b]]
    elif n == 3:
        state.draft_steps = [["pick", s] for s in order + order]
    else:
        for _ in range(max(0, state.ranks - n - 2)):
            # rank 4 is never discarded face up: pick among the others
            candidates = [c for c in chars if data.rank(c) != 4]
            card = state.rng.choice(candidates)
            chars.remove(card)
            state.face_up.append(card)
            state.draft_log.append(["up", -1, card])
        state.draft_steps = [["pick", s] for s in order]
        if state.ranks - 1 == n:
            state.reclaim_seat = order[-1]
    state.pool = sorted(chars, key=data.rank)
    state.log_event("removed", face_up=list(state.face_up), face_down=1)


def prepare_step(state: CitadelsState) -> None:
    """Before a pick: the last-player rule, and remember what the picker was shown."""
    kind, seat = state.draft_steps[0]
    if kind != "pick" or len(state.offers[seat]) > _picks_made(state, seat):
        return
    if seat == state.reclaim_seat and len(state.pool) == 1:
        for entry in state.draft_log:
            if entry[0] == "down0":
                entry[0] = "reclaimed"
                state.pool = sorted(state.pool + [entry[2]], key=data.rank)
        state.log_event("face_down_offered", seat=seat)
    state.offers[seat].append(list(state.pool))


def _picks_made(state: CitadelsState, seat: int) -> int:
    return sum(1 for e in state.draft_log if e[0] == "pick" and e[1] == seat)


def draft_move(state: CitadelsState, seat: int, kind: str, character: str) -> None:
    state.pool.remove(character)
    state.draft_steps.pop(0)
    state.draft_log.append([kind, seat, character])
    state.log_event("picked" if kind == "pick" else "discarded", seat=seat)
    if not state.draft_steps:
        for card in state.pool:                       # the last card goes face down
            state.draft_log.append(["leftover", seat, card])
        state.pool = []
        for entry in state.draft_log:
            if entry[0] == "pick":
                state.holder[data.rank(entry[2])] = entry[1]
        state.log_event("draft_over")


# ---- calling ranks ------------------------------------------------------------------------
def advance(state: CitadelsState) -> None:
    """Run the automatic steps until a seat must decide (or the game is over)."""
    while not state.over and not state.pending:
        if state.draft_steps:
            prepare_step(state)
            return
        turn = state.turn
        if turn is not None:
            if turn.ending or (turn.mode in ("victim", "hospital") and turn.acted):
                finish_turn(state)
                continue
            return
        call_next(state)


def call_next(state: CitadelsState) -> None:
    state.calling += 1
    if state.calling > state.ranks:
        end_round(state)
        return
    rank = state.calling
    character = state.character(rank)
    if character in state.face_up:
        return
    state.log_event("call", rank=rank, character=character)
    seat = state.holder[rank]
    if seat < 0:
        state.log_event("absent", character=character)
        return
    if state.killed == rank:
        if state.owns(seat, "hospital"):
            # Hospital: the assassinated owner still takes an action, nothing else.
            reveal(state, rank, seat)
            state.turn = Turn(seat, rank, character, mode="hospital")
        else:
            state.log_event("silent", character=character)
        return
    reveal(state, rank, seat)
    if state.bewitched == rank:
        state.turn = Turn(seat, rank, character, mode="victim")
    else:
        state.turn = Turn(seat, rank, character)
        characters.start_turn(state, state.turn)


def reveal(state: CitadelsState, rank: int, seat: int) -> None:
    """A called character is shown: courtesy, robbery, the Tax Collector's due, the crown."""
    character = state.character(rank)
    state.revealed[rank] = True
    state.log_event("revealed", seat=seat, character=character)
    ball = state.owner_of("ball_room")
    if ball >= 0 and state.crown == ball and seat != ball:
        state.pending.append({"seat": seat, "kind": "thank", "to": ball})
    if state.robbed == rank and state.robber >= 0:
        # the Thief takes the gold before any action or district effect (seed FAQ)
        taken = state.pay_player(seat, state.robber, state.gold[seat])
        state.log_event("robbed", seat=seat, thief=state.robber, gold=taken)
    if character == "tax_collector" and state.killed != rank:
        state.tax_receiver = state.witch_seat if state.bewitched == rank else seat
        for payer in state.tax_owed:                  # e.g. the Assassin, who built before
            collect_tax(state, payer)
        state.tax_owed = []
    if character == "king" and state.killed != rank:
        # even a bewitched King's player takes the crown (seed FAQ); an assassinated one
        # (revealed early by the Hospital) takes it at the round's end like any other
        state.give_crown(seat)


def collect_tax(state: CitadelsState, payer: int) -> None:
    if payer != state.tax_receiver and state.gold[payer] > 0:
        state.pay_player(payer, state.tax_receiver, 1)
        state.log_event("tax", seat=payer, to=state.tax_receiver)


# ---- the end of a turn ------------------------------------------------------------------------
def finish_turn(state: CitadelsState) -> None:
    """End-of-turn effects in the rulings' order: tax, Poor House, Park, Alchemist refund."""
    turn = state.turn
    assert turn is not None
    seat = turn.seat
    if turn.has_powers:
        if turn.built:
            if state.tax_receiver >= 0:
                collect_tax(state, seat)
            elif state.rank_of("tax_collector") and state.calling < state.rank_of("tax_collector"):
                state.tax_owed.append(seat)           # paid when the Tax Collector is revealed
        districts.end_of_turn(state, seat)
        characters.end_turn(state, turn)
    state.log_event("turn_over", seat=seat, character=turn.character)
    state.turn = None
    if turn.mode == "victim" and state.witch_seat >= 0:
        # the Witch finishes the bewitched character's turn with its powers
        witch = Turn(state.witch_seat, turn.rank, turn.character, mode="witch")
        witch.acted = True
        state.turn = witch
        state.log_event("witch_resumes", seat=state.witch_seat, character=turn.character)
        characters.start_turn(state, witch)
        characters.after_action(state, witch)


def end_round(state: CitadelsState) -> None:
    """The assassinated rank-4 character is revealed (the King's player takes the crown, a
    neighbouring Queen is paid); then the game ends or the next round begins."""
    if state.killed == 4 and state.holder[4] >= 0:
        seat = state.holder[4]
        if not state.revealed[4]:             # (a Hospital owner revealed it already)
            state.revealed[4] = True
            state.log_event("revealed", seat=seat, character=state.character(4), killed=True)
        if state.character(4) == "king":
            state.give_crown(seat)       # the assassinated King's heir still takes the crown
        if state.queen_deferred >= 0 and state.neighbours(state.queen_deferred, seat):
            got = state.gain(state.queen_deferred, 3)
            state.log_event("queen", seat=state.queen_deferred, gold=got)
    if any(state.completed_at):
        state.over = True
        state.turn = None
        state.log_event("game_over", scores=[int(s) for s in state.scores()])
        return
    start_round(state)
