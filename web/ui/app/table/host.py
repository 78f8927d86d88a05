"""The host's side of a table: one phone runs the engine and the bots, and each seat marked
"own phone" is played on a guest's phone over its own WebRTC data channel.

`HostTable` holds which seats are remote, each remote seat's protocol state
(`protocol.HostSeat`), its connection, its join code, and who plays it while its guest is
away (a bot, or the host's phone). Its `async` methods take the `App` (app/controller.py)
and act through its port: `env.rtc_offer/rtc_accept/rtc_send/rtc_close` (the page's
`table.js`), `env.random_text`, storage. Every message to a guest is built from the engine's
`seat_view` of that guest's seat alone. Guest moves are played one at a time (`pump`), each
judged against the state that guest was last sent, after every guest has been sent the
current one.

What the table is (the remote seats, their rejoin tokens, who stands in for whom) is kept
beside the save (`pt.table.<save id>`), so a host that reloads resumes the game and its
guests rejoin their seats.
"""

import json

from .. import flow, seats
from . import (
    coaching,
    ice,
    meta_key,  # kept in the package, which the app's start reads without this module
    protocol,
    screens,
    sdp,
    strings,  # noqa: F401
)

# Connection states of a remote seat.
NONE = "none"          # no code made yet
OFFERING = "offering"  # the code is being made
OFFERED = "offered"    # the code is shown; no answer yet
ACCEPTED = "accepted"  # the answer is in; the channel is opening
OPEN = "open"
WAIT = "wait"          # the connection falters (it may come back by itself)
CLOSED = "closed"
FAILED = "failed"      # this browser cannot make a connection
MOVE_TRIES = 4         # a guest move that keeps meeting another move first is refused as stale


class GuestPhone:
    """A guest's phone at this table, as a player of its seat (app/seats.py): the game waits
    for its move, which arrives through `Session.play` from `HostTable.play_guest_move`; if
    that guest is away, the host is asked who plays for now."""

    async def turn(self, session, seat, generation, drawn):
        session.app.table.ask_if_waiting(session.app)
        session.app.redraw()
        return None


seats.register("remote", GuestPhone())


