"""The players of a game's seats, one small interface for all: what happens when a seat is due.

The open game's session (app/session.py) asks who is due (`Session.next_step`: a kind and a
seat) and hands the turn to that kind's player: `await player.turn(session, seat,
generation, drawn)`. A player either plays a move through `session.play` (which takes the
one after-move path) and answers True (the loop goes on; the page shows the game as it
stands), or sets the screen for a decision made elsewhere and answers None (the loop stops
until a move arrives: a tap, a guest's message). `generation` tells whether the game on
screen is still the one the turn began with; `drawn` whether the page shows it as it stands.

The kinds here are the phone's own; the table mode registers its guest's phone
(app/table/host.py) when it is first used, so the session never imports it. A new kind of
player — a seat played by message, say — is one class registered under its kind.
"""

from . import cues


class Bot:
    """A bot: it thinks in the engine worker, stays on screen for the pace so people can
    follow, and plays."""

    async def turn(self, session, seat, generation, drawn):
        app = session.app
        snap = session.snap
        if not (drawn and session.thinking == seat):
            session.thinking = seat
            app.redraw()
        started = app.env.now_ms()
        reply = await app.call("bot_move", seat)
        if generation != session.generation:
            return None
        if not reply.get("ok"):
            session.thinking = None
            app.say(app.error_text(reply))
            app.redraw()
            return None
        wait = app.pace - (app.env.now_ms() - started) / 1000
        if wait > 0:
            await app.env.sleep(wait)
        if generation != session.generation:
            return None
        if (session.snap or {}).get("moves") != snap.get("moves"):
            # someone moved while the bot thought (a guest at a table, or the player in a
            # phase where both choose, as Notre Dame's draft): it looks again
            session.thinking = None
            return True
        played = await session.play(seat, reply["move"], "bot", snap.get("moves", 0))
        if played.get("ok"):
            return True           # after_move drew it and started no second loop
        session.thinking = None
        if generation == session.generation and (session.snap or {}).get("moves") != snap.get("moves"):
            return True           # its move was for the picture before: it looks again
        if generation == session.generation:
            app.say(app.error_text(played))
        app.redraw()
        return None


class Holder:
    """The person holding this phone: their view of the table, until they tap a move."""

    async def turn(self, session, seat, generation, drawn):
        if seat != session.viewer:
            if not session.take_snapshot(await session.app.call("snapshot", seat)):
                return None
            session.autosave()
            drawn = False
        if not drawn:
            session.app.redraw()
        return None


class NextHolder:
    """Another person on this phone: the hand-off cover, until they take the phone and tap."""

    async def turn(self, session, seat, generation, drawn):
        app = session.app
        app.cover = {"kind": "handoff", "seat": seat, "paused": False}
        cues.cue(app, "turn")
        app.redraw()
        return None


class LinkedPhone:
    """Another person, on their own phone, on a phone locked to one seat by its link: "send
    them the link" (app/table/seatlink.py)."""

    async def turn(self, session, seat, generation, drawn):
        session.app.cover = {"kind": "waiting", "seat": seat}
        session.app.redraw()
        return None


PLAYERS = {"bot": Bot(), "human": Holder(), "handoff": NextHolder(), "waiting": LinkedPhone()}


def register(kind, player):
    """A kind of player from elsewhere (the table mode's guest's phone)."""
    PLAYERS[kind] = player


def player(kind):
    """The player of a kind `Session.next_step` names, or None (the game is over)."""
    return PLAYERS.get(kind)
