"""Citadels + Dark City card tables: the 18 characters and the 80 district cards.

Pure data, no rules. Names are given in English and in the Traditional Chinese of the seed
rules text (`shared/seeds/004_*.txt`); costs are the seed's (Poor House 5 and Factory 6, where
the classic printed cards say 4 and 5 — see `docs/rules/citadels.md`).
"""

from __future__ import annotations

from typing import Any

# ---- colours --------------------------------------------------------------------------
NOBLE, RELIGIOUS, TRADE, MILITARY, SPECIAL = "noble", "religious", "trade", "military", "special"
COLOURS = [NOBLE, RELIGIOUS, TRADE, MILITARY, SPECIAL]

# ---- characters -----------------------------------------------------------------------
# id: (rank, English, 繁體中文, income colour or None, set, effect en, effect zh)
_CHARACTERS: list[tuple[str, int, str, str, str | None, str, str, str]] = [
    ("assassin", 1, "Assassin", "刺客", None, "base",
     "Name a character: it loses its turn.", "說出一個角色：該角色失去他的回合。"),
    ("witch", 1, "Witch", "女巫", None, "dark_city",
     "After your action, name a character and end your turn; you finish that character's turn.",
     "執行行動後說出一個角色並結束回合；該角色行動後由你接手他的回合。"),
    ("thief", 2, "Thief", "盜賊", None, "base",
     "Name a character (not rank 1 nor the killed or bewitched one): take all its gold when it is revealed.",
     "說出一個角色（不可是1號、被暗殺或被施法者）：他亮牌時取走他所有的金幣。"),
    ("tax_collector", 2, "Tax Collector", "稅務員", None, "dark_city",
     "Every other player who builds pays you 1 gold at the end of that turn.",
     "其他玩家建造地區後，在其回合結束時付你1枚金幣。"),
    ("magician", 3, "Magician", "魔術師", None, "base",
     "Swap your hand with a player's, or put any cards on the deck's bottom and draw as many.",
     "與一位玩家交換手牌，或將任意張手牌放到牌堆底並抽回相同張數。"),
    ("wizard", 3, "Wizard", "巫師", None, "dark_city",
     "Look at a player's hand and take 1 card: keep it or build it at once (duplicates allowed).",
     "查看一位玩家的手牌並拿走一張：加入手牌或立刻付費建造（可重複）。"),
    ("king", 4, "King", "國王", NOBLE, "base",
     "Income from noble districts; take the crown when called.",
     "貴族地區收稅；被叫到時立刻獲得皇冠。"),
    ("emperor", 4, "Emperor", "皇帝", NOBLE, "dark_city",
     "Income from noble districts; give the crown to another player, who pays you 1 gold or 1 card.",
     "貴族地區收稅；將皇冠交給另一位玩家，他付你1金幣或1張地區牌。"),
    ("bishop", 5, "Bishop", "主教", RELIGIOUS, "base",
     "Income from religious districts; the Warlord cannot destroy your districts.",
     "宗教地區收稅；你的地區不會被軍閥摧毀。"),
    ("abbot", 5, "Abbot", "修道院長", RELIGIOUS, "dark_city",
     "Income from religious districts; the richest player gives you 1 gold.",
     "宗教地區收稅；最多金幣的玩家給你1枚金幣。"),
    ("merchant", 6, "Merchant", "商人", TRADE, "base",
     "Income from trade districts; +1 gold after your action.",
     "商業地區收稅；執行行動後額外獲得1枚金幣。"),
    ("alchemist", 6, "Alchemist", "煉金術士", None, "dark_city",
     "At the end of your turn, get back the gold you spent building.",
     "回合結束時取回所有花在建造上的金幣。"),
    ("architect", 7, "Architect", "建築師", None, "base",
     "Draw 2 extra cards; build up to 3 districts.",
     "額外抽2張地區牌；最多可建造3個地區。"),
    ("navigator", 7, "Navigator", "航海家", None, "dark_city",
     "After your action, take 4 gold or 4 cards; then you cannot build this turn.",
     "執行行動後額外拿4金幣或4張地區牌；之後本回合不可建造。"),
    ("warlord", 8, "Warlord", "軍閥", MILITARY, "base",
     "Income from military districts; at the end of your turn, destroy a district for its cost - 1.",
     "軍事地區收稅；回合結束時支付建造費用減1摧毀一個地區。"),
    ("diplomat", 8, "Diplomat", "外交官", MILITARY, "dark_city",
     "Income from military districts; at the end of your turn, exchange a district with a player's.",
     "軍事地區收稅；回合結束時用自己的一個地區交換某玩家的一個地區。"),
    ("queen", 9, "Queen", "皇后", None, "dark_city",
     "+3 gold if you sit next to the King's (or Emperor's) player. Only with 5+ players.",
     "坐在國王（或皇帝）身邊便獲得3金幣。僅限5人以上。"),
    ("artist", 9, "Artist", "藝術家", None, "dark_city",
     "Put 1 of your gold on 1 or 2 of your districts: each is worth 1 more.",
     "放置金幣美化你的1或2個地區，每個地區價值+1。"),
]

