"""Nim's words in the UI (what `app/games/<id>/strings.py` holds for a real game)."""

KEY_PREFIXES = ["nim_"]

STRINGS = {
    "nim_pile": {"en": "{n} stones left", "zh-Hant": "還剩 {n} 顆石子"},
}

REFUSALS_ZH = {
    "nim.too_many": "你的牌最多只能拿 {card} 顆石子。",
    "nim.pile": "不能拿 {n} 顆石子：只剩 {left} 顆。",
}


def phrase(lang, kind, ev, who, names, view):
    if kind == "took":
        if lang == "zh-Hant":
            return who + " 拿了 " + str(ev.get("n")) + " 顆石子。"
        return who + " took " + str(ev.get("n")) + "."
    return None
