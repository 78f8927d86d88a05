"""Citadels' call strip: the characters of this round as cards in calling order, with what is
known of each (out, killed, robbed, bewitched, whose, playing now). While the Assassin, the
Thief or the Witch names a character, the strip is drawn in the dock and its cards are the
buttons of those moves (`RANK_POWERS`).
"""

from ...fill import seat_name
from ...html import button, esc, tag
from .draw import (
    character_band,
    character_card_name,
    motion_key,
)
from .strings import character_name, tr

RANK_POWERS = ["kill", "bewitch", "rob"]

# The mark each state's words start with, and the class that draws those words on the card
# (killed and robbed as red tags, bewitched purple, playing now in bold).
STATUS_MARKS = [["† ", "is-killed"], ["$ ", "is-robbed"], ["✦ ", "is-bewitched"], ["▶ ", "is-playing"],
                ["✕ ", "is-out"]]


def _status_class(words):
    for mark, cls in STATUS_MARKS:
        if words.startswith(mark):
            return "ct-status " + cls
    return "ct-status"


# ---- the call strip -------------------------------------------------------------------------------
def _strip_status(lang, entry, view, names):
    """[visible words, css classes] for one rank of the strip."""
    words = []
    cls = []
    character = entry.get("character")
    turn = view.get("turn") or {}
    mine = (view.get("mine") or {}).get("characters") or []
    if entry.get("face_up"):
        words.append("✕ " + tr(lang, "ct_st_out"))
        cls.append("is-out")
    if entry.get("killed"):
        words.append("† " + tr(lang, "ct_st_killed"))
        cls.append("is-killed")
    if entry.get("bewitched"):
        words.append("✦ " + tr(lang, "ct_st_bewitched"))
        cls.append("is-bewitched")
    if entry.get("robbed"):
        words.append("$ " + tr(lang, "ct_st_robbed"))
        cls.append("is-robbed")
    if entry.get("revealed") and entry.get("seat") is not None:
        words.insert(0, seat_name(names, entry.get("seat")))   # whose character: said first
        cls.append("is-revealed")
    elif entry.get("absent"):
        words.append("– " + tr(lang, "ct_st_absent"))
        cls.append("is-absent")
    elif character in mine:
        words.append("★ " + tr(lang, "ct_st_yours"))
        cls.append("is-mine")
    if turn and turn.get("rank") == entry.get("rank") and not view.get("over"):
        words.append("▶ " + tr(lang, "ct_st_playing"))
        cls.append("is-current")
    if not words:
        words.append(tr(lang, "ct_st_waiting") if not entry.get("called") else tr(lang, "ct_st_unknown"))
    return [words, cls]


def render_strip(lang, view, names, groups):
    """The character line-up of this round as cards in calling order: face down while nobody
    has shown it, crossed out when out, with the marks of the Assassin, Thief and Witch, the
    player's name once revealed and ▶ on the one playing. With `groups`, the named-character
    powers (kill, rob, bewitch) make the cards they can name buttons."""
    targets = {}
    power = None    # the power naming a character now: the other cards try it
    for kind in RANK_POWERS:
        for m in groups.get(kind, []):
            targets[m.split(":")[1]] = [m, kind]
            power = kind
    mine = (view.get("mine") or {}).get("characters") or []
    tiles = []
    for entry in view.get("characters") or []:
        rank = entry.get("rank")
        character = entry.get("character")
        cname = character_name(lang, character)
        words, cls = _strip_status(lang, entry, view, names)
        status = " · ".join(words)   # a name and marks, not a list: "Ann · ▶ playing now"
        # still face down: nobody has shown it, it is not out and not the viewer's own
        if not entry.get("face_up") and not entry.get("revealed") and not entry.get("absent") \
                and character not in mine:
            cls.append("is-down")
        who = ""
        if entry.get("revealed") and entry.get("seat") is not None:
            who = tag("span", [["class", "ct-cwho"], ["data-motion-key", motion_key("ct-who", rank)]],
                      esc(seat_name(names, entry.get("seat"))))
        # the words under the name: the state, each on its line, without the player's name
        # (drawn on its own) and without "not called yet" (a face-down card says it)
        state = [w for w in words if not (who and w == words[0])]
        if "is-down" in cls and not entry.get("called"):
            state = [w for w in state if w != tr(lang, "ct_st_waiting")]
        shown = "".join([tag("span", [["class", _status_class(w)]], esc(w)) for w in state])
        inner = (tag("span", [["class", "ct-tline"]],
                     tag("span", [["class", "ct-rank"], ["aria-hidden", "true"]], esc(rank))
                     + character_band(character))
                 + tag("span", [["class", "ct-cname"]], esc(character_card_name(lang, character)))
                 + who + shown)
        target = targets.get(str(rank))
        if target:
            move, kind = target
            label = tr(lang, "ct_" + kind + "_label", {"character": cname, "rank": rank})
            inner += tag("span", [["class", "ct-verb"], ["aria-hidden", "true"]], esc(tr(lang, "ct_" + kind)))
            body = button(inner, cls="ct-tile ct-tile-btn is-target " + " ".join(cls), move=move, label=label)
        else:
            label = tr(lang, "ct_strip_item", {"rank": rank, "character": cname, "status": status})
            if power:
                # not one the power may name: a tap asks the engine, which says why
                body = tag("button", [["type", "button"], ["class", "ct-tile is-try " + " ".join(cls)],
                                      ["data-try", power + ":" + str(rank)], ["aria-label", label]], inner)
            else:
                body = tag("div", [["class", "ct-tile " + " ".join(cls)], ["role", "img"], ["aria-label", label]],
                           inner)
        tiles.append(tag("li", [["data-rank", rank]], body))
    extra = ""
    if view.get("face_down"):
        extra = tag("p", [["class", "ct-note"]], esc(tr(lang, "ct_face_down_n", {"n": view.get("face_down")})))
    return (tag("ol", [["class", "ct-strip"], ["aria-label", tr(lang, "ct_strip")], ["data-guide", "lineup"]],
                "".join(tiles)) + extra)


def strip_panel(lang, view, names):
    return tag("section", [["class", "panel"], ["aria-labelledby", "ct-strip-h"]],
               tag("h2", [["id", "ct-strip-h"]], esc(tr(lang, "ct_strip"))) + render_strip(lang, view, names, {}))
