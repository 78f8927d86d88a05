"""Citadels' refusals: the English template of every code the game raises (`pycore.refusals`).

Params: `character` a character id and `district` a district id (`data`, worded by
`NAMES_EN`; a forged table may name one that does not exist, which is shown as written),
`rank` a rank 1-9, `preset` the preset asked for, `seat` a seat number from 1.
"""

from __future__ import annotations

from .data import CHARACTERS, DISTRICTS

EN: dict[str, str] = {
    # whose decision, and what must be decided first
    "citadels.not_your_turn": "It is not seat {seat}'s turn to decide.",
    "citadels.decision_first": "Another decision comes first.",
    "citadels.thank_first": "First say \"Thank you, Your Excellency\".",
    "citadels.keep_first": "Choose which drawn card to keep first.",
    "citadels.redraw_first": "Finish choosing the cards to redraw, then tap done.",
    "citadels.wizard_first": "Take a card from the hand you are looking at.",
    "citadels.crown_first": "The Emperor must first give the crown to another player.",
    "citadels.tribute_first": "Give the Emperor 1 gold or 1 district card first.",
    "citadels.search_first": "Choose a card from the deck for the Lighthouse first.",
    "citadels.bell_first": "Decide first whether the Bell Tower ends the game at 7 districts.",
    "citadels.graveyard_first": "The Graveyard's owner decides first.",
    # the draft
    "citadels.pick_offered": "Characters are being chosen: pick one of those offered.",
    "citadels.not_offered": "{character} is not among the characters offered.",
    # the turn
    "citadels.act_before_build": "Take gold or draw cards before building.",
    "citadels.no_builds_left": "You cannot build any more districts this turn.",
    "citadels.not_in_hand": "That district is not in your hand.",
    "citadels.not_enough_gold": "You do not have enough gold to build that district.",
    "citadels.already_built": "You already have that district in your city.",
    "citadels.act_before_end": "Take gold or draw cards before ending your turn.",
    "citadels.already_acted": "You have already taken your action this turn.",
    "citadels.no_income": "You cannot collect income now.",
    # the table's options
    "citadels.not_of_rank": "{character} is not a rank-{rank} character.",
    "citadels.queen_needs_five": "The Queen is played only with 5 or more players.",
    "citadels.ranks_values": "The number of ranks is 8, 9 or \"auto\".",
    "citadels.ranks_few_players": "2 and 3 players use ranks 1 to 8 only.",
    "citadels.ranks_eight_players": "8 players need the ninth character: choose 9 ranks.",
    "citadels.unknown_preset": "Unknown preset '{preset}': choose classic, dark_city or random.",
    "citadels.characters_list": "The characters option is a list of 9 names (ranks 1 to 9).",
    "citadels.characters_nine": "The characters option names one character for each rank 1 to 9.",
    "citadels.purple_list": "The purple option is a list of purple district names.",
    "citadels.not_purple": "{district} is not a purple district.",
    "citadels.purple_twice": "A purple district is listed twice.",
}

# How the English sentences name the things a param names.
NAMES_EN: dict[str, dict[str, str]] = {
    "character": {cid: info["name"]["en"] for cid, info in CHARACTERS.items()},
    "district": {did: info["name"]["en"] for did, info in DISTRICTS.items()},
}
