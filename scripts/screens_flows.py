"""Take the screenshots in `docs/screens/flows/`: the app's screens that are not a game's board
(home, setup, the player's record, a rules sheet, a live table's lobby and a guest's join
screen, and a table by message from the invites to the guest's check of the end), in both
languages, at two phone sizes and both themes, so a reader sees them without setting up a
table of several phones.

    .venv/bin/python scripts/screens_flows.py [--out docs/screens/flows]
        [--sizes 360x740,390x844] [--langs en,zh-Hant] [--themes light,dark]

`make screens` runs it (after `make site`: the pages link the build's `dist/style.css`).
The screens come from the real UI code in CPython, driven through the unit tests' harnesses
(`tests/web/harness.py`, `tests/web/table_harness.py`: every phone an App with a fake page,
the real engine on the host, links carried by opening their addresses); each state's
rendered HTML (`App.render()`: the screen and the sheet over it) is put into a page shaped
as `dist/index.html` is (`#app`, `#overlay`), served from `dist/` on 127.0.0.1 so that its
relative links (style.css, rules, table.js, which paints the QR codes) resolve, and
photographed by Playwright's Chromium. One PNG per screen, size, language and theme, named
`<screen>-<width>x<height>-<lang>-<theme>.png`, the screens being

    home, record, rules, setup           the home screen (a game to continue, the player's
                                         record on the cards), its record and rules sheets,
                                         the setup of a Celtica table: you, by message, a bot
    table-lobby, table-join, table-away  a live table: the host's lobby showing a seat's code,
                                         the guest's answer code, the host's question when
                                         that guest's phone is gone
    msg-host-invite, msg-guest-invite,   by message: the host's lobby with the seat's invite,
    msg-guest-answer, msg-guest-turn,    the invite and the answer on the guest's phone, a turn
    msg-guest-reply, msg-host-end,       of its seat and the reply it sends, the end on the
    msg-guest-end, msg-guest-checked     host's phone (checked at once) and on the guest's, its
                                         check offered and then passed
    coach-hint, coach-review,            the coach: a hint at a Notre Dame decision against a
    coach-replay                         Hard bot, the review of that game at its end, and the
                                         replay at its biggest swing

Nothing here is a test, but each state is checked to be the screen it is named after, so a
changed flow stops the script instead of photographing the wrong thing.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sys
import threading
import time
from html import escape
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
sys.path.insert(0, str(ROOT))                    # pycore, for the engine
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT / "tests" / "web"))

import conftest  # noqa: E402, F401  (puts web/ui, web/worker and scripts on the path)
from serve import make_server  # noqa: E402
from table_harness import Net, Store, make_phone, settle  # noqa: E402
from test_message_app import deliver, links_on, open_link  # noqa: E402
from test_table_app import set_up, tap  # noqa: E402

from app import guide, registry, stats  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
GAME = "celtica"                 # the table of the flows' shots
KINDS = ["human", "message", "bot"]
DAY = 86_400_000
CLOCK = 1_700_000_000_000     # the harness page's clock at boot (harness.Page.clock)


class Shots:
    """The screens taken so far: [name, lang, screen html, sheet html] each, in order."""

    def __init__(self):
        self.pages = []

    def keep(self, name, app, *marks):
        """Keep what `app` shows now as `name`, after checking it holds every one of `marks`."""
        html, sheet, covered = app.render()
        assert not covered, f"{name}: the hand-off cover hides the screen"
        for mark in marks:
            assert mark in html + sheet, f"{name} ({app.lang}): no {mark!r} on the screen"
        self.pages.append([name, app.lang, html, sheet])


# The player's record on the home screen's cards and in its sheet: {game: {level: [played,
# won, best score, days since last played]}}.
RECORD = {"celtica": {"easy": [7, 5, 61, 1], "normal": [3, 1, 48, 4], "friends": [2, 1, 55, 12]},
          "luna": {"hard": [4, 1, 23, 2]},
          "citadels": {"normal": [5, 2, 31, 20]}}


def store(record=False):
    """A phone's storage: bots at full speed, every guide seen (it would cover the tables),
    and with `record` the player's record above."""
    items = {"pt.bot_pace": "0", guide.GUIDED_KEY: json.dumps(registry.ids())}
    if record:
        items[stats.STATS_KEY] = stats.dump({
            game_id: {level: {"played": played, "won": won, "best": best, "last": CLOCK - days * DAY}
                      for level, [played, won, best, days] in levels.items()}
            for game_id, levels in RECORD.items()})
    return Store(items)


