"""Who acts next: bots play, the viewer decides, other humans get a hand-off first."""

from app import flow

HUMANS = {"game": "celtica", "seats": [{"kind": "human"}, {"kind": "human"}, {"kind": "bot"}]}
SOLO = {"game": "celtica", "seats": [{"kind": "human"}, {"kind": "bot"}]}
BOTS = {"game": "celtica", "seats": [{"kind": "bot"}, {"kind": "bot"}]}


def test_bot_due_plays():
    assert flow.next_step(HUMANS, {"to_move": [2]}, 0) == ["bot", 2]
    assert flow.next_step(BOTS, {"to_move": [1]}, 0) == ["bot", 1]


def test_viewer_due_decides_on_screen():
    assert flow.next_step(HUMANS, {"to_move": [0]}, 0) == ["human", 0]
    assert flow.next_step(SOLO, {"to_move": [0]}, 0) == ["human", 0]


def test_another_human_gets_a_hand_off():
    assert flow.next_step(HUMANS, {"to_move": [1]}, 0) == ["handoff", 1]
    assert flow.is_pass_and_play(HUMANS) and not flow.is_pass_and_play(SOLO)


def test_game_over():
    assert flow.next_step(HUMANS, {"to_move": [], "over": True}, 0) == ["over", None]


def test_first_viewer():
    assert flow.first_viewer(HUMANS, {"to_move": [1]}) == 1
    assert flow.first_viewer(HUMANS, {"to_move": [2]}) == 0
    # nobody at the table is human: the game is watched from the table, not from seat 0
    assert flow.first_viewer(BOTS, None) == flow.SPECTATOR
    assert flow.first_viewer(BOTS, {"to_move": [1]}) == flow.SPECTATOR


def test_viewer_of_a_snapshot():
    assert flow.viewer_of({"viewer": 2}, 0) == 2
    assert flow.viewer_of({"viewer": None}, 0) == flow.SPECTATOR
    assert flow.viewer_of({}, 1) == 1
    # a spectator is never asked to decide: bots are driven, nobody is handed the phone
    snap = {"to_move": [1], "over": False}
    assert flow.next_step(BOTS, snap, flow.SPECTATOR) == ["bot", 1]
