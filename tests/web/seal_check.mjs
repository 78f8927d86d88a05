// Runs web/js/seal.js in Node for tests/web/test_seal.py: Node 20 has the same Web Crypto
// (globalThis.crypto.subtle) and CompressionStream as the browsers.
//
//   node --no-warnings tests/web/seal_check.mjs '<request>'      or the request on stdin
//
// A request is one operation or a list of them (one Node start runs a whole batch):
//   {"op": "newKeys" | "seal" | "open" | "digest" | "random", "args": [...]}
//   {"op": "inflate", "args": [b64url deflate-raw bytes, limit]}   seal.js's bounded inflate
//   {"op": "page"}   the names in globalThis.ptSeal (what the page gets) that are the exports
// Each answers {"value": what the function resolved to} or {"error": "<name>: <message>"} if
// it rejected; "inflate" answers {"value": {"length": inflated bytes or null, "seen": n}}.
// The output is the answer, or the list of answers, as JSON on one line.
import * as seal from "../../web/js/seal.js";

async function readRequest() {
  if (process.argv.length > 2) return process.argv[2];
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}

async function perform({ op, args = [] }) {
  try {
    if (op === "inflate") {
      const bytes = new Uint8Array(Buffer.from(args[0], "base64url"));
      const { bytes: out, seen } = await seal.inflateBounded(bytes, args[1]);
      return { value: { length: out ? out.length : null, seen } };
    }
    if (op === "page") {
      return { value: Object.keys(globalThis.ptSeal).filter((name) => globalThis.ptSeal[name] === seal[name]).sort() };
    }
    if (!["newKeys", "seal", "open", "digest", "random"].includes(op)) throw new Error("unknown op " + op);
    return { value: await seal[op](...args) };
  } catch (e) {
    return { error: e.name + ": " + e.message };
  }
}

const request = JSON.parse(await readRequest());
const answers = [];
for (const one of Array.isArray(request) ? request : [request]) answers.push(await perform(one));
process.stdout.write(JSON.stringify(Array.isArray(request) ? answers : answers[0]) + "\n");
