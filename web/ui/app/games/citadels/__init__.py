"""Citadels on the web: its screen, drawing and words (see `app/games/__init__.py`).

`BLURB` and `SCORE_LABEL` are what the app says of Citadels before any of this folder loads:
`scripts/make_registry.py` copies them into the app's registry (`app/registry.py`).
"""

# the home screen's line under the title
BLURB = {"en": "Secret roles, building districts", "zh-Hant": "秘密角色，建造地區"}
# what the score line under the game's top bar counts (its accessible name)
SCORE_LABEL = {"en": "Points", "zh-Hant": "分數"}
