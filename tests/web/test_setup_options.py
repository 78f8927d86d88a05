"""The setup's table options (Citadels): each tap, the options JSON sent, what is drawn.

The options produced are also handed to the real engine (pycore), which must accept them,
and the UI's copies of the rank and purple tables are checked against the engine's CHOICES.
The same screens are rendered under MicroPython and must come out identical.
"""

import json
import os
import subprocess
import sys

import pytest
import shipped
from htmlscan import Scan
from render_cases import run

from app import setup
from app.games.citadels import setup_options

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)
from pycore import records  # noqa: E402
from pycore.games.citadels import options as engine_options  # noqa: E402

ALL = list(range(2, 9))


def citadels(players=4):
    s = setup.new_setup("citadels", ALL)
    setup.apply_action(s, f"setup-players:{players}")
    return s


def taps(s, *actions):
    for action in actions:
        setup.apply_action(s, action)
    return s


def engine_lineup(s, seed=5):
    """What the engine makes of the setup: the characters of ranks 1..N."""
    record = records.make_record("citadels", setup.to_seats(s, "en"), seed,
                                 json.loads(json.dumps(setup.to_options(s))))
    return [c["character"] for c in records.new_state(record).view(None)["characters"]]


def test_the_ui_tables_match_the_engine():
    assert engine_options.CHOICES["purple"] == setup_options.PURPLE
    assert ([["random"] + setup_options.BY_RANK[r] for r in range(1, 10)]
            == engine_options.CHOICES["characters"])
    assert engine_options.CHOICES["preset"] == setup_options.PRESETS


def test_defaults_are_the_classic_table_with_every_purple():
    s = citadels(4)
    assert setup.to_options(s) == {"preset": "classic", "ranks": 8,
                                   "purple": engine_options.CHOICES["purple"]}
    assert engine_lineup(s) == ["assassin", "thief", "magician", "king", "bishop", "merchant",
                                "architect", "warlord"]


def test_dark_city_preset_with_nine_ranks():
    s = taps(citadels(5), "setup-preset:dark_city", "setup-ranks:9")
    options = setup.to_options(s)
    assert options["preset"] == "dark_city" and options["ranks"] == 9
    assert "characters" not in options
    lineup = engine_lineup(s)
    assert lineup[:8] == ["witch", "tax_collector", "wizard", "emperor", "abbot", "alchemist",
                          "navigator", "diplomat"]
    assert len(lineup) == 9 and lineup[8] in ("queen", "artist")


def test_random_preset_sends_random_everywhere():
    s = taps(citadels(6), "setup-preset:random")
    assert setup.to_options(s)["preset"] == "random"
    assert setup_options.lineup(s["options"], 6) == ["random"] * 9
    assert len(engine_lineup(s)) == 8


def test_choosing_one_character_makes_a_custom_lineup():
    s = taps(citadels(4), "setup-char:3:wizard")
    options = setup.to_options(s)
    assert options["characters"][:3] == ["assassin", "thief", "wizard"]
    assert setup_options.matching_preset(s["options"], 4) is None
    assert engine_lineup(s)[2] == "wizard"
    taps(s, "setup-char:3:random")
    assert setup.to_options(s)["characters"][2] == "random"
    taps(s, "setup-char:3:magician")         # back to the classic table: sent as the preset
    assert "characters" not in setup.to_options(s)
    taps(s, "setup-char:3:king", "setup-char:12:king", "setup-char:x:wizard")  # not rank 3 / damaged
    assert "characters" not in setup.to_options(s)
    taps(s, "setup-char:3:wizard", "setup-preset:classic")   # a preset replaces the custom list
    assert "characters" not in setup.to_options(s)


