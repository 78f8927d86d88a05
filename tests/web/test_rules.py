"""The in-app rules: the build's pages from `docs/rules/` and the links and sheet of the app."""

import re
import sys
from pathlib import Path

import pytest
from htmlscan import Scan
from snapshots import due_snapshots

from app import game, home, registry, rules, setup
from app.i18n import LANGS

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import rules_pages  # noqa: E402

GAME_IDS = registry.ids()
CJK = re.compile(r"[\u4e00-\u9fff]")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    dist = tmp_path_factory.mktemp("dist")
    rules_pages.build(dist)
    return {path.name: path.read_text(encoding="utf-8") for path in (dist / "rules").iterdir()}


# ---- the Markdown subset ------------------------------------------------------------------
def test_text_is_escaped_before_any_markup():
    out = rules_pages.to_html("A <script>alert(1)</script> & **bold <b>** `<i>` *em*")
    assert "<script>" not in out and "<b>" not in out and "<i>" not in out
    assert "&lt;script&gt;" in out and "&amp;" in out
    assert "<strong>bold &lt;b&gt;</strong>" in out and "<code>&lt;i&gt;</code>" in out
    assert "<em>em</em>" in out


def test_emphasis_works_inside_chinese_and_formulas():
    assert rules_pages.inline("個*不同*的") == "個<em>不同</em>的"
    assert rules_pages.inline("(*j*+*k*) mod 7") == "(<em>j</em>+<em>k</em>) mod 7"
    assert rules_pages.inline("2 * 3 * 4") == "2 * 3 * 4"      # a lone star is text


def test_headings_shift_under_the_pages_title():
    out = rules_pages.to_html("### Setup\ntext\n#### Detail")
    assert out.startswith("<h2>Setup</h2>\n<p>text</p>") and "<h3>Detail</h3>" in out


def test_paragraph_lines_join_and_blank_lines_part_them():
    assert rules_pages.to_html("one\ntwo\n\nthree") == "<p>one two</p>\n<p>three</p>"


def test_lists_nest_by_indentation_and_keep_continuation_lines():
    out = rules_pages.to_html("- a\n  more of a\n  - a1\n  - a2\n- b\n\n1. first\n2. second")
    assert out == ("<ul><li>a more of a<ul><li>a1</li><li>a2</li></ul></li><li>b</li></ul>\n"
                   "<ol><li>first</li><li>second</li></ol>")


def test_a_numbered_list_interrupted_by_a_table_goes_on_counting():
    out = rules_pages.to_html("1. one\n\n   | a |\n   |---|\n   | 1 |\n\n2. two\n3. three")
    assert out.startswith("<ol><li>one</li></ol>\n<div class=\"table-scroll\" tabindex=\"0\">")
    assert out.endswith('<ol start="2"><li>two</li><li>three</li></ol>')


def test_tables_get_a_head_a_body_and_their_own_scroll_box():
    out = rules_pages.to_html("| a | b |\n|---|---|\n| 1 | **2** |\n| 刺客 | 說出一個角色，他沉默並失去回合。 |")
    assert out == ('<div class="table-scroll" tabindex="0"><table><thead><tr><th class="nw">a</th><th class="nw">b</th>'
                   '</tr></thead><tbody><tr><td class="nw">1</td><td class="nw"><strong>2</strong></td></tr>'
                   '<tr><td class="nw">刺客</td><td>說出一個角色，他沉默並失去回合。</td></tr></tbody></table></div>')


def test_a_document_splits_into_title_intro_and_two_languages():
    text = ("# Game · 遊戲\n\nIntro **x**. 中文在後。\n\n---\n\n## English\n\n### Goal\nWin.\n\n---\n\n"
            "## 中文（繁體）\n\n### 目的\n獲勝。\n")
    parts = rules_pages.split_languages(text)
    assert parts["title"] == "Game · 遊戲"
    assert parts["intro"] == "Intro **x**. 中文在後。"
    assert parts["en"] == "### Goal\nWin." and parts["zh-Hant"] == "### 目的\n獲勝。"
    en = rules_pages.render_page("game", "en", text)
    zh = rules_pages.render_page("game", "zh-Hant", text)
    assert '<html lang="en">' in en and "Intro <strong>x</strong>." in en and "中文在後" not in en
    assert "Win." in en and "獲勝" not in en
    assert '<html lang="zh-Hant">' in zh and "獲勝" in zh and "Win." not in zh and "Intro" not in zh
    assert 'href="./game.en.html"' in zh and 'href="./game.zh-Hant.html"' in en


def test_the_developers_notes_stay_out_of_the_players_pages():
    text = ("# Game\n\n## English\n\n### Goal\nWin the game.\n<!-- developers -->\n"
            "(`pycore/games/game/data.py`)\n<!-- /developers -->\nThen rest.\n")
    parts = rules_pages.split_languages(text)
    assert parts["en"] == "### Goal\nWin the game.\nThen rest."
    assert "<p>Win the game. Then rest.</p>" in rules_pages.to_html(parts["en"])


