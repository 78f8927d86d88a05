"""Celtica's first-game guide: five steps that point at the table (see `app/guide.py`).

Each step's `target` is a `data-guide` mark: "path", "display" and "yours" on Celtica's
screen (`screen.py`), "moves" (the dock) and "scores" (the score line) on the game frame.
"""

STEPS = [
    {"target": "path",
     "en": "Five druids walk this winding path from the start to the goal in its middle. They belong "
           "to nobody: anyone may move any of them.",
     "zh-Hant": "五位德魯伊沿著這條蜿蜒的路，從起點走向中央的終點。德魯伊不屬於任何人：誰都可以移動任何一位。"},
    {"target": "moves",
     "en": "Your druid cards wait down here, hidden from the others. Play one or more cards of one "
           "colour and that druid steps as many spaces; each button shows where it would stop.",
     "zh-Hant": "你的德魯伊卡在下方，其他人看不到。打出同一顏色的一張或多張卡，該色德魯伊就前進幾格；"
                "每個按鈕都標出它會停在哪裡。"},
    {"target": "display",
     "en": "Where the druid stops counts: a village, castle or monastery gives you parts from this "
           "display, one per ◆; a ruin takes parts away and gives an experience card; a cult site "
           "offers one more druid card.",
     "zh-Hant": "德魯伊停下的地方才算數：村莊、城堡、修道院讓你從這裡的板塊中拿取，每個◆一片；"
                "廢墟要你丟棄板塊並抽一張經驗卡；祭壇讓你可以多抽一張德魯伊卡。"},
    {"target": "yours",
     "en": "Your amulets: a centre and eight parts around it make a complete one. A part you already "
           "have starts a new amulet.",
     "zh-Hant": "你的護身符：中央加上周圍八片，就是一個完整的護身符。已經有的板塊會另外拼成新的護身符。"},
    {"target": "scores",
     "en": "The first druid on the goal makes it the last round. Whoever has the most complete amulets "
           "then wins; this line counts them.",
     "zh-Hant": "第一位德魯伊到達終點，這一輪就是最後一輪。屆時完成最多護身符的玩家獲勝；這一列會幫你計算。"},
]
