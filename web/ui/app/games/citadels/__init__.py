"""Citadels on the web: its screen, drawing and words (see `app/games/__init__.py`).

`BLURB`, `SCORE_LABEL` and `TIE_RULE` are what the app says of Citadels before any of this folder loads:
`scripts/make_registry.py` copies them into the app's registry (`app/registry.py`).
"""

# the home screen's line under the title
BLURB = {"en": "Secret roles, building districts", "zh-Hant": "秘密角色，建造地區"}
# what the score line under the game's top bar counts (its accessible name)
SCORE_LABEL = {"en": "Points", "zh-Hant": "分數"}
# no tie-break: players tied for the most points share the win (the seed's FAQ)
TIE_RULE = None
