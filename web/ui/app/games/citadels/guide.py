"""Citadels' first-game guide: five steps that point at the table (see `app/guide.py`).

Each step's `target` is a `data-guide` mark: "lineup", "yours" and "crown" on Citadels'
screen (`screen.py`), "moves" (the dock) and "scores" (the score line) on the game frame.
"""

STEPS = [
    {"target": "lineup",
     "en": "Each round everyone secretly takes a character. They are called in this order, 1 first: "
           "when yours is called, you play your turn. ✕ marks the ones out of this round.",
     "zh-Hant": "每輪每位玩家秘密選一張角色，依這個順序從 1 號開始宣言：叫到你的角色時，就輪到你行動。"
                "標 ✕ 的是本輪移除的角色。"},
    {"target": "moves",
     "en": "Your choices are down here, and your hand of district cards. On your turn take 2 gold or "
           "draw cards, then tap a card you can pay for to build it.",
     "zh-Hant": "你的選擇在下方，你的地區手牌也在這裡。輪到你時，先拿 2 金幣或抽牌，再點一張付得起的牌來建造。"},
    {"target": "yours",
     "en": "Your city: what you build lands here, and the dashed slots count down to the end. "
           "Noble, religious, trade and military districts pay income to the King, Bishop, Merchant "
           "and Warlord.",
     "zh-Hant": "你的城市：建造的地區放在這裡，虛線空格數到遊戲結束。貴族、宗教、商業、軍事地區"
                "分別讓國王、主教、商人、軍閥收稅。"},
    {"target": "crown",
     "en": "The crown's holder chooses a character first next round. The King takes the crown when "
           "he is called; the Emperor gives it to another player.",
     "zh-Hant": "持有皇冠的玩家下一輪最先選角色。國王被叫到時拿走皇冠；皇帝則把它交給另一位玩家。"},
    {"target": "scores",
     "en": "When a city reaches 8 districts, that round is the last. Districts score their cost, plus "
           "bonuses for all five colours and for a complete city; this line keeps count.",
     "zh-Hant": "有城市蓋滿 8 個地區時，該輪就是最後一輪。地區依建造費用計分，五種顏色齊全與完成城市另有加分；"
                "這一列會幫你計算。"},
]
