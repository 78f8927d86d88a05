"""The host's seats played by message at one table: their invites, the deal, their links.

A table (app/table/host.py) with seats "by message" keeps one `MessageSeats`. When the table
opens it draws the deal's secret and its commitment (`pycore.deal`: the invites carry only
the commitment) and this phone's key pair for the table. Each seat's invite travels in the
clear (`links.invite`); the seat's phone answers with its public key and, sealed, its value
for the deal. Once every seat by message has answered, the game is dealt again from the
secret and those values (the worker's `message_deal`: the game the setup made is never
played), and from then on after every change of the game each seat that has a new decision
(or sees the end) is sealed its share (`SeatByMessage.message`, web/js/seal.js) as a link,
kept in `outbox` until the host sends it. A reply opened here is a move played through the
session's one path, like a live guest's.

A live guest's seat can go on by message (`add_seat`, from `HostTable.go_by_message`): it
joins the deal already made (`late`: its value takes no part in it), and a table that had
no seat by message until then has no commitment at all (`prepare(promise=False)`): the check
at the end says its deal was not promised ahead.

Everything here is saved beside the game, in the table's own storage (`to_meta`), so a host
that reloads goes on: the secret and the private key stay on this phone.
Kept in the subset of Python that MicroPython runs.
"""

import json

from .. import seats
from . import audit, links, screens
from . import host as seat_side

DEAL_PREFIX = "pt1-deal|"      # the commitment's text (pycore.deal.commitment)
SECRET_BYTES = 32
META_VERSION = 1


class ByMessage:
    """A seat played by message, as a player (app/seats.py): the game waits for its reply;
    the host's bar offers the link to send it."""

    async def turn(self, session, seat, generation, drawn):
        if not drawn:
            session.app.redraw()
        return None


seats.register("message", ByMessage())


def link_of(app, fragment):
    """An address of this app with a `#m1.` fragment (the link's functions give it with "#")."""
    return app.env.page_url(fragment[1:])