def test_the_queen_is_offered_only_with_five_or_more_players():
    s = taps(citadels(4), "setup-ranks:9")
    assert setup_options.allowed(9, 4) == ["artist", "random"]
    taps(s, "setup-char:9:queen")            # not offered with 4 players: ignored
    assert setup_options.lineup(s["options"], 4)[8] == "random"
    assert engine_lineup(s)[8] == "artist"
    html = setup.render_setup("en", s, True)
    assert not Scan(html).find("button", data_action="setup-char:9:queen")
    assert "The Queen is offered only with 5 or more players." in html
    taps(s, "setup-players:5", "setup-char:9:queen")
    assert setup.to_options(s)["characters"][8] == "queen"
    assert engine_lineup(s)[8] == "queen"
    assert Scan(setup.render_setup("en", s, True)).find("button", data_action="setup-char:9:queen")
    # fewer players again: the Queen leaves the table (the wish comes back with 5)
    taps(s, "setup-players:4")
    assert "characters" not in setup.to_options(s)   # the classic table again (rank 9 random)
    assert engine_lineup(s)[8] == "artist"
    taps(s, "setup-players:6")
    assert setup.to_options(s)["characters"][8] == "queen"


def test_rank_count_follows_the_seat_count():
    s = taps(citadels(5), "setup-ranks:9")
    assert setup.to_options(s)["ranks"] == 9
    taps(s, "setup-players:3")               # 2-3 players: ranks 1-8 only
    assert setup.to_options(s)["ranks"] == 8
    assert len(engine_lineup(s)) == 8
    html = Scan(setup.render_setup("en", s, True))
    assert not html.find("button", data_action="setup-ranks:9")
    assert len(html.with_attr("data-rank")) == 8
    taps(s, "setup-players:8", "setup-ranks:8")   # 8 players need 9 ranks: 8 is not offered
    assert setup.to_options(s)["ranks"] == 9
    assert len(engine_lineup(s)) == 9
    scan = Scan(setup.render_setup("en", s, True))
    assert not scan.find("button", data_action="setup-ranks:8")
    assert scan.find("button", data_action="setup-ranks:9")[0]["aria-pressed"] == "true"
    taps(s, "setup-players:5")               # the wish (9) is kept for tables that allow it
    assert setup.to_options(s)["ranks"] == 9
    taps(s, "setup-ranks:8", "setup-ranks:10", "setup-ranks:x")
    assert setup.to_options(s)["ranks"] == 8


def test_purple_checklist():
    s = citadels(4)
    taps(s, "setup-purple:library", "setup-purple:keep", "setup-purple:temple")  # temple: not purple
    purple = setup.to_options(s)["purple"]
    assert "library" not in purple and "keep" not in purple and len(purple) == 23
    taps(s, "setup-purple:library")
    assert "library" in setup.to_options(s)["purple"]
    assert setup.to_options(s)["purple"] == [p for p in engine_options.CHOICES["purple"] if p != "keep"]
    taps(s, "setup-purple-none")
    assert setup.to_options(s)["purple"] == []
    engine_lineup(s)                         # a deck without purples is still a game
    taps(s, "setup-purple-all")
    assert setup.to_options(s)["purple"] == engine_options.CHOICES["purple"]


def test_every_combination_of_taps_is_accepted_by_the_engine():
    actions = ["setup-preset:random", "setup-ranks:9", "setup-char:9:queen", "setup-char:1:witch",
               "setup-purple:armory", "setup-preset:dark_city", "setup-char:4:random"]
    for players in ALL:
        s = citadels(players)
        for action in actions:
            setup.apply_action(s, action)
            lineup = engine_lineup(s, seed=players)
            assert len(lineup) == (9 if players == 8 or (players >= 4 and "setup-ranks:9" in
                                                          actions[:actions.index(action) + 1]) else 8)


def test_the_fold_stays_open_across_taps():
    s = citadels(4)
    assert "open" not in Scan(setup.render_setup("en", s, True)).find("details")[0]
    taps(s, "setup-fold", "setup-purple:park")
    assert "open" in Scan(setup.render_setup("en", s, True)).find("details")[0]
    taps(s, "setup-fold")
    assert "open" not in Scan(setup.render_setup("en", s, True)).find("details")[0]


