"""Notre Dame on the web: its screen, drawing and words (see `app/games/__init__.py`).

`BLURB`, `SCORE_LABEL` and `TIE_RULE` are what the app says of Notre Dame before any of this folder loads:
`scripts/make_registry.py` copies them into the app's registry (`app/registry.py`).
"""

# the home screen's line under the title
BLURB = {"en": "Draft actions, keep the plague away", "zh-Hant": "輪抽行動，遠離鼠疫"}
# what the score line under the game's top bar counts (its accessible name)
SCORE_LABEL = {"en": "Prestige", "zh-Hant": "聲望"}
# how a tie on the score is broken (the end screen says it when one was)
TIE_RULE = {"en": "more gold and cubes left", "zh-Hant": "剩下的金幣加影響力標記較多者"}
