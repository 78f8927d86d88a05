"""The phone UI end to end with Celtica: playing, bots, pass-and-play, saves, links, the end.

Every test gets a fresh browser context (fresh storage). Games that must reach their end are
prepared in CPython with pycore (random legal moves) and opened through a share link, so the
test does not wait for a whole game of bot moves.
"""

from __future__ import annotations

import json
import random
import sys

from conftest import ENGINE_TIMEOUT, ROOT, open_record, wait_engine

sys.path.insert(0, str(ROOT))
from pycore import links, records

MOVES = "[data-game='celtica'] [data-move]:not([disabled])"
SETTLED = f"{MOVES}, [data-cover='handoff'], [data-over='true']"


def tap_first_move(page) -> None:
    """Tap the first legal move, then wait until the app has answered and settled: the
    human is due again, the phone must change hands, or the game is over."""
    before = page.get_attribute("[data-screen='game']", "data-moves")
    # (swaps wait inside closed disclosures; the first visible move is always tappable)
    page.locator(MOVES).locator("visible=true").first.click()
    page.wait_for_function(
        "b => { const g = document.querySelector(\"[data-screen='game']\");"
        " return !g || g.dataset.moves !== b; }", arg=before, timeout=ENGINE_TIMEOUT)
    page.wait_for_selector(SETTLED, state="attached", timeout=ENGINE_TIMEOUT)


def start_game(page, seats: list[str]) -> None:
    """New Celtica game from the home screen; `seats` is "human"/"bot" per seat."""
    page.click("[data-action='new:celtica']")
    page.click(f"[data-action='setup-players:{len(seats)}']")
    for i, kind in enumerate(seats):
        page.click(f"[data-action='setup-kind:{i}:{kind}']")
    page.click("[data-action='start']")


def near_the_end(seed: int, seats: list[dict], left: int) -> dict:
    """A record played randomly until `left` moves from its end, the last ones by seat 0."""
    rnd = random.Random(seed)
    record = records.make_record("celtica", seats, seed)
    state = records.replay(record)
    history = []
    while not state.is_over():
        seat = state.to_move()[0]
        move = str(rnd.choice(state.legal_moves(seat)))
        state.apply(seat, move)
        history.append([seat, move])
    # back up to a point where seat 0 is due and few moves remain
    for cut in range(len(history) - left, 0, -1):
        if history[cut][0] == 0:
            record["moves"] = history[:cut]
            return record
    raise AssertionError("no such point")


def test_a_game_against_a_bot_autosaves_and_resumes(ready_app):
    page = ready_app
    start_game(page, ["human", "bot"])
    page.wait_for_selector(MOVES, timeout=ENGINE_TIMEOUT)
    for _ in range(3):
        tap_first_move(page)
    page.wait_for_selector(MOVES, timeout=ENGINE_TIMEOUT)
    played = int(page.get_attribute("[data-screen='game']", "data-moves"))
    assert played >= 3
    page.reload()
    # the last view comes back at once from storage, then the engine makes it live
    page.wait_for_selector(f"[data-screen='game'][data-moves='{played}']", timeout=10_000)
    wait_engine(page)
    page.wait_for_selector(MOVES, timeout=ENGINE_TIMEOUT)
    page.click("[data-action='home']")
    page.wait_for_selector("[data-screen='home'] [data-save-id]")
    row = page.locator("[data-save-id]")
    assert row.count() == 1
    assert "Celtica" in row.first.inner_text()


def test_delete_a_saved_game_asks_first(ready_app):
    page = ready_app
    start_game(page, ["human", "bot"])
    page.wait_for_selector(MOVES, timeout=ENGINE_TIMEOUT)
    page.click("[data-action='home']")
    page.wait_for_selector("[data-screen='home'] [data-save-id]")
    save_id = page.get_attribute("[data-save-id]", "data-save-id")
    page.click(f"[data-action='delete:{save_id}']")
    page.click("[data-action='delete-no']")
    page.wait_for_selector("[data-action='delete-no']", state="detached")
    assert page.locator("[data-save-id]").count() == 1
    page.click(f"[data-action='delete:{save_id}']")
    page.click(f"[data-action='delete-yes:{save_id}']")
    page.wait_for_selector("[data-save-id]", state="detached")
    assert page.evaluate(f"localStorage.getItem('pt.save.{save_id}')") is None


