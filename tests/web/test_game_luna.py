"""Luna's game screen: exactly the legal moves as buttons, both languages, escaping, the log.

Games are real: `pycore`'s Luna played forward by seeded random moves (biased toward the
rare decisions — the Book, shrines, the temple — so every kind of step and log event shows
up), rendered through the app frame exactly as the browser does.
"""

import re
from html import unescape

import pytest
from catalogue import check_catalogue, check_log_phrased
from htmlscan import Scan, moves_in
from mpy_compare import render_both
from snapshots import due_snaps, history, snapshot

from app import game
from app.games.luna import screen as game_luna
from app.games.luna import strings as strings_luna
from app.i18n import LANGS, phrase_event

HOSTILE = "<img src=x onerror=alert(1)>"
SEATS = [{"name": "Ann", "kind": "human"}, {"name": HOSTILE, "kind": "bot", "level": "easy"},
         {"name": "陳小明", "kind": "human"}, {"name": "Dee", "kind": "bot", "level": "easy"}]
READY = {"ready": True, "thinking": None, "replay": None}
RARE_FIRST = ["favour:book", "take:", "give:"]
MOVE_ATTR = re.compile(r'<(\w+)[^>]*?\sdata-move="([^"]*)"')
LOG_KINDS = ["setup", "shrine_placed", "novices_placed", "round", "time", "last_time", "favour_used",
             "favour_taken", "novice_recruited", "shrine_built", "council", "apostate_moved", "to_path",
             "entered_temple", "revived", "book_moved", "moved", "priestess_scored", "apostate_penalty",
             "temple_scored", "final_scored", "game_over"]


def _pick(rnd, texts):
    """A random legal move, often a rare one when it is offered, seldom the time token."""
    if rnd.random() < 0.7:
        for prefix in RARE_FIRST:
            rare = [m for m in texts if m.startswith(prefix)]
            if rare:
                return rnd.choice(rare)
        shrines = [m for m in texts if m.startswith("action:") and m.endswith(":shrine")]
        if shrines:
            return rnd.choice(shrines)
        temple = [m for m in texts if m.startswith(("temple:", "path:"))]
        if temple and rnd.random() < 0.5:
            return rnd.choice(temple)
    acting = [m for m in texts if m != "time"]
    return rnd.choice(acting if acting and rnd.random() < 0.8 else texts)


@pytest.fixture(scope="module")
def games_played():
    return [history("luna", SEATS[:p], seed, None, _pick) for p, seed in [[2, 1], [3, 2], [4, 3]]]


@pytest.fixture(scope="module")
def snaps(games_played):
    return due_snaps(games_played)


def test_every_screen_offers_exactly_the_legal_moves_in_both_languages(snaps):
    for snap in snaps:
        for lang in LANGS:
            html = game.render_game(lang, snap, READY)
            tags = MOVE_ATTR.findall(html)   # a regex: the full HTML reader is slow for 1,200 screens
            found = [unescape(move) for name, move in tags]
            assert sorted(found) == sorted(snap["legal"]), (lang, snap["view"]["phase"], snap["view"]["pending"])
            assert len(found) == len(set(found))
            assert {name for name, move in tags} <= {"button"}


def test_the_games_cover_every_kind_of_decision(snaps):
    kinds = set()
    for snap in snaps:
        kinds.update(m.split(":")[0] for m in snap["legal"])
    assert kinds == {"shrine", "novices", "time", "action", "drift", "path", "temple", "favour",
                     "spend", "revive", "take", "give", "from", "to", "done"}


def test_every_move_is_a_real_labelled_button_never_raw_move_text(snaps):
    for snap in snaps[::7]:
        for lang in LANGS:
            scan = Scan(game.render_game(lang, snap, READY))
            assert not scan.errors
            for name, attrs in scan.with_attr("data-move"):
                assert name == "button" and attrs.get("type") == "button"
                label = attrs.get("aria-label") or ""
                assert label and label != attrs["data-move"], attrs
                assert "{" not in label and "l_" not in label


def test_no_fallback_other_moves_row(snaps):
    """Every move kind has its own place on the screen: the catch-all row never appears."""
    for snap in snaps:
        dock = game_luna.render_dock("en", snap["view"], snap["legal"], snap["viewer"], ["a"] * 4, "", [])
        assert lt_en("l_other_moves") not in dock


