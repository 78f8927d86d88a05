// Runs web/js/ui-fs.js against the real MicroPython the browser's UI uses, in Node, as
// web/js/ui-start.js runs it from PyScript's onReady hook: the cheaper file-system failures, the
// UI's bundle written into the file system, the import path; then asks Python what it sees.
// Usage: node ui_start_check.mjs <ui-files.bin> [stock]  -> prints the answers as JSON
//        ("stock": Emscripten's own failures kept, to compare what Python sees).
import { loadMicroPython } from "../../node_modules/@micropython/micropython-webassembly-pyscript/micropython.mjs";
import fs from "node:fs";
import { IMPORT_PATH, cheaperFailures, unpack } from "../../web/js/ui-fs.js";

const [bundleFile, mode] = process.argv.slice(2);
globalThis.document = { title: "a page" };   // what browser.py takes from the page
let stderr = "";
const mp = await loadMicroPython({ stdout: (l) => process.stderr.write(l + "\n"),
                                   stderr: (l) => { stderr += l + "\n"; } });
const Original = mp.FS.ErrnoError;
if (mode !== "stock") {
  cheaperFailures(mp.FS);
  cheaperFailures(mp.FS);   // a second call changes nothing
}
const failure = new mp.FS.ErrnoError(44);
const out = {
  replaced: mp.FS.ErrnoError !== Original,
  failure: { name: failure.name, errno: failure.errno, isOriginal: failure instanceof Original,
             isCurrent: failure instanceof mp.FS.ErrnoError, hasStack: "stack" in failure },
};
const bytes = fs.readFileSync(bundleFile);
const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
out.written = unpack(mp.FS, buffer);
mp.runPython(IMPORT_PATH);
const checks = `
import json, os, sys
seen = {"path": list(sys.path), "cwd": os.getcwd()}

def failed(action):
    try:
        action()
    except Exception as e:
        return [type(e).__name__, e.args[0] if e.args else None]
    return None

seen["open_missing"] = failed(lambda: open("no-such-file.txt"))
seen["stat_missing"] = failed(lambda: os.stat("no/such/folder"))
seen["mkdir_there"] = failed(lambda: os.mkdir("app"))
seen["import_missing"] = failed(lambda: __import__("no_such_module"))
import app.registry
seen["registry_file"] = app.registry.__file__
import asyncio
seen["asyncio_file"] = getattr(asyncio, "__file__", "")
import browser, js
seen["browser_file"] = browser.__file__
seen["document"] = str(browser.document.title)
seen["is_none"] = [browser.is_none(None), browser.is_none(browser.JS_NULL),
                   browser.is_none(js.JSON.parse("null")), browser.is_none(0),
                   browser.is_none(""), browser.is_none(js.Object.new())]
with open("seen.json", "w") as f:
    f.write(json.dumps(seen))
`;
try {
  mp.runPython(checks);
} catch (err) {
  process.stderr.write(String(err) + "\n" + stderr);
  process.exit(1);
}
out.python = JSON.parse(mp.FS.readFile("seen.json", { encoding: "utf8" }));
process.stdout.write(JSON.stringify(out));
