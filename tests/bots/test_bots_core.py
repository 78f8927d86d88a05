"""The bots' building blocks on a toy hidden-information game (tests/bots/toy_game.py):
rewards, the random bot, ISMCTS (reproducible, legal, simultaneous moves), and honesty."""

from __future__ import annotations

import doctest

import pytest
import toy_game
from helpers import LEVELS, Guard, PeekError, positions, tiny_bot

import botlab.arena
import botlab.bench
import pycore.bots.base
from pycore import games
from pycore.bots import make_bot
from pycore.bots.base import random_policy, rank_rewards, rewards, win_rewards
from pycore.bots.ismcts import IsmctsBot, settle_simultaneous
from pycore.bots.levels import game_evaluate
from pycore.rng import Rng

TOY = toy_game.RULES


@pytest.mark.parametrize("module", [pycore.bots.base, botlab.arena, botlab.bench])
def test_docstring_examples(module):
    failed, attempted = doctest.testmod(module)
    assert attempted and not failed


def test_rank_rewards_share_the_places_of_tied_seats():
    assert rank_rewards([1, 2, 3, 4]) == [1.0, 2 / 3, 1 / 3, 0.0]
    assert rank_rewards([1, 1, 3]) == [0.75, 0.75, 0.0]
    assert rank_rewards([1] * 5) == [0.5] * 5
    assert sum(rank_rewards([2, 1, 2, 4, 5, 6, 6, 8])) == pytest.approx(4.0)


def test_rewards_use_the_result_at_the_end_and_scores_before():
    state = TOY.new_game(2, 1)
    assert rewards(state) == [0.5, 0.5]          # level on tricks
    state.tricks = [2, 0]
    assert rewards(state)[0] > rewards(state)[1]
    state.hands = [[], []]
    assert state.is_over() and rewards(state) == [1.0, 0.0]


def test_a_search_plays_to_win_not_to_place():
    """At the end only the win counts (tied winners share it), whatever the table's size;
    with two seats that is the same as the ranks' reward."""
    assert win_rewards([2, 1, 3, 4]) == [0.0, 1.0, 0.0, 0.0]
    assert win_rewards([1, 1, 3]) == [0.5, 0.5, 0.0]
    for ranks in ([1, 2], [2, 1], [1, 1]):
        assert win_rewards(ranks) == rank_rewards(ranks)
    state = TOY.new_game(3, 1)
    state.tricks, state.hands = [1, 2, 0], [[], [], []]
    assert state.is_over() and rewards(state) == [0.0, 1.0, 0.0]
    for game_id in games.ids():                 # every game's own estimate ends the same way
        rules = games.get(game_id)
        state, chooser = rules.new_game(max(rules.players), 3), Rng(3)
        while not state.is_over():
            seat = chooser.choice(state.to_move())
            state.apply(seat, chooser.choice(state.legal_moves(seat)))
        assert game_evaluate(game_id)(state) == win_rewards(state.result())


def test_a_games_tuning_lives_with_its_heuristic_and_overrides_the_defaults():
    # Hard's budget per game, as measured for about half a second a move in CPython; the
    # table is in each game's heuristic module so that tuning one game leaves the code of the
    # others (and so their saved arena games) unchanged
    from pycore import games
    from pycore.bots.levels import DEFAULTS, game_tuning, level_config
    hard = {g: level_config("hard", g)["iterations"] for g in games.ids()}
    assert {g for g, n in hard.items() if n == 500} == {"celtica", "citadels"}
    assert {g for g, n in hard.items() if n == 300} == {"luna", "notre_dame"}
    assert game_tuning("luna") == {"hard": {"iterations": 300}}
    # Celtica's Hard leans toward its heuristic's pick (progressive bias); Normal does not
    assert make_bot("hard", "celtica").bias == 1.0 and make_bot("normal", "celtica").bias == 0.0
    assert make_bot("hard", "luna").bias == 0.0
    assert level_config("normal", "luna") == DEFAULTS["normal"]         # no override: defaults
    assert level_config("hard", TOY.id) == DEFAULTS["hard"]             # no heuristic module


