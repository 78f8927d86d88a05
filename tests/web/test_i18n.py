"""The catalogue: both languages for every string, matching fields, log phrasing."""

import ast
import re

from snapshots import playthrough

from app import i18n, registry
from app.i18n import LANGS, STRINGS, norm_lang, phrase_event, t

FIELD = re.compile(r"\{(\w+)\}")
# The games' own catalogues join STRINGS on first use: check them all, in any test order.
i18n.load_all_strings()


def test_every_key_has_every_language():
    for key, entry in STRINGS.items():
        for lang in LANGS:
            assert isinstance(entry.get(lang), str) and entry[lang].strip(), (key, lang)


def test_both_languages_fill_the_same_fields():
    for key, entry in STRINGS.items():
        fields = [sorted(set(FIELD.findall(entry[lang]))) for lang in LANGS]
        assert fields[0] == fields[1], key


def test_chinese_is_chinese():
    cjk = re.compile(r"[\u4e00-\u9fff]")
    # Strings that are names or symbols in both languages may share their text.
    same_ok = {"ev_unknown", "switch_lang", "switch_lang_short", "switch_lang_label"}
    for key, entry in STRINGS.items():
        if key in same_ok or key.startswith("c_letter_"):
            continue
        if not FIELD.sub("", entry["zh-Hant"]).strip(" #():·,.+-–0123456789：（），"):
            continue
        assert cjk.search(entry["zh-Hant"]), key


def test_required_names_follow_the_rules_texts():
    zh = lambda key: t("zh-Hant", key)
    title = lambda game_id: i18n.game_title("zh-Hant", game_id)
    assert title("celtica") == "塞爾特的護身符"
    assert title("citadels") == "富饒之城"
    assert title("notre_dame") == "聖母院"
    assert title("luna") == "月神來我家"
    assert "德魯伊卡" in zh("c_druid_cards") and "經驗卡" in zh("c_experience")
    assert [zh("c_space_" + k) for k in ["ruin", "cult", "village", "castle", "monastery", "goal"]] == \
        ["廢墟", "祭壇", "村莊", "城堡", "修道院", "終點"]
    assert [zh("c_colour_" + c) for c in ["red", "grey", "white", "brown", "black"]] == \
        ["紅", "灰", "白", "棕", "黑"]
    assert t("zh-Hant", "default_name", {"n": 2}) == "玩家2"
    assert t("en", "default_name", {"n": 2}) == "Player 2"
    assert t("zh-Hant", "handoff_title", {"name": "玩家2"}) == "請交給玩家2"
    assert t("en", "handoff_title", {"name": "Player 2"}) == "Pass to Player 2"


# ---- every game's keys in a namespace of its own -----------------------------------------------
def app_keys():
    """The keys of the app's own catalogue as written in i18n.py (STRINGS also holds the
    games' keys once merged, which could hide a game key that shadows one of the app's)."""
    with open(i18n.__file__, encoding="utf-8") as f:
        tree = ast.parse(f.read())
    table = next(node.value for node in tree.body if isinstance(node, ast.Assign)
                 and [getattr(t, "id", None) for t in node.targets] == ["STRINGS"])
    return [key.value for key in table.keys]


def namespace_faults(game_id, prefixes, keys, others, app):
    """What keeps a game's keys from being its own: a prefix that is a bare word rather than a
    stem of the game's (its id's initial, at most three letters, then "_"), one that overlaps
    another game's (`others`: their prefixes) or starts an app key (`app`), and a key outside
    its prefixes."""
    faults = []
    for prefix in prefixes:
        stem = prefix[:-1]
        if not (prefix.endswith("_") and 1 <= len(stem) <= 3 and stem.isalpha() and stem[0] == game_id[0]):
            faults.append("bare prefix " + prefix)
        faults += ["overlaps " + other for other in others if other.startswith(prefix) or prefix.startswith(other)]
        faults += ["starts the app's " + key for key in app if key.startswith(prefix)]
    faults += ["bare key " + key for key in keys if not any(key.startswith(p) for p in prefixes)]
    return faults


