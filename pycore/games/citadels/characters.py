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


def _named_ranks(st: CitadelsState, lowest: int) -> list[int]:
    """Ranks a power may name: from `lowest` up, not discarded face up this round."""
    return [r for r in range(lowest, st.ranks + 1) if st.character(r) not in st.face_up]


class Assassin(Special):
    id, kinds = "assassin", ("kill",)

    def moves(self, st: CitadelsState, turn: Turn) -> list[str]:
        return [] if turn.power_used else [f"kill:{r}" for r in _named_ranks(st, 2)]

    def play(self, st: CitadelsState, turn: Turn, move: Move) -> None:
        st.killed = move.int_arg(0)
        turn.power_used = True
        st.log_event("kill", seat=turn.seat, rank=st.killed, character=st.character(st.killed))


class Witch(Special):
    """After her action she names a character and her turn ends at once (before building)."""
    id, kinds = "witch", ("bewitch",)

    def moves(self, st: CitadelsState, turn: Turn) -> list[str]:
        if turn.power_used or not turn.acted or turn.built:
            return []
        return [f"bewitch:{r}" for r in _named_ranks(st, 2)]

    def play(self, st: CitadelsState, turn: Turn, move: Move) -> None:
        st.bewitched = move.int_arg(0)
        st.witch_seat = turn.seat
        turn.power_used = True
        turn.ending = True
        st.log_event("bewitch", seat=turn.seat, rank=st.bewitched,
                     character=st.character(st.bewitched))


class Thief(Special):
    id, kinds = "thief", ("rob",)

    def moves(self, st: CitadelsState, turn: Turn) -> list[str]:
        if turn.power_used:
            return []
        return [f"rob:{r}" for r in _named_ranks(st, 3) if r not in (st.killed, st.bewitched)]

    def play(self, st: CitadelsState, turn: Turn, move: Move) -> None:
        st.robbed = move.int_arg(0)
        st.robber = turn.seat
        turn.power_used = True
        st.log_event("rob", seat=turn.seat, rank=st.robbed, character=st.character(st.robbed))


class Magician(Special):
    """Swap hands with a player, or redraw: pick cards one tap at a time, then `done`."""
    id, kinds = "magician", ("swap_hand", "redraw")

    def moves(self, st: CitadelsState, turn: Turn) -> list[str]:
        if turn.power_used:
            return []
        seat = turn.seat
        out = [f"swap_hand:{s}" for s in range(st.players)
               if s != seat and (st.hands[s] or st.hands[seat])]
        out += [f"redraw:{card}" for card in set(st.hands[seat])]
        return out

    def play(self, st: CitadelsState, turn: Turn, move: Move) -> None:
        turn.power_used = True
        seat = turn.seat
        if move.kind == "swap_hand":
            other = move.int_arg(0)
            st.hands[seat], st.hands[other] = st.hands[other], st.hands[seat]
            knowledge.swapped(st, seat, other)
            st.log_event("swap_hand", seat=seat, other=other)
        else:
            st.pending.append({"seat": seat, "kind": "redraw", "marked": [move.args[0]]})


def _redraw_moves(st: CitadelsState, entry: dict[str, Any]) -> list[str]:
    hand = list(st.hands[entry["seat"]])
    for card in entry["marked"]:
        hand.remove(card)
    return ["done"] + [f"redraw:{card}" for card in set(hand)]


def _redraw_play(st: CitadelsState, entry: dict[str, Any], move: Move) -> None:
    if move.kind == "redraw":
        entry["marked"].append(move.args[0])
        return
    st.pending.pop(0)
    seat, marked = entry["seat"], entry["marked"]
    for card in marked:
        st.hands[seat].remove(card)
    knowledge.left_unseen(st, seat)
    st.to_bottom(marked, 1 << seat)        # face down to the bottom of the deck (seed FAQ)
    st.hands[seat].extend(st.draw_cards(len(marked)))
    st.log_event("redraw", seat=seat, count=len(marked))


