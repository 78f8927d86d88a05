"""The shape of pycore: every game package has the same roles and one idiom per thing, nothing
imports in a circle, declared state fields are the slotted ones, and every docstring example
runs (in botlab too).

The role map is written in `pycore/games/README.md`; this test keeps the code to it.
"""

from __future__ import annotations

import ast
import doctest
import importlib
import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest

from pycore import games
from pycore.protocol import State
from pycore.rng import Rng

ROOT = Path(__file__).resolve().parent.parent
PYCORE = ROOT / "pycore"
# pycore and the bots' lab beside it (botlab: the arena, the bench, the command line)
MODULES = sorted(
    ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
    for package in (PYCORE, ROOT / "botlab") for path in package.rglob("*.py"))

# role module -> the entries every game has there (README.md, "The role map")
ROLES = {
    "data": [],
    "state": [],
    "moves": ["is_move_text", "legal_moves", "why_illegal"],
    "play": ["play"],
    "rounds": [],
    "view": ["view"],
    "hidden": ["determinize"],
    "refusals": ["EN"],
}


# ---- every docstring example runs -----------------------------------------------------------
@pytest.mark.parametrize("name", MODULES)
def test_the_docstring_examples_run(name):
    module = importlib.import_module(name)
    failed, _ = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert failed == 0


def test_the_doctests_are_collected_at_all():
    examples = sum(len(test.examples) for name in MODULES
                   for test in doctest.DocTestFinder().find(importlib.import_module(name)))
    assert examples >= 20


# ---- the same shape in every game ------------------------------------------------------------
@pytest.mark.parametrize("game_id", games.ids())
def test_every_game_package_has_the_same_roles(game_id):
    package = games.package(game_id)
    assert package is not None
    for role, entries in ROLES.items():
        module = importlib.import_module(f"{package}.{role}")
        assert module.__doc__, f"{package}.{role} has no docstring"
        for entry in entries:
            assert callable(getattr(module, entry, None)) or entry == "EN", f"{package}.{role}.{entry}"
    rules = games.get(game_id)
    state_module = importlib.import_module(f"{package}.state")
    assert rules.state_class.__module__ == state_module.__name__
    assert not importlib.util.find_spec(f"{package}.flow"), "`flow` is no role: play or rounds"


@pytest.mark.parametrize("game_id", games.ids())
def test_state_fields_are_declared_and_slotted(game_id):
    cls = games.get(game_id).state_class
    declared = [name for name, _ in _own_annotations(cls)]
    assert declared, "a state declares its fields"
    assert tuple(declared) == cls.__slots__, "__slots__ names exactly the annotated fields"
    state = games.get(game_id).new_game(games.get(game_id).players.start, 1)
    assert not hasattr(state, "__dict__"), "every field is slotted, the base's too"
    for name in declared + list(State.__slots__):
        assert hasattr(state, name), f"new() leaves {name} unset"
        assert hasattr(state.clone(), name), f"clone() leaves {name} unset"


def _own_annotations(cls: type) -> list[tuple[str, str]]:
    tree = ast.parse(Path(sys.modules[cls.__module__].__file__).read_text(encoding="utf-8"))
    node = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == cls.__name__)
    return [(s.target.id, ast.unparse(s.annotation)) for s in node.body
            if isinstance(s, ast.AnnAssign) and isinstance(s.target, ast.Name)]


# ---- no import cycles ---------------------------------------------------------------------
def import_graph() -> dict[str, set[str]]:
    """pycore module -> the pycore modules it imports, at the top or inside a function
    (a cycle hidden in a function is still a cycle), but not under `if TYPE_CHECKING:`.

    Lookups by name through `importlib` are not imports here: the registry finding a game,
    the bot levels finding a game's heuristic and the refusals finding a game's templates
    each run only once the package they look into is loaded, and are the one place each
    such name is built."""
    known = set(MODULES)
    graph: dict[str, set[str]] = {}
    for name in MODULES:
        path = PYCORE.parent / (name.replace(".", "/") + ".py")
        if not path.exists():
            path = PYCORE.parent / name.replace(".", "/") / "__init__.py"
        is_package = path.name == "__init__.py"
        tree = ast.parse(path.read_text(encoding="utf-8"))
        edges: set[str] = set()
        for node in _imports_outside_type_checking(tree):
            if isinstance(node, ast.Import):
                edges |= {alias.name for alias in node.names if alias.name in known}
                continue
            base = _resolve(name, is_package, node.level, node.module)
            for alias in node.names:
                target = f"{base}.{alias.name}"
                edges.add(target if target in known else base)
        graph[name] = {e for e in edges if e in known and e != name}
    return graph


