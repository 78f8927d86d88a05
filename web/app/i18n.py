"""The one catalogue of every UI string, in English ("en") and Traditional Chinese ("zh-Hant").

`t(lang, key, params)` looks a string up and fills `{name}` fields; `phrase_event` turns a
game's log event (a small dict from the engine) into a sentence in the reader's language.
No other module holds user-visible text. Traditional Chinese follows the names used by the
rules texts in `shared/seeds/`.
"""

# The games' own string modules (and the error translations) are large; MicroPython compiles
# them on the main thread, so they are imported on first use, not when the app starts.
from .fill import fill, seat_name
from . import registry

LANGS = ["en", "zh-Hant"]
DEFAULT_LANG = "en"

# key -> {"en": ..., "zh-Hant": ...}
STRINGS = {
    # ---- the app -----------------------------------------------------------------------
    "app_title": {"en": "Pocket Table", "zh-Hant": "口袋桌遊"},
    "tagline": {"en": "Board games for the table, offline", "zh-Hant": "離線也能玩的桌上遊戲"},
    "language": {"en": "Language", "zh-Hant": "語言"},
    "switch_lang": {"en": "繁體中文", "zh-Hant": "English"},
    "switch_lang_short": {"en": "中文", "zh-Hant": "EN"},
    "switch_lang_label": {"en": "Switch to Traditional Chinese", "zh-Hant": "切換成英文"},
    "engine_loading": {"en": "Loading the game engine…", "zh-Hant": "遊戲引擎載入中…"},
    "engine_ready": {"en": "Ready to play", "zh-Hant": "可以開始了"},
    "engine_failed": {"en": "The game engine could not start. Reload the page to try again.",
                      "zh-Hant": "遊戲引擎無法啟動,請重新載入頁面再試一次。"},
    "games_heading": {"en": "Games", "zh-Hant": "遊戲"},
    "coming_soon": {"en": "Coming soon", "zh-Hant": "即將推出"},
    "players_range": {"en": "{low}–{high} players", "zh-Hant": "{low}–{high} 人"},
    "new_game_of": {"en": "New game of {game}", "zh-Hant": "開始新的{game}"},
    "saved_heading": {"en": "Continue a game", "zh-Hant": "繼續遊戲"},
    "saves_more": {"en": "{n} more games in play", "zh-Hant": "還有 {n} 局進行中的遊戲"},
    "saves_more_one": {"en": "1 more game in play", "zh-Hant": "還有 1 局進行中的遊戲"},
    "saves_finished": {"en": "{n} finished games", "zh-Hant": "{n} 局已結束的遊戲"},
    "saves_finished_one": {"en": "1 finished game", "zh-Hant": "1 局已結束的遊戲"},
    "no_saves": {"en": "No saved games yet. Pick a game to start.",
                 "zh-Hant": "還沒有存檔。選一個遊戲開始吧。"},
    "continue": {"en": "Continue", "zh-Hant": "繼續"},
    "continue_label": {"en": "Continue {game} with {names}", "zh-Hant": "繼續{game}({names})"},
    "delete": {"en": "Delete", "zh-Hant": "刪除"},
    "delete_label": {"en": "Delete the saved game {game} with {names}",
                     "zh-Hant": "刪除存檔:{game}({names})"},
    "delete_confirm": {"en": "Delete this saved game? This cannot be undone.",
                       "zh-Hant": "要刪除這個存檔嗎?刪除後無法復原。"},
    "cancel": {"en": "Cancel", "zh-Hant": "取消"},
    "last_played": {"en": "Last played {when}", "zh-Hant": "上次遊玩:{when}"},
    "just_now": {"en": "just now", "zh-Hant": "剛剛"},
    "minutes_ago": {"en": "{n} min ago", "zh-Hant": "{n} 分鐘前"},
    "hours_ago": {"en": "{n} h ago", "zh-Hant": "{n} 小時前"},
    "days_ago": {"en": "{n} days ago", "zh-Hant": "{n} 天前"},
    "days_ago_one": {"en": "yesterday", "zh-Hant": "昨天"},
    "players_n": {"en": "{n} players", "zh-Hant": "{n} 位玩家"},
    "players_n_one": {"en": "1 player", "zh-Hant": "1 位玩家"},
    "turn_of": {"en": "{name} to play", "zh-Hant": "輪到 {name}"},
    "game_over": {"en": "Game over", "zh-Hant": "遊戲結束"},
    "saved_game_damaged": {"en": "This saved game could not be opened: {why}",
                           "zh-Hant": "無法開啟這個存檔:{why}"},
    "storage_full": {"en": "This phone has no room left to save this game. Delete finished games "
                           "on the home screen to make room; your other saves are kept.",
                     "zh-Hant": "手機的儲存空間已滿,無法儲存這局遊戲。請在首頁刪除已結束的遊戲來騰出空間;"
                                "其他存檔都會保留。"},
    # ---- setup ---------------------------------------------------------------------------
    "setup_title": {"en": "New game: {game}", "zh-Hant": "新遊戲:{game}"},
    "seat_count": {"en": "Number of players", "zh-Hant": "玩家人數"},
    "seat_count_n": {"en": "{n} players", "zh-Hant": "{n} 人"},
    "seat_n": {"en": "Seat {n}", "zh-Hant": "座位 {n}"},
    "name_label": {"en": "Name for seat {n}", "zh-Hant": "座位 {n} 的名字"},
    "default_name": {"en": "Player {n}", "zh-Hant": "玩家{n}"},
    "human": {"en": "Human", "zh-Hant": "真人"},
    "bot": {"en": "Bot", "zh-Hant": "電腦"},
    "who_plays": {"en": "Who plays seat {n}", "zh-Hant": "座位 {n} 由誰來玩"},
    "bot_level": {"en": "Bot level for seat {n}", "zh-Hant": "座位 {n} 的電腦難度"},
    "level_random": {"en": "Random", "zh-Hant": "隨機"},
    "level_easy": {"en": "Easy", "zh-Hant": "簡單"},
    "level_normal": {"en": "Normal", "zh-Hant": "普通"},
    "level_hard": {"en": "Hard", "zh-Hant": "困難"},
    "level_hint": {"en": "Easy plays like a beginner; Normal looks ahead; Hard thinks longest, "
                         "about a second a move. Bots never see your cards.",
                   "zh-Hant": "簡單:像新手;普通:會往前想;困難:想得最深,每步約一秒。電腦不會偷看你的牌。"},
    "start": {"en": "Start the game", "zh-Hant": "開始遊戲"},
    "invite_note": {"en": "You were invited to this game. Check the seats, then start.",
                    "zh-Hant": "你受邀參加這局遊戲。確認座位後即可開始。"},
    "back_home": {"en": "Back to the home screen", "zh-Hant": "回到首頁"},
    "home": {"en": "Home", "zh-Hant": "首頁"},
    # ---- setup: table options (app/setup_options.py) -------------------------------------
    "opt_title": {"en": "Table options", "zh-Hant": "牌局設定"},
    "opt_preset": {"en": "Preset", "zh-Hant": "預設組合"},
    "opt_preset_classic": {"en": "Classic", "zh-Hant": "經典"},
    "opt_preset_dark_city": {"en": "Dark City", "zh-Hant": "暗黑城市"},
    "opt_preset_random": {"en": "Random", "zh-Hant": "隨機"},
    "opt_custom": {"en": "Your own lineup of characters.", "zh-Hant": "自訂的角色組合。"},
    "opt_ranks": {"en": "Number of ranks", "zh-Hant": "角色數量"},
    "opt_ranks_n": {"en": "{n} ranks", "zh-Hant": "{n} 個角色"},
    "opt_ranks_few": {"en": "2 and 3 players use ranks 1 to 8 only.",
                      "zh-Hant": "2 至 3 人只使用 1 到 8 號角色。"},
    "opt_ranks_eight": {"en": "8 players need the ninth rank.",
                        "zh-Hant": "8 人遊戲必須使用第 9 號角色。"},
    "opt_characters": {"en": "Character of each rank", "zh-Hant": "每個號碼的角色"},
    "opt_rank_n": {"en": "Rank {n}", "zh-Hant": "{n} 號"},
    "opt_random": {"en": "Random", "zh-Hant": "隨機"},
    "opt_queen_note": {"en": "The Queen is offered only with 5 or more players.",
                       "zh-Hant": "皇后僅限 5 人以上的遊戲。"},
    "opt_purple": {"en": "Purple districts in the deck", "zh-Hant": "牌堆中的紫色地區"},
    "opt_purple_n": {"en": "Purple districts in the deck ({n} of {total})",
                     "zh-Hant": "牌堆中的紫色地區({n}/{total})"},
    "opt_all": {"en": "All", "zh-Hant": "全選"},
    "opt_none": {"en": "None", "zh-Hant": "全不選"},
    # ---- in a game -----------------------------------------------------------------------
    "share": {"en": "Share", "zh-Hant": "分享"},
    "share_game": {"en": "Share this game", "zh-Hant": "分享這局遊戲"},
    "share_invite": {"en": "Invite (setup only)", "zh-Hant": "邀請(只含設定)"},
    "share_game_hint": {"en": "The link carries the whole game so far: whoever opens it can play on from here.",
                        "zh-Hant": "連結含目前的整局遊戲:打開的人可以接著玩。"},
    "share_invite_hint": {"en": "The link carries only the players and the table options: a new game with the same seats.",
                          "zh-Hant": "連結只含玩家與牌局設定:用相同座位開新局。"},
    "link_copied": {"en": "Link copied to the clipboard.", "zh-Hant": "已複製連結。"},
    "link_shared": {"en": "Link shared.", "zh-Hant": "已分享連結。"},
    "share_failed": {"en": "The link could not be shared: {link}",
                     "zh-Hant": "無法分享連結:{link}"},
    "undo": {"en": "Undo", "zh-Hant": "悔棋"},
    "undo_label": {"en": "Take back your last move", "zh-Hant": "收回你的上一步"},
    "round_n": {"en": "Round {n}", "zh-Hant": "第 {n} 輪"},
    "last_round": {"en": "Last round", "zh-Hant": "最後一輪"},
    "decisions": {"en": "Your hand and moves", "zh-Hant": "你的手牌與行動"},
    "your_turn": {"en": "Your turn, {name}", "zh-Hant": "輪到你了,{name}"},
    "bot_thinking": {"en": "{name} is thinking…", "zh-Hant": "{name} 思考中…"},
    "waiting_for": {"en": "Waiting for {name}", "zh-Hant": "等待 {name}"},
    "log": {"en": "Game log", "zh-Hant": "遊戲紀錄"},
    "log_empty": {"en": "Nothing has happened yet.", "zh-Hant": "尚未有任何動作。"},
    "scores": {"en": "Scores", "zh-Hant": "分數"},
    "not_ready": {"en": "The game engine is still loading.", "zh-Hant": "遊戲引擎仍在載入中。"},
    "watching": {"en": "You are watching: every seat is a bot.",
                 "zh-Hant": "觀戰中:每個座位都是電腦。"},
    "dismiss": {"en": "OK", "zh-Hant": "知道了"},
    "you": {"en": "you", "zh-Hant": "你"},
    "bot_tag": {"en": "bot", "zh-Hant": "電腦"},
    "handoff_title": {"en": "Pass to {name}", "zh-Hant": "請交給 {name}"},
    "handoff_hint": {"en": "Only {name} should look at the screen now.",
                     "zh-Hant": "現在只有 {name} 可以看畫面。"},
    "handoff_go": {"en": "I am {name}: show my game", "zh-Hant": "我是 {name}:顯示畫面"},
    "cover_title": {"en": "Pocket Table is paused", "zh-Hant": "口袋桌遊已暫停"},
    # ---- game over -----------------------------------------------------------------------
    "ranking": {"en": "Final ranking", "zh-Hant": "最終排名"},
    "rank_n": {"en": "#{n}", "zh-Hant": "第 {n} 名"},
    "winner_one": {"en": "{name} wins!", "zh-Hant": "{name} 獲勝!"},
    "winner_tie": {"en": "Shared win: {names}", "zh-Hant": "並列第一:{names}"},
    "score_n": {"en": "Score {n}", "zh-Hant": "分數 {n}"},
    "replay": {"en": "Replay with every card shown", "zh-Hant": "重播(公開所有牌)"},
    "replay_open": {"en": "Replay the game", "zh-Hant": "重播這局遊戲"},
    "replay_title": {"en": "Replay", "zh-Hant": "重播"},
    "replay_first": {"en": "First move", "zh-Hant": "第一步"},
    "replay_prev": {"en": "Previous move", "zh-Hant": "上一步"},
    "replay_next": {"en": "Next move", "zh-Hant": "下一步"},
    "replay_last": {"en": "Last move", "zh-Hant": "最後一步"},
    "replay_pos": {"en": "Move {n} of {total}", "zh-Hant": "第 {n} 步,共 {total} 步"},
    "replay_start_pos": {"en": "The start, before any move", "zh-Hant": "開局,尚未行動"},
    "replay_last_move": {"en": "{name} played {move}", "zh-Hant": "{name}:{move}"},
    "close_replay": {"en": "Close the replay", "zh-Hant": "關閉重播"},
    "rules": {"en": "Rules", "zh-Hant": "規則"},
    "rules_of": {"en": "Rules of {game}", "zh-Hant": "{game}規則"},
    "close_rules": {"en": "Close the rules", "zh-Hant": "關閉規則"},
    "rules_back": {"en": "Back to Pocket Table", "zh-Hant": "回到口袋桌遊"},
    "rules_loading": {"en": "Opening the rules…", "zh-Hant": "規則開啟中…"},
    "rules_failed": {"en": "The rules could not be opened. Try again once the app has loaded.",
                     "zh-Hant": "無法開啟規則。請在應用程式載入完成後再試一次。"},
    "new_game_same": {"en": "Play again", "zh-Hant": "再玩一局"},
    # ---- links ---------------------------------------------------------------------------
    "bad_link": {"en": "This link could not be opened: {why}",
                 "zh-Hant": "無法開啟這個連結:{why}"},
    "game_link_opened": {"en": "The shared game was opened and saved.",
                         "zh-Hant": "已開啟並儲存分享的遊戲。"},
    # ---- Celtica -------------------------------------------------------------------------
    "c_path": {"en": "The path", "zh-Hant": "路徑"},
    "c_display": {"en": "Amulet parts on display", "zh-Hant": "展示區的護符板塊"},
    "c_empty_slot": {"en": "Empty", "zh-Hant": "空"},
    "c_druid": {"en": "Druid", "zh-Hant": "德魯伊"},
    "c_druids_here": {"en": "Druids here: {list}", "zh-Hant": "此處的德魯伊:{list}"},
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
    "c_supply": {"en": "Parts left: {n}", "zh-Hant": "板塊堆:{n}"},
    "c_part_discard": {"en": "Discarded parts: {n}", "zh-Hant": "棄置板塊:{n}"},
    "c_druid_deck": {"en": "Druid deck: {n}", "zh-Hant": "德魯伊卡堆:{n}"},
    "c_exp_deck": {"en": "Experience deck: {n}", "zh-Hant": "經驗卡堆:{n}"},
    "c_play_heading": {"en": "Play druid cards", "zh-Hant": "打出德魯伊卡"},
    "c_play_label": {"en": "{druids} {colour}", "zh-Hant": "{druids} 張{colour}"},
    "c_play_exp": {"en": "+{n} exp.", "zh-Hant": "+{n} 經驗"},
    "c_play_to": {"en": "to {space}", "zh-Hant": "到 {space}"},
    "c_must_play": {"en": "You must play {colour} (the cult-site card).",
                    "zh-Hant": "你必須打出{colour}(祭壇抽到的牌)。"},
    "c_take_prompt": {"en": "Take {n} more parts from the display.",
                      "zh-Hant": "再從展示區拿 {n} 片護符板塊。"},
    "c_take_prompt_one": {"en": "Take 1 more part from the display.",
                          "zh-Hant": "再從展示區拿 1 片護符板塊。"},
    "c_take_label": {"en": "Take {part}", "zh-Hant": "拿取{part}"},
    "c_place_prompt": {"en": "Place your new part: {part}.", "zh-Hant": "放置新拿到的板塊:{part}。"},
    "c_place_label": {"en": "Put it in amulet {n}", "zh-Hant": "放入護身符 {n}"},
    "c_discard_prompt": {"en": "Ruin: give up {n} more parts.",
                         "zh-Hant": "廢墟:再捨棄 {n} 片護符板塊。"},
    "c_discard_prompt_one": {"en": "Ruin: give up 1 more part.",
                             "zh-Hant": "廢墟:再捨棄 1 片護符板塊。"},
    "c_discard_label": {"en": "Give up {part}", "zh-Hant": "捨棄{part}"},
    "c_cult_prompt": {"en": "Cult site: draw a druid card? You must play it next.",
                      "zh-Hant": "祭壇:要抽一張德魯伊卡嗎?抽到的牌必須在下一回合打出。"},
    "c_cult_draw": {"en": "Draw a druid card", "zh-Hant": "抽一張德魯伊卡"},
    "c_cult_skip": {"en": "Do not draw", "zh-Hant": "不抽"},
    "c_end_prompt": {"en": "Spend experience cards: 1 swaps a part, 2 take a part.",
                     "zh-Hant": "使用經驗卡:1 張可交換一片板塊,2 張可拿一片板塊。"},
    "c_buy_label": {"en": "Take {part} (2 cards)", "zh-Hant": "拿取{part}(2 張)"},
    "c_buy_short": {"en": "Take (2)", "zh-Hant": "拿取(2)"},
    "c_swap_label": {"en": "Swap your {mine} (amulet {n}) for {theirs}",
                     "zh-Hant": "用你的{mine}(護身符 {n})交換{theirs}"},
    "c_swaps_for": {"en": "Swap (1)", "zh-Hant": "交換(1)"},
    "c_swaps_for_label": {"en": "Swaps for the {part}, 1 experience card each",
                          "zh-Hant": "交換{part}的選項,每次 1 張經驗卡"},
    "c_done": {"en": "Done", "zh-Hant": "完成"},
    "c_tiebreak": {"en": "Amulet sizes: {sizes}", "zh-Hant": "護身符大小:{sizes}"},
    "c_space_n": {"en": "Space {n}", "zh-Hant": "第 {n} 格"},
    "c_symbols": {"en": "{n} symbols", "zh-Hant": "{n} 個符號"},
    "c_symbols_one": {"en": "1 symbol", "zh-Hant": "1 個符號"},
    "c_other_move": {"en": "Other moves", "zh-Hant": "其他行動"},
    # space kinds
    "space_start": {"en": "Start", "zh-Hant": "起點"},
    "space_village": {"en": "Village", "zh-Hant": "村莊"},
    "space_castle": {"en": "Castle", "zh-Hant": "城堡"},
    "space_monastery": {"en": "Monastery", "zh-Hant": "修道院"},
    "space_ruin": {"en": "Ruin", "zh-Hant": "廢墟"},
    "space_cult": {"en": "Cult site", "zh-Hant": "祭壇"},
    "space_goal": {"en": "Goal", "zh-Hant": "終點"},
    # druid colours
    "colour_red": {"en": "red", "zh-Hant": "紅"},
    "colour_grey": {"en": "grey", "zh-Hant": "灰"},
    "colour_white": {"en": "white", "zh-Hant": "白"},
    "colour_brown": {"en": "brown", "zh-Hant": "棕"},
    "colour_black": {"en": "black", "zh-Hant": "黑"},
    # the letter drawn on a druid or card so colours never rely on colour alone
    "letter_red": {"en": "R", "zh-Hant": "紅"},
    "letter_grey": {"en": "G", "zh-Hant": "灰"},
    "letter_white": {"en": "W", "zh-Hant": "白"},
    "letter_brown": {"en": "Br", "zh-Hant": "棕"},
    "letter_black": {"en": "Bk", "zh-Hant": "黑"},
    # amulet part positions
    "part_nw": {"en": "north-west part", "zh-Hant": "西北板塊"},
    "part_n": {"en": "north part", "zh-Hant": "北板塊"},
    "part_ne": {"en": "north-east part", "zh-Hant": "東北板塊"},
    "part_w": {"en": "west part", "zh-Hant": "西板塊"},
    "part_c": {"en": "centre part", "zh-Hant": "中央板塊"},
    "part_e": {"en": "east part", "zh-Hant": "東板塊"},
    "part_sw": {"en": "south-west part", "zh-Hant": "西南板塊"},
    "part_s": {"en": "south part", "zh-Hant": "南板塊"},
    "part_se": {"en": "south-east part", "zh-Hant": "東南板塊"},
    "short_nw": {"en": "NW", "zh-Hant": "西北"},
    "short_n": {"en": "N", "zh-Hant": "北"},
    "short_ne": {"en": "NE", "zh-Hant": "東北"},
    "short_w": {"en": "W", "zh-Hant": "西"},
    "short_c": {"en": "C", "zh-Hant": "中"},
    "short_e": {"en": "E", "zh-Hant": "東"},
    "short_sw": {"en": "SW", "zh-Hant": "西南"},
    "short_s": {"en": "S", "zh-Hant": "南"},
    "short_se": {"en": "SE", "zh-Hant": "東南"},
    # ---- the log ---------------------------------------------------------------------------
    "ev_unknown": {"en": "{what}", "zh-Hant": "{what}"},
    "ev_played": {"en": "{who} played {n} {colour} cards{exp}: the {colour} druid goes from {from} to {to} ({space}).",
                  "zh-Hant": "{who} 打出 {n} 張{colour}德魯伊卡{exp}:{colour}德魯伊從第 {from} 格到第 {to} 格({space})。"},
    "ev_played_one": {"en": "{who} played 1 {colour} card{exp}: the {colour} druid goes from {from} to {to} ({space}).",
                      "zh-Hant": "{who} 打出 1 張{colour}德魯伊卡{exp}:{colour}德魯伊從第 {from} 格到第 {to} 格({space})。"},
    "ev_played_exp": {"en": " and {n} experience cards", "zh-Hant": "和 {n} 張經驗卡"},
    "ev_played_exp_one": {"en": " and 1 experience card", "zh-Hant": "和 1 張經驗卡"},
    "ev_played_goal": {"en": "{who} played {n} {colour} cards; that druid is already at the goal.",
                       "zh-Hant": "{who} 打出 {n} 張{colour}德魯伊卡;該德魯伊已在終點,沒有效果。"},
    "ev_played_goal_one": {"en": "{who} played 1 {colour} card; that druid is already at the goal.",
                           "zh-Hant": "{who} 打出 1 張{colour}德魯伊卡;該德魯伊已在終點,沒有效果。"},
    "ev_last_round": {"en": "A druid reached the goal: this is the last round.",
                      "zh-Hant": "有德魯伊到達終點:這是最後一輪。"},
    "c_goal_nothing": {"en": "Goal: nothing", "zh-Hant": "終點:無效果"},
    "ev_goal_late": {"en": "The {colour} druid reached the goal after the first one: it finds nothing.",
                     "zh-Hant": "{colour}德魯伊在第一名之後才到達終點:沒有任何效果。"},
    "ev_took": {"en": "{who} took the {part}.", "zh-Hant": "{who} 拿取了{part}。"},
    "ev_placed": {"en": "{who} put the {part} in amulet {n}.",
                  "zh-Hant": "{who} 將{part}放入護身符 {n}。"},
    "ev_discarded": {"en": "{who} gave up the {part} at the ruin.", "zh-Hant": "{who} 在廢墟捨棄了{part}。"},
    "ev_experience": {"en": "{who} drew an experience card.", "zh-Hant": "{who} 抽了一張經驗卡。"},
    "ev_cult_draw": {"en": "{who} drew a druid card at the cult site.",
                     "zh-Hant": "{who} 在祭壇抽了一張德魯伊卡。"},
    "ev_cult_skip": {"en": "{who} drew nothing at the cult site.",
                     "zh-Hant": "{who} 在祭壇沒有抽牌。"},
    "ev_reshuffled_druid": {"en": "The druid cards were reshuffled.", "zh-Hant": "德魯伊卡棄牌堆重新洗牌。"},
    "ev_reshuffled_experience": {"en": "The experience cards were reshuffled.",
                                 "zh-Hant": "經驗卡棄牌堆重新洗牌。"},
    "ev_reshuffled_parts": {"en": "The discarded parts were reshuffled.",
                            "zh-Hant": "棄置的護符板塊重新洗勻。"},
    "ev_round": {"en": "Round {n} begins; {who} starts.", "zh-Hant": "第 {n} 輪開始,由 {who} 先行。"},
    "ev_end_phase_round": {"en": "The last round is over. Experience cards now, starting with {who}.",
                           "zh-Hant": "最後一輪結束。由 {who} 開始使用經驗卡。"},
    "ev_end_phase_druids": {"en": "All five druids reached the goal. Experience cards now, starting with {who}.",
                            "zh-Hant": "五名德魯伊都到達終點。由 {who} 開始使用經驗卡。"},
    "ev_end_phase_parts": {"en": "No amulet parts are left. Experience cards now, starting with {who}.",
                           "zh-Hant": "護符板塊已用完。由 {who} 開始使用經驗卡。"},
    "ev_swapped": {"en": "{who} swapped their {gave} for the {took}.",
                   "zh-Hant": "{who} 用{gave}交換了{took}。"},
    "ev_bought": {"en": "{who} spent 2 experience cards on the {part}.",
                  "zh-Hant": "{who} 用 2 張經驗卡拿取了{part}。"},
    "ev_game_over": {"en": "The game is over.", "zh-Hant": "遊戲結束。"},
}