def test_every_game_key_is_in_its_games_namespace():
    app = app_keys()
    assert "ev_unknown" in app and "turn_of" in app
    for game_id in registry.ids():
        module = i18n.game_strings(game_id)
        others = [p for g in registry.ids() if g != game_id for p in registry.module(g, "strings").KEY_PREFIXES]
        assert registry.entry(game_id)["key_prefixes"] == module.KEY_PREFIXES, game_id
        assert namespace_faults(game_id, module.KEY_PREFIXES, sorted(module.STRINGS), others, app) == [], game_id


def test_the_namespace_rule_finds_bare_and_shadowing_keys():
    app = ["ev_unknown", "turn_of"]
    assert namespace_faults("celtica", ["c_"], ["c_path", "c_ev_took"], ["ct_", "l_"], app) == []
    assert namespace_faults("celtica", ["c_", "ev_"], ["ev_took"], [], app) == [
        "bare prefix ev_", "starts the app's ev_unknown"]
    assert namespace_faults("celtica", ["c_"], ["colour_red"], [], app) == ["bare key colour_red"]
    assert namespace_faults("citadels", ["ct_", "opt_"], [], [], app) == ["bare prefix opt_"]
    assert namespace_faults("celtica", ["c_"], [], ["c_x_"], app) == ["overlaps c_x_"]


def test_singulars_and_missing_keys():
    assert t("en", "c_cards_n", {"n": 1}) == "1 card"
    assert t("en", "c_cards_n", {"n": 3}) == "3 cards"
    assert t("en", "no_such_key") == "no_such_key"


def test_a_value_is_never_read_as_a_field():
    # A player may be called "{game}": the name is shown as typed, whatever the field order.
    assert t("en", "continue_label", {"names": "{game}", "game": "Luna"}) == "Continue Luna with {game}"
    assert t("en", "continue_label", {"game": "{names}", "names": "Ann"}) == "Continue {names} with Ann"
    assert t("en", "continue_label", {"game": "Luna"}) == "Continue Luna with {names}"


def test_language_choice():
    assert norm_lang("zh-TW") == "zh-Hant"
    assert norm_lang("zh-Hant-HK") == "zh-Hant"
    assert norm_lang("en-GB") == "en"
    assert norm_lang("fr") == "en"
    assert norm_lang(None) == "en"


def test_the_game_bar_names_the_other_language_briefly_and_in_full_to_a_screen_reader():
    """A game's top bar is narrow, and its status ("Round 4/6 · 陳小明 to play") needs the room:
    the switch shows "中文" or "EN", and its accessible name is the language's full name."""
    from htmlscan import Scan
    from snapshots import due_snapshots

    from app import game, home, setup
    snap = due_snapshots(21)[0]
    ready = {"ready": True, "thinking": None, "replay": None}
    for lang, other, short, full in (("en", "zh-Hant", "中文", "繁體中文"),
                                     ("zh-Hant", "en", "EN", "English")):
        bar = Scan(game.render_game(lang, snap, ready).split("</header>")[0])
        [switch] = bar.find("button", data_action="lang:" + other)
        assert (switch["aria-label"], switch["lang"]) == (full, other)
        assert short in bar.text and full not in bar.text
        # The setup's bar offers the same short switch: names typed so far are kept (main.py).
        bar = Scan(setup.render_setup(lang, setup.new_setup("luna", [2, 3, 4]), True).split("</header>")[0])
        assert bar.find("button", data_action="lang:" + other)[0]["aria-label"] == full
        # The home has room for the full name.
        [switch] = Scan(home.lang_switch(lang)).find("button")
        assert "aria-label" not in switch and full in Scan(home.lang_switch(lang)).text


def test_every_celtica_event_is_phrased_in_both_languages():
    seen = {}
    for seed in (1, 2, 3, 4):
        *_, (_, state) = playthrough(seed)     # the last position
        view = state.view(None)
        for event in view["log"]:
            seen[event["event"]] = [event, view]
    assert {"played", "took", "round", "end_phase", "game_over"} <= set(seen)
    names = ["Ann", "Bo", "Cy"]
    for kind, (event, view) in seen.items():
        texts = [phrase_event(lang, "celtica", event, names, view) for lang in LANGS]
        for text in texts:
            assert "{" not in text and "=" not in text, (kind, text)
        assert texts[0] != texts[1], kind


