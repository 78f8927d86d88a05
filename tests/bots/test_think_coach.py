"""The coach's bench figures (issue 39, item 5): `botlab/think.py`'s hint and review samplers,
which `make bench` runs in the phone profile's Pyodide, and `scripts/bench.py`'s summary of
what they measured (`review_2p_phone_ms`, `review_full_phone_ms`, `phone_hint_ms`)."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from botlab import think
from pycore import games, records
from pycore.coach import review

ROOT = Path(__file__).resolve().parents[2]
TINY = {"iterations": 4, "max_ms": None}


def _bench():
    spec = importlib.util.spec_from_file_location("bench_script_under_test", ROOT / "scripts" / "bench.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _seen(state, seat, rng):
    """What identifies a sampled decision: the seat, its view, its moves and its generator."""
    return (seat, json.dumps(state.view(seat), sort_keys=True, default=str),
            [str(m) for m in state.legal_moves(seat)], rng.clone().random())


def test_the_hint_is_timed_at_the_decisions_hards_think_time_is(monkeypatch):
    game_id = games.ids()[0]
    thought, hinted = [], []

    class Spy:
        def choose(self, state, seat, rng):
            thought.append(_seen(state, seat, rng))
    real = think.make_bot
    monkeypatch.setattr(think, "make_bot", lambda level, game, **kw: Spy() if level == "hard"
                        else real(level, game, **kw))
    monkeypatch.setattr(think, "hint", lambda game, state, seat, rng, **kw: hinted.append(_seen(state, seat, rng)))
    think.think_sample(game_id, samples=4, every=3, capped=True)
    times = think.hint_sample(game_id, samples=4, every=3)
    assert len(times) == 4 and all(t >= 0 for t in times)
    assert hinted == thought and len({row[1] for row in thought}) == 4


@pytest.mark.parametrize("capped", [False, True])
def test_the_hint_keeps_its_time_cap_unless_told_not_to(monkeypatch, capped):
    asked = []
    monkeypatch.setattr(think, "hint", lambda game, state, seat, rng, **kw: asked.append(kw))
    think.hint_sample(games.ids()[0], samples=2, every=2, players=3, capped=capped)
    assert asked == [{"seats": 3} if capped else {"seats": 3, "max_ms": None}] * 2


def test_the_review_is_timed_over_seat_0s_whole_game_of_easy_bots():
    game_id = games.ids()[0]
    record = think.easy_game(game_id, 2, 7)
    assert think.easy_game(game_id, 2, 7) == record                    # seeded: the same game
    assert records.replay(record).is_over()
    assert record["seats"][0]["kind"] == "human" and {s["level"] for s in record["seats"][1:]} == {"easy"}
    told = think.review_sample(game_id, players=2, seed=7, **TINY)
    assert told["decisions"] == len(review.start(record, 0)["decisions"]) > 0
    assert told["moves"] == len(record["moves"]) and 0 <= told["deep"] <= review.DEEP_COUNT
    assert told["ms"] > 0


def test_the_summary_gives_each_games_figures_and_the_slowest_review_of_each_table():
    bench = _bench()
    hints = {"a": [1000.0, 1400.0], "b": [1390.0, 1410.0, 1420.0]}   # means 1200 and 1406.7
    reviews = {"a": {"2p": {"ms": 30000.0, "decisions": 40}, "full": {"ms": 90000.0, "decisions": 41}},
               "b": {"2p": {"ms": 45000.5, "decisions": 90}, "full": {"ms": 60000.0, "decisions": 50}}}
    figures = bench.coach_summary(hints, reviews)
    assert len(figures) == len(dict(figures))
    figures = dict(figures)
    assert figures["a_phone_hint_ms"] == 1200.0 and figures["a_phone_hint_worst_ms"] == 1400.0
    assert figures["phone_hint_ms"] == 1303.3 and figures["phone_hint_worst_ms"] == 1420.0
    assert figures["b_review_2p_phone_ms"] == 45000.5 and figures["b_review_2p_decisions"] == 90
    assert figures["review_2p_phone_ms"] == 45000.5 and figures["review_full_phone_ms"] == 90000.0
    assert bench.coach_summary({}, {}) == []


def test_the_coach_figures_can_be_measured_a_few_games_at_a_time(monkeypatch):
    bench = _bench()
    monkeypatch.delenv("BENCH_COACH_GAMES", raising=False)
    assert bench.coach_games() == games.ids()
    monkeypatch.setenv("BENCH_COACH_GAMES", games.ids()[-1])
    assert bench.coach_games() == games.ids()[-1:]
    monkeypatch.setenv("BENCH_COACH_GAMES", "no_such_game")
    with pytest.raises(SystemExit, match="no_such_game"):
        bench.coach_games()
