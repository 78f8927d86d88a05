"""The coach's review on the end screen (issue 39, item 2): the button, the review worked a
step at a time with its progress, Stop and Resume, kept beside the save and removed with it,
the biggest swings each with a jump into the replay, both languages, and a forged review
in storage started afresh."""

import json

import pytest
from harness import make_app, run, screen_html
from htmlscan import Scan
from test_controller import finish, listed, near_end, tap

from app import coaching, saves
from pycore import links

SEATS = [{"name": "Ann", "kind": "human"}, {"name": "Bot", "kind": "bot", "level": "easy"}]


@pytest.fixture
def small_search(monkeypatch):
    """Reviews with a small, exact search, so the tests are quick and replay the same."""
    from pycore.coach import review
    real = review.weigh

    def weigh(*args, **kwargs):
        kwargs.pop("share", None)
        return real(*args, iterations=24, max_ms=None, **kwargs)
    monkeypatch.setattr(review, "weigh", weigh)


def finished(lang="en", game_id="notre_dame"):
    app, page = make_app()
    run(app.boot(lang, links.encode(near_end(game_id, SEATS, 41))))
    run(page.settle())
    finish(app, page)
    return app, page


def test_the_review_runs_step_by_step_and_lists_the_swings_with_a_jump_to_the_replay(small_search):
    app, page = finished()
    html = screen_html(app)
    assert Scan(html).find("button", data_action="review") and 'data-review="none"' in html
    run(tap(app, page, action="review"))
    html = screen_html(app)
    assert 'data-review="done"' in html
    steps = [call for call in page.calls if call[0] == "review_step"]
    progress = app.review["progress"]
    # one step per decision of the quick pass, one per deep search, one to start and one to end
    assert len(steps) == 1 + len(progress["decisions"]) + len(progress["deep"]) + 1
    swings = progress["swings"]
    assert 1 <= len(swings) <= 3
    marked = [a["data-swing"] for _, a in Scan(html).elements if "data-swing" in a]
    assert marked == [str(s["at"]) for s in swings]
    assert "Better:" in Scan(html).text and "in 10" in Scan(html).text
    # each move is named as its button was at that decision, not by its canonical text
    text = Scan(html).text
    assert not any(f"Better: {s['better']} (" in text or f"chose: {s['played']} (" in text for s in swings)
    first = swings[0]
    run(tap(app, page, action="replay:" + str(first["at"])))
    html = screen_html(app)
    assert f'data-swing-note="{first["at"]}"' in html and "Here the coach would choose" in Scan(html).text
    # kept beside the save
    save_id = listed(app)[0]
    kept = json.loads(page.store.get(coaching.REVIEW_PREFIX + save_id))
    assert kept["progress"]["swings"] == swings


def test_a_review_stops_resumes_and_is_kept_with_the_save_until_it_is_deleted(small_search):
    app, page = finished()
    save_id = listed(app)[0]
    stop_after = 4

    real_call = page.call

    async def call(name, *args):
        reply = await real_call(name, *args)
        if name == "review_step" and len([c for c in page.calls if c[0] == "review_step"]) == stop_after:
            await coaching.act_review(app, "stop")
        return reply
    page.call = call
    run(tap(app, page, action="review"))
    html = screen_html(app)
    assert 'data-review="stopped"' in html and Scan(html).find("button", data_action="review")
    assert Scan(html).find("progress")
    kept = json.loads(page.store.get(coaching.REVIEW_PREFIX + save_id))["progress"]
    assert len(kept["quick"]) == stop_after - 1 and kept["swings"] is None
    # leave, come back: the review resumes where it stood
    page.call = real_call
    run(tap(app, page, action="home"))
    run(tap(app, page, action="open:" + save_id))
    run(page.settle())
    assert 'data-review="none"' in screen_html(app)
    before = len(page.calls)
    run(tap(app, page, action="review"))
    first = next(c for c in page.calls[before:] if c[0] == "review_step")
    assert json.loads(first[2])["quick"] == kept["quick"]
    assert 'data-review="done"' in screen_html(app)
    run(tap(app, page, action="home"))
    run(tap(app, page, action="delete:" + save_id))
    run(tap(app, page, action="delete-yes:" + save_id))
    assert page.store.get(coaching.REVIEW_PREFIX + save_id) is None
    assert not any(key.startswith(saves.save_key(save_id)) for key in page.store.items)


def test_a_forged_review_in_storage_is_started_afresh(small_search):
    app, page = finished("zh-Hant")
    save_id = listed(app)[0]
    forged = {"format": 1, "seat": 0, "moves": len(app.snap["record"]["moves"]), "decisions": [0],
              "quick": [["<img src=x>", 7, "x"]], "deep": [], "swings": None}
    page.store.set(coaching.REVIEW_PREFIX + save_id, json.dumps({"seat": 0, "progress": forged}))
    run(tap(app, page, action="review"))
    html = screen_html(app)
    assert 'data-review="done"' in html and "<img" not in html
    assert "更好的選擇" in Scan(html).text or "沒有大失誤" in Scan(html).text
    assert app.review["progress"]["decisions"] != [0]


def test_the_review_is_offered_only_for_a_person_who_played_here():
    snap = {"over": True, "viewer": 1, "record": {"seats": SEATS}}
    assert coaching.seat_to_review(snap, False) is None        # a bot's seat
    assert coaching.seat_to_review(dict(snap, viewer=0), True) is None   # a table's guest
    assert coaching.seat_to_review(dict(snap, viewer=0, over=False), False) is None
    assert coaching.seat_to_review(dict(snap, viewer=0), False) == 0
