"""Notre Dame's words for the phone screen, in English and Traditional Chinese, and its log.

Self-contained on purpose (no import of `i18n`, which merges `STRINGS` into its catalogue and
calls `phrase` for this game's log events). The Chinese names are the seed rules text's
(`shared/seeds/000_*.txt`): 影響力標記 for a cube, 親信 for the trusted friend, 鼠疫標記 and
鼠疫軌 for the rats and the plague track, 信息板塊 for a message, 市集 for a market, 聲望 for
prestige. Runs under CPython and MicroPython alike (no dict order relied on).
"""

from ...fill import fill, list_join, seat_name

# key -> {"en": ..., "zh-Hant": ...}; every key starts with "nd_" so it never clashes with
# another game's keys once merged into the app's catalogue.
# Every key starts with one of these: `t()` finds the module this way (app/registry.py).
KEY_PREFIXES = ["nd_"]

STRINGS = {
    # ---- status and panels -----------------------------------------------------------------
    "nd_round": {"en": "Round {n}/9 ({p})", "zh-Hant": "第 {n}/9 回合（{p}）"},
    "nd_phase_draft": {"en": "Choosing cards", "zh-Hant": "選擇行動卡"},
    "nd_phase_play": {"en": "Playing cards", "zh-Hant": "打出行動卡"},
    "nd_phase_hire": {"en": "Hiring", "zh-Hant": "雇用人物"},
    "nd_phase_plague": {"en": "The rats move", "zh-Hant": "移動鼠疫標記"},
    "nd_phase_over": {"en": "Game over", "zh-Hant": "遊戲結束"},
    "nd_players": {"en": "Players", "zh-Hant": "玩家"},
    "nd_players_hint": {"en": "Tap a player to see their borough.",
                        "zh-Hant": "點選玩家可查看其領域。"},
    "nd_your_borough": {"en": "Your borough", "zh-Hant": "你的領域"},
    "nd_borough_of": {"en": "{name}'s borough", "zh-Hant": "{name}的領域"},
    "nd_borough_n": {"en": "borough {n}", "zh-Hant": "第 {n} 領域"},
    "nd_persons": {"en": "Persons", "zh-Hant": "人物"},
    "nd_plague_value": {"en": "{n} rats in all", "zh-Hant": "鼠疫指數 {n}"},
    "nd_plague_value_one": {"en": "1 rat in all", "zh-Hant": "鼠疫指數 1"},
    "nd_plague_track": {"en": "Plague track", "zh-Hant": "鼠疫軌"},
    "nd_cue_plague": {"en": "Danger: your rats are on {n} of 9. Past 9 the plague strikes. The marked cards push them back.",
                      "zh-Hant": "危險：你的鼠疫標記在第 {n} 格（共 9 格），超過 9 格鼠疫就爆發。有標示的卡牌能把老鼠趕回。"},
    "nd_cue_plague_next": {"en": "Danger: as the persons stand, the plague strikes you at the end of this round. The marked cards push the rats back.",
                           "zh-Hant": "危險：照目前的人物，本回合結束時你會爆發鼠疫。有標示的卡牌能把老鼠趕回。"},
    "nd_rats_back_mark": {"en": "rats back", "zh-Hant": "趕回老鼠"},
    "nd_cue_last_round": {"en": "The last round: prestige now decides.", "zh-Hant": "最後一回合：現在就看聲望了。"},
    "nd_rats_at": {"en": "Your rats are on {n} of 9.", "zh-Hant": "你的鼠疫標記在第 {n} 格（共 9 格）。"},
    "nd_rats_next": {"en": "If the round ended now: {n}.", "zh-Hant": "若本回合現在結束：第 {n} 格。"},
    "nd_rats_next_plague": {"en": "If the round ended now: past 9, the plague strikes.",
                            "zh-Hant": "若本回合現在結束：超過 9，鼠疫爆發。"},
    "nd_map": {"en": "Markets and roads", "zh-Hant": "市集與道路"},
    "nd_map_hint": {"en": "Octagons are messages (prestige 1–4); squares are carriages.",
                    "zh-Hant": "八角形是信息板塊（聲望 1–4）；方塊是馬車。"},
    "nd_notre_dame": {"en": "Notre Dame", "zh-Hant": "聖母院"},
    "nd_pool": {"en": "{n} prestige shared out at the end of each period",
                "zh-Hant": "每個時期結束時分配 {n} 分"},
    "nd_cathedral_cubes": {"en": "Cubes in Notre Dame: {list}", "zh-Hant": "聖母院內的影響力標記：{list}"},
    "nd_nobody": {"en": "none", "zh-Hant": "無"},
    "nd_your_cards": {"en": "Your cards", "zh-Hant": "你的行動卡"},
    "nd_played_round": {"en": "Played: {list}", "zh-Hant": "已打出：{list}"},
    "nd_laid_aside": {"en": "Laid aside: {list}", "zh-Hant": "放到一旁：{list}"},
    "nd_kept": {"en": "Kept so far", "zh-Hant": "已留下"},
    "nd_hand_list": {"en": "Hand: {list}", "zh-Hant": "手牌：{list}"},
    "nd_draft_list": {"en": "Cards to draft from: {list}", "zh-Hant": "待選的牌：{list}"},
    "nd_no_cards": {"en": "No cards in hand", "zh-Hant": "手上沒有牌"},
    "nd_passing": {"en": "Passing on", "zh-Hant": "傳出"},
    "nd_messages_held": {"en": "Messages: {list}", "zh-Hant": "信息板塊：{list}"},
    "nd_hired_this_round": {"en": "Hired: {name}", "zh-Hant": "已雇用：{name}"},
    "nd_you": {"en": "you", "zh-Hant": "你"},
    "nd_bot": {"en": "bot", "zh-Hant": "電腦"},
    "nd_starts": {"en": "starts", "zh-Hant": "起始玩家"},
    # facts (short, for the seat rows and the dock)
    "nd_prestige_n": {"en": "{n} prestige", "zh-Hant": "聲望 {n}"},
    "nd_gold_n": {"en": "{n} gold", "zh-Hant": "金幣 {n}"},
    "nd_cubes_n": {"en": "{n} cubes", "zh-Hant": "影響力標記 {n}"},
    "nd_cubes_n_one": {"en": "1 cube", "zh-Hant": "影響力標記 1"},
    "nd_tiebreak": {"en": "Tie-break: gold + cubes {n}", "zh-Hant": "平手時比：金幣＋影響力標記 {n}"},
    "nd_rats_n": {"en": "rats {n}/9", "zh-Hant": "鼠疫 {n}/9"},
    "nd_messages_n": {"en": "{n} messages", "zh-Hant": "信息板塊 {n}"},
    "nd_messages_n_one": {"en": "1 message", "zh-Hant": "信息板塊 1"},
    "nd_in_hand_n": {"en": "{n} cards in hand", "zh-Hant": "手牌 {n} 張"},
    "nd_in_hand_n_one": {"en": "1 card in hand", "zh-Hant": "手牌 1 張"},
    "nd_supply_n": {"en": "{n} in the general supply", "zh-Hant": "公區 {n} 個"},
    "nd_pieces_n": {"en": "{n} pieces", "zh-Hant": "{n} 個標記"},
    "nd_pieces_n_one": {"en": "1 piece", "zh-Hant": "1 個標記"},
    "nd_friend": {"en": "Trusted friend", "zh-Hant": "親信"},
    "nd_friend_short": {"en": "friend", "zh-Hant": "親信"},
    "nd_friend_here": {"en": "the trusted friend is here", "zh-Hant": "親信在此"},
    "nd_carriage_token": {"en": "carriage", "zh-Hant": "馬車"},
    "nd_market": {"en": "market {letter} ({owner})", "zh-Hant": "{letter} 市集（{owner}）"},
    "nd_market_kind_C": {"en": "centre", "zh-Hant": "中央"},
    "nd_market_kind_A": {"en": "inner left", "zh-Hant": "內側左"},
    "nd_market_kind_B": {"en": "inner right", "zh-Hant": "內側右"},
    "nd_market_kind_D": {"en": "outer left", "zh-Hant": "外側左"},
    "nd_market_kind_E": {"en": "outer right", "zh-Hant": "外側右"},
    "nd_message_label": {"en": "{colour} message, {p} prestige{extra}",
                         "zh-Hant": "{colour}色信息板塊，{p} 分{extra}"},
    "nd_extra_gold": {"en": " and 1 gold", "zh-Hant": "並拿 1 金幣"},
    "nd_extra_cube": {"en": " and 1 cube", "zh-Hant": "並拿 1 個影響力標記"},
    "nd_extra_rat": {"en": " and rats back 1", "zh-Hant": "並將鼠疫標記後退 1 格"},
    "nd_carriages_here": {"en": "carriages: {list}", "zh-Hant": "馬車：{list}"},
    "nd_reachable": {"en": "reachable", "zh-Hant": "可到達"},
    "nd_empty_market": {"en": "no message", "zh-Hant": "沒有信息板塊"},
    "nd_deck_brown": {"en": "brown", "zh-Hant": "棕"},
    "nd_deck_grey": {"en": "grey {p}", "zh-Hant": "灰 {p}"},
    "nd_rats_on_card": {"en": "{n} rats", "zh-Hant": "老鼠 {n}"},
    "nd_rats_on_card_one": {"en": "1 rat", "zh-Hant": "老鼠 1"},
    # ---- decisions (the dock) ---------------------------------------------------------------
    "nd_keep_prompt": {"en": "Keep one card; the rest go to {name}.",
                       "zh-Hant": "選 1 張行動卡留下，其餘傳給{name}。"},
    "nd_keep_label": {"en": "Keep {card}", "zh-Hant": "留下{card}"},
    "nd_play_prompt": {"en": "Play a card ({n} of 2).", "zh-Hant": "打出行動卡（第 {n} 張，共 2 張）。"},
    "nd_play_prompt_last": {"en": "Play your second card; the other is laid aside.",
                            "zh-Hant": "打出第 2 張行動卡，剩下的放到一旁。"},
    "nd_play_label": {"en": "Play {card}: {effect}", "zh-Hant": "打出{card}：{effect}"},
    "nd_no_cube_note": {"en": "no cube left: move one or give up",
                        "zh-Hant": "影響力標記用盡：移動一個或放棄"},
    "nd_donate_prompt": {"en": "Notre Dame: how much gold do you give?",
                         "zh-Hant": "聖母院：要捐多少金幣？"},
    "nd_donate_n": {"en": "{n} gold → +{p} prestige", "zh-Hant": "捐 {n} 金幣 → +{p} 分"},
    "nd_donate_0": {"en": "Give nothing (no cube)", "zh-Hant": "不捐款（不放標記）"},
    "nd_source_prompt": {"en": "No cubes left for {place}: move one of yours there, or give up the action.",
                         "zh-Hant": "沒有影響力標記可放到{place}：從別處移一個過去，或放棄此行動。"},
    "nd_source_label": {"en": "Move a cube from {from} to {to}", "zh-Hant": "把{from}的 1 個影響力標記移到{to}"},
    "nd_source_here": {"en": "Move one from here", "zh-Hant": "從這裡移一個"},
    "nd_give_up": {"en": "Give up {action}", "zh-Hant": "放棄{action}"},
    "nd_friend_prompt": {"en": "Trusted friend: tap the sector it goes to; you take that action.",
                         "zh-Hant": "親信：點選要移往的建築設施，並執行該行動。"},
    "nd_friend_button": {"en": "Friend here", "zh-Hant": "親信到此"},
    "nd_friend_label": {"en": "Trusted friend to {sector}", "zh-Hant": "親信移到{sector}"},
    "nd_carriage_prompt": {"en": "Carriage: {n} steps left. Tap a highlighted market, or stop.",
                           "zh-Hant": "馬車：還可移動 {n} 步。點選標示的市集，或停下。"},
    "nd_carriage_prompt_one": {"en": "Carriage: 1 step left. Tap a highlighted market, or stop.",
                               "zh-Hant": "馬車：還可移動 1 步。點選標示的市集，或停下。"},
    "nd_carriage_to": {"en": "Drive the carriage to {market}", "zh-Hant": "馬車移到{market}"},
    "nd_carriage_stop": {"en": "Stop here", "zh-Hant": "停在這裡"},
    "nd_carriage_stop_label": {"en": "Stop the carriage at {market}", "zh-Hant": "馬車停在{market}"},
    "nd_message_prompt": {"en": "Here is a {message}. Take it?", "zh-Hant": "這裡有{message}。要拿取嗎？"},
    "nd_message_take": {"en": "Take it", "zh-Hant": "拿取"},
    "nd_message_skip": {"en": "Leave it", "zh-Hant": "不拿"},
    "nd_bonus_prompt": {"en": "{reason}: choose a bonus ({n} left).", "zh-Hant": "{reason}：選擇獎勵（還有 {n} 次）。"},
    "nd_bonus_gold": {"en": "+1 gold", "zh-Hant": "+1 金幣"},
    "nd_bonus_cube": {"en": "+1 cube", "zh-Hant": "+1 影響力標記"},
    "nd_bonus_rat": {"en": "Rats back 1", "zh-Hant": "鼠疫標記後退 1 格"},
    "nd_hire_prompt": {"en": "Hire one person for 1 gold, or nobody.",
                       "zh-Hant": "支付 1 金幣雇用 1 位人物，或不雇用。"},
    "nd_hire_no_gold": {"en": "You have no gold, so you cannot hire anyone.",
                        "zh-Hant": "你沒有金幣，無法雇用人物。"},
    "nd_hire_button": {"en": "Hire (1 gold)", "zh-Hant": "雇用（1 金幣）"},
    "nd_hire_label": {"en": "Hire the {person} for 1 gold", "zh-Hant": "支付 1 金幣雇用{person}"},
    "nd_hire_none": {"en": "Hire nobody", "zh-Hant": "不雇用"},
    "nd_shift_prompt": {"en": "Minstrel: move up to {n} pieces from one sector to another (no action).",
                        "zh-Hant": "吟遊詩人：從一個建築設施移動最多 {n} 個標記到另一個（不執行行動）。"},
    "nd_shift_prompt_one": {"en": "Minstrel: move up to 1 piece from one sector to another (no action).",
                            "zh-Hant": "吟遊詩人：從一個建築設施移動最多 1 個標記到另一個（不執行行動）。"},
    "nd_shift_again": {"en": "Minstrel: move another piece from {from} to {to} ({n} left), or finish.",
                       "zh-Hant": "吟遊詩人：再從{from}移一個標記到{to}（還有 {n} 個），或結束。"},
    "nd_shift_done": {"en": "Finish moving", "zh-Hant": "結束移動"},
    "nd_jester_prompt": {"en": "Jester: move one piece to another sector and take its action.",
                         "zh-Hant": "小丑：移動 1 個標記到另一個建築設施，並執行該行動。"},
    "nd_jester_none": {"en": "Move nothing", "zh-Hant": "不移動"},
    "nd_from_place": {"en": "From {place}", "zh-Hant": "從{place}"},
    "nd_to_place": {"en": "→ {place}", "zh-Hant": "移到{place}"},
    "nd_to_place_friend": {"en": "→ {place} (friend)", "zh-Hant": "親信移到{place}"},
    "nd_move_label": {"en": "Move a cube from {from} to {to}", "zh-Hant": "把 1 個影響力標記從{from}移到{to}"},
    "nd_move_friend_label": {"en": "Move the trusted friend from {from} to {to}",
                             "zh-Hant": "把親信從{from}移到{to}"},
    "nd_bishop_prompt": {"en": "Bishop: tap an empty sector for a new cube; you take its action.",
                         "zh-Hant": "主教：點選一個空的建築設施放入新標記，並執行該行動。"},
    "nd_bishop_button": {"en": "Cube here", "zh-Hant": "放在這裡"},
    "nd_bishop_label": {"en": "The bishop's cube to {sector}", "zh-Hant": "主教的影響力標記放到{sector}"},
    "nd_plague_prompt": {"en": "The plague: tap which of your fullest sectors loses a cube.",
                         "zh-Hant": "鼠疫：點選標記最多的建築設施之一，移除 1 個影響力標記。"},
    "nd_plague_button": {"en": "Lose a cube", "zh-Hant": "移除 1 個"},
    "nd_plague_label": {"en": "Lose a cube from {sector}", "zh-Hant": "從{sector}移除 1 個影響力標記"},
    "nd_other_moves": {"en": "Other moves", "zh-Hant": "其他行動"},
    "nd_you_have": {"en": "You: {facts}", "zh-Hant": "你：{facts}"},
    # ---- action cards (the seed's names) -----------------------------------------------------
    "nd_action_school": {"en": "Cloister school", "zh-Hant": "教會學校"},
    "nd_action_bank": {"en": "Bank", "zh-Hant": "銀行"},
    "nd_action_residence": {"en": "Residence", "zh-Hant": "官邸"},
    "nd_action_carriage": {"en": "Carriage house", "zh-Hant": "馬車站"},
    "nd_action_hotel": {"en": "Hotel", "zh-Hant": "旅館"},
    "nd_action_park": {"en": "Park", "zh-Hant": "公園"},
    "nd_action_hospital": {"en": "Hospital", "zh-Hant": "醫院"},
    "nd_action_notre_dame": {"en": "Notre Dame", "zh-Hant": "聖母院"},
    "nd_action_friend": {"en": "Trusted friend", "zh-Hant": "親信"},
    # short names for the sector tiles (the full name is in the label)
    "nd_short_school": {"en": "School", "zh-Hant": "教會學校"},
    "nd_short_bank": {"en": "Bank", "zh-Hant": "銀行"},
    "nd_short_residence": {"en": "Residence", "zh-Hant": "官邸"},
    "nd_short_carriage": {"en": "Carriage", "zh-Hant": "馬車站"},
    "nd_short_hotel": {"en": "Hotel", "zh-Hant": "旅館"},
    "nd_short_park": {"en": "Park", "zh-Hant": "公園"},
    "nd_short_hospital": {"en": "Hospital", "zh-Hant": "醫院"},
    "nd_short_notre_dame": {"en": "Notre Dame", "zh-Hant": "聖母院"},
    "nd_short_friend": {"en": "Friend", "zh-Hant": "親信"},
    # what a card does (generic, and with this many pieces)
    "nd_effect_school": {"en": "take 1 cube per piece here", "zh-Hant": "依此處標記數拿取影響力標記"},
    "nd_effect_bank": {"en": "take 1 gold per piece here", "zh-Hant": "依此處標記數拿取金幣"},
    "nd_effect_residence": {"en": "1 prestige per piece here", "zh-Hant": "依此處標記數獲得聲望"},
    "nd_effect_carriage": {"en": "carriage: 1 step per piece here", "zh-Hant": "依此處標記數移動馬車"},
    "nd_effect_hotel": {"en": "cube, gold or rats back 1 (twice from 4 pieces)",
                        "zh-Hant": "影響力標記、金幣或鼠疫後退擇一（4 個以上兩次）"},
    "nd_effect_park": {"en": "rats back 1; +1 prestige per 2 pieces on every gain",
                       "zh-Hant": "鼠疫後退 1 格；每 2 個標記，每次得分 +1"},
    "nd_effect_hospital": {"en": "rats back 1; each piece holds the rats back",
                           "zh-Hant": "鼠疫後退 1 格；每個標記減少鼠疫前進 1 格"},
    "nd_effect_notre_dame": {"en": "give 1/2/3 gold for 1/3/6 prestige", "zh-Hant": "捐 1/2/3 金幣得 1/3/6 分"},
    "nd_effect_friend": {"en": "move the friend to a sector and take its action",
                         "zh-Hant": "親信移到一個建築設施並執行行動"},
    "nd_now_school": {"en": "+{n} cubes", "zh-Hant": "+{n} 影響力標記"},
    "nd_now_school_one": {"en": "+1 cube", "zh-Hant": "+1 影響力標記"},
    "nd_now_bank": {"en": "+{n} gold", "zh-Hant": "+{n} 金幣"},
    "nd_now_residence": {"en": "+{n} prestige", "zh-Hant": "+{n} 分"},
    "nd_now_carriage": {"en": "{n} carriage steps", "zh-Hant": "馬車 {n} 步"},
    "nd_now_carriage_one": {"en": "1 carriage step", "zh-Hant": "馬車 1 步"},
    "nd_now_hotel": {"en": "{n} bonus choices", "zh-Hant": "{n} 次獎勵"},
    "nd_now_hotel_one": {"en": "1 bonus choice", "zh-Hant": "1 次獎勵"},
    "nd_now_park": {"en": "rats −1, park bonus +{n}", "zh-Hant": "鼠疫 −1，公園加分 +{n}"},
    "nd_now_park_0": {"en": "rats −1", "zh-Hant": "鼠疫 −1"},
    "nd_now_hospital": {"en": "rats −1, holds back {n}", "zh-Hant": "鼠疫 −1，抵擋 {n} 隻老鼠"},
    "nd_now_notre_dame": {"en": "donate 1–3 gold", "zh-Hant": "捐 1–3 金幣"},
    "nd_now_friend": {"en": "friend to a sector", "zh-Hant": "親信移到一個設施"},
    # ---- the key (reference.py) --------------------------------------------------------------------
    "nd_key": {"en": "Key", "zh-Hant": "圖例"},
    "nd_key_round": {"en": "The round", "zh-Hant": "回合"},
    "nd_key_period": {"en": "The letter in brackets: the period, A, B or C, of three rounds each; "
                            "Notre Dame scores after each.",
                      "zh-Hant": "括號裡的字母：時期 A、B 或 C，每個時期 3 回合；每個時期結束時聖母院計分。"},
    "nd_key_borough": {"en": "Your borough", "zh-Hant": "你的領域"},
    "nd_key_flag": {"en": "The borough's owner, by colour and letter.", "zh-Hant": "領域的主人：顏色和字。"},
    "nd_key_tile": {"en": "A sector: its name, its emblem and your pieces there (cubes and the friend).",
                    "zh-Hant": "建築設施：名稱、圖示和你在那裡的標記數（影響力標記和親信）。"},
    "nd_key_cube": {"en": "■ a cube of yours.", "zh-Hant": "■ 你的影響力標記。"},
    "nd_key_friend": {"en": "◆ your trusted friend: it counts as a piece but never leaves for the plague.",
                      "zh-Hant": "◆ 你的親信：算一個標記，鼠疫不會帶走它。"},
    "nd_key_sectors": {"en": "The sectors and their cards", "zh-Hant": "建築設施與行動卡"},
    "nd_key_card": {"en": "An action card: the stripe and the letter are the colour of the player it came from.",
                    "zh-Hant": "行動卡：色條和字是它原本主人的顏色。"},
    "nd_key_letter": {"en": "(G) after a card's name: that card's colour.", "zh-Hant": "卡名後的（綠）：那張卡的顏色。"},
    "nd_key_cued": {"en": "rats back: with the plague near, a card that pushes your rats back.",
                    "zh-Hant": "趕回老鼠：鼠疫快到時，能把老鼠趕回的卡。"},
    "nd_key_plague": {"en": "The plague", "zh-Hant": "鼠疫"},
    "nd_key_track": {"en": "Your plague track 0–9: the dark mark is your rats.",
                     "zh-Hant": "你的鼠疫軌 0–9：黑色標記是你的老鼠。"},
    "nd_key_next": {"en": "Lit: where your rats go if the round ends now; past 9 the plague strikes "
                          "(−2 prestige and a cube).",
                    "zh-Hant": "亮起：本回合現在結束時老鼠會到的格子；超過 9 格鼠疫爆發（扣 2 分和 1 個影響力標記）。"},
    "nd_key_rat_dots": {"en": "Rats on a person; the rats of the three persons in all move everyone's rats, "
                              "minus the pieces in their hospital.",
                        "zh-Hant": "人物上的老鼠；三位人物的老鼠總數，減去各自醫院的標記數，就是每人老鼠前進的格數。"},
    "nd_key_persons": {"en": "Persons", "zh-Hant": "人物"},
    "nd_key_deck": {"en": "brown / grey B: the person's deck; grey persons come by period (A, B, C). "
                          "Hire one for 1 gold after the actions.",
                    "zh-Hant": "棕／灰 B：人物牌堆；灰色人物依時期（A、B、C）出現。行動後可花 1 金幣雇用一位。"},
    "nd_key_bits": {"en": "The players' counts", "zh-Hant": "玩家的數量"},
    "nd_key_star": {"en": "Prestige: the most wins.", "zh-Hant": "聲望：最高者獲勝。"},
    "nd_key_coin": {"en": "Gold.", "zh-Hant": "金幣。"},
    "nd_key_cubes": {"en": "Cubes in front of you, still to place.", "zh-Hant": "面前還沒放出的影響力標記。"},
    "nd_key_rats": {"en": "Rats on the plague track, of 9.", "zh-Hant": "鼠疫軌上的老鼠（共 9 格）。"},
    "nd_key_msgs": {"en": "Messages taken.", "zh-Hant": "已拿的信息板塊。"},
    "nd_key_hand": {"en": "Cards in hand.", "zh-Hant": "手上的行動卡。"},
    "nd_key_map": {"en": "Markets and roads", "zh-Hant": "市集與道路"},
    "nd_key_market": {"en": "A market without a message: its letter (A–E in each borough).",
                      "zh-Hant": "沒有信息板塊的市集：它的字母（每個領域 A–E）。"},
    "nd_key_message": {"en": "A message: its colour and prestige (1–4); the carriage that stops there may take it.",
                       "zh-Hant": "信息板塊：顏色和聲望（1–4）；停在那裡的馬車可以拿取。"},
    "nd_key_cart": {"en": "A player's carriage; the Carriage card moves it along the roads.",
                    "zh-Hant": "玩家的馬車；馬車站的行動卡讓它沿著道路移動。"},
    "nd_key_pool": {"en": "Notre Dame: the prestige shared out by its cubes at the end of each period.",
                    "zh-Hant": "聖母院：每個時期結束時依影響力標記分配的聲望。"},
    # ---- persons (the seed's names) ------------------------------------------------------------
    "nd_person_landlady": {"en": "Landlady", "zh-Hant": "包租婆"},
    "nd_person_monk": {"en": "Monk", "zh-Hant": "僧侶"},
    "nd_person_moneylender": {"en": "Moneylender", "zh-Hant": "債主"},
    "nd_person_minstrel": {"en": "Minstrel", "zh-Hant": "吟遊詩人"},
    "nd_person_doctor": {"en": "Doctor", "zh-Hant": "醫生"},
    "nd_person_jester": {"en": "Jester", "zh-Hant": "小丑"},
    "nd_person_guard": {"en": "Guard", "zh-Hant": "守衛"},
    "nd_person_watchman": {"en": "Night watchman", "zh-Hant": "守夜者"},
    "nd_person_bishop": {"en": "Bishop", "zh-Hant": "主教"},
    "nd_person_guildmaster": {"en": "Guildmaster", "zh-Hant": "行會會長"},
    "nd_person_beggar_king": {"en": "King of beggars", "zh-Hant": "丐幫幫主"},
    "nd_person_lawyer": {"en": "Lawyer", "zh-Hant": "律師"},
    "nd_person_lady": {"en": "Lady-in-waiting", "zh-Hant": "宮女"},
    "nd_person_mayor": {"en": "Mayor", "zh-Hant": "市長"},
    "nd_person_carpenter": {"en": "Carpenter", "zh-Hant": "木匠"},
    "nd_does_landlady": {"en": "+3 prestige and 1 gold, 1 cube or rats back 1",
                         "zh-Hant": "得 3 分，並拿 1 金幣、1 個標記或鼠疫後退 1 格"},
    "nd_does_monk": {"en": "2 cubes and +1 prestige", "zh-Hant": "拿 2 個影響力標記並得 1 分"},
    "nd_does_moneylender": {"en": "2 gold and +1 prestige", "zh-Hant": "拿 2 金幣並得 1 分"},
    "nd_does_minstrel": {"en": "move 1–3 pieces between two sectors", "zh-Hant": "在兩個設施間移動 1–3 個標記"},
    "nd_does_doctor": {"en": "your plague value is 0 this round", "zh-Hant": "本回合你的鼠疫指數為 0"},
    "nd_does_jester": {"en": "move 1 piece and take that action", "zh-Hant": "移動 1 個標記並執行該行動"},
    "nd_does_guard": {"en": "+1 prestige per piece (Notre Dame too)", "zh-Hant": "每個標記（含聖母院）得 1 分"},
    "nd_does_watchman": {"en": "+1 prestige per empty sector", "zh-Hant": "每個空設施得 1 分"},
    "nd_does_bishop": {"en": "a cube onto an empty sector, and its action", "zh-Hant": "放 1 個標記到空設施並執行行動"},
    "nd_does_guildmaster": {"en": "+2 prestige per 2 pieces in a sector", "zh-Hant": "同一設施每 2 個標記得 2 分"},
    "nd_does_beggar_king": {"en": "+1 prestige per space from your rats to 9", "zh-Hant": "得 9 減鼠疫格數的分數"},
    "nd_does_lawyer": {"en": "+3 prestige per 2 messages", "zh-Hant": "每 2 個信息板塊得 3 分"},
    "nd_does_lady": {"en": "prestige = pieces in your fullest sector", "zh-Hant": "得分等於最多標記設施的標記數"},
    "nd_does_mayor": {"en": "+3 prestige per 3 pieces in a sector", "zh-Hant": "同一設施每 3 個標記得 3 分"},
    "nd_does_carpenter": {"en": "+1 prestige per piece in your sectors", "zh-Hant": "設施內每個標記得 1 分"},
    # ---- colours: a name and the letter drawn on every token --------------------------------------
    "nd_colour_red": {"en": "red", "zh-Hant": "紅"},
    "nd_colour_yellow": {"en": "yellow", "zh-Hant": "黃"},
    "nd_colour_blue": {"en": "blue", "zh-Hant": "藍"},
    "nd_colour_green": {"en": "green", "zh-Hant": "綠"},
    "nd_colour_purple": {"en": "purple", "zh-Hant": "紫"},
    "nd_letter_red": {"en": "R", "zh-Hant": "紅"},
    "nd_letter_yellow": {"en": "Y", "zh-Hant": "黃"},
    "nd_letter_blue": {"en": "B", "zh-Hant": "藍"},
    "nd_letter_green": {"en": "G", "zh-Hant": "綠"},
    "nd_letter_purple": {"en": "P", "zh-Hant": "紫"},
    # ---- reasons named in the log --------------------------------------------------------------
    "nd_reason_donation": {"en": "donation", "zh-Hant": "捐款"},
    "nd_reason_message": {"en": "message", "zh-Hant": "信息板塊"},
    "nd_reason_notre_dame": {"en": "Notre Dame", "zh-Hant": "聖母院"},
    # ---- the log ---------------------------------------------------------------------------
    "nd_ev_round": {"en": "Round {n} (period {p}) begins; {who} starts. Persons: {persons}.",
                    "zh-Hant": "第 {n} 回合（{p} 時期）開始，由{who}先行。人物：{persons}。"},
    "nd_ev_draft_1": {"en": "Everyone kept a card and passed the others on.",
                      "zh-Hant": "所有玩家各留下 1 張行動卡，其餘傳給下一位玩家。"},
    "nd_ev_draft_2": {"en": "The draft is over: everyone holds three cards.",
                      "zh-Hant": "選牌結束：每位玩家手上有 3 張行動卡。"},
    "nd_ev_played": {"en": "{who} played {action} ({colour} card).",
                     "zh-Hant": "{who}打出{action}（{colour}色行動卡）。"},
    "nd_ev_discarded": {"en": "{who} laid {action} aside unplayed.", "zh-Hant": "{who}將{action}放到一旁，未使用。"},
    "nd_ev_placed": {"en": "{who} put a cube on {place}.", "zh-Hant": "{who}將 1 個影響力標記放到{place}。"},
    "nd_ev_placed_bishop": {"en": "The bishop put a cube of {who} on {place}.",
                            "zh-Hant": "主教為{who}在{place}放了 1 個影響力標記。"},
    "nd_ev_moved_no_cube_left": {"en": "{who} had no cube left and moved one from {from} to {to}.",
                                 "zh-Hant": "{who}沒有影響力標記，將 1 個從{from}移到{to}。"},
    "nd_ev_moved_minstrel": {"en": "The minstrel moved {piece} of {who} from {from} to {to}.",
                             "zh-Hant": "吟遊詩人將{who}的{piece}從{from}移到{to}。"},
    "nd_ev_moved_jester": {"en": "The jester moved {piece} of {who} from {from} to {to}.",
                           "zh-Hant": "小丑將{who}的{piece}從{from}移到{to}。"},
    "nd_ev_moved": {"en": "{who} moved {piece} from {from} to {to}.", "zh-Hant": "{who}將{piece}從{from}移到{to}。"},
    "nd_piece_cube": {"en": "a cube", "zh-Hant": "影響力標記"},
    "nd_piece_friend": {"en": "the trusted friend", "zh-Hant": "親信"},
    "nd_ev_donated": {"en": "{who} gave {n} gold to Notre Dame.", "zh-Hant": "{who}捐給聖母院 {n} 金幣。"},
    "nd_ev_donated_0": {"en": "{who} gave nothing to Notre Dame (no cube).",
                        "zh-Hant": "{who}沒有捐款給聖母院（不放標記）。"},
    "nd_ev_no_action": {"en": "{who} gave up {action}: no cube to place.",
                        "zh-Hant": "{who}沒有影響力標記可放，放棄{action}。"},
    "nd_ev_friend": {"en": "{who}'s trusted friend went to {sector}.", "zh-Hant": "{who}的親信移到{sector}。"},
    "nd_ev_carriage": {"en": "{who}'s carriage drove from {from} to {to}.",
                       "zh-Hant": "{who}的馬車從{from}移到{to}。"},
    "nd_ev_message": {"en": "{who} took the {colour} message at {market}.",
                      "zh-Hant": "{who}在{market}拿取了{colour}色信息板塊。"},
    "nd_ev_hired": {"en": "{who} hired the {person} for 1 gold.", "zh-Hant": "{who}支付 1 金幣雇用了{person}。"},
    "nd_ev_hired_none": {"en": "{who} hired nobody.", "zh-Hant": "{who}沒有雇用人物。"},
    "nd_ev_prestige": {"en": "{who} gained {n} prestige ({reason}).", "zh-Hant": "{who}獲得 {n} 分（{reason}）。"},
    "nd_ev_prestige_park": {"en": "{who} gained {n} prestige ({reason}) and {park} more for the park.",
                            "zh-Hant": "{who}獲得 {n} 分（{reason}），公園另加 {park} 分。"},
    "nd_ev_gold": {"en": "{who} took {n} gold ({reason}).", "zh-Hant": "{who}拿取 {n} 金幣（{reason}）。"},
    "nd_ev_cubes": {"en": "{who} took {n} cubes ({reason}).", "zh-Hant": "{who}拿取 {n} 個影響力標記（{reason}）。"},
    "nd_ev_cubes_one": {"en": "{who} took 1 cube ({reason}).", "zh-Hant": "{who}拿取 1 個影響力標記（{reason}）。"},
    "nd_ev_cubes_0": {"en": "{who} got no cube ({reason}): the general supply is empty.",
                      "zh-Hant": "{who}沒有拿到影響力標記（{reason}）：公區已用盡。"},
    "nd_ev_rats_back": {"en": "{who}'s rats went back from {from} to {to} ({reason}).",
                        "zh-Hant": "{who}的鼠疫標記從 {from} 後退到 {to}（{reason}）。"},
    "nd_ev_rats_up": {"en": "{who}'s rats advanced from {from} to {to}.",
                      "zh-Hant": "{who}的鼠疫標記從 {from} 前進到 {to}。"},
    "nd_ev_rats_down": {"en": "{who}'s rats went back from {from} to {to}.",
                        "zh-Hant": "{who}的鼠疫標記從 {from} 後退到 {to}。"},
    "nd_ev_rats_same": {"en": "{who}'s rats stayed on {to}.", "zh-Hant": "{who}的鼠疫標記停在 {to}。"},
    "nd_ev_plague": {"en": "The plague strikes {who}: the rats passed 9 and {n} prestige is lost.",
                     "zh-Hant": "鼠疫爆發：{who}的鼠疫標記超過 9，失去 {n} 分。"},
    "nd_ev_cube_lost": {"en": "{who} lost a cube from {sector} to the plague.",
                        "zh-Hant": "{who}因鼠疫失去{sector}的 1 個影響力標記。"},
    "nd_ev_scored": {"en": "Period {p} ends: Notre Dame pays {n} prestige per cube.",
                     "zh-Hant": "{p} 時期結束：聖母院每個影響力標記得 {n} 分。"},
    "nd_ev_scored_none": {"en": "Period {p} ends: Notre Dame pays nothing this time.",
                          "zh-Hant": "{p} 時期結束：這次聖母院沒有分數可分。"},
    "nd_ev_game_over": {"en": "The game is over.", "zh-Hant": "遊戲結束。"},
}

