"""Traditional Chinese for every refusal the engine writes in English.

The engine (pycore) explains an illegal move, a damaged record or link, or a bad setup in
one English sentence (`IllegalMove`, `RecordError`, `ValueError`). `to_zh(text)` gives that
sentence in Traditional Chinese: first as an exact sentence, then as one of the `PATTERNS`,
English templates whose `{fields}` stand for the parts that vary (numbers, move texts, card
and piece names). A field's value is carried over into the Chinese template, translated when
its name says what it is (`{colour}` is a Celtica druid colour, `{character}` a Citadels
character, `{why}` a nested engine sentence ...); move texts and numbers stay as written.
A sentence that matches nothing comes back unchanged, so a player always sees something.

Names follow the rules texts in `shared/seeds/` through the games' string modules. Runs
under MicroPython too: no `re` (its subset is too small), only `str.find` and slicing.
"""

from . import registry
from .games.citadels import strings as strings_citadels
from .games.luna import strings as strings_luna

# ---- whole sentences ------------------------------------------------------------------------
# The fixed sentences `i18n.ENGINE_ERRORS_ZH` (and Luna's table) do not already hold.
EXACT = {
    # the protocol and the registry (mostly a sign of a broken caller, still said kindly)
    "a move is a Move or its text": "行動的格式不正確。",
    "a move is a text": "行動必須是文字。",
    "a move is a short non-empty text": "行動必須是簡短且不空白的文字。",
    "a seed must be a whole number": "亂數種子必須是整數。",
    "below() needs a positive bound": "亂數的上限必須是正數。",
    # records
    "This record has no format number.": "這個紀錄沒有格式編號。",
    "This record's format is unknown.": "這個紀錄的格式無法辨識。",
    "This record's players are damaged.": "這個紀錄的玩家資料已損壞。",
    "This record names an unknown bot level.": "這個紀錄含有未知的電腦難度。",
    "This record's seed is damaged.": "這個紀錄的亂數種子已損壞。",
    "This record's options are damaged.": "這個紀錄的選項已損壞。",
    # Citadels: refusals
    "Another decision comes first.": "必須先完成另一個決定。",
    "Characters are being chosen: pick one of those offered.": "正在選擇角色：請從提供的角色中挑選一個。",
    "That is not among the characters offered.": "這個角色不在可選的角色中。",
    "Take gold or draw cards before building.": "建造之前，請先拿金幣或抽地區牌。",
    "You cannot build any more districts this turn.": "你這回合不能再建造地區了。",
    "That district is not in your hand.": "這個地區不在你的手牌中。",
    "You do not have enough gold to build that district.": "你的金幣不夠建造這個地區。",
    "You already have that district in your city.": "你的城市裡已經有這個地區了。",
    "Take gold or draw cards before ending your turn.": "結束回合之前，請先拿金幣或抽地區牌。",
    "You have already taken your action this turn.": "你這回合已經執行過行動了。",
    "You cannot collect income now.": "你現在不能收稅。",
    # Citadels: what must be decided first
    "First say \"Thank you, Your Excellency\".": "請先說「謝謝你的大恩大德」。",
    "Choose which drawn card to keep first.": "請先選擇要保留哪一張抽到的牌。",
    "Finish choosing the cards to redraw, then tap done.": "請先選完要重抽的牌，再點選完成。",
    "Take a card from the hand you are looking at.": "請從你正在查看的手牌中拿走一張牌。",
    "The Emperor must first give the crown to another player.": "皇帝必須先把皇冠交給另一位玩家。",
    "Give the Emperor 1 gold or 1 district card first.": "請先給皇帝 1 枚金幣或 1 張地區牌。",
    "Choose a card from the deck for the Lighthouse first.": "請先為燈塔從地區牌堆中選一張牌。",
    "Decide first whether the Bell Tower ends the game at 7 districts.":
        "請先決定鐘塔是否讓遊戲在 7 個地區時結束。",
    "The Graveyard's owner decides first.": "墓地的擁有者要先做決定。",
    # Citadels: the table's options
    "The Queen is played only with 5 or more players.": "皇后只在 5 人以上的遊戲中使用。",
    "The number of ranks is 8, 9 or \"auto\".": "角色數量必須是 8、9 或「自動」。",
    "2 and 3 players use ranks 1 to 8 only.": "2 人和 3 人遊戲只使用 1 到 8 號角色。",
    "8 players need the ninth character: choose 9 ranks.": "8 人遊戲需要 9 號角色：請選擇 9 個角色。",
    "The characters option is a list of 9 names (ranks 1 to 9).": "角色選項必須列出 9 個角色（1 到 9 號）。",
    "The characters option names one character for each rank 1 to 9.":
        "角色選項必須為 1 到 9 號各指定一個角色。",
    "The purple option is a list of purple district names.": "紫色地區選項必須列出紫色地區的名稱。",
    "A purple district is listed twice.": "有紫色地區重複列出了。",
}

