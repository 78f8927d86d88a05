"""Luna and Celtica drawn as their tables: what each screen draws where, what carries the
moves, the motion keys that make the table's changes play out (docs/architecture-look.md), and
the pieces Celtica and Notre Dame draw once and keep between redraws.

Positions are real engine snapshots (seeded random games), rendered through the app frame as
the browser renders them.
"""

import itertools
import re
from html import unescape

import pytest
from htmlscan import Scan
from snapshots import due_snaps, history, snapshot

from app import game
from app.games.celtica import draw as cdraw

READY = {"ready": True, "thinking": None, "replay": None}
SEATS = [{"name": "Ann", "kind": "human"}, {"name": "Bo", "kind": "bot", "level": "easy"},
         {"name": "陳小明", "kind": "bot", "level": "easy"}, {"name": "Dee", "kind": "bot", "level": "easy"}]
KEY = re.compile(r'data-motion-key="([^"]+)"')


def keys_of(html):
    return KEY.findall(html)


@pytest.fixture(scope="module")
def celtica_games():
    return [history("celtica", SEATS[:p], seed) for p, seed in [[2, 21], [3, 22], [4, 23]]]


@pytest.fixture(scope="module")
def luna_games():
    return [history("luna", SEATS[:p], seed) for p, seed in [[2, 31], [3, 32], [4, 33]]]


def part(html, start, end):
    """The markup from the first `start` to the next `end` after it."""
    at = html.index(start)
    return html[at:html.index(end, at)]


# ---- Celtica -------------------------------------------------------------------------------
def test_the_druid_path_is_a_winding_track_from_a_corner_to_the_middle():
    cells = cdraw.SPIRAL
    assert len(cells) == 20 and len({tuple(c) for c in cells}) == 20
    for a, b in itertools.pairwise(cells):
        assert abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1, (a, b)   # each step to a neighbour
    assert cells[0] == [cdraw.SPIRAL_ROWS - 1, 0]                  # the start: bottom left
    goal = cells[-1]
    assert 0 < goal[0] < cdraw.SPIRAL_ROWS - 1 and 0 < goal[1] < cdraw.SPIRAL_COLS - 1  # inside
    road = cdraw.road(20)
    assert road.count(",") == 20 and "polyline" in road


def test_every_space_shows_its_kind_icon_and_sits_in_its_place(celtica_games):
    record, state = celtica_games[0][10]
    html = game.render_game("en", snapshot(record, state, 0), READY)
    scan = Scan(html)
    spaces = [a for n, a in scan.elements if n == "li" and "data-space" in a]
    assert len(spaces) == 20
    for attrs in spaces:
        number = int(attrs["data-space"])
        row, col = cdraw.SPIRAL[number]
        assert attrs["style"] == f"grid-row:{row + 1};grid-column:{col + 1}"
    view = state.view(0)
    for sp in view["path"]:
        cell = part(html, f'data-space="{sp["space"]}"', "</li>")
        assert '#ci-' + sp["kind"] in cell
        if sp["kind"] == "ruin":
            assert "−" + "◆" * sp["symbols"] in cell
    for kind in cdraw.ICONS:
        assert f'id="ci-{kind}"' in html


def test_each_druid_stands_on_its_space_and_steps_through_the_spaces_it_passed(celtica_games):
    checked = 0
    for played in celtica_games:
        for record, state in played[1:80]:
            view = state.view(0)
            html = game.render_game("en", snapshot(record, state, 0), READY)
            keys = keys_of(html)
            for d in view["druids"]:
                key = "druid-" + d["colour"]
                assert keys.count(key) == 1
                cell = part(html, f'data-space="{d["space"]}"', "</li>")
                assert f'data-motion-key="{key}"' in cell
            plays = [e for e in view["log"][-16:] if e["event"] == "played"]
            if plays and plays[-1]["to"] - plays[-1]["from"] > 1:
                last = plays[-1]
                via = " ".join(f"space-{n}" for n in range(last["from"] + 1, last["to"]))
                assert 'data-motion-key="druid-{}" data-motion-via="{}"'.format(last["colour"], via) in html
                checked += 1
    assert checked > 5


