"""The guest's side of a table: this phone plays one seat of a game the host's phone runs.

A guest opens a join link (`…/#t1.<packed offer>`, from the host's QR code): `join` builds
the answer (shown as a QR code and as text for the host), and once the host has it the data
channel opens, the guest says hello (with the seat's rejoin token, kept in this phone's
storage), and from then on draws whatever state the host sends — the seat's own view, its
legal moves — with the same game screens as everywhere. A tapped move goes to the host,
numbered as the host last said (`protocol.GuestSession`); nothing is played here, nothing of
the game is saved here but the token. Every tap is answered on screen: the new table, a
refusal in the reader's language, or, when the host has not answered within `WAIT_MS`,
"waiting for the host" while the move is sent again. When the channel goes, the guest waits
for a new code of its seat; its waiting move goes again on the new channel.
"""

import json

from . import (
    coaching,
    ice,
    protocol,
    screens,
    sdp,
    strings,
)

GUEST_KEY = "pt.table-guest"   # [[table id, seat, token, updated ms], ...], newest first
KEPT_TABLES = 8

ANSWER = "answer"        # making, then showing, the answer code
CONNECTING = "connecting"
PLAYING = "playing"
LOST = "lost"            # the channel is gone: a new code from the host brings it back

WAIT_MS = 4000           # a move unanswered this long is said to wait for the host, and resent
RESENDS = 5              # resends of one move on one channel (the channel's end says the rest)


def stored_tables(store):
    try:
        data = json.loads(store.get(GUEST_KEY) or "[]")
    except Exception:
        return []
    if not isinstance(data, list):
        return []
    return [e for e in data if isinstance(e, list) and len(e) == 4 and isinstance(e[0], str)
            and type(e[1]) is int and isinstance(e[2], str)]


def stored_token(store, table_id, seat):
    for entry in stored_tables(store):
        if entry[0] == table_id and entry[1] == seat:
            return entry[2]
    return ""


def keep_token(store, table_id, seat, token, now_ms):
    rest = [e for e in stored_tables(store) if not (e[0] == table_id and e[1] == seat)]
    return store.set(GUEST_KEY, json.dumps(([[table_id, seat, token, now_ms]] + rest)[:KEPT_TABLES]))


