"""The in-app rules: `docs/rules/<game>.md` as one static page per game and language.

Each rules document holds a title, a short English introduction, then an English section and a
Chinese one (`## English` … `---` … `## 中文…`). The build turns each section into its own page,
`dist/rules/<game>.<lang>.html`, so a player reads the rules in the app's language, offline
(the service worker precaches them like every other file), whether or not Python has started.
The app shows the same page's article in a sheet over the game; the markers around it
(`ARTICLE_START`, `ARTICLE_END`, from `web/ui/app/rules.py`) let it take the article alone.

A document also serves the developers: lines between `<!-- developers -->` and
`<!-- /developers -->` (where the tables live in the code, how moves number the seats, the
option names a link carries) are left out of the players' pages.

The documents use a small part of Markdown — headings, paragraphs, lists (nested by two
spaces), tables, `**bold**`, `*italic*` and `` `code` `` — and this module converts exactly
that, escaping every character of text first; anything else stays literal text.
"""

from __future__ import annotations

import html
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs" / "rules"
# The app's own modules (plain Python) name the pages, mark the article the app's sheet takes
# from them, and hold the few words a page says: one source for the build and the app.
sys.path.insert(0, str(ROOT / "web" / "ui"))
from app.i18n import LANGS, t  # noqa: E402
from app.rules import ARTICLE_END, ARTICLE_START, page_name  # noqa: E402

SHORT_CELL = 12     # characters: a table cell this short stays on one line
_HEADING = re.compile(r"^(#{1,6})\s+(.*)$")
_ITEM = re.compile(r"^(\s*)(?:[-*]|(\d+)\.)\s+(.*)$")
_RULE = re.compile(r"^\s*-{3,}\s*$")
_DEVELOPERS = re.compile(r"^<!-- developers -->$.*?^<!-- /developers -->$\n?", re.M | re.S)
_TABLE_SEPARATOR = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$")


def split_languages(text: str) -> dict[str, str]:
    """{"title", "intro", "en", "zh-Hant"}: the `# ` title, the text before the first `---`,
    and the body of the English and the Chinese `## ` sections (their headings left out), all
    without the developers' notes."""
    lines = _DEVELOPERS.sub("", text).splitlines()
    title = ""
    sections: dict[str, list[str]] = {"intro": [], "en": [], "zh-Hant": []}
    current = "intro"
    for line in lines:
        if not title and line.startswith("# "):
            title = line[2:].strip()
            continue
        if line.startswith("## "):
            name = line[3:].strip()
            if name.lower().startswith("english"):
                current = "en"
                continue
            if "中文" in name:
                current = "zh-Hant"
                continue
        sections[current].append(line)
    out = {"title": title}
    for key, body in sections.items():
        # a `---` that closes a section belongs to the page layout, not to the text
        while body and (not body[-1].strip() or _RULE.match(body[-1])):
            body.pop()
        out[key] = "\n".join(body).strip("\n")
    return out


def inline(text: str) -> str:
    """One line of Markdown text as HTML: escaped, then code, bold and italic."""
    parts = re.split(r"(`[^`]+`)", text)
    out = []
    for part in parts:
        if len(part) > 1 and part.startswith("`") and part.endswith("`"):
            out.append("<code>" + html.escape(part[1:-1], quote=False) + "</code>")
            continue
        safe = html.escape(part, quote=False)
        safe = re.sub(r"\*\*(.+?)\*\*", r"<strong>\1</strong>", safe)
        # no word boundaries: Chinese text has no spaces around an emphasised word
        safe = re.sub(r"(?<!\*)\*(?![\s*])(.+?)(?<![\s*])\*(?!\*)", r"<em>\1</em>", safe)
        out.append(safe)
    return "".join(out)


def _cells(line: str) -> list[str]:
    line = line.strip()
    if line.startswith("|"):
        line = line[1:]
    if line.endswith("|"):
        line = line[:-1]
    return [cell.strip() for cell in line.split("|")]


def _cell(tag: str, text: str) -> str:
    # A short cell (a number, a name) never wraps: a narrow column would otherwise break a
    # Chinese name one character per line. Long texts wrap as usual.
    short = len(re.sub(r"[*`]", "", text)) <= SHORT_CELL
    opening = "<" + tag + (' class="nw"' if short else "") + ">"
    return opening + inline(text) + "</" + tag + ">"


def _table(lines: list[str]) -> str:
    head = _cells(lines[0])
    rows = [_cells(line) for line in lines[1:] if not _TABLE_SEPARATOR.match(line)]
    thead = "<tr>" + "".join(_cell("th", c) for c in head) + "</tr>"
    tbody = "".join("<tr>" + "".join(_cell("td", c) for c in row) + "</tr>" for row in rows)
    # wide tables scroll inside their own box, never the page
    return ('<div class="table-scroll" tabindex="0"><table><thead>' + thead + "</thead><tbody>" + tbody
            + "</tbody></table></div>")


