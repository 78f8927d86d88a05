"""Notre Dame's tables: action cards, persons, messages, colours, the board and its roads.

Pure data, no rules. The names in Traditional Chinese are the ones the seed rules text
(`shared/seeds/000_*.txt`) uses. The road graph between markets is NOT printed in any text
source: it is a reconstruction (rules-facts § 2.2 GUESS), kept here as one table so that a
single edit fixes it once someone checks a photo of the board.
"""

from __future__ import annotations

# ---- colours and seats ----------------------------------------------------------------
# Seat i plays colour COLOURS[i]. In the 2-player game the two unused boroughs carry the
# message sets of colours 2 and 3.
COLOURS: list[str] = ["red", "yellow", "blue", "green", "purple"]
COLOUR_NAMES: dict[str, dict[str, str]] = {
    "red": {"en": "red", "zh-Hant": "紅"},
    "yellow": {"en": "yellow", "zh-Hant": "黃"},
    "blue": {"en": "blue", "zh-Hant": "藍"},
    "green": {"en": "green", "zh-Hant": "綠"},
    "purple": {"en": "purple", "zh-Hant": "紫"},
}

# ---- the borough: seven sectors, each an action ------------------------------------------
# The seven sectors of a borough, in the order the view lists them.
SECTORS: list[str] = ["school", "bank", "residence", "carriage", "hotel", "park", "hospital"]
NOTRE_DAME = "notre_dame"
# A place a cube can stand: a sector of one's own borough or the cathedral.
PLACES: list[str] = SECTORS + [NOTRE_DAME]

# The nine action cards every colour has, one of each.
ACTIONS: list[str] = SECTORS + [NOTRE_DAME, "friend"]
ACTION_NAMES: dict[str, dict[str, str]] = {
    "school": {"en": "Cloister school", "zh-Hant": "教會學校"},
    "bank": {"en": "Bank", "zh-Hant": "銀行"},
    "residence": {"en": "Residence", "zh-Hant": "官邸"},
    "carriage": {"en": "Carriage house", "zh-Hant": "馬車站"},
    "hotel": {"en": "Hotel", "zh-Hant": "旅館"},
    "park": {"en": "Park", "zh-Hant": "公園"},
    "hospital": {"en": "Hospital", "zh-Hant": "醫院"},
    "notre_dame": {"en": "Notre Dame", "zh-Hant": "聖母院"},
    "friend": {"en": "Trusted friend", "zh-Hant": "親信"},
}

# An action card is a small int, `owner * 9 + index in ACTIONS`, so that cards of different
# colours with the same action stay apart (each goes back to its owner).
def make_card(owner: int, action: str) -> int:
    return owner * len(ACTIONS) + ACTIONS.index(action)


def card_owner(card: int) -> int:
    return card // len(ACTIONS)


def card_name(card: int) -> str:
    """The card's action."""
    return ACTIONS[card % len(ACTIONS)]


# Notre Dame donations: gold given -> prestige gained (seed).
DONATIONS: dict[int, int] = {1: 1, 2: 3, 3: 6}

# ---- supplies ----------------------------------------------------------------------------
CUBES_PER_COLOUR = 14
START_CUBES = 4          # in the personal supply; the other 10 wait in the general supply
START_GOLD = 3
PLAGUE_MAX = 9           # the last space of the plague track
PLAGUE_PENALTY = 2       # prestige lost when the rats pass 9
ROUNDS = 9
ROUNDS_PER_PERIOD = 3
PERIODS: list[str] = ["A", "B", "C"]

# Prestige shared out in Notre Dame at each period's end, by seat count (seed).
NOTRE_DAME_POOL: dict[int, int] = {2: 6, 3: 8, 4: 10, 5: 12}

