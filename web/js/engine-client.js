// The page's end of the engine worker (engine-worker.js). Loaded as a module before PyScript,
// so the engine starts while MicroPython and the UI are still loading. The UI (main.py) does
// `engine = await window.ptEngine.ready`, then `await engine.<fn>(...)`: each call returns a
// promise of the JSON text web/worker/engine.py answers, as the PyScript worker did before.
//
// `window.ptEngine.call(fn, ...args)` works at once, before the engine is up: the worker keeps
// the calls and answers them in order as soon as it has started (or each fails if it cannot).
//
// `?engine=boot` in the page's address skips the snapshot (the bench measures both starts).
// When the engine is up, <html> carries data-engine-start="snapshot" or "boot".
//
// The worker starts once sw-client.js has looked for a release waiting to take over: when one
// is taken at this start, the page reloads into it and the engine never starts here (a worker
// loading its files through the old service worker would keep it from handing over).
//
// A guest's page (opened with a link to a seat at someone else's table: `#t1.` to join a live
// table, `#m1.i.`/`#m1.t.`/`#m1.e.` from a host by message) starts no worker at all: the host's
// phone runs the game, so Pyodide is not even fetched. `window.ptEngine.wake()` starts it when
// the UI needs it after all (the guest goes home to play on this phone); `light` says which.
// So does a reload of a page left on a seat by message (`pt.current` names that seat, not a
// save: app/table/__init__.py).
const GUEST_LINK = /^#(t1\.|m1\.[ite]\.)/;
const SEAT_BY_MESSAGE = "msg-seat:";
function leftOnASeatByMessage() {
  if (location.hash.length > 1) return false;   // a link decides
  try { return (localStorage.getItem("pt.current") || "").startsWith(SEAT_BY_MESSAGE); } catch (e) { return false; }
}
const light = GUEST_LINK.test(location.hash) || leftOnASeatByMessage();
let started = false;
let worker = null;
const early = [];  // calls made before the worker exists
const pending = new Map();
let next = 0;
let failure = null;  // why the engine could not start, once it could not
let settle;
const ready = new Promise((resolve, reject) => { settle = { resolve, reject }; });
ready.catch(() => {});  // the UI reads the failure when it awaits; not an unhandled rejection
// Settles once the worker has handed the files it fetched to the service worker's install
// (engine-worker.js): sw-client.js registers the service worker after it.
let settleHandOver;
const handedOver = new Promise((resolve) => { settleHandOver = resolve; });

function call(fn, args) {
  return new Promise((resolve, reject) => {
    if (failure) {
      reject(new Error(failure));
      return;
    }
    next += 1;
    pending.set(next, { resolve, reject });
    if (worker) worker.postMessage({ id: next, fn, args });
    else early.push({ id: next, fn, args });
  });
}

function fail(message) {
  failure = message;
  settle.reject(new Error(message));
  for (const { reject } of pending.values()) reject(new Error(message));
  pending.clear();
}

function onmessage(event) {
  const message = event.data;
  if (message.type === "ready") {
    const engine = {};
    for (const name of message.names) engine[name] = (...args) => call(name, args);
    const phases = {};  // when each step of the start ended, in the page's time
    for (const [step, at] of Object.entries(message.phases)) phases[step] = at - performance.timeOrigin;
    window.ptEngine.info = { start: message.start, refused: message.refused, ms: message.ms,
                             phases, readyAt: performance.now() };
    document.documentElement.setAttribute("data-engine-start", message.start);
    settle.resolve(engine);
  } else if (message.type === "handed-over") {
    settleHandOver();
    // The release in use may lack the engine's files (installed on a guest's phone): they join it.
    if (navigator.serviceWorker) {
      navigator.serviceWorker.ready.then((registration) => {
        if (registration.active) registration.active.postMessage("fill-engine");
      }, () => {});
    }
  } else if (message.type === "failed") {
    fail(message.error);
    settleHandOver();
  } else if (pending.has(message.id)) {
    const { resolve, reject } = pending.get(message.id);
    pending.delete(message.id);
    if ("error" in message) reject(new Error(message.error));
    else resolve(message.result);
  }
}

function start() {
  if (started) return;
  started = true;
  if (window.ptUpdate && window.ptUpdate.applying) {  // the page reloads into a release
    settleHandOver();
    return;
  }
  worker = new Worker(new URL("./engine-worker.js", import.meta.url), { type: "module" });
  window.ptEngine.worker = worker;  // for sw-client.js: a release taking over stops it first
  worker.onmessage = onmessage;
  worker.onerror = (event) => {
    event.preventDefault();
    fail(event.message || "the engine worker could not start");
    settleHandOver();
  };
  const preferBoot = new URLSearchParams(location.search).get("engine") === "boot";
  worker.postMessage({ type: "start", preferBoot });
  for (const message of early.splice(0)) worker.postMessage(message);
}

function wake() {
  const checked = window.ptUpdate && window.ptUpdate.checked;
  if (checked) checked.then(start, start); else start();
}

window.ptEngine = { ready, handedOver, light, wake, info: null, worker: null,
                    call: (fn, ...args) => { wake(); return call(fn, args); } };
if (light) settleHandOver();   // nothing to hand over: the service worker may register at once
else wake();
