"""Take the screenshots in `docs/screens/`: every game mid-game, at phone and tablet sizes, in
both languages and both themes, so a reader sees the app without running it.

    .venv/bin/python scripts/screens.py [--out docs/screens] [--games luna,celtica]
        [--sizes 360x740,390x844,768x1024,844x390] [--langs en,zh-Hant] [--themes light,dark]
        [--guide] [--end] [--extras]

It serves the built `dist/` (run `make site` first) on 127.0.0.1, opens each game at a
prepared position (seeded random legal moves played in CPython with pycore, seat 0 a human
who is due, the others Easy bots) through a share link, and writes one small PNG per
combination, named `<game>-<width>x<height>-<lang>-<theme>.png`. The guide is marked as seen
first (`pt.guided`), so the table shows; with `--guide`, one more shot per game and language
shows the guide's first step; with `--end`, the finished game; with `--extras`, the decision
sheet pulled up and a card held up close (`<game>-sheet-open-…`, `<game>-zoom-…`). The
since-your-turn list heads the sheet in the table's own pictures. Nothing here is a test;
the e2e tests check what these pictures show.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from serve import make_server  # noqa: E402

from pycore import links, records  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
ENGINE_TIMEOUT = 180_000
# A game's screenshot settings, from its own `web/ui/app/games/<id>/screens.json` (optional):
# "position": [seed, players, moves to play at least], a position well into a game where the
# table is full; "options": the game's setup options; "prefer": move prefixes played more often
# than at random, so that the table grows. Without the file: the defaults below.
DEFAULT_SETTINGS = {"position": [1, 0, 40], "options": {}, "prefer": []}


def game_ids() -> list[str]:
    """The games to shoot: the engine registry's, in the home screen's order."""
    from pycore import games
    return games.ids()


def settings(game_id: str) -> dict:
    """The game's screenshot settings over the defaults; 0 players means its fewest."""
    path = ROOT / "web" / "ui" / "app" / "games" / game_id / "screens.json"
    found = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
    merged = {**DEFAULT_SETTINGS, **found}
    if not merged["position"][1]:
        from pycore import games
        merged["position"] = [merged["position"][0], min(games.get(game_id).players),
                              merged["position"][2]]
    return merged


def pick(rnd, legal: list[str], prefer: list[str]) -> str:
    """A move: one starting with a preferred prefix more often than at random, else any."""
    for prefix in prefer:
        wanted = [m for m in legal if m.startswith(prefix)]
        if wanted and rnd.random() < 0.8:
            return rnd.choice(wanted)
    return rnd.choice(legal)


NAMES = ["Ann", "Bo", "陳小明", "Dee", "Eve", "Fay", "Gus", "Hal"]


def position(game_id: str, to_the_end: bool = False) -> dict:
    """A record of `game_id` played from its seed until seat 0 is due after enough moves
    (with `to_the_end`, until the game is over)."""
    chosen = settings(game_id)
    seed, players, least = chosen["position"]
    seats = [{"name": NAMES[0], "kind": "human"}] + [
        {"name": name, "kind": "bot", "level": "easy"} for name in NAMES[1:players]]
    rnd = random.Random(seed)
    record = records.make_record(game_id, seats, seed, chosen["options"])
    state = records.replay(record)
    while not state.is_over():
        seat = state.to_move()[0]
        if seat == 0 and len(record["moves"]) >= least and not to_the_end:
            return record
        legal = [str(m) for m in state.legal_moves(seat)]
        move = pick(rnd, legal, chosen["prefer"])
        state.apply(seat, move)
        record["moves"].append([seat, move])
    if to_the_end:
        return record
    raise SystemExit(f"{game_id}: the game ended before seat 0 was due after {least} moves")


