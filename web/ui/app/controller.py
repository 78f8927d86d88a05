"""The app's decisions, pure: what each tap does, which screen is next, who acts next, when a
bot moves, what is saved and what is resumed.

`App` holds the app's state and acts through a port (`env`), so the same code runs in the
browser, where `main.py` wires the port to the page, the engine worker, storage and timers,
and in the tests, where a fake port calls the engine in-process. The port gives:

* `await env.call(name, *args)` — an engine function; the reply as a dict with "ok";
* `env.store` — storage (`library.Library`'s port: get, set, remove, keys);
* `env.now_ms()`, `await env.sleep(seconds)`, `env.spawn(coroutine)`;
* `env.redraw()` — draw `App.render()` into the page; `env.say(text)` / `env.unsay()` — the
  message line;
* `await env.share(url)` — "shared", "copied" or None; `env.page_url(fragment)`;
* `await env.fetch_text(url)` — a page's text or None (the rules);
* `env.apply_update()` — reload into a waiting release;
* several phones at one table (app/table/): `await env.rtc_offer(key, ice)`,
  `await env.rtc_answer(key, offer, ice)` (a description's text, or None),
  `await env.rtc_accept(key, answer)`, `env.rtc_send(key, text)`, `env.rtc_close(key)` — one
  data channel per key, whose events come back as `App.on_peer(key, event, data)`;
  `env.random_text(n)`; `await env.scan_start()` / `env.scan_stop()` (the camera, whose codes
  come back as `App.on_scanned(text)`); `env.copy_text(text)`.
* `env.cue(kind)` — a sound and a buzz, "turn" or "round" (optional: a port without it is
  silent); called only when the player turned sound on.

Every tap arrives as `tap(move, action)`: a move text (`data-move`, or `data-try` for a thing
the seat may not use now, which the engine refuses with a reason) or an action text
(`data-action`, `head:argument`) looked up in `ACTIONS`. One tap is handled at a time.
"""

import asyncio

from . import (
    flow,
    game,
    game_actions,
    guide,
    guiding,
    handoff,
    home,
    i18n,
    library,
    opening,
    registry,
    rules,
    saves,
    sheet_actions,
    sheets,
    starting,
    stats,
)
from . import setup as setup_screen
from . import table as table_mode  # the table's own code is imported on first use (its __init__)
from .cues import SOUND_KEY
from .fill import aside
from .session import Session
from .table import seatlink

# The longest link the engine reads (pycore.links.MAX_FRAGMENT; a test holds them equal): a
# longer one is refused before anything reads it, the engine included.
MAX_LINK = 60000
BOT_PACE = 0.5  # seconds each bot move stays on screen, so humans can follow
PACE_KEY = "pt.bot_pace"  # tests set a shorter pace here (seconds); players never see it


def too_long(fragment):
    """Whether a link is longer than any the engine reads: `fragment` is its text, or only its
    length when main.py would not read it (2 MB of address ran MicroPython's heap out)."""
    size = fragment if isinstance(fragment, int) else len(fragment or "")
    return size > MAX_LINK


def bot_pace(stored):
    """The pace stored for tests, if it is a sane number of seconds, else BOT_PACE."""
    try:
        pace = float(stored)
    except (TypeError, ValueError):
        return BOT_PACE
    return pace if 0 <= pace <= 5 else BOT_PACE


