"""Celtica's strings in English and Traditional Chinese, and the phrasing of its log events.

Names follow the rules text in `shared/seeds/003` (德魯伊卡, 經驗卡, 護身符, 祭壇, 廢墟 ...).
Self-contained on purpose: `i18n` merges `STRINGS` into its catalogue and calls `phrase` for
Celtica's log, so this module must not import `i18n` (that would be a cycle). Every key
starts with `c_`: the screen's, the names (`c_space_`, `c_colour_`, `c_letter_`, `c_part_`,
`c_short_`) and the log's (`c_ev_`).
"""

from ...fill import fill, seat_name

# Every key starts with one of these: `t()` finds the module this way (app/registry.py).
KEY_PREFIXES = ["c_"]

STRINGS = {
    # ---- the screen ----------------------------------------------------------------------
    "c_path": {"en": "The path", "zh-Hant": "路徑"},
    "c_display": {"en": "Amulet parts on display", "zh-Hant": "展示區的護符板塊"},
    "c_empty_slot": {"en": "Empty", "zh-Hant": "空"},
    "c_druid": {"en": "Druid", "zh-Hant": "德魯伊"},
    "c_druids_here": {"en": "Druids here: {list}", "zh-Hant": "此處的德魯伊：{list}"},
    "c_druid_cards": {"en": "Druid cards", "zh-Hant": "德魯伊卡"},
    "c_experience": {"en": "Experience cards", "zh-Hant": "經驗卡"},
    "c_your_hand": {"en": "Your hand", "zh-Hant": "你的手牌"},
    "c_no_cards": {"en": "No cards", "zh-Hant": "沒有手牌"},
    "c_amulets": {"en": "Amulets", "zh-Hant": "護身符"},
    "c_your_amulets": {"en": "Your amulets", "zh-Hant": "你的護身符"},
    "c_amulet_n": {"en": "Amulet {n}", "zh-Hant": "護身符 {n}"},
    "c_new_amulet": {"en": "Start a new amulet", "zh-Hant": "開始新的護身符"},
    "c_complete_n": {"en": "{n} complete", "zh-Hant": "完成 {n} 個"},
    "c_cards_n": {"en": "{n} cards", "zh-Hant": "{n} 張牌"},
    "c_cards_n_one": {"en": "1 card", "zh-Hant": "1 張牌"},
    "c_exp_n": {"en": "{n} experience cards", "zh-Hant": "{n} 張經驗卡"},
    "c_exp_n_one": {"en": "1 experience card", "zh-Hant": "1 張經驗卡"},
    "c_exp_short": {"en": "{n} experience", "zh-Hant": "經驗 {n}"},
    "c_complete_short": {"en": "{n} done", "zh-Hant": "完成 {n}"},
    "c_out": {"en": "out", "zh-Hant": "本輪出局"},
    "c_owes_cult": {"en": "cult card", "zh-Hant": "祭壇牌"},
    "c_supply": {"en": "Parts left: {n}", "zh-Hant": "板塊堆：{n}"},
    "c_part_discard": {"en": "Discarded parts: {n}", "zh-Hant": "棄置板塊：{n}"},
    "c_druid_deck": {"en": "Druid deck: {n}", "zh-Hant": "德魯伊卡堆：{n}"},
    "c_exp_deck": {"en": "Experience deck: {n}", "zh-Hant": "經驗卡堆：{n}"},
    "c_play_heading": {"en": "Play druid cards", "zh-Hant": "打出德魯伊卡"},
    "c_play_label": {"en": "{druids} {colour}", "zh-Hant": "{druids} 張{colour}"},
    "c_play_exp": {"en": "+{n} exp.", "zh-Hant": "+{n} 經驗"},
    "c_play_to": {"en": "to {space}", "zh-Hant": "到{space}"},
    "c_must_play": {"en": "You must play {colour} (the cult-site card).",
                    "zh-Hant": "你必須打出{colour}（祭壇抽到的牌）。"},
    "c_take_prompt": {"en": "Take {n} more parts from the display.",
                      "zh-Hant": "再從展示區拿 {n} 片護符板塊。"},
    "c_take_prompt_one": {"en": "Take 1 more part from the display.",
                          "zh-Hant": "再從展示區拿 1 片護符板塊。"},
    "c_take_label": {"en": "Take {part}", "zh-Hant": "拿取{part}"},
    "c_place_prompt": {"en": "Place your new part: {part}.", "zh-Hant": "放置新拿到的板塊：{part}。"},
    "c_place_label": {"en": "Put it in amulet {n}", "zh-Hant": "放入護身符 {n}"},
    "c_discard_prompt": {"en": "Ruin: give up {n} more parts.",
                         "zh-Hant": "廢墟：再捨棄 {n} 片護符板塊。"},
    "c_discard_prompt_one": {"en": "Ruin: give up 1 more part.",
                             "zh-Hant": "廢墟：再捨棄 1 片護符板塊。"},
    "c_discard_label": {"en": "Give up {part}", "zh-Hant": "捨棄{part}"},
    "c_cult_prompt": {"en": "Cult site: draw a druid card? You must play it next.",
                      "zh-Hant": "祭壇：要抽一張德魯伊卡嗎？抽到的牌必須在下一回合打出。"},
    "c_cult_draw": {"en": "Draw a druid card", "zh-Hant": "抽一張德魯伊卡"},
    "c_cult_skip": {"en": "Do not draw", "zh-Hant": "不抽"},
    "c_end_prompt": {"en": "Spend experience cards: 1 swaps a part, 2 take a part.",
                     "zh-Hant": "使用經驗卡：1 張可交換一片板塊，2 張可拿一片板塊。"},
    "c_buy_label": {"en": "Take {part} (2 cards)", "zh-Hant": "拿取{part}（2 張）"},
    "c_buy_short": {"en": "Take (2)", "zh-Hant": "拿取（2）"},
    "c_swap_label": {"en": "Swap your {mine} (amulet {n}) for {theirs}",
                     "zh-Hant": "用你的{mine}（護身符 {n}）交換{theirs}"},
    "c_swaps_for": {"en": "Swap (1)", "zh-Hant": "交換（1）"},
    "c_swaps_for_label": {"en": "Swaps for the {part}, 1 experience card each",
                          "zh-Hant": "交換{part}的選項，每次 1 張經驗卡"},
    "c_done": {"en": "Done", "zh-Hant": "完成"},
    "c_tiebreak": {"en": "Amulet sizes: {sizes}", "zh-Hant": "護身符大小：{sizes}"},
    "c_space_n": {"en": "Space {n}", "zh-Hant": "第 {n} 格"},
    "c_symbols": {"en": "{n} symbols", "zh-Hant": "{n} 個符號"},
    "c_symbols_one": {"en": "1 symbol", "zh-Hant": "1 個符號"},
    "c_other_move": {"en": "Other moves", "zh-Hant": "其他行動"},
    # space kinds
    "c_space_start": {"en": "Start", "zh-Hant": "起點"},
    "c_space_village": {"en": "Village", "zh-Hant": "村莊"},
    "c_space_castle": {"en": "Castle", "zh-Hant": "城堡"},
    "c_space_monastery": {"en": "Monastery", "zh-Hant": "修道院"},
    "c_space_ruin": {"en": "Ruin", "zh-Hant": "廢墟"},
    "c_space_cult": {"en": "Cult site", "zh-Hant": "祭壇"},
    "c_space_goal": {"en": "Goal", "zh-Hant": "終點"},
    # druid colours
    "c_colour_red": {"en": "red", "zh-Hant": "紅"},
    "c_colour_grey": {"en": "grey", "zh-Hant": "灰"},
    "c_colour_white": {"en": "white", "zh-Hant": "白"},
    "c_colour_brown": {"en": "brown", "zh-Hant": "棕"},
    "c_colour_black": {"en": "black", "zh-Hant": "黑"},
    # the letter drawn on a druid or card so colours never rely on colour alone
    "c_letter_red": {"en": "R", "zh-Hant": "紅"},
    "c_letter_grey": {"en": "G", "zh-Hant": "灰"},
    "c_letter_white": {"en": "W", "zh-Hant": "白"},
    "c_letter_brown": {"en": "Br", "zh-Hant": "棕"},
    "c_letter_black": {"en": "Bk", "zh-Hant": "黑"},
    # amulet part positions
    "c_part_nw": {"en": "north-west part", "zh-Hant": "西北板塊"},
    "c_part_n": {"en": "north part", "zh-Hant": "北板塊"},
    "c_part_ne": {"en": "north-east part", "zh-Hant": "東北板塊"},
    "c_part_w": {"en": "west part", "zh-Hant": "西板塊"},
    "c_part_c": {"en": "centre part", "zh-Hant": "中央板塊"},
    "c_part_e": {"en": "east part", "zh-Hant": "東板塊"},
    "c_part_sw": {"en": "south-west part", "zh-Hant": "西南板塊"},
    "c_part_s": {"en": "south part", "zh-Hant": "南板塊"},
    "c_part_se": {"en": "south-east part", "zh-Hant": "東南板塊"},
    "c_short_nw": {"en": "NW", "zh-Hant": "西北"},
    "c_short_n": {"en": "N", "zh-Hant": "北"},
    "c_short_ne": {"en": "NE", "zh-Hant": "東北"},
    "c_short_w": {"en": "W", "zh-Hant": "西"},
    "c_short_c": {"en": "C", "zh-Hant": "中"},
    "c_short_e": {"en": "E", "zh-Hant": "東"},
    "c_short_sw": {"en": "SW", "zh-Hant": "西南"},
    "c_short_s": {"en": "S", "zh-Hant": "南"},
    "c_short_se": {"en": "SE", "zh-Hant": "東南"},
    # ---- the key (reference.py) and the pieces held up close ----------------------------------
    "c_key": {"en": "Key", "zh-Hant": "圖例"},
    "c_key_spaces": {"en": "The path", "zh-Hant": "路徑"},
    "c_key_space_no": {"en": "A space: its number (0 the start, 19 the goal) and the icon of its kind.",
                       "zh-Hant": "一格：編號（0 是起點，19 是終點）和種類的圖示。"},
    "c_rule_start": {"en": "Start: all five druids begin here.", "zh-Hant": "起點：五名德魯伊都從這裡出發。"},
    "c_rule_village": {"en": "Village, castle, monastery: the druid's player takes one part from the display "
                             "per ◆.",
                       "zh-Hant": "村莊、城堡、修道院：讓德魯伊停在這裡的玩家，每個 ◆ 從展示區拿一片板塊。"},
    "c_rule_ruin": {"en": "Ruin: give up one of your parts per ◆, then draw 1 experience card.",
                    "zh-Hant": "廢墟：每個 ◆ 捨棄一片你的板塊，然後抽 1 張經驗卡。"},
    "c_rule_cult": {"en": "Cult site: you may draw 1 druid card (+1); you must play it on your next turn.",
                    "zh-Hant": "祭壇：可以抽 1 張德魯伊卡（+1），下一回合必須打出它。"},
    "c_rule_goal": {"en": "Goal: the first druid here takes 4 parts and starts the last round; "
                          "later druids find nothing.",
                    "zh-Hant": "終點：第一名抵達的德魯伊拿 4 片板塊，並開始最後一輪；之後抵達的沒有效果。"},
    "c_key_find": {"en": "One part to take from the display.", "zh-Hant": "從展示區拿一片板塊。"},
    "c_key_lose": {"en": "One part to give up (a ruin).", "zh-Hant": "捨棄一片板塊（廢墟）。"},
    "c_key_plus": {"en": "You may draw a druid card (a cult site).", "zh-Hant": "可以抽一張德魯伊卡（祭壇）。"},
    "c_key_druids": {"en": "The druids", "zh-Hant": "德魯伊"},
    "c_key_druid": {"en": "The {colour} druid: it belongs to nobody; {colour} cards move it.",
                    "zh-Hant": "{colour}德魯伊：不屬於任何玩家，打出{colour}卡就移動它。"},
    "c_key_only_stop": {"en": "A druid only moves forward, 1 space per card; only the space where it stops counts.",
                        "zh-Hant": "德魯伊只往前走，每張卡一格；只有停下的那一格有效果。"},
    "c_key_cards": {"en": "Your cards", "zh-Hant": "你的手牌"},
    "c_key_stack": {"en": "×2: your druid cards of this colour. ★1: your experience cards of this colour.",
                    "zh-Hant": "×2：你這個顏色的德魯伊卡張數。★1：你這個顏色的經驗卡張數。"},
    "c_key_play": {"en": "A play: 2 cards +1★ (an experience card) → the space the druid stops on.",
                   "zh-Hant": "出牌：2 張卡 +1★（經驗卡）→ 德魯伊停下的格子。"},
    "c_rule_experience": {"en": "Experience cards add 1 space each, played with druid cards of their colour "
                                "(never alone). In the end phase, 1 swaps a part with the display, 2 take one.",
                          "zh-Hant": "經驗卡和同色德魯伊卡一起打出，每張多走一格（不能單獨打出）。"
                                     "結束階段時，1 張可和展示區交換一片板塊，2 張可拿一片。"},
    "c_key_amulets": {"en": "Amulets and parts", "zh-Hant": "護身符與板塊"},
    "c_key_amulet": {"en": "An amulet: a part in each place it has, faint outlines where parts are missing.",
                     "zh-Hant": "護身符：已有的板塊在它的位置上，缺少的以淡色輪廓表示。"},
    "c_key_complete": {"en": "Ringed: a complete amulet, all 9 parts. The most complete amulets win.",
                       "zh-Hant": "有外圈：完成的護身符，9 片都有。完成最多者獲勝。"},
    "c_key_part": {"en": "A part on display: its place in an amulet (N, NE … C the centre).",
                   "zh-Hant": "展示區的板塊：它在護身符上的位置（北、東北……中是中央）。"},
    "c_rule_part": {"en": "A new part goes into an amulet that lacks it; a part all your amulets have "
                          "starts a new amulet.",
                    "zh-Hant": "新板塊放進缺少它的護身符；你每個護身符都有的板塊，會開始一個新的護身符。"},
    "c_key_facts": {"en": "The players", "zh-Hant": "玩家"},
    "c_key_done": {"en": "Complete amulets · druid cards in hand · experience cards.",
                   "zh-Hant": "完成的護身符、手上的德魯伊卡、經驗卡。"},
    "c_key_out": {"en": "Out: no druid cards left, out until the round ends.",
                  "zh-Hant": "本輪出局：沒有德魯伊卡了，本輪不能再出牌。"},
    "c_key_owes": {"en": "Cult card: must play the card drawn at a cult site.",
                   "zh-Hant": "祭壇牌：必須打出在祭壇抽到的牌。"},
    "c_zoom_stack": {"en": "{colour}: {cards}, {exp}.", "zh-Hant": "{colour}：{cards}，還有 {exp}。"},
    "c_zoom_play": {"en": "Play cards of one colour: that druid moves 1 space per card.",
                    "zh-Hant": "打出同一顏色的卡：該色德魯伊每張卡前進一格。"},
    "c_zoom_missing": {"en": "Missing: {list}.", "zh-Hant": "缺少：{list}。"},
    # ---- the log ---------------------------------------------------------------------------
    "c_ev_played": {"en": "{who} played {n} {colour} cards{exp}: the {colour} druid goes from {from} to {to} ({space}).",
                  "zh-Hant": "{who}打出 {n} 張{colour}德魯伊卡{exp}：{colour}德魯伊從第 {from} 格到第 {to} 格（{space}）。"},
    "c_ev_played_one": {"en": "{who} played 1 {colour} card{exp}: the {colour} druid goes from {from} to {to} ({space}).",
                      "zh-Hant": "{who}打出 1 張{colour}德魯伊卡{exp}：{colour}德魯伊從第 {from} 格到第 {to} 格（{space}）。"},
    "c_ev_played_exp": {"en": " and {n} experience cards", "zh-Hant": "和 {n} 張經驗卡"},
    "c_ev_played_exp_one": {"en": " and 1 experience card", "zh-Hant": "和 1 張經驗卡"},
    "c_ev_played_goal": {"en": "{who} played {n} {colour} cards; that druid is already at the goal.",
                       "zh-Hant": "{who}打出 {n} 張{colour}德魯伊卡；該德魯伊已在終點，沒有效果。"},
    "c_ev_played_goal_one": {"en": "{who} played 1 {colour} card; that druid is already at the goal.",
                           "zh-Hant": "{who}打出 1 張{colour}德魯伊卡；該德魯伊已在終點，沒有效果。"},
    "c_ev_last_round": {"en": "A druid reached the goal: this is the last round.",
                      "zh-Hant": "有德魯伊到達終點：這是最後一輪。"},
    "c_cue_last_round": {"en": "The last round: a druid has reached the goal.",
                         "zh-Hant": "最後一輪：已經有德魯伊抵達終點。"},
    "c_goal_nothing": {"en": "Goal: nothing", "zh-Hant": "終點：無效果"},
    "c_ev_goal_late": {"en": "The {colour} druid reached the goal after the first one: it finds nothing.",
                     "zh-Hant": "{colour}德魯伊在第一名之後才到達終點：沒有任何效果。"},
    "c_ev_took": {"en": "{who} took the {part}.", "zh-Hant": "{who}拿取了{part}。"},
    "c_ev_placed": {"en": "{who} put the {part} in amulet {n}.",
                  "zh-Hant": "{who}將{part}放入護身符 {n}。"},
    "c_ev_discarded": {"en": "{who} gave up the {part} at the ruin.", "zh-Hant": "{who}在廢墟捨棄了{part}。"},
    "c_ev_experience": {"en": "{who} drew an experience card.", "zh-Hant": "{who}抽了一張經驗卡。"},
    "c_ev_cult_draw": {"en": "{who} drew a druid card at the cult site.",
                     "zh-Hant": "{who}在祭壇抽了一張德魯伊卡。"},
    "c_ev_cult_skip": {"en": "{who} drew nothing at the cult site.",
                     "zh-Hant": "{who}在祭壇沒有抽牌。"},
    "c_ev_reshuffled_druid": {"en": "The druid cards were reshuffled.", "zh-Hant": "德魯伊卡棄牌堆重新洗牌。"},
    "c_ev_reshuffled_experience": {"en": "The experience cards were reshuffled.",
                                 "zh-Hant": "經驗卡棄牌堆重新洗牌。"},
    "c_ev_reshuffled_parts": {"en": "The discarded parts were reshuffled.",
                            "zh-Hant": "棄置的護符板塊重新洗勻。"},
    "c_ev_round": {"en": "Round {n} begins; {who} starts.", "zh-Hant": "第 {n} 輪開始，由{who}先行。"},
    "c_ev_end_phase_round": {"en": "The last round is over. Experience cards now, starting with {who}.",
                           "zh-Hant": "最後一輪結束。由{who}開始使用經驗卡。"},
    "c_ev_end_phase_druids": {"en": "All five druids reached the goal. Experience cards now, starting with {who}.",
                            "zh-Hant": "五名德魯伊都到達終點。由{who}開始使用經驗卡。"},
    "c_ev_end_phase_parts": {"en": "No amulet parts are left. Experience cards now, starting with {who}.",
                           "zh-Hant": "護符板塊已用完。由{who}開始使用經驗卡。"},
    "c_ev_swapped": {"en": "{who} swapped their {gave} for the {took}.",
                   "zh-Hant": "{who}用{gave}交換了{took}。"},
    "c_ev_bought": {"en": "{who} spent 2 experience cards on the {part}.",
                  "zh-Hant": "{who}用 2 張經驗卡拿取了{part}。"},
    "c_ev_game_over": {"en": "The game is over.", "zh-Hant": "遊戲結束。"},
}


