"""Damaged storage and oversized links in the app.

`main.py` reads localStorage and draws the home screen, or resumes the last game from its
stored snapshot, *before* the engine is loaded: an exception there would end `main()`, so the
engine would never load and every reload would fail the same way (the only way out being to
clear storage, losing every save). These tests drive the pure functions main.py calls on that
path; each was found by an adversarial review and failed before its fix. The browser side
(`e2e/test_ui_celtica.py::test_damaged_storage_never_stops_the_app`) checks the whole start.
"""

import json

import engine
import pytest

from app import flow, game, handoff, home, saves
from pycore import links, records
from pycore.rng import Rng


# ---- the home screen from a damaged index ---------------------------------------------------
@pytest.mark.parametrize("text", [
    '[{"id": "a", "game": "luna", "names": 5}]',
    '[{"id": "a", "game": "luna", "names": ["Ann"], "due": 5}]',
])
def test_a_damaged_index_entry_does_not_break_the_home_screen(text):
    index = saves.parse_index(text)
    for state in ("loading", "ready"):
        home.render_home("en", None, index, state, 10 ** 12)


# ---- resuming a damaged save ------------------------------------------------------------------
def resume(text):
    """main.open_save + enter_game + render() before the engine is ready, without the DOM."""
    stored = saves.parse_save(text)
    if stored is None:
        return None  # main.py says "This saved game could not be opened"
    record, snap, viewer = flow.resume(stored)
    assert isinstance(viewer, int)  # main.render compares it with ints
    shown = snap if snap is not None else flow.blank_snapshot(record)
    if flow.is_pass_and_play(record) and not shown.get("over"):
        names = game.seat_names(shown.get("record") or {})
        name = names[viewer] if 0 <= viewer < len(names) else "?"
        return handoff.render_handoff("en", name, False)
    return game.render_game("en", shown, {"ready": False, "thinking": None, "replay": None})


def stored_game(humans):
    seats = [{"name": "Ann", "kind": "human"},
             {"name": "Bo", "kind": "human" if humans == 2 else "bot", "level": "easy"}]
    record = json.loads(engine.new_record("celtica", json.dumps(seats), ""))["record"]
    snap = json.loads(engine.open_game(json.dumps(record), 0))
    return record, snap


DAMAGE = {
    "seats is a number": lambda r, s: r.update(seats=5),
    "to_move holds a text": lambda r, s: s.update(to_move=["a"]),
    "to_move is a number": lambda r, s: s.update(to_move=5),
    "view is a list": lambda r, s: s.update(view=[1]),
    "log is a number": lambda r, s: s["view"].update(log=5),
    "a view seat is a number": lambda r, s: s["view"].update(seats=[1]),
    "result is a number": lambda r, s: s.update(over=True, result=5),
}


@pytest.mark.parametrize("damage", list(DAMAGE), ids=list(DAMAGE))
def test_a_damaged_save_does_not_break_the_resume(damage):
    record, snap = stored_game(humans=1)
    DAMAGE[damage](record, snap)
    resume(saves.dump_save(record, snap))


def test_a_damaged_viewer_does_not_break_the_hand_off_cover():
    record, snap = stored_game(humans=2)
    snap["viewer"] = "0"
    resume(saves.dump_save(record, snap))


def test_a_save_without_snapshot_and_damaged_seats_does_not_break_the_resume():
    record, _ = stored_game(humans=1)
    record["seats"] = 7
    resume(json.dumps({"record": record}))


def test_a_deeply_nested_save_reads_as_damaged():
    # CPython's parser raises RecursionError here; MicroPython's parses it, but then
    # `json.dumps(record)` in main.open_in_engine raises RuntimeError (uncaught there).
    text = '{"record": {"game": "celtica", "x": ' + "[" * 20000 + "]" * 20000 + "}}"
    stored = saves.parse_save(text)
    if stored is not None:
        saves.dump_save(stored["record"], stored["snapshot"])
    assert saves.parse_index("[" * 20000 + "]" * 20000) == []


# ---- a small link must not make a huge save ---------------------------------------------------
def test_a_small_link_does_not_make_a_huge_save():
    # A 2-player Citadels game where nobody builds never ends; MAX_MOVES (20000) such moves
    # pack into a 17 kB link. Opening it took ~2 s of engine time and every snapshot (and so
    # every autosave) was ~3 MB, because the view carries the whole log: two such links fill
    # localStorage, after which autosaves fail silently. Real finished games save in < 80 kB.
    record = records.make_record("citadels", [{"name": "A", "kind": "human"},
                                              {"name": "B", "kind": "human"}], 3)
    state = records.new_state(record)
    chooser = Rng(1)
    while not state.is_over() and len(record["moves"]) < records.MAX_MOVES:
        seat = state.to_move()[0]
        legal = [str(m) for m in state.legal_moves(seat)]
        stall = ([m for m in legal if m in ("gold", "end", "income")]
                 or [m for m in legal if not m.startswith("build")] or legal)
        move = chooser.choice(stall)
        state.apply(seat, move)
        record["moves"].append([seat, move])
    fragment = links.encode(record)
    assert len(fragment) < links.MAX_FRAGMENT
    opened = json.loads(engine.open_link(fragment))
    if not opened["ok"]:
        return  # refused: fine
    snap = json.loads(engine.open_game(json.dumps(opened["record"]), 0))
    assert snap["ok"]
    assert len(saves.dump_save(snap["record"], snap)) < 1_000_000
