"""Luna's strings in English and Traditional Chinese, and the phrasing of its log events.

Names follow the rules text in `shared/seeds/002` (月神祭司, 叛教者, 建築師, 守衛, 智慧之書,
議會, 教徒, 祭壇, 特權-草/書/賄/徒/壇/浪/船, 登島階梯 ...). Self-contained on purpose: `i18n`
merges `STRINGS` into its catalogue and calls `phrase` for Luna's log, so this module must
not import `i18n` (that would be a cycle). Keys start with `l_` (screen) or `lev_` (log).
"""

from ...fill import fill, list_join, seat_name

LANGS = ["en", "zh-Hant"]

# Every key starts with one of these: `t()` finds the module this way (app/registry.py).
KEY_PREFIXES = ["l_", "lev_"]

STRINGS = {
    # ---- names -------------------------------------------------------------------------
    "l_island_n": {"en": "Island {n}", "zh-Hant": "聖島 {n}"},
    "l_islands": {"en": "The seven islands", "zh-Hant": "七座聖島"},
    "l_favour": {"en": "favour", "zh-Hant": "特權"},
    "l_fav_herbs": {"en": "Herbs", "zh-Hant": "草"},
    "l_fav_book": {"en": "Book", "zh-Hant": "書"},
    "l_fav_bribe": {"en": "Bribe", "zh-Hant": "賄"},
    "l_fav_novice": {"en": "Novice", "zh-Hant": "徒"},
    "l_fav_shrine": {"en": "Shrine", "zh-Hant": "壇"},
    "l_fav_tide": {"en": "Tide", "zh-Hant": "浪"},
    "l_fav_boat": {"en": "Boat", "zh-Hant": "船"},
    "l_favour_named": {"en": "the {favour} favour", "zh-Hant": "特權-{favour}"},
    "l_fig_priestess": {"en": "Moon Priestess", "zh-Hant": "月神祭司"},
    "l_fig_apostate": {"en": "Apostate", "zh-Hant": "叛教者"},
    "l_fig_builder": {"en": "Builder", "zh-Hant": "建築師"},
    "l_fig_guard": {"en": "Temple Guard", "zh-Hant": "守衛"},
    "l_book": {"en": "Book of Wisdom", "zh-Hant": "智慧之書"},
    "l_book_short": {"en": "Book", "zh-Hant": "書"},
    "l_council": {"en": "Council of Priests", "zh-Hant": "議會席次軌"},
    "l_temple": {"en": "The temple", "zh-Hant": "神殿"},
    "l_path": {"en": "The path to the temple", "zh-Hant": "通往神殿的道路"},
    "l_steps": {"en": "Landing steps", "zh-Hant": "登島階梯"},
    "l_gate": {"en": "Temple gate", "zh-Hant": "神殿大門"},
    "l_novice": {"en": "novice", "zh-Hant": "教徒"},
    "l_active": {"en": "active", "zh-Hant": "可用"},
    "l_spent": {"en": "spent", "zh-Hant": "用過"},
    "l_shrine": {"en": "shrine", "zh-Hant": "祭壇"},
    # ---- status and seats ----------------------------------------------------------------
    "l_prep": {"en": "Preparation", "zh-Hant": "準備回合"},
    "l_round_of": {"en": "Round {n}/6", "zh-Hant": "第 {n}/6 回合"},
    "l_cue_last_round": {"en": "The last round: the game ends when its time runs out.",
                         "zh-Hant": "最後一回合：時間用完，遊戲就結束。"},
    "l_time_left": {"en": "Time {n}/{total}", "zh-Hant": "時間 {n}/{total}"},
    "l_seat_letter_0": {"en": "A", "zh-Hant": "甲"},
    "l_seat_letter_1": {"en": "B", "zh-Hant": "乙"},
    "l_seat_letter_2": {"en": "C", "zh-Hant": "丙"},
    "l_seat_letter_3": {"en": "D", "zh-Hant": "丁"},
    "l_points_n": {"en": "{n} points", "zh-Hant": "{n} 分"},
    "l_points_n_one": {"en": "1 point", "zh-Hant": "1 分"},
    "l_reserve_n": {"en": "reserve {n}", "zh-Hant": "備用 {n}"},
    "l_shrines_left_n": {"en": "shrines {n}", "zh-Hant": "祭壇 {n}"},
    "l_in_temple_n": {"en": "temple {n}", "zh-Hant": "神殿 {n}"},
    "l_landing_n": {"en": "steps {n}", "zh-Hant": "階梯 {n}"},
    "l_no_favours": {"en": "No favours", "zh-Hant": "沒有特權"},
    "l_favours_of": {"en": "Favours: {list}", "zh-Hant": "特權：{list}"},
    "l_seat_summary": {"en": "{name}: {facts}", "zh-Hant": "{name}：{facts}"},
    # ---- islands --------------------------------------------------------------------------
    "l_favours_left": {"en": "{n} favour tokens left", "zh-Hant": "剩 {n} 個特權板塊"},
    "l_favours_left_one": {"en": "1 favour token left", "zh-Hant": "剩 1 個特權板塊"},
    "l_seat_here": {"en": "{name}: {active} active, {spent} spent", "zh-Hant": "{name}：可用 {active}，用過 {spent}"},
    "l_seat_shrine": {"en": "and a shrine", "zh-Hant": "另有祭壇"},
    "l_nobody_here": {"en": "no novices", "zh-Hant": "沒有教徒"},
    "l_figures_here": {"en": "Here: {list}", "zh-Hant": "此處：{list}"},
    "l_key_active": {"en": "active novice", "zh-Hant": "可用教徒"},
    "l_key_spent": {"en": "spent novice", "zh-Hant": "用過教徒"},
    "l_priestess_pays": {"en": "The Moon Priestess pays {list} each round.",
                         "zh-Hant": "每回合月神祭司計分：{list} 分。"},
    # ---- the key (reference.py) and the pieces held up close ------------------------------------
    "l_key": {"en": "Key", "zh-Hant": "圖例"},
    "l_key_islands": {"en": "The islands", "zh-Hant": "聖島"},
    "l_key_isle_no": {"en": "The island's number (1–7, clockwise from the top) and its favour.",
                      "zh-Hant": "聖島編號（1–7，由上方順時針）和該島的特權。"},
    "l_key_isle_left": {"en": "Favour tokens still on the island.", "zh-Hant": "該島還剩的特權板塊數。"},
    "l_key_pawn_active": {"en": "A standing pawn: active novices, the number beside it how many. "
                                "Only active novices pay for actions.",
                          "zh-Hant": "站著的棋子：可用教徒，旁邊的數字是個數。只有可用教徒能支付行動。"},
    "l_key_pawn_spent": {"en": "A lying pawn: spent novices, the number beside it how many. "
                               "They stand up again at the end of the round.",
                         "zh-Hant": "躺著的棋子：用過教徒，旁邊的數字是個數。回合結束時變回可用。"},
    "l_key_seats": {"en": "The players: the letter on a pawn or a disc", "zh-Hant": "玩家：棋子和圓片上的字"},
    "l_key_shrine": {"en": "A shrine, in its player's colour: an action there needs 1 novice less; "
                           "4 points at the end.",
                     "zh-Hant": "祭壇，玩家的顏色：在該島行動少用一個教徒；遊戲結束時得 4 分。"},
    "l_rule_priestess": {"en": "Moon Priestess: after each round her island scores the most active novices "
                               "(a shrine counts as one).",
                         "zh-Hant": "月神祭司：每回合結束時，她所在聖島上可用教徒最多者得分（祭壇算一個）。"},
    "l_rule_builder": {"en": "Builder: shrines are built on his island.",
                       "zh-Hant": "建築師：祭壇只能建在他所在的聖島。"},
    "l_rule_apostate": {"en": "Apostate: after each round, each novice on his island costs its player 1 point.",
                        "zh-Hant": "叛教者：每回合結束時，他所在聖島上的每個教徒扣其玩家 1 分。"},
    "l_key_lit": {"en": "An island ringed in colour: your chosen action can be taken there.",
                  "zh-Hant": "有彩色外框的聖島：可以在那裡執行你選的行動。"},
    "l_key_centre": {"en": "The temple island", "zh-Hant": "神殿島"},
    "l_key_guard": {"en": "The Temple Guard's value: points for a novice entering the temple now.",
                    "zh-Hant": "守衛的數值：現在進入神殿可得的分數。"},
    "l_key_moon": {"en": "Time tokens: bright ones are still to flip, dark ones are flipped. "
                         "The last one flipped ends the round.",
                   "zh-Hant": "時間板塊：亮的還沒翻，暗的已翻過。翻開最後一個時，本回合結束。"},
    "l_key_steps": {"en": "Landing steps: novices expelled from the temple wait here; "
                          "only a Tide or a Boat brings them back.",
                    "zh-Hant": "登島階梯：被逐出神殿的教徒在此等待，只有特權-浪或特權-船能帶回。"},
    "l_key_path": {"en": "The path and the temple", "zh-Hant": "道路與神殿"},
    "l_key_tile": {"en": "A path tile: its number (the temple hex it leads to) and the symbol of the island "
                         "whose novices may step onto it.",
                   "zh-Hant": "道路板塊：編號（通往的神殿格）和符號（哪座聖島的教徒可以登上）。"},
    "l_key_forbidden": {"en": "Dashed: forbidden, just past the guard; a Bribe opens it.",
                        "zh-Hant": "虛線框：守衛後方，不准前往；特權-賄可以打開。"},
    "l_key_closed": {"en": "Faded: closed this round.", "zh-Hant": "淡色：本回合無法前往。"},
    "l_key_guard_tile": {"en": "A guard tile and its points; the lit one with ♜ is where the Temple Guard stands.",
                         "zh-Hant": "守衛板塊和它的分數；亮起並有 ♜ 的是守衛所在。"},
    "l_key_hex": {"en": "A temple hex: its number and symbol, tinted once a novice has entered it.",
                  "zh-Hant": "神殿格：編號和符號；有教徒進入後會上色。"},
    "l_key_book": {"en": "A novice in the temple on a Book of Wisdom: it cannot be expelled.",
                   "zh-Hant": "神殿中踩著智慧之書的教徒：不會被逐出。"},
    "l_key_council": {"en": "A council space and its points; the discs on it, the top one first, "
                            "win ties.",
                      "zh-Hant": "議會席次和它的分數；上面的圓片由上而下，上面的在同分時勝出。"},
    "l_key_favours": {"en": "The favours", "zh-Hant": "特權"},
    "l_key_fav_end": {"en": "You hold at most one of each; each one left at the end is worth 1 point.",
                      "zh-Hant": "每種最多持有一個；遊戲結束時每個沒用的特權得 1 分。"},
    "l_rule_herbs": {"en": "Play it: 1 or 2 spent novices on one island become active.",
                     "zh-Hant": "使用：一座聖島上 1 或 2 個用過教徒變回可用。"},
    "l_rule_book": {"en": "Play it: move a Book of Wisdom from under another player's temple novice "
                          "to under one of yours; +1 point.",
                    "zh-Hant": "使用：把別人神殿教徒腳下的智慧之書移到你的一個教徒腳下，得 1 分。"},
    "l_rule_bribe": {"en": "A novice may step onto a forbidden path tile, or enter the temple from one.",
                     "zh-Hant": "讓教徒登上不准前往的道路板塊，或從那裡進入神殿。"},
    "l_rule_novice": {"en": "Stands in for one novice when you pay (not for the path, "
                            "not to take a Novice favour).",
                      "zh-Hant": "支付時可代替一個教徒（上道路和拿特權-徒時不行）。"},
    "l_rule_shrine": {"en": "With 2 novices on the Builder's island: build a shrine there.",
                      "zh-Hant": "在建築師所在的聖島，加上兩個教徒：在那裡建造祭壇。"},
    "l_rule_tide": {"en": "Play it: move your novices, active or spent, from one island (or the landing steps) "
                          "to others; they arrive spent.",
                    "zh-Hant": "使用：把一座聖島（或登島階梯）上你的教徒（可用或用過）移到其他聖島，抵達時變成用過。"},
    "l_rule_boat": {"en": "Play it: sail 1 or 2 active novices from one island to another; they stay active.",
                    "zh-Hant": "使用：把一座聖島上 1 或 2 個可用教徒移到另一座聖島，仍然可用。"},
    "l_key_dock": {"en": "Your decision", "zh-Hant": "你的決定"},
    "l_key_kind_n": {"en": "On an action: how many places it can go now.",
                     "zh-Hant": "行動上的數字：現在可以執行的地點數。"},
    "l_key_time_n": {"en": "On Flip time: time tokens left to flip.",
                     "zh-Hant": "翻時間板塊上的數字：還沒翻的時間板塊數。"},
    "l_key_spend": {"en": "●2: pay with 2 active novices (+ Novice: and your Novice favour).",
                    "zh-Hant": "●2：用 2 個可用教徒支付（+ 徒：再加特權-徒）。"},
    "l_key_halves": {"en": "● active / ○ spent on an island's halves: move an active or a spent novice there.",
                     "zh-Hant": "聖島上的「● 可用」／「○ 用過」：移過去的是可用或用過的教徒。"},
    "l_key_seat_chip": {"en": "A player's points, reserve novices, shrines left to build and novices in the temple.",
                        "zh-Hant": "玩家的分數、備用教徒、還能建的祭壇和神殿中的教徒數。"},
    # ---- temple, path, council ------------------------------------------------------------------
    "l_hex_n": {"en": "Hex {n}", "zh-Hant": "第 {n} 格"},
    "l_hex_empty": {"en": "{hex} ({symbol}), empty", "zh-Hant": "{hex}（{symbol}），空"},
    "l_hex_taken": {"en": "{hex} ({symbol}): {name}", "zh-Hant": "{hex}（{symbol}）：{name}"},
    "l_hex_book": {"en": ", on the Book of Wisdom", "zh-Hant": "，踩著智慧之書"},
    "l_tile_n": {"en": "Tile {n}", "zh-Hant": "板塊 {n}"},
    "l_tile_desc": {"en": "{tile}, {symbol}, from island {island}: {status}",
                    "zh-Hant": "{tile}，{symbol}，來自聖島 {island}：{status}"},
    "l_st_allowed": {"en": "allowed", "zh-Hant": "准許"},
    "l_st_forbidden": {"en": "forbidden (needs a Bribe)", "zh-Hant": "不准（需要特權-賄）"},
    "l_st_closed": {"en": "closed this round", "zh-Hant": "本回合無法前往"},
    "l_bribe_mark": {"en": "Bribe", "zh-Hant": "需賄"},
    "l_guard_tile": {"en": "Guard tile: {n} points", "zh-Hant": "守衛板塊：{n} 分"},
    "l_guard_here": {"en": "the Temple Guard stands here", "zh-Hant": "守衛在此"},
    "l_guard_now": {"en": "Entering the temple now: {n} points", "zh-Hant": "現在進入神殿：{n} 分"},
    "l_council_space": {"en": "Council space: {n} points", "zh-Hant": "議會席次：{n} 分"},
    "l_stack": {"en": "from the top: {list}", "zh-Hant": "由上而下：{list}"},
    "l_empty": {"en": "empty", "zh-Hant": "空"},
    # ---- the dock: prompts ----------------------------------------------------------------
    "l_your_favours": {"en": "Your favours", "zh-Hant": "你的特權"},
    "l_prompt_shrine": {"en": "Place your starting shrine: an island without a shrine.",
                        "zh-Hant": "放置起始祭壇：選一座還沒有祭壇的聖島。"},
    "l_prompt_novices": {"en": "Place two novices on an island where you have nothing.",
                         "zh-Hant": "在一座你還沒有祭壇或教徒的聖島放置兩個教徒。"},
    "l_prompt_action": {"en": "Choose an action, then where.", "zh-Hant": "選擇行動，再選擇地點。"},
    "l_prompt_pay": {"en": "Pay for it: {what} on island {n}.", "zh-Hant": "支付：聖島 {n} 的{what}。"},
    "l_prompt_herbs": {"en": "Herbs: revive spent novices on one island (up to 2).",
                       "zh-Hant": "特權-草：讓一座聖島上的用過教徒變回可用（最多兩個）。"},
    "l_prompt_take": {"en": "Book: take a Book of Wisdom from another player's novice.",
                      "zh-Hant": "特權-書：從別人的教徒腳下拿走智慧之書。"},
    "l_prompt_give": {"en": "Book: put it under one of your novices in the temple.",
                      "zh-Hant": "特權-書：把它放到你在神殿中的教徒腳下。"},
    "l_prompt_from_tide": {"en": "Tide: where do the novices leave from?",
                           "zh-Hant": "特權-浪：教徒從哪裡出發？"},
    "l_prompt_from_boat": {"en": "Boat: where do the novices sail from?",
                           "zh-Hant": "特權-船：教徒從哪裡出發？"},
    "l_prompt_to": {"en": "Where does the next novice go? (from {place})",
                    "zh-Hant": "下一個教徒要去哪裡？（從{place}出發）"},
    "l_prompt_to_boat": {"en": "Boat: where do the novices sail to? (from {place})",
                         "zh-Hant": "特權-船：教徒要去哪裡？（從{place}出發）"},
    "l_moved_so_far": {"en": "Moved so far: {n}", "zh-Hant": "已移動：{n}"},
    # ---- the dock: action kinds --------------------------------------------------------------
    "l_choose_action": {"en": "Your action", "zh-Hant": "你的行動"},
    "l_kind_favour": {"en": "Favour", "zh-Hant": "拿特權"},
    "l_kind_novice": {"en": "Novice", "zh-Hant": "加教徒"},
    "l_kind_shrine": {"en": "Shrine", "zh-Hant": "建祭壇"},
    "l_kind_council": {"en": "Council", "zh-Hant": "議會"},
    "l_kind_apostate": {"en": "Apostate", "zh-Hant": "叛教者"},
    "l_kind_drift": {"en": "Drift", "zh-Hant": "漂移"},
    "l_kind_path": {"en": "Path", "zh-Hant": "上道路"},
    "l_kind_temple": {"en": "Temple", "zh-Hant": "進神殿"},
    "l_hint_favour": {"en": "2 novices (1 with your shrine) take the island's favour.",
                      "zh-Hant": "用兩個教徒（有自己的祭壇只要一個）拿取該島的特權。"},
    "l_hint_novice": {"en": "2 novices bring a reserve novice to the island (spent).",
                      "zh-Hant": "用兩個教徒，把一個備用教徒放到該島旁（用過）。"},
    "l_hint_shrine": {"en": "2 novices and the Shrine favour build on the Builder's island.",
                      "zh-Hant": "在建築師所在的聖島用兩個教徒和特權-壇建造祭壇。"},
    "l_hint_council": {"en": "Each novice spent moves your council disc 1 space.",
                       "zh-Hant": "每用一個教徒，影響力圓片在議會席次軌前進一格。"},
    "l_hint_apostate": {"en": "Each novice spent moves the Apostate 1 island clockwise.",
                        "zh-Hant": "每用一個教徒，叛教者順時針移動一座聖島。"},
    "l_hint_drift": {"en": "Move active novices to other islands; they arrive spent.",
                     "zh-Hant": "把可用教徒移到其他聖島旁，變成用過教徒。"},
    "l_hint_path": {"en": "2 novices of the tile's island (1 with your shrine): one steps onto the tile.",
                    "zh-Hant": "在與板塊同屬性的聖島用兩個教徒（有祭壇只要一個），其中一個登上板塊。"},
    "l_hint_temple": {"en": "Your novice on the path enters the temple and scores the guard's value.",
                      "zh-Hant": "你在道路上的教徒進入神殿，得到守衛板塊的分數。"},
    # ---- the dock: move labels ---------------------------------------------------------------
    "l_do_favour": {"en": "Take the {favour} favour on island {n}", "zh-Hant": "在聖島 {n} 拿取特權-{favour}"},
    "l_do_novice": {"en": "Bring a new novice to island {n}", "zh-Hant": "在聖島 {n} 增加一個教徒"},
    "l_do_shrine": {"en": "Build a shrine on island {n}", "zh-Hant": "在聖島 {n} 建造祭壇"},
    "l_do_council": {"en": "Council: spend novices on island {n}", "zh-Hant": "議會：使用聖島 {n} 的教徒"},
    "l_do_apostate": {"en": "Move the Apostate: spend novices on island {n}",
                      "zh-Hant": "移動叛教者：使用聖島 {n} 的教徒"},
    "l_do_drift": {"en": "Drift active novices from island {n}", "zh-Hant": "從聖島 {n} 漂移可用教徒"},
    "l_do_path": {"en": "Send a novice from island {island} onto path tile {tile}",
                  "zh-Hant": "從聖島 {island} 派一個教徒登上道路板塊 {tile}"},
    "l_do_temple": {"en": "Your novice on tile {tile} enters the temple: {points}",
                    "zh-Hant": "你在板塊 {tile} 的教徒進入神殿：{points}"},
    "l_with_bribe": {"en": "(uses your Bribe)", "zh-Hant": "（使用特權-賄）"},
    "l_do_time": {"en": "Flip time", "zh-Hant": "翻時間板塊"},
    "l_do_time_label": {"en": "Flip a time token instead of acting ({n} left)",
                        "zh-Hant": "不行動，翻一個時間板塊（剩 {n} 個）"},
    "l_do_time_last": {"en": "Flip the last time token: +1 point, the round ends",
                       "zh-Hant": "翻最後一個時間板塊：得 1 分，本回合結束"},
    "l_play_herbs": {"en": "Play Herbs: revive spent novices", "zh-Hant": "使用特權-草：讓用過教徒變回可用"},
    "l_play_book": {"en": "Play Book: move a Book of Wisdom (+1 point)",
                    "zh-Hant": "使用特權-書：移動智慧之書（得 1 分）"},
    "l_play_tide": {"en": "Play Tide: move novices, active or spent", "zh-Hant": "使用特權-浪：移動可用或用過教徒"},
    "l_play_boat": {"en": "Play Boat: sail 1 or 2 active novices", "zh-Hant": "使用特權-船：移動一或兩個可用教徒"},
    "l_spend_n": {"en": "Spend {n} novices", "zh-Hant": "使用 {n} 個教徒"},
    "l_spend_n_one": {"en": "Spend 1 novice", "zh-Hant": "使用 1 個教徒"},
    "l_spend_token": {"en": "+ Novice favour", "zh-Hant": "+ 特權-徒"},
    "l_spend_council": {"en": "→ council {points}", "zh-Hant": "→ 議會 {points}"},
    "l_spend_apostate": {"en": "→ island {n}", "zh-Hant": "→ 聖島 {n}"},
    "l_do_revive": {"en": "Revive a spent novice on island {n}", "zh-Hant": "讓聖島 {n} 的一個用過教徒變回可用"},
    "l_do_take": {"en": "Take the Book from {name} on hex {n}", "zh-Hant": "從第 {n} 格的{name}拿走智慧之書"},
    "l_do_give": {"en": "Put the Book under your novice on hex {n}", "zh-Hant": "把智慧之書放到第 {n} 格你的教徒腳下"},
    "l_do_from": {"en": "Move novices from island {n}", "zh-Hant": "從聖島 {n} 移動教徒"},
    "l_do_from_steps": {"en": "Move novices from the landing steps", "zh-Hant": "從登島階梯移動教徒"},
    "l_do_to": {"en": "A novice goes to island {n}", "zh-Hant": "一個教徒前往聖島 {n}"},
    "l_do_to_active": {"en": "An active novice goes to island {n}", "zh-Hant": "一個可用教徒前往聖島 {n}"},
    "l_do_to_spent": {"en": "A spent novice goes to island {n}", "zh-Hant": "一個用過教徒前往聖島 {n}"},
    "l_do_shrine_prep": {"en": "Put your starting shrine on island {n}", "zh-Hant": "在聖島 {n} 放置起始祭壇"},
    "l_do_novices_prep": {"en": "Put two novices on island {n}", "zh-Hant": "在聖島 {n} 放置兩個教徒"},
    "l_done": {"en": "Done", "zh-Hant": "完成"},
    "l_done_label": {"en": "Stop here: the action is done", "zh-Hant": "到此為止，結束這個行動"},
    "l_other_moves": {"en": "Other moves", "zh-Hant": "其他行動"},
    "l_you_have": {"en": "yours: ● {active} ○ {spent}", "zh-Hant": "你的：● {active} ○ {spent}"},
    # ---- log ------------------------------------------------------------------------------------
    "lev_setup": {"en": "The temple is set: {list}. {who} starts.",
                  "zh-Hant": "神殿設置完成：{list}。由{who}先開始。"},
    "lev_setup_item": {"en": "{name} on hex {n}", "zh-Hant": "{name}在第 {n} 格"},
    "lev_shrine_placed": {"en": "{who} placed a starting shrine on island {n} ({favour}).",
                          "zh-Hant": "{who}在聖島 {n}（{favour}）放置起始祭壇。"},
    "lev_novices_placed": {"en": "{who} placed two novices on island {n} ({favour}).",
                           "zh-Hant": "{who}在聖島 {n}（{favour}）放置兩個教徒。"},
    "lev_round": {"en": "Round {n} begins; {who} starts.", "zh-Hant": "第 {n} 回合開始，由{who}先行。"},
    "lev_round_moves": {"en": "The Moon Priestess moves to island {p}, the Builder to island {b}, the Apostate to island {a}; entering the temple is worth {g}.",
                        "zh-Hant": "月神祭司移到聖島 {p}，建築師移到聖島 {b}，叛教者移到聖島 {a}；進入神殿現在得 {g} 分。"},
    "lev_time": {"en": "{who} flipped a time token ({n} left).", "zh-Hant": "{who}翻了一個時間板塊（剩 {n} 個）。"},
    "lev_last_time": {"en": "{who} flipped the last time token: +1 point. The round is scored.",
                      "zh-Hant": "{who}翻了最後一個時間板塊：得 1 分。進入計分階段。"},
    "lev_favour_used": {"en": "{who} used {favour}.", "zh-Hant": "{who}使用了{favour}。"},
    "lev_favour_free": {"en": "{who} takes {favour} from island {n}.", "zh-Hant": "{who}從聖島 {n} 拿取{favour}。"},
    "lev_favour_taken": {"en": "{who} spent {paid} on island {n} and took {favour}.",
                         "zh-Hant": "{who}在聖島 {n} 使用 {paid}，拿取{favour}。"},
    "lev_novice_recruited": {"en": "{who} spent {paid} on island {n}: a new novice arrives there.",
                             "zh-Hant": "{who}在聖島 {n} 使用 {paid}：一個新教徒來到該島旁。"},
    "lev_shrine_built": {"en": "{who} spent {paid} and the Shrine favour: a shrine on island {n}.",
                         "zh-Hant": "{who}使用 {paid} 和特權-壇：在聖島 {n} 建造祭壇。"},
    "lev_council": {"en": "{who} spent {paid} on island {n}: the council disc moves to the {points} space.",
                    "zh-Hant": "{who}在聖島 {n} 使用 {paid}：影響力圓片移到 {points} 的席次。"},
    "lev_apostate_moved": {"en": "{who} spent {paid} on island {n}: the Apostate moves to island {to}.",
                           "zh-Hant": "{who}在聖島 {n} 使用 {paid}：叛教者移到聖島 {to}。"},
    "lev_paid": {"en": "{n} novices", "zh-Hant": "{n} 個教徒"},
    "lev_paid_one": {"en": "1 novice", "zh-Hant": "1 個教徒"},
    "lev_paid_token": {"en": "{n} novices and the Novice favour", "zh-Hant": "{n} 個教徒和特權-徒"},
    "lev_paid_token_only": {"en": "the Novice favour", "zh-Hant": "特權-徒"},
    "lev_paid_token_one": {"en": "1 novice and the Novice favour", "zh-Hant": "1 個教徒和特權-徒"},
    "lev_to_path": {"en": "{who} sent a novice from island {n} onto path tile {tile}{bribe}.",
                    "zh-Hant": "{who}從聖島 {n} 派一個教徒登上道路板塊 {tile}{bribe}。"},
    "lev_bribe": {"en": " with a Bribe", "zh-Hant": "（使用特權-賄）"},
    "lev_entered_temple": {"en": "{who}'s novice entered the temple on hex {tile}{bribe}: +{points}.",
                           "zh-Hant": "{who}的教徒進入神殿第 {tile} 格{bribe}：得 {points}。"},
    "lev_expelled": {"en": "{who} expelled {list} to the landing steps: +{points}.",
                     "zh-Hant": "{who}把{list}趕到登島階梯：得 {points}。"},
    "lev_expelled_item": {"en": "{name} (hex {n})", "zh-Hant": "{name}（第 {n} 格）"},
    "lev_revived": {"en": "{who} revived a spent novice on island {n}.",
                    "zh-Hant": "{who}讓聖島 {n} 的一個用過教徒變回可用。"},
    "lev_book_moved": {"en": "{who} took the Book of Wisdom from {owner} (hex {from}) to hex {to}: +{points}.",
                       "zh-Hant": "{who}把智慧之書從{owner}（第 {from} 格）移到第 {to} 格：得 {points}。"},
    "lev_moved": {"en": "{who} moved {what} from {from} to island {to} ({by}).",
                  "zh-Hant": "{who}以{by}把{what}從{from}移到聖島 {to}。"},
    "lev_was_active": {"en": "an active novice", "zh-Hant": "一個可用教徒"},
    "lev_was_spent": {"en": "a spent novice", "zh-Hant": "一個用過教徒"},
    "lev_was_landing": {"en": "a novice", "zh-Hant": "一個教徒"},
    "lev_by_drift": {"en": "drift", "zh-Hant": "漂移"},
    "lev_by_tide": {"en": "Tide", "zh-Hant": "特權-浪"},
    "lev_by_boat": {"en": "Boat", "zh-Hant": "特權-船"},
    "lev_priestess_scored": {"en": "Moon Priestess on island {n}: {who} places {place} with {strength}, +{points}.",
                             "zh-Hant": "月神祭司在聖島 {n}：{who}以 {strength} 的實力排第 {place}，得 {points}。"},
    "lev_apostate_penalty": {"en": "Apostate on island {n}: {who} loses {points}.",
                             "zh-Hant": "叛教者在聖島 {n}：{who}失去 {points}。"},
    "lev_temple_scored": {"en": "{who} scores {points} for novices in the temple.",
                          "zh-Hant": "{who}因神殿中的教徒得到 {points}。"},
    "lev_final_scored": {"en": "Final scoring for {who}: shrines {shrines}, favours {favours}, council {council}; +{points}.",
                         "zh-Hant": "{who}的終局計分：祭壇 {shrines}，特權 {favours}，議會 {council}；共得 {points}。"},
    "lev_game_over": {"en": "The game is over.", "zh-Hant": "遊戲結束。"},
}

