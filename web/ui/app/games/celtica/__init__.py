"""Celtica on the web: its screen, drawing and words (see `app/games/__init__.py`).

`BLURB` and `SCORE_LABEL` are what the app says of Celtica before any of this folder loads:
`scripts/make_registry.py` copies them into the app's registry (`app/registry.py`).
"""

# the home screen's line under the title
BLURB = {"en": "Move the druids, piece amulets together", "zh-Hant": "移動德魯伊，拼出護身符"}
# what the score line under the game's top bar counts (its accessible name)
SCORE_LABEL = {"en": "Complete amulets", "zh-Hant": "完成的護身符"}