def test_amulets_are_round_pieces_in_front_of_each_player(celtica_games):
    record, state = celtica_games[1][60]
    view = state.view(0)
    html = game.render_game("en", snapshot(record, state, 0), READY)
    board = part(html, 'id="board"', '<section class="panel log-panel"')
    others = board.index('class="c-others"')
    path = board.index('data-guide="path"')
    own = board.index('data-guide="yours"')
    assert others < path < own                        # the others across, yours nearest you
    for entry in view["seats"]:
        for i, amulet in enumerate(entry["amulets"]):
            for p in cdraw.PART_TYPES:
                key = f"part-{entry['seat']}-{i}-{p}"
                assert (key in keys_of(html)) == (p in amulet)
    # a whole amulet's parts: the centre disc and eight sectors around it
    assert len(cdraw.SECTORS) == 8 and set(cdraw.SECTORS) | {"c"} == set(cdraw.PART_TYPES)


def test_a_part_taken_flies_from_the_display_into_its_amulet(celtica_games):
    seen = 0
    for played in celtica_games:
        for n in range(1, len(played)):
            record, state = played[n]
            ev = state.view(0)["log"][-1] if state.view(0)["log"] else {}
            if ev.get("event") != "took" or ev.get("seat") is None:
                continue
            before_record, before_state = played[n - 1]
            before = game.render_game("en", snapshot(before_record, before_state, 0), READY)
            after = game.render_game("en", snapshot(record, state, 0), READY)
            source = f"slot-{ev['slot']}-{ev['part']}"
            assert source in keys_of(before)                       # it was on display
            flying = re.findall(rf'data-motion-key="(part-{ev["seat"]}-\d+-{ev["part"]})" '
                                rf'data-motion-from="{source}"', after)
            new = [k for k in flying if k not in keys_of(before)]
            if state.view(0)["pending"] and state.view(0)["pending"].get("kind") == "place":
                continue                                           # not placed yet
            assert new, (n, ev)
            seen += 1
    assert seen > 10


def test_placing_a_part_taps_the_amulet_it_goes_into():
    from snapshots import first_in_phase
    snap = None
    for seed in range(1, 60):
        snap = first_in_phase(seed, "place")
        if snap and any(m.startswith("place:") for m in snap["legal"]):
            break
    assert snap is not None
    scan = Scan(game.render_game("en", snap, READY))
    places = [a for n, a in scan.elements if n == "button" and a.get("data-move", "").startswith("place:")]
    assert places and all("amulet-btn" in a["class"] for a in places)
    html = game.render_game("en", snap, READY)
    for a in places:
        inside = part(html, 'data-move="{}"'.format(a["data-move"]), "</button>")
        assert 'class="amulet' in inside


def test_the_hand_is_a_row_of_card_stacks_with_counts_that_count(celtica_games):
    record, state = celtica_games[0][0]
    view = state.view(0)
    html = game.render_game("en", snapshot(record, state, 0), READY)
    for entry in view["hand"]:
        assert f'data-motion-key="hand-{entry["colour"]}" data-motion-count="{entry["count"]}"' in html
        assert "dcard dc-" + entry["colour"] in html


# ---- Luna ----------------------------------------------------------------------------------
def test_the_islands_stand_in_a_ring_around_the_temple_island(luna_games):
    record, state = luna_games[2][40]
    html = game.render_game("en", snapshot(record, state, 0), READY)
    ring = part(html, '<ul class="lring">', 'class="legend"')
    for n in range(1, 8):
        assert f"ring-{n}" in ring
    assert "ring-centre" in ring and "guard-shield" in ring and "moon" in ring