def lt_en(key):
    return strings_luna.tr("en", key)


def test_the_action_chooser_highlights_where_each_kind_can_go(snaps):
    seen = 0
    for snap in snaps[::2]:
        legal = snap["legal"]
        if not any(m.startswith("action:") for m in legal) or snap["view"]["pending"]:
            continue
        scan = Scan(game.render_game("en", snap, READY))
        radios = scan.find("input", type="radio")
        assert len([r for r in radios if "checked" in r]) == 1
        for _, attrs in scan.with_attr("data-island"):
            can = (attrs.get("data-can") or "").split()
            number = attrs["data-island"]
            for kind in game_luna.ISLAND_KINDS:
                assert (kind in can) == (f"action:{number}:{kind}" in legal)
            assert ("drift" in can) == ("drift:" + number in legal)
        for _, attrs in scan.with_attr("data-tile"):
            can = (attrs.get("data-can") or "").split()
            assert ("path" in can) == ("path:" + attrs["data-tile"] in legal)
            assert ("temple" in can) == ("temple:" + attrs["data-tile"] in legal)
        seen += 1
    assert seen > 30


def test_the_board_draws_islands_temple_path_and_council(snaps):
    snap = snaps[len(snaps) // 2]
    scan = Scan(game.render_game("zh-Hant", snap, READY))
    view = snap["view"]
    assert len(scan.find("li", data_island="1")) == 1
    assert len([a for _, a in scan.with_attr("data-island")]) == 7
    assert len([a for _, a in scan.with_attr("data-hex")]) == len(view["temple"]["hexes"])
    assert len([a for _, a in scan.with_attr("data-tile")]) == len([c for c in view["path"] if "tile" in c])
    text = scan.text
    for word in ["七座聖島", "神殿", "議會席次軌", "登島階梯", "守衛"]:
        assert word in text
    figures = strings_luna.FIGURES
    names = [strings_luna.figure_name("zh-Hant", f) for f in figures]
    assert names == ["月神祭司", "建築師", "叛教者"]


def test_names_follow_the_seed():
    zh = lambda key: strings_luna.tr("zh-Hant", key)
    assert [zh("l_fav_" + f) for f in strings_luna.FAVOURS] == ["草", "書", "賄", "徒", "壇", "浪", "船"]
    assert zh("l_fig_guard") == "守衛" and zh("l_book") == "智慧之書"
    assert zh("l_fig_priestess") == "月神祭司" and zh("l_fig_apostate") == "叛教者"
    assert zh("l_fig_builder") == "建築師" and "議會" in zh("l_council")
    en = lambda key: strings_luna.tr("en", key)
    assert [en("l_fig_" + f) for f in ["priestess", "apostate", "builder", "guard"]] == \
        ["Moon Priestess", "Apostate", "Builder", "Temple Guard"]
    assert en("l_book") == "Book of Wisdom" and en("l_council") == "Council of Priests"


def test_every_catalogue_key_has_both_languages_and_the_same_fields():
    check_catalogue(strings_luna.STRINGS, strings_luna.KEY_PREFIXES)


def test_singulars():
    assert strings_luna.tr("en", "l_points_n", {"n": 1}) == "1 point"
    assert strings_luna.tr("en", "l_points_n", {"n": 4}) == "4 points"
    assert strings_luna.tr("zh-Hant", "l_points_n", {"n": 1}) == "1 分"


def test_every_log_event_phrases_in_both_languages(games_played):
    names = ["Ann", "Bo", "Cy", "Dee"]
    seen = check_log_phrased("luna", strings_luna.phrase,
                             [(played[-1][1], names) for played in games_played], ("lev_", "l_"))
    assert seen == set(LOG_KINDS)


def test_an_expulsion_and_the_book_are_told_by_name(games_played):
    names = ["Ann", "Bo", "Cy", "Dee"]
    found = 0
    for played in games_played:
        view = played[-1][1].view(None)
        for event in view["log"]:
            if event["event"] == "entered_temple" and event["expelled"]:
                victim = names[event["expelled"][0][1]]
                assert victim in phrase_event("en", "luna", event, names, view)
                assert "登島階梯" in phrase_event("zh-Hant", "luna", event, names, view)
                found += 1
            if event["event"] == "book_moved":
                assert names[event["owner"]] in phrase_event("en", "luna", event, names, view)
                found += 1
    assert found >= 2


def test_hostile_names_are_escaped_everywhere(snaps):
    for snap in snaps[::20] + [snaps[-1]]:
        for lang in LANGS:
            html = game.render_game(lang, snap, READY)
            assert "<img" not in html
            assert "&lt;img src=x onerror=alert(1)&gt;" in html


def test_status_line_round_and_turn():
    played = history("luna", SEATS[:2], 5, None, _pick)
    record, state = played[-60]
    snap = snapshot(record, state, state.to_move()[0])
    when, who = game_luna.render("zh-Hant", snap, ["Ann", "Bo"], ["human", "bot"], "")[0]
    assert "回合" in when and who == "輪到你"
    watched = snapshot(record, state, 1 - state.to_move()[0])
    when, who = game_luna.render("en", watched, ["Ann", "Bo"], ["human", "bot"], "")[0]
    assert who == ["Ann", "Bo"][state.to_move()[0]] + " to play"
    prep = snapshot(played[0][0], played[0][1], played[0][1].to_move()[0])
    assert "Preparation" in game_luna.render("en", prep, ["Ann", "Bo"], ["human", "bot"], "")[0][0]


def test_game_over_and_the_replay_board(snaps):
    last = snaps[-1]
    assert last["over"]
    scan = Scan(game.render_game("zh-Hant", last, READY))
    assert scan.find("div", data_screen="game")[0]["data-over"] == "true"
    assert scan.find("div", data_screen="game")[0]["data-game"] == "luna"
    assert moves_in(game.render_game("en", last, READY)) == []
    # nothing in Luna is hidden, so its replay promises no cards
    replay = Scan(game.render_game("en", last, READY)).find("button", data_action="replay:0")
    assert replay and "Replay the game" in game.render_game("en", last, READY)
    assert "every card" not in game.render_game("en", last, READY)
    # the replay draws the public table with no viewer
    reveal = {"table": last["view"], "seats": [], "n": 3, "total": 10}
    html = game.render_game("en", last, {"ready": True, "thinking": None, "replay": reveal})
    assert not Scan(html).errors and moves_in(html) == []


def test_until_the_engine_is_ready_no_move_can_be_tapped(snaps):
    snap = snaps[5]
    assert snap["legal"]
    html = game.render_game("en", snap, {"ready": False, "thinking": None, "replay": None})
    assert moves_in(html) == []


def test_waiting_seats_see_the_table_and_their_favours(games_played):
    record, state = games_played[0][60]
    due = state.to_move()[0]
    other = 1 - due
    snap = snapshot(record, state, other)
    html = game.render_game("en", snap, {"ready": True, "thinking": due, "replay": None})
    assert moves_in(html) == []
    assert "is thinking" in html


# ---- the same output under MicroPython ---------------------------------------------------------
def test_screens_render_identically_under_micropython(tmp_path, snaps):
    picks = snaps[::37] + [snaps[-1]]
    cases = []
    for snap in picks:
        for lang in LANGS:
            cases.append(["game", lang, snap, READY])
    cases.append(["log", "zh-Hant", snaps[-1]["view"], ["A", HOSTILE, "C", "D"], "luna"])
    cases.append(["log", "en", snaps[-1]["view"], ["A", HOSTILE, "C", "D"], "luna"])
    cases, under_mpy, under_cpython = render_both(tmp_path, cases)
    assert len(under_mpy) == len(under_cpython)
    for i in range(len(cases)):
        assert under_mpy[i] == under_cpython[i], cases[i][0]


def test_the_engines_refusals_have_chinese():
    from pycore.games.luna import moves, refusals
    assert set(strings_luna.REFUSALS_ZH) == set(refusals.EN)   # the engine's own codes
    for chinese in strings_luna.REFUSALS_ZH.values():
        assert re.search(r"[\u4e00-\u9fff]", chinese)
    for code in moves.PENDING_HINTS.values():
        assert code in strings_luna.REFUSALS_ZH
