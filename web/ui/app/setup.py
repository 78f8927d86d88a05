"""The new-game screen: how many seats, who plays each (human or bot, bot level), names,
and a game's table options (drawn and edited by the game's own `setup_options` module, which
the registry names; a game without one has no options to choose).

The setup is a small dict edited by `apply_action` (the taps) and `set_names` (the text
fields, read by main.py before every re-render so typing is never lost); `to_seats` gives the
seats list the engine's `new_record` wants.
"""

from . import registry
from .home import lang_switch
from .html import button, esc, tag
from .i18n import game_title, t
from .rules import rules_link
from .table import strings as _table_strings  # noqa: F401  (the "own phone" words)


def _options(game_id):
    """The game's table-options module (imported on first use: it may carry card lists), or
    None for a game without table options."""
    return registry.module(game_id, "setup_options")


LEVELS = ["easy", "normal", "hard"]
# Who plays a seat: someone on this phone, a bot, a friend on their own phone at this table
# (app/table/), or a friend far away by message (app/message/). In the record the last two
# are human seats.
KINDS = ["human", "bot", "remote", "message"]
OTHER_PHONES = ("remote", "message")


def new_setup(game_id, players_allowed, invite=False):
    """A setup for `game_id`: the smallest table, seat 1 human and the others bots."""
    allowed = [n for n in players_allowed if isinstance(n, int)] or [2]
    seats = []
    for i in range(max(allowed)):
        seats.append({"name": "", "kind": "human" if i == 0 else "bot", "level": "normal"})
    return {"game": game_id, "allowed": allowed, "players": allowed[0], "seats": seats,
            "options": {}, "invite": bool(invite)}


def from_record(record, players_allowed):
    """A setup pre-filled from an invite link's record (its seats, names and options)."""
    setup = new_setup(record.get("game"), players_allowed, invite=True)
    seats = [s for s in (record.get("seats") or []) if isinstance(s, dict)]
    if len(seats) in setup["allowed"]:
        setup["players"] = len(seats)
    for i in range(min(len(seats), len(setup["seats"]))):
        kind = seats[i].get("kind")
        level = seats[i].get("level")
        setup["seats"][i] = {"name": str(seats[i].get("name") or "")[:40],
                             "kind": kind if kind in ("human", "bot") else "human",
                             "level": level if level in LEVELS else "normal"}
    options = record.get("options")
    if isinstance(options, dict):
        own = _options(setup["game"])
        setup["options"] = own.clean(options) if own is not None else options
    return setup


def apply_action(setup, action):
    """Apply a tap: `setup-players:N`, `setup-kind:I:human|bot`, `setup-level:I:LEVEL`, or a
    table option (`setup-preset:…`, `setup-ranks:N`, `setup-char:R:ID`, `setup-purple:ID`…).

    Unknown or out-of-range actions leave the setup unchanged.
    """
    parts = action.split(":")
    try:
        if parts[0] == "setup-players" and int(parts[1]) in setup["allowed"]:
            setup["players"] = int(parts[1])
        elif parts[0] == "setup-kind" and parts[2] in KINDS:
            setup["seats"][int(parts[1])]["kind"] = parts[2]
        elif parts[0] == "setup-level" and parts[2] in LEVELS:
            setup["seats"][int(parts[1])]["level"] = parts[2]
        elif _options(setup["game"]) is not None:
            _options(setup["game"]).apply_action(setup, parts)
    except (IndexError, ValueError):
        pass
    return setup


def set_names(setup, names):
    """Store the typed names (a list, seat order); missing entries keep the old name."""
    for i in range(min(len(names), len(setup["seats"]))):
        if isinstance(names[i], str):
            setup["seats"][i]["name"] = names[i][:40]
    return setup


def to_seats(setup, lang):
    """The record's seats: blank names become "Player N" / "玩家N" in `lang`."""
    out = []
    for i in range(setup["players"]):
        seat = setup["seats"][i]
        name = seat["name"].strip() or t(lang, "default_name", {"n": i + 1})
        entry = {"name": name, "kind": "human" if seat["kind"] in OTHER_PHONES else seat["kind"]}
        if seat["kind"] == "bot":
            entry["level"] = seat["level"]
        out.append(entry)
    return out


def remote_seats(setup):
    """The seats played on friends' own phones."""
    return [i for i in range(setup["players"]) if setup["seats"][i]["kind"] == "remote"]


def message_seats(setup):
    """The seats played by message, on friends' phones far away."""
    return [i for i in range(setup["players"]) if setup["seats"][i]["kind"] == "message"]


def other_phones(setup):
    """Whether any seat is played on another phone (live or by message)."""
    return bool(remote_seats(setup) or message_seats(setup))


def to_options(setup):
    """The options for the engine's `new_record`: a combination it accepts."""
    own = _options(setup.get("game"))
    return own.to_options(setup) if own is not None else (setup.get("options") or {})


