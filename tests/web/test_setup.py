"""The new-game screen: seat count, human or bot, levels, names with language defaults."""

import re

from htmlscan import Scan

from app import setup


def test_default_setup_and_actions():
    s = setup.new_setup("celtica", [2, 3, 4, 5])
    assert s["players"] == 2 and [x["kind"] for x in s["seats"][:2]] == ["human", "bot"]
    setup.apply_action(s, "setup-players:4")
    setup.apply_action(s, "setup-kind:1:human")
    setup.apply_action(s, "setup-level:2:hard")
    setup.apply_action(s, "setup-players:9")      # not allowed: ignored
    setup.apply_action(s, "setup-kind:1:wizard")  # not a kind: ignored
    setup.apply_action(s, "setup-level:x:hard")   # damaged: ignored
    assert s["players"] == 4
    seats = setup.to_seats(s, "zh-Hant")
    assert [x["name"] for x in seats] == ["玩家1", "玩家2", "玩家3", "玩家4"]
    assert seats[1] == {"name": "玩家2", "kind": "human"}
    assert seats[2] == {"name": "玩家3", "kind": "bot", "level": "hard"}
    assert setup.to_seats(s, "en")[0]["name"] == "Player 1"


def test_typed_names_are_kept_and_trimmed():
    s = setup.new_setup("celtica", [2, 3])
    setup.set_names(s, ["  Ann ", "x" * 60])
    seats = setup.to_seats(s, "en")
    assert seats[0]["name"] == "Ann" and len(seats[1]["name"]) == 40


def test_render_has_controls_for_every_seat():
    s = setup.new_setup("celtica", [2, 3, 4, 5])
    setup.apply_action(s, "setup-players:3")
    s["seats"][0]["name"] = '<img src=x onerror=alert(1)>'
    html = setup.render_setup("en", s, True)
    scan = Scan(html)
    assert not scan.errors and "<img" not in html
    assert len(scan.find("input")) == 3
    for i in range(3):
        label = scan.find("label", **{"for": f"seat-name-{i}"})
        assert label
    assert scan.find("button", data_action="setup-players:3")[0]["aria-pressed"] == "true"
    assert scan.find("button", data_action="setup-level:1:normal")  # seat 2 is a bot
    assert not scan.find("button", data_action="setup-level:0:normal")
    assert "disabled" not in scan.find("button", data_action="start")[0]
    waiting = Scan(setup.render_setup("en", s, False))
    assert "disabled" in waiting.find("button", data_action="start")[0]


def test_invite_prefills_from_a_record():
    record = {"game": "celtica", "seats": [{"name": "Ann", "kind": "human"},
                                           {"name": "Bo", "kind": "bot", "level": "hard"},
                                           {"name": "Cy", "kind": "human"}], "options": {}}
    s = setup.from_record(record, [2, 3, 4, 5])
    assert s["invite"] and s["players"] == 3
    assert setup.to_seats(s, "en") == [{"name": "Ann", "kind": "human"},
                                      {"name": "Bo", "kind": "bot", "level": "hard"},
                                      {"name": "Cy", "kind": "human"}]
    assert "invited" in setup.render_setup("en", s, True)


def test_only_games_with_options_get_a_table_options_section():
    s = setup.new_setup("citadels", [2, 3, 4, 5, 6, 7, 8])
    html = setup.render_setup("zh-Hant", s, True)
    scan = Scan(html)
    assert not scan.errors and "牌局設定" in html
    assert scan.find("section", aria_labelledby="opt-h")
    assert scan.find("button", data_action="start")        # the options sit above the dock
    setup.apply_action(s, "setup-preset:dark_city")
    setup.apply_action(s, "setup-players:3")                # seat taps still work beside them
    assert s["players"] == 3 and setup.to_options(s)["preset"] == "dark_city"
    plain = setup.new_setup("luna", [2, 3, 4])
    assert not Scan(setup.render_setup("en", plain, True)).find("section", aria_labelledby="opt-h")
    assert setup.to_options(plain) == {}


def test_the_levels_are_explained_once_a_bot_sits_down():
    s = setup.new_setup("luna", [2, 3, 4])
    for i in range(len(s["seats"])):
        setup.apply_action(s, "setup-kind:" + str(i) + ":human")
    assert "Hard thinks deepest" not in setup.render_setup("en", s, True)
    setup.apply_action(s, "setup-kind:1:bot")
    setup.apply_action(s, "setup-kind:2:bot")
    assert setup.render_setup("en", s, True).count("Hard thinks deepest") == 1   # not per seat
    assert "困難：想得最深" in setup.render_setup("zh-Hant", s, True)


def test_the_setup_says_what_each_bot_level_is_like():
    """Once a bot sits at the table, each level the player can pick gets a sentence, in
    both languages; a table of humans only gets none."""
    s = setup.new_setup("citadels", [2, 3, 4, 5, 6, 7, 8])
    for lang, names in (("en", ["Easy", "Normal", "Hard"]), ("zh-Hant", ["簡單", "普通", "困難"])):
        html = setup.render_setup(lang, s, True)
        assert not Scan(html).errors
        sentences = re.findall(r'data-level-hint="(\w+)">([^<]+)</p>', html)
        assert [level for level, _ in sentences] == setup.LEVELS
        assert [text.startswith(name) for (_, text), name in zip(sentences, names)] == [True] * 3
    assert "usually beats Normal" in setup.render_setup("en", s, True)
    setup.apply_action(s, "setup-kind:1:human")
    assert "data-level-hint" not in setup.render_setup("en", s, True)
