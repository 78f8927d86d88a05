"""The saved-games model: damaged storage is tolerated, newest first, delete."""

import pytest

from app import saves


def test_damaged_storage_reads_as_nothing():
    assert saves.parse_index(None) == []
    assert saves.parse_index("{not json") == []
    assert saves.parse_index('{"a": 1}') == []
    assert [e["id"] for e in saves.parse_index('[1, {"id": "x"}, {"id": "y", "game": "celtica"}]')] == ["y"]
    assert saves.parse_save("[]") is None
    assert saves.parse_save('{"record": {"game": "celtica"}}') is None   # no seats
    assert saves.parse_save('{"record": {"game": "celtica", "seats": []}, "snapshot": 3}') == {
        "record": {"game": "celtica", "seats": []}, "snapshot": None, "updated": 0}


def test_a_damaged_index_entry_keeps_only_fields_of_the_right_type():
    [entry] = saves.parse_index('[{"id": "a", "game": "luna", "names": 5, "kinds": "bot", '
                                '"due": [0, "1"], "updated": "x", "over": 1, "moves": 7}]')
    assert entry == {"id": "a", "game": "luna", "names": [], "kinds": [], "players": 0,
                     "updated": 0, "due": [], "over": False, "moves": 7}


def snapshot(**fields):
    snap = {"to_move": [1], "over": False, "view": {"log": []}, "legal": [], "moves": 1,
            "viewer": 0}
    snap.update(fields)
    return snap


def test_round_trip_and_summary():
    record = {"game": "celtica", "seats": [{"name": "Ann", "kind": "human"},
                                          {"name": "Bo", "kind": "bot"}], "moves": [[0, "x"]]}
    snap = snapshot()
    stored = saves.parse_save(saves.dump_save(record, snap, 4000))
    assert stored == {"record": record, "snapshot": snap, "updated": 4000}
    summary = saves.summarize("id1", record, snap, 5000)
    assert summary["names"] == ["Ann", "Bo"] and summary["due"] == [1]
    assert summary["players"] == 2 and summary["moves"] == 1 and not summary["over"]
    assert saves.parse_index(saves.dump_index([summary])) == [summary]


def test_a_stored_snapshot_leaves_out_its_record_and_all_but_the_newest_log():
    record = {"game": "celtica", "seats": [{}, {}], "moves": []}
    log = [{"event": "x", "n": i} for i in range(saves.STORED_LOG + 5)]
    snap = snapshot(record=record, view={"log": log})
    stored = saves.parse_save(saves.dump_save(record, snap))["snapshot"]
    assert "record" not in stored
    assert stored["view"]["log"] == log[5:]
    assert len(snap["view"]["log"]) == saves.STORED_LOG + 5 and "record" in snap  # untouched


def test_a_snapshot_of_the_wrong_shape_is_dropped_and_the_record_kept():
    record = {"game": "celtica", "seats": [{}, {}], "moves": []}
    damaged = [snapshot(to_move=["a"]), snapshot(to_move=[2]), snapshot(view=[1]),
               snapshot(legal=[3]), snapshot(over="no"), snapshot(over=True, result=5),
               snapshot(viewer="0"), snapshot(view={"log": 5}), snapshot(view={"seats": [1]})]
    for snap in damaged:
        assert saves.parse_save(saves.dump_save(record, snap))["snapshot"] is None, snap
    for snap in (snapshot(viewer=None), snapshot(over=True, result=[2, 1], to_move=[])):
        assert saves.parse_save(saves.dump_save(record, snap))["snapshot"] == snap


def test_upsert_orders_newest_first_and_replaces():
    index = []
    index = saves.upsert(index, {"id": "a", "game": "celtica", "updated": 1})
    index = saves.upsert(index, {"id": "b", "game": "celtica", "updated": 5})
    index = saves.upsert(index, {"id": "a", "game": "celtica", "updated": 9})
    assert [e["id"] for e in index] == ["a", "b"]
    assert saves.remove(index, "a") == [{"id": "b", "game": "celtica", "updated": 5}]


