"""The conformance suite: every registered game, at every seat count, obeys the protocol.

A new game is covered the moment it is listed in `pycore.games`. Moves are picked by a
seeded `Rng`, never by the global `random`, so every failure names a seed that reproduces it.
"""

from __future__ import annotations

import json
import random

import pytest

from pycore import games, records
from pycore.protocol import IllegalMove, Move
from pycore.rng import Rng

GAMES_DEFAULT = 200   # random playthroughs per game in the default run
GAMES_MANY = 3000     # with --many
MAX_STEPS = 20000     # a game that has not ended by then is a bug

# Table options that change how a game runs, checked at every seat count where they are valid
# (Citadels: both rank counts, and the Dark City characters).
VARIANTS = {"citadels": [{"ranks": 9}, {"preset": "dark_city"}]}


def all_cases():
    cases, ids = [], []
    for rules in games.all():
        for n in rules.players:
            cases.append((rules.id, n, {}))
            ids.append(f"{rules.id}-{n}")
            for options in VARIANTS.get(rules.id, []):
                try:
                    rules.new_game(n, 0, options)
                except ValueError:
                    continue  # not allowed at this seat count (e.g. 9 ranks with 2 players)
                cases.append((rules.id, n, options))
                ids.append(f"{rules.id}-{n}-" + "-".join(f"{k}{v}" for k, v in options.items()))
    return cases, ids


CASES, CASE_IDS = all_cases()


def seat_counts(game_id):
    return list(games.get(game_id).players)


def json_roundtrip(value):
    return json.loads(json.dumps(value))


def random_playthrough(game_id, players, seed, on_step=None, options=None):
    """Play one seeded random game; return (state, moves). `on_step(state, step)` may check."""
    rules = games.get(game_id)
    state = rules.new_game(players, seed, options)
    chooser = Rng(seed * 7919 + 1)
    moves = []
    for step in range(MAX_STEPS):
        if state.is_over():
            return state, moves
        if on_step:
            on_step(state, step)
        due = state.to_move()
        assert due, f"{game_id} seed {seed}: to_move() empty before the end"
        seat = chooser.choice(due)
        legal = state.legal_moves(seat)
        move = chooser.choice(legal)
        state.apply(seat, move)
        moves.append([seat, str(move)])
    raise AssertionError(f"{game_id} {players}p seed {seed}: no end after {MAX_STEPS} moves")


@pytest.mark.parametrize("game_id,players,options", CASES, ids=CASE_IDS)
def test_random_playthroughs_end_and_obey_the_protocol(game_id, players, options, many):
    rules = games.get(game_id)
    per_count = (GAMES_MANY if many else GAMES_DEFAULT) // len(rules.players) + 1
    for seed in range(per_count):
        def check(state, step):
            due = state.to_move()
            assert len(set(due)) == len(due)
            for seat in due:
                legal = state.legal_moves(seat)
                assert legal, f"seed {seed} step {step}: seat {seat} is due but has no move"
                texts = [str(m) for m in legal]
                assert len(set(texts)) == len(texts), f"seed {seed}: duplicate legal moves {texts}"
                for move in legal:
                    assert isinstance(move, Move)
                    assert rules.parse_move(str(move)) == move
        state, _ = random_playthrough(game_id, players, seed, check if seed < 20 else None, options=options)
        assert state.is_over() and state.to_move() == ()
        result = state.result()
        assert len(result) == players and min(result) == 1
        assert all(1 <= r <= players for r in result)
        assert len(state.scores()) == players


@pytest.mark.parametrize("game_id,players,options", CASES, ids=CASE_IDS)
def test_replay_reproduces_the_table_view_at_every_step(game_id, players, options):
    for seed in range(3):
        views = []
        state, moves = random_playthrough(game_id, players, seed,
                                          lambda s, step: views.append(json_roundtrip(s.view(None))),
                                          options=options)
        seats = [{"name": f"P{i}", "kind": "human"} for i in range(players)]
        record = records.make_record(game_id, seats, seed, options)
        record["moves"] = moves
        again = records.new_state(records.check_record(record))
        for step, (seat, text) in enumerate(moves):
            assert json_roundtrip(again.view(None)) == views[step], f"seed {seed} step {step}"
            again.apply(seat, text)
        assert again.view(None) == state.view(None)
        assert records.replay(record).view(None) == state.view(None)


