// How the engine starts: restore the build's memory snapshot, or boot Pyodide from scratch.
// Used by the engine worker (engine-worker.js) and, in Node, by the tests, so both run this
// very code. `read(url)` returns an ArrayBuffer; URLs are resolved by the caller.
//
// The snapshot (scripts/make_snapshot.mjs) is Pyodide's memory with engine.py and every
// pycore module already imported, behind a 64-byte header: "PTSNAP1\n" and the release id.
// It is refused, and the engine boots normally instead, when its release is not the one this
// build's engine.json names, or when Pyodide cannot restore it (another Pyodide build).
// The normal boot is the stock way: Pyodide, then micropip installs our wheel.

export const HEADER_BYTES = 64;
const MAGIC = "PTSNAP1\n";
// The same as when the snapshot was made: -OO (no docstrings), so both starts run one code.
const ENV = { PYTHONOPTIMIZE: "2" };

export class SnapshotRefused extends Error {}

/** The release id stamped on a snapshot, or null if it has no header of ours. */
export function snapshotRelease(bytes) {
  const head = new TextDecoder().decode(bytes.subarray(0, HEADER_BYTES));
  if (!head.startsWith(MAGIC)) return null;
  return head.slice(MAGIC.length).split("\n", 1)[0];
}

async function fromSnapshot({ loadPyodide, config, urls, read }) {
  const bytes = new Uint8Array(await read(urls.snapshot));
  const release = snapshotRelease(bytes);
  if (release !== config.release) {
    throw new SnapshotRefused(`the snapshot is from build ${release}, the engine from ${config.release}`);
  }
  const pyodide = await loadPyodide({ indexURL: urls.pyodide, stdLibURL: urls.stdlib, env: ENV,
                                      _loadSnapshot: bytes.subarray(HEADER_BYTES) });
  // The snapshot froze the state of the global `random` generator: every restore would
  // draw the same numbers. Seed it afresh from the platform's entropy.
  pyodide.runPython("import random\nrandom.seed()");
  return pyodide;
}

async function fromScratch({ loadPyodide, urls, read }) {
  const pyodide = await loadPyodide({ indexURL: urls.pyodide, stdLibURL: urls.stdlib, env: ENV });
  const [wheel, engine] = await Promise.all([read(urls.wheel), read(urls.engine)]);
  await pyodide.loadPackage("micropip", { messageCallback: () => {} });
  const name = urls.wheel.split("/").pop();
  pyodide.FS.writeFile(`/tmp/${name}`, new Uint8Array(wheel));
  const micropip = pyodide.pyimport("micropip");
  try {
    await micropip.install(`emfs:/tmp/${name}`);
  } finally {
    micropip.destroy();
  }
  pyodide.FS.writeFile("/home/pyodide/engine.py", new Uint8Array(engine));
  return pyodide;
}

/**
 * Start the engine. `config` is engine.json; `urls` the same entries resolved to absolute
 * URLs (or paths, in Node). Returns {engine: {name: fn}, start: "snapshot" | "boot",
 * refused: null or why the snapshot was not used, ms: {...}}.
 */
export async function startEngine({ loadPyodide, config, urls, read, preferBoot = false }) {
  const t0 = performance.now();
  let pyodide = null;
  let refused = preferBoot ? "a normal start was asked for" : null;
  if (!preferBoot) {
    try {
      pyodide = await fromSnapshot({ loadPyodide, config, urls, read });
    } catch (error) {
      refused = String(error && error.message || error);
    }
  }
  const start = pyodide ? "snapshot" : "boot";
  if (!pyodide) pyodide = await fromScratch({ loadPyodide, urls, read });
  const module = pyodide.pyimport("engine");
  const names = module.__export__.toJs();
  const engine = {};
  for (const name of names) engine[name] = module[name];
  return { engine, names, start, refused, ms: performance.now() - t0, pyodide };
}
