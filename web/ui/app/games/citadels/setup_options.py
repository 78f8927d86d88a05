"""The new-game screen's "Table options" section (Citadels): presets, ranks, characters, purples.

The setup keeps the player's wishes in `setup["options"]`, in the engine's own option names
(`preset`, `characters`, `ranks`, `purple`; see pycore/games/citadels/options.py). A wish can
stop being playable when the seat count changes (9 ranks chosen, then 3 players), so nothing
is corrected in place: `to_options` derives the options actually sent to `new_record`, always
a valid combination (ranks clamped to what the seat count allows, no Queen under 5 players).
The screen draws that effective table, so what the player sees is what the engine gets.

The rank tables come from Citadels' `strings` (the UI cannot import pycore; a CPython test
keeps them equal to the engine's `options.CHOICES`). The setup screen finds this module
through the registry.
"""

from ...html import button, esc, tag
from . import strings
from .strings import tr

PRESETS = ["classic", "dark_city", "random"]
RANKS = [8, 9]

# rank -> [base character, Dark City character], in the engine's order
BY_RANK = {}
for _row in strings.CHARACTERS:
    BY_RANK.setdefault(_row[1], []).append(_row[0])
# The purple districts are the ones with an effect text, in the engine's table order.
PURPLE = [row[0] for row in strings.DISTRICTS if row[3]]


# ---- the effective table --------------------------------------------------------------------
def rank_count(options, players):
    """8 or 9: the wish where the seat count allows it (2-3 players: 8; 8 players: 9)."""
    if players <= 3:
        return 8
    if players >= 8:
        return 9
    wish = options.get("ranks", "auto")
    return wish if wish in RANKS and not isinstance(wish, bool) else 8


def offered_ranks(players):
    """The rank counts a table of `players` may choose between."""
    return [n for n in RANKS if (n == 8 or players >= 4) and (n == 9 or players < 8)]


def preset_of(options):
    preset = options.get("preset", "classic")
    return preset if preset in PRESETS else "classic"


def preset_lineup(preset):
    """The 9 choices a preset stands for (rank 9 is always the Queen or the Artist at random)."""
    if preset == "random":
        return ["random"] * 9
    which = 0 if preset == "classic" else 1
    return [BY_RANK[rank][which] for rank in range(1, 9)] + ["random"]


def allowed(rank, players):
    """The choices offered for `rank`: its two characters (no Queen under 5 players), Random."""
    return [c for c in BY_RANK[rank] if c != "queen" or players >= 5] + ["random"]


def lineup(options, players):
    """The 9 effective choices: the custom list over the preset, each one allowed here."""
    wanted = preset_lineup(preset_of(options))
    custom = options.get("characters")
    if isinstance(custom, list) and len(custom) == 9:
        wanted = [custom[i] if custom[i] in allowed(i + 1, 8) else wanted[i] for i in range(9)]
    return [wanted[i] if wanted[i] in allowed(i + 1, players) else "random" for i in range(9)]


def matching_preset(options, players):
    """The preset whose lineup is on the table (over the ranks played), or None (custom)."""
    count = rank_count(options, players)
    mine = lineup(options, players)[:count]
    for preset in PRESETS:
        if lineup({"preset": preset}, players)[:count] == mine:
            return preset
    return None


def purple_of(options):
    chosen = options.get("purple")
    if not isinstance(chosen, list):
        return list(PURPLE)
    return [p for p in PURPLE if p in chosen]


def to_options(setup):
    """The options sent to the engine: always a combination it accepts."""
    options = setup.get("options") or {}
    players = setup["players"]
    out = {"preset": preset_of(options), "ranks": rank_count(options, players),
           "purple": purple_of(options)}
    chosen = matching_preset(options, players)
    if chosen is not None:
        out["preset"] = chosen
    else:
        out["characters"] = lineup(options, players)
    return out


def clean(options):
    """Options from a link or a record as wishes this screen understands (the rest dropped)."""
    if not isinstance(options, dict):
        return {}
    out = {"preset": preset_of(options), "purple": purple_of(options)}
    if options.get("ranks") in RANKS and not isinstance(options.get("ranks"), bool):
        out["ranks"] = options["ranks"]
    custom = options.get("characters")
    if isinstance(custom, list) and len(custom) == 9:
        out["characters"] = lineup({"preset": out["preset"], "characters": custom}, 8)
    return out


# ---- the taps ----------------------------------------------------------------------------------
def apply_action(setup, parts):
    """One option tap (already split on ":"); True when it was an option action."""
    head = parts[0]
    options = setup["options"]
    players = setup["players"]
    if head == "setup-preset" and parts[1] in PRESETS:
        options["preset"] = parts[1]
        options["characters"] = []
    elif head == "setup-ranks" and int(parts[1]) in offered_ranks(players):
        options["ranks"] = int(parts[1])
    elif head == "setup-char":
        rank = int(parts[1])
        if rank in BY_RANK and parts[2] in allowed(rank, players):
            chars = lineup(options, 8)  # every wish kept; the table applies the Queen rule
            chars[rank - 1] = parts[2]
            options["characters"] = chars
    elif head == "setup-purple" and parts[1] in PURPLE:
        chosen = purple_of(options)
        if parts[1] in chosen:
            chosen.remove(parts[1])
        else:
            chosen.append(parts[1])
        options["purple"] = [p for p in PURPLE if p in chosen]
    elif head == "setup-purple-all":
        options["purple"] = list(PURPLE)
    elif head == "setup-purple-none":
        options["purple"] = []
    elif head == "setup-fold":
        setup["purple_open"] = not setup.get("purple_open", False)
    else:
        return False
    return True


