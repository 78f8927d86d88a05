"""The swing experiment: is the coach's review right about the biggest mistakes?

Games of the heuristic bot at two seats are reviewed for seat 0 (`pycore.coach.review`, its
search budgets in iterations, the time cap lifted, so a run is reproducible). At each swing
the review lists, the game is played out from that moment twice over: once with the move the
heuristic played, once with the move the review calls better, each followed by `playouts`
continuations of Easy bots (the heuristic with a little noise, so that the continuations
differ). If the review is right, seat 0 wins more often after the better move.

    python -m botlab swings --games 25 --playouts 4 [--only luna] [--json]

prints, per game and over all, the win share after each of the two moves with its 95 %
Wilson interval, and the number of swings measured.
"""

from __future__ import annotations

from typing import Any

from pycore import games, records
from pycore.bots.base import win_rewards
from pycore.bots.levels import make_bot
from pycore.coach import review
from pycore.rng import Rng

from .arena import wilson_interval


def heuristic_game(game_id: str, seed: int, level: str = "heuristic", players: int = 2) -> dict[str, Any]:
    """A record of a game between bots of `level` (the heuristic), two seats unless told,
    every seat marked human: the record of a game a person could have played and reviewed."""
    seats = [{"name": f"P{i}", "kind": "human"} for i in range(players)]
    record = records.make_record(game_id, seats, seed)
    state = records.new_state(record)
    bots = [make_bot(level, game_id, seats=players) for _ in range(players)]
    rng = Rng(seed * 31 + 1)
    while not state.is_over():
        seat = state.to_move()[0]
        move = str(bots[seat].choose(state, seat, rng))
        state.apply(seat, move)
        record["moves"].append([seat, move])
    return record


def play_out(game_id: str, record: dict[str, Any], at: int, move: str, seed: int) -> float:
    """Seat 0's reward when `move` is made at decision `at` and Easy bots finish the game."""
    state = records.replay(record, upto=at)
    state.apply(record["moves"][at][0], move)
    bots = [make_bot("easy", game_id, seats=2) for _ in range(2)]
    rng = Rng(seed)
    while not state.is_over():
        seat = state.to_move()[0]
        state.apply(seat, str(bots[seat].choose(state, seat, rng)))
    return win_rewards(state.result())[0]


def measure(game_id: str, n_games: int, playouts: int, seed: int = 0) -> dict[str, Any]:
    played = better = 0.0
    swings = 0
    for g in range(n_games):
        record = heuristic_game(game_id, seed + g)
        found = review.review(record, 0, seed=seed + g, max_ms=None)["swings"]
        for swing in found:
            swings += 1
            for k in range(playouts):
                twin = (seed + g) * 1009 + swing["at"] * 31 + k
                played += play_out(game_id, record, swing["at"], swing["played"], twin)
                better += play_out(game_id, record, swing["at"], swing["better"], twin)
    n = swings * playouts
    return {"game": game_id, "games": n_games, "swings": swings, "playouts": n,
            "played": _share(played, n), "better": _share(better, n)}


def _share(wins: float, n: int) -> list[float]:
    """[share, low, high]: the win share with its 95 % Wilson interval."""
    if not n:
        return [0.0, 0.0, 0.0]
    low, high = wilson_interval(wins, n)
    return [round(wins / n, 3), round(low, 3), round(high, 3)]


def run(n_games: int, playouts: int, only: str | None = None) -> list[dict[str, Any]]:
    rows = [measure(game_id, n_games, playouts) for game_id in games.ids() if only in (None, game_id)]
    if len(rows) > 1:
        total = sum(row["playouts"] for row in rows)
        played = sum(row["played"][0] * row["playouts"] for row in rows)
        better = sum(row["better"][0] * row["playouts"] for row in rows)
        rows.append({"game": "all", "games": sum(row["games"] for row in rows),
                     "swings": sum(row["swings"] for row in rows), "playouts": total,
                     "played": _share(played, total), "better": _share(better, total)})
    return rows


def format_rows(rows: list[dict[str, Any]]) -> str:
    lines = []
    for row in rows:
        p, b = row["played"], row["better"]
        lines.append(f"{row['game']}: {row['swings']} swings in {row['games']} games, "
                     f"{row['playouts']} play-outs each way; seat 0 wins after the move played "
                     f"{p[0]:.3f} [{p[1]:.3f}, {p[2]:.3f}], after the better move "
                     f"{b[0]:.3f} [{b[1]:.3f}, {b[2]:.3f}]")
    return "\n".join(lines)
