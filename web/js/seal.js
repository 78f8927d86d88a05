// Pocket Table's sealed messages: what the host's phone sends one seat (and that seat sends
// back) through a group chat, readable by that seat alone. Everything here is the platform's
// Web Crypto; nothing is hand-rolled. A guest's phone has no Pyodide, so this runs in the
// page's JavaScript, and the MicroPython UI calls it through `js` (every call is a promise;
// strings in, strings out). tests/web/seal_reference.py is the same scheme in CPython.
//
// The scheme ("pt1"):
// * keys: ECDH on P-256 (every phone browser with Web Crypto has it; X25519 came only with
//   Chrome 133, Firefox 130, Safari 17). A public key travels as the 65-byte uncompressed
//   point in base64url; a private key stays on its phone as a JWK.
// * the message key: ECDH(own private, peer public) -> 256 bits -> HKDF-SHA256, salt
//   "pt1-table|<table>", info "pt1-seat|<seat>" -> an AES-GCM 256 key. Host and seat reach the
//   same key from either side.
// * a sealed message: base64url(iv (12 random bytes) || AES-GCM(deflate-raw(UTF-8 text))),
//   with associated data "pt1|<table>|<seat>|<dir>|<number>": dir "h" host -> seat, "g" seat ->
//   host, "a" a seat's answer to its invite (numbered by the invite). A message replayed under another number, turned back at its sender, or moved to
//   another seat or table fails the check like a changed byte does.
//
// window.ptSeal (also exported, for tests/web/seal_check.mjs):
//   newKeys()                                  -> '{"public": b64url, "private": JWK text}'
//   seal(jwk, peerPublic, table, seat, dir, number, text) -> b64url (rejects bad arguments)
//   open(jwk, peerPublic, table, seat, dir, number, sealed) -> '{"ok":true,"text":...}', or
//       '{"ok":false,"code":"seal.damaged"}' (not base64url, too short, a bad key or point,
//       not deflate, not UTF-8, too long once inflated, or a bad argument), or
//       '{"ok":false,"code":"seal.forged"}' (the AES-GCM check failed); it never rejects
//   digest(text) -> hex SHA-256 of the UTF-8 text;  random(n) -> n random bytes, b64url

const CURVE = { name: "ECDH", namedCurve: "P-256" };
const IV_BYTES = 12;
const TAG_BYTES = 16;
const POINT_BYTES = 65;             // 0x04 || x || y
// A text is at most this many UTF-8 bytes: seal refuses a longer one, and open stops
// inflating as soon as it passes it (a small message can inflate to gigabytes).
export const MAX_TEXT_BYTES = 1000000;
// Far past any link a messenger carries; a longer one is not decoded at all.
const MAX_SEALED_CHARS = 2000000;
// open feeds the inflater this much at a time, reading as it goes: one piece of a deflate
// stream inflates to at most ~1032 times its size, so a bomb stops within ~264 KB of the bound.
const INFLATE_PIECE = 256;
const B64URL = /^[A-Za-z0-9_-]*$/;
const DIRECTIONS = ["h", "g", "a"];
const NUMBER = /^(0|[1-9][0-9]*)$/;
const DAMAGED = '{"ok":false,"code":"seal.damaged"}';
const FORGED = '{"ok":false,"code":"seal.forged"}';

const utf8 = new TextEncoder();

function concat(parts) {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) { out.set(part, at); at += part.length; }
  return out;
}

function toB64url(bytes) {
  let binary = "";
  for (let at = 0; at < bytes.length; at += 0x8000) {
    binary += String.fromCharCode.apply(null, bytes.subarray(at, at + 0x8000));
  }
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

// The bytes of a base64url text, or null. Only the canonical spelling counts (no padding, no
// other characters, unused low bits zero), so each byte string has exactly one text.
function fromB64url(text) {
  if (typeof text !== "string" || !B64URL.test(text) || text.length % 4 === 1) return null;
  const padded = text.replace(/-/g, "+").replace(/_/g, "/") + "==".slice(0, (4 - text.length % 4) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return toB64url(bytes) === text ? bytes : null;
}

// The associated data of one message; throws on an argument that could make two messages'
// labels alike ("|" in a table or seat, a number spelt two ways).
function label(table, seat, dir, number) {
  for (const part of [table, seat]) {
    if (typeof part !== "string" || part === "" || part.includes("|")) {
      throw new TypeError("seal: table and seat are non-empty text without '|'");
    }
  }
  if (!DIRECTIONS.includes(dir)) throw new TypeError('seal: dir is "h", "g" or "a"');
  const spelt = typeof number === "number" && Number.isSafeInteger(number) && number >= 0
    ? String(number) : number;
  if (typeof spelt !== "string" || !NUMBER.test(spelt)) {
    throw new TypeError("seal: number is a whole number, decimal, no leading zeros");
  }
  return "pt1|" + table + "|" + seat + "|" + dir + "|" + spelt;
}

async function messageKey(privateJwk, peerPublic, table, seat) {
  const jwk = JSON.parse(privateJwk);
  if (!jwk || jwk.kty !== "EC" || jwk.crv !== "P-256" || typeof jwk.d !== "string") {
    throw new TypeError("seal: the private key is a P-256 JWK");
  }
  // Only the key's own fields: a stored key_ops or ext must not make the import fail.
  const own = await crypto.subtle.importKey(
    "jwk", { kty: "EC", crv: "P-256", x: jwk.x, y: jwk.y, d: jwk.d }, CURVE, false, ["deriveBits"]);
  const point = fromB64url(peerPublic);
  if (!point || point.length !== POINT_BYTES || point[0] !== 4) {
    throw new TypeError("seal: the peer's key is a 65-byte uncompressed P-256 point");
  }
  const peer = await crypto.subtle.importKey("raw", point, CURVE, false, []);
  const shared = await crypto.subtle.deriveBits({ name: "ECDH", public: peer }, own, 256);
  const hkdf = await crypto.subtle.importKey("raw", shared, "HKDF", false, ["deriveKey"]);
  return crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: utf8.encode("pt1-table|" + table), info: utf8.encode("pt1-seat|" + seat) },
    hkdf, { name: "AES-GCM", length: 256 }, false, ["encrypt", "decrypt"]);
}