FAVOURS = ["herbs", "book", "bribe", "novice", "shrine", "tide", "boat"]
FIGURES = ["priestess", "builder", "apostate"]
FIGURE_MARKS = {"priestess": "☾", "builder": "⚒", "apostate": "✗"}


def tr(lang, key, params=None):
    """Luna's `t`: the string `key` in `lang`, `{name}` fields filled; "_one" when n is 1."""
    return fill(STRINGS, lang, key, params)


def favour_name(lang, favour):
    """The favour's short name (草 / Herbs); an unknown one is shown as it came."""
    key = "l_fav_" + str(favour)
    return tr(lang, key) if key in STRINGS else str(favour)


def favour_named(lang, favour):
    """"the Herbs favour" / "特權-草"."""
    return tr(lang, "l_favour_named", {"favour": favour_name(lang, favour)})


def figure_name(lang, figure):
    key = "l_fig_" + str(figure)
    return tr(lang, key) if key in STRINGS else str(figure)


def points(lang, n):
    return tr(lang, "l_points_n", {"n": n})


def seat_letter(lang, seat):
    key = "l_seat_letter_" + str(seat)
    return tr(lang, key) if key in STRINGS else str(seat)


def island_favour(view, number):
    """The favour type of island `number` (1–7) in the view, or None."""
    for island in view.get("islands") or []:
        if isinstance(island, dict) and island.get("number") == number:
            return island.get("favour")
    return None


