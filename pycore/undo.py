"""Taking back a human move in a game with bots — never past hidden information or chance.

`undo_point(record, seat)` finds the seat's last move, provided only bots moved after it, and
says whether taking it back (with the bot moves after it) would let the player learn nothing
and re-roll nothing. The test is generic over every game: replay the moves in a few worlds
that differ only in what the seat cannot see (`determinize`) and check that the seat's view
comes out the same in each. A move that drew a card, revealed a character or rolled any chance
shows up as a difference, and then there is no undo.

Replaying a game from its first move costs more the longer it runs, and the engine asks after
every move (its reply says whether the viewer may undo). So a caller that already holds the
game's state after its first n moves passes it as `known=(n, state)`, and the replay starts
there; the answer is the same either way (tests/test_records_and_links.py checks it at
every step).
"""

from __future__ import annotations

from typing import Any

from .protocol import IllegalMove
from .records import RecordError, check_record, new_state
from .rng import Rng

WORLDS = 4


def undo_point(record: dict[str, Any], seat: int,
               known: tuple[int, Any] | None = None, checked: bool = False) -> int | None:
    """How many moves to keep to undo `seat`'s last move, or None if it may not be undone.

    `known`: `(n, state)`, this record's state after its first n moves, which the replay may
    start from (used only when the seat's last move is not among those n; never changed).
    `checked`: the record is one `check_record` gave (the engine's open game), not checked
    again."""
    if not checked:
        try:
            record = check_record(record)
        except RecordError:
            return None
    seats = record["seats"]
    if not 0 <= seat < len(seats) or seats[seat]["kind"] != "human":
        return None
    if not any(s["kind"] == "bot" for s in seats):
        return None  # pass-and-play among humans: no take-backs
    moves = record["moves"]
    index = None
    for i in range(len(moves) - 1, -1, -1):
        mover = moves[i][0]
        if mover == seat:
            index = i
            break
        if not 0 <= mover < len(seats) or seats[mover]["kind"] != "bot":
            return None  # another human moved since: their move is theirs
    if index is None:
        return None
    try:
        if known is not None and 0 <= known[0] <= index:
            start, state = known[0], known[1].clone()
        else:
            start, state = 0, new_state(record)
        for mover, text in moves[start:index]:
            state.apply(mover, text)
        truth = state.clone()
        expected = []
        for mover, text in moves[index:]:
            truth.apply(mover, text)
            expected.append(truth.view(seat))
        for k in range(WORLDS):
            world = state.determinize(seat, Rng(0x5EED + k))
            for step, (mover, text) in enumerate(moves[index:]):
                world.apply(mover, text)
                if world.view(seat) != expected[step]:
                    return None
    except (IllegalMove, ValueError):
        return None  # a move that is legal only in the true world depends on hidden things
    return index