def open_game(browser, url: str, record: dict, lang: str, guide: bool = False):
    """A phone-like page showing `record`'s game in `lang`, engine ready; the guide shows
    only with `guide` (else every game's counts as seen)."""
    # reduced motion: a picture shows the table settled, not a move or a Citadels call mid-flight
    context = browser.new_context(viewport={"width": 390, "height": 844}, device_scale_factor=1,
                                  is_mobile=True, has_touch=True, reduced_motion="reduce")
    seen = [] if guide else game_ids()
    context.add_init_script(
        f"try {{ localStorage.setItem('pt.lang', {json.dumps(lang)}); localStorage.setItem('pt.bot_pace', '5');"
        f" localStorage.setItem('pt.guided', {json.dumps(json.dumps(seen))}); }} catch (e) {{}}")
    page = context.new_page()
    page.goto(url + "#" + links.encode(record))
    page.wait_for_selector("html[data-engine='ready']", state="attached", timeout=ENGINE_TIMEOUT)
    game = f"[data-game='{record['game']}']"
    page.wait_for_selector(f"{game}[data-ready='true'] [data-move], {game}[data-ready='true'][data-over='true']",
                           state="attached", timeout=ENGINE_TIMEOUT)
    if page.locator("[data-action='toast-close']").count():
        page.click("[data-action='toast-close']")
    if guide:
        page.wait_for_selector("[data-guide-step]", timeout=10_000)
    return context, page


def shoot(page, size: list[int], theme: str, path: Path) -> None:
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.emulate_media(color_scheme=theme)
    page.wait_for_timeout(350)  # the layout settles, the guide's ring follows
    page.screenshot(path=str(path))


def shoot_extras(page, game_id: str, lang: str, out: Path) -> None:
    """The decision sheet pulled up, and the first card on screen held up close (a right
    click, as a long touch does), at both phone sizes in the light theme."""
    for size in ([360, 740], [390, 844]):
        stem = f"{size[0]}x{size[1]}-{lang}-light.png"
        page.set_viewport_size({"width": size[0], "height": size[1]})
        page.emulate_media(color_scheme="light")
        page.click("[data-sheet] [data-action='sheet']")
        page.wait_for_selector("[data-sheet][data-sheet-state='open']")
        shoot(page, size, "light", out / f"{game_id}-sheet-open-{stem}")
        page.click("[data-sheet] [data-action='sheet']")
        page.wait_for_selector("[data-sheet][data-sheet-state='peek']")
        card = page.locator("[data-zoom] >> visible=true").first
        if card.count():
            card.click(button="right")
            page.wait_for_selector("#zoom .is-zoomed")
            shoot(page, size, "light", out / f"{game_id}-zoom-{stem}")
            page.click("#zoom")
            page.wait_for_selector("#zoom", state="detached")
        print(f"{game_id} extras {stem}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screens")
    parser.add_argument("--games", default=",".join(game_ids()))
    parser.add_argument("--sizes", default="360x740,390x844,768x1024,844x390")
    parser.add_argument("--langs", default="en,zh-Hant")
    parser.add_argument("--themes", default="light,dark")
    parser.add_argument("--guide", action="store_true", help="also shoot the guide's first step")
    parser.add_argument("--end", action="store_true", help="also the finished game at 390x844")
    parser.add_argument("--extras", action="store_true",
                        help="also the sheet pulled up and a card held up close, at 360x740 and 390x844")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright
    httpd = make_server(str(ROOT / "dist"), 0)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{httpd.server_address[1]}/"
    args.out.mkdir(parents=True, exist_ok=True)
    sizes = [[int(n) for n in s.split("x")] for s in args.sizes.split(",")]
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True)
            for game_id in args.games.split(","):
                record = position(game_id)
                for lang in args.langs.split(","):
                    context, page = open_game(browser, url, record, lang)
                    for size in sizes:
                        for theme in args.themes.split(","):
                            name = f"{game_id}-{size[0]}x{size[1]}-{lang}-{theme}.png"
                            shoot(page, size, theme, args.out / name)
                            print(name, flush=True)
                    if args.extras:
                        shoot_extras(page, game_id, lang, args.out)
                    context.close()
                    if args.end:
                        context, page = open_game(browser, url, position(game_id, True), lang)
                        for theme in args.themes.split(","):
                            name = f"{game_id}-end-390x844-{lang}-{theme}.png"
                            shoot(page, [390, 844], theme, args.out / name)
                            print(name, flush=True)
                        context.close()
                    if args.guide:
                        context, page = open_game(browser, url, record, lang, True)
                        name = f"{game_id}-guide-390x844-{lang}.png"
                        shoot(page, [390, 844], "light", args.out / name)
                        print(name, flush=True)
                        context.close()
            browser.close()
    finally:
        httpd.shutdown()


if __name__ == "__main__":
    main()