def _paid(lang, ev):
    if ev.get("token") and not ev.get("novices"):
        return tr(lang, "lev_paid_token_only")
    key = "lev_paid_token" if ev.get("token") else "lev_paid"
    return tr(lang, key, {"n": ev.get("novices", 0)})


def _gap(lang):
    """Between two sentences: a space in English, nothing after a Chinese full stop."""
    return "" if lang == "zh-Hant" else " "



def phrase(lang, kind, ev, who, names, view):
    """One Luna log event as a sentence in `lang`, or None for an event this does not know."""
    n = ev.get("island")
    fav = island_favour(view, n) if n is not None else None
    fav_text = favour_name(lang, fav) if fav else str(n)
    if kind == "setup":
        items = [tr(lang, "lev_setup_item", {"name": seat_name(names, pair[1]), "n": pair[0]})
                 for pair in (ev.get("temple") or []) if isinstance(pair, list) and len(pair) == 2]
        return tr(lang, "lev_setup", {"list": list_join(lang, items),
                                      "who": seat_name(names, ev.get("start_player"))})
    if kind == "shrine_placed":
        return tr(lang, "lev_shrine_placed", {"who": who, "n": n, "favour": fav_text})
    if kind == "novices_placed":
        return tr(lang, "lev_novices_placed", {"who": who, "n": n, "favour": fav_text})
    if kind == "round":
        text = tr(lang, "lev_round", {"n": ev.get("round"), "who": seat_name(names, ev.get("start_player"))})
        if ev.get("priestess") is not None:
            text += _gap(lang) + tr(lang, "lev_round_moves", {"p": ev.get("priestess"), "b": ev.get("builder"),
                                                      "a": ev.get("apostate"), "g": ev.get("guard")})
        return text
    if kind == "time":
        return tr(lang, "lev_time", {"who": who, "n": ev.get("left")})
    if kind == "last_time":
        return tr(lang, "lev_last_time", {"who": who})
    if kind == "favour_used":
        return tr(lang, "lev_favour_used", {"who": who, "favour": favour_named(lang, ev.get("favour"))})
    if kind == "favour_taken":
        named = favour_named(lang, ev.get("favour"))
        if ev.get("novices") is None:
            return tr(lang, "lev_favour_free", {"who": who, "favour": named, "n": n})
        return tr(lang, "lev_favour_taken", {"who": who, "paid": _paid(lang, ev), "n": n, "favour": named})
    if kind in ("novice_recruited", "shrine_built"):
        return tr(lang, "lev_" + kind, {"who": who, "paid": _paid(lang, ev), "n": n})
    if kind == "council":
        space = ev.get("space") or 0
        track = view.get("council") or []
        value = track[space].get("points") if 0 <= space < len(track) else space
        return tr(lang, "lev_council", {"who": who, "paid": _paid(lang, ev), "n": n,
                                        "points": points(lang, value)})
    if kind == "apostate_moved":
        return tr(lang, "lev_apostate_moved", {"who": who, "paid": _paid(lang, ev), "n": n,
                                               "to": ev.get("to")})
    if kind == "to_path":
        return tr(lang, "lev_to_path", {"who": who, "n": n, "tile": ev.get("tile"),
                                        "bribe": tr(lang, "lev_bribe") if ev.get("bribe") else ""})
    if kind == "entered_temple":
        text = tr(lang, "lev_entered_temple", {"who": who, "tile": ev.get("tile"),
                                               "bribe": tr(lang, "lev_bribe") if ev.get("bribe") else "",
                                               "points": points(lang, ev.get("points"))})
        expelled = [pair for pair in (ev.get("expelled") or []) if isinstance(pair, list) and len(pair) == 2]
        if expelled:
            items = [tr(lang, "lev_expelled_item", {"name": seat_name(names, pair[1]), "n": pair[0]})
                     for pair in expelled]
            text += _gap(lang) + tr(lang, "lev_expelled", {"who": who, "list": list_join(lang, items),
                                                    "points": points(lang, len(expelled))})
        return text
    if kind == "revived":
        return tr(lang, "lev_revived", {"who": who, "n": n})
    if kind == "book_moved":
        return tr(lang, "lev_book_moved", {"who": who, "owner": seat_name(names, ev.get("owner")),
                                           "from": ev.get("from"), "to": ev.get("to"),
                                           "points": points(lang, ev.get("points"))})
    if kind == "moved":
        origin = ev.get("from")
        place = tr(lang, "l_steps") if origin == "landing" else tr(lang, "l_island_n", {"n": origin})
        was = ev.get("was") if ev.get("was") in ("active", "spent", "landing") else "landing"
        by = ev.get("by") if ev.get("by") in ("drift", "tide", "boat") else "drift"
        return tr(lang, "lev_moved", {"who": who, "what": tr(lang, "lev_was_" + was), "from": place,
                                      "to": ev.get("to"), "by": tr(lang, "lev_by_" + by)})
    if kind == "priestess_scored":
        return tr(lang, "lev_priestess_scored", {"who": who, "n": n, "place": ev.get("place"),
                                                 "strength": ev.get("strength"),
                                                 "points": points(lang, ev.get("points"))})
    if kind == "apostate_penalty":
        lost = ev.get("points") or 0
        return tr(lang, "lev_apostate_penalty", {"who": who, "n": n,
                                                 "points": points(lang, -lost if lost < 0 else lost)})
    if kind == "temple_scored":
        return tr(lang, "lev_temple_scored", {"who": who, "points": points(lang, ev.get("points"))})
    if kind == "final_scored":
        return tr(lang, "lev_final_scored", {"who": who, "shrines": ev.get("shrines"),
                                             "favours": ev.get("favours"), "council": ev.get("council"),
                                             "points": points(lang, ev.get("points"))})
    if kind == "game_over":
        return tr(lang, "lev_game_over")
    return None


