"""The arena, the command line and the benchmark, on tiny numbers of games."""

from __future__ import annotations

import json

import pytest
import toy_game

from botlab import arena, bench, think
from botlab.__main__ import main as cli
from botlab.arena import labels_for, run_arena, wilson_interval
from pycore import games

TOY = toy_game.RULES
QUICK = {"normal": {"iterations": 8, "max_ms": None}, "hard": {"iterations": 10, "max_ms": None}}


def test_wilson_interval():
    low, high = wilson_interval(10, 10)
    assert high == 1.0 and 0.69 < low < 0.73
    low, high = wilson_interval(0, 10)
    assert low == 0.0 and 0.27 < high < 0.31
    low, high = wilson_interval(50, 100)
    assert low == pytest.approx(1 - high) and 0.40 < low < 0.41
    assert wilson_interval(0, 0) == [0.0, 1.0]


def test_labels_number_repeated_kinds():
    assert labels_for(["hard", "random", "hard"]) == ["hard#1", "random", "hard#2"]


def test_arena_rotates_seats_and_shares_wins():
    report = run_arena(TOY, ["normal", "easy", "random"], 6, seed=2, bot_overrides=QUICK)
    entries = report["entries"]
    assert [e["seat"] for e in entries] == ["normal", "easy", "random"]
    assert sum(e["win_share"] for e in entries) == pytest.approx(1.0)
    for e in entries:
        assert 0.0 <= e["interval"][0] <= e["win_share"] <= e["interval"][1] <= 1.0
        assert e["decisions"] > 0 and e["worst_think_ms"] >= e["mean_think_ms"] >= 0.0
    again = run_arena(TOY, ["normal", "easy", "random"], 6, seed=2, bot_overrides=QUICK)
    assert [e["win_share"] for e in again["entries"]] == [e["win_share"] for e in entries]


def test_arena_refuses_bad_tables():
    with pytest.raises(ValueError):
        run_arena(TOY, ["hard"], 1)                       # too few seats
    with pytest.raises(ValueError):
        run_arena(TOY, ["hard", "wizard"], 1)


