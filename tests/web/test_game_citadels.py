"""Citadels' game screen: exactly the legal moves as buttons, both languages, escaping, the log,
the card tables, the score breakdown, and the same output under MicroPython.

Games are real: `pycore`'s Citadels played forward by seeded random moves (biased toward the
rare decisions — powers, purple districts — so every kind of move and log event shows up),
rendered through the app frame exactly as the browser does.
"""

import json
import re
from html import unescape

import pytest
from catalogue import check_catalogue, check_log_phrased
from htmlscan import Scan, moves_in
from mpy_compare import render_both
from snapshots import due_snaps, history, snapshot

from app import game
from app.games.citadels import city as citadels_city
from app.games.citadels import dock as citadels_dock
from app.games.citadels import draw as citadels_draw
from app.games.citadels import hand as citadels_hand
from app.games.citadels import scoring as citadels_scoring
from app.games.citadels import screen as game_citadels
from app.games.citadels import strings as strings_citadels
from app.games.citadels import strip as citadels_strip
from app.i18n import LANGS
from app.moves import group_moves
from pycore.games.citadels import data

HOSTILE = "<img src=x onerror=alert(1)>"
SEATS = [{"name": "Ann", "kind": "human"}, {"name": HOSTILE, "kind": "bot", "level": "easy"},
         {"name": "陳小明", "kind": "human"}, {"name": "Dee", "kind": "bot", "level": "easy"},
         {"name": "Eve", "kind": "human"}, {"name": "Fay", "kind": "human"},
         {"name": "Gus", "kind": "human"}, {"name": "Hal", "kind": "human"}]
READY = {"ready": True, "thinking": None, "replay": None}
MOVE_ATTR = re.compile(r'<(\w+)[^>]*?\sdata-move="([^"]*)"')
COMMON = ["gold", "draw", "end", "pick", "keep", "income", "build"]
# [players, seed, options]: base and Dark City characters, 8 and 9 ranks, 2 to 8 players
TABLES = [[2, 1, {}], [4, 2, {"preset": "dark_city"}], [5, 3, {"preset": "random"}],
          [8, 4, {"preset": "random"}], [3, 5, {"preset": "dark_city"}], [6, 6, {"preset": "random"}],
          [7, 11, {"characters": ["witch", "thief", "wizard", "emperor", "abbot", "alchemist",
                                  "navigator", "diplomat", "artist"], "ranks": 9}],
          [5, 12, {"characters": ["assassin", "tax_collector", "magician", "king", "bishop", "merchant",
                                  "architect", "warlord", "queen"], "ranks": 9}]]


def _pick(rnd, texts):
    """A random legal move: often a rare one when offered, seldom the end of a turn."""
    rare = [m for m in texts if m.split(":")[0] not in COMMON]
    if rare and rnd.random() < 0.6:
        return rnd.choice(rare)
    builds = [m for m in texts if m.startswith("build:")]
    if builds and rnd.random() < 0.8:
        return rnd.choice(builds)
    acting = [m for m in texts if m != "end"]
    return rnd.choice(acting if acting and rnd.random() < 0.7 else texts)


@pytest.fixture(scope="module")
def games_played():
    return [history("citadels", SEATS[:p], seed, options, _pick) for p, seed, options in TABLES]


@pytest.fixture(scope="module")
def snaps(games_played):
    return due_snaps(games_played)


def test_every_screen_offers_exactly_the_legal_moves_in_both_languages(snaps):
    for i in range(len(snaps)):
        snap = snaps[i]
        # every screen with a rare decision, every other one else; both languages on every third
        if i % 2 and all(m.split(":")[0] in COMMON for m in snap["legal"]):
            continue
        for lang in ([LANGS[i % 2]] if i % 3 else LANGS):
            html = game.render_game(lang, snap, READY)
            tags = MOVE_ATTR.findall(html)   # a regex: the full HTML reader is slow for thousands of screens
            found = [unescape(move) for name, move in tags]
            assert sorted(found) == sorted(snap["legal"]), (lang, snap["view"]["pending"], snap["legal"])
            assert len(found) == len(set(found))
            assert {name for name, move in tags} <= {"button"}