def test_the_pawns_on_each_island_are_the_views_novices(luna_games):
    for played in luna_games:
        record, state = played[len(played) // 2]
        view = state.view(0)
        html = game.render_game("en", snapshot(record, state, 0), READY)
        for island in view["islands"]:
            for seat in range(view["players"]):
                for field, end in (("active", "a"), ("spent", "s")):
                    count = island[field][seat]
                    key = f'data-motion-key="nov-{seat}-{island["number"]}-{end}" data-motion-count="{count}"'
                    assert (key in html) == (count > 0), (island["number"], seat, field)
        for figure in ("priestess", "builder", "apostate"):
            home = view["figures"][figure]
            cell = part(html, f'data-island="{home}"', "</li><li")
            assert f'data-motion-key="fig-{figure}"' in cell


def test_deciding_on_an_island_makes_the_islands_on_the_board_its_buttons(luna_games):
    """The board keeps the ring (the sheet on a phone leaves it in view): when the decision
    is an island, its islands are the moves' buttons, marked; the dock holds no ring."""
    ringed = waiting = 0
    for snap in due_snaps(luna_games)[::3]:
        html = game.render_game("en", snap, READY)
        board = part(html, 'id="board"', '<section class="dock"')
        dock = html[html.index('<section class="dock"'):]
        assert html.count('<ul class="lring">') == 1 and '<ul class="lring">' in board
        island_moves = [m for m in snap["legal"] if m.split(":")[0] in
                        ("action", "drift", "shrine", "novices", "revive", "from", "to")
                        and m != "from:landing"]
        buttons = {a.get("data-move"): [n, a.get("class", "")] for n, a in Scan(board).elements if a.get("data-move")}
        if island_moves:
            for move in island_moves:
                assert move not in dock
                assert buttons[move][0] == "button" and "isle-act" in buttons[move][1], move
            ringed += 1
        else:
            assert not [m for m in buttons if "isle-act" in buttons[m][1]]
            waiting += 1
    assert ringed > 20 and waiting > 5


def test_a_novice_entering_the_temple_comes_from_its_path_tile(luna_games):
    record, state = luna_games[1][-1]
    html = game.render_game("en", snapshot(record, state, 0), READY)
    for hexagon in state.view(0)["temple"]["hexes"]:
        if hexagon["novice"] is not None:
            n = hexagon["number"]
            assert f'data-motion-key="lnov-hex-{n}" data-motion-from="lnov-tile-{n}"' in html


def test_the_council_discs_and_the_guard_are_keyed(luna_games):
    record, state = luna_games[0][30]
    view = state.view(0)
    keys = keys_of(game.render_game("en", snapshot(record, state, 0), READY))
    for seat in range(view["players"]):
        assert keys.count(f"council-{seat}") == 1
    assert keys.count("guard") == 1


def test_motion_keys_are_unique_on_every_screen(celtica_games, luna_games):
    for played in celtica_games + luna_games:
        for record, state in played[::25]:
            for seat in range(state.players):
                keys = keys_of(game.render_game("zh-Hant", snapshot(record, state, seat), READY))
                assert len(keys) == len(set(keys)), [k for k in keys if keys.count(k) > 1][:5]


def test_scores_count_up_in_the_score_line(luna_games):
    record, state = luna_games[0][30]
    snap = snapshot(record, state, 0)
    html = game.render_game("en", snap, READY)
    for seat, score in enumerate(snap["scores"]):
        shown = int(score) if score == int(score) else score       # 5, not 5.0
        assert f'data-motion-key="score-{seat}" data-motion-count="{shown}"' in html



def test_pieces_drawn_once_and_kept_follow_the_language(celtica_games):
    """The parts, icons and printed spaces are built once and kept between redraws (a tap
    waits for the redraw): the kept pieces are in the reader's language, and a redraw is
    the same as the first drawing."""
    from app.i18n import t
    record, state = next(rs for rs in celtica_games[1][::-1]
                         if any(rs[1].view(0)["seats"][0]["amulets"]))   # your amulets have parts
    snap = snapshot(record, state, 0)
    english = game.render_game("en", snap, READY)
    chinese = game.render_game("zh-Hant", snap, READY)
    assert game.render_game("en", snap, READY) == english
    assert game.render_game("zh-Hant", snap, READY) == chinese
    label = re.compile(r'<text class="am-l"[^>]*>(.*?)</text>')
    for lang, html in (("en", english), ("zh-Hant", chinese)):
        shorts = {t(lang, "c_short_" + p) for p in cdraw.PART_TYPES}
        assert label.findall(html) and set(label.findall(html)) <= shorts, lang
    assert "村莊" in chinese and "村莊" not in english and "Village" in english


def test_notre_dames_kept_tile_names_follow_the_language():
    """Notre Dame keeps its tiles' names, emblems and boxes between redraws: in the reader's
    language, and a redraw is the same as the first drawing."""
    from app.games.notre_dame import strings as nd_strings
    record, state = history("notre_dame", SEATS[:3], 41)[30]
    snap = snapshot(record, state, 0)
    english = game.render_game("en", snap, READY)
    chinese = game.render_game("zh-Hant", snap, READY)
    assert game.render_game("en", snap, READY) == english
    names = re.compile(r'<span class="nd-sec-name" aria-hidden="true">(.*?)</span>')
    assert names.findall(english) and names.findall(chinese)
    for lang, html in (("en", english), ("zh-Hant", chinese)):
        shown = {unescape(n).replace("\u00ad", "") for n in names.findall(html)}
        assert shown <= {nd_strings.short_name(lang, p) for p in ("school", "bank", "residence", "carriage",
                                                                   "hotel", "park", "hospital", "notre_dame")}, lang
