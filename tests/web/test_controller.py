"""The app's decisions (app/controller.py) with the real engine and a fake page: starting,
playing, saving, resuming, links, full storage, questions — the code main.py runs, without a
browser."""

from __future__ import annotations

import itertools
import json
import random
import re

import pytest
from harness import Store, booting_with_the_engine_held, fresh_engine, make_app, run, screen_html

from app import controller, saves, stats
from app import table as table_mode
from pycore import games, links, records

HUMANS = [{"name": "Ann", "kind": "human"}, {"name": "Bo", "kind": "human"}]
VS_BOT = [{"name": "Ann", "kind": "human"}, {"name": "Bot", "kind": "bot", "level": "random"}]


def played(game_id, seats, seed, count):
    rnd = random.Random(seed)
    record = records.make_record(game_id, seats, seed)
    state = records.replay(record)
    while len(record["moves"]) < count and not state.is_over():
        seat = state.to_move()[0]
        move = str(rnd.choice(state.legal_moves(seat)))
        state.apply(seat, move)
        record["moves"].append([seat, move])
    return record


def stored_saves(saves_by_id, index=True):
    """Storage holding these games as the app saves them (each with the engine's snapshot),
    and their list unless `index` is False."""
    engine = fresh_engine()
    items = {"pt.bot_pace": "0"}
    lines = []
    for n, (sid, rec) in enumerate(saves_by_id.items()):
        snap = json.loads(engine.open_game(json.dumps(rec), 0))
        items[saves.save_key(sid)] = saves.dump_save(rec, snap, 1000 + n)
        line = saves.summarize(sid, rec, snap, 1000 + n)
        line["size"] = len(items[saves.save_key(sid)])
        lines.append(line)
    if index:
        items[saves.INDEX_KEY] = saves.dump_index(lines)
    return Store(items)


def booted(store=None, fragment=""):
    app, page = make_app(store)
    run(app.boot("en", fragment))
    return app, page


async def tap(app, page, move=None, action=""):
    await app.tap(move, action)
    await page.settle()


def listed(app):
    return [entry["id"] for entry in app.library.index]


def saved_record(page, save_id):
    return json.loads(page.store.get(saves.save_key(save_id)))["record"]


# ---- a game from the setup to storage and back ----------------------------------------------------
def test_a_new_game_is_saved_after_every_move_and_resumes_where_it_stopped():
    app, page = booted()

    async def play():
        await tap(app, page, action="new:celtica")
        await tap(app, page, action="setup-kind:1:bot")
        await tap(app, page, action="start")
        for _ in range(3):
            await tap(app, page, move=app.snap["legal"][0])
    run(play())
    assert app.screen == "game" and app.snap["moves"] >= 3
    [save_id] = listed(app)
    assert page.store.get(saves.CURRENT_KEY) == save_id
    assert saved_record(page, save_id)["moves"] == app.snap["record"]["moves"]
    again, _ = booted(page.store)
    assert again.screen == "game" and again.synced
    assert again.snap["record"]["moves"] == app.snap["record"]["moves"]


def test_a_pass_and_play_game_opens_behind_the_hand_off_cover():
    app, page = booted(fragment=links.encode(played("celtica", HUMANS, 3, 4)))
    html, sheet, covered = app.render()
    assert covered and html == "" and "data-cover=\"handoff\"" in sheet
    run(tap(app, page, action="handoff-go"))
    assert not app.render()[2] and app.snap["legal"]


def test_home_goes_back_and_forgets_the_current_game_but_keeps_its_save():
    app, page = booted(fragment=links.encode(played("celtica", VS_BOT, 3, 2)))
    run(tap(app, page, action="home"))
    assert app.screen == "home" and page.store.get(saves.CURRENT_KEY) is None
    assert len(listed(app)) == 1 and "data-save-id" in screen_html(app)


