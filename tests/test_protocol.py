"""The protocol's `Move`: one shared object per text, immutable, and safe with hostile text."""

from __future__ import annotations

import copy
import pickle

import pytest

from pycore import protocol
from pycore.protocol import Move


def test_moves_with_the_same_text_are_one_object():
    move = Move("play:red:2")
    assert Move("play:red:2") is move
    assert (move.kind, move.args, str(move)) == ("play", ("red", "2"), "play:red:2")
    assert copy.copy(move) is move and copy.deepcopy(move) is move
    assert pickle.loads(pickle.dumps(move)) is move


def test_moves_cannot_be_changed():
    move = Move("take:3")
    with pytest.raises(AttributeError):
        move.text = "take:4"
    assert Move("take:3").text == "take:3"


@pytest.mark.parametrize("bad", ["", None, 3, ["take:1"], "x" * 201])
def test_bad_move_texts_are_refused(bad):
    with pytest.raises(ValueError):
        Move(bad)


def test_the_shared_table_stays_bounded(monkeypatch):
    monkeypatch.setattr(protocol, "_INTERNED", {})
    monkeypatch.setattr(protocol, "_INTERNED_LIMIT", 10)
    flood = [Move(f"junk:{i}") for i in range(50)]      # e.g. texts from a forged link
    assert len(protocol._INTERNED) == 10
    assert str(flood[-1]) == "junk:49" and Move("junk:49") == flood[-1]