LETTERS = ["C", "A", "B", "D", "E"]
ACTIONS = ["school", "bank", "residence", "carriage", "hotel", "park", "hospital", "notre_dame", "friend"]
PERSONS = ["landlady", "monk", "moneylender", "minstrel", "doctor", "jester", "guard", "watchman",
           "bishop", "guildmaster", "beggar_king", "lawyer", "lady", "mayor", "carpenter"]
# message kind -> [prestige, extra]: the four tiles every colour has (engine data.MESSAGES)
MESSAGE_VALUES = {"a": [1, "gold"], "b": [2, "cube"], "c": [3, "rat"], "d": [4, None]}


def tr(lang, key, params=None):
    """`key` in `lang`, `{name}` fields filled from `params`; a "<key>_one" entry is used
    when `n` is 1 (same rules as the app's `i18n.t`)."""
    return fill(STRINGS, lang, key, params)


# ---- names of things ---------------------------------------------------------------------
def action_name(lang, action):
    return tr(lang, "nd_action_" + str(action))


def short_name(lang, place):
    return tr(lang, "nd_short_" + str(place))


def person_name(lang, person):
    return tr(lang, "nd_person_" + str(person))


def colour_name(lang, colour):
    return tr(lang, "nd_colour_" + str(colour))


def colour_letter(lang, colour):
    return tr(lang, "nd_letter_" + str(colour))


