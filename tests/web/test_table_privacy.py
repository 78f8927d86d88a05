"""Privacy by construction, proved on the wire: every message the host would send to a guest
during whole games of every game is the same in two worlds that differ only in what that
guest's seat cannot know (`state.determinize(seat, rng)`), and in the real one. So no
message to a guest can carry another seat's hand, the seed or the order of a pile."""

from __future__ import annotations

import json
import random

import pytest
from harness import fresh_engine

from app.table import protocol
from pycore import games, records, views
from pycore.rng import Rng

# Three seats at every table, Citadels at four.
PLAYERS = dict.fromkeys(games.ids(), 3)
PLAYERS["citadels"] = 4


def random_game(game_id, seed):
    """Every state of one random game to the end, with its record so far."""
    seats = [{"name": f"P{i}", "kind": "human"} for i in range(PLAYERS.get(game_id, 2))]
    # a long seed, so that the check that no message spells it out means something
    record = records.make_record(game_id, seats, 700_000_000_000 + seed * 1_000_003)
    state = records.replay(record)
    rnd = random.Random(seed)
    yield record, state
    while not state.is_over():
        seat = rnd.choice(list(state.to_move()))
        move = str(rnd.choice(state.legal_moves(seat)))
        state.apply(seat, move)
        record = dict(record, moves=record["moves"] + [[seat, move]])
        yield record, state


def wire(reply):
    """A reply as it crosses the worker boundary (JSON text), parsed again."""
    return json.loads(json.dumps(reply))


@pytest.mark.parametrize("game_id", [rules.id for rules in games.all()])
@pytest.mark.parametrize("seed", [3, 17])
def test_no_message_to_a_guest_depends_on_what_its_seat_cannot_see(game_id, seed):
    players = PLAYERS.get(game_id, 2)
    presence = [protocol.HERE] * players
    # one HostSeat per guest seat and per world, fed in lock step like the real host
    worlds = {seat: [protocol.HostSeat(seat, "t") for _ in range(3)] for seat in range(players)}
    steps = 0
    for record, state in random_game(game_id, seed):
        steps += 1
        for seat in range(players):
            real = state
            other = [state.determinize(seat, Rng(seed * 101 + steps * 7 + seat)),
                     state.determinize(seat, Rng(seed * 211 + steps * 13 + seat + 1))]
            sent = []
            for hosted, world in zip(worlds[seat], [real] + other):
                reply = wire(views.seat_view_of(record, world, seat))
                text = hosted.state_message(reply, presence)
                if steps == 1:
                    text += hosted.welcome(reply)
                sent.append(text)
            assert sent[1] == sent[0] and sent[2] == sent[0], (game_id, seed, steps, seat)
            assert str(record["seed"]) not in sent[0]
    assert steps > 20


def test_the_proof_would_catch_a_leak():
    """The same comparison fails for a message that carries a hidden thing (Citadels' whole
    table, as the engine's snapshot would): the worlds really differ."""
    differed = False
    for _record, state in random_game("citadels", 5):
        other = state.determinize(1, Rng(99))
        same_table = json.dumps(state.view(None)) == json.dumps(other.view(None))
        if same_table and json.dumps(state.view(0)) != json.dumps(other.view(0)):
            differed = True
            break
    assert differed


def test_a_seat_view_reply_carries_no_record_and_no_seed():
    engine = fresh_engine()
    made = json.loads(engine.new_record("citadels", json.dumps(
        [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"},
         {"name": "C", "kind": "bot", "level": "easy"}, {"name": "D", "kind": "human"}]), "{}"))
    engine.open_game(json.dumps(made["record"]), 0)
    reply = json.loads(engine.seat_view(1))
    assert reply["ok"] and reply["seat"] == 1
    assert set(reply) == {"ok", "game", "seat", "seats", "moves", "to_move", "over", "result",
                          "scores", "view", "legal"}
    assert "record" not in reply and str(made["record"]["seed"]) not in json.dumps(reply)
    assert reply["view"] == json.loads(json.dumps(records.replay(made["record"]).view(1)))
    assert not json.loads(engine.seat_view(9))["ok"]