# Luna's refusals in Chinese, by the engine's code (`pycore/games/luna/refusals.py` has the
# English; the screen offers only legal moves, so they show only when a tap races a change
# of turn). `i18n.refusal_text` fills them.
REFUSALS_ZH = {
    "luna.shrine_taken": "已經有其他玩家在那座聖島放置祭壇。",
    "luna.place_shrine_first": "請先在一座聖島放置你的起始祭壇。",
    "luna.island_taken": "你在那座聖島已有祭壇或教徒。",
    "luna.place_novices_first": "請先在一座聖島放置兩個教徒。",
    "luna.finish_pay": "請選擇要使用幾個教徒。",
    "luna.finish_herbs": "請選擇特權-草要讓哪座聖島的用過教徒變回可用，或選擇完成。",
    "luna.finish_book": "請選擇要拿走的智慧之書，再選擇要放到哪個教徒腳下。",
    "luna.finish_tide": "完成特權-浪：選擇每個教徒的去處，然後選擇完成。",
    "luna.finish_boat": "完成特權-船：選擇教徒要去的聖島，然後選擇完成。",
    "luna.finish_drift": "完成漂移：選擇每個教徒的去處，然後選擇完成。",
    "luna.no_favour_left": "那裡沒有你能拿的特權（每種特權最多持有一個）。",
    "luna.no_reserve": "你沒有備用教徒了。",
    "luna.shrine_where": "只能在建築師所在的聖島、使用特權-壇建造祭壇，每座聖島一次。",
    "luna.council_end": "你的影響力圓片已在議會席次軌的最後一格。",
    "luna.not_possible": "現在不能執行 {move}。",
    "luna.not_enough_novices": "你在那座聖島的可用教徒不夠。",
    "luna.no_active_novices": "你在那座聖島沒有可用教徒。",
    "luna.tile_gone": "板塊 {n} 已經不在道路上了。",
    "luna.tile_closed": "板塊 {n} 在守衛之外，本回合無法前往。",
    "luna.tile_forbidden": "板塊 {n} 不准前往：你需要特權-賄。",
    "luna.no_novice_on_tile": "你在板塊 {n} 上沒有教徒。",
    "luna.tile_taken": "板塊 {n} 上已經有教徒了。",
    "luna.path_cost": "你需要在與板塊同屬性的聖島上有兩個可用教徒（有自己的祭壇只要一個）。",
    "luna.favour_not_held": "你沒有{favour}。",
    "luna.favour_idle": "{favour}現在沒有可做的事。",
    "luna.step_not_started": "這一步屬於你還沒開始的行動。",
}


def refusal_param_zh(name, value):
    """A refusal's param in Chinese: a favour by its name; None for anything else."""
    if name == "favour" and value in FAVOURS:
        return favour_named("zh-Hant", value)
    return None