def _list(lines: list[str]) -> str:
    """Items (with their continuation lines) into nested <ul>/<ol> by indentation."""
    items: list[list] = []          # [indent, number (None in a bullet list), text]
    for line in lines:
        match = _ITEM.match(line)
        if match and (not items or len(match.group(1)) <= items[-1][0] + 4):
            number = int(match.group(2)) if match.group(2) is not None else None
            items.append([len(match.group(1)), number, match.group(3).strip()])
        elif items:
            items[-1][2] += " " + line.strip()
    out: list[str] = []
    stack: list[tuple[int, str]] = []     # (indent, tag) of the open lists
    for indent, number, text in items:
        tag = "ol" if number is not None else "ul"
        while stack and indent < stack[-1][0]:
            out.append("</li></" + stack.pop()[1] + ">")
        if stack and indent == stack[-1][0]:
            out.append("</li>")
        if not stack or indent > stack[-1][0]:
            # a numbered list that a table or a paragraph interrupted goes on counting
            start = f' start="{number}"' if number not in (None, 1) else ""
            out.append("<" + tag + start + ">")
            stack.append((indent, tag))
        out.append("<li>" + inline(text))
    while stack:
        out.append("</li></" + stack.pop()[1] + ">")
    return "".join(out)


def to_html(text: str) -> str:
    """The Markdown subset of the rules documents as HTML."""
    blocks: list[str] = []
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        if not line.strip() or _RULE.match(line):
            i += 1
            continue
        heading = _HEADING.match(line)
        if heading:
            # the page's own title is the <h1>; a document's levels shift under it
            level = min(6, max(2, len(heading.group(1)) - 1))
            blocks.append(f"<h{level}>" + inline(heading.group(2).strip()) + f"</h{level}>")
            i += 1
            continue
        if line.lstrip().startswith("|"):
            table = []
            while i < len(lines) and lines[i].lstrip().startswith("|"):
                table.append(lines[i])
                i += 1
            blocks.append(_table(table))
            continue
        if _ITEM.match(line):
            items = []
            while i < len(lines) and lines[i].strip() and not _HEADING.match(lines[i]):
                items.append(lines[i])
                i += 1
            blocks.append(_list(items))
            continue
        para = []
        while (i < len(lines) and lines[i].strip() and not _HEADING.match(lines[i])
               and not lines[i].lstrip().startswith("|") and not _ITEM.match(lines[i])):
            para.append(lines[i].strip())
            i += 1
        blocks.append("<p>" + inline(" ".join(para)) + "</p>")
    return "\n".join(blocks)


def render_page(game_id: str, lang: str, text: str) -> str:
    """The whole page for one game in one language."""
    parts = split_languages(text)
    other = LANGS[1] if lang == LANGS[0] else LANGS[0]
    body = parts[lang]
    if lang == "en" and parts["intro"]:
        # the introduction is English and ends by pointing at the Chinese below
        intro = parts["intro"].replace("中文在後。", "").strip()
        body = intro + "\n\n" + body
    title = html.escape(parts["title"], quote=False)
    return (
        "<!doctype html>\n"
        f'<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">\n'
        '<meta name="theme-color" content="#1d4a3a">\n'
        f"<title>{title} · {html.escape(t(lang, 'rules'))}</title>\n"
        '<link rel="icon" type="image/png" href="../static/icon-192.png">\n'
        '<link rel="stylesheet" href="../style.css">\n</head>\n<body class="rules-page">\n'
        '<header class="rules-bar">'
        f'<a class="btn" href="../">{html.escape(t(lang, "rules_back"))}</a>'
        f'<a class="btn" href="./{page_name(game_id, other)}" lang="{other}" hreflang="{other}">'
        f'{html.escape(t(lang, "switch_lang"))}</a></header>\n'
        f'<main class="rules-doc" data-rules="{game_id}" tabindex="0">\n{ARTICLE_START}\n'
        f"<h1>{title}</h1>\n{to_html(body)}\n{ARTICLE_END}\n</main>\n</body>\n</html>\n"
    )


def build(dist: Path, docs: Path = DOCS) -> list[Path]:
    """Write every game's rules pages into `dist/rules/`; return their paths."""
    out_dir = dist / "rules"
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for doc in sorted(docs.glob("*.md")):
        text = doc.read_text(encoding="utf-8")
        for lang in LANGS:
            path = out_dir / page_name(doc.stem, lang)
            path.write_text(render_page(doc.stem, lang, text), encoding="utf-8")
            written.append(path)
    return written
