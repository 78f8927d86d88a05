"""Citadels: the moment each character is called (issue 38, item 4). The characters called
since the last turn ended are read from the log (`strip.just_called`); each is drawn as a
large card over the board (`strip.call_moment`, `data-reveal`) saying only what the call
strip says of it: whose it is, nobody, or killed."""

import re
from html import unescape

import pytest
from htmlscan import Scan
from snapshots import history, snapshot

from app import game
from app.games.citadels import screen, strip
from app.games.citadels import strings as ct

READY = {"ready": True, "thinking": None, "replay": None}
NAMES = ["Ann", "Bob", "陳小明", "Dee", "Eve"]
SEATS = [{"name": n, "kind": "human" if i == 0 else "bot", "level": "easy"} for i, n in enumerate(NAMES)]


def rare_often(rnd, legal):
    """A random move, often a power that names a character (kill, rob, bewitch)."""
    named = [m for m in legal if m.split(":")[0] in ("kill", "rob", "bewitch")]
    return rnd.choice(named if named and rnd.random() < 0.8 else legal)


@pytest.fixture(scope="module")
def games():
    out = []
    for seed, options in ((3, None), (8, {"preset": "dark_city"})):
        out.append(history("citadels", SEATS, seed, options, rare_often)[:400])
    return out


def called(view):
    """{(round, rank)} of the characters the strip shows as called (face-up ones never are)."""
    return {(view["round"], e["rank"]) for e in view["characters"] if e["called"] and not e["face_up"]}


def same_turn(view, before):
    """The same seat goes on with the same character's turn (the Witch taking over a
    bewitched character's turn is another turn: its victim's ended)."""
    def turn(v):
        t = v.get("turn") or {}
        return [v["round"], t.get("rank"), t.get("seat"), t.get("mode")]
    return turn(view) == turn(before)


def cards_of(html):
    """[data-reveal, id, visible text, the card's html] of each card of the moment."""
    out = []
    for m in re.finditer(r'<div class="ct-reveal-card[^"]*" id="([^"]*)" data-reveal="([^"]*)">(.*?)</div>', html):
        out.append([m.group(2), m.group(1), unescape(re.sub(r"<[^>]+>", " ", m.group(3))), m.group(3)])
    return out


def test_the_characters_just_called_are_those_the_last_move_called(games):
    seen = {"revealed": 0, "absent": 0, "killed": 0, "kept": 0}
    for played in games:
        for k in range(1, len(played)):
            before = played[k - 1][1].view(0)
            view = played[k][1].view(0)
            new = sorted(rank for rnd, rank in called(view) - called(before))
            ranks = strip.just_called(view)
            if new and not view["over"]:
                # the move called these: the moment shows them, in calling order (at the
                # end the score is the news: no moment)
                assert ranks == new, (k, ranks, new)
                for rank in ranks:
                    entry = next(e for e in view["characters"] if e["rank"] == rank)
                    for state in ("revealed", "absent", "killed"):
                        seen[state] += bool(entry.get(state))
            elif view.get("turn") and same_turn(view, before):
                # the same character's turn goes on: the same moment, not played again
                assert ranks == strip.just_called(before), k
                seen["kept"] += bool(ranks)
            if view["phase"] == "draft" or view["over"]:
                assert ranks == []
    assert min(seen.values()) > 0, seen


def test_the_moment_says_only_what_the_strip_says_in_both_languages(games):
    checked = 0
    for played in games:
        for k in range(1, len(played), 2):
            record, state = played[k]
            for viewer in ((0, 2) if k % 4 == 1 else (3,)):
                snap = snapshot(record, state, viewer)
                view = snap["view"]
                ranks = strip.just_called(view)
                for lang in ("en", "zh-Hant"):
                    html = game.render_game(lang, snap, READY)
                    cards = cards_of(html)
                    assert len(cards) == len(ranks)
                    if not ranks:
                        assert "ct-reveals" not in html
                        continue
                    checked += 1
                    # not read out (the strip and the log say it), no tap taken
                    assert Scan(html).find("div", **{"class": "ct-reveals", "aria-hidden": "true"})
                    moment = strip.call_moment(lang, view, NAMES)
                    assert moment in html
                    assert "data-move" not in moment and "data-action" not in moment and "<button" not in moment
                    for (character, ident, text, inner), rank in zip(cards, ranks):
                        entry = next(e for e in view["characters"] if e["rank"] == rank)
                        assert character == entry["character"] and ident == f"ct-reveal-{view['round']}-{rank}"
                        assert ct.character_name(lang, character) in text and str(rank) in text
                        assert ct.tr(lang, "ct_reveal_called") in text
                        holder = entry.get("seat")
                        if entry["revealed"]:
                            assert "ct-cwho" in inner and NAMES[holder] in text
                        else:   # nobody knows whose it is (a killed character's holder stays hidden)
                            assert "ct-cwho" not in inner
                            assert all(name not in text for name in NAMES)
                        assert (ct.tr(lang, "ct_st_absent") in text) == bool(entry["absent"])
                        assert (ct.tr(lang, "ct_st_killed") in text) == bool(entry["killed"])
                    # each card lands in the strip: its card there is marked while it plays
                    marked = re.findall(r'<li data-rank="(\d+)"><[^>]*class="ct-tile[^"]*is-called-now', html)
                    assert sorted(int(r) for r in marked) == sorted(ranks)
    assert checked > 20


def test_the_moment_is_in_the_board_and_the_board_alone():
    view = {"round": 2, "over": False, "phase": "turns", "characters": [
        {"rank": 1, "character": "assassin", "called": True, "revealed": True, "seat": 1},
        {"rank": 2, "character": "thief", "called": True, "killed": True},
        {"rank": 3, "character": "magician", "called": True, "absent": True},
        {"rank": 4, "character": "king", "called": True, "revealed": True, "seat": 0, "robbed": True}],
        "log": [{"event": "turn_over", "seat": 1}, {"event": "call", "rank": 2, "character": "thief"},
                {"event": "silent", "character": "thief"}, {"event": "call", "rank": 3, "character": "magician"},
                {"event": "absent", "character": "magician"}, {"event": "call", "rank": 4, "character": "king"},
                {"event": "revealed", "seat": 0, "character": "king"}]}
    assert strip.just_called(view) == [2, 3, 4]
    html = strip.call_moment("zh-Hant", view, ["Ann", "Bob"])
    cards = cards_of(html)
    assert [c[0] for c in cards] == ["thief", "magician", "king"]
    assert "被暗殺" in cards[0][2] and "無人" in cards[1][2] and "Ann" in cards[2][2] and "被偷竊" in cards[2][2]
    # one after the other: each card its own delay class, the last marked
    assert re.findall(r'class="(ct-reveal-card [^"]*)"', html) == [
        "ct-reveal-card ct-reveal-0", "ct-reveal-card ct-reveal-1", "ct-reveal-card ct-reveal-2 is-last"]
    # after the king's turn has ended, nothing is being called
    view["log"].append({"event": "turn_over", "seat": 0})
    assert strip.just_called(view) == [] and strip.call_moment("en", view, ["Ann", "Bob"]) == ""
    board = screen.render("en", {"view": dict(view, log=view["log"][:-1]), "legal": [], "viewer": 0},
                          ["Ann", "Bob"], ["human", "bot"], "")[1]
    assert board.startswith('<div class="ct-reveals" aria-hidden="true">')
