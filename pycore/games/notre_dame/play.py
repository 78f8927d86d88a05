"""Playing Notre Dame moves: the trusted path behind `NotreDameState._play`.

Each move answers the decision frame on top of `state.pending` (or the draft): it pops the
frame, carries out what the move says (through `actions.py` and `persons.py`), perhaps pushes
the next decision, and hands over to `rounds.advance`, which moves on once the seat is done.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ...protocol import Move
from . import actions, data, rounds
from .data import card_name
from .moves import shift_texts
from .persons import PERSON_RULES

if TYPE_CHECKING:
    from .state import NotreDameState


def play(st: NotreDameState, seat: int, move: Move) -> None:
    """The trusted path: `move` is legal for `seat` now."""
    kind, args = move.kind, move.args
    if kind == "keep":
        rounds.keep(st, seat, next(c for c in st.draft[seat] if card_name(c) == args[0]))
        return
    if kind == "plague":
        st.pending.pop()
        rounds.lose_cube(st, seat, args[0])
        rounds.after_plague_choice(st)
        return
    HANDLERS[kind](st, seat, args)
    rounds.advance(st)


def play_card(st: NotreDameState, seat: int, args: tuple[str, ...]) -> None:
    st.pending.pop()
    action = args[0]
    hand = st.hands[seat]
    card = next(c for c in hand if card_name(c) == action)
    hand.remove(card)
    st.played[seat].append(card)
    st.log.append({"event": "played", "seat": seat, "action": action,
                   "colour": data.COLOURS[card // len(data.ACTIONS)]})
    if st.turn == 1:
        # The third card is laid face up beside the second (seed).
        for left_over in hand:
            st.log.append({"event": "discarded", "seat": seat, "action": card_name(left_over),
                           "colour": data.COLOURS[left_over // len(data.ACTIONS)]})
        st.discarded[seat] = list(hand)
        st.hands[seat] = []
    if action == "friend":
        st.pending.append({"kind": "friend"})
    elif action == data.NOTRE_DAME:
        st.pending.append({"kind": "donate"})
    else:
        need_cube(st, seat, action, action)


def need_cube(st: NotreDameState, seat: int, target: str, card: str, gold: int = 0) -> None:
    """Put a cube on `target` and act, or ask where to move one from if none is left."""
    if not st.supply[seat]:
        st.pending.append({"kind": "cube_source", "target": target, "card": card, "gold": gold})
        return
    actions.place_cube(st, seat, target)
    after_cube(st, seat, target, gold)


def after_cube(st: NotreDameState, seat: int, target: str, gold: int) -> None:
    if target == data.NOTRE_DAME:
        actions.donate(st, seat, gold)
    else:
        actions.activate(st, seat, target)


def on_donate(st: NotreDameState, seat: int, args: tuple[str, ...]) -> None:
    st.pending.pop()
    gold = int(args[0])
    if gold == 0:
        # No donation, no cube (the seed's reading, § Rulings).
        st.log.append({"event": "donated", "seat": seat, "gold": 0})
        return
    need_cube(st, seat, data.NOTRE_DAME, data.NOTRE_DAME, gold)


def on_move_cube(st: NotreDameState, seat: int, args: tuple[str, ...]) -> None:
    frame = st.pending.pop()
    actions.move_cube(st, seat, args[0], args[1], "no_cube_left")
    after_cube(st, seat, args[1], frame["gold"])


def on_discard(st: NotreDameState, seat: int, args: tuple[str, ...]) -> None:
    st.pending.pop()
    st.log.append({"event": "no_action", "seat": seat, "action": args[0]})


def on_friend(st: NotreDameState, seat: int, args: tuple[str, ...]) -> None:
    st.pending.pop()
    st.friend[seat] = args[0]
    st.log.append({"event": "friend", "seat": seat, "sector": args[0]})
    actions.activate(st, seat, args[0])


def on_carriage(st: NotreDameState, seat: int, args: tuple[str, ...]) -> None:
    frame = st.pending[-1]
    if args[0] == "stop":
        st.pending.pop()
        actions.finish_carriage(st, seat, bool(frame["moved"]))
        return
    before = st.carriage[seat]
    st.carriage[seat] = args[0]
    st.log.append({"event": "carriage", "seat": seat, "from": before, "to": args[0]})
    frame["left"] -= 1
    frame["moved"] = 1
    if frame["left"] == 0:
        st.pending.pop()
        actions.finish_carriage(st, seat, True)


def on_message(st: NotreDameState, seat: int, args: tuple[str, ...]) -> None:
    st.pending.pop()
    if args[0] == "take":
        actions.take_message(st, seat)


def on_bonus(st: NotreDameState, seat: int, args: tuple[str, ...]) -> None:
    frame = st.pending[-1]
    frame["left"] -= 1
    if frame["left"] == 0:
        st.pending.pop()
    actions.take_bonus(st, seat, args[0], frame["reason"])


def on_hire(st: NotreDameState, seat: int, args: tuple[str, ...]) -> None:
    st.pending.pop()
    if args[0] == "none":
        st.log.append({"event": "hired", "seat": seat, "person": None})
        return
    st.gold[seat] -= 1
    st.hired[seat] = args[0]
    st.log.append({"event": "hired", "seat": seat, "person": args[0]})
    PERSON_RULES[args[0]].on_hire(st, seat)


def move_piece(st: NotreDameState, seat: int, args: tuple[str, ...], reason: str) -> None:
    source, target = args[0], args[1]
    if len(args) == 3:
        st.friend[seat] = target
        st.log.append({"event": "moved", "seat": seat, "from": source, "to": target,
                       "friend": True, "reason": reason})
    else:
        actions.move_cube(st, seat, source, target, reason)


def on_shift(st: NotreDameState, seat: int, args: tuple[str, ...]) -> None:
    frame = st.pending[-1]
    if args[0] == "done":
        st.pending.pop()
        return
    move_piece(st, seat, args, "minstrel")
    frame["from"], frame["to"] = args[0], args[1]
    frame["left"] -= 1
    if frame["left"] == 0 or not shift_texts(st, seat, frame):
        st.pending.pop()


def on_jester(st: NotreDameState, seat: int, args: tuple[str, ...]) -> None:
    st.pending.pop()
    if args[0] == "none":
        return
    move_piece(st, seat, args, "jester")
    actions.activate(st, seat, args[1])


def on_bishop(st: NotreDameState, seat: int, args: tuple[str, ...]) -> None:
    st.pending.pop()
    st.general[seat] -= 1
    st.add_cubes(seat, args[0], 1)
    st.log.append({"event": "placed", "seat": seat, "place": args[0], "reason": "bishop"})
    actions.activate(st, seat, args[0])


HANDLERS: dict[str, Callable[[NotreDameState, int, tuple[str, ...]], None]] = {
    "play": play_card, "donate": on_donate, "move_cube": on_move_cube, "discard": on_discard,
    "friend": on_friend, "carriage": on_carriage, "message": on_message, "bonus": on_bonus,
    "hire": on_hire, "shift": on_shift, "jester": on_jester, "bishop": on_bishop,
}


