"""Citadels: what each seat knows of other hands survives determinization; nothing leaks."""

from __future__ import annotations

import pytest

from pycore.games.citadels import RULES, knowledge
from pycore.games.citadels.scenario import play, scenario
from pycore.rng import Rng


def test_magician_knows_the_hand_he_gave_away():
    st = scenario(4, characters={"magician": 0}, hands=[["temple", "manor"], ["palace"], ["castle"], []])
    play(st, "swap_hand:1")
    for i in range(10):
        world = st.determinize(0, Rng(i))
        assert sorted(world.hands[1]) == ["manor", "temple"]
        world = st.determinize(1, Rng(i))
        assert world.hands[0] == ["palace"]


def test_a_graveyard_card_is_known_to_everyone():
    st = scenario(4, characters={"warlord": 0}, gold=[9, 2, 0, 0], cities=[[], ["graveyard"], ["palace"], []],
                  hands=[[], ["temple"], [], []])
    play(st, "gold", "destroy:2:palace", "graveyard:yes")
    for seat in (0, 2, 3):
        assert "palace" in st.determinize(seat, Rng(seat)).hands[1]


def test_a_card_given_to_the_emperor_is_known_to_the_giver():
    st = scenario(4, characters={"emperor": 0}, crown=0, gold=[0, 0, 0, 0],
                  hands=[["temple", "tavern"], ["palace"], [], []])
    play(st, "crown:1", "tribute:palace")
    assert all("palace" in st.determinize(1, Rng(i)).hands[0] for i in range(10))


def test_knowledge_is_forgotten_when_a_card_leaves_unseen():
    st = scenario(4, characters={"magician": 0, "king": 1}, hands=[["temple", "manor"], ["palace"], [], []],
                  cities=[[], ["laboratory"], [], []])
    play(st, "swap_hand:1", "gold", "end")
    assert sorted(knowledge.known(st, 0, 1)) == ["manor", "temple"]
    play(st, "lab:temple")
    assert knowledge.known(st, 0, 1) == []


@pytest.mark.parametrize("players", [3, 5, 8])
def test_known_cards_are_always_in_the_hand(players):
    chooser = Rng(players * 3)
    for seed in range(4):
        st = RULES.new_game(players, seed, {"preset": "random"})
        while not st.is_over():
            for k, cards in st.known.items():
                hand = list(st.hands[k % knowledge.SEATS])
                for card in cards:
                    hand.remove(card)                 # raises if the knowledge is wrong
            seat = st.to_move()[0]
            st.apply(seat, chooser.choice(st.legal_moves(seat)))


# ---- the cards under the deck ----------------------------------------------------------------
def _bottoms(st, seat, count, worlds=12):
    """The bottom `count` cards of the deck in `worlds` determinizations for `seat`."""
    return {tuple(st.determinize(seat, Rng(i)).deck[:count]) for i in range(worlds)}


def test_the_card_a_draw_left_stays_under_the_deck_for_the_drawer_only():
    """Seat 0 drew two and kept one: it saw the other go under the deck, face down. Its own
    worlds keep that card there; the other seats only know a card went there."""
    deck = ["temple", "church", "manor", "castle", "palace", "tavern", "market", "watchtower",
            "prison", "harbor", "monastery", "cathedral"]
    st = scenario(4, characters={"king": 0}, hands=[[], ["keep"], ["fortress"], []], deck=deck)
    play(st, "draw", "keep:cathedral")             # the top two: cathedral and monastery
    assert st.deck[0] == "monastery" and st.deck_seen[0] == 1 << 0
    assert _bottoms(st, 0, 1) == {("monastery",)}
    for other in (1, 2, 3):
        assert len(_bottoms(st, other, 1)) > 1, f"seat {other} cannot know that card"
    # nor can it be in another hand in the drawer's worlds: the drawer knows where it is
    for i in range(12):
        world = st.determinize(0, Rng(i))
        assert world.deck.count("monastery") == 1 and world.deck_seen[0] == 1 << 0
        assert not any("monastery" in world.hands[s] for s in (1, 2, 3))


def test_a_magicians_discards_are_his_own_knowledge():
    st = scenario(4, characters={"magician": 0}, hands=[["temple", "church", "manor"], [], [], []],
                  deck=["watchtower", "prison", "castle", "palace", "tavern", "market", "harbor"])
    play(st, "redraw:temple", "redraw:church", "done")
    assert st.deck[:2] == ["temple", "church"]
    assert _bottoms(st, 0, 2) == {("temple", "church")}
    assert len(_bottoms(st, 1, 2)) > 1


def test_a_destroyed_district_under_the_deck_is_known_to_everyone():
    st = scenario(4, characters={"warlord": 0}, gold=[9, 2, 0, 0],
                  cities=[[], [], ["palace"], []], hands=[[], ["temple"], ["manor"], ["castle"]],
                  deck=["watchtower", "prison", "harbor", "tavern", "market"])
    play(st, "gold", "destroy:2:palace")
    assert st.deck[0] == "palace"
    for seat in range(4):
        assert _bottoms(st, seat, 1) == {("palace",)}


def test_a_lighthouse_search_shuffles_what_anyone_knew_away():
    st = scenario(4, characters={"architect": 0}, gold=[3, 0, 0, 0],
                  hands=[["lighthouse"], [], [], []],
                  deck=["watchtower", "prison", "harbor", "tavern", "market", "temple"])
    st.to_bottom(["castle"], 1 << 0)
    play(st, "gold", "build:lighthouse", "search:harbor")
    assert st.deck_seen == [0] * len(st.deck)
    assert len(_bottoms(st, 0, 1, worlds=20)) > 1


@pytest.mark.parametrize("players", [3, 6, 8])
def test_the_deck_and_what_is_known_of_it_stay_in_step(players):
    """Through whole random games: one knowledge entry per deck card, bits only of real
    seats (or everyone), and a card a seat knows stays put in its worlds."""
    chooser = Rng(players * 7)
    for seed in range(3):
        st = RULES.new_game(players, seed, {"preset": "random"})
        step = 0
        while not st.is_over():
            assert len(st.deck_seen) == len(st.deck)
            assert all(m in (0, knowledge.EVERYONE) or m == m & ((1 << players) - 1)
                       for m in st.deck_seen)
            if step % 25 == 0:
                seat = step // 25 % players
                world = st.determinize(seat, Rng(step))
                for card, m, guessed in zip(st.deck, st.deck_seen, world.deck):
                    if m & 1 << seat:
                        assert guessed == card
            seat = st.to_move()[0]
            st.apply(seat, chooser.choice(st.legal_moves(seat)))
            step += 1
