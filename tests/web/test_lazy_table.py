"""The table's code (app/table/actions.py and what it imports) is imported only when a table is
used: MicroPython loads and runs every imported module on the page's main thread, so a player
who plays on one phone should never pay for it, at the start or later (app/table/__init__.py).

Each check runs in a fresh interpreter, whose `sys.modules` shows what was imported.
"""

import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

PREAMBLE = """
import json, re, sys
from harness import make_app, run, screen_html

async def tap(app, page, move=None, action=""):
    await app.tap(move, action)
    await page.settle()

def table_code():
    # seatlink (a link addressed to one seat) and the table's words are small and needed by
    # the share sheet and the setup: they are imported at the start on purpose
    return sorted(name for name in sys.modules if name.startswith("app.table.")
                  and name not in ("app.table.seatlink", "app.table.strings"))
"""

ONE_PHONE = PREAMBLE + """
app, page = make_app()
run(app.boot("en", ""))
assert table_code() == [], table_code()
run(tap(app, page, action="new:celtica"))
run(tap(app, page, action="start"))
played = 0
for _ in range(3):   # a few of the player's moves (the bot answers each)
    moves = re.findall(r'data-move="([^"]+)"', screen_html(app))
    if moves:
        run(tap(app, page, move=moves[0]))
        played += 1
assert played and len(app.snap["record"]["moves"]) >= played, app.snap["record"]["moves"]
save_id = app.save_id
assert save_id and app.screen == "game", app.screen
run(tap(app, page, action="home"))
run(tap(app, page, action="open:" + save_id))
assert app.screen == "game" and app.save_id == save_id
print(json.dumps(table_code()))
"""

A_TABLE = PREAMBLE + """
from table_harness import Net, make_phone, settle
net = Net()
app, page = make_phone(net)

async def table_tap(action):
    await app.tap(None, action)
    await settle(net)

run(app.boot("en", ""))
run(table_tap("new:celtica"))
run(table_tap("setup-kind:1:remote"))
run(table_tap("start"))
assert app.screen == "lobby", app.screen
print(json.dumps(table_code()))
"""


def imported_table_code(script):
    """What the script printed last: the table modules imported, as JSON."""
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=HERE,
                          timeout=120, env=dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path)))
    assert proc.returncode == 0, proc.stderr[-3000:]
    return json.loads(proc.stdout.strip().splitlines()[-1])


def test_a_game_on_one_phone_never_imports_the_table_code():
    assert imported_table_code(ONE_PHONE) == []


def test_opening_a_table_imports_it():
    assert "app.table.actions" in imported_table_code(A_TABLE)


def test_every_action_of_the_table_is_found_by_its_head_and_no_other_is():
    from app import controller
    from app import table as table_mode
    from app.table import actions
    assert actions.ACTIONS and all(head.startswith(table_mode.ACTION_PREFIX) for head in actions.ACTIONS)
    assert all(table_mode.action(head) is actions.ACTIONS[head] for head in actions.ACTIONS)
    assert not any(head.startswith(table_mode.ACTION_PREFIX) for head in controller.ACTIONS)
    assert table_mode.action("home") is None and table_mode.action("table-nothing") is None
