"""Citadels' reference: every character of this game's line-up with its full power and,
as far as the table shows it, where it stands this round (who revealed it, killed, robbed,
out face up); then the key of every symbol drawn on the board (the seats' gold, hands,
progress, crown and tags; the district cards' colours and marks; the line-up's ranks, bands
and states), each drawn by the same functions as on the board so the two cannot drift.
Opened from the board's tools (`app/game.py`) over the game."""

from ...fill import labelled, seat_name
from ...html import esc, tag
from ..keys import row, section, sheet
from .city import character_chip, complete_tag, hand_size, progress
from .draw import COLOURS, card_marks, character_band, coin, colour_name, crown_mark, district_mini
from .strings import character_name, character_text, tr
from .strip import STATES, state_words, status_tag, tile_face

LABEL = {"en": "Characters and key", "zh-Hant": "角色與圖例"}

# a district of each colour, drawn as a city's small card in the key
SAMPLE_DISTRICTS = [["noble", "manor"], ["religious", "temple"], ["trade", "market"], ["military", "watchtower"],
                    ["special", "keep"]]


def status(lang, entry, names):
    """Where a character stands this round, in words, or "" before it is called."""
    facts = []
    if entry.get("face_up"):
        facts.append(tr(lang, "ct_st_out"))
    if entry.get("revealed"):
        facts.append(seat_name(names, entry.get("seat")))
    if entry.get("absent"):
        facts.append(tr(lang, "ct_st_absent"))
    for mark in ("killed", "robbed", "bewitched"):
        if entry.get(mark):
            facts.append(tr(lang, "ct_st_" + mark))
    return " · ".join(facts)


def render_characters(lang, view, names):
    """One row per rank, 1 first."""
    rows = ""
    for entry in view.get("characters") or []:
        character = entry.get("character")
        said = status(lang, entry, names)
        rows += tag("li", [["class", "ref-row" + (" is-called" if entry.get("called") else "")]],
                    tag("span", [["class", "ref-rank"]], esc(entry.get("rank")))
                    + tag("div", [["class", "ref-body"]],
                          tag("h3", [["class", "ref-name"]], esc(character_name(lang, character)))
                          + tag("p", [["class", "ref-power"]], esc(character_text(lang, character)))
                          + (tag("p", [["class", "ref-status"]], esc(labelled(lang, tr(lang, "ct_this_round"), said)))
                             if said else "")))
    return tag("ol", [["class", "ref-list"]], rows)


def _tile(lang, rank, character, cls):
    """A card of the line-up, as the strip draws it."""
    return tag("span", [["class", "ct-tile key-tile " + cls]], tile_face(lang, rank, character))


def render_key(lang, view, names):
    """The key's sections: each symbol of the board beside what it means."""
    to_end = view.get("city_to_end") or 8
    seats = [row(coin(3), tr(lang, "ct_key_gold")),
             row(hand_size(4), tr(lang, "ct_key_hand")),
             row(progress(5, to_end), tr(lang, "ct_key_progress", {"n": to_end})),
             row(crown_mark(lang), tr(lang, "ct_key_crown")),
             row(complete_tag(lang), tr(lang, "ct_key_done")),
             row(character_chip(lang, "king"), tr(lang, "ct_key_chip"))]
    cards = []
    for colour, card in SAMPLE_DISTRICTS:
        if colour in COLOURS:
            cards.append(row(tag("span", [["class", "ct-mini ct-k-" + colour]], district_mini(lang, card)),
                             tr(lang, "ct_key_colour", {"colour": colour_name(lang, colour)})))
    cards += [row(card_marks(count=2), tr(lang, "ct_key_count")),
              row(card_marks(decorated=True), tr(lang, "ct_key_deco")),
              row(card_marks(worth=8), tr(lang, "ct_key_worth")),
              row(tag("span", [["class", "ct-slot"]], ""), tr(lang, "ct_key_slot"))]
    lineup = [row(tag("span", [["class", "ct-rank"]], "4"), tr(lang, "ct_key_rank")),
              row(character_band("king"), tr(lang, "ct_key_band")),
              row(_tile(lang, 2, "thief", "is-down"), tr(lang, "ct_key_down")),
              row(tag("span", [["class", "ct-cwho"]], esc(seat_name(names, 0))), tr(lang, "ct_key_who"))]
    for state, _mark, _key, _cls in STATES:
        lineup.append(row(status_tag(state_words(lang, state)), tr(lang, "ct_key_" + state)))
    return [section(tr(lang, "ct_key_seats"), seats), section(tr(lang, "ct_key_cards"), cards),
            section(tr(lang, "ct_strip"), lineup)]


def render(lang, view, names):
    """The sheet's body: the characters in play and their powers, then the board's key."""
    characters = tag("section", [["class", "key-section"]],
                     tag("h3", [["class", "key-h"]], esc(tr(lang, "ct_key_characters")))
                     + render_characters(lang, view, names))
    return sheet("citadels", [characters] + render_key(lang, view, names))
