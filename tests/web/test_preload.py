"""A game's screen modules are imported while the player reads its setup (App.preload), in a
task of their own, so the game's first frame only draws: that frame was the longest task of
a game on the page's main thread. A player who leaves the setup first loads nothing.

Each check runs in a fresh interpreter, whose `sys.modules` shows what was imported.
"""

import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

SCRIPT = """
import json, sys
from harness import make_app, run

def loaded(game_id):
    return [role for role in ("screen", "guide") if "app.games." + game_id + "." + role in sys.modules]

app, page = make_app()
run(app.boot("en", ""))
out = {"at_home": loaded("%(game)s")}

async def scenario():
    await app.tap(None, "new:%(game)s")
    out["setup_drawn"] = loaded("%(game)s")   # the setup is drawn; the preload has not run
    out["screen"] = app.screen
    if %(leave)s:
        await app.tap(None, "home")
    await page.settle()
    out["after"] = loaded("%(game)s")

run(scenario())
print(json.dumps(out))
"""


def imported(game, leave):
    script = SCRIPT % {"game": game, "leave": "True" if leave else "False"}
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=HERE,
                          timeout=120, env=dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path)))
    assert proc.returncode == 0, proc.stderr[-3000:]
    return json.loads(proc.stdout.strip().splitlines()[-1])


def test_the_setup_loads_its_game_screen_after_it_is_drawn():
    for game in ("luna", "celtica"):
        out = imported(game, leave=False)
        assert out["screen"] == "setup"
        assert out["at_home"] == [] and out["setup_drawn"] == [], out
        assert out["after"] == ["screen", "guide"], out


def test_leaving_the_setup_first_loads_nothing():
    out = imported("notre_dame", leave=True)
    assert out["after"] == [], out
