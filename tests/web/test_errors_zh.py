"""Every refusal the engine can write reaches a Chinese reader in Chinese.

Two angles: (1) the engine's sources are read for every message it can raise (literal
sentences and the shapes of its f-strings, including the explainers' tables), so a new
message without a translation fails here; (2) real illegal moves are played in every
registered game and the app's `engine_error` must turn each refusal into Chinese in which
no English is left but move texts, card ids and numbers. Finally the translation code runs
under the real MicroPython build and must give what CPython gives.
"""

import ast
import itertools
import json
import os
import random
import re
import subprocess

import pytest

from app import errors_zh
from app.i18n import engine_error
from pycore import games
from pycore.protocol import IllegalMove

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
PYCORE = os.path.join(ROOT, "pycore")
SOURCES = [os.path.join(ROOT, "web", "engine.py")] + sorted(
    os.path.join(folder, name)
    for folder, _, names in os.walk(PYCORE) for name in names if name.endswith(".py"))

ERRORS = {"IllegalMove", "RecordError", "ValueError"}
# Functions whose job is to word a refusal (every game's `why_illegal`, Citadels' `explain`,
# the `not_your_turn` overrides and their helpers such as Celtica's `_why_not_play`).
EXPLAINER = re.compile(r"why|explain|not_your_turn")
SAMPLE = "7"  # what an f-string field becomes: digits may stay in a translation
CJK = re.compile(r"[\u3000-\u9fff\uff00-\uffef]")
LETTERS = re.compile(r"[A-Za-z]")


# ---- (1) the sources -------------------------------------------------------------------------
def _module_dicts(tree):
    """Module-level `NAME = {...}` tables of the module, by name."""
    tables = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Dict):
            for target in node.targets:
                if isinstance(target, ast.Name):
                    tables[target.id] = node.value
    return tables


def _sentences_of_dict(node):
    return [v.value for v in node.values
            if isinstance(v, ast.Constant) and isinstance(v.value, str) and " " in v.value]


def _field_variants(field, tables):
    """The texts one `{...}` of an f-string can become, for the check."""
    value = field.value
    if isinstance(value, ast.IfExp) and all(isinstance(b, ast.Constant) for b in (value.body, value.orelse)):
        return [str(value.body.value), str(value.orelse.value)]
    if (isinstance(value, ast.Subscript) and isinstance(value.value, ast.Name)
            and value.value.id in tables):
        return _sentences_of_dict(tables[value.value.id])  # a clause looked up in a table
    return [repr(SAMPLE) if field.conversion == ord("r") else SAMPLE]


def _expand(node, tables):
    """Every sentence shape an f-string (or a literal) gives."""
    if isinstance(node, ast.Constant):
        return [node.value] if isinstance(node.value, str) else []
    pieces = []
    for value in node.values:
        if isinstance(value, ast.Constant):
            pieces.append([value.value])
        else:
            pieces.append(_field_variants(value, tables))
    return ["".join(combo) for combo in itertools.product(*pieces)]


def _walk_outside_fstrings(node):
    """Like `ast.walk`, without entering f-strings (their inner texts are not messages)."""
    todo = [node]
    while todo:
        current = todo.pop()
        yield current
        if not isinstance(current, ast.JoinedStr):
            todo.extend(ast.iter_child_nodes(current))


def _explainer_messages(func, tables):
    body = func.body
    if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
        body = body[1:]  # the docstring
    found = []
    for statement in body:
        for node in _walk_outside_fstrings(statement):
            if isinstance(node, ast.JoinedStr):
                found.extend(_expand(node, tables))
            elif isinstance(node, ast.Constant) and isinstance(node.value, str) and " " in node.value:
                found.append(node.value)
            elif isinstance(node, ast.Name) and node.id in tables:
                found.extend(_sentences_of_dict(tables[node.id]))
    return found


def engine_messages(paths=SOURCES):
    """[(file, message)] for every message the sources at `paths` can raise."""
    out = []
    for path in paths:
        with open(path, encoding="utf-8") as f:
            tree = ast.parse(f.read())
        tables = _module_dicts(tree)
        where = os.path.relpath(path, ROOT)
        for node in ast.walk(tree):
            if (isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call)
                    and isinstance(node.exc.func, ast.Name) and node.exc.func.id in ERRORS
                    and node.exc.args and isinstance(node.exc.args[0], (ast.Constant, ast.JoinedStr))):
                out.extend((where, text) for text in _expand(node.exc.args[0], tables))
            elif isinstance(node, ast.FunctionDef) and EXPLAINER.search(node.name):
                out.extend((where, text) for text in _explainer_messages(node, tables))
    return sorted(set(out))


