"""The saved-games model: damaged storage is tolerated, newest first, delete."""

from app import saves


def test_damaged_storage_reads_as_nothing():
    assert saves.parse_index(None) == []
    assert saves.parse_index("{not json") == []
    assert saves.parse_index('{"a": 1}') == []
    assert [e["id"] for e in saves.parse_index('[1, {"id": "x"}, {"id": "y", "game": "celtica"}]')] == ["y"]
    assert saves.parse_save("[]") is None
    assert saves.parse_save('{"record": {"game": "celtica"}}') is None   # no seats
    assert saves.parse_save('{"record": {"game": "celtica", "seats": []}, "snapshot": 3}') == {
        "record": {"game": "celtica", "seats": []}, "snapshot": None}


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
    stored = saves.parse_save(saves.dump_save(record, snap))
    assert stored == {"record": record, "snapshot": snap}
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
        assert saves.parse_save(saves.dump_save(record, snap)) == {"record": record, "snapshot": None}, snap
    for snap in (snapshot(viewer=None), snapshot(over=True, result=[2, 1], to_move=[])):
        assert saves.parse_save(saves.dump_save(record, snap))["snapshot"] == snap


def test_upsert_orders_newest_first_and_replaces():
    index = []
    index = saves.upsert(index, {"id": "a", "game": "celtica", "updated": 1})
    index = saves.upsert(index, {"id": "b", "game": "celtica", "updated": 5})
    index = saves.upsert(index, {"id": "a", "game": "celtica", "updated": 9})
    assert [e["id"] for e in index] == ["a", "b"]
    assert saves.remove(index, "a") == [{"id": "b", "game": "celtica", "updated": 5}]


def test_the_list_is_capped_and_dropped_saves_are_reported():
    index = []
    for i in range(saves.MAX_SAVES + 2):
        before = index
        index = saves.upsert(index, {"id": str(i), "game": "celtica", "updated": i})
    assert len(index) == saves.MAX_SAVES
    assert saves.dropped_ids(before, index) == ["1"]  # "0" went one save earlier


def test_ids_are_unique():
    index = [{"id": saves.new_save_id(1000, [])}]
    second = saves.new_save_id(1000, index)
    assert second != index[0]["id"] and second.startswith(index[0]["id"])


def test_over_the_cap_finished_games_leave_before_games_in_play():
    # A link opened into a full list must not push out a game someone is still playing.
    index = [{"id": str(i), "game": "celtica", "updated": 100 - i, "over": i in (3, 7)}
             for i in range(saves.MAX_SAVES)]
    after = saves.upsert(index, {"id": "new", "game": "luna", "updated": 200, "over": False})
    assert saves.dropped_ids(index, after) == ["7"]       # the older finished game
    after = saves.upsert(after, {"id": "new2", "game": "luna", "updated": 201, "over": False})
    assert saves.dropped_ids(index, after) == ["3", "7"]
    after = saves.upsert(after, {"id": "new3", "game": "luna", "updated": 202, "over": False})
    assert saves.dropped_ids(index, after) == ["3", "7", str(saves.MAX_SAVES - 1)]  # then the oldest


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
