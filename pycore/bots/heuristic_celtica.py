"""Celtica's heuristic: how a sensible beginner plays, read from the seat's own view only.

* Playing cards: move a druid to a find site with many symbols, where the display holds
  parts that fit my amulets; avoid ruins while I hold parts (a ruin is fine when I have none:
  it is a free experience card); a cult site is a small plus; spend few cards per turn (every
  card is a turn) and keep experience cards unless they reach a much better space; never
  waste cards on a druid already at the goal; end the game (reach the goal) only when ahead;
  in the last round the goal is worth nothing (only the first druid there finds parts).
* Taking parts: the part that brings an amulet nearest completion.
* Placing a part: into the fullest amulet that lacks it.
* Ruins: give up the part of the emptiest amulet.
* Cult sites: draw the card if, on average over the five colours, a one-step move is good.
* End phase: buy, then swap, whenever it improves the final ranking key; otherwise done.

`POLICY(state, seat, legal, rng)` touches only `state.bot_view(seat)` (the part of
`state.view(seat)` it reads, built quicker: rollouts ask for it at every move) and `legal`.
`EVALUATE(state)` scores a position for a search cut off early, from the public view.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, cast

from ..protocol import Move, State
from ..rng import Rng
from .base import lead_rewards, win_rewards

if TYPE_CHECKING:
    from ..games.celtica.state import CelticaState

AMULET_SIZE = 9
FIND_KINDS = ("village", "castle", "monastery", "goal")

CARD_COST = 0.45        # each druid card beyond the first: a turn I will not have
EXPERIENCE_COST = 0.55  # an experience card is half a part in the end phase, plus movement
CULT_VALUE = 0.35       # an extra card, but it must be played next turn
RUIN_CARD_VALUE = 0.6   # the experience card a ruin gives
SHARPNESS = 4.0         # evaluation: a lead of one complete amulet is worth about 0.98


def part_value(amulets: Sequence[Sequence[str]], part: str) -> float:
    """How much `part` helps me: more when it goes into a fuller amulet; most if it completes one."""
    best = 0
    for amulet in amulets:
        if part not in amulet and len(amulet) > best:
            best = len(amulet)
    if best == 0:
        return 0.3                       # starts a new amulet: a long way from anything
    if best == AMULET_SIZE - 1:
        return 2.5                       # completes an amulet: what wins the game
    return 0.6 + best / AMULET_SIZE


def best_takes(amulets: list[list[str]], display: Sequence[str | None], count: int) -> float:
    """The value of taking `count` parts from the display, greedily, one after another."""
    mine = [list(a) for a in amulets]
    pool = [p for p in display if p is not None]
    total = 0.0
    for _ in range(min(count, len(pool))):
        worth = {p: part_value(mine, p) for p in set(pool)}    # once per part type
        value, index = max((worth[p], i) for i, p in enumerate(pool))
        total += value
        place_part(mine, pool.pop(index))
    return total


def place_part(amulets: list[list[str]], part: str) -> None:
    """Put `part` where `choose_place` would (fullest amulet lacking it, else a new one)."""
    fitting = [a for a in amulets if part not in a]
    if fitting:
        max(fitting, key=len).append(part)
    else:
        amulets.append([part])


def ruin_loss(amulets: list[list[str]], count: int) -> float:
    """What giving up `count` parts costs me (the cheapest ones: from the emptiest amulets)."""
    sizes = sorted(len(a) for a in amulets)
    lost, total = 0.0, 0
    for size in sizes:
        for _ in range(size):
            if total == count:
                return lost
            lost += 0.5 + size / AMULET_SIZE
            total += 1
    return lost


def rank_key(amulets: Sequence[Sequence[str]]) -> tuple[int, list[int]]:
    """The rules' ranking key: complete amulets, then incomplete sizes, largest first."""
    complete = sum(1 for a in amulets if len(a) == AMULET_SIZE)
    return complete, sorted((len(a) for a in amulets if len(a) < AMULET_SIZE), reverse=True)


def progress(amulets: Sequence[Sequence[str]]) -> float:
    """A smooth measure of how good a collection is: full amulets count most."""
    return sum((len(a) / AMULET_SIZE) ** 2 for a in amulets)