class MessageSeats:
    def __init__(self, table_id, seat_list):
        self.table = table_id                 # the table's id as text (6 characters)
        self.seats = {}
        for seat in seat_list:
            self.seats[seat] = seat_side.SeatByMessage(seat, table_id)
        self.keys = None                      # this phone's {"public", "private"} for the table
        self.secret = ""
        self.commit = ""
        self.dealt = False                    # the game was dealt from every seat's value
        self.outbox = {}                      # seat -> [number, link]: the newest message
        self.shared = {}                      # seat -> the number of the message sent last
        self.posting = False
        self.again = False
        self.audit = None                     # the check at the end, once the game is over (audit.py)

    def add_seat(self, seat, late):
        """A seat that goes on by message (a live guest's, who left)."""
        hosted = seat_side.SeatByMessage(seat, self.table)
        hosted.late = late
        self.seats[seat] = hosted

    def order(self):
        out = list(self.seats.keys())
        out.sort()
        return out

    # ---- storage --------------------------------------------------------------------------
    def to_meta(self):
        seats_out = {}
        for seat in self.seats:
            seats_out[str(seat)] = self.seats[seat].to_dict()
        outbox = {}
        for seat in self.outbox:
            outbox[str(seat)] = self.outbox[seat]
        shared = {}
        for seat in self.shared:
            shared[str(seat)] = self.shared[seat]
        return {"v": META_VERSION, "table": self.table, "keys": self.keys, "secret": self.secret,
                "commit": self.commit, "dealt": self.dealt, "seats": seats_out, "outbox": outbox,
                "shared": shared, "audit": self.audit}

    @classmethod
    def from_meta(cls, data, table_id):
        """The seats as saved, or None if what is stored is not whole (said, never guessed)."""
        if not isinstance(data, dict) or data.get("v") != META_VERSION or data.get("table") != table_id:
            return None
        keys = data.get("keys")
        stored = data.get("seats")
        if (not isinstance(keys, dict) or not isinstance(keys.get("public"), str)
                or not isinstance(keys.get("private"), str) or not isinstance(stored, dict)
                or not isinstance(data.get("secret"), str) or not isinstance(data.get("commit"), str)):
            return None
        table = cls(table_id, [])
        for key in stored:
            seat = seat_side.SeatByMessage.from_dict(stored[key])
            if seat is None or str(seat.seat) != key or seat.table != table_id:
                return None
            table.seats[seat.seat] = seat
        table.keys = keys
        table.secret = data["secret"]
        table.commit = data["commit"]
        table.dealt = data.get("dealt") is True
        if isinstance(data.get("audit"), dict):
            table.audit = data["audit"]
        for name, into in (("outbox", table.outbox), ("shared", table.shared)):
            part = data.get(name)
            if isinstance(part, dict):
                for key in part:
                    if key.isdigit() and int(key) in table.seats:
                        into[int(key)] = part[key]
        return table

    # ---- opening the table ------------------------------------------------------------------
    async def prepare(self, env, promise=True):
        """Draw the secret, its commitment and this phone's keys: False if the browser cannot.
        A game already dealt (`promise` False) has no secret and no commitment."""
        keys = await env.seal_keys()
        if not keys:
            return False
        secret = commit = ""
        if promise:
            secret = await env.random_b64(SECRET_BYTES)
            commit = await env.digest(DEAL_PREFIX + secret) if secret else ""
            if not commit:
                return False
        self.keys = keys
        self.secret = secret
        self.commit = commit
        return True

    def invite_link(self, app, seat, game_id, names, kinds, host_seat):
        """The seat's invite: the table's public facts and the commitment, in the clear."""
        facts = {"v": links.VERSION, "table": self.table, "seat": seat, "invite": self.seats[seat].invite,
                 "game": game_id, "names": names, "kinds": kinds, "key": self.keys["public"],
                 "commit": self.commit, "from": host_seat}
        if self.seats[seat].late:
            facts["late"] = True
        if getattr(app.table, "hints", False):
            facts["hints"] = True          # the host's setup allows the coach's hints
        return link_of(app, links.invite(facts))

    def answered(self, seat):
        return self.seats[seat].key is not None

    def all_answered(self):
        return all(self.answered(seat) for seat in self.seats)

    def values(self, players):
        """Every seat's value for the deal, in seat order ("" for a seat not by message, or one
        that joined after the deal)."""
        out = []
        for seat in range(players):
            hosted = self.seats.get(seat)
            out.append(hosted.value if hosted is not None and not hosted.late else "")
        return out

    # ---- links opened here --------------------------------------------------------------------
    async def open_answer(self, app, parts):
        """An answer to an invite: `["joined", seat]`, `["again", seat]` or `["refused", code]`."""
        seat = parts["seat"]
        if seat not in self.seats:
            return ["refused", "msg.other_table"]
        opened = await app.env.unseal(self.keys["private"], parts["key"], self.table, seat, links.ANSWER,
                                      parts["invite"], parts["sealed"])
        if not opened.get("ok"):
            return ["refused", "msg.forged" if opened.get("code") == "seal.forged" else "msg.damaged"]
        verdict = self.seats[seat].answered(parts["invite"], parts["key"], opened.get("text") or "")
        if verdict[0] == "refused":
            return verdict
        return [verdict[0], seat]

    async def open_reply(self, app, parts):
        """A seat's reply, opened and judged (`SeatByMessage.reply_opened`), or
        `["unopened", code]` for one that does not open (changed, or not sealed by the seat)."""
        seat = parts["seat"]
        hosted = self.seats.get(seat)
        if hosted is None:
            return ["unopened", "msg.other_table"]
        if hosted.key is None:
            return ["unopened", "msg.not_joined"]
        opened = await app.env.unseal(self.keys["private"], hosted.key, self.table, seat, links.FROM_SEAT,
                                      parts["number"], parts["sealed"])
        if not opened.get("ok"):
            return ["unopened", "msg.forged" if opened.get("code") == "seal.forged" else "msg.damaged"]
        return hosted.reply_opened(parts["number"], opened.get("text") or "")

    # ---- what is sent ---------------------------------------------------------------------------
    async def post(self, app, presence, full=()):
        """Seal a message for every seat that has a new decision or sees the end (and for the
        seats in `full`, the whole table); one run at a time, so the numbers stay in order."""
        if self.posting:
            self.again = True
            return
        self.posting = True
        try:
            self.again = True
            while self.again:
                self.again = False
                for seat in self.order():
                    await self.post_seat(app, seat, presence, seat in full)
                full = ()              # a run asked for meanwhile sends only what is new
        finally:
            self.posting = False
        if (app.snap or {}).get("over") and self.dealt and self.audit is None:
            await self.check(app)

    async def check(self, app):
        """The host's own check of the finished game (as every guest's phone can make it)."""
        table = app.table
        if table is None or table.mail is not self:
            return
        self.audit = audit.RUNNING
        record = (app.snap or {}).get("record") or {}
        self.audit = await audit.check(app, audit.reveal(self.secret, self.values(table.players), record),
                                       self.commit, app.session.viewer)
        table.save_meta(app)
        app.redraw()

    async def post_seat(self, app, seat, presence, full):
        hosted = self.seats[seat]
        if hosted.key is None or not self.dealt:
            return False
        reply = await app.call("seat_view", seat)
        if not reply.get("ok") or not (full or hosted.needs_message(reply)):
            return False
        hint = None
        if getattr(app.table, "hints", False) and not reply.get("over") and seat in (reply.get("to_move") or []):
            # worked out ahead (a guest's phone runs no engine), counted only if it is looked at
            hinted = await app.call("hint", seat, False)
            hint = hinted.get("moves") if hinted.get("ok") else None
        end = None
        if reply.get("over"):
            # the last message reveals the deal: every phone can check the game (audit.py)
            end = audit.reveal(self.secret, self.values(app.table.players), (app.snap or {}).get("record") or {})
        number, text = hosted.message(reply, presence, full=full, end=end, hint=hint)
        sealed = await app.env.seal(self.keys["private"], hosted.key, self.table, seat, links.TO_SEAT,
                                    number, text)
        if not sealed:
            app.say(app.tr("msg_cannot_seal"))
            return False
        self.outbox[seat] = [number, link_of(app, links.to_seat(self.table, seat, number, sealed))]
        app.table.save_meta(app)
        app.redraw()
        return True

    def waiting_link(self, seat):
        """The seat's newest link, or "" (none made yet)."""
        entry = self.outbox.get(seat)
        return entry[1] if entry else ""

    def unsent(self, seat):
        """The seat has a link the host has not sent yet."""
        entry = self.outbox.get(seat)
        return bool(entry) and self.shared.get(seat) != entry[0]

    def mark_sent(self, seat):
        entry = self.outbox.get(seat)
        if entry:
            self.shared[seat] = entry[0]

    # ---- the deal -------------------------------------------------------------------------------
    async def deal(self, app, table):
        """Deal the game from the secret and every seat's value, once all have answered: the
        save becomes the dealt game (it had no move), then the table remembers it is dealt (a
        reload between the two deals the same game again). False, and said, if not."""
        if not self.all_answered():
            app.say(app.tr("msg_wait_answers"))
            app.redraw()
            return False
        record = (app.snap or {}).get("record") or {}
        reply = await app.call("message_deal", json.dumps(record), self.secret,
                               json.dumps(self.values(table.players)), app.session.viewer)
        if not reply.get("ok"):
            app.say(app.error_text(reply))
            app.redraw()
            return False
        session = app.session
        session.snap = reply
        session.synced = True
        self.dealt = True
        session.autosave()
        table.save_meta(app)
        # every seat is sent its table at once (its hand, who begins), due or not
        await self.post(app, table.presence(), full=self.order())
        return True

    def render_invite_panel(self, lang, name, seat, link):
        return screens.render_invite_panel(lang, name, seat, link)

    def render_answer_paste(self, lang, field):
        return screens.paste_field(lang, field, "msg_paste_reply")

    # ---- the host's bar -------------------------------------------------------------------------
    def render_bar(self, app, table, snap):
        """The links waiting to be sent, a button each (an invite for a seat that has not
        answered yet), and the field a reply is pasted in."""
        entries = []
        game_id = (snap.get("record") or {}).get("game")
        for seat in self.order():
            if not self.answered(seat):
                link = self.invite_link(app, seat, game_id, table.names, table.invite_kinds(), table.first_viewer())
                entries.append({"seat": seat, "name": table.names[seat], "link": link, "unsent": True,
                                "due": False, "invite": True})
                continue
            link = self.waiting_link(seat)
            if link:
                entries.append({"seat": seat, "name": table.names[seat], "link": link,
                                "unsent": self.unsent(seat), "due": seat in (snap.get("to_move") or [])})
        return (screens.render_host_mail(app.lang, entries, app.fields.get("msg") or "")
                + (audit.render(app.lang, self.audit, False) if snap.get("over") else ""))
