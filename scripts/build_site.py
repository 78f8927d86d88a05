"""Build `dist/`: the whole offline site, from the repo and the pinned npm/PyPI packages.

What goes in, and why:
* the web app (`web/`, one folder per runtime, each flattened into the site's top level where
  the page loads its files by name: `web/ui/`, the MicroPython UI and its pure modules,
  compiled to MicroPython bytecode by `ui_compile.py`; `web/worker/`, the engine worker's
  Python; `web/js/`, the engine worker script and the page's small JS helpers) beside the page
  itself (`web/index.html`, `web/style.css`, the bench page `web/bench/`) and `static/`,
  `manifest.json`; the shared `web/style.css` and each game's
  `web/ui/app/games/<id>/style.css` become one `style.css` (one request before the first
  paint, and each game's looks stay in its own folder);
* our engine wheel (pycore alone: what the engine worker runs), under a folder named by its
  hash so that a new release is a new URL (PyScript caches installed packages, and a reused
  URL could serve yesterday's engine);
* Pyodide's five runtime files and the PyPI micropip wheel beside its lock file, whose sha256 we
  rewrite (Pyodide checks it, and PyPI's wheel differs from the CDN's);
* MicroPython's two files (PyScript derives the wasm URL from the mjs URL);
* the QR encoder and decoder (npm `qr`) for the table mode;
* only the PyScript chunks a page needs: the editor/terminal chunks and whatever imports them
  statically are left out;
* the bench page's bot-timing module (`botlab/think.py`, into `bench/`);
* every game's rules, one page per language, from `docs/rules/` (`rules_pages.py`);
* a Content-Security-Policy: a meta tag in `index.html` with the hashes of its inline
  scripts, and the same policy (plus what only a header can say) in `_headers`, the headers
  file static hosts read (Netlify, Cloudflare Pages; `scripts/serve.py` reads it too);
* `sw.js`, generated last: it lists every file with a content hash and takes its cache name
  from that list, so any change to any file makes a new worker and a new cache.

Run: `python scripts/build_site.py --micropip build/cache/micropip-0.11.1-py3-none-any.whl`.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import json
import re
import shutil
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

import engine_build
import rules_pages
import ui_compile

ROOT = Path(__file__).resolve().parent.parent
NODE = ROOT / "node_modules"
PYODIDE_FILES = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip"]
MICROPYTHON_FILES = ["micropython.mjs", "micropython.wasm"]
# PyScript plugins the app turns off (ui.json for "mpy", the <py-config> in index.html for
# "py", which PyScript configures even with no "py" script on the page): without this it
# fetches the editor, terminal and game plugins at every start.
PLUGINS_OFF = ["py-editor", "py-game", "py-terminal", "donkey", "deprecations-manager"]
# Chunks no page of ours loads: the editor and terminal (codemirror, xterm and the py-/mpy-
# terminal hooks), TOML configs, zip/whl `files`, Pyodide's package graph (the engine worker
# is not PyScript's), the storage module, and the plugins above. Whatever imports one of
# them statically goes too.
UNNEEDED_CHUNKS = re.compile(r"^(codemirror|xterm|toml|service-worker|zip-|pyodide_graph-|py-|mpy-"
                             r"|donkey-|deprecations-manager-|storage\.js)")
WEB = ROOT / "web"
UI = WEB / "ui"            # the MicroPython UI, on the page's main thread
WORKER = WEB / "worker"    # the engine's Python, in Pyodide in the engine worker
JS = WEB / "js"            # the page's and the worker's JavaScript, and sw.js's template
SW_TEMPLATE = JS / "sw.js.tmpl"
INLINE_SCRIPT = re.compile(r"<script>(.*?)</script>", re.S)
# Not precached: `_headers` is read by the host, never fetched by the app; `version.json`
# names the release the worker is made from, so it cannot be in that worker's own list.
HOST_FILES = {"_headers", "version.json"}
UI_FILES = "ui-files.bin"   # the UI's compiled modules, one file (pack_ui_files)
STATIC_IMPORT = re.compile(r"""(?:import|from)\s*["'](\./[^"']+\.js)["']""")


def pack_ui_files(folder: Path, names: list[str], out: Path) -> None:
    """Write `names` (paths under `folder`) into one file, as web/js/ui-start.js reads it: a
    4-byte little-endian length, that much JSON ([[path, size], …], in the files' order),
    then the files' bytes one after another."""
    blobs = [(folder / name).read_bytes() for name in names]
    index = json.dumps([[name, len(blob)] for name, blob in zip(names, blobs)]).encode("utf-8")
    out.write_bytes(struct.pack("<I", len(index)) + index + b"".join(blobs))


def unpack_ui_files(data: bytes) -> dict[str, bytes]:
    """The files `pack_ui_files` wrote, by path (for tests and checks)."""
    (size,) = struct.unpack_from("<I", data)
    at, files = 4 + size, {}
    for name, length in json.loads(data[4:at]):
        files[name] = data[at:at + length]
        at += length
    if at != len(data):
        raise ValueError("bytes left over")
    return files


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def build_wheel(out: Path) -> Path:
    """Build the pycore wheel with hatchling (pyproject.toml) into `out`."""
    out.mkdir(parents=True, exist_ok=True)
    for old in out.glob("pycore-*.whl"):
        old.unlink()
    subprocess.run([sys.executable, "-m", "hatchling", "build", "-t", "wheel", "-d", str(out)],
                   cwd=ROOT, check=True, stdout=subprocess.DEVNULL, env=_reproducible_env())
    wheels = sorted(out.glob("pycore-*.whl"))
    if len(wheels) != 1:
        raise SystemExit(f"expected one wheel in {out}, found {wheels}")
    return wheels[0]


def _reproducible_env() -> dict[str, str]:
    import os
    env = dict(os.environ)
    env.setdefault("SOURCE_DATE_EPOCH", "1700000000")
    return env


def copy_pyscript(dist: Path) -> None:
    src = NODE / "@pyscript" / "core" / "dist"
    dest = dist / "vendor" / "pyscript"
    dest.mkdir(parents=True)
    chunks = {p.name: p.read_text(encoding="utf-8") for p in src.glob("*.js")}
    # Leave out the editor and terminal chunks, and every chunk that imports them statically.
    dropped = {name for name in chunks if UNNEEDED_CHUNKS.match(name)}
    changed = True
    while changed:
        changed = False
        for name, text in chunks.items():
            if name in dropped:
                continue
            deps = {m.group(1)[2:] for m in STATIC_IMPORT.finditer(_static_part(text))}
            if deps & dropped:
                dropped.add(name)
                changed = True
    if "core.js" in dropped:
        raise SystemExit("core.js imports an editor chunk statically; the filter is wrong")
    for name in sorted(chunks):
        if name not in dropped:
            shutil.copy2(src / name, dest / name)
    for chunk in dest.glob("core-*.js"):
        chunk.write_text(without_package_imports(chunk.read_text(encoding="utf-8")), encoding="utf-8")


# In PyScript's core chunk, the snippet it runs before main.py: the call that turns its Python
# package (a tree of sources) into `_path.write_text("<source>")` lines, and its import.
PACKAGE_WRITES = re.compile(r'\b(\w+)\("\.",\{pyscript:\{"__init__\.py":')
PACKAGE_IMPORT = '.push("import pyscript as _pyscript")'


def without_package_imports(chunk: str) -> str:
    """PyScript's core chunk without its Python package in the snippet it runs before main.py.

    The snippet wrote the package's sources (35 KB of Python that MicroPython compiled and ran
    on the main thread, ~130 ms at 4×) and imported it (a dozen modules, ~120 ms more; both
    measured with marks in the snippet) at every start. The UI never imports `pyscript`: it
    takes the few names it needs from MicroPython's own modules (web/ui/browser.py; a test scans
    the UI for imports of pyscript). Here the tree is handed over as `0&&{…}` (which is 0:
    no files) and the import becomes `_pyscript = None` (the snippet deletes the name after).
    The build stops unless each is found exactly once."""
    found = PACKAGE_WRITES.findall(chunk)
    if len(found) != 1 or chunk.count(PACKAGE_IMPORT) != 1:
        raise SystemExit(f"PyScript's core chunk: {len(found)} calls writing its package and "
                         f"{chunk.count(PACKAGE_IMPORT)} imports of it, expected 1 and 1 "
                         "(PyScript changed: look at without_package_imports)")
    chunk = PACKAGE_WRITES.sub(lambda m: f'{m.group(1)}(".",0&&{{pyscript:{{"__init__.py":', chunk)
    return chunk.replace(PACKAGE_IMPORT, '.push("_pyscript = None")')


def _static_part(js: str) -> str:
    """The text of a chunk with dynamic `import("…")` calls blanked out."""
    return re.sub(r"import\(\s*[\"'][^\"']+[\"']\s*\)", "", js)


def copy_pyodide(dist: Path, micropip: Path) -> None:
    src = NODE / "pyodide"
    dest = dist / "vendor" / "pyodide"
    dest.mkdir(parents=True)
    for name in PYODIDE_FILES:
        shutil.copy2(src / name, dest / name)
    lock = json.loads((src / "pyodide-lock.json").read_text(encoding="utf-8"))
    entry = lock["packages"]["micropip"]
    if entry["file_name"] != micropip.name:
        raise SystemExit(f"lock wants {entry['file_name']}, we have {micropip.name}")
    entry["sha256"] = sha256(micropip)
    shutil.copy2(micropip, dest / micropip.name)
    (dest / "pyodide-lock.json").write_text(json.dumps(lock, separators=(",", ":")), encoding="utf-8")


def copy_micropython(dist: Path) -> None:
    src = NODE / "@micropython" / "micropython-webassembly-pyscript"
    dest = dist / "vendor" / "micropython"
    dest.mkdir(parents=True)
    for name in MICROPYTHON_FILES:
        shutil.copy2(src / name, dest / name)


QR_FILES = ["index.js", "decode.js", "LICENSE", "LICENSE-MIT"]


def copy_qr(dist: Path) -> None:
    """The QR encoder and decoder (npm `qr`, paulmillr: no dependencies, plain ES modules that
    import each other by relative path), for the table mode's codes and camera."""
    src = NODE / "qr"
    dest = dist / "vendor" / "qr"
    dest.mkdir(parents=True)
    for name in QR_FILES:
        shutil.copy2(src / name, dest / name)


def game_styles(ui: Path) -> list[Path]:
    """Each game's own stylesheet (`web/ui/app/games/<id>/style.css`), in a fixed order."""
    return sorted((ui / "app" / "games").glob("*/style.css"))


def joined_style() -> str:
    """The site's one stylesheet: the shared rules first (the theme's variables, the
    frame), then every game's, each under a comment naming its file as the UI names it
    (app/games/<id>/style.css)."""
    parts = [(WEB / "style.css").read_text(encoding="utf-8")]
    for path in game_styles(UI):
        name = path.relative_to(UI).as_posix()
        parts.append(f"/* ==== {name} ==== */\n" + path.read_text(encoding="utf-8"))
    return "\n".join(parts)


def site_sources() -> dict[str, Path]:
    """The files of web/ copied into the site as they are, by their path in `dist/`.

    The page (index.html) and the bench page (bench/) keep their places; the runtimes'
    folders are flattened into the top level, where the page and the workers load their files
    by name (./main.py, ./engine.py, ./table.js). Not here: the UI's other modules (compiled
    into ui-files.bin), the stylesheets (joined into one style.css), sw.js's template (filled
    last), and each game's screens.json (settings for scripts/screens.py)."""
    kept = [WEB / "index.html", *sorted(p for p in (WEB / "bench").rglob("*") if p.is_file())]
    flattened = [UI / "main.py", *sorted(WORKER.glob("*.py")), *sorted(JS.glob("*.js"))]
    placed = [(p.relative_to(WEB).as_posix(), p) for p in kept] + [(p.name, p) for p in flattened]
    by_name: dict[str, Path] = {}
    for name, path in placed:
        if name in by_name:
            raise SystemExit(f"{by_name[name]} and {path} would both be dist/{name}")
        by_name[name] = path
    return by_name


def copy_app(dist: Path, wheel: Path) -> Path:
    """Copy the app into `dist`; return where the wheel went."""
    for name, path in site_sources().items():
        target = dist / name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(path, target)
    (dist / "style.css").write_text(joined_style(), encoding="utf-8")
    shutil.copytree(ROOT / "static", dist / "static")
    shutil.copy2(ROOT / "manifest.json", dist / "manifest.json")
    # The bench page times the bots with botlab's sampler, which the wheel does not hold.
    shutil.copy2(ROOT / "botlab" / "think.py", dist / "bench" / "think.py")
    wheel_dir = dist / "wheels" / sha256(wheel)[:12]
    wheel_dir.mkdir(parents=True)
    shutil.copy2(wheel, wheel_dir / wheel.name)
    # The UI's pure modules go into MicroPython's virtual file system under app/, beside the
    # page's port (page.py) that main.py imports, compiled (ui_compile.py: the browser loads
    # them instead of compiling them on the main thread), and packed into one file that
    # web/js/ui-start.js writes into that file system (not PyScript's `files`: a fetch apiece).
    with tempfile.TemporaryDirectory() as staging:
        compiled = ui_compile.compile_ui(UI, Path(staging))
        pack_ui_files(Path(staging), compiled, dist / UI_FILES)
    ui_config = {"interpreter": "./vendor/micropython/micropython.mjs",
                 "plugins": ["!" + name for name in PLUGINS_OFF]}
    py_config = json.dumps({"plugins": ui_config["plugins"]})
    if f"<py-config hidden>{py_config}</py-config>" not in (WEB / "index.html").read_text():
        raise SystemExit(f"index.html needs <py-config hidden>{py_config}</py-config>")
    (dist / "ui.json").write_text(json.dumps(ui_config, indent=1), encoding="utf-8")
    return wheel_dir / wheel.name


# The strictest policy the app runs under. Pyodide compiles its wasm and PyScript evaluates
# its own glue ('wasm-unsafe-eval', 'unsafe-eval'); the boards place pieces with inline style
# attributes (style-src 'unsafe-inline': styles cannot run code). Nothing may be fetched from
# another host, and the page may not be framed (that part only a header can carry).
CSP = [
    ["default-src", "'self'"],
    ["script-src", "'self'", "__HASHES__", "'wasm-unsafe-eval'", "'unsafe-eval'"],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:"],
    ["connect-src", "'self'"],
    ["worker-src", "'self'", "blob:"],
    ["font-src", "'self'"],
    ["manifest-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["form-action", "'none'"],
]
HEADER_ONLY_CSP = [["frame-ancestors", "'none'"]]


def csp_policy(hashes: list[str], header: bool = False) -> str:
    """The policy text; `header` adds the directives a meta tag may not carry."""
    parts = []
    for directive in CSP + (HEADER_ONLY_CSP if header else []):
        words = []
        for word in directive:
            words += hashes if word == "__HASHES__" else [word]
        parts.append(" ".join(words))
    return "; ".join(parts)


def inline_script_hashes(html: str) -> list[str]:
    """CSP source expressions for every inline <script> of a page."""
    return ["'sha256-" + base64.b64encode(hashlib.sha256(body.encode("utf-8")).digest()).decode() + "'"
            for body in INLINE_SCRIPT.findall(html)]


def lock_down(dist: Path) -> None:
    """Write the Content-Security-Policy: into index.html (right after the charset, before
    any script) and, with the header-only directives, into `_headers` for the host."""
    index = dist / "index.html"
    html = index.read_text(encoding="utf-8")
    hashes = inline_script_hashes(html)
    meta = f'<meta http-equiv="Content-Security-Policy" content="{csp_policy(hashes)}">'
    charset = '<meta charset="utf-8">\n'
    html = html.replace(charset, charset + meta + "\n", 1)
    if meta not in html:
        raise SystemExit("index.html has no charset line to put the policy after")
    index.write_text(html, encoding="utf-8")
    headers = [
        "/*",
        f"  Content-Security-Policy: {csp_policy(hashes, header=True)}",
        "  X-Content-Type-Options: nosniff",
        "  Referrer-Policy: no-referrer",
        "  Cache-Control: no-cache",
    ]
    (dist / "_headers").write_text("\n".join(headers) + "\n", encoding="utf-8")


# The folders only the engine worker loads from: a phone that never ran the engine (a guest's)
# installs the release without them (sw.js.tmpl).
ENGINE_FOLDERS = ["vendor/pyodide/", "snapshot/", "wheels/"]


def write_service_worker(dist: Path) -> str:
    """Write sw.js from web/js/sw.js.tmpl with every file and its hash; return the version."""
    entries = []
    for path in sorted(dist.rglob("*")):
        if path.is_file() and path.name != "sw.js" and path.relative_to(dist).as_posix() not in HOST_FILES:
            entries.append([path.relative_to(dist).as_posix(), sha256(path)[:16]])
    version = hashlib.sha256(json.dumps(entries).encode()).hexdigest()[:16]
    template = SW_TEMPLATE.read_text(encoding="utf-8")
    text = (template.replace("__VERSION__", version).replace("__FILES__", json.dumps(entries))
            .replace("__ENGINE__", json.dumps(ENGINE_FOLDERS)))
    (dist / "sw.js").write_text(text, encoding="utf-8")
    (dist / "version.json").write_text(json.dumps({"version": version}), encoding="utf-8")
    return version


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--micropip", type=Path, required=True)
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    args = parser.parse_args()
    wheel = build_wheel(ROOT / "build" / "wheel")
    dist = args.dist
    if dist.exists():
        shutil.rmtree(dist)
    dist.mkdir(parents=True)
    copy_pyscript(dist)
    copy_pyodide(dist, args.micropip)
    copy_micropython(dist)
    copy_qr(dist)
    site_wheel = copy_app(dist, wheel)
    engine_build.build(dist, site_wheel, args.micropip)  # the engine's stdlib, snapshot, engine.json
    rules_pages.build(dist)
    lock_down(dist)
    version = write_service_worker(dist)
    size = sum(p.stat().st_size for p in dist.rglob("*") if p.is_file())
    count = sum(1 for p in dist.rglob("*") if p.is_file())
    print(f"dist/: {count} files, {size / 1e6:.1f} MB, version {version}")


if __name__ == "__main__":
    main()
