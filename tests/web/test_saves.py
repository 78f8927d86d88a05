"""The saved-games model: damaged storage is tolerated, newest first, delete."""

from app import saves


def test_damaged_storage_reads_as_nothing():
    assert saves.parse_index(None) == []
    assert saves.parse_index("{not json") == []
    assert saves.parse_index('{"a": 1}') == []
    assert saves.parse_index('[1, {"id": "x"}, {"id": "y", "game": "celtica"}]') == [
        {"id": "y", "game": "celtica"}]
    assert saves.parse_save("[]") is None
    assert saves.parse_save('{"record": {"game": "celtica"}, "snapshot": 3}') == {
        "record": {"game": "celtica"}, "snapshot": None}


def test_round_trip_and_summary():
    record = {"game": "celtica", "seats": [{"name": "Ann", "kind": "human"},
                                          {"name": "Bo", "kind": "bot"}], "moves": [[0, "x"]]}
    snap = {"to_move": [1], "over": False}
    stored = saves.parse_save(saves.dump_save(record, snap))
    assert stored == {"record": record, "snapshot": snap}
    summary = saves.summarize("id1", record, snap, 5000)
    assert summary["names"] == ["Ann", "Bo"] and summary["due"] == [1]
    assert summary["players"] == 2 and summary["moves"] == 1 and not summary["over"]


def test_upsert_orders_newest_first_and_replaces():
    index = []
    index = saves.upsert(index, {"id": "a", "game": "celtica", "updated": 1})
    index = saves.upsert(index, {"id": "b", "game": "celtica", "updated": 5})
    index = saves.upsert(index, {"id": "a", "game": "celtica", "updated": 9})
    assert [e["id"] for e in index] == ["a", "b"]
    assert saves.remove(index, "a") == [{"id": "b", "game": "celtica", "updated": 5}]
    assert saves.parse_index(saves.dump_index(index)) == index


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
