"""A player's games, end to end: link play, damaged storage and refused writes never lose one.

Saves are put into storage the way the app writes them (a save key per game, `pt.saves` the
list); games are built in CPython with pycore. Each test gets a fresh browser context.
"""

from __future__ import annotations

import json
import random
import sys

import pytest
from conftest import ENGINE_TIMEOUT, ROOT, wait_engine

sys.path.insert(0, str(ROOT))
from pycore import links, records

HUMANS = [{"name": "Ann", "kind": "human"}, {"name": "Bo", "kind": "human"}]
VS_BOT = [{"name": "Ann", "kind": "human"}, {"name": "Bot", "kind": "bot", "level": "easy"}]


def played(game_id: str, seats: list[dict], seed: int, count: int) -> dict:
    """A record of `count` random legal moves from `seed` (fewer if the game ends first)."""
    rnd = random.Random(seed)
    record = records.make_record(game_id, seats, seed)
    state = records.replay(record)
    while len(record["moves"]) < count and not state.is_over():
        seat = state.to_move()[0]
        move = str(rnd.choice(state.legal_moves(seat)))
        state.apply(seat, move)
        record["moves"].append([seat, move])
    return record


def entry(save_id: str, record: dict, updated: int, over: bool = False) -> dict:
    """The saves list's line for a save, as the app writes it."""
    return {"id": save_id, "game": record["game"], "names": [s["name"] for s in record["seats"]],
            "kinds": [s["kind"] for s in record["seats"]], "players": len(record["seats"]),
            "updated": updated, "due": [], "over": over, "moves": len(record["moves"])}


def put_storage(page, items: dict[str, str]) -> None:
    """Write storage keys, then reload so the app starts from them."""
    page.evaluate("items => { for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }",
                  items)
    page.reload()
    wait_engine(page)


def games_in_play(count: int) -> dict[str, dict]:
    """`count` saved games in play (Celtica against a bot, a few moves each), by save id."""
    return {f"old{i:02d}": played("celtica", VS_BOT, 1000 + i, 3) for i in range(count)}


def storage_items(saves: dict[str, dict], index_text: str | None = None) -> dict[str, str]:
    items = {f"pt.save.{sid}": json.dumps({"record": rec, "snapshot": None})
             for sid, rec in saves.items()}
    lines = [entry(sid, rec, 1_700_000_000_000 + n) for n, (sid, rec) in enumerate(saves.items())]
    items["pt.saves"] = json.dumps(lines) if index_text is None else index_text
    return items


def listed_ids(page) -> list[str]:
    """The save ids the home screen lists (the folds of older games included)."""
    page.wait_for_selector("[data-screen='home']", timeout=ENGINE_TIMEOUT)
    return page.eval_on_selector_all("[data-save-id]", "els => els.map(e => e.dataset.saveId)")


def storage_keys(page) -> list[str]:
    return page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('pt.save.')).sort()")


def open_link(page, fragment: str) -> None:
    """Open a link as a player does (the app is already open) and wait for its answer."""
    page.evaluate("() => { const t = document.querySelector('#toast'); if (t) t.innerHTML = ''; }")
    page.goto(page.url.split("#")[0] + "#" + fragment)
    page.wait_for_selector("#toast p, [data-cover='link']", timeout=ENGINE_TIMEOUT)


def test_forty_turn_links_of_one_game_keep_one_save_and_every_game_in_play(ready_app):
    # Two friends play by sending links: each turn's link has one more move than the last.
    page = ready_app
    others = games_in_play(28)
    put_storage(page, storage_items(others))
    game = played("celtica", HUMANS, 77, 40)
    assert len(game["moves"]) == 40
    for n in range(1, 41):
        turn = dict(game, moves=game["moves"][:n])
        open_link(page, links.encode(turn))
        assert page.locator("#toast p").count() == 1, "a turn link asked a question"
    page.click("[data-action='home']")
    ids = listed_ids(page)
    assert len(ids) == 29
    assert set(others) <= set(ids)
    assert len(storage_keys(page)) == 29


