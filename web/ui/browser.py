"""What the MicroPython UI needs of the browser, from MicroPython's own `js` and `jsffi` modules.

PyScript's `pyscript` package offers the same names (`document`, `window`, `create_proxy`,
`to_js`, `is_none`), but importing it imports its whole package (display, fetch, storage,
websocket, events, workers: a dozen modules) on the main thread at every start: 120 ms of one
task at 4× CPU, measured. These are the few names the UI uses, made as that package makes them
under MicroPython (pyscript/context.py, pyscript/ffi.py), so nothing imports `pyscript` and the
build leaves its sources out of the start (scripts/build_site.py `without_package_imports`).
"""

import js
from jsffi import create_proxy, to_js  # noqa: F401  (the UI's names for them)

window = js            # MicroPython's `js` module is the page's global object
document = js.document
# JavaScript's null as MicroPython sees it (undefined arrives as None)
JS_NULL = js.Object.getPrototypeOf(js.Object.prototype)


def is_none(value):
    """`value` is None, JavaScript's undefined or JavaScript's null."""
    return value is None or value is JS_NULL


async def fetch_text(url):
    """The text at `url` if the server answered 2xx; None on any failure."""
    try:
        response = await window.fetch(url)
        return str(await response.text()) if response.ok else None
    except Exception:
        return None
