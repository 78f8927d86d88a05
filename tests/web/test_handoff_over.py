"""The hand-off cover hides the table; the game-over ranking and the replay controls; the share sheet."""

import re
from html import unescape

from htmlscan import Scan
from snapshots import due_snapshots

from app import handoff, over


def test_handoff_names_the_next_player_and_nothing_else():
    html = handoff.render_handoff("zh-Hant", "<b>玩家2</b>")
    scan = Scan(html)
    assert "請交給&lt;b&gt;玩家2&lt;/b&gt;" in html
    assert scan.find("button", data_action="handoff-go")
    assert scan.find("div", role="dialog")
    assert "data-move" not in html and "hand" not in html.replace("handoff", "")
    # Leaving or changing the language needs no uncovering: both reveal nothing.
    actions = [attrs["data-action"] for name, attrs in scan.elements if "data-action" in attrs]
    assert sorted(actions) == ["handoff-go", "home", "lang:en"]


def test_ranking_orders_by_rank_with_celtica_tie_break():
    snap = due_snapshots(10)[-1]
    names = ["A", "B", "C"]
    rows = over.ranking(snap)
    assert [r[0] for r in rows] == sorted(r[0] for r in rows)
    html = over.render_ranking("en", snap, names, "celtica")
    assert "Amulet sizes" in html
    first = rows[0][1]
    assert ("#1" in html) and names[first] in html


def test_replay_controls_bounds():
    start = Scan(over.replay_controls("en", 0, 5))
    assert "disabled" in start.find("button", data_action="replay:-1")[0]
    assert "disabled" not in start.find("button", data_action="replay:1")[0]
    end = Scan(over.replay_controls("en", 5, 5))
    assert "disabled" in end.find("button", data_action="replay:6")[0]
    assert "Move 5 of 5" in end.text


def test_the_share_sheet_says_what_each_link_carries():
    from app import game
    for lang in ("en", "zh-Hant"):
        scan = Scan(game.render_share_dialog(lang))
        for action in ("share-game", "share-invite"):
            [choice] = scan.find("button", data_action=action)
            [hint] = scan.find("p", id=choice["aria-describedby"])
            assert hint["class"] == "share-hint"
        assert scan.find("button", data_action="cover-close")
    text = Scan(game.render_share_dialog("en")).text
    assert "whole game so far" in text and "only the players and the table options" in text


def test_the_score_line_keeps_every_seat_in_sight():
    from app import game
    snap = due_snapshots(21)[5]
    names = game.seat_names(snap["record"])
    html = game.render_game("zh-Hant", snap, {"ready": True, "thinking": None, "replay": None})
    [bar] = Scan(html).find("section", **{"class": "scorebar"})
    assert bar["aria-label"] == "完成的護身符"
    line = html.split('class="scorebar"')[1].split("</section>")[0]
    chips = re.findall(r'<li class="([^"]*)"><span class="score-name">(.*?)</span>'
                       r'<span class="score-n"[^>]*>(.*?)</span>', line)
    assert [unescape(c[1]) for c in chips] == names
    assert [c[2] for c in chips] == [str(int(s)) for s in snap["scores"]]
    assert ["is-due" in c[0] for c in chips] == [s in snap["to_move"] for s in range(len(names))]
    assert ["is-you" in c[0] for c in chips] == [s == snap["viewer"] for s in range(len(names))]
    # not in the replay, which draws an earlier table
    reveal = {"table": snap["view"], "seats": [], "n": 1, "total": 2}
    assert "scorebar" not in game.render_game("en", snap, {"ready": True, "thinking": None, "replay": reveal})


def test_the_end_says_how_a_tie_was_broken_or_that_it_is_shared():
    from app import over
    names = ["Ann", "Bo", "陳小明"]
    # Celtica: all on 0 complete amulets, ranked by the amulet sizes
    rows = [[1, 2, 0], [2, 0, 0], [3, 1, 0]]
    [line] = over.tie_lines("en", rows, names, "celtica")
    assert line == "陳小明, Ann, Bo tied on 0; 陳小明 is ahead on the tie-break: the larger incomplete amulets."
    [line] = over.tie_lines("zh-Hant", rows, names, "celtica")
    assert line.startswith("陳小明、Ann、Bo同為 0；依平手規則（") and line.endswith("陳小明排在前面。")
    # Citadels has no tie-break: tied players share the place
    [line] = over.tie_lines("en", [[1, 0, 12], [1, 1, 12], [3, 2, 9]], names, "citadels")
    assert line == "Ann, Bo tied on 12 and share the place."
    # no tie, no line
    assert over.tie_lines("en", [[1, 0, 12], [2, 1, 9]], names, "luna") == []
    html = over.render_ranking("en", {"result": [2, 3, 1], "scores": [0, 0, 0], "view": {}}, names, "celtica")
    assert "tie-break: the larger incomplete amulets" in html


def test_a_ranking_row_is_one_line_and_says_the_tie_break_only_where_the_score_is_tied():
    """Place, name and score on one row; a game's tie-break facts (Celtica's amulet sizes)
    only on the rows whose score is tied, the only rows they decide."""
    names = ["Ann", "Bo", "陳小明"]
    view = {"seats": [{"seat": 0, "amulets": [[1, 2, 3]]}, {"seat": 1, "amulets": [[1, 2]]},
                      {"seat": 2, "amulets": [[1]]}]}
    snap = {"result": [1, 2, 3], "scores": [2, 1, 1], "view": view}
    for lang, words in (("en", "Amulet sizes"), ("zh-Hant", "護身符大小")):
        html = over.render_ranking(lang, snap, names, "celtica")
        rows = re.findall(r'<li class="rank-row[^"]*">(.*?)</li>', html)
        assert len(rows) == 3
        assert [words in row for row in rows] == [False, True, True]
        assert ['class="rank-more"' in row for row in rows] == [False, True, True]
        assert all(row.count('class="rank-facts"') == 1 for row in rows)
    # a game without facts of its own: the score alone, no tie-break span even when tied
    html = over.render_ranking("en", {"result": [1, 1], "scores": [12, 12], "view": {}}, names, "citadels")
    assert html.count('class="rank-facts">Score 12<') == 2 and "rank-more" not in html
