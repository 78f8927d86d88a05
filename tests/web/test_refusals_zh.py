"""Every refusal the engines can raise reaches a Chinese reader in Chinese, by its code.

The engine sends a code and params with its English sentence (`pycore/refusals.py`); the UI
words the code from its own templates (`i18n.REFUSALS_ZH` for the shared codes, each game's
`REFUSALS_ZH` beside its other strings) and fills the params, naming cards, colours and
favours in Chinese. Here: every code the engines' source can raise (`refusal_scan`) and every
English template has a Chinese template with the same fields, in full-width punctuation;
real refusals from random games read in Chinese with no English left but move texts; an
unknown code falls back to the English sentence; MicroPython words them as CPython does.
"""

import base64
import json
import re
import zlib

import pytest
from mpy_compare import render_both
from refusal_scan import scan

from app import i18n
from pycore import games, links, records
from pycore.protocol import IllegalMove
from pycore.refusals import SHARED, Refusal, fields, templates
from pycore.rng import Rng

SCAN = scan()
ENGLISH = dict(SHARED)
for _game_id in games.ids():
    ENGLISH.update(templates(_game_id))
CODES = sorted(set(SCAN["codes"]) | set(ENGLISH))
CJK = re.compile(r"[\u3000-\u9fff\uff00-\uffef]")
LETTERS = re.compile(r"[A-Za-z]")
HALF_WIDTH = re.compile(r"[,:;?!()]")


def zh(reply):
    return i18n.refusal_text("zh-Hant", reply)


def reply_of(exc):
    """What the worker sends for a refusal (`web/worker/engine.py` `_error`)."""
    return {"ok": False, "error": str(exc), "code": exc.code, "params": exc.params}


@pytest.mark.parametrize("code", CODES)
def test_every_code_has_a_chinese_template_with_the_english_fields(code):
    english = ENGLISH.get(code)
    chinese = i18n.refusal_template("zh-Hant", code)
    assert english is not None, f"{code} has no English template"
    assert chinese is not None, f"{code} has no Chinese template"
    assert fields(chinese) == fields(english), (code, chinese, english)
    assert CJK.search(chinese), chinese
    prose = re.sub(r"\{[a-z_]+\}", "", chinese)
    assert not HALF_WIDTH.search(prose), f"{code}: half-width punctuation in {chinese!r}"


def test_the_ui_has_no_template_the_engines_do_not_know():
    tables = dict(i18n.REFUSALS_ZH)
    for game_id in games.ids():
        table = i18n._game_refusals(game_id)[0]
        assert table, game_id
        assert all(code.startswith(game_id + ".") for code in table), game_id
        tables.update(table)
    assert sorted(set(tables) - set(ENGLISH)) == []


def test_params_are_worded_by_what_they_name():
    cases = [
        (IllegalMove("celtica.no_such_part", n=2, part="nw"), "護身符 2 裡沒有你的西北板塊。"),
        (IllegalMove("celtica.lacks_druid_cards", n=3, colour="red"), "你沒有 3 張紅德魯伊卡。"),
        (IllegalMove("celtica.must_play_cult_card", colour="brown"), "你必須打出在祭壇抽到的棕德魯伊卡。"),
        (IllegalMove("luna.favour_not_held", favour="bribe"), "你沒有特權-賄。"),
        (IllegalMove("citadels.not_offered", character="queen"), "皇后不在可選的角色中。"),
        (IllegalMove("citadels.not_of_rank", character="queen", rank=4), "皇后不是 4 號角色。"),
        (IllegalMove("citadels.not_purple", district="keep"), "要塞不是紫色地區。"),
        (IllegalMove("citadels.not_purple", district="bogus"), "bogus不是紫色地區。"),
        (IllegalMove("move.not_a_move", text="zap", game="luna"), "「zap」不是月神來我家的行動。"),
        (IllegalMove("setup.players", game="celtica", low=2, high=5, n=9),
         "塞爾特的護身符適合 2 到 5 位玩家，不能是 9 位。"),
        (IllegalMove("notre_dame.expected_message", move="hire:monk"),
         "現在不能執行 hire:monk。請決定拿取或不拿這個信息板塊。"),
    ]
    for exc, chinese in cases:
        assert zh(reply_of(exc)) == chinese, exc.code


def test_a_nested_reason_is_worded_too_and_a_move_text_stays():
    seats = [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}]
    record = records.make_record("celtica", seats, 5)
    record["moves"] = [[1, "done"]]
    with pytest.raises(records.RecordError) as info:
        records.replay(record)
    assert zh(reply_of(info.value)) == "第 1 步（座位 2 的 done）無法重播：現在不是座位 2 的回合。"
    table = records.check_record(dict(record, game="citadels", options={"preset": "x"}, moves=[]))
    with pytest.raises(records.RecordError) as info:
        records.new_state(table)
    assert zh(reply_of(info.value)) == (
        "這個紀錄的遊戲設定無效：未知的角色組合「x」：請選擇經典、暗黑城市或隨機。")


