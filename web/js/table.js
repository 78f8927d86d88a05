// Pocket Table's WebRTC and QR glue for several phones at one table (web/ui/app/table/ decides
// everything; this file only talks to the browser). Served from our origin like every file:
// the QR encoder and decoder are the npm package `qr` (paulmillr), copied into vendor/qr/.
//
// window.ptTable:
//   offer(key, iceJson)          -> Promise<offer SDP text | "">   a new connection (host side)
//   answer(key, offerSdp, ice)   -> Promise<answer SDP text | "">  answer an offer (guest side)
//   accept(key, answerSdp)       -> Promise<bool>                 the guest's answer (host side)
//   send(key, text) -> bool;  close(key);  random(n) -> text
//   paint(root)                  draw a QR code into every [data-qr] element under root
//   scanStart() -> Promise<bool>; scanStop()   the camera, into [data-scan-video]
//   copy(text) -> Promise<bool>
// Events go to handlers the UI sets: onpeer(key, event, data) with event "open", "message",
// "too_big" (a message dropped unread for its size), "wait" (the connection falters), "back"
// (it recovered), "closed"; onscan(text).
import encodeQR from "./vendor/qr/index.js";

const peers = new Map();          // key -> {pc, ch, state}
const GATHER_MS = 5000;           // ICE gathering waits at most this long (a STUN server may not answer)
const MAX_BUFFERED = 8 * 1024 * 1024;
const CHUNK = 16000;              // characters per data-channel message: every browser takes 16 KB
const MAX_PARTS = 400;            // parts of one message, however short each is
// What one message may hold, in characters, by who sends it: web/ui/app/table/protocol.py's
// MAX_FROM_GUEST and MAX_FROM_HOST (tests/web/test_table_protocol.py checks they agree). A
// message past it is judged by its size alone, part by part as the parts arrive: they are
// dropped, never put together, and the UI hears "too_big" once (the host counts a strike).
const MAX_FROM_GUEST = 2000;
const MAX_FROM_HOST = 600000;
const DROPPING = "dropping";      // peer.parts while the rest of a too-long message arrives
let scanning = null;

function emit(key, event, data) {
  const fn = window.ptTable.onpeer;
  if (typeof fn === "function") {
    try { fn(key, event, data === undefined ? "" : data); } catch (e) { console.error(e); }
  }
}

function iceServers(iceJson) {
  try {
    const list = JSON.parse(iceJson || "[]");
    return Array.isArray(list) ? list.filter((s) => s && typeof s.urls === "string" && s.urls.startsWith("stun:")) : [];
  } catch (e) {
    return [];
  }
}

function gathered(pc) {
  return new Promise((resolve) => {
    if (pc.iceGatheringState === "complete") { resolve(); return; }
    const timer = setTimeout(resolve, GATHER_MS);
    pc.addEventListener("icegatheringstatechange", () => {
      if (pc.iceGatheringState === "complete") { clearTimeout(timer); resolve(); }
    });
  });
}

function connection(key, iceJson, limit) {
  close(key);
  const pc = new RTCPeerConnection({ iceServers: iceServers(iceJson) });
  // One channel, negotiated on both sides (id 0): no in-band setup message to wait for.
  const ch = pc.createDataChannel("table", { negotiated: true, id: 0, ordered: true });
  const peer = { pc, ch, open: false, parts: null, size: 0, limit };
  peers.set(key, peer);
  ch.onopen = () => { peer.open = true; emit(key, "open"); };
  ch.onclose = () => { if (peers.get(key) === peer) { peers.delete(key); emit(key, "closed"); } };
  ch.onmessage = (event) => receive(key, peer, event.data);
  pc.onconnectionstatechange = () => {
    if (peers.get(key) !== peer) return;
    const s = pc.connectionState;
    if (s === "disconnected") emit(key, "wait");
    else if (s === "connected" && peer.open) emit(key, "back");
    else if (s === "failed" || s === "closed") { peers.delete(key); try { pc.close(); } catch (e) {} emit(key, "closed"); }
  };
  return peer;
}

// Long texts travel in parts: "+<text>" for a part that more follow, "=<text>" for the last;
// a text without either mark is whole. Sizes are judged before anything is copied or joined.
function receive(key, peer, data) {
  if (typeof data !== "string") { emit(key, "message", ""); return; }   // not text: garbage
  const mark = data[0];
  if (mark !== "+" && mark !== "=") {
    if (data.length > peer.limit) emit(key, "too_big");
    else emit(key, "message", data);
    return;
  }
  if (peer.parts === null) { peer.parts = []; peer.size = 0; }
  if (peer.parts !== DROPPING) {
    peer.size += data.length - 1;
    if (peer.size > peer.limit || peer.parts.length >= MAX_PARTS) {
      peer.parts = DROPPING;
      emit(key, "too_big");
    } else {
      peer.parts.push(data.slice(1));
    }
  }
  if (mark === "=") {
    const parts = peer.parts;
    peer.parts = null;
    if (parts !== DROPPING) emit(key, "message", parts.join(""));
  }
}

