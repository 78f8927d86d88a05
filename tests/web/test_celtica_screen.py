"""Celtica's game screen: exactly the legal moves as buttons, the hooks, hidden information."""

import pytest
from catalogue import check_catalogue, check_log_phrased, engine_event_kinds
from htmlscan import Scan, moves_in
from snapshots import HOSTILE, due_snapshots, first_in_phase, history, playthrough, snapshot

from app import game, i18n
from app.games.celtica import screen as game_celtica
from app.games.celtica import strings as strings_celtica
from app.i18n import LANGS
from app.moves import group_moves

READY = {"ready": True, "thinking": None, "replay": None}


@pytest.fixture(scope="module")
def game_snaps():
    return due_snapshots(7) + due_snapshots(12)


def test_every_screen_offers_exactly_the_legal_moves(game_snaps):
    for snap in game_snaps:
        for lang in LANGS:
            html = game.render_game(lang, snap, READY)
            found = moves_in(html)
            assert sorted(found) == sorted(snap["legal"]), snap["view"]["phase"]
            assert len(found) == len(set(found))


def test_every_move_button_is_a_real_button(game_snaps):
    for snap in game_snaps[:80]:
        scan = Scan(game.render_game("en", snap, READY))
        assert not scan.errors
        for name, attrs in scan.with_attr("data-move"):
            assert name == "button" and attrs.get("type") == "button"


def test_the_games_cover_every_kind_of_decision(game_snaps):
    kinds = set()
    for snap in game_snaps:
        kinds.update(m.split(":")[0] for m in snap["legal"])
    assert {"play", "take", "discard", "cult", "done"} <= kinds


def test_root_hooks_and_game_over():
    snaps = due_snapshots(3)
    first = Scan(game.render_game("en", snaps[0], READY))
    root = first.find("div", data_screen="game")[0]
    assert root["data-game"] == "celtica" and root["data-over"] == "false"
    assert root["data-ready"] == "true"
    last = snaps[-1]
    assert last["over"]
    scan = Scan(game.render_game("zh-Hant", last, READY))
    assert scan.find("div", data_screen="game")[0]["data-over"] == "true"
    assert "最終排名" in scan.text
    assert scan.find("button", data_action="replay:0")


def test_hostile_names_are_escaped_everywhere(game_snaps):
    for snap in game_snaps[::25] + [game_snaps[-1]]:
        html = game.render_game("en", snap, READY)
        assert "<img" not in html
        assert HOSTILE not in html
        assert "&lt;img src=x onerror=alert(1)&gt;" in html


def test_the_hand_is_shown_only_in_its_own_view():
    record, state = next(iter(playthrough(5)))
    own = game.render_game("en", snapshot(record, state, 0), READY)
    assert 'class="hand"' in own
    table = snapshot(record, state, 0)
    table["view"] = state.view(None)
    table["legal"] = []
    assert 'class="hand"' not in game.render_game("en", table, READY)


def test_until_the_engine_is_ready_no_move_can_be_tapped(game_snaps):
    snap = game_snaps[0]
    html = game.render_game("en", snap, {"ready": False, "thinking": None, "replay": None})
    assert moves_in(html) == []
    assert Scan(html).find("div", data_screen="game")[0]["data-ready"] == "false"


def test_play_buttons_say_where_the_druid_lands():
    snap = due_snapshots(9)[0]
    view = snap["view"]
    scan = Scan(game.render_game("en", snap, READY))
    for _name, attrs in scan.with_attr("data-move"):
        _kind, colour, cards, extra = attrs["data-move"].split(":")
        start = next(d["space"] for d in view["druids"] if d["colour"] == colour)
        dest = min(start + int(cards) + int(extra), 19)
        kind_name = view["path"][dest]["kind"]
        assert f"Space {dest}" in attrs["aria-label"]
        assert kind_name.split("_")[0][:4].lower() in attrs["aria-label"].lower().replace("cult site", "cult")


def test_take_moves_sit_on_display_slots_and_discards_on_amulet_cells():
    take = first_in_phase(4, "take")
    scan = Scan(game_celtica.render_display("en", take["view"], {"take": take["legal"]}, True))
    assert sorted(a["data-move"] for n, a in scan.with_attr("data-move")) == sorted(take["legal"])
    ruin = None
    for seed in range(1, 30):
        ruin = first_in_phase(seed, "ruin")
        if ruin:
            break
    assert ruin is not None
    html = game.render_game("en", ruin, READY)
    scan = Scan(html)
    cells = [a for n, a in scan.with_attr("data-move") if "cell" in a.get("class", "")]
    assert sorted(a["data-move"] for a in cells) == sorted(ruin["legal"])


def test_swaps_are_grouped_under_the_display_slot_they_take():
    snap = None
    for seed in range(1, 40):
        candidate = first_in_phase(seed, "end_phase")
        if candidate and any(m.startswith("swap:") for m in candidate["legal"]):
            snap = candidate
            break
    assert snap is not None
    html = game_celtica.render_display("en", snap["view"], group_moves(snap["legal"]), True)
    for chunk in html.split('<li class="slot" data-slot="')[1:]:
        slot = chunk.split('"')[0]
        for move in moves_in(chunk):
            if move.startswith("swap:"):
                assert move.endswith(":" + slot)