def test_the_list_never_drops_a_save_by_itself():
    index = []
    for i in range(saves.MAX_SAVES + 2):
        index = saves.upsert(index, {"id": str(i), "game": "celtica", "updated": i})
    assert len(index) == saves.MAX_SAVES + 2
    assert not saves.has_room(index) and saves.has_room(index[: saves.MAX_SAVES - 1])


def test_ids_are_unique():
    index = [{"id": saves.new_save_id(1000, [])}]
    second = saves.new_save_id(1000, index)
    assert second != index[0]["id"] and second.startswith(index[0]["id"])


def test_finished_games_are_offered_oldest_first():
    index = [{"id": str(i), "game": "celtica", "updated": 100 - i, "over": i in (3, 7)}
             for i in range(6)] + [{"id": "7", "game": "luna", "updated": 1, "over": True}]
    assert saves.finished_ids(index) == ["7", "3"]


def test_a_link_opened_again_finds_its_saved_game():
    record = {"format": 1, "game": "celtica", "engine": "0.1.0", "seats": [{"name": "Ann"}, {"name": "Bo"}],
              "options": {}, "seed": 7, "moves": [[0, "a"], [1, "b"]]}
    storage = {}
    index = []
    for save_id, moves, seed in (("old", record["moves"][:1], 7), ("other", record["moves"], 8),
                                 ("it", record["moves"], 7)):
        saved = dict(record, moves=moves, seed=seed)
        storage[saves.save_key(save_id)] = saves.dump_save(saved, None)
        index = saves.upsert(index, saves.summarize(save_id, saved, None, len(index)))
    assert saves.same_game_saved(index, record, storage.get) == "it"
    assert saves.same_game_saved(index, dict(record, engine="0.2.0"), storage.get) == "it"
    assert saves.same_game_saved(index, dict(record, seed=9), storage.get) is None
    assert saves.same_game_saved(index, dict(record, moves=[]), storage.get) is None


def record_of(moves, seed=7):
    return {"format": 1, "game": "celtica", "engine": "0.1.0", "seats": [{"name": "Ann"}, {"name": "Bo"}],
            "options": {}, "seed": seed, "moves": moves}


def library_of(saved):
    storage = {}
    index = []
    for n, (save_id, record) in enumerate(saved):
        storage[saves.save_key(save_id)] = saves.dump_save(record, None, n)
        index = saves.upsert(index, saves.summarize(save_id, record, None, n))
    return index, storage


def test_a_link_matches_the_save_it_continues_or_parts_from():
    a, b, c, x = [0, "a"], [1, "b"], [0, "c"], [1, "x"]
    index, storage = library_of([("it", record_of([a, b])), ("other", record_of([a, b, c], seed=8))])
    match = lambda moves: saves.match_link(index, record_of(moves), storage.get)
    assert match([a, b]) == ["same", "it"]
    assert match([a, b, c]) == ["ahead", "it"]
    assert match([a]) == ["behind", "it"]
    assert match([a, x]) == ["branch", "it"]
    assert saves.match_link(index, record_of([a, b], seed=9), storage.get) == ["new", None]


def test_where_several_saves_share_a_table_the_closest_wins():
    a, b, c, x = [0, "a"], [1, "b"], [0, "c"], [1, "x"]
    index, storage = library_of([("short", record_of([a])), ("long", record_of([a, b])),
                                 ("branch", record_of([a, x]))])
    assert saves.match_link(index, record_of([a, b, c]), storage.get) == ["ahead", "long"]
    assert saves.match_link(index, record_of([a, x]), storage.get) == ["same", "branch"]


def sizes_of(storage):
    return {key: len(text) for key, text in storage.items()}