def _imports_outside_type_checking(tree: ast.AST):
    todo = [tree]
    while todo:
        node = todo.pop()
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            todo.extend(node.orelse)
            continue
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            yield node
        todo.extend(ast.iter_child_nodes(node))


def _resolve(module: str, is_package: bool, level: int, name: str | None) -> str:
    if level == 0:
        return name or ""
    parts = module.split(".")
    if not is_package:
        parts = parts[:-1]
    parts = parts[:len(parts) - (level - 1)]
    return ".".join(parts + ([name] if name else []))


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return stack[stack.index(nxt):] + [nxt]
            if nxt not in state and (found := visit(nxt)):
                return found
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state and (found := visit(node)):
            return found
    return None


def test_pycore_has_no_import_cycles():
    graph = import_graph()
    assert graph["pycore.games.citadels.state"] >= {"pycore.games.citadels.rounds"}
    assert find_cycle(graph) is None, " -> ".join(find_cycle(graph) or [])


def test_the_cycle_finder_finds_a_cycle():
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None
    assert _resolve("pycore.games.luna.play", False, 3, "protocol") == "pycore.protocol"
    assert _resolve("pycore.games.luna", True, 1, None) == "pycore.games.luna"


@pytest.mark.parametrize("name", MODULES)
def test_every_module_imports_alone_in_a_fresh_interpreter(name):
    result = subprocess.run([sys.executable, "-c", f"import {name}"], cwd=ROOT, capture_output=True,
                            text=True, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert result.returncode == 0, result.stderr


# ---- small modules ------------------------------------------------------------------------
# A module of logic stays within MAX_LINES (a string catalogue, `strings.py`, is data and may
# be longer): the games' web folders, where a screen grows with every rule it draws.
MAX_LINES = 600
GAME_UI = ROOT / "web" / "ui" / "app" / "games"


def too_long(paths: list[Path], limit: int = MAX_LINES) -> list[str]:
    """The modules among `paths` over `limit` lines, string catalogues aside."""
    return [f"{path}: {n} lines" for path in paths if path.name != "strings.py"
            and (n := len(path.read_text(encoding="utf-8").splitlines())) > limit]


def test_no_game_ui_module_is_over_600_lines():
    paths = sorted(GAME_UI.rglob("*.py"))
    assert len(paths) >= 20 and any(p.name == "strings.py" for p in paths)
    assert too_long(paths) == []


def test_the_length_rule_counts_lines_and_spares_only_catalogues(tmp_path):
    long_text = "x = 1\n" * (MAX_LINES + 1)
    (tmp_path / "screen.py").write_text(long_text, encoding="utf-8")
    (tmp_path / "strings.py").write_text(long_text, encoding="utf-8")
    (tmp_path / "draw.py").write_text("x = 1\n" * MAX_LINES, encoding="utf-8")
    found = too_long(sorted(tmp_path.glob("*.py")))
    assert len(found) == 1 and "screen.py" in found[0] and str(MAX_LINES + 1) in found[0]


# ---- one idiom per thing in every game ------------------------------------------------------
# README.md, "Conventions every game follows": the state is `state`, phases are `rounds`'
# constants, `play.play` looks the move's kind up in `play.HANDLERS`, and log entries are
# written by `state.log_event`.
def game_sources(game_id: str) -> list[Path]:
    package = games.package(game_id)
    assert package is not None
    return sorted((ROOT / package.replace(".", "/")).rglob("*.py"))


def names_st(source: str) -> list[int]:
    """The lines where `st` names a parameter or a variable."""
    tree = ast.parse(source)
    return sorted({node.lineno for node in ast.walk(tree)
                   if (isinstance(node, ast.arg) and node.arg == "st")
                   or (isinstance(node, ast.Name) and node.id == "st")})


def _is_phase(node: ast.AST) -> bool:
    return isinstance(node, ast.Attribute) and node.attr == "phase"


def _has_str(node: ast.AST) -> bool:
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return any(_has_str(element) for element in node.elts)
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def phase_literals(source: str) -> list[int]:
    """The lines that compare a `.phase` with a string written out, or set one to it."""
    lines = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Compare):
            operands = [node.left, *node.comparators]
            if any(map(_is_phase, operands)) and any(map(_has_str, operands)):
                lines.add(node.lineno)
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(map(_is_phase, targets)) and node.value is not None and _has_str(node.value):
                lines.add(node.lineno)
    return sorted(lines)


