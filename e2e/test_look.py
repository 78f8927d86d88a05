"""How the table looks and moves, end to end (issue 18): every screen passes axe in both
themes and fits a small phone without page scroll; a move — the player's and a bot's — plays
out as motion within 300 ms, and prefers-reduced-motion turns it off; the first-game guide
points at the real table, moves on, is skipped and is replayed from the rules sheet; the
sound switch cues a turn; wide screens put the dock beside the board.

Positions are prepared in CPython with pycore (seeded random moves, seat 0 a human who is
due) and opened through a share link (`scripts/screens.py` takes its pictures from the same
positions). Every test gets a fresh browser context; the guides count as seen (conftest)
except where the guide itself is tested.
"""

from __future__ import annotations

import pytest
from conftest import (
    ENGINE_TIMEOUT,
    axe_violations,
    game_ids,
    open_record,
    prepared_record,
    start_game,
    tap_move,
    wait_engine,
)
from screens import position

GAMES = game_ids()
LANGS = ["en", "zh-Hant"]

# Every animation motion.js starts, with its key and duration, as it starts.
RECORD_ANIMATIONS = """
window.__anims = [];
(function () {
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (frames, options) {
    if (options && options.id === 'pt-motion') {
      const g = document.querySelector("[data-screen='game']");
      window.__anims.push({key: this.getAttribute('data-motion-key'), duration: options.duration,
                           moves: g ? Number(g.dataset.moves) : -1});
    }
    return animate.call(this, frames, options);
  };
})();
"""
# Vibrations asked for, as they are asked for (navigator.vibrate is missing on desktop builds).
RECORD_BUZZ = """
window.__buzz = [];
Object.defineProperty(Navigator.prototype, 'vibrate',
  {value: function (p) { window.__buzz.push(p); return true; }, configurable: true});
"""

# Readable on a small phone (issue 38, item 2): the page walked as a player sees it, every
# text node whose element is displayed and visible, with the element's computed font size;
# text for screen readers only (`.sr`) is left out, as nobody sees it.
SMALLEST_PX = 12
# [[font size, the element's class, the text]] of every visible text drawn too small, and
# of every visible text that carries a soft hyphen (a name the browser may break "Assas-sin").
SMALL_TEXT = """(least) => {
    const small = [], hyphened = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    let node;
    while ((node = walker.nextNode())) {
        const text = node.textContent.trim();
        const el = node.parentElement;
        if (!text || !el || el.closest('.sr')) continue;
        if (!el.checkVisibility({visibilityProperty: true, opacityProperty: true})) continue;
        const box = el.getBoundingClientRect();
        if (!box.width || !box.height) continue;
        const px = parseFloat(getComputedStyle(el).fontSize);
        const what = [Math.round(px * 10) / 10, String(el.className || el.tagName), text.slice(0, 24)];
        if (px < least - 0.01) small.push(what);
        if (text.includes('\\u00ad')) hyphened.push(what);
    }
    return {small, hyphened};
}"""


def unreadable(page) -> list:
    """What a player at 360 px cannot read: text under 12 CSS px, names broken by a hyphen."""
    seen = page.evaluate(SMALL_TEXT, SMALLEST_PX)
    return seen["small"] + seen["hyphened"]


def no_page_scroll(page) -> bool:
    return page.evaluate("(() => { const e = document.scrollingElement;"
                         " return e.scrollHeight <= innerHeight + 1 && e.scrollWidth <= innerWidth + 1; })()")


def set_lang(page, lang: str) -> None:
    if page.evaluate("document.documentElement.lang") != lang:
        page.click(f"[data-action='lang:{lang}']")
        page.wait_for_function("lang => document.documentElement.lang === lang", arg=lang)


def moves(page) -> int:
    return int(page.get_attribute("[data-screen='game']", "data-moves") or -1)


def play_until(page, game_id: str, done: str, arg=None, limit: int = 40) -> None:
    """Tap the first tappable move again and again (the player finishes the turn: a play,
    then its parts…) until the page function `done(arg)` holds."""
    for _ in range(limit):
        if page.evaluate("a => " + done, arg):
            return
        page.wait_for_selector(f"[data-game='{game_id}'] [data-move]:not([disabled]) >> visible=true",
                               timeout=ENGINE_TIMEOUT)
        if page.evaluate("a => " + done, arg):
            return
        tap_move(page, game_id, page.locator(f"[data-game='{game_id}'] [data-move]:not([disabled]) >> visible=true")
                 .first.get_attribute("data-move"))
    raise AssertionError("never: " + done)