async def boot(net, lang, fragment="", record=False):
    """A new phone booted in `lang`, opened by `fragment` (a link's part after #) if given."""
    phone, _ = make_phone(net, store(record))
    await phone.boot(lang, fragment)
    await settle(net)
    return phone


async def home_and_sheets(shots, lang):
    """Home (a player's record and a game left half-played), the record sheet, a rules sheet
    and the setup of the by-message table."""
    net = Net()
    phone = await boot(net, lang, record=True)
    rnd = random.Random(2)
    await set_up(net, phone, "luna", ["human", "bot"])
    await tap(net, phone, "start")
    for _ in range(6):
        if phone.snap.get("legal") and phone.viewer in phone.snap["to_move"]:
            await tap(net, phone, move=rnd.choice(phone.snap["legal"]))
    await tap(net, phone, "home")
    shots.keep("home", phone, 'data-screen="home"', 'data-action="stats"')
    await tap(net, phone, "stats")
    shots.keep("record", phone, 'data-action="stats-reset"')
    await tap(net, phone, "cover-close")
    await tap(net, phone, "rules:" + GAME)
    shots.keep("rules", phone, 'data-cover="rules"', "<h2>")
    await tap(net, phone, "cover-close")
    await set_up(net, phone, GAME, KINDS)
    shots.keep("setup", phone, 'data-screen="setup"', 'data-action="start"')


async def live_table(shots, lang):
    """A live table's lobby showing a seat's join link, the guest's join screen with its
    answer, and the host's question when that guest's phone is gone while it is due."""
    net = Net()
    host = await boot(net, lang)
    await set_up(net, host, GAME, ["human", "remote", "bot"])
    await tap(net, host, "start")
    await tap(net, host, "table-show:1")
    link = host.table.codes[1]
    shots.keep("table-lobby", host, f'data-join-link="{link}"', "data-qr")
    guest = await boot(net, lang)
    await guest.follow_link(link.split("#", 1)[1])
    await settle(net)
    shots.keep("table-join", guest, f'data-answer="{guest.table.answer}"')
    host.set_fields({"answer": guest.table.answer})
    await tap(net, host, "table-answer")
    assert host.screen == "game", "the live table did not start"
    rnd = random.Random(3)
    while 1 not in host.snap["to_move"]:
        await tap(net, host, move=rnd.choice(host.snap["legal"]))
    guest.env.drop(guest.table.key())
    await settle(net)
    shots.keep("table-away", host, 'data-action="table-bymsg:1"')


async def by_message(shots, lang):
    """A table by message of `KINDS`: the host's lobby showing the invite of the seat by
    message, the guest's invite and answer, a turn of the guest's seat and its reply, the end
    on both phones and the guest's check of it (passed)."""
    net = Net()
    rnd = random.Random(5)
    host = await boot(net, lang)
    await set_up(net, host, GAME, KINDS)
    await tap(net, host, "start")
    assert host.screen == "lobby"
    await tap(net, host, "table-show:1")
    invite = links_on(host)["1"]
    shots.keep("msg-host-invite", host, "data-message-link", 'data-field="msg"')
    guest = await boot(net, lang, invite.split("#", 1)[1])
    shots.keep("msg-guest-invite", guest, 'data-screen="msg-invite"', 'data-action="table-mjoin"')
    await tap(net, guest, "table-mjoin")
    shots.keep("msg-guest-answer", guest, "data-message-link")
    await open_link(net, host, links_on(guest)["host"])
    await settle(net)
    assert host.screen == "game" and not host.table.lobby, "every seat answered, yet no deal"
    guests = {1: guest}
    turn = False
    while not host.snap.get("over"):
        await deliver(net, host, guests)
        snap = guest.snap or {}
        if snap.get("legal") and 1 in snap["to_move"] and guest.table.me.pending is None:
            # an ordinary turn, well into the game: cards to play, not a yes-or-no question
            if not turn and snap["moves"] > 8 and len(snap["legal"]) >= 4:
                turn = True
                shots.keep("msg-guest-turn", guest, 'data-seat="1"', "data-move")
                await tap(net, guest, move=rnd.choice(snap["legal"]))
                shots.keep("msg-guest-reply", guest, "data-message-link")
            else:
                await tap(net, guest, move=rnd.choice(snap["legal"]))
            await open_link(net, host, links_on(guest)["host"])
        elif host.snap.get("legal") and host.viewer in host.snap["to_move"]:
            await tap(net, host, move=rnd.choice(host.snap["legal"]))
        else:
            await settle(net)
    await deliver(net, host, guests)
    await settle(net)
    assert turn, "the guest's seat never had an ordinary turn"
    shots.keep("msg-host-end", host, 'data-over="true"', 'data-audit="ok"')
    shots.keep("msg-guest-end", guest, 'data-over="true"', 'data-action="table-maudit"')
    await tap(net, guest, "table-maudit")
    shots.keep("msg-guest-checked", guest, 'data-audit="ok"')


