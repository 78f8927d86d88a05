"""Notre Dame's first-game guide: five steps that point at the table (see `app/guide.py`).

Each step's `target` is a `data-guide` mark: "yours", "plague", "persons" and "map" on Notre
Dame's screen (`screen.py`, `draw.py`), "moves" (the dock) on the game frame.
"""

STEPS = [
    {"target": "yours",
     "en": "Your borough: seven sectors around its markets and roads, and your place in Notre Dame "
           "below. Playing a card puts a cube on its sector and does what the sector does, once per "
           "piece you have there.",
     "zh-Hant": "你的領域：七個建築設施圍繞著市集與道路，下方是你在聖母院的位置。打出一張行動卡，"
                "就在該處放 1 個影響力標記，並依你在那裡的標記數執行它的行動。"},
    {"target": "moves",
     "en": "Each round you keep one of your cards and pass the rest on, three times; then you play "
           "two of the three here. When a card asks for a sector or a market, tap the one that lights up.",
     "zh-Hant": "每回合先選牌：留下 1 張、其餘傳給下一位，共三次；之後在這裡打出其中 2 張。"
                "行動卡要你選建築設施或市集時，點亮起的那一個。"},
    {"target": "persons",
     "en": "Three persons come each round: you may hire one for 1 gold. The rats on them add up to "
           "this round's plague.",
     "zh-Hant": "每回合出現三位人物，你可以花 1 金幣雇用其中一位。他們身上的老鼠加起來就是本回合的鼠疫指數。"},
    {"target": "plague",
     "en": "At the end of each round your rats climb this track by the plague, less your pieces in "
           "the hospital. Past 9, the plague strikes: 2 prestige and a cube lost.",
     "zh-Hant": "每回合結束時，你的鼠疫標記依鼠疫指數沿這條軌前進，醫院裡每個標記少進 1 格。"
                "超過 9 就鼠疫爆發：失去 2 分和 1 個影響力標記。"},
    {"target": "map",
     "en": "Your carriage drives these roads to pick up messages for prestige. Cubes in Notre Dame "
           "share its prize after rounds 3, 6 and 9; after round 9 the most prestige wins.",
     "zh-Hant": "你的馬車沿著這些道路收集信息板塊換取聲望。第 3、6、9 回合後，聖母院裡的影響力標記平分獎勵；"
                "第 9 回合後聲望最高者獲勝。"},
]