def reason_name(lang, reason):
    """What caused a gain: a sector or card, a person, a message, a donation, Notre Dame."""
    reason = str(reason)
    if reason in PERSONS:
        return person_name(lang, reason)
    if reason in ("donation", "message"):
        return tr(lang, "nd_reason_" + reason)
    if reason in ACTIONS:
        return action_name(lang, reason)
    return reason


def borough_owner(view, borough):
    """The seat that owns `borough`, or None (the empty boroughs of a 2-player game)."""
    for entry in view.get("boroughs") or []:
        if entry.get("index") == borough:
            return entry.get("seat")
    return None


def market_name(lang, market, view, names):
    """"market A (Ann)": the letter and whose borough it is in."""
    market = str(market)
    letter = market[:1]
    try:
        borough = int(market[1:])
    except ValueError:
        return market
    owner = borough_owner(view or {}, borough)
    who = seat_name(names, owner) if owner is not None else tr(lang, "nd_borough_n", {"n": borough + 1})
    return tr(lang, "nd_market", {"letter": letter, "owner": who})


def message_text(lang, colour, kind):
    value = MESSAGE_VALUES.get(kind) or [0, None]
    extra = tr(lang, "nd_extra_" + value[1]) if value[1] else ""
    return tr(lang, "nd_message_label", {"colour": colour_name(lang, colour), "p": value[0],
                                         "extra": extra})