def branch_of(record: dict) -> dict:
    """The same table and seed as `record`, with another move in place of its last."""
    state = records.replay(dict(record, moves=record["moves"][:-1]))
    seat = state.to_move()[0]
    other = next(str(m) for m in state.legal_moves(seat) if str(m) != record["moves"][-1][1])
    return dict(record, moves=record["moves"][:-1] + [[seat, other]])


def saved_moves(page, save_id: str) -> list:
    return json.loads(page.evaluate(f"localStorage.getItem('pt.save.{save_id}')"))["record"]["moves"]


@pytest.mark.parametrize("answer", ["cancel", "keep", "replace"])
def test_a_link_that_branches_from_a_saved_game_asks_first(ready_app, answer):
    page = ready_app
    base = played("celtica", HUMANS, 5, 6)
    open_link(page, links.encode(base))
    page.click("[data-action='home']")
    [first] = listed_ids(page)
    branch = branch_of(base)
    page.goto(page.url.split("#")[0] + "#" + links.encode(branch))
    page.wait_for_selector("[data-cover='link']", timeout=ENGINE_TIMEOUT)
    page.click(f"[data-action='link-{answer}']")
    page.wait_for_selector("[data-cover='link']", state="detached")
    if answer != "cancel":
        page.wait_for_selector("[data-screen='game'], [data-cover='handoff']", timeout=ENGINE_TIMEOUT)
        page.click("[data-action='home']")
    ids = listed_ids(page)
    if answer == "cancel":
        assert ids == [first] and saved_moves(page, first) == base["moves"]
    elif answer == "keep":
        assert len(ids) == 2 and saved_moves(page, first) == base["moves"]
        [second] = [i for i in ids if i != first]
        assert saved_moves(page, second) == branch["moves"]
    else:
        assert ids == [first] and saved_moves(page, first) == branch["moves"]


def test_an_older_link_opens_the_game_saved_further_on(ready_app):
    page = ready_app
    game = played("celtica", HUMANS, 6, 8)
    open_link(page, links.encode(game))
    open_link(page, links.encode(dict(game, moves=game["moves"][:3])))
    page.click("[data-action='home']")
    [only] = listed_ids(page)
    assert saved_moves(page, only) == game["moves"]