CHARACTERS: dict[str, dict[str, Any]] = {
    cid: {"rank": rank, "name": {"en": en, "zh-Hant": zh}, "income": income, "set": edition,
          "text": {"en": text_en, "zh-Hant": text_zh}}
    for cid, rank, en, zh, income, edition, text_en, text_zh in _CHARACTERS
}
# rank -> [base character, Dark City character]
BY_RANK: dict[int, list[str]] = {}
for _cid, _info in CHARACTERS.items():
    BY_RANK.setdefault(_info["rank"], []).append(_cid)

# ---- districts ------------------------------------------------------------------------
# id: (English, 繁體中文, colour, cost, copies, set, effect en, effect zh)
_DISTRICTS: list[tuple[str, str, str, str, int, int, str, str, str]] = [
    ("manor", "Manor", "莊園", NOBLE, 3, 5, "base", "", ""),
    ("castle", "Castle", "城堡", NOBLE, 4, 4, "base", "", ""),
    ("palace", "Palace", "皇宮", NOBLE, 5, 3, "base", "", ""),
    ("temple", "Temple", "神殿", RELIGIOUS, 1, 3, "base", "", ""),
    ("church", "Church", "教堂", RELIGIOUS, 2, 3, "base", "", ""),
    ("monastery", "Monastery", "修道院", RELIGIOUS, 3, 3, "base", "", ""),
    ("cathedral", "Cathedral", "大教堂", RELIGIOUS, 5, 2, "base", "", ""),
    ("tavern", "Tavern", "酒館", TRADE, 1, 5, "base", "", ""),
    ("market", "Market", "市場", TRADE, 2, 4, "base", "", ""),
    ("trading_post", "Trading Post", "貿易站", TRADE, 2, 3, "base", "", ""),
    ("docks", "Docks", "碼頭", TRADE, 3, 3, "base", "", ""),
    ("harbor", "Harbor", "海港", TRADE, 4, 3, "base", "", ""),
    ("town_hall", "Town Hall", "市政廳", TRADE, 5, 2, "base", "", ""),
    ("watchtower", "Watchtower", "瞭望台", MILITARY, 1, 3, "base", "", ""),
    ("prison", "Prison", "監獄", MILITARY, 2, 3, "base", "", ""),
    ("battlefield", "Battlefield", "戰場", MILITARY, 3, 3, "base", "", ""),
    ("fortress", "Fortress", "堡壘", MILITARY, 5, 2, "base", "", ""),
    # purple (special) districts: 12 base + 14 Dark City
    ("haunted_city", "Haunted City", "鬼城", SPECIAL, 2, 1, "base",
     "Counts as any colour at scoring, unless built in the last round.",
     "計分時可視為任何一種顏色；最後一輪建造則不可。"),
    ("keep", "Keep", "要塞", SPECIAL, 3, 2, "base",
     "The Warlord cannot destroy it; the Diplomat cannot take it.",
     "不會被軍閥摧毀，也不能被外交官交換。"),
    ("armory", "Armory", "軍械庫", SPECIAL, 3, 1, "dark_city",
     "On your turn, destroy the Armory to destroy any district of another player.",
     "在你的回合，摧毀軍械庫來摧毀其他玩家的任一地區。"),
    ("lighthouse", "Lighthouse", "燈塔", SPECIAL, 3, 1, "dark_city",
     "When built, take any card from the deck, then shuffle it.",
     "建造時從地區牌堆中搜尋一張牌加入手牌，之後洗牌。"),
    ("imperial_treasury", "Imperial Treasury", "藏寶庫", SPECIAL, 4, 1, "dark_city",
     "+1 point per gold you hold at the end.", "遊戲結束時每持有1枚金幣得1分。"),
    ("museum", "Museum", "博物館", SPECIAL, 4, 1, "dark_city",
     "Once per turn, tuck a card from your hand under it: +1 point each at the end.",
     "每回合一次，將一張手牌面朝下放在下方，結束時每張得1分。"),
    ("graveyard", "Graveyard", "墓地", SPECIAL, 5, 1, "base",
     "When the Warlord destroys a district, pay 1 gold to take it into your hand.",
     "軍閥摧毀地區時，你可付1金幣將它加入手牌。"),
    ("laboratory", "Laboratory", "實驗室", SPECIAL, 5, 1, "base",
     "Once per turn, discard a card from your hand for 1 gold.", "每回合一次，棄一張手牌獲得1金幣。"),
    ("smithy", "Smithy", "鐵匠舖", SPECIAL, 5, 1, "base",
     "Once per turn, pay 2 gold to draw 3 cards.", "每回合一次，支付2金幣抽3張地區牌。"),
    ("observatory", "Observatory", "天文台", SPECIAL, 5, 1, "base",
     "When you draw as your action, draw 3 and keep 1.", "抽牌行動時抽3張選1張。"),
    ("bell_tower", "Bell Tower", "鐘塔", SPECIAL, 5, 1, "dark_city",
     "When built, you may declare the game ends at 7 districts (until it is destroyed).",
     "建造時可宣告7個地區即結束遊戲（被摧毀則恢復）。"),
    ("map_room", "Map Room", "地圖室", SPECIAL, 5, 1, "dark_city",
     "+1 point per card in your hand at the end.", "遊戲結束時手中每張地區牌得1分。"),
    ("poor_house", "Poor House", "貧民窟", SPECIAL, 5, 1, "dark_city",
     "End of your turn with no gold: take 1 gold.", "回合結束時若沒有金幣，獲得1金幣。"),
    ("quarry", "Quarry", "採石場", SPECIAL, 5, 1, "dark_city",
     "You may build a district you already have (at most 2 of a kind).",
     "可建造已建過的地區（以2個為限）。"),
    ("fountain_of_wishes", "Fountain of Wishes", "許願井", SPECIAL, 5, 1, "dark_city",
     "+1 point per other purple district in your city at the end.",
     "遊戲結束時城市中每有一個其他紫色地區得1分。"),
    ("dragon_gate", "Dragon Gate", "龍門", SPECIAL, 6, 1, "base",
     "Costs 6, scores 8.", "建造費用6，計分時值8分。"),
    ("great_wall", "Great Wall", "城牆", SPECIAL, 6, 1, "base",
     "The Warlord pays 1 more to destroy your other districts.", "軍閥摧毀你其他地區時需多付1金幣。"),
    ("library", "Library", "圖書館", SPECIAL, 6, 1, "base",
     "When you draw as your action, keep 2 cards.", "抽牌行動時可保留2張。"),
    ("school_of_magic", "School of Magic", "魔法學院", SPECIAL, 6, 1, "base",
     "Counts as any colour for income.", "收稅時可視為任何一種顏色。"),
    ("university", "University", "大學", SPECIAL, 6, 1, "base",
     "Costs 6, scores 8.", "建造費用6，計分時值8分。"),
    ("ball_room", "Ball Room", "舞廳", SPECIAL, 6, 1, "dark_city",
     "While you hold the crown, each other player called must first say 'Thank you, Your Excellency'.",
     "你持有皇冠時，其他玩家被叫到時必須先說「謝謝你的大恩大德」。"),
    ("factory", "Factory", "工廠", SPECIAL, 6, 1, "dark_city",
     "Your other purple districts cost you 1 less to build.", "建造其他紫色地區時少付1金幣。"),
    ("hospital", "Hospital", "醫院", SPECIAL, 6, 1, "dark_city",
     "If you are assassinated, you still take your action (nothing else).",
     "即使被暗殺仍可執行一次行動（不能建造或使用能力）。"),
    ("park", "Park", "公園", SPECIAL, 6, 1, "dark_city",
     "End of your turn with no cards in hand: draw 2.", "回合結束時若沒有手牌，抽2張地區牌。"),
    ("throne_room", "Throne Room", "王座廳", SPECIAL, 6, 1, "dark_city",
     "+1 gold each time the crown changes hands.", "皇冠每次易主時獲得1金幣。"),
]

