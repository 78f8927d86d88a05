// Copies an app folder into a MicroPython's file system at /app, every package with it, as the
// browser gets it through ui.json: the tests under real MicroPython load what ships (the
// compiled .mpy modules of tests/web/shipped.py; a folder of .py sources works the same).
import fs from "node:fs";
import path from "node:path";

export function copyApp(mp, appDir, target = "/app") {
  mp.FS.mkdir(target);
  for (const entry of fs.readdirSync(appDir, { withFileTypes: true })) {
    const from = path.join(appDir, entry.name);
    if (entry.isDirectory() && entry.name !== "__pycache__") {
      copyApp(mp, from, target + "/" + entry.name);
    } else if (entry.isFile() && (entry.name.endsWith(".py") || entry.name.endsWith(".mpy"))) {
      mp.FS.writeFile(target + "/" + entry.name, fs.readFileSync(from));
    }
  }
}
