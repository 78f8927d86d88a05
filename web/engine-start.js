// How the engine starts: restore the build's memory snapshot, or boot Pyodide from scratch.
// Used by the engine worker (engine-worker.js) and, in Node, by the tests, so both run this
// very code. `read(url)` returns an ArrayBuffer; URLs are resolved by the caller.
//
// The snapshot (scripts/make_snapshot.mjs) is Pyodide's memory with engine.py and every
// pycore module already imported, behind a 64-byte header: "PTSNAP2\n" and the release id.
// It is refused, and the engine boots normally instead, when its release is not the one this
// build's engine.json names, or when Pyodide cannot restore it (another Pyodide build).
// The normal boot is the stock way: Pyodide, then micropip installs our wheel.
//
// The first megabytes of that memory are the wasm module's own data segments, barely changed
// since the module started: the snapshot stores them XORed with those segments (mostly zeros,
// which cost nothing once a host compresses the file: 1.4 MB less on a first visit), and
// `xorDataSegments` undoes it from the wasm file the engine loads anyway.

export const HEADER_BYTES = 64;
export const MAGIC = "PTSNAP2\n";
// The same as when the snapshot was made: -OO (no docstrings), so both starts run one code.
const ENV = { PYTHONOPTIMIZE: "2" };

export class SnapshotRefused extends Error {}

/** The release id stamped on a snapshot, or null if it has no header of ours. */
export function snapshotRelease(bytes) {
  const head = new TextDecoder().decode(bytes.subarray(0, HEADER_BYTES));
  if (!head.startsWith(MAGIC)) return null;
  return head.slice(MAGIC.length).split("\n", 1)[0];
}

/**
 * XOR every active data segment of the wasm module `wasm` into `snapshot` (Pyodide's
 * snapshot format: a header whose second 32-bit word is the memory's offset, then the
 * memory). Done twice, it gives the input back.
 */
export function xorDataSegments(snapshot, wasm) {
  const memory = snapshot.subarray(new DataView(snapshot.buffer, snapshot.byteOffset).getUint32(4, true));
  let at = 8;  // after the magic number and the version
  const leb = (signed = false) => {
    let value = 0, shift = 0, byte;
    do {
      byte = wasm[at++];
      value += (byte & 0x7f) * 2 ** shift;
      shift += 7;
    } while (byte & 0x80);
    return signed && (byte & 0x40) ? value - 2 ** shift : value;
  };
  while (at < wasm.length) {
    const id = wasm[at++];
    const size = leb();
    const end = at + size;
    if (id === 11) {  // the data section
      for (let n = leb(); n > 0; n--) {
        if (leb() !== 0 || wasm[at++] !== 0x41) throw new Error("unexpected wasm data segment");
        const offset = leb(true);
        if (wasm[at++] !== 0x0b) throw new Error("unexpected wasm data segment");
        const length = leb();
        for (let k = 0; k < length; k++) memory[offset + k] ^= wasm[at + k];
        at += length;
      }
      return;
    }
    at = end;
  }
  throw new Error("the wasm module has no data section");
}

async function fromSnapshot({ loadPyodide, config, urls, read }) {
  const [file, wasm] = await Promise.all([read(urls.snapshot), read(urls.pyodide + "pyodide.asm.wasm")]);
  const bytes = new Uint8Array(file);
  const release = snapshotRelease(bytes);
  if (release !== config.release) {
    throw new SnapshotRefused(`the snapshot is from build ${release}, the engine from ${config.release}`);
  }
  const snapshot = bytes.subarray(HEADER_BYTES);
  xorDataSegments(snapshot, new Uint8Array(wasm));
  const pyodide = await loadPyodide({ indexURL: urls.pyodide, stdLibURL: urls.stdlib, env: ENV,
                                      _loadSnapshot: snapshot });
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
