"""Citadels' strings in English and Traditional Chinese, and the phrasing of its log events.

Character and district names are the official English ones and the seed's Chinese ones
(`shared/seeds/004`: 刺客, 盜賊, 魔術師, 國王, 主教, 商人, 建築師, 軍閥 and the Dark City's 女巫,
稅務員 ...; 莊園, 神殿, 酒館, 瞭望台 ...), copied from `pycore/games/citadels/data.py` because the
UI cannot import pycore (it runs on MicroPython, the engine in another thread); a test keeps
the copies equal. Self-contained on purpose: `i18n` merges `STRINGS` into its catalogue and
calls `phrase` for the Citadels log, so this module must not import `i18n` (a cycle).
Keys start with `ct_` (the screen; `ct_opt_` for the table options of the setup) or `cev_` (log).
"""

from ...fill import fill, list_join, seat_name

LANGS = ["en", "zh-Hant"]
DEFAULT_LANG = "en"

# Every key starts with one of these: `t()` finds the module this way (app/registry.py).
KEY_PREFIXES = ["ct_", "cev_"]

STRINGS = {
    # ---- the table --------------------------------------------------------------------------
    "ct_round_n": {"en": "Round {n}", "zh-Hant": "第 {n} 輪"},
    "ct_drafting": {"en": "{name} to choose", "zh-Hant": "{name}選角色"},
    "ct_called": {"en": "{rank}. {character}", "zh-Hant": "{rank} 號{character}"},
    "ct_cue_last_round": {"en": "The last round: {name} has completed a city.",
                          "zh-Hant": "最後一輪：{name}已經完成城市。"},
    "ct_drafting_you": {"en": "Your choice of character", "zh-Hant": "輪到你選角色"},
    "ct_turn_of": {"en": "{name} to play", "zh-Hant": "輪到{name}"},
    "ct_crown": {"en": "Crown", "zh-Hant": "皇冠"},
    "ct_has_crown": {"en": "holds the crown", "zh-Hant": "持有皇冠"},
    "ct_gold_n": {"en": "{n} gold", "zh-Hant": "{n} 金幣"},
    "ct_cards_n": {"en": "{n} cards", "zh-Hant": "{n} 張牌"},
    "ct_cards_n_one": {"en": "1 card", "zh-Hant": "1 張牌"},
    "ct_city_n": {"en": "{n}/{total} districts", "zh-Hant": "{n}/{total} 個地區"},
    "ct_points_n": {"en": "{n} points", "zh-Hant": "{n} 分"},
    "ct_points_n_one": {"en": "1 point", "zh-Hant": "1 分"},
    "ct_bank_n": {"en": "Bank {n} gold", "zh-Hant": "銀行 {n} 金幣"},
    "ct_deck_n": {"en": "Deck {n} cards", "zh-Hant": "牌堆 {n} 張"},
    "ct_deck_n_one": {"en": "Deck 1 card", "zh-Hant": "牌堆 1 張"},
    "ct_city_to_end": {"en": "{n} districts end the game", "zh-Hant": "蓋滿 {n} 個地區遊戲結束"},
    "ct_you": {"en": "you", "zh-Hant": "你"},
    "ct_bot": {"en": "bot", "zh-Hant": "電腦"},
    "ct_complete": {"en": "complete", "zh-Hant": "已完成"},
    "ct_museum_n": {"en": "{n} under the Museum", "zh-Hant": "博物館下 {n} 張"},
    "ct_seat_summary": {"en": "{name}: {facts}", "zh-Hant": "{name}：{facts}"},
    # ---- the call strip ----------------------------------------------------------------------
    "ct_strip": {"en": "Characters this round", "zh-Hant": "本輪角色"},
    "ct_rank_n": {"en": "{n}", "zh-Hant": "{n} 號"},
    "ct_st_out": {"en": "out, face up", "zh-Hant": "公開移除"},
    "ct_st_waiting": {"en": "not called yet", "zh-Hant": "尚未宣言"},
    "ct_st_playing": {"en": "playing now", "zh-Hant": "行動中"},
    "ct_st_absent": {"en": "nobody", "zh-Hant": "無人"},
    "ct_st_killed": {"en": "killed", "zh-Hant": "被暗殺"},
    "ct_st_robbed": {"en": "robbed", "zh-Hant": "被偷竊"},
    "ct_st_bewitched": {"en": "bewitched", "zh-Hant": "被施法"},
    "ct_st_yours": {"en": "yours", "zh-Hant": "你的"},
    "ct_st_unknown": {"en": "hidden", "zh-Hant": "未公開"},
    "ct_this_round": {"en": "This round", "zh-Hant": "本輪"},
    # ---- the reveal as a character is called (strip.py) --------------------------------------
    "ct_reveal_called": {"en": "Called", "zh-Hant": "宣言"},
    # ---- the key of the board's symbols (reference.py) --------------------------------------
    "ct_key_characters": {"en": "The characters", "zh-Hant": "角色"},
    "ct_key_seats": {"en": "Players and their cities", "zh-Hant": "玩家與城市"},
    "ct_key_cards": {"en": "District cards", "zh-Hant": "地區牌"},
    "ct_key_gold": {"en": "Gold: a player's purse; on a card, what it costs to build",
                    "zh-Hant": "金幣：玩家持有的數量；在牌上是建造費用"},
    "ct_key_hand": {"en": "Cards in a player's hand", "zh-Hant": "玩家手上的牌數"},
    "ct_key_progress": {"en": "Districts built, out of the {n} that end the game",
                        "zh-Hant": "已建的地區數，蓋滿 {n} 個遊戲結束"},
    "ct_key_crown": {"en": "The crown: this player picks a character first", "zh-Hant": "皇冠：此玩家最先挑選角色"},
    "ct_key_done": {"en": "A complete city: the game ends after this round", "zh-Hant": "城市已完成：本輪結束後遊戲結束"},
    "ct_key_chip": {"en": "A character this player has shown this round", "zh-Hant": "此玩家本輪已公開的角色"},
    "ct_key_colour": {"en": "A {colour} district: its letter and emblem", "zh-Hant": "{colour}地區：它的字與圖案"},
    "ct_key_count": {"en": "Copies of the same card", "zh-Hant": "同一張牌的張數"},
    "ct_key_deco": {"en": "The Artist's gold on it: one more point", "zh-Hant": "藝術家放上的金幣：多計 1 分"},
    "ct_key_worth": {"en": "Its points at the end, where they are not its cost",
                     "zh-Hant": "遊戲結束時的分數（與費用不同時）"},
    "ct_key_slot": {"en": "A district still to build before the city is complete",
                    "zh-Hant": "城市完成前還要蓋的地區"},
    "ct_key_rank": {"en": "Its rank: the characters are called in this order", "zh-Hant": "號碼：角色依此順序宣言"},
    "ct_key_band": {"en": "Its income colour: 1 gold for each of its player's districts of that colour",
                    "zh-Hant": "收入顏色：持有者每有一個該色地區可收 1 金幣"},
    "ct_key_down": {"en": "Not shown yet: someone may hold it", "zh-Hant": "尚未公開：可能有人拿了"},
    "ct_key_who": {"en": "Called: the player who holds it", "zh-Hant": "已宣言：持有這個角色的玩家"},
    "ct_key_out": {"en": "Out of play this round, face up", "zh-Hant": "本輪公開移除，不能挑選"},
    "ct_key_killed": {"en": "Killed by the Assassin: its turn is skipped", "zh-Hant": "被刺客暗殺：跳過它的回合"},
    "ct_key_bewitched": {"en": "Bewitched: after its action the Witch plays its turn",
                         "zh-Hant": "被施法：執行行動後由女巫接手它的回合"},
    "ct_key_robbed": {"en": "Robbed: the Thief takes its gold when it is called",
                      "zh-Hant": "被偷竊：宣言時盜賊拿走持有者的所有金幣"},
    "ct_key_absent": {"en": "Called, and nobody had it", "zh-Hant": "已宣言，但沒有人拿這個角色"},
    "ct_key_yours": {"en": "One of your characters (only you see it)", "zh-Hant": "你的角色（只有你看得到）"},
    "ct_key_playing": {"en": "The character playing now", "zh-Hant": "正在行動的角色"},
    "ct_face_down_n": {"en": "{n} face down", "zh-Hant": "{n} 張蓋牌"},
    "ct_face_up_list": {"en": "Out, face up: {list}", "zh-Hant": "公開移除：{list}"},
    "ct_strip_item": {"en": "{rank}. {character}: {status}", "zh-Hant": "{rank} 號{character}：{status}"},
    # ---- the draft ------------------------------------------------------------------------------
    "ct_pick_prompt": {"en": "Choose your character", "zh-Hant": "選擇你的角色"},
    "ct_discard_prompt": {"en": "Choose a character to discard face down",
                          "zh-Hant": "選一張角色面朝下蓋掉"},
    "ct_pick": {"en": "Choose", "zh-Hant": "選擇"},
    "ct_discard": {"en": "Discard", "zh-Hant": "蓋掉"},
    "ct_pick_label": {"en": "Choose the {character} ({rank})", "zh-Hant": "選擇{character}（{rank} 號）"},
    "ct_discard_label": {"en": "Discard the {character} ({rank}) face down",
                         "zh-Hant": "將{character}（{rank} 號）面朝下蓋掉"},
    "ct_your_characters": {"en": "Your characters: {list}", "zh-Hant": "你的角色：{list}"},
    "ct_characters_list": {"en": "Characters: {list}", "zh-Hant": "角色：{list}"},
    "ct_hand_list": {"en": "Hand: {list}", "zh-Hant": "手牌：{list}"},
    "ct_your_discards": {"en": "You discarded face down: {list}", "zh-Hant": "你蓋掉的角色：{list}"},
    "ct_draft_wait": {"en": "{name} is choosing a character.", "zh-Hant": "{name}正在選角色。"},
    "ct_offered_n": {"en": "{n} characters offered", "zh-Hant": "可選 {n} 張角色"},
    # ---- your turn ----------------------------------------------------------------------------------
    "ct_you_are": {"en": "You are the {character}", "zh-Hant": "你是{character}"},
    "ct_witch_as": {"en": "You finish the {character}'s turn (Witch)", "zh-Hant": "你以女巫接手{character}的回合"},
    "ct_action_prompt": {"en": "Your action: take 2 gold or draw cards",
                         "zh-Hant": "執行一次行動：拿 2 金幣或抽地區牌"},
    "ct_gold_action": {"en": "Take 2 gold", "zh-Hant": "拿 2 金幣"},
    "ct_draw_action": {"en": "Draw cards", "zh-Hant": "抽地區牌"},
    "ct_income": {"en": "Collect income +{n}", "zh-Hant": "收稅 +{n}"},
    "ct_income_label": {"en": "Collect income: {n} gold", "zh-Hant": "收稅：{n} 金幣"},
    "ct_end": {"en": "End turn", "zh-Hant": "結束回合"},
    "ct_build_prompt": {"en": "Build districts from your hand, use your powers, then end your turn",
                        "zh-Hant": "從手牌建造地區、使用能力，然後結束回合"},
    "ct_builds_left_n": {"en": "{n} builds left", "zh-Hant": "還可建造 {n} 個"},
    "ct_builds_left_n_one": {"en": "1 build left", "zh-Hant": "還可建造 1 個"},
    "ct_build": {"en": "Build {n}", "zh-Hant": "建造 {n}"},
    "ct_build_label": {"en": "Build the {card} for {n} gold", "zh-Hant": "花 {n} 金幣建造{card}"},
    "ct_keep_prompt": {"en": "Keep {n} of the cards you drew", "zh-Hant": "從抽到的牌中保留 {n} 張"},
    "ct_keep": {"en": "Keep", "zh-Hant": "保留"},
    "ct_keep_label": {"en": "Keep the {card}", "zh-Hant": "保留{card}"},
    "ct_lab": {"en": "Lab +1", "zh-Hant": "實驗室 +1"},
    "ct_lab_label": {"en": "Laboratory: discard the {card} for 1 gold", "zh-Hant": "實驗室：棄掉{card}獲得 1 金幣"},
    "ct_museum": {"en": "Museum", "zh-Hant": "博物館"},
    "ct_museum_label": {"en": "Tuck the {card} under the Museum", "zh-Hant": "將{card}放在博物館下"},
    "ct_smithy": {"en": "Smithy: pay 2, draw 3", "zh-Hant": "鐵匠舖：付 2 抽 3"},
    "ct_smithy_label": {"en": "Smithy: pay 2 gold to draw 3 cards", "zh-Hant": "鐵匠舖：支付 2 金幣抽 3 張地區牌"},
    "ct_your_hand": {"en": "Your hand", "zh-Hant": "你的手牌"},
    "ct_your_city": {"en": "Your city", "zh-Hant": "你的城市"},
    "ct_your_gold": {"en": "Your gold", "zh-Hant": "你的金幣"},
    "ct_no_cards": {"en": "No cards in hand", "zh-Hant": "沒有手牌"},
    "ct_empty_city": {"en": "No districts yet", "zh-Hant": "尚未建造地區"},
    "ct_cities": {"en": "Cities", "zh-Hant": "城市"},
    "ct_city_of": {"en": "{name}'s city", "zh-Hant": "{name}的城市"},
    "ct_powers": {"en": "Powers", "zh-Hant": "能力"},
    "ct_decorated": {"en": "beautified (+1)", "zh-Hant": "已美化（+1）"},
    "ct_cost_n": {"en": "cost {n}", "zh-Hant": "費用 {n}"},
    "ct_card_label": {"en": "{card}, {colour}, cost {n}", "zh-Hant": "{card}，{colour}，費用 {n}"},
    # ---- powers ---------------------------------------------------------------------------------------
    "ct_kill_prompt": {"en": "Assassin: tap the character to kill on the strip",
                       "zh-Hant": "刺客：在角色列點選要暗殺的角色"},
    "ct_bewitch_prompt": {"en": "Witch: tap the character to bewitch (this ends your turn)",
                          "zh-Hant": "女巫：點選要施法的角色（你的回合隨即結束）"},
    "ct_rob_prompt": {"en": "Thief: tap the character to rob", "zh-Hant": "盜賊：點選要偷竊的角色"},
    "ct_kill": {"en": "Kill", "zh-Hant": "暗殺"},
    "ct_bewitch": {"en": "Bewitch", "zh-Hant": "施法"},
    "ct_rob": {"en": "Rob", "zh-Hant": "偷竊"},
    "ct_kill_label": {"en": "Assassinate the {character} ({rank})", "zh-Hant": "暗殺{character}（{rank} 號）"},
    "ct_bewitch_label": {"en": "Bewitch the {character} ({rank})", "zh-Hant": "對{character}（{rank} 號）施法"},
    "ct_rob_label": {"en": "Rob the {character} ({rank})", "zh-Hant": "偷竊{character}（{rank} 號）"},
    "ct_swap_hand": {"en": "Swap hands with {name}", "zh-Hant": "與{name}交換手牌"},
    "ct_redraw": {"en": "Put back", "zh-Hant": "放回"},
    "ct_redraw_label": {"en": "Magician: put the {card} on the deck's bottom", "zh-Hant": "魔術師：將{card}放到牌堆底"},
    "ct_redraw_prompt": {"en": "Magician: choose more cards to put back, then draw as many",
                         "zh-Hant": "魔術師：再選要放回的牌，然後抽回相同張數"},
    "ct_redraw_done": {"en": "Done: draw {n}", "zh-Hant": "完成：抽 {n} 張"},
    "ct_redraw_marked": {"en": "Going back: {list}", "zh-Hant": "要放回：{list}"},
    "ct_peek": {"en": "Look at {name}'s hand", "zh-Hant": "查看{name}的手牌"},
    "ct_wizard_prompt": {"en": "Wizard: {name}'s hand. Take one card, or build it at once",
                         "zh-Hant": "巫師：{name}的手牌。拿走一張，或立刻付費建造"},
    "ct_take": {"en": "Take", "zh-Hant": "拿走"},
    "ct_take_label": {"en": "Take the {card} into your hand", "zh-Hant": "將{card}加入手牌"},
    "ct_place": {"en": "Build {n}", "zh-Hant": "建造 {n}"},
    "ct_place_label": {"en": "Build the {card} at once for {n} gold", "zh-Hant": "立刻花 {n} 金幣建造{card}"},
    "ct_crown_prompt": {"en": "Emperor: give the crown to another player", "zh-Hant": "皇帝：將皇冠交給另一位玩家"},
    "ct_crown_to": {"en": "Crown {name}", "zh-Hant": "皇冠給{name}"},
    "ct_crown_label": {"en": "Give the crown to {name}", "zh-Hant": "將皇冠交給{name}"},
    "ct_tribute_prompt": {"en": "You receive the crown: pay the Emperor ({name}) 1 gold or 1 card",
                          "zh-Hant": "你獲得皇冠：付給皇帝（{name}）1 金幣或 1 張地區牌"},
    "ct_tribute_gold": {"en": "Pay 1 gold", "zh-Hant": "付 1 金幣"},
    "ct_give": {"en": "Give", "zh-Hant": "給予"},
    "ct_tribute_label": {"en": "Give the Emperor the {card}", "zh-Hant": "將{card}給皇帝"},
    "ct_tithe": {"en": "1 gold from {name}", "zh-Hant": "向{name}收 1 金幣"},
    "ct_tithe_label": {"en": "Abbot: {name}, the richest, gives you 1 gold",
                       "zh-Hant": "修道院長：最富有的{name}給你 1 金幣"},
    "ct_nav_gold": {"en": "Navigator: +4 gold", "zh-Hant": "航海家：+4 金幣"},
    "ct_nav_cards": {"en": "Navigator: +4 cards", "zh-Hant": "航海家：+4 張牌"},
    "ct_nav_note": {"en": "(then no building this turn)", "zh-Hant": "（之後本回合不可建造）"},
    "ct_destroy_prompt": {"en": "Warlord: tap a highlighted district to destroy it (this ends your turn)",
                          "zh-Hant": "軍閥：點選標示的地區將其摧毀（回合隨即結束）"},
    "ct_destroy": {"en": "Destroy", "zh-Hant": "摧毀"},
    "ct_destroy_label": {"en": "Destroy {name}'s {card} for {n} gold", "zh-Hant": "花 {n} 金幣摧毀{name}的{card}"},
    "ct_armory_prompt": {"en": "Armory: you may destroy it to destroy any district of another player",
                         "zh-Hant": "軍械庫：可摧毀它來摧毀其他玩家的任一地區"},
    "ct_armory": {"en": "Armory", "zh-Hant": "軍械庫"},
    "ct_armory_label": {"en": "Destroy your Armory to destroy {name}'s {card}",
                        "zh-Hant": "摧毀你的軍械庫來摧毀{name}的{card}"},
    "ct_exchange_prompt": {"en": "Diplomat: open a highlighted district to exchange it for one of yours (this ends your turn)",
                           "zh-Hant": "外交官：打開標示的地區，用你的一個地區交換（回合隨即結束）"},
    "ct_exchange": {"en": "Exchange", "zh-Hant": "交換"},
    "ct_exchange_for": {"en": "Exchange {card} for…", "zh-Hant": "用…交換{card}"},
    "ct_exchange_label": {"en": "Give your {mine} for {name}'s {theirs}, paying {n} gold",
                          "zh-Hant": "用你的{mine}交換{name}的{theirs}，支付 {n} 金幣"},
    "ct_exchange_mine": {"en": "your {card} (pay {n} gold)", "zh-Hant": "你的{card}（付 {n} 金幣）"},
    "ct_beautify": {"en": "Beautify", "zh-Hant": "美化"},
    "ct_beautify_label": {"en": "Artist: put 1 gold on your {card}", "zh-Hant": "藝術家：在你的{card}上放 1 金幣"},
    "ct_bell_prompt": {"en": "Bell Tower: shall 7 districts end the game?",
                       "zh-Hant": "鐘塔：是否宣告蓋滿 7 個地區即結束遊戲？"},
    "ct_bell_yes": {"en": "Yes, 7 districts", "zh-Hant": "是，7 個地區"},
    "ct_bell_no": {"en": "No, keep 8", "zh-Hant": "否，維持 8 個"},
    "ct_graveyard_prompt": {"en": "Graveyard: pay 1 gold to take the destroyed {card} into your hand?",
                            "zh-Hant": "墓地：是否支付 1 金幣將被摧毀的{card}加入手牌？"},
    "ct_graveyard_yes": {"en": "Pay 1 gold, take it", "zh-Hant": "付 1 金幣拿取"},
    "ct_graveyard_no": {"en": "No", "zh-Hant": "不要"},
    "ct_thank_prompt": {"en": "The Ball Room: {name} holds the crown. Be polite first.",
                        "zh-Hant": "舞廳：{name}持有皇冠，請先致謝。"},
    "ct_thank": {"en": "“Thank you, Your Excellency”", "zh-Hant": "「謝謝你的大恩大德」"},
    "ct_search_prompt": {"en": "Lighthouse: take any card from the deck", "zh-Hant": "燈塔：從地區牌堆中拿取任一張牌"},
    "ct_search_label": {"en": "Take the {card} from the deck", "zh-Hant": "從牌堆拿取{card}"},
    "ct_other_move": {"en": "Other moves", "zh-Hant": "其他行動"},
    "ct_hospital_note": {"en": "Assassinated, but the Hospital lets you take your action",
                         "zh-Hant": "你被暗殺了，但醫院讓你仍可執行一次行動"},
    "ct_victim_note": {"en": "Bewitched: take your action; the Witch finishes your turn",
                       "zh-Hant": "你被施法：執行行動後由女巫接手你的回合"},
    # ---- the end --------------------------------------------------------------------------------------
    "ct_breakdown": {"en": "Score breakdown", "zh-Hant": "計分明細"},
    "ct_sc_districts": {"en": "Districts", "zh-Hant": "地區分數"},
    "ct_sc_artist": {"en": "Artist's gold", "zh-Hant": "藝術家美化"},
    "ct_sc_colours": {"en": "All five colours", "zh-Hant": "五種顏色"},
    "ct_sc_first": {"en": "First complete city", "zh-Hant": "第一個完成城市"},
    "ct_sc_complete": {"en": "Complete city", "zh-Hant": "完成城市"},
    "ct_sc_total": {"en": "Total", "zh-Hant": "總分"},
    "ct_sc_line": {"en": "{what} +{n}", "zh-Hant": "{what} +{n}"},
    # ---- colours (each with a letter, so colour is never the only cue) ----------------------------------------
    "ct_col_noble": {"en": "noble (yellow)", "zh-Hant": "貴族（黃色）"},
    "ct_col_religious": {"en": "religious (blue)", "zh-Hant": "宗教（藍色）"},
    "ct_col_trade": {"en": "trade (green)", "zh-Hant": "商業（綠色）"},
    "ct_col_military": {"en": "military (red)", "zh-Hant": "軍事（紅色）"},
    "ct_col_special": {"en": "special (purple)", "zh-Hant": "特別（紫色）"},
    "ct_letter_noble": {"en": "N", "zh-Hant": "貴"},
    "ct_letter_religious": {"en": "R", "zh-Hant": "宗"},
    "ct_letter_trade": {"en": "T", "zh-Hant": "商"},
    "ct_letter_military": {"en": "M", "zh-Hant": "軍"},
    "ct_letter_special": {"en": "S", "zh-Hant": "特"},
    # ---- the log ----------------------------------------------------------------------------------------
    "cev_setup": {"en": "A table of {n}. The characters: {list}.", "zh-Hant": "{n} 人遊戲。本局角色：{list}。"},
    "cev_round": {"en": "Round {n} begins; {who} holds the crown.", "zh-Hant": "第 {n} 輪開始，{who}持有皇冠。"},
    "cev_removed": {"en": "One character is set aside face down.", "zh-Hant": "一張角色面朝下移除。"},
    "cev_removed_up": {"en": "One character is set aside face down; face up: {list}.",
                       "zh-Hant": "一張角色面朝下移除；公開移除：{list}。"},
    "cev_face_down_offered": {"en": "{who} may also take the face-down character.",
                              "zh-Hant": "{who}也可以選擇那張蓋著的角色。"},
    "cev_picked": {"en": "{who} chose a character.", "zh-Hant": "{who}選了一張角色。"},
    "cev_discarded": {"en": "{who} discarded a character face down.", "zh-Hant": "{who}將一張角色面朝下蓋掉。"},
    "cev_draft_over": {"en": "Everyone has chosen. The calling begins.", "zh-Hant": "角色選完，開始宣言。"},
    "cev_call": {"en": "Calling {rank}: the {character}.", "zh-Hant": "宣言 {rank} 號：{character}。"},
    "cev_absent": {"en": "Nobody is the {character}.", "zh-Hant": "沒有人是{character}。"},
    "cev_silent": {"en": "The {character} was assassinated and stays silent.",
                   "zh-Hant": "{character}已被暗殺，保持沉默。"},
    "cev_revealed": {"en": "{who} is the {character}.", "zh-Hant": "{who}是{character}。"},
    "cev_revealed_killed": {"en": "{who} was the assassinated {character}.",
                            "zh-Hant": "{who}是被暗殺的{character}。"},
    "cev_robbed": {"en": "{thief} robs {who} of {n} gold.", "zh-Hant": "{thief}偷走{who}的 {n} 金幣。"},
    "cev_crown": {"en": "{who} takes the crown.", "zh-Hant": "{who}獲得皇冠。"},
    "cev_throne_room": {"en": "{who} gains {n} gold from the Throne Room.", "zh-Hant": "{who}因王座廳獲得 {n} 金幣。"},
    "cev_tax": {"en": "{who} pays 1 gold to the Tax Collector, {to}.", "zh-Hant": "{who}付 1 金幣給稅務員{to}。"},
    "cev_turn_over": {"en": "{who} ends the {character}'s turn.", "zh-Hant": "{who}結束{character}的回合。"},
    "cev_witch_resumes": {"en": "The Witch, {who}, finishes the {character}'s turn.",
                          "zh-Hant": "女巫{who}接手{character}的回合。"},
    "cev_queen": {"en": "{who} gains {n} gold beside the ruler (Queen).", "zh-Hant": "{who}坐在國王身邊，皇后獲得 {n} 金幣。"},
    "cev_game_over": {"en": "The game is over.", "zh-Hant": "遊戲結束。"},
    "cev_completed": {"en": "{who} completes the city (+{n} points).", "zh-Hant": "{who}完成城市（+{n} 分）。"},
    "cev_bell_silenced": {"en": "The Bell Tower is gone: 8 districts end the game again.",
                          "zh-Hant": "鐘塔被摧毀：恢復為蓋滿 8 個地區結束遊戲。"},
    "cev_kill": {"en": "{who} assassinates the {character} ({rank}).", "zh-Hant": "{who}暗殺{character}（{rank} 號）。"},
    "cev_bewitch": {"en": "{who} bewitches the {character} ({rank}).", "zh-Hant": "{who}對{character}（{rank} 號）施法。"},
    "cev_rob": {"en": "{who} will rob the {character} ({rank}).", "zh-Hant": "{who}將偷竊{character}（{rank} 號）。"},
    "cev_swap_hand": {"en": "{who} swaps hands with {other}.", "zh-Hant": "{who}與{other}交換手牌。"},
    "cev_redraw": {"en": "{who} puts {n} cards back and draws as many.", "zh-Hant": "{who}放回 {n} 張牌並抽回相同張數。"},
    "cev_redraw_one": {"en": "{who} puts 1 card back and draws 1.", "zh-Hant": "{who}放回 1 張牌並抽回 1 張。"},
    "cev_peek": {"en": "{who} looks at {other}'s hand.", "zh-Hant": "{who}查看{other}的手牌。"},
    "cev_wizard_take": {"en": "{who} takes a card from {other}'s hand.", "zh-Hant": "{who}從{other}的手牌拿走一張。"},
    "cev_wizard_build": {"en": "{who} takes the {card} from {other} and builds it.",
                         "zh-Hant": "{who}拿走{other}的{card}並立刻建造。"},
    "cev_tribute_gold": {"en": "{who} pays the Emperor, {to}, 1 gold.", "zh-Hant": "{who}付給皇帝{to} 1 金幣。"},
    "cev_tribute_card": {"en": "{who} gives the Emperor, {to}, a district card.",
                         "zh-Hant": "{who}給皇帝{to} 1 張地區牌。"},
    "cev_tithe": {"en": "{other}, the richest, gives the Abbot, {who}, 1 gold.",
                  "zh-Hant": "最富有的{other}給修道院長{who} 1 金幣。"},
    "cev_merchant": {"en": "{who} gains {n} more gold (Merchant).", "zh-Hant": "{who}額外獲得 {n} 金幣（商人）。"},
    "cev_alchemist": {"en": "{who} gets back {n} gold (Alchemist).", "zh-Hant": "{who}取回 {n} 金幣（煉金術士）。"},
    "cev_architect": {"en": "{who} draws {n} extra cards (Architect).", "zh-Hant": "{who}額外抽 {n} 張地區牌（建築師）。"},
    "cev_architect_one": {"en": "{who} draws 1 extra card (Architect).", "zh-Hant": "{who}額外抽 1 張地區牌（建築師）。"},
    "cev_navigate_gold": {"en": "{who} takes {n} gold (Navigator).", "zh-Hant": "{who}拿取 {n} 金幣（航海家）。"},
    "cev_navigate_cards": {"en": "{who} draws {n} cards (Navigator).", "zh-Hant": "{who}抽 {n} 張地區牌（航海家）。"},
    "cev_navigate_cards_one": {"en": "{who} draws 1 card (Navigator).", "zh-Hant": "{who}抽 1 張地區牌（航海家）。"},
    "cev_destroyed": {"en": "{who} destroys {other}'s {card} for {n} gold.", "zh-Hant": "{who}花 {n} 金幣摧毀{other}的{card}。"},
    "cev_exchanged": {"en": "{who} exchanges the {card} for {other}'s {taken}, paying {n} gold.",
                      "zh-Hant": "{who}用{card}交換{other}的{taken}，支付 {n} 金幣。"},
    "cev_beautify": {"en": "{who} puts 1 gold on the {card} (Artist).", "zh-Hant": "{who}在{card}上放 1 金幣美化（藝術家）。"},
    "cev_armory": {"en": "{who} destroys the Armory to destroy {other}'s {card}.",
                   "zh-Hant": "{who}摧毀軍械庫，摧毀了{other}的{card}。"},
    "cev_search": {"en": "{who} searches the deck for a card (Lighthouse).", "zh-Hant": "{who}從牌堆搜尋一張牌（燈塔）。"},
    "cev_museum": {"en": "{who} tucks a card under the Museum.", "zh-Hant": "{who}將一張牌放在博物館下。"},
    "cev_laboratory": {"en": "{who} discards a card for {n} gold (Laboratory).", "zh-Hant": "{who}棄一張牌獲得 {n} 金幣（實驗室）。"},
    "cev_smithy": {"en": "{who} pays 2 gold and draws {n} cards (Smithy).", "zh-Hant": "{who}支付 2 金幣抽 {n} 張牌（鐵匠舖）。"},
    "cev_smithy_one": {"en": "{who} pays 2 gold and draws 1 card (Smithy).", "zh-Hant": "{who}支付 2 金幣抽 1 張牌（鐵匠舖）。"},
    "cev_bell_yes": {"en": "{who} rings the Bell Tower: 7 districts end the game.",
                     "zh-Hant": "{who}宣告鐘塔：蓋滿 7 個地區即結束遊戲。"},
    "cev_bell_no": {"en": "{who} leaves the Bell Tower silent.", "zh-Hant": "{who}不宣告鐘塔。"},
    "cev_poor_house": {"en": "{who} takes {n} gold from the Poor House.", "zh-Hant": "{who}因貧民窟獲得 {n} 金幣。"},
    "cev_park": {"en": "{who} draws {n} cards (Park).", "zh-Hant": "{who}抽 {n} 張地區牌（公園）。"},
    "cev_park_one": {"en": "{who} draws 1 card (Park).", "zh-Hant": "{who}抽 1 張地區牌（公園）。"},
    "cev_graveyard": {"en": "{who} pays 1 gold to take back the {card} (Graveyard).",
                      "zh-Hant": "{who}支付 1 金幣將{card}收回手牌（墓地）。"},
    "cev_thank": {"en": "{who}: “Thank you, Your Excellency,” to {to}.", "zh-Hant": "{who}對{to}說：「謝謝你的大恩大德」。"},
    "cev_took_gold": {"en": "{who} takes {n} gold.", "zh-Hant": "{who}拿取 {n} 金幣。"},
    "cev_income": {"en": "{who} collects {n} gold of income.", "zh-Hant": "{who}收稅 {n} 金幣。"},
    "cev_drew": {"en": "{who} draws {n} cards.", "zh-Hant": "{who}抽 {n} 張地區牌。"},
    "cev_drew_one": {"en": "{who} draws 1 card.", "zh-Hant": "{who}抽 1 張地區牌。"},
    "cev_kept": {"en": "{who} keeps a card.", "zh-Hant": "{who}保留一張牌。"},
    "cev_built": {"en": "{who} builds the {card} for {n} gold.", "zh-Hant": "{who}花 {n} 金幣建造{card}。"},
    # ---- the drawn table: cards, cities, the line-up (draw.py) ------------------------------
    "ct_city_row": {"en": "{name}'s city: {n} of {total} districts", "zh-Hant": "{name}的城市：{n}/{total} 個地區"},
    "ct_city_row_one": {"en": "{name}'s city: 1 of {total} districts", "zh-Hant": "{name}的城市：1/{total} 個地區"},
    "ct_hand_row": {"en": "Your hand: {n} cards, swipe to see them all", "zh-Hant": "你的手牌：{n} 張，左右滑動查看"},
    "ct_hand_row_one": {"en": "Your hand: 1 card", "zh-Hant": "你的手牌：1 張"},
    "ct_hand_back": {"en": "{n} cards in hand", "zh-Hant": "手牌 {n} 張"},
    "ct_hand_back_one": {"en": "1 card in hand", "zh-Hant": "手牌 1 張"},
    "ct_lineup_row": {"en": "The characters of this round, in calling order", "zh-Hant": "本輪角色，依宣言順序"},
    "ct_st_face_down": {"en": "face down", "zh-Hant": "蓋著"},
    "ct_swap_prompt": {"en": "Magician: swap hands with…", "zh-Hant": "魔術師：與誰交換手牌？"},
    "ct_peek_prompt": {"en": "Wizard: look at whose hand?", "zh-Hant": "巫師：查看誰的手牌？"},
    "ct_scores_at_end": {"en": "scores {n}", "zh-Hant": "計 {n} 分"},
    # ---- the new-game screen's table options (setup_options.py) --------------------------
    "ct_opt_title": {"en": "Table options", "zh-Hant": "牌局設定"},
    "ct_opt_preset": {"en": "Preset", "zh-Hant": "預設組合"},
    "ct_opt_preset_classic": {"en": "Classic", "zh-Hant": "經典"},
    "ct_opt_preset_dark_city": {"en": "Dark City", "zh-Hant": "暗黑城市"},
    "ct_opt_preset_random": {"en": "Random", "zh-Hant": "隨機"},
    "ct_opt_custom": {"en": "Your own lineup of characters.", "zh-Hant": "自訂的角色組合。"},
    "ct_opt_ranks": {"en": "Number of ranks", "zh-Hant": "角色數量"},
    "ct_opt_ranks_n": {"en": "{n} ranks", "zh-Hant": "{n} 個角色"},
    "ct_opt_ranks_few": {"en": "2 and 3 players use ranks 1 to 8 only.",
                      "zh-Hant": "2 至 3 人只使用 1 到 8 號角色。"},
    "ct_opt_ranks_eight": {"en": "8 players need the ninth rank.",
                        "zh-Hant": "8 人遊戲必須使用第 9 號角色。"},
    "ct_opt_characters": {"en": "Character of each rank", "zh-Hant": "每個號碼的角色"},
    "ct_opt_rank_n": {"en": "Rank {n}", "zh-Hant": "{n} 號"},
    "ct_opt_random": {"en": "Random", "zh-Hant": "隨機"},
    "ct_opt_queen_note": {"en": "The Queen is offered only with 5 or more players.",
                       "zh-Hant": "皇后僅限 5 人以上的遊戲。"},
    "ct_opt_purple": {"en": "Purple districts in the deck", "zh-Hant": "牌堆中的紫色地區"},
    "ct_opt_purple_n": {"en": "Purple districts in the deck ({n} of {total})",
                     "zh-Hant": "牌堆中的紫色地區（{n}/{total}）"},
    "ct_opt_all": {"en": "All", "zh-Hant": "全選"},
    "ct_opt_none": {"en": "None", "zh-Hant": "全不選"},
}

