"""The UI's MicroPython start (web/js/ui-start.js, web/js/ui-fs.js, web/ui/browser.py): its bundle of
compiled modules, Emscripten's failed lookups made cheap, the import path, checked against the
real MicroPython the browser loads (in Node, tests/web/ui_start_check.mjs); and PyScript's core
chunk as the build ships it, whose snippet before main.py neither writes nor imports PyScript's
Python package. The e2e tests start the real page with all of it (e2e/test_platform.py)."""

import ast
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import shipped

sys.path.insert(0, os.path.join(shipped.ROOT, "scripts"))
import build_site
import ui_compile

ROOT = Path(shipped.ROOT)
UI = ROOT / "web" / "ui"
CHECK = ROOT / "tests" / "web" / "ui_start_check.mjs"


@pytest.fixture(scope="module")
def bundle(tmp_path_factory):
    """ui-files.bin as the build packs it."""
    folder = tmp_path_factory.mktemp("ui-start")
    staging = folder / "staging"
    build_site.pack_ui_files(staging, ui_compile.compile_ui(UI, staging), folder / build_site.UI_FILES)
    return folder / build_site.UI_FILES


def run_check(bundle, *mode):
    done = subprocess.run(["node", "--no-warnings", str(CHECK), str(bundle), *mode],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


@pytest.fixture(scope="module")
def cheap(bundle):
    """What the check saw with ui-start.js's cheaper failures (a MicroPython start in Node)."""
    return run_check(bundle)


@pytest.fixture(scope="module")
def stock(bundle):
    """The same check with Emscripten's own failures kept."""
    return run_check(bundle, "stock")


def test_micropython_runs_the_ui_from_the_bundle_on_a_short_import_path(bundle, cheap):
    seen = cheap
    python = seen["python"]
    assert seen["written"] == len(build_site.unpack_ui_files(bundle.read_bytes()))
    assert python["path"] == [".frozen", ""]
    assert python["registry_file"] == "app/registry.mpy"   # compiled, from the bundle
    assert python["browser_file"] == "browser.mpy"
    assert python["asyncio_file"] == "asyncio/__init__.py"   # frozen in: no file of ours


def test_the_browser_module_gives_the_page_and_knows_javascripts_nothing(cheap):
    python = cheap["python"]
    assert python["document"] == "a page"
    # None, JS null (the value and as JSON gives it); not 0, "" nor an empty object
    assert python["is_none"] == [True, True, True, False, False, False]


def test_cheap_failures_are_the_failures_python_sees(cheap, stock):
    """Emscripten's ErrnoError replaced by a plain object keeps what its syscalls read (the name,
    the code), is still an instance of the original, captures no stack; every failure Python
    sees (a missing file, a missing folder, a folder there already, a missing module) is the same
    as with Emscripten's own."""
    assert cheap["replaced"] and not stock["replaced"]
    assert cheap["failure"] == {"name": "ErrnoError", "errno": 44, "isOriginal": True,
                                "isCurrent": True, "hasStack": False}
    assert stock["failure"]["hasStack"]
    assert cheap["python"] == stock["python"]
    assert cheap["python"]["open_missing"][0] == "OSError"
    assert cheap["python"]["mkdir_there"][0] == "OSError"
    assert cheap["python"]["mkdir_there"] != cheap["python"]["open_missing"]
    assert cheap["python"]["import_missing"] == ["ImportError", "no module named 'no_such_module'"]


def ui_sources():
    return [UI / "main.py"] + ui_compile.ui_modules(UI)


def test_no_ui_module_imports_pyscripts_package():
    """The build leaves PyScript's Python package out of the page (`without_package_imports`):
    a module that imported it would fail in the browser."""
    found = []
    for path in ui_sources():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = ([alias.name for alias in node.names] if isinstance(node, ast.Import)
                     else [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
            found += [f"{path.name}: {name}" for name in names if name.split(".")[0] == "pyscript"]
    assert found == []
    assert UI / "browser.py" in ui_compile.ui_modules(UI)


def test_the_shipped_core_chunk_neither_writes_nor_imports_pyscripts_package():
    chunks = list((build_site.NODE / "@pyscript" / "core" / "dist").glob("core-*.js"))
    assert len(chunks) == 1
    stock = chunks[0].read_text(encoding="utf-8")
    shipped_chunk = build_site.without_package_imports(stock)
    assert build_site.PACKAGE_IMPORT in stock and build_site.PACKAGE_IMPORT not in shipped_chunk
    assert '.push("_pyscript = None")' in shipped_chunk
    assert '(".",0&&{pyscript:{"__init__.py":' in shipped_chunk
    assert len(shipped_chunk) - len(stock) == len("0&&") + len("_pyscript = None") - len(
        "import pyscript as _pyscript")   # nothing else changed


@pytest.mark.parametrize("chunk", [
    'x.push("import pyscript as _pyscript")',                                   # no writes
    'wo(".",{pyscript:{"__init__.py":"a"}})',                                   # no import
    'wo(".",{pyscript:{"__init__.py":"a"}});wo(".",{pyscript:{"__init__.py":"b"}});'
    'x.push("import pyscript as _pyscript")',                                   # twice
])
def test_a_core_chunk_of_another_shape_stops_the_build(chunk):
    with pytest.raises(SystemExit, match="PyScript changed"):
        build_site.without_package_imports(chunk)
