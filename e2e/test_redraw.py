"""A redraw changes only what differs (web/js/patch.js), end to end.

`ptPatch.morph` is checked on its own first, on hand-made HTML in the real page: whatever it
keeps or replaces, the result is exactly the new HTML, an element that stays is the same
element, a piece is never turned into another, a form field shows its new value, and the
decisions dock starts at its top when what it shows changes. Then in a game: a move keeps
the table's unchanged elements (the board and its spaces are the same nodes, with their
scroll position), and without patch.js the screen is drawn whole, as before.
"""

from __future__ import annotations

from conftest import ENGINE_TIMEOUT, open_record, tap_move, wait_engine
from screens import position

# morph(html) in a scratch element, then: is the result the new HTML, and which of the
# marked old elements are still there
MORPH = """([before, after]) => {
  const box = document.createElement('div');
  document.body.appendChild(box);
  box.innerHTML = before;
  const marks = {};
  box.querySelectorAll('[data-mark]').forEach(e => { e.__mark = e.dataset.mark; marks[e.dataset.mark] = e; });
  const ok = window.ptPatch.morph(box, after);
  const fresh = document.createElement('div');
  fresh.innerHTML = after;
  const kept = Object.keys(marks).filter(m => marks[m].isConnected && box.contains(marks[m])).sort();
  const out = {ok, same: box.innerHTML === fresh.innerHTML, kept, last: window.ptPatch.last};
  box.remove();
  return out;
}"""


def morph(page, before: str, after: str) -> dict:
    return page.evaluate(MORPH, [before, after])


def test_a_morph_gives_exactly_the_new_html_and_keeps_what_stays(app):
    page = app
    page.wait_for_function("window.ptPatch")
    cards = '<ul>{}</ul>'
    card = '<li data-motion-key="card-{0}" data-mark="{0}" class="{1}">{0}</li>'
    before = cards.format("".join(card.format(k, "c") for k in "abcd"))
    # one card gone from the middle (played): the cards after it stay, matched one ahead
    after = cards.format("".join(card.format(k, "c") for k in "acd"))
    out = morph(page, before, after)
    assert out["ok"] and out["same"]
    assert out["kept"] == ["a", "c", "d"] and out["last"]["removed"] == 1
    # a changed attribute and text are written on the same element
    after = cards.format(card.format("a", "c is-new") + "".join(card.format(k, "c") for k in "bcd"))
    out = morph(page, before, after.replace(">b<", ">B<"))
    assert out["same"] and out["kept"] == ["a", "b", "c", "d"] and out["last"]["attrs"] == 1
    # a piece in another piece's place is a new element, never the old one turned into it
    after = cards.format("".join(card.format(k, "c") for k in "xyzw"))
    out = morph(page, before, after)
    assert out["same"] and out["kept"] == []
    # another screen is drawn fresh
    out = morph(page, '<div data-screen="home" data-mark="h"><p data-mark="p">x</p></div>',
                '<div data-screen="setup"><p>x</p></div>')
    assert out["same"] and out["kept"] == []
    # the unchanged rest is skipped whole, and nothing else is touched
    out = morph(page, before, before)
    assert out["same"] and out["kept"] == ["a", "b", "c", "d"]
    assert out["last"]["replaced"] == out["last"]["added"] == out["last"]["attrs"] == 0


def test_a_kept_field_shows_its_new_value_and_the_dock_starts_at_its_top(app):
    page = app
    page.wait_for_function("window.ptPatch")
    typed = page.evaluate("""() => {
      const box = document.createElement('div');
      document.body.appendChild(box);
      box.innerHTML = '<input data-field="code" value="old">';
      const field = box.querySelector('input');
      field.value = 'typed by hand';
      window.ptPatch.morph(box, '<input data-field="code" value="new">');
      const out = [box.querySelector('input') === field, field.value];
      box.remove();
      return out;
    }""")
    assert typed == [True, "new"]
    # the player's scroll is known from its scroll event (patch.js reads no scrollTop while
    # redrawing), so the test waits for that event as a player's scroll would have fired it
    scrolls = page.evaluate("""async () => {
      const box = document.createElement('div');
      document.body.appendChild(box);
      const tall = n => '<section data-scroll="top" style="height:50px;overflow:auto">'
        + '<p style="height:400px">' + n + '</p></section>'
        + '<main style="height:50px;overflow:auto"><p style="height:400px">board</p></main>';
      box.innerHTML = tall('first');
      const dock = box.querySelector('section'), board = box.querySelector('main');
      const scrolled = new Promise(done => dock.addEventListener('scroll', done, {once: true}));
      dock.scrollTop = 120; board.scrollTop = 90;
      await scrolled;
      window.ptPatch.morph(box, tall('first'));          // nothing changed: both stay
      const unchanged = [dock.scrollTop, board.scrollTop];
      window.ptPatch.morph(box, tall('second'));         // a new decision in the dock
      const changed = [box.querySelector('section') === dock, dock.scrollTop, board.scrollTop];
      box.remove();
      return [unchanged, changed];
    }""")
    assert scrolls == [[120, 90], [True, 0, 90]]


def test_a_move_keeps_the_tables_unchanged_elements_and_where_the_board_was_scrolled(ready_app):
    page = ready_app
    page.set_viewport_size({"width": 390, "height": 640})
    open_record(page, position("celtica"))
    page.wait_for_selector("[data-game='celtica'][data-ready='true'] .play-btn[data-move]")
    page.evaluate("""() => {
      document.querySelectorAll('#app *').forEach((e, i) => { e.__old = i; });
      document.getElementById('board').scrollTop = 60;
    }""")
    top = page.evaluate("document.getElementById('board').scrollTop")
    assert top > 0
    move = page.locator("[data-game='celtica'] .play-btn[data-move] >> visible=true").first.get_attribute("data-move")
    assert tap_move(page, "celtica", move)
    kept = page.evaluate("""() => {
      const all = [...document.querySelectorAll('#app *')];
      const spaces = [...document.querySelectorAll('#board [data-space]')];
      return {share: all.filter(e => e.__old !== undefined).length / all.length,
              board: document.getElementById('board').__old !== undefined,
              top: document.getElementById('board').scrollTop,
              spaces: spaces.filter(e => e.__old !== undefined).length, of: spaces.length};
    }""")
    assert kept["board"] and kept["top"] == top
    assert kept["of"] == 20 and kept["spaces"] >= 15, kept   # a play moves one druid
    assert kept["share"] > 0.5, kept


def test_without_patch_js_the_screen_is_drawn_whole(ready_app):
    page = ready_app
    open_record(page, position("celtica"))
    page.wait_for_selector("[data-game='celtica'][data-ready='true'] .play-btn[data-move]")
    page.evaluate("() => { delete window.ptPatch;"
                  " document.querySelectorAll('#app *').forEach(e => { e.__old = 1; }); }")
    move = page.locator("[data-game='celtica'] .play-btn[data-move] >> visible=true").first.get_attribute("data-move")
    assert tap_move(page, "celtica", move)
    page.wait_for_function("document.querySelector(\"[data-screen='game']\").__old === undefined",
                           timeout=ENGINE_TIMEOUT)
    assert page.evaluate("[...document.querySelectorAll('#app *')].every(e => e.__old === undefined)")
    wait_engine(page)