# ---- axe, readable text and the small phone, both themes ------------------------------------
# Sizes do not change with the theme, so the light run alone also reads every text's size:
# the table with its sheet at peek and pulled up, and the end.
@pytest.mark.parametrize("theme", ["light", "dark"])
def test_every_game_passes_axe_and_fits_a_small_phone(ready_app, theme):
    page = ready_app
    page.set_viewport_size({"width": 360, "height": 740})
    page.emulate_media(color_scheme=theme)
    small = []
    for game_id in GAMES:
        open_record(page, position(game_id))
        for lang in LANGS:
            set_lang(page, lang)
            assert no_page_scroll(page), (game_id, lang)
            assert axe_violations(page) == [], (game_id, lang, theme)
            if theme == "light":
                small.append([game_id, lang, "peek", unreadable(page)])
                page.click("[data-sheet] [data-action='sheet']")
                page.wait_for_selector("[data-sheet][data-sheet-state='open']")
                small.append([game_id, lang, "open", unreadable(page)])
                page.click("[data-sheet] [data-action='sheet']")
                page.wait_for_selector("[data-sheet][data-sheet-state='peek']")
        if theme == "light":
            open_record(page, position(game_id, True))
            page.wait_for_selector("[data-over='true']")
            for lang in LANGS:
                set_lang(page, lang)
                small.append([game_id, lang, "end", unreadable(page)])
    assert [row for row in small if row[-1]] == []


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_other_screens_pass_axe_in_both_themes(ready_app, theme):
    page = ready_app
    page.set_viewport_size({"width": 360, "height": 740})
    page.emulate_media(color_scheme=theme)
    seen = []
    for lang in LANGS:
        set_lang(page, lang)
        page.wait_for_selector("[data-screen='home'] [data-action='sound']")
        seen.append(["home", lang, no_page_scroll(page), axe_violations(page) + unreadable(page)])
        page.click("[data-action='rules:luna']")
        page.wait_for_selector(".rules-sheet .rules-doc h2", timeout=10_000)
        seen.append(["rules", lang, no_page_scroll(page), axe_violations(page) + unreadable(page)])
        page.keyboard.press("Escape")
        page.wait_for_selector(".rules-sheet", state="detached")
        page.click("[data-action='new:celtica']")
        page.wait_for_selector("[data-action='start']")
        seen.append(["setup", lang, no_page_scroll(page), axe_violations(page) + unreadable(page)])
        page.click("[data-action='home']")
    # a game at its end, and the guide's bubble over a game
    finished = prepared_record("celtica", ["Ann", "Bo"], 5, None, lambda rnd, legal: rnd.choice(legal))
    open_record(page, finished)
    page.wait_for_selector("[data-over='true']")
    seen.append(["over", "zh-Hant", no_page_scroll(page), axe_violations(page) + unreadable(page)])
    page.add_init_script("try { localStorage.removeItem('pt.guided'); } catch (e) {}")
    page.reload()
    wait_engine(page)
    open_record(page, position("luna"))
    page.wait_for_selector("[data-guide-step]")
    seen.append(["guide", "zh-Hant", no_page_scroll(page), axe_violations(page)])
    for name, lang, fits, found in seen:
        assert fits, (name, lang)
        assert found == [], (name, lang, theme, found)


# ---- motion -------------------------------------------------------------------------------
def test_a_move_and_the_bots_replies_play_out_as_motion_within_300_ms(ready_app):
    page = ready_app
    page.add_init_script(RECORD_ANIMATIONS)
    page.reload()
    wait_engine(page)
    open_record(page, position("celtica"))
    page.wait_for_function("window.ptMotion && window.__anims")
    play = page.locator("[data-game='celtica'] .play-btn[data-move] >> visible=true").first
    colour = play.get_attribute("data-move").split(":")[1]
    mine = moves(page)
    play.click()
    page.wait_for_function("c => window.__anims.some(a => a.key === 'druid-' + c)", arg=colour,
                           timeout=ENGINE_TIMEOUT)
    # the bots answer one move at a time, and their druids step too
    play_until(page, "celtica", "window.__anims.some(x => x.moves > a + 1 && x.key.startsWith('druid-'))", mine)
    anims = page.evaluate("window.__anims")
    assert anims and max(a["duration"] for a in anims) <= 300
    assert page.evaluate("document.getAnimations().every(a => a.id !== 'pt-motion'"
                         " || a.effect.getTiming().duration <= 300)")


