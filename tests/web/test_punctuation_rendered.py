"""Chinese as a player reads it: every screen of every game, drawn in zh-Hant as a game goes
on, uses full-width punctuation also where code joins words (a label and its value, clauses,
sentences, an aside in brackets), not only in the catalogues (test_punctuation.py reads
those). Each text node and each label a screen reader speaks is checked on its own: a
half-width , . : ; ? ! ( ) beside a Chinese character, or a space after a full-width stop
before the next sentence, fails."""

from __future__ import annotations

import html as html_lib
import random
import re

import pytest
from harness import make_app, run

from pycore import games

CJK = "[\u4e00-\u9fff]"
BAD = re.compile(CJK + r"[,.:;?!()]|[,.:;?!()]" + CJK + r"|[。，：；！？] +" + CJK)
TEXT = re.compile(r">([^<]+)<")
SPOKEN = re.compile(r'(?:aria-label|title|alt|placeholder)="([^"]*)"')
STEPS = 400


def faults(page_html):
    """The places of a page where Chinese is joined with half-width marks, with a little context."""
    found = []
    for part in TEXT.findall(page_html) + SPOKEN.findall(page_html):
        text = html_lib.unescape(part)
        for match in BAD.finditer(text):
            found.append(text[max(0, match.start() - 8):match.end() + 8])
    return found


def test_the_check_finds_a_join_in_code_and_passes_full_width_text():
    assert faults('<p aria-label="銀行 (紅)">x</p>') and faults("<p>9 格）。 若本回合</p>")
    assert faults('<li aria-label="聖島 2 · 書. 剩 2 個">') and faults("<p>已留下: 銀行</p>")
    assert not faults('<p aria-label="銀行（紅）">第 1 輪：玩家1 持有皇冠。</p><b>QR 碼</b>')
    assert not faults("<p>take:2 · 1,000 · Ann (B)</p>")


async def play_in_chinese(game_id, players, seed):
    """A pass-and-play game in zh-Hant, random legal moves: each screen's faults."""
    app, page = make_app()
    await app.boot("zh-Hant", "")

    async def tap(move, action=""):
        await app.tap(move, action)
        await page.settle()

    await tap(None, "new:" + game_id)
    await tap(None, f"setup-players:{players}")
    for seat in range(players):
        await tap(None, f"setup-kind:{seat}:human")
    await tap(None, "start")
    rnd = random.Random(seed)
    found = set()
    moves = 0
    for _ in range(STEPS):
        if app.cover is not None and app.cover.get("kind") == "handoff":
            found.update(faults(" ".join(app.render()[:2])))
            await tap(None, "handoff-go")
        found.update(faults(" ".join(app.render()[:2])))
        snap = app.snap or {}
        if snap.get("over") or not snap.get("legal"):
            break
        await tap(rnd.choice(snap["legal"]))
        moves += 1
    assert moves > 40 and (app.snap or {}).get("moves", 0) >= moves     # the game went on
    return sorted(found)


@pytest.mark.parametrize("game_id", games.ids())
def test_every_screen_of_a_game_in_chinese_joins_with_full_width_marks(game_id):
    seats = games.get(game_id).players
    found = run(play_in_chinese(game_id, seats[0], 1)) + run(play_in_chinese(game_id, seats[-1], 2))
    assert found == []
