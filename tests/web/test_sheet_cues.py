"""The decision sheet's head (issue 38, items 3 and 6): what the others did since this
phone's seat last decided, the whole log a tap away, and the games' alerts — Notre Dame's
plague near (with the cards that push the rats back marked), every game's last round."""

from htmlscan import Scan
from snapshots import history, snapshot

from app import controller, game
from app.games.notre_dame import screen as notre_dame
from pycore import games

READY = {"ready": True, "thinking": None, "replay": None}
SEATS = [{"name": "Ann", "kind": "human"}, {"name": "Bo", "kind": "bot", "level": "easy"},
         {"name": "Cy", "kind": "bot", "level": "easy"}]


def dock_of(html):
    return html[html.index("data-sheet"):]


def test_the_sheet_lists_what_the_others_did_since_your_last_decision():
    seen = 0
    for game_id in games.ids():
        played = history(game_id, SEATS, 4)
        for record, state in played[20:200]:
            if state.is_over() or 0 not in state.to_move():
                continue
            snap = snapshot(record, state, 0)
            log = snap["view"]["log"]
            mine = max([i for i, ev in enumerate(log) if ev.get("seat") == 0], default=-1)
            others = log[mine + 1:]
            for lang in ("en", "zh-Hant"):
                html = game.render_game(lang, snap, READY)
                since = html[html.index('<section class="since"'):] if '<section class="since"' in html else ""
                since = since[:since.index("</section>")] if since else ""
                listed = [li for li in Scan(since).find("li") if "since-more" not in li.get("class", "")]
                if len(others) > 1:
                    assert Scan(since).find("button", data_action="log"), game_id
                    assert "since-list" in since
                    want = game.since_your_turn(lang, game_id, snap["view"], ["Ann", "Bo", "Cy"], 0)[0]
                    assert want == [game.phrase_event(lang, game_id, ev, ["Ann", "Bo", "Cy"], snap["view"])
                                    for ev in others[-game.SINCE_SHOWN:]]
                    assert len(listed) == len(want)
                    seen += 1
                else:
                    assert not since
            break
    assert seen >= 6


def test_the_full_log_opens_over_the_game_and_closes():
    played = history("celtica", SEATS, 2)
    state = played[30][1]
    assert callable(controller.ACTIONS["log"]) and "log" in controller.ESCAPABLE
    html = game.render_log_sheet("zh-Hant", game.render_log("zh-Hant", "celtica", state.view(0),
                                                             ["Ann", "Bo", "Cy"], key="log-sheet"))
    scan = Scan(html)
    assert scan.find("div", data_cover="log") and scan.find("button", data_action="cover-close")
    assert scan.find("h2", id="log-sheet-h") and "遊戲紀錄" in scan.text


def _nd_danger(played):
    """A Notre Dame snapshot where seat 0 plays a card with its rats near the plague."""
    for record, state in played:
        if state.is_over() or 0 not in state.to_move():
            continue
        snap = snapshot(record, state, 0)
        entry = notre_dame.seat_entry(snap["view"], 0)
        if notre_dame.in_danger(snap["view"], entry) and any(m.startswith("play:") for m in snap["legal"]):
            return snap
    return None


def test_notre_dame_says_the_plague_is_near_and_marks_the_cards_that_push_the_rats_back():
    # a player who never pushes the rats back: they climb
    def careless(rnd, texts):
        calm = [t for t in texts if not any(w in t for w in ("park", "hospital", "hotel", "rat"))]
        return rnd.choice(calm or texts)
    snap = None
    for seed in range(1, 30):
        snap = _nd_danger(history("notre_dame", SEATS, seed, pick=careless))
        if snap:
            break
    assert snap is not None
    for lang, word in (("en", "Danger"), ("zh-Hant", "危險")):
        html = game.render_game(lang, snap, READY)
        scan = Scan(dock_of(html))
        assert len([li for li in scan.find("li") if "is-danger" in li.get("class", "")]) == 1
        assert scan.find("div", role="status") and word in scan.text
        for button in scan.find("button"):
            move = button.get("data-move") or ""
            if move.startswith("play:"):
                cued = "is-cued" in button["class"]
                assert cued == (move.split(":")[1] in notre_dame.RATS_BACK), move
    # far from the plague: no alert, no card marked
    for record, state in history("notre_dame", SEATS, 1)[:60]:
        if 0 in state.to_move() and not state.is_over():
            calm = snapshot(record, state, 0)
            if not notre_dame.in_danger(calm["view"], notre_dame.seat_entry(calm["view"], 0)):
                dock = dock_of(game.render_game("en", calm, READY))
                assert "is-danger" not in dock and "is-cued" not in dock


def test_every_game_says_when_its_last_round_has_come():
    names = ["Ann", "Bo", "Cy"]
    for game_id in games.ids():
        module = __import__("app.games." + game_id + ".screen", fromlist=["cues"])
        said = set()
        for _record, state in history(game_id, SEATS, 3):
            if state.is_over():
                continue
            view = state.view(0)
            notes = [text for level, text in module.cues("en", view, names, 0) if level == "note"]
            said.add(bool(notes))
            if notes:
                assert "last round" in notes[0]
                zh = [text for level, text in module.cues("zh-Hant", view, names, 0) if level == "note"]
                assert zh and "最後" in zh[0]
        assert said == {True, False}, game_id


def test_citadels_reference_lists_every_character_in_play_with_its_power():
    from app.games.citadels import reference
    from app.games.citadels import strings as citadels_strings
    played = history("citadels", SEATS, 5)
    record, state = played[40]
    snap = snapshot(record, state, 0)
    html = game.render_game("en", snap, READY)
    assert Scan(html).find("button", data_action="reference")
    for lang in ("en", "zh-Hant"):
        sheet = game.render_reference_sheet(lang, "citadels", snap["view"], ["Ann", "Bo", "Cy"])
        scan = Scan(sheet)
        rows = [li for li in scan.find("li") if "ref-row" in li.get("class", "")]
        assert len(rows) == len(snap["view"]["characters"]) >= 8
        for entry in snap["view"]["characters"]:
            assert citadels_strings.character_text(lang, entry["character"]) in scan.text
            if entry.get("killed"):
                assert citadels_strings.tr(lang, "ct_st_killed") in reference.status(lang, entry, ["Ann", "Bo", "Cy"])
        assert scan.find("button", data_action="cover-close")
