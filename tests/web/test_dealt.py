"""Games dealt ahead (app/dealt.py, engine.deal): the next game of a setup kept in storage, so
that Start while the engine loads shows its table at once and takes its first move, played the
moment the engine holds the game; never a bot's hand, never a save lost for one."""

from __future__ import annotations

import asyncio
import json
import re

from harness import Store, booting_with_the_engine_held, fresh_engine, make_app, run, screen_html

from app import dealt, saves
from app import setup as setup_screen
from pycore import games


def default_setup(game_id, players, lang="en"):
    setup = setup_screen.new_setup(game_id, players)
    return setup_screen.to_seats(setup, lang), setup_screen.to_options(setup)


def live_moves(html):
    """The move buttons a player can tap (not disabled)."""
    return [m.group(1) for m in re.finditer(r'<button[^>]*data-move="([^"]*)"[^>]*>', html)
            if "disabled" not in m.group(0)]


# ---- the engine's deal -------------------------------------------------------------------------
def test_a_deal_is_the_frame_opening_it_gives_and_leaves_the_open_game_alone():
    engine = fresh_engine()
    seats = json.dumps([{"name": "Ann", "kind": "human"},
                        {"name": "Bot", "kind": "bot", "level": "easy"}])
    made = json.loads(engine.new_record("luna", seats, "{}"))
    opened = json.loads(engine.open_game(json.dumps(made["record"]), 0))
    for game_id in games.ids():
        snap = json.loads(engine.deal(game_id, seats, "{}"))
        assert snap["ok"] and snap["moves"] == len(snap["record"]["moves"]) <= 2
        assert snap["record"]["game"] == game_id and 0 in snap["to_move"]
        again = json.loads(engine.open_game(json.dumps(snap["record"]), 0))
        assert again == snap
        json.loads(engine.open_game(json.dumps(made["record"]), 0))
    # a deal between two calls changes nothing of the open game
    engine.deal("celtica", seats, "{}")
    assert json.loads(engine.snapshot(0)) == opened
    refused = json.loads(engine.deal("celtica", "[]", "{}"))
    assert not refused["ok"] and refused["error"]


def test_the_bots_that_open_a_game_move_in_its_deal_as_they_would_in_play():
    """Luna's first player is drawn: when it is the bot, its opening move is in the deal, the
    very move `bot_move` picks in the open game; a longer opening than BOT_MOVES_AHEAD is left
    to play time."""
    engine = fresh_engine()
    seats = json.dumps([{"name": "Ann", "kind": "human"},
                        {"name": "Bot", "kind": "bot", "level": "easy"}])
    for _ in range(60):
        snap = json.loads(engine.deal("luna", seats, "{}"))
        if snap["moves"]:
            break
    assert snap["moves"] == 1 and snap["to_move"] == [0] and snap["legal"]
    record = snap["record"]
    [[seat, move]] = record["moves"]
    assert seat == 1
    opened = json.loads(engine.open_game(json.dumps(dict(record, moves=[])), 0))
    assert opened["to_move"] == [1]
    assert json.loads(engine.bot_move(1))["move"] == move
    assert json.loads(engine.open_game(json.dumps(record), 0)) == snap
    engine.BOT_MOVES_AHEAD = 0
    waiting = [json.loads(engine.deal("luna", seats, "{}")) for _ in range(12)]
    assert all(d["moves"] == 0 for d in waiting)
    assert any(d["to_move"] == [1] for d in waiting)


# ---- what storage keeps -------------------------------------------------------------------------
def a_deal(game_id="celtica"):
    seats, options = default_setup(game_id, [2, 3, 4, 5])
    snap = json.loads(fresh_engine().deal(game_id, json.dumps(seats), json.dumps(options)))
    return seats, options, snap


def test_a_deal_is_taken_once_and_only_for_its_own_setup():
    store = Store()
    seats, options, snap = a_deal()
    assert dealt.put(store, "celtica", seats, options, snap)
    assert dealt.has(store, "celtica", seats, options)
    other = [dict(seats[0], name="Zed")] + seats[1:]
    assert not dealt.has(store, "celtica", other, options)
    assert dealt.take(store, "celtica", other, options) is None
    assert dealt.take(store, "luna", seats, options) is None
    assert dealt.take(store, "celtica", seats, options) == snap
    assert dealt.take(store, "celtica", seats, options) is None    # used once
    assert store.get(dealt.DEALT_KEY) is None


