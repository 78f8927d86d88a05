// Runs tests/web/render_cases.py under the real MicroPython that the browser UI uses
// (@micropython/micropython-webassembly-pyscript, the build PyScript loads), in Node.
// Usage: node mpy_runner.mjs <web dir> <cases.json>  -> prints the results as JSON.
import { loadMicroPython } from "../../node_modules/@micropython/micropython-webassembly-pyscript/micropython.mjs";
import fs from "node:fs";
import path from "node:path";
import { copyApp } from "./mpy_fs.mjs";

const [webDir, casesFile] = process.argv.slice(2);
const here = path.dirname(new URL(import.meta.url).pathname);
let stderr = "";
const mp = await loadMicroPython({ stdout: (l) => process.stderr.write(l + "\n"),
                                   stderr: (l) => { stderr += l + "\n"; } });
copyApp(mp, path.join(webDir, "app"));
mp.FS.writeFile("/render_cases.py", fs.readFileSync(path.join(here, "render_cases.py")));
mp.FS.writeFile("/cases.json", fs.readFileSync(casesFile));
mp.FS.writeFile("/main_ui.py", fs.readFileSync(path.join(webDir, "main.py")));
try {
  mp.runPython([
    "import sys, json",
    "sys.path.insert(0, '/')",
    "compile(open('/main_ui.py').read(), 'main.py', 'exec')  # main.py needs the browser to run",
    "import render_cases",
    "with open('/cases.json') as f: cases = json.load(f)",
    "out = render_cases.run(cases)",
    "with open('/out.json', 'w') as f: f.write(json.dumps(out))",
  ].join("\n"));
} catch (err) {
  process.stderr.write(String(err) + "\n" + stderr);
  process.exit(1);
}
process.stdout.write(mp.FS.readFile("/out.json", { encoding: "utf8" }));