def test_reduced_motion_turns_the_motion_off(ready_app):
    page = ready_app
    page.emulate_media(reduced_motion="reduce")
    page.add_init_script(RECORD_ANIMATIONS)
    page.reload()
    wait_engine(page)
    open_record(page, position("celtica"))
    before = moves(page)
    moved_on = "Number(document.querySelector(\"[data-screen='game']\").dataset.moves) > a + 2"
    play_until(page, "celtica", moved_on, before)
    assert page.evaluate("window.ptMotion.off()") is True
    assert page.evaluate("window.__anims") == []


# ---- the first-game guide -----------------------------------------------------------------
def test_the_first_game_guide_points_at_the_table_and_can_be_replayed(ready_app):
    page = ready_app
    page.add_init_script("try { localStorage.removeItem('pt.guided'); } catch (e) {}")
    page.reload()
    wait_engine(page)
    start_game(page, "celtica", ["human", "bot"])
    bubble = page.wait_for_selector("[data-guide-step='0'][data-guide-target='path']", timeout=ENGINE_TIMEOUT)
    assert bubble.get_attribute("role") == "dialog"
    page.wait_for_function("document.querySelector('[data-guide-found]')")

    def ringed(target: str) -> bool:
        """The ring is drawn around the marked thing (guide.js)."""
        return page.evaluate("""t => { const r = document.getElementById('guide-ring');
            const el = [...document.querySelectorAll('#app [data-guide="' + t + '"]')]
                .find(e => e.getBoundingClientRect().width > 0);
            if (!r || r.hidden || !el) return false;
            const a = r.getBoundingClientRect(), b = el.getBoundingClientRect();
            return a.left <= b.left && a.top <= b.top && a.right >= b.right && a.bottom >= b.bottom; }""", target)

    assert ringed("path")
    assert page.evaluate("document.activeElement.dataset.action") == "guide-next"   # keyboard ready
    page.click("[data-action='guide-next']")
    page.wait_for_selector("[data-guide-step='1'][data-guide-target='moves']")
    page.wait_for_function("document.getElementById('guide-ring') && !document.getElementById('guide-ring').hidden")
    assert ringed("moves")
    # the bubble never covers what it points at
    box = page.evaluate("(() => { const g = document.querySelector('.guide').getBoundingClientRect();"
                        " const d = document.querySelector('.dock').getBoundingClientRect();"
                        " return [g.bottom, d.top]; })()")
    assert box[0] <= box[1] + 1
    page.click("[data-action='guide-skip']")
    page.wait_for_selector("[data-guide-step]", state="detached")
    assert page.locator("#guide-ring").count() == 0
    assert "celtica" in page.evaluate("localStorage.getItem('pt.guided')")
    # again, from the rules sheet
    page.click("[data-game='celtica'] .rules-row a")
    page.click("[data-action='guide:celtica']")
    page.wait_for_selector("[data-guide-step='0']")
    page.keyboard.press("Escape")
    page.wait_for_selector("[data-guide-step]", state="detached")
    page.locator("[data-game='celtica'] [data-move]:not([disabled]) >> visible=true").first.wait_for()


# ---- sound and vibration ------------------------------------------------------------------
def test_the_sound_switch_cues_your_turn(ready_app):
    page = ready_app
    page.add_init_script(RECORD_BUZZ)
    page.reload()
    wait_engine(page)
    switch = page.locator("[data-screen='home'] [data-action='sound']")
    assert switch.get_attribute("aria-pressed") == "false"
    assert page.evaluate("window.ptCue.played") == []
    switch.click()
    page.wait_for_selector("[data-screen='home'] [data-action='sound'][aria-pressed='true']")
    assert page.evaluate("localStorage.getItem('pt.sound')") == "on"
    assert page.evaluate("window.ptCue.played") == ["turn"] and len(page.evaluate("window.__buzz")) == 1
    start_game(page, "celtica", ["human", "bot"])
    play_until(page, "celtica", "window.ptCue.played.length >= 2")   # the bot has played
    assert page.evaluate("window.ptCue.played")[1] in ("turn", "round")
    assert len(page.evaluate("window.__buzz")) >= 2


