"""A fifth game plugs in in one place: a test-only Nim (`nim_game/`), registered only here,
gets a home card, the setup, the hand-off cover, the generic screen, saves, links and its
refusals in both languages — with no edit to any shared module (docs/architecture.md,
"Adding a game", is the checklist this test follows)."""

from __future__ import annotations

import importlib.util
import sys
import types
from pathlib import Path

import nim_game
import pytest
from harness import make_app, run, screen_html
from nim_game import ui_strings

from app import i18n, registry, saves
from pycore import games, links, records
from pycore.rng import Rng

ENTRY = {"id": "nim", "players": [2], "hidden": True,
         "title": {"en": "Nim", "zh-Hant": "撿石子"},
         "blurb": {"en": "Take the last stone", "zh-Hant": "拿到最後一顆石子"},
         "score_label": {"en": "Wins", "zh-Hant": "勝場"},
         "screen": None, "strings": "games.nim.strings", "key_prefixes": ["nim_"],
         "setup_options": None}


@pytest.fixture
def nim():
    """The engine's registry and the UI's registry learn Nim for one test, and forget it."""
    games.register("nim", "nim_game")
    registry.GAMES.append(ENTRY)
    package = types.ModuleType("app.games.nim")
    package.__path__ = []
    sys.modules["app.games.nim"] = package
    sys.modules["app.games.nim.strings"] = ui_strings
    yield nim_game.RULES
    games.unregister("nim")
    registry.GAMES.remove(ENTRY)
    for name in ("app.games.nim", "app.games.nim.strings"):
        sys.modules.pop(name, None)
    for key in ui_strings.STRINGS:
        i18n.STRINGS.pop(key, None)
    if "nim" in i18n._merged:
        i18n._merged.remove("nim")


async def tap(app, page, move=None, action=""):
    await app.tap(move, action)
    await page.settle()


def test_the_engine_plays_nim_by_the_protocol(nim):
    state = nim.new_game(2, seed=4)
    assert state.to_move() == (0,) and state.legal_moves(0)
    assert state.view(0)["your_card"] in (1, 2, 3) and state.view(None)["your_card"] is None
    assert state.determinize(0, Rng(3)).view(0) == state.view(0)
    while not state.is_over():
        seat = state.to_move()[0]
        state.apply(seat, state.legal_moves(seat)[-1])
    assert sorted(state.result()) == [1, 2]


def test_nim_gets_a_home_card_and_a_setup(nim):
    app, page = make_app()
    run(app.boot("zh-Hant", ""))
    html = screen_html(app)
    assert 'data-action="new:nim"' in html and "撿石子" in html and "拿到最後一顆石子" in html
    run(tap(app, page, action="new:nim"))
    assert app.screen == "setup" and "撿石子" in screen_html(app)


def start_two_humans(app, page):
    run(tap(app, page, action="new:nim"))
    run(tap(app, page, action="setup-kind:1:human"))
    run(tap(app, page, action="start"))


def test_two_humans_get_the_hand_off_cover_and_the_generic_screen(nim):
    app, page = make_app()
    run(app.boot("en", ""))
    start_two_humans(app, page)
    html, sheet, covered = app.render()
    assert covered and html == "" and 'data-cover="handoff"' in sheet
    run(tap(app, page, action="handoff-go"))
    html = screen_html(app)
    assert 'data-game="nim"' in html and 'data-move="take:1"' in html


def test_a_nim_game_is_saved_resumed_and_shared(nim):
    app, page = make_app()
    run(app.boot("en", ""))
    start_two_humans(app, page)
    run(tap(app, page, action="handoff-go"))
    run(tap(app, page, move="take:1"))
    [save_id] = [entry["id"] for entry in app.library.index]
    stored = saves.parse_save(page.store.get(saves.save_key(save_id)))
    assert stored["record"]["game"] == "nim" and stored["record"]["moves"] == [[0, "take:1"]]
    again, _ = make_app(page.store)
    run(again.boot("en", ""))
    assert again.screen == "game" and again.snap["record"]["moves"] == [[0, "take:1"]]
    run(tap(app, page, action="share"))
    run(tap(app, page, action="share-game"))
    fragment = page.shared[-1].split("#", 1)[1]
    assert links.decode(fragment)["record"]["moves"] == [[0, "take:1"]]
    friend, _ = make_app()
    run(friend.boot("en", fragment))
    assert friend.snap["record"]["moves"] == [[0, "take:1"]]


def test_a_nim_refusal_reads_in_both_languages(nim):
    record = records.make_record("nim", [{"name": "Ann", "kind": "human"},
                                         {"name": "Bo", "kind": "human"}], 4)
    card = records.replay(record).view(0)["your_card"]
    app, page = make_app()
    run(app.boot("en", links.encode(record)))
    run(tap(app, page, action="handoff-go"))
    run(tap(app, page, move=f"take:{card + 1}"))
    assert page.messages[-1] == f"Your card lets you take at most {card} stones."
    run(tap(app, page, action="lang:zh-Hant"))
    run(tap(app, page, move=f"take:{card + 1}"))
    assert page.messages[-1] == f"你的牌最多只能拿 {card} 顆石子。"


def _load(relative: str):
    """A script or the e2e conftest as a module of its own name (not pytest's `conftest`)."""
    path = Path(__file__).resolve().parents[2] / relative
    name = "nim_check_" + path.parent.name + "_" + path.stem
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("relative", ["scripts/screens.py", "scripts/bench.py", "e2e/conftest.py"])
def test_nim_joins_every_scripts_game_list(nim, relative):
    assert _load(relative).game_ids()[-1] == "nim"


def test_nim_gets_default_screenshot_settings(nim):
    assert _load("scripts/screens.py").settings("nim") == {
        "position": [1, 2, 40], "options": {}, "prefer": []}