def tr(lang, key, params=None):
    """Celtica's `t`: the string `key` in `lang`, `{name}` fields filled; "_one" when n is 1."""
    return fill(STRINGS, lang, key, params)


def _part(lang, part):
    return tr(lang, "c_part_" + str(part))


def phrase(lang, kind, ev, who, names, view):
    """One Celtica log event as a sentence in `lang`, or None for an event this does not know."""
    if kind == "played":
        colour = tr(lang, "c_colour_" + str(ev.get("colour")))
        if ev.get("from") == ev.get("to"):
            return tr(lang, "c_ev_played_goal", {"who": who, "n": ev.get("cards"), "colour": colour})
        exp = ""
        if ev.get("experience"):
            exp = tr(lang, "c_ev_played_exp", {"n": ev.get("experience")})
        space = None
        for entry in view.get("path") or []:
            if isinstance(entry, dict) and entry.get("space") == ev.get("to"):
                space = entry.get("kind")
        return tr(lang, "c_ev_played", {"who": who, "n": ev.get("cards"), "colour": colour,
                                       "exp": exp, "from": ev.get("from"), "to": ev.get("to"),
                                       "space": tr(lang, "c_space_" + space) if space else str(ev.get("to"))})
    if kind == "last_round":
        return tr(lang, "c_ev_last_round")
    if kind == "goal_late":
        return tr(lang, "c_ev_goal_late", {"colour": tr(lang, "c_colour_" + str(ev.get("colour")))})
    if kind == "took":
        return tr(lang, "c_ev_took", {"who": who, "part": _part(lang, ev.get("part"))})
    if kind == "placed":
        return tr(lang, "c_ev_placed", {"who": who, "part": _part(lang, ev.get("part")),
                                       "n": (ev.get("amulet") or 0) + 1})
    if kind == "discarded":
        return tr(lang, "c_ev_discarded", {"who": who, "part": _part(lang, ev.get("part"))})
    if kind == "experience":
        return tr(lang, "c_ev_experience", {"who": who})
    if kind == "cult":
        return tr(lang, "c_ev_cult_draw" if ev.get("drew") else "c_ev_cult_skip", {"who": who})
    if kind == "reshuffled" and ev.get("pile") in ("druid", "experience", "parts"):
        return tr(lang, "c_ev_reshuffled_" + ev.get("pile"))
    if kind == "round":
        return tr(lang, "c_ev_round", {"n": ev.get("round"), "who": seat_name(names, ev.get("start"))})
    if kind == "end_phase" and ev.get("reason") in ("round", "druids", "parts"):
        return tr(lang, "c_ev_end_phase_" + ev.get("reason"), {"who": seat_name(names, ev.get("start"))})
    if kind == "swapped":
        return tr(lang, "c_ev_swapped", {"who": who, "gave": _part(lang, ev.get("gave")),
                                        "took": _part(lang, ev.get("took"))})
    if kind == "bought":
        return tr(lang, "c_ev_bought", {"who": who, "part": _part(lang, ev.get("part"))})
    if kind == "game_over":
        return tr(lang, "c_ev_game_over")
    return None