# ---- links: one game stays one save -----------------------------------------------------------------
def test_forty_turn_links_of_one_game_keep_one_save_and_every_game_in_play():
    others = {f"old{i:02d}": played("celtica", VS_BOT, 100 + i, 3) for i in range(28)}
    app, page = booted(stored_saves(others))
    game = played("celtica", HUMANS, 77, 40)

    async def follow():
        for n in range(1, 41):
            await app.follow_link(links.encode(dict(game, moves=game["moves"][:n])))
            assert app.cover is None or app.cover["kind"] == "handoff", app.cover
    run(follow())
    assert len(listed(app)) == 29 and set(others) <= set(listed(app))
    [mine] = [sid for sid in listed(app) if sid not in others]
    assert saved_record(page, mine)["moves"] == game["moves"]
    assert len(saves.save_ids(page.store.keys())) == 29


def test_an_older_turn_link_opens_the_save_that_is_further_on():
    game = played("celtica", HUMANS, 6, 8)
    app, page = booted(fragment=links.encode(game))
    run(app.follow_link(links.encode(dict(game, moves=game["moves"][:3]))))
    [only] = listed(app)
    assert saved_record(page, only)["moves"] == game["moves"]
    assert app.snap["record"]["moves"] == game["moves"]


def branch_of(record):
    state = records.replay(dict(record, moves=record["moves"][:-1]))
    seat = state.to_move()[0]
    other = next(str(m) for m in state.legal_moves(seat) if str(m) != record["moves"][-1][1])
    return dict(record, moves=record["moves"][:-1] + [[seat, other]])


@pytest.mark.parametrize("answer", ["cancel", "keep", "replace"])
def test_a_link_that_branches_asks_replace_keep_or_cancel(answer):
    base = played("celtica", HUMANS, 5, 6)
    app, page = booted(fragment=links.encode(base))
    [first] = listed(app)
    branch = branch_of(base)
    run(app.follow_link(links.encode(branch)))
    assert app.cover["kind"] == "link" and app.screen == "home"   # asked over home, no hand shows
    assert 'data-action="link-replace"' in screen_html(app)
    run(tap(app, page, action="link-" + answer))
    if answer == "cancel":
        assert listed(app) == [first] and saved_record(page, first)["moves"] == base["moves"]
    elif answer == "keep":
        assert len(listed(app)) == 2 and saved_record(page, first)["moves"] == base["moves"]
        [second] = [sid for sid in listed(app) if sid != first]
        assert saved_record(page, second)["moves"] == branch["moves"]
    else:
        assert listed(app) == [first] and saved_record(page, first)["moves"] == branch["moves"]


def test_an_invite_opens_the_setup_and_a_new_deal():
    base = played("celtica", VS_BOT, 5, 6)
    app, page = booted(fragment=links.encode(base, invite=True))
    assert app.screen == "setup" and listed(app) == []
    assert [s["name"] for s in app.setup["seats"][:2]] == ["Ann", "Bot"]
    run(tap(app, page, action="start"))
    assert app.screen == "game" and app.snap["record"]["seed"] != base["seed"]


# ---- a full list asks -----------------------------------------------------------------------------------
def full_list(finished=()):
    """A full list of saves; those named in `finished` are games played to their end."""
    games = {}
    for i in range(saves.MAX_SAVES):
        sid = f"old{i:02d}"
        games[sid] = played("celtica", VS_BOT, 200 + i, 10_000 if sid in finished else 3)
    return games, stored_saves(games)


def test_a_full_list_asks_before_a_new_game_and_cancel_keeps_everything():
    games, store = full_list()
    app, page = booted(store)
    run(tap(app, page, action="new:luna"))
    run(tap(app, page, action="start"))
    assert app.cover["kind"] == "room" and app.screen == "home"
    html = screen_html(app)
    assert html.count('data-action="room-remove:') == saves.MAX_SAVES
    assert 'data-action="room-finished"' not in html        # nothing finished to offer
    run(tap(app, page, action="room-cancel"))
    assert sorted(listed(app)) == sorted(games) and app.cover is None


