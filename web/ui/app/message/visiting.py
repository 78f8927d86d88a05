"""A guest's phone at a table by message: the invite, the answer, then its seat's table.

The guest opens the invite link; "Join" makes this phone's key pair for the seat and its value
for the deal, and seals the answer for the host (direction "a", numbered by the invite). Each
message from the host, opened by its link, is unsealed here and rebuilt into the seat's table
(`GuestByMessage.opened`), drawn by the same game screens as everywhere; a tapped move becomes
a sealed reply link, shown with its "Send to …" button until the host's next message says the
move was played. Nothing is played here: the phone runs no engine (Pyodide is not fetched).

What the phone keeps goes to its storage after every step (`pt.msg-guest.<table>.<seat>`), so
a reload, or the next link opened days later, goes on from there; a refused write is said.
Kept in the subset of Python that MicroPython runs.
"""

import json

from ..table import SEAT_BY_MESSAGE, protocol
from ..table import screens as table_screens
from . import audit, links, screens
from . import guest as guest_side

STORE_PREFIX = "pt.msg-guest."
VALUE_BYTES = 16
INVITED = "invited"      # the invite is shown; "Join" not tapped yet
ANSWERED = "answered"    # the answer is made: it waits to be sent, and the host's first message
PLAYING = "playing"      # a message was opened: the seat's table is shown


def store_key(table, seat):
    return STORE_PREFIX + table + "." + str(seat)


def load(store, table, seat):
    """`[GuestByMessage, answer link]` kept for this seat, or None."""
    text = store.get(store_key(table, seat))
    if not text:
        return None
    try:
        data = json.loads(text)
    except Exception:
        return None
    if not isinstance(data, dict):
        return None
    me = guest_side.GuestByMessage.from_dict(data.get("guest"))
    answer = data.get("answer")
    if me is None or not isinstance(answer, str):
        return None
    return [me, answer]


def link_of(app, fragment):
    return app.env.page_url(fragment[1:])


class MessageGuest:
    guest = True

    def __init__(self, invite, me=None, answer=""):
        self.invite = invite          # the invite's facts (links.read_invite)
        self.me = me                  # GuestByMessage, once "Join" was tapped
        self.answer = answer          # the answer link
        self.table_id = invite["table"]
        self.seat = invite["seat"]
        self.scanning = False
        self.closed = False
        self.note = ""                # a word on the last link opened ("opened before" …)

    @property
    def phase(self):
        if self.me is None:
            return INVITED
        return PLAYING if self.me.share is not None else ANSWERED

    def host_name(self):
        return self.invite["names"][self.invite["from"]]

    def keep(self, app):
        """Store what this phone has of the seat; a refused write is said (and False)."""
        text = json.dumps({"guest": self.me.to_dict(), "answer": self.answer})
        if app.env.store.set(store_key(self.table_id, self.seat), text):
            return True
        app.say(app.tr("storage_full"), ["room", "make_room"])
        return False

    def waiting_link(self):
        """The link this phone has to send now: the move's reply, else the answer."""
        if self.me is not None and self.me.pending is not None and self.me.pending.get("link"):
            return self.me.pending["link"]
        return self.answer if self.phase == ANSWERED else ""

    # ---- drawing ------------------------------------------------------------------------------
    def render(self, app):
        return screens.render_invite(app.lang, {"phase": self.phase, "invite": self.invite,
                                                "answer": self.answer, "field": app.fields.get("msg")})

    def presence(self):
        out = []
        for i in range(len(self.invite["names"])):
            kind = self.invite["kinds"][i]
            out.append(protocol.BOT if kind == "bot" else (protocol.MESSAGE if kind == "msg" else protocol.HOST))
        return out

    def game_ctx(self, app):
        snap = app.snap or {}
        me = self.me
        names = self.invite["names"]
        due = [] if snap.get("over") else (snap.get("to_move") or [])
        bar = table_screens.render_bar(app.lang, names, self.presence(), self.seat, due, self.note)
        if snap.get("over") and me is not None and me.end is not None:
            bar += audit.render(app.lang, me.audit, True, bool(self.invite["commit"]))
        else:
            bar += screens.render_guest_mail(app.lang, self.host_name(), me.pending if me else None,
                                             app.fields.get("msg"), me.why if me else None)
        live = (me is not None and me.pending is None and not snap.get("over") and self.seat in due)
        # the coach's hint, when the host's setup allows hints: sent ahead with the message
        ctx = {"bar": bar, "guest": True, "live": live, "hints": live and me.hint is not None}
        if me is not None and me.pending is not None and not snap.get("over"):
            ctx["wait"] = app.tr("msg_dock_sent_wait", {"host": self.host_name()})
        return ctx

    @property
    def hints(self):
        return self.me is not None and self.me.hint is not None

    def ask_hint(self, app, asked):
        """"Hint": the hint the host's message brought, shown at once (and kept: the reply
        will say it was looked at), or None."""
        rows = self.me.show_hint() if self.me is not None else None
        if rows is None:
            return None
        self.keep(app)
        return {"at": asked["at"], "state": "done", "moves": rows}

    def render_cover(self, app, cover):
        return ""

    def close(self, app):
        self.closed = True

    # ---- joining ----------------------------------------------------------------------------------
    async def join(self, app):
        """"Join": this phone's keys and value for the seat, and the answer sealed for the host."""
        if self.me is not None:
            return
        env = app.env
        keys = await env.seal_keys()
        value = await env.random_b64(VALUE_BYTES)
        if not keys or not value:
            app.say(app.tr("msg_cannot_seal"))
            app.redraw()
            return
        me = guest_side.GuestByMessage(self.invite, keys, value)
        sealed = await env.seal(keys["private"], self.invite["key"], self.table_id, self.seat, links.ANSWER,
                                self.invite["invite"], me.answer_text())
        if not sealed:
            app.say(app.tr("msg_cannot_seal"))
            app.redraw()
            return
        self.me = me
        self.answer = link_of(app, links.answer(self.table_id, self.seat, self.invite["invite"], keys["public"],
                                                sealed))
        if not self.keep(app):
            self.me = None          # an answer this phone could not keep would open nothing later
            self.answer = ""
        app.redraw()

    # ---- the host's messages ------------------------------------------------------------------------
    async def open_message(self, app, parts):
        """A message from the host for this seat: the table it brings is shown."""
        me = self.me
        opened = await app.env.unseal(me.keys["private"], self.invite["key"], self.table_id, self.seat,
                                      links.TO_SEAT, parts["number"], parts["sealed"])
        if not opened.get("ok"):
            return "msg.forged" if opened.get("code") == "seal.forged" else "msg.damaged"
        got = me.opened(parts["number"], opened.get("text") or "")
        if got[0] == "bad":
            return "msg.damaged"
        if got[0] == "no_base":
            return "msg.no_base"
        self.note = ""
        if got[0] == "state":
            digest = await app.env.digest(got[2])
            me.keep_fingerprint(got[1]["moves"], digest or "")
            self.keep(app)
        elif got[0] in ("again", "old"):
            self.note = app.tr("msg_opened_" + got[0])
        if got[1] is not None:
            app.session.follow(got[1], self.seat)
            app.go("game")
        app.redraw()
        return ""

    async def check(self, app):
        """The check at the end: the engine (started now, on this phone) replays the game the
        host revealed against what this phone was promised and shown."""
        me = self.me
        if me is None or me.end is None or me.audit == audit.RUNNING:
            return
        me.audit = audit.RUNNING
        app.redraw()
        # a seat that joined after the deal added no value to it: there is none of its own to find
        own = None if self.invite.get("late") else me.value
        verdict = await audit.check(app, me.end, self.invite["commit"], self.seat, own, me.received)
        me.audit = verdict
        self.keep(app)
        app.redraw()

    async def move(self, app, move):
        """A tapped move: its reply, sealed for the host, waits to be sent."""
        me = self.me
        made = me.play(move) if me is not None else None
        if made is None:
            app.say(app.tr("msg_move_waits_already"))
            app.redraw()
            return
        number, text = made
        sealed = await app.env.seal(me.keys["private"], self.invite["key"], self.table_id, self.seat,
                                    links.FROM_SEAT, number, text)
        if not sealed:
            app.say(app.tr("msg_cannot_seal"))
        else:
            me.keep_link(link_of(app, links.reply(self.table_id, self.seat, number, sealed)))
        self.keep(app)
        app.redraw()


