"""Legal move texts as the game screens use them: grouped by kind, so each screen can put
a kind's moves on the things they concern."""


def group_moves(legal):
    """Legal move texts grouped by kind (the text before the first ':'):
    {"play": ["play:red:1:0", ...], "take": [...], ...}, each group in the engine's order."""
    groups = {}
    for text in legal:
        kind = text.split(":")[0]
        if kind not in groups:
            groups[kind] = []
        groups[kind].append(text)
    return groups