def am_leading(view: dict[str, Any], seat: int) -> bool:
    mine = progress(view["seats"][seat]["amulets"])
    return all(progress(s["amulets"]) <= mine for s in view["seats"] if s["seat"] != seat)


# ---- the decisions -------------------------------------------------------------------------
class PlayMemo:
    """What the plays scored in one decision share: where each druid stands and what a druid
    ending on each space brings. A rollout scores every legal play at every play decision,
    and most plays share both, so each is worked out once per decision."""

    __slots__ = ("starts", "gains")

    def __init__(self) -> None:
        self.starts: dict[str, int] = {}                 # colour -> its druid's space
        self.gains: dict[int, tuple[float, ...]] = {}    # space -> `space_gains` there


def play_value(view: dict[str, Any], seat: int, move: Move, memo: PlayMemo | None = None) -> float:
    """What playing `move` is worth to me."""
    if memo is None:
        memo = PlayMemo()
    colour, cards, extra = move.args[0], int(move.args[1]), int(move.args[2])
    goal = len(view["path"]) - 1
    start = memo.starts.get(colour)
    if start is None:
        start = memo.starts[colour] = next(d["space"] for d in view["druids"] if d["colour"] == colour)
    if start >= goal:
        return -5.0 - cards - extra            # the cards do nothing
    end = min(start + cards + extra, goal)
    value = -(cards - 1) * CARD_COST - extra * EXPERIENCE_COST
    found = memo.gains.get(end)
    if found is None:
        found = memo.gains[end] = space_gains(view, seat, end)
    # One by one, in this order: a sum taken another way rounds differently, which may change
    # a move (and so every saved arena game of Celtica).
    for gain in found:
        value += gain
    return value


def space_gains(view: dict[str, Any], seat: int, end: int) -> tuple[float, ...]:
    """What a druid ending its move on space `end` brings me (before the cards it cost)."""
    space = view["path"][end]
    amulets = view["seats"][seat]["amulets"]
    kind = space["kind"]
    if kind == "goal" and view["last_round"]:
        return ()                               # a later druid at the goal finds nothing
    if kind in FIND_KINDS:
        takes = best_takes(amulets, view["display"], space["symbols"])
        if kind == "goal":
            return (takes, 1.0 if am_leading(view, seat) else -1.5)
        return (takes,)
    if kind == "ruin":
        return (RUIN_CARD_VALUE - ruin_loss(amulets, space["symbols"]),)
    if kind == "cult":
        return (CULT_VALUE,)
    return ()


def choose_play(view: dict[str, Any], seat: int, legal: Sequence[Move]) -> list[Move]:
    memo = PlayMemo()
    scored = [(play_value(view, seat, m, memo), m) for m in legal]
    top = max(v for v, _ in scored)
    return [m for v, m in scored if v >= top - 1e-9]


def choose_take(view: dict[str, Any], seat: int, legal: Sequence[Move]) -> list[Move]:
    amulets = view["seats"][seat]["amulets"]
    display = view["display"]
    worth = {p: part_value(amulets, p) for p in set(display) if p is not None}
    scored = [(worth[display[m.int_arg(0)]], m) for m in legal]
    top = max(v for v, _ in scored)
    return [m for v, m in scored if v >= top - 1e-9]


def choose_place(view: dict[str, Any], seat: int, legal: Sequence[Move]) -> list[Move]:
    amulets = view["seats"][seat]["amulets"]
    return [max(legal, key=lambda m: len(amulets[m.int_arg(0)]))]


def choose_discard(view: dict[str, Any], seat: int, legal: Sequence[Move]) -> list[Move]:
    amulets = view["seats"][seat]["amulets"]
    return [min(legal, key=lambda m: len(amulets[m.int_arg(0)]))]


def choose_cult(view: dict[str, Any], seat: int) -> Move:
    """Draw if a one-card move of a random colour is worth making, on average."""
    total = 0.0
    memo = PlayMemo()
    for druid in view["druids"]:
        total += play_value(view, seat, Move(f"play:{druid['colour']}:1:0"), memo)
    return Move("cult:draw") if total / len(view["druids"]) > 0 else Move("cult:skip")