def show(app, table):
    """`table` becomes this phone's table: the invite screen, or its seat's table (the one a
    reload shows again: `resume`)."""
    app.leave_game()
    app.table = table
    app.session.save_id = None       # a guest's phone keeps no save of the game
    app.library.set_current(SEAT_BY_MESSAGE + table.table_id + "." + str(table.seat))
    snap = table.me.snap() if table.me is not None else None
    if snap is not None:
        app.session.follow(snap, table.seat)
        app.go("game")
    else:
        app.go("join")
    app.redraw()


async def resume(app, seat_key):
    """The seat `<table>.<seat>` this phone keeps, shown as it was left; home if it is gone."""
    table_id, _, seat = seat_key.rpartition(".")
    kept = load(app.env.store, table_id, int(seat)) if seat.isdigit() else None
    if kept is None:
        app.library.set_current(None)
        app.go("home")
        app.wake_engine()
        app.redraw()
        return
    show(app, MessageGuest(kept[0].invite, kept[0], kept[1]))


async def open_invite(app, facts):
    """An invite: the seat's table if this phone joined it already, else the invite."""
    kept = load(app.env.store, facts["table"], facts["seat"])
    if kept is not None and kept[0].invite.get("invite") == facts["invite"]:
        show(app, MessageGuest(kept[0].invite, kept[0], kept[1]))
        return
    show(app, MessageGuest(facts))


async def open_message(app, parts):
    """A message to a seat: opened with the keys this phone keeps for that seat."""
    table = app.table
    if not (isinstance(table, MessageGuest) and table.table_id == parts["table"] and table.seat == parts["seat"]
            and table.me is not None):
        kept = load(app.env.store, parts["table"], parts["seat"])
        if kept is None:
            app.say(app.tr("msg_refused_not_yours", {"seat": parts["seat"] + 1}))
            app.redraw()
            return
        table = MessageGuest(kept[0].invite, kept[0], kept[1])
        show(app, table)
    why = await table.open_message(app, parts)
    if why:
        app.say(app.tr("msg_refused_" + why.split(".")[-1], {"name": table.host_name()}))
        app.redraw()
