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


def seat_view(st: NotreDameState, seat: int, viewer: int | None) -> dict[str, Any]:
    mine = viewer == seat
    out: dict[str, Any] = {"seat": seat, "colour": data.COLOURS[seat],
                           "borough": st.seat_borough[seat]}
    out.update(_bot_seat(st, seat))     # the public counts and pieces, as the bots read them
    out.update({
        "hand_count": len(st.hands[seat]),
        "draft_count": len(st.draft[seat]),
        "deck_count": len(st.decks[seat]),
        "played": [card_view(c) for c in st.played[seat]],
        "discarded": [card_view(c) for c in st.discarded[seat]],
        "hired": st.hired[seat],
        "tie_break": st.tie_break(seat),
    })
    if mine:
        out["hand"] = [card_view(c) for c in st.hands[seat]]
        out["draft"] = [card_view(c) for c in st.draft[seat]]
        out["passing"] = [card_view(c) for c in st.outbox[seat]]
    return out


def board_view(st: NotreDameState) -> list[dict[str, Any]]:
    owner = {b: s for s, b in enumerate(st.seat_borough)}
    carriages: dict[str, list[int]] = {}
    for s in range(st.players):
        carriages.setdefault(st.carriage[s], []).append(s)
    messages = st.market_message
    boroughs = []
    # Bots read this view for every move of every rollout, so it is built in one pass.
    for b, ids in enumerate(_MARKET_IDS[:st.boroughs]):
        markets = []
        for market in ids:
            message = messages.get(market)
            markets.append({
                "id": market,
                "message": {"colour": message[0], "kind": message[1]} if message else None,
                "carriages": carriages.get(market, []),
                "roads": list(st.roads[market]),
            })
        boroughs.append({"index": b, "seat": owner.get(b), "markets": markets})
    return boroughs


# market ids per borough, in the board's letter order, for the largest board
_MARKET_IDS = [[data.market_id(letter, b) for letter in data.MARKET_LETTERS]
               for b in range(max(layout["boroughs"] for layout in data.LAYOUTS.values()))]


def bot_view(st: NotreDameState, viewer: int | None) -> dict[str, Any]:
    """The part of `view(viewer)` the bots read, built for speed: a search asks for it at every
    move of every rollout, and the whole view (every seat's cards, the board with its
    carriages, the pending decision's options, the log) was two fifths of a search's time.
    Each key holds what `view(viewer)` holds there (a test compares them). A seat's heuristic
    reads its own seat only, so the other seats are `{"seat": s}`; the public table
    (`viewer` None, what the evaluation reads) has every seat. The roads and the message
    colours are the game's own lists, shared, not copied: read them, never change them."""
    return {
        "viewer": viewer,
        "players": st.players,
        "round": min(st.round, data.ROUNDS),
        "phase": st.phase,
        "seats": [_bot_seat(st, s) if viewer is None or s == viewer else {"seat": s}
                  for s in range(st.players)],
        "boroughs": _bot_board(st),
        "message_colours": st.message_colours,
        "notre_dame": {"pool": data.NOTRE_DAME_POOL[st.players], "cubes": list(st.cathedral)},
        "persons": {"plague_value": rounds.plague_value(st)},
        "pending": _bot_pending(st),
    }


# `_bot_board` by board and messages: the messages on the markets change only when one is
# taken, so most rollout moves find the board made already. Bounded (a few megabytes in a
# phone's memory): when full it starts again, keeping what the game's present needs.
_BOARDS: dict[tuple[Any, ...], list[dict[str, Any]]] = {}
_BOARDS_LIMIT = 500


def _bot_board(st: NotreDameState) -> list[dict[str, Any]]:
    """The boroughs of `bot_view`: each market's id, message and roads (shared: never change
    it)."""
    boroughs = _MARKET_IDS[:st.boroughs]
    messages = st.market_message
    key = (st.boroughs, *[messages.get(market) for ids in boroughs for market in ids])
    board = _BOARDS.get(key)
    if board is None:
        roads = st.roads
        board = [{"markets": [{"id": market, "message": _message_view(messages.get(market)),
                               "roads": roads[market]} for market in ids]} for ids in boroughs]
        if len(_BOARDS) >= _BOARDS_LIMIT:
            _BOARDS.clear()
        _BOARDS[key] = board
    return board


def _bot_seat(st: NotreDameState, seat: int) -> dict[str, Any]:
    """A seat's entry in `bot_view`: its public counts and pieces (no cards)."""
    friend = st.friend[seat]
    return {
        "seat": seat,
        "prestige": st.prestige[seat],
        "gold": st.gold[seat],
        "cubes": st.supply[seat],
        "general_supply": st.general[seat],
        "rats": st.rat[seat],
        "friend": friend,
        "sectors": [{"sector": s, "cubes": cubes, "friend": friend == s}
                    for s, cubes in zip(data.SECTORS, st.sectors[seat])],
        "notre_dame": st.cathedral[seat],
        "carriage": st.carriage[seat],
        "messages": [_message_view(m) for m in st.held[seat]],
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


def _bot_pending(st: NotreDameState) -> dict[str, Any] | None:
    """`pending_view`'s kind (and moves left), without the options (a search has them)."""
    if st.phase == "draft":
        return {"kind": "keep"}
    if st.acting() is None or not st.pending:
        return None
    frame = st.pending[-1]
    out = {"kind": frame["kind"]}
    if "left" in frame:
        out["left"] = frame["left"]
    return out


def pending_view(st: NotreDameState, viewer: int | None) -> dict[str, Any] | None:
    if st.phase == "draft":
        due = list(st.to_move())
        out: dict[str, Any] = {"kind": "keep", "seats": due, "step": st.draft_stage}
        if viewer in due:
            out["options"] = moves.legal_texts(st, viewer)
        return out
    seat = st.acting()
    if seat is None or not st.pending:
        return None
    frame = st.pending[-1]
    out = {"kind": frame["kind"], "seats": [seat]}
    for key in ("left", "target", "reason"):
        if key in frame:
            out[key] = frame[key]
    if viewer == seat:
        out["options"] = moves.legal_texts(st, seat)
    return out


def view(st: NotreDameState, viewer: int | None) -> dict[str, Any]:
    over = st.is_over()
    return {
        "game": "notre_dame",
        "viewer": viewer,
        "players": st.players,
        "round": min(st.round, data.ROUNDS),
        "period": rounds.period_letter(st.round),
        "phase": st.phase,
        "turn": st.turn,
        "start": st.start,
        "to_move": list(st.to_move()),
        "over": over,
        "scores": st.scores(),
        "result": st.result() if over else None,
        "seats": [seat_view(st, s, viewer) for s in range(st.players)],
        "boroughs": board_view(st),
        "message_colours": list(st.message_colours),
        "notre_dame": {"pool": data.NOTRE_DAME_POOL[st.players], "cubes": list(st.cathedral)},
        "persons": {
            "revealed": [{"id": p, "rats": data.PERSONS[p]["rats"], "deck": data.PERSONS[p]["deck"],
                          "en": data.PERSONS[p]["en"], "zh-Hant": data.PERSONS[p]["zh-Hant"]}
                         for p in st.revealed],
            "plague_value": rounds.plague_value(st),
            "brown_left": len(st.brown_deck),
            "grey_left": len(st.grey_deck),
        },
        "pending": pending_view(st, viewer),
        "log": list(st.log),
    }
