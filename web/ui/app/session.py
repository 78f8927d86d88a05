"""The open game on this phone: its snapshot, who acts next, and the one path every move takes.

`Session` holds the open game as the screens draw it (`snap`, shown to `viewer`), where it
is saved (`save_id`), whether the engine holds it (`synced`), and its bot loop. However a
move arrives — a tap on this phone, a bot in the worker, a guest's phone at a table, undo,
the move tapped on a game dealt ahead — the engine's answer takes one path, `after_move`:
it becomes the open game, a game it ends is counted in the player's record, the game is
saved (and sent to the table's guests), the page is drawn, and the next seat is asked to act.

Who acts next is each seat's business, and the session does not know how a seat's move
arrives: `next_step` names the kind of player that is due, and that player (app/seats.py)
takes its turn — a bot thinks in the worker and plays through `play`; a person on this
phone is shown the table; a guest's phone at a table is waited for, its moves arriving
through `play` from app/table/host.py. A new kind of player is one class in seats.py (or
in its own package, registered with `seats.register`).

The session acts on the page through the App (`app`: drawing, words, covers, the table).
Kept in the subset of Python that MicroPython runs.
"""

import json

from . import cues, dealt, flow, library, seats, stats
from .table import seatlink


class Session:
    def __init__(self, app):
        self.app = app
        self.env = app.env
        self.snap = None
        self.viewer = 0
        self.save_id = None
        self.synced = False         # the engine holds the open game (not just a stored picture)
        self.thinking = None        # the bot seat shown thinking
        self.generation = 0         # bumped whenever another game opens: stale bot loops stop
        self.loop = -1              # the generation whose bot loop is running, if any
        self.unsaved = None         # the save id whose write was refused (said once)
        self.unlisted = None        # the save id whose list write was refused (said once)
        # A game dealt ahead (app/dealt.py), shown while the engine starts: its moves may be
        # tapped (`early`), and the one tapped (`queued`: [move, the view it was tapped on])
        # is played when the engine holds the game.
        self.early = False
        self.queued = None
        self.observers = []         # callables told `(source, seat, move)` after every move

    def stop(self):
        """Another game (or another picture of this one) comes: a running bot loop stops."""
        self.generation += 1
        self.thinking = None

    def picture(self, snap):
        """`[seed, moves]`: which game a snapshot shows and how far, so the engine refuses a
        move meant for another game (see engine.play). The seed goes as text: a 62-bit number
        would be rounded on its way through JavaScript."""
        return [str((snap.get("record") or {}).get("seed")), snap.get("moves", 0)]

    def take_snapshot(self, reply):
        """Adopt a snapshot reply as the open game's state; False (and a message) if not ok."""
        app = self.app
        if not reply.get("ok"):
            app.say(app.error_text(reply))
            return False
        cues.cue_for(app, self.snap, reply)
        self.snap = reply
        self.viewer = flow.viewer_of(reply, self.viewer)
        return True

    def follow(self, snap, seat):
        """A guest's phone at a table: the host's state for its seat becomes the game on
        screen (nothing is played or saved here; the host's phone does both)."""
        cues.cue_for(self.app, self.snap, snap)   # "your turn" sounds on a guest's phone too
        self.snap = snap
        self.viewer = seat
        self.synced = True

    # ---- the one path after a move ----------------------------------------------------------
    async def play(self, seat, move, source, moves_seen=None):
        """Play `move` for `seat` (`source`: "tap", "bot", "guest", "dealt") against the open
        game as this phone last had it (or at `moves_seen`), and take the one path after it.
        The engine answers with what changed (the moves played, the new log lines, the view
        without its log …); the whole snapshot is rebuilt here (`flow.merge`), so everything
        after sees what it always saw. Returns that snapshot, or the engine's refusal, which
        changes nothing and says nothing (the caller knows whom to tell)."""
        before = self.snap
        seed, moves = self.picture(before)
        reply = await self.app.call("play", seat, move, self.viewer, seed,
                                    moves if moves_seen is None else moves_seen)
        if reply.get("ok") and flow.is_delta(reply):
            # what changed, on the snapshot this phone holds now (a bot's move may have come
            # first); one it does not extend is asked for whole
            whole = flow.merge(self.snap, reply)
            reply = whole if whole is not None else await self.app.call("snapshot", self.viewer)
        if reply.get("ok"):
            self.after_move(reply, before, source, seat, move)
        return reply

    def after_move(self, reply, before, source, seat=None, move=None):
        """The engine played a move (or took one back): the reply becomes the open game, a
        game it ends counts in the record, the game is saved and sent to the table's guests,
        the page drawn once (a bot due next is shown thinking in it), and the next seat asked."""
        app = self.app
        if not self.take_snapshot(reply):
            return
        if source == "tap":
            self.env.unsay()
        self.note_finish(before or {})
        self.autosave()
        for observer in self.observers:
            observer(source, seat, move)
        self.thinking = self.bot_due()
        app.redraw()
        self.kick(drawn=True)

    def autosave(self):
        """Store the open game. A refused write changes nothing else and is said once per
        game, with the way to make room."""
        app = self.app
        snap = self.snap
        if app.table is not None and not app.table.guest:
            app.table.changed(app)   # every change of the game reaches the guests from here
        if snap is None or self.save_id is None:
            return
        record = snap.get("record") or {}
        store = self.env.store
        status = app.library.write(self.save_id, record, snap, self.env.now_ms())
        if status == library.NO_ROOM and dealt.drop_all(store):
            # games dealt ahead are no one's games: they give way to a save
            status = app.library.write(self.save_id, record, snap, self.env.now_ms())
        if status == library.NO_ROOM:
            if self.unsaved != self.save_id:
                self.unsaved = self.save_id
                app.say(app.tr("storage_full"), ["room", "make_room"])
            return
        self.unsaved = None
        if status == library.LIST_REFUSED and self.unlisted != self.save_id:
            self.unlisted = self.save_id
            app.say(app.tr("list_refused"))
        app.library.set_current(self.save_id)

    def note_finish(self, before):
        """The move just played ended the game: the player's record counts it (once: only the
        move that ends it, never a finished game opened from a save or a link)."""
        app = self.app
        snap = self.snap
        record = snap.get("record") or {}
        if before.get("over") or not snap.get("over") or not stats.counts(record):
            return
        app.record = stats.add_result(app.record, record, snap, self.env.now_ms())
        if not self.env.store.set(stats.STATS_KEY, stats.dump(app.record)):
            app.say(app.tr("stats_refused"))

    # ---- who acts next ----------------------------------------------------------------------
    def next_step(self):
        """`[kind, seat]`: who acts next — at a table (app/table/host.py), on a phone locked
        to one seat by its link (seatlink.py), or as everywhere (flow.py)."""
        app = self.app
        snap = self.snap or {}
        record = snap.get("record") or {}
        if app.table is not None and not app.table.guest:
            return app.table.next_step(snap, self.viewer)
        if app.locked is not None:
            return seatlink.next_step(record, snap, app.locked)
        return flow.next_step(record, snap, self.viewer)

    def bot_due(self):
        """The seat of the bot that moves next in the open game, or None."""
        kind, seat = self.next_step()
        return seat if kind == "bot" else None

    def kick(self, drawn=False):
        """Start the loop of turns for the open game unless it already runs. It runs as its
        own task, so taps (home, share, language) stay alive while bots think. `drawn`: the
        page shows the game as it stands, so the loop draws again only once something changes."""
        table = self.app.table
        if table is not None and (table.guest or table.lobby):
            return   # a guest's phone plays no bot; a table plays once its lobby is done
        if self.loop != self.generation:
            self.env.spawn(self.advance(drawn))

    async def advance(self, drawn=False):
        """Bots play one by one; the loop stops at a decision of a person (on this phone or
        another) with the screen set for it."""
        generation = self.generation
        self.loop = generation
        try:
            while generation == self.generation and self.app.screen == "game":
                kind, seat = self.next_step()
                if kind != "bot" and self.thinking is not None:
                    self.thinking = None
                    drawn = False
                player = seats.player(kind)
                if player is None:        # the game is over
                    if not drawn:
                        self.app.redraw()
                    return
                drawn = await player.turn(self, seat, generation, drawn)
                if drawn is None:         # a person decides now: the loop stops
                    return
        finally:
            if self.loop == generation:
                self.loop = -1

    # ---- opening ------------------------------------------------------------------------------
    async def open_in_engine(self):
        """Load the open game into the engine worker (the stored snapshot was only a picture)."""
        app = self.app
        reply = await app.call("open_game", json.dumps(self.snap.get("record") or {}), self.viewer)
        if not reply.get("ok"):
            app.say(app.tr("saved_game_damaged", {"why": app.error_text(reply)}))
            return False
        self.snap = reply
        self.synced = True
        self.early = False
        self.autosave()
        return True

    async def undo(self):
        """Take back the viewer's last move; the answer takes the path of every move."""
        self.stop()   # a bot loop still running must not play on the old position
        before = self.snap
        reply = await self.app.call("undo", self.viewer)
        if reply.get("ok"):
            self.after_move(reply, before, "undo")
        else:
            self.take_snapshot(reply)   # says why

    async def play_queued(self):
        """The engine now holds the dealt game on screen: play the move tapped on it meanwhile.
        The engine's table is the one that was shown unless an update changed the deal; then
        the move is not played and the player is asked again."""
        app = self.app
        move, view = self.queued
        self.queued = None
        if self.snap.get("view") != view or move not in (self.snap.get("legal") or []):
            app.say(app.tr("dealt_changed"))
            app.redraw()
            self.kick()
            return
        reply = await self.play(self.viewer, move, "dealt")
        if not reply.get("ok"):
            self.take_snapshot(reply)

