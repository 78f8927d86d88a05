"""A review of one seat's game: each of its decisions weighed by the Hard search from what the
seat could see at that moment, the move played against the search's best, and the biggest
swings listed with the better move.

A review is worked in small steps (`step`, one decision searched per step), so that the
engine worker answers between them, the page shows its progress, and a review stopped
half-way resumes where it stood. Everything it knows is its `progress`, plain JSON kept with
the save:

    {"format": 1, "seat": s, "moves": n, "decisions": [i, ...],
     "quick": [[best, best chance, played chance], ...],   # one per decision looked at
     "deep": [[i, best, best chance, played chance], ...], # the largest swings, searched again
     "swings": [{"at", "played", "better", "played_chance", "better_chance", "swing"}] | None}

`decisions` are the indices in the record's moves where the seat chose among two or more
moves. The budget goes where the swings are: a quick pass over every decision with a fifth of
Hard's search (`QUICK_SHARE`), then the `DEEP_COUNT` largest swings of that pass searched again
with Hard's whole budget, and the `SWINGS` largest of those are the review's answer.

The search at decision i starts from the state before move i (`Cursor`), through
`state.determinize(seat)` and `legal_moves(seat)` only, as a bot's does: the hands revealed
later, or at the end, are never read.
"""

from __future__ import annotations

from typing import Any

from .. import records
from ..bots.ismcts import IsmctsBot
from ..bots.levels import level_config, make_bot
from ..protocol import State
from ..rng import Rng

FORMAT = 1
QUICK_SHARE = 5      # the quick pass searches with 1/5 of Hard's iterations (and time)
DEEP_COUNT = 5       # the quick pass's largest swings searched again at Hard's whole budget
SWINGS = 3           # listed in the review
LEAST_SWING = 0.02   # a smaller difference in the chance to win is noise, not a mistake


class Cursor:
    """A record replayed forward: the state before move `at`, kept between steps, so that a
    review's steps in order replay each move once."""

    def __init__(self, record: dict[str, Any]) -> None:
        self.record = record
        self.at = 0
        self.state: State = records.new_state(record)

    def before(self, index: int) -> State:
        """The state before move `index` (a copy: the search may not change the cursor's)."""
        if index < self.at:
            self.at, self.state = 0, records.new_state(self.record)
        while self.at < index:
            seat, text = self.record["moves"][self.at]
            self.state.apply(seat, text)
            self.at += 1
        return self.state.clone()


def start(record: dict[str, Any], seat: int) -> dict[str, Any]:
    """A review not yet begun: the seat's decisions, found by replaying the record once."""
    decisions = []
    state = records.new_state(record)
    for index, (mover, text) in enumerate(record["moves"]):
        if mover == seat and len(state.legal_moves(seat)) > 1:
            decisions.append(index)
        state.apply(mover, text)
    return {"format": FORMAT, "seat": seat, "moves": len(record["moves"]), "decisions": decisions,
            "quick": [], "deep": [], "swings": None}


def fits(progress: Any, record: dict[str, Any], seat: int) -> bool:
    """Whether a kept `progress` is a review of this record's seat. A save's review is read as
    warily as the save: anything else, damaged or forged, starts the review again."""
    if not isinstance(progress, dict) or progress.get("format") != FORMAT:
        return False
    moves = record["moves"]
    decisions, quick, deep = progress.get("decisions"), progress.get("quick"), progress.get("deep")
    if (progress.get("seat") != seat or progress.get("moves") != len(moves)
            or not isinstance(decisions, list) or not isinstance(quick, list)
            or not isinstance(deep, list)):
        return False
    if not all(type(i) is int and 0 <= i < len(moves) and moves[i][0] == seat for i in decisions):
        return False
    if len(quick) > len(decisions) or len(deep) > DEEP_COUNT:
        return False
    if not all(isinstance(row, list) and len(row) == 3 and _weighed(row) for row in quick):
        return False
    if not all(isinstance(row, list) and len(row) == 4 and row[0] in decisions and _weighed(row[1:])
               for row in deep):
        return False
    swings = progress.get("swings")
    return swings is None or (isinstance(swings, list) and len(swings) <= SWINGS
                              and all(_listed(swing, moves, decisions) for swing in swings))


def _chance(x: Any) -> bool:
    return isinstance(x, (int, float)) and not isinstance(x, bool) and 0.0 <= x <= 1.0


def _weighed(row: list[Any]) -> bool:
    """[best move, its chance, the played move's chance]"""
    return isinstance(row[0], str) and len(row[0]) <= 200 and _chance(row[1]) and _chance(row[2])


def _listed(swing: Any, moves: list[Any], decisions: list[int]) -> bool:
    return (isinstance(swing, dict) and swing.get("at") in decisions
            and swing.get("played") == moves[swing["at"]][1]
            and isinstance(swing.get("better"), str) and len(swing["better"]) <= 200
            and all(_chance(swing.get(key)) for key in ("played_chance", "better_chance", "swing")))


def done(progress: dict[str, Any]) -> bool:
    return progress.get("swings") is not None


