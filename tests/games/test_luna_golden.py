"""Luna: a golden seeded game, played to the end and pinned move by move.

The golden game was recorded once (3 players, seed 2026, the Easy bot's moves with its own
generator seeded 7), so it reaches the rarer steps: the Book and Herbs favours, the boat,
drift, the Apostate, the path and the temple. If a rule changes on purpose, re-record it and
say so in the change. The board data is the reconstructed one (see docs/rules/luna.md).
"""

from __future__ import annotations

from golden import parse_golden

from pycore.games.luna import RULES

GOLDEN_SEED = 2026
GOLDEN_MOVES = (
    "2 shrine:6 / 0 shrine:7 / 1 shrine:4 / 2 novices:4 / 0 novices:3 / 1 novices:7 / 2 "
    "novices:3 / 0 novices:6 / 1 novices:1 / 2 novices:7 / 0 novices:4 / 1 novices:2 / 2 "
    "novices:1 / 0 novices:2 / 1 novices:3 / 2 action:7:council / 2 spend:1 / 0 "
    "action:6:council / 0 spend:2 / 1 action:2:apostate / 1 spend:1 / 2 action:4:council / 2 "
    "spend:1 / 0 action:4:shrine / 1 action:7:council / 1 spend:2 / 2 action:1:novice / 0 "
    "action:3:council / 0 spend:2 / 1 time / 2 action:3:council / 2 spend:2 / 0 path:5 / 1 "
    "action:3:council / 1 spend:2 / 2 drift:7 / 2 to:5 / 0 time / 1 action:1:apostate / 1 "
    "spend:1 / 2 action:4:apostate / 0 temple:5 / 1 action:2:apostate / 2 time / 0 time / 0 "
    "path:7 / 1 action:1:shrine / 2 action:1:shrine / 0 temple:7 / 1 path:9 / 2 "
    "action:4:apostate / 2 spend:2 / 0 action:3:apostate / 0 spend:2 / 1 temple:9 / 2 "
    "action:5:apostate / 0 action:4:apostate / 1 action:2:novice / 2 drift:3 / 2 to:5 / 2 "
    "to:5 / 0 action:2:apostate / 1 time / 2 action:1:favour / 0 path:12 / 1 time / 2 time / "
    "0 temple:12 / 1 time / 1 path:16 / 2 action:1:apostate / 2 spend:1 / 0 path:13 / 1 "
    "temple:16 / 2 path:11 / 0 action:2:apostate / 1 action:2:novice / 2 temple:11 / 0 "
    "temple:13 / 1 action:1:novice / 2 favour:book / 2 take:1 / 2 give:11 / 0 "
    "action:3:apostate / 0 spend:1 / 1 time / 2 action:4:apostate / 2 spend:1 / 0 time / 1 "
    "action:3:apostate / 2 action:1:novice / 0 action:6:apostate / 1 time / 2 favour:herbs / "
    "2 revive:1 / 2 revive:1 / 0 time / 2 path:20 / 0 action:3:favour / 1 action:1:favour / 2"
    " temple:20 / 0 time / 1 action:2:favour / 2 action:4:apostate / 2 spend:2 / 0 "
    "action:2:apostate / 1 favour:book / 1 take:4 / 1 give:9 / 2 action:5:apostate / 2 "
    "spend:1 / 0 time / 1 action:3:apostate / 2 action:1:favour / 0 action:6:apostate / 1 "
    "action:2:favour / 2 action:1:apostate / 2 spend:1 / 0 time / 1 time / 0 drift:2 / 0 to:5"
    " / 1 path:24 / 2 action:5:favour / 0 action:3:apostate / 0 spend:2 / 1 temple:24 / 2 "
    "action:7:apostate / 0 time / 1 action:3:apostate / 2 drift:1 / 2 to:5 / 2 to:5 / 2 to:7 "
    "/ 0 action:6:apostate / 1 path:23 / 2 time / 0 time / 1 temple:23 / 2 time / 1 path:27 /"
    " 2 action:7:favour / 0 drift:5 / 0 to:6 / 1 drift:3 / 1 to:7 / 2 drift:5 / 2 to:6 / 2 "
    "to:6 / 2 to:7 / 2 to:1 / 0 time / 1 action:7:apostate / 2 favour:boat / 2 from:4 / 2 "
    "to:3 / 2 to:3 / 0 action:6:apostate / 1 temple:27 / 2 action:3:apostate / 2 spend:1 / 0 "
    "time / 1 action:1:apostate / 1 spend:1 / 2 time / 0 time"
)


def golden_moves() -> list[tuple[int, str]]:
    return parse_golden(GOLDEN_MOVES)


def test_the_golden_game_replays_to_the_same_end():
    state = RULES.new_game(3, GOLDEN_SEED)
    moves = golden_moves()
    assert len(moves) == 166
    for seat, text in moves:
        assert not state.is_over()
        state.apply(seat, text)
    assert state.is_over()
    assert state.result() == [2, 1, 3]
    assert state.points == [69, 73, 60]
    assert state.temple == {3: 1, 4: 2, 9: 1, 11: 2, 13: 0, 24: 1, 23: 1, 27: 1}
    assert state.books == [3, 9, 11]
    assert state.shrines == [[False, True, True], [False, False, False], [False, False, False],
                             [True, True, False], [False, False, False], [False, False, True],
                             [True, False, False]]
    assert state.council == [[], [], [], [], [1, 2, 0]]
    assert state.landing == [4, 1, 1]
    assert len(state.log) == 200
    assert state.log[-1] == {'event': 'game_over', 'scores': [69, 73, 60], 'result': [2, 1, 3]}


def test_the_golden_game_uses_the_rare_steps():
    texts = [text for _, text in golden_moves()]
    for prefix in ("favour:book", "favour:herbs", "favour:boat", "revive:", "drift:", "give:",
                   "temple:", "path:", "action:1:apostate", "time"):
        assert any(t.startswith(prefix) for t in texts), prefix
