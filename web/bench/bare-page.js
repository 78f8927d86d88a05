// The benchmark's floor: Pyodide in a plain worker, our wheel loaded, the engine imported.
// Nothing PyScript. `engine_ready_warm_ratio` divides the app's time by this page's.
const config = await (await fetch("../engine.json")).json();
const wheel = new URL(config.wheel, new URL("../", location.href)).href;
const worker = new Worker("./bare-worker.js", { type: "module" });
const params = new URLSearchParams(location.search);
const game = params.get("games");
const think = params.get("think");
const hint = params.get("hint");       // the coach's hint at think's decisions
const review = params.get("review");   // the coach's whole review of a seeded game
const loop = params.get("loop");
// the level's time cap, as players get it: kept with capped=1 (the hint keeps it unless capped=0)
const capped = params.has("capped") ? params.get("capped") === "1" : Boolean(hint);
const players = Number(params.get("players") || "2");   // the table Hard thinks (or reviews) at
worker.onmessage = (event) => {
  if (event.data.gamesPerSecond !== undefined) {
    document.body.dataset.gamesPerS = String(event.data.gamesPerSecond);
    return;
  }
  if (event.data.loopMs !== undefined) {
    document.body.dataset.loopMs = String(event.data.loopMs);
    return;
  }
  if (event.data.thinkMs !== undefined) {
    document.body.dataset.thinkMs = JSON.stringify(event.data.thinkMs);
    return;
  }
  if (event.data.hintMs !== undefined) {
    document.body.dataset.hintMs = JSON.stringify(event.data.hintMs);
    return;
  }
  if (event.data.review !== undefined) {
    document.body.dataset.reviewResult = event.data.review;   // JSON: {ms, decisions, deep, moves}
    return;
  }
  const ms = performance.now();
  document.getElementById("status").textContent = "ready";
  document.body.dataset.readyMs = String(ms);
  document.body.dataset.result = JSON.stringify(event.data);
};
worker.postMessage({ wheel, game, think, hint, review, players, capped, loop, index: new URL("../vendor/pyodide/", location.href).href });
