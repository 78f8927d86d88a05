// Build-time half of the engine's fast start: run by scripts/build_site.py, in Node, with the
// very Pyodide files the site ships (dist/vendor/pyodide/).
//
//   node scripts/make_snapshot.mjs survey   <spec.json>   -> prints the stdlib files used
//   node scripts/make_snapshot.mjs snapshot <spec.json>   -> writes the memory snapshot
//
// spec.json: {"index": "<dist>/vendor/pyodide/", "stdlib": "<zip>", "wheel": "<pycore .whl>",
//             "engine": "<dist/engine.py>", "out": "<snapshot file>", "release": "<hex id>",
//             "imports": ["<stdlib module>", …]}
//
// `survey` boots Pyodide with the full standard library, installs the wheel with micropip as
// the browser's fallback start does, imports the engine, every pycore module and every
// standard module that pycore and engine.py name (`imports`), plays a little, and prints the
// standard-library files that were loaded: the build keeps only those (a trimmed zip).
//
// `snapshot` boots Pyodide with `_makeSnapshot` and the trimmed zip, installs the wheel with
// micropip, then forgets micropip (its modules hold JS objects, and a snapshot can hold none:
// "Unexpected hiwire entry"), imports engine.py and every pycore module (the wheel holds only
// what the app runs), zeroes the heap's free memory (garbage compresses badly; zeros cost
// nothing on the wire), XORs the wasm's data segments out of it and writes its non-zero pages
// behind our own header, stamped with the release id (the format: web/js/engine-start.js). The
// worker refuses a snapshot whose release is not the one it was built with.
import fs from "node:fs";
import path from "node:path";

const [mode, specPath] = process.argv.slice(2);
const spec = JSON.parse(fs.readFileSync(specPath, "utf8"));
const { loadPyodide } = await import(path.join(spec.index, "pyodide.mjs"));
const here = path.dirname(new URL(import.meta.url).pathname);
const { packSnapshot, xorDataSegments } = await import(
  path.join(here, "..", "web", "js", "engine-start.js"));

// -OO as in the worker (web/js/engine-start.js); a fixed hash seed so that the same inputs give
// the same snapshot (the worker re-seeds `random` after restoring it).
const ENV = { PYTHONOPTIMIZE: "2", PYTHONHASHSEED: "0" };

async function boot(options) {
  const pyodide = await loadPyodide({ indexURL: spec.index, stdLibURL: spec.stdlib, env: ENV,
                                      stdout: () => {}, stderr: (line) => console.error(line),
                                      ...options });
  const name = path.basename(spec.wheel);
  pyodide.FS.writeFile(`/tmp/${name}`, fs.readFileSync(spec.wheel));
  pyodide.FS.writeFile("/home/pyodide/engine.py", fs.readFileSync(spec.engine));
  return { pyodide, wheelPath: `/tmp/${name}` };
}

async function installWithMicropip(pyodide, wheelPath) {
  await pyodide.loadPackage("micropip", { messageCallback: () => {} });
  await pyodide.runPythonAsync(
    `import micropip as _micropip\nawait _micropip.install("emfs:${wheelPath}")\ndel _micropip`);
}

// The wheel holds only what the app runs (pyproject.toml), so every module in it is imported.
const IMPORT_APP = `
import gc, importlib, pkgutil, sys
import pycore
for _info in pkgutil.walk_packages(pycore.__path__, "pycore."):
    importlib.import_module(_info.name)
import engine
del _info
gc.collect()
`;

async function survey() {
  const { pyodide, wheelPath } = await boot({});
  await installWithMicropip(pyodide, wheelPath);
  pyodide.runPython(IMPORT_APP);
  pyodide.runPython(`
import importlib, json, traceback
for _name in ${JSON.stringify(spec.imports)}:
    importlib.import_module(_name)
import engine
from pycore import games
# A few moves of every game with every level, a link round trip and a formatted error: the
# paths that import lazily.
for _rules in games.all():
    _seats = json.dumps([{"name": "A", "kind": "bot", "level": "hard"},
                         {"name": "B", "kind": "bot", "level": "easy"}])
    _record = json.loads(engine.new_record(_rules.id, _seats, "{}"))["record"]
    engine.open_game(json.dumps(_record), 0)
    for _ in range(2):
        _snap = json.loads(engine.snapshot(0))
        if _snap["over"]:
            break
        for _seat in _snap["to_move"]:
            _move = json.loads(engine.bot_move(_seat))
            engine.play(_seat, _move["move"], 0)
    engine.open_link(json.loads(engine.share(0))["fragment"])
try:
    engine.play(0, "not a move", 0)
    raise ValueError("boom")
except ValueError:
    traceback.format_exc()
"x".encode("latin-1"); "x".encode("ascii"); "x".encode("utf-16")
`);
  const files = pyodide.runPython(`
import sys
_zip = "/lib/python%d%d.zip/" % sys.version_info[:2]
_used = set()
for _module in list(sys.modules.values()):
    _file = getattr(_module, "__file__", None) or ""
    if _file.startswith(_zip):
        _used.add(_file[len(_zip):])
json.dumps(sorted(_used))
`);
  process.stdout.write(files + "\n");
}

function zeroFreeHeap(module) {
  // Pyodide's CPython is built without pymalloc: every object comes from dlmalloc. Ask it
  // for every free block, biggest first, for as long as its top chunk could answer without
  // growing memory; fill them with zeros; give them back. What stays non-zero is live data
  // and the allocator's own bookkeeping.
  const info = module._malloc(64);
  const topChunk = () => {
    module._mallinfo(info);   // struct mallinfo: …, uordblks, fordblks, keepcost (the top)
    return new Uint32Array(module.HEAPU8.buffer, info, 10)[9];
  };
  const blocks = [];
  for (let size = 1 << 22; size >= 16; size >>= 1) {
    while (topChunk() >= size + 64) {
      const block = module._malloc(size);
      if (!block) break;
      module.HEAPU8.fill(0, block, block + size);
      blocks.push(block);
    }
  }
  for (const block of blocks) module._free(block);
  module._free(info);
}

async function snapshot() {
  const { pyodide, wheelPath } = await boot({ _makeSnapshot: true });
  pyodide.runPython("import sys\n_before = set(sys.modules)");
  await installWithMicropip(pyodide, wheelPath);
  // Forget micropip and what it imported: those modules keep JS functions, and Pyodide's
  // record of loaded packages must be empty, or makeMemorySnapshot refuses.
  pyodide.runPython(`
import gc, sys
for _name in sorted(set(sys.modules) - _before):
    del sys.modules[_name]
del _before, _name
gc.collect()
`);
  for (const key of Object.keys(pyodide.loadedPackages)) delete pyodide.loadedPackages[key];
  pyodide.runPython(IMPORT_APP);
  pyodide.runPython("import gc, importlib, random\nrandom.seed(0)\nimportlib.invalidate_caches()\ngc.collect()");
  zeroFreeHeap(pyodide._module);
  const memory = pyodide.makeMemorySnapshot();
  const check = xorDataSegments(memory, new Uint8Array(fs.readFileSync(path.join(spec.index, "pyodide.asm.wasm"))));
  const file = packSnapshot(memory, spec.release, check);
  fs.mkdirSync(path.dirname(spec.out), { recursive: true });
  fs.writeFileSync(spec.out, file);
  process.stdout.write(JSON.stringify({ memory: memory.length, bytes: file.length }) + "\n");
}

if (mode === "survey") await survey();
else if (mode === "snapshot") await snapshot();
else throw new Error(`unknown mode ${mode}: survey or snapshot`);
