"""Celtica on the web: its screen, drawing and words (see `app/games/__init__.py`).

`BLURB`, `SCORE_LABEL` and `TIE_RULE` are what the app says of Celtica before any of this folder loads:
`scripts/make_registry.py` copies them into the app's registry (`app/registry.py`).
"""

# the home screen's line under the title
BLURB = {"en": "Move the druids, piece amulets together", "zh-Hant": "移動德魯伊，拼出護身符"}
# what the score line under the game's top bar counts (its accessible name)
SCORE_LABEL = {"en": "Complete amulets", "zh-Hant": "完成的護身符"}
# how a tie on the score is broken (the end screen says it when one was)
TIE_RULE = {"en": "the larger incomplete amulets", "zh-Hant": "未完成的護身符較大者"}