def test_pass_and_play_covers_the_table_between_humans(ready_app):
    page = ready_app
    start_game(page, ["human", "human"])
    page.wait_for_selector("[data-cover='handoff']", timeout=ENGINE_TIMEOUT)
    assert "Player 1" in page.inner_text("[data-cover='handoff']")
    page.click("[data-action='handoff-go']")
    page.wait_for_selector(MOVES, timeout=ENGINE_TIMEOUT)
    # Player 1 plays until the turn passes; then the cover hides everything
    for _ in range(12):
        tap_first_move(page)
        if page.locator("[data-cover='handoff']").count():
            break
    cover = page.inner_text("[data-cover='handoff']")
    assert "Player 2" in cover
    assert page.locator("[data-move]").count() == 0
    assert page.locator(".hand").count() == 0
    page.click("[data-action='handoff-go']")
    page.wait_for_selector(MOVES, timeout=ENGINE_TIMEOUT)
    # going to the background covers the table too
    page.evaluate("Object.defineProperty(document, 'hidden', {value: true, configurable: true});"
                  "document.dispatchEvent(new Event('visibilitychange'))")
    page.wait_for_selector("[data-cover='handoff']")
    assert page.locator(".hand").count() == 0
    # ... even while the rules are open over the table
    page.click("[data-action='handoff-go']")
    page.wait_for_selector(MOVES, timeout=ENGINE_TIMEOUT)
    page.click("[data-game='celtica'] .rules-row a")
    page.wait_for_selector("[data-cover='rules']")
    page.evaluate("document.dispatchEvent(new Event('visibilitychange'))")
    page.wait_for_selector("[data-cover='handoff']")
    assert page.locator("[data-cover='rules']").count() == 0 and page.locator(".hand").count() == 0


def test_the_hand_off_cover_changes_language_and_goes_home_without_uncovering(ready_app):
    page = ready_app
    start_game(page, ["human", "human"])
    page.wait_for_selector("[data-cover='handoff']", timeout=ENGINE_TIMEOUT)
    page.click("[data-cover='handoff'] [data-action='lang:zh-Hant']")
    page.wait_for_selector("[data-cover='handoff'] >> text=請交給")
    assert page.locator(".hand").count() == 0 and page.locator("[data-move]").count() == 0
    page.click("[data-cover='handoff'] [data-action='home']")
    page.wait_for_selector("[data-screen='home'] [data-save-id]")
    assert page.locator("[data-cover='handoff']").count() == 0
    page.click("[data-screen='home'] [data-action^='open:']")
    page.wait_for_selector("[data-cover='handoff']", timeout=ENGINE_TIMEOUT)
    assert page.locator(".hand").count() == 0


def test_undo_takes_back_the_move_and_the_bot_replies(ready_app):
    page = ready_app
    start_game(page, ["human", "bot"])
    page.wait_for_selector(MOVES, timeout=ENGINE_TIMEOUT)
    tap_first_move(page)
    page.wait_for_selector("[data-action='undo']", timeout=ENGINE_TIMEOUT)
    page.click("[data-action='undo']")
    page.wait_for_selector("[data-screen='game'][data-moves='0']", timeout=ENGINE_TIMEOUT)


