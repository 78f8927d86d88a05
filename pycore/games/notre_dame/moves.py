"""Notre Dame's moves: the grammar, the legal moves of each pending decision, and playing them.

Every decision is one of these texts (the package docstring lists what each means):

    keep:<action>                  draft: keep this card, pass the rest on
    play:<action>                  play a card from the hand
    donate:<0-3>                   Notre Dame card: gold to give (0 = no donation, no cube)
    move_cube:<place>:<place>      no cube left: move one of yours there instead
    discard:<action>               no cube left: give up the card's action
    friend:<sector>                trusted friend card: where the friend goes
    carriage:<market> | carriage:stop      one step of the carriage, or stop
    message:take | message:skip    the message on the market where the carriage stopped
    bonus:gold | bonus:cube | bonus:rat    the hotel's (or the landlady's) choice
    hire:<person> | hire:none      hire a revealed person for 1 gold, or nobody
    shift:<sector>:<sector>[:friend] | shift:done    the minstrel moves a piece
    jester:<place>:<sector>[:friend] | jester:none   the jester moves a piece
    bishop:<sector>                the bishop's cube goes to this empty sector
    plague:<sector>                the rats take a cube from this (tied fullest) sector

`<action>` is one of `data.ACTIONS`, `<sector>` one of `data.SECTORS`, `<place>` a sector
or `notre_dame`, `<market>` a letter C/A/B/D/E and a borough number (`B2`), `<person>` one
of `data.PERSONS`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...protocol import Move
from . import actions, data, flow
from .persons import PERSON_RULES, bishop_targets

if TYPE_CHECKING:
    from .state import NotreDameState

_SECTORS = set(data.SECTORS)
_PLACES = set(data.PLACES)
_ACTIONS = set(data.ACTIONS)
_MARKETS = {data.market_id(m, b) for m in data.MARKET_LETTERS for b in range(5)}
_FIXED_WORDS = {
    "carriage": {"stop"} | _MARKETS,
    "message": {"take", "skip"},
    "bonus": {"gold", "cube", "rat"},
    "hire": {"none"} | set(data.PERSONS),
    "donate": {"0", "1", "2", "3"},
    "keep": _ACTIONS,
    "play": _ACTIONS,
    "discard": _ACTIONS - {"friend"},
    "friend": _SECTORS,
    "bishop": _SECTORS,
    "plague": _SECTORS,
}


def is_move_text(text: str) -> bool:
    """Whether `text` follows the grammar above (not whether it is legal now)."""
    if not isinstance(text, str) or not text or len(text) > 60:
        return False
    parts = text.split(":")
    kind, args = parts[0], parts[1:]
    if kind in _FIXED_WORDS:
        return len(args) == 1 and args[0] in _FIXED_WORDS[kind]
    if kind == "move_cube":
        return len(args) == 2 and args[0] in _PLACES and args[1] in _PLACES and args[0] != args[1]
    if kind in ("shift", "jester"):
        if args == ["done" if kind == "shift" else "none"]:
            return True
        sources = _SECTORS if kind == "shift" else _PLACES
        return (len(args) in (2, 3) and args[0] in sources and args[1] in _SECTORS
                and args[0] != args[1] and (len(args) == 2 or args[2] == "friend"))
    return False


# ---- legal moves ---------------------------------------------------------------------------
def legal_texts(st: "NotreDameState", seat: int) -> list[str]:
    if st.phase == "draft":
        return sorted({"keep:" + card_name(c) for c in st.draft[seat]})
    frame = st.pending[-1]
    kind = frame["kind"]
    if kind == "play":
        return sorted({"play:" + card_name(c) for c in st.hands[seat]})
    if kind == "donate":
        return [f"donate:{k}" for k in range(min(3, st.gold[seat]) + 1)]
    if kind == "cube_source":
        target = frame["target"]
        return [f"move_cube:{p}:{target}" for p in data.PLACES
                if p != target and st.cubes_at(seat, p)] + [f"discard:{frame['card']}"]
    if kind == "friend":
        return [f"friend:{s}" for s in data.SECTORS if s != st.friend[seat]]
    if kind == "carriage":
        return [f"carriage:{m}" for m in st.roads[st.carriage[seat]]] + ["carriage:stop"]
    if kind == "message":
        return ["message:take", "message:skip"]
    if kind == "bonus":
        return ["bonus:" + c for c in actions.bonus_choices(st, seat)]
    if kind == "hire":
        hires = [f"hire:{p}" for p in sorted(set(st.revealed))] if st.gold[seat] else []
        return hires + ["hire:none"]
    if kind == "shift":
        return shift_texts(st, seat, frame) + ["shift:done"]
    if kind == "jester":
        return piece_moves(st, seat, "jester", data.PLACES, "", "") + ["jester:none"]
    if kind == "bishop":
        return [f"bishop:{s}" for s in bishop_targets(st, seat)]
    if kind == "plague":
        return [f"plague:{s}" for s in flow.plague_choices(st, seat)]
    raise AssertionError(f"unknown decision {kind}")


def card_name(card: int) -> str:
    return data.ACTIONS[card % len(data.ACTIONS)]


def shift_texts(st: "NotreDameState", seat: int, frame: dict) -> list[str]:
    return piece_moves(st, seat, "shift", data.SECTORS, frame["from"], frame["to"])


def piece_moves(st: "NotreDameState", seat: int, kind: str, sources: list[str],
                source: str, target: str) -> list[str]:
    """Moves of one piece (cube, or the friend) between places; `source`/`target` fix them."""
    out = []
    for a in ([source] if source else sources):
        for b in ([target] if target else data.SECTORS):
            if a == b:
                continue
            if st.cubes_at(seat, a):
                out.append(f"{kind}:{a}:{b}")
            if st.friend[seat] == a:
                out.append(f"{kind}:{a}:{b}:friend")
    return out


# ---- playing -------------------------------------------------------------------------------
def play(st: "NotreDameState", seat: int, move: Move) -> None:
    """The trusted path: `move` is legal for `seat` now."""
    kind, args = move.kind, move.args
    if kind == "keep":
        flow.keep(st, seat, next(c for c in st.draft[seat] if card_name(c) == args[0]))
        return
    if kind == "plague":
        st.pending.pop()
        flow.lose_cube(st, seat, args[0])
        flow.after_plague_choice(st)
        return
    HANDLERS[kind](st, seat, args)
    flow.advance(st)


def play_card(st: "NotreDameState", seat: int, args: tuple[str, ...]) -> None:
    st.pending.pop()
    action = args[0]
    hand = st.hands[seat]
    card = next(c for c in hand if card_name(c) == action)
    hand.remove(card)
    st.played[seat].append(card)
    st.log.append({"event": "played", "seat": seat, "action": action,
                   "colour": data.COLOURS[card // len(data.ACTIONS)]})
    if st.turn == 1:
        # The third card is laid face up beside the second (seed).
        for left_over in hand:
            st.log.append({"event": "discarded", "seat": seat, "action": card_name(left_over),
                           "colour": data.COLOURS[left_over // len(data.ACTIONS)]})
        st.discarded[seat] = list(hand)
        st.hands[seat] = []
    if action == "friend":
        st.pending.append({"kind": "friend"})
    elif action == data.NOTRE_DAME:
        st.pending.append({"kind": "donate"})
    else:
        need_cube(st, seat, action, action)


def need_cube(st: "NotreDameState", seat: int, target: str, card: str, gold: int = 0) -> None:
    """Put a cube on `target` and act, or ask where to move one from if none is left."""
    if not st.supply[seat]:
        st.pending.append({"kind": "cube_source", "target": target, "card": card, "gold": gold})
        return
    actions.place_cube(st, seat, target)
    after_cube(st, seat, target, gold)


def after_cube(st: "NotreDameState", seat: int, target: str, gold: int) -> None:
    if target == data.NOTRE_DAME:
        actions.donate(st, seat, gold)
    else:
        actions.activate(st, seat, target)


def on_donate(st: "NotreDameState", seat: int, args: tuple[str, ...]) -> None:
    st.pending.pop()
    gold = int(args[0])
    if gold == 0:
        # No donation, no cube (the seed's reading, § Rulings).
        st.log.append({"event": "donated", "seat": seat, "gold": 0})
        return
    need_cube(st, seat, data.NOTRE_DAME, data.NOTRE_DAME, gold)


def on_move_cube(st: "NotreDameState", seat: int, args: tuple[str, ...]) -> None:
    frame = st.pending.pop()
    actions.move_cube(st, seat, args[0], args[1], "no_cube_left")
    after_cube(st, seat, args[1], frame["gold"])


def on_discard(st: "NotreDameState", seat: int, args: tuple[str, ...]) -> None:
    st.pending.pop()
    st.log.append({"event": "no_action", "seat": seat, "action": args[0]})


def on_friend(st: "NotreDameState", seat: int, args: tuple[str, ...]) -> None:
    st.pending.pop()
    st.friend[seat] = args[0]
    st.log.append({"event": "friend", "seat": seat, "sector": args[0]})
    actions.activate(st, seat, args[0])


def on_carriage(st: "NotreDameState", seat: int, args: tuple[str, ...]) -> None:
    frame = st.pending[-1]
    if args[0] == "stop":
        st.pending.pop()
        actions.finish_carriage(st, seat, bool(frame["moved"]))
        return
    before = st.carriage[seat]
    st.carriage[seat] = args[0]
    st.log.append({"event": "carriage", "seat": seat, "from": before, "to": args[0]})
    frame["left"] -= 1
    frame["moved"] = 1
    if frame["left"] == 0:
        st.pending.pop()
        actions.finish_carriage(st, seat, True)


def on_message(st: "NotreDameState", seat: int, args: tuple[str, ...]) -> None:
    st.pending.pop()
    if args[0] == "take":
        actions.take_message(st, seat)


def on_bonus(st: "NotreDameState", seat: int, args: tuple[str, ...]) -> None:
    frame = st.pending[-1]
    frame["left"] -= 1
    if frame["left"] == 0:
        st.pending.pop()
    actions.take_bonus(st, seat, args[0], frame["reason"])


def on_hire(st: "NotreDameState", seat: int, args: tuple[str, ...]) -> None:
    st.pending.pop()
    if args[0] == "none":
        st.log.append({"event": "hired", "seat": seat, "person": None})
        return
    st.gold[seat] -= 1
    st.hired[seat] = args[0]
    st.log.append({"event": "hired", "seat": seat, "person": args[0]})
    PERSON_RULES[args[0]].on_hire(st, seat)


def move_piece(st: "NotreDameState", seat: int, args: tuple[str, ...], reason: str) -> None:
    source, target = args[0], args[1]
    if len(args) == 3:
        st.friend[seat] = target
        st.log.append({"event": "moved", "seat": seat, "from": source, "to": target,
                       "friend": True, "reason": reason})
    else:
        actions.move_cube(st, seat, source, target, reason)


def on_shift(st: "NotreDameState", seat: int, args: tuple[str, ...]) -> None:
    frame = st.pending[-1]
    if args[0] == "done":
        st.pending.pop()
        return
    move_piece(st, seat, args, "minstrel")
    frame["from"], frame["to"] = args[0], args[1]
    frame["left"] -= 1
    if frame["left"] == 0 or not shift_texts(st, seat, frame):
        st.pending.pop()


def on_jester(st: "NotreDameState", seat: int, args: tuple[str, ...]) -> None:
    st.pending.pop()
    if args[0] == "none":
        return
    move_piece(st, seat, args, "jester")
    actions.activate(st, seat, args[1])


def on_bishop(st: "NotreDameState", seat: int, args: tuple[str, ...]) -> None:
    st.pending.pop()
    st.general[seat] -= 1
    st.add_cubes(seat, args[0], 1)
    st.log.append({"event": "placed", "seat": seat, "place": args[0], "reason": "bishop"})
    actions.activate(st, seat, args[0])


HANDLERS = {
    "play": play_card, "donate": on_donate, "move_cube": on_move_cube, "discard": on_discard,
    "friend": on_friend, "carriage": on_carriage, "message": on_message, "bonus": on_bonus,
    "hire": on_hire, "shift": on_shift, "jester": on_jester, "bishop": on_bishop,
}


# ---- explaining a refusal ------------------------------------------------------------------
EXPECTED = {
    "play": "play one of the action cards in your hand",
    "donate": "choose how much gold to donate to Notre Dame (no more than you have)",
    "cube_source": "move one of your cubes (not the trusted friend) here, or give up the action",
    "friend": "choose another of your sectors for your trusted friend",
    "carriage": "move your carriage to a neighbouring market, or stop",
    "message": "take or leave the message",
    "bonus": "choose a cube, a gold or moving your rats back",
    "hire": "hire one of the revealed persons for 1 gold, or nobody",
    "shift": "move your pieces from one sector to another, or finish",
    "jester": "move one of your pieces to another sector, or nobody",
    "bishop": "choose an empty sector for the bishop's cube",
    "plague": "choose which of your fullest sectors loses a cube to the rats",
}


def why_illegal(st: "NotreDameState", seat: int, move: Move) -> str:
    if st.phase == "draft":
        return f"{move} is not possible now: keep one of the cards you are choosing from."
    return f"{move} is not possible now: {EXPECTED[st.pending[-1]['kind']]}."
