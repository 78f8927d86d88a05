"""Notre Dame's game screen: exactly the legal moves as buttons, in place, in both languages.

Real engine snapshots (pycore's Notre Dame played forward by seeded random legal moves) are
rendered through the app's frame, so the tests see exactly what the engine worker sends.
"""

import random
import re
from html import unescape

import pytest
from catalogue import check_catalogue, check_log_phrased, engine_event_kinds
from htmlscan import Scan, moves_in
from mpy_compare import render_both
from snapshots import HOSTILE, snapshot

from app import game
from app.games.notre_dame import draw as draw_notre_dame
from app.games.notre_dame import screen as game_notre_dame
from app.games.notre_dame import strings as strings_notre_dame
from app.i18n import LANGS
from pycore import records

READY = {"ready": True, "thinking": None, "replay": None}
NAMES = ["Ann", HOSTILE, "陳小明", "Dee", "Eve"]


def seats(n):
    kinds = ["human", "bot", "human", "bot", "human"]
    return [{"name": NAMES[i], "kind": kinds[i], "level": "easy"} for i in range(n)]


def play(seed, players):
    """Yield (record, state) after every move of a seeded random game, the start included."""
    rnd = random.Random(seed)
    record = records.make_record("notre_dame", seats(players), seed)
    state = records.replay(record)
    yield record, state
    while not state.is_over():
        seat = state.to_move()[0]
        move = rnd.choice(state.legal_moves(seat))
        state.apply(seat, move)
        record["moves"].append([seat, str(move)])
        yield record, state


def pending_kind(state, seat):
    pending = state.view(seat).get("pending")
    return pending.get("kind") if pending else None


@pytest.fixture(scope="module")
def games():
    """Two games (2 and 4 players) sampled: the first three screens of every kind of
    decision, every 7th screen, and the last; plus the finished states for the log tests."""
    snaps = []
    finals = []
    for seed, players in [[3, 2], [8, 4], [5, 3]]:
        count = {}
        step = 0
        last = None
        for record, state in play(seed, players):
            last = [record, state]
            due = list(state.to_move())
            if not due:
                continue
            seat = due[0]
            kind = pending_kind(state, seat)
            count[kind] = count.get(kind, 0) + 1
            if count[kind] <= 3 or step % 7 == 0:
                snaps.append(snapshot(record, state, seat))
            step += 1
        finals.append(last)
        snaps.append(snapshot(last[0], last[1], 0))
    return {"snaps": snaps, "finals": finals}


def rare_snapshot(kind, seeds=range(1, 40)):
    """The first screen where some seat must make a rare decision (the bishop's, ...)."""
    for seed in seeds:
        for record, state in play(seed, 2 + seed % 4):
            due = list(state.to_move())
            if due and pending_kind(state, due[0]) == kind:
                return snapshot(record, state, due[0])
    return None


def test_every_screen_offers_exactly_the_legal_moves(games):
    for snap in games["snaps"]:
        for lang in LANGS:
            html = game.render_game(lang, snap, READY)
            found = moves_in(html)
            assert sorted(found) == sorted(snap["legal"]), snap["view"]["pending"]
            assert len(found) == len(set(found))


def test_the_games_cover_every_kind_of_decision(games):
    kinds = set()
    for snap in games["snaps"]:
        kinds.update(m.split(":")[0] for m in snap["legal"])
    assert {"keep", "play", "donate", "move_cube", "discard", "friend", "carriage", "message",
            "bonus", "hire", "plague"} <= kinds


@pytest.mark.parametrize("kind", ["bishop", "shift", "jester"])
def test_rare_decisions_are_buttons_in_place(kind):
    snap = rare_snapshot(kind)
    assert snap is not None
    for lang in LANGS:
        html = game.render_game(lang, snap, READY)
        assert sorted(moves_in(html)) == sorted(snap["legal"])
        assert "nd_" not in Scan(html).text  # no catalogue key leaks as text