class App:
    def __init__(self, env):
        self.env = env
        self.library = library.Library(env.store)
        self.pace = BOT_PACE
        self.lang = "en"
        self.screen = "home"        # "home" | "setup" | "game"
        self.engine_state = "loading"  # "asleep" (a guest's phone) | "loading" | "ready" | "failed"
        self.catalog = None
        self.confirm = None         # save id awaiting delete confirmation
        self.setup = None
        # None | {"kind": "handoff", "seat", "paused"} | {"kind": "share"} | {"kind": "rules",
        # "game", "article", "failed"} | {"kind": "link", "save", "record"} | {"kind": "room",
        # "then"}
        self.cover = None
        self.replay = None
        self.busy = False
        self.update_ready = False   # a new release waits (offered between games)
        self.pending_link = ""      # a link that arrived before the engine was ready
        self.engine_up = None       # set once the engine's start ended, for calls that wait on it
        self.pending_start = False  # Start tapped in the setup before the engine was ready
        # `deal_next`: the setup of the game dealt ahead (app/dealt.py) that this visit
        # started, [game id, seats, options], whose next game is dealt once the engine is up.
        self.deal_next = None
        self.record = {}            # the player's record (stats.parse), read at boot
        # Several phones at one table: None, or the host's table (app/table/host.py) or the
        # guest's (app/table/guest.py); `fields` holds the page's text fields (data-field).
        self.table = None
        self.fields = {}
        self.locked = None          # the seat a game opened by a link addressed to it plays
        self.pending_lock = None    # that seat, until the game the link opens is entered
        self.guide = None           # None | {"game", "step"}: the first-game guide on screen
        self.sheet = "peek"         # the decision sheet on a phone: "peek" or "open" (pulled up)
        self.hint = None            # the coach's hint: None | {"at": moves, "state", "moves"}
        self.review = None          # the coach's review of the game's end (app/coaching.py)
        self.guided = []            # the games whose guide was finished or skipped
        self.sound = False          # sound and vibration for "your turn" and a round's end
        self.session = Session(self)   # the open game: its snapshot, seats, the after-move path

    # The open game's facts live in the session; the screens and the table read them here.
    @property
    def snap(self):
        return self.session.snap

    @snap.setter
    def snap(self, value):
        self.session.snap = value

    @property
    def viewer(self):
        return self.session.viewer

    @viewer.setter
    def viewer(self, value):
        self.session.viewer = value

    @property
    def save_id(self):
        return self.session.save_id

    @save_id.setter
    def save_id(self, value):
        self.session.save_id = value

    @property
    def synced(self):
        return self.session.synced

    @synced.setter
    def synced(self, value):
        self.session.synced = value

    @property
    def queued(self):
        return self.session.queued

    # ---- words ------------------------------------------------------------------------------
    def tr(self, key, params=None):
        return i18n.t(self.lang, key, params)

    def error_text(self, reply):
        """The engine's refusal or failure, in the reader's language (worded by its code)."""
        return i18n.refusal_text(self.lang, reply)

    def say(self, text, offer=None):
        self.env.say(text, offer)

    # ---- drawing ----------------------------------------------------------------------------
    def render(self):
        """`[screen html, overlay html, covered]`: what the page shows now. `covered` means
        the hand-off cover hides the table, and nothing of it may stay in the page."""
        lang = self.lang
        cover = self.cover
        if cover is not None and cover.get("kind") == "handoff":
            names = game.seat_names((self.snap or {}).get("record") or {})
            seat = cover.get("seat", 0)
            name = names[seat] if 0 <= seat < len(names) else "?"
            return ["", handoff.render_handoff(lang, name, cover.get("paused", False)), True]
        if self.screen in ("lobby", "join") and self.table is not None:
            html = self.table.render(self)
        elif self.screen == "home":
            html = home.render_home(lang, self.catalog, self.library.index, self.engine_state,
                                    self.env.now_ms(), self.confirm, self.update_ready, self.record,
                                    self.sound)
        elif self.screen == "setup":
            html = setup_screen.render_setup(
                lang, self.setup, "pending" if self.pending_start else self.engine_state)
        else:
            html = self.render_game()
        sheet = ""
        if cover is not None:
            kind = cover.get("kind")
            if kind == "rules":
                sheet = rules.render_sheet(lang, cover.get("game"), cover.get("article"), cover.get("failed"),
                                           guiding.rules_tools(self, cover.get("game")))
            elif kind == "share":
                sheet = game.render_share_dialog(lang, seatlink.share_buttons(
                    lang, (self.snap or {}).get("record") or {}))
            elif kind == "link":
                sheet = sheets.render_link_question(lang, cover.get("record") or {})
            elif kind == "room":
                sheet = sheets.render_room(lang, self.library.index, self.env.now_ms())
            elif kind == "stats":
                sheet = stats.render_sheet(lang, self.record, registry.ids(), self.env.now_ms(),
                                           cover.get("confirm"))
            elif kind in ("reference", "log"):
                sheet = game.render_game_sheet(lang, kind, self.snap or {})
            elif kind == "waiting":
                names = game.seat_names((self.snap or {}).get("record") or {})
                seat = cover.get("seat", 0)
                sheet = seatlink.render_waiting(lang, names[seat] if 0 <= seat < len(names) else "?", seat,
                                                names[self.viewer] if 0 <= self.viewer < len(names) else "?")
            elif self.table is not None:
                sheet = self.table.render_cover(self, cover)
        elif guiding.guide_shown(self):
            sheet = guide.render_guide(lang, self.guide["game"], self.guide["step"])
        return [html, sheet, False]

    def render_game(self):
        session = self.session
        ctx = {"ready": self.engine_state == "ready" and session.synced,
               "early": session.early and not session.synced and session.queued is None,
               "queued": session.queued is not None and not session.synced,
               "thinking": session.thinking, "replay": self.replay,
               "bot_due": self.session.bot_due() is not None, "sheet": self.sheet, "hint": self.hint,
               "review": game_actions.shown_review(self)}
        if self.table is not None:
            ctx["table"] = self.table.game_ctx(self)
            if self.table.guest:
                ctx["ready"] = ctx["table"]["live"]   # a guest's moves go to the host's engine
        try:
            return game.render_game(self.lang, self.snap, ctx)
        except Exception:
            if self.synced:
                raise
            # A stored picture the screens cannot draw (damaged, or from an older app): show
            # the bare table until the engine replays the record.
            self.snap = flow.blank_snapshot(self.snap.get("record") or {})
            return game.render_game(self.lang, self.snap, ctx)

    def redraw(self):
        if self.screen in ("home", "setup"):
            self.wake_engine()      # a guest that left its table plays on this phone now
        self.env.redraw()

    # ---- the engine -------------------------------------------------------------------------
    async def call(self, name, *args):
        """An engine function (its reply, a dict with "ok"); one asked for before the engine is
        up (a guest's phone, which starts it only now) waits for it."""
        self.wake_engine()
        if self.engine_state == "loading":
            if self.engine_up is None:
                self.engine_up = asyncio.Event()
            await self.engine_up.wait()
        return await self.env.call(name, *args)

    # ---- navigation -------------------------------------------------------------------------
    def go(self, screen=None, cover=None):
        """Show `screen` (None: the one shown) under `cover` (None: no cover): the one way the
        modules beside this one move the app between screens and sheets."""
        if screen is not None:
            self.screen = screen
        self.cover = cover

    # ---- leaving a game (opening one: app/opening.py) ------------------------------------------
    def leave_game(self):
        """Back to the home screen: the open game stays saved; its bot loop stops; a table's
        connections close (its guests rejoin when the game is opened again)."""
        self.close_table()
        self.locked = None
        self.session.stop()
        self.screen = "home"
        self.cover = None
        self.replay = None
        self.guide = None
        self.sheet = "peek"
        self.hint = self.review = None
        self.session.early = False
        self.session.queued = None
        self.library.set_current(None)

    # ---- several phones at one table (app/table/) -----------------------------------------------
    def close_table(self):
        if self.table is not None:
            self.table.close(self)
            self.table = None

    def pass_and_play(self, record):
        """Two or more humans share this phone (at a table: this phone's own seats; with a
        link addressed to one seat: never)."""
        if self.locked is not None:
            return False
        if self.table is not None and not self.table.guest:
            return self.table.pass_and_play()
        return flow.is_pass_and_play(record)

    async def on_peer(self, key, event, data=None):
        """An event of a table's connection (see the port)."""
        await table_mode.load_actions().on_peer(self, key, event, data)

    async def on_scanned(self, text):
        await table_mode.load_actions().on_scanned(self, text)

    def set_fields(self, fields):
        """The page's text fields (`data-field`), read before every tap and redraw."""
        for name in fields:
            self.fields[name] = fields[name]
        if self.table is not None and not self.table.guest and "answer" in fields:
            self.table.answer = fields["answer"]
        if self.table is not None and not self.table.guest and "stun" in fields:
            self.table.stun_draft = fields["stun"]   # used only once "Use it" is tapped

    # ---- links --------------------------------------------------------------------------------
    def refuse_link(self, why):
        """Say why a link was not opened; the seat it named goes with it."""
        self.pending_lock = None
        self.say(self.tr("bad_link", {"why": why}))
        self.redraw()

    # ---- making room ----------------------------------------------------------------------------
    def ask_room(self, then):
        """The list is full: ask what may go, over the home screen; `then` is what to do once
        there is room (`["game", record]` opens that game, `["save"]` saves the open one)."""
        if then[0] == "game":
            self.leave_game()
        self.cover = {"kind": "room", "then": then}
        self.redraw()

    async def room_made(self):
        then = (self.cover or {}).get("then") or ["save"]
        self.cover = None
        if then[0] == "game":
            await opening.enter_new_game(self, then[1])
        else:
            self.session.unsaved = None
            self.session.autosave()
            self.redraw()

    # ---- taps -------------------------------------------------------------------------------------
    async def tap(self, move, action):
        """One tap: a move (or a refused thing's move text), else an action."""
        if self.busy:
            return
        self.busy = True
        try:
            if move is not None:
                await self.play_move(move)
            else:
                await self.do(action)
        finally:
            self.busy = False

    async def do(self, action):
        head = action.split(":")[0]
        arg = action[len(head) + 1:]
        handler = ACTIONS.get(head) or table_mode.action(head)
        if handler is None:
            if head.startswith("setup-") and self.setup is not None:
                setup_screen.apply_action(self.setup, action)
                self.redraw()
            return
        if head in CLEARS_MESSAGE:
            self.env.unsay()  # a message belongs to the screen it was shown on
        await handler(self, arg)

    async def play_move(self, move):
        self.sheet = "peek"   # the move made, the board is what changed: it comes back into view
        self.hint = None
        if self.table is not None and self.table.guest:
            await self.table.move(self, move)   # played by the host's engine
            return
        session = self.session
        if self.screen == "game" and session.early and not session.synced and self.snap is not None:
            # a game dealt ahead: its first move waits for the engine (session.play_queued)
            if session.queued is None and move in (self.snap.get("legal") or []):
                session.queued = [move, self.snap.get("view")]
                self.redraw()   # the table without its moves, and "played the moment … is up"
            return
        if self.screen != "game" or self.snap is None or not self.synced:
            self.say(self.tr("not_ready"))
            return
        if self.viewer == flow.SPECTATOR:
            self.say(self.tr("watching"))
            return
        reply = await session.play(self.viewer, move, "tap")
        if not reply.get("ok"):
            self.session.take_snapshot(reply)   # says why

    def set_names(self, names):
        """The names typed in the setup (read from the page before every action there)."""
        if self.setup is not None and names:
            setup_screen.set_names(self.setup, names)

    def catalog_players(self, game_id):
        for entry in home.game_entries(self.catalog):
            if entry["id"] == game_id:
                return entry["players"]
        return [2]

    # ---- the page's own events ------------------------------------------------------------------
    def on_hidden(self):
        """Sent to the background in pass-and-play: cover the table until a tap."""
        if self.screen != "game" or self.snap is None:
            return
        record = self.snap.get("record") or {}
        cover = self.cover
        if (self.pass_and_play(record) and not self.snap.get("over")
                and (cover is None or cover.get("kind") != "handoff")):
            # the rules or the share sheet give way: whoever picks the phone up sees no hand
            self.cover = {"kind": "handoff", "seat": self.viewer, "paused": True}
            self.redraw()

    def on_escape(self):
        """Escape closes a sheet (the rules, the share choices, a question), as it closes
        dialogs anywhere; never the hand-off cover, which only the next player's tap lifts."""
        if self.cover is not None and self.cover.get("kind") in ESCAPABLE:
            self.cover = None
            self.redraw()
        elif guiding.guide_shown(self):
            guiding.finish_guide(self)
            self.redraw()

    def on_update_ready(self):
        """A new release waits; it is offered on the home screen."""
        self.update_ready = True
        if self.screen == "home":
            self.redraw()

    async def follow_link(self, fragment):
        """A link opened while the app is already open (only the fragment changed); one that
        arrives before the engine is ready waits for it. One longer than any link is refused
        before anything reads it."""
        if too_long(fragment):
            self.refuse_link(self.tr("link_too_long"))
            return
        if table_mode.is_join_link(fragment) or table_mode.is_message_link(fragment):
            await self.follow_table_link(fragment)   # a guest needs no engine of its own
            return
        if self.engine_state != "ready":
            self.pending_link = fragment
            self.wake_engine()
            return
        if self.busy:
            return
        self.busy = True
        try:
            await opening.open_link(self, fragment)
        finally:
            self.busy = False

    async def follow_table_link(self, fragment):
        if self.busy:
            return
        self.busy = True
        try:
            await table_mode.load_actions().join(self, fragment)
        finally:
            self.busy = False

    # ---- start ------------------------------------------------------------------------------------
    async def boot(self, browser_lang, fragment):
        """Start the app: the first screen at once, before the engine is ready — the game the
        app was left on (resumed exactly where it stopped) or home — then the engine, then
        the link the app was opened with, if any."""
        store = self.env.store
        self.pace = bot_pace(store.get(PACE_KEY))
        self.guided = guide.parse_seen(store.get(guide.GUIDED_KEY))
        self.sound = store.get(SOUND_KEY) == "on"
        self.lang = i18n.norm_lang(store.get(saves.LANG_KEY) or browser_lang or "en")
        self.library.load()
        self.record = stats.parse(store.get(stats.STATS_KEY))
        refused = too_long(fragment)   # said once the first screen is up; the app starts as without it
        if refused:
            fragment = ""
        joining = table_mode.is_join_link(fragment)
        if joining:
            # a guest's phone joins at once: the host's phone runs the game, so this one
            # starts no engine (Pyodide is not even fetched) until it is asked for one
            self.env.spawn(self.follow_table_link(fragment))
            fragment = ""
        self.pending_link = fragment
        current = self.library.current()
        if table_mode.is_seat_by_message(current) and not fragment and not joining:
            # the app was left on a seat played by message: shown again, with no engine either
            self.env.spawn(table_mode.resume_seat_by_message(self, current))
            joining = True
            current = None
        resumed = damaged = False
        if current and not fragment and not joining:
            stored = self.library.read(current)
            if stored is not None:
                resumed = await opening.resume_at_start(self, current, stored)
            damaged = not resumed
        if not resumed:
            self.redraw()
            if damaged:
                self.say(self.tr("saved_game_damaged", {"why": current}))
        if refused:
            self.say(self.tr("bad_link", {"why": self.tr("link_too_long")}))
        if joining:
            self.engine_state = "asleep"
            self.env.releases_ready()
            return
        await self.start_engine()

    def wake_engine(self):
        """Start the engine a guest's phone did not start at boot, once something needs it:
        the home or setup screen, a game link, an engine call."""
        if self.engine_state == "asleep":
            self.engine_state = "loading"
            self.env.spawn(self.start_engine())

    async def start_engine(self):
        """Connect to the engine worker, then do what waited for it: the link the app was
        opened with, the start tapped early, or the game on screen."""
        self.engine_state = "loading"
        reply = await self.env.connect_engine()
        if self.engine_up is not None:
            self.engine_up.set()    # the calls that waited go on (a failed start fails them)
        if not reply.get("ok"):
            self.engine_state = "failed"
            self.pending_start = False
            self.session.early = False      # a dealt table's moves can wait for no engine now
            self.session.queued = None
            self.redraw()
            self.say(self.tr("engine_failed") + aside(self.lang, self.error_text(reply)))
            return
        self.catalog = reply.get("games") or []
        self.engine_state = "ready"
        self.env.engine_ready()
        self.redraw()
        if self.pending_link:
            fragment, self.pending_link = self.pending_link, ""
            await self.follow_link(fragment)
        elif self.pending_start and self.screen == "setup":
            await starting.act_start(self, "")
        elif (self.screen in ("game", "lobby") and not self.synced
              and (self.table is None or not self.table.guest)) and await self.session.open_in_engine():
            if self.session.queued is not None:
                await self.session.play_queued()
            else:
                self.redraw()
                if self.cover is None:
                    self.session.kick()
        self.env.spawn(starting.deal_defaults(self))

