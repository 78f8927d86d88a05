"""The bots' lab: seeded matches between bot levels, the bot figures of `make bench`, and the
command line that runs them (`python -m botlab arena …`, `python -m botlab bench …`).

It imports pycore and watches it play; pycore never imports it. It is not in the wheel the app
installs (pyproject.toml packages pycore alone), so neither the engine worker nor its memory
snapshot carries it.

* `arena` — matches with rotating seats, win shares, think times, saved games (JSON lines);
* `bench` — every game's matches and figures, grown and re-keyed in `bench/arena/`;
* `think` — how long a level thinks, the same sampler in CPython and the browser's bench page;
* `__main__` — the command line.
"""