def test_every_move_button_is_a_real_button_with_a_readable_name(games):
    for snap in games["snaps"][::3]:
        for lang in LANGS:
            scan = Scan(game.render_game(lang, snap, READY))
            assert not scan.errors
            for name, attrs in scan.with_attr("data-move"):
                assert name == "button" and attrs.get("type") == "button"
            # no move falls back to its raw text: every one was placed on its board element
            dock = game_notre_dame.render_dock(lang, snap["view"], snap["legal"], NAMES, snap["viewer"], "")[0]
            assert strings_notre_dame.tr(lang, "nd_other_moves") not in dock


def test_moves_sit_on_the_things_they_concern():
    carriage = rare_snapshot("carriage", range(1, 10))
    scan = Scan(game.render_game("en", carriage, READY))
    markets = [a for n, a in scan.with_attr("data-move") if a["data-move"].startswith("carriage:")
               and a["data-move"] != "carriage:stop"]
    assert markets and all(a["data-market"] == a["data-move"].split(":")[1] for a in markets)
    assert all("is-target" in a["class"] for a in markets)
    plague = rare_snapshot("plague", range(1, 10))
    scan = Scan(game.render_game("zh-Hant", plague, READY))
    tiles = [a for n, a in scan.with_attr("data-move")]
    assert tiles and all("nd-sector" in a["class"] and "移除" in a["aria-label"] for a in tiles)
    hire = rare_snapshot("hire", range(1, 10))
    scan = Scan(game.render_game("en", hire, READY))
    persons = [a for n, a in scan.with_attr("data-move") if a["data-move"] != "hire:none"]
    assert all("nd-person" in a["class"] and "Hire the" in a["aria-label"] for a in persons)


def test_the_board_shows_persons_rats_notre_dame_and_the_map(games):
    snap = games["snaps"][5]
    for lang in LANGS:
        html = game.render_game(lang, snap, READY)
        scan = Scan(html)
        assert scan.find("div", **{"class": "nd-map"})
        assert scan.find("div", **{"class": "nd-cathedral"})
        tracks = [a for n, a in scan.with_attr("class") if n == "div" and "nd-track" in a["class"].split()]
        assert len(tracks) == len(snap["view"]["seats"])   # each seat's, beside its borough
        markets = [a for n, a in scan.with_attr("data-market")]
        assert len(markets) == 5 * len(snap["view"]["boroughs"])
        for person in snap["view"]["persons"]["revealed"]:
            assert strings_notre_dame.person_name(lang, person["id"]) in scan.text


def _borough_blocks(html):
    """Each drawn borough in the markup: [its tiles' labels, its road lines, its track's label]."""
    out = []
    for block in re.findall(r'<div class="nd-borough[^"]*">(.*?)</div></div>(?=<|$)', html, re.S):
        labels = [unescape(x) for x in re.findall(r'class="nd-sector [^"]*"[^>]*aria-label="([^"]*)"', block)]
        out.append([labels, len(re.findall(r"<line ", block)), block])
    return out


def test_every_borough_is_drawn_as_its_map(games):
    """A borough is its map: the seven sectors and the seat's place in Notre Dame as tiles
    saying the pieces the view gives (the friend too), its markets, the engine's roads (seven
    inside, four to the neighbours) and the plague track standing beside it at the seat's
    rats; the viewer's is drawn large, every rival's small."""
    checked = 0
    for snap in games["snaps"][::9]:
        view = snap["view"]
        for entry in view["seats"]:
            html = draw_notre_dame.borough_map("en", view, entry, small=entry["seat"] != snap["viewer"])
            assert not Scan(html).errors
            [[labels, roads, block]] = _borough_blocks(html)
            assert len(labels) == 8
            for place in draw_notre_dame.PLACES:
                name = strings_notre_dame.action_name("en", place) + ": "
                [label] = [lb for lb in labels if lb.startswith(name)]
                n = draw_notre_dame.pieces_at(entry, place)
                assert label.startswith(strings_notre_dame.action_name("en", place) + ": " + str(n) + " piece"), label
                assert ("trusted friend is here" in label) == (entry.get("friend") == place and place != "notre_dame")
            assert roads == 11
            assert block.count('class="nd-mk is-plan') == 5
            rats = re.search(r'class="nd-track[^"]*is-vertical[^"]*"[^>]*aria-label="([^"]*)"', block)
            assert rats and ("on " + str(entry.get("rats") or 0) + " of 9") in unescape(rats.group(1))
            checked += 1
    assert checked > 10
    # the screen: the viewer's borough large, each rival's small, in both languages
    snap = games["snaps"][5]
    for lang in LANGS:
        html = game.render_game(lang, snap, READY)
        boroughs = re.findall(r'<div class="nd-borough( is-small)?">', html)
        assert boroughs.count("") == 1 and boroughs.count(" is-small") == len(snap["view"]["seats"]) - 1


