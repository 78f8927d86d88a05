"""One folder per game on the web side: `games/<id>/` holds the game's screen (`screen.py`), its
drawing primitives (`draw.py`), its words (`strings.py`) and, where the game has table options,
their part of the new-game screen (`setup_options.py`); a big screen is split into modules
by what each part draws (Citadels' strip, city, hand, dock, scoring; Notre Dame's city).
`shared.py` holds what every game's screen draws alike (the dock's prompt line).

The shared modules never name a game: they ask the registry (`app/registry.py`), which lists
every game and which of these modules it has, and imports them on first use.
"""