def test_a_shared_game_opens_is_saved_and_plays_to_the_ranking_and_replay(ready_app):
    page = ready_app
    seats = [{"name": "Ann", "kind": "human"}, {"name": "<b>Bo</b>", "kind": "bot", "level": "easy"}]
    record = near_the_end(3, seats, 6)
    page.goto(page.url.split("#")[0] + "#" + links.encode(record))
    wait_engine(page)
    page.wait_for_selector("[data-screen='game']", timeout=ENGINE_TIMEOUT)
    assert "#" not in page.url
    page.wait_for_selector(SETTLED, state="attached", timeout=ENGINE_TIMEOUT)
    for _ in range(60):
        if page.locator("[data-over='true']").count():
            break
        tap_first_move(page)
    page.wait_for_selector("[data-over='true']", timeout=ENGINE_TIMEOUT)
    ranking = page.inner_text(".ranking")
    assert "Ann" in ranking and "<b>Bo</b>" in ranking  # shown as text, never as markup
    page.click("[data-action='replay:0']")
    page.wait_for_selector(".replay-bar")
    page.click("[data-action='replay:1']")
    page.wait_for_selector(".replay-bar >> text=Move 1 of")
    assert page.locator(".hand").count() == 2  # every hand revealed
    page.click("[data-action='replay-close']")
    page.click("[data-action='home']")
    # a finished game waits in the home's "finished games" fold
    page.wait_for_selector("[data-fold='saves-finished'] [data-save-id]", state="attached")
    assert page.locator("[data-save-id]").count() == 1


def test_share_gives_a_link_that_opens_the_same_game(ready_app, context):
    page = ready_app
    page.evaluate("() => { navigator.share = async (data) => { window.__shared = data.url; }; }")
    start_game(page, ["human", "bot"])
    page.wait_for_selector(MOVES, timeout=ENGINE_TIMEOUT)
    tap_first_move(page)
    moves = page.get_attribute("[data-screen='game']", "data-moves")
    page.click("[data-action='share']")
    page.click("[data-action='share-game']")
    page.wait_for_function("window.__shared")
    url = page.evaluate("window.__shared")
    assert "#g1." in url
    other = context.new_page()
    other.goto(url)
    other.wait_for_selector(f"[data-screen='game'][data-moves='{moves}']", timeout=ENGINE_TIMEOUT)


def test_a_game_link_opened_twice_keeps_one_save(ready_app):
    page = ready_app
    record = records.make_record("celtica", [{"name": "Ann", "kind": "human"},
                                             {"name": "Bot", "kind": "bot", "level": "easy"}], 4)
    assert list(records.new_state(record).to_move()) == [0]    # nothing moves until Ann does
    for _ in range(2):
        open_record(page, record)
        page.click("[data-action='home']")
        page.wait_for_selector("[data-screen='home'] [data-save-id]")
    assert page.locator("[data-save-id]").count() == 1


def test_an_invite_opens_the_setup_prefilled(ready_app):
    page = ready_app
    record = records.make_record("celtica", [{"name": "Ann", "kind": "human"},
                                             {"name": "Cy", "kind": "human"},
                                             {"name": "Bot", "kind": "bot", "level": "hard"}], 9)
    page.goto(page.url.split("#")[0] + "#" + links.encode(record, invite=True))
    page.wait_for_selector("[data-screen='setup']", timeout=ENGINE_TIMEOUT)
    assert page.input_value("[data-seat-name='1']") == "Cy"
    assert page.get_attribute("[data-action='setup-level:2:hard']", "aria-pressed") == "true"


def test_a_bad_link_says_why_and_changes_no_save(ready_app):
    page = ready_app
    start_game(page, ["human", "bot"])
    page.wait_for_selector(MOVES, timeout=ENGINE_TIMEOUT)
    page.click("[data-action='home']")
    page.wait_for_selector("[data-screen='home'] [data-save-id]")
    before = page.evaluate("JSON.stringify(Object.keys(localStorage).sort())")
    page.goto(page.url.split("#")[0] + "#g1.this-is-not-a-game")
    wait_engine(page)
    page.wait_for_selector("#toast p", timeout=ENGINE_TIMEOUT)
    assert "could not be opened" in page.inner_text("#toast")
    assert page.evaluate("JSON.stringify(Object.keys(localStorage).sort())") == before


