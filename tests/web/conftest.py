"""The web UI's unit tests: `web/` (for `import app`) and this folder (helpers) on the path."""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
WEB = os.path.join(os.path.dirname(os.path.dirname(HERE)), "web")
for path in (WEB, HERE):
    if path not in sys.path:
        sys.path.insert(0, path)
