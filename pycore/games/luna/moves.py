"""Luna's move grammar and legal-move generation (the grammar is documented in `__init__`).

`legal_moves` lists every decision the seat due may take now, each one tap; `is_move_text`
accepts exactly the grammar; `why_illegal` gives the refusal of a move that is not legal.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...protocol import IllegalMove, Move
from . import data, rounds

if TYPE_CHECKING:
    from .state import LunaState

ISLAND_ACTIONS = ["favour", "novice", "shrine", "council", "apostate"]
FAVOUR_ACTIONS = ["herbs", "tide", "boat", "book"]   # the favours played on their own
STATUSES = ["active", "spent"]
MAX_APOSTATE_STEPS = data.ISLAND_COUNT - 1   # seven steps would bring it back where it was


# ---- grammar ------------------------------------------------------------------------------
def _is_number(text: str, low: int, high: int) -> bool:
    return text.isdigit() and len(text) <= 2 and str(int(text)) == text and low <= int(text) <= high


def _is_island(text: str) -> bool:
    return _is_number(text, 1, data.ISLAND_COUNT)


def _is_tile(text: str) -> bool:
    return _is_number(text, 1, data.TEMPLE_PARTS * data.HEXES_PER_PART)


def is_move_text(text: str) -> bool:
    """Whether `text` is a Luna move in canonical form (see the package docstring)."""
    if not isinstance(text, str) or not text or len(text) > 40:
        return False
    kind, *args = text.split(":")
    if kind in ("time", "done"):
        return not args
    if kind in ("shrine", "novices", "drift", "revive"):
        return len(args) == 1 and _is_island(args[0])
    if kind in ("path", "temple", "take", "give"):
        return len(args) == 1 and _is_tile(args[0])
    if kind == "action":
        return len(args) == 2 and _is_island(args[0]) and args[1] in ISLAND_ACTIONS
    if kind == "spend":
        return (len(args) in (1, 2) and _is_number(args[0], 0, 9)
                and (len(args) == 1 or args[1] == "novice"))
    if kind == "favour":
        return len(args) == 1 and args[0] in FAVOUR_ACTIONS
    if kind == "from":
        return len(args) == 1 and (args[0] == "landing" or _is_island(args[0]))
    if kind == "to":
        return (len(args) in (1, 2) and _is_island(args[0])
                and (len(args) == 1 or args[1] in STATUSES))
    return False


# ---- island actions and their costs ------------------------------------------------------
def can_start_island_action(state: LunaState, seat: int, island: int, kind: str) -> bool:
    """Whether the action's conditions other than paying hold."""
    if kind == "favour":
        return state.favours_left[island] > 0 and not state.held[seat][island]
    if kind == "novice":
        return state.reserve[seat] > 0
    if kind == "shrine":
        return (island == state.builder and not state.shrines[island][seat]
                and state.shrine_supply[seat] > 0 and state.holds(seat, "shrine"))
    if kind == "council":
        return state.council_space(seat) < len(data.COUNCIL_POINTS) - 1
    return kind == "apostate"


def payment_options(state: LunaState, seat: int, island: int, kind: str) -> list[str]:
    """The `spend:` texts that would pay for `kind` on `island` (empty: cannot pay).

    `spend:n` spends n active novices on the island; `spend:n:novice` spends n of them plus
    the Novice favour standing in for one more (never for taking the Novice favour itself).
    """
    if not can_start_island_action(state, seat, island, kind):
        return []
    active = state.active[island][seat]
    token = state.holds(seat, "novice") and not (
        kind == "favour" and data.FAVOURS[island] == "novice")
    options: list[str] = []
    if kind in ("favour", "novice", "shrine"):
        cost = 1 if kind == "favour" and state.shrines[island][seat] else 2
        if active >= cost:
            options.append(f"spend:{cost}")
        if token and active >= cost - 1:
            options.append(f"spend:{cost - 1}:novice")
        return options
    if kind == "council":
        room = len(data.COUNCIL_POINTS) - 1 - state.council_space(seat)
    else:
        room = MAX_APOSTATE_STEPS
    options += [f"spend:{n}" for n in range(1, min(active, room) + 1)]
    if token:
        options += [f"spend:{n}:novice" for n in range(min(active, room - 1) + 1)]
    return options


def path_cost(state: LunaState, seat: int, island: int) -> int:
    """Novices spent to send one onto the path: 2, or 1 with an own shrine there."""
    return 1 if state.shrines[island][seat] else 2


# ---- legal moves ----------------------------------------------------------------------------
# Move texts built once: legal-move listing is what bots call most.
_TILES = range(1, data.TEMPLE_PARTS * data.HEXES_PER_PART + 1)
_ACTION_TEXTS = [[f"action:{i + 1}:{kind}" for kind in ISLAND_ACTIONS]
                 for i in range(data.ISLAND_COUNT)]