def test_the_language_is_remembered_and_painted_before_python(ready_app):
    page = ready_app
    page.click("[data-action='lang:zh-Hant']")
    page.wait_for_selector("text=塞爾特的護身符")
    page.reload(wait_until="domcontentloaded")
    assert page.get_attribute("html", "data-lang") == "zh-Hant"
    page.wait_for_selector("h1:has-text('口袋桌遊')", timeout=5_000)
    assert page.locator("h1:has-text('Pocket Table')").count() == 0  # the English copy is gone
    wait_engine(page)
    start_game(page, ["human", "bot"])
    page.wait_for_selector(MOVES, timeout=ENGINE_TIMEOUT)
    assert "第 1 輪" in page.inner_text(".scorebar")


def test_a_game_of_bots_can_be_watched(ready_app):
    page = ready_app
    start_game(page, ["bot", "bot"])
    # (the bots keep playing while we look: wait for at least three moves, not exactly three)
    page.wait_for_function(
        "() => { const g = document.querySelector(\"[data-screen='game']\");"
        " return g && Number(g.dataset.moves) >= 3; }", timeout=ENGINE_TIMEOUT)
    assert page.locator("[data-move]").count() == 0
    assert page.locator(".log li").count() >= 3
    # watched from the table: nobody's hand, and the screen says so
    assert page.locator(".watching").is_visible()
    assert "watching" in page.inner_text(".watching")


def test_the_rules_open_over_a_game_and_close_back_to_it(ready_app):
    page = ready_app
    start_game(page, ["human", "bot"])
    page.wait_for_selector(MOVES, timeout=ENGINE_TIMEOUT)
    page.click("[data-game='celtica'] .rules-row a")
    sheet = page.locator(".rules-sheet")
    sheet.locator(".rules-doc h2").first.wait_for(timeout=10_000)
    assert page.url.endswith("/")          # the sheet, not a new page: the game stays open
    assert "Rules of Celtica" in sheet.locator(".topbar").inner_text()
    assert sheet.locator(".rules-doc table").count() == 1      # the path table
    assert page.evaluate("document.activeElement.dataset.action") == "cover-close"
    no_page_scroll = "document.documentElement.scrollWidth <= document.documentElement.clientWidth"
    assert page.evaluate(no_page_scroll)
    page.keyboard.press("Escape")           # closes it, as the ✕ does
    page.wait_for_selector(".rules-sheet", state="detached")
    page.wait_for_selector(MOVES, timeout=ENGINE_TIMEOUT)     # the same game, still playable
    # in Chinese, from the setup screen
    page.click("[data-action='lang:zh-Hant']")
    page.click("[data-action='home']")
    page.click("[data-action='new:luna']")
    page.click("[data-screen='setup'] .rules-link")
    page.locator(".rules-sheet .rules-doc h2").first.wait_for(timeout=10_000)
    assert "月神來我家規則" in page.inner_text(".rules-sheet .topbar")
    assert "遊戲目的" in page.inner_text(".rules-sheet .rules-doc")
    page.click("[data-action='cover-close']")
    page.wait_for_selector(".rules-sheet", state="detached")


def test_no_horizontal_scroll_on_a_small_phone(ready_app):
    page = ready_app
    page.set_viewport_size({"width": 360, "height": 740})
    start_game(page, ["human", "bot", "bot", "bot", "bot"])
    page.wait_for_selector("[data-screen='game']", timeout=ENGINE_TIMEOUT)
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    for box in page.locator(MOVES).evaluate_all(
            "els => els.map(e => { const r = e.getBoundingClientRect(); return [r.width, r.height]; })"):
        assert box[0] >= 44 and box[1] >= 44


def test_a_tap_on_something_not_allowed_says_why(ready_app):
    page = ready_app
    start_game(page, ["human", "bot"])
    page.wait_for_selector(MOVES, timeout=ENGINE_TIMEOUT)
    moves = page.get_attribute("[data-screen='game']", "data-moves")
    page.click("[data-try='take:0']")
    page.wait_for_selector("#toast p", timeout=ENGINE_TIMEOUT)
    assert "druid cards" in page.inner_text("#toast")
    assert page.get_attribute("[data-screen='game']", "data-moves") == moves


