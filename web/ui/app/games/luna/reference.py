"""Luna's key: every symbol drawn on its board, drawn by `draw.py` as it is there, beside what
it means — the islands (number, favour, tokens left, pawns standing and lying, shrines, the
three figures), the temple island (the guard's value, the time tokens, the landing steps), the
path, the temple and the council, the seven favours and their rules, and the numbers on the
decision's buttons. Opened from the board's foot (`app/game.py`) over the game."""

from ...fill import seat_name
from ...html import esc, tag
from ..keys import row, section, sheet
from .draw import FIGURES, favour_token, figure_mark, novice_pawn, seat_disc, shrine_mark, time_moons
from .strings import FAVOURS, favour_name, tr

LABEL = {"en": "Key", "zh-Hant": "圖例"}


def _isle_head(lang):
    return tag("span", [["class", "isle-no"]], "3") + favour_token(lang, "bribe")


def _tile(lang, cls, number, symbol, mark=""):
    inner = (tag("span", [["class", "pt-no"]], esc(number))
             + tag("span", [["class", "pt-sym"]], esc(favour_name(lang, symbol))) + mark)
    return tag("span", [["class", "ptile key-piece fav-edge-" + symbol + " " + cls]],
               tag("span", [["class", "pt-in"]], inner))


def _badged(cls, word, n):
    """A button of the decision as it is drawn there, with its number."""
    return tag("span", [["class", cls]], esc(word) + tag("span", [["class", "kind-n"]], esc(n)))


def render(lang, view, names):
    """The sheet's body: the key, section by section."""
    players = view.get("players") or len(names)
    islands = [
        row(_isle_head(lang), tr(lang, "l_key_isle_no")),
        row(tag("span", [["class", "isle-left"]], "×2"), tr(lang, "l_key_isle_left")),
        row(novice_pawn(lang, 0) + tag("span", [["class", "n-act"]], "2"), tr(lang, "l_key_pawn_active")),
        row(novice_pawn(lang, 0, True) + tag("span", [["class", "n-spent"]], "1"), tr(lang, "l_key_pawn_spent")),
        row(shrine_mark(0), tr(lang, "l_key_shrine")),
    ]
    islands += [row(figure_mark(lang, f, False), tr(lang, "l_rule_" + f)) for f in FIGURES]
    islands.append(row(tag("span", [["class", "isle is-target fav-bg-bribe key-piece"]],
                           tag("span", [["class", "isle-no"]], "3")), tr(lang, "l_key_lit")))
    seats = [row(seat_disc(lang, s), seat_name(names, s)) for s in range(players)]
    guard = (view.get("guard") or {}).get("value", 0)
    centre = [
        row(tag("span", [["class", "guard-shield"]], esc(guard)), tr(lang, "l_key_guard")),
        row(tag("span", [["class", "centre-time"]], time_moons({"left": 2, "total": 4})), tr(lang, "l_key_moon")),
        row(tag("span", [["class", "ring-caption"]], esc(tr(lang, "l_steps"))), tr(lang, "l_key_steps")),
    ]
    path = [
        row(_tile(lang, "st-allowed", 9, "bribe"), tr(lang, "l_key_tile")),
        row(_tile(lang, "st-forbidden", 13, "novice",
                  tag("span", [["class", "pt-mark"]], esc(tr(lang, "l_bribe_mark")))), tr(lang, "l_key_forbidden")),
        row(_tile(lang, "st-closed", 21, "tide"), tr(lang, "l_key_closed")),
        row(tag("span", [["class", "pguard is-here key-piece"]],
                tag("span", [["class", "guard-shield"]], "5") + tag("span", [["class", "guard-fig"]], "♜")),
            tr(lang, "l_key_guard_tile")),
        row(tag("span", [["class", "hx key-piece is-tile"]],
                tag("span", [["class", "hx-in fav-bg-book"]],
                    tag("span", [["class", "hx-no"]], "2") + tag("span", [["class", "hx-sym"]],
                                                                esc(favour_name(lang, "book"))))),
            tr(lang, "l_key_hex")),
        row(seat_disc(lang, 0, " is-book"), tr(lang, "l_key_book")),
        row(tag("span", [["class", "cspace key-piece"]],
                tag("span", [["class", "cs-pts"]], "6") + tag("span", [["class", "cs-stack"]],
                                                              seat_disc(lang, 0) + seat_disc(lang, 1))),
            tr(lang, "l_key_council")),
    ]
    favours = [row(favour_token(lang, f), tr(lang, "l_rule_" + f)) for f in FAVOURS]
    favours.append(row("", tr(lang, "l_key_fav_end")))
    dock = [
        row(tag("span", [["class", "seat-facts"]], esc(tr(lang, "l_reserve_n", {"n": 3}))),
            tr(lang, "l_key_seat_chip")),
        row(_badged("kind-chip", tr(lang, "l_kind_favour"), 2), tr(lang, "l_key_kind_n")),
        row(_badged("btn time-btn", tr(lang, "l_do_time"), 4), tr(lang, "l_key_time_n")),
        row(tag("span", [["class", "spend-btn"]], tag("span", [["class", "sp-cost"]], "●2")), tr(lang, "l_key_spend")),
        row(tag("span", [["class", "isle-act is-half key-piece"]], esc("● " + tr(lang, "l_active"))),
            tr(lang, "l_key_halves")),
    ]
    return sheet("luna", [section(tr(lang, "l_key_islands"), islands),
                          section(tr(lang, "l_key_seats"), seats),
                          section(tr(lang, "l_key_centre"), centre),
                          section(tr(lang, "l_key_path"), path),
                          section(tr(lang, "l_key_favours"), favours),
                          section(tr(lang, "l_key_dock"), dock)])
