"""The web UI's unit tests: `web/ui/` (for `import app`, `page`), `web/worker/` (for `import
engine`), `scripts/` (for the build's modules) and this folder (helpers) on the path."""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
UI = os.path.join(ROOT, "web", "ui")
WORKER = os.path.join(ROOT, "web", "worker")
SCRIPTS = os.path.join(ROOT, "scripts")
for path in (SCRIPTS, WORKER, UI, HERE):
    if path not in sys.path:
        sys.path.insert(0, path)