MESSAGES = engine_messages()


def _english_left(zh, allowed):
    """What is left of `zh` once the texts in `allowed` (move texts, ids) are taken out."""
    for text in sorted(allowed, key=len, reverse=True):
        if text:
            zh = zh.replace(text, " ")
    return LETTERS.findall(zh)


def test_the_scan_finds_the_engines_messages():
    texts = [text for _, text in MESSAGES]
    assert len(texts) >= 100
    files = {where for where, _ in MESSAGES}
    for game_id in games.ids():
        assert any(game_id in where for where in files), game_id
    # a few from each source, as the scan must see them
    for known in ["The game is over.", "This link is empty.", "No game is open.",
                  "Amulet 7 has no 7 part of yours.", "You do not have 7 7 druid card.",
                  "Tile 7 is no longer on the path.", "The Graveyard's owner decides first.",
                  "7 is not possible now: take or leave the message.",
                  "Move 7 ('7' by seat 7) does not replay: 7"]:
        assert known in texts, known


def test_a_new_message_without_chinese_is_caught(tmp_path):
    source = tmp_path / "new_rule.py"
    source.write_text(
        "def why_illegal(state, seat, move):\n"
        "    \"\"\"Why not.\"\"\"\n"
        "    return REASONS.get(move.kind, f\"The {move} needs a brand new sentence.\")\n"
        "REASONS = {\"x\": \"An unheard-of reason.\"}\n"
        "def play(n):\n"
        "    raise IllegalMove(f\"Only {n} card{'s' if n > 1 else ''} left.\")\n", encoding="utf-8")
    found = [text for _, text in engine_messages([str(source)])]
    assert sorted(found) == ["An unheard-of reason.", "Only 7 card left.", "Only 7 cards left.",
                             "The 7 needs a brand new sentence."]
    assert all(engine_error("zh-Hant", text) == text for text in found)


@pytest.mark.parametrize("where,text", MESSAGES)
def test_every_engine_message_has_chinese(where, text):
    zh = engine_error("zh-Hant", text)
    assert zh != text, (where, text)
    assert CJK.search(zh), (where, text, zh)
    assert not _english_left(zh, [SAMPLE]), (where, text, zh)


def test_existing_table_sentences_keep_their_chinese():
    from app.i18n import ENGINE_ERRORS_ZH
    for english, chinese in ENGINE_ERRORS_ZH.items():
        assert engine_error("zh-Hant", english) == chinese
        assert engine_error("en", english) == english


def test_fields_are_translated_by_what_they_name():
    zh = lambda text: engine_error("zh-Hant", text)
    assert zh("Amulet 2 has no nw part of yours.") == "護身符 2 裡沒有你的西北板塊。"
    assert zh("You do not have 3 red druid cards.") == "你沒有 3 張紅德魯伊卡。"
    assert zh("You do not have 1 grey experience card.") == "你沒有 1 張灰經驗卡。"
    assert zh("You must play the brown druid card you drew at the cult site.") == \
        "你必須打出在祭壇抽到的棕德魯伊卡。"
    assert zh("You do not hold the Bribe favour.") == "你沒有特權-賄。"
    assert zh("queen is not among the characters offered.") == "皇后不在可選的角色中。"
    assert zh("'queen' is not a rank-4 character.") == "皇后不是 4 號角色。"
    assert zh("'keep' is not a purple district.") == "要塞不是紫色地區。"
    assert zh("'zap' is not a Luna move") == "'zap' 不是月神來我家的行動。"
    assert zh("Celtica is for 2 to 5 players, not 9") == "塞爾特的護身符適合 2 到 5 位玩家，不能是 9 位。"
    assert zh("hire:monk is not possible now: take or leave the message.") == \
        "現在不能執行 hire:monk。請決定拿取或不拿這個信息板塊。"
    # a nested engine sentence is translated too, a move text stays as written
    assert zh("Move 4 ('take:2' by seat 1) does not replay: That display space is empty.") == \
        "第 4 步（座位 1 的 'take:2'）無法重播：展示區的這一格是空的。"
    assert zh("This record's setup is not valid: A purple district is listed twice.") == \
        "這個紀錄的遊戲設定無效：有紫色地區重複列出了。"
    # a name the tables do not know stays as the engine wrote it
    assert zh("'bogus' is not a purple district.") == "'bogus'不是紫色地區。"


def test_a_move_text_may_contain_the_templates_words():
    # The field takes the shortest text that lets the rest of the sentence match.
    assert errors_zh.match("{move} is not possible now.", "a is not b is not possible now.") == \
        {"move": "a is not b"}
    assert errors_zh.match("Tile {n} is gone.", "Tile 3 is here.") is None