async function offer(key, iceJson) {
  try {
    const peer = connection(key, iceJson, MAX_FROM_GUEST);   // the host's end: a guest speaks
    await peer.pc.setLocalDescription(await peer.pc.createOffer());
    await gathered(peer.pc);
    return peer.pc.localDescription.sdp;
  } catch (e) {
    console.error(e);
    return "";
  }
}

async function answer(key, offerSdp, iceJson) {
  try {
    const peer = connection(key, iceJson, MAX_FROM_HOST);    // a guest's end: the host speaks
    await peer.pc.setRemoteDescription({ type: "offer", sdp: offerSdp });
    await peer.pc.setLocalDescription(await peer.pc.createAnswer());
    await gathered(peer.pc);
    return peer.pc.localDescription.sdp;
  } catch (e) {
    console.error(e);
    return "";
  }
}

async function accept(key, answerSdp) {
  const peer = peers.get(key);
  if (!peer) return false;
  try {
    await peer.pc.setRemoteDescription({ type: "answer", sdp: answerSdp });
    return true;
  } catch (e) {
    console.error(e);
    return false;
  }
}

const stats = { messages: 0, chars: 0 };   // what this page sent (make bench reads it)

function send(key, text) {
  const peer = peers.get(key);
  if (!peer || !peer.open || peer.ch.readyState !== "open" || peer.ch.bufferedAmount > MAX_BUFFERED) return false;
  text = String(text);
  try {
    stats.messages += 1;
    stats.chars += text.length;
    if (text.length <= CHUNK && !text.startsWith("+") && !text.startsWith("=")) {
      peer.ch.send(text);
      return true;
    }
    for (let i = 0; i < text.length; i += CHUNK) {
      const last = i + CHUNK >= text.length;
      peer.ch.send((last ? "=" : "+") + text.slice(i, i + CHUNK));
    }
    return true;
  } catch (e) {
    return false;
  }
}

function close(key) {
  const peer = peers.get(key);
  if (!peer) return;
  peers.delete(key);
  try { peer.ch.close(); } catch (e) {}
  try { peer.pc.close(); } catch (e) {}
}

function random(n) {
  const chars = "abcdefghijklmnopqrstuvwxyz0123456789";
  const bytes = new Uint8Array(n);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => chars[b % 36]).join("");
}

const painted = new Map();   // text -> SVG markup (a redraw repaints the same code at once)

function paint(root) {
  (root || document).querySelectorAll("[data-qr]").forEach((el) => {
    const text = el.getAttribute("data-qr") || "";
    if (!text || el.getAttribute("data-qr-painted") === text) return;
    let svg = painted.get(text);
    if (!svg) {
      try {
        svg = encodeQR(text, "svg", { ecc: "medium", border: 2 });
      } catch (e) {
        svg = "";
      }
      if (painted.size > 50) painted.clear();
      painted.set(text, svg);
    }
    el.innerHTML = svg;
    el.setAttribute("data-qr-painted", text);
  });
}

async function scanStart() {
  scanStop();
  let stream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
  } catch (e) {
    return false;
  }
  const { decodeQR } = await import("./vendor/qr/decode.js");
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  const state = { stream, timer: 0, video: null };
  scanning = state;
  const tick = () => {
    if (scanning !== state) return;
    const video = document.querySelector("[data-scan-video]");
    if (video && video !== state.video) {
      state.video = video;
      video.srcObject = stream;
      video.play().catch(() => {});
    }
    if (video && video.videoWidth > 0) {
      const scale = Math.min(1, 960 / Math.max(video.videoWidth, video.videoHeight));
      canvas.width = Math.round(video.videoWidth * scale);
      canvas.height = Math.round(video.videoHeight * scale);
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      let text = null;
      try {
        text = decodeQR(context.getImageData(0, 0, canvas.width, canvas.height));
      } catch (e) {
        text = null;   // no code in this frame: the next one
      }
      if (text) {
        scanStop();
        const fn = window.ptTable.onscan;
        if (typeof fn === "function") fn(String(text));
        return;
      }
    }
    state.timer = setTimeout(tick, 150);
  };
  tick();
  return true;
}

function scanStop() {
  const state = scanning;
  scanning = null;
  if (!state) return;
  clearTimeout(state.timer);
  state.stream.getTracks().forEach((t) => t.stop());
  if (state.video) state.video.srcObject = null;
}

async function copy(text) {
  try {
    await navigator.clipboard.writeText(String(text));
    return true;
  } catch (e) {
    return false;
  }
}

window.ptTable = {
  available: typeof RTCPeerConnection === "function",
  offer, answer, accept, send, close, random, paint, scanStart, scanStop, copy, stats,
  onpeer: null, onscan: null,
};