async def coach(shots, lang):
    """The coach's hint at a decision, then the review of the same game at its end (the
    engine's real search, its time caps as on a phone) and the replay at its biggest swing."""
    from test_controller import near_end

    from pycore import links
    net = Net()
    seats = [{"name": "Ann", "kind": "human"}, {"name": "Bot", "kind": "bot", "level": "hard"}]
    record = near_end("notre_dame", seats, 41, left=12)
    phone = await boot(net, lang, links.encode(record))
    rnd = random.Random(5)
    while not (phone.snap.get("legal") and len(phone.snap["legal"]) > 2):
        await tap(net, phone, move=rnd.choice(phone.snap["legal"]))
    await tap(net, phone, "hint")
    shots.keep("coach-hint", phone, "data-hint-move")
    while not phone.snap.get("over"):
        await tap(net, phone, move=phone.snap["legal"][0])
    await tap(net, phone, "review")
    shots.keep("coach-review", phone, 'data-review="done"', "data-swing")
    swing = phone.review["progress"]["swings"][0]["at"]
    await tap(net, phone, f"replay:{swing}")
    shots.keep("coach-replay", phone, "data-swing-note")


def gather(langs):
    """Every screen of the four flows in each of `langs`: [name, lang, screen, sheet] each."""
    shots = Shots()
    for lang in langs:
        for flow in (home_and_sheets, live_table, by_message, coach):
            asyncio.run(flow(shots, lang))
    return shots.pages


def document(lang, html, sheet):
    """The page as dist/index.html lays it out, with the App's screen and sheet drawn in."""
    return (f'<!doctype html><html lang="{escape(lang)}" data-lang="{escape(lang)}" data-engine="ready"><head>'
            '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1, '
            'viewport-fit=cover"><meta name="color-scheme" content="light dark">'
            '<link rel="stylesheet" href="./style.css"><script type="module" src="./table.js"></script>'
            f'</head><body><div id="app" class="app">{html}</div><div id="overlay">{sheet}</div>'
            '<div id="toast" class="toast" role="status" aria-live="polite"></div></body></html>')


def serving(doc):
    """A route handler answering with `doc` (a closure: Playwright passes the request too to
    a handler taking two arguments, so a `doc=doc` default would be overwritten)."""
    def handler(route):
        route.fulfill(status=200, content_type="text/html; charset=utf-8", body=doc)
    return handler


def photograph(pages, out, sizes, themes):
    """Photograph each of `pages` at every size and theme into `out`: the paths written."""
    from playwright.sync_api import sync_playwright
    httpd = make_server(str(DIST), 0)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{httpd.server_address[1]}/screens-flow.html"
    out.mkdir(parents=True, exist_ok=True)
    written = []
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True)
            context = browser.new_context(viewport={"width": sizes[0][0], "height": sizes[0][1]},
                                          device_scale_factor=1, is_mobile=True, has_touch=True,
                                          reduced_motion="reduce")   # no colours caught mid-change
            for name, lang, html, sheet in pages:
                page = context.new_page()
                doc = document(lang, html, sheet)
                page.route(url, serving(doc))
                page.goto(url)
                page.wait_for_function("window.ptTable !== undefined")
                page.evaluate("window.ptTable.paint(document)")
                for width, height in sizes:
                    page.set_viewport_size({"width": width, "height": height})
                    for theme in themes:
                        page.emulate_media(color_scheme=theme, reduced_motion="reduce")
                        page.wait_for_timeout(50)
                        path = out / f"{name}-{width}x{height}-{lang}-{theme}.png"
                        page.screenshot(path=str(path))
                        written.append(path)
                        print(path.name, flush=True)
                page.close()
            browser.close()
    finally:
        httpd.shutdown()
    return written


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screens" / "flows")
    parser.add_argument("--sizes", default="360x740,390x844")
    parser.add_argument("--langs", default="en,zh-Hant")
    parser.add_argument("--themes", default="light,dark")
    args = parser.parse_args()
    if not (DIST / "style.css").exists():
        raise SystemExit("dist/ is not built: run `make site` first")
    started = time.monotonic()
    pages = gather(args.langs.split(","))
    sizes = [[int(n) for n in s.split("x")] for s in args.sizes.split(",")]
    written = photograph(pages, args.out, sizes, args.themes.split(","))
    print(f"{len(written)} screenshots in {args.out} ({time.monotonic() - started:.0f} s)")


if __name__ == "__main__":
    main()