def test_root_hooks_and_game_over(games):
    first = Scan(game.render_game("en", games["snaps"][0], READY))
    root = first.find("div", data_screen="game")[0]
    assert root["data-game"] == "notre_dame" and root["data-over"] == "false"
    last = games["snaps"][-1]
    assert last["over"]
    scan = Scan(game.render_game("zh-Hant", last, READY))
    assert scan.find("div", data_screen="game")[0]["data-over"] == "true"
    assert "最終排名" in scan.text and "遊戲結束" in scan.text
    assert moves_in(game.render_game("zh-Hant", last, READY)) == []


def test_the_ranking_shows_the_tie_break_where_prestige_ties(games):
    for record, state in games["finals"]:
        snap = snapshot(record, state, 0)
        for lang, words in (("en", "Tie-break: gold + cubes "), ("zh-Hant", "平手時比：金幣＋影響力標記 ")):
            for tie in (False, True):
                if tie:   # everyone on the same prestige: the tie-break decides every place
                    snap = dict(snap, scores=[snap["scores"][0]] * state.players)
                html = game.render_game(lang, snap, READY)
                rows = re.findall(r'<li class="rank-row[^"]*">(.*?)</li>', html)
                assert len(rows) == state.players
                for row in rows:
                    name = unescape(re.search(r'class="rank-name">(.*?)<', row).group(1))
                    seat = NAMES.index(name)
                    tied = snap["scores"].count(snap["scores"][seat]) > 1
                    shown = f"{words}{state.gold[seat] + state.supply[seat]}" in unescape(row)
                    assert shown == tied, (tie, row)


def test_hostile_names_are_escaped_everywhere(games):
    for snap in games["snaps"][::10] + [games["snaps"][-1]]:
        for lang in LANGS:
            html = game.render_game(lang, snap, READY)
            assert "<img" not in html
            assert HOSTILE not in html
            assert "&lt;img src=x onerror=alert(1)&gt;" in html


def test_other_seats_cards_stay_hidden():
    for record, state in play(4, 3):  # noqa: B007 - the position where the loop stops
        if state.view(0)["phase"] == "play":
            break
    own = snapshot(record, state, 0)
    hand = [c["action"] for c in own["view"]["seats"][0]["hand"]]
    table = snapshot(record, state, 0)
    table["view"] = state.view(None)
    table["viewer"] = None
    table["legal"] = []
    html = game.render_game("en", table, READY)
    assert "nd-card" not in html  # no seat's hand is drawn for the public table
    assert 'class="nd-card' in game.render_game("en", own, READY) and hand


def test_until_the_engine_is_ready_no_move_can_be_tapped(games):
    snap = games["snaps"][1]
    html = game.render_game("en", snap, {"ready": False, "thinking": None, "replay": None})
    assert moves_in(html) == []


def test_catalogue_has_both_languages_for_every_key():
    check_catalogue(strings_notre_dame.STRINGS, strings_notre_dame.KEY_PREFIXES)