def test_command_line_arena_prints_text_and_json(capsys):
    game_id = games.ids()[0]
    assert cli(["arena", game_id, "--seats", "easy,random", "--games", "2", "--seed", "1"]) == 0
    text = capsys.readouterr().out
    assert "easy" in text and "random" in text and "wins" in text
    assert cli(["arena", game_id, "--seats", "heuristic,random", "--games", "2", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["games"] == 2 and len(report["entries"]) == 2
    assert cli(["arena", game_id, "--seats", "easy,nobody", "--games", "1"]) == 2


def test_bench_figures_have_the_documented_names():
    game_id = TOY.id                    # two to four seats: tables of 3 and 4
    figures = bench.run_bench([TOY], games_per_match=2, bot_overrides=QUICK)
    two = [f"{game_id}_{m}" for m in ("hard_vs_random", "hard_vs_heuristic", "normal_vs_easy")]
    tables = [f"{game_id}_{m}_{n}p" for n in (3, 4)
              for m in ("hard_vs_heuristic", "normal_vs_easy", "hard_vs_normal")]
    think = {f"{game_id}_hard_{t}_ms{suffix}" for t in ("think", "worst")
             for suffix in ("", "_3p", "_4p")}
    assert set(figures) == ({f"{m}{suffix}" for m in two + tables
                             for suffix in ("", "_low", "_high", "_games", "_fair")} | think)
    for m in two + tables:
        assert figures[f"{m}_low"] <= figures[m] <= figures[f"{m}_high"]
        assert figures[f"{m}_games"] == 2
        assert 0.0 <= figures[m] <= 1.0
    for suffix in ("", "_3p", "_4p"):
        assert figures[f"{game_id}_hard_worst_ms{suffix}"] >= figures[
            f"{game_id}_hard_think_ms{suffix}"] > 0


def test_the_full_tables_are_every_seat_count_from_three():
    assert [m.name for m in bench.matches_for(TOY)] == [
        "hard_vs_random", "hard_vs_heuristic", "normal_vs_easy",
        "hard_vs_heuristic_3p", "normal_vs_easy_3p", "hard_vs_normal_3p",
        "hard_vs_heuristic_4p", "normal_vs_easy_4p", "hard_vs_normal_4p"]
    for game_id in games.ids():
        rules = games.get(game_id)
        tables = sorted({m.players for m in bench.matches_for(game_id)} - {2})
        assert tables == [n for n in rules.players if n >= 3]
    citadels = {m.name for m in bench.matches_for("citadels")}
    assert {"hard_vs_heuristic_4p", "hard_vs_heuristic_6p", "hard_vs_normal_8p"} <= citadels
    assert bench.Match("hard", "heuristic", 5).seats == ["hard"] + ["heuristic"] * 4


def test_a_table_match_rotates_the_lone_level_through_every_seat(monkeypatch):
    seats_of_hard = []
    real = arena.play_game

    def spy(game, bots, seed, options=None):
        seats_of_hard.append([b.name for b in bots].index("hard"))
        return real(game, bots, seed, options)
    monkeypatch.setattr(arena, "play_game", spy)
    match = bench.Match("hard", "heuristic", 4)
    report = bench.play_match(TOY, match, 8, bot_overrides=QUICK)
    assert report["seats"] == ["hard", "heuristic", "heuristic", "heuristic"]
    assert sorted(seats_of_hard) == [0, 0, 1, 1, 2, 2, 3, 3]      # each seat twice in 8 games
    assert sorted(seats_of_hard[:4]) == [0, 1, 2, 3]                # and once in every 4


def test_a_table_figure_is_the_lone_levels_share_against_its_fair_share(monkeypatch):
    """Hard's share counts its wins (a shared win in part); the interval is Wilson's over the
    games; the fair share is 1 / seats, whatever the result."""
    match = bench.Match("hard", "heuristic", 3)
    wins = [1.0, 0.0, 0.5, 1.0, 0.0, 0.0]       # game 2: two seats tied for first

    def fake(rules, kinds, g, seed, overrides, options, bots=None):
        lone = {"win": wins[g], "reward": wins[g], "think_s": 0.2, "decisions": 2, "worst_s": 0.15}
        rest = {"win": (1.0 - wins[g]) / (len(kinds) - 1), "reward": 0.5, "think_s": 0.0,
                "decisions": 2, "worst_s": 0.0}
        return {"g": g, "entries": [lone] + [dict(rest) for _ in kinds[1:]]}
    monkeypatch.setattr(arena, "play_one", fake)
    figures = bench.run_bench([TOY], 6, bot_overrides=QUICK)
    name = f"{TOY.id}_{match.name}"
    low, high = wilson_interval(2.5, 6)
    assert figures[name] == round(2.5 / 6, 3)
    assert (figures[f"{name}_low"], figures[f"{name}_high"]) == (round(low, 3), round(high, 3))
    assert figures[f"{name}_games"] == 6
    assert figures[f"{name}_fair"] == round(1 / 3, 3)
    assert figures[f"{TOY.id}_hard_vs_normal_4p_fair"] == 0.25
    assert figures[f"{TOY.id}_hard_think_ms_3p"] == 100.0          # 0.2 s over 2 decisions
    assert figures[f"{TOY.id}_hard_worst_ms_3p"] == 150.0


def test_bench_main_prints_name_value_lines(capsys, monkeypatch):
    monkeypatch.setattr(bench.games, "ids", list)   # no game: nothing to print
    assert bench.main(["--games", "1"]) == 0
    assert capsys.readouterr().out == ""
    monkeypatch.setattr(bench, "iter_figures", lambda *a, **k: iter([("toy_hard_vs_random", 0.5)]))
    assert bench.main(["--only", "toy"]) == 0
    assert capsys.readouterr().out == "toy_hard_vs_random: 0.5\n"


def test_a_saved_match_resumes_and_grows_without_replaying(tmp_path, monkeypatch):
    save = tmp_path / "match.jsonl"
    first = run_arena(TOY, ["hard", "random"], 3, seed=4, bot_overrides=QUICK, save=save)
    assert len(save.read_text().splitlines()) == 3
    played = []
    real = arena.play_one
    monkeypatch.setattr(arena, "play_one", lambda *a, **k: played.append(a[2]) or real(*a, **k))
    again = run_arena(TOY, ["hard", "random"], 3, seed=4, bot_overrides=QUICK, save=save)
    assert played == [] and again == first                  # all three read back, none replayed
    grown = run_arena(TOY, ["hard", "random"], 5, seed=4, bot_overrides=QUICK, save=save)
    assert played == [3, 4] and grown["games"] == 5         # only the two new games were played
    fresh = run_arena(TOY, ["hard", "random"], 5, seed=4, bot_overrides=QUICK)
    assert fresh["entries"][0]["win_share"] == grown["entries"][0]["win_share"]


def test_saved_games_of_another_match_or_other_code_are_not_reused(tmp_path, monkeypatch):
    save = tmp_path / "match.jsonl"
    run_arena(TOY, ["hard", "random"], 2, seed=4, bot_overrides=QUICK, save=save)
    with save.open("a") as out:
        out.write('{"key": "cut short')                    # an interrupted write
    played = []
    real = arena.play_one
    monkeypatch.setattr(arena, "play_one", lambda *a, **k: played.append(a[2]) or real(*a, **k))
    run_arena(TOY, ["hard", "random"], 2, seed=5, bot_overrides=QUICK, save=save)
    assert played == [0, 1]                                  # another seed: another match
    played.clear()
    monkeypatch.setattr(arena, "code_hash", lambda game_id: "changed")
    run_arena(TOY, ["hard", "random"], 2, seed=4, bot_overrides=QUICK, save=save)
    assert played == [0, 1]                                  # the engine changed: play again


def test_a_matchs_bots_and_key_follow_the_tuning_of_its_table_size(monkeypatch):
    """A level tuned for one table size (`"<level>_<n>p"` in a game's TUNING) plays at that
    size only, and its saved games are keyed by what it played with there."""
    from pycore.bots import levels
    tuning = {"hard": {"iterations": 10}, "hard_2p": {"iterations": 4}}
    monkeypatch.setattr(levels, "game_tuning", lambda game_id: tuning)
    made = []
    real = arena.make_bot

    def spy(level, rules, **fields):
        bot = real(level, rules, **fields)
        made.append((level, fields.get("seats"), getattr(bot, "iterations", None)))
        return bot
    monkeypatch.setattr(arena, "make_bot", spy)
    no_cap = {"hard": {"max_ms": None}}
    for seats in (["hard", "random"], ["hard", "random", "random"]):
        run_arena(TOY, seats, 1, seed=1, bot_overrides=no_cap)
    assert ("hard", 2, 4) in made and ("hard", 3, 10) in made
    assert {(level, n) for level, n, _ in made} == {("hard", 2), ("random", 2), ("hard", 3),
                                                     ("random", 3)}
    two = arena._match_key(TOY, ["hard", "random"], 1, no_cap, None)
    three = arena._match_key(TOY, ["hard", "random", "random"], 1, no_cap, None)
    tuning["hard_2p"] = {"iterations": 5}
    assert arena._match_key(TOY, ["hard", "random"], 1, no_cap, None) != two
    assert arena._match_key(TOY, ["hard", "random", "random"], 1, no_cap, None) == three


def test_games_in_several_processes_give_the_same_report():
    game_id = games.ids()[0]
    one = run_arena(game_id, ["heuristic", "random"], 4, seed=3)
    two = run_arena(game_id, ["heuristic", "random"], 4, seed=3, jobs=2)
    for a, b in zip(one["entries"], two["entries"]):
        assert a["win_share"] == b["win_share"] and a["decisions"] == b["decisions"]


def test_the_bench_grows_every_match_in_steps(tmp_path):
    bench.grow([TOY], 4, 2, save_dir=tmp_path, bot_overrides=QUICK)
    files = sorted(p.name for p in tmp_path.iterdir())
    assert files == sorted(f"{TOY.id}_{m.name}.jsonl" for m in bench.matches_for(TOY))
    assert f"{TOY.id}_hard_vs_normal_4p.jsonl" in files
    assert all(len((tmp_path / f).read_text().splitlines()) == 4 for f in files)
    figures = bench.run_bench([TOY], 4, bot_overrides=QUICK, save_dir=tmp_path)
    assert figures[f"{TOY.id}_hard_vs_random_games"] == 4


def test_the_bench_can_grow_some_matches_first(tmp_path):
    bench.grow([TOY], 2, 2, save_dir=tmp_path, bot_overrides=QUICK,
               matches=["hard_vs_random", "hard_vs_normal_3p"])
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        f"{TOY.id}_hard_vs_normal_3p.jsonl", f"{TOY.id}_hard_vs_random.jsonl"]
    for match in (bench.Match("hard", "random"), bench.Match("hard", "normal", 3)):
        assert len(bench.match_file(tmp_path, TOY.id, match).read_text().splitlines()) == 2


def test_the_command_line_refuses_an_unknown_match(tmp_path):
    with pytest.raises(SystemExit, match="no such match: hard_vs_nobody"):
        cli(["bench", "--games", "2", "--step", "2", "--first", "hard_vs_nobody", "--save", str(tmp_path)])
    with pytest.raises(SystemExit, match="no such match: hard_vs_heuristic_9p"):
        cli(["bench", "--only", "citadels", "--games", "2", "--step", "2",
             "--matches", "hard_vs_heuristic_9p", "--save", str(tmp_path)])
    assert list(tmp_path.iterdir()) == []                    # refused before any game


def test_think_sample_times_the_level_at_spread_decisions():
    game_id = games.ids()[0]
    times = think.think_sample(game_id, level="easy", samples=5, every=3)
    assert len(times) == 5 and all(t >= 0 for t in times)


@pytest.mark.parametrize("capped", [False, True])
def test_think_sample_lifts_the_time_cap_unless_asked_to_keep_it(monkeypatch, capped):
    made = []
    real = think.make_bot

    def spy(level, game, *, seats=None, **overrides):
        made.append((level, seats, overrides))
        return real(level, game, seats=seats, **overrides)
    monkeypatch.setattr(think, "make_bot", spy)
    think.think_sample(games.ids()[0], level="hard", samples=1, every=1, capped=capped)
    hard = [(seats, overrides) for level, seats, overrides in made if level == "hard"]
    assert hard == ([(2, {})] if capped else [(2, {"max_ms": None})])


def test_think_sample_plays_at_the_table_it_is_asked(monkeypatch):
    tables = []
    real = games.get(games.ids()[0]).__class__.new_game
    monkeypatch.setattr(games.get(games.ids()[0]).__class__, "new_game",
                        lambda self, players, seed, options=None: tables.append(players)
                        or real(self, players, seed, options))
    think.think_sample(games.ids()[0], level="easy", samples=2, every=1, players=3)
    assert tables and set(tables) == {3}


def test_the_bench_can_report_only_what_is_saved(tmp_path):
    bench.grow([TOY], 3, 3, save_dir=tmp_path, bot_overrides=QUICK)
    path = bench.match_file(tmp_path, TOY.id, bench.Match("hard", "random"))
    lines = path.read_text().splitlines()
    path.write_text("\n".join(lines[:1] + lines[2:]) + "\n")     # game 1 lost: a gap
    figures = bench.run_bench([TOY], None, bot_overrides=QUICK, save_dir=tmp_path)
    assert figures[f"{TOY.id}_hard_vs_random_games"] == 1          # only games 0..n-1 count
    assert figures[f"{TOY.id}_hard_vs_heuristic_games"] == 3
    assert bench.run_bench([TOY], None, bot_overrides=QUICK)[f"{TOY.id}_normal_vs_easy_games"] == 0


def test_prune_drops_only_the_games_of_older_code(tmp_path, monkeypatch):
    bench.grow([TOY], 2, 2, save_dir=tmp_path, bot_overrides=QUICK)
    path = bench.match_file(tmp_path, TOY.id, bench.Match("hard", "random"))
    good = path.read_text()
    cut = good.splitlines()[0][:40]          # a line an interrupted run cut short
    path.write_text(good + '{"g":0,"entries":[],"key":"0000000000000000"}\n' + cut + "\n")
    assert bench.prune([TOY], save_dir=tmp_path, bot_overrides=QUICK) == 2
    assert path.read_text() == good          # the current games, as they were
    assert bench.run_bench([TOY], None, bot_overrides=QUICK, save_dir=tmp_path)[
        f"{TOY.id}_hard_vs_random_games"] == 2
    # a change to the engine's code makes every saved game stale
    monkeypatch.setattr(arena, "code_hash", lambda game_id: "changed")
    assert bench.prune([TOY], save_dir=tmp_path, bot_overrides=QUICK) == 2 * len(
        bench.matches_for(TOY))
    assert path.read_text() == ""


def test_saved_games_depend_on_their_own_games_code_only():
    paths = [p.as_posix() for p in arena.code_files("celtica")]
    names = {p.name for p in arena.code_files("celtica")}
    assert {"protocol.py", "rng.py", "ismcts.py", "levels.py", "heuristic_celtica.py"} <= names
    assert any("/games/celtica/" in p for p in paths)
    assert not any("/games/luna/" in p for p in paths)
    assert not names & {"heuristic_luna.py", "heuristic_citadels.py", "arena.py", "bench.py"}
    assert arena.code_hash("celtica") != arena.code_hash("luna")


def test_the_hashed_code_is_pycores_named_by_its_path_in_pycore():
    """A saved game's key hashes pycore's files under their paths inside pycore ("bots/levels.py"),
    wherever the arena itself lives: moving the arena out of pycore kept every key."""
    from pathlib import Path

    import pycore
    root = Path(pycore.__file__).resolve().parent
    files = arena.code_files("luna")
    assert all(path.is_relative_to(root) for path in files)
    assert [path.relative_to(root).as_posix() for path in files][:3] == [
        "protocol.py", "rng.py", "games/luna/__init__.py"]
    assert not any(path.is_relative_to(Path(arena.__file__).resolve().parent) for path in files)


def test_a_seeded_game_is_the_same_in_every_process():
    """Saved games are only worth keeping if game g of a match is the same game wherever it
    is played: nothing may depend on Python's per-process string hashing (set order)."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    script = (
        "import hashlib, json\n"
        "from pycore import games\n"
        "from botlab.arena import play_game\n"
        "from pycore.bots.levels import make_bot\n"
        "for g in games.ids():\n"
        "    bots = [make_bot('hard', g, iterations=8, max_ms=None), make_bot('easy', g)]\n"
        "    out = play_game(g, bots, 12345)\n"
        "    print(g, hashlib.sha1(json.dumps(out['moves']).encode()).hexdigest())\n")
    root = str(Path(arena.__file__).resolve().parents[1])
    runs = []
    for hash_seed in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=hash_seed, PYTHONPATH=root)
        runs.append(subprocess.run([sys.executable, "-c", script], env=env, cwd=root,
                                   capture_output=True, text=True, check=True, timeout=600).stdout)
    assert runs[0] == runs[1] and len(runs[0].splitlines()) == len(games.ids())


def test_the_command_line_prunes_and_reports_saved_games(tmp_path, capsys):
    assert cli(["bench", "--prune", "--games", "0", "--save", str(tmp_path)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "pruned: 0"
    for game_id in games.ids():
        assert f"{game_id}_hard_vs_random_games: 0" in out
        for n in games.get(game_id).players:
            if n >= 3:
                for m in ("hard_vs_heuristic", "normal_vs_easy", "hard_vs_normal"):
                    assert f"{game_id}_{m}_{n}p_games: 0" in out
                    assert f"{game_id}_{m}_{n}p_fair: {round(1 / n, 3)}" in out


# ---- carrying saved games over a change of code that plays the same moves ------------------
def _replays(monkeypatch) -> list[int]:
    played: list[int] = []
    real = arena.play_one
    monkeypatch.setattr(arena, "play_one", lambda *a, **k: played.append(a[2]) or real(*a, **k))
    return played


def test_every_saved_game_keeps_a_digest_of_its_moves(tmp_path):
    save = tmp_path / "match.jsonl"
    run_arena(TOY, ["hard", "random"], 2, seed=4, bot_overrides=QUICK, save=save)
    rows = [json.loads(line) for line in save.read_text().splitlines()]
    again = arena.play_one(TOY, ["hard", "random"], 1, 4, QUICK, None)
    assert [len(r["moves"]) for r in rows] == [16, 16] and rows[0]["moves"] != rows[1]["moves"]
    assert arena.same_game(rows[1], again) and not arena.same_game(rows[0], again)


def test_rekey_carries_games_over_a_change_that_plays_the_same_moves(tmp_path, monkeypatch):
    save = tmp_path / "match.jsonl"
    before = run_arena(TOY, ["hard", "random"], 5, seed=4, bot_overrides=QUICK, save=save)
    monkeypatch.setattr(arena, "code_hash", lambda game_id: "changed")   # the code changed
    assert arena.saved_count(TOY, ["hard", "random"], 4, save, bot_overrides=QUICK) == 0
    played = _replays(monkeypatch)
    report = arena.rekey(TOY, ["hard", "random"], 4, save, bot_overrides=QUICK, check=3)
    assert report == {"stale": 5, "replayed": 3, "carried": 5, "differs": None}
    assert played == [0, 2, 4]                       # the first, the last and one between
    played.clear()
    after = run_arena(TOY, ["hard", "random"], 5, seed=4, bot_overrides=QUICK, save=save)
    assert played == [] and after == before           # all five count again, none replayed
    assert arena.rekey(TOY, ["hard", "random"], 4, save, bot_overrides=QUICK)["stale"] == 0


def test_rekey_carries_nothing_when_a_replay_plays_differently(tmp_path, monkeypatch):
    save = tmp_path / "match.jsonl"
    run_arena(TOY, ["hard", "random"], 3, seed=4, bot_overrides=QUICK, save=save)
    rows = [json.loads(line) for line in save.read_text().splitlines()]
    rows[-1]["moves"] = "0" * 16                      # as if the old code played game 2 otherwise
    save.write_text("".join(json.dumps(r) + "\n" for r in rows))
    text = save.read_text()
    monkeypatch.setattr(arena, "code_hash", lambda game_id: "changed")
    report = arena.rekey(TOY, ["hard", "random"], 4, save, bot_overrides=QUICK, check=3)
    assert report["differs"] == 2 and report["carried"] == 0
    assert save.read_text() == text                   # nothing written


def test_rekey_tries_the_next_older_version_when_the_largest_plays_differently(tmp_path,
                                                                                monkeypatch):
    """A file with games of two older versions: the larger group (an experiment of another
    bot, say) plays differently, the smaller plays as the code does now: it is carried."""
    save = tmp_path / "match.jsonl"
    run_arena(TOY, ["hard", "random"], 2, seed=4, bot_overrides=QUICK, save=save)
    good = [json.loads(line) for line in save.read_text().splitlines()]
    other = [dict(row, key="0" * 16, moves="1" * 16) for row in good]
    other.append(dict(good[0], g=2, key="0" * 16, moves="2" * 16))
    save.write_text("".join(json.dumps(r) + "\n" for r in other + good))
    monkeypatch.setattr(arena, "code_hash", lambda game_id: "changed")
    played = _replays(monkeypatch)
    report = arena.rekey(TOY, ["hard", "random"], 4, save, bot_overrides=QUICK, check=2)
    assert report == {"stale": 2, "replayed": 3, "carried": 2, "differs": None}
    assert played == [0, 0, 1]          # the larger group's first game differs; then the other's
    assert arena.saved_count(TOY, ["hard", "random"], 4, save, bot_overrides=QUICK) == 2


def test_rekey_compares_older_rows_without_a_digest_by_their_outcome(tmp_path, monkeypatch):
    save = tmp_path / "match.jsonl"
    run_arena(TOY, ["hard", "random"], 2, seed=4, bot_overrides=QUICK, save=save)
    rows = [json.loads(line) for line in save.read_text().splitlines()]
    for row in rows:
        del row["moves"]                              # saved before the digest was kept
    save.write_text("".join(json.dumps(r) + "\n" for r in rows))
    monkeypatch.setattr(arena, "code_hash", lambda game_id: "changed")
    assert arena.rekey(TOY, ["hard", "random"], 4, save, bot_overrides=QUICK)["carried"] == 2
    monkeypatch.setattr(arena, "code_hash", lambda game_id: "changed again")
    rows = [json.loads(line) for line in save.read_text().splitlines()]
    rows[0]["entries"][0]["decisions"] += 1           # another game than the replay
    save.write_text("".join(json.dumps(r) + "\n" for r in rows))
    assert arena.rekey(TOY, ["hard", "random"], 4, save, bot_overrides=QUICK)["differs"] == 0


def test_the_bench_rekeys_every_saved_match_and_says_so(tmp_path, monkeypatch):
    bench.grow([TOY], 2, 2, save_dir=tmp_path, bot_overrides=QUICK)
    assert list(bench.rekey_all([TOY], save_dir=tmp_path, bot_overrides=QUICK)) == []
    monkeypatch.setattr(arena, "code_hash", lambda game_id: "changed")
    lines = list(bench.rekey_all([TOY], save_dir=tmp_path, bot_overrides=QUICK, check=1,
                                 matches=["hard_vs_random"]))
    assert lines == [f"rekey {TOY.id}_hard_vs_random: 2 games of older code, 1 replayed, 2 carried"]
    assert bench.run_bench([TOY], None, bot_overrides=QUICK, save_dir=tmp_path)[
        f"{TOY.id}_hard_vs_random_games"] == 2


def test_growing_named_matches_plays_no_other_match_for_the_report(tmp_path, monkeypatch):
    grown, reported = [], []
    monkeypatch.setattr(bench, "grow", lambda ids, games_count, step, seed, **k:
                        grown.append((games_count, k["matches"])))
    monkeypatch.setattr(bench, "iter_figures", lambda ids, count, *a, **k:
                        reported.append(count) or iter(()))
    cli(["bench", "--games", "100", "--step", "5", "--only", "celtica", "--matches",
         "normal_vs_easy_3p", "--save", str(tmp_path)])
    assert grown == [(100, ["normal_vs_easy_3p"])]
    assert reported == [None]     # the report reads what is saved: no other match is played
    cli(["bench", "--games", "4"])
    assert reported == [None, 4]  # without --save the report plays its games, as always


def test_a_saved_figure_names_the_commits_its_games_were_played_on(tmp_path, monkeypatch):
    monkeypatch.setattr(arena, "_PLAYED_ON", {"commit": "aaa1111"})
    bench.grow([TOY], 2, 2, save_dir=tmp_path, bot_overrides=QUICK)
    name = f"{TOY.id}_hard_vs_random"
    path = bench.match_file(tmp_path, TOY.id, bench.Match("hard", "random"))
    assert all(json.loads(line)["commit"] == "aaa1111" for line in path.read_text().splitlines())
    assert bench.run_bench([TOY], None, bot_overrides=QUICK, save_dir=tmp_path)[f"{name}_played_on"] == "aaa1111"
    monkeypatch.setattr(arena, "_PLAYED_ON", {"commit": "bbb2222+"})
    bench.grow([TOY], 3, 3, save_dir=tmp_path, bot_overrides=QUICK)
    figures = bench.run_bench([TOY], None, bot_overrides=QUICK, save_dir=tmp_path)
    assert figures[f"{name}_played_on"] == "aaa1111..bbb2222+"
    # the engine's code changed since: the figure has lapsed, and says when it was last current
    monkeypatch.setattr(arena, "code_hash", lambda game_id: "changed")
    figures = bench.run_bench([TOY], None, bot_overrides=QUICK, save_dir=tmp_path)
    assert figures[f"{name}_games"] == 0 and figures[f"{name}_played_on"] == "lapsed (last played on bbb2222+)"
    # rekey carries them over (the change plays the same moves) and the figure says so
    monkeypatch.setattr(arena, "_PLAYED_ON", {"commit": "ccc3333"})
    assert arena.rekey(TOY, ["hard", "random"], 0, path, bot_overrides=bench.full_budgets(QUICK),
                       check=1)["carried"] == 3
    figures = bench.run_bench([TOY], None, bot_overrides=QUICK, save_dir=tmp_path)
    assert figures[f"{name}_played_on"] == ("aaa1111 carried to ccc3333.."
                                            "bbb2222+ carried to ccc3333")
    assert "_played_on" not in " ".join(bench.run_bench([TOY], 1, bot_overrides=QUICK))