_merged = []  # games whose strings are already in STRINGS


def game_strings(game_id):
    """The strings module of `game_id` (imported now if need be, through the registry),
    merged into STRINGS with its fixed engine sentences; None for a game without one."""
    module = registry.module(game_id, "strings")
    if module is None:
        return None
    if game_id not in _merged:
        STRINGS.update(module.STRINGS)
        ENGINE_ERRORS_ZH.update(getattr(module, "ENGINE_ERRORS_ZH", {}))
        _merged.append(game_id)
    return module


def load_all_strings():
    """Merge every game's strings into STRINGS (tests look at the whole catalogue)."""
    for game_id in registry.ids():
        game_strings(game_id)


def _lookup(key):
    entry = STRINGS.get(key)
    if entry is None:
        game_id = registry.game_of_key(key)  # a game's key: its strings join STRINGS now
        if game_id is not None and game_id not in _merged:
            game_strings(game_id)
            return STRINGS.get(key)
    return entry


def norm_lang(lang):
    """"en" or "zh-Hant" from anything (a stored choice, `navigator.language`)."""
    if not isinstance(lang, str):
        return DEFAULT_LANG
    # Any Chinese locale reads Traditional here: it is the only Chinese the app has.
    return "zh-Hant" if lang.lower().startswith("zh") else "en"


