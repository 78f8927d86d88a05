"""The coach: a hint for a seat's decision and a review of a seat's game, both worked out by
the Hard bot's search from what that seat could see.

It lives apart from `pycore.bots` because it only watches: the arena's saved games are keyed
by the bots' code (`botlab.arena.code_files`), and work on the coach must not make them stale.
"""
