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