def test_reconcile_rebuilds_the_list_from_the_save_keys():
    index, storage = library_of([("a", record_of([])), ("b", record_of([[0, "a"]]))])
    storage[saves.save_key("c")] = "{damaged"
    stale = [entry for entry in index if entry["id"] == "a"] + [{"id": "gone", "game": "luna"}]
    listed, intact = saves.read_index(saves.dump_index(stale))
    assert intact
    rebuilt, changed = saves.reconcile(listed, intact, sizes_of(storage), storage.get)
    assert changed
    assert [entry["id"] for entry in rebuilt] == ["b", "a", "c"]
    assert rebuilt[2]["damaged"] and not rebuilt[0].get("damaged")
    again, changed = saves.reconcile(rebuilt, True, sizes_of(storage), storage.get)
    assert again == rebuilt and not changed


def test_reconcile_reads_again_only_a_save_whose_size_changed():
    index, storage = library_of([("a", record_of([])), ("b", record_of([]))])
    for entry in index:
        entry["size"] = len(storage[saves.save_key(entry["id"])])
    read = []

    def reader(key):
        read.append(key)
        return storage.get(key)
    _, changed = saves.reconcile(index, True, sizes_of(storage), reader)
    assert not changed and read == []
    storage[saves.save_key("a")] = storage[saves.save_key("a")][:30]     # cut short
    storage[saves.save_key("b")] = saves.dump_save(record_of([[0, "x"]]), None, 50)   # moved on
    fixed, changed = saves.reconcile(index, True, sizes_of(storage), reader)
    assert changed and sorted(read) == [saves.save_key("a"), saves.save_key("b")]
    by_id = {entry["id"]: entry for entry in fixed}
    assert by_id["a"].get("damaged") and by_id["b"]["moves"] == 1 and by_id["b"]["updated"] == 50


def test_a_damaged_list_reads_as_not_intact():
    assert saves.read_index("[1, 2")[1] is False
    assert saves.read_index('{"a": 1}')[1] is False
    assert saves.read_index('[{"id": "a", "game": "luna"}, 5]') == [
        [{"id": "a", "game": "luna", "names": [], "kinds": [], "players": 0, "updated": 0,
          "due": [], "over": False}], False]
    assert saves.read_index('[{"id": "a", "game": "luna"}, {"id": "a", "game": "luna"}]')[1] is False
    assert saves.read_index(None) == [[], False]


# ---- a save is judged by its own text, never by the list (issue 40) -------------------------------
@pytest.mark.parametrize("damage", ["flagged", "wrong types", "garbage"])
def test_a_list_whose_every_entry_is_damaged_still_lists_the_good_saves_as_good(damage):
    index, storage = library_of([(f"s{i}", record_of([[0, "m"]] * i)) for i in range(4)])
    for entry in index:
        entry["size"] = len(storage[saves.save_key(entry["id"])])
        if damage == "flagged":
            entry["damaged"] = True
        elif damage == "wrong types":
            entry["game"] = 7
    text = saves.dump_index(index) if damage != "garbage" else '[1, "x", null, [2]]'
    listed, intact = saves.read_index(text)
    rebuilt, changed = saves.reconcile(listed, intact, sizes_of(storage), storage.get)
    assert changed and sorted(entry["id"] for entry in rebuilt) == ["s0", "s1", "s2", "s3"]
    assert not any(entry.get("damaged") for entry in rebuilt)


@pytest.mark.parametrize("save_id", ["__proto__", "constructor", "toString", "hasOwnProperty"])
def test_a_save_under_an_odd_key_is_listed_like_any_other(save_id):
    _index, storage = library_of([(save_id, record_of([])), ("plain", record_of([]))])
    rebuilt, _ = saves.reconcile([], False, sizes_of(storage), storage.get)
    assert sorted(entry["id"] for entry in rebuilt) == sorted([save_id, "plain"])
    assert not any(entry.get("damaged") for entry in rebuilt)