DISTRICTS: dict[str, dict[str, Any]] = {
    did: {"name": {"en": en, "zh-Hant": zh}, "colour": colour, "cost": cost, "copies": copies,
          "set": edition, "text": {"en": text_en, "zh-Hant": text_zh}}
    for did, en, zh, colour, cost, copies, edition, text_en, text_zh in _DISTRICTS
}
PURPLE: list[str] = [did for did, info in DISTRICTS.items() if info["colour"] == SPECIAL]

# Points at the end where they differ from the cost.
SCORE_VALUE: dict[str, int] = {"dragon_gate": 8, "university": 8}

# ---- table sizes ----------------------------------------------------------------------
START_GOLD = 2
START_HAND = 4
BANK_GOLD = 30          # the classic box holds 30 gold pieces; the bank can run dry (seed FAQ)
CITY_TO_END = 8         # 7 while a declared Bell Tower stands
QUARRY_LIMIT = 2        # the seed: duplicates "以2個為限"


# Flat lookups for the hot paths (scoring and the views run in every step of a bot's search).
VALUE: dict[str, int] = {did: SCORE_VALUE.get(did, info["cost"]) for did, info in DISTRICTS.items()}
COLOUR: dict[str, str] = {did: info["colour"] for did, info in DISTRICTS.items()}
FIVE_COLOURS = frozenset(COLOURS)


def cost(district: str) -> int:
    return DISTRICTS[district]["cost"]


def value(district: str) -> int:
    """What a district is worth for scoring and for the Diplomat's difference."""
    return VALUE[district]


def colour(district: str) -> str:
    return COLOUR[district]


def rank(character: str) -> int:
    return CHARACTERS[character]["rank"]


def full_deck(purple: list[str]) -> list[str]:
    """Every district card for a table using the `purple` ids, in table order."""
    deck: list[str] = []
    for did, info in DISTRICTS.items():
        if info["colour"] == SPECIAL and did not in purple:
            continue
        deck.extend([did] * info["copies"])
    return deck
