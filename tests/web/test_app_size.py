"""The app's core stays small enough to hold in mind (the aims of the game-session issue):
no class of the UI or the engines has over 40 methods, no module of logic is over 600 lines
(string catalogues, `strings.py`, are data and may be longer), and `main.py` is at most 250."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MAX_METHODS = 40
MAX_LINES = 600
MAX_MAIN = 250
SOURCES = sorted([*(ROOT / "web").rglob("*.py"), *(ROOT / "pycore").rglob("*.py")])


def big_classes(source, limit=MAX_METHODS):
    """"name: n" for each class of `source` with over `limit` methods (properties count once
    per accessor: each `def` is one more thing to read)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ClassDef):
            n = sum(isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)) for item in node.body)
            if n > limit:
                found.append(f"{node.name}: {n}")
    return found


def long_modules(paths, limit=MAX_LINES, root=ROOT):
    return [f"{path.relative_to(root)}: {n}" for path in paths if path.name != "strings.py"
            and (n := len(path.read_text(encoding="utf-8").splitlines())) > limit]


def test_no_class_has_over_40_methods():
    assert len(SOURCES) > 100
    found = [f"{path.relative_to(ROOT)} {entry}" for path in SOURCES
             for entry in big_classes(path.read_text(encoding="utf-8"))]
    assert found == []


def test_no_module_of_logic_is_over_600_lines_and_main_is_small():
    assert long_modules(SOURCES) == []
    assert len((ROOT / "web" / "ui" / "main.py").read_text(encoding="utf-8").splitlines()) <= MAX_MAIN


def test_the_size_rules_can_fail(tmp_path):
    methods = "".join(f"    def m{i}(self):\n        pass\n" for i in range(MAX_METHODS + 1))
    assert big_classes("class Big:\n" + methods) == [f"Big: {MAX_METHODS + 1}"]
    assert big_classes("class Small:\n" + methods.replace(f"    def m{MAX_METHODS}(", "def f(")) == []
    (tmp_path / "logic.py").write_text("x = 1\n" * (MAX_LINES + 1), encoding="utf-8")
    (tmp_path / "strings.py").write_text("x = 1\n" * (MAX_LINES + 1), encoding="utf-8")
    (tmp_path / "short.py").write_text("x = 1\n" * MAX_LINES, encoding="utf-8")
    found = long_modules(sorted(tmp_path.glob("*.py")), root=tmp_path)
    assert found == [f"logic.py: {MAX_LINES + 1}"]