# ---- sentences with parts that vary ------------------------------------------------------------
# [English template, Chinese template]. A field matches any non-empty text; `_FIELD_KINDS`
# says which fields are names to translate. Fields never touch each other in a template.
PATTERNS = [
    # the protocol, the registry, records
    ["{move} is not a legal move now.", "現在不能執行 {move}。"],
    ["{text} is not a {title} move", "{text} 不是{title}的行動。"],
    ["It is not seat {n}'s turn.", "現在不是座位 {n} 的回合。"],
    ["{game} has no option {name}", "{game}沒有 {name} 這個選項。"],
    ["{title} is for {low} to {high} players, not {n}", "{title}適合 {low} 到 {high} 位玩家，不能是 {n} 位。"],
    ["{game} is for {low}–{high} players, not {n}", "{game}適合 {low} 到 {high} 位玩家，不能是 {n} 位。"],
    ["unknown game {name}", "沒有 {name} 這個遊戲。"],
    ["unknown seat kind {name}; choose from {list}", "未知的座位類型 {name}；請從 {list} 中選擇。"],
    ["unknown bot level {name}; choose one of {list}", "未知的電腦難度 {name}；請從 {list} 中選一個。"],
    ["unknown bot kind {name}", "未知的電腦類型 {name}。"],
    ["unknown move {move}", "未知的行動 {move}。"],
    ["no handler for {move}", "無法處理行動 {move}。"],
    ["This record's options are not valid: {why}", "這個紀錄的選項無效：{why}"],
    ["This record is longer than the {n} moves a game may last.", "這個紀錄超過一局遊戲最多的 {n} 步。"],
    ["This game has reached the {n} moves a game may last.", "這局遊戲已達最多的 {n} 步，無法再繼續。"],
    ["This record's setup is not valid: {why}", "這個紀錄的遊戲設定無效：{why}"],
    ["Move {n} ({move} by seat {seat}) does not replay: {why}",
     "第 {n} 步（座位 {seat} 的 {move}）無法重播：{why}"],
    # Celtica
    ["Amulet {n} has no {part} part of yours.", "護身符 {n} 裡沒有你的{part}。"],
    ["You have no amulet {n}.", "你沒有護身符 {n}。"],
    ["Amulet {n} already has a {part} part.", "護身符 {n} 已經有{part}了。"],
    ["Amulet {n} is the same as amulet {m}; choose that one.",
     "護身符 {n} 與護身符 {m} 相同，請選擇護身符 {m}。"],
    ["You must play the {colour} druid card you drew at the cult site.",
     "你必須打出在祭壇抽到的{colour}德魯伊卡。"],
    ["You do not have {n} {colour} druid cards.", "你沒有 {n} 張{colour}德魯伊卡。"],
    ["You do not have {n} {colour} druid card.", "你沒有 {n} 張{colour}德魯伊卡。"],
    ["You do not have {n} {colour} experience cards.", "你沒有 {n} 張{colour}經驗卡。"],
    ["You do not have {n} {colour} experience card.", "你沒有 {n} 張{colour}經驗卡。"],
    # Luna
    ["{move} is not possible now.", "現在不能執行 {move}。"],
    ["Tile {n} is no longer on the path.", "板塊 {n} 已經不在道路上了。"],
    ["Tile {n} lies beyond the guard's reach this round.", "板塊 {n} 在守衛之外，本回合無法前往。"],
    ["Tile {n} is forbidden: you need a Bribe favour.", "板塊 {n} 不准前往：你需要特權-賄。"],
    ["You have no novice on tile {n}.", "你在板塊 {n} 上沒有教徒。"],
    ["A novice already stands on tile {n}.", "板塊 {n} 上已經有教徒了。"],
    ["You do not hold the {favour} favour.", "你沒有{favour}。"],
    ["The {favour} favour has nothing to do now.", "{favour}現在沒有可做的事。"],
    # Notre Dame
    ["Seat {n} has already chosen a card; the others are still choosing.",
     "座位 {n} 已經選好行動卡，其他玩家還在選擇。"],
    ["It is seat {n}'s turn, not seat {m}'s.", "現在輪到座位 {n}，不是座位 {m}。"],
    ["{move} is not possible now: {expected}.", "現在不能執行 {move}。請{expected}。"],
    # Citadels
    ["It is not seat {n}'s turn to decide.", "現在不是座位 {n} 做決定的時候。"],
    ["{character} is not among the characters offered.", "{character}不在可選的角色中。"],
    ["{character} is not a rank-{n} character.", "{character}不是 {n} 號角色。"],
    ["Unknown preset {name}: choose classic, dark_city or random.",
     "未知的角色組合 {name}：請選擇經典、暗黑城市或隨機。"],
    ["{district} is not a purple district.", "{district}不是紫色地區。"],
]

