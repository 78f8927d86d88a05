"""The open game's session (app/session.py): every source of a move — a tap, a bot, a guest's
phone at a table, undo, the move tapped on a game dealt ahead — takes the one after-move path,
so each is saved, counted and drawn the same way."""

from __future__ import annotations

import json
import random

import pytest
from harness import booting_with_the_engine_held, make_app, run, screen_html
from table_harness import Net, settle
from test_dealt import first_visit, live_moves
from test_table_app import open_table, tap

from app import saves
from app.session import Session
from pycore import games


@pytest.fixture
def path(monkeypatch):
    """A spy on the session's after-move path: the source of every move that took it."""
    sources = []
    real = Session.after_move

    def spy(self, reply, before, source, seat=None, move=None):
        sources.append(source)
        return real(self, reply, before, source, seat, move)

    monkeypatch.setattr(Session, "after_move", spy)
    return sources


def test_a_dealt_move_a_bot_a_tap_and_undo_take_the_one_after_move_path(path):
    store = first_visit()

    async def scenario():
        app, page, held, boot = await booting_with_the_engine_held(store)
        await app.tap(None, "new:celtica")
        await app.tap(None, "start")
        await app.tap(live_moves(screen_html(app))[0], "")   # on the dealt table, engine loading
        held.gate.set()
        await boot
        await page.settle()
        assert path[0] == "dealt"
        while "bot" not in path or path[-1] != "tap":
            assert not app.snap["over"]
            await app.tap(app.snap["legal"][0], "")   # this phone's seat; the bot answers
            await page.settle()
        await app.tap(None, "undo")
        await page.settle()
        assert path[-1] == "undo"
        # every one of them was saved: the save holds the game as the screen shows it
        stored = saves.parse_save(store.get(saves.save_key(app.save_id)))
        assert stored["record"]["moves"] == app.snap["record"]["moves"]
    run(scenario())
    assert {"dealt", "bot", "tap", "undo"} <= set(path)


def test_a_guests_move_takes_the_one_after_move_path(path):
    net = Net()

    async def go():
        host, guests = await open_table(net, "celtica", ["human", "remote"])
        await settle(net)
        rnd = random.Random(6)
        guest = guests[1]
        while "guest" not in path:
            app = guest if 1 in host.snap["to_move"] else host
            await tap(net, app, move=rnd.choice(app.snap["legal"]))
        return host

    host = run(go())
    assert "tap" in path and "guest" in path
    stored = saves.parse_save(host.env.store.get(saves.save_key(host.save_id)))
    assert stored["record"]["moves"] == host.snap["record"]["moves"]


@pytest.mark.parametrize("game_id", games.ids())
def test_the_save_after_every_move_is_the_one_the_whole_snapshot_would_store(game_id):
    # A move's reply says only what changed (engine._delta) and the session rebuilds the whole
    # snapshot (flow.merge): what is saved after every move, undo included, must be exactly
    # what saving the engine's whole snapshot stores.
    app, page = make_app()
    checked = []

    def whole_save():
        engine = page.engine
        current = engine._current
        whole = json.loads(engine._snapshot_of(current["record"], current["state"], app.viewer,
                                               current["before"]))
        return without_time(saves.dump_save(whole["record"], whole))

    def compare(source, seat, move):
        stored = page.store.get(saves.save_key(app.save_id))
        assert without_time(stored) == whole_save(), (source, len(checked))
        checked.append(source)

    async def scenario():
        await app.boot("en", "")
        await app.tap(None, "new:" + game_id)
        await app.tap(None, "setup-kind:1:bot")
        await app.tap(None, "start")
        await page.settle()
        app.session.observers.append(compare)
        rnd = random.Random(7)
        undone = False
        for _ in range(40):
            if app.snap["over"]:
                break
            if app.snap.get("can_undo") and not undone:
                await app.tap(None, "undo")
                undone = True
            elif app.snap["legal"]:
                await app.tap(rnd.choice(app.snap["legal"]), "")
            await page.settle()
    run(scenario())
    assert checked.count("tap") >= 10 and "bot" in checked


def without_time(text):
    stored = json.loads(text)
    stored.pop("updated", None)
    return stored
