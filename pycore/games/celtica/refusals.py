"""Celtica's refusals: the English template of every code the game raises (`pycore.refusals`).

Params: `n`/`m` amulet numbers as a player counts them (from 1) or card counts, `part` a part
type (`data.PART_TYPES`, e.g. "nw"), `colour` a druid colour (`data.COLOURS`).
"""

from __future__ import annotations

EN: dict[str, str] = {
    # a move of another phase: what the phase asks for
    "celtica.now_play": "Now play druid cards of one colour.",
    "celtica.now_take": "Now take a part from the display.",
    "celtica.now_place": "Now choose the amulet for your new part.",
    "celtica.now_ruin": "Now choose a part to give up at the ruin.",
    "celtica.now_cult": "Now decide whether to draw a druid card at the cult site.",
    "celtica.now_end_phase": "Now swap or buy parts with experience cards, or finish.",
    # playing druid cards
    "celtica.must_play_cult_card": "You must play the {colour} druid card you drew at the cult site.",
    "celtica.experience_alone":
        "Experience cards can only be played together with druid cards of the same colour.",
    "celtica.at_least_one": "Play at least one druid card.",
    "celtica.lacks_druid_card": "You do not have {n} {colour} druid card.",
    "celtica.lacks_druid_cards": "You do not have {n} {colour} druid cards.",
    "celtica.lacks_experience_card": "You do not have {n} {colour} experience card.",
    "celtica.lacks_experience_cards": "You do not have {n} {colour} experience cards.",
    "celtica.play_not_legal": "That play is not legal now.",
    # parts and amulets
    "celtica.no_amulet": "You have no amulet {n}.",
    "celtica.amulet_has_part": "Amulet {n} already has a {part} part.",
    "celtica.same_amulet": "Amulet {n} is the same as amulet {m}; choose that one.",
    "celtica.no_such_part": "Amulet {n} has no {part} part of yours.",
    "celtica.empty_slot": "That display space is empty.",
    "celtica.buy_costs_two": "Taking a part from the display costs 2 experience cards.",
    "celtica.swap_costs_one": "A swap costs 1 experience card.",
}
