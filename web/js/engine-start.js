// How the engine starts: restore the build's memory snapshot, or boot Pyodide from scratch.
// Used by the engine worker (engine-worker.js) and, in Node, by the tests, so both run this
// very code. `read(url)` returns an ArrayBuffer; URLs are resolved by the caller.
//
// The snapshot (scripts/make_snapshot.mjs) is Pyodide's memory with engine.py and every
// pycore module already imported, behind a 64-byte header: "PTSNAP3\n", the release id,
// then (at byte 48) the memory's length and (at 52) a checksum of the wasm's data layout. Of that memory only the pages that are not all zeros are
// stored, after a bitmap saying which (`packSnapshot`): 31 MB of memory, 13 MB of file.
// It is refused, and the engine boots normally instead, when its release is not the one this
// build's engine.json names, or when Pyodide cannot restore it (another Pyodide build).
// The normal boot is the stock way: Pyodide, then micropip installs our wheel.
//
// The first megabytes of that memory are the wasm module's own data segments, barely changed
// since the module started: the snapshot stores them XORed with those segments (mostly zeros,
// which cost nothing once a host compresses the file: 1.4 MB less on a first visit), and
// `xorDataSegments` undoes it from the wasm file the engine loads anyway, and checks on the
// way that this wasm is the one the snapshot was made with.

export const HEADER_BYTES = 64;
export const MAGIC = "PTSNAP3\n";
const PAGE_BYTES = 4096;
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
 * memory). Done twice, it gives the input back. Returns a checksum of the segments' layout.
 */
export function xorDataSegments(snapshot, wasm) {
  const memory = snapshot.subarray(new DataView(snapshot.buffer, snapshot.byteOffset).getUint32(4, true));
  let at = 8;  // after the magic number and the version
  let check = 0;
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
        const from = wasm.subarray(at, at + length);
        const into = memory.subarray(offset, offset + length);
        for (let k = 0; k < length; k++) into[k] ^= from[k];
        // Where every segment goes and how long it is: another build of the wasm differs.
        check = (Math.imul(check, 31) + offset) >>> 0;
        check = (Math.imul(check, 31) + length) >>> 0;
        at += length;
      }
      return check;
    }
    at = end;
  }
  throw new Error("the wasm module has no data section");
}

const mapBytes = (length) => Math.ceil(length / PAGE_BYTES / 32) * 4;
const isZero = (words, from, to) => {
  for (let i = from; i < to; i++) if (words[i] !== 0) return false;
  return true;
};

/** The snapshot file for `snapshot` (Pyodide's bytes, XORed; `check`: what that returned):
 *  header, page bitmap, non-zero pages. */
export function packSnapshot(snapshot, release, check) {
  const pages = Math.ceil(snapshot.length / PAGE_BYTES);
  const words = new Uint32Array(snapshot.buffer, snapshot.byteOffset, snapshot.length >> 2);
  const map = new Uint8Array(mapBytes(snapshot.length));
  const kept = [];
  for (let i = 0; i < pages; i++) {
    const from = i * PAGE_BYTES, to = Math.min(from + PAGE_BYTES, snapshot.length);
    if (!isZero(words, from >> 2, to >> 2)) {
      map[i >> 3] |= 1 << (i & 7);
      kept.push(snapshot.subarray(from, to));
    }
  }
  const out = new Uint8Array(HEADER_BYTES + map.length + kept.reduce((n, page) => n + page.length, 0));
  new TextEncoder().encodeInto(MAGIC + release + "\n", out);
  new DataView(out.buffer).setUint32(48, snapshot.length, true);
  new DataView(out.buffer).setUint32(52, check, true);
  out.set(map, HEADER_BYTES);
  let at = HEADER_BYTES + map.length;
  for (const page of kept) {
    out.set(page, at);
    at += page.length;
  }
  return out;
}

/** Pyodide's snapshot bytes back from a snapshot file; throws if the file is damaged. */
export function unpackSnapshot(file) {
  const length = new DataView(file.buffer, file.byteOffset).getUint32(48, true);
  const map = file.subarray(HEADER_BYTES, HEADER_BYTES + mapBytes(length));
  const out = new Uint8Array(length);
  let at = HEADER_BYTES + map.length;
  for (let i = 0; i * PAGE_BYTES < length; i++) {
    if (map[i >> 3] & (1 << (i & 7))) {
      const n = Math.min(PAGE_BYTES, length - i * PAGE_BYTES);
      out.set(file.subarray(at, at + n), i * PAGE_BYTES);
      at += n;
    }
  }
  if (at !== file.length) throw new Error("the snapshot file is damaged");
  return out;
}

async function fromSnapshot({ loadPyodide, config, urls, read, phases }) {
  const [file, wasm] = await Promise.all([read(urls.snapshot), read(urls.pyodide + "pyodide.asm.wasm")]);
  phases.read = performance.now();
  const bytes = new Uint8Array(file);
  const release = snapshotRelease(bytes);
  if (release !== config.release) {
    throw new SnapshotRefused(`the snapshot is from build ${release}, the engine from ${config.release}`);
  }
  const snapshot = unpackSnapshot(bytes);
  const check = new DataView(bytes.buffer, bytes.byteOffset).getUint32(52, true);
  if (xorDataSegments(snapshot, new Uint8Array(wasm)) !== check) {
    throw new SnapshotRefused("the snapshot was made with another wasm module");
  }
  phases.unpacked = performance.now();
  // Pyodide would read the wasm a second time, to compile it as it streams in: we hold its
  // bytes already, so it compiles those (there is no code cache to lose: Chromium keeps
  // none for this module, streamed or not; docs/performance.md).
  // Pyodide also starts a fetch of the wasm of its own, which it then hands to that
  // function: it is answered from the bytes held too, so the file is not downloaded again.
  const streaming = WebAssembly.instantiateStreaming;
  const fetching = globalThis.fetch;
  const wasmURL = urls.pyodide + "pyodide.asm.wasm";
  WebAssembly.instantiateStreaming = (_response, imports) => WebAssembly.instantiate(wasm, imports);
  globalThis.fetch = (resource, ...rest) => (String(resource) === wasmURL
    ? Promise.resolve(new Response(wasm, { headers: { "Content-Type": "application/wasm" } }))
    : fetching(resource, ...rest));
  let pyodide;
  try {
    pyodide = await loadPyodide({ indexURL: urls.pyodide, stdLibURL: urls.stdlib, env: ENV,
                                  _loadSnapshot: snapshot });
  } finally {
    WebAssembly.instantiateStreaming = streaming;
    globalThis.fetch = fetching;
  }
  phases.restored = performance.now();
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
 * URLs (or paths, in Node). Returns {engine: {name: fn}, names, start: "snapshot" | "boot",
 * refused: null or why the snapshot was not used, ms: how long it took, phases: when each
 * step ended, pyodide}.
 */
export async function startEngine({ loadPyodide, config, urls, read, preferBoot = false }) {
  const t0 = performance.now();
  const phases = { began: t0 };  // when each step ended (performance.now()), for the bench
  let pyodide = null;
  let refused = preferBoot ? "a normal start was asked for" : null;
  if (!preferBoot) {
    try {
      pyodide = await fromSnapshot({ loadPyodide, config, urls, read, phases });
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
  phases.ready = performance.now();
  return { engine, names, start, refused, ms: phases.ready - t0, phases, pyodide };
}