# ---- bigger screens -----------------------------------------------------------------------
@pytest.mark.parametrize("size", [[844, 390], [768, 1024], [390, 844]], ids=["landscape", "tablet", "phone"])
def test_wide_screens_put_the_table_beside_your_things(ready_app, size):
    page = ready_app
    page.set_viewport_size({"width": size[0], "height": size[1]})
    for game_id in ("luna", "celtica"):
        open_record(page, position(game_id))
        board, dock = page.evaluate("""[...['#board', '.dock']].map(s => {
            const r = document.querySelector(s).getBoundingClientRect();
            return [r.left, r.top, r.right, r.bottom]; })""")
        if size[0] >= 700:
            assert dock[0] >= board[2] - 1 and dock[1] < board[3], (game_id, board, dock)
            assert board[2] - board[0] >= dock[2] - dock[0]       # the table gets the room
        else:
            assert dock[1] >= board[3] - 1, (game_id, board, dock)
        assert no_page_scroll(page), (game_id, size)
        if size[0] >= 700:   # the dock is the whole column, down to the foot of the screen
            assert dock[3] >= size[1] - 2, (game_id, size, dock)


# ---- the board first: the decision sheet on a phone -----------------------------------------
# The board's share of the screen, the sheet's state, and the places on the board a decision
# is about (its marked targets and move buttons) that are in view, as the page lays them out.
BOARD_IN_VIEW = """() => {
    const board = document.querySelector('[data-board]').getBoundingClientRect();
    const sheet = document.querySelector('[data-sheet]');
    const seen = Math.max(0, Math.min(board.bottom, innerHeight) - Math.max(board.top, 0));
    const targets = [...document.querySelectorAll('[data-board] .is-target, [data-board] [data-move]:not([disabled])')]
        .filter(e => e.getClientRects().length);
    const shown = targets.filter(e => { const r = e.getBoundingClientRect();
        return r.top >= board.top - 1 && r.bottom <= board.bottom + 1; });
    return {share: seen / innerHeight, state: sheet.dataset.sheetState, targets: targets.length,
            shown: shown.length, sheet: sheet.getBoundingClientRect().height};
}"""


@pytest.mark.parametrize("size", [[360, 740], [390, 844]], ids=["360", "390"])
def test_the_board_keeps_half_the_phone_and_the_decision_is_in_view(ready_app, size):
    """Every game's decision on a phone: the sheet peeks, the board has at least half of the
    screen, and a place on the board the decision is about is scrolled into view. The handle
    pulls the sheet up (the hand and details) and lets it down again; a move lets it down."""
    page = ready_app
    page.set_viewport_size({"width": size[0], "height": size[1]})
    for game_id in GAMES:
        open_record(page, position(game_id))
        seen = page.evaluate(BOARD_IN_VIEW)
        assert seen["state"] == "peek" and seen["share"] >= 0.5, (game_id, size, seen)
        assert seen["targets"] == 0 or seen["shown"] >= 1, (game_id, size, seen)
        assert no_page_scroll(page), (game_id, size)
        page.click("[data-sheet] [data-action='sheet']")
        page.wait_for_selector("[data-sheet][data-sheet-state='open'] [aria-expanded='true']")
        opened = page.evaluate(BOARD_IN_VIEW)
        scrolls = page.evaluate("(() => { const d = document.querySelector('[data-sheet]');"
                                " return d.scrollHeight > d.clientHeight + 1; })()")
        assert opened["sheet"] > seen["sheet"] or not scrolls, (game_id, size, seen, opened)
        page.click("[data-sheet] [data-action='sheet']")
        page.wait_for_selector("[data-sheet][data-sheet-state='peek'] [aria-expanded='false']")
    # a move made with the sheet pulled up lets it down: the board is what changed
    page.click("[data-sheet] [data-action='sheet']")
    page.wait_for_selector("[data-sheet][data-sheet-state='open']")
    move = page.locator(f"[data-game='{GAMES[-1]}'] [data-move]:not([disabled]) >> visible=true").first
    assert tap_move(page, GAMES[-1], move.get_attribute("data-move"))
    page.wait_for_selector("[data-sheet][data-sheet-state='peek']")


