"""The 18 characters' powers, one `Special` each (ranks 1-9, base game and Dark City).

Powers are optional and usable once per turn at any time unless they name a time (seed FAQ).
Automatic ones (the King's crown, the Merchant's gold, the Architect's cards, the Queen's
gold, the Alchemist's refund) need no tap. Every power works for whoever plays the
character this turn: its holder, or the Witch finishing a bewitched character's turn.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ...protocol import Move
from . import city, data, districts, knowledge
from .hooks import Special

if TYPE_CHECKING:
    from .state import CitadelsState
    from .turn import Turn


def _named_ranks(state: CitadelsState, lowest: int) -> list[int]:
    """Ranks a power may name: from `lowest` up, not discarded face up this round."""
    return [r for r in range(lowest, state.ranks + 1) if state.character(r) not in state.face_up]


class Assassin(Special):
    id, kinds = "assassin", ("kill",)

    def moves(self, state: CitadelsState, turn: Turn) -> list[str]:
        return [] if turn.power_used else [f"kill:{r}" for r in _named_ranks(state, 2)]

    def play(self, state: CitadelsState, turn: Turn, move: Move) -> None:
        state.killed = move.int_arg(0)
        turn.power_used = True
        state.log_event("kill", seat=turn.seat, rank=state.killed, character=state.character(state.killed))


class Witch(Special):
    """After her action she names a character and her turn ends at once (before building)."""
    id, kinds = "witch", ("bewitch",)

    def moves(self, state: CitadelsState, turn: Turn) -> list[str]:
        if turn.power_used or not turn.acted or turn.built:
            return []
        return [f"bewitch:{r}" for r in _named_ranks(state, 2)]

    def play(self, state: CitadelsState, turn: Turn, move: Move) -> None:
        state.bewitched = move.int_arg(0)
        state.witch_seat = turn.seat
        turn.power_used = True
        turn.ending = True
        state.log_event("bewitch", seat=turn.seat, rank=state.bewitched,
                        character=state.character(state.bewitched))


class Thief(Special):
    id, kinds = "thief", ("rob",)

    def moves(self, state: CitadelsState, turn: Turn) -> list[str]:
        if turn.power_used:
            return []
        return [f"rob:{r}" for r in _named_ranks(state, 3) if r not in (state.killed, state.bewitched)]

    def play(self, state: CitadelsState, turn: Turn, move: Move) -> None:
        state.robbed = move.int_arg(0)
        state.robber = turn.seat
        turn.power_used = True
        state.log_event("rob", seat=turn.seat, rank=state.robbed, character=state.character(state.robbed))


class Magician(Special):
    """Swap hands with a player, or redraw: pick cards one tap at a time, then `done`."""
    id, kinds = "magician", ("swap_hand", "redraw")

    def moves(self, state: CitadelsState, turn: Turn) -> list[str]:
        if turn.power_used:
            return []
        seat = turn.seat
        out = [f"swap_hand:{s}" for s in range(state.players)
               if s != seat and (state.hands[s] or state.hands[seat])]
        out += [f"redraw:{card}" for card in set(state.hands[seat])]
        return out

    def play(self, state: CitadelsState, turn: Turn, move: Move) -> None:
        turn.power_used = True
        seat = turn.seat
        if move.kind == "swap_hand":
            other = move.int_arg(0)
            state.hands[seat], state.hands[other] = state.hands[other], state.hands[seat]
            knowledge.swapped(state, seat, other)
            state.log_event("swap_hand", seat=seat, other=other)
        else:
            state.pending.append({"seat": seat, "kind": "redraw", "marked": [move.args[0]]})


def _redraw_moves(state: CitadelsState, entry: dict[str, Any]) -> list[str]:
    hand = list(state.hands[entry["seat"]])
    for card in entry["marked"]:
        hand.remove(card)
    return ["done"] + [f"redraw:{card}" for card in set(hand)]


def _redraw_play(state: CitadelsState, entry: dict[str, Any], move: Move) -> None:
    if move.kind == "redraw":
        entry["marked"].append(move.args[0])
        return
    state.pending.pop(0)
    seat, marked = entry["seat"], entry["marked"]
    for card in marked:
        state.hands[seat].remove(card)
    knowledge.left_unseen(state, seat)
    state.to_bottom(marked, 1 << seat)        # face down to the bottom of the deck (seed FAQ)
    state.hands[seat].extend(state.draw_cards(len(marked)))
    state.log_event("redraw", seat=seat, count=len(marked))


class Wizard(Special):
    """Look at a hand, then take 1 card into your hand or build it at once (any duplicates)."""
    id, kinds = "wizard", ("peek",)

    def moves(self, state: CitadelsState, turn: Turn) -> list[str]:
        if turn.power_used:
            return []
        return [f"peek:{s}" for s in range(state.players) if s != turn.seat and state.hands[s]]

    def play(self, state: CitadelsState, turn: Turn, move: Move) -> None:
        turn.power_used = True
        target = move.int_arg(0)
        state.pending.append({"seat": turn.seat, "kind": "wizard", "target": target})
        state.log_event("peek", seat=turn.seat, other=target)


def _wizard_moves(state: CitadelsState, entry: dict[str, Any]) -> list[str]:
    seat, hand = entry["seat"], state.hands[entry["target"]]
    out = [f"take:{card}" for card in set(hand)]
    out += [f"place:{card}" for card in set(hand)
            if city.build_cost(state, seat, card) <= state.gold[seat]]
    return out


def _wizard_play(state: CitadelsState, entry: dict[str, Any], move: Move) -> None:
    state.pending.pop(0)
    seat, target, card = entry["seat"], entry["target"], move.args[0]
    knowledge.learn_whole_hand(state, seat, target)
    state.hands[target].remove(card)
    if move.kind == "take":
        knowledge.left_openly(state, target, card, witnesses=(seat,))
        knowledge.learn(state, target, seat, [card])     # the target sees which card is gone
        state.hands[seat].append(card)
        state.log_event("wizard_take", seat=seat, other=target)
        return
    # built at once: not the turn's normal build, duplicates allowed (seed FAQ)
    knowledge.left_openly(state, target, card)
    price = city.build_cost(state, seat, card)
    state.pay_bank(seat, price)
    turn = state.turn
    if turn is not None:
        turn.built += 1
        turn.spent_building += price
    state.log_event("wizard_take", seat=seat, other=target, card=card)
    districts.place(state, seat, card, price)


class King(Special):
    id = "king"        # the crown moves on reveal (rounds.reveal), even when bewitched


class Emperor(Special):
    """Must give the crown to another player (not himself, not its holder), who pays him
    1 gold or 1 district card of the receiver's choice."""
    id = "emperor"

    def on_start(self, state: CitadelsState, turn: Turn) -> None:
        if any(s not in (turn.seat, state.crown) for s in range(state.players)):
            state.pending.append({"seat": turn.seat, "kind": "crown"})