def test_names_follow_the_engine_and_the_seed():
    from pycore.games.notre_dame import data
    for action, names in data.ACTION_NAMES.items():
        for lang in LANGS:
            assert strings_notre_dame.action_name(lang, action) == names[lang]
    for person, entry in data.PERSONS.items():
        for lang in LANGS:
            assert strings_notre_dame.person_name(lang, person) == entry[lang]
    for colour, names in data.COLOUR_NAMES.items():
        for lang in LANGS:
            assert strings_notre_dame.colour_name(lang, colour) == names[lang]


def test_every_log_event_phrases_in_both_languages(games):
    tables = [(state, ["Ann", "Bo", "Cy", "Dee", "Eve"][:len(record["seats"])])
              for record, state in games["finals"]]
    seen = check_log_phrased("notre_dame", strings_notre_dame.phrase, tables, ("nd_",))
    for state, _ in tables:
        for event in state.log:
            if event.get("reason") and event["event"] in ("prestige", "gold", "cubes", "rats"):
                assert strings_notre_dame.reason_name("zh-Hant", event["reason"]) != event["reason"]
    kinds = engine_event_kinds("notre_dame")
    assert kinds and kinds <= seen, kinds - seen


def test_the_log_panel_is_phrased_not_raw(games):
    _record, state = games["finals"][1]
    for lang in LANGS:
        html = game.render_log(lang, "notre_dame", state.view(None), NAMES)
        assert "event=" not in html and "{" not in html


def test_screens_render_identically_under_micropython(games, tmp_path):
    """The same screens through the real MicroPython build the browser runs (via Node)."""
    picks = []
    kinds = set()
    for snap in games["snaps"]:
        kind = (snap["view"].get("pending") or {}).get("kind")
        if kind not in kinds:
            kinds.add(kind)
            picks.append(snap)
    picks.append(games["snaps"][-1])
    cases = []
    for snap in picks:
        for lang in LANGS:
            cases.append(["game", lang, snap, READY])
    data, under_mpy, under_cpython = render_both(tmp_path, cases, timeout=120)
    assert len(under_mpy) == len(under_cpython)
    for i in range(len(data)):
        assert under_mpy[i] == under_cpython[i], (data[i][1], (data[i][2]["view"].get("pending") or {}).get("kind"))


def test_the_replay_draws_the_public_table_without_moves(games):
    record, state = games["finals"][0]
    mid = records.replay(record, upto=40)
    reveal = {"ok": True, "n": 40, "total": len(record["moves"]), "last": record["moves"][39],
              "table": mid.view(None), "seats": [mid.view(s) for s in range(mid.players)]}
    final = snapshot(record, state, 0)
    for lang in LANGS:
        html = game.render_game(lang, final, {"ready": True, "thinking": None, "replay": reveal})
        scan = Scan(html)
        assert not scan.errors
        assert moves_in(html) == []
        assert scan.find("div", **{"class": "nd-map"})


def test_pieces_not_legal_now_try_a_move_the_engine_can_explain(games):
    from pycore.games.notre_dame import moves as engine_moves
    tried = set()
    for snap in games["snaps"]:
        scan = Scan(game.render_game("en", snap, READY))
        for name, attrs in scan.with_attr("data-try"):
            move = attrs["data-try"]
            assert name == "button" and attrs.get("type") == "button"
            # a name for screen readers: its label, or a person card's own text
            assert attrs.get("aria-label") or "nd-person" in attrs.get("class", "")
            assert engine_moves.is_move_text(move), move  # grammatical: the engine explains it
            assert move not in snap["legal"]  # a legal move is a data-move button, once
            tried.add(move.split(":")[0])
    assert {"play", "carriage", "friend"} <= tried


def test_the_header_says_your_turn_in_the_draft_while_this_seat_still_chooses():
    status_text = game_notre_dame.status_text
    view = {"round": 1, "period": "A", "phase": "draft", "to_move": [0, 1]}
    names = ["Ann", "Bo"]
    assert status_text("en", view, names, 1)[1] == "Your turn"
    assert status_text("zh-Hant", view, names, 1)[1] == "輪到你"
    # the seat has kept its card; the others still choose: the phase, as a title
    assert status_text("en", dict(view, to_move=[0]), names, 1)[1] == "Choosing cards"