def test_the_games_cover_every_kind_of_decision(snaps):
    kinds = set()
    for snap in snaps:
        kinds.update(m.split(":")[0] for m in snap["legal"])
    wanted = {"pick", "discard", "gold", "draw", "keep", "income", "build", "end", "kill", "bewitch", "rob",
              "swap_hand", "redraw", "done", "peek", "take", "place", "crown", "tribute", "tithe", "navigate",
              "destroy", "exchange", "beautify", "armory", "lab", "smithy", "museum", "search", "bell"}
    assert wanted <= kinds, wanted - kinds


def test_no_fallback_other_moves_row(snaps):
    """Every move kind has its own place on the screen: the catch-all row never appears."""
    for snap in snaps:
        dock, _ = citadels_dock.render_dock("en", snap["view"], snap["legal"], ["a"] * 8, snap["viewer"], "")
        assert strings_citadels.tr("en", "ct_other_move") not in dock


def test_every_move_is_a_real_labelled_button_never_raw_move_text(snaps):
    for snap in snaps[::17]:
        for lang in LANGS:
            scan = Scan(game.render_game(lang, snap, READY))
            assert not scan.errors, scan.errors
            for name, attrs in scan.with_attr("data-move"):
                assert name == "button" and attrs.get("type") == "button"
    # the visible text and the accessible name of a move never show the move text itself
    for snap in snaps[::5]:
        html = game.render_game("zh-Hant", snap, READY)
        for match in re.finditer(r'<button[^>]*data-move="([^"]*)"[^>]*>(.*?)</button>', html):
            move, inner = unescape(match.group(1)), match.group(2)
            assert move not in re.sub(r"<[^>]+>", "", inner), move
            label = re.search(r'aria-label="([^"]*)"', match.group(0))
            text = unescape(label.group(1)) if label else re.sub(r"<[^>]+>", "", inner)
            assert text.strip() and "{" not in text and "ct_" not in text, (move, text)
            assert re.search(r"[\u4e00-\u9fff]", text), (move, text)


def test_kill_rob_and_bewitch_are_buttons_on_the_call_strip(snaps):
    seen = 0
    for snap in snaps:
        legal = snap["legal"]
        rank_moves = [m for m in legal if m.split(":")[0] in ("kill", "rob", "bewitch")]
        if not rank_moves:
            continue
        scan = Scan(game.render_game("en", snap, READY))
        strip = [a for _, a in scan.with_attr("data-move") if "ct-tile-btn" in (a.get("class") or "")]
        assert sorted(a["data-move"] for a in strip) == sorted(rank_moves)
        seen += 1
    assert seen >= 10


def _seat_blocks(html):
    """[[seat, the markup of its row]] for each seat row of the cities panel."""
    parts = re.split(r'(?=<li class="ct-seat[^"]*" data-seat=")', html)
    return [[re.match(r'<li class="ct-seat[^"]*" data-seat="(\d)"', p).group(1), p]
            for p in parts if p.startswith('<li class="ct-seat')]


def _districts(block):
    """[[card, markup]] for each district of a city row (up to the next one)."""
    parts = re.split(r'(?=<li class="ct-district[^"]*" data-card=")', block)
    return [[re.match(r'<li class="ct-district[^"]*" data-card="(\w+)"', p).group(1), p]
            for p in parts if p.startswith('<li class="ct-district')]


def test_destroy_and_exchange_sit_on_the_target_district(snaps):
    seen = 0
    for snap in snaps:
        city_moves = [m for m in snap["legal"] if m.split(":")[0] in ("destroy", "armory", "exchange")]
        if not city_moves:
            continue
        html = citadels_city.render_seats("en", snap["view"], ["a"] * 8, ["human"] * 8, snap["viewer"],
                                          group_moves(snap["legal"]))
        placed = 0
        for seat, block in _seat_blocks(html):
            for card, district in _districts(block):
                for move in moves_in(district.split('<li class="ct-slot"')[0]):
                    bits = move.split(":")
                    where = bits[2:4] if bits[0] == "exchange" else bits[1:3]
                    if bits[0] != "beautify":
                        assert where == [seat, card], (move, seat, card)
                        placed += 1
        assert placed == len(city_moves)
        assert sorted(moves_in(html)) == sorted(city_moves + [m for m in snap["legal"] if m.startswith("beautify:")])
        seen += 1
    assert seen >= 5