# ---- persons -----------------------------------------------------------------------------
# id -> deck ("brown" or the grey period letter), rats, names (seed's Chinese).
PERSONS: dict[str, dict] = {
    "landlady": {"deck": "brown", "rats": 0, "en": "Landlady", "zh-Hant": "包租婆"},
    "monk": {"deck": "brown", "rats": 2, "en": "Monk", "zh-Hant": "僧侶"},
    "moneylender": {"deck": "brown", "rats": 0, "en": "Moneylender", "zh-Hant": "債主"},
    "minstrel": {"deck": "brown", "rats": 3, "en": "Minstrel", "zh-Hant": "吟遊詩人"},
    "doctor": {"deck": "brown", "rats": 1, "en": "Doctor", "zh-Hant": "醫生"},
    "jester": {"deck": "brown", "rats": 1, "en": "Jester", "zh-Hant": "小丑"},
    "guard": {"deck": "A", "rats": 2, "en": "Guard", "zh-Hant": "守衛"},
    "watchman": {"deck": "A", "rats": 1, "en": "Night watchman", "zh-Hant": "守夜者"},
    "bishop": {"deck": "A", "rats": 2, "en": "Bishop", "zh-Hant": "主教"},
    "guildmaster": {"deck": "B", "rats": 3, "en": "Guildmaster", "zh-Hant": "行會會長"},
    "beggar_king": {"deck": "B", "rats": 2, "en": "King of beggars", "zh-Hant": "丐幫幫主"},
    "lawyer": {"deck": "B", "rats": 1, "en": "Lawyer", "zh-Hant": "律師"},
    "lady": {"deck": "C", "rats": 2, "en": "Lady-in-waiting", "zh-Hant": "宮女"},
    "mayor": {"deck": "C", "rats": 2, "en": "Mayor", "zh-Hant": "市長"},
    "carpenter": {"deck": "C", "rats": 1, "en": "Carpenter", "zh-Hant": "木匠"},
}
BROWN: list[str] = [p for p, d in PERSONS.items() if d["deck"] == "brown"]
GREY: dict[str, list[str]] = {letter: [p for p, d in PERSONS.items() if d["deck"] == letter]
                              for letter in PERIODS}

# ---- messages ----------------------------------------------------------------------------
# Every colour has the same four tiles: (prestige, extra) where extra is gold, cube or rat
# (the rat marker back one space) or nothing.
MESSAGES: dict[str, dict] = {
    "a": {"prestige": 1, "extra": "gold"},
    "b": {"prestige": 2, "extra": "cube"},
    "c": {"prestige": 3, "extra": "rat"},
    "d": {"prestige": 4, "extra": None},
}
MESSAGE_KINDS: list[str] = ["a", "b", "c", "d"]

# ---- board layouts -----------------------------------------------------------------------
# Seat count -> (number of boroughs, the borough of each seat, message colours placed on
# the unused boroughs). Two players use the 4-sided cathedral and sit opposite (seed).
LAYOUTS: dict[int, dict] = {
    2: {"boroughs": 4, "seat_borough": [0, 2], "extra_messages": {1: "blue", 3: "green"}},
    3: {"boroughs": 3, "seat_borough": [0, 1, 2], "extra_messages": {}},
    4: {"boroughs": 4, "seat_borough": [0, 1, 2, 3], "extra_messages": {}},
    5: {"boroughs": 5, "seat_borough": [0, 1, 2, 3, 4], "extra_messages": {}},
}

# ---- markets and roads (RECONSTRUCTED: rules-facts § 2.2 GUESS) ---------------------------
# Each borough i has five markets, named letter + borough number: C (centre), A and B (the
# two outer markets nearest the cathedral, left and right), D and E (the two at the outer
# rim, left and right). Messages start on A, B, D and E; carriages on C.
# THE ROADS BELOW ARE A RECONSTRUCTION, NOT COPIED FROM THE BOARD: no text source gives
# them. Correct this table (and only this table) from a photo of the board.
OUTER_MARKETS: list[str] = ["A", "B", "D", "E"]
MARKET_LETTERS: list[str] = ["C", "A", "B", "D", "E"]
ROADS_IN_BOROUGH: list[list[str]] = [
    ["C", "A"], ["C", "B"], ["C", "D"], ["C", "E"],   # from the centre to each outer market
    ["A", "D"], ["B", "E"],                           # along the sides
    ["D", "E"],                                       # the outer perimeter of the borough
]
# Roads from borough i to borough i+1 (mod the number of boroughs).
ROADS_TO_NEXT_BOROUGH: list[list[str]] = [
    ["B", "A"],   # the inner ring near the cathedral
    ["E", "D"],   # the outer perimeter
]


def market_id(letter: str, borough: int) -> str:
    return f"{letter}{borough}"


def road_graph(boroughs: int) -> dict[str, list[str]]:
    """Market -> its neighbours (sorted), for a board of `boroughs` boroughs."""
    graph: dict[str, set[str]] = {market_id(m, b): set() for b in range(boroughs)
                                  for m in MARKET_LETTERS}
    for b in range(boroughs):
        for x, y in ROADS_IN_BOROUGH:
            graph[market_id(x, b)].add(market_id(y, b))
            graph[market_id(y, b)].add(market_id(x, b))
        nxt = (b + 1) % boroughs
        for x, y in ROADS_TO_NEXT_BOROUGH:
            graph[market_id(x, b)].add(market_id(y, nxt))
            graph[market_id(y, nxt)].add(market_id(x, b))
    return {m: sorted(n) for m, n in graph.items()}