# [id, rank, English, 繁體中文, English effect, 中文效果] (pycore/games/citadels/data.py)
CHARACTERS = [
    ['assassin', 1, 'Assassin', '刺客',
     'Name a character: it loses its turn.',
     '說出一個角色：該角色失去他的回合。'],
    ['witch', 1, 'Witch', '女巫',
     "After your action, name a character and end your turn; you finish that character's turn.",
     '執行行動後說出一個角色並結束回合；該角色行動後由你接手他的回合。'],
    ['thief', 2, 'Thief', '盜賊',
     'Name a character (not rank 1 nor the killed or bewitched one): take all its gold when it is revealed.',
     '說出一個角色（不可是1號、被暗殺或被施法者）：他亮牌時取走他所有的金幣。'],
    ['tax_collector', 2, 'Tax Collector', '稅務員',
     'Every other player who builds pays you 1 gold at the end of that turn.',
     '其他玩家建造地區後，在其回合結束時付你1枚金幣。'],
    ['magician', 3, 'Magician', '魔術師',
     "Swap your hand with a player's, or put any cards on the deck's bottom and draw as many.",
     '與一位玩家交換手牌，或將任意張手牌放到牌堆底並抽回相同張數。'],
    ['wizard', 3, 'Wizard', '巫師',
     "Look at a player's hand and take 1 card: keep it or build it at once (duplicates allowed).",
     '查看一位玩家的手牌並拿走一張：加入手牌或立刻付費建造（可重複）。'],
    ['king', 4, 'King', '國王',
     'Income from noble districts; take the crown when called.',
     '貴族地區收稅；被叫到時立刻獲得皇冠。'],
    ['emperor', 4, 'Emperor', '皇帝',
     'Income from noble districts; give the crown to another player, who pays you 1 gold or 1 card.',
     '貴族地區收稅；將皇冠交給另一位玩家，他付你1金幣或1張地區牌。'],
    ['bishop', 5, 'Bishop', '主教',
     'Income from religious districts; the Warlord cannot destroy your districts.',
     '宗教地區收稅；你的地區不會被軍閥摧毀。'],
    ['abbot', 5, 'Abbot', '修道院長',
     'Income from religious districts; the richest player gives you 1 gold.',
     '宗教地區收稅；最多金幣的玩家給你1枚金幣。'],
    ['merchant', 6, 'Merchant', '商人',
     'Income from trade districts; +1 gold after your action.',
     '商業地區收稅；執行行動後額外獲得1枚金幣。'],
    ['alchemist', 6, 'Alchemist', '煉金術士',
     'At the end of your turn, get back the gold you spent building.',
     '回合結束時取回所有花在建造上的金幣。'],
    ['architect', 7, 'Architect', '建築師',
     'Draw 2 extra cards; build up to 3 districts.',
     '額外抽2張地區牌；最多可建造3個地區。'],
    ['navigator', 7, 'Navigator', '航海家',
     'After your action, take 4 gold or 4 cards; then you cannot build this turn.',
     '執行行動後額外拿4金幣或4張地區牌；之後本回合不可建造。'],
    ['warlord', 8, 'Warlord', '軍閥',
     'Income from military districts; at the end of your turn, destroy a district for its cost - 1.',
     '軍事地區收稅；回合結束時支付建造費用減1摧毀一個地區。'],
    ['diplomat', 8, 'Diplomat', '外交官',
     "Income from military districts; at the end of your turn, exchange a district with a player's.",
     '軍事地區收稅；回合結束時用自己的一個地區交換某玩家的一個地區。'],
    ['queen', 9, 'Queen', '皇后',
     "+3 gold if you sit next to the King's (or Emperor's) player. Only with 5+ players.",
     '坐在國王（或皇帝）身邊便獲得3金幣。僅限5人以上。'],
    ['artist', 9, 'Artist', '藝術家',
     'Put 1 of your gold on 1 or 2 of your districts: each is worth 1 more.',
     '放置金幣美化你的1或2個地區，每個地區價值+1。'],
]

