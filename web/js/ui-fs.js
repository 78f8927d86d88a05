/* What ui-start.js does to MicroPython's file system, kept apart from the page (no imports, no
   globals) so that tests run it against the real MicroPython in Node
   (tests/web/test_ui_start.py): writing the UI's bundle into it, cheaper failed lookups, and
   the import path.

   ui-files.bin: a 4-byte little-endian length, that many bytes of JSON — [[path, size], …] in
   the order the files follow — then the files' bytes. */

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

/* Emscripten's file-system failures as plain objects: what its syscalls read of them (`name`,
   `errno`), without the stack, the message and the code an `Error` subclass makes each time.
   Still an instance of the original class, for any code that asks. */
export function cheaperFailures(FS) {
  const Original = FS && FS.ErrnoError;
  if (typeof Original !== "function" || Original.ptCheap) return;
  function ErrnoError(errno) { this.errno = errno; }
  ErrnoError.prototype = Object.create(Original.prototype, {
    name: { value: "ErrnoError" }, constructor: { value: ErrnoError },
  });
  ErrnoError.ptCheap = true;
  FS.ErrnoError = ErrnoError;
}

/* the frozen modules (asyncio) first, then the working folder (the UI's modules); not `/lib`,
   where nothing is installed: every path tried for a module that is not there is one more
   failed lookup */
export const IMPORT_PATH = `import sys
sys.path[:] = [".frozen", ""]
del sys`;
