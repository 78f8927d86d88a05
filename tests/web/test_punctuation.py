"""Chinese text uses full-width punctuation (，。：；？！（）「」), Taiwan's standard.

Checked on the source of every UI module and every engine module, so it covers every catalogue
wherever it lives (the app's own words, each game's strings, the registry's blurbs, the
engine-refusal tables, the engine's card tables and their copies in the UI): each
Chinese string literal (one with a CJK character, or the "zh-Hant" value of an entry) may not
hold a half-width , : ; ? ! ( ) or a straight double quote, nor end a sentence with ".".
What is not prose stays as written: `{fields}`, and a mark between two ASCII letters or
digits (a move text such as take:2, a number such as 1,000). Docstrings are English prose
that may quote Chinese names; they are left out.
"""

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
APP = ROOT / "web" / "ui" / "app"
ENGINE = ROOT / "pycore"
SOURCES = sorted(APP.rglob("*.py")) + sorted(ENGINE.rglob("*.py"))
CJK = re.compile(r"[\u4e00-\u9fff]")
FIELD = re.compile(r"\{\w+\}")
HALF = ",:;?!()\""


def _skipped(tree):
    """The nodes not to check: docstrings."""
    out = set()
    for node in ast.walk(tree):
        if (isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
                and node.body and isinstance(node.body[0], ast.Expr)
                and isinstance(node.body[0].value, ast.Constant)):
                out.add(id(node.body[0].value))
    return out


def chinese_literals(path):
    """[[line, text]] for each Chinese string literal of the module at `path`."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped = _skipped(tree)
    zh_values = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Dict):
            for key, value in zip(node.keys, node.values):
                if isinstance(key, ast.Constant) and key.value == "zh-Hant":
                    zh_values.add(id(value))
    return [[node.lineno, node.value] for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skipped
            and (id(node) in zh_values or CJK.search(node.value))]


def half_width_marks(text):
    """The half-width marks of a Chinese text that should be full-width, with their place."""
    text = FIELD.sub("{}", text)
    found = []
    for i in range(len(text)):
        before = text[i - 1] if i else ""
        after = text[i + 1] if i + 1 < len(text) else ""
        if text[i] in HALF:
            if before.isascii() and before.isalnum() and after.isascii() and after.isalnum():
                continue    # take:2, 1,000
            found.append(text[max(0, i - 4):i + 5])
        elif text[i] == "." and CJK.match(before):
            found.append(text[max(0, i - 4):i + 2])
    return found


def test_the_check_tells_prose_from_what_is_not():
    assert len(half_width_marks("輪到你了,{name}")) == 1
    assert len(half_width_marks("邀請(只含設定)")) == 2
    assert len(half_width_marks("{name}:{move}")) == 1
    assert half_width_marks("結束回合。") == [] and len(half_width_marks("結束回合.")) == 1
    assert half_width_marks("說「謝謝」") == [] and len(half_width_marks('說"謝謝"')) == 2
    assert half_width_marks("現在不能執行 hire:monk。") == []
    assert half_width_marks("{low}–{high} 人 · 第 {n} 名 +{n} 經驗 1,000") == []


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_chinese_text_uses_full_width_punctuation(path):
    bad = [[line, text, half_width_marks(text)] for line, text in chinese_literals(path)
           if half_width_marks(text)]
    assert bad == []


# A player's or a place's name in Chinese text sits right against the words around it
# (「{name}的城市」, 「輪到{name}」): Chinese has no spaces between words (docs/contributing.md).
NAMES = ["name", "names", "who", "other", "thief", "host", "me", "owner"]
SPACED_NAME = re.compile(r"[\u4e00-\u9fff] \{(?:" + "|".join(NAMES) + r")\}|\{(?:" + "|".join(NAMES)
                         + r")\} [\u4e00-\u9fff]")


def test_the_spacing_check_finds_a_space_beside_a_name_only():
    assert SPACED_NAME.search("{name} 的城市") and SPACED_NAME.search("輪到 {name}")
    assert not SPACED_NAME.search("{name}的城市") and not SPACED_NAME.search("第 {n} 輪")
    assert not SPACED_NAME.search("付給{to} 1 金幣")


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_no_space_beside_a_name_in_chinese_text(path):
    assert [[line, text] for line, text in chinese_literals(path) if SPACED_NAME.search(text)] == []


RULES = ROOT / "docs" / "rules"
CJK_MARK = re.compile(r"[,;:?!]|(?<=[\u4e00-\u9fff])[()]|[()](?=[\u4e00-\u9fff])")


def rules_half_width_marks(document):
    """[[line, excerpt]] of the half-width marks in a rules document's Chinese section (the
    in-app rules page): prose outside `code`, where a comma between digits (1,000) and a
    formula's brackets away from Chinese characters, such as (j+k) mod 7, are not prose."""
    found, chinese = [], False
    for number, line in enumerate(document.split("\n"), 1):
        if line.startswith("## ") and "中文" in line:
            chinese = True
        if not chinese or not CJK.search(line):
            continue
        prose = re.sub(r"`[^`]*`", "``", line)
        for mark in CJK_MARK.finditer(prose):
            i = mark.start()
            if prose[i] == "," and prose[i - 1:i].isdigit() and prose[i + 1:i + 2].isdigit():
                continue
            found.append([number, prose[max(0, i - 4):i + 5]])
    return found


def test_the_rules_check_finds_half_width_marks_in_the_chinese_section_only():
    document = "## English\nA, b: c (d).\n## 中文\n結束回合;拿 1,000 金幣。\n(j+k) mod 7（說明）\n說(明)"
    assert [line for line, _ in rules_half_width_marks(document)] == [4, 6, 6]


@pytest.mark.parametrize("game", sorted(p.stem for p in RULES.glob("*.md")))
def test_the_chinese_rules_use_full_width_punctuation(game):
    assert rules_half_width_marks((RULES / f"{game}.md").read_text(encoding="utf-8")) == []
