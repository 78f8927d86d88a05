"""Citadels' game screen: view dict + legal moves in, HTML out.

The board (scrolls) shows the call strip 1-8 (or 1-9) with what is known of each rank this
round, every seat with its crown, gold, hand size, characters and city (others' cities fold
into a <details>), the bank and the deck, and at the end each seat's score breakdown. The
dock (the thumb zone) shows the seat's decision, its gold and its hand.

Every legal move becomes exactly one <button data-move="..."> placed where it acts: picks
on the offered characters, kill/rob/bewitch on the call strip (drawn in the dock while
those are the choice), build/lab/museum/put-back/give on the hand's cards, destroy/armory/
exchange/beautify on the districts of the city concerned, seat choices on named buttons.
A move the dock does not recognise still gets a button under "Other moves", so no legal
move is ever lost. This module puts the screen together; the parts are drawn by the modules
beside it: the call strip (`strip`), the seats and cities (`city`), the cards in a row
(`hand`), the dock (`dock`) and the score breakdown (`scoring`), from the primitives of `draw`.
"""

from ...fill import seat_name
from ...html import esc, tag
from ...i18n import list_join, t
from ...moves import group_moves
from ..shared import whose_turn
from .city import render_piles, render_seats
from .dock import render_dock
from .draw import seat_entry
from .scoring import render_breakdown
from .strings import character_name, district_name, tr
from .strip import call_moment, strip_panel


# ---- the top line -------------------------------------------------------------------------------
def status_text(lang, view, names, viewer):
    """The top bar's [when, who]: the round (and the character called), and who chooses a
    character or whose decision it is ("your turn" when it is this phone's seat)."""
    if view.get("over"):
        return [t(lang, "game_over"), ""]
    when = tr(lang, "ct_round_n", {"n": view.get("round", 1)})
    to_move = view.get("to_move") or []
    turn = view.get("turn") or {}
    if view.get("phase") == "draft":
        if isinstance(viewer, int) and to_move == [viewer]:
            return [when, tr(lang, "ct_drafting_you")]
        return [when, tr(lang, "ct_drafting", {"name": list_join(lang, [seat_name(names, s) for s in to_move])})]
    if turn:
        # the character called leads: who answers may be another seat first (the Emperor's
        # tribute, the Graveyard, ...)
        when += " · " + tr(lang, "ct_called", {"rank": turn.get("rank"),
                                               "character": character_name(lang, turn.get("character"))})
    return [when, whose_turn(lang, to_move, names, viewer)]


def render_reveal(lang, view, seat):
    """A seat's secrets at the end (the replay): its characters this round and its hand."""
    chars = [character_name(lang, c) for c in (view.get("mine") or {}).get("characters") or []]
    out = ""
    if chars:
        out = tag("p", [["class", "ct-mine"]], esc(tr(lang, "ct_characters_list", {"list": list_join(lang, chars)})))
    hand = [district_name(lang, card) for card in sorted(seat_entry(view, seat).get("hand") or [])]
    line = tr(lang, "ct_hand_list", {"list": list_join(lang, hand)}) if hand else tr(lang, "ct_no_cards")
    return out + tag("p", [["class", "ct-mine"]], esc(line))


def render(lang, snap, names, kinds, waiting_text):
    """[status [when, who], board html, dock html] for a snapshot (view + legal moves)."""
    view = snap.get("view") or {}
    legal = snap.get("legal") or []
    viewer = snap.get("viewer")
    groups = group_moves(legal)
    dock, strip_here = render_dock(lang, view, legal, names, viewer, waiting_text)
    board = [call_moment(lang, view, names)]   # the characters just called, a moment each
    if view.get("over"):
        board.append(render_breakdown(lang, view, names))
    if not strip_here and view.get("characters"):
        board.append(strip_panel(lang, view, names))
    board.append(render_seats(lang, view, names, kinds, viewer, groups))
    board.append(render_piles(lang, view))
    return [status_text(lang, view, names, viewer), "".join(board), dock]


def cues(lang, view, names, viewer):
    """The sheet's alerts: the last round, once a city is complete (and who completed it)."""
    if view.get("over"):
        return []
    done = [seat_name(names, s.get("seat")) for s in view.get("seats") or [] if s.get("completed")]
    return [["note", tr(lang, "ct_cue_last_round", {"name": list_join(lang, done)})]] if done else []
