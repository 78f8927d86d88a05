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


# The draft and the plague move on by themselves (`rounds.keep`, `rounds.after_plague_choice`);
# after any other move `rounds.advance` moves on once the seat has no decision left.
MOVING_ON_THEMSELVES = frozenset({"keep", "plague"})


def play(state: NotreDameState, seat: int, move: Move) -> None:
    """The trusted path: `move` is legal for `seat` now."""
    HANDLERS[move.kind](state, seat, move.args)
    if move.kind not in MOVING_ON_THEMSELVES:
        rounds.advance(state)


def on_keep(state: NotreDameState, seat: int, args: tuple[str, ...]) -> None:
    rounds.keep(state, seat, next(c for c in state.draft[seat] if card_name(c) == args[0]))


def on_plague(state: NotreDameState, seat: int, args: tuple[str, ...]) -> None:
    state.pending.pop()
    rounds.lose_cube(state, seat, args[0])
    rounds.after_plague_choice(state)


def play_card(state: NotreDameState, seat: int, args: tuple[str, ...]) -> None:
    state.pending.pop()
    action = args[0]
    hand = state.hands[seat]
    card = next(c for c in hand if card_name(c) == action)
    hand.remove(card)
    state.played[seat].append(card)
    state.log_event("played", seat=seat, action=action,
                    colour=data.COLOURS[card // len(data.ACTIONS)])
    if state.turn == 1:
        # The third card is laid face up beside the second (seed).
        for left_over in hand:
            state.log_event("discarded", seat=seat, action=card_name(left_over),
                            colour=data.COLOURS[left_over // len(data.ACTIONS)])
        state.discarded[seat] = list(hand)
        state.hands[seat] = []
    if action == "friend":
        state.pending.append({"kind": "friend"})
    elif action == data.NOTRE_DAME:
        state.pending.append({"kind": "donate"})
    else:
        need_cube(state, seat, action, action)


def need_cube(state: NotreDameState, seat: int, target: str, card: str, gold: int = 0) -> None:
    """Put a cube on `target` and act, or ask where to move one from if none is left."""
    if not state.supply[seat]:
        state.pending.append({"kind": "cube_source", "target": target, "card": card, "gold": gold})
        return
    actions.place_cube(state, seat, target)
    after_cube(state, seat, target, gold)


def after_cube(state: NotreDameState, seat: int, target: str, gold: int) -> None:
    if target == data.NOTRE_DAME:
        actions.donate(state, seat, gold)
    else:
        actions.activate(state, seat, target)


def on_donate(state: NotreDameState, seat: int, args: tuple[str, ...]) -> None:
    state.pending.pop()
    gold = int(args[0])
    if gold == 0:
        # No donation, no cube (the seed's reading, § Rulings).
        state.log_event("donated", seat=seat, gold=0)
        return
    need_cube(state, seat, data.NOTRE_DAME, data.NOTRE_DAME, gold)


def on_move_cube(state: NotreDameState, seat: int, args: tuple[str, ...]) -> None:
    frame = state.pending.pop()
    actions.move_cube(state, seat, args[0], args[1], "no_cube_left")
    after_cube(state, seat, args[1], frame["gold"])


def on_discard(state: NotreDameState, seat: int, args: tuple[str, ...]) -> None:
    state.pending.pop()
    state.log_event("no_action", seat=seat, action=args[0])


def on_friend(state: NotreDameState, seat: int, args: tuple[str, ...]) -> None:
    state.pending.pop()
    state.friend[seat] = args[0]
    state.log_event("friend", seat=seat, sector=args[0])
    actions.activate(state, seat, args[0])


def on_carriage(state: NotreDameState, seat: int, args: tuple[str, ...]) -> None:
    frame = state.pending[-1]
    if args[0] == "stop":
        state.pending.pop()
        actions.finish_carriage(state, seat, bool(frame["moved"]))
        return
    before = state.carriage[seat]
    state.carriage[seat] = args[0]
    state.log_event("carriage", seat=seat, **{"from": before}, to=args[0])
    frame["left"] -= 1
    frame["moved"] = 1
    if frame["left"] == 0:
        state.pending.pop()
        actions.finish_carriage(state, seat, True)


def on_message(state: NotreDameState, seat: int, args: tuple[str, ...]) -> None:
    state.pending.pop()
    if args[0] == "take":
        actions.take_message(state, seat)


def on_bonus(state: NotreDameState, seat: int, args: tuple[str, ...]) -> None:
    frame = state.pending[-1]
    frame["left"] -= 1
    if frame["left"] == 0:
        state.pending.pop()
    actions.take_bonus(state, seat, args[0], frame["reason"])


def on_hire(state: NotreDameState, seat: int, args: tuple[str, ...]) -> None:
    state.pending.pop()
    if args[0] == "none":
        state.log_event("hired", seat=seat, person=None)
        return
    state.gold[seat] -= 1
    state.hired[seat] = args[0]
    state.log_event("hired", seat=seat, person=args[0])
    PERSON_RULES[args[0]].on_hire(state, seat)


def move_piece(state: NotreDameState, seat: int, args: tuple[str, ...], reason: str) -> None:
    source, target = args[0], args[1]
    if len(args) == 3:
        state.friend[seat] = target
        state.log_event("moved", seat=seat, **{"from": source}, to=target, friend=True,
                        reason=reason)
    else:
        actions.move_cube(state, seat, source, target, reason)


def on_shift(state: NotreDameState, seat: int, args: tuple[str, ...]) -> None:
    frame = state.pending[-1]
    if args[0] == "done":
        state.pending.pop()
        return
    move_piece(state, seat, args, "minstrel")
    frame["from"], frame["to"] = args[0], args[1]
    frame["left"] -= 1
    if frame["left"] == 0 or not shift_texts(state, seat, frame):
        state.pending.pop()


def on_jester(state: NotreDameState, seat: int, args: tuple[str, ...]) -> None:
    state.pending.pop()
    if args[0] == "none":
        return
    move_piece(state, seat, args, "jester")
    actions.activate(state, seat, args[1])


def on_bishop(state: NotreDameState, seat: int, args: tuple[str, ...]) -> None:
    state.pending.pop()
    state.general[seat] -= 1
    state.add_cubes(seat, args[0], 1)
    state.log_event("placed", seat=seat, place=args[0], reason="bishop")
    actions.activate(state, seat, args[0])


# move kind -> what the move does
HANDLERS: dict[str, Callable[[NotreDameState, int, tuple[str, ...]], None]] = {
    "keep": on_keep, "play": play_card, "donate": on_donate, "move_cube": on_move_cube,
    "discard": on_discard, "friend": on_friend, "carriage": on_carriage, "message": on_message,
    "bonus": on_bonus, "hire": on_hire, "shift": on_shift, "jester": on_jester,
    "bishop": on_bishop, "plague": on_plague,
}


