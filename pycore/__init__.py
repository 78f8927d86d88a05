"""Pocket Table's game engines: four board games behind one protocol, plus records and bots.

Standard library only, so the same wheel runs in CPython (tests, the arena) and in Pyodide
(the browser's engine worker). Start at `pycore.protocol` and `pycore.games`.
"""

__version__ = "0.1.0"

# The record format this engine writes; links and saves with a higher number are refused.
RECORD_FORMAT = 1