def test_a_full_list_removes_only_the_save_the_player_names():
    games, store = full_list()
    app, page = booted(store)
    fresh = played("celtica", HUMANS, 9, 2)
    run(app.follow_link(links.encode(fresh)))
    assert app.cover["kind"] == "room"
    run(tap(app, page, action="room-remove:old05"))
    ids = listed(app)
    assert len(ids) == saves.MAX_SAVES and "old05" not in ids and set(games) - {"old05"} <= set(ids)
    assert app.screen == "game" and app.snap["record"]["moves"] == fresh["moves"]
    assert page.store.get(saves.save_key("old05")) is None


def test_a_full_list_offers_to_remove_the_finished_games_at_once():
    _, store = full_list(finished=("old03", "old07"))
    app, page = booted(store)
    run(tap(app, page, action="new:luna"))
    run(tap(app, page, action="start"))
    assert 'data-action="room-finished"' in screen_html(app)
    run(tap(app, page, action="room-finished"))
    ids = listed(app)
    assert "old03" not in ids and "old07" not in ids and len(ids) == saves.MAX_SAVES - 1
    assert app.screen == "game" and app.snap["record"]["game"] == "luna"


# ---- damaged storage ------------------------------------------------------------------------------------
@pytest.mark.parametrize("damage", ["truncated", "wrong shape", "one bad entry", "missing",
                                    "a save unlisted"])
