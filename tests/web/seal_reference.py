"""The sealed-message scheme of `web/js/seal.js` ("pt1"), in CPython with the `cryptography`
package: the reference the tests check the page's JavaScript against, in both directions.

Same arguments, same results (JSON text, spelt as JavaScript's JSON.stringify spells it):
ECDH on P-256 -> HKDF-SHA256 (salt "pt1-table|<table>", info "pt1-seat|<seat>") -> AES-GCM 256
over the raw-deflated UTF-8 text, with associated data "pt1|<table>|<seat>|<dir>|<number>";
a sealed message is base64url(iv || ciphertext+tag), unpadded. seal.js's header explains why.
"""

from __future__ import annotations

import base64
import binascii
import json
import os
import re
import zlib

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat

IV_BYTES = 12
TAG_BYTES = 16
POINT_BYTES = 65
MAX_TEXT_BYTES = 1_000_000
MAX_SEALED_CHARS = 2_000_000
B64URL = re.compile(r"[A-Za-z0-9_-]*")
NUMBER = re.compile(r"0|[1-9][0-9]*")
DAMAGED = '{"ok":false,"code":"seal.damaged"}'
FORGED = '{"ok":false,"code":"seal.forged"}'


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def from_b64url(text: object) -> bytes | None:
    """The bytes of a canonical unpadded base64url text, or None (as seal.js's fromB64url)."""
    if not isinstance(text, str) or not B64URL.fullmatch(text) or len(text) % 4 == 1:
        return None
    try:
        data = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except binascii.Error:
        return None
    return data if b64url(data) == text else None


def _dumps(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def label(table: str, seat: str, dir: str, number: int | str) -> str:
    """The associated data; ValueError on an argument seal.js refuses."""
    for part in (table, seat):
        if not isinstance(part, str) or not part or "|" in part:
            raise ValueError("table and seat are non-empty text without '|'")
    if dir not in ("h", "g", "a"):
        raise ValueError('dir is "h", "g" or "a"')
    spelt = str(number) if isinstance(number, int) and not isinstance(number, bool) and number >= 0 else number
    if not isinstance(spelt, str) or not NUMBER.fullmatch(spelt):
        raise ValueError("number is a whole number, decimal, no leading zeros")
    return f"pt1|{table}|{seat}|{dir}|{spelt}"


def _jwk_int(text: object) -> int:
    data = from_b64url(text)
    if data is None or len(data) != 32:
        raise ValueError("a JWK coordinate is 32 bytes of base64url")
    return int.from_bytes(data, "big")


def private_key(private_jwk: str) -> ec.EllipticCurvePrivateKey:
    jwk = json.loads(private_jwk)
    if not isinstance(jwk, dict) or jwk.get("kty") != "EC" or jwk.get("crv") != "P-256":
        raise ValueError("the private key is a P-256 JWK")
    public = ec.EllipticCurvePublicNumbers(_jwk_int(jwk.get("x")), _jwk_int(jwk.get("y")), ec.SECP256R1())
    return ec.EllipticCurvePrivateNumbers(_jwk_int(jwk.get("d")), public).private_key()


def public_key(peer_public: str) -> ec.EllipticCurvePublicKey:
    point = from_b64url(peer_public)
    if point is None or len(point) != POINT_BYTES or point[0] != 4:
        raise ValueError("the peer's key is a 65-byte uncompressed P-256 point")
    return ec.EllipticCurvePublicKey.from_encoded_point(ec.SECP256R1(), point)


def message_key(private_jwk: str, peer_public: str, table: str, seat: str) -> AESGCM:
    shared = private_key(private_jwk).exchange(ec.ECDH(), public_key(peer_public))
    key = HKDF(algorithm=hashes.SHA256(), length=32, salt=f"pt1-table|{table}".encode(),
               info=f"pt1-seat|{seat}".encode()).derive(shared)
    return AESGCM(key)


def new_keys() -> str:
    key = ec.generate_private_key(ec.SECP256R1())
    numbers = key.private_numbers()
    point = key.public_key().public_bytes(Encoding.X962, PublicFormat.UncompressedPoint)
    jwk = {"crv": "P-256", "d": b64url(numbers.private_value.to_bytes(32, "big")), "kty": "EC",
           "x": b64url(numbers.public_numbers.x.to_bytes(32, "big")),
           "y": b64url(numbers.public_numbers.y.to_bytes(32, "big"))}
    return _dumps({"public": b64url(point), "private": _dumps(jwk)})


def public_of(private_jwk: str) -> str:
    """The base64url public point of a private JWK."""
    return b64url(private_key(private_jwk).public_key().public_bytes(Encoding.X962, PublicFormat.UncompressedPoint))


def seal_packed(private_jwk: str, peer_public: str, table: str, seat: str, dir: str, number: int | str,
                packed: bytes) -> str:
    """Seal bytes already deflated, whatever they inflate to (the tests' bombs are made so)."""
    aad = label(table, seat, dir, number).encode()
    iv = os.urandom(IV_BYTES)
    return b64url(iv + message_key(private_jwk, peer_public, table, seat).encrypt(iv, packed, aad))


def deflate(data: bytes) -> bytes:
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    return packer.compress(data) + packer.flush()


def seal(private_jwk: str, peer_public: str, table: str, seat: str, dir: str, number: int | str,
         plaintext: str) -> str:
    text = plaintext.encode("utf-8")
    if len(text) > MAX_TEXT_BYTES:
        raise ValueError(f"the text is over {MAX_TEXT_BYTES} bytes")
    return seal_packed(private_jwk, peer_public, table, seat, dir, number, deflate(text))


def inflate_bounded(packed: bytes, limit: int) -> bytes | None:
    """One whole raw deflate stream's output, or None if it is not one or passes `limit` bytes
    (inflating no more than limit + 1 bytes to find out)."""
    inflater = zlib.decompressobj(-15)
    try:
        out = inflater.decompress(packed, limit + 1)
    except zlib.error:
        return None
    if len(out) > limit or not inflater.eof or inflater.unused_data:
        return None
    return out


def open(private_jwk: str, peer_public: str, table: str, seat: str, dir: str, number: int | str,
         sealed: str) -> str:
    try:
        aad = label(table, seat, dir, number).encode()
        data = from_b64url(sealed) if isinstance(sealed, str) and len(sealed) <= MAX_SEALED_CHARS else None
        if data is None or len(data) < IV_BYTES + TAG_BYTES:
            return DAMAGED
        box = message_key(private_jwk, peer_public, table, seat)
    except (ValueError, TypeError, KeyError):
        return DAMAGED
    try:
        packed = box.decrypt(data[:IV_BYTES], data[IV_BYTES:], aad)
    except InvalidTag:
        return FORGED
    text = inflate_bounded(packed, MAX_TEXT_BYTES)
    if text is None:
        return DAMAGED
    try:
        return _dumps({"ok": True, "text": text.decode("utf-8")})
    except UnicodeDecodeError:
        return DAMAGED
