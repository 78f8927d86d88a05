"""Citadels' call strip: the characters of this round as cards in calling order, with what is
known of each (out, killed, robbed, bewitched, whose, playing now). While the Assassin, the
Thief or the Witch names a character, the strip is drawn in the dock and its cards are the
buttons of those moves (`RANK_POWERS`).

As each character is called, its card is shown large for a moment over the board (`call_moment`:
whose it is, or nobody, or killed), then settles into the strip; the characters just called are
read from the log (`just_called`), so the drawing stays a pure function of the view.
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

# The states a character's card shows this round, as [state, mark, words key, the class that
# draws those words on the card] (killed and robbed as red tags, bewitched purple, playing now
# in bold). The reference's key draws them from here too (`state_words`, `status_tag`).
STATES = [["out", "✕ ", "ct_st_out", "is-out"], ["killed", "† ", "ct_st_killed", "is-killed"],
          ["bewitched", "✦ ", "ct_st_bewitched", "is-bewitched"], ["robbed", "$ ", "ct_st_robbed", "is-robbed"],
          ["absent", "– ", "ct_st_absent", ""], ["yours", "★ ", "ct_st_yours", ""],
          ["playing", "▶ ", "ct_st_playing", "is-playing"]]


def state_words(lang, state):
    """A state's words as the card shows them, its mark first ("† killed")."""
    for name, mark, key, _cls in STATES:
        if name == state:
            return mark + tr(lang, key)
    return ""


def _status_class(words):
    for _name, mark, _key, cls in STATES:
        if cls and words.startswith(mark):
            return "ct-status " + cls
    return "ct-status"


def status_tag(words):
    """One line of a card's state, drawn as on the line-up."""
    return tag("span", [["class", _status_class(words)]], esc(words))


# ---- the call strip -------------------------------------------------------------------------------
def tile_face(lang, rank, character):
    """A card of the line-up as printed: its rank, the band of its income colour, its name."""
    return (tag("span", [["class", "ct-tline"]],
                tag("span", [["class", "ct-rank"], ["aria-hidden", "true"]], esc(rank)) + character_band(character))
            + tag("span", [["class", "ct-cname"]], esc(character_card_name(lang, character))))


def _strip_status(lang, entry, view, names):
    """[visible words, css classes] for one rank of the strip."""
    words = []
    cls = []
    character = entry.get("character")
    turn = view.get("turn") or {}
    mine = (view.get("mine") or {}).get("characters") or []
    if entry.get("face_up"):
        words.append(state_words(lang, "out"))
        cls.append("is-out")
    if entry.get("killed"):
        words.append(state_words(lang, "killed"))
        cls.append("is-killed")
    if entry.get("bewitched"):
        words.append(state_words(lang, "bewitched"))
        cls.append("is-bewitched")
    if entry.get("robbed"):
        words.append(state_words(lang, "robbed"))
        cls.append("is-robbed")
    if entry.get("revealed") and entry.get("seat") is not None:
        words.insert(0, seat_name(names, entry.get("seat")))   # whose character: said first
        cls.append("is-revealed")
    elif entry.get("absent"):
        words.append(state_words(lang, "absent"))
        cls.append("is-absent")
    elif character in mine:
        words.append(state_words(lang, "yours"))
        cls.append("is-mine")
    if turn and turn.get("rank") == entry.get("rank") and not view.get("over"):
        words.append(state_words(lang, "playing"))
        cls.append("is-current")
    if not words:
        words.append(tr(lang, "ct_st_waiting") if not entry.get("called") else tr(lang, "ct_st_unknown"))
    return [words, cls]


def just_called(view):
    """The ranks called since the last turn ended (or the draft did), in calling order: the
    log's "call" events after its last "turn_over", "draft_over" or "round". They stay the
    same until the character called last ends its turn, so a redraw in between keeps them."""
    if view.get("over"):
        return []
    ranks = []
    for ev in reversed(view.get("log") or []):
        kind = ev.get("event")
        if kind in ("turn_over", "draft_over", "round"):
            break
        if kind == "call":
            ranks.insert(0, ev.get("rank"))
    return ranks


def _entry(view, rank):
    for entry in view.get("characters") or []:
        if entry.get("rank") == rank:
            return entry
    return None


def call_moment(lang, view, names):
    """The characters just called, each a large card shown for a moment over the board (its
    rank, name, and whose it is, or "nobody", or "killed"; what the strip shows of it, no
    more), one after the other, then gone: CSS plays them (style.css, `.ct-reveal`), nothing
    waits for them and they take no tap; under prefers-reduced-motion they are not shown. A
    card is new to the page only when its character is called (its id names the round and
    the rank), so a redraw during that character's turn does not play it again. The words
    are in the strip and the log: the cards are hidden from screen readers."""
    cards = ""
    ranks = just_called(view)
    for i in range(len(ranks)):
        entry = _entry(view, ranks[i])
        if entry is None:
            continue
        character = entry.get("character")
        if entry.get("revealed") and entry.get("seat") is not None:
            who = tag("span", [["class", "ct-cwho"]], esc(seat_name(names, entry.get("seat"))))
        elif entry.get("absent"):
            who = status_tag(state_words(lang, "absent"))
        else:
            who = ""   # killed: said below, with the other marks
        marks = "".join([status_tag(state_words(lang, state)) for state in ("killed", "bewitched", "robbed")
                         if entry.get(state)])
        cls = "ct-reveal-card ct-reveal-" + str(min(i, 7)) + (" is-last" if i == len(ranks) - 1 else "")
        cards += tag("div", [["class", cls], ["id", "ct-reveal-" + str(view.get("round")) + "-" + str(ranks[i])],
                             ["data-reveal", character]],
                     tag("span", [["class", "ct-reveal-head"]], esc(tr(lang, "ct_reveal_called")))
                     + tile_face(lang, entry.get("rank"), character) + who + marks)
    if not cards:
        return ""
    return tag("div", [["class", "ct-reveals"], ["aria-hidden", "true"]], cards)


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
    called_now = just_called(view)
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
        if rank in called_now:   # where the moment's card settles, after it
            cls.append("is-called-now ct-settle-" + str(min(called_now.index(rank), 7)))
        who = ""
        if entry.get("revealed") and entry.get("seat") is not None:
            who = tag("span", [["class", "ct-cwho"], ["data-motion-key", motion_key("ct-who", rank)]],
                      esc(seat_name(names, entry.get("seat"))))
        # the words under the name: the state, each on its line, without the player's name
        # (drawn on its own) and without "not called yet" (a face-down card says it)
        state = [w for w in words if not (who and w == words[0])]
        if "is-down" in cls and not entry.get("called"):
            state = [w for w in state if w != tr(lang, "ct_st_waiting")]
        shown = "".join([status_tag(w) for w in state])
        inner = tile_face(lang, rank, character) + who + shown
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
