"""Drawn pieces of a table remembered between redraws, by exactly what they were drawn from.

Every move redraws the whole screen, and most of a drawn table has not changed: the path's
spaces no druid left or reached, the amulets no part joined. In the browser's MicroPython a
piece costs hundreds of microseconds to draw (every Python call there costs microseconds),
so a pure drawing function marked `@remembered()` is drawn once per distinct set of
arguments and then looked up.

The key is the arguments as JSON text (`json.dumps`, native code in MicroPython, so one
call): two calls share a drawing only when their arguments are the same JSON values, which
is what the views and moves from the engine are. So a remembered function must be pure:
its HTML depends on its arguments alone (the language among them), never on a
global that changes, and its arguments are JSON values (dicts with text keys, lists, text,
numbers, booleans, None). Arguments that are not JSON are drawn every time. Each table is
emptied when it grows past its limit, so memory stays bounded over a long game.

`forget_all()` empties every table (tests draw "fresh" with it and compare: a warm redraw
must equal a fresh one, tests/web/test_render_memo.py).
"""

import json

_TABLES = []


def remembered(limit=200):
    """Decorator: remember the function's HTML by its arguments."""
    def wrap(fn):
        table = {}
        _TABLES.append(table)

        def drawn(*args, **named):
            try:
                # named arguments sorted: their order in a call says nothing
                key = json.dumps([args, sorted(named.items())] if named else args)
            except (TypeError, ValueError):
                return fn(*args, **named)
            html = table.get(key)
            if html is None:
                if len(table) >= limit:
                    table.clear()
                html = fn(*args, **named)
                table[key] = html
            return html

        return drawn   # (no __name__ copied: MicroPython's functions take no attributes)
    return wrap


def forget_all():
    """Empty every remembered table."""
    for table in _TABLES:
        table.clear()