# Notre Dame's "what you may do now" clauses, the tail of "<move> is not possible now: ...".
ND_EXPECTED = {
    "keep one of the cards you are choosing from": "從正在挑選的行動卡中留下一張",
    "play one of the action cards in your hand": "打出一張手中的行動卡",
    "choose how much gold to donate to Notre Dame (no more than you have)":
        "選擇要捐給聖母院多少金幣（不能超過你擁有的）",
    "move one of your cubes (not the trusted friend) here, or give up the action":
        "把你的一個影響力標記（親信除外）移到這裡，或放棄此行動",
    "choose another of your sectors for your trusted friend": "為親信選擇你的另一個建築設施",
    "move your carriage to a neighbouring market, or stop": "把馬車移到相鄰的市集，或停下",
    "take or leave the message": "決定拿取或不拿這個信息板塊",
    "choose a cube, a gold or moving your rats back": "選擇 1 個影響力標記、1 枚金幣或讓鼠疫標記後退",
    "hire one of the revealed persons for 1 gold, or nobody": "支付 1 金幣雇用一位翻開的人物，或不雇用",
    "move your pieces from one sector to another, or finish": "把你的標記從一個建築設施移到另一個，或結束",
    "move one of your pieces to another sector, or nobody": "把你的一個標記移到另一個建築設施，或不移動",
    "choose an empty sector for the bishop's cube": "為主教的影響力標記選擇一個空的建築設施",
    "choose which of your fullest sectors loses a cube to the rats":
        "選擇你標記最多的建築設施之一，被鼠疫移除 1 個影響力標記",
}


def _i18n():
    # Imported here, not at the top: i18n imports this module (a cycle otherwise).
    from . import i18n
    return i18n


def _catalogue(key, value):
    """The app catalogue's Chinese for `key` (a game's strings join it on first use), or
    `value` unchanged when it has none."""
    text = _i18n().t("zh-Hant", key)
    return value if text == key else text


def _unquote(value):
    # `{x!r}` in the engine's f-strings writes names with quotes: 'queen'.
    if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
        return value[1:-1]
    return value