# ---- the log -------------------------------------------------------------------------------
def phrase(lang, kind, ev, who, names, view):
    """One Notre Dame log event as a sentence, or None for an event this module does not know
    (the app then shows its raw fields rather than hiding it)."""
    view = view or {}
    if kind == "round":
        persons = list_join(lang, [person_name(lang, p) for p in (ev.get("persons") or [])])
        return tr(lang, "nd_ev_round", {"n": ev.get("round"), "p": ev.get("period"),
                                        "who": seat_name(names, ev.get("start")), "persons": persons})
    if kind == "draft_passed":
        return tr(lang, "nd_ev_draft_1" if ev.get("step") == 1 else "nd_ev_draft_2")
    if kind == "played":
        return tr(lang, "nd_ev_played", {"who": who, "action": action_name(lang, ev.get("action")),
                                         "colour": colour_name(lang, ev.get("colour"))})
    if kind == "discarded":
        return tr(lang, "nd_ev_discarded", {"who": who, "action": action_name(lang, ev.get("action"))})
    if kind == "placed":
        key = "nd_ev_placed_bishop" if ev.get("reason") == "bishop" else "nd_ev_placed"
        return tr(lang, key, {"who": who, "place": action_name(lang, ev.get("place"))})
    if kind == "moved":
        reason = ev.get("reason")
        key = "nd_ev_moved_" + str(reason) if reason in ("no_cube_left", "minstrel", "jester") else "nd_ev_moved"
        piece = tr(lang, "nd_piece_friend" if ev.get("friend") else "nd_piece_cube")
        return tr(lang, key, {"who": who, "piece": piece, "from": action_name(lang, ev.get("from")),
                              "to": action_name(lang, ev.get("to"))})
    if kind == "donated":
        gold = ev.get("gold") or 0
        return tr(lang, "nd_ev_donated" if gold else "nd_ev_donated_0", {"who": who, "n": gold})
    if kind == "no_action":
        return tr(lang, "nd_ev_no_action", {"who": who, "action": action_name(lang, ev.get("action"))})
    if kind == "friend":
        return tr(lang, "nd_ev_friend", {"who": who, "sector": action_name(lang, ev.get("sector"))})
    if kind == "carriage":
        return tr(lang, "nd_ev_carriage", {"who": who, "from": market_name(lang, ev.get("from"), view, names),
                                           "to": market_name(lang, ev.get("to"), view, names)})
    if kind == "message":
        return tr(lang, "nd_ev_message", {"who": who, "colour": colour_name(lang, ev.get("colour")),
                                          "market": market_name(lang, ev.get("market"), view, names)})
    if kind == "hired":
        if not ev.get("person"):
            return tr(lang, "nd_ev_hired_none", {"who": who})
        return tr(lang, "nd_ev_hired", {"who": who, "person": person_name(lang, ev.get("person"))})
    if kind == "prestige":
        params = {"who": who, "n": ev.get("amount"), "reason": reason_name(lang, ev.get("reason")),
                  "park": ev.get("park")}
        return tr(lang, "nd_ev_prestige_park" if ev.get("park") else "nd_ev_prestige", params)
    if kind == "gold":
        return tr(lang, "nd_ev_gold", {"who": who, "n": ev.get("amount"),
                                       "reason": reason_name(lang, ev.get("reason"))})
    if kind == "cubes":
        amount = ev.get("amount") or 0
        return tr(lang, "nd_ev_cubes" if amount else "nd_ev_cubes_0",
                  {"who": who, "n": amount, "reason": reason_name(lang, ev.get("reason"))})
    if kind == "rats":
        params = {"who": who, "from": ev.get("from"), "to": ev.get("to")}
        if ev.get("reason"):
            params["reason"] = reason_name(lang, ev.get("reason"))
            return tr(lang, "nd_ev_rats_back", params)
        before, after = ev.get("from") or 0, ev.get("to") or 0
        key = "nd_ev_rats_up" if after > before else ("nd_ev_rats_down" if after < before else "nd_ev_rats_same")
        return tr(lang, key, params)
    if kind == "plague":
        return tr(lang, "nd_ev_plague", {"who": who, "n": -(ev.get("prestige") or 0)})
    if kind == "cube_lost":
        return tr(lang, "nd_ev_cube_lost", {"who": who, "sector": action_name(lang, ev.get("sector"))})
    if kind == "notre_dame_scored":
        if ev.get("each"):
            return tr(lang, "nd_ev_scored", {"p": ev.get("period"), "n": ev.get("each")})
        return tr(lang, "nd_ev_scored_none", {"p": ev.get("period")})
    if kind == "game_over":
        return tr(lang, "nd_ev_game_over")
    return None


