"""Sound and vibration: the cue a change of the open game calls for ("turn" when the seat on
screen becomes due, "round" when a round or the game ends), played only when the player
turned sound on (`SOUND_KEY`).
"""

SOUND_KEY = "pt.sound"    # "on" when the player turned sound and vibration on (off by default)


def cue(app, kind):
    if app.sound:
        play = getattr(app.env, "cue", None)
        if play is not None:
            play(kind)


def cue_for(app, old, new):
    """The cue a new snapshot of the same game calls for, if any: "round" when a round
    (or the game) ended, else "turn" when the seat on screen has become due."""
    if not app.sound or old is None or new.get("moves", 0) <= old.get("moves", 0):
        return
    if (old.get("record") or {}).get("seed") != (new.get("record") or {}).get("seed"):
        return
    before = old.get("view") or {}
    after = new.get("view") or {}
    ended = new.get("over") and not old.get("over")
    rounds = [before.get("round"), after.get("round")]
    if ended or (isinstance(rounds[0], int) and isinstance(rounds[1], int) and rounds[1] > rounds[0]):
        cue(app, "round")
        return
    seat = new.get("viewer")
    if (seat is not None and seat in (new.get("to_move") or []) and new.get("legal")
            and seat not in (old.get("to_move") or [])):
        cue(app, "turn")