# [id, English, 繁體中文, English effect, 中文效果]; purple districts have an effect
DISTRICTS = [
    ['manor', 'Manor', '莊園', "", ""],
    ['castle', 'Castle', '城堡', "", ""],
    ['palace', 'Palace', '皇宮', "", ""],
    ['temple', 'Temple', '神殿', "", ""],
    ['church', 'Church', '教堂', "", ""],
    ['monastery', 'Monastery', '修道院', "", ""],
    ['cathedral', 'Cathedral', '大教堂', "", ""],
    ['tavern', 'Tavern', '酒館', "", ""],
    ['market', 'Market', '市場', "", ""],
    ['trading_post', 'Trading Post', '貿易站', "", ""],
    ['docks', 'Docks', '碼頭', "", ""],
    ['harbor', 'Harbor', '海港', "", ""],
    ['town_hall', 'Town Hall', '市政廳', "", ""],
    ['watchtower', 'Watchtower', '瞭望台', "", ""],
    ['prison', 'Prison', '監獄', "", ""],
    ['battlefield', 'Battlefield', '戰場', "", ""],
    ['fortress', 'Fortress', '堡壘', "", ""],
    ['haunted_city', 'Haunted City', '鬼城',
     'Counts as any colour at scoring, unless built in the last round.',
     '計分時可視為任何一種顏色；最後一輪建造則不可。'],
    ['keep', 'Keep', '要塞',
     'The Warlord cannot destroy it; the Diplomat cannot take it.',
     '不會被軍閥摧毀，也不能被外交官交換。'],
    ['armory', 'Armory', '軍械庫',
     'On your turn, destroy the Armory to destroy any district of another player.',
     '在你的回合，摧毀軍械庫來摧毀其他玩家的任一地區。'],
    ['lighthouse', 'Lighthouse', '燈塔',
     'When built, take any card from the deck, then shuffle it.',
     '建造時從地區牌堆中搜尋一張牌加入手牌，之後洗牌。'],
    ['imperial_treasury', 'Imperial Treasury', '藏寶庫',
     '+1 point per gold you hold at the end.',
     '遊戲結束時每持有1枚金幣得1分。'],
    ['museum', 'Museum', '博物館',
     'Once per turn, tuck a card from your hand under it: +1 point each at the end.',
     '每回合一次，將一張手牌面朝下放在下方，結束時每張得1分。'],
    ['graveyard', 'Graveyard', '墓地',
     'When the Warlord destroys a district, pay 1 gold to take it into your hand.',
     '軍閥摧毀地區時，你可付1金幣將它加入手牌。'],
    ['laboratory', 'Laboratory', '實驗室',
     'Once per turn, discard a card from your hand for 1 gold.',
     '每回合一次，棄一張手牌獲得1金幣。'],
    ['smithy', 'Smithy', '鐵匠舖',
     'Once per turn, pay 2 gold to draw 3 cards.',
     '每回合一次，支付2金幣抽3張地區牌。'],
    ['observatory', 'Observatory', '天文台',
     'When you draw as your action, draw 3 and keep 1.',
     '抽牌行動時抽3張選1張。'],
    ['bell_tower', 'Bell Tower', '鐘塔',
     'When built, you may declare the game ends at 7 districts (until it is destroyed).',
     '建造時可宣告7個地區即結束遊戲（被摧毀則恢復）。'],
    ['map_room', 'Map Room', '地圖室',
     '+1 point per card in your hand at the end.',
     '遊戲結束時手中每張地區牌得1分。'],
    ['poor_house', 'Poor House', '貧民窟',
     'End of your turn with no gold: take 1 gold.',
     '回合結束時若沒有金幣，獲得1金幣。'],
    ['quarry', 'Quarry', '採石場',
     'You may build a district you already have (at most 2 of a kind).',
     '可建造已建過的地區（以2個為限）。'],
    ['fountain_of_wishes', 'Fountain of Wishes', '許願井',
     '+1 point per other purple district in your city at the end.',
     '遊戲結束時城市中每有一個其他紫色地區得1分。'],
    ['dragon_gate', 'Dragon Gate', '龍門',
     'Costs 6, scores 8.',
     '建造費用6，計分時值8分。'],
    ['great_wall', 'Great Wall', '城牆',
     'The Warlord pays 1 more to destroy your other districts.',
     '軍閥摧毀你其他地區時需多付1金幣。'],
    ['library', 'Library', '圖書館',
     'When you draw as your action, keep 2 cards.',
     '抽牌行動時可保留2張。'],
    ['school_of_magic', 'School of Magic', '魔法學院',
     'Counts as any colour for income.',
     '收稅時可視為任何一種顏色。'],
    ['university', 'University', '大學',
     'Costs 6, scores 8.',
     '建造費用6，計分時值8分。'],
    ['ball_room', 'Ball Room', '舞廳',
     "While you hold the crown, each other player called must first say 'Thank you, Your Excellency'.",
     '你持有皇冠時，其他玩家被叫到時必須先說「謝謝你的大恩大德」。'],
    ['factory', 'Factory', '工廠',
     'Your other purple districts cost you 1 less to build.',
     '建造其他紫色地區時少付1金幣。'],
    ['hospital', 'Hospital', '醫院',
     'If you are assassinated, you still take your action (nothing else).',
     '即使被暗殺仍可執行一次行動（不能建造或使用能力）。'],
    ['park', 'Park', '公園',
     'End of your turn with no cards in hand: draw 2.',
     '回合結束時若沒有手牌，抽2張地區牌。'],
    ['throne_room', 'Throne Room', '王座廳',
     '+1 gold each time the crown changes hands.',
     '皇冠每次易主時獲得1金幣。'],
]