def _crown_moves(state: CitadelsState, entry: dict[str, Any]) -> list[str]:
    return [f"crown:{s}" for s in range(state.players) if s not in (entry["seat"], state.crown)]


def _crown_play(state: CitadelsState, entry: dict[str, Any], move: Move) -> None:
    state.pending.pop(0)
    receiver = move.int_arg(0)
    state.give_crown(receiver)
    if state.gold[receiver] or state.hands[receiver]:
        state.pending.insert(0, {"seat": receiver, "kind": "tribute", "to": entry["seat"]})


def _tribute_moves(state: CitadelsState, entry: dict[str, Any]) -> list[str]:
    seat = entry["seat"]
    out = ["tribute:gold"] if state.gold[seat] else []
    return out + [f"tribute:{card}" for card in set(state.hands[seat])]


def _tribute_play(state: CitadelsState, entry: dict[str, Any], move: Move) -> None:
    state.pending.pop(0)
    seat, emperor = entry["seat"], entry["to"]
    if move.args[0] == "gold":
        state.pay_player(seat, emperor, 1)
        state.log_event("tribute", seat=seat, to=emperor, gold=1)
    else:
        state.hands[seat].remove(move.args[0])
        knowledge.left_openly(state, seat, move.args[0], witnesses=(emperor,))
        knowledge.learn(state, seat, emperor, [move.args[0]])
        state.hands[emperor].append(move.args[0])
        state.log_event("tribute", seat=seat, to=emperor, cards=1)


class Bishop(Special):
    id = "bishop"      # protection is checked by the Warlord and the Diplomat


class Abbot(Special):
    """The richest player gives the Abbot 1 gold; none if the Abbot is (tied) richest;
    the Abbot picks among tied richest players."""
    id, kinds = "abbot", ("tithe",)

    def moves(self, state: CitadelsState, turn: Turn) -> list[str]:
        if turn.power_used:
            return []
        most = max(state.gold)
        if most == 0 or state.gold[turn.seat] == most:
            return []
        return [f"tithe:{s}" for s in range(state.players) if state.gold[s] == most]

    def play(self, state: CitadelsState, turn: Turn, move: Move) -> None:
        turn.power_used = True
        payer = move.int_arg(0)
        state.pay_player(payer, turn.seat, 1)
        state.log_event("tithe", seat=turn.seat, other=payer)


