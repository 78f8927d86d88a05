/* The UI's compiled modules (app/**, page.mpy) in one file, put into MicroPython's file system.

   PyScript can fetch a `files` list of its config into the interpreter's file system, but one
   fetch per file: 54 fetches, whose answers it wrote from a run of microtasks that held the
   page's main thread for ~90 ms on a first visit (four times that on a phone). The build packs
   them into `ui-files.bin` instead (scripts/build_site.py `pack_ui_files`); this module fetches
   it as soon as the page's scripts run, takes the interpreter from PyScript's `onReady` hook
   (before main.py runs) and writes every file at once. main.py awaits `window.ptUiFiles`
   before its first import.

   ui-files.bin: a 4-byte little-endian length, that many bytes of JSON — [[path, size], …] in
   the order the files follow — then the files' bytes. A file that cannot be fetched or read
   makes the start fail visibly (start-watch.js: "could not finish loading", try again). */
import { hooks } from "./vendor/pyscript/core.js";

const bundle = fetch("./ui-files.bin").then((answer) => {
  if (!answer.ok) throw new Error("ui-files.bin: HTTP " + answer.status);
  return answer.arrayBuffer();
});

let takeInterpreter;
const interpreter = new Promise((resolve) => { takeInterpreter = resolve; });
hooks.main.onReady.add((wrap) => takeInterpreter(wrap.interpreter));

/* the folders above `path`, each made once (a folder that is there already fails in
   Emscripten with an ErrnoError, which is costly to make) */
function makeDirs(FS, path, made) {
  const parts = path.split("/").slice(0, -1);
  for (let i = 1; i <= parts.length; i++) {
    const dir = parts.slice(0, i).join("/");
    if (made.has(dir)) continue;
    made.add(dir);
    try { FS.mkdir(dir); } catch (e) { /* there already */ }
  }
}

/* every file of the bundle written under the interpreter's working folder; their count.
   The whole index is checked before anything is written: a damaged bundle leaves nothing
   half written. */
export function unpack(FS, buffer) {
  const head = new DataView(buffer).getUint32(0, true);
  const index = JSON.parse(new TextDecoder().decode(new Uint8Array(buffer, 4, head)));
  let end = 4 + head;
  for (const [path, size] of index) {
    if (typeof path !== "string" || path.startsWith("/") || path.includes("..")
        || !(size >= 0) || end + size > buffer.byteLength) {
      throw new Error("ui-files.bin is damaged at " + JSON.stringify(path));
    }
    end += size;
  }
  if (end !== buffer.byteLength) throw new Error("ui-files.bin is damaged: bytes left over");
  const made = new Set();
  let at = 4 + head;
  for (const [path, size] of index) {
    makeDirs(FS, path, made);
    FS.writeFile(path, new Uint8Array(buffer, at, size));
    at += size;
  }
  return index.length;
}

window.ptUiFiles = Promise.all([bundle, interpreter]).then(([buffer, mp]) => unpack(mp.FS, buffer));
/* a failure is said on the static home (main.py, which awaits this, never gets to run on) */
window.ptUiFiles.catch(() => { if (window.ptStartFailed) window.ptStartFailed(); });
