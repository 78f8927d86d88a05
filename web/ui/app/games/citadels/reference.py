"""Citadels' reference: every character of this game's line-up with its full power and,
as far as the table shows it, where it stands this round (who revealed it, killed, robbed,
out face up). Opened from the board's tools (`app/game.py`) over the game."""

from ...fill import labelled, seat_name
from ...html import esc, tag
from .strings import character_name, character_text, tr

LABEL = {"en": "Characters", "zh-Hant": "角色一覽"}


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


def render(lang, view, names):
    """The sheet's body: one row per rank, 1 first."""
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
