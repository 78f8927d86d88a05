"""The coach's hint on the game screen (issue 39, item 1): the button at the player's
decision, the engine's answer in plain words in both languages, the suggested move marked
with `data-hint-move` where it is tapped, Cancel, and a move made dropping the hint."""

import json

from harness import make_app, run, screen_html
from htmlscan import Scan
from test_controller import VS_BOT, played, tap

from app import hints
from pycore import links


def booted_at(game_id, count, lang="en"):
    app, page = make_app()
    run(app.boot(lang, links.encode(played(game_id, VS_BOT, 4, count))))
    run(page.settle())
    return app, page


def test_a_hint_marks_the_suggested_move_and_says_its_chance_in_plain_words():
    for game_id, lang, words in (("celtica", "en", "you win about"), ("notre_dame", "zh-Hant", "10 局贏")):
        app, page = booted_at(game_id, 6, lang)
        assert app.snap["legal"]
        html = screen_html(app)
        [hint_button] = Scan(html).find("button", data_action="hint")
        assert hint_button["aria-label"]
        run(tap(app, page, action="hint"))
        html = screen_html(app)
        assert app.hint["state"] == "done" and words in Scan(html).text
        suggested = app.hint["moves"][0]["move"]
        assert suggested in app.snap["legal"]
        marked = [a for _, a in Scan(html).elements if "data-hint-move" in a]
        assert [(a["data-hint-move"], a["data-move"]) for a in marked] == [(suggested, suggested)]
        assert not Scan(html).find("button", data_action="hint")
        # Cancel (here: Close) takes it away; the button is back
        run(tap(app, page, action="hint-cancel"))
        html = screen_html(app)
        assert "data-hint-move" not in html and Scan(html).find("button", data_action="hint")


def test_a_move_made_drops_the_hint():
    app, page = booted_at("celtica", 6)
    run(tap(app, page, action="hint"))
    assert "data-hint-move" in screen_html(app)
    run(tap(app, page, move=app.snap["legal"][0]))
    assert app.hint is None and "data-hint-move" not in screen_html(app)


def test_the_hint_names_a_move_as_its_button_does():
    html = ('<button type="button" class="btn" data-move="take:2" aria-label="Take 2 gold &amp; more">x</button>'
            '<button type="button" class="btn" data-move="end"><span aria-hidden="true">✓</span> End turn</button>')
    assert hints.move_label(html, "take:2") == "Take 2 gold & more"
    assert hints.move_label(html, "end") == "✓ End turn"
    assert hints.move_label(html, "gone") == "gone"
    marked = hints.mark(html, {"state": "done", "moves": [{"move": "end"}, {"move": "take:2"}]})
    assert 'data-move="end" data-hint-move="end"' in marked and 'data-move="take:2" data-hint-alt="take:2"' in marked
    # a hostile move text cannot break out of the attribute
    assert '"><img' not in hints.mark('data-move="&quot;&gt;&lt;img"', {"state": "done",
                                                                      "moves": [{"move": '"><img'}]})


def test_a_game_played_with_a_hint_says_so_in_its_save_and_the_players_record():
    from test_controller import finish, listed, near_end

    from app import saves, stats
    record = near_end("celtica", [{"name": "Ann", "kind": "human"},
                                  {"name": "Bot", "kind": "bot", "level": "hard"}], 41)
    app, page = make_app()
    run(app.boot("en", links.encode(record)))
    run(page.settle())
    run(tap(app, page, action="hint"))
    stored = json.loads(page.store.get(saves.save_key(listed(app)[0])))
    assert stored["record"]["seats"][0]["hints"] == 1 and "hints" not in stored["record"]["seats"][1]
    run(tap(app, page, action="home"))
    assert "with hints" in Scan(screen_html(app)).text
    run(tap(app, page, action="open:" + listed(app)[0]))
    run(page.settle())
    run(tap(app, page, action="hint"))
    assert app.snap["record"]["seats"][0]["hints"] == 2
    finish(app, page)
    # the engine's copy of the record counted both too: the share link says so
    assert links.decode(links.encode(app.snap["record"]))["record"]["seats"][0]["hints"] == 2
    line = stats.parse(page.store.get(stats.STATS_KEY))["celtica"]
    assert list(line) == ["hinted"] and line["hinted"]["played"] == 1
    run(tap(app, page, action="stats"))
    assert "With hints" in Scan(screen_html(app)).text


def test_cancel_answers_while_the_engine_thinks():
    app, page = booted_at("citadels", 9)

    async def go():
        await app.tap(None, "hint")          # the search starts beside the taps
        assert app.hint["state"] == "thinking" and not app.busy
        await app.tap(None, "hint-cancel")
        assert app.hint is None
        await page.settle()
    run(go())
    assert app.hint is None and "data-hint-move" not in screen_html(app)
    assert app.snap["record"]["seats"][0]["hints"] == 1     # the engine did the work: counted
