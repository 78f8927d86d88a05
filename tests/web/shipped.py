"""The UI as the site ships it, for the tests that run it under the browser's MicroPython.

The build compiles the UI's modules to MicroPython bytecode (`scripts/ui_compile.py`), and the
browser loads those `.mpy` files, never the sources. `web_dir()` makes the same: a folder with
`app/` and `page.py` compiled by the build's own step and `main.py` as source, compiled once
per test session. `mpy_runner.mjs` loads whichever it is given (`mpy_fs.mjs`).
"""

import os
import shutil
import sys
import tempfile
from pathlib import Path

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
UI = os.path.join(ROOT, "web", "ui")
_BUILT = []


def web_dir():
    """The compiled UI's folder (made on the first call of the session)."""
    if not _BUILT:
        sys.path.insert(0, os.path.join(ROOT, "scripts"))
        import ui_compile
        out = Path(tempfile.mkdtemp(prefix="pt-shipped-ui-"))
        ui_compile.compile_ui(Path(UI), out)
        shutil.copy2(os.path.join(UI, "main.py"), out / "main.py")
        _BUILT.append(str(out))
    return _BUILT[0]