class GuestTable:
    guest = True

    def __init__(self, facts, session):
        self.facts = facts
        self.table_id = sdp.table_id_text(facts["table"])
        self.seat = facts["seat"]
        self.session = session
        self.phase = ANSWER
        self.answer = ""
        self.gen = 0
        self.why = ""
        self.link = ""
        self.scanning = False
        self.closed = False
        self.presence = []
        self.waiting = False     # the move sent got no answer within WAIT_MS
        self.watch_gen = 0       # the watch of the move sent last (an older one stops)

    def key(self):
        return "host." + str(self.gen)

    def stun(self):
        """The STUN server the host's code names (if it is an address), or ""."""
        text = self.facts.get("stun") or ""
        return text if ice.valid_stun(text) else ""

    # ---- drawing ------------------------------------------------------------------------------
    def render(self, app):
        return screens.render_join(app.lang, {"phase": self.phase, "answer": self.answer, "seat": self.seat,
                                              "why": self.why, "link": self.link,
                                              "stun": self.stun()})

    @property
    def hints(self):
        """Whether the host's setup allows the coach's hints (its states say)."""
        return self.session.hints

    def ask_hint(self, app, asked):
        """"Hint": the question goes to the host (table/coaching.py), whose answer comes later;
        `asked` while it thinks, or None if it cannot be asked now."""
        from .coaching import ask
        return asked if ask(app, self) else None

    def game_ctx(self, app):
        snap = app.snap or {}
        names = [s.get("name", "") for s in (snap.get("record") or {}).get("seats") or []]
        note = ""
        if self.phase == LOST:
            note = app.tr(self.why or "table_lost_hint")
        elif self.session.pending is not None:
            note = app.tr("table_waiting_host" if self.waiting else "table_sending")
        presence = self.session.presence
        if self.phase == LOST:
            # the host's phone is out of reach: its seats are not "host" any more, as far as
            # this phone can tell
            presence = [protocol.AWAY if p == protocol.HOST else p for p in presence]
        bar = screens.render_bar(app.lang, names, presence, self.seat,
                                 [] if snap.get("over") else (snap.get("to_move") or []), note)
        if self.phase == LOST:
            bar += screens.render_rejoin(app.lang, {"link": self.link})
        return {"bar": bar, "guest": True, "live": self.phase == PLAYING, "hints": self.session.hints}

    def render_cover(self, app, cover):
        if cover.get("kind") == "scan":
            return screens.render_scanner(app.lang)
        return ""

    # ---- connecting ------------------------------------------------------------------------------
    async def connect(self, app):
        """Answer the host's offer: the answer code to show, once it is made."""
        self.gen += 1
        key = self.key()
        self.phase = ANSWER
        self.answer = ""
        app.redraw()
        # the host's code names its STUN server, if it chose one: the guest's answer needs the
        # same server to tell the host its public address
        text = await app.env.rtc_answer(key, sdp.to_sdp(self.facts), ice.ice_servers(self.stun()))
        if self.closed or key != self.key():
            return
        if not text:
            self.phase = LOST
            self.why = "table_no_webrtc"
            app.redraw()
            return
        try:
            packed = sdp.pack(text, sdp.ANSWER, self.facts["table"], self.seat)
        except sdp.PackError:
            self.phase = LOST
            self.why = "table_no_webrtc"
            app.redraw()
            return
        self.answer = sdp.answer_code(packed)
        app.redraw()

    async def on_peer(self, app, key, event, data):
        if key != self.key() or self.closed:
            if event == "open":
                app.env.rtc_close(key)
            return
        if event == "open":
            self.phase = CONNECTING if app.snap is None or app.screen != "game" else PLAYING
            self.session.new_channel()
            app.env.rtc_send(key, self.session.hello())
            app.redraw()
        elif event == "message":
            await self.on_message(app, data)
        elif event == "wait":
            app.redraw()
        elif event == "closed" and self.phase != LOST:
            self.phase = LOST
            self.why = "table_host_gone" if app.screen == "game" else "table_connect_failed"
            app.redraw()

    async def on_message(self, app, text):
        event, arg, reply = self.session.receive(text)
        if event == "welcome":
            keep_token(app.env.store, self.table_id, self.seat, arg, app.env.now_ms())
            if reply is not None:
                self.send_move(app, reply)      # the move that waited for this channel
        elif event == "renumbered":
            self.send_move(app, reply)          # under the id the host expects
        elif event == "state":
            first = app.screen != "game"
            self.phase = PLAYING
            self.why = ""
            self.waiting = False
            app.session.follow(arg, self.seat)
            app.go("game", None if first else app.cover)
            if reply is not None:
                app.env.rtc_send(self.key(), reply)
            app.redraw()
        elif event == "hinted":
            coaching.hinted(app, arg)
        elif event == "refused":
            self.waiting = False
            if app.hint is not None and app.hint.get("state") == "thinking":
                app.hint = None     # a hint asked for a decision gone (or at a table without)
            code, _, detail = arg
            # the host's engine explains an illegal move in English: shown to an English reader
            app.say(detail if code == protocol.ILLEGAL and detail and app.lang == "en"
                    else app.tr("table_why_" + code))
            app.redraw()
        elif event == "bye":
            self.phase = LOST
            self.why = "table_why_" + arg if ("table_why_" + arg) in strings.STRINGS else "table_ended"
            app.env.rtc_close(self.key())
            app.redraw()

    async def move(self, app, move):
        """A tapped move: sent to the host (one at a time)."""
        if self.phase != PLAYING:
            app.say(app.tr(self.why or "table_lost_hint"))
            return
        text = self.session.move(move)
        if text is None:
            app.say(app.tr("table_waiting_host" if self.waiting else "table_sending"))
            return
        self.send_move(app, text)
        app.redraw()

    def send_move(self, app, text):
        """Send a move's message and watch for its answer."""
        app.env.rtc_send(self.key(), text)
        self.waiting = False
        self.watch_gen += 1
        app.env.spawn(self.watch(app, self.watch_gen, self.session.pending))

    async def watch(self, app, gen, pending):
        """A move the host has not answered within WAIT_MS: the bar says so, and it is sent
        again (the host answers a move it already has, never plays it twice)."""
        since = int(app.env.now_ms())
        resends = 0
        while resends < RESENDS:
            await app.env.sleep(0.5)
            if (gen != self.watch_gen or self.closed or self.phase != PLAYING or pending is None
                    or self.session.pending is not pending):
                return
            now = int(app.env.now_ms())
            if now - since < WAIT_MS:
                continue
            since = now
            resends += 1
            self.waiting = True
            app.env.rtc_send(self.key(), self.session.resend())
            app.redraw()

    def close(self, app):
        if not self.closed:
            app.env.rtc_close(self.key())
            self.closed = True
            if self.scanning:
                app.env.scan_stop()


def read_join(fragment):
    """The facts of a join link's fragment, or None if it is not one."""
    try:
        return sdp.read_join(fragment)
    except sdp.PackError:
        return None