# The short texts printed on the drawn cards, [id, English, 繁體中文] (the full effects above
# are the engine's copy and stay in the rules and the screen-reader labels). Only districts
# with an effect have one.
DISTRICT_SHORT = [
    ['haunted_city', 'Any colour at the end (not if built in the last round).', '終局時可算任一顏色（最後一輪建造則否）。'],
    ['keep', 'Cannot be destroyed or exchanged.', '不會被摧毀，也不能被交換。'],
    ['armory', 'On your turn, destroy it to destroy any other district.', '你的回合可摧毀它，以摧毀他人任一地區。'],
    ['lighthouse', 'When built, take any card from the deck.', '建造時從牌堆任選一張加入手牌。'],
    ['imperial_treasury', '+1 point per gold you hold at the end.', '終局時每枚金幣得 1 分。'],
    ['museum', 'Each turn, tuck a card under it: +1 point each.', '每回合可將一張手牌放在下方，每張得 1 分。'],
    ['graveyard', 'When the Warlord destroys a district, pay 1 gold to take it.', '軍閥摧毀地區時，可付 1 金幣將它收回手牌。'],
    ['laboratory', 'Once a turn, discard a card for 1 gold.', '每回合一次，棄一張手牌得 1 金幣。'],
    ['smithy', 'Once a turn, pay 2 gold to draw 3 cards.', '每回合一次，付 2 金幣抽 3 張牌。'],
    ['observatory', 'Drawing as your action: draw 3, keep 1.', '抽牌行動時抽 3 張選 1 張。'],
    ['bell_tower', 'When built, you may make 7 districts end the game.', '建造時可宣告蓋滿 7 個地區即結束遊戲。'],
    ['map_room', '+1 point per card in your hand at the end.', '終局時每張手牌得 1 分。'],
    ['poor_house', 'End your turn with no gold: take 1 gold.', '回合結束時若沒有金幣，得 1 金幣。'],
    ['quarry', 'You may build duplicates (2 of a kind at most).', '可建造重複的地區（同名最多 2 個）。'],
    ['fountain_of_wishes', '+1 point per other purple district at the end.', '終局時每個其他紫色地區得 1 分。'],
    ['dragon_gate', 'Costs 6, scores 8.', '費用 6，計 8 分。'],
    ['great_wall', 'The Warlord pays 1 more to destroy your other districts.', '軍閥摧毀你其他地區時須多付 1 金幣。'],
    ['library', 'Drawing as your action: keep 2 cards.', '抽牌行動時可保留 2 張。'],
    ['school_of_magic', 'Any colour for income.', '收稅時可算任一顏色。'],
    ['university', 'Costs 6, scores 8.', '費用 6，計 8 分。'],
    ['ball_room', 'While you hold the crown, others called must thank you first.', '你持有皇冠時，其他人被叫到須先向你致謝。'],
    ['factory', 'Your other purple districts cost 1 less.', '建造其他紫色地區少付 1 金幣。'],
    ['hospital', 'If assassinated, you still take your action.', '被暗殺時仍可執行一次行動。'],
    ['park', 'End your turn with no cards in hand: draw 2.', '回合結束時若沒有手牌，抽 2 張。'],
    ['throne_room', '+1 gold each time the crown changes hands.', '皇冠每次易主時得 1 金幣。'],
]