class Merchant(Special):
    id = "merchant"

    def after_action(self, state: CitadelsState, turn: Turn) -> None:
        got = state.gain(turn.seat, 1)
        state.log_event("merchant", seat=turn.seat, gold=got)


class Alchemist(Special):
    id = "alchemist"

    def on_turn_end(self, state: CitadelsState, turn: Turn) -> None:
        if turn.spent_building:
            got = state.gain(turn.seat, turn.spent_building)
            state.log_event("alchemist", seat=turn.seat, gold=got)


class Architect(Special):
    id = "architect"

    def on_start(self, state: CitadelsState, turn: Turn) -> None:
        # The seed's FAQ lets the Architect take his 2 cards before his action.
        cards = state.draw_cards(2)
        state.hands[turn.seat].extend(cards)
        state.log_event("architect", seat=turn.seat, count=len(cards))


class Navigator(Special):
    """After the action: 4 gold or 4 cards, and then no building this turn. Without the
    power he may build (seed FAQ)."""
    id, kinds = "navigator", ("navigate",)

    def moves(self, state: CitadelsState, turn: Turn) -> list[str]:
        if turn.power_used or not turn.acted or turn.built:
            return []
        return ["navigate:gold", "navigate:cards"]

    def play(self, state: CitadelsState, turn: Turn, move: Move) -> None:
        turn.power_used = True
        turn.builds_left = 0
        if move.args[0] == "gold":
            got = state.gain(turn.seat, 4)
            state.log_event("navigate", seat=turn.seat, gold=got)
        else:
            cards = state.draw_cards(4)
            state.hands[turn.seat].extend(cards)
            state.log_event("navigate", seat=turn.seat, cards=len(cards))


class Warlord(Special):
    """At the end of his turn: destroy a district for its cost - 1 (this ends the turn).
    Not the Keep, not the Bishop's, not a complete city; his own is allowed (seed FAQ)."""
    id, kinds = "warlord", ("destroy",)

    def moves(self, state: CitadelsState, turn: Turn) -> list[str]:
        if turn.power_used or not turn.acted:
            return []
        seat, bishop, out = turn.seat, state.bishop_seat(), []
        for target in range(state.players):
            if state.is_complete(target) or (target == bishop and target != seat):
                continue
            for card in set(state.cities[target]):
                if card != "keep" and city.destroy_cost(state, target, card) <= state.gold[seat]:
                    out.append(f"destroy:{target}:{card}")
        return out

    def play(self, state: CitadelsState, turn: Turn, move: Move) -> None:
        turn.power_used = True
        turn.ending = True
        target, card = move.int_arg(0), move.args[1]
        price = city.destroy_cost(state, target, card)
        state.pay_bank(turn.seat, price)
        city.destroy(state, target, card)
        state.log_event("destroyed", seat=turn.seat, other=target, card=card, cost=price)
        keeper = state.owner_of("graveyard")
        if keeper >= 0 and keeper != turn.seat and state.gold[keeper] >= 1:
            state.pending.append({"seat": keeper, "kind": "graveyard", "card": card})
        else:
            state.to_bottom([card], knowledge.EVERYONE)


class Diplomat(Special):
    """At the end of his turn: exchange one of his districts with another player's, paying
    the difference in value (+1 for that player's Great Wall). Not the Bishop's, not the
    Keep, not a complete city, no duplicate unless the receiver has the Quarry."""
    id, kinds = "diplomat", ("exchange",)

    def moves(self, state: CitadelsState, turn: Turn) -> list[str]:
        if turn.power_used or not turn.acted:
            return []
        seat, bishop, out = turn.seat, state.bishop_seat(), []
        for target in range(state.players):
            if target in (seat, bishop) or state.is_complete(target):
                continue
            for theirs in set(state.cities[target]):
                if theirs == "keep":
                    continue
                for mine in set(state.cities[seat]):
                    if _exchange_ok(state, seat, mine, target, theirs):
                        out.append(f"exchange:{mine}:{target}:{theirs}")
        return out

    def play(self, state: CitadelsState, turn: Turn, move: Move) -> None:
        turn.power_used = True
        turn.ending = True
        seat, mine, target, theirs = turn.seat, move.args[0], move.int_arg(1), move.args[2]
        price = exchange_price(state, seat, mine, target, theirs)
        state.pay_player(seat, target, price)
        mine_decorated = city.remove(state, seat, mine)
        theirs_decorated = city.remove(state, target, theirs)
        state.cities[seat].append(theirs)
        state.cities[target].append(mine)
        if theirs_decorated:
            state.decorated[seat].append(theirs)
        if mine_decorated:
            state.decorated[target].append(mine)
        if "museum" in (mine, theirs):           # the tucked cards go with it (seed FAQ)
            state.museum[seat], state.museum[target] = state.museum[target], state.museum[seat]
        state.log_event("exchanged", seat=seat, card=mine, other=target, taken=theirs, gold=price)