def _choice(label, value, current, action, text):
    pressed = "true" if value == current else "false"
    return button(esc(text), cls="chip" + (" is-on" if value == current else ""),
                  action=action, extra=[["aria-pressed", pressed]])


def _seat_row(lang, setup, i):
    seat = setup["seats"][i]
    n = i + 1
    name_id = "seat-name-" + str(i)
    field = (tag("label", [["for", name_id], ["class", "sr"]], esc(t(lang, "name_label", {"n": n})))
             + "<input" + ' id="' + name_id + '" class="name-input" type="text" maxlength="40"'
             + ' autocomplete="off" data-seat-name="' + str(i) + '" value="' + esc(seat["name"])
             + '" placeholder="' + esc(t(lang, "default_name", {"n": n})) + '">')
    kinds = tag("div", [["class", "chips"], ["role", "group"],
                        ["aria-label", t(lang, "who_plays", {"n": n})]],
                _choice(lang, "human", seat["kind"], "setup-kind:" + str(i) + ":human", t(lang, "human"))
                + _choice(lang, "bot", seat["kind"], "setup-kind:" + str(i) + ":bot", t(lang, "bot"))
                + _choice(lang, "remote", seat["kind"], "setup-kind:" + str(i) + ":remote", t(lang, "table_kind"))
                + _choice(lang, "message", seat["kind"], "setup-kind:" + str(i) + ":message",
                          t(lang, "msg_kind")))
    levels = ""
    if seat["kind"] == "bot":
        levels = tag("div", [["class", "chips levels"], ["role", "group"],
                             ["aria-label", t(lang, "bot_level", {"n": n})]],
                     "".join([_choice(lang, lv, seat["level"],
                                      "setup-level:" + str(i) + ":" + lv, t(lang, "level_" + lv))
                              for lv in LEVELS]))
    head = tag("span", [["class", "seat-no"], ["aria-hidden", "true"]], str(n))
    return tag("li", [["class", "seat-row"], ["data-seat", str(i)]],
               head + tag("div", [["class", "seat-body"]], field + kinds + levels))


def level_hint(lang, setup):
    """What each bot level is like, a sentence a level, once there is a bot at the table."""
    for seat in setup["seats"][:setup["players"]]:
        if seat["kind"] == "bot":
            return "".join([tag("p", [["class", "hint"], ["data-level-hint", lv]],
                                esc(t(lang, "level_about_" + lv))) for lv in LEVELS]
                           + [tag("p", [["class", "hint"]], esc(t(lang, "bots_never_peek")))])
    return ""


def render_setup(lang, setup, engine):
    """The setup screen. `engine` is "ready", "loading" (Start can be tapped: the game starts
    as soon as the engine is up), "pending" (Start was tapped while it loads: the button
    says so) or "failed"; True and False stand for "ready" and "failed"."""
    if engine is True or engine is False:
        engine = "ready" if engine else "failed"
    title = game_title(lang, setup["game"])
    own = _options(setup["game"])
    top = tag("header", [["class", "topbar"]],
              button(tag("span", [["aria-hidden", "true"]], "←"), cls="btn btn-icon",
                     action="home", label=t(lang, "back_home"))
              + tag("h1", [["class", "topbar-title"]], esc(t(lang, "setup_title", {"game": title})))
              + rules_link(lang, setup["game"]) + lang_switch(lang, compact=True))
    note = ""
    if setup.get("invite"):
        note = tag("p", [["class", "note"]], esc(t(lang, "invite_note")))
    counts = tag("div", [["class", "chips"], ["role", "group"], ["aria-labelledby", "count-h"]],
                 "".join([_choice(lang, n, setup["players"], "setup-players:" + str(n),
                                  t(lang, "seat_count_n", {"n": n})) for n in setup["allowed"]]))
    seats = "".join([_seat_row(lang, setup, i) for i in range(setup["players"])])
    body = (note + tag("h2", [["id", "count-h"]], esc(t(lang, "seat_count"))) + counts
            + tag("ol", [["class", "seat-list"]], seats)
            + level_hint(lang, setup) + tag("p", [["class", "hint table-hint"]], esc(t(lang, "table_setup_note")))
            + tag("p", [["class", "hint table-hint"]], esc(t(lang, "msg_setup_note")))
            + (own.render_options(lang, setup) if own is not None else ""))
    label = "starting" if engine == "pending" else ("table_open" if other_phones(setup) else "start")
    start = tag("footer", [["class", "dock dock-setup"]],
                button(esc(t(lang, label)),
                       cls="btn btn-primary btn-wide", action="start",
                       disabled=engine not in ("ready", "loading")))
    return tag("div", [["class", "screen setup"], ["data-screen", "setup"],
                       ["data-game", setup["game"]]],
               top + tag("main", [["class", "scroll"]], body) + start)