def log_literals(source: str) -> list[int]:
    """The lines that append a log entry written as a dict with "event" first (`log_event`'s)."""
    return sorted(node.lineno for node in ast.walk(ast.parse(source))
                  if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                  and node.func.attr == "append" and isinstance(node.func.value, ast.Attribute)
                  and node.func.value.attr == "log" and len(node.args) == 1
                  and isinstance(node.args[0], ast.Dict) and node.args[0].keys
                  and isinstance(first := node.args[0].keys[0], ast.Constant)
                  and first.value == "event")


@pytest.mark.parametrize("game_id", games.ids())
def test_the_state_is_called_state_and_phases_are_constants(game_id):
    found = {}
    for path in game_sources(game_id):
        source = path.read_text(encoding="utf-8")
        for check in (names_st, phase_literals, log_literals):
            if lines := check(source):
                found[f"{path.relative_to(ROOT)} {check.__name__}"] = lines
    assert found == {}


def test_the_source_checks_find_what_they_look_for():
    bad = '\n'.join([
        "def f(st, seat):",                                    # 1
        "    st.phase = 'draft'",                              # 2
        "    if st.phase == 'over' or 'play' != st.phase:",    # 3
        "        return st.phase in ('play', 'hire')",         # 4
        "    st.log.append({'event': 'x', 'seat': seat})",     # 5
        "    state.log.append(entry)",                         # 6: an entry built elsewhere
    ])
    assert names_st(bad) == [1, 2, 3, 4, 5]
    assert phase_literals(bad) == [2, 3, 4]
    assert log_literals(bad) == [5]
    good = '\n'.join([
        "def f(state, seat):",
        "    state.phase = rounds.DRAFT",
        "    if state.phase == rounds.OVER or state.phase in (rounds.PLAY, rounds.HIRE):",
        "        state.log_event('x', seat=seat, st=1)",
        "    return state.pending[0]['kind'] == 'play', state.st",
    ])
    assert names_st(good) == phase_literals(good) == log_literals(good) == []


# Where a move is answered outside `play.HANDLERS`: Citadels answers a pending decision by the
# decision's kind (`play.PENDING`) and a draft pick or discard in `rounds.draft_move`.
ANSWERED_ELSEWHERE = {"citadels": lambda state: bool(state.pending or state.draft_steps)}
# the tables whose games the handler check plays (Citadels: the Dark City's characters too)
HANDLER_TABLES = {"citadels": [(4, {}), (6, {"preset": "dark_city"}), (2, {})]}


def unhandled_kinds(game_id: str, handlers: dict, seeds: range) -> set[str]:
    """The kinds of legal moves, met in seeded random games, that `handlers` has no entry for."""
    rules = games.get(game_id)
    elsewhere = ANSWERED_ELSEWHERE.get(game_id, lambda state: False)
    tables = HANDLER_TABLES.get(game_id, [(n, {}) for n in rules.players])
    missing = set()
    for seed in seeds:
        for players, options in tables:
            state = rules.new_game(players, seed, options)
            chooser = Rng(seed)
            while not state.is_over():
                seat = chooser.choice(state.to_move())
                legal = state.legal_moves(seat)
                if not elsewhere(state):
                    missing |= {move.kind for move in legal} - set(handlers)
                state.apply(seat, chooser.choice(legal))
    return missing


@pytest.mark.parametrize("game_id", games.ids())
def test_play_looks_every_move_kind_up_in_handlers(game_id):
    play = importlib.import_module(f"{games.package(game_id)}.play")
    assert isinstance(play.HANDLERS, dict) and all(map(callable, play.HANDLERS.values()))
    tree = ast.parse(Path(play.__file__).read_text(encoding="utf-8"))
    body = next(n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == "play")
    assert any(isinstance(n, ast.Subscript) and isinstance(n.value, ast.Name)
               and n.value.id == "HANDLERS" for n in ast.walk(body)), "play() uses HANDLERS"
    assert unhandled_kinds(game_id, play.HANDLERS, range(3)) == set()
    # ... and the check sees a handler gone
    some_kind = next(iter(play.HANDLERS))
    fewer = {kind: f for kind, f in play.HANDLERS.items() if kind != some_kind}
    assert some_kind in unhandled_kinds(game_id, fewer, range(3))


@pytest.mark.parametrize("game_id", games.ids())
def test_the_state_logs_through_log_event(game_id):
    rules = games.get(game_id)
    state = rules.new_game(rules.players.start, 1)
    before = len(state.log)
    state.log_event("checked", seat=0, **{"from": 1}, to=2)
    assert len(state.log) == before + 1
    assert list(state.log[-1].items()) == [("event", "checked"), ("seat", 0), ("from", 1), ("to", 2)]