@pytest.mark.parametrize("game_id,players,options", CASES, ids=CASE_IDS)
def test_views_are_json_and_determinize_keeps_the_seats_view(game_id, players, options):
    hidden_differs = False
    for seed in range(4):
        def check(state, step):
            nonlocal hidden_differs
            if step % 3:
                return
            for seat in [None, *range(players)]:
                view = state.view(seat)
                assert json_roundtrip(view) == view, "views must be plain JSON (lists, not tuples)"
            for seat in range(players):
                before = state.view(seat)
                world = state.determinize(seat, Rng(seed * 1000 + step))
                assert world.view(seat) == before, f"seed {seed} step {step} seat {seat}"
                assert state.view(seat) == before, "determinize changed the original"
                for other in range(players):
                    if other != seat and world.view(other) != state.view(other):
                        hidden_differs = True
        random_playthrough(game_id, players, seed, check, options=options)
    if games.get(game_id).hidden_information:
        assert hidden_differs, "determinize never re-dealt anything hidden: does it re-deal at all?"


@pytest.mark.parametrize("game_id,players,options", CASES, ids=CASE_IDS)
def test_clones_are_independent(game_id, players, options):
    def check(state, step):
        if step % 5:
            return
        before = state.view(None)
        twin = state.clone()
        assert twin.view(None) == before
        chooser = Rng(step)
        for _ in range(10):
            if twin.is_over():
                break
            seat = chooser.choice(twin.to_move())
            twin.apply(seat, chooser.choice(twin.legal_moves(seat)))
        assert state.view(None) == before
    random_playthrough(game_id, players, 11, check, options=options)


@pytest.mark.parametrize("game_id,players,options", CASES, ids=CASE_IDS)
def test_illegal_moves_raise_and_change_nothing(game_id, players, options):
    rules = games.get(game_id)

    def snapshot(state):
        return [state.view(s) for s in [None, *range(players)]], state.to_move()

    def check(state, step):
        if step % 4:
            return
        before = snapshot(state)
        due = state.to_move()
        idle = [s for s in range(players) if s not in due]
        if idle:
            seat = idle[0]
            with pytest.raises(IllegalMove):
                state.apply(seat, "pass")
            assert snapshot(state) == before
        seat = due[0]
        legal = {str(m) for m in state.legal_moves(seat)}
        for text in ["no-such-move", "play:999", "x" * 300, ""]:
            if text in legal:
                continue
            with pytest.raises(ValueError) as info:
                state.apply(seat, text)
            assert str(info.value), "an illegal move needs a readable message"
            assert snapshot(state) == before
        # a move legal for someone else or at another time, if any, is refused too
        for other in range(players):
            for move in (state.legal_moves(other) if other in due else []):
                if str(move) not in legal:
                    with pytest.raises(IllegalMove):
                        state.apply(seat, move)
                    assert snapshot(state) == before
    random_playthrough(game_id, players, 5, check, options=options)
    with pytest.raises(ValueError):
        rules.new_game(max(rules.players) + 1, 1)
    with pytest.raises(ValueError):
        rules.new_game(min(rules.players), 1, {"no_such_option": 1})


@pytest.mark.parametrize("game_id,players,options", CASES, ids=CASE_IDS)
def test_disturbing_global_random_changes_nothing(game_id, players, options):
    quiet, quiet_moves = random_playthrough(game_id, players, 3, options=options)
    noise = random.Random(99)

    def disturb(state, step):
        random.seed(noise.random())
        random.random()
        random.shuffle(list(range(10)))
    noisy, noisy_moves = random_playthrough(game_id, players, 3, disturb, options=options)
    assert noisy_moves == quiet_moves
    assert noisy.view(None) == quiet.view(None)


@pytest.mark.parametrize("game_id,players,options", CASES, ids=CASE_IDS)
def test_determinize_depends_only_on_what_the_seat_sees(game_id, players, options):
    """Two states a seat cannot tell apart must determinize to the same world (same rng).

    Otherwise a bot's choice depends on the true hidden cards. The usual cause: pooling the
    unseen cards in their true order before shuffling; sort the pool first (e.g.
    `pool = sorted(deck + other_hands)`, `world.supply.sort()` before `rng.shuffle`).
    """
    def check(state, step):
        if step % 7:
            return
        for seat in range(players):
            twin = state.determinize(seat, Rng(step + 1))   # same view(seat), other hidden cards
            world, twin_world = state.determinize(seat, Rng(99)), twin.determinize(seat, Rng(99))
            chooser = Rng(step)
            for _ in range(8):   # identical moves must draw identical cards from the piles
                assert [world.view(s) for s in range(players)] == \
                    [twin_world.view(s) for s in range(players)], f"step {step} seat {seat}"
                if world.is_over():
                    break
                mover = min(world.to_move())
                move = chooser.choice(world.legal_moves(mover))
                world.apply(mover, move)
                twin_world.apply(mover, move)
    random_playthrough(game_id, players, 2, check, options=options)