@pytest.mark.parametrize("damage", ["truncated", "wrong-shape", "one-bad-entry", "missing"])
def test_a_damaged_saves_list_still_lists_every_good_save(ready_app, damage):
    page = ready_app
    saves = games_in_play(3)
    good = json.dumps([entry(sid, rec, 1_700_000_000_000 + n) for n, (sid, rec) in enumerate(saves.items())])
    index_text = {"truncated": good[: len(good) // 2],
                  "wrong-shape": json.dumps({"saves": json.loads(good)}),
                  "one-bad-entry": json.dumps(json.loads(good)[:2] + [17]),
                  "missing": None}[damage]
    items = storage_items(saves, index_text)
    if damage == "missing":
        del items["pt.saves"]
        page.evaluate("() => localStorage.removeItem('pt.saves')")
    put_storage(page, items)
    assert sorted(listed_ids(page)) == sorted(saves)
    # a new game after that keeps them all
    page.click("[data-action='new:luna']")
    page.click("[data-action='start']")
    page.wait_for_selector("[data-game='luna']", timeout=ENGINE_TIMEOUT)
    page.wait_for_function("() => localStorage.getItem('pt.current')", timeout=ENGINE_TIMEOUT)
    page.click("[data-action='home']")
    ids = listed_ids(page)
    assert len(ids) == 4 and set(saves) <= set(ids)
    assert len(storage_keys(page)) == 4


def test_a_list_calling_every_save_damaged_and_an_odd_key_lose_no_good_save(ready_app):
    """A save is judged by its own text, never by the list; a key is data, never an
    attribute: the four good saves are listed as good, and one under pt.save.__proto__ too."""
    page = ready_app
    saves = games_in_play(4)
    saves["__proto__"] = played("celtica", VS_BOT, 77, 3)
    lines = [dict(entry(sid, rec, 1_700_000_000_000 + n), damaged=True)
             for n, (sid, rec) in enumerate(saves.items())]
    put_storage(page, storage_items(saves, json.dumps(lines)))
    assert sorted(listed_ids(page)) == sorted(saves)
    assert page.locator("[data-damaged='true']").count() == 0
    page.click("[data-save-id='__proto__'] [data-action='open:__proto__']")
    page.wait_for_selector("[data-screen='game'][data-game='celtica']", timeout=ENGINE_TIMEOUT)


def test_a_damaged_save_shows_as_damaged_and_can_be_deleted(ready_app):
    page = ready_app
    saves = games_in_play(2)
    items = storage_items(saves)
    items["pt.save.old01"] = items["pt.save.old01"][:40]
    put_storage(page, items)
    page.wait_for_selector("[data-save-id='old01'][data-damaged='true']", timeout=ENGINE_TIMEOUT)
    assert page.locator("[data-save-id='old00'] [data-action='open:old00']").count() == 1
    page.click("[data-action='delete:old01']")
    page.click("[data-action='delete-yes:old01']")
    page.wait_for_selector("[data-save-id='old01']", state="detached")
    assert listed_ids(page) == ["old00"]
    assert storage_keys(page) == ["pt.save.old00"]


def test_a_refused_write_of_the_saves_list_loses_no_game(ready_app):
    # Storage has room for the game but refuses the list: after a reload the game is listed.
    page = ready_app
    page.evaluate("""() => {
        const set = Storage.prototype.setItem;
        Storage.prototype.setItem = function (k, v) {
            if (k === 'pt.saves') throw new DOMException('full', 'QuotaExceededError');
            return set.call(this, k, v);
        };
    }""")
    page.click("[data-action='new:celtica']")
    page.click("[data-action='start']")
    page.wait_for_selector("[data-game='celtica'] [data-move]:not([disabled])", timeout=ENGINE_TIMEOUT)
    page.wait_for_selector("#toast p", timeout=ENGINE_TIMEOUT)     # the failed write is said
    save_id = page.evaluate("localStorage.getItem('pt.current')")
    assert save_id and page.evaluate(f"localStorage.getItem('pt.save.{save_id}') !== null")
    page.evaluate("() => localStorage.removeItem('pt.current')")
    page.reload()
    wait_engine(page)
    assert listed_ids(page) == [save_id]


def test_a_full_list_asks_before_any_game_in_play_leaves(ready_app):
    page = ready_app
    saves = games_in_play(30)
    put_storage(page, storage_items(saves))
    assert len(listed_ids(page)) == 30
    fresh = played("celtica", HUMANS, 9, 2)
    page.goto(page.url.split("#")[0] + "#" + links.encode(fresh))
    page.wait_for_selector("[data-cover='room']", timeout=ENGINE_TIMEOUT)
    page.click("[data-action='room-cancel']")
    page.wait_for_selector("[data-cover='room']", state="detached")
    assert sorted(listed_ids(page)) == sorted(saves)
    # the player picks one to remove: the link's game takes its place
    page.goto(page.url.split("#")[0] + "#" + links.encode(fresh))
    page.click("[data-action='room-remove:old05']")
    page.wait_for_selector("[data-screen='game'], [data-cover='handoff']", timeout=ENGINE_TIMEOUT)
    page.click("[data-action='home']")
    ids = listed_ids(page)
    assert len(ids) == 30 and "old05" not in ids and set(saves) - {"old05"} <= set(ids)


def test_a_save_records_when_it_was_played(ready_app):
    # The clock crosses into MicroPython as text: a JS number of milliseconds would be cut to
    # 32 bits, and every save would sort as if played in January 1970.
    page = ready_app
    page.click("[data-action='new:celtica']")
    page.click("[data-action='start']")
    page.wait_for_function("() => localStorage.getItem('pt.current')", timeout=ENGINE_TIMEOUT)
    entry = json.loads(page.evaluate("localStorage.getItem('pt.saves')"))[0]
    now = page.evaluate("Date.now()")
    assert abs(now - entry["updated"]) < 24 * 3600 * 1000
