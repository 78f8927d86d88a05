"""What one seat (or a spectator, `seat=None`) may see: a JSON-able dict for the UI.

Hidden things appear only as counts: other hands, tucked Museum cards, the deck, characters
picked and not yet revealed, face-down discards. The seat's own are shown in full.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import data, moves, rounds

if TYPE_CHECKING:
    from .state import CitadelsState


def view(state: CitadelsState, seat: int | None) -> dict[str, Any]:
    over = state.over
    # each seat's revealed characters, in rank order (worked out once, not once per seat)
    revealed_by: list[list[str]] = [[] for _ in range(state.players)]
    for rank, character in enumerate(state.lineup, 1):
        if state.revealed[rank] and state.holder[rank] >= 0:
            revealed_by[state.holder[rank]].append(character)
    return {
        "game": "citadels",
        "players": state.players,
        "seat": seat,
        "round": state.round,
        "phase": rounds.OVER if over else (rounds.DRAFT if state.draft_steps else rounds.TURNS),
        "crown": state.crown,
        "bank": state.bank,
        "deck": len(state.deck),
        "city_to_end": state.threshold,
        "calling": state.calling,
        "characters": _strip(state),
        "face_down": sum(1 for e in state.draft_log if e[0] in ("down0", "discard", "leftover")),
        "draft": _draft(state, seat),
        "mine": _mine(state, seat),
        "seats": [_seat(state, s, seat, revealed_by[s]) for s in range(state.players)],
        "turn": _turn(state),
        "pending": _pending(state, seat),
        "to_move": list(state.to_move()),
        "over": over,
        "scores": [int(x) for x in state.scores()],
        "result": state.result() if over else None,
        "log": state.log,
    }


def bot_view(state: CitadelsState, seat: int | None) -> dict[str, Any]:
    """The part of `view(seat)` the bots read, built for speed: a search asks for it at every
    move of every rollout, and the whole view (the call strip, the draft, the turn, each
    city's decorations) was two fifths of a search's time. Each key holds what `view(seat)`
    holds there (a test compares them); a city lists its cards without their decorations."""
    return {
        "seat": seat,
        "city_to_end": state.threshold,
        "seats": [{"seat": s, "gold": state.gold[s], "hand_size": len(state.hands[s]),
                   "hand": sorted(state.hands[s]) if s == seat else None,
                   "city": [{"card": card} for card in state.cities[s]]}
                  for s in range(state.players)],
        "scores": [int(x) for x in state.scores()],
    }


def _strip(state: CitadelsState) -> list[dict[str, Any]]:
    """The call strip, ranks 1 to 8 or 9."""
    out = []
    calling, killed, face_up = state.calling, state.killed, state.face_up
    for rank, character in enumerate(state.lineup, 1):
        called = calling > 0 and rank <= calling
        revealed = state.revealed[rank]
        up = character in face_up
        out.append({
            "rank": rank,
            "character": character,
            "face_up": up,
            "called": called,
            "revealed": revealed,
            "seat": state.holder[rank] if revealed else None,
            "absent": called and not revealed and killed != rank and not up,
            "killed": killed == rank,
            "robbed": state.robbed == rank,
            "bewitched": state.bewitched == rank,
        })
    return out


def _draft(state: CitadelsState, seat: int | None) -> dict[str, Any] | None:
    if not state.draft_steps:
        return None
    kind, picker = state.draft_steps[0]
    return {
        "step": kind,
        "seat": picker,
        "pool_size": len(state.pool),
        "pool": list(state.pool) if seat == picker else None,
    }


def _mine(state: CitadelsState, seat: int | None) -> dict[str, Any] | None:
    """The seat's own characters this round and the ones it discarded face down."""
    if seat is None:
        return None
    picks = [e[2] for e in state.draft_log if e[0] == "pick" and e[1] == seat]
    down = [e[2] for e in state.draft_log if e[0] in ("discard", "leftover") and e[1] == seat]
    return {"characters": sorted(picks, key=data.rank), "discarded": sorted(down, key=data.rank)}


def _seat(state: CitadelsState, s: int, viewer: int | None, revealed: list[str]) -> dict[str, Any]:
    cards = state.cities[s]
    decorated = state.decorated[s]
    if decorated:
        decorated_left = {d: decorated.count(d) for d in set(decorated)}
        city = []
        for card in reversed(cards):             # the later copy of a duplicate carries the gold
            shown = decorated_left.get(card, 0) > 0
            if shown:
                decorated_left[card] -= 1
            city.append({"card": card, "decorated": shown})
        city.reverse()
    else:
        city = [{"card": card, "decorated": False} for card in cards]
    own = viewer == s
    return {
        "seat": s,
        "gold": state.gold[s],
        "hand_size": len(state.hands[s]),
        "hand": sorted(state.hands[s]) if own else None,
        "city": city,
        "museum_size": len(state.museum[s]),
        "museum": sorted(state.museum[s]) if own else None,
        "revealed": revealed,
        "crown": state.crown == s,
        "completed": state.completed_at[s] > 0,
        "bonus": state.bonus[s],
    }


def _turn(state: CitadelsState) -> dict[str, Any] | None:
    turn = state.turn
    if turn is None:
        return None
    return {
        "seat": turn.seat, "rank": turn.rank, "character": turn.character, "mode": turn.mode,
        "acted": turn.acted, "income_taken": turn.income_taken,
        "income": moves.income_amount(state, turn) if turn.has_powers else 0,
        "power_used": turn.power_used, "builds_left": turn.builds_left, "built": turn.built,
    }


def _pending(state: CitadelsState, seat: int | None) -> dict[str, Any] | None:
    if not state.pending:
        return None
    entry = state.pending[0]
    own = entry["seat"] == seat
    out: dict[str, Any] = {"kind": entry["kind"], "seat": entry["seat"]}
    kind = entry["kind"]
    if kind == "keep":
        out["count"] = len(entry["cards"])
        out["left"] = entry["left"]
        out["cards"] = sorted(entry["cards"]) if own else None
    elif kind == "redraw":
        out["count"] = len(entry["marked"])
        out["marked"] = sorted(entry["marked"]) if own else None
    elif kind == "wizard":
        out["target"] = entry["target"]
        out["hand"] = sorted(state.hands[entry["target"]]) if own else None
    elif kind == "search":
        out["deck"] = sorted(state.deck) if own else None
    elif kind in ("tribute", "thank"):
        out["to"] = entry["to"]
    elif kind == "graveyard":
        out["card"] = entry["card"]
    return out
