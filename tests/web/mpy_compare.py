"""Render the same cases in the real MicroPython build (through Node) and in CPython.

The app's pure modules must give identical output in both interpreters; the game screen
tests hand their cases (see `render_cases.py`) to `render_both` and compare the two lists.
"""

import json
import os
import shutil
import subprocess

import pytest
import shipped

HERE = os.path.dirname(os.path.abspath(__file__))


def render_both(tmp_path, cases, timeout=180):
    """`(cases as JSON gives them back, outputs under MicroPython, outputs under CPython)`."""
    if shutil.which("node") is None:
        pytest.fail("node is needed to run MicroPython")
    data = json.loads(json.dumps(cases))
    path = tmp_path / "cases.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    proc = subprocess.run(["node", os.path.join(HERE, "mpy_runner.mjs"), shipped.web_dir(), str(path)],
                          capture_output=True, text=True, timeout=timeout, cwd=HERE)
    assert proc.returncode == 0, proc.stderr[-2000:]
    from render_cases import run
    return data, json.loads(proc.stdout), run(data)
