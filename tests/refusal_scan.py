"""Every refusal code the engines can raise, found by reading their source with `ast`.

A code is `"<namespace>.<name>"` (`pycore.refusals`). The scan reads pycore and the engine
worker (`web/worker/engine.py`) and finds

* each call of a refusal class (`IllegalMove`, `RecordError`, `SetupError`, `Refusal`) whose
  code is written out, with the names of the params it passes;
* every other text that is a code (the tables that map a phase or a pending decision to the
  code that explains it), params unknown (the engines' run in the tests checks those);
* and, as a fault, a refusal whose code is computed (an f-string, a concatenation): a code
  must be written out somewhere, or a new one could escape both scans.

Used by `tests/test_refusals.py` (English) and `tests/web/test_refusals_zh.py` (Chinese).
"""

from __future__ import annotations

import ast
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
REFUSAL_CLASSES = {"IllegalMove", "RecordError", "SetupError", "Refusal"}


def sources() -> list[str]:
    """The raisers: pycore and the worker, less the template tables (`refusals.py`), whose
    keys are codes but raise nothing."""
    paths = [os.path.join(ROOT, "web", "worker", "engine.py")]
    for folder, _, names in os.walk(os.path.join(ROOT, "pycore")):
        paths += [os.path.join(folder, name) for name in names
                  if name.endswith(".py") and name != "refusals.py"]
    return sorted(paths)


def namespaces() -> set[str]:
    from pycore import games
    from pycore.refusals import SHARED
    return set(games.ids()) | {code.split(".")[0] for code in SHARED}


def scan(paths: list[str] | None = None, spaces: set[str] | None = None) -> dict:
    """{"calls": {code: [set of param names per call]}, "codes": {code: [where]},
    "computed": [where]} for the sources at `paths`."""
    spaces = namespaces() if spaces is None else spaces
    alternatives = "|".join(sorted(spaces))
    code_re = re.compile(rf"^({alternatives})\.[a-z][a-z0-9_]*$")
    calls: dict[str, list[set[str]]] = {}
    codes: dict[str, list[str]] = {}
    computed: list[str] = []
    for path in paths or sources():
        with open(path, encoding="utf-8") as f:
            tree = ast.parse(f.read())
        where = os.path.relpath(path, ROOT)
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and code_re.match(node.value):
                codes.setdefault(node.value, []).append(f"{where}:{node.lineno}")
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in REFUSAL_CLASSES and node.args):
                continue
            first = node.args[0]
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                calls.setdefault(first.value, []).append(
                    {k.arg for k in node.keywords if k.arg is not None})
            elif isinstance(first, (ast.JoinedStr, ast.BinOp)):
                computed.append(f"{where}:{node.lineno}")
    return {"calls": calls, "codes": codes, "computed": computed}
