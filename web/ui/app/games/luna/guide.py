"""Luna's first-game guide: five steps that point at the table (see `app/guide.py`).

Each step's `target` is a `data-guide` mark: "yours", "islands", "temple" and "end" on Luna's
screen (`screen.py`, `draw.py`), "moves" (the dock) on the game frame.
"""

STEPS = [
    {"target": "yours",
     "en": "This is you: your letter and colour mark your pawns on the islands. Standing pawns are "
           "active, lying ones are spent, and only active pawns pay for actions.",
     "zh-Hant": "這是你：你的字與顏色標出你在島上的教徒。站著的是可用的教徒，躺下的已用過；只有可用的教徒能支付行動。"},
    {"target": "islands",
     "en": "The seven islands lie in a ring around the temple. Each gives its favour; at the end of "
           "every round the Priestess ☾ scores her island and the Apostate ✗ costs points on his.",
     "zh-Hant": "七座聖島環繞著神殿，每座島提供一種特權；每回合結束時，月神祭司☾所在的島可以得分，"
                "叛教者✗所在的島會扣分。"},
    {"target": "moves",
     "en": "Your moves are down here: pick an action, then tap an island or a path tile that lights "
           "up. Flip a time token when you would rather wait.",
     "zh-Hant": "你的行動在下方：先選一種行動，再點亮起的島或道路板塊。想等一等時，可以翻一個時間板塊。"},
    {"target": "temple",
     "en": "Send novices along the path into the temple: entering scores what the guard shows, and "
           "every novice in the temple scores a point each round.",
     "zh-Hant": "讓教徒沿著道路進入神殿：進入時得到守衛顯示的分數，神殿裡的每位教徒每回合再得 1 分。"},
    {"target": "end",
     "en": "After six rounds the most points wins. Shrines, unused favours and your place on this "
           "council track count at the end.",
     "zh-Hant": "六個回合後分數最高者獲勝。遊戲結束時，祭壇、沒用掉的特權與你在議會席次軌上的位置都會計分。"},
]
