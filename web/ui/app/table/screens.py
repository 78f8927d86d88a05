"""The table mode's screens, pure (state in, HTML out): the host's lobby, the guest's answer
screen, the per-seat presence bar every phone shows in the game, and the host's question
when a guest is away. QR codes are drawn by the page (`table.js`) into each `[data-qr]`
element, from the text that element carries."""

from ..home import home_button, lang_switch
from ..html import button, esc, tag
from ..i18n import game_title, t
from . import (
    coaching,
    protocol,
    strings,  # noqa: F401  (the words join the catalogue)
)


def _topbar(lang, title):
    return tag("header", [["class", "topbar"]],
               home_button(lang) + tag("h1", [["class", "topbar-title"]], esc(title))
               + lang_switch(lang, compact=True))


def qr_box(text, label, hooks):
    """The element the page draws a QR code of `text` into; `hooks` are test/styling
    attributes (`data-join-link`, `data-answer`)."""
    return tag("div", [["class", "qr"], ["data-qr", text], ["role", "img"], ["aria-label", label]] + hooks, "")


def presence_word(lang, presence):
    return t(lang, "table_p_" + presence) if presence in protocol.PRESENCES else "?"


def render_bar(lang, names, presence, viewer, due, note=""):
    """Every seat with its presence (here / away / reconnecting / bot …), the viewer in bold
    and a ▶ before whoever is due: shown under the scores on every phone."""
    chips = []
    for seat in range(len(names)):
        state = presence[seat] if seat < len(presence) else protocol.AWAY
        cls = "table-chip is-" + state + (" is-you" if seat == viewer else "") + (" is-due" if seat in due else "")
        chips.append(tag("li", [["class", cls]],
                         tag("span", [["class", "table-name"]], esc(names[seat]))
                         + tag("span", [["class", "table-state"]], esc(presence_word(lang, state)))))
    extra = tag("p", [["class", "table-note"], ["role", "status"]], esc(note)) if note else ""
    return tag("section", [["class", "tablebar"], ["aria-label", t(lang, "table_presence")],
                           ["data-table-bar", "true"]],
               tag("ul", [["class", "table-list"]], "".join(chips)) + extra)


def render_lobby(lang, lobby):
    """The host's lobby. `lobby`: {"game", "names", "seats": [{"seat", "name", "role":
    "host"|"bot"|"remote"|"message", "state": "joined"|"waiting"|"away"|…}], "shown": seat or
    None, "code": join link or "", "answer": the field's text, "rejoin", "begun" (the game is
    under way), "stun", "scanning", "all_joined", "hints" (the coach's hints allowed), and for a seat by message shown,
    "invite"}."""
    names = lobby["names"]
    title = t(lang, "table_rejoin_title" if lobby.get("rejoin") else "table_lobby_title",
              {"game": game_title(lang, lobby["game"])})
    by_message = lobby.get("by_message_only")      # every seat away from this phone plays by message
    if lobby.get("rejoin"):
        hint_key = "table_rejoin_hint"
    elif by_message:
        hint_key = "msg_lobby_hint_begun" if lobby.get("begun") else "msg_lobby_hint"
    else:
        hint_key = "table_lobby_hint"
    hint = tag("p", [["class", "hint"]], esc(t(lang, hint_key)))
    rows = []
    for entry in lobby["seats"]:
        seat = entry["seat"]
        role = entry["role"]
        if role == "host":
            state = t(lang, "table_you")
        elif role == "bot":
            state = t(lang, "table_p_bot")
        else:
            state = t(lang, "table_p_" + entry["state"])
        action = ""
        if role == "message":
            on = seat == lobby.get("shown")
            action = button(esc(t(lang, "msg_show_invite", {"name": entry["name"]})),
                            cls="chip" + (" is-on" if on else ""), action="table-show:" + str(seat),
                            extra=[["aria-pressed", "true" if on else "false"]])
        elif role == "remote" and entry["state"] != "joined":
            on = seat == lobby.get("shown")
            action = button(esc(t(lang, "table_show_code", {"name": entry["name"]})),
                            cls="chip" + (" is-on" if on else ""), action="table-show:" + str(seat),
                            extra=[["aria-pressed", "true" if on else "false"]])
            if entry["state"] == "away":     # the guest left: the seat may go on by message
                action += button(esc(t(lang, "table_go_by_message", {"name": entry["name"]})), cls="chip",
                                 action="table-bymsg:" + str(seat))
        shown_state = entry["state"] if role in ("remote", "message") else role
        rows.append(tag("li", [["class", "lobby-seat is-" + shown_state],
                               ["data-seat", str(seat)]],
                        tag("span", [["class", "seat-no"], ["aria-hidden", "true"]], str(seat + 1))
                        + tag("span", [["class", "lobby-name"]], esc(entry["name"]))
                        + tag("span", [["class", "lobby-state"]], esc(state)) + action))
    seats = tag("h2", [["id", "lobby-seats-h"]], esc(t(lang, "table_seats"))) + tag(
        "ul", [["class", "lobby-seats"], ["aria-labelledby", "lobby-seats-h"]], "".join(rows))
    code = ""
    shown = lobby.get("shown")
    if lobby.get("invite"):
        code = lobby["invite"] + (lobby.get("invite_paste") or "")
    elif shown is not None:
        name = names[shown]
        if lobby.get("code"):
            link = lobby["code"]
            body = (qr_box(link, t(lang, "table_code_for", {"name": name}),
                           [["data-join-link", link], ["data-for-seat", str(shown)]])
                    + tag("p", [["class", "hint"]], esc(t(lang, "table_code_hint", {"name": name})))
                    + button(esc(t(lang, "table_copy_link")), cls="btn btn-small", action="table-copy:" + str(shown)))
        else:
            body = tag("p", [["class", "muted"], ["role", "status"]], esc(t(lang, "table_preparing")))
        code = tag("section", [["class", "panel lobby-code"], ["aria-labelledby", "lobby-code-h"]],
                   tag("h2", [["id", "lobby-code-h"]], esc(t(lang, "table_code_for", {"name": name}))) + body)
        code += render_answer_field(lang, lobby)
    stun = "" if by_message else render_stun(lang, lobby.get("stun") or "", lobby.get("stun_used") or "")
    # the coach's hints (table/coaching.py): the host's setup, for live seats and by message
    hints = coaching.render_switch(lang, bool(lobby.get("hints")), bool(lobby.get("hints_locked")))
    body = hint + seats + hints + code + stun
    label = t(lang, "table_play_on" if lobby.get("begun") else "table_start_now")   # a table resumed has begun
    if by_message and not lobby.get("all_joined") and not lobby.get("begun"):
        foot = tag("p", [["class", "hint"], ["role", "status"]], esc(t(lang, "msg_wait_answers")))
    elif lobby.get("all_joined"):
        foot = button(esc(label), cls="btn btn-primary btn-wide", action="table-start")
    else:
        foot = (tag("p", [["class", "hint"]], esc(t(lang, "table_start_hint")))
                + button(esc(label), cls="btn btn-wide", action="table-start"))
    return tag("div", [["class", "screen lobby"], ["data-screen", "lobby"], ["data-game", lobby["game"]]],
               _topbar(lang, title) + tag("main", [["class", "scroll"]], body)
               + tag("footer", [["class", "dock dock-setup"]], foot))


