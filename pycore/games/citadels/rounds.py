"""The flow of a round: removing characters, the draft, calling ranks, turns, the round's end.

`advance()` runs everything automatic after each move until someone must decide again.

Removal (4-8 players): 1 character face down at random, then max(0, C - N - 2) face up, never
the rank-4 character. When C - 1 = N (7 players with 8 ranks, 8 with 9) the last picker also
receives the face-down card, keeps one of the two and discards the other face down.
2 players: A picks, B picks and discards, A picks and discards, B picks (the last card is
discarded). 3 players: A, B, C pick twice each from 7; the last card is discarded.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import characters, data, districts
from .turn import Turn

if TYPE_CHECKING:
    from .state import CitadelsState


# ---- removal and draft ------------------------------------------------------------------
def start_round(st: CitadelsState) -> None:
    st.round += 1
    st._reset_round()
    st.turn = None
    st.log_event("round", round=st.round, crown=st.crown)
    chars = st.rng.shuffled(st.lineup)
    down = chars.pop()
    st.draft_log.append(["down0", -1, down])
    n = st.players
    order = [(st.crown + i) % n for i in range(n)]
    if n == 2:
        a, b = order
        st.draft_steps = [["pick", a], ["pick", b], ["discard", b], ["pick", a],
                          ["discard", a], ["pick", b]]
    elif n == 3:
        st.draft_steps = [["pick", s] for s in order + order]
    else:
        for _ in range(max(0, st.ranks - n - 2)):
            # rank 4 is never discarded face up: pick among the others
            candidates = [c for c in chars if data.rank(c) != 4]
            card = st.rng.choice(candidates)
            chars.remove(card)
            st.face_up.append(card)
            st.draft_log.append(["up", -1, card])
        st.draft_steps = [["pick", s] for s in order]
        if st.ranks - 1 == n:
            st.reclaim_seat = order[-1]
    st.pool = sorted(chars, key=data.rank)
    st.log_event("removed", face_up=list(st.face_up), face_down=1)


def prepare_step(st: CitadelsState) -> None:
    """Before a pick: the last-player rule, and remember what the picker was shown."""
    kind, seat = st.draft_steps[0]
    if kind != "pick" or len(st.offers[seat]) > _picks_made(st, seat):
        return
    if seat == st.reclaim_seat and len(st.pool) == 1:
        for entry in st.draft_log:
            if entry[0] == "down0":
                entry[0] = "reclaimed"
                st.pool = sorted(st.pool + [entry[2]], key=data.rank)
        st.log_event("face_down_offered", seat=seat)
    st.offers[seat].append(list(st.pool))


def _picks_made(st: CitadelsState, seat: int) -> int:
    return sum(1 for e in st.draft_log if e[0] == "pick" and e[1] == seat)


def draft_move(st: CitadelsState, seat: int, kind: str, character: str) -> None:
    st.pool.remove(character)
    st.draft_steps.pop(0)
    st.draft_log.append([kind, seat, character])
    st.log_event("picked" if kind == "pick" else "discarded", seat=seat)
    if not st.draft_steps:
        for card in st.pool:                       # the last card goes face down
            st.draft_log.append(["leftover", seat, card])
        st.pool = []
        for entry in st.draft_log:
            if entry[0] == "pick":
                st.holder[data.rank(entry[2])] = entry[1]
        st.log_event("draft_over")


# ---- calling ranks ------------------------------------------------------------------------
def advance(st: CitadelsState) -> None:
    """Run the automatic steps until a seat must decide (or the game is over)."""
    while not st.over and not st.pending:
        if st.draft_steps:
            prepare_step(st)
            return
        turn = st.turn
        if turn is not None:
            if turn.ending or (turn.mode in ("victim", "hospital") and turn.acted):
                finish_turn(st)
                continue
            return
        call_next(st)


def call_next(st: CitadelsState) -> None:
    st.calling += 1
    if st.calling > st.ranks:
        end_round(st)
        return
    rank = st.calling
    character = st.character(rank)
    if character in st.face_up:
        return
    st.log_event("call", rank=rank, character=character)
    seat = st.holder[rank]
    if seat < 0:
        st.log_event("absent", character=character)
        return
    if st.killed == rank:
        if st.owns(seat, "hospital"):
            # Hospital: the assassinated owner still takes an action, nothing else.
            reveal(st, rank, seat)
            st.turn = Turn(seat, rank, character, mode="hospital")
        else:
            st.log_event("silent", character=character)
        return
    reveal(st, rank, seat)
    if st.bewitched == rank:
        st.turn = Turn(seat, rank, character, mode="victim")
    else:
        st.turn = Turn(seat, rank, character)
        characters.start_turn(st, st.turn)


def reveal(st: CitadelsState, rank: int, seat: int) -> None:
    """A called character is shown: courtesy, robbery, the Tax Collector's due, the crown."""
    character = st.character(rank)
    st.revealed[rank] = True
    st.log_event("revealed", seat=seat, character=character)
    ball = st.owner_of("ball_room")
    if ball >= 0 and st.crown == ball and seat != ball:
        st.pending.append({"seat": seat, "kind": "thank", "to": ball})
    if st.robbed == rank and st.robber >= 0:
        # the Thief takes the gold before any action or district effect (seed FAQ)
        taken = st.pay_player(seat, st.robber, st.gold[seat])
        st.log_event("robbed", seat=seat, thief=st.robber, gold=taken)
    if character == "tax_collector" and st.killed != rank:
        st.tax_receiver = st.witch_seat if st.bewitched == rank else seat
        for payer in st.tax_owed:                  # e.g. the Assassin, who built before
            collect_tax(st, payer)
        st.tax_owed = []
    if character == "king" and st.killed != rank:
        # even a bewitched King's player takes the crown (seed FAQ); an assassinated one
        # (revealed early by the Hospital) takes it at the round's end like any other
        st.give_crown(seat)


