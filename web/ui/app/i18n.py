"""The app's own strings in English ("en") and Traditional Chinese ("zh-Hant"), and the lookup.

`t(lang, key, params)` looks a string up and fills `{name}` fields; `phrase_event` turns a
game's log event (a small dict from the engine) into a sentence in the reader's language.
Each game's words are in its own strings module (`games/<id>/strings.py`, named by the
registry): the first time a key of that game is asked for, the module joins `STRINGS`, and
its `phrase` words the game's log. Traditional Chinese follows the names used by the rules
texts in `shared/seeds/`.
"""

# The games' own string modules (with their refusal templates) are large; MicroPython compiles
# them on the main thread, so they are imported on first use, not when the app starts.
from . import registry

# list_join is the one list joiner ("a, b", 「甲、乙」): the screens take it from here, the games'
# strings modules from `fill`, which they may import.
from .fill import fill, fill_text, seat_name
from .fill import list_join as list_join

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
                      "zh-Hant": "遊戲引擎無法啟動，請重新載入頁面再試一次。"},
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
    "continue_label": {"en": "Continue {game} with {names}", "zh-Hant": "繼續{game}（{names}）"},
    "delete": {"en": "Delete", "zh-Hant": "刪除"},
    "delete_label": {"en": "Delete the saved game {game} with {names}",
                     "zh-Hant": "刪除存檔：{game}（{names}）"},
    "delete_confirm": {"en": "Delete this saved game? This cannot be undone.",
                       "zh-Hant": "要刪除這個存檔嗎？刪除後無法復原。"},
    "cancel": {"en": "Cancel", "zh-Hant": "取消"},
    "last_played": {"en": "Last played {when}", "zh-Hant": "上次遊玩：{when}"},
    "just_now": {"en": "just now", "zh-Hant": "剛剛"},
    "minutes_ago": {"en": "{n} min ago", "zh-Hant": "{n} 分鐘前"},
    "hours_ago": {"en": "{n} h ago", "zh-Hant": "{n} 小時前"},
    "days_ago": {"en": "{n} days ago", "zh-Hant": "{n} 天前"},
    "days_ago_one": {"en": "yesterday", "zh-Hant": "昨天"},
    "players_n": {"en": "{n} players", "zh-Hant": "{n} 位玩家"},
    "players_n_one": {"en": "1 player", "zh-Hant": "1 位玩家"},
    "turn_of": {"en": "{name} to play", "zh-Hant": "輪到{name}"},
    "your_turn_now": {"en": "Your turn", "zh-Hant": "輪到你"},
    "move_made": {"en": "Your move is made", "zh-Hant": "你已出手"},
    "sheet_more": {"en": "More", "zh-Hant": "展開"},
    "sheet_less": {"en": "Less", "zh-Hant": "收起"},
    "sheet_more_label": {"en": "Show the whole panel: your hand and the details",
                         "zh-Hant": "展開整個面板：你的手牌和細節"},
    "sheet_less_label": {"en": "Show less of the panel, more of the board", "zh-Hant": "收起面板，多看一點版圖"},
    "game_over": {"en": "Game over", "zh-Hant": "遊戲結束"},
    "saved_game_damaged": {"en": "This saved game could not be opened: {why}",
                           "zh-Hant": "無法開啟這個存檔：{why}"},
    "storage_full": {"en": "This phone has no room left to save this game. Delete finished games "
                           "on the home screen to make room; your other saves are kept.",
                     "zh-Hant": "手機的儲存空間已滿，無法儲存這局遊戲。請在首頁刪除已結束的遊戲來騰出空間；"
                                "其他存檔都會保留。"},
    "list_refused": {"en": "This game is saved, but the list of saved games could not be updated. "
                           "It will be listed again the next time the app starts.",
                     "zh-Hant": "這局遊戲已儲存，但存檔清單無法更新；下次開啟時會重新列出。"},
    "make_room": {"en": "Make room", "zh-Hant": "騰出空間"},
    "save_damaged": {"en": "This save is damaged and cannot be opened.",
                     "zh-Hant": "這個存檔已損壞，無法開啟。"},
    "save_damaged_title": {"en": "Damaged save", "zh-Hant": "損壞的存檔"},
    "delete_damaged_label": {"en": "Delete the damaged save", "zh-Hant": "刪除損壞的存檔"},
    "room_title": {"en": "No room for another game", "zh-Hant": "沒有空間存放新的遊戲"},
    "room_body": {"en": "You have {n} saved games, as many as Pocket Table keeps. Choose what may go: "
                        "nothing is removed unless you tap it.",
                  "zh-Hant": "你已有 {n} 個存檔，是口袋桌遊能保存的上限。請選擇要移除哪些：沒有點選的都不會被移除。"},
    "room_finished": {"en": "Remove the {n} finished games", "zh-Hant": "移除 {n} 局已結束的遊戲"},
    "room_finished_one": {"en": "Remove the finished game", "zh-Hant": "移除已結束的遊戲"},
    "room_remove": {"en": "Remove", "zh-Hant": "移除"},
    "room_remove_label": {"en": "Remove the saved game {game} with {names}",
                          "zh-Hant": "移除存檔：{game}（{names}）"},
    "in_play": {"en": "In play", "zh-Hant": "進行中"},
    "update_ready": {"en": "An update of Pocket Table is ready.", "zh-Hant": "口袋桌遊有新版本可以更新。"},
    # ---- the player's record ------------------------------------------------------------------
    "stats_open": {"en": "Your record", "zh-Hant": "你的戰績"},
    "stats_title": {"en": "Your record on this phone", "zh-Hant": "你在這支手機上的戰績"},
    "stats_card": {"en": "Played {played} · won {won}", "zh-Hant": "玩過 {played} 局 · 贏 {won} 局"},
    "stats_none": {"en": "No finished games yet: your record starts with your first.",
                   "zh-Hant": "還沒有玩完的遊戲：玩完第一局就會開始記錄。"},
    "stats_against": {"en": "Against", "zh-Hant": "對手"},
    "stats_played": {"en": "Played", "zh-Hant": "局數"},
    "stats_won": {"en": "Won", "zh-Hant": "勝場"},
    "stats_best": {"en": "Best score", "zh-Hant": "最高分"},
    "stats_last": {"en": "Last played", "zh-Hant": "上次遊玩"},
    "stats_level_easy": {"en": "Easy bots", "zh-Hant": "簡單電腦"},
    "stats_level_normal": {"en": "Normal bots", "zh-Hant": "普通電腦"},
    "stats_level_hard": {"en": "Hard bots", "zh-Hant": "困難電腦"},
    "stats_level_random": {"en": "Random bots", "zh-Hant": "隨機電腦"},
    "stats_level_friends": {"en": "Friends only", "zh-Hant": "只有朋友"},
    "stats_level_hinted": {"en": "With hints", "zh-Hant": "用了提示"},
    "with_hints": {"en": "with hints", "zh-Hant": "用了提示"},
    "stats_reset": {"en": "Reset my record", "zh-Hant": "清除戰績"},
    "stats_reset_confirm": {"en": "Reset your record for every game? This cannot be undone; your saved games stay.",
                            "zh-Hant": "要清除所有遊戲的戰績嗎？清除後無法復原；存檔會保留。"},
    "stats_refused": {"en": "Your record could not be updated: this phone has no room left.",
                      "zh-Hant": "無法更新你的戰績：手機的儲存空間已滿。"},
    "close": {"en": "Close", "zh-Hant": "關閉"},
    "update_reload": {"en": "Update now", "zh-Hant": "立即更新"},
    # ---- setup ---------------------------------------------------------------------------
    "setup_title": {"en": "New game: {game}", "zh-Hant": "新遊戲：{game}"},
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
    # One sentence per level, each true of the measured bots (docs/bots.md: Normal beats
    # Easy and Hard beats Normal at every table size).
    "level_about_easy": {"en": "Easy plays like a beginner: sensible moves, now and then a careless one.",
                         "zh-Hant": "簡單：像新手，走法合理，偶爾失手。"},
    "level_about_normal": {"en": "Normal looks a few moves ahead and usually beats Easy.",
                           "zh-Hant": "普通：會往前想幾步，通常贏過簡單。"},
    "level_about_hard": {"en": "Hard thinks deepest, about a second a move, and usually beats Normal.",
                         "zh-Hant": "困難：想得最深，每步約一秒，通常贏過普通。"},
    "bots_never_peek": {"en": "Bots never see your cards.", "zh-Hant": "電腦不會偷看你的牌。"},
    "start": {"en": "Start the game", "zh-Hant": "開始遊戲"},
    "starting": {"en": "Starting, engine loading…", "zh-Hant": "開始中，引擎載入中…"},
    "invite_note": {"en": "You were invited to this game. Check the seats, then start.",
                    "zh-Hant": "你受邀參加這局遊戲。確認座位後即可開始。"},
    "back_home": {"en": "Back to the home screen", "zh-Hant": "回到首頁"},
    "home": {"en": "Home", "zh-Hant": "首頁"},
    # ---- in a game -----------------------------------------------------------------------
    "share": {"en": "Share", "zh-Hant": "分享"},
    "share_game": {"en": "Share this game", "zh-Hant": "分享這局遊戲"},
    "share_invite": {"en": "Invite (setup only)", "zh-Hant": "邀請（只含設定）"},
    "share_game_hint": {"en": "The link carries the whole game so far — the deal and every move — so whoever "
                              "opens it can play on from here. It can also reveal every hidden card to "
                              "someone who digs into it: send it only to the players of this game.",
                        "zh-Hant": "連結含目前的整局遊戲（發牌與每一步），打開的人可以接著玩；但有心人也能從中看出所有"
                                   "隱藏的牌，請只傳給這局的玩家。"},
    "share_invite_hint": {"en": "The link carries only the players and the table options — no deal, no moves: "
                                "the cards are dealt anew when the invitation is accepted.",
                          "zh-Hant": "連結只含玩家與牌局設定，沒有發牌也沒有任何一步：接受邀請時才重新發牌。"},
    "link_copied": {"en": "Link copied to the clipboard.", "zh-Hant": "已複製連結。"},
    "link_shared": {"en": "Link shared.", "zh-Hant": "已分享連結。"},
    "share_failed": {"en": "The link could not be shared: {link}",
                     "zh-Hant": "無法分享連結：{link}"},
    "undo": {"en": "Undo", "zh-Hant": "復原"},
    "undo_label": {"en": "Take back your last move", "zh-Hant": "收回你的上一步"},
    "round_n": {"en": "Round {n}", "zh-Hant": "第 {n} 輪"},
    "last_round": {"en": "Last round", "zh-Hant": "最後一輪"},
    "decisions": {"en": "Your hand and moves", "zh-Hant": "你的手牌與行動"},
    "your_turn": {"en": "Your turn, {name}", "zh-Hant": "輪到你了，{name}"},
    "bot_thinking": {"en": "{name} is thinking…", "zh-Hant": "{name}思考中…"},
    "waiting_for": {"en": "Waiting for {name}", "zh-Hant": "等待{name}"},
    "log": {"en": "Game log", "zh-Hant": "遊戲紀錄"},
    "log_empty": {"en": "Nothing has happened yet.", "zh-Hant": "尚未有任何動作。"},
    "since_title": {"en": "Since your turn", "zh-Hant": "你上次出手之後"},
    "since_more": {"en": "… and {n} before", "zh-Hant": "……之前還有 {n} 則"},
    "log_full": {"en": "Full log", "zh-Hant": "完整紀錄"},
    "hint": {"en": "Hint", "zh-Hant": "提示"},
    "hint_label": {"en": "Hint: what the Hard bot would play here, from what you can see",
                   "zh-Hant": "提示：困難電腦只看你看得到的資訊，會怎麼出手"},
    "hint_thinking": {"en": "Thinking about your move…", "zh-Hant": "正在替你想這一步……"},
    "hint_best": {"en": "Suggested: {move} ({chance}).", "zh-Hant": "建議：{move}（{chance}）。"},
    "hint_other": {"en": "Or: {move} ({chance}).", "zh-Hant": "或是：{move}（{chance}）。"},
    "hint_chance": {"en": "you win about {n} in 10 from here", "zh-Hant": "從這裡大約 10 局贏 {n} 局"},
    "hint_only": {"en": "the only move", "zh-Hant": "只有這一步可走"},
    "review": {"en": "Review my game", "zh-Hant": "回顧我的對局"},
    "review_intro": {"en": "The coach weighs each of your decisions from what you could see then, "
                           "and shows where a better move would have changed the most.",
                     "zh-Hant": "教練會依你當時看得到的資訊衡量你的每個決定，並指出哪裡換個選擇影響最大。"},
    "review_title": {"en": "Review of your game", "zh-Hant": "對局回顧"},
    "review_running": {"en": "Reviewing your game… {n} %", "zh-Hant": "正在回顧你的對局……{n}%"},
    "review_stopped": {"en": "Review stopped at {n} %.", "zh-Hant": "回顧已暫停（{n}%）。"},
    "review_stop": {"en": "Stop", "zh-Hant": "停止"},
    "review_resume": {"en": "Resume the review", "zh-Hant": "繼續回顧"},
    "review_move_n": {"en": "Move {n}", "zh-Hant": "第 {n} 步"},
    "review_played": {"en": "You chose: {move} (about {n} in 10 from there).",
                      "zh-Hant": "你的選擇：{move}（從那裡大約 10 局贏 {n} 局）。"},
    "review_better": {"en": "Better: {move} (about {n} in 10).",
                      "zh-Hant": "更好的選擇：{move}（大約 10 局贏 {n} 局）。"},
    "review_see": {"en": "See it in the replay", "zh-Hant": "在重播中查看"},
    "review_see_label": {"en": "See move {n} in the replay", "zh-Hant": "在重播中查看第 {n} 步"},
    "review_clean": {"en": "No big mistakes: each of your moves was about as good as the coach's.",
                     "zh-Hant": "沒有大失誤：你的每一步都和教練的選擇差不多好。"},
    "review_here": {"en": "Here the coach would choose: {move} (about {n} in 10).",
                    "zh-Hant": "教練在這裡會選：{move}（大約 10 局贏 {n} 局）。"},
    "review_unkept": {"en": "This phone's storage is full, so the review is not kept; it goes on.",
                      "zh-Hant": "這支手機的儲存空間已滿，回顧不會保存，但會繼續進行。"},
    "tie_shared": {"en": "{names} tied on {score} and share the place.",
                   "zh-Hant": "{names}同為 {score}，並列同一名次。"},
    "tie_broken": {"en": "{names} tied on {score}; {name} is ahead on the tie-break: {rule}.",
                   "zh-Hant": "{names}同為 {score}；依平手規則（{rule}），{name}排在前面。"},
    "scores": {"en": "Scores", "zh-Hant": "分數"},
    "score_leads": {"en": "{name} leads.", "zh-Hant": "{name}領先。"},
    "not_ready": {"en": "The game engine is still loading.", "zh-Hant": "遊戲引擎仍在載入中。"},
    "move_waits": {"en": "Your move is played the moment the game engine is up.",
                   "zh-Hant": "遊戲引擎一啟動，就會執行這一步。"},
    "dealt_changed": {"en": "The app was updated and this table dealt anew: make your move again.",
                      "zh-Hant": "程式已更新，這局重新發牌：請再出手一次。"},
    "watching": {"en": "You are watching: every seat is a bot.",
                 "zh-Hant": "觀戰中：每個座位都是電腦。"},
    "dismiss": {"en": "OK", "zh-Hant": "知道了"},
    "you": {"en": "you", "zh-Hant": "你"},
    "bot_tag": {"en": "bot", "zh-Hant": "電腦"},
    "handoff_title": {"en": "Pass to {name}", "zh-Hant": "請交給{name}"},
    "handoff_hint": {"en": "Only {name} should look at the screen now.",
                     "zh-Hant": "現在只有{name}可以看畫面。"},
    "handoff_go": {"en": "I am {name}: show my game", "zh-Hant": "我是{name}：顯示畫面"},
    "cover_title": {"en": "Pocket Table is paused", "zh-Hant": "口袋桌遊已暫停"},
    # ---- game over -----------------------------------------------------------------------
    "ranking": {"en": "Final ranking", "zh-Hant": "最終排名"},
    "rank_n": {"en": "#{n}", "zh-Hant": "第 {n} 名"},
    "winner_one": {"en": "{name} wins!", "zh-Hant": "{name}獲勝！"},
    "winner_tie": {"en": "Shared win: {names}", "zh-Hant": "並列第一：{names}"},
    "score_n": {"en": "Score {n}", "zh-Hant": "分數 {n}"},
    "replay": {"en": "Replay with every card shown", "zh-Hant": "重播（公開所有牌）"},
    "replay_open": {"en": "Replay the game", "zh-Hant": "重播這局遊戲"},
    "replay_title": {"en": "Replay", "zh-Hant": "重播"},
    "replay_first": {"en": "First move", "zh-Hant": "第一步"},
    "replay_prev": {"en": "Previous move", "zh-Hant": "上一步"},
    "replay_next": {"en": "Next move", "zh-Hant": "下一步"},
    "replay_last": {"en": "Last move", "zh-Hant": "最後一步"},
    "replay_pos": {"en": "Move {n} of {total}", "zh-Hant": "第 {n} 步，共 {total} 步"},
    "replay_start_pos": {"en": "The start, before any move", "zh-Hant": "開局，尚未行動"},
    "replay_last_move": {"en": "{name} played {move}", "zh-Hant": "{name}：{move}"},
    "close_replay": {"en": "Close the replay", "zh-Hant": "關閉重播"},
    "rules": {"en": "Rules", "zh-Hant": "規則"},
    "rules_of": {"en": "Rules of {game}", "zh-Hant": "{game}規則"},
    "close_rules": {"en": "Close the rules", "zh-Hant": "關閉規則"},
    "rules_back": {"en": "Back to Pocket Table", "zh-Hant": "回到口袋桌遊"},
    "rules_loading": {"en": "Opening the rules…", "zh-Hant": "規則開啟中…"},
    "rules_failed": {"en": "The rules could not be opened. Try again once the app has loaded.",
                     "zh-Hant": "無法開啟規則。請在應用程式載入完成後再試一次。"},
    "new_game_same": {"en": "Play again", "zh-Hant": "再玩一局"},
    # ---- the first-game guide, sound -------------------------------------------------------
    "guide_title": {"en": "First game", "zh-Hant": "新手導覽"},
    "guide_count": {"en": "{n} of {total}", "zh-Hant": "第 {n} 步，共 {total} 步"},
    "guide_next": {"en": "Next", "zh-Hant": "下一步"},
    "guide_back": {"en": "Back", "zh-Hant": "上一步"},
    "guide_done": {"en": "Let's play", "zh-Hant": "開始玩"},
    "guide_skip": {"en": "Skip the guide", "zh-Hant": "跳過導覽"},
    "guide_again": {"en": "Show the first-game guide", "zh-Hant": "再看一次新手導覽"},
    "sound_on": {"en": "Sound and vibration: on", "zh-Hant": "音效與震動：開"},
    "sound_off": {"en": "Sound and vibration: off", "zh-Hant": "音效與震動：關"},
    "sound_label": {"en": "Sound and vibration for your turn and the end of a round",
                    "zh-Hant": "輪到你與每輪結束時的音效與震動"},
    "setting_not_saved": {"en": "This phone would not store the setting: it lasts until the app closes.",
                          "zh-Hant": "手機無法儲存這個設定：關閉應用程式前仍有效。"},
    # ---- links ---------------------------------------------------------------------------
    "bad_link": {"en": "This link could not be opened: {why}",
                 "zh-Hant": "無法開啟這個連結：{why}"},
    # a link longer than any the engine reads: refused before anything reads it (in the
    # engine's words for link.too_long)
    "link_too_long": {"en": "This link is too long to be a Pocket Table game.",
                      "zh-Hant": "這個連結太長，不是口袋桌遊的遊戲。"},
    "game_not_opened": {"en": "This game could not be opened: {why}",
                        "zh-Hant": "無法開啟這局遊戲：{why}"},
    "game_link_opened": {"en": "The shared game was opened and saved.",
                         "zh-Hant": "已開啟並儲存分享的遊戲。"},
    "link_same": {"en": "You already have this game: here it is.",
                  "zh-Hant": "你已經有這局遊戲，已為你開啟。"},
    "link_ahead": {"en": "The game goes on from your save: it is updated and opened.",
                   "zh-Hant": "遊戲從你的存檔接續下去：存檔已更新並開啟。"},
    "link_behind": {"en": "Your saved game is further on than this link: it is opened where you are.",
                    "zh-Hant": "你的存檔比這個連結進行得更多：已從你的進度開啟。"},
    "link_branch_title": {"en": "This link parts ways with a saved game",
                          "zh-Hant": "這個連結與存檔的進度不同"},
    "link_branch_body": {"en": "You have a saved game of {game} with the same players and deal, but its moves "
                               "differ from this link's. What should happen to it?",
                         "zh-Hant": "你有一局{game}的存檔，玩家與發牌都相同，但之後的行動與這個連結不同。要怎麼處理？"},
    "link_replace": {"en": "Replace my save with the link's game", "zh-Hant": "用連結的遊戲取代我的存檔"},
    "link_keep": {"en": "Keep both", "zh-Hant": "兩個都保留"},
    # ---- the log ---------------------------------------------------------------------------
    "ev_unknown": {"en": "{what}", "zh-Hant": "{what}"},
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
    module = game_strings(game_id)
    phrase = getattr(module, "phrase", None) if module is not None else None
    if phrase is not None:
        text = phrase(lang, kind, event, who, names, view or {})
        if text is not None:
            return text
    fields = [str(k) + "=" + str(event[k]) for k in sorted(event) if k != "event"]
    return t(lang, "ev_unknown", {"what": str(kind) + " " + " ".join(fields)})