@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
def test_render_labels_both_languages(lang):
    s = taps(citadels(5), "setup-ranks:9", "setup-purple:park")
    s["seats"][0]["name"] = "<b>x</b>"
    html = setup.render_setup(lang, s, True)
    scan = Scan(html)
    assert not scan.errors and "<b>x" not in html
    for button in scan.find("button"):
        assert button.get("data-action"), button
    chips = scan.find("button", data_action="setup-preset:dark_city")
    assert chips and chips[0]["aria-pressed"] == "false"
    assert scan.find("button", data_action="setup-preset:classic")[0]["aria-pressed"] == "true"
    assert len(scan.with_attr("data-rank")) == 9
    park = scan.find("button", data_action="setup-purple:park")[0]
    assert park["role"] == "checkbox" and park["aria-checked"] == "false"
    assert scan.find("button", data_action="setup-purple:library")[0]["aria-checked"] == "true"
    words = {"en": ["Table options", "Assassin", "Witch", "Queen", "Artist", "Library", "9 ranks",
                    "Dark City", "Random", "(24 of 25)"],
             "zh-Hant": ["牌局設定", "刺客", "女巫", "皇后", "藝術家", "圖書館", "9 個角色",
                         "暗黑城市", "隨機", "（24/25）"]}[lang]
    for word in words:
        assert word in html, word
    for group in scan.find("div", role="group"):
        assert group.get("aria-label") or group.get("aria-labelledby"), group


def test_games_without_options_show_nothing_extra():
    s = setup.new_setup("celtica", [2, 3, 4, 5])
    html = setup.render_setup("en", s, True)
    assert "setup-preset" not in html and "Table options" not in html
    assert setup.to_options(s) == {}
    taps(s, "setup-preset:random", "setup-ranks:9")
    assert setup.to_options(s) == {}


def test_invite_options_prefill_the_setup():
    options = {"preset": "dark_city", "ranks": 9, "purple": ["keep", "library"],
               "characters": ["assassin", "random", "wizard", "king", "abbot", "merchant",
                              "navigator", "warlord", "queen"]}
    record = records.make_record("citadels", [{"name": "A", "kind": "human"}] * 6, 1, options)
    s = setup.from_record(record, ALL)
    assert s["players"] == 6
    assert setup.to_options(s) == {"preset": "dark_city", "ranks": 9, "purple": ["keep", "library"],
                                   "characters": options["characters"]}
    html = Scan(setup.render_setup("en", s, True))
    assert html.find("button", data_action="setup-char:9:queen")[0]["aria-pressed"] == "true"
    assert html.find("button", data_action="setup-ranks:9")[0]["aria-pressed"] == "true"
    # a plain classic record: the setup shows the classic preset
    plain = setup.from_record(records.make_record("citadels", [{"name": "A", "kind": "human"}] * 3,
                                                  1, {}), ALL)
    assert setup.to_options(plain)["preset"] == "classic"
    assert "characters" not in setup.to_options(plain)
    # damaged options from a link are dropped, not trusted
    bad = setup.from_record({"game": "citadels", "seats": [{"kind": "human"}] * 4,
                             "options": {"preset": "nope", "ranks": True, "purple": ["x", "keep"],
                                         "characters": ["<b>"] * 9}}, ALL)
    assert setup.to_options(bad) == {"preset": "classic", "ranks": 8, "purple": ["keep"]}


def test_option_screens_render_identically_under_micropython(tmp_path):
    cases = [["setup", "en", "citadels", ALL, ["setup-players:5", "setup-preset:dark_city",
                                               "setup-ranks:9", "setup-char:9:queen",
                                               "setup-purple:keep", "setup-fold"], ["Ann", "<b>"]],
             ["setup", "zh-Hant", "citadels", ALL, ["setup-players:8", "setup-char:2:random",
                                                    "setup-purple-none", "setup-purple:park"], []],
             ["setup", "zh-Hant", "citadels", ALL, ["setup-players:3", "setup-ranks:9"], []]]
    path = tmp_path / "cases.json"
    path.write_text(json.dumps(cases), encoding="utf-8")
    proc = subprocess.run(["node", os.path.join(HERE, "mpy_runner.mjs"), shipped.web_dir(),
                           str(path)], capture_output=True, text=True, timeout=120, cwd=HERE)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert json.loads(proc.stdout) == run(cases)
