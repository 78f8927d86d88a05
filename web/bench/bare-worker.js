// Worker half of bare.html: start Pyodide, install our wheel, import the engines.
import { loadPyodide } from "../vendor/pyodide/pyodide.mjs";

self.onmessage = async (event) => {
  const { wheel, index } = event.data;
  const pyodide = await loadPyodide({ indexURL: index });
  await pyodide.loadPackage(wheel);
  const n = pyodide.runPython("import pycore.games as g\nlen(g.all())");
  self.postMessage({ games: n });
};