def test_a_deal_whose_taking_is_refused_is_not_used():
    store = Store()
    seats, options, snap = a_deal()
    dealt.put(store, "celtica", seats, options, snap)
    dealt.put(store, "luna", *a_deal("luna"))
    store.refuse.add(dealt.DEALT_KEY)
    assert dealt.take(store, "celtica", seats, options) is None
    assert not dealt.put(store, "celtica", seats, options, snap)


def test_damaged_or_forged_deals_read_as_none():
    seats, options, snap = a_deal()
    forged = [
        "{broken", "[1, 2]", json.dumps({"celtica": 5}),
        json.dumps({"celtica": {"seats": seats, "options": options}}),
        json.dumps({"celtica": {"seats": seats, "options": options, "snap": dict(snap, moves="3")}}),
        json.dumps({"celtica": {"seats": seats, "options": options,
                                "snap": dict(snap, record=dict(snap["record"], game="luna"))}}),
        json.dumps({"celtica": {"seats": seats, "options": options, "snap": dict(snap, legal="x")}}),
    ]
    for text in forged:
        store = Store({dealt.DEALT_KEY: text})
        assert dealt.take(store, "celtica", seats, options) is None, text
    store = Store({dealt.DEALT_KEY: "{broken"})
    assert dealt.put(store, "celtica", seats, options, snap)   # a damaged key is written anew
    assert dealt.take(store, "celtica", seats, options) == snap


# ---- the app -------------------------------------------------------------------------------------
def first_visit():
    """A visit that ends with the engine up: every game's default setup dealt ahead."""
    app, page = make_app()

    async def scenario():
        await app.boot("en", "")
        await page.settle()
    run(scenario())
    return page.store


def test_once_the_engine_is_up_every_games_default_setup_is_dealt():
    store = first_visit()
    kept = json.loads(store.get(dealt.DEALT_KEY))
    assert sorted(kept) == sorted(games.ids())
    for game_id, entry in kept.items():
        seats, options = default_setup(game_id, list(games.get(game_id).players))
        assert entry["seats"] == seats and entry["options"] == options
        assert entry["snap"]["record"]["game"] == game_id
        assert entry["snap"]["viewer"] == 0


def test_start_while_the_engine_loads_shows_a_dealt_table_and_plays_its_first_move_when_up():
    store = first_visit()
    deal = json.loads(store.get(dealt.DEALT_KEY))["celtica"]["snap"]

    async def scenario():
        app, page, held, boot = await booting_with_the_engine_held(store)
        await app.tap(None, "new:celtica")
        await app.tap(None, "start")
        # the dealt table at once, its moves live, though the engine is still loading
        assert app.screen == "game" and not app.synced and app.engine_state == "loading"
        html = screen_html(app)
        moves = live_moves(html)
        assert moves and sorted(moves) == sorted(set(deal["legal"]) & set(moves))
        assert 'data-ready="false"' in html
        assert "celtica" not in json.loads(store.get(dealt.DEALT_KEY))    # taken: used once
        await app.tap(moves[0], "")
        assert app.queued is not None and app.tr("move_waits") in screen_html(app)
        assert live_moves(screen_html(app)) == []      # one move waits; nothing else is taken
        await app.tap(moves[-1], "")
        assert app.queued[0] == moves[0]
        assert not [c for c in page.calls if c[0] in ("play", "open_game")]
        held.gate.set()
        await boot
        await page.settle()
        # the engine opened the very game shown, and played the move tapped on it
        record = app.snap["record"]
        assert app.synced and record["seed"] == deal["record"]["seed"]
        assert record["moves"][0] == [0, moves[0]]
        stored = saves.parse_save(store.get(saves.save_key(app.save_id)))
        assert stored["record"]["moves"][0] == [0, moves[0]]
        # and the next game of this setup is dealt again
        assert dealt.has(store, "celtica", *default_setup("celtica", [2]))
    run(scenario())


def test_a_deal_for_another_setup_waits_for_the_engine_as_before():
    store = first_visit()

    async def scenario():
        app, page, held, boot = await booting_with_the_engine_held(store)
        await app.tap(None, "new:celtica")
        await app.tap(None, "setup-level:1:hard")
        await app.tap(None, "start")
        assert app.screen == "setup" and app.pending_start
        held.gate.set()
        await boot
        await page.settle()
        assert app.screen == "game" and app.synced
        assert app.snap["record"]["seats"][1]["level"] == "hard"
    run(scenario())