# The character powers as printed on the drawn cards of the draft, [id, English, 繁體中文].
CHARACTER_SHORT = [
    ['assassin', 'Name a character: it loses its turn.', '指定一個角色：該角色失去回合。'],
    ['witch', 'After your action, name a character: you will play its turn.', '行動後指定一個角色並結束回合，由你接手其回合。'],
    ['thief', 'Name a character (not rank 1, not killed or bewitched): take its gold.', '指定一個角色（非 1 號、被暗殺或被施法者）：取走其金幣。'],
    ['tax_collector', 'Every other player who builds pays you 1 gold.', '其他玩家建造地區後須付你 1 金幣。'],
    ['magician', 'Swap hands with a player, or swap any cards for new ones.', '與一位玩家交換手牌，或將任意張手牌換新。'],
    ['wizard', 'Look at a hand and take 1 card: keep it or build it.', '查看一位玩家的手牌並拿走一張：留下或立刻建造。'],
    ['king', 'Income from noble districts; takes the crown.', '貴族地區收稅；獲得皇冠。'],
    ['emperor', 'Income from noble districts; gives the crown for 1 gold or 1 card.', '貴族地區收稅；將皇冠交給他人，收 1 金幣或 1 張牌。'],
    ['bishop', 'Income from religious districts; safe from the Warlord.', '宗教地區收稅；你的地區不會被軍閥摧毀。'],
    ['abbot', 'Income from religious districts; the richest gives you 1 gold.', '宗教地區收稅；最富有的玩家給你 1 金幣。'],
    ['merchant', 'Income from trade districts; +1 gold.', '商業地區收稅；額外得 1 金幣。'],
    ['alchemist', 'Get back the gold you spent building.', '回合結束時取回建造花費的金幣。'],
    ['architect', 'Draw 2 more cards; build up to 3 districts.', '額外抽 2 張牌；最多建造 3 個地區。'],
    ['navigator', 'Take 4 gold or 4 cards; then no building.', '額外拿 4 金幣或 4 張牌；本回合不可建造。'],
    ['warlord', 'Income from military districts; destroy a district for its cost − 1.', '軍事地區收稅；付費用減 1 摧毀一個地區。'],
    ['diplomat', 'Income from military districts; exchange a district with a player.', '軍事地區收稅；與他人交換一個地區。'],
    ['queen', "+3 gold beside the King's player (5+ players).", '坐在國王身邊得 3 金幣（5 人以上）。'],
    ['artist', 'Put 1 gold on 1 or 2 of your districts: +1 point each.', '在你的 1 或 2 個地區放金幣美化，各 +1 分。'],
]


