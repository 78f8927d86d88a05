"""web/ keeps each runtime in its own folder, and each runtime's Python imports only its own.

The page runs three runtimes: the UI in PyScript's MicroPython on the main thread (web/ui/),
the engine in Pyodide in a worker (web/worker/), and JavaScript (web/js/). Beside them sit only
the page itself (index.html, style.css) and the bench page (web/bench/). A file in the wrong
folder would be built, linted and tested as the wrong runtime (scripts/build_site.py
`site_sources` takes each folder's files by their kind), so the layout is checked here.

Within the UI, only browser.py imports MicroPython's browser modules (`js`, `jsffi`), and only
the page's port (page.py) and main.py import browser.py: app/ stays pure, runnable in CPython.
"""

import ast
import os
from pathlib import Path

import build_site

ROOT = Path(__file__).resolve().parents[2]
WEB = ROOT / "web"
TOP_FILES = {"index.html", "style.css"}
FOLDERS = {"ui", "worker", "js", "bench"}
# What each folder may hold, by how a file's name ends.
KINDS = {"ui": (".py",), "worker": (".py",), "js": (".js", ".tmpl"), "bench": (".html", ".js")}
# Besides its modules, a game's UI folder holds its stylesheet (joined into style.css) and its
# screenshot settings (scripts/screens.py).
GAME_FILES = {"style.css", "screens.json"}
BROWSER_MODULES = {"js", "jsffi"}


def web_files() -> list[str]:
    """Every file under web/, as a path relative to it (Python's caches left out)."""
    found = []
    for folder, dirs, files in os.walk(WEB):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        found += [(Path(folder) / name).relative_to(WEB).as_posix() for name in sorted(files)]
    return found


def misplaced(paths: list[str]) -> list[str]:
    """The paths (relative to web/) that are not where their runtime's files belong."""
    wrong = []
    for path in paths:
        parts = path.split("/")
        if len(parts) == 1:
            if path not in TOP_FILES:
                wrong.append(path)
            continue
        top, name = parts[0], parts[-1]
        if top not in FOLDERS:
            wrong.append(path)
        elif name.endswith(KINDS[top]):
            continue
        elif not (top == "ui" and parts[1:3] == ["app", "games"] and len(parts) == 5
                  and name in GAME_FILES):
            wrong.append(path)
    return wrong


def imported(path: Path) -> set[str]:
    """The top-level names of the modules `path` imports (absolute imports, anywhere in it)."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    return names


def ui_modules() -> dict[str, set[str]]:
    """Each UI module (relative to web/ui/) and what it imports."""
    ui = WEB / "ui"
    return {p.relative_to(ui).as_posix(): imported(p)
            for p in sorted(ui.rglob("*.py")) if "__pycache__" not in p.parts}


def test_every_file_under_web_sits_in_its_runtimes_folder():
    files = web_files()
    assert "index.html" in files and "js/table.js" in files and "worker/engine.py" in files
    assert "ui/main.py" in files and "ui/app/controller.py" in files
    assert misplaced(files) == []


def test_the_check_catches_a_file_out_of_its_folder():
    assert misplaced(["table.js", "engine.py", "make_index.py", "sw.js.tmpl"]) == [
        "table.js", "engine.py", "make_index.py", "sw.js.tmpl"]
    assert misplaced(["ui/table.js", "worker/engine-start.js", "js/engine.py", "js/ui/page.py",
                      "app/home.py", "ui/app/notes.json"]) == [
        "ui/table.js", "worker/engine-start.js", "js/engine.py", "js/ui/page.py", "app/home.py",
        "ui/app/notes.json"]
    assert misplaced(["index.html", "style.css", "js/sw.js.tmpl", "bench/bare.html",
                      "ui/app/games/luna/style.css", "ui/app/games/luna/screens.json"]) == []


def test_the_build_puts_each_runtimes_files_at_the_sites_top_level():
    """The page loads them by name (./main.py, ./engine.py, ./table.js), as before the split."""
    sources = build_site.site_sources()
    scripts = sorted((WEB / "js").glob("*.js"))
    assert scripts and all(sources[p.name] == p for p in scripts)
    assert sources["main.py"] == WEB / "ui" / "main.py"
    assert sources["engine.py"] == WEB / "worker" / "engine.py"
    assert sources["index.html"] == WEB / "index.html"
    assert sources["bench/bare.html"] == WEB / "bench" / "bare.html"
    assert not [name for name in sources if name.endswith(".tmpl") or name.startswith("app/")]


def test_only_browser_py_imports_the_browsers_modules():
    modules = ui_modules()
    assert {name for name, names in modules.items() if names & BROWSER_MODULES} == {"browser.py"}


def test_only_main_py_and_the_pages_port_import_browser_py():
    modules = ui_modules()
    assert {name for name, names in modules.items() if "browser" in names} == {"main.py", "page.py"}
    assert not [name for name, names in modules.items()
                if name.startswith("app/") and names & {"page", "main"}]


def test_neither_runtimes_python_imports_the_others():
    """The UI cannot import the engine (MicroPython has no pycore), and the worker no UI."""
    modules = ui_modules()
    assert not [name for name, names in modules.items() if names & {"engine", "pycore"}]
    worker = imported(WEB / "worker" / "engine.py")
    assert "pycore" in worker
    assert not worker & ({"app", "page", "browser", "main"} | BROWSER_MODULES)