def share_done(progress: dict[str, Any]) -> float:
    """How far the review is, 0 to 1: the quick pass counts four fifths, the deep one the rest."""
    if done(progress):
        return 1.0
    decisions = len(progress["decisions"]) or 1
    deep = min(DEEP_COUNT, len(progress["decisions"])) or 1
    return 0.8 * len(progress["quick"]) / decisions + 0.2 * len(progress["deep"]) / deep


def weigh(game_id: str, state: State, seat: int, played: str, rng: Rng, *, seats: int,
          share: int = 1, **overrides: Any) -> list[Any]:
    """[best move, its chance, the played move's chance] at one decision, by the Hard search
    with 1/`share` of its budget. Every legal move is tried at least twice, so the played
    one always has a chance (the search tries each root move once before it repeats any)."""
    config = level_config("hard", game_id, seats)
    legal = len(state.legal_moves(seat))
    budget = {"iterations": max(2 * legal, config["iterations"] // share),
              "max_ms": None if config.get("max_ms") is None else config["max_ms"] / share}
    budget.update(overrides)
    bot = make_bot("hard", game_id, seats=seats, **budget)
    assert isinstance(bot, IsmctsBot), "the Hard level is a search"
    search = bot.think(state, seat, rng, settle=False)
    chances = {row["move"]: row["mean"] for row in search.statistics()}
    best = search.best().text
    best_chance = min(1.0, max(0.0, chances.get(best, 0.0)))
    return [best, best_chance, min(1.0, max(0.0, chances.get(played, best_chance)))]


def _swing(row: list[Any]) -> float:
    best_chance, played_chance = row[-2:]
    return max(0.0, best_chance - played_chance)


def step(record: dict[str, Any], progress: dict[str, Any], cursor: Cursor, seed: int,
         **overrides: Any) -> dict[str, Any]:
    """The review one step further (a new dict): the next decision of the quick pass, else
    the next of the deep pass, else the answer. `overrides` change the search (tests)."""
    progress = dict(progress, quick=list(progress["quick"]), deep=list(progress["deep"]))
    if done(progress):
        return progress
    game_id, seat, seats = record["game"], progress["seat"], len(record["seats"])
    decisions = progress["decisions"]
    quick = progress["quick"]
    if len(quick) < len(decisions):
        index = decisions[len(quick)]
        quick.append(weigh(game_id, cursor.before(index), seat, record["moves"][index][1],
                           Rng(seed * 7919 + index), seats=seats, share=QUICK_SHARE, **overrides))
        return progress
    ranked = sorted(range(len(decisions)), key=lambda k: (-_swing(quick[k]), k))
    wanted = [k for k in ranked[:DEEP_COUNT] if _swing(quick[k]) > 0]
    if len(progress["deep"]) < len(wanted):
        k = wanted[len(progress["deep"])]
        index = decisions[k]
        row = weigh(game_id, cursor.before(index), seat, record["moves"][index][1],
                    Rng(seed * 104729 + index), seats=seats, **overrides)
        progress["deep"].append([index] + row)
        return progress
    progress["swings"] = answer(record, progress["deep"])
    return progress


def answer(record: dict[str, Any], deep: list[list[Any]]) -> list[dict[str, Any]]:
    """The largest swings of the deep pass, largest first: where the played move lost the
    most chance to win against the search's best."""
    rows = sorted(deep, key=lambda row: (-_swing(row), row[0]))
    out = []
    for index, best, best_chance, played_chance in rows[:SWINGS]:
        played = record["moves"][index][1]
        swing = _swing([best, best_chance, played_chance])
        if best == played or swing < LEAST_SWING:
            continue
        out.append({"at": index, "played": played, "better": best,
                    "played_chance": round(played_chance, 3), "better_chance": round(best_chance, 3),
                    "swing": round(swing, 3)})
    return out


def review(record: dict[str, Any], seat: int, seed: int = 0, **overrides: Any) -> dict[str, Any]:
    """The whole review in one go (tests, the bench and the swing experiment)."""
    progress = start(record, seat)
    cursor = Cursor(record)
    while not done(progress):
        progress = step(record, progress, cursor, seed, **overrides)
    return progress


def moment(cursor: Cursor, seat: int, index: int) -> dict[str, Any]:
    """What the seat saw at decision `index` (its view without the log, its legal moves): the
    page draws that decision's buttons from it to name a move as the player saw it named."""
    state = cursor.before(index)
    view = {key: value for key, value in state.view(seat).items() if key != "log"}
    return {"view": view, "legal": [str(m) for m in state.legal_moves(seat)], "to_move": state.to_move(),
            "viewer": seat}


def said(cursor: Cursor, seat: int, index: int, move: str) -> list[Any]:
    """The log events that `move`, made at decision `index`, adds to the seat's own view: how
    the page says a move in words, the played one or the better one alike."""
    state = cursor.before(index)
    before = state.view(seat).get("log") or []
    try:
        state.apply(seat, move)
    except Exception:
        return []
    after = state.view(seat).get("log") or []
    return list(after[len(before):]) if len(after) >= len(before) else list(after[-1:])
