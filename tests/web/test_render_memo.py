"""What a redraw remembers from the one before (the log's phrased lines, app/game.py, and the
drawn pieces of app/memo.py) never shows anything a fresh render would not. Whole games are
drawn screen by screen with the memory warm from the screen before, and with it coming from
another game's screen at the same point (the same log positions): each must equal the same
screen drawn from nothing."""

import json
import random

import pytest
from snapshots import HOSTILE, history, snapshot

from app import game, memo, registry

CTX = {"ready": True, "thinking": None, "replay": None, "bot_due": False}
NAMES = ["Ann", "Bo", "Cy"]


def screens(game_id, seed, names, pick=None):
    seats = [{"name": names[0], "kind": "human"}] + [
        {"name": name, "kind": "bot", "level": "easy"} for name in names[1:]]
    out = []
    for record, state in history(game_id, seats, seed, pick=pick):
        due = list(state.to_move())
        out.append(snapshot(record, state, due[0] if due else 0))
    return out


def fresh(lang, snap):
    game.forget_log_lines()
    memo.forget_all()
    return game.render_game(lang, snap, CTX)


def other_choices():
    """Random legal moves from another stream than the deal's (the same deal played otherwise)."""
    stream = random.Random(77)
    return lambda rnd, texts: stream.choice(texts)


# the other game differs from the first in one thing only: the seat names (two saves of
# one deal), the deal, the reader's language, or the moves (the same deal played otherwise,
# as after an undo: the same log positions hold other events)
OTHERS = [("names", 3, ["Ann", HOSTILE, "陳小明"], "en", None), ("deal", 4, NAMES, "en", None),
          ("language", 3, NAMES, "zh-Hant", None), ("moves", 3, NAMES, "en", other_choices)]


@pytest.mark.parametrize("game_id", registry.ids())
@pytest.mark.parametrize("other", OTHERS, ids=[o[0] for o in OTHERS])
def test_a_warm_redraw_equals_a_fresh_one(game_id, other):
    _, seed, names, lang, pick = other
    mine, theirs = screens(game_id, 3, NAMES), screens(game_id, seed, names, pick and pick())
    hits = 0
    for n in range(min(len(mine), len(theirs)) - 1):
        game.render_game("en", mine[n], CTX)
        warm = game.render_game("en", mine[n + 1], CTX)     # the memory of the screen before
        hits += len(game._log_lines["lines"]) > 0
        assert warm == fresh("en", mine[n + 1]), n
        game.render_game("en", mine[n + 1], CTX)
        switched = game.render_game(lang, theirs[n + 1], CTX)   # another game's memory
        assert switched == fresh(lang, theirs[n + 1]), n
    assert hits > 20


def test_the_memory_holds_only_the_lines_shown():
    game.forget_log_lines()
    snap = screens("celtica", 3, NAMES)[-1]
    game.render_game("en", snap, CTX)
    assert len(snap["view"]["log"]) > game.LOG_SHOWN
    assert len(game._log_lines["lines"]) == game.LOG_SHOWN


def test_another_deal_with_the_same_events_is_phrased_for_its_own_board():
    """A Celtica line names the kind of the path space a druid went to: the same event in
    another deal (another seed) names that deal's space."""
    mine = next(snap for snap in screens("celtica", 3, NAMES)
            if any(ev.get("event") == "played" and ev.get("from") != ev.get("to")
                   for ev in snap["view"]["log"]))
    other = json.loads(json.dumps(mine))
    other["record"]["seed"] = 99
    kinds = [entry["kind"] for entry in other["view"]["path"]]
    for entry, kind in zip(other["view"]["path"], kinds[1:] + kinds[:1]):
        entry["kind"] = kind
    game.render_game("en", mine, CTX)
    switched = game.render_game("en", other, CTX)
    assert switched == fresh("en", other)
    assert switched != fresh("en", mine)


def test_a_remembered_piece_is_drawn_once_for_the_same_arguments_and_again_for_others():
    drawn = []

    @memo.remembered(limit=3)
    def piece(lang, value, flag=False):
        drawn.append([lang, value, flag])
        return f"<i>{lang}{value}{flag}</i>"

    assert piece("en", {"a": [1, 2]}) == piece("en", {"a": [1, 2]}) == "<i>en{'a': [1, 2]}False</i>"
    assert len(drawn) == 1
    piece("zh-Hant", {"a": [1, 2]})          # another language
    piece("en", {"a": [1, 3]})               # another value deep inside
    assert len(drawn) == 3
    assert piece("en", 1) != piece("en", True)   # JSON tells 1 from true
    assert len(drawn) == 5
    piece("en", {1, 2})                      # not JSON: drawn every time, never remembered
    piece("en", {1, 2})
    assert len(drawn) == 7
    memo.forget_all()
    piece("en", {"a": [1, 2]})
    assert len(drawn) == 8


def test_a_remembered_table_stays_within_its_limit():
    @memo.remembered(limit=5)
    def piece(n):
        return str(n)

    for n in range(40):
        assert piece(n) == str(n)
    table = memo._TABLES[-1]
    assert 0 < len(table) <= 5


def test_named_arguments_count_whatever_their_order():
    drawn = []

    @memo.remembered()
    def piece(a, b=0, c=0):
        drawn.append(1)
        return f"{a}{b}{c}"

    assert piece(1, b=2, c=3) == piece(1, c=3, b=2) == "123"
    assert len(drawn) == 1
    assert piece(1, b=3, c=2) == "132" and piece(1, 2, 3) == "123"
    assert len(drawn) == 3     # positional and named are told apart (drawn again, never wrong)