# ---- drawing -----------------------------------------------------------------------------------
def _chip(text, on, action, role=None):
    """A toggle chip: `aria-pressed`, or `aria-checked` for a checklist's role="checkbox"."""
    state = "true" if on else "false"
    extra = [["role", role], ["aria-checked", state]] if role else [["aria-pressed", state]]
    return button(esc(text), cls="chip" + (" is-on" if on else ""), action=action, extra=extra)


def _group(label, inner, cls="chips"):
    return tag("div", [["class", cls], ["role", "group"], ["aria-label", label]], inner)


def _rank_row(lang, rank, chosen, players):
    chips = "".join([
        _chip(tr(lang, "ct_opt_random") if c == "random" else strings.character_name(lang, c),
              c == chosen, "setup-char:" + str(rank) + ":" + c)
        for c in allowed(rank, players)])
    head = tag("span", [["class", "seat-no"], ["aria-hidden", "true"]], str(rank))
    # a bare row (no framed panel) and the smaller "levels" chips: most ranks fit one line
    return tag("li", [["class", "row"], ["data-rank", str(rank)]],
               head + tag("div", [["class", "seat-body"]],
                          _group(tr(lang, "ct_opt_rank_n", {"n": rank}), chips, "chips levels")))


def _ranks_part(lang, count, players):
    chips = "".join([_chip(tr(lang, "ct_opt_ranks_n", {"n": n}), n == count, "setup-ranks:" + str(n))
                     for n in offered_ranks(players)])
    out = (tag("h3", [["id", "opt-ranks-h"]], esc(tr(lang, "ct_opt_ranks")))
           + tag("div", [["class", "chips"], ["role", "group"], ["aria-labelledby", "opt-ranks-h"]],
                 chips))
    if players <= 3:
        out += tag("p", [["class", "muted"]], esc(tr(lang, "ct_opt_ranks_few")))
    elif players >= 8:
        out += tag("p", [["class", "muted"]], esc(tr(lang, "ct_opt_ranks_eight")))
    return out


def _purple_part(lang, setup, options):
    chosen = purple_of(options)
    items = "".join([_chip(strings.district_name(lang, p), p in chosen,
                           "setup-purple:" + p, role="checkbox") for p in PURPLE])
    quick = (button(esc(tr(lang, "ct_opt_all")), cls="btn btn-small", action="setup-purple-all")
             + button(esc(tr(lang, "ct_opt_none")), cls="btn btn-small", action="setup-purple-none"))
    summary = tag("summary", [["class", "chip"], ["data-action", "setup-fold"]],
                  esc(tr(lang, "ct_opt_purple_n", {"n": len(chosen), "total": len(PURPLE)})))
    return tag("details", [["class", "opt-purple"], ["open", bool(setup.get("purple_open"))]],
               summary + tag("div", [["class", "row"]], quick)
               + _group(tr(lang, "ct_opt_purple"), items, "chips levels"))


def render_options(lang, setup):
    """The "Table options" section."""
    options = setup.get("options") or {}
    players = setup["players"]
    count = rank_count(options, players)
    chars = lineup(options, players)
    current = matching_preset(options, players)
    presets = "".join([_chip(tr(lang, "ct_opt_preset_" + p), p == current, "setup-preset:" + p)
                       for p in PRESETS])
    preset_part = (tag("h3", [["id", "opt-preset-h"]], esc(tr(lang, "ct_opt_preset")))
                   + tag("div", [["class", "chips"], ["role", "group"],
                                 ["aria-labelledby", "opt-preset-h"]], presets))
    if current is None:
        preset_part += tag("p", [["class", "muted"]], esc(tr(lang, "ct_opt_custom")))
    rows = "".join([_rank_row(lang, r, chars[r - 1], players) for r in range(1, count + 1)])
    queen = ""
    if count == 9 and players < 5:
        queen = tag("p", [["class", "muted"]], esc(tr(lang, "ct_opt_queen_note")))
    body = (tag("h2", [["id", "opt-h"]], esc(tr(lang, "ct_opt_title"))) + preset_part
            + _ranks_part(lang, count, players)
            + tag("h3", [], esc(tr(lang, "ct_opt_characters")))
            + tag("ol", [["class", "opt-ranks"]], rows) + queen
            + _purple_part(lang, setup, options))
    return tag("section", [["class", "panel opt"], ["aria-labelledby", "opt-h"]], body)
