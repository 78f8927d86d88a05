"""The home screen: the four games, saves, the language switch, and the static copy."""

import os
import re

from htmlscan import Scan

from app import home, registry
from app.i18n import LANGS

WEB = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "web")
JS = os.path.join(WEB, "js")
HOSTILE = "<img src=x onerror=alert(1)>"


def read_index():
    with open(os.path.join(WEB, "index.html"), encoding="utf-8") as f:
        return f.read()


def test_index_carries_the_current_static_home():
    import make_index
    text = read_index()
    assert make_index.filled(text, home.render_static()) == text, "run scripts/make_index.py"


def test_index_loads_the_app_in_order_with_relative_urls():
    text = read_index()
    # The engine worker starts first (engine-client.js), then PyScript, then the UI on it.
    order = ['type="module" src="./engine-client.js"', 'src="./vendor/pyscript/core.js"',
             'type="mpy" config="./ui.json" src="./main.py"']
    positions = [text.index(piece) for piece in order]
    assert positions == sorted(positions)
    assert 'type="py"' not in text  # no Pyodide on the main thread, no PyScript worker
    assert '<link rel="manifest" href="./manifest.json">' in text
    assert 'name="theme-color"' in text
    # the icons come from sw-client.js once the service worker serves the page
    assert "icon-192.png" not in text
    with open(os.path.join(JS, "sw-client.js"), encoding="utf-8") as client:
        assert '"./static/icon-192.png"' in client.read()
    for url in re.findall(r'(?:src|href)="([^"]+)"', text):
        assert url.startswith("./"), url


def test_static_home_shows_every_game_in_both_languages():
    scan = Scan(home.render_static())
    assert not scan.errors
    for lang in LANGS:
        assert scan.find("div", data_static_lang=lang)
    for title in ["Citadels", "富饒之城", "Notre Dame", "聖母院", "Luna", "月神來我家", "Celtica", "塞爾特的護身符"]:
        assert title in scan.text
    # Nothing is tappable before the engine is ready, except the language switch and the
    # rules, which are plain links to pages of their own.
    for name, attrs in scan.with_attr("data-action"):
        if attrs["data-action"].startswith("rules:"):
            game_id = attrs["data-action"][len("rules:"):]
            assert name == "a" and attrs["href"] in (f"./rules/{game_id}.{lang}.html" for lang in LANGS)
        elif not attrs["data-action"].startswith("lang:"):
            assert "disabled" in attrs
    # while the engine loads, every game is there, waiting, not "coming soon"
    assert "Coming soon" not in scan.text and "即將推出" not in scan.text
    starts = [a["data-action"] for n, a in scan.with_attr("data-action") if a["data-action"].startswith("new:")]
    assert sorted(starts) == sorted(f"new:{g['id']}" for g in registry.GAMES for _ in LANGS)


def test_unregistered_games_are_coming_soon():
    scan = Scan(home.render_home("en", [{"id": "celtica", "players": [2, 3, 4, 5]}], [], "ready", 0))
    actions = [a["data-action"] for _, a in scan.with_attr("data-action")]
    assert [action for action in actions if action.startswith("new:")] == ["new:celtica"]
    assert scan.text.count("Coming soon") == len(registry.ids()) - 1
    assert "disabled" not in scan.find("button", data_action="new:celtica")[0]


def test_saves_list_with_delete_confirmation():
    saves = [{"id": "abc", "game": "celtica", "names": ["Ann", HOSTILE], "players": 2,
              "updated": 0, "due": [1], "over": False}]
    html = home.render_home("zh-Hant", [{"id": "celtica", "players": [2]}], saves, "ready", 120000)
    scan = Scan(html)
    assert "<img" not in html
    assert scan.find("button", data_action="open:abc")
    assert scan.find("button", data_action="delete:abc")
    assert "輪到" in scan.text and "2 分鐘前" in scan.text
    confirm = Scan(home.render_home("en", None, saves, "loading", 0, confirm_id="abc"))
    assert confirm.find("button", data_action="delete-yes:abc")
    assert confirm.find("button", data_action="delete-no")


def test_many_saves_keep_the_games_near_the_top():
    # Games in play first (the newest few at once, the rest folded), finished ones folded apart.
    saves = [{"id": f"p{i}", "game": "luna", "names": ["Ann", "Bo"], "updated": 100 - i,
              "due": [0], "over": False} for i in range(7)]
    saves += [{"id": f"f{i}", "game": "celtica", "names": ["Ann"], "updated": 50 - i, "due": [],
               "over": True} for i in range(3)]
    html = home.render_home("en", [{"id": "luna", "players": [2, 3, 4]}], saves, "ready", 0)
    outside = re.sub(r"<details.*?</details>", "", html, flags=re.S)
    assert re.findall(r'data-save-id="(\w+)"', outside) == ["p0", "p1", "p2", "p3"]
    folds = dict(re.findall(r'<details[^>]*data-fold="([\w-]+)"[^>]*>(.*?)</details>', html, flags=re.S))
    assert re.findall(r'data-save-id="(\w+)"', folds["saves-more"]) == ["p4", "p5", "p6"]
    assert re.findall(r'data-save-id="(\w+)"', folds["saves-finished"]) == ["f0", "f1", "f2"]
    assert "3 more games in play" in html and "3 finished games" in html
    assert html.index('data-save-id="p3"') < html.index("games-h")
    # the fold holding the save about to be deleted is open, so its question shows
    confirm = home.render_home("en", None, saves, "ready", 0, confirm_id="f1")
    assert re.search(r'<details[^>]*data-fold="saves-finished" open>', confirm)
    assert not re.search(r'<details[^>]*data-fold="saves-more" open>', confirm)
    few = home.render_home("en", None, saves[:2], "ready", 0)
    assert "<details" not in few


def test_language_switch_offers_the_other_language():
    en = Scan(home.render_home("en", None, [], "loading", 0))
    assert en.find("button", data_action="lang:zh-Hant")
    zh = Scan(home.render_home("zh-Hant", None, [], "loading", 0))
    assert zh.find("button", data_action="lang:en")


def test_one_main_and_one_h1_per_screen():
    scan = Scan(home.render_home("en", None, [], "ready", 0))
    assert len(scan.find("main")) == 1 and len(scan.find("h1")) == 1


def test_index_keeps_one_copy_of_the_static_home():
    text = read_index()
    end = text.index("<!-- static-home:end -->")
    script = text[end:text.index("</script>", end)]
    assert "data-static-lang" in script and ".remove()" in script
