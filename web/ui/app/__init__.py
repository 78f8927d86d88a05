"""Pocket Table's pure UI modules: view dicts in, HTML strings out.

Everything under `app/` runs unchanged under PyScript's MicroPython (in the browser) and under
CPython (in the unit tests), so it keeps to their common subset: no typing, dataclasses, enum or
`match`, and never relies on dict order. Only `web/ui/main.py` touches the DOM.
"""