def test_a_game_may_tune_a_level_for_one_table_size():
    """Celtica's Hard searches 1000 iterations at two seats (it needed them to beat the
    heuristic there; docs/bots.md) and 500 at every fuller table; the other games' levels are
    the same at every size."""
    from pycore.bots.levels import level_config
    celtica = games.get("celtica")
    by_size = {n: level_config("hard", "celtica", n)["iterations"] for n in celtica.players}
    assert by_size == {n: 1000 if n == 2 else 500 for n in celtica.players}
    assert level_config("hard", "celtica", 2)["bias"] == 1.0            # the rest still applies
    assert level_config("hard", "celtica")["iterations"] == 500         # no size: every size's
    assert make_bot("hard", "celtica", seats=2).iterations == 1000
    assert make_bot("hard", "celtica", seats=3).iterations == 500
    assert make_bot("hard", "celtica").iterations == 500
    assert level_config("normal", "celtica", 2) == level_config("normal", "celtica")
    for game_id in ("citadels", "luna", "notre_dame"):
        for n in games.get(game_id).players:
            for level in ("easy", "normal", "hard"):
                assert level_config(level, game_id, n) == level_config(level, game_id)


def test_unknown_level_is_refused():
    with pytest.raises(ValueError):
        make_bot("grandmaster", TOY)


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_legal_moves_and_is_reproducible(level):
    for players in (2, 4):
        for state, seat in positions(TOY, players, seed=players, every=3):
            bot = tiny_bot(level, TOY)
            move = bot.choose(state, seat, Rng(5))
            assert move in state.legal_moves(seat)
            assert tiny_bot(level, TOY).choose(state, seat, Rng(5)) == move


@pytest.mark.parametrize("level", LEVELS)
def test_bots_read_only_what_a_player_may(level):
    for state, seat in positions(TOY, 3, seed=8, every=2):
        tiny_bot(level, TOY).choose(Guard(state), seat, Rng(1))


def test_the_guard_catches_a_peek():
    state = TOY.new_game(2, 1)
    with pytest.raises(PeekError):
        Guard(state).hands   # noqa: B018 - the read itself is the test


@pytest.mark.parametrize("level", LEVELS)
def test_equal_views_give_equal_moves(level):
    """Honesty: what the seat cannot see (other hands, the pile) never changes its move."""
    checked = 0
    for state, seat in positions(TOY, 3, seed=4, every=2):
        twin = state.determinize(seat, Rng(1234))
        assert twin.view(seat) == state.view(seat)
        if all(twin.view(o) == state.view(o) for o in range(3) if o != seat):
            continue
        first = tiny_bot(level, TOY).choose(state, seat, Rng(9))
        assert tiny_bot(level, TOY).choose(twin, seat, Rng(9)) == first
        checked += 1
    assert checked >= 3


def test_search_never_starts_from_the_true_state():
    """Every iteration asks for a fresh determinized world, and only for the bot's seat."""
    calls = []

    class Spy(Guard):
        def __getattr__(self, name):
            if name == "determinize":
                state = object.__getattribute__(self, "_state")

                def determinize(seat, rng):
                    calls.append(seat)
                    return state.determinize(seat, rng)
                return determinize
            return super().__getattr__(name)

    state = TOY.new_game(3, 2)
    bot = IsmctsBot(iterations=25)
    bot.choose(Spy(state), 1, Rng(3))
    assert calls == [1] * 25


def test_simultaneous_seats_choose_without_seeing_each_other():
    """At a simultaneous step the other due seats move first, by the policy, unseen."""
    state = TOY.new_game(3, 6)
    assert state.to_move() == (0, 1, 2)
    world = state.clone()
    left = settle_simultaneous(world, 1, random_policy, Rng(1))
    assert left == 1 and world.to_move() == (1,)
    assert world.played[0] is not None and world.played[2] is not None
    # a bot whose seat is not the lowest due seat still chooses its own move
    move = IsmctsBot(iterations=30).choose(state, 2, Rng(4))
    assert move in state.legal_moves(2)