class Wizard(Special):
    """Look at a hand, then take 1 card into your hand or build it at once (any duplicates)."""
    id, kinds = "wizard", ("peek",)

    def moves(self, st: CitadelsState, turn: Turn) -> list[str]:
        if turn.power_used:
            return []
        return [f"peek:{s}" for s in range(st.players) if s != turn.seat and st.hands[s]]

    def play(self, st: CitadelsState, turn: Turn, move: Move) -> None:
        turn.power_used = True
        target = move.int_arg(0)
        st.pending.append({"seat": turn.seat, "kind": "wizard", "target": target})
        st.log_event("peek", seat=turn.seat, other=target)


def _wizard_moves(st: CitadelsState, entry: dict[str, Any]) -> list[str]:
    seat, hand = entry["seat"], st.hands[entry["target"]]
    out = [f"take:{card}" for card in set(hand)]
    out += [f"place:{card}" for card in set(hand)
            if city.build_cost(st, seat, card) <= st.gold[seat]]
    return out


def _wizard_play(st: CitadelsState, entry: dict[str, Any], move: Move) -> None:
    st.pending.pop(0)
    seat, target, card = entry["seat"], entry["target"], move.args[0]
    knowledge.learn_whole_hand(st, seat, target)
    st.hands[target].remove(card)
    if move.kind == "take":
        knowledge.left_openly(st, target, card, witnesses=(seat,))
        knowledge.learn(st, target, seat, [card])     # the target sees which card is gone
        st.hands[seat].append(card)
        st.log_event("wizard_take", seat=seat, other=target)
        return
    # built at once: not the turn's normal build, duplicates allowed (seed FAQ)
    knowledge.left_openly(st, target, card)
    price = city.build_cost(st, seat, card)
    st.pay_bank(seat, price)
    turn = st.turn
    if turn is not None:
        turn.built += 1
        turn.spent_building += price
    st.log_event("wizard_take", seat=seat, other=target, card=card)
    districts.place(st, seat, card, price)


class King(Special):
    id = "king"        # the crown moves on reveal (rounds.reveal), even when bewitched


class Emperor(Special):
    """Must give the crown to another player (not himself, not its holder), who pays him
    1 gold or 1 district card of the receiver's choice."""
    id = "emperor"

    def on_start(self, st: CitadelsState, turn: Turn) -> None:
        if any(s not in (turn.seat, st.crown) for s in range(st.players)):
            st.pending.append({"seat": turn.seat, "kind": "crown"})


def _crown_moves(st: CitadelsState, entry: dict[str, Any]) -> list[str]:
    return [f"crown:{s}" for s in range(st.players) if s not in (entry["seat"], st.crown)]


def _crown_play(st: CitadelsState, entry: dict[str, Any], move: Move) -> None:
    st.pending.pop(0)
    receiver = move.int_arg(0)
    st.give_crown(receiver)
    if st.gold[receiver] or st.hands[receiver]:
        st.pending.insert(0, {"seat": receiver, "kind": "tribute", "to": entry["seat"]})


def _tribute_moves(st: CitadelsState, entry: dict[str, Any]) -> list[str]:
    seat = entry["seat"]
    out = ["tribute:gold"] if st.gold[seat] else []
    return out + [f"tribute:{card}" for card in set(st.hands[seat])]


def _tribute_play(st: CitadelsState, entry: dict[str, Any], move: Move) -> None:
    st.pending.pop(0)
    seat, emperor = entry["seat"], entry["to"]
    if move.args[0] == "gold":
        st.pay_player(seat, emperor, 1)
        st.log_event("tribute", seat=seat, to=emperor, gold=1)
    else:
        st.hands[seat].remove(move.args[0])
        knowledge.left_openly(st, seat, move.args[0], witnesses=(emperor,))
        knowledge.learn(st, seat, emperor, [move.args[0]])
        st.hands[emperor].append(move.args[0])
        st.log_event("tribute", seat=seat, to=emperor, cards=1)


class Bishop(Special):
    id = "bishop"      # protection is checked by the Warlord and the Diplomat