def _title(value):
    """A game's English title (or its id) as the Chinese title."""
    for game in registry.GAMES:
        if value == game["id"] or value == game["title"]["en"]:
            return game["title"]["zh-Hant"]
    return value


def _favour(value):
    favour = value.lower()
    if favour in strings_luna.FAVOURS:
        return strings_luna.favour_named("zh-Hant", favour)
    return value


def _character(value):
    name = strings_citadels.character_name("zh-Hant", _unquote(value))
    return value if name == _unquote(value) else name


def _district(value):
    name = strings_citadels.district_name("zh-Hant", _unquote(value))
    return value if name == _unquote(value) else name


def _field_zh(name, value):
    """The Chinese for one field's value; names it does not know stay as written."""
    if name == "colour":
        return _catalogue("colour_" + value, value)
    if name == "part":
        return _catalogue("part_" + value, value)
    if name == "title" or name == "game":
        return _title(value)
    if name == "favour":
        return _favour(value)
    if name == "character":
        return _character(value)
    if name == "district":
        return _district(value)
    if name == "expected":
        return ND_EXPECTED.get(value, value)
    if name == "why":
        return to_zh(value)
    return value


# ---- matching ---------------------------------------------------------------------------------
def _compile(template):
    """"Tile {n} is ..." -> [["lit", "Tile "], ["field", "n"], ["lit", " is ..."]]."""
    parts = []
    rest = template
    while rest:
        start = rest.find("{")
        end = rest.find("}", start + 1) if start >= 0 else -1
        if start < 0 or end < 0:
            parts.append(["lit", rest])
            break
        if start > 0:
            parts.append(["lit", rest[:start]])
        parts.append(["field", rest[start + 1:end]])
        rest = rest[end + 1:]
    return parts


def _literal_length(parts):
    return sum([len(p[1]) for p in parts if p[0] == "lit"])


def _match_from(parts, i, text, pos, found):
    """Whether `parts[i:]` matches `text[pos:]` exactly, filling `found` with the fields."""
    if i == len(parts):
        return pos == len(text)
    kind, value = parts[i]
    if kind == "lit":
        if text[pos:pos + len(value)] != value:
            return False
        return _match_from(parts, i + 1, text, pos + len(value), found)
    if i + 1 == len(parts):  # the last part: the field takes the rest
        if pos >= len(text):
            return False
        found[value] = text[pos:]
        return True
    following = parts[i + 1][1]
    # A field is at least one character; try each place the next literal could start,
    # shortest first (a move text such as 'a:b' may itself contain the literal).
    at = text.find(following, pos + 1)
    while at >= 0:
        found[value] = text[pos:at]
        if _match_from(parts, i + 1, text, at, found):
            return True
        at = text.find(following, at + 1)
    return False


def match(template, text):
    """The fields of `text` read against `template` (a dict), or None if it does not fit."""
    found = {}
    if _match_from(_compile(template), 0, text, 0, found):
        return found
    return None


def _fill(template, fields):
    text = template
    for name in fields:
        text = text.replace("{" + name + "}", fields[name])
    return text


# The most specific templates (the most fixed text) are tried first.
_COMPILED = [[_compile(p[0]), p[1]] for p in PATTERNS]
_COMPILED.sort(key=lambda entry: -_literal_length(entry[0]))


def to_zh(text):
    """`text`, one of the engine's English sentences, in Traditional Chinese; a sentence
    this module does not know is returned unchanged."""
    if not isinstance(text, str):
        return str(text)
    if text in EXACT:
        return EXACT[text]
    known = _i18n().ENGINE_ERRORS_ZH
    if text in known:
        return known[text]
    for parts, chinese in _COMPILED:
        found = {}
        if _match_from(parts, 0, text, 0, found):
            filled = {}
            for name in found:
                filled[name] = _field_zh(name, found[name])
            return _fill(chinese, filled)
    return text
