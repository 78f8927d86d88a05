"""The first-game guide and the sound switch (app/guide.py, app/controller.py): when the guide
shows, how it moves on, that it is remembered, replayed from the rules sheet and skipped; that
sound is off by default, one switch turns it on and is stored, and which moments cue it.

Driven through the real controller with the real engine and a fake page (harness.py)."""

from __future__ import annotations

import json
import re

import pytest
from harness import Store, make_app, run, screen_html
from htmlscan import Scan

from app import controller, guide, guiding, registry
from app.i18n import LANGS

CJK = re.compile(r"[\u4e00-\u9fff]")


def booted(items=None):
    store = Store(dict({"pt.bot_pace": "0"}, **(items or {})))
    app, page = make_app(store)
    run(app.boot("en", ""))
    return app, page


async def tap(app, page, move=None, action=""):
    await app.tap(move, action)
    await page.settle()


def start(app, page, game_id, bots=True):
    async def go():
        await tap(app, page, action="new:" + game_id)
        for seat in range(1, len(app.setup["seats"])):
            await tap(app, page, action=f"setup-kind:{seat}:{'bot' if bots else 'human'}")
        await tap(app, page, action="start")
    run(go())


def bubble(app):
    """[step, target] of the guide on screen, or None."""
    html = screen_html(app)
    found = re.search(r'data-guide-step="(\d+)" data-guide-target="([^"]*)"', html)
    return [int(found.group(1)), found.group(2)] if found else None


GUIDED = [g for g in registry.ids() if guide.steps(g)]


# ---- each game's steps --------------------------------------------------------------------------
def test_luna_and_celtica_have_a_guide():
    assert "luna" in GUIDED and "celtica" in GUIDED


@pytest.mark.parametrize("game_id", GUIDED)
def test_a_guide_has_three_to_six_steps_in_both_languages(game_id):
    steps = guide.steps(game_id)
    assert 3 <= len(steps) <= 6
    for step in steps:
        assert re.fullmatch(r"[a-z][a-z-]*", step["target"]), step
        assert step["en"].strip() and not CJK.search(step["en"])
        assert CJK.search(step["zh-Hant"]), step
        assert step["zh-Hant"].endswith(("。", "！", "？")), step


@pytest.mark.parametrize("game_id", GUIDED)
def test_every_step_points_at_something_on_the_game_screen(game_id):
    """Each target is marked on the screen the guide opens over (a game just started)."""
    app, page = booted()
    start(app, page, game_id)
    html = screen_html(app)
    marks = set(re.findall(r'data-guide="([^"]+)"', html))
    for step in guide.steps(game_id):
        assert step["target"] in marks, (game_id, step["target"], sorted(marks))


# ---- when it shows, how it moves on -------------------------------------------------------------
def test_the_first_game_of_each_kind_opens_with_the_guide_and_only_once():
    app, page = booted()
    start(app, page, "celtica")
    assert bubble(app) == [0, guide.steps("celtica")[0]["target"]]
    total = len(guide.steps("celtica"))

    async def through():
        for _ in range(total):
            await tap(app, page, action="guide-next")
    run(through())
    assert bubble(app) is None
    assert json.loads(page.store.get(guide.GUIDED_KEY)) == ["celtica"]
    run(tap(app, page, action="home"))
    start(app, page, "celtica")
    assert bubble(app) is None          # seen: a second game starts without it
    run(tap(app, page, action="home"))
    start(app, page, "luna")
    assert bubble(app)[0] == 0          # another game has its own first time


def test_next_back_and_the_last_step():
    app, page = booted()
    start(app, page, "luna")
    steps = guide.steps("luna")
    run(tap(app, page, action="guide-back"))
    assert bubble(app)[0] == 0          # no step before the first
    run(tap(app, page, action="guide-next"))
    run(tap(app, page, action="guide-next"))
    assert bubble(app) == [2, steps[2]["target"]]
    run(tap(app, page, action="guide-back"))
    assert bubble(app) == [1, steps[1]["target"]]
    html = screen_html(app)
    assert 'data-action="guide-skip"' in html and 'data-action="guide-back"' in html
    for _ in range(len(steps) - 2):
        run(tap(app, page, action="guide-next"))
    last = Scan(screen_html(app))
    assert bubble(app)[0] == len(steps) - 1
    assert not last.find("button", data_action="guide-skip")   # the last step ends it with Next
    assert last.find("button", data_action="guide-next")


def test_skip_and_escape_end_the_guide_for_good():
    app, page = booted()
    start(app, page, "celtica")
    run(tap(app, page, action="guide-skip"))
    assert bubble(app) is None and app.guided == ["celtica"]
    start(app, page, "luna")
    app.on_escape()
    assert bubble(app) is None and json.loads(page.store.get(guide.GUIDED_KEY)) == ["celtica", "luna"]


def test_the_guide_is_remembered_across_starts_and_a_damaged_memory_shows_it_again():
    app, page = booted({guide.GUIDED_KEY: '["celtica"]'})
    start(app, page, "celtica")
    assert bubble(app) is None
    app, page = booted({guide.GUIDED_KEY: "{not json"})
    start(app, page, "celtica")
    assert bubble(app)[0] == 0


def test_a_refused_write_still_ends_the_guide_for_this_session():
    app, page = booted()
    page.store.refuse.add(guide.GUIDED_KEY)
    start(app, page, "celtica")
    run(tap(app, page, action="guide-skip"))
    assert bubble(app) is None
    run(tap(app, page, action="home"))
    start(app, page, "celtica")
    assert bubble(app) is None


