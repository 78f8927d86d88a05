"""What one seat (or a spectator, `seat=None`) sees of a Notre Dame game, as plain JSON.

Everything ordered is a list (the UI runs on MicroPython). Other seats' draft hands, kept
cards and every deck appear only as counts; the seat's own cards appear in full, and so do
the options of its pending decision. The shape:

    {"game": "notre_dame", "viewer": seat|null, "players": n, "round": 1-9, "period": "A"|"B"|"C",
     "phase": "draft"|"play"|"hire"|"plague"|"over", "turn": 0|1 (which card of two),
     "start": seat (the bell-ringer), "to_move": [...], "over": bool, "scores": [...],
     "result": [...]|null,
     "seats": [{"seat", "colour", "borough", "prestige", "gold", "cubes" (personal supply),
                "general_supply", "rats" (0-9), "friend": sector|null,
                "sectors": [{"sector", "cubes" (friend not counted), "friend": bool}] x7,
                "notre_dame": cubes, "carriage": market, "messages": [{"colour","kind"}],
                "hand_count", "draft_count", "deck_count",
                "played": [{"action","colour"}], "discarded": [{"action","colour"}],
                "hired": person|null, "tie_break": gold + cubes,
                # own seat only:
                "hand": [{"action","colour"}], "draft": [...], "passing": [...]}],
     "boroughs": [{"index", "seat": owner|null, "markets": [{"id": "C0", "message":
                   {"colour","kind"}|null, "carriages": [seats], "roads": [market ids]}] x5}],
     "message_colours": [colours whose messages are in play],
     "notre_dame": {"pool": 6|8|10|12, "cubes": [per seat]},
     "persons": {"revealed": [{"id", "rats", "deck", "en", "zh-Hant"}] x3, "plague_value",
                 "brown_left", "grey_left"},
     "pending": {"kind", "seats": [...], "left"/"target"/"reason" when relevant,
                 "options": [move texts] (only in the due seat's own view)} | null,
     "log": [{"event": ...}, ...]}

`pending.kind` is "keep" during the draft, else the decision frame's kind (see `moves.py`).
Names in both languages are in `data.py` (ACTION_NAMES, PERSONS).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import data, moves, rounds
from .data import card_name

if TYPE_CHECKING:
    from .state import NotreDameState


def card_view(card: int) -> dict[str, str]:
    action, colour = _CARDS[card]
    return {"action": action, "colour": colour}


# every card's (action, colour), worked out once: bots read views in every rollout move
_CARDS = [(card_name(card), data.COLOURS[card // len(data.ACTIONS)])
          for card in range(len(data.COLOURS) * len(data.ACTIONS))]


def seat_view(state: NotreDameState, seat: int, viewer: int | None) -> dict[str, Any]:
    mine = viewer == seat
    out: dict[str, Any] = {"seat": seat, "colour": data.COLOURS[seat],
                           "borough": state.seat_borough[seat]}
    out.update(_bot_seat(state, seat))     # the public counts and pieces, as the bots read them
    out.update({
        "hand_count": len(state.hands[seat]),
        "draft_count": len(state.draft[seat]),
        "deck_count": len(state.decks[seat]),
        "played": [card_view(c) for c in state.played[seat]],
        "discarded": [card_view(c) for c in state.discarded[seat]],
        "hired": state.hired[seat],
        "tie_break": state.tie_break(seat),
    })
    if mine:
        out["hand"] = [card_view(c) for c in state.hands[seat]]
        out["draft"] = [card_view(c) for c in state.draft[seat]]
        out["passing"] = [card_view(c) for c in state.outbox[seat]]
    return out


def board_view(state: NotreDameState) -> list[dict[str, Any]]:
    owner = {b: s for s, b in enumerate(state.seat_borough)}
    carriages: dict[str, list[int]] = {}
    for s in range(state.players):
        carriages.setdefault(state.carriage[s], []).append(s)
    messages = state.market_message
    boroughs = []
    # Bots read this view for every move of every rollout, so it is built in one pass.
    for b, ids in enumerate(_MARKET_IDS[:state.boroughs]):
        markets = []
        for market in ids:
            message = messages.get(market)
            markets.append({
                "id": market,
                "message": {"colour": message[0], "kind": message[1]} if message else None,
                "carriages": carriages.get(market, []),
                "roads": list(state.roads[market]),
            })
        boroughs.append({"index": b, "seat": owner.get(b), "markets": markets})
    return boroughs


# market ids per borough, in the board's letter order, for the largest board
_MARKET_IDS = [[data.market_id(letter, b) for letter in data.MARKET_LETTERS]
               for b in range(max(layout["boroughs"] for layout in data.LAYOUTS.values()))]


def bot_view(state: NotreDameState, viewer: int | None) -> dict[str, Any]:
    """The part of `view(viewer)` the bots read, built for speed: a search asks for it at every
    move of every rollout, and the whole view (every seat's cards, the board with its
    carriages, the pending decision's options, the log) was two fifths of a search's time.
    Each key holds what `view(viewer)` holds there (a test compares them). A seat's heuristic
    reads its own seat only, so the other seats are `{"seat": s}`; the public table
    (`viewer` None, what the evaluation reads) has every seat. The roads and the message
    colours are the game's own lists, shared, not copied: read them, never change them."""
    return {
        "viewer": viewer,
        "players": state.players,
        "round": min(state.round, data.ROUNDS),
        "phase": state.phase,
        "seats": [_bot_seat(state, s) if viewer is None or s == viewer else {"seat": s}
                  for s in range(state.players)],
        "boroughs": _bot_board(state),
        "message_colours": state.message_colours,
        "notre_dame": {"pool": data.NOTRE_DAME_POOL[state.players], "cubes": list(state.cathedral)},
        "persons": {"plague_value": rounds.plague_value(state)},
        "pending": _bot_pending(state),
    }


# `_bot_board` by board and messages: the messages on the markets change only when one is
# taken, so most rollout moves find the board made already. Bounded (a few megabytes in a
# phone's memory): when full it starts again, keeping what the game's present needs.
_BOARDS: dict[tuple[Any, ...], list[dict[str, Any]]] = {}
_BOARDS_LIMIT = 500


def _bot_board(state: NotreDameState) -> list[dict[str, Any]]:
    """The boroughs of `bot_view`: each market's id, message and roads (shared: never change
    it)."""
    boroughs = _MARKET_IDS[:state.boroughs]
    messages = state.market_message
    key = (state.boroughs, *[messages.get(market) for ids in boroughs for market in ids])
    board = _BOARDS.get(key)
    if board is None:
        roads = state.roads
        board = [{"markets": [{"id": market, "message": _message_view(messages.get(market)),
                               "roads": roads[market]} for market in ids]} for ids in boroughs]
        if len(_BOARDS) >= _BOARDS_LIMIT:
            _BOARDS.clear()
        _BOARDS[key] = board
    return board


def _bot_seat(state: NotreDameState, seat: int) -> dict[str, Any]:
    """A seat's entry in `bot_view`: its public counts and pieces (no cards)."""
    friend = state.friend[seat]
    return {
        "seat": seat,
        "prestige": state.prestige[seat],
        "gold": state.gold[seat],
        "cubes": state.supply[seat],
        "general_supply": state.general[seat],
        "rats": state.rat[seat],
        "friend": friend,
        "sectors": [{"sector": s, "cubes": cubes, "friend": friend == s}
                    for s, cubes in zip(data.SECTORS, state.sectors[seat])],
        "notre_dame": state.cathedral[seat],
        "carriage": state.carriage[seat],
        "messages": [_message_view(m) for m in state.held[seat]],
    }


# {"colour", "kind"} per message, made once and shared by every bot view (never changed)
_MESSAGE_VIEWS: dict[tuple[str, str], dict[str, str]] = {}


def _message_view(message: tuple[str, str] | None) -> dict[str, str] | None:
    if message is None:
        return None
    shown = _MESSAGE_VIEWS.get(message)
    if shown is None:
        shown = _MESSAGE_VIEWS[message] = {"colour": message[0], "kind": message[1]}
    return shown


def _bot_pending(state: NotreDameState) -> dict[str, Any] | None:
    """`pending_view`'s kind (and moves left), without the options (a search has them)."""
    if state.phase == rounds.DRAFT:
        return {"kind": "keep"}
    if state.acting() is None or not state.pending:
        return None
    frame = state.pending[-1]
    out = {"kind": frame["kind"]}
    if "left" in frame:
        out["left"] = frame["left"]
    return out


def pending_view(state: NotreDameState, viewer: int | None) -> dict[str, Any] | None:
    if state.phase == rounds.DRAFT:
        due = list(state.to_move())
        out: dict[str, Any] = {"kind": "keep", "seats": due, "step": state.draft_stage}
        if viewer in due:
            out["options"] = moves.legal_texts(state, viewer)
        return out
    seat = state.acting()
    if seat is None or not state.pending:
        return None
    frame = state.pending[-1]
    out = {"kind": frame["kind"], "seats": [seat]}
    for key in ("left", "target", "reason"):
        if key in frame:
            out[key] = frame[key]
    if viewer == seat:
        out["options"] = moves.legal_texts(state, seat)
    return out


def view(state: NotreDameState, viewer: int | None) -> dict[str, Any]:
    over = state.is_over()
    return {
        "game": "notre_dame",
        "viewer": viewer,
        "players": state.players,
        "round": min(state.round, data.ROUNDS),
        "period": rounds.period_letter(state.round),
        "phase": state.phase,
        "turn": state.turn,
        "start": state.start,
        "to_move": list(state.to_move()),
        "over": over,
        "scores": state.scores(),
        "result": state.result() if over else None,
        "seats": [seat_view(state, s, viewer) for s in range(state.players)],
        "boroughs": board_view(state),
        "message_colours": list(state.message_colours),
        "notre_dame": {"pool": data.NOTRE_DAME_POOL[state.players], "cubes": list(state.cathedral)},
        "persons": {
            "revealed": [{"id": p, "rats": data.PERSONS[p]["rats"], "deck": data.PERSONS[p]["deck"],
                          "en": data.PERSONS[p]["en"], "zh-Hant": data.PERSONS[p]["zh-Hant"]}
                         for p in state.revealed],
            "plague_value": rounds.plague_value(state),
            "brown_left": len(state.brown_deck),
            "grey_left": len(state.grey_deck),
        },
        "pending": pending_view(state, viewer),
        "log": list(state.log),
    }
