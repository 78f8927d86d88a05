"""A table by message, drawn: the host's links to send, a guest's invite, answer and move to send.

Every link a phone has to send is in an element carrying `data-message-link` (the whole link)
and `data-to` (the seat it is for, or "host"), with a button that opens the share sheet
addressed by name. Every screen that waits for a link has a field to paste one in
(`data-field="msg"`), for a link that arrives by copy rather than by a tap.
Kept in the subset of Python that MicroPython runs.
"""

from ..html import button, esc, tag
from ..i18n import game_title, t
from ..table import coaching
from . import strings  # noqa: F401  (the words join the catalogue)


def link_box(lang, link, to, label):
    """The link itself (selectable, for a copy by hand) and the button that sends it."""
    return tag("div", [["class", "msg-link"], ["data-message-link", link], ["data-to", str(to)]],
               button(esc(label), cls="btn btn-primary", action=("table-msend:" + str(to)) if to != "host"
                      else "table-mreply")
               + tag("p", [["class", "msg-link-text"]], esc(link)))


def paste_field(lang, text, hint_key):
    """Folded: most links arrive as a tap on a link; one that came as text is pasted here."""
    field_id = "msg-paste"
    attrs = [["class", "msg-paste"], ["data-fold", "msg-paste"]]
    if text:
        attrs.append(["open", "open"])
    return tag("details", attrs,
               tag("summary", [], esc(t(lang, "msg_paste_summary")))
               + tag("label", [["for", field_id], ["class", "hint"]], esc(t(lang, hint_key)))
               + tag("textarea", [["id", field_id], ["class", "code-input"], ["rows", "2"], ["data-field", "msg"],
                                  ["autocomplete", "off"], ["spellcheck", "false"]], esc(text or ""))
               + button(esc(t(lang, "msg_open")), cls="btn btn-small", action="table-mopen"))


def render_invite_panel(lang, name, seat, link):
    """The lobby's panel of a seat by message: its invite to send."""
    return tag("section", [["class", "panel lobby-code"], ["aria-labelledby", "lobby-code-h"]],
               tag("h2", [["id", "lobby-code-h"]], esc(t(lang, "msg_invite_for", {"name": name})))
               + tag("p", [["class", "hint"]], esc(t(lang, "msg_invite_hint", {"name": name})))
               + link_box(lang, link, seat, t(lang, "msg_send_to", {"name": name})))


def render_host_mail(lang, entries, field):
    """The host's bar below the presence: one box per seat whose newest link waits
    (`entries`: {"seat", "name", "link", "unsent", "due", and "invite" for an invite not yet
    answered}), and the reply field."""
    boxes = []
    for entry in entries:
        if not (entry["unsent"] or entry["due"]):
            continue
        key = "msg_send_invite" if entry.get("invite") else ("msg_send_to" if entry["unsent"] else "msg_send_again")
        boxes.append(link_box(lang, entry["link"], entry["seat"], t(lang, key, {"name": entry["name"]})))
    return tag("section", [["class", "msg-bar"], ["aria-label", t(lang, "msg_bar")]],
               "".join(boxes) + paste_field(lang, field, "msg_paste_reply"))


def promise_key(facts):
    """What the invite promises: a deal made from every seat's value, one made before this
    seat joined, or (a game begun at a live table) none."""
    if not facts.get("late"):
        return "msg_promise"
    return "msg_promise_late" if facts.get("commit") else "msg_promise_unpromised"


def render_invite(lang, view):
    """A guest's screen before the game: the invite (`view`: {"phase": "invited" | "answered",
    "invite": facts, "answer": link, "field"})."""
    facts = view["invite"]
    names = facts["names"]
    host = names[facts["from"]]
    seat = facts["seat"]
    title = t(lang, "msg_invite_title", {"game": game_title(lang, facts["game"])})
    rows = []
    for i in range(len(names)):
        kind = facts["kinds"][i]
        word = t(lang, "msg_seat_" + ("you" if i == seat else (kind if kind in ("bot", "msg") else "human")))
        rows.append(tag("li", [["class", "lobby-seat" + (" is-you" if i == seat else "")], ["data-seat", str(i)]],
                        tag("span", [["class", "seat-no"], ["aria-hidden", "true"]], str(i + 1))
                        + tag("span", [["class", "lobby-name"]], esc(names[i]))
                        + tag("span", [["class", "lobby-state"]], esc(word))))
    body = (tag("p", [["class", "lead"]], esc(t(lang, "msg_invite_lead", {"host": host, "name": names[seat]})))
            + tag("ul", [["class", "lobby-seats"]], "".join(rows))
            + tag("p", [["class", "hint"]], esc(t(lang, promise_key(facts))))
            + coaching.render_switch(lang, bool(facts.get("hints")), True))
    if view["phase"] == "answered":
        hint_key = "msg_answer_hint_late" if facts.get("late") else "msg_answer_hint"
        body += (tag("h2", [], esc(t(lang, "msg_answer_h", {"host": host})))
                 + tag("p", [["class", "hint"]], esc(t(lang, hint_key, {"host": host})))
                 + link_box(lang, view["answer"], "host", t(lang, "msg_send_to", {"name": host}))
                 + paste_field(lang, view.get("field"), "msg_paste_message"))
        foot = ""
    else:
        foot = tag("footer", [["class", "dock dock-setup"]],
                   button(esc(t(lang, "msg_join", {"name": names[seat]})), cls="btn btn-primary btn-wide",
                          action="table-mjoin"))
    top = tag("header", [["class", "topbar"]],
              button(tag("span", [["aria-hidden", "true"]], "←"), cls="btn btn-icon", action="home",
                     label=t(lang, "back_home"))
              + tag("h1", [["class", "topbar-title"]], esc(title)))
    return tag("div", [["class", "screen lobby msg-invite"], ["data-screen", "msg-invite"],
                       ["data-game", facts["game"]], ["data-seat", str(seat)]],
               top + tag("main", [["class", "scroll"]], body) + foot)


def render_guest_mail(lang, host, pending, field, why):
    """A guest's bar during the game: the move waiting to be sent (`pending`: {"m", "link"}),
    or the field for the host's next message; `why`: the host refused the last move."""
    parts = ""
    if why:
        parts += tag("p", [["class", "table-note"], ["role", "alert"]], esc(t(lang, "msg_move_refused")))
    if pending is not None and pending.get("link"):
        parts += (tag("p", [["class", "msg-note"], ["role", "status"]],
                      esc(t(lang, "msg_move_waits", {"host": host})))
                  + link_box(lang, pending["link"], "host", t(lang, "msg_send_to", {"name": host})))
    parts += paste_field(lang, field, "msg_paste_message")
    return tag("section", [["class", "msg-bar"], ["aria-label", t(lang, "msg_bar")]], parts)
