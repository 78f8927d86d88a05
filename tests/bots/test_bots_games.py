"""Every registered game, every level: legal moves, no peeking, honesty, whole games.

Parametrised over `pycore.games.ids()`, so a game is covered the moment it registers.
Search levels run on an exact iteration budget (no clock) so that every result is
reproducible on a loaded machine.
"""

from __future__ import annotations

import pytest
from helpers import LEVELS, Guard, positions, tiny_bot

from botlab.arena import play_game, run_arena
from pycore import games
from pycore.bots.levels import game_heuristic, heuristic_policy
from pycore.rng import Rng

GAME_IDS = games.ids()


def seat_counts(game_id):
    players = games.get(game_id).players
    return sorted({min(players), max(players)})


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_has_a_heuristic_level(game_id):
    rules = games.get(game_id)
    state = rules.new_game(min(rules.players), 1)
    seat = state.to_move()[0]
    move = heuristic_policy(game_id)(state, seat, state.legal_moves(seat), Rng(1))
    assert move in state.legal_moves(seat)


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("level", LEVELS)
def test_levels_play_legal_moves_and_read_only_what_a_player_may(game_id, level):
    rules = games.get(game_id)
    for players in seat_counts(game_id):
        bot = tiny_bot(level, game_id)
        for state, seat in positions(rules, players, seed=players, every=23, limit=400):
            move = bot.choose(Guard(state), seat, Rng(3))
            assert move in state.legal_moves(seat)


def part_of(small, big) -> bool:
    """Every key of `small` (in dicts within lists too) holds what `big` holds there."""
    if isinstance(small, dict):
        return isinstance(big, dict) and all(k in big and part_of(v, big[k]) for k, v in small.items())
    if isinstance(small, list):
        return (isinstance(big, list) and len(small) == len(big)
                and all(part_of(a, b) for a, b in zip(small, big)))
    return small == big


def test_part_of_catches_a_difference_deep_inside():
    assert part_of({"seats": [{"city": [{"card": "temple"}]}]},
                   {"seats": [{"city": [{"card": "temple", "decorated": False}]}], "log": []})
    assert not part_of({"seats": [{"city": [{"card": "temple"}]}]},
                       {"seats": [{"city": [{"card": "tavern"}]}]})
    assert not part_of({"hands": [[1]]}, {"seats": []})


@pytest.mark.parametrize("game_id", [g for g in GAME_IDS
                                     if hasattr(games.get(g).state_class, "bot_view")])
def test_the_bots_view_is_a_part_of_the_view(game_id):
    """A game's `bot_view` is what its heuristic reads, built quicker: at every step of whole
    games (the smallest and the largest table), for every seat and the public table, each of
    its keys holds what `view` holds there, so it tells a bot nothing the seat could not see.
    And the tables it shares instead of copying are the same after the games as before."""
    rules = games.get(game_id)
    fresh = rules.new_game(min(rules.players), 1).bot_view(None)
    for players in seat_counts(game_id):
        state = rules.new_game(players, 40 + players)
        bots = [tiny_bot("easy", game_id) for _ in range(players)]
        rng, steps = Rng(players), 0
        while not state.is_over():
            for seat in [None, *range(players)]:
                assert part_of(state.bot_view(seat), state.view(seat)), (players, steps, seat)
            seat = min(state.to_move())
            state.push(seat, bots[seat].choose(state, seat, rng))
            steps += 1
        assert steps > 50
    assert rules.new_game(min(rules.players), 1).bot_view(None) == fresh


def hidden_differs(state, twin, players, steps=40):
    """Whether two states that look alike to one seat differ in something hidden: another
    seat's view now, or what the same moves reveal later (the order of a draw pile)."""
    if any(twin.view(o) != state.view(o) for o in range(players)):
        return True
    a, b = state.clone(), twin.clone()
    chooser = Rng(1)
    for _ in range(steps):
        if a.is_over():
            return False
        seat = min(a.to_move())
        move = chooser.choice(a.legal_moves(seat))
        if move not in b.legal_moves(seat):
            return True
        a.apply(seat, move)
        b.apply(seat, move)
        if any(a.view(o) != b.view(o) for o in [None, *range(players)]):
            return True
    return False


def honesty_cases(game_id, wanted=4):
    """Positions with a twin the seat cannot tell apart: (state, twin, seat).

    Twins that differ in hidden cards come first. A game that hides nothing after its
    setup (Luna) still gets twins: they differ in their generator, which is hidden too.
    """
    rules = games.get(game_id)
    players = min(rules.players)
    differing, alike = [], []
    for state, seat in positions(rules, players, seed=21, every=9, limit=400):
        if len(state.legal_moves(seat)) < 2:
            continue
        twin = state.determinize(seat, Rng(4242))
        assert twin.view(seat) == state.view(seat)
        case = (state.clone(), twin, seat)
        (differing if hidden_differs(state, twin, players) else alike).append(case)
        if len(differing) == wanted:
            break
    return (differing or alike)[:wanted]


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("level", LEVELS)
def test_the_bot_is_honest(game_id, level):
    """Two states the seat cannot tell apart (equal view, different hidden cards) get the
    same move from the same bot with the same generator and iteration budget."""
    cases = honesty_cases(game_id)
    assert cases, "no position with two or more legal moves"
    for state, twin, seat in cases:
        move = tiny_bot(level, game_id).choose(state, seat, Rng(77))
        assert tiny_bot(level, game_id).choose(twin, seat, Rng(77)) == move, (
            f"{game_id}: the {level} bot's move depends on what seat {seat} cannot see")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_whole_game_between_levels_ends(game_id):
    rules = games.get(game_id)
    players = min(rules.players)
    kinds = (["normal", "easy", "random", "heuristic", "hard"] * 2)[:players]
    bots = [tiny_bot(kind, game_id) for kind in kinds]
    outcome = play_game(game_id, bots, seed=5)
    assert sorted(outcome["ranks"])[0] == 1
    assert len(outcome["thinks"]) == players


@pytest.mark.parametrize("game_id", [g for g in GAME_IDS if game_heuristic(g)])
def test_a_small_search_with_the_games_heuristic_beats_random(game_id):
    """Two games, seats swapped: a 10-iteration search with the heuristic wins both."""
    report = run_arena(game_id, ["hard", "random"], 2, seed=3,
                       bot_overrides={"hard": {"iterations": 10, "max_ms": None,
                                               "rollout_depth": 10}})
    assert report["entries"][0]["win_share"] == 1.0