def exchange_price(state: CitadelsState, seat: int, mine: str, target: int, theirs: str) -> int:
    price = max(0, city.worth(state, target, theirs) - city.worth(state, seat, mine))
    if theirs != "great_wall" and state.owns(target, "great_wall"):
        price += 1
    return price


def _exchange_ok(state: CitadelsState, seat: int, mine: str, target: int, theirs: str) -> bool:
    if mine == theirs:
        return False
    if theirs in state.cities[seat] and (mine == "quarry" or not city.duplicate_allowed(state, seat, theirs)):
        return False
    if mine in state.cities[target] and (theirs == "quarry" or not city.duplicate_allowed(state, target, mine)):
        return False
    return exchange_price(state, seat, mine, target, theirs) <= state.gold[seat]


class Queen(Special):
    """+3 gold when seated next to the King's or Emperor's player; if that character was
    assassinated, paid when it is revealed at the end of the round (seed FAQ)."""
    id = "queen"

    def on_start(self, state: CitadelsState, turn: Turn) -> None:
        ruler = state.holder[4]
        if state.killed == 4:
            state.queen_deferred = turn.seat      # settled at the round's end if it was in play
        elif state.revealed[4] and state.neighbours(turn.seat, ruler):
            got = state.gain(turn.seat, 3)
            state.log_event("queen", seat=turn.seat, gold=got)


class Artist(Special):
    """Put 1 own gold on 1 or 2 of his districts (at most one gold per district)."""
    id, kinds = "artist", ("beautify",)

    def moves(self, state: CitadelsState, turn: Turn) -> list[str]:
        seat = turn.seat
        if turn.beautified >= 2 or state.gold[seat] < 1:
            return []
        return [f"beautify:{card}" for card in set(state.cities[seat])
                if not city.is_decorated(state, seat, card)]

    def play(self, state: CitadelsState, turn: Turn, move: Move) -> None:
        turn.power_used = True
        turn.beautified += 1
        # Ruling: the coin goes back to the bank and the district keeps a +1 mark. On the
        # table it would lie on the district; but with no Warlord in play (e.g. the Dark City
        # nine) such coins never come back, and a long game can drain the bank until nobody
        # can build and it never ends. So gold never leaves play.
        state.pay_bank(turn.seat, 1)
        state.decorated[turn.seat].append(move.args[0])
        state.log_event("beautify", seat=turn.seat, card=move.args[0])


class TaxCollector(Special):
    id = "tax_collector"   # collected in rounds.reveal / rounds.finish_turn


HOOKS: dict[str, Special] = {cls.id: cls() for cls in (
    Assassin, Witch, Thief, TaxCollector, Magician, Wizard, King, Emperor, Bishop, Abbot,
    Merchant, Alchemist, Architect, Navigator, Warlord, Diplomat, Queen, Artist)}
assert set(HOOKS) == set(data.CHARACTERS)

# pending decisions owned by characters: kind -> (legal moves, play)
PENDING: dict[str, tuple[Callable[..., list[str]], Callable[..., None]]] = {
    "redraw": (_redraw_moves, _redraw_play),
    "wizard": (_wizard_moves, _wizard_play),
    "crown": (_crown_moves, _crown_play),
    "tribute": (_tribute_moves, _tribute_play),
}


def start_turn(state: CitadelsState, turn: Turn) -> None:
    HOOKS[turn.character].on_start(state, turn)


def after_action(state: CitadelsState, turn: Turn) -> None:
    if turn.has_powers:
        HOOKS[turn.character].after_action(state, turn)


def end_turn(state: CitadelsState, turn: Turn) -> None:
    HOOKS[turn.character].on_turn_end(state, turn)