def test_a_whole_game_from_the_setup_with_a_hostile_name(ready_app):
    """A full Celtica game against an Easy bot, begun in the setup screen and played by
    tapping `[data-move]` (Pixel 7 touch emulation) to the game-over screen. The human is
    named `<img src=x onerror=alert(1)>`: it must show as text and run nothing."""
    page = ready_app
    dialogs = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    hostile = "<img src=x onerror=alert(1)>"
    page.click("[data-action='new:celtica']")
    page.click("[data-action='setup-players:2']")
    page.click("[data-action='setup-kind:0:human']")
    page.click("[data-action='setup-kind:1:bot']")
    page.locator(".name-input").first.fill(hostile)
    page.click("[data-action='start']")
    page.wait_for_selector(SETTLED, state="attached", timeout=ENGINE_TIMEOUT)
    for _ in range(400):
        if page.locator("[data-over='true']").count():
            break
        tap_first_move(page)
    page.wait_for_selector("[data-game='celtica'][data-over='true']", timeout=ENGINE_TIMEOUT)
    assert hostile in page.inner_text(".ranking")
    assert page.locator("img[src='x']").count() == 0
    assert dialogs == []


def test_damaged_storage_never_stops_the_app(ready_app):
    # A stored picture the screens cannot draw, and a damaged line in the saves list: the app
    # still starts, resumes the game from its record, and lists every save.
    page = ready_app
    start_game(page, ["human", "bot"])
    tap_first_move(page)
    save_id = page.evaluate("localStorage.getItem('pt.current')")
    # (edited in Python: JavaScript's numbers would round the record's 62-bit seed)
    key = f"pt.save.{save_id}"
    stored = json.loads(page.evaluate("k => localStorage.getItem(k)", key))
    stored["snapshot"]["view"]["path"] = 5
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [key, json.dumps(stored)])
    # a second save, whose line in the list is damaged
    luna = records.make_record("luna", [{"name": "Ann", "kind": "human"},
                                        {"name": "Bot", "kind": "bot", "level": "easy"}], 3)
    page.evaluate("([k, v]) => localStorage.setItem(k, v)",
                  ["pt.save.zz", json.dumps({"record": luna, "snapshot": None})])
    page.evaluate("""() => {
        const index = JSON.parse(localStorage.getItem('pt.saves'));
        index.push({id: 'zz', game: 'luna', names: 5, due: 5, updated: 'x'});
        localStorage.setItem('pt.saves', JSON.stringify(index));
    }""")
    page.reload()
    wait_engine(page)
    page.wait_for_selector(MOVES, timeout=ENGINE_TIMEOUT)
    assert page.get_attribute("[data-screen='game']", "data-moves") != "0"
    page.click("[data-action='home']")
    page.wait_for_selector("[data-save-id='zz']")
    assert page.locator("[data-save-id]").count() == 2


def test_full_storage_is_said_once_and_loses_no_save(ready_app):
    page = ready_app
    start_game(page, ["human", "bot"])
    tap_first_move(page)
    save_id = page.evaluate("localStorage.getItem('pt.current')")
    before = page.evaluate("JSON.stringify([localStorage.getItem('pt.saves'), "
                           f"localStorage.getItem('pt.save.{save_id}')])")
    # The phone's storage is full from now on: every write is refused.
    page.evaluate("() => { Storage.prototype.setItem = () => { "
                  "throw new DOMException('full', 'QuotaExceededError'); }; }")
    tap_first_move(page)
    page.wait_for_selector("#toast p", timeout=ENGINE_TIMEOUT)
    assert "no room left" in page.inner_text("#toast")
    after = page.evaluate("JSON.stringify([localStorage.getItem('pt.saves'), "
                          f"localStorage.getItem('pt.save.{save_id}')])")
    assert after == before


def test_the_setup_changes_language_and_keeps_the_names_typed(ready_app):
    page = ready_app
    page.click("[data-action='new:celtica']")
    page.fill("[data-seat-name='0']", "Zed")
    page.click("[data-screen='setup'] [data-action='lang:zh-Hant']")
    page.wait_for_selector("[data-screen='setup'] >> text=新遊戲")
    assert page.input_value("[data-seat-name='0']") == "Zed"