class Abbot(Special):
    """The richest player gives the Abbot 1 gold; none if the Abbot is (tied) richest;
    the Abbot picks among tied richest players."""
    id, kinds = "abbot", ("tithe",)

    def moves(self, st: CitadelsState, turn: Turn) -> list[str]:
        if turn.power_used:
            return []
        most = max(st.gold)
        if most == 0 or st.gold[turn.seat] == most:
            return []
        return [f"tithe:{s}" for s in range(st.players) if st.gold[s] == most]

    def play(self, st: CitadelsState, turn: Turn, move: Move) -> None:
        turn.power_used = True
        payer = move.int_arg(0)
        st.pay_player(payer, turn.seat, 1)
        st.log_event("tithe", seat=turn.seat, other=payer)


class Merchant(Special):
    id = "merchant"

    def after_action(self, st: CitadelsState, turn: Turn) -> None:
        got = st.gain(turn.seat, 1)
        st.log_event("merchant", seat=turn.seat, gold=got)


class Alchemist(Special):
    id = "alchemist"

    def on_turn_end(self, st: CitadelsState, turn: Turn) -> None:
        if turn.spent_building:
            got = st.gain(turn.seat, turn.spent_building)
            st.log_event("alchemist", seat=turn.seat, gold=got)


class Architect(Special):
    id = "architect"

    def on_start(self, st: CitadelsState, turn: Turn) -> None:
        # The seed's FAQ lets the Architect take his 2 cards before his action.
        cards = st.draw_cards(2)
        st.hands[turn.seat].extend(cards)
        st.log_event("architect", seat=turn.seat, count=len(cards))


class Navigator(Special):
    """After the action: 4 gold or 4 cards, and then no building this turn. Without the
    power he may build (seed FAQ)."""
    id, kinds = "navigator", ("navigate",)

    def moves(self, st: CitadelsState, turn: Turn) -> list[str]:
        if turn.power_used or not turn.acted or turn.built:
            return []
        return ["navigate:gold", "navigate:cards"]

    def play(self, st: CitadelsState, turn: Turn, move: Move) -> None:
        turn.power_used = True
        turn.builds_left = 0
        if move.args[0] == "gold":
            got = st.gain(turn.seat, 4)
            st.log_event("navigate", seat=turn.seat, gold=got)
        else:
            cards = st.draw_cards(4)
            st.hands[turn.seat].extend(cards)
            st.log_event("navigate", seat=turn.seat, cards=len(cards))


class Warlord(Special):
    """At the end of his turn: destroy a district for its cost - 1 (this ends the turn).
    Not the Keep, not the Bishop's, not a complete city; his own is allowed (seed FAQ)."""
    id, kinds = "warlord", ("destroy",)

    def moves(self, st: CitadelsState, turn: Turn) -> list[str]:
        if turn.power_used or not turn.acted:
            return []
        seat, bishop, out = turn.seat, st.bishop_seat(), []
        for target in range(st.players):
            if st.is_complete(target) or (target == bishop and target != seat):
                continue
            for card in set(st.cities[target]):
                if card != "keep" and city.destroy_cost(st, target, card) <= st.gold[seat]:
                    out.append(f"destroy:{target}:{card}")
        return out

    def play(self, st: CitadelsState, turn: Turn, move: Move) -> None:
        turn.power_used = True
        turn.ending = True
        target, card = move.int_arg(0), move.args[1]
        price = city.destroy_cost(st, target, card)
        st.pay_bank(turn.seat, price)
        city.destroy(st, target, card)
        st.log_event("destroyed", seat=turn.seat, other=target, card=card, cost=price)
        keeper = st.owner_of("graveyard")
        if keeper >= 0 and keeper != turn.seat and st.gold[keeper] >= 1:
            st.pending.append({"seat": keeper, "kind": "graveyard", "card": card})
        else:
            st.to_bottom([card], knowledge.EVERYONE)


