"""Looking a string up in a catalogue table and filling its `{name}` fields, and joining a list
of names the way each language writes it.

Shared by the app's catalogue (`i18n.t`, `i18n.list_join`) and each game's string module
(`games/<id>/strings.py`), which cannot import `i18n` without an import cycle.
"""


def fill(table, lang, key, params=None):
    """`key` from `table` in `lang` (English if missing), `{name}` fields filled from
    `params`; a "<key>_one" entry is used when the count `n` is 1. Unknown keys come back as
    themselves, so a missing string shows up instead of vanishing."""
    entry = table.get(key)
    if entry is None:
        return key
    if params and params.get("n") == 1 and (key + "_one") in table:
        entry = table[key + "_one"]
    return fill_text(entry.get(lang) or entry.get("en") or key, params)


def fill_text(text, params=None):
    """`text` with its `{name}` fields filled from `params` (a dict); unknown fields stay."""
    if not params:
        return text
    # One pass over the template: a value is never scanned again, so a player named "{game}"
    # stays "{game}" whatever order the fields come in (MicroPython's dicts keep none).
    out = []
    start = 0
    while True:
        left = text.find("{", start)
        right = text.find("}", left + 1) if left >= 0 else -1
        if right < 0:
            out.append(text[start:])
            return "".join(out)
        left = text.rfind("{", left, right)   # the "{" nearest the "}": "{ {n}" fills {n}
        name = text[left + 1:right]
        if name in params:
            out.append(text[start:left] + str(params[name]))
        else:
            out.append(text[start:right + 1])
        start = right + 1


def seat_name(names, seat):
    """The player's name at `seat`, or "?" for a seat the view does not name (a move log
    from a forged link can carry any number)."""
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return "?"


def list_join(lang, items):
    """A list of names joined the way each language writes it ("a, b" or 「甲、乙」)."""
    sep = "、" if lang == "zh-Hant" else ", "
    return sep.join(items)


def clauses(lang, parts):
    """The clauses of one sentence ("a, b" or 「甲，乙」)."""
    return ("，" if lang == "zh-Hant" else ", ").join(parts)


def sentences(lang, parts):
    """Sentences one after another ("A. B" or 「甲。乙」)."""
    return ("。" if lang == "zh-Hant" else ". ").join(parts)


def labelled(lang, label, text):
    """A label and what it names ("Label: text" or 「標籤：內容」)."""
    return label + ("：" if lang == "zh-Hant" else ": ") + text


def aside(lang, text):
    """A word in brackets after what it explains (" (text)" or 「（內容）」)."""
    return "（" + text + "）" if lang == "zh-Hant" else " (" + text + ")"


def linked(lang, parts):
    """Statements that belong together ("a; b" or 「甲；乙」)."""
    return ("；" if lang == "zh-Hant" else "; ").join(parts)


def one_after(lang, parts):
    """Sentences that end in their own stop, one after another ("A. B." or 「甲。乙。」)."""
    return ("" if lang == "zh-Hant" else " ").join(parts)