def test_unknown_codes_english_and_replies_without_a_code_pass_through():
    reply = reply_of(IllegalMove("celtica.no_amulet", n=3))
    assert i18n.refusal_text("en", reply) == "You have no amulet 3."
    assert zh(reply) == "你沒有護身符 3。"
    assert zh({"ok": False, "error": "Something new.", "code": "celtica.brand_new", "params": {}}) == \
        "Something new."
    assert zh({"ok": False, "error": "The engine is not ready."}) == "The engine is not ready."
    assert zh({"ok": False, "error": "x", "code": 5, "params": None}) == "x"
    assert zh({"ok": False, "error": "x", "code": "nowhere.at_all"}) == "x"
    hostile = reply_of(IllegalMove("move.not_legal", move="<b>{move}</b>"))
    assert zh(hostile) == "現在不能執行 <b>{move}</b>。"      # (escaped where it is shown)
    broken = {"ok": False, "error": "e", "code": "record.bad_move",
              "params": {"n": 1, "move": "x", "seat": 1, "why": {"code": "nowhere.x"}}}
    assert zh(broken) == "第 1 步（座位 1 的 x）無法重播：nowhere.x"


# ---- real refusals in every game --------------------------------------------------------------
def collect_refusals(rules, players, seed):
    """The worker's replies for refused moves along one random game."""
    state = rules.new_game(players, seed)
    chooser = Rng(seed)
    known, out = [], []
    step = 0
    while not state.is_over():
        due = state.to_move()
        seat = chooser.choice(due)
        legal = [str(m) for m in state.legal_moves(seat)]
        known.extend(t for t in legal if t not in known)
        if step % 4 == 0:
            tries = [(seat, t) for t in chooser.shuffled(known)[:8] if t not in legal]
            tries += [(s, legal[0]) for s in range(players) if s not in due][:1]
            tries.append((seat, "zzz"))
            for who, text in tries:
                try:
                    state.clone().apply(who, text)
                except IllegalMove as exc:
                    out.append((reply_of(exc), text))
        state.apply(seat, chooser.choice(legal))
        step += 1
    try:
        state.apply(0, known[0])
    except IllegalMove as exc:
        out.append((reply_of(exc), known[0]))
    return out


@pytest.mark.parametrize("game_id", games.ids())
def test_real_refusals_read_in_chinese(game_id):
    rules = games.get(game_id)
    refusals = []
    for seed, players in [(1, rules.players.start), (2, rules.players.stop - 1)]:
        refusals += collect_refusals(rules, players, seed)
    codes = {reply["code"] for reply, _ in refusals}
    assert len([c for c in codes if c.startswith(game_id + ".")]) >= 2, codes
    assert "move.game_over" in codes
    for reply, text in refusals:
        chinese = zh(reply)
        assert chinese != reply["error"] and CJK.search(chinese), (reply, chinese)
        left = chinese
        for allowed in sorted([text, *text.split(":")], key=len, reverse=True):
            if allowed:
                left = left.replace(allowed, " ")
        assert not LETTERS.findall(left), (reply, chinese)


def test_link_and_setup_refusals_read_in_chinese():
    replies = []
    vs_bot = records.make_record("celtica", [{"name": "A", "kind": "human"},
                                             {"name": "B", "kind": "bot", "level": "easy"}], 1)
    deep = json.dumps(vs_bot)[:-1] + ', "x": ' + "[" * records.MAX_DEPTH + "]" * records.MAX_DEPTH + "}"
    fragments = ["", "nonsense", "g9.AAAA", "g1.!!!!", None, links.encode(vs_bot) + ".s01",
                 links.encode(vs_bot) + ".s1", "g1." + base64.urlsafe_b64encode(
                     zlib.compress(deep.encode())).decode().rstrip("=")]
    for fragment in fragments:
        try:
            links.decode(fragment)
        except records.RecordError as exc:
            replies.append(reply_of(exc))
    assert {"link.bad_address", "link.not_a_player", "link.too_deep"} <= {r["code"] for r in replies}
    for options in [{"preset": "x"}, {"ranks": 9}, {"purple": ["temple"]}]:
        try:
            games.get("citadels").new_game(3, 1, options)
        except Refusal as exc:
            replies.append(reply_of(exc))
    assert len(replies) == 11
    for reply in replies:
        chinese = zh(reply)
        assert CJK.search(chinese) and not re.search(r"[A-Za-z]{3,}", chinese.replace("temple", "")), chinese


def test_micropython_words_refusals_as_cpython_does(tmp_path):
    replies = [reply_of(IllegalMove(code, **{name: _sample(name) for name in fields(ENGLISH[code])}))
               for code in CODES]
    replies.append({"ok": False, "error": "No code here."})
    cases = [["refusal", lang, reply] for reply in replies for lang in ("zh-Hant", "en")]
    _, under_mpy, under_cpython = render_both(tmp_path, cases)
    assert under_mpy == under_cpython
    assert json.loads(json.dumps(under_mpy))[0] == zh(replies[0])


def _sample(name):
    """A param value of the kind its name says, for the MicroPython comparison."""
    values = {"colour": "red", "part": "nw", "favour": "boat", "character": "queen",
              "district": "keep", "game": "luna", "move": "take:1", "text": "zap",
              "why": {"code": "link.damaged", "params": {}}, "error": "TypeError: x",
              "name": "x", "preset": "y"}
    return values.get(name, 3)
