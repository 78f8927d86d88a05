"""Notre Dame's refusals: the English template of every code the game raises (`pycore.refusals`).

Params: `move` a move text; `seat` and `due` seat numbers as players count them (from 1).
"""

from __future__ import annotations

EN: dict[str, str] = {
    # whose decision
    "notre_dame.already_chosen": "Seat {seat} has already chosen a card; the others are still choosing.",
    "notre_dame.not_your_turn": "It is seat {due}'s turn, not seat {seat}'s.",
    # a move the decision on top does not take: what it asks for
    "notre_dame.expected_keep": "{move} is not possible now: keep one of the cards you are choosing from.",
    "notre_dame.expected_play": "{move} is not possible now: play one of the action cards in your hand.",
    "notre_dame.expected_donate":
        "{move} is not possible now: choose how much gold to donate to Notre Dame"
        " (no more than you have).",
    "notre_dame.expected_cube_source":
        "{move} is not possible now: move one of your cubes (not the trusted friend) here,"
        " or give up the action.",
    "notre_dame.expected_friend":
        "{move} is not possible now: choose another of your sectors for your trusted friend.",
    "notre_dame.expected_carriage":
        "{move} is not possible now: move your carriage to a neighbouring market, or stop.",
    "notre_dame.expected_message": "{move} is not possible now: take or leave the message.",
    "notre_dame.expected_bonus":
        "{move} is not possible now: choose a cube, a gold or moving your rats back.",
    "notre_dame.expected_hire":
        "{move} is not possible now: hire one of the revealed persons for 1 gold, or nobody.",
    "notre_dame.expected_shift":
        "{move} is not possible now: move your pieces from one sector to another, or finish.",
    "notre_dame.expected_jester":
        "{move} is not possible now: move one of your pieces to another sector, or nobody.",
    "notre_dame.expected_bishop": "{move} is not possible now: choose an empty sector for the bishop's cube.",
    "notre_dame.expected_plague":
        "{move} is not possible now: choose which of your fullest sectors loses a cube to the rats.",
}