def test_iteration_budget_is_kept_and_time_budget_stops_early():
    state = TOY.new_game(2, 3)
    bot = IsmctsBot(iterations=40)
    bot.choose(state, 0, Rng(1))
    search = bot.last_search
    # the whole budget, or less only when the rest could not have changed the answer
    assert search.iterations == 40 or search.settled(40)
    assert search.iterations <= 40
    quick = IsmctsBot(iterations=10**9, max_ms=30)
    quick.choose(state, 0, Rng(1))
    assert 0 < quick.last_search.iterations < 10**9


def test_stopping_once_settled_plays_the_move_of_the_whole_budget():
    """The bot stops early when the leader cannot be caught; the answer must be the one the
    whole budget would give, and the stop must really save iterations somewhere."""
    saved = 0
    for players in (2, 3):
        for state, seat in positions(TOY, players, seed=7, every=2):
            if len(state.legal_moves(seat)) < 2:
                continue
            bot = IsmctsBot(iterations=300)
            move = bot.choose(state, seat, Rng(9))
            full = bot.start(state, seat, Rng(9))
            full.run(300)
            assert full.best() == move
            saved += 300 - bot.last_search.iterations
    assert saved > 0


def test_progressive_bias_follows_the_policys_pick_at_first_and_fades():
    """With a bias, the move the policy picked when a node was first reached (a poor one
    here: the lowest card) gets a bonus that fades with its visits: it is visited more than
    without, yet a large budget still settles on what the rollouts say. Bias 0 is the
    search as it was: the same visits, move for move."""
    def lowest(state, seat, legal, rng):
        return min(legal, key=lambda m: int(m.args[0]) if m.args else 99)

    state = TOY.new_game(2, 3)
    seat = state.to_move()[0]
    plain, biased, zero = (IsmctsBot(iterations=n, policy=lowest, bias=b)
                           for n, b in ((60, 0.0), (60, 3.0), (60, 0.0)))

    def visits(bot):
        bot.choose(state, seat, Rng(5))
        return {m["move"]: m["visits"] for m in bot.last_search.statistics()}

    pick = lowest(state, seat, state.legal_moves(seat), Rng(0)).text
    plain_visits, biased_visits = visits(plain), visits(biased)
    assert biased.last_search.root.favourite == pick
    assert biased_visits[pick] > plain_visits[pick]
    assert visits(zero) == plain_visits
    long_plain, long_biased = (IsmctsBot(iterations=3000, policy=lowest, bias=b).choose(
        state, seat, Rng(5)) for b in (0.0, 3.0))
    assert long_biased == long_plain and long_biased.text != pick


def test_search_takes_a_sure_win():
    """Last trick of the game, tricks level: playing the top card wins for sure."""
    state = TOY.new_game(2, 1)
    top = 4 * 2 + 6
    state.hands = [[2, top], [5, 6]]
    state.pile = [c for c in range(1, top + 1) if c not in (2, top, 5, 6)]
    state.tricks = [1, 1]
    bot = IsmctsBot(iterations=200)
    # with two cards each, two tricks remain; the top card wins one for certain
    assert bot.choose(state, 0, Rng(2)) == toy_game.Move(f"play:{top}")


def test_the_honesty_check_catches_a_cheat():
    """A search that clones the true state instead of determinizing it is caught."""
    from pycore.bots.ismcts import Search

    class CheatingSearch(Search):
        def iterate(self):
            real = self.state
            self.state = type("Peek", (), {"determinize": lambda _s, seat, rng: real.clone()})()
            try:
                super().iterate()
            finally:
                self.state = real

    class CheatingBot(IsmctsBot):
        def start(self, state, seat, rng):
            return CheatingSearch(state, seat, rng)

    caught = False
    for state, seat in positions(TOY, 2, seed=4, every=1):
        if len(state.legal_moves(seat)) < 2:
            continue
        twin = state.determinize(seat, Rng(1234))
        honest = [IsmctsBot(iterations=60).choose(s, seat, Rng(9)) for s in (state, twin)]
        assert honest[0] == honest[1]
        cheat = [CheatingBot(iterations=60).choose(s, seat, Rng(9)) for s in (state, twin)]
        caught = caught or cheat[0] != cheat[1]
    assert caught