# ---- refusals -------------------------------------------------------------------------------
# The engine refuses with a code and params (`pycore/refusals.py`); its reply's `error` is the
# English sentence. The Chinese templates: the codes every game shares here, each game's own
# in its strings (`REFUSALS_ZH`, and `refusal_param_zh(name, value)` for the params that name
# its things). A test holds every code the engines can raise to a template here with the
# English template's fields.
REFUSALS_ZH = {
    # moves, whatever the game
    "move.not_text": "行動必須是文字。",
    "move.bad_text": "行動必須是簡短且不空白的文字。",
    "move.bad_type": "行動的格式不正確。",
    "move.not_a_move": "「{text}」不是{game}的行動。",
    "move.game_over": "遊戲已經結束。",
    "move.not_your_turn": "現在不是座位 {seat} 的回合。",
    "move.not_legal": "現在不能執行 {move}。",
    # setting a table up
    "setup.unknown_game": "沒有「{name}」這個遊戲。",
    "setup.no_option": "{game}沒有「{name}」這個選項。",
    "setup.players": "{game}適合 {low} 到 {high} 位玩家，不能是 {n} 位。",
    # records
    "record.not_record": "這不是遊戲紀錄。",
    "record.no_format": "這個紀錄沒有格式編號。",
    "record.newer": "這局遊戲來自較新版本的口袋桌遊。請重新載入以更新。",
    "record.unknown_format": "這個紀錄的格式無法辨識。",
    "record.unknown_game": "這個紀錄屬於本程式沒有的遊戲。",
    "record.wrong_players": "這個紀錄的玩家人數不正確。",
    "record.damaged_players": "這個紀錄的玩家資料已損壞。",
    "record.unknown_level": "這個紀錄含有未知的電腦難度。",
    "record.damaged_seed": "這個紀錄的亂數種子已損壞。",
    "record.damaged_options": "這個紀錄的選項已損壞。",
    "record.invalid_options": "這個紀錄的選項無效：{why}",
    "record.too_long": "這個紀錄超過一局遊戲最多的 {n} 步。",
    "record.damaged_moves": "這個紀錄的行動已損壞。",
    "record.invalid_setup": "這個紀錄的遊戲設定無效：{why}",
    "record.bad_move": "第 {n} 步（座位 {seat} 的 {move}）無法重播：{why}",
    # share links
    "link.empty": "這個連結是空的。",
    "link.too_long": "這個連結太長，不是口袋桌遊的遊戲。",
    "link.not_link": "這不是口袋桌遊的連結。",
    "link.newer": "這個連結來自較新版本的口袋桌遊。請重新載入以更新。",
    "link.damaged": "這個連結已損壞或不完整。",
    "link.too_deep": "這個連結已損壞：遊戲資料層層巢狀，無法讀取。",
    "link.bad_address": "這個連結已損壞：無法讀出它指定的座位。",
    "link.not_a_player": "這個連結指定給座位 {seat}，但那不是這局遊戲中真人玩家的座位。",
    # the end-of-game check of a table played by message
    "audit.damaged": "主機在遊戲結束時送來的資料已損壞，無法檢查。",
    "audit.commitment": "主機公開的密鑰與邀請時承諾的不符：這次發牌不是當初承諾的那一次。",
    "audit.own_value": "發牌沒有使用座位 {seat} 送出的亂數：主機更動了它。",
    "audit.seed": "這局遊戲的亂數種子不是由主機的密鑰與各座位的亂數算出的：發牌被更動過。",
    "audit.illegal_move": "第 {n} 步（座位 {seat} 的 {move}）不合規則：{why}",
    "audit.share": "這支手機在第 {n} 步看到的畫面，與這局遊戲給這個座位的不同：遊戲被竄改過。",
    # the engine worker
    "worker.no_game": "目前沒有開啟的遊戲。",
    "worker.stale_move": "這一步是針對遊戲的另一個時刻：請再看一次後重新選擇。",
    "worker.too_deep": "這份遊戲資料已損壞：層層巢狀，無法讀取。",
    "worker.move_limit": "這局遊戲已達最多的 {n} 步，無法再繼續。",
    "worker.nothing_to_decide": "這個座位現在不需要行動。",
    "worker.no_seat": "這張牌桌沒有這個座位。",
    "worker.nothing_to_undo": "這裡沒有可以收回的步驟。",
    "worker.internal": "內部錯誤：{error}",
}


