"""Serve a built site on 127.0.0.1 as a static host should: the right MIME types (`.wasm` as
application/wasm) and the headers the build wrote in `_headers` (the Content-Security-Policy
and friends, in the format Netlify and Cloudflare Pages read).

`python scripts/serve.py --port 8000 dist` serves `dist/` at `/`; `--base /pocket-table/`
serves it under a sub-path instead (the e2e tests check that the app works there too).
`--gzip` compresses responses as a static host does (`make bench` measures a phone's first
visit that way).

Every response is counted at the server (`httpd.served`: one `[path, status, body bytes]` a
request), so the tests and the bench measure what a visit really transfers.
"""

from __future__ import annotations

import argparse
import contextlib
import email.utils
import functools
import gzip
import http.server
import io
import os
import sys
import threading
from pathlib import Path

TYPES = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".json": "application/json",
    ".py": "text/plain; charset=utf-8",
    ".mpy": "application/octet-stream",   # the UI's modules, compiled (ui_compile.py)
    ".whl": "application/zip",
    ".zip": "application/zip",
    ".css": "text/css",
    ".html": "text/html; charset=utf-8",
    ".png": "image/png",
    ".svg": "image/svg+xml",
}


def read_headers(directory: str) -> list[tuple[str, str]]:
    """The headers of the `/*` block of the site's `_headers` file ([] without one)."""
    path = Path(directory) / "_headers"
    if not path.exists():
        return []
    headers = []
    in_block = False
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        if not line[0].isspace():
            in_block = line.strip() == "/*"
        elif in_block and ":" in line:
            name, _, value = line.strip().partition(":")
            headers.append((name.strip(), value.strip()))
    return headers


class Handler(http.server.SimpleHTTPRequestHandler):
    base = "/"
    site_headers: list[tuple[str, str]] = []
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES}

    def translate_path(self, path: str) -> str:
        if self.base != "/":
            if not path.startswith(self.base):
                return str(Path(self.directory) / "__missing__")
            path = "/" + path[len(self.base):]
        return super().translate_path(path)

    def end_headers(self) -> None:
        names = [name.lower() for name, _ in self.site_headers]
        for name, value in self.site_headers:
            self.send_header(name, value)
        if "cache-control" not in names:
            # Revalidate every time: the service worker, not the HTTP cache, is the offline store.
            self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args) -> None:
        if "-v" in sys.argv:
            super().log_message(format, *args)

    def send_response(self, code, message=None) -> None:
        self._entry = [self.path.split("?")[0], int(code), 0]
        served = getattr(self.server, "served", None)
        if served is not None:
            served.append(self._entry)
        super().send_response(code, message)

    def copyfile(self, source, outputfile) -> None:
        data = source.read()
        self._entry[2] += len(data)
        outputfile.write(data)


class GzipHandler(Handler):
    """Gzip (level 6, as static hosts do) every response to a client that accepts it."""

    _cache: dict[tuple[str, float], bytes] = {}
    _lock = threading.Lock()

    def send_head(self):
        path = self.translate_path(self.path)
        if (os.path.isdir(path) or not os.path.isfile(path)
                or "gzip" not in self.headers.get("Accept-Encoding", "")):
            return super().send_head()
        mtime = os.path.getmtime(path)
        since = self.headers.get("If-Modified-Since")
        if since:  # revalidation: the service worker's precache asks so ("no-cache")
            try:
                if int(mtime) <= email.utils.parsedate_to_datetime(since).timestamp():
                    self.send_response(304)
                    self.end_headers()
                    return None
            except (TypeError, ValueError):
                pass
        key = (path, mtime)
        with self._lock:
            body = self._cache.get(key)
            if body is None:
                with open(path, "rb") as f:
                    body = self._cache[key] = gzip.compress(f.read(), 6, mtime=0)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Last-Modified", self.date_time_string(int(mtime)))
        self.end_headers()
        return io.BytesIO(body)


def make_server(directory: str, port: int, base: str = "/",
                compress: bool = False) -> http.server.ThreadingHTTPServer:
    base = "/" + base.strip("/") + "/" if base.strip("/") else "/"
    handler = functools.partial(
        type("BasedHandler", (GzipHandler if compress else Handler,),
             {"base": base, "site_headers": read_headers(directory)}),
        directory=directory)
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)
    httpd.base = base  # type: ignore[attr-defined]
    httpd.served = []  # type: ignore[attr-defined]
    return httpd


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("directory", nargs="?", default="dist")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--base", default="/")
    parser.add_argument("--gzip", action="store_true", help="compress as a static host does")
    parser.add_argument("-v", action="store_true", help="log every request")
    args = parser.parse_args()
    server = make_server(args.directory, args.port, args.base, compress=args.gzip)
    print(f"Serving {args.directory}/ on http://127.0.0.1:{args.port}{server.base}")
    with contextlib.suppress(KeyboardInterrupt):
        server.serve_forever()


if __name__ == "__main__":
    main()
