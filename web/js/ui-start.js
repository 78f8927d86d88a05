/* The UI's MicroPython made ready before main.py runs: its files, and a cheaper start.

   PyScript hands us the interpreter in its `onReady` hook and awaits the hook before it runs
   any Python. What this module does there, each measured on a cold first visit at 4× CPU
   (docs/performance.md, "The UI's start on the main thread"):

   * **The UI's compiled modules (browser.mpy, page.mpy, app/**) in one file**, `ui-files.bin`,
     fetched as soon as the page's scripts run and written into the file system at once.
     PyScript's own `files` list would fetch each of them (54 fetches, answered from a run of
     microtasks that held the main thread ~90 ms on a first visit, four times that on a phone).
   * **Cheaper failed lookups.** MicroPython looks for every module on the file system before
     it takes a built-in one (json, os, re… can be extended by a file), and tries `.py` before
     `.mpy`: hundreds of lookups fail during the start. Each failure is thrown by Emscripten as
     an `ErrnoError`, an `Error` whose construction captures a stack, asks the wasm for the
     message and searches a table of codes — the largest single cost of the start in a CPU
     profile. Emscripten's syscalls only read the failure's `name` and `errno`, so a plain
     object carrying them replaces it. The import path also puts the frozen modules (asyncio)
     before the file system and leaves out `/lib`, where nothing is installed.

   ui-files.bin's layout and the file-system work are in ui-fs.js. A file that cannot be fetched
   or read makes the start fail visibly (start-watch.js: "could not finish loading", try again).

   `window.ptTurn()` gives the browser a turn (a paint, a tap, a timer) between the steps of
   main.py's start: MicroPython's `asyncio.sleep(0)` does not, its loop runs every ready task
   before it returns to the browser. */
import { hooks } from "./vendor/pyscript/core.js";
import { IMPORT_PATH, cheaperFailures, unpack } from "./ui-fs.js";

const bundle = fetch("./ui-files.bin").then((answer) => {
  if (!answer.ok) throw new Error("ui-files.bin: HTTP " + answer.status);
  return answer.arrayBuffer();
});

let settle;
window.ptUiFiles = new Promise((resolve, reject) => { settle = { resolve, reject }; });
/* a failure is said on the static home (main.py, which awaits this, never gets to run on) */
window.ptUiFiles.catch(() => { if (window.ptStartFailed) window.ptStartFailed(); });

hooks.main.onReady.add(async (wrap) => {
  const mp = wrap.interpreter;
  cheaperFailures(mp.FS);
  try {
    const buffer = await bundle;
    // a turn first: MicroPython's instantiation has just taken a long task of its own
    await window.ptTurn();
    const count = unpack(mp.FS, buffer);
    mp.runPython(IMPORT_PATH);
    settle.resolve(count);
  } catch (error) {
    // PyScript goes on and runs main.py, which stops at `await window.ptUiFiles`
    settle.reject(error);
  }
});

/* a turn of the browser's event loop, as a promise (a message, which no timer clamping
   delays) */
window.ptTurn = () => new Promise((resolve) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => { channel.port1.close(); resolve(); };
  channel.port2.postMessage(0);
});