def collect_tax(st: CitadelsState, payer: int) -> None:
    if payer != st.tax_receiver and st.gold[payer] > 0:
        st.pay_player(payer, st.tax_receiver, 1)
        st.log_event("tax", seat=payer, to=st.tax_receiver)


# ---- the end of a turn ------------------------------------------------------------------------
def finish_turn(st: CitadelsState) -> None:
    """End-of-turn effects in the rulings' order: tax, Poor House, Park, Alchemist refund."""
    turn = st.turn
    assert turn is not None
    seat = turn.seat
    if turn.has_powers:
        if turn.built:
            if st.tax_receiver >= 0:
                collect_tax(st, seat)
            elif st.rank_of("tax_collector") and st.calling < st.rank_of("tax_collector"):
                st.tax_owed.append(seat)           # paid when the Tax Collector is revealed
        districts.end_of_turn(st, seat)
        characters.end_turn(st, turn)
    st.log_event("turn_over", seat=seat, character=turn.character)
    st.turn = None
    if turn.mode == "victim" and st.witch_seat >= 0:
        # the Witch finishes the bewitched character's turn with its powers
        witch = Turn(st.witch_seat, turn.rank, turn.character, mode="witch")
        witch.acted = True
        st.turn = witch
        st.log_event("witch_resumes", seat=st.witch_seat, character=turn.character)
        characters.start_turn(st, witch)
        characters.after_action(st, witch)


def end_round(st: CitadelsState) -> None:
    """The assassinated rank-4 character is revealed (the King's player takes the crown, a
    neighbouring Queen is paid); then the game ends or the next round begins."""
    if st.killed == 4 and st.holder[4] >= 0:
        seat = st.holder[4]
        if not st.revealed[4]:             # (a Hospital owner revealed it already)
            st.revealed[4] = True
            st.log_event("revealed", seat=seat, character=st.character(4), killed=True)
        if st.character(4) == "king":
            st.give_crown(seat)       # the assassinated King's heir still takes the crown
        if st.queen_deferred >= 0 and st.neighbours(st.queen_deferred, seat):
            got = st.gain(st.queen_deferred, 3)
            st.log_event("queen", seat=st.queen_deferred, gold=got)
    if any(st.completed_at):
        st.over = True
        st.turn = None
        st.log_event("game_over", scores=[int(s) for s in st.scores()])
        return
    start_round(st)
