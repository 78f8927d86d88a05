"""Luna on the web: its screen, drawing and words (see `app/games/__init__.py`).

`BLURB`, `SCORE_LABEL` and `TIE_RULE` are what the app says of Luna before any of this folder loads:
`scripts/make_registry.py` copies them into the app's registry (`app/registry.py`).
"""

# the home screen's line under the title
BLURB = {"en": "Priestesses on the moon islands", "zh-Hant": "月之島上的女祭司"}
# what the score line under the game's top bar counts (its accessible name)
SCORE_LABEL = {"en": "Points", "zh-Hant": "分數"}
# how a tie on the score is broken (the end screen says it when one was)
TIE_RULE = {"en": "further ahead on the council track", "zh-Hant": "議會軌上較前面者"}