def test_a_deal_the_engine_would_deal_otherwise_is_not_played():
    """After an update the same seed may deal another table: the move tapped on the old one is
    not played, and the player is told to move again."""
    store = first_visit()
    kept = json.loads(store.get(dealt.DEALT_KEY))
    snap = kept["celtica"]["snap"]
    snap["view"]["forged_by_an_older_release"] = True
    store.set(dealt.DEALT_KEY, json.dumps(kept))

    async def scenario():
        app, page, held, boot = await booting_with_the_engine_held(store)
        await app.tap(None, "new:celtica")
        await app.tap(None, "start")
        move = live_moves(screen_html(app))[0]
        await app.tap(move, "")
        held.gate.set()
        await boot
        await page.settle()
        assert app.synced and app.snap["moves"] == 0 and app.queued is None
        assert page.messages[-1] == app.tr("dealt_changed")
        assert move in live_moves(screen_html(app))
    run(scenario())


def test_a_deal_never_shows_a_bots_hand():
    """A setup whose seat 1 is a bot and seat 2 the human is dealt only if seat 1 is the one
    shown; a stored deal for seat 0 in such a setup is not used."""
    store = first_visit()
    seats, options = default_setup("celtica", [2])
    seats = [{"name": "Bot", "kind": "bot", "level": "easy"}, {"name": "Ann", "kind": "human"}]
    snap = json.loads(fresh_engine().deal("celtica", json.dumps(seats), json.dumps(options)))
    dealt.put(store, "celtica", seats, options, snap)

    async def scenario():
        app, page, held, boot = await booting_with_the_engine_held(store)
        await app.tap(None, "new:celtica")
        await app.tap(None, "setup-kind:0:bot")
        await app.tap(None, "setup-level:0:easy")
        await app.tap(None, "setup-kind:1:human")
        app.set_names(["Bot", "Ann"])
        await app.tap(None, "start")
        assert app.screen == "setup" and app.pending_start    # not shown: seat 0 is a bot
        held.gate.set()
        await boot
        await page.settle()
    run(scenario())


def test_a_save_refused_for_room_gets_the_room_the_deals_took():
    class Tight(Store):
        """Storage with no room for a save while deals are kept."""
        def set(self, key, value):
            if key.startswith(saves.SAVE_PREFIX) and self.get(dealt.DEALT_KEY) is not None:
                return False
            return super().set(key, value)

    store = Tight(dict(first_visit().items))
    assert store.get(dealt.DEALT_KEY) is not None
    app, page = make_app(store)

    async def scenario():
        await app.boot("en", "")
        await app.tap(None, "new:luna")
        await app.tap(None, "start")
        await page.settle()
    run(scenario())
    assert app.library.read(app.save_id) is not None
    assert not [m for m in page.messages if m == app.tr("storage_full")]


def test_the_setup_last_started_stays_dealt_over_the_default():
    """A player who set up a Hard bot is dealt that setup's next game, and the next visit's
    start deals the default setup only where no game is dealt: it does not take its place."""
    store = first_visit()
    app, page = make_app(store)

    async def scenario(app, page, setup_taps):
        await app.boot("en", "")
        await page.settle()
        for action in setup_taps:
            await app.tap(None, action)
        await page.settle()
    run(scenario(app, page, ["new:celtica", "setup-level:1:hard", "start"]))
    seats, options = default_setup("celtica", [2, 3, 4, 5])
    hard = [seats[0], dict(seats[1], level="hard")]
    assert dealt.has(store, "celtica", hard, options)
    assert not dealt.has(store, "celtica", seats, options)
    store.remove(saves.CURRENT_KEY)       # the next visit opens at home
    again, page = make_app(store)
    run(scenario(again, page, []))
    assert dealt.has(store, "celtica", hard, options)
    assert dealt.has(store, "luna", *default_setup("luna", [2, 3, 4]))


def test_a_dealt_table_whose_engine_fails_takes_no_more_moves_and_says_why():
    store = first_visit()

    async def scenario():
        app, page = make_app(store)
        gate = asyncio.Event()

        async def failing():
            await gate.wait()
            return {"ok": False, "error": "the engine worker could not start"}
        page.connect_engine = failing
        boot = asyncio.ensure_future(app.boot("en", ""))
        await asyncio.sleep(0)
        await app.tap(None, "new:celtica")
        await app.tap(None, "start")
        move = live_moves(screen_html(app))[0]
        await app.tap(move, "")
        gate.set()
        await boot
        assert app.engine_state == "failed" and app.queued is None
        assert live_moves(screen_html(app)) == []
        assert app.tr("engine_failed") in page.messages[-1]
    run(scenario())
