"""The table mode's words, in English and Traditional Chinese (full-width punctuation). They
join the app's catalogue (`i18n.STRINGS`) when this module is imported."""

from .. import i18n

STRINGS = {
    # ---- the setup ------------------------------------------------------------------------
    "table_kind": {"en": "Own phone", "zh-Hant": "自己的手機"},
    "table_setup_note": {"en": "Play on several phones: a seat marked “Own phone” is played on a "
                                "friend's phone, which joins by scanning a code from this one. "
                                "Hands stay private; no internet or account is needed on the same Wi-Fi.",
                         "zh-Hant": "多支手機一起玩：標為「自己的手機」的座位由朋友用自己的手機玩，"
                                    "掃描這支手機上的 QR 碼加入。手牌各自保密；在同一個無線網路下不需要網路或帳號。"},
    "msg_kind": {"en": "By message", "zh-Hant": "傳訊息"},
    "msg_setup_note": {"en": "A seat marked “By message” is played by a friend far away: the turns travel as "
                              "links you send each other in any chat, readable by that seat's phone alone.",
                       "zh-Hant": "標為「傳訊息」的座位由遠方的朋友來玩：每一手都以連結在聊天軟體裡互傳，"
                                  "只有那個座位的手機讀得到。"},
    "table_open": {"en": "Open the table", "zh-Hant": "開桌"},
    # ---- the host's lobby ---------------------------------------------------------------------
    "table_lobby_title": {"en": "Table: {game}", "zh-Hant": "開桌：{game}"},
    "table_rejoin_title": {"en": "Rejoin: {game}", "zh-Hant": "重新加入：{game}"},
    "table_lobby_hint": {"en": "Each friend scans their seat's code with the phone's camera, then shows "
                                "you the code their phone gives back. Best on the same Wi-Fi.",
                         "zh-Hant": "每位朋友用手機相機掃描自己座位的 QR 碼，再把手機顯示的回覆 QR 碼給你掃。"
                                    "在同一個無線網路下最順利。"},
    "table_rejoin_hint": {"en": "The game is saved where it stopped. Each friend scans their seat's code "
                                 "again to come back.",
                          "zh-Hant": "遊戲已存在停下的地方。每位朋友再掃一次自己座位的 QR 碼就能回來。"},
    "table_seats": {"en": "Seats", "zh-Hant": "座位"},
    "table_you": {"en": "You, on this phone", "zh-Hant": "你（這支手機）"},
    "table_code_for": {"en": "{name}'s code", "zh-Hant": "{name}的 QR 碼"},
    "table_show_code": {"en": "Show {name}'s code", "zh-Hant": "顯示{name}的 QR 碼"},
    "table_code_hint": {"en": "{name} scans this with the phone's camera (or you send the link through any messenger).",
                        "zh-Hant": "請{name}用手機相機掃描（或用任何通訊軟體把連結傳給對方）。"},
    "table_preparing": {"en": "Preparing the code…", "zh-Hant": "正在準備 QR 碼……"},
    "table_copy_link": {"en": "Copy the link", "zh-Hant": "複製連結"},
    "table_answer_h": {"en": "Their answer", "zh-Hant": "對方的回覆"},
    "table_answer_hint": {"en": "Scan the code on their phone, or paste the text it gives.",
                          "zh-Hant": "掃描對方手機上的 QR 碼，或貼上對方傳來的文字。"},
    "table_answer_label": {"en": "Answer code", "zh-Hant": "回覆碼"},
    "table_answer_submit": {"en": "Connect", "zh-Hant": "連線"},
    "table_scan": {"en": "Scan with the camera", "zh-Hant": "用相機掃描"},
    "table_scan_stop": {"en": "Stop the camera", "zh-Hant": "關閉相機"},
    "table_scanning": {"en": "Point the camera at the code.", "zh-Hant": "請將相機對準 QR 碼。"},
    "table_start_now": {"en": "Start now", "zh-Hant": "現在開始"},
    "table_play_on": {"en": "Play on", "zh-Hant": "繼續遊戲"},
    "table_start_hint": {"en": "Seats not joined yet can join later.",
                         "zh-Hant": "還沒加入的座位可以之後再加入。"},
    "table_stun_h": {"en": "Friends elsewhere (across the internet)", "zh-Hant": "不在身邊的朋友（透過網際網路）"},
    "table_stun_hint": {"en": "On the same Wi-Fi no server is needed. Friends on other networks can join through "
                               "a STUN server you name here (for example stun:stun.example.org:3478): the app "
                               "contacts only the one you name. That works behind most home routers, not all "
                               "(no relay is offered). Phone hotspots and guest Wi-Fi often block phones from "
                               "reaching each other.",
                        "zh-Hant": "在同一個無線網路下不需要任何伺服器。其他網路上的朋友可以透過你在這裡填寫的 STUN "
                                   "伺服器加入（例如 stun:stun.example.org:3478）：本程式只會連到你填寫的那一台。"
                                   "大多數家用路由器後面可以連線，但不是每一台都行（不提供中繼）。手機熱點和訪客無線網路常常讓手機之間無法互連。"},
    "table_stun_label": {"en": "STUN server (empty: none)", "zh-Hant": "STUN 伺服器（空白：不使用）"},
    "table_stun_save": {"en": "Use it", "zh-Hant": "使用"},
    "table_stun_saved": {"en": "New codes use {server}.", "zh-Hant": "新的 QR 碼會使用 {server}。"},
    "table_stun_cleared": {"en": "No server: same Wi-Fi only.", "zh-Hant": "不使用伺服器：只限同一個無線網路。"},
    "table_stun_not_kept": {"en": "New codes use {server}, but this phone's storage refused to keep it for the next table.",
                            "zh-Hant": "新的 QR 碼會使用 {server}，但這支手機的儲存空間無法保留它給下一桌。"},
    "table_stun_in_use": {"en": "In use: {server}.", "zh-Hant": "使用中：{server}。"},
    "table_stun_none_in_use": {"en": "In use: none (same Wi-Fi only).", "zh-Hant": "使用中：無（只限同一個無線網路）。"},
    "table_stun_guest": {"en": "The host's table connects through the STUN server {server}.",
                         "zh-Hant": "主機的這一桌透過 STUN 伺服器 {server} 連線。"},
    "table_stun_bad": {"en": "That is not a STUN server address (stun:host:port).",
                       "zh-Hant": "這不是 STUN 伺服器的位址（例如 stun:stun.example.org:3478）。"},
    # ---- presence --------------------------------------------------------------------------------
    "table_p_host": {"en": "host", "zh-Hant": "主機"},
    "table_p_here": {"en": "here", "zh-Hant": "已連線"},
    "table_p_away": {"en": "away", "zh-Hant": "暫離"},
    "table_p_wait": {"en": "reconnecting", "zh-Hant": "重新連線中"},
    "table_p_bot": {"en": "bot", "zh-Hant": "電腦"},
    "table_p_botplays": {"en": "bot plays", "zh-Hant": "電腦代打"},
    "table_p_local": {"en": "on the host", "zh-Hant": "在主機上"},
    "table_p_msg": {"en": "by message", "zh-Hant": "傳訊息"},
    "table_p_joined": {"en": "joined", "zh-Hant": "已加入"},
    "table_p_invited": {"en": "invited", "zh-Hant": "已邀請"},
    "table_p_answered": {"en": "answered", "zh-Hant": "已回覆"},
    "table_p_waiting": {"en": "not joined", "zh-Hant": "尚未加入"},
    "table_presence": {"en": "Who is at the table", "zh-Hant": "誰在桌邊"},
    "table_seat_presence": {"en": "{name}: {state}", "zh-Hant": "{name}：{state}"},
    # ---- a guest away ------------------------------------------------------------------------------
    "table_away_h": {"en": "{name} is away", "zh-Hant": "{name}暫離中"},
    "table_away_hint": {"en": "Their phone lost the connection. Wait for them, show their code again, "
                               "let someone else play the seat for now, or go on by message: they get "
                               "their turns as links in any chat.",
                        "zh-Hant": "對方的手機斷線了。你可以等待、再顯示一次對方的 QR 碼、暫時讓別人代打這個座位，"
                                   "或改用傳訊息接著玩：對方會在聊天室收到每一輪的連結。"},
    "table_away_code": {"en": "Show their code", "zh-Hant": "顯示對方的 QR 碼"},
    "table_away_bot": {"en": "A bot plays for them", "zh-Hant": "讓電腦代打"},
    "table_away_local": {"en": "Play it on this phone", "zh-Hant": "在這支手機上代打"},
    "table_away_message": {"en": "Go on by message", "zh-Hant": "改用傳訊息接著玩"},
    "table_go_by_message": {"en": "{name} by message", "zh-Hant": "{name}改用傳訊息"},
    "table_away_wait": {"en": "Wait", "zh-Hant": "等待"},
    "table_away_new_phone": {"en": "They have a new phone", "zh-Hant": "對方換了一支手機"},
    "table_back": {"en": "{name} is back.", "zh-Hant": "{name}回來了。"},
    "table_joined": {"en": "{name} joined.", "zh-Hant": "{name}加入了。"},
    "table_gone": {"en": "{name}'s phone lost the connection.", "zh-Hant": "{name}的手機斷線了。"},
    "table_seats_away": {"en": "Away: {names}", "zh-Hant": "暫離：{names}"},
    "table_manage": {"en": "Seats", "zh-Hant": "座位"},
    # ---- the guest -----------------------------------------------------------------------------------
    "table_join_title": {"en": "Joining a table", "zh-Hant": "加入牌桌"},
    "table_answer_show": {"en": "Show this to the host", "zh-Hant": "請給主機掃描"},
    "table_answer_show_hint": {"en": "The host scans this code, or pastes the text below (send it through any messenger).",
                               "zh-Hant": "主機掃描這個 QR 碼，或貼上下面的文字（可用任何通訊軟體傳送）。"},
    "table_copy_answer": {"en": "Copy the text", "zh-Hant": "複製文字"},
    "table_making_answer": {"en": "Preparing your answer…", "zh-Hant": "正在準備回覆…"},
    "table_connecting": {"en": "Connecting to the host…", "zh-Hant": "正在連線到主機…"},
    "table_seat_of": {"en": "Seat {n}", "zh-Hant": "第 {n} 個座位"},
    "table_lost_h": {"en": "Connection to the host lost", "zh-Hant": "與主機的連線中斷了"},
    "table_lost_hint": {"en": "Ask the host to show your seat's code again and scan it. Your seat waits for you.",
                        "zh-Hant": "請主機再顯示一次你座位的 QR 碼，然後掃描它。你的座位會為你保留。"},
    "table_host_gone": {"en": "The host's phone is gone. When it shows your code again, scan it.",
                        "zh-Hant": "主機的手機離線了。等主機再次顯示你的 QR 碼時，掃描它。"},
    "table_scan_code": {"en": "Scan the host's code", "zh-Hant": "掃描主機的 QR 碼"},
    "table_paste_link": {"en": "Or paste the link", "zh-Hant": "或貼上連結"},
    "table_link_label": {"en": "Join link", "zh-Hant": "加入連結"},
    "table_link_submit": {"en": "Join", "zh-Hant": "加入"},
    "table_sending": {"en": "Sent to the host…", "zh-Hant": "已送到主機…"},
    "table_waiting_host": {"en": "Waiting for the host: your move was sent again.",
                           "zh-Hant": "正在等主機回應：已重新送出你的行動。"},
    "table_ended": {"en": "The host closed the table.", "zh-Hant": "主機關閉了牌桌。"},
    "table_guest_over": {"en": "Game over. Thanks for playing!", "zh-Hant": "遊戲結束，謝謝參與！"},
    # ---- failures ---------------------------------------------------------------------------------------
    "table_camera_refused": {"en": "The camera is not available (refused or missing): paste the code as text instead.",
                             "zh-Hant": "無法使用相機（被拒絕或沒有相機）：請改為貼上文字。"},
    "table_code_damaged": {"en": "That code is damaged or incomplete: scan it again, or copy the whole text.",
                           "zh-Hant": "這個 QR 碼已損壞或不完整：請再掃一次，或複製完整的文字。"},
    "table_code_other_table": {"en": "That code is for another table.", "zh-Hant": "這個 QR 碼屬於另一張牌桌。"},
    "table_code_join_not_answer": {"en": "That is a join code: scan the code the guest's phone shows back.",
                                   "zh-Hant": "這是加入用的 QR 碼：請掃描對方手機回傳的 QR 碼。"},
    "table_no_webrtc": {"en": "This browser cannot connect phones directly. Play pass-and-play on one phone instead.",
                        "zh-Hant": "這個瀏覽器無法讓手機直接連線。請改用一支手機輪流玩。"},
    "table_connect_failed": {"en": "The phones could not reach each other. Are both on the same Wi-Fi? Phone "
                                    "hotspots and guest Wi-Fi often block this; pass-and-play always works.",
                             "zh-Hant": "兩支手機無法互相連線。兩支都在同一個無線網路下嗎？手機熱點和訪客無線網路"
                                        "常常會擋住；輪流使用一支手機一定可以玩。"},
    "table_why_garbage": {"en": "The host could not read that message.", "zh-Hant": "主機無法讀取那則訊息。"},
    "table_why_too_big": {"en": "That message was too long.", "zh-Hant": "那則訊息太長了。"},
    "table_why_flood": {"en": "Too many messages at once: slow down.", "zh-Hant": "訊息太多了：請慢一點。"},
    "table_why_seat": {"en": "That move was for another seat.", "zh-Hant": "那個行動屬於別的座位。"},
    "table_why_stale": {"en": "The game had moved on: look again and choose.", "zh-Hant": "遊戲已經往下進行了：請再看一次後重新選擇。"},
    "table_why_not_due": {"en": "It is not your turn.", "zh-Hant": "還沒輪到你。"},
    "table_why_illegal": {"en": "That move is not possible now.", "zh-Hant": "現在不能這樣做。"},
    "table_why_token": {"en": "This seat is already played on another phone. The host can give it to a new phone.",
                        "zh-Hant": "這個座位已經由另一支手機在玩。主機可以把它交給新的手機。"},
    "table_why_version": {"en": "This phone's Pocket Table is another version than the host's: reload both.",
                          "zh-Hant": "這支手機的口袋桌遊和主機的版本不同：請兩邊都重新載入。"},
    "table_why_table": {"en": "That code is for another table.", "zh-Hant": "這個 QR 碼屬於另一張牌桌。"},
    "table_why_over": {"en": "The game is over.", "zh-Hant": "遊戲已經結束。"},
    "table_why_not_joined": {"en": "Not connected to the table yet.", "zh-Hant": "還沒連上牌桌。"},
    "table_why_no_hints": {"en": "Hints are off at this table.", "zh-Hant": "這張牌桌沒有開放提示。"},
    "table_hints_switch": {"en": "Allow hints", "zh-Hant": "開放提示"},
    "table_hints_on": {"en": "Hints are on: every player may ask the coach at their turn.",
                       "zh-Hant": "已開放提示：每位玩家輪到時都可以問教練。"},
    "table_hints_off": {"en": "Hints are off: everyone plays unaided.",
                        "zh-Hant": "未開放提示：大家都靠自己下判斷。"},
    "table_why_id": {"en": "The host could not place that move: tap it again.",
                     "zh-Hant": "主機無法對上那個行動：請再點一次。"},
    # ---- links addressed to one seat ----------------------------------------------------------------------
    "table_send_turn": {"en": "Send {name}'s turn", "zh-Hant": "傳給{name}（輪到他）"},
    "table_waiting_link": {"en": "Waiting for {name} — send the link", "zh-Hant": "等待{name}——請傳送連結"},
    "table_waiting_link_hint": {"en": "This link was for {me}. {name} plays next on their own phone: send them the game.",
                                "zh-Hant": "這個連結是給{me}的。下一位是{name}，請把遊戲傳給對方的手機。"},
    "table_share_private": {"en": "A game link carries the whole game: whoever opens it could work out every hand. "
                                   "To keep hands private at one table, play on several phones.",
                            "zh-Hant": "遊戲連結帶有整局遊戲：打開的人都能推算出每個人的手牌。"
                                       "想在同一桌保密手牌，請用多支手機一起玩。"},
}

i18n.STRINGS.update(STRINGS)


def why(lang, code):
    """The words for a refusal code of the protocol."""
    key = "table_why_" + str(code)
    return i18n.t(lang, key if key in STRINGS else "table_why_garbage")
