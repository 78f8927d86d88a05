"""Game links addressed to one seat ("Bob's turn"), for play by link without a table.

A game link carries the whole game (the seed and every move), so whoever opens it could work
out every hand; the share sheet says so. What a link addressed to one seat does is keep the
app from uncovering anyone else on that phone: it opens on that seat's view, and when the
game needs another human it shows "waiting for <name> — send the link" (with the button to
send that seat's turn) instead of a hand-off cover that would uncover them.

The address is a suffix, `g1.<data>.s<seat>` (base64url has no dot), made here (`address`)
and judged by the engine alone: `pycore.links.decode` reads the seat, refuses an address it
cannot read or one that names no human seat, and the app takes the seat from its answer.
The seat a save is locked to is kept beside it (`pt.lock.<save id>`), so a reload keeps it.
"""

from .. import flow
from ..home import home_button, lang_switch
from ..html import button, esc, tag
from ..i18n import t
from . import strings  # noqa: F401

LOCK_PREFIX = "pt.lock."


def lock_key(save_id):
    return LOCK_PREFIX + str(save_id)


def address(fragment, seat):
    """A game link's fragment addressed to `seat` (counted from 0)."""
    return fragment + ".s" + str(int(seat))


def read_lock(store, save_id, record):
    """The human seat a save is locked to, or None."""
    text = store.get(lock_key(save_id))
    if not text or not text.isdigit():
        return None
    seat = int(text)
    return seat if seat in flow.human_seats(record) else None


def next_step(record, snap, seat):
    """`flow.next_step` on a phone locked to `seat`: another human's decision is
    `["waiting", s]` (send them the link), never a hand-off."""
    kind, due = flow.next_step(record, snap, seat)
    if kind in ("handoff", "human") and due != seat:
        return ["waiting", due]
    return [kind, due]


def render_waiting(lang, name, seat, me):
    """The cover of a phone locked to `me` while `name` (seat `seat`) must decide."""
    inner = tag("div", [["class", "cover-bar"]], home_button(lang) + lang_switch(lang, compact=True))
    inner += (tag("h2", [["id", "cover-h"]], esc(t(lang, "table_waiting_link", {"name": name})))
              + tag("p", [], esc(t(lang, "table_waiting_link_hint", {"name": name, "me": me})))
              + button(esc(t(lang, "table_send_turn", {"name": name})), cls="btn btn-primary btn-wide",
                       action="share-seat:" + str(seat)))
    return tag("div", [["class", "cover"], ["role", "dialog"], ["aria-modal", "true"],
                       ["aria-labelledby", "cover-h"], ["data-cover", "waiting"], ["data-seat", str(seat)]], inner)


def share_buttons(lang, record):
    """The share sheet's "Send <name>'s turn" buttons (one per human seat, when there are
    two or more) and its plain words on what a link carries."""
    humans = flow.human_seats(record)
    names = [str(s.get("name", "")) for s in (record.get("seats") or [])]
    out = ""
    if len(humans) >= 2:
        for seat in humans:
            out += button(esc(t(lang, "table_send_turn", {"name": names[seat]})), cls="btn btn-wide",
                          action="share-seat:" + str(seat))
    return out + tag("p", [["class", "share-hint"], ["data-share-private", "true"]],
                     esc(t(lang, "table_share_private")))