# Actions that start a new screen: the message of the old one goes.
CLEARS_MESSAGE = ["home", "new", "again", "start", "open"]
# Covers that Escape closes (never the hand-off).
ESCAPABLE = ["rules", "share", "link", "room", "stats", "scan", "log", "reference"]

ACTIONS = {
    "lang": sheet_actions.act_lang,
    "toast-close": sheet_actions.act_toast_close,
    "home": game_actions.act_home,
    "new": starting.act_new,
    "again": starting.act_again,
    "start": starting.act_start,
    "open": opening.act_open,
    "delete": sheet_actions.act_delete,
    "delete-no": sheet_actions.act_delete_no,
    "delete-yes": sheet_actions.act_delete_yes,
    "handoff-go": game_actions.act_handoff_go,
    "undo": game_actions.act_undo,
    "sheet": game_actions.act_sheet,
    "hint": game_actions.act_hint,
    "hint-cancel": game_actions.act_hint_cancel,
    "review": game_actions.act_review,
    "share": sheet_actions.act_share,
    "share-game": sheet_actions.act_share_game,
    "share-invite": sheet_actions.act_share_invite,
    "share-seat": sheet_actions.act_share_seat,
    "rules": sheet_actions.act_rules,
    "log": sheet_actions.act_log,
    "reference": sheet_actions.act_reference,
    "cover-close": sheet_actions.act_cover_close,
    "replay": sheet_actions.act_replay,
    "replay-close": sheet_actions.act_replay_close,
    "link-replace": opening.act_link_replace,
    "link-keep": opening.act_link_keep,
    "link-cancel": opening.act_link_cancel,
    "room": sheet_actions.act_room,
    "room-remove": sheet_actions.act_room_remove,
    "room-finished": sheet_actions.act_room_finished,
    "room-cancel": sheet_actions.act_room_cancel,
    "update-reload": sheet_actions.act_update_reload,
    "stats": sheet_actions.act_stats,
    "stats-reset": sheet_actions.act_stats_reset,
    "stats-reset-no": sheet_actions.act_stats_reset_no,
    "stats-reset-yes": sheet_actions.act_stats_reset_yes,
    "guide": guiding.act_guide,
    "guide-next": guiding.act_guide_next,
    "guide-back": guiding.act_guide_back,
    "guide-skip": guiding.act_guide_skip,
    "sound": sheet_actions.act_sound,
}
# The table's actions (their heads start with "table-") are looked up in app/table/actions.py
# when one is tapped: `table_mode.action(head)`.
