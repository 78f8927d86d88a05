// Worker half of bare.html: start Pyodide, install our wheel, import the engines; with a game
// id, also play random games of it for three seconds and report games per second; with a
// `think` game id, time the Hard bot at sampled decisions (botlab/think.py, which the build
// puts beside this page: the wheel holds only the app) at a table of `players` seats
// (`capped` keeps its time cap, as players get it); with a `hint` game id, time the coach's
// hint at the same decisions; with a `review` game id, time
// the coach's whole review of seat 0 of a seeded game of `players` Easy bots;
// with `loop`, time a fixed pure-Python loop (the bench runs it at 1x and 4x CPU throttle to
// prove that the throttle reaches this worker, not only the page).
import { loadPyodide } from "../vendor/pyodide/pyodide.mjs";

const FIXED_LOOP = `
import time
def fixed_loop(runs=5):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        total = 0
        for i in range(1_000_000):
            total += i * i % 7
        times.append((time.perf_counter() - start) * 1000)
    return sorted(times)[runs // 2]
`;

const RANDOM_GAMES = `
import time
from pycore import games
from pycore.rng import Rng

def games_per_second(game_id, seconds=3.0):
    rules = games.get(game_id)
    counts = list(rules.players)
    done, seed, start = 0, 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        state, chooser = rules.new_game(counts[seed % len(counts)], seed), Rng(seed)
        while not state.is_over():
            seat = chooser.choice(state.to_move())
            state.push(seat, chooser.choice(state.legal_moves(seat)))
        done, seed = done + 1, seed + 1
    return done / (time.perf_counter() - start)
`;

self.onmessage = async (event) => {
  const { wheel, index, game, think, hint, review, players, capped, loop } = event.data;
  const pyodide = await loadPyodide({ indexURL: index });
  await pyodide.loadPackage(wheel);
  const n = pyodide.runPython("import pycore.games as g\nlen(g.all())");
  self.postMessage({ games: n });
  if (game) {
    pyodide.runPython(RANDOM_GAMES);
    const rate = pyodide.globals.get("games_per_second")(game);
    self.postMessage({ gamesPerSecond: rate });
  }
  if (loop) {
    pyodide.runPython(FIXED_LOOP);
    const ms = pyodide.globals.get("fixed_loop")();
    self.postMessage({ loopMs: ms });
  }
  if (think || hint || review) {
    pyodide.FS.writeFile("/home/pyodide/think.py", await (await fetch("./think.py")).text());
  }
  const seats = Number(players) || 2;
  if (think) {
    const times = pyodide.runPython(
      `from think import think_sample\n` +
      `think_sample(${JSON.stringify(think)}, players=${seats}, ` +
      `capped=${capped ? "True" : "False"})`);
    self.postMessage({ thinkMs: times.toJs() });
  }
  if (hint) {
    const times = pyodide.runPython(
      `from think import hint_sample\n` +
      `hint_sample(${JSON.stringify(hint)}, players=${seats}, ` +
      `capped=${capped ? "True" : "False"})`);
    self.postMessage({ hintMs: times.toJs() });
  }
  if (review) {
    const told = pyodide.runPython(
      `import json\nfrom think import review_sample\n` +
      `json.dumps(review_sample(${JSON.stringify(review)}, players=${seats}))`);
    self.postMessage({ review: told });
  }
};
