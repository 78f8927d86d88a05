"""Looking a string up in a catalogue table and filling its `{name}` fields.

Shared by the app's catalogue (`i18n.t`) and each game's string module (`strings_<game>`),
which cannot import `i18n` without an import cycle.
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
    text = entry.get(lang) or entry.get("en") or key
    if params:
        for name in params:
            text = text.replace("{" + name + "}", str(params[name]))
    return text


def seat_name(names, seat):
    """The player's name at `seat`, or "?" for a seat the view does not name (a move log
    from a forged link can carry any number)."""
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return "?"
