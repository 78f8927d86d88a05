"""Build the engine's fast start into `dist/` (called by `build_site.py` once the wheel, the
Pyodide files and engine.py are in place).

1. **A trimmed standard library.** Pyodide's `python_stdlib.zip` holds 2.5 MB of modules, most
   of which the engine never imports. `make_snapshot.mjs survey` boots Pyodide in Node with
   the whole zip, installs the wheel with micropip (as the worker's fallback start does),
   imports the engine, every pycore module and every standard module they name, plays a
   little, and lists the files that were loaded. The zip in `dist/` keeps those and a few
   codecs, and nothing else (`tests/web/test_engine_start.py` imports everything the engines
   and bots use from it).
2. **A memory snapshot.** `make_snapshot.mjs snapshot` boots Pyodide with the trimmed zip,
   installs the wheel with micropip, imports engine.py and every pycore module, and saves the
   interpreter's memory: the worker restores it instead of booting (web/js/engine-worker.js).
   It is named and stamped with the release id — a hash of everything it was made from — so a
   new release is a new URL, and the worker refuses a snapshot from any other build.
   The survey and the snapshot are kept in `build/snapshot/`, keyed by a hash of what they are
   made from: an unchanged engine is not surveyed or snapshotted again.
3. **A lock file with micropip alone**: Pyodide reads `pyodide-lock.json` at every start
   (111 KB of JSON, 26 KB gzipped), and the only package the engine ever loads by name is
   micropip, in the fallback start (our wheel goes in by URL).
4. **engine.json**: where the worker finds all of it.

The snapshot and the fallback start run Python with `-OO` (PYTHONOPTIMIZE=2): no docstrings in
memory makes the snapshot ~0.35 MB smaller on the wire, and both starts run the same code.
"""

from __future__ import annotations

import ast
import hashlib
import json
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NODE_SCRIPT = ROOT / "scripts" / "make_snapshot.mjs"
START_JS = ROOT / "web" / "js" / "engine-start.js"  # the snapshot's format and the data-segment XOR
FULL_STDLIB = ROOT / "node_modules" / "pyodide" / "python_stdlib.zip"
CACHE = ROOT / "build" / "snapshot"
# Codecs Python reaches by name at run time (str.encode/bytes.decode), never by import.
CODECS = ["ascii", "latin_1", "utf_8_sig", "utf_16", "utf_16_le", "utf_16_be", "utf_32",
          "utf_32_le", "utf_32_be", "raw_unicode_escape", "unicode_escape", "charmap"]
SNAPSHOT_DIR = "snapshot"


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def stdlib_imports(paths: list[Path]) -> list[str]:
    """Every absolute module name that pycore and engine.py import, function-level included,
    except their own (the survey imports each, so their dependencies are found too)."""
    names: set[str] = set()
    for path in paths:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names.add(node.module)
    return sorted(n for n in names if n.split(".")[0] not in ("pycore", "engine"))


def engine_sources() -> list[Path]:
    return sorted((ROOT / "pycore").rglob("*.py")) + [ROOT / "web" / "worker" / "engine.py"]


def _node(mode: str, spec: dict) -> str:
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(spec, f)
    try:
        done = subprocess.run(["node", str(NODE_SCRIPT), mode, f.name], check=True,
                              capture_output=True, text=True)
    except subprocess.CalledProcessError as exc:
        raise SystemExit(f"make_snapshot.mjs {mode} failed:\n{exc.stderr}") from exc
    finally:
        Path(f.name).unlink()
    return done.stdout.strip().splitlines()[-1]


def trim_stdlib(full: Path, used: list[str], out: Path) -> None:
    """Write `out`: the entries of `full` named in `used` (+ codecs), same order, deflated."""
    keep = set(used) | {f"encodings/{name}.py" for name in CODECS}
    folders = {name.rsplit("/", 1)[0] + "/" for name in keep if "/" in name}
    tmp = out.with_suffix(".tmp")
    with zipfile.ZipFile(full) as src, zipfile.ZipFile(tmp, "w") as dst:
        for info in src.infolist():
            if info.filename not in keep and info.filename not in folders:
                continue
            entry = zipfile.ZipInfo(info.filename, info.date_time)
            entry.external_attr = info.external_attr
            entry.compress_type = zipfile.ZIP_STORED if info.is_dir() else zipfile.ZIP_DEFLATED
            dst.writestr(entry, src.read(info), compresslevel=9)
    tmp.replace(out)


def trim_lock(lock_path: Path, keep: tuple[str, ...] = ("micropip",)) -> None:
    """Keep only `keep` and what they depend on in Pyodide's lock file."""
    lock = json.loads(lock_path.read_text(encoding="utf-8"))
    wanted, todo = set(), list(keep)
    while todo:
        name = todo.pop()
        if name not in wanted:
            wanted.add(name)
            todo.extend(lock["packages"][name]["depends"])
    lock["packages"] = {name: entry for name, entry in lock["packages"].items() if name in wanted}
    lock_path.write_text(json.dumps(lock, separators=(",", ":")), encoding="utf-8")


def release_id(paths: list[Path]) -> str:
    digest = hashlib.sha256()
    for path in paths:
        digest.update(path.name.encode() + b"\0" + sha256(path).encode())
    return digest.hexdigest()[:32]


def build(dist: Path, wheel: Path, micropip: Path) -> dict:
    """Trim the stdlib in `dist/`, make (or reuse) the snapshot, write engine.json."""
    pyodide_dir = dist / "vendor" / "pyodide"
    stdlib = pyodide_dir / "python_stdlib.zip"
    engine_py = dist / "engine.py"
    trim_lock(pyodide_dir / "pyodide-lock.json")
    spec = {"index": str(pyodide_dir) + "/", "wheel": str(wheel), "engine": str(engine_py),
            "imports": stdlib_imports(engine_sources())}
    runtime = [pyodide_dir / "pyodide.asm.wasm", pyodide_dir / "pyodide.asm.mjs",
               pyodide_dir / "pyodide.mjs", pyodide_dir / "pyodide-lock.json", wheel, engine_py,
               micropip, NODE_SCRIPT, START_JS]
    survey = CACHE / f"survey-{release_id(runtime + [FULL_STDLIB])}.json"
    if not survey.exists():
        CACHE.mkdir(parents=True, exist_ok=True)
        for old in CACHE.glob("survey-*.json"):
            old.unlink()
        survey.write_text(_node("survey", {**spec, "stdlib": str(FULL_STDLIB)}))
    trim_stdlib(FULL_STDLIB, json.loads(survey.read_text()), stdlib)

    release = release_id(runtime + [stdlib])
    cached = CACHE / f"{release}.bin"
    if not cached.exists():
        CACHE.mkdir(parents=True, exist_ok=True)
        for old in CACHE.glob("*.bin"):
            old.unlink()  # one engine at a time: the cache is not an archive
        _node("snapshot", {**spec, "stdlib": str(stdlib), "release": release,
                           "out": str(cached)})
    target = dist / SNAPSHOT_DIR / f"{release[:16]}.bin"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(cached.read_bytes())

    site = lambda p: "./" + p.relative_to(dist).as_posix()
    config = {"pyodide": site(pyodide_dir) + "/", "stdlib": site(stdlib), "wheel": site(wheel),
              "engine": site(engine_py), "snapshot": site(target), "release": release}
    (dist / "engine.json").write_text(json.dumps(config, indent=1), encoding="utf-8")
    return config


if __name__ == "__main__":  # pragma: no cover - build_site.py is the way in
    sys.exit("run scripts/build_site.py")