def test_unknown_sentences_and_english_pass_through():
    assert engine_error("zh-Hant", "Something new happened.") == "Something new happened."
    assert engine_error("en", "You have no amulet 3.") == "You have no amulet 3."
    assert errors_zh.to_zh(None) == "None"


# ---- (2) real refusals in every game -------------------------------------------------------
def _refusal(state, seat, text):
    """The engine's message for `seat` playing `text`, or None if the move was legal."""
    try:
        state.clone().apply(seat, text)
    except IllegalMove as exc:
        return str(exc)
    return None


def _collect_refusals(rules, players, seed, seen):
    """{message: move text} from one random game, trying refused moves on the way."""
    rng = random.Random(seed)
    state = rules.new_game(players, seed)
    refusals = {}
    garbage = ["zzz", "play", "x:y:z", "pass:", "9"]
    steps = 0
    while not state.is_over() and steps < 1000:
        movers = list(state.to_move())
        seat = rng.choice(movers)
        legal = [str(m) for m in state.legal_moves(seat)]
        seen.update(legal)
        if steps % 3 == 0:
            tries = [(seat, t) for t in rng.sample(sorted(seen), min(12, len(seen))) if t not in legal]
            tries += [(seat, rng.choice(garbage))]
            others = [s for s in range(players) if s not in movers]
            if others:
                tries.append((rng.choice(others), rng.choice(legal)))
            for who, text in tries:
                message = _refusal(state, who, text)
                if message is not None:
                    refusals.setdefault(message, text)
        state.apply(seat, rng.choice(legal))
        steps += 1
    if state.is_over():
        message = _refusal(state, 0, rng.choice(sorted(seen)))
        refusals.setdefault(message, "")
    return refusals


@pytest.mark.parametrize("game_id", games.ids())
def test_real_refusals_read_in_chinese(game_id):
    rules = games.get(game_id)
    seen = set()
    refusals = {}
    for seed, players in [(1, rules.players.start), (2, rules.players.stop - 1), (3, rules.players.start)]:
        refusals.update(_collect_refusals(rules, players, seed, seen))
    assert len(refusals) >= 5, sorted(refusals)
    assert "The game is over." in refusals  # the random games do end
    for message, text in refusals.items():
        zh = engine_error("zh-Hant", message)
        allowed = [text, repr(text)] + text.split(":")
        assert CJK.search(zh), (game_id, message, zh)
        assert not _english_left(zh, allowed), (game_id, message, zh)


# ---- (3) the same under MicroPython ----------------------------------------------------------
RUNNER = """
import { loadMicroPython } from "%(mpy)s";
import fs from "node:fs";
import { copyApp } from "%(fs)s";
const mp = await loadMicroPython({ stdout: () => {}, stderr: (l) => process.stderr.write(l + "\\n") });
copyApp(mp, "%(app)s");
mp.FS.writeFile("/messages.json", fs.readFileSync(process.argv[2]));
mp.runPython([
  "import sys, json",
  "sys.path.insert(0, '/')",
  "from app import i18n",
  "with open('/messages.json') as f: messages = json.load(f)",
  "out = [i18n.engine_error('zh-Hant', m) for m in messages]",
  "with open('/out.json', 'w') as f: f.write(json.dumps(out))",
].join("\\n"));
process.stdout.write(mp.FS.readFile("/out.json", { encoding: "utf8" }));
"""


def test_micropython_translates_the_same(tmp_path):
    mpy = os.path.join(ROOT, "node_modules", "@micropython", "micropython-webassembly-pyscript",
                       "micropython.mjs")
    messages = [text for _, text in MESSAGES] + [
        "Amulet 2 has no nw part of yours.", "'queen' is not a rank-4 character.",
        "Move 4 ('take:2' by seat 1) does not replay: That display space is empty.",
        "You do not hold the Bribe favour.", "Something new happened."]
    path = tmp_path / "messages.json"
    path.write_text(json.dumps(messages), encoding="utf-8")
    script = tmp_path / "run.mjs"
    script.write_text(RUNNER % {"mpy": mpy, "app": os.path.join(ROOT, "web", "app"),
                                "fs": os.path.join(ROOT, "tests", "web", "mpy_fs.mjs")},
                      encoding="utf-8")
    proc = subprocess.run(["node", str(script), str(path)], capture_output=True, text=True,
                          timeout=120)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert json.loads(proc.stdout) == [engine_error("zh-Hant", m) for m in messages]
