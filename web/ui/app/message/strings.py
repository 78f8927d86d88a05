"""A table by message, its words in English and Traditional Chinese (full-width punctuation).
They join the app's catalogue (`i18n.STRINGS`) when this module is imported."""

from .. import i18n

STRINGS = {
    # ---- the host ----------------------------------------------------------------------------
    "msg_invite_for": {"en": "{name}'s invite", "zh-Hant": "給{name}的邀請"},
    "msg_invite_hint": {"en": "Send this link to {name} in any chat. Only {name}'s phone can read the "
                               "messages that follow; anyone may read the invite itself (the game and "
                               "the names).",
                        "zh-Hant": "用任何聊天軟體把這個連結傳給{name}。之後的訊息只有{name}的手機讀得到；"
                                   "邀請本身（遊戲與名字）誰都看得到。"},
    "msg_lobby_hint": {"en": "Send each friend their seat's invite in any chat, and open the answer they send "
                             "back here. Once every seat has answered, the cards are dealt.",
                       "zh-Hant": "用任何聊天軟體把各座位的邀請傳給朋友，他們傳回的回覆請在這裡開啟。"
                                  "每個座位都回覆後就會發牌。"},
    "msg_lobby_hint_begun": {"en": "Send the invite in any chat, and open the answer sent back here. The game "
                                   "goes on meanwhile: the seat is sent its table once it has answered.",
                             "zh-Hant": "在任何聊天室傳送邀請，並在這裡開啟對方傳回的回覆。遊戲可以同時繼續進行："
                                        "對方回覆後就會收到自己座位的牌面。"},
    "msg_show_invite": {"en": "{name}'s invite", "zh-Hant": "{name}的邀請"},
    "msg_wait_answers": {"en": "Every seat by message has to answer its invite before the deal.",
                         "zh-Hant": "每個傳訊息的座位都回覆邀請後才能發牌。"},
    "msg_send_to": {"en": "Send to {name}", "zh-Hant": "傳給{name}"},
    "msg_send_again": {"en": "Send to {name} again", "zh-Hant": "再傳一次給{name}"},
    "msg_share_to": {"en": "Pocket Table: for {name}", "zh-Hant": "口袋桌遊：給{name}"},
    "msg_bar": {"en": "Messages", "zh-Hant": "訊息"},
    "msg_open": {"en": "Open", "zh-Hant": "開啟"},
    "msg_paste_summary": {"en": "Paste a link", "zh-Hant": "貼上連結"},
    "msg_paste_reply": {"en": "Got a reply as text? Paste it here.", "zh-Hant": "收到文字形式的回覆？貼在這裡。"},
    "msg_paste_message": {"en": "Got the host's message as text? Paste it here.",
                          "zh-Hant": "收到主機的文字訊息？貼在這裡。"},
    "msg_played": {"en": "{name} played.", "zh-Hant": "{name}已出手。"},
    "msg_answer_again": {"en": "{name}'s answer was opened before: nothing changed.",
                         "zh-Hant": "{name}的回覆之前已開啟過，沒有任何改變。"},
    "msg_reply_again": {"en": "This reply from {name} was opened before: nothing changed.",
                        "zh-Hant": "{name}的這則回覆之前已開啟過，沒有任何改變。"},
    "msg_reply_early": {"en": "An earlier reply from {name} has not been opened yet: open that one first.",
                        "zh-Hant": "{name}還有一則較早的回覆尚未開啟，請先開啟那一則。"},
    "msg_cannot_seal": {"en": "This browser cannot seal messages (Web Crypto is missing).",
                        "zh-Hant": "這個瀏覽器無法加密訊息（缺少 Web Crypto）。"},
    # ---- a guest -----------------------------------------------------------------------------
    "msg_invite_title": {"en": "Invited: {game}", "zh-Hant": "邀請：{game}"},
    "msg_invite_lead": {"en": "{host} invites you to play as {name}, by message.",
                        "zh-Hant": "{host}邀請你以{name}的身分用傳訊息的方式一起玩。"},
    "msg_seat_you": {"en": "you", "zh-Hant": "你"},
    "msg_seat_bot": {"en": "bot", "zh-Hant": "電腦"},
    "msg_seat_msg": {"en": "by message", "zh-Hant": "傳訊息"},
    "msg_seat_human": {"en": "on the host's phone", "zh-Hant": "在主機上"},
    "msg_promise": {"en": "The host's phone deals and holds the game, like a person dealing cards. Your hand is "
                          "hidden from the other players and from anyone reading the chat; a dealt or altered "
                          "game is found at the end. A peek at the host's own phone is not.",
                    "zh-Hant": "主機的手機負責發牌並保管這局遊戲，就像有人在發牌。你的手牌不會被其他玩家或"
                               "聊天室裡的人看到；遊戲結束時會檢查發牌或紀錄有沒有被動過手腳。"
                               "但主機的主人偷看自己的手機，是查不出來的。"},
    "msg_promise_late": {"en": "The host's phone deals and holds the game, like a person dealing cards. Your "
                               "hand is hidden from the other players and from anyone reading the chat. The "
                               "game was dealt before you joined, from a deal promised at its start: a dealt or "
                               "altered game is found at the end. A peek at the host's own phone is not.",
                         "zh-Hant": "主機的手機負責發牌並保管這局遊戲，就像有人在發牌。你的手牌不會被其他玩家或"
                                    "聊天室裡的人看到。這局在你加入前就已照開局時的承諾發牌；遊戲結束時會檢查"
                                    "發牌或紀錄有沒有被動過手腳。但主機的主人偷看自己的手機，是查不出來的。"},
    "msg_promise_unpromised": {"en": "The host's phone holds the game, like a person dealing cards. Your hand is "
                                     "hidden from the other players and from anyone reading the chat. The game "
                                     "began at a live table, so its deal was not promised ahead: the check at the "
                                     "end finds an altered move or table, not a chosen deal. A peek at the host's "
                                     "own phone is not found either.",
                               "zh-Hant": "主機的手機保管這局遊戲，就像有人在發牌。你的手牌不會被其他玩家或聊天室裡"
                                          "的人看到。這局是在現場牌桌開始的，發牌沒有事先承諾：遊戲結束時的檢查"
                                          "查得出被改動的步驟或牌面，查不出刻意安排的發牌。主機的主人偷看自己的"
                                          "手機，也查不出來。"},
    "msg_now_by_message": {"en": "{name} plays by message from now on: send {name} the invite.",
                           "zh-Hant": "{name}從現在起改用傳訊息玩，請把邀請傳給{name}。"},
    "msg_send_invite": {"en": "Send {name} the invite", "zh-Hant": "把邀請傳給{name}"},
    "msg_join": {"en": "Join as {name}", "zh-Hant": "以{name}的身分加入"},
    "msg_answer_h": {"en": "Send your answer to {host}", "zh-Hant": "把回覆傳給{host}"},
    "msg_answer_hint": {"en": "Send this link back to {host} in your chat. When {host} opens it, the cards are "
                               "dealt and your first message comes.",
                        "zh-Hant": "在聊天室把這個連結傳回給{host}。{host}開啟後就會發牌，你會收到第一則訊息。"},
    "msg_answer_hint_late": {"en": "Send this link back to {host} in your chat. When {host} opens it, your "
                                   "first message comes with your seat's table.",
                             "zh-Hant": "在聊天室把這個連結傳回給{host}。{host}開啟後，你會收到第一則訊息和你座位的牌面。"},
    "msg_move_waits": {"en": "Your move is made: it waits to be sent to {host}.",
                       "zh-Hant": "你已經出手了，這一步還沒傳給{host}。"},
    "msg_move_waits_already": {"en": "Your move is made: send it to the host, then wait for the next message.",
                               "zh-Hant": "你已經出手了：請傳給主機，再等下一則訊息。"},
    "msg_dock_sent_wait": {"en": "Your move is made. Send it to {host}.", "zh-Hant": "你已出手，請傳給{host}。"},
    "msg_move_refused": {"en": "The host could not play your last move: choose again.",
                         "zh-Hant": "主機無法執行你的上一步，請重新選擇。"},
    "msg_opened_again": {"en": "This message was opened before.", "zh-Hant": "這則訊息之前已開啟過。"},
    "msg_opened_old": {"en": "A newer message was opened already: this one changes nothing.",
                       "zh-Hant": "已經開啟過較新的訊息，這則不會有任何改變。"},
    # ---- the check at the end (app/message/audit.py) -----------------------------------------
    "msg_audit_h": {"en": "The check at the end", "zh-Hant": "結束後的檢查"},
    "msg_audit_offer": {"en": "The host revealed how the game was dealt. Check that the deal was the one "
                              "promised, that every move was legal and that every table you were sent was "
                              "true (this loads the game engine once).",
                        "zh-Hant": "主機已公開這局的發牌方式。檢查發牌是否與承諾的相同、每一步是否合規，"
                                   "以及你收到的每個牌面是否屬實（需要載入一次遊戲引擎）。"},
    "msg_audit_check": {"en": "Check the game", "zh-Hant": "檢查這局遊戲"},
    "msg_audit_running": {"en": "Checking the game…", "zh-Hant": "正在檢查這局遊戲……"},
    "msg_audit_ok": {"en": "Checked: the deal was the one promised, all {moves} moves were legal and the "
                           "{shares} tables this phone was sent were true.",
                     "zh-Hant": "檢查完畢：發牌與承諾的相同，全部 {moves} 步都合規，這支手機收到的 "
                                "{shares} 個牌面都屬實。"},
    "msg_audit_ok_host": {"en": "Checked: the deal was the one promised and all {moves} moves were legal.",
                          "zh-Hant": "檢查完畢：發牌與承諾的相同，全部 {moves} 步都合規。"},
    "msg_audit_offer_unpromised": {"en": "The host revealed the game. Check that every move was legal and that "
                                         "every table you were sent was true (this loads the game engine once). "
                                         "Its deal was not promised ahead: the game began at a live table.",
                                   "zh-Hant": "主機已公開這局遊戲。檢查每一步是否合規，以及你收到的每個牌面是否屬實"
                                              "（需要載入一次遊戲引擎）。這局是在現場牌桌開始的，發牌沒有事先承諾。"},
    "msg_audit_ok_unpromised": {"en": "Checked: all {moves} moves were legal and the {shares} tables this phone was "
                                      "sent were true. The deal was not promised ahead (the game began at a live "
                                      "table).",
                                "zh-Hant": "檢查完畢：全部 {moves} 步都合規，這支手機收到的 {shares} 個牌面都屬實。"
                                           "發牌沒有事先承諾（這局是在現場牌桌開始的）。"},
    "msg_audit_ok_host_unpromised": {"en": "Checked: all {moves} moves were legal. The deal was not promised ahead "
                                           "(the game began at a live table).",
                                     "zh-Hant": "檢查完畢：全部 {moves} 步都合規。發牌沒有事先承諾（這局是在現場牌桌開始的）。"},
    "msg_audit_failed": {"en": "The check failed: this game was not played as promised.",
                         "zh-Hant": "檢查未通過：這局遊戲沒有照承諾進行。"},
    # ---- refusals (the codes of app/message/links.py, host.py and actions.py) ---------------------
    "msg_refused_not_a_link": {"en": "That is not a Pocket Table link.", "zh-Hant": "這不是口袋桌遊的連結。"},
    "msg_refused_damaged": {"en": "This link is damaged (cut short or changed): ask for it again.",
                            "zh-Hant": "這個連結已損壞（被截斷或改動），請對方再傳一次。"},
    "msg_refused_forged": {"en": "This link was changed or is not for this phone: it was not opened.",
                           "zh-Hant": "這個連結被改動過，或不是給這支手機的，因此沒有開啟。"},
    "msg_refused_version": {"en": "This link is from another version of Pocket Table: update the app.",
                            "zh-Hant": "這個連結來自另一個版本的口袋桌遊，請更新應用程式。"},
    "msg_refused_other_table": {"en": "This link is for another table.", "zh-Hant": "這個連結屬於另一桌。"},
    "msg_refused_no_table": {"en": "This phone has no table this link belongs to.",
                             "zh-Hant": "這支手機上沒有這個連結所屬的牌桌。"},
    "msg_refused_not_joined": {"en": "{name} has not answered the invite yet.", "zh-Hant": "{name}還沒回覆邀請。"},
    "msg_refused_old_invite": {"en": "This answer is to an older invite of {name}'s seat.",
                               "zh-Hant": "這是回覆{name}座位較早的邀請。"},
    "msg_refused_taken": {"en": "Another phone already answered {name}'s invite.",
                          "zh-Hant": "已經有另一支手機回覆了{name}的邀請。"},
    "msg_refused_for_guest": {"en": "This link is for a guest's phone, not the host's.",
                              "zh-Hant": "這個連結是給客人的手機，不是給主機的。"},
    "msg_refused_for_host": {"en": "This link is for the host's phone: send it to the host.",
                             "zh-Hant": "這個連結是給主機的，請傳給主機。"},
    "msg_refused_no_base": {"en": "This message builds on one this phone never opened: open the earlier "
                                   "messages first, or ask {name} to send it again.",
                            "zh-Hant": "這則訊息接續一則這支手機沒開啟過的訊息：請先開啟較早的訊息，或請{name}再傳一次。"},
    "msg_refused_not_yours": {"en": "This message is for seat {seat}, which this phone has not joined.",
                              "zh-Hant": "這則訊息是給第 {seat} 個座位的，這支手機沒有加入那個座位。"},
    "msg_refused_illegal": {"en": "{name}'s move is not possible now: {name} is asked again.",
                            "zh-Hant": "{name}的這一步現在不能執行，已請{name}重新選擇。"},
    "msg_refused_wrong_id": {"en": "{name}'s reply is out of order: {name} is asked again.",
                             "zh-Hant": "{name}的回覆順序不對，已請{name}重新選擇。"},
    "msg_refused_over": {"en": "The game is over: {name}'s reply changes nothing.",
                         "zh-Hant": "遊戲已經結束，{name}的回覆不會有任何改變。"},
    "msg_refused_not_due": {"en": "It was not {name}'s turn: {name} is told so.",
                            "zh-Hant": "還沒輪到{name}，已告知{name}。"},
    "msg_refused_stale": {"en": "{name}'s move was made on an older table: {name} is asked again.",
                          "zh-Hant": "{name}的這一步是根據較舊的牌面，已請{name}重新選擇。"},
}

i18n.STRINGS.update(STRINGS)