# Celtica's refusals in Chinese, by the engine's code (`pycore/games/celtica/refusals.py` has
# the English; the screen offers only legal moves, so they show only when a tap races a change
# of turn). `i18n.refusal_text` fills them.
REFUSALS_ZH = {
    "celtica.now_play": "現在請打出同一顏色的德魯伊卡。",
    "celtica.now_take": "現在請從展示區拿一片護符板塊。",
    "celtica.now_place": "現在請為新的板塊選擇護身符。",
    "celtica.now_ruin": "現在請選擇在廢墟捨棄的板塊。",
    "celtica.now_cult": "現在請決定是否在祭壇抽一張德魯伊卡。",
    "celtica.now_end_phase": "現在請用經驗卡交換或拿取板塊，或結束。",
    "celtica.must_play_cult_card": "你必須打出在祭壇抽到的{colour}德魯伊卡。",
    "celtica.experience_alone": "經驗卡只能和同色的德魯伊卡一起打出。",
    "celtica.at_least_one": "至少要打出一張德魯伊卡。",
    "celtica.lacks_druid_card": "你沒有 {n} 張{colour}德魯伊卡。",
    "celtica.lacks_druid_cards": "你沒有 {n} 張{colour}德魯伊卡。",
    "celtica.lacks_experience_card": "你沒有 {n} 張{colour}經驗卡。",
    "celtica.lacks_experience_cards": "你沒有 {n} 張{colour}經驗卡。",
    "celtica.play_not_legal": "現在不能這樣出牌。",
    "celtica.no_amulet": "你沒有護身符 {n}。",
    "celtica.amulet_has_part": "護身符 {n} 已經有{part}了。",
    "celtica.same_amulet": "護身符 {n} 與護身符 {m} 相同，請選擇護身符 {m}。",
    "celtica.no_such_part": "護身符 {n} 裡沒有你的{part}。",
    "celtica.empty_slot": "展示區的這一格是空的。",
    "celtica.buy_costs_two": "從展示區拿取板塊需要 2 張經驗卡。",
    "celtica.swap_costs_one": "交換需要 1 張經驗卡。",
}


def refusal_param_zh(name, value):
    """A refusal's param in Chinese: a druid colour or a part type by its name; None else."""
    key = "c_" + str(name) + "_" + str(value)
    if name in ("colour", "part") and key in STRINGS:
        return tr("zh-Hant", key)
    return None