_CHARACTER = {}
for _row in CHARACTERS:
    _CHARACTER[_row[0]] = _row
_DISTRICT = {}
for _row in DISTRICTS:
    _DISTRICT[_row[0]] = _row
_LANG_COLUMN = {"en": 0, "zh-Hant": 1}


def tr(lang, key, params=None):
    """`key` in `lang` with `{name}` fields filled; `<key>_one` when the count `n` is 1."""
    return fill(STRINGS, lang, key, params)


def character_name(lang, character):
    row = _CHARACTER.get(character)
    if row is None:
        return str(character)
    return row[2 + _LANG_COLUMN.get(lang, 0)]


def character_text(lang, character):
    row = _CHARACTER.get(character)
    return row[4 + _LANG_COLUMN.get(lang, 0)] if row else ""


def character_rank(character):
    row = _CHARACTER.get(character)
    return row[1] if row else 0


def district_name(lang, district):
    row = _DISTRICT.get(district)
    if row is None:
        return str(district)
    return row[1 + _LANG_COLUMN.get(lang, 0)]


def district_text(lang, district):
    row = _DISTRICT.get(district)
    return row[3 + _LANG_COLUMN.get(lang, 0)] if row else ""


def _short(table, key, lang):
    for row in table:
        if row[0] == key:
            return row[1 + _LANG_COLUMN.get(lang, 0)]
    return ""