def test_a_damaged_list_is_rebuilt_from_the_save_keys(damage):
    games = {f"g{i}": played("celtica", VS_BOT, 300 + i, 3) for i in range(3)}
    store = stored_saves(games)
    text = store.items[saves.INDEX_KEY]
    if damage == "truncated":
        store.items[saves.INDEX_KEY] = text[: len(text) // 2]
    elif damage == "wrong shape":
        store.items[saves.INDEX_KEY] = json.dumps({"saves": json.loads(text)})
    elif damage == "one bad entry":
        store.items[saves.INDEX_KEY] = json.dumps(json.loads(text)[:2] + [17])
    elif damage == "missing":
        del store.items[saves.INDEX_KEY]
    else:
        store.items[saves.INDEX_KEY] = json.dumps(json.loads(text)[1:])
    app, page = booted(store)
    assert sorted(listed(app)) == sorted(games)
    assert sorted(saves.parse_index(store.get(saves.INDEX_KEY)), key=lambda e: e["id"]) == \
        sorted(app.library.index, key=lambda e: e["id"])          # and written back
    # newest first, by the time each save was last played
    assert listed(app) == ["g2", "g1", "g0"]
    run(tap(app, page, action="new:luna"))
    run(tap(app, page, action="start"))
    assert len(listed(app)) == 4 and set(games) <= set(listed(app))


def test_a_damaged_save_is_listed_as_damaged_and_deleted_only_when_asked():
    games = {f"g{i}": played("celtica", VS_BOT, 300 + i, 3) for i in range(2)}
    store = stored_saves(games, index=False)
    store.items[saves.save_key("g1")] = store.items[saves.save_key("g1")][:40]
    app, page = booted(store)
    html = screen_html(app)
    assert re.search(r'data-save-id="g1" data-damaged="true"', html)
    assert 'data-action="open:g1"' not in html and 'data-action="open:g0"' in html
    run(tap(app, page, action="delete:g1"))
    assert page.store.get(saves.save_key("g1")) is not None       # not before the yes
    run(tap(app, page, action="delete-yes:g1"))
    assert listed(app) == ["g0"] and page.store.get(saves.save_key("g1")) is None


def test_a_save_that_fails_to_open_from_the_list_is_marked_damaged():
    games = {"g0": played("celtica", VS_BOT, 300, 3)}
    app, page = booted(stored_saves(games))
    page.store.items[saves.save_key("g0")] = "{broken"
    run(tap(app, page, action="open:g0"))
    assert app.screen == "home" and app.library.index[0].get("damaged")
    assert page.store.get(saves.save_key("g0")) == "{broken"       # kept until deleted


# ---- refused writes lose nothing ---------------------------------------------------------------------------
def test_storage_that_refuses_every_write_loses_nothing_and_says_so_once():
    games = {"g0": played("celtica", VS_BOT, 300, 3)}
    app, page = booted(stored_saves(games))
    before = dict(page.store.items)
    page.store.full = True

    async def play():
        await tap(app, page, action="new:celtica")
        await tap(app, page, action="start")
        for _ in range(2):
            await tap(app, page, move=app.snap["legal"][0])
    run(play())
    assert page.store.items == before
    assert page.messages.count(app.tr("storage_full")) == 1
    assert ["room", "make_room"] in page.offers


def test_making_room_after_a_refused_write_saves_the_game():
    games = {"g0": played("celtica", VS_BOT, 300, 3)}
    app, page = booted(stored_saves(games))
    page.store.refuse = {saves.save_key(sid) for sid in ("x",)}
    run(tap(app, page, action="new:celtica"))
    page.store.full = True
    run(tap(app, page, action="start"))
    assert len(listed(app)) == 1
    page.store.full = False
    run(tap(app, page, action="room"))
    run(tap(app, page, action="room-remove:g0"))
    assert app.screen == "game" and len(listed(app)) == 1 and listed(app) != ["g0"]
    assert saved_record(page, listed(app)[0])["game"] == "celtica"


def test_a_refused_list_write_keeps_the_game_which_is_listed_at_the_next_start():
    app, page = booted()
    page.store.refuse = {saves.INDEX_KEY}
    run(tap(app, page, action="new:celtica"))
    run(tap(app, page, action="start"))
    assert app.tr("list_refused") in page.messages
    [save_id] = saves.save_ids(page.store.keys())
    page.store.refuse = set()
    page.store.remove(saves.CURRENT_KEY)
    again, _ = booted(page.store)
    assert listed(again) == [save_id]


# ---- the actions table ----------------------------------------------------------------------------------------
def test_every_action_a_screen_offers_has_a_handler():
    app, page = booted(fragment=links.encode(played("celtica", VS_BOT, 3, 2)))
    seen = set()

    def collect():
        seen.update(re.findall(r'data-action="([a-z-]+)', screen_html(app)))
    collect()
    for action in ("share", "cover-close", "home", "new:citadels", "setup-players:4", "start"):
        run(tap(app, page, action=action))
        collect()
    for head in seen:
        assert head in controller.ACTIONS or head.startswith("setup-") or table_mode.action(head), head


# ---- the player's record ------------------------------------------------------------------------------
def near_end(game_id, seats, seed, left=1):
    """A record one human move (or `left` moves) from its end, the human due."""
    full = played(game_id, seats, seed, 10_000)
    for cut in range(len(full["moves"]) - left, 0, -1):
        if full["moves"][cut][0] == 0:
            return dict(full, moves=full["moves"][:cut])
    raise AssertionError("no such point")


def finish(app, page):
    async def go():
        while not app.snap.get("over"):
            await tap(app, page, move=app.snap["legal"][0])
    run(go())


def test_a_game_that_ends_here_counts_once_in_the_record_by_level():
    record = near_end("celtica", [{"name": "Ann", "kind": "human"},
                                  {"name": "Bot", "kind": "bot", "level": "hard"}], 41)
    app, page = booted(fragment=links.encode(record))
    finish(app, page)
    stored = stats.parse(page.store.get(stats.STATS_KEY))
    line = stored["celtica"]["hard"]
    assert line["played"] == 1 and line["won"] == (1 if app.snap["result"][0] == 1 else 0)
    assert line["best"] == app.snap["scores"][0] and line["last"] > 0
    run(tap(app, page, action="home"))
    assert f"Played 1 · won {line['won']}" in screen_html(app)
    # the finished game opened again (from its save or a link) does not count again
    run(tap(app, page, action="open:" + listed(app)[0]))
    run(app.follow_link(links.encode(app.snap["record"])))
    booted(page.store)              # a fresh start reads the record as stored
    assert stats.parse(page.store.get(stats.STATS_KEY))["celtica"]["hard"]["played"] == 1


def test_the_record_sheet_and_its_reset_ask_first():
    record = near_end("luna", [{"name": "Ann", "kind": "human"},
                               {"name": "Bot", "kind": "bot", "level": "easy"}], 7)
    app, page = booted(fragment=links.encode(record))
    finish(app, page)
    run(tap(app, page, action="home"))
    run(tap(app, page, action="stats"))
    html = screen_html(app)
    assert 'data-stats-game="luna"' in html and "Easy bots" in html
    run(tap(app, page, action="stats-reset"))
    assert stats.parse(page.store.get(stats.STATS_KEY))["luna"]["easy"]["played"] == 1   # not yet
    run(tap(app, page, action="stats-reset-yes"))
    assert stats.parse(page.store.get(stats.STATS_KEY)) == {} and app.record == {}
    assert listed(app)                                                 # the saves stay


def test_a_damaged_record_reads_as_what_can_be_read():
    text = json.dumps({"games": {"luna": {"easy": {"played": 3, "won": 9, "best": "x", "last": -1},
                                          "cheat": {"played": 1}},
                                 "celtica": 5}})
    assert stats.parse(text) == {"luna": {"easy": {"played": 3, "won": 3, "best": None, "last": 0}}}
    assert stats.parse("{broken") == {} and stats.parse(None) == {}


def test_a_game_is_set_up_while_the_engine_loads_and_starts_when_it_is_up():
    async def scenario():
        app, page, held, boot = await booting_with_the_engine_held()
        assert app.engine_state == "loading"
        home = screen_html(app)
        assert re.search(r'<button[^>]*data-action="new:celtica"[^>]*>', home)
        assert "disabled" not in re.search(r'<button[^>]*data-action="new:celtica"[^>]*>', home).group(0)
        await app.tap(None, "new:celtica")
        await app.tap(None, "setup-kind:1:bot")
        start = re.search(r'<button[^>]*data-action="start"[^>]*>', screen_html(app)).group(0)
        assert "disabled" not in start
        await app.tap(None, "start")
        assert app.screen == "setup" and app.pending_start
        waiting = screen_html(app)
        assert "Starting, engine loading" in waiting
        assert "disabled" in re.search(r'<button[^>]*data-action="start"[^>]*>', waiting).group(0)
        assert not [c for c in page.calls if c[0] == "new_record"]   # nothing asked of it yet
        held.gate.set()
        await boot
        await page.settle()
        assert app.engine_state == "ready" and app.screen == "game" and app.synced
        assert app.snap["record"]["game"] == "celtica"
        assert 'data-move="' in screen_html(app)
        assert not app.pending_start
    run(scenario())


@pytest.mark.parametrize("seats", [VS_BOT, HUMANS], ids=["vs-bot", "pass-and-play"])
def test_a_new_game_is_opened_once_and_its_table_drawn_once(seats):
    """Start asks the engine for the deal and opens it once (asking who is due opens it for
    seat 0, the viewer): the table is drawn from that answer, never first as a picture with
    no hand and again a moment later; the game is saved at once, and the bot loop runs."""
    app, page = make_app()
    draws = []

    async def scenario():
        await app.boot("en", "")
        await app.tap(None, "new:celtica")
        await app.tap(None, "setup-kind:1:" + seats[1]["kind"])
        await page.settle()
        page.redraw = lambda: draws.append((app.screen, app.cover, json.dumps(app.snap)))
        page.calls.clear()
        await app.tap(None, "start")
        await page.settle()
    run(scenario())
    assert [c[0] for c in page.calls[:2]] == ["new_record", "open_game"]
    assert [c for c in page.calls if c[0] == "open_game"] == [page.calls[1]]
    games = [d for d in draws if d[0] == "game"]
    first = json.loads(games[0][2])
    assert app.synced and first["legal"] is not None and "hand" in json.dumps(first["view"])
    assert first["viewer"] == 0 and first["moves"] == 0 and first["legal"]
    if seats is HUMANS:   # the hand-off cover first, for the seat whose hand it holds
        assert games[0][1] == {"kind": "handoff", "seat": 0, "paused": False} and len(games) == 1
    assert app.library.read(app.save_id) is not None   # saved when it opened


def test_a_start_tapped_while_loading_is_forgotten_when_the_player_goes_home():
    async def scenario():
        app, page, held, boot = await booting_with_the_engine_held()
        await app.tap(None, "new:luna")
        await app.tap(None, "start")
        await app.tap(None, "home")
        held.gate.set()
        await boot
        assert app.screen == "home" and not app.pending_start
        assert not [c for c in page.calls if c[0] == "new_record"]
    run(scenario())


# ---- two seats choosing at once (Notre Dame's draft) ---------------------------------------------
def test_a_tap_while_the_bot_thinks_plays_and_the_bot_thinks_again():
    """The player keeps a card during the bot's pause: the bot's move, made for the picture
    before, is not an error; the bot chooses again and both choices stand."""
    record = records.make_record("notre_dame", VS_BOT, 4)
    app, page = make_app(Store({"pt.bot_pace": "5"}))   # a pause long enough for a tap
    taps = []

    async def pause(seconds):
        # the bot's pause on screen: the player taps now, once
        if not taps and app.snap and any(m.startswith("keep:") for m in app.snap.get("legal") or []):
            taps.append(app.snap["legal"][0])
            await app.tap(taps[0], "")
    page.sleep = pause
    run(app.boot("en", links.encode(record)))
    run(page.settle())
    assert taps and not [m for m in page.messages if "moved on" in m or "error" in m.lower()], page.messages
    kept = [m for s, m in saved_record(page, app.save_id)["moves"] if m.startswith("keep:")]
    assert taps[0] in [m for s, m in saved_record(page, app.save_id)["moves"] if s == 0]
    assert len(kept) >= 2       # the player's choice and the bot's, each once


@pytest.mark.parametrize("game_id", games.ids())
def test_a_move_is_drawn_once_with_the_bot_that_thinks_next(game_id):
    """Every redraw re-renders the table, so a tap draws it once: the move, and the bot due
    next already thinking; then each bot move once (the next bot thinking in it), and the
    player's own next decision is not drawn a second time."""
    record = records.make_record(game_id, VS_BOT, 5)
    app, page = make_app()
    draws, due = [], []   # each redraw's table, and who was due in it
    page.redraw = lambda: (draws.append(screen_html(app)), due.append((app.snap or {}).get("to_move")))
    run(app.boot("en", links.encode(record)))
    run(page.settle())
    rnd = random.Random(5)
    bot_turns = 0
    for _ in range(12):
        if app.snap.get("over") or not app.snap.get("legal"):
            break
        draws.clear()
        due.clear()
        before = app.snap["moves"]
        run(tap(app, page, rnd.choice(app.snap["legal"])))
        bot_moves = app.snap["moves"] - before - 1
        assert len(draws) == 1 + bot_moves, (bot_moves, len(draws))
        assert all(a != b for a, b in itertools.pairwise(draws))   # no table drawn twice in a row
        if bot_moves and 0 not in due[0]:   # (in a draft both choose: the player's cards show)
            bot_turns += 1
            assert "Bot is thinking" in draws[0]                # shown with the player's move
        assert "Bot is thinking" not in draws[-1]
    assert bot_turns > 0
