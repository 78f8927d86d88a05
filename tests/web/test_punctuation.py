"""Chinese text uses full-width punctuation (，。：；？！（）「」), Taiwan's standard.

Checked on the source of every UI module, so it covers every catalogue wherever it lives (the
app's own words, each game's strings, the registry's blurbs, the engine-refusal tables): each
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

APP = Path(__file__).resolve().parents[2] / "web" / "app"
CJK = re.compile(r"[\u4e00-\u9fff]")
FIELD = re.compile(r"\{\w+\}")
HALF = ",:;?!()\""
# Citadels' card tables are a copy of the engine's (pycore/games/citadels/data.py, held equal
# by test_game_citadels.py): they are swept together with the engine's, not here.
ENGINE_COPIES = {("games/citadels/strings.py", "CHARACTERS"), ("games/citadels/strings.py", "DISTRICTS")}


def _skipped(path, tree):
    """The nodes not to check: docstrings, and the engine's copied tables."""
    out = set()
    for node in ast.walk(tree):
        if (isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
                and node.body and isinstance(node.body[0], ast.Expr)
                and isinstance(node.body[0].value, ast.Constant)):
                out.add(id(node.body[0].value))
        if isinstance(node, ast.Assign) and any(
                isinstance(target, ast.Name) and (path, target.id) in ENGINE_COPIES for target in node.targets):
            out.update(id(inner) for inner in ast.walk(node.value))
    return out


def chinese_literals(path):
    """[[line, text]] for each Chinese string literal of the module at `path`."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    rel = path.relative_to(APP).as_posix()
    skipped = _skipped(rel, tree)
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


@pytest.mark.parametrize("path", sorted(APP.rglob("*.py")), ids=lambda p: p.relative_to(APP).as_posix())
def test_chinese_text_uses_full_width_punctuation(path):
    bad = [[line, text, half_width_marks(text)] for line, text in chinese_literals(path)
           if half_width_marks(text)]
    assert bad == []
