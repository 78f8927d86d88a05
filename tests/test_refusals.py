"""Refusals are data: every code the engines raise has an English template with its params.

Two angles. The source: every code written in pycore or the worker (`refusal_scan`) has a
template, and every call passes exactly the params its template names. The engines: random
games in every registered game try wrong moves for every seat (a seat not due, moves legal a
moment ago or for someone else, texts that are no move), and each refusal must carry a known
code, JSON-able params that fill its template exactly, and the sentence that template gives.
"""

from __future__ import annotations

import json

import pytest
from refusal_scan import scan

from pycore import games, links, records
from pycore.protocol import IllegalMove, Move
from pycore.refusals import SHARED, Refusal, english, fields, fill, templates
from pycore.rng import Rng

SCAN = scan()


def template_of(code: str) -> str | None:
    return templates(code.split(".")[0]).get(code)


def test_the_scan_finds_the_refusals_of_every_source():
    assert not SCAN["computed"], f"refusal codes must be written out: {SCAN['computed']}"
    found = set(SCAN["codes"])
    for namespace in [*games.ids(), "move", "setup", "record", "link", "worker"]:
        assert any(code.startswith(namespace + ".") for code in found), namespace
    assert {"celtica.no_amulet", "luna.finish_book", "notre_dame.expected_plague",
            "citadels.queen_needs_five", "record.bad_move", "link.damaged",
            "worker.no_game", "move.not_your_turn"} <= found


def test_a_new_code_without_a_template_is_caught(tmp_path):
    source = tmp_path / "new_rule.py"
    source.write_text(
        "def why_illegal(state, seat, move):\n"
        "    return IllegalMove('luna.brand_new', n=3)\n"
        "REASONS = {'x': 'luna.from_a_table'}\n"
        "def computed(kind):\n"
        "    raise IllegalMove(f'luna.{kind}')\n", encoding="utf-8")
    found = scan([str(source)])
    assert found["calls"] == {"luna.brand_new": [{"n"}]}
    assert set(found["codes"]) == {"luna.brand_new", "luna.from_a_table"}
    assert len(found["computed"]) == 1
    assert template_of("luna.brand_new") is None


@pytest.mark.parametrize("code", sorted(SCAN["codes"]))
def test_every_code_has_an_english_template(code):
    template = template_of(code)
    assert template, f"{code} ({SCAN['codes'][code][0]}) has no English template"
    assert template.count("{") == template.count("}") == len(fields(template))
    for params in SCAN["calls"].get(code, []):
        assert params == fields(template), f"{code}: the call passes {params}, the template names {fields(template)}"


def test_every_template_is_used():
    tables = dict(SHARED)
    for game_id in games.ids():
        tables.update(templates(game_id))
    unused = sorted(set(tables) - set(SCAN["codes"]))
    assert not unused, f"templates no code raises: {unused}"


# ---- the engines, running ----------------------------------------------------------------
def check_refusal(exc: BaseException, seen: dict[str, int]) -> None:
    assert isinstance(exc, Refusal), f"an uncoded refusal: {exc!r}"
    template = template_of(exc.code)
    assert template, f"{exc.code} has no template"
    assert set(exc.params) == fields(template), (exc.code, exc.params)
    assert json.loads(json.dumps(exc.as_dict())) == exc.as_dict()
    assert str(exc) == english(exc.code, exc.params)
    assert "{" not in str(exc) or "{" in json.dumps(exc.params), str(exc)
    seen[exc.code] = seen.get(exc.code, 0) + 1


def refuse(state, seat, text, seen):
    before = json.dumps(state.view(None), sort_keys=True)
    with pytest.raises(IllegalMove) as info:
        state.apply(seat, text)
    check_refusal(info.value, seen)
    assert json.dumps(state.view(None), sort_keys=True) == before, "a refusal changed the game"


def wrong_moves(rules, players, seed, seen, steps_checked=80):
    """A seeded random game in which, at some steps, every seat tries moves it may not play."""
    state = rules.new_game(players, seed)
    chooser = Rng(seed * 31 + 7)
    known: list[str] = []       # move texts that were legal for someone at some point
    step = 0
    while not state.is_over():
        due = state.to_move()
        legal_now = {seat: [str(m) for m in state.legal_moves(seat)] for seat in due}
        for texts in legal_now.values():
            known.extend(t for t in texts if t not in known)
        if step % 3 == 0 and step // 3 < steps_checked:
            for seat in range(players):
                if seat not in due:
                    refuse(state, seat, legal_now[due[0]][0], seen)
                    continue
                for text in chooser.shuffled(known)[:12]:
                    if text not in legal_now[seat]:
                        refuse(state, seat, text, seen)
        seat = chooser.choice(due)
        state.apply(seat, chooser.choice(state.legal_moves(seat)))
        step += 1
    refuse(state, 0, known[0], seen)            # the game is over