def refusal_template(lang, code):
    """The template of a refusal code in `lang`, or None (English comes from the engine)."""
    if lang != "zh-Hant" or not isinstance(code, str):
        return None
    namespace = code.split(".")[0]
    if code in REFUSALS_ZH:
        return REFUSALS_ZH[code]
    table = _game_refusals(namespace)[0]
    return table.get(code) if table else None


def _game_refusals(game_id):
    """A game's Chinese refusal templates and its param translator (either may be None)."""
    if game_id not in registry.ids():
        return None, None
    module = game_strings(game_id)
    return getattr(module, "REFUSALS_ZH", None), getattr(module, "refusal_param_zh", None)


def refusal_text(lang, reply):
    """An engine refusal (a worker's error reply) in `lang`: its code's template with the
    params filled in, each param that names a thing in that language. The English sentence
    the engine sent stands for English, for a code the app does not know, and for a reply
    with no code (a worker that did not answer, say)."""
    if not isinstance(reply, dict):
        return str(reply)
    english = str(reply.get("error") or "?")
    template = refusal_template(lang, reply.get("code"))
    if template is None:
        return english
    return _fill_refusal(lang, template, reply.get("code"), reply.get("params"))


def _fill_refusal(lang, template, code, params):
    if not isinstance(params, dict):
        params = {}
    translate = _game_refusals(code.split(".")[0])[1]
    values = {}
    for name in params:
        value = params[name]
        if isinstance(value, dict):        # a nested refusal: the reason a move does not replay
            inner = refusal_template(lang, value.get("code"))
            values[name] = (_fill_refusal(lang, inner, value.get("code"), value.get("params"))
                            if inner is not None else str(value.get("code")))
        elif name == "game":
            values[name] = game_title(lang, value)
        else:
            named = translate(name, value) if translate is not None else None
            values[name] = named if named is not None else str(value)
    return fill_text(template, values)