_DRIFT_TEXTS = [f"drift:{i + 1}" for i in range(data.ISLAND_COUNT)]
_PATH_TEXTS = {n: f"path:{n}" for n in _TILES}
_TEMPLE_TEXTS = {n: f"temple:{n}" for n in _TILES}
_TILE_ISLAND = {n: data.island_of_tile(n) for n in _TILES}


def legal_moves(state: LunaState, seat: int) -> list[Move]:
    if state.phase == rounds.PREP_SHRINE:
        texts = [f"shrine:{i + 1}" for i in range(data.ISLAND_COUNT)
                 if not any(state.shrines[i])]
    elif state.phase == rounds.PREP_NOVICES:
        texts = [f"novices:{i + 1}" for i in range(data.ISLAND_COUNT)
                 if not state.shrines[i][seat] and not state.active[i][seat]]
    elif state.pending is not None:
        texts = pending_moves(state, seat)
    else:
        texts = turn_moves(state, seat)
    return [_move(text) for text in texts]


_MOVE_CACHE: dict[str, Move] = {}


def _move(text: str) -> Move:
    """Moves are immutable, so each text is parsed once and shared."""
    move = _MOVE_CACHE.get(text)
    if move is None:
        move = _MOVE_CACHE[text] = Move(text)
    return move


def turn_moves(state: LunaState, seat: int) -> list[str]:
    """The moves that begin an action (or flip a time token).

    This is the bots' hottest path, so island actions are checked with `_can_pay` (a fast
    yes/no) rather than by listing every payment.
    """
    texts = ["time"]
    token = state.holds(seat, "novice")
    council_room = len(data.COUNCIL_POINTS) - 1 - state.council_space(seat)
    for i in range(data.ISLAND_COUNT):
        active = state.active[i][seat]
        for k, kind in enumerate(ISLAND_ACTIONS):
            if _can_pay(state, seat, i, kind, active, token, council_room):
                texts.append(_ACTION_TEXTS[i][k])
        if active:
            texts.append(_DRIFT_TEXTS[i])
    # Reachable tiles: the groups up to the guard, and the next one with a Bribe.
    reach = state.guard + (1 if state.holds(seat, "bribe") else 0)
    for number in state.path:
        if state.group_of[number] > reach:
            continue
        owner = state.on_path.get(number)
        if owner is None:
            island = _TILE_ISLAND[number]
            if state.active[island][seat] >= path_cost(state, seat, island):
                texts.append(_PATH_TEXTS[number])
        elif owner == seat:
            texts.append(_TEMPLE_TEXTS[number])
    any_active = any(state.active[i][seat] for i in range(data.ISLAND_COUNT))
    any_spent = any(state.spent[i][seat] for i in range(data.ISLAND_COUNT))
    if state.holds(seat, "herbs") and any_spent:
        texts.append("favour:herbs")
    if state.holds(seat, "tide") and (any_active or any_spent or state.landing[seat]):
        texts.append("favour:tide")
    if state.holds(seat, "boat") and (any_active or state.landing[seat]):
        texts.append("favour:boat")
    if state.holds(seat, "book") and book_sources(state, seat) and book_targets(state, seat):
        texts.append("favour:book")
    return texts


def _can_pay(state: LunaState, seat: int, island: int, kind: str, active: int, token: bool,
             council_room: int) -> bool:
    """Whether `payment_options(...)` would be non-empty (kept in step with it by a test)."""
    if kind == "favour":
        if not state.favours_left[island] or state.held[seat][island]:
            return False
        cost = 1 if state.shrines[island][seat] else 2
        return active >= cost or (token and data.FAVOURS[island] != "novice"
                                  and active >= cost - 1)
    if kind == "novice":
        return state.reserve[seat] > 0 and (active >= 2 or (token and active >= 1))
    if kind == "shrine":
        return (island == state.builder and not state.shrines[island][seat]
                and state.shrine_supply[seat] > 0 and state.holds(seat, "shrine")
                and (active >= 2 or (token and active >= 1)))
    if kind == "council" and council_room <= 0:
        return False
    return active >= 1 or token


def book_sources(state: LunaState, seat: int) -> list[int]:
    """Temple hexes where another player's novice stands on a Book of Wisdom."""
    return [h for h in state.books if state.temple.get(h, seat) != seat]


def book_targets(state: LunaState, seat: int) -> list[int]:
    """Temple hexes holding the seat's own novices without a Book."""
    return sorted(h for h, owner in state.temple.items() if owner == seat and h not in state.books)