def end_phase_after(amulets: list[list[str]], display: list[str | None], move: Move) -> list[list[str]]:
    """My amulets after an end-phase move (placing bought parts where `place_part` would)."""
    mine = [list(a) for a in amulets]
    if move.kind not in ("buy", "swap"):
        return mine
    slot = move.int_arg(0) if move.kind == "buy" else move.int_arg(2)
    taken = display[slot]
    assert taken is not None, "a legal buy or swap takes a part from a filled slot"
    if move.kind == "swap":
        index, part = move.int_arg(0), move.args[1]
        mine[index].remove(part)
        mine = [a for a in mine if a]
    place_part(mine, taken)
    return mine


def choose_end_phase(view: dict[str, Any], seat: int, legal: Sequence[Move]) -> list[Move]:
    """Buy or swap when the ranking key improves. A swap can only help by moving a part
    into a fuller amulet, so only parts of the emptiest amulets are offered (this keeps a
    hand of experience cards from costing hundreds of evaluations per decision)."""
    amulets = view["seats"][seat]["amulets"]
    display = view["display"]
    smallest = min((len(a) for a in amulets), default=0)
    best, best_key = [Move("done")], (rank_key(amulets), progress(amulets))
    seen: dict[tuple[Any, ...], Any] = {}
    for move in legal:
        if move.kind == "done":
            continue
        if move.kind == "swap":
            if len(amulets[move.int_arg(0)]) != smallest:
                continue
            outcome: tuple[Any, ...] = ("swap", tuple(amulets[move.int_arg(0)]), move.args[1], display[move.int_arg(2)])
        else:
            outcome = ("buy", display[move.int_arg(0)])
        if outcome in seen:
            key = seen[outcome]
        else:
            after = end_phase_after(amulets, display, move)
            key = seen[outcome] = (rank_key(after), progress(after))
        if move.kind == "buy":                 # a buy is always worth it if it helps at all
            key = (key[0], key[1] + 0.001)
        if key > best_key:
            best, best_key = [move], key
        elif key == best_key and best[0].kind != "done":
            best.append(move)
    return best


def celtica_policy(state: State, seat: int, legal: Sequence[Move], rng: Rng) -> Move:
    if len(legal) == 1:
        return legal[0]
    view = cast("CelticaState", state).bot_view(seat)
    phase = view["phase"]
    if phase == "play":
        options = choose_play(view, seat, legal)
    elif phase == "take":
        options = choose_take(view, seat, legal)
    elif phase == "place":
        options = choose_place(view, seat, legal)
    elif phase == "ruin":
        options = choose_discard(view, seat, legal)
    elif phase == "cult":
        options = [choose_cult(view, seat)]
    elif phase == "end_phase":
        options = choose_end_phase(view, seat, legal)
    else:
        options = list(legal)
    return options[rng.below(len(options))] if len(options) > 1 else options[0]


def celtica_evaluate(state: State) -> list[float]:
    """Rewards in [0, 1] per seat for a position a search stopped short of the end.

    The score (complete amulets) alone barely moves for most of the game, so it also
    counts how far every amulet is, and experience cards as future parts.
    """
    if state.is_over():
        return win_rewards(state.result())
    view = cast("CelticaState", state).bot_view(None)
    values = [progress(s["amulets"]) + 0.05 * s["experience"] for s in view["seats"]]
    return lead_rewards(values, SHARPNESS)


# Overrides of the levels' defaults (`levels.DEFAULTS`) for Celtica. Hard: about half a second
# a move in CPython on the build machine, with progressive bias toward the heuristic's pick
# (`ismcts`), which at two seats won 24 of 25 paired games against the heuristic where the
# plain search won 18 (at four seats it showed no gain). At two seats, twice the search: Hard
# beats the heuristic 0.843 over 300 games at 1000 iterations, 0.81 at 500 (the aim is 0.85),
# in about 0.8 s a move in CPython, 1.1 s in the desktop's Pyodide, under the app's 1.4 s cap.
# Fuller tables keep 500: more iterations gained nothing at four and five seats, and the
# largest table's think time is an aim of its own. docs/bots.md has the figures, CHANGELOG.md
# the settings measured and dropped.
TUNING: dict[str, dict[str, Any]] = {
    "hard": {"iterations": 500, "bias": 1.0},
    "hard_2p": {"iterations": 1000},
}
POLICY = celtica_policy
EVALUATE = celtica_evaluate