def test_each_city_is_a_row_of_small_cards_filling_toward_the_end(snaps):
    """A city: one small card per district (colour band with its letter, cost coin, name),
    then a dashed slot for each district still missing toward the end (8, or 7 with the
    Bell Tower); the row names the count for screen readers."""
    checked = 0
    for snap in snaps[::40] + [snaps[-1]]:
        view = snap["view"]
        html = citadels_city.render_seats("zh-Hant", view, NAMES_8, ["human"] * 8, snap["viewer"], {})
        for seat, block in _seat_blocks(html):
            city = [e["card"] for e in citadels_draw.seat_entry(view, int(seat))["city"]]
            drawn = _districts(block)
            assert [card for card, _ in drawn] == city
            to_end = view["city_to_end"]
            assert block.count('<li class="ct-slot"') == max(0, to_end - len(city))
            label = "的城市：" + str(len(city)) + "/" + str(to_end) + " 個地區"
            assert label in unescape(block)
            for card, district in drawn:
                colour = citadels_draw.colour_of(card)
                assert 'class="ct-band ct-col-' + colour + '"' in district
                assert '<span class="ct-band-letter">' + strings_citadels.colour_letter("zh-Hant", colour) in district
                assert '<span class="ct-coin" aria-hidden="true">' + str(citadels_draw.cost_of(card)) in district
                assert strings_citadels.district_name("zh-Hant", card) in unescape(district).replace("\u00ad", "")
            checked += 1
    assert checked > 20


