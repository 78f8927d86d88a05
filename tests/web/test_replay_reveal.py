"""The game-over replay shows what every seat kept secret (hands, characters, drafts) in the
games that have secrets, identically under MicroPython and CPython."""

import random
import re
from html import unescape

import pytest
from htmlscan import moves_in
from mpy_compare import render_both

from app.games.citadels.strings import character_name, district_name
from app.games.notre_dame.strings import action_name
from pycore import records

SEATS = [{"name": "Ann", "kind": "human"}, {"name": "<b>Bot</b>", "kind": "bot", "level": "easy"},
         {"name": "陳小明", "kind": "human"}]


def finished(game_id, seed):
    record = records.make_record(game_id, SEATS, seed, {})
    state = records.new_state(record)
    rnd = random.Random(seed)
    while not state.is_over():
        seat = rnd.choice(list(state.to_move()))
        move = rnd.choice(state.legal_moves(seat))
        state.apply(seat, move)
        record["moves"].append([seat, str(move)])
    return record, state


def case(game_id, lang, record, state, n):
    """A game-over screen replaying move `n`, as the app draws it from the engine's replies."""
    over = {"ok": True, "record": record, "moves": len(record["moves"]), "to_move": [],
            "over": True, "result": state.result(), "scores": list(state.scores()), "viewer": 0,
            "view": state.view(0), "legal": [], "can_undo": False}
    mid = records.replay(record, upto=n)
    reveal = {"ok": True, "n": n, "total": len(record["moves"]), "last": record["moves"][n - 1],
              "table": mid.view(None), "seats": [mid.view(s) for s in range(mid.players)]}
    return ["game", lang, over, {"ready": True, "thinking": None, "replay": reveal}], mid


def sections(html):
    return re.findall(r'<section class="seat-amulets">(.*?)</section>', html, re.S)


@pytest.mark.parametrize("game_id", ["citadels", "notre_dame"])
def test_the_replay_reveals_every_seats_secret_cards(tmp_path, game_id):
    record, state = finished(game_id, 4)
    cases, mids = [], []
    for n in (len(record["moves"]) // 3, len(record["moves"]) // 2):
        for lang in ("en", "zh-Hant"):
            made, mid = case(game_id, lang, record, state, n)
            cases.append(made)
            mids.append(mid)
    data, under_mpy, under_cpython = render_both(tmp_path, cases)
    assert under_mpy == under_cpython
    for (_, lang, _, _), mid, html in zip(data, mids, under_cpython):
        assert moves_in(html) == []
        found = sections(html)
        assert len(found) == mid.players
        for seat, text in enumerate(found):
            text = unescape(re.sub(r"<[^>]+>", " ", text))
            assert SEATS[seat]["name"] in text                    # the seat's name heads it
            own = mid.view(seat)
            if game_id == "citadels":
                for card in mid.hands[seat]:
                    assert district_name(lang, card) in text
                for character in own["mine"]["characters"]:
                    assert character_name(lang, character) in text
            else:
                held = own["seats"][seat]["hand"] + own["seats"][seat]["draft"]
                for card in held:
                    assert action_name(lang, card["action"]) in text
                if not held:
                    assert ("No cards" if lang == "en" else "沒有牌") in text
