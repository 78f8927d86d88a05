"""Render a list of cases with the app modules: the same code runs in CPython and MicroPython.

Each case is `[kind, args...]`; the result is a list of strings (HTML or text) that must come
out identical in both interpreters. Kept in the common subset, like the app itself.
"""

from app import flow, game, handoff, home, i18n, over, rules, saves, setup


def run_case(case):
    kind = case[0]
    if kind == "home":
        return home.render_home(case[1], case[2], case[3], case[4], case[5], case[6])
    if kind == "static":
        return home.render_static()
    if kind == "setup":
        s = setup.new_setup(case[2], case[3])
        for action in case[4]:
            setup.apply_action(s, action)
        setup.set_names(s, case[5])
        seats = setup.to_seats(s, case[1])
        # Dict order differs between the interpreters: list the fields sorted.
        text = "|".join([",".join([k + "=" + str(seat[k]) for k in sorted(seat)]) for seat in seats])
        return setup.render_setup(case[1], s, True) + text
    if kind == "game":
        return game.render_game(case[1], case[2], case[3])
    if kind == "handoff":
        return handoff.render_handoff(case[1], case[2], case[3])
    if kind == "ranking":
        return over.render_ranking(case[1], case[2], case[3], case[4])
    if kind == "log":  # ["log", lang, view, names, game id (Celtica when left out)]
        game_id = case[4] if len(case) > 4 else "celtica"
        return "\n".join([i18n.phrase_event(case[1], game_id, ev, case[3], case[2])
                          for ev in case[2].get("log") or []])
    if kind == "rules":  # ["rules", lang, game id, fetched page text or None, failed]
        article = rules.article_of(case[3]) if case[3] is not None else None
        return rules.render_sheet(case[1], case[2], article, case[4]) + rules.rules_link(case[1], case[2])
    if kind == "refusal":  # ["refusal", lang, the worker's error reply]
        return i18n.refusal_text(case[1], case[2])
    if kind == "stats":  # ["stats", lang, stored text, game ids, now, confirm]
        from app import stats
        record = stats.parse(case[2])
        return stats.render_sheet(case[1], record, case[3], case[4], case[5]) + stats.card_line(
            case[1], record, case[3][0])
    if kind == "flow":
        return repr(flow.next_step(case[1], case[2], case[3]))
    if kind == "saves":
        index = saves.parse_index(case[1])
        for summary in case[2]:
            index = saves.upsert(index, summary)
        return "|".join([",".join([k + "=" + str(e[k]) for k in sorted(e)]) for e in index])
    if kind == "save":  # ["save", stored text]: what of a stored game can be used
        stored = saves.parse_save(case[1])
        if stored is None:
            return "damaged"
        return "record" + ("" if stored["snapshot"] is None else " and snapshot")
    if kind == "canonical":  # ["canonical", a share]: the text a share's fingerprint is taken of
        from app.message import canonical
        return canonical.fingerprint_text(case[1])
    if kind == "guest":  # ["guest", invite facts, steps]: a guest opens messages and plays
        import json

        from app.message import canonical, guest
        seat = guest.GuestByMessage(case[1], {"public": "", "private": ""}, "v" * 22)
        out = []
        for step in case[2]:
            if step[0] == "open":
                got = seat.opened(step[1], step[2])
                out.append(got[0] + ":" + (got[2] if got[0] == "state" else ""))
            elif step[0] == "hint":
                shown = seat.show_hint()
                out.append("hint:" + ("none" if shown is None else canonical.canonical(shown)))
            else:
                made = seat.play(step[1])   # its keys in the interpreter's order: compared sorted
                said = "none" if made is None else str(made[0]) + canonical.canonical(json.loads(made[1]))
                out.append("reply:" + said)
        return "\n".join(out)
    if kind == "tsdp":  # ["tsdp", description text, kind]: packed, read back, written again
        from app.table import sdp
        packed = sdp.pack(case[1], case[2], bytes([9, 8, 7, 6]), 2, "stun:stun.example.org:3478")
        code = sdp.join_fragment(packed) if case[2] == sdp.OFFER else sdp.answer_code(packed)
        facts = sdp.read_join(code) if case[2] == sdp.OFFER else sdp.read_answer(code)
        return code + "\n" + sdp.to_sdp(facts)
    if kind == "tscreen":  # ["tscreen", lang, what, data]: the table mode's screens
        from app.table import screens
        if case[2] == "lobby":
            return screens.render_lobby(case[1], case[3])
        if case[2] == "join":
            return screens.render_join(case[1], case[3])
        if case[2] == "bar":
            return screens.render_bar(case[1], case[3][0], case[3][1], case[3][2], case[3][3], case[3][4])
        return screens.render_away(case[1], case[3], 1, True) + screens.render_scanner(case[1])
    return "unknown case " + str(kind)


def run(cases):
    return [run_case(case) for case in cases]
