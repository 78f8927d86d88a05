"""The engine's two starts, run in Node on the built site's own files (e2e/engine_node.mjs
drives web/js/engine-start.js, the code the engine worker runs).

* From the build's memory snapshot: engine.py and every pycore module already imported.
* From scratch (the fallback): Pyodide boots, micropip installs the wheel.

A snapshot from another build is refused and the engine boots instead; the global `random`
is seeded afresh after each restore; a game plays identically either way; and the trimmed
standard library holds every module the engines and bots import.
"""

from __future__ import annotations

import json
import struct
import subprocess
import sys
import zipfile

import pytest
from conftest import DIST, ROOT, game_ids

sys.path.insert(0, str(ROOT / "scripts"))
import engine_build

RUNNER = ROOT / "e2e" / "engine_node.mjs"
CONFIG = json.loads((DIST / "engine.json").read_text())
SNAPSHOT = DIST / CONFIG["snapshot"]


def run(tmp_path, steps=(), **options) -> dict:
    program = tmp_path / f"program-{len(list(tmp_path.iterdir()))}.json"
    program.write_text(json.dumps({"dist": str(DIST), "steps": list(steps), **options}))
    done = subprocess.run(["node", str(RUNNER), str(program)], capture_output=True, text=True,
                          timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def all_bots_record(game_id: str, seed: int) -> str:
    seats = [{"name": f"Bot {i + 1}", "kind": "bot", "level": "easy"} for i in range(2)]
    sys.path.insert(0, str(ROOT))
    from pycore import records
    return json.dumps(records.make_record(game_id, seats, seed, {}))


def pycore_modules() -> list[str]:
    names = []
    for path in sorted((ROOT / "pycore").rglob("*.py")):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        names.append(".".join(parts))
    return names


def test_the_engine_starts_from_the_snapshot_and_answers(tmp_path):
    out = run(tmp_path, [{"call": "catalog"}])
    assert out["start"] == "snapshot" and out["refused"] is None
    catalog = json.loads(out["results"][0])
    assert catalog["ok"] and {g["id"] for g in catalog["games"]} == set(game_ids())


def test_the_snapshot_is_stamped_with_this_release():
    head = SNAPSHOT.read_bytes()[:64].decode("ascii", "replace")
    assert head.startswith("PTSNAP3\n" + CONFIG["release"] + "\n")
    assert CONFIG["release"][:16] in SNAPSHOT.name  # a new release is a new URL


def test_a_snapshot_from_another_build_is_refused_and_the_engine_boots(tmp_path):
    other = bytearray(SNAPSHOT.read_bytes())
    stamp = ("PTSNAP3\n" + "0" * len(CONFIG["release"]) + "\n").encode()
    other[:len(stamp)] = stamp
    (tmp_path / "other.bin").write_bytes(other)
    out = run(tmp_path, [{"call": "catalog"}], snapshot=str(tmp_path / "other.bin"))
    assert out["start"] == "boot"
    assert "from build 000" in out["refused"]
    assert json.loads(out["results"][0])["ok"]


def first_page_offset(snapshot: bytes) -> int:
    """Where the file's first stored page begins (web/js/engine-start.js, packSnapshot): after
    the 64-byte header and a bitmap of one bit per 4 KB page, in whole 32-bit words."""
    length = struct.unpack_from("<I", snapshot, 48)[0]
    return 64 + -(-length // 4096 // 32) * 4


@pytest.mark.parametrize("damage", ["pyodide-magic", "truncated", "another-wasm"])
def test_a_snapshot_that_cannot_be_restored_is_refused_and_the_engine_boots(tmp_path, damage):
    broken = bytearray(SNAPSHOT.read_bytes())
    if damage == "pyodide-magic":   # as if another Pyodide build had made it
        at = first_page_offset(bytes(broken))
        broken[at:at + 4] = b"\0\0\0\0"
    elif damage == "another-wasm":  # the checksum of the wasm it was made with
        broken[52:56] = bytes(b ^ 0xFF for b in broken[52:56])
    else:
        del broken[len(broken) // 2:]
    (tmp_path / "broken.bin").write_bytes(broken)
    out = run(tmp_path, [{"call": "catalog"}], snapshot=str(tmp_path / "broken.bin"))
    assert out["start"] == "boot"
    why = {"pyodide-magic": "magic", "truncated": "damaged", "another-wasm": "another wasm"}
    assert why[damage] in out["refused"]
    assert json.loads(out["results"][0])["ok"]


def test_random_is_seeded_afresh_after_every_restore(tmp_path):
    draws = [run(tmp_path, [{"py": "import random\nrandom.random()"}]) for _ in range(2)]
    assert all(d["start"] == "snapshot" for d in draws)
    first, second = (d["results"][0] for d in draws)
    assert first != second


def test_the_snapshot_holds_every_pycore_module(tmp_path):
    # After a restore the file system has no pycore files: every module must be in memory.
    # pycore is what the wheel holds, and the wheel holds only what the app runs
    # (tests/test_shipped_wheel.py).
    wanted = pycore_modules()
    out = run(tmp_path, [{"py": "import importlib, json\n"
                                f"for _m in {wanted!r}: importlib.import_module(_m)\n"
                                "'imported'"}])
    assert out["start"] == "snapshot" and out["results"] == ["imported"]


@pytest.mark.parametrize("game_id", game_ids())
def test_a_game_plays_the_same_with_and_without_the_snapshot(tmp_path, game_id):
    steps = [{"call": "open_game", "args": [all_bots_record(game_id, 20261201), -1]},
             {"bots": 40},
             {"call": "reveal", "args": [10]}]
    restored = run(tmp_path, steps)
    booted = run(tmp_path, steps, preferBoot=True)
    assert (restored["start"], booted["start"]) == ("snapshot", "boot")
    assert len(restored["results"][1]["moves"]) == 40
    assert restored["results"] == booted["results"]


def test_micropip_installs_the_wheel_when_the_engine_boots(tmp_path):
    out = run(tmp_path, [{"py": "import importlib.metadata as m\n"
                                "m.distribution('pycore').read_text('INSTALLER')"}],
              preferBoot=True)
    assert out["start"] == "boot" and out["results"][0].strip() == "micropip"


def test_the_trimmed_stdlib_holds_every_module_the_engines_and_bots_import(tmp_path):
    with zipfile.ZipFile(DIST / CONFIG["stdlib"]) as trimmed, \
            zipfile.ZipFile(engine_build.FULL_STDLIB) as full:
        kept, everything = set(trimmed.namelist()), set(full.namelist())
    assert kept < everything and "unittest/__init__.py" not in kept  # really trimmed
    stdlib = engine_build.stdlib_imports(engine_build.engine_sources())
    assert {"json", "zlib", "base64", "typing"} <= set(stdlib)
    # A fresh boot on the trimmed zip alone: every standard module that pycore and
    # engine.py name, then every pycore module (the bench's harness too), by import.
    code = ("import importlib\n"
            f"for _m in {stdlib + pycore_modules()!r}: importlib.import_module(_m)\n"
            "'imported'")
    out = run(tmp_path, [{"py": code}], preferBoot=True)
    assert out["start"] == "boot" and out["results"] == ["imported"]