def test_unknown_events_still_show_their_facts():
    text = phrase_event("en", "celtica", {"event": "mystery", "seat": 1, "x": 2}, ["A", "B"])
    assert "mystery" in text and "x=2" in text


def test_relative_time():
    assert i18n.relative_time("en", 0, 30 * 1000) == "just now"
    assert i18n.relative_time("en", 0, 5 * 60000) == "5 min ago"
    assert i18n.relative_time("zh-Hant", 0, 3 * 3600000) == "3 小時前"
    assert i18n.relative_time("en", 0, 24 * 3600000) == "yesterday"


def test_chinese_screens_have_no_stray_english():
    """Every visible word of a zh-Hant screen comes from the catalogue (names aside)."""
    from htmlscan import Scan
    from snapshots import due_snapshots

    from app import game, handoff, home, setup
    zh = lambda key: t("zh-Hant", key)
    ready = {"ready": True, "thinking": None, "replay": None}
    screens = [home.render_home("zh-Hant", [{"id": "celtica", "players": [2, 3]}],
                                [{"id": "a", "game": "celtica", "names": ["Ann"], "updated": 0,
                                  "due": [0]}], "ready", 0, "a"),
               setup.render_setup("zh-Hant", setup.new_setup("celtica", [2, 3, 4, 5]), True),
               handoff.render_handoff("zh-Hant", "Ann", True)]
    snaps = due_snapshots(21)
    screens += [game.render_game("zh-Hant", snap, ready) for snap in snaps[::7] + snaps[-1:]]
    word = re.compile(r"[A-Za-z]{2,}")
    for html in screens:
        text = Scan(html).text.replace("Ann", "").replace("img src", "").replace("onerror", "")
        # The language switch names English, in English ("English", or "EN" where room is short).
        for english in (zh("switch_lang_short"), zh("switch_lang")):
            text = text.replace(english, "")
        text = text.replace("alert", "").replace("QR 碼", "碼")   # Taiwan's word for a QR code
        assert not word.findall(text), word.findall(text)[:5]
        for _name, attrs in Scan(html).elements:
            for key in ("aria-label", "title", "placeholder"):
                value = attrs.get(key, "").replace("Ann", "").replace(zh("switch_lang"), "")
                assert not word.findall(value), (key, value)


def test_engine_refusals_are_translated_by_their_code():
    from pycore.games.celtica import moves
    for code in moves._ASKED.values():
        assert i18n.refusal_template("zh-Hant", code), code
    over = {"ok": False, "error": "The game is over.", "code": "move.game_over", "params": {}}
    assert i18n.refusal_text("en", over) == "The game is over."
    assert i18n.refusal_text("zh-Hant", over) == "遊戲已經結束。"
    assert i18n.refusal_text("zh-Hant", {"ok": False, "error": "Something new."}) == "Something new."


# Counts shown with a plural noun that are never 1, so need no "_one" form: a completed city
# scores 2 or 4, a city ends at 7 or 8 districts, at least 2 characters are offered, Luna's
# council and guard values are 0, 2-6 or 8-10, and tables have 8-9 ranks and 2+ players; the
# full saves list is always saves.MAX_SAVES long.
NEVER_ONE = {"cev_completed", "ct_city_to_end", "ct_offered_n", "l_council_space", "l_guard_now",
             "l_guard_tile", "ct_opt_ranks_n", "seat_count_n", "room_body"}


def test_a_count_before_a_plural_noun_has_a_singular_form():
    """ "1 cards" is a bug: every English string with `{n}` before a plural noun has a
    `<key>_one` entry, which `t()` uses when n is 1, unless its count is never 1."""
    i18n.load_all_strings()     # the games' own catalogues too
    plural = re.compile(r"\{n\} (?:[a-z]+ )?(?!begins\b)[a-z]{2,}s\b")
    missing = [key for key, entry in STRINGS.items()
               if not key.endswith("_one") and plural.search(entry["en"])
               and key + "_one" not in STRINGS and key not in NEVER_ONE]
    assert missing == []
    assert set(STRINGS) >= NEVER_ONE
    assert t("en", "ct_deck_n", {"n": 1}) == "Deck 1 card"
    assert t("en", "nd_plague_value", {"n": 1}) == "1 rat in all"