@pytest.mark.parametrize("game_id", games.ids())
def test_the_engines_refusals_are_coded_and_worded_by_their_templates(game_id):
    rules = games.get(game_id)
    seen: dict[str, int] = {}
    for players in rules.players:
        wrong_moves(rules, players, seed=players, seen=seen)
    state = rules.new_game(rules.players.start, 1)
    for text in ["", "x" * 300, "no-such-move", "{game}", "play:"]:
        refuse(state, 0, text, seen)
    with pytest.raises(IllegalMove) as info:
        state.apply(0, 42)  # type: ignore[arg-type]
    check_refusal(info.value, seen)
    own = [code for code in seen if code.startswith(game_id + ".")]
    assert len(own) >= 3, f"the random games met only {own} of {game_id}'s own refusals"
    assert {"move.game_over", "move.not_a_move"} <= set(seen)


def test_setup_record_and_link_refusals_are_coded():
    seen: dict[str, int] = {}
    for game_id in games.ids():
        rules = games.get(game_id)
        for bad in (1, 99, "3"):
            with pytest.raises(ValueError) as info:
                rules.new_game(bad, 1)  # type: ignore[arg-type]
            check_refusal(info.value, seen)
        with pytest.raises(ValueError) as info:
            rules.new_game(rules.players.start, 1, {"no_such_option": 1})
        check_refusal(info.value, seen)
    for options in [{"preset": "nonsense"}, {"ranks": 7}, {"purple": ["temple"]},
                    {"characters": ["king"] * 9}, {"purple": "keep"}]:
        with pytest.raises(ValueError) as info:
            games.get("citadels").new_game(4, 1, options)
        check_refusal(info.value, seen)
    seats = [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}]
    record = records.make_record("celtica", seats, 5)
    record["moves"] = [[0, "play:red:9:0"]]
    for damaged in [record, dict(record, options={"preset": 3}), dict(record, seed=-1),
                    dict(record, game="chess"), "not a record"]:
        with pytest.raises(records.RecordError) as info:
            records.replay(damaged)
        check_refusal(info.value, seen)
    nested = records.RecordError("record.invalid_options",
                                 why=Refusal("setup.no_option", game="citadels", name="x").as_dict())
    assert str(nested) == "This record's options are not valid: Citadels has no option 'x'"
    for fragment in ["", "nonsense", "g9.AAAA", "g1.!!!!", "g1." + "A" * 70000, None]:
        with pytest.raises(records.RecordError) as info:
            links.decode(fragment)
        check_refusal(info.value, seen)
    assert {"setup.players", "setup.no_option", "citadels.unknown_preset", "record.bad_move",
            "record.unknown_game", "link.damaged", "link.newer"} <= set(seen)


def test_a_refused_replay_names_the_move_and_carries_the_reason_as_data():
    seats = [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}]
    record = records.make_record("celtica", seats, 5)
    record["moves"] = [[1, "done"]]
    with pytest.raises(records.RecordError) as info:
        records.replay(record)
    exc = info.value
    assert exc.code == "record.bad_move"
    assert exc.params == {"n": 1, "move": "done", "seat": 2,
                          "why": {"code": "move.not_your_turn", "params": {"seat": 2}}}
    assert str(exc) == "Move 1 ('done' by seat 2) does not replay: It is not seat 2's turn."


def test_params_name_things_by_id_and_english_words_them():
    refusal = games.get("luna").new_game(2, 1).why_illegal(0, Move("favour:boat"))
    assert refusal.code == "luna.place_shrine_first" and refusal.params == {}
    exc = IllegalMove("luna.favour_not_held", favour="boat")
    assert exc.params == {"favour": "boat"} and "Boat favour" in str(exc)
    exc = IllegalMove("move.not_a_move", text="{game}", game="notre_dame")
    assert str(exc) == "'{game}' is not a Notre Dame move"
    assert IllegalMove("citadels.not_of_rank", character="queen", rank=1).params == {
        "character": "queen", "rank": 1}
    assert "Queen is not a rank-1 character" in str(IllegalMove("citadels.not_of_rank", character="queen", rank=1))
    assert fill("{a} and {b}", {"a": "{b}", "b": "x"}) == "{b} and x"
    assert english("nowhere.unknown", {}) == "nowhere.unknown"
