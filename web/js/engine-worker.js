// The engine worker: a plain module Worker (no PyScript here) that starts Pyodide itself
// (engine-start.js: from the build's memory snapshot, or from scratch with micropip) and then
// answers the UI's calls: {id, fn, args} in, {id, result} or {id, error} out. The functions
// are web/worker/engine.py's exported ones; each takes strings and numbers and returns JSON text.
// Calls are answered one at a time, in order, as they came.
import { loadPyodide } from "./vendor/pyodide/pyodide.mjs";
import { startEngine } from "./engine-start.js";

const here = new URL("./", self.location.href);
const absolute = (path) => new URL(path, here).href;

async function start(preferBoot) {
  const config = await (await fetch(absolute("./engine.json"))).json();
  const urls = {};
  for (const key of ["pyodide", "stdlib", "wheel", "engine", "snapshot"]) urls[key] = absolute(config[key]);
  // The two big files come straight from the service worker's cache when it holds them:
  // the same bytes its fetch handler would hand over, at a third of the cost on a slow
  // phone. Safe for these two only: the snapshot's address names its release, and it
  // checks that the wasm is its own (engine-start.js).
  // On a first visit neither is cached yet: what was fetched is handed to the service worker,
  // which is registered once the engine is up (sw.js takes it instead of fetching it again).
  const direct = new Set([urls.snapshot, urls.pyodide + "pyodide.asm.wasm"]);
  const handoff = [];
  const read = async (url) => {
    const cached = direct.has(url) && self.caches ? await caches.match(url) : undefined;
    const response = cached || await fetch(url);
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    const bytes = await response.arrayBuffer();
    if (!cached && direct.has(url) && self.caches) handoff.push([url, bytes]);
    return bytes;
  };
  const started = await startEngine({ loadPyodide, config, urls, read, preferBoot });
  started.handoff = handoff;
  return started;
}

// Kept in a cache of its own until the service worker's install has taken it; a failure only
// costs the install a second download. Each keeps the type the server gave it: the cache
// serves these very responses later, and a wasm file without `application/wasm` cannot be
// compiled as it streams (Pyodide's own start, and the bench's bare page, then fail).
const TYPES = { wasm: "application/wasm" };

async function handOver(files) {
  try {
    const cache = await caches.open("pt-handoff");
    for (const [url, bytes] of files) {
      const type = TYPES[url.split("?")[0].split(".").pop()] || "application/octet-stream";
      await cache.put(url, new Response(bytes, { headers: { "Content-Type": type } }));
    }
  } catch (error) { /* no Cache Storage here: the install fetches them */ }
}

let engine = null;
const waiting = [];

function answer({ id, fn, args }) {
  if (!Object.prototype.hasOwnProperty.call(engine, fn)) {
    self.postMessage({ id, error: `the engine has no function ${fn}` });
    return;
  }
  try {
    self.postMessage({ id, result: String(engine[fn](...(args || []))) });
  } catch (error) {
    self.postMessage({ id, error: String(error && error.message || error) });
  }
}

self.onmessage = (event) => {
  const message = event.data || {};
  if (message.type === "start") {
    start(Boolean(message.preferBoot)).then((started) => {
      engine = started.engine;
      // performance.now() counts from the worker's own start: say when that was, page-wise.
      const phases = {};
      for (const [step, at] of Object.entries(started.phases)) phases[step] = at + performance.timeOrigin;
      self.postMessage({ type: "ready", start: started.start, refused: started.refused,
                         ms: started.ms, names: started.names, phases });
      for (const call of waiting.splice(0)) answer(call);
      handOver(started.handoff).then(() => self.postMessage({ type: "handed-over" }));
    }, (error) => {
      self.postMessage({ type: "failed", error: String(error && error.message || error) });
    });
  } else if (engine === null) {
    waiting.push(message);
  } else {
    answer(message);
  }
};