def render_answer_field(lang, lobby):
    """Where the host scans or pastes a guest's answer."""
    scan = button(esc(t(lang, "table_scan")), cls="btn btn-small", action="table-scan")
    field = (tag("label", [["for", "table-answer"]], esc(t(lang, "table_answer_label")))
             + tag("textarea", [["id", "table-answer"], ["class", "code-input"], ["rows", "3"],
                                ["data-answer-input", "true"], ["data-field", "answer"],
                                ["autocomplete", "off"], ["spellcheck", "false"]],
                   esc(lobby.get("answer") or "")))
    submit = button(esc(t(lang, "table_answer_submit")), cls="btn btn-primary", action="table-answer")
    return tag("section", [["class", "panel lobby-answer"], ["aria-labelledby", "lobby-answer-h"]],
               tag("h2", [["id", "lobby-answer-h"]], esc(t(lang, "table_answer_h")))
               + tag("p", [["class", "hint"]], esc(t(lang, "table_answer_hint")))
               + tag("div", [["class", "row"]], scan) + field + tag("div", [["class", "row"]], submit))


def render_stun(lang, stun, used=""):
    """The lobby's one setting: the STUN server the codes are made with (none by default)."""
    if used:
        now = t(lang, "table_stun_in_use", {"server": used})
    else:
        now = t(lang, "table_stun_none_in_use")
    field = (tag("label", [["for", "table-stun"]], esc(t(lang, "table_stun_label")))
             + "<input id=\"table-stun\" class=\"name-input\" type=\"text\" maxlength=\"200\""
             + " autocomplete=\"off\" spellcheck=\"false\" data-field=\"stun\" value=\"" + esc(stun) + "\">")
    return tag("details", [["class", "panel lobby-stun"], ["data-fold", "table-stun"]],
               tag("summary", [], esc(t(lang, "table_stun_h")))
               + tag("p", [["class", "hint"]], esc(t(lang, "table_stun_hint")))
               + tag("p", [["class", "stun-now"], ["data-stun-used", used]], esc(now)) + field
               + tag("div", [["class", "row"]],
                     button(esc(t(lang, "table_stun_save")), cls="btn btn-small", action="table-stun")))


