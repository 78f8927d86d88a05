"""Notre Dame: the move grammar, refusals a player can read, and what the view shows."""

from __future__ import annotations

import pytest
from test_notre_dame_setup import new, play, set_cubes, turn

from pycore.games.notre_dame import RULES
from pycore.protocol import IllegalMove


@pytest.mark.parametrize("text", [
    "keep:bank", "play:friend", "donate:0", "donate:3", "move_cube:notre_dame:bank",
    "discard:notre_dame", "friend:hospital", "carriage:B2", "carriage:stop", "message:take",
    "message:skip", "bonus:rat", "hire:beggar_king", "hire:none", "shift:bank:park",
    "shift:bank:park:friend", "shift:done", "jester:notre_dame:hotel", "jester:none",
    "bishop:school", "plague:park"])
def test_the_grammar_accepts_every_kind_of_move(text):
    assert str(RULES.parse_move(text)) == text


@pytest.mark.parametrize("text", [
    "keep", "keep:bank:2", "play:castle", "donate:4", "move_cube:bank:bank", "friend:notre_dame",
    "discard:friend", "carriage:F1", "carriage:C9", "hire:king", "shift:notre_dame:bank",
    "jester:bank:notre_dame", "shift:bank:park:cube", "plague:notre_dame", "pass", ""])
def test_the_grammar_refuses_malformed_text(text):
    with pytest.raises(ValueError):
        RULES.parse_move(text)


def test_refusals_say_what_is_expected():
    st = new()
    turn(st, 0, "bank", "school")
    with pytest.raises(IllegalMove, match="play one of the action cards in your hand"):
        st.apply(0, "play:hotel")
    with pytest.raises(IllegalMove, match="seat 1's turn, not seat 2's"):
        st.apply(1, "play:bank")
    fresh = new()
    with pytest.raises(IllegalMove, match="keep one of the cards"):
        fresh.apply(0, "keep:" + next(a for a in ["bank", "school", "park", "hotel"]
                                      if f"keep:{a}" not in {str(m) for m in fresh.legal_moves(0)}))


def test_the_view_draws_the_board_and_the_pending_decision():
    st = new()
    set_cubes(st, 0, bank=2)
    st.friend[0] = "bank"
    st.carriage[1] = "B0"
    turn(st, 0, "carriage", "school")
    play(st, 0, "play:carriage")
    mine, table = st.view(0), st.view(None)
    seat0 = table["seats"][0]
    assert {"sector": "bank", "cubes": 2, "friend": True} in seat0["sectors"]
    assert seat0["played"] == [{"action": "carriage", "colour": "red"}]
    b0 = table["boroughs"][0]
    assert b0["seat"] == 0 and [m["id"] for m in b0["markets"]] == ["C0", "A0", "B0", "D0", "E0"]
    assert b0["markets"][0]["carriages"] == [0] and b0["markets"][2]["carriages"] == [1]
    assert sum(1 for m in b0["markets"] if m["message"]) == 4
    assert table["pending"] == {"kind": "carriage", "seats": [0], "left": 1}
    assert "carriage:stop" in mine["pending"]["options"]
    assert mine["seats"][0]["hand"] == [{"action": "school", "colour": "red"}]
    assert len(table["persons"]["revealed"]) == 3 and table["persons"]["plague_value"] >= 0
    for key in ("game", "log", "to_move", "over", "scores", "result"):
        assert key in table
