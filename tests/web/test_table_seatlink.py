"""Game links addressed to one seat (app/table/seatlink.py): the link opens that seat's view,
another human's turn shows "waiting for <name> — send the link" instead of a hand-off that
would uncover them, and the share sheet sends a seat's turn and says what a link carries."""

from __future__ import annotations

import random

from harness import make_app, run, screen_html

from app.table import seatlink
from pycore import links, records

HUMANS = [{"name": "Ann", "kind": "human"}, {"name": "Bo", "kind": "human"},
          {"name": "Bot", "kind": "bot", "level": "random"}]


def record_at(seat_due, seed=3):
    """A Celtica record played randomly until `seat_due` must decide."""
    rnd = random.Random(seed)
    record = records.make_record("celtica", HUMANS, seed)
    state = records.replay(record)
    while seat_due not in state.to_move() or not record["moves"]:
        seat = state.to_move()[0]
        move = str(rnd.choice(state.legal_moves(seat)))
        state.apply(seat, move)
        record["moves"].append([seat, move])
    return record


def test_an_address_is_read_by_the_engines_decoder_and_a_plain_link_has_none():
    record = record_at(1)
    fragment = links.encode(record)
    addressed = links.decode(seatlink.address(fragment, 1))
    assert addressed["seat"] == 1 and addressed["record"] == links.decode(fragment)["record"]
    assert links.decode(fragment)["seat"] is None


def test_a_link_for_bo_opens_bos_view_and_waits_for_ann_without_uncovering_her():
    record = record_at(1)
    app, page = make_app()

    async def go():
        await app.boot("en", seatlink.address(links.encode(record), 1))
        await page.settle()
        assert app.viewer == 1 and app.cover is None        # Bo's own view, no hand-off
        assert 'data-seat="1"' in screen_html(app)
        while 0 not in app.snap["to_move"]:
            await app.tap(app.snap["legal"][0], "")
            await page.settle()
            if app.snap.get("over"):
                return
        assert app.cover == {"kind": "waiting", "seat": 0}
        html = screen_html(app)
        assert "Waiting for Ann — send the link" in html and 'data-action="share-seat:0"' in html
        assert app.render()[2] is False and app.viewer == 1   # still Bo's view, never Ann's
        await app.tap(None, "share-seat:0")
        await page.settle()

    run(go())
    sent = page.shared[-1]
    decoded = links.decode(sent.split("#", 1)[1])
    assert decoded["seat"] == 0 and decoded["kind"] == "game"
    assert page.store.get("pt.lock." + app.save_id) == "1"


def test_a_locked_game_stays_locked_after_a_reload():
    record = record_at(1)
    app, page = make_app()
    run(app.boot("en", seatlink.address(links.encode(record), 1)))
    run(page.settle())
    again, page2 = make_app(page.store)
    run(again.boot("en", ""))
    run(page2.settle())
    assert again.viewer == 1 and again.cover is None


def test_the_share_sheet_sends_a_seats_turn_and_says_a_link_carries_the_whole_game():
    record = record_at(1)
    app, page = make_app()
    run(app.boot("en", links.encode(record)))
    run(page.settle())
    run(app.tap(None, "share"))
    sheet = app.render()[1]
    assert 'data-action="share-seat:0"' in sheet and 'data-action="share-seat:1"' in sheet
    assert "carries the whole game" in sheet and "several phones" in sheet