async function deflate(bytes) {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

// Inflate raw deflate, stopping as soon as the output passes `limit` bytes. Returns
// {bytes, seen}: bytes is null when the input is not one whole deflate stream or inflates past
// the limit; seen counts the bytes inflated before it stopped. The input goes in small pieces,
// each written only once the reader has taken what came before (the stream's backpressure),
// because an inflater turns one written chunk into all of its output at once.
export async function inflateBounded(bytes, limit) {
  const inflater = new DecompressionStream("deflate-raw");
  const writer = inflater.writable.getWriter();
  const reader = inflater.readable.getReader();
  const feeding = (async () => {
    for (let at = 0; at < bytes.length; at += INFLATE_PIECE) {
      await writer.write(bytes.subarray(at, at + INFLATE_PIECE));
    }
    await writer.close();
  })();
  feeding.catch(() => {});   // its failure is the reader's too: reported there
  const parts = [];
  let seen = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      seen += value.length;
      if (seen > limit) {
        reader.cancel().catch(() => {});
        return { bytes: null, seen };
      }
      parts.push(value);
    }
    await feeding;
  } catch (e) {
    return { bytes: null, seen };
  }
  return { bytes: concat(parts), seen };
}

export async function newKeys() {
  const pair = await crypto.subtle.generateKey(CURVE, true, ["deriveBits"]);
  const point = new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey));
  const jwk = await crypto.subtle.exportKey("jwk", pair.privateKey);
  const own = JSON.stringify({ crv: jwk.crv, d: jwk.d, kty: jwk.kty, x: jwk.x, y: jwk.y });
  return JSON.stringify({ public: toB64url(point), private: own });
}

export async function seal(privateJwk, peerPublic, table, seat, dir, number, plaintext) {
  const additionalData = utf8.encode(label(table, seat, dir, number));
  if (typeof plaintext !== "string") throw new TypeError("seal: the text is a string");
  const text = utf8.encode(plaintext);
  if (text.length > MAX_TEXT_BYTES) throw new RangeError("seal: the text is over " + MAX_TEXT_BYTES + " bytes");
  const key = await messageKey(privateJwk, peerPublic, table, seat);
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const box = await crypto.subtle.encrypt({ name: "AES-GCM", iv, additionalData }, key, await deflate(text));
  return toB64url(concat([iv, new Uint8Array(box)]));
}

export async function open(privateJwk, peerPublic, table, seat, dir, number, sealed) {
  let additionalData, bytes, key;
  try {
    additionalData = utf8.encode(label(table, seat, dir, number));
    bytes = typeof sealed === "string" && sealed.length <= MAX_SEALED_CHARS ? fromB64url(sealed) : null;
    if (!bytes || bytes.length < IV_BYTES + TAG_BYTES) return DAMAGED;
    key = await messageKey(privateJwk, peerPublic, table, seat);
  } catch (e) {
    return DAMAGED;
  }
  let packed;
  try {
    packed = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: bytes.subarray(0, IV_BYTES), additionalData }, key, bytes.subarray(IV_BYTES));
  } catch (e) {
    return FORGED;
  }
  try {
    const inflated = await inflateBounded(new Uint8Array(packed), MAX_TEXT_BYTES);
    if (!inflated.bytes) return DAMAGED;
    // fatal: bytes that are not UTF-8 are refused, not patched; ignoreBOM: a leading U+FEFF
    // is the sender's text, kept as Python keeps it.
    const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(inflated.bytes);
    return JSON.stringify({ ok: true, text });
  } catch (e) {
    return DAMAGED;
  }
}

export async function digest(text) {
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", utf8.encode(text)));
  return Array.from(hash, (b) => b.toString(16).padStart(2, "0")).join("");
}

export async function random(n) {
  if (!Number.isSafeInteger(n) || n < 1 || n > 65536) throw new RangeError("random: 1 to 65536 bytes");
  return toB64url(crypto.getRandomValues(new Uint8Array(n)));
}

globalThis.ptSeal = { newKeys, seal, open, digest, random };
