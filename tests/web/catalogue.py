"""Checks every game's own string catalogue shares: both languages for every key, the same
`{fields}` in each, Chinese that is Chinese, and every log event of real games phrased.

Each game's screen tests call these with its catalogue and its own phrasing function, so a
new game gets the same guarantees by calling them too.
"""

import json
import re
from pathlib import Path

from app import i18n
from app.i18n import LANGS, STRINGS, phrase_event

CJK = re.compile(r"[\u4e00-\u9fff]")
ENGINES = Path(__file__).resolve().parents[2] / "pycore" / "games"


def engine_event_kinds(game_id):
    """Every log event kind a game's engine source can emit: `state.log_event("<kind>", …)`,
    or an entry built as a dict (`"event": "<kind>"`)."""
    kinds = set()
    for path in (ENGINES / game_id).glob("*.py"):
        source = path.read_text(encoding="utf-8")
        kinds.update(re.findall(r'\blog_event\(\s*"(\w+)"', source))
        kinds.update(re.findall(r'"event":\s*"(\w+)"', source))
    return kinds


def check_catalogue(strings, prefixes, same_allowed=()):
    """Every key of a game's catalogue `strings` (key -> {lang: text}): a known prefix, a
    Chinese text that is not the English one, and merged into the app's one catalogue so
    `t()` finds it. (Both languages, the same fields and Chinese that is Chinese are checked
    for every key of every catalogue in `test_i18n.py`.)"""
    i18n.load_all_strings()  # the app merges a game's strings on first use
    for key, entry in strings.items():
        assert key.startswith(tuple(prefixes)), key
        if CJK.search(entry["zh-Hant"]) and not key.startswith(tuple(same_allowed)):
            assert entry["en"] != entry["zh-Hant"], key
        assert STRINGS[key] is entry
        assert i18n.t("zh-Hant", key) == entry["zh-Hant"]


def check_log_phrased(game_id, own_phrase, tables, raw_markers):
    """Phrase every log event of every finished game in `tables` — (state, seat names)
    pairs — in both languages, through the game's `own_phrase` and through the app's
    `phrase_event`, which must agree. No placeholder, `None` or raw key (`raw_markers`)
    may show, the Chinese must be Chinese and differ from the English. Returns the event
    kinds seen, for the caller to check against the kinds it expects."""
    seen = set()
    for state, names in tables:
        view = json.loads(json.dumps(state.view(None)))     # as the worker sends it
        for event in view["log"]:
            seen.add(event["event"])
            who = names[event["seat"]] if "seat" in event else "?"
            texts = {}
            for lang in LANGS:
                own = own_phrase(lang, event["event"], event, who, names, view)
                assert own, event
                text = phrase_event(lang, game_id, event, names, view)
                assert text == own
                for marker in ("{", "=", "None", *raw_markers):
                    assert marker not in text, (marker, text)
                texts[lang] = text
            assert CJK.search(texts["zh-Hant"]), texts
            assert texts["en"] != texts["zh-Hant"], event
    return seen