# ---- the built pages ----------------------------------------------------------------------
def test_every_game_has_a_page_in_each_language(built):
    # the app links to exactly the pages the build writes
    assert sorted("./rules/" + name for name in built) == sorted(
        rules.page_url(g, lang) for g in GAME_IDS for lang in LANGS)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_each_page_is_the_whole_text_of_its_language_and_nothing_raw(built, game_id):
    for lang in LANGS:
        page = built[rules.page_name(game_id, lang)]
        scan = Scan(page)
        assert not scan.errors
        assert f'<html lang="{lang}">' in page
        article = rules.article_of(page)
        assert article and len(scan.find("h1")) == 1
        text = re.sub(r"<[^>]+>", "", article)
        # no Markdown left over: no bold stars, table rules, heading hashes or back-quotes
        assert "**" not in text and "|---" not in text and "`" not in text
        # nothing meant for developers: file paths, the project's word for its sources
        assert not re.search(r"pycore|\.py\b|\bseed\b|種子|developers", text), game_id
        assert not re.search(r"^#+ ", text, re.M)
        headings = re.findall(r"<h2>(.*?)</h2>", article)
        assert len(headings) >= 8, headings
        if lang == "zh-Hant":
            assert all(CJK.search(h) for h in headings), headings
        else:
            assert not any(CJK.search(h) for h in headings), headings
        # every ruling the document makes is on the page
        ruling = "Ruling" if lang == "en" else "裁定"
        assert ruling in text
        assert 'href="../"' in page and 'href="../static/icon-192.png"' in page


def test_the_article_is_found_only_between_the_markers():
    page = "<html>" + rules.ARTICLE_START + "\n<h1>T</h1>\n<p>x</p>\n" + rules.ARTICLE_END + "</html>"
    assert rules.article_of(page) == "<p>x</p>"       # the sheet's bar names the game
    assert rules.article_of("<html>Not found</html>") is None
    assert rules.article_of(rules.ARTICLE_END + rules.ARTICLE_START) is None
    assert rules.article_of(None) is None


# ---- the links and the sheet in the app ----------------------------------------------------
def test_the_home_setup_and_game_screens_link_to_the_rules():
    for lang in LANGS:
        scan = Scan(home.render_home(lang, [{"id": g, "players": [2, 3]} for g in GAME_IDS], [], "ready", 0))
        links = {a["data-action"]: a["href"] for n, a in scan.with_attr("data-action") if n == "a"}
        assert links == {f"rules:{g}": rules.page_url(g, lang) for g in GAME_IDS}
        draft = setup.new_setup("luna", [2, 3, 4])
        scan = Scan(setup.render_setup(lang, draft, True))
        assert scan.find("a", data_action="rules:luna", href=rules.page_url("luna", lang))
    snap = due_snapshots(5)[0]
    html = game.render_game("zh-Hant", snap, {"ready": True, "thinking": None, "replay": None})
    link = Scan(html).find("a", data_action="rules:celtica")
    assert link and link[0]["href"] == "./rules/celtica.zh-Hant.html"
    assert "塞爾特的護身符規則" in html


def test_the_sheet_loads_shows_and_fails_with_a_message():
    loading = Scan(rules.render_sheet("en", "luna", None))
    assert loading.find("div", data_cover="rules", role="dialog")
    assert "Opening the rules" in loading.text and "Rules of Luna" in loading.text
    assert loading.find("button", data_action="cover-close")
    shown = rules.render_sheet("zh-Hant", "luna", "<h2>遊戲目的</h2><p>x</p>")
    assert "<h2>遊戲目的</h2>" in shown and "月神來我家規則" in shown
    failed = Scan(rules.render_sheet("en", "celtica", None, failed=True))
    assert "could not be opened" in failed.text


def test_a_hostile_game_id_stays_text():
    html = rules.rules_link("en", '"><img src=x onerror=alert(1)>') + rules.render_sheet("en", "<b>", None)
    assert "<img" not in html and "<b>" not in html


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_chinese_rules_keep_pace_with_the_english(game_id):
    """A reader of either language gets the same sections, tables and rulings: a rule added
    to one half of a document and not the other fails here."""
    parts = rules_pages.split_languages((ROOT / "docs" / "rules" / f"{game_id}.md").read_text(encoding="utf-8"))
    en, zh = rules_pages.to_html(parts["en"]), rules_pages.to_html(parts["zh-Hant"])
    assert zh.count("<h2>") == en.count("<h2>")
    assert zh.count("<table>") == en.count("<table>")
    assert parts["zh-Hant"].count("裁定") >= parts["en"].count("Ruling")