@pytest.mark.parametrize("lang", LANGS)
def test_lunas_islands_are_tapped_on_the_board_in_view(ready_app, lang):
    """The decision is an island: the islands of the ring on the board are its buttons, one
    of them in view above the sheet on a 360 × 740 phone; the sheet holds no second ring."""
    page = ready_app
    page.set_viewport_size({"width": 360, "height": 740})
    set_lang(page, lang)
    open_record(page, position("luna"))
    page.wait_for_selector("[data-board] .lring [data-move]", state="attached")
    assert page.locator(".dock .lring").count() == 0
    seen = page.evaluate(BOARD_IN_VIEW)
    assert seen["shown"] >= 1 and seen["share"] >= 0.5, (lang, seen)
    assert no_page_scroll(page)

def test_the_end_of_an_eight_player_game_keeps_its_actions_in_sight(ready_app):
    """Eight players' ranking is long: Replay and Play again stay on screen at the foot of
    the sheet, tappable (nothing covers them), on a 360 × 740 phone."""
    page = ready_app
    page.set_viewport_size({"width": 360, "height": 740})
    names = ["Ann", "Bo", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"]
    finished = prepared_record("citadels", names, 3, None, lambda rnd, legal: rnd.choice(legal))
    open_record(page, finished)
    page.wait_for_selector("[data-game='citadels'][data-over='true']")
    assert page.locator(".ranking li").count() == 8
    for action in ("replay:0", "again"):
        assert page.evaluate("""a => { const b = document.querySelector(`[data-sheet] [data-action='${a}']`);
            const r = b.getBoundingClientRect();
            const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
            return r.top >= 0 && r.bottom <= innerHeight && !!hit && b.contains(hit); }""", action), action
    assert no_page_scroll(page)


def test_a_card_held_shows_up_close_and_is_not_played(ready_app):
    """A touch held on a card shows it large with its whole text; the tap that ends the touch
    plays nothing; a tap puts it away. Citadels' characters are a tap away."""
    page = ready_app
    page.set_viewport_size({"width": 390, "height": 844})
    open_record(page, position("citadels"))
    before = moves(page)
    card = page.locator("[data-game='citadels'] [data-zoom] >> visible=true").first
    box = card.bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    page.wait_for_selector("#zoom .is-zoomed")
    page.mouse.up()
    zoomed = page.evaluate("(() => { const z = document.querySelector('#zoom .is-zoomed');"
                           " return [z.getBoundingClientRect().width, z.querySelectorAll('[data-move]').length]; })()")
    assert zoomed[0] >= box["width"] * 1.2 and zoomed[1] == 0, zoomed
    page.click("#zoom")
    page.wait_for_selector("#zoom", state="detached")
    assert moves(page) == before
    # the characters in play and their powers
    page.click("[data-action='reference']")
    page.wait_for_selector("[data-cover='reference'] .ref-row")
    assert page.locator("[data-cover='reference'] .ref-row").count() >= 8
    page.click("[data-cover='reference'] [data-action='cover-close']")
    page.wait_for_selector("[data-cover='reference']", state="detached")


def test_the_board_marks_what_changed_since_your_last_decision(ready_app):
    """The player moves, the bots answer: at the player's next decision the pieces the others
    moved are marked on the board, the sheet lists what they did, and the whole log opens."""
    page = ready_app
    page.set_viewport_size({"width": 390, "height": 844})
    open_record(page, position("celtica"))
    assert page.locator("[data-board] [data-since]").count() == 0   # nothing to compare yet
    play_until(page, "celtica", "document.querySelector('[data-board] [data-since]') !== null", limit=30)
    marked = page.evaluate("[...document.querySelectorAll('[data-board] [data-since]')]"
                           ".map(e => e.dataset.motionKey)")
    assert marked and all(marked), marked
    # since your turn at the sheet's head, and the whole log a tap away
    page.wait_for_selector("[data-sheet] .since-list li", state="attached")
    page.click("[data-sheet] [data-action='log']")
    page.wait_for_selector("[data-cover='log'] .log li")
    page.keyboard.press("Escape")
    page.wait_for_selector("[data-cover='log']", state="detached")
