"""Luna's phases and rounds: the scoring phase, the round-end movements and the final scoring.

The phase names (also the view's `"phase"`) are here. `play.py` calls `end_action_phase` once
the last time token is flipped: score the round, then either prepare the next round or, after
round 6, add the game-end points and finish. (The preparation round is played move by move, in
`play.py`.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import data

if TYPE_CHECKING:
    from .state import LunaState

# Phases (also the view's "phase"): the preparation round's two steps, the rounds, the end.
PREP_SHRINE, PREP_NOVICES, ACTIONS, OVER = "prep_shrine", "prep_novices", "actions", "over"


def end_action_phase(state: LunaState) -> None:
    score_round(state)
    if state.round == data.ROUNDS:
        score_game_end(state)
        state.phase = OVER
        state.log_event("game_over", scores=list(state.points), result=state.result())
    else:
        end_round(state)


def priestess_ranking(state: LunaState) -> list[list[int]]:
    """[[seat, strength], …] on the Priestess island, best first, players with nothing left out.

    Strength is the active novices there, a shrine counting as one; ties go to the better
    council position.
    """
    island = state.priestess
    strengths = []
    for seat in range(state.players):
        strength = state.active[island][seat] + (1 if state.shrines[island][seat] else 0)
        if strength:
            strengths.append([seat, strength])
    strengths.sort(key=lambda entry: (entry[1], state.council_key(entry[0])), reverse=True)
    return strengths


def score_round(state: LunaState) -> None:
    awards = data.PRIESTESS_AWARDS[state.players]
    for place, (seat, strength) in enumerate(priestess_ranking(state)[:len(awards)]):
        state.points[seat] += awards[place]
        state.log_event("priestess_scored", seat=seat, place=place + 1, strength=strength,
                        points=awards[place], island=state.priestess + 1)
    # § Rulings: the Apostate costs 1 point per novice, active or spent; shrines do not count.
    island = state.apostate
    for seat in range(state.players):
        novices = state.active[island][seat] + state.spent[island][seat]
        if novices:
            state.points[seat] -= novices
            state.log_event("apostate_penalty", seat=seat, points=-novices, island=island + 1)
    for seat in range(state.players):
        inside = state.temple_count(seat)
        if inside:
            state.points[seat] += inside
            state.log_event("temple_scored", seat=seat, points=inside)


def next_apostate_island(state: LunaState) -> int:
    """The next island clockwise holding any novices; it stays put if there is none."""
    for step in range(1, data.ISLAND_COUNT + 1):
        island = (state.apostate + step) % data.ISLAND_COUNT
        if any(state.active[island]) or any(state.spent[island]):
            return island
    return state.apostate


def end_round(state: LunaState) -> None:
    for island in range(data.ISLAND_COUNT):
        for seat in range(state.players):
            state.active[island][seat] += state.spent[island][seat]
            state.spent[island][seat] = 0
    state.priestess = (state.priestess + data.PRIESTESS_STEP[state.players]) % data.ISLAND_COUNT
    state.builder = (state.builder + data.BUILDER_STEP) % data.ISLAND_COUNT
    state.apostate = next_apostate_island(state)
    state.guard += 1
    state.time_left = state.time_total
    state.start_player = (state.start_player + 1) % state.players
    state.round += 1
    state.current = state.start_player
    state.pending = None
    state.log_event("round", round=state.round, start_player=state.start_player,
                    priestess=state.priestess + 1, builder=state.builder + 1,
                    apostate=state.apostate + 1, guard=state.guard_value())


def score_game_end(state: LunaState) -> None:
    for seat in range(state.players):
        shrines = sum(1 for island in range(data.ISLAND_COUNT) if state.shrines[island][seat])
        favours = sum(1 for held in state.held[seat] if held)
        council = data.COUNCIL_POINTS[state.council_space(seat)]
        total = 4 * shrines + favours + council
        state.points[seat] += total
        state.log_event("final_scored", seat=seat, shrines=4 * shrines, favours=favours,
                        council=council, points=total)
