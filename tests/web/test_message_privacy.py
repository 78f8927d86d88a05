"""Privacy on the wire for a table by message: every message the host makes for a seat during
whole games of every game — whether it is sent at all, its number and its text — is the same in
worlds that differ only in what that seat cannot know (`state.determinize(seat, rng)`) and in
the real one. So no message can carry another seat's hand, the seed or the order of a pile;
only the last one, which reveals the deal for the check at the end (app/message/audit.py), does,
and only once the game is over."""

from __future__ import annotations

import json

import pytest
from test_table_privacy import PLAYERS, random_game, wire

from app.message import host
from pycore import games, views
from pycore.rng import Rng


@pytest.mark.parametrize("game_id", [rules.id for rules in games.all()])
@pytest.mark.parametrize("seed", [3, 17])
def test_no_message_to_a_seat_depends_on_what_it_cannot_see(game_id, seed):
    players = PLAYERS.get(game_id, 2)
    presence = ["msg"] * players
    # one SeatByMessage per seat and per world, fed in lock step like the real host
    worlds = {seat: [host.SeatByMessage(seat, "AAAAAA") for _ in range(3)] for seat in range(players)}
    steps = sent_count = 0
    for record, state in random_game(game_id, seed):
        steps += 1
        for seat in range(players):
            other = [state.determinize(seat, Rng(seed * 101 + steps * 7 + seat)),
                     state.determinize(seat, Rng(seed * 211 + steps * 13 + seat + 1))]
            made = []
            for hosted, world in zip(worlds[seat], [state] + other):
                share = wire(views.seat_view_of(record, world, seat))
                if steps == 1 or hosted.needs_message(share):
                    made.append(hosted.message(share, presence, full=steps == 1))
                    hosted.acked = hosted.sent      # the seat replies from it: the next is a change
                else:
                    made.append(None)
            assert made[1] == made[0] and made[2] == made[0], (game_id, seed, steps, seat)
            if made[0] is not None:
                sent_count += 1
                assert str(record["seed"]) not in made[0][1]
                assert "end" not in json.loads(made[0][1])
    assert steps > 20 and sent_count > 10


def test_the_proof_would_catch_a_seat_sent_another_seats_hand():
    """The same comparison fails for a message made of another seat's share: the worlds of
    seat 1 really differ in seat 0's hand."""
    differed = False
    for record, state in random_game("citadels", 5):
        other = state.determinize(1, Rng(99))
        a = host.SeatByMessage(1, "AAAAAA").message(wire(views.seat_view_of(record, state, 0)), ["msg"] * 4)
        b = host.SeatByMessage(1, "AAAAAA").message(wire(views.seat_view_of(record, other, 0)), ["msg"] * 4)
        if a != b:
            differed = True
            break
    assert differed