# Notre Dame's refusals in Chinese, by the engine's code (`pycore/games/notre_dame/refusals.py`
# has the English). `i18n.refusal_text` fills them.
REFUSALS_ZH = {
    "notre_dame.already_chosen": "座位 {seat} 已經選好行動卡，其他玩家還在選擇。",
    "notre_dame.not_your_turn": "現在輪到座位 {due}，不是座位 {seat}。",
    "notre_dame.expected_keep": "現在不能執行 {move}。請從正在挑選的行動卡中留下一張。",
    "notre_dame.expected_play": "現在不能執行 {move}。請打出一張手中的行動卡。",
    "notre_dame.expected_donate": "現在不能執行 {move}。請選擇要捐給聖母院多少金幣（不能超過你擁有的）。",
    "notre_dame.expected_cube_source":
        "現在不能執行 {move}。請把你的一個影響力標記（親信除外）移到這裡，或放棄此行動。",
    "notre_dame.expected_friend": "現在不能執行 {move}。請為親信選擇你的另一個建築設施。",
    "notre_dame.expected_carriage": "現在不能執行 {move}。請把馬車移到相鄰的市集，或停下。",
    "notre_dame.expected_message": "現在不能執行 {move}。請決定拿取或不拿這個信息板塊。",
    "notre_dame.expected_bonus": "現在不能執行 {move}。請選擇 1 個影響力標記、1 枚金幣或讓鼠疫標記後退。",
    "notre_dame.expected_hire": "現在不能執行 {move}。請支付 1 金幣雇用一位翻開的人物，或不雇用。",
    "notre_dame.expected_shift": "現在不能執行 {move}。請把你的標記從一個建築設施移到另一個，或結束。",
    "notre_dame.expected_jester": "現在不能執行 {move}。請把你的一個標記移到另一個建築設施，或不移動。",
    "notre_dame.expected_bishop": "現在不能執行 {move}。請為主教的影響力標記選擇一個空的建築設施。",
    "notre_dame.expected_plague":
        "現在不能執行 {move}。請選擇你標記最多的建築設施之一，被鼠疫移除 1 個影響力標記。",
}
