"""Lets PyPy 3.9 (Debian's `pypy3`) run pycore and botlab, for growing the arena faster
(scripts/grow_arena.sh).

Both are written for Python 3.11; the only name they import that 3.9 lacks is `typing.Self`
(an annotation, never used at run time). Nothing else is changed: the games PyPy plays are the
very games CPython plays (checked by replaying them, scripts/arena_check.py).
"""

import typing

if not hasattr(typing, "Self"):
    typing.Self = typing.Any