def test_replay_shows_every_hand_and_steps():
    states = list(playthrough(6))
    record, state = states[-1]
    final = snapshot(record, state, 0)
    from pycore import records
    mid = records.replay(record, upto=10)
    reveal = {"ok": True, "n": 10, "total": len(record["moves"]), "last": record["moves"][9],
              "table": mid.view(None), "seats": [mid.view(s) for s in range(mid.players)]}
    html = game.render_game("en", final, {"ready": True, "thinking": None, "replay": reveal})
    scan = Scan(html)
    assert len(scan.find("ul", **{"class": "hand is-compact"})) == mid.players
    assert scan.find("button", data_action="replay:9")
    assert scan.find("button", data_action="replay:11")
    assert moves_in(html) == []


def test_the_log_is_phrased_not_raw(game_snaps):
    snap = game_snaps[-1]
    for lang in LANGS:
        html = game.render_log(lang, "celtica", snap["view"], ["A", "B", "C"])
        assert "event=" not in html and "{" not in html


def test_every_log_event_phrases_in_both_languages():
    """Every kind of event the engine's source can log, met in six random games of 2 to 5
    players, reads as a sentence in both languages — no raw key, part or colour id."""
    kinds = engine_event_kinds("celtica")
    tables = []
    for players, seed in [(2, 1), (3, 2), (4, 3), (5, 4), (2, 5), (4, 6)]:
        names = ["Ann", "Bo", "陳小明", "Dee", "Eve"][:players]
        seats = [{"name": name, "kind": "human"} for name in names]
        tables.append((history("celtica", seats, seed)[-1][1], names))
    seen = check_log_phrased("celtica", strings_celtica.phrase, tables, ("c_",))
    assert kinds and kinds <= seen, kinds - seen


def test_every_catalogue_key_has_both_languages_and_the_same_fields():
    check_catalogue(strings_celtica.STRINGS, strings_celtica.KEY_PREFIXES)


def test_a_play_of_one_card_says_card_not_cards():
    names = ["Ann", "Bo"]
    one = {"event": "played", "seat": 0, "colour": "brown", "cards": 1, "experience": 1, "from": 0, "to": 1}
    text = i18n.phrase_event("en", "celtica", one, names, {})
    assert text.startswith("Ann played 1 brown card and 1 experience card:"), text
    three = dict(one, cards=3, experience=2)
    assert i18n.phrase_event("en", "celtica", three, names, {}).startswith(
        "Ann played 3 brown cards and 2 experience cards:")
    goal = dict(one, to=0)
    assert i18n.phrase_event("en", "celtica", goal, names, {}) == (
        "Ann played 1 brown card; that druid is already at the goal.")
    assert "打出 1 張" in i18n.phrase_event("zh-Hant", "celtica", goal, names, {})


def test_bot_thinking_is_announced():
    snap = due_snapshots(8)[0]
    snap["legal"] = []
    html = game.render_game("en", snap, {"ready": True, "thinking": 1, "replay": None})
    assert "is thinking" in html


def test_pieces_not_legal_now_ask_the_engine_why():
    """In the play phase the display parts are buttons with data-try (never data-move)."""
    snap = due_snapshots(2)[0]
    scan = Scan(game.render_game("en", snap, READY))
    tries = [a["data-try"] for n, a in scan.with_attr("data-try")]
    assert "take:0" in tries
    assert not set(tries) & set(snap["legal"])
    waiting = dict(snap)
    waiting["legal"] = []
    assert not Scan(game.render_game("en", waiting, READY)).with_attr("data-try")


def test_undo_only_with_bots_and_when_the_engine_allows_it():
    snap = due_snapshots(2)[3]
    with_bot = Scan(game.render_game("en", snap, READY))
    assert with_bot.find("button", data_action="undo")
    snap_no_undo = dict(snap, can_undo=False)
    assert not Scan(game.render_game("en", snap_no_undo, READY)).find("button", data_action="undo")
    humans = dict(snap, record=dict(snap["record"], seats=[{"name": "A", "kind": "human"},
                                                          {"name": "B", "kind": "human"},
                                                          {"name": "C", "kind": "human"}]))
    assert not Scan(game.render_game("en", humans, READY)).find("button", data_action="undo")
    # share and undo wait for the engine
    loading = Scan(game.render_game("en", snap, {"ready": False, "thinking": None, "replay": None}))
    assert not loading.find("button", data_action="undo")
    assert not loading.find("button", data_action="share")


def test_in_the_last_round_a_play_to_the_goal_says_it_finds_nothing():
    from snapshots import SEATS

    from pycore import records
    record = records.make_record("celtica", [dict(s) for s in SEATS[:2]], 7)
    state = records.replay(record)
    state.hands = [[1, 1, 0, 0, 0], [0, 0, 1, 0, 0]]       # a red and a grey card
    state.druids = [18, 3, 19, 0, 0]                       # red one step from the goal; white there
    state.current = 0
    state.log.append({"event": "goal_late", "seat": 0, "colour": "grey"})
    for last_round, shown in ((True, "Goal: nothing"), (False, "Goal")):
        state.last_round = last_round
        html = game.render_game("en", snapshot(record, state, 0), READY)
        button = next(a for _, a in Scan(html).with_attr("data-move") if a["data-move"] == "play:red:1:0")
        assert button["aria-label"].endswith("Space 19 " + shown)
    zh = game.render_game("zh-Hant", snapshot(record, state, 0), READY)
    assert "終點：無效果" not in zh                          # not the last round any more
    assert "灰德魯伊在第一名之後才到達終點" in game.render_log("zh-Hant", "celtica", state.view(0), ["A", "B"])
    assert "reached the goal after the first one" in game.render_log("en", "celtica", state.view(0), ["A", "B"])
