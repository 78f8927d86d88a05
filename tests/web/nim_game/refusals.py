"""Nim's refusals: the English template of every code it raises (`pycore.refusals`)."""

EN: dict[str, str] = {
    "nim.too_many": "Your card lets you take at most {card} stones.",
    "nim.pile": "You cannot take {n} stones: {left} are left.",
}