def test_the_guide_waits_behind_the_hand_off_cover_and_the_rules():
    app, page = booted()
    start(app, page, "celtica", bots=False)       # two humans: the hand-off cover first
    assert app.cover and app.cover["kind"] == "handoff"
    assert bubble(app) is None
    run(tap(app, page, action="handoff-go"))
    assert bubble(app)[0] == 0
    run(tap(app, page, action="rules:celtica"))
    assert bubble(app) is None and 'data-cover="rules"' in screen_html(app)
    run(tap(app, page, action="cover-close"))
    assert bubble(app)[0] == 0


def test_a_finished_game_opens_without_the_guide_and_home_leaves_it_unseen():
    app, page = booted()
    start(app, page, "luna")
    run(tap(app, page, action="home"))
    assert app.guided == []                        # left, not finished: it shows next time
    start(app, page, "luna")
    assert bubble(app)[0] == 0
    app.snap["over"] = True
    assert guiding.first_guide(app, app.snap["record"], 0) is None


def test_the_rules_sheet_replays_the_guide_of_the_game_on_screen():
    app, page = booted({guide.GUIDED_KEY: '["celtica", "luna"]'})
    start(app, page, "luna")
    assert bubble(app) is None
    run(tap(app, page, action="rules:luna"))
    sheet = Scan(screen_html(app))
    again = sheet.find("button", data_action="guide:luna")
    assert again
    run(tap(app, page, action="guide:luna"))
    assert app.cover is None and bubble(app)[0] == 0
    # from the home screen the rules sheet has no guide to replay
    run(tap(app, page, action="home"))
    run(tap(app, page, action="rules:luna"))
    assert not Scan(screen_html(app)).find("button", data_action="guide:luna")
    run(tap(app, page, action="guide:luna"))
    assert bubble(app) is None


@pytest.mark.parametrize("lang", LANGS)
def test_the_bubble_is_a_labelled_dialog_in_the_readers_language(lang):
    html = guide.render_guide(lang, "celtica", 1)
    scan = Scan(html)
    box = scan.find("div", data_guide_step="1")[0]
    assert box["role"] == "dialog" and box["aria-labelledby"] == "guide-h"
    assert scan.find("h2", id="guide-h") and scan.find("p", id="guide-text")
    assert guide.steps("celtica")[1][lang] in html
    assert bool(CJK.search(html)) is (lang == "zh-Hant")
    assert guide.render_guide(lang, "nim", 0) == ""
    assert 'data-guide-step="4"' in guide.render_guide(lang, "celtica", 99)  # clamped


# ---- sound and vibration --------------------------------------------------------------------------
def test_sound_is_off_by_default_and_one_switch_turns_it_on_and_off():
    app, page = booted()
    assert app.sound is False
    home = Scan(screen_html(app))
    switch = home.find("button", data_action="sound")
    assert len(switch) == 1 and switch[0]["aria-pressed"] == "false"
    run(tap(app, page, action="sound"))
    assert app.sound is True and page.store.get(controller.SOUND_KEY) == "on"
    assert page.cues == ["turn"]                    # the player hears what it does at once
    assert Scan(screen_html(app)).find("button", data_action="sound")[0]["aria-pressed"] == "true"
    run(tap(app, page, action="sound"))
    assert app.sound is False and page.store.get(controller.SOUND_KEY) == "off"
    assert page.cues == ["turn"]                    # off is silent
    app, page = booted({controller.SOUND_KEY: "on"})
    assert app.sound is True


def test_a_refused_sound_setting_is_said_and_kept_for_the_session():
    app, page = booted()
    page.store.refuse.add(controller.SOUND_KEY)
    run(tap(app, page, action="sound"))
    assert app.sound is True and page.messages
    assert page.store.get(controller.SOUND_KEY) is None


def test_the_sound_switch_is_in_the_rules_sheet_too():
    app, page = booted()
    run(tap(app, page, action="rules:celtica"))
    assert Scan(screen_html(app)).find("button", data_action="sound")


def test_silent_games_give_no_cues():
    app, page = booted({guide.GUIDED_KEY: '["celtica"]'})
    start(app, page, "celtica")
    for _ in range(6):
        run(tap(app, page, move=app.snap["legal"][0]))
    assert page.cues == []


def test_cues_sound_for_your_turn_after_a_bot_and_for_a_rounds_end():
    app, page = booted({guide.GUIDED_KEY: '["celtica"]', controller.SOUND_KEY: "on"})
    start(app, page, "celtica")
    ends = 0
    taps = 0
    while not app.snap.get("over") and taps < 400:
        before = len(page.cues)
        round_before = app.snap["view"]["round"]
        run(tap(app, page, move=app.snap["legal"][0]))
        taps += 1
        new = page.cues[before:]
        ended = app.snap.get("over") or app.snap["view"]["round"] > round_before
        ends += 1 if ended else 0
        # a round's end is said once; then, when a bot played, "your turn" (never twice)
        assert new.count("round") == (1 if ended else 0), (taps, new)
        assert new.count("turn") <= 1, (taps, new)
    assert app.snap.get("over")
    assert page.cues.count("round") == ends >= 2
    assert "turn" in page.cues


def test_the_hand_off_cue_calls_the_next_player():
    app, page = booted({guide.GUIDED_KEY: '["celtica"]', controller.SOUND_KEY: "on"})
    start(app, page, "celtica", bots=False)
    assert page.cues == []                          # the player who tapped Start needs no call
    run(tap(app, page, action="handoff-go"))
    while app.cover is None:
        run(tap(app, page, move=app.snap["legal"][0]))
    assert app.cover["kind"] == "handoff" and page.cues[-1] == "turn"