def movable(state: LunaState, seat: int, origin: int | str, statuses: list[str]) -> int:
    """How many of the seat's novices with one of `statuses` are at `origin` (an island, or
    the text "landing")."""
    if isinstance(origin, str):
        return state.landing[seat]
    count = 0
    if "active" in statuses:
        count += state.active[origin][seat]
    if "spent" in statuses:
        count += state.spent[origin][seat]
    return count


def pending_moves(state: LunaState, seat: int) -> list[str]:
    """The next step of an unfinished action."""
    pending = state.pending
    assert pending is not None
    kind = pending["kind"]
    islands = range(data.ISLAND_COUNT)
    if kind == "pay":
        return payment_options(state, seat, pending["island"], pending["action"])
    if kind == "herbs":
        if pending["island"] is None:
            return [f"revive:{i + 1}" for i in islands if state.spent[i][seat]]
        i = pending["island"]
        return [f"revive:{i + 1}", "done"] if state.spent[i][seat] else ["done"]
    if kind == "book":
        if pending["take"] is None:
            return [f"take:{h}" for h in book_sources(state, seat)]
        return [f"give:{h}" for h in book_targets(state, seat)]
    if kind in ("tide", "boat") and pending["from"] is None:
        statuses = ["active", "spent"] if kind == "tide" else ["active"]
        texts = [f"from:{i + 1}" for i in islands if movable(state, seat, i, statuses)]
        if state.landing[seat]:
            texts.append("from:landing")
        return texts
    origin = pending["from"]
    done = ["done"] if pending["moved"] else []
    targets = [j for j in islands if j != origin]
    if kind == "boat" and pending["to"] is not None:
        targets = [pending["to"]]
    if origin == "landing" or kind in ("drift", "boat"):
        return [f"to:{j + 1}" for j in targets] + done
    # Tide from an island: the player picks an active or a spent novice to send.
    texts = []
    for status in STATUSES:
        have = state.active[origin][seat] if status == "active" else state.spent[origin][seat]
        if have:
            texts += [f"to:{j + 1}:{status}" for j in targets]
    return texts + done


# ---- refusals (the English templates are in `refusals.py`) ------------------------------
# What an unfinished action asks for next, said to a player who tries anything else.
PENDING_HINTS = {
    "pay": "luna.finish_pay",
    "herbs": "luna.finish_herbs",
    "book": "luna.finish_book",
    "tide": "luna.finish_tide",
    "boat": "luna.finish_boat",
    "drift": "luna.finish_drift",
}
# Why an island action cannot start (the Apostate always can, once paid for).
_ACTION_REASONS = {
    "favour": "luna.no_favour_left",
    "novice": "luna.no_reserve",
    "shrine": "luna.shrine_where",
    "council": "luna.council_end",
}


def why_illegal(state: LunaState, seat: int, move: Move) -> IllegalMove:
    """The refusal saying why `move` cannot be played now."""
    if state.phase == rounds.PREP_SHRINE:
        if move.kind == "shrine":
            return IllegalMove("luna.shrine_taken")
        return IllegalMove("luna.place_shrine_first")
    if state.phase == rounds.PREP_NOVICES:
        if move.kind == "novices":
            return IllegalMove("luna.island_taken")
        return IllegalMove("luna.place_novices_first")
    if state.pending is not None:
        return IllegalMove(PENDING_HINTS[state.pending["kind"]])
    if move.kind == "action":
        island, kind = int(move.args[0]) - 1, move.args[1]
        if not can_start_island_action(state, seat, island, kind):
            if kind in _ACTION_REASONS:
                return IllegalMove(_ACTION_REASONS[kind])
            return IllegalMove("luna.not_possible", move=str(move))
        return IllegalMove("luna.not_enough_novices")
    if move.kind == "drift":
        return IllegalMove("luna.no_active_novices")
    if move.kind in ("path", "temple"):
        number = int(move.args[0])
        if number not in state.path:
            return IllegalMove("luna.tile_gone", n=number)
        status = state.tile_status(number)
        if status == "closed":
            return IllegalMove("luna.tile_closed", n=number)
        if status == "forbidden" and not state.holds(seat, "bribe"):
            return IllegalMove("luna.tile_forbidden", n=number)
        if move.kind == "temple":
            return IllegalMove("luna.no_novice_on_tile", n=number)
        if number in state.on_path:
            return IllegalMove("luna.tile_taken", n=number)
        return IllegalMove("luna.path_cost")
    if move.kind == "favour":
        if not state.holds(seat, move.args[0]):
            return IllegalMove("luna.favour_not_held", favour=move.args[0])
        return IllegalMove("luna.favour_idle", favour=move.args[0])
    if move.kind in ("spend", "to", "from", "done", "revive", "take", "give"):
        return IllegalMove("luna.step_not_started")
    return IllegalMove("move.not_legal", move=str(move))
