// Runs tests/web/render_cases.py under the real MicroPython that the browser UI uses
// (@micropython/micropython-webassembly-pyscript, the build PyScript loads), in Node.
// Usage: node mpy_runner.mjs <web dir> <cases.json>  -> prints the results as JSON.
//        node mpy_runner.mjs <web dir> <cases.json> app  -> runs tests/web/app_cases.py instead
//        (the app controller through scripted sessions; cases.json holds [cases, engine logs]).
import { loadMicroPython } from "../../node_modules/@micropython/micropython-webassembly-pyscript/micropython.mjs";
import fs from "node:fs";
import path from "node:path";
import { copyApp } from "./mpy_fs.mjs";

const [webDir, casesFile, mode] = process.argv.slice(2);
const here = path.dirname(new URL(import.meta.url).pathname);
let stderr = "";
const mp = await loadMicroPython({ stdout: (l) => process.stderr.write(l + "\n"),
                                   stderr: (l) => { stderr += l + "\n"; } });
copyApp(mp, path.join(webDir, "app"));
mp.FS.writeFile("/render_cases.py", fs.readFileSync(path.join(here, "render_cases.py")));
mp.FS.writeFile("/app_cases.py", fs.readFileSync(path.join(here, "app_cases.py")));
mp.FS.writeFile("/cases.json", fs.readFileSync(casesFile));
mp.FS.writeFile("/main_ui.py", fs.readFileSync(path.join(webDir, "main.py")));
const setup = [
  "import sys, json",
  "sys.path.insert(0, '/')",
  "compile(open('/main_ui.py').read(), 'main.py', 'exec')  # main.py needs the browser to run",
  "with open('/cases.json') as f: cases = json.load(f)",
];
const render = [
  "import render_cases",
  "out = render_cases.run(cases)",
];
const app = [
  "import app_cases",
  "out = await app_cases.run(cases[0], [app_cases.Replay(log) for log in cases[1]])",
];
try {
  await mp.runPythonAsync(setup.concat(mode === "app" ? app : render, [
    "with open('/out.json', 'w') as f: f.write(json.dumps(out))",
  ]).join("\n"));
} catch (err) {
  process.stderr.write(String(err) + "\n" + stderr);
  process.exit(1);
}
process.stdout.write(mp.FS.readFile("/out.json", { encoding: "utf8" }));