def render_join(lang, join):
    """The guest's screen before the game: its answer code to show the host, or what is
    happening. `join`: {"phase", "answer", "seat", "why", "link"}."""
    phase = join.get("phase")
    parts = []
    if join.get("seat") is not None:
        parts.append(tag("p", [["class", "kicker"]], esc(t(lang, "table_seat_of", {"n": join["seat"] + 1}))))
    if join.get("stun"):
        parts.append(tag("p", [["class", "hint"], ["data-stun-used", join["stun"]]],
                         esc(t(lang, "table_stun_guest", {"server": join["stun"]}))))
    if phase == "answer" and join.get("answer"):
        code = join["answer"]
        parts.append(tag("h2", [], esc(t(lang, "table_answer_show"))))
        parts.append(qr_box(code, t(lang, "table_answer_show"), [["data-answer", code]]))
        parts.append(tag("p", [["class", "hint"]], esc(t(lang, "table_answer_show_hint"))))
        parts.append(tag("p", [["class", "code-text"], ["data-answer-text", "true"]], esc(code)))
        parts.append(button(esc(t(lang, "table_copy_answer")), cls="btn btn-small", action="table-copy:answer"))
    elif phase == "answer":
        parts.append(tag("p", [["role", "status"]], esc(t(lang, "table_making_answer"))))
    elif phase == "connecting":
        parts.append(tag("p", [["role", "status"]], esc(t(lang, "table_connecting"))))
    else:
        parts.append(tag("h2", [], esc(t(lang, "table_lost_h"))))
        why = t(lang, join.get("why") or "table_lost_hint")
        parts.append(tag("p", [["class", "note"], ["role", "alert"]], esc(why)))
        parts.append(render_rejoin(lang, join))
    return tag("div", [["class", "screen join"], ["data-screen", "join"], ["data-join", str(phase)]],
               _topbar(lang, t(lang, "table_join_title"))
               + tag("main", [["class", "scroll join-body"]], "".join(parts)))


def render_rejoin(lang, join):
    """A guest without a connection: scan the host's code again, or paste its link."""
    field = (tag("label", [["for", "table-join"]], esc(t(lang, "table_link_label")))
             + tag("textarea", [["id", "table-join"], ["class", "code-input"], ["rows", "2"],
                                ["data-field", "join"], ["autocomplete", "off"], ["spellcheck", "false"]],
                   esc(join.get("link") or "")))
    return tag("section", [["class", "panel rejoin"]],
               tag("div", [["class", "row"]],
                   button(esc(t(lang, "table_scan_code")), cls="btn btn-primary", action="table-scan"))
               + tag("p", [["class", "hint"]], esc(t(lang, "table_paste_link"))) + field
               + tag("div", [["class", "row"]],
                     button(esc(t(lang, "table_link_submit")), cls="btn", action="table-join")))


def render_scanner(lang):
    """The camera sheet: the page puts the camera's picture into the video element."""
    return tag("div", [["class", "cover sheet scan-sheet"], ["role", "dialog"], ["aria-modal", "true"],
                       ["aria-labelledby", "scan-h"], ["data-cover", "scan"]],
               tag("h2", [["id", "scan-h"]], esc(t(lang, "table_scan")))
               + "<video class=\"scan-video\" data-scan-video=\"true\" playsinline muted></video>"
               + tag("p", [["role", "status"]], esc(t(lang, "table_scanning")))
               + button(esc(t(lang, "table_scan_stop")), cls="btn btn-wide", action="table-scan-stop"))


def render_away(lang, name, seat, has_code):
    """The host's question when a guest is away and the game waits on that seat."""
    buttons = [button(esc(t(lang, "table_away_code")), cls="btn btn-primary btn-wide",
                      action="table-code:" + str(seat))]
    buttons.append(button(esc(t(lang, "table_away_bot")), cls="btn btn-wide", action="table-bot:" + str(seat)))
    buttons.append(button(esc(t(lang, "table_away_local")), cls="btn btn-wide", action="table-local:" + str(seat)))
    buttons.append(button(esc(t(lang, "table_away_message")), cls="btn btn-wide", action="table-bymsg:" + str(seat)))
    buttons.append(button(esc(t(lang, "table_away_new_phone")), cls="btn btn-wide", action="table-free:" + str(seat)))
    buttons.append(button(esc(t(lang, "table_away_wait")), cls="btn btn-wide", action="cover-close"))
    return tag("div", [["class", "cover sheet"], ["role", "dialog"], ["aria-modal", "true"],
                       ["aria-labelledby", "away-h"], ["data-cover", "away"], ["data-seat", str(seat)]],
               tag("h2", [["id", "away-h"]], esc(t(lang, "table_away_h", {"name": name})))
               + tag("p", [], esc(t(lang, "table_away_hint"))) + "".join(buttons))