def district_short(lang, district):
    """The text printed on a district card ("" for a district without an effect)."""
    return _short(DISTRICT_SHORT, district, lang)


def character_short(lang, character):
    """A character's power as printed on its drawn card."""
    return _short(CHARACTER_SHORT, character, lang) or character_text(lang, character)


def colour_name(lang, colour):
    return tr(lang, "ct_col_" + str(colour))


def colour_letter(lang, colour):
    return tr(lang, "ct_letter_" + str(colour))


def phrase(lang, kind, ev, who, names, view):
    """One Citadels log event as a sentence in `lang`, or None for an unknown kind (the
    caller then shows the raw fields rather than hide what happened)."""
    fields = {"who": who, "other": seat_name(names, ev.get("other")), "to": seat_name(names, ev.get("to")),
              "character": character_name(lang, ev.get("character")), "rank": ev.get("rank"),
              "card": district_name(lang, ev.get("card")), "n": ev.get("gold")}
    if kind == "setup":
        chars = [character_name(lang, c) for c in ev.get("characters") or []]
        return tr(lang, "cev_setup", {"n": ev.get("players"), "list": list_join(lang, chars)})
    if kind == "round":
        return tr(lang, "cev_round", {"n": ev.get("round"), "who": seat_name(names, ev.get("crown"))})
    if kind == "removed":
        up = [character_name(lang, c) for c in ev.get("face_up") or []]
        if up:
            return tr(lang, "cev_removed_up", {"list": list_join(lang, up)})
        return tr(lang, "cev_removed")
    if kind == "robbed":
        return tr(lang, "cev_robbed", {"thief": seat_name(names, ev.get("thief")), "who": who, "n": ev.get("gold")})
    if kind == "revealed" and ev.get("killed"):
        return tr(lang, "cev_revealed_killed", fields)
    if kind == "wizard_take" and ev.get("card"):
        return tr(lang, "cev_wizard_build", fields)
    if kind == "tribute":
        return tr(lang, "cev_tribute_gold" if ev.get("gold") else "cev_tribute_card", fields)
    if kind == "navigate":
        if ev.get("gold") is not None:
            return tr(lang, "cev_navigate_gold", fields)
        return tr(lang, "cev_navigate_cards", {"who": who, "n": ev.get("cards")})
    if kind == "bell":
        return tr(lang, "cev_bell_yes" if ev.get("declared") else "cev_bell_no", fields)
    if kind == "completed":
        return tr(lang, "cev_completed", {"who": who, "n": ev.get("bonus")})
    if kind == "destroyed" or kind == "built":
        fields["n"] = ev.get("cost")
    if kind == "exchanged":
        fields["taken"] = district_name(lang, ev.get("taken"))
    if kind in ("redraw", "architect", "smithy", "park", "drew"):
        fields["n"] = ev.get("count")
    key = "cev_" + str(kind)
    if key in STRINGS:
        return tr(lang, key, fields)
    return None


