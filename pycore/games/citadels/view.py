"""What one seat (or a spectator, `seat=None`) may see: a JSON-able dict for the UI.

Hidden things appear only as counts: other hands, tucked Museum cards, the deck, characters
picked and not yet revealed, face-down discards. The seat's own are shown in full.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import data, moves

if TYPE_CHECKING:
    from .state import CitadelsState


def view(st: CitadelsState, seat: int | None) -> dict[str, Any]:
    over = st.over
    # each seat's revealed characters, in rank order (worked out once, not once per seat)
    revealed_by: list[list[str]] = [[] for _ in range(st.players)]
    for rank, character in enumerate(st.lineup, 1):
        if st.revealed[rank] and st.holder[rank] >= 0:
            revealed_by[st.holder[rank]].append(character)
    return {
        "game": "citadels",
        "players": st.players,
        "seat": seat,
        "round": st.round,
        "phase": "over" if over else ("draft" if st.draft_steps else "turns"),
        "crown": st.crown,
        "bank": st.bank,
        "deck": len(st.deck),
        "city_to_end": st.threshold,
        "calling": st.calling,
        "characters": _strip(st),
        "face_down": sum(1 for e in st.draft_log if e[0] in ("down0", "discard", "leftover")),
        "draft": _draft(st, seat),
        "mine": _mine(st, seat),
        "seats": [_seat(st, s, seat, revealed_by[s]) for s in range(st.players)],
        "turn": _turn(st),
        "pending": _pending(st, seat),
        "to_move": list(st.to_move()),
        "over": over,
        "scores": [int(x) for x in st.scores()],
        "result": st.result() if over else None,
        "log": st.log,
    }


def bot_view(st: CitadelsState, seat: int | None) -> dict[str, Any]:
    """The part of `view(seat)` the bots read, built for speed: a search asks for it at every
    move of every rollout, and the whole view (the call strip, the draft, the turn, each
    city's decorations) was two fifths of a search's time. Each key holds what `view(seat)`
    holds there (a test compares them); a city lists its cards without their decorations."""
    return {
        "seat": seat,
        "city_to_end": st.threshold,
        "seats": [{"seat": s, "gold": st.gold[s], "hand_size": len(st.hands[s]),
                   "hand": sorted(st.hands[s]) if s == seat else None,
                   "city": [{"card": card} for card in st.cities[s]]}
                  for s in range(st.players)],
        "scores": [int(x) for x in st.scores()],
    }


def _strip(st: CitadelsState) -> list[dict[str, Any]]:
    """The call strip, ranks 1 to 8 or 9."""
    out = []
    calling, killed, face_up = st.calling, st.killed, st.face_up
    for rank, character in enumerate(st.lineup, 1):
        called = calling > 0 and rank <= calling
        revealed = st.revealed[rank]
        up = character in face_up
        out.append({
            "rank": rank,
            "character": character,
            "face_up": up,
            "called": called,
            "revealed": revealed,
            "seat": st.holder[rank] if revealed else None,
            "absent": called and not revealed and killed != rank and not up,
            "killed": killed == rank,
            "robbed": st.robbed == rank,
            "bewitched": st.bewitched == rank,
        })
    return out


def _draft(st: CitadelsState, seat: int | None) -> dict[str, Any] | None:
    if not st.draft_steps:
        return None
    kind, picker = st.draft_steps[0]
    return {
        "step": kind,
        "seat": picker,
        "pool_size": len(st.pool),
        "pool": list(st.pool) if seat == picker else None,
    }


def _mine(st: CitadelsState, seat: int | None) -> dict[str, Any] | None:
    """The seat's own characters this round and the ones it discarded face down."""
    if seat is None:
        return None
    picks = [e[2] for e in st.draft_log if e[0] == "pick" and e[1] == seat]
    down = [e[2] for e in st.draft_log if e[0] in ("discard", "leftover") and e[1] == seat]
    return {"characters": sorted(picks, key=data.rank), "discarded": sorted(down, key=data.rank)}


def _seat(st: CitadelsState, s: int, viewer: int | None, revealed: list[str]) -> dict[str, Any]:
    cards = st.cities[s]
    decorated = st.decorated[s]
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
        "gold": st.gold[s],
        "hand_size": len(st.hands[s]),
        "hand": sorted(st.hands[s]) if own else None,
        "city": city,
        "museum_size": len(st.museum[s]),
        "museum": sorted(st.museum[s]) if own else None,
        "revealed": revealed,
        "crown": st.crown == s,
        "completed": st.completed_at[s] > 0,
        "bonus": st.bonus[s],
    }


def _turn(st: CitadelsState) -> dict[str, Any] | None:
    turn = st.turn
    if turn is None:
        return None
    return {
        "seat": turn.seat, "rank": turn.rank, "character": turn.character, "mode": turn.mode,
        "acted": turn.acted, "income_taken": turn.income_taken,
        "income": moves.income_amount(st, turn) if turn.has_powers else 0,
        "power_used": turn.power_used, "builds_left": turn.builds_left, "built": turn.built,
    }


def _pending(st: CitadelsState, seat: int | None) -> dict[str, Any] | None:
    if not st.pending:
        return None
    entry = st.pending[0]
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
        out["hand"] = sorted(st.hands[entry["target"]]) if own else None
    elif kind == "search":
        out["deck"] = sorted(st.deck) if own else None
    elif kind in ("tribute", "thank"):
        out["to"] = entry["to"]
    elif kind == "graveyard":
        out["card"] = entry["card"]
    return out
