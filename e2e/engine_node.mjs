// Start the built engine in Node exactly as the worker does (web/js/engine-start.js, with the
// site's own files) and run a little program against it; print the results as JSON.
//
//   node e2e/engine_node.mjs <program.json>
//
// program: {"dist": "<built site>", "preferBoot": false, "snapshot": "<another snapshot file>",
//           "steps": [{"call": "<fn>", "args": [...]}, {"py": "<expression>"},
//                     {"bots": <moves>}, …]}
// A "bots" step lets the bots of the open game play that many moves through the JSON API
// (snapshot, bot_move, play — as the UI drives them) and answers with the moves and the
// last snapshot. Every step answers in order: {"start", "refused", "results": [...]}.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const program = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const dist = path.resolve(program.dist);
const here = path.dirname(new URL(import.meta.url).pathname);
const { startEngine } = await import(pathToFileURL(path.join(here, "..", "web", "js", "engine-start.js")));
const config = JSON.parse(fs.readFileSync(path.join(dist, "engine.json"), "utf8"));
const urls = {};
for (const key of ["pyodide", "stdlib", "wheel", "engine", "snapshot"]) {
  urls[key] = path.join(dist, config[key]) + (key === "pyodide" ? "/" : "");
}
if (program.snapshot) urls.snapshot = path.resolve(program.snapshot);
const { loadPyodide } = await import(pathToFileURL(path.join(urls.pyodide, "pyodide.mjs")));

const read = async (file) => {
  const bytes = fs.readFileSync(file);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
};
const started = await startEngine({ loadPyodide, config, urls, read,
                                    preferBoot: Boolean(program.preferBoot) });
const { engine, pyodide } = started;

function playBots(count) {
  const moves = [];
  let snap = JSON.parse(engine.snapshot(-1));
  while (moves.length < count && snap.ok && !snap.over) {
    const seat = snap.to_move[0];
    const choice = JSON.parse(engine.bot_move(seat));
    if (!choice.ok) return { moves, error: choice.error };
    moves.push([seat, choice.move]);
    snap = JSON.parse(engine.play(seat, choice.move, -1));
  }
  return { moves, snapshot: snap };
}

const results = [];
for (const step of program.steps || []) {
  if ("call" in step) results.push(engine[step.call](...(step.args || [])));
  else if ("py" in step) results.push(String(pyodide.runPython(step.py)));
  else if ("bots" in step) results.push(playBots(step.bots));
}
process.stdout.write(JSON.stringify({ start: started.start, refused: started.refused, results }) + "\n");