# Citadels' refusals in Chinese, by the engine's code (`pycore/games/citadels/refusals.py` has
# the English). `i18n.refusal_text` fills them.
REFUSALS_ZH = {
    "citadels.not_your_turn": "現在不是座位 {seat} 做決定的時候。",
    "citadels.decision_first": "必須先完成另一個決定。",
    "citadels.thank_first": "請先說「謝謝你的大恩大德」。",
    "citadels.keep_first": "請先選擇要保留哪一張抽到的牌。",
    "citadels.redraw_first": "請先選完要重抽的牌，再點選完成。",
    "citadels.wizard_first": "請從你正在查看的手牌中拿走一張牌。",
    "citadels.crown_first": "皇帝必須先把皇冠交給另一位玩家。",
    "citadels.tribute_first": "請先給皇帝 1 枚金幣或 1 張地區牌。",
    "citadels.search_first": "請先為燈塔從地區牌堆中選一張牌。",
    "citadels.bell_first": "請先決定鐘塔是否讓遊戲在 7 個地區時結束。",
    "citadels.graveyard_first": "墓地的擁有者要先做決定。",
    "citadels.pick_offered": "正在選擇角色：請從提供的角色中挑選一個。",
    "citadels.not_offered": "{character}不在可選的角色中。",
    "citadels.act_before_build": "建造之前，請先拿金幣或抽地區牌。",
    "citadels.no_builds_left": "你這回合不能再建造地區了。",
    "citadels.not_in_hand": "這個地區不在你的手牌中。",
    "citadels.not_enough_gold": "你的金幣不夠建造這個地區。",
    "citadels.already_built": "你的城市裡已經有這個地區了。",
    "citadels.act_before_end": "結束回合之前，請先拿金幣或抽地區牌。",
    "citadels.already_acted": "你這回合已經執行過行動了。",
    "citadels.no_income": "你現在不能收稅。",
    "citadels.not_of_rank": "{character}不是 {rank} 號角色。",
    "citadels.queen_needs_five": "皇后只在 5 人以上的遊戲中使用。",
    "citadels.ranks_values": "角色數量必須是 8、9 或「自動」。",
    "citadels.ranks_few_players": "2 人和 3 人遊戲只使用 1 到 8 號角色。",
    "citadels.ranks_eight_players": "8 人遊戲需要 9 號角色：請選擇 9 個角色。",
    "citadels.unknown_preset": "未知的角色組合「{preset}」：請選擇經典、暗黑城市或隨機。",
    "citadels.characters_list": "角色選項必須列出 9 個角色（1 到 9 號）。",
    "citadels.characters_nine": "角色選項必須為 1 到 9 號各指定一個角色。",
    "citadels.purple_list": "紫色地區選項必須列出紫色地區的名稱。",
    "citadels.not_purple": "{district}不是紫色地區。",
    "citadels.purple_twice": "有紫色地區重複列出了。",
}


def refusal_param_zh(name, value):
    """A refusal's param in Chinese: a character or a district by its name (a forged table
    may name one that does not exist: it stays as written); None for anything else."""
    if name == "character":
        return character_name("zh-Hant", value)
    if name == "district":
        return district_name("zh-Hant", value)
    return None