class HostTable:
    guest = False

    def __init__(self, table_id, record, remote, tokens=None, takeover=None, rejoin=False, message=None,
                 mail=None):
        self.raw_id = table_id                      # 4 bytes
        self.table_id = sdp.table_id_text(table_id)
        self.save_id = None
        self.players = len(record.get("seats") or [])
        self.kinds = flow.seat_kinds(record)
        self.names = [str(s.get("name", "")) for s in (record.get("seats") or [])]
        self.remote = [s for s in remote if 0 <= s < self.players]
        self.message = [s for s in (message or []) if 0 <= s < self.players and s not in self.remote]
        self.here = [s for s in range(self.players)
                     if self.kinds[s] != "bot" and s not in self.remote and s not in self.message]
        # the seats by message (app/message/hosting.py), imported only for a table that has them
        self.mail = mail
        if self.message and mail is None:
            from ..message import hosting
            self.mail = hosting.MessageSeats(self.table_id, self.message)
        tokens = tokens or {}
        takeover = takeover or {}
        self.seats = {}
        self.link = {}
        self.codes = {}
        self.gen = {}
        self.takeover = {}
        self.welcomed = {}
        for seat in self.remote:
            self.seats[seat] = protocol.HostSeat(seat, self.table_id, str(tokens.get(str(seat), "")))
            self.link[seat] = NONE
            self.codes[seat] = ""
            self.gen[seat] = 0
            self.welcomed[seat] = False
            self.takeover[seat] = str(takeover.get(str(seat), ""))
        self.lobby = True
        self.rejoin = rejoin
        self.begun = rejoin     # the game has begun: its deal is made (a table resumed, or started)
        self.shown = (self.remote + self.message)[0] if self.remote or self.message else None
        self.answer = ""
        self.stun = ""          # the STUN server the codes are made with ("" : none)
        self.stun_draft = None  # what the lobby's field holds, until "Use it" is tapped
        self.scanning = False
        self.queue = []
        self.pumping = False
        self.closed = False
        self.hints = False      # the coach's hints allowed at this table (table/coaching.py)

    # ---- storage --------------------------------------------------------------------------------
    def meta(self):
        tokens = {str(seat): self.seats[seat].token for seat in self.remote}
        takeover = {str(seat): self.takeover[seat] for seat in self.remote}
        meta = {"v": 1, "id": self.table_id, "remote": self.remote, "tokens": tokens, "takeover": takeover,
                "hints": self.hints}
        if self.mail is not None:
            meta["message"] = self.message
            meta["mail"] = self.mail.to_meta()
        return meta

    def save_meta(self, app):
        """Store what the table is beside its save; a refusal is said (the game itself is saved
        apart: after a reload it would open as pass-and-play, hands still covered)."""
        if self.save_id is None:
            return True
        if app.env.store.set(meta_key(self.save_id), json.dumps(self.meta())):
            return True
        app.say(app.tr("storage_full"), ["room", "make_room"])
        return False

    # ---- who plays what ---------------------------------------------------------------------------
    def local_seats(self):
        """The human seats played on this phone: the host's, and guests' the host stands in for."""
        return self.here + [s for s in self.remote if self.takeover[s] == "local"]

    def pass_and_play(self):
        return len(self.local_seats()) >= 2

    def first_viewer(self):
        local = self.local_seats()
        return local[0] if local else flow.SPECTATOR

    def joined(self, seat):
        return self.link.get(seat) == OPEN and self.seats[seat].joined

    def presence(self):
        out = []
        for seat in range(self.players):
            if self.kinds[seat] == "bot":
                out.append(protocol.BOT)
            elif seat in self.message:
                out.append(protocol.MESSAGE)
            elif seat not in self.remote:
                out.append(protocol.HOST)
            elif self.joined(seat):
                out.append(protocol.HERE)
            elif self.takeover[seat] == "bot":
                out.append(protocol.BOT_PLAYS)
            elif self.takeover[seat] == "local":
                out.append(protocol.LOCAL)
            elif self.link[seat] == WAIT:
                out.append(protocol.RECONNECTING)
            else:
                out.append(protocol.AWAY)
        return out

    def next_step(self, snap, viewer):
        """Like `flow.next_step`, for a table: `["remote", s]` when only guests' phones are due
        (the host waits for their moves); bots and stand-in bots play; the host's phone's own
        seats decide here, behind the hand-off cover when there are two of them."""
        if not snap or snap.get("over"):
            return ["over", None]
        due = snap.get("to_move") or []
        for seat in due:
            if 0 <= seat < self.players and (self.kinds[seat] == "bot" or self.takeover.get(seat) == "bot"):
                return ["bot", seat]
        local = self.local_seats()
        if viewer in due and viewer in local:
            return ["human", viewer]
        for seat in due:
            if seat in local:
                return ["handoff" if len(local) >= 2 else "human", seat]
        for seat in due:
            if seat in self.remote:
                return ["remote", seat]
            if seat in self.message:
                return ["message", seat]
        return ["over", None]

    def all_joined(self):
        return (all(self.joined(s) or self.takeover[s] for s in self.remote)
                and (self.mail is None or self.mail.all_answered()))

    def away_due(self, snap):
        """A remote seat the game waits on while no one plays it, or None."""
        for seat in (snap or {}).get("to_move") or []:
            if seat in self.remote and not self.joined(seat) and not self.takeover[seat]:
                return seat
        return None

    # ---- drawing ----------------------------------------------------------------------------------
    def render(self, app):
        lobby = {"game": (app.snap or {}).get("record", {}).get("game"), "names": self.names,
                 "seats": [], "shown": self.shown,
                 "code": self.codes.get(self.shown, "") if self.shown is not None else "",
                 "answer": self.answer, "rejoin": self.rejoin,
                 "stun": self.stun if self.stun_draft is None else self.stun_draft,
                 "stun_used": self.stun,
                 "all_joined": self.all_joined()}
        for seat in range(self.players):
            if self.kinds[seat] == "bot":
                role, state = "bot", "bot"
            elif seat in self.remote:
                role = "remote"
                state = "joined" if self.joined(seat) else ("away" if self.seats[seat].token else "waiting")
            elif seat in self.message:
                role, state = "message", "answered" if self.mail.answered(seat) else "invited"
            else:
                role, state = "host", "host"
            lobby["seats"].append({"seat": seat, "name": self.names[seat], "role": role, "state": state})
        if self.shown in self.message:
            link = self.mail.invite_link(app, self.shown, lobby["game"], self.names, self.invite_kinds(),
                                         self.first_viewer())
            lobby["invite"] = self.mail.render_invite_panel(app.lang, self.names[self.shown], self.shown, link)
            lobby["invite_paste"] = self.mail.render_answer_paste(app.lang, app.fields.get("msg") or "")
        lobby["by_message_only"] = bool(self.message) and not self.remote
        lobby["begun"] = self.begun
        lobby["hints"], lobby["hints_locked"] = self.hints, coaching.locked(self)
        return screens.render_lobby(app.lang, lobby)

    def invite_kinds(self):
        """Each seat's kind as an invite names it: "bot", "msg" (by message) or "human"."""
        return ["bot" if self.kinds[s] == "bot" else ("msg" if s in self.message else "human")
                for s in range(self.players)]

    def game_ctx(self, app):
        snap = app.snap or {}
        away = [self.names[s] for s in self.remote if not self.joined(s) and not self.takeover[s]]
        note = app.tr("table_seats_away", {"names": ", ".join(away)}) if away and not snap.get("over") else ""
        bar = screens.render_bar(app.lang, self.names, self.presence(), app.viewer,
                                 [] if snap.get("over") else (snap.get("to_move") or []), note)
        missing = [s for s in self.remote if not self.joined(s)]
        if missing and not snap.get("over"):
            bar = bar.replace("</section>", screens.button(app.tr("table_manage"), cls="btn btn-small",
                                                           action="table-seats") + "</section>", 1)
        if self.mail is not None:
            bar += self.mail.render_bar(app, self, snap)
        return {"bar": bar, "guest": False, "hints": self.hints}

    def render_cover(self, app, cover):
        kind = cover.get("kind")
        if kind == "scan":
            return screens.render_scanner(app.lang)
        if kind == "away":
            seat = cover.get("seat", 0)
            return screens.render_away(app.lang, self.names[seat], seat, bool(self.codes.get(seat)))
        return ""

    # ---- connections ----------------------------------------------------------------------------------
    def key(self, seat):
        return str(seat) + "." + str(self.gen[seat])

    def seat_of(self, key):
        """The seat of a connection key, or None for a key of an older connection."""
        head, _dot, gen = str(key).partition(".")
        if not head.isdigit() or not gen.isdigit():
            return None
        seat = int(head)
        if seat not in self.remote or int(gen) != self.gen[seat]:
            return None
        return seat

    async def make_code(self, app, seat):
        """A new connection for `seat` and its join code (a link with the packed offer)."""
        if self.closed or seat not in self.remote:
            return
        app.env.rtc_close(self.key(seat))
        self.gen[seat] += 1
        self.seats[seat].new_channel()
        self.link[seat] = OFFERING
        self.codes[seat] = ""
        key = self.key(seat)
        text = await app.env.rtc_offer(key, ice.ice_servers(self.stun))
        if self.closed or key != self.key(seat):
            return
        if not text:
            self.link[seat] = FAILED
            app.say(app.tr("table_no_webrtc"))
            app.redraw()
            return
        try:
            packed = sdp.pack(text, sdp.OFFER, self.raw_id, seat, self.stun)
        except sdp.PackError:
            self.link[seat] = FAILED
            app.say(app.tr("table_no_webrtc"))
            app.redraw()
            return
        self.codes[seat] = app.env.page_url(sdp.join_fragment(packed))
        self.link[seat] = OFFERED
        app.redraw()

    async def make_codes(self, app):
        for seat in self.remote:
            if not self.joined(seat) and self.link[seat] in (NONE, CLOSED, FAILED):
                await self.make_code(app, seat)

    async def submit_answer(self, app, text):
        """An answer scanned or pasted: connect its seat (a link of a seat by message is that
        seat's business: app/message/actions.py)."""
        if self.mail is not None and "m1." in text:
            from ..message import actions as message_actions
            await message_actions.host_link(app, text)
            return True
        try:
            facts = sdp.read_answer(text)
        except sdp.PackError:
            try:
                sdp.read_join(text)
                app.say(app.tr("table_code_join_not_answer"))
            except sdp.PackError:
                app.say(app.tr("table_code_damaged"))
            return False
        seat = facts["seat"]
        if facts["table"] != self.raw_id or seat not in self.remote:
            app.say(app.tr("table_code_other_table"))
            return False
        if self.link[seat] != OFFERED:
            # an answer to an older code of this seat (or one already used): make a new code
            app.say(app.tr("table_code_damaged"))
            return False
        self.link[seat] = ACCEPTED
        self.answer = ""
        ok = await app.env.rtc_accept(self.key(seat), sdp.to_sdp(facts))
        if not ok:
            self.link[seat] = FAILED
            app.say(app.tr("table_connect_failed"))
            app.redraw()
            await self.make_code(app, seat)
            return False
        app.redraw()
        return True

    async def on_peer(self, app, key, event, data):
        """An event of a guest's connection: "open", "message" (with its text), "too_big" (a
        message the page dropped unread for its size), "wait" (faltering), "back", "closed"."""
        seat = self.seat_of(key)
        if seat is None or self.closed:
            if event == "open":
                app.env.rtc_close(key)    # a connection this table no longer has
            return
        if event == "open":
            self.link[seat] = OPEN
            self.seats[seat].new_channel()
        elif event == "message":
            await self.on_message(app, seat, data)
        elif event == "too_big":
            await self.act_on(app, seat, self.seats[seat].too_big(app.env.now_ms()))
        elif event == "wait":
            if self.link[seat] == OPEN:
                self.link[seat] = WAIT
                await self.flush(app)
                app.redraw()
        elif event == "back":
            if self.link[seat] == WAIT:
                self.link[seat] = OPEN
                await self.flush(app)
                app.redraw()
        elif event == "closed" and self.link[seat] in (OPEN, WAIT, ACCEPTED):
            was = self.seats[seat].joined
            self.link[seat] = CLOSED
            self.seats[seat].joined = False
            if was:
                app.say(app.tr("table_gone", {"name": self.names[seat]}))
            await self.flush(app)
            await self.make_code(app, seat)
            if not self.lobby:
                self.ask_if_waiting(app)
            app.redraw()

    def send(self, app, seat, text):
        return app.env.rtc_send(self.key(seat), text)

    async def on_message(self, app, seat, text):
        await self.act_on(app, seat, self.seats[seat].receive(text, app.env.now_ms()))

    async def act_on(self, app, seat, verdict):
        """Do what `HostSeat.receive` judged a guest's message to need."""
        hosted = self.seats[seat]
        action, arg = verdict
        if action == "reply":
            self.send(app, seat, arg)
        elif action == "reply_state":
            self.send(app, seat, arg)
            await self.send_state(app, seat)
        elif action == "close":
            self.send(app, seat, arg)
            app.env.rtc_close(self.key(seat))
            self.link[seat] = CLOSED
            hosted.joined = False
            await self.make_code(app, seat)
            app.redraw()
        elif action == "join":
            await self.joined_now(app, seat, arg)
        elif action == "state":
            await self.send_state(app, seat)
        elif action == "move":
            self.queue.append([seat, arg[0], arg[1], arg[2]])
            await self.pump(app)
        elif action == "hint":
            app.env.spawn(coaching.answer(self, app, seat, arg))

    async def joined_now(self, app, seat, first):
        hosted = self.seats[seat]
        back = bool(self.takeover[seat]) or not first
        if first:
            hosted.token = protocol.make_token(app.env.random_text)
        self.takeover[seat] = ""   # the guest is back: no one stands in any more
        self.save_meta(app)
        self.welcomed[seat] = False     # the welcome goes first, with the first state
        await self.flush(app)
        app.say(app.tr("table_back" if back else "table_joined", {"name": self.names[seat]}))
        if app.cover is not None and app.cover.get("kind") == "away" and app.cover.get("seat") == seat:
            app.cover = None
        if self.lobby:
            self.shown = None
            for other in self.remote:
                if not self.joined(other):
                    self.shown = other
                    break
            if self.all_joined():
                await self.start(app)
                return
        app.redraw()
        if not self.lobby:
            app.session.kick()

    # ---- sending the game ----------------------------------------------------------------------------
    async def send_state(self, app, seat):
        if not self.joined(seat):
            return
        reply = await app.call("seat_view", seat)
        if reply.get("ok") and self.joined(seat):
            # (a host still starting its engine sends the welcome once the game is open)
            if not self.welcomed[seat]:
                self.send(app, seat, self.seats[seat].welcome(reply))
                self.welcomed[seat] = True
            self.send(app, seat, self.seats[seat].state_message(reply, self.presence()))

    async def flush(self, app):
        """Send every joined guest the game as it is now (its seat's share of it)."""
        for seat in self.remote:
            await self.send_state(app, seat)

    def changed(self, app):
        """The open game changed (a move, a resume): every guest is sent it."""
        if not self.closed:
            app.env.spawn(self.flush(app))
            if self.mail is not None:
                app.env.spawn(self.mail.post(app, self.presence()))

    # ---- guests' moves ---------------------------------------------------------------------------------
    async def pump(self, app):
        """Play the guests' moves one at a time, in the order they came."""
        if self.pumping:
            return
        self.pumping = True
        try:
            while self.queue:
                seat, move, move_id, seen = self.queue.pop(0)
                await self.play_guest_move(app, seat, move, move_id, seen)
        finally:
            self.pumping = False

    async def play_guest_move(self, app, seat, move, move_id, seen):
        hosted = self.seats[seat]
        for _ in range(MOVE_TRIES):
            if (app.snap or {}).get("moves") != hosted.moves:
                await self.send_state(app, seat)    # judged against the game as it is now
            verdict = hosted.judge_move(move, move_id, seen)
            if verdict[0] != "move":
                if verdict[0] in ("reply", "close"):
                    self.send(app, seat, verdict[1])
                return
            before = (app.snap or {}).get("moves", 0)
            # the path every move takes (app/session.py): saved, counted, sent to every guest
            # (the sending waits for this task to yield, so the guest's id is settled by then)
            reply = await app.session.play(seat, move, "guest", hosted.moves)
            if reply.get("ok"):
                hosted.done(move_id, move, seen)
                return
            if app.snap is not None and app.snap.get("moves", 0) == before and hosted.moves == before:
                # refused for itself (the engine checks everything again): say why
                self.send(app, seat, hosted.refused(move_id, protocol.ILLEGAL, str(reply.get("error") or "")))
                return
            hosted.retry(move_id)
            hosted.pending_id = move_id
            await app.env.sleep(0)
        self.send(app, seat, hosted.refused(move_id, protocol.STALE))

    # ---- the host's choices ----------------------------------------------------------------------------
    async def start(self, app):
        """The game begins (or goes on after a reload): the lobby closes. A table with seats by
        message is dealt first, once each of them has answered (app/message/hosting.py)."""
        if self.mail is not None and not self.mail.dealt and not await self.mail.deal(app, self):
            return
        self.lobby = False
        self.rejoin = False
        self.begun = True
        app.screen = "game"
        app.cover = None
        if self.pass_and_play() and not (app.snap or {}).get("over"):
            seat = app.viewer if app.viewer in self.local_seats() else self.first_viewer()
            app.cover = {"kind": "handoff", "seat": seat, "paused": False}
        await self.flush(app)
        app.redraw()
        if app.cover is None:
            app.session.kick()

    def ask_if_waiting(self, app):
        """The game waits on an away guest's seat: ask the host what to do (once per wait)."""
        seat = self.away_due(app.snap)
        if seat is not None and app.cover is None and not self.lobby:
            app.cover = {"kind": "away", "seat": seat}

    async def stand_in(self, app, seat, who):
        """A bot ("bot") or the host's phone ("local") plays an away guest's seat for now."""
        if seat not in self.remote or self.joined(seat):
            return
        self.takeover[seat] = who
        self.save_meta(app)
        app.cover = None
        await self.flush(app)
        if who == "local":
            app.cover = {"kind": "handoff", "seat": seat, "paused": False}
            app.redraw()
            return
        app.redraw()
        app.session.kick()

    async def go_by_message(self, app, seat):
        """An away guest's seat goes on by message from now on: it leaves the live seats and
        the lobby shows its invite to send (app/message/hosting.py). A game under way is not
        dealt again: the seat joins the deal already made, which its invite says (`late`)."""
        if seat not in self.remote or self.joined(seat) or self.closed:
            return
        from ..message import hosting
        mail = self.mail
        if mail is None:
            mail = hosting.MessageSeats(self.table_id, [])
            if not await mail.prepare(app.env, promise=not self.begun):
                app.say(app.tr("msg_cannot_seal"))
                app.redraw()
                return
            mail.dealt = self.begun
        if seat not in self.remote or self.joined(seat):
            return                      # the guest came back meanwhile
        mail.add_seat(seat, late=mail.dealt)
        self.mail = mail
        app.env.rtc_close(self.key(seat))
        self.remote.remove(seat)
        for part in (self.seats, self.link, self.codes, self.gen, self.takeover, self.welcomed):
            part.pop(seat, None)
        self.message.append(seat)
        self.message.sort()
        self.save_meta(app)
        await self.flush(app)           # every guest's bar shows the seat by message
        app.say(app.tr("msg_now_by_message", {"name": self.names[seat]}))
        app.cover = None
        self.lobby = True
        self.shown = seat
        app.screen = "lobby"
        app.redraw()

    async def free_seat(self, app, seat):
        """The guest has a new phone: its seat's old token no longer counts."""
        if seat not in self.remote:
            return
        self.seats[seat].token = ""
        self.save_meta(app)
        await self.show_code(app, seat)

    async def show_code(self, app, seat):
        """Back to the lobby, showing that seat's code."""
        app.cover = None
        self.lobby = True
        self.shown = seat
        app.screen = "lobby"
        app.redraw()
        if not self.codes.get(seat) or self.link[seat] not in (OFFERED,):
            await self.make_code(app, seat)

    def close(self, app):
        """The host leaves the game: every guest is told, every connection closed."""
        if self.closed:
            return
        for seat in self.remote:
            if self.link[seat] in (OPEN, WAIT):
                self.send(app, seat, protocol.bye(protocol.OVER if (app.snap or {}).get("over") else "host_left"))
            app.env.rtc_close(self.key(seat))
        self.closed = True
        if self.scanning:
            app.env.scan_stop()

