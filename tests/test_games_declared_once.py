"""Each game is declared once: in the engine's registry (`pycore/games/__init__.py`), the
generated UI registry (`web/ui/app/registry.py`) and its own folders. Anything else that lists
games asks a registry, so adding a game edits no shared list (docs/architecture.md, "Adding a
game").

The scan flags a literal (Python list, tuple, set or dict; a JavaScript line) naming every
registered game, which a new game would have to join, and a stylesheet outside a game's
folder whose selectors name a game: a game's look kept in a shared place. A few games named
for what they share (those that keep secrets, say) are a test's examples, not a game list.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

from pycore import games

ROOT = Path(__file__).resolve().parent.parent
SCANNED = ["pycore", "web", "scripts", "tests", "e2e", "botlab"]
# The registries, and the vendored or generated files that are not the project's source.
REGISTRIES = {"pycore/games/__init__.py", "web/ui/app/registry.py"}
SKIPPED_PARTS = {"node_modules", "vendor", "__pycache__", ".venv"}
IDS = games.ids()


OWN_FOLDERS = ["pycore/games/", "web/ui/app/games/"]  # + "<id>/": a game's own folders


def _own_folder(relative: str) -> bool:
    """True for a file in a game's own folders, where naming the game is the point."""
    return any(relative.startswith(top + game_id + "/")
               for top in OWN_FOLDERS for game_id in IDS)


def _lists_every_game(named: set[str]) -> bool:
    return len(IDS) >= 2 and named >= set(IDS)


def _sources(suffix: str) -> list[Path]:
    out = []
    for top in SCANNED:
        for path in sorted((ROOT / top).rglob("*" + suffix)):
            relative = path.relative_to(ROOT).as_posix()
            if SKIPPED_PARTS.isdisjoint(path.parts) and relative not in REGISTRIES:
                out.append(path)
    return out


def _named(text: str) -> set[str]:
    """The registered games `text` names as a whole word (`luna`, not `lunar`)."""
    return {game_id for game_id in IDS
            if re.search(r"(?<![A-Za-z0-9])" + game_id + r"(?![A-Za-z0-9])", text)}


def _literal_strings(node: ast.AST) -> list[str]:
    """The string constants directly in a list, tuple, set or dict literal (its elements,
    its keys)."""
    if isinstance(node, (ast.List, ast.Tuple, ast.Set)):
        items = node.elts
    elif isinstance(node, ast.Dict):
        items = [key for key in node.keys if key is not None]
    else:
        return []
    return [item.value for item in items
            if isinstance(item, ast.Constant) and isinstance(item.value, str)]


def python_lists(source: str) -> list[int]:
    """The lines of literals naming every game."""
    found = []
    for node in ast.walk(ast.parse(source)):
        named = {s for s in _literal_strings(node) if s in IDS}
        if _lists_every_game(named):
            found.append(node.lineno)
    return found


def js_lists(source: str) -> list[int]:
    """The lines naming every game as quoted strings."""
    quoted = re.compile(r"""["'`]([a-z_]+)["'`]""")
    return [n for n, line in enumerate(source.splitlines(), 1)
            if _lists_every_game({s for s in quoted.findall(line) if s in IDS})]


def css_selectors(source: str) -> list[str]:
    """The selectors that name a game."""
    source = re.sub(r"/\*.*?\*/", "", source, flags=re.S)
    selectors = re.findall(r"([^{}]+)\{", source)
    return [s.strip() for s in selectors if _named(s)]


def offenders() -> list[str]:
    out = []
    for path in _sources(".py"):
        relative = path.relative_to(ROOT).as_posix()
        if not _own_folder(relative):
            out += [f"{relative}:{n}" for n in python_lists(path.read_text(encoding="utf-8"))]
    for path in _sources(".js"):
        relative = path.relative_to(ROOT).as_posix()
        if not _own_folder(relative):
            out += [f"{relative}:{n}" for n in js_lists(path.read_text(encoding="utf-8"))]
    for path in _sources(".css"):
        relative = path.relative_to(ROOT).as_posix()
        if not _own_folder(relative):
            out += [f"{relative}: {s}" for s in css_selectors(path.read_text(encoding="utf-8"))]
    return out


def test_no_list_of_games_outside_the_registries():
    assert offenders() == []


def test_the_scan_catches_a_list_a_selector_and_a_line():
    every = ", ".join(f'"{game_id}"' for game_id in IDS)
    assert python_lists(f"GAMES = [{every}]\nSOME = {IDS[:2]}\n") == [1]
    assert python_lists("P = {" + ", ".join(f'"{g}": 1' for g in IDS) + "}") == [1]
    assert js_lists(f"const ids = [{every}];\nconst one = {IDS[:1]};") == [1]
    assert css_selectors(".emblem-luna { color: red; }\n.emblem { color: blue; }") == [
        ".emblem-luna"]
    assert css_selectors(".lunar { color: red; }") == []


def test_a_games_own_folder_may_name_it():
    assert _own_folder("pycore/games/luna/state.py")
    assert _own_folder("web/ui/app/games/luna/style.css")
    assert not _own_folder("web/ui/app/home.py")
    assert not _own_folder("pycore/games/__init__.py")