def t(lang, key, params=None):
    """The string `key` in `lang` with `{name}` fields filled from `params` (a dict).

    Values are inserted as text; callers escape the result when it goes into HTML.
    """
    _lookup(key)  # merges a game's strings into STRINGS the first time one is asked for
    return fill(STRINGS, lang, key, params)


def game_title(lang, game_id):
    """The game's title in `lang` (the registry's, which is the engine's), or its id."""
    return registry.title_of(lang, game_id)


def list_join(lang, items):
    """A list of names joined the way each language writes it."""
    sep = "、" if lang == "zh-Hant" else ", "
    return sep.join(items)


def relative_time(lang, then_ms, now_ms):
    """"5 min ago" from two millisecond clocks (Date.now() in the browser)."""
    try:
        minutes = int((now_ms - then_ms) // 60000)
    except (TypeError, ValueError):
        return ""
    if minutes < 1:
        return t(lang, "just_now")
    if minutes < 60:
        return t(lang, "minutes_ago", {"n": minutes})
    if minutes < 60 * 24:
        return t(lang, "hours_ago", {"n": minutes // 60})
    return t(lang, "days_ago", {"n": minutes // (60 * 24)})


def phrase_event(lang, game_id, event, names, view=None):
    """One log event as a sentence in `lang` (`names`: the seat names, in seat order; `view`:
    the game's view, for board facts an event only refers to, like a path space's kind).

    An event this catalogue does not know is still shown, as its raw fields, rather than
    dropped: the log must never hide what happened.
    """
    if not isinstance(event, dict):
        return str(event)
    kind = event.get("event")
    who = seat_name(names, event.get("seat"))
    if game_id == "celtica":
        text = _phrase_celtica(lang, kind, event, who, names, view or {})
        if text is not None:
            return text
    module = game_strings(game_id)
    phrase = getattr(module, "phrase", None) if module is not None else None
    if phrase is not None:
        text = phrase(lang, kind, event, who, names, view or {})
        if text is not None:
            return text
    fields = [str(k) + "=" + str(event[k]) for k in sorted(event) if k != "event"]
    return t(lang, "ev_unknown", {"what": str(kind) + " " + " ".join(fields)})


def _part(lang, part):
    return t(lang, "part_" + str(part))


def _phrase_celtica(lang, kind, ev, who, names, view):
    if kind == "played":
        colour = t(lang, "colour_" + str(ev.get("colour")))
        if ev.get("from") == ev.get("to"):
            return t(lang, "ev_played_goal", {"who": who, "n": ev.get("cards"), "colour": colour})
        exp = ""
        if ev.get("experience"):
            exp = t(lang, "ev_played_exp", {"n": ev.get("experience")})
        space = None
        for entry in view.get("path") or []:
            if isinstance(entry, dict) and entry.get("space") == ev.get("to"):
                space = entry.get("kind")
        return t(lang, "ev_played", {"who": who, "n": ev.get("cards"), "colour": colour,
                                     "exp": exp, "from": ev.get("from"), "to": ev.get("to"),
                                     "space": t(lang, "space_" + space) if space else str(ev.get("to"))})
    if kind == "last_round":
        return t(lang, "ev_last_round")
    if kind == "goal_late":
        return t(lang, "ev_goal_late", {"colour": t(lang, "colour_" + str(ev.get("colour")))})
    if kind == "took":
        return t(lang, "ev_took", {"who": who, "part": _part(lang, ev.get("part"))})
    if kind == "placed":
        return t(lang, "ev_placed", {"who": who, "part": _part(lang, ev.get("part")),
                                     "n": (ev.get("amulet") or 0) + 1})
    if kind == "discarded":
        return t(lang, "ev_discarded", {"who": who, "part": _part(lang, ev.get("part"))})
    if kind == "experience":
        return t(lang, "ev_experience", {"who": who})
    if kind == "cult":
        return t(lang, "ev_cult_draw" if ev.get("drew") else "ev_cult_skip", {"who": who})
    if kind == "reshuffled" and ev.get("pile") in ("druid", "experience", "parts"):
        return t(lang, "ev_reshuffled_" + ev.get("pile"))
    if kind == "round":
        return t(lang, "ev_round", {"n": ev.get("round"), "who": seat_name(names, ev.get("start"))})
    if kind == "end_phase" and ev.get("reason") in ("round", "druids", "parts"):
        return t(lang, "ev_end_phase_" + ev.get("reason"), {"who": seat_name(names, ev.get("start"))})
    if kind == "swapped":
        return t(lang, "ev_swapped", {"who": who, "gave": _part(lang, ev.get("gave")),
                                      "took": _part(lang, ev.get("took"))})
    if kind == "bought":
        return t(lang, "ev_bought", {"who": who, "part": _part(lang, ev.get("part"))})
    if kind == "game_over":
        return t(lang, "ev_game_over")
    return None



# The engine explains refusals in English (`IllegalMove`, `RecordError`). Its fixed
# sentences are translated here; any other sentence is shown as the engine wrote it.
ENGINE_ERRORS_ZH = {
    "The game is over.": "遊戲已經結束。",
    "No game is open.": "目前沒有開啟的遊戲。",
    "Nothing can be taken back here.": "這裡無法悔棋。",
    "That seat has nothing to decide.": "這個座位現在不需要行動。",
    "Now play druid cards of one colour.": "現在請打出同一顏色的德魯伊卡。",
    "Now take a part from the display.": "現在請從展示區拿一片護符板塊。",
    "Now choose the amulet for your new part.": "現在請為新的板塊選擇護身符。",
    "Now choose a part to give up at the ruin.": "現在請選擇在廢墟捨棄的板塊。",
    "Now decide whether to draw a druid card at the cult site.": "現在請決定是否在祭壇抽一張德魯伊卡。",
    "Now swap or buy parts with experience cards, or finish.": "現在請用經驗卡交換或拿取板塊,或結束。",
    "Taking a part from the display costs 2 experience cards.": "從展示區拿取板塊需要 2 張經驗卡。",
    "A swap costs 1 experience card.": "交換需要 1 張經驗卡。",
    "That display space is empty.": "展示區的這一格是空的。",
    "Experience cards can only be played together with druid cards of the same colour.":
        "經驗卡只能和同色的德魯伊卡一起打出。",
    "Play at least one druid card.": "至少要打出一張德魯伊卡。",
    "That play is not legal now.": "現在不能這樣出牌。",
    "This is not a game record.": "這不是遊戲紀錄。",
    "This link is empty.": "這個連結是空的。",
    "This link is too long to be a Pocket Table game.": "這個連結太長,不是口袋桌遊的遊戲。",
    "This is not a Pocket Table link.": "這不是口袋桌遊的連結。",
    "This link was made by a newer version of Pocket Table. Reload to update.":
        "這個連結來自較新版本的口袋桌遊。請重新載入以更新。",
    "This game was made by a newer version of Pocket Table. Reload to update.":
        "這局遊戲來自較新版本的口袋桌遊。請重新載入以更新。",
    "This link is damaged or cut short.": "這個連結已損壞或不完整。",
    "This record is for a game this app does not have.": "這個紀錄屬於本程式沒有的遊戲。",
    "This record has the wrong number of players.": "這個紀錄的玩家人數不正確。",
    "This record's moves are damaged.": "這個紀錄的行動已損壞。",
}


def engine_error(lang, text):
    """An engine message in `lang`: its fixed sentences from the table above, every other
    sentence (and those with varying parts) through `errors_zh`; unknown ones as written."""
    if lang == "zh-Hant":
        load_all_strings()  # the games' own fixed sentences join ENGINE_ERRORS_ZH
        if text in ENGINE_ERRORS_ZH:
            return ENGINE_ERRORS_ZH[text]
        from . import errors_zh
        return errors_zh.to_zh(text)
    return text