class Diplomat(Special):
    """At the end of his turn: exchange one of his districts with another player's, paying
    the difference in value (+1 for that player's Great Wall). Not the Bishop's, not the
    Keep, not a complete city, no duplicate unless the receiver has the Quarry."""
    id, kinds = "diplomat", ("exchange",)

    def moves(self, st: CitadelsState, turn: Turn) -> list[str]:
        if turn.power_used or not turn.acted:
            return []
        seat, bishop, out = turn.seat, st.bishop_seat(), []
        for target in range(st.players):
            if target in (seat, bishop) or st.is_complete(target):
                continue
            for theirs in set(st.cities[target]):
                if theirs == "keep":
                    continue
                for mine in set(st.cities[seat]):
                    if _exchange_ok(st, seat, mine, target, theirs):
                        out.append(f"exchange:{mine}:{target}:{theirs}")
        return out

    def play(self, st: CitadelsState, turn: Turn, move: Move) -> None:
        turn.power_used = True
        turn.ending = True
        seat, mine, target, theirs = turn.seat, move.args[0], move.int_arg(1), move.args[2]
        price = exchange_price(st, seat, mine, target, theirs)
        st.pay_player(seat, target, price)
        mine_decorated = city.remove(st, seat, mine)
        theirs_decorated = city.remove(st, target, theirs)
        st.cities[seat].append(theirs)
        st.cities[target].append(mine)
        if theirs_decorated:
            st.decorated[seat].append(theirs)
        if mine_decorated:
            st.decorated[target].append(mine)
        if "museum" in (mine, theirs):           # the tucked cards go with it (seed FAQ)
            st.museum[seat], st.museum[target] = st.museum[target], st.museum[seat]
        st.log_event("exchanged", seat=seat, card=mine, other=target, taken=theirs, gold=price)


def exchange_price(st: CitadelsState, seat: int, mine: str, target: int, theirs: str) -> int:
    price = max(0, city.worth(st, target, theirs) - city.worth(st, seat, mine))
    if theirs != "great_wall" and st.owns(target, "great_wall"):
        price += 1
    return price


def _exchange_ok(st: CitadelsState, seat: int, mine: str, target: int, theirs: str) -> bool:
    if mine == theirs:
        return False
    if theirs in st.cities[seat] and (mine == "quarry" or not city.duplicate_allowed(st, seat, theirs)):
        return False
    if mine in st.cities[target] and (theirs == "quarry" or not city.duplicate_allowed(st, target, mine)):
        return False
    return exchange_price(st, seat, mine, target, theirs) <= st.gold[seat]


class Queen(Special):
    """+3 gold when seated next to the King's or Emperor's player; if that character was
    assassinated, paid when it is revealed at the end of the round (seed FAQ)."""
    id = "queen"

    def on_start(self, st: CitadelsState, turn: Turn) -> None:
        ruler = st.holder[4]
        if st.killed == 4:
            st.queen_deferred = turn.seat      # settled at the round's end if it was in play
        elif st.revealed[4] and st.neighbours(turn.seat, ruler):
            got = st.gain(turn.seat, 3)
            st.log_event("queen", seat=turn.seat, gold=got)


class Artist(Special):
    """Put 1 own gold on 1 or 2 of his districts (at most one gold per district)."""
    id, kinds = "artist", ("beautify",)

    def moves(self, st: CitadelsState, turn: Turn) -> list[str]:
        seat = turn.seat
        if turn.beautified >= 2 or st.gold[seat] < 1:
            return []
        return [f"beautify:{card}" for card in set(st.cities[seat])
                if not city.is_decorated(st, seat, card)]

    def play(self, st: CitadelsState, turn: Turn, move: Move) -> None:
        turn.power_used = True
        turn.beautified += 1
        # Ruling: the coin goes back to the bank and the district keeps a +1 mark. On the
        # table it would lie on the district; but with no Warlord in play (e.g. the Dark City
        # nine) such coins never come back, and a long game can drain the bank until nobody
        # can build and it never ends. So gold never leaves play.
        st.pay_bank(turn.seat, 1)
        st.decorated[turn.seat].append(move.args[0])
        st.log_event("beautify", seat=turn.seat, card=move.args[0])


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


def start_turn(st: CitadelsState, turn: Turn) -> None:
    HOOKS[turn.character].on_start(st, turn)


def after_action(st: CitadelsState, turn: Turn) -> None:
    if turn.has_powers:
        HOOKS[turn.character].after_action(st, turn)


def end_turn(st: CitadelsState, turn: Turn) -> None:
    HOOKS[turn.character].on_turn_end(st, turn)
