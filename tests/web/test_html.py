"""Escaping: every text and attribute that reaches the page."""

from app.html import attrs, button, esc, tag

HOSTILE = "<img src=x onerror=alert(1)>"


def test_esc_neutralises_markup_and_quotes():
    assert esc(HOSTILE) == "&lt;img src=x onerror=alert(1)&gt;"
    assert esc('"\'&') == "&quot;&#39;&amp;"
    assert esc(None) == "" and esc(3) == "3"


def test_attributes_are_escaped_and_ordered():
    out = attrs([["title", '"><script>'], ["hidden", True], ["gone", None], ["off", False]])
    assert out == ' title="&quot;&gt;&lt;script&gt;" hidden'


def test_button_carries_its_hooks():
    html = button("Go", move="take:3", label=HOSTILE)
    assert html.startswith('<button type="button" class="btn" data-move="take:3"')
    assert "<img" not in html
    assert tag("p", [], "x") == "<p>x</p>"