NAMES_8 = ["Ann", "Bo", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"]


def test_the_hand_is_a_row_of_cards_and_building_is_a_tap_on_the_card(snaps):
    """The hand is a row of cards (one per distinct card, its count on it), each with its
    band, cost, name and, for a purple district, the short text printed on it; a card that
    can be built is itself the build button; on the seat's turn a card it cannot build now
    tries the build, so the engine can say why."""
    from pycore.games.citadels import moves as engine_moves
    builds = tries = 0
    for snap in snaps:
        view = snap["view"]
        me = citadels_draw.seat_entry(view, snap["viewer"])
        hand = me.get("hand") or []
        pending = view.get("pending") or {}
        if not hand or pending.get("kind") in ("wizard", "search", "keep") or not snap["legal"]:
            continue
        dock, _ = citadels_dock.render_dock("en", view, snap["legal"], NAMES_8, snap["viewer"], "")
        row = re.search(r'<ul class="ct-hand" aria-label="([^"]*)" tabindex="0">(.*?)</ul>', dock, re.S)
        assert row, dock[:300]
        cards = re.findall(r'<li class="ct-card" data-card="(\w+)">', row.group(2))
        assert cards == [c for c, _ in citadels_hand.group_cards(hand)]
        for card in cards:
            text = strings_citadels.district_short("en", card)
            assert (text in row.group(2)) or not text
            if citadels_draw.colour_of(card) == "special":
                assert text, card
        for match in re.finditer(r'<button type="button" class="ct-cardface[^"]*"([^>]*)>', row.group(2)):
            attrs = match.group(1)
            move = re.search(r'data-move="([^"]*)"', attrs)
            tried = re.search(r'data-try="([^"]*)"', attrs)
            if move and move.group(1).startswith("build:"):
                builds += 1
            if tried:
                assert tried.group(1) not in snap["legal"] and engine_moves.is_move_text(tried.group(1))
                turn = view.get("turn") or {}
                assert turn.get("seat") == snap["viewer"] and not pending
                tries += 1
    assert builds > 20 and tries > 20


def test_the_line_up_is_drawn_as_cards_in_calling_order(snaps):
    """Each rank a card: face down until shown, crossed out when out, with the marks of
    the Assassin, the Thief and the Witch, the player's name once revealed, ▶ for the one
    playing; its words say all of it for screen readers."""
    marks = set()
    for snap in snaps[::7]:
        view = snap["view"]
        if not view.get("characters"):
            continue
        html = citadels_strip.render_strip("en", view, NAMES_8, {})
        cards = re.findall(r'<li data-rank="(\d)"><div class="ct-tile ([^"]*)" role="img" aria-label="([^"]*)">', html)
        assert [int(r) for r, _, _ in cards] == [e["rank"] for e in view["characters"]]
        mine = (view.get("mine") or {}).get("characters") or []
        for (_rank, cls, label), entry in zip(cards, view["characters"]):
            cls = cls.split()
            for flag, name in [["face_up", "is-out"], ["killed", "is-killed"], ["robbed", "is-robbed"],
                               ["bewitched", "is-bewitched"]]:
                assert (name in cls) == bool(entry[flag]), (entry, cls)
                if entry[flag]:
                    marks.add(name)
            down = not (entry["face_up"] or entry["revealed"] or entry["absent"] or entry["character"] in mine)
            assert ("is-down" in cls) == down
            if entry["revealed"] and entry["seat"] is not None:
                assert unescape(label).startswith(entry["rank"].__str__() + ". ")
                assert NAMES_8[entry["seat"]] in unescape(label)
            if "is-down" in cls:
                marks.add("is-down")
    assert {"is-out", "is-killed", "is-robbed", "is-down"} <= marks, marks


def test_the_draft_shows_only_the_pickers_choices_and_face_up_discards(games_played):
    record, state = games_played[3][1]   # 8 players, the first pick of round 1
    picker = state.to_move()[0]
    other = (picker + 1) % 8
    mine = snapshot(record, state, picker)
    html = game.render_game("en", mine, READY)
    assert sorted(moves_in(html)) == sorted(mine["legal"])
    theirs = snapshot(record, state, other)
    html = game.render_game("en", theirs, {"ready": True, "thinking": picker, "replay": None})
    assert moves_in(html) == []
    offered = [m.split(":")[1] for m in mine["legal"]]
    for character in offered:
        # nothing tells a waiting seat which characters are still offered
        assert 'data-move="pick:' + character not in html
    out = [c for c in mine["view"]["characters"] if c["face_up"]]
    for entry in out:
        name = strings_citadels.character_name("en", entry["character"])
        assert name + ": ✕ out, face up" in unescape(html)


def test_card_tables_match_the_engine():
    for cid, info in data.CHARACTERS.items():
        for lang in LANGS:
            assert strings_citadels.character_name(lang, cid) == info["name"][lang]
            assert strings_citadels.character_text(lang, cid) == info["text"][lang]
        assert strings_citadels.character_rank(cid) == info["rank"]
    assert [r[0] for r in strings_citadels.CHARACTERS] == list(data.CHARACTERS)
    for did, info in data.DISTRICTS.items():
        for lang in LANGS:
            assert strings_citadels.district_name(lang, did) == info["name"][lang]
            assert strings_citadels.district_text(lang, did) == info["text"][lang]
        assert citadels_draw.colour_of(did) == info["colour"]
        assert citadels_draw.cost_of(did) == info["cost"]
        assert citadels_draw.value_of(did) == data.value(did)
    assert [r[0] for r in strings_citadels.DISTRICTS] == list(data.DISTRICTS)
    assert citadels_draw.COLOURS == data.COLOURS


def test_names_follow_the_seed():
    zh = lambda c: strings_citadels.character_name("zh-Hant", c)
    assert [zh(c) for c in ["assassin", "thief", "magician", "king", "bishop", "merchant", "architect",
                            "warlord"]] == ["刺客", "盜賊", "魔術師", "國王", "主教", "商人", "建築師", "軍閥"]
    assert strings_citadels.district_name("zh-Hant", "watchtower") == "瞭望台"
    assert strings_citadels.tr("zh-Hant", "ct_crown") == "皇冠"


def test_every_catalogue_key_has_both_languages_and_the_same_fields():
    check_catalogue(strings_citadels.STRINGS, strings_citadels.KEY_PREFIXES, same_allowed=("ct_letter_",))


def test_every_log_event_phrases_in_both_languages(games_played):
    names = ["Ann", "Bo", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"]
    # "_": no raw card or character ids
    seen = check_log_phrased("citadels", strings_citadels.phrase,
                             [(played[-1][1], names) for played in games_played], ("cev_", "_"))
    assert len(seen) >= 45, seen


def test_every_known_log_kind_has_a_phrase():
    """Events the random games may miss (Graveyard, Park, Queen, Throne Room...) phrase too."""
    names = ["Ann", "Bo"]
    samples = [{"event": "graveyard", "seat": 0, "card": "temple"}, {"event": "park", "seat": 1, "count": 2},
               {"event": "queen", "seat": 0, "gold": 3}, {"event": "throne_room", "seat": 1, "gold": 1},
               {"event": "beautify", "seat": 0, "card": "castle"}, {"event": "bell_silenced"},
               {"event": "bell", "seat": 0, "declared": False}, {"event": "navigate", "seat": 0, "cards": 4},
               {"event": "navigate", "seat": 0, "gold": 4}, {"event": "poor_house", "seat": 1, "gold": 1},
               {"event": "revealed", "seat": 1, "character": "king", "killed": True},
               {"event": "witch_resumes", "seat": 0, "character": "merchant"},
               {"event": "thank", "seat": 1, "to": 0}, {"event": "tax", "seat": 1, "to": 0}]
    for event in samples:
        for lang in LANGS:
            text = strings_citadels.phrase(lang, event["event"], event, names[event.get("seat", 0)], names, {})
            assert text and "{" not in text and "None" not in text and "_" not in text, (event, text)
    assert "Graveyard" in strings_citadels.phrase("en", "graveyard", samples[0], "Ann", names, {})
    assert "墓地" in strings_citadels.phrase("zh-Hant", "graveyard", samples[0], "Ann", names, {})


def test_hostile_names_are_escaped_everywhere(snaps):
    for snap in snaps[::25] + [snaps[-1]]:
        for lang in LANGS:
            html = game.render_game(lang, snap, READY)
            assert "<img" not in html
            assert "&lt;img src=x onerror=alert(1)&gt;" in html


def test_the_score_breakdown_adds_up_to_the_engine_score(games_played):
    checked = 0
    for played in games_played:
        _record, state = played[-1]
        view = json.loads(json.dumps(state.view(None)))
        for entry in view["seats"]:
            parts = citadels_scoring.score_parts("en", view, entry)
            assert sum(p[1] for p in parts) == view["scores"][entry["seat"]], (parts, entry)
            checked += 1
        html = citadels_scoring.render_breakdown("zh-Hant", view, ["a"] * 8)
        assert "計分明細" in html and "地區分數" in html
    assert checked == sum(t[0] for t in TABLES)


def test_game_over_shows_the_breakdown_and_no_moves(snaps):
    last = snaps[-1]
    assert last["over"]
    html = game.render_game("zh-Hant", last, READY)
    scan = Scan(html)
    root = scan.find("div", data_screen="game")[0]
    assert root["data-over"] == "true" and root["data-game"] == "citadels"
    assert moves_in(html) == [] and "計分明細" in html
    reveal = {"table": last["view"], "seats": [], "n": 3, "total": 10}
    html = game.render_game("en", last, {"ready": True, "thinking": None, "replay": reveal})
    assert not Scan(html).errors and moves_in(html) == []


def test_status_line_round_and_turn(games_played):
    """The top bar's [when, who]: the round, the character called and its player, or "your
    turn" when that player is the one this phone shows."""
    played = games_played[1]
    record, state = played[len(played) // 2]
    due = state.to_move()[0]
    names = ["Ann", "Bo", "Cy", "Dee"]
    kinds = ["human", "bot", "human", "bot"]
    watcher = (due + 1) % 4
    when, who = game_citadels.render("zh-Hant", snapshot(record, state, watcher), names, kinds, "")[0]
    turn = snapshot(record, state, watcher)["view"]["turn"] or {}
    assert when.startswith("第 " + str(state.round) + " 輪") and who == "輪到" + names[due]
    if turn:
        assert when.endswith(" 號" + strings_citadels.character_name("zh-Hant", turn["character"]))
    when, who = game_citadels.render("zh-Hant", snapshot(record, state, due), names, kinds, "")[0]
    assert "輪到你" in who and names[due] not in who
    first = snapshot(played[0][0], played[0][1], played[0][1].to_move()[0])
    chooser = first["to_move"][0]
    assert game_citadels.render("en", first, names, ["human"] * 4, "")[0] == ["Round 1", "Your choice of character"]
    other = snapshot(played[0][0], played[0][1], (chooser + 1) % 4)
    assert game_citadels.render("en", other, names, ["human"] * 4, "")[0] == ["Round 1", names[chooser] + " to choose"]


def test_until_the_engine_is_ready_no_move_can_be_tapped(snaps):
    snap = snaps[5]
    assert snap["legal"]
    html = game.render_game("en", snap, {"ready": False, "thinking": None, "replay": None})
    assert moves_in(html) == []


def test_a_waiting_seat_sees_its_hand_but_not_others(games_played):
    record, state = games_played[1][40]
    due = state.to_move()[0]
    other = (due + 1) % 4
    snap = snapshot(record, state, other)
    html = game.render_game("en", snap, {"ready": True, "thinking": due, "replay": None})
    assert moves_in(html) == []
    for card in set(state.hands[other]):
        assert 'data-card="' + card + '"' in html
    hidden = set(state.hands[due]) - set(state.hands[other]) - {c for city in state.cities for c in city}
    for card in hidden:
        assert strings_citadels.district_name("en", card) not in html


# ---- the same output under MicroPython ---------------------------------------------------------
def test_screens_render_identically_under_micropython(tmp_path, snaps):
    rare = [s for s in snaps if any(m.split(":")[0] in ("exchange", "kill", "peek", "take", "redraw", "search")
                                    for m in s["legal"])]
    picks = snaps[::400] + rare[::40] + [snaps[-1]]
    cases = []
    for snap in picks:
        for lang in LANGS:
            cases.append(["game", lang, snap, READY])
    cases.append(["log", "zh-Hant", snaps[-1]["view"], ["A", HOSTILE, "C", "D", "E"], "citadels"])
    cases.append(["log", "en", snaps[-1]["view"], ["A", HOSTILE, "C", "D", "E"], "citadels"])
    cases, under_mpy, under_cpython = render_both(tmp_path, cases)
    assert len(under_mpy) == len(under_cpython)
    for i in range(len(cases)):
        assert under_mpy[i] == under_cpython[i], cases[i][0]


def test_a_revealed_character_names_its_player_first_then_its_marks(snaps):
    # "Ann · ▶ playing now", not a list that reads "Ann, ▶ playing now"
    seen = 0
    for snap in snaps:
        view = snap["view"]
        names = game.seat_names(snap["record"])
        for entry in view.get("characters") or []:
            if not (entry.get("revealed") and entry.get("seat") is not None):
                continue
            for lang in LANGS:
                words, _ = citadels_strip._strip_status(lang, entry, view, names)
                assert words[0] == names[entry["seat"]]
                html = citadels_strip.render_strip(lang, view, names, {})
                assert "、" + names[entry["seat"]] not in html and ", " + names[entry["seat"]] not in html
            seen += 1
    assert seen


def test_the_crown_sits_on_its_owner(snaps):
    seen = 0
    for snap in snaps[::30]:
        view = snap["view"]
        html = citadels_city.render_seats("en", view, NAMES_8, ["human"] * 8, snap["viewer"], {})
        for seat, block in _seat_blocks(html):
            entry = citadels_draw.seat_entry(view, int(seat))
            assert block.count('class="ct-crown" role="img" aria-label="Crown"') == (1 if entry["crown"] else 0)
            seen += entry["crown"]
    assert seen > 10


def test_while_a_power_names_a_character_the_other_cards_try_it(snaps):
    """Assassin, Thief, Witch: the characters the power may name are its buttons; every other
    card of the line-up tries the same power on its rank, so the engine can say why not."""
    from pycore.games.citadels import moves as engine_moves
    seen = 0
    for snap in snaps:
        kinds = [k for k in ("kill", "rob", "bewitch") if any(m.startswith(k + ":") for m in snap["legal"])]
        if not kinds:
            continue
        html = citadels_strip.render_strip("en", snap["view"], NAMES_8, group_moves(snap["legal"]))
        moves = moves_in(html)
        tried = re.findall(r'data-try="([^"]*)"', html)
        ranks = [str(e["rank"]) for e in snap["view"]["characters"]]
        assert sorted([m.split(":")[1] for m in moves + tried]) == sorted(ranks)
        for move in tried:
            assert move.split(":")[0] == kinds[0] and move not in snap["legal"] and engine_moves.is_move_text(move)
        seen += 1
    assert seen >= 10
