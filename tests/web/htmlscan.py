"""A tiny HTML reader for the UI tests: elements with their attributes, and the text."""

from html.parser import HTMLParser

VOID = {"input", "img", "br", "meta", "link", "hr"}


class Scan(HTMLParser):
    def __init__(self, markup):
        super().__init__(convert_charrefs=True)
        self.elements = []   # [tag, attrs dict]
        self.texts = []
        self.stack = []
        self.errors = []
        self.feed(markup)
        self.close()
        if self.stack:
            self.errors.append("unclosed: " + ",".join(self.stack))

    def handle_starttag(self, tag, attrs):
        self.elements.append([tag, dict(attrs)])
        if tag not in VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag):
        if not self.stack or self.stack[-1] != tag:
            self.errors.append(f"mismatched </{tag}> (open: {self.stack[-3:]})")
            return
        self.stack.pop()

    def handle_data(self, data):
        self.texts.append(data)

    @property
    def text(self):
        return " ".join(self.texts)

    def find(self, tag=None, **attrs):
        out = []
        for name, found in self.elements:
            if tag is not None and name != tag:
                continue
            if all(found.get(k.replace("_", "-")) == v for k, v in attrs.items()):
                out.append(found)
        return out

    def with_attr(self, attr):
        return [[name, found] for name, found in self.elements if attr in found]


def moves_in(markup):
    """Every data-move in the markup, in order (duplicates kept)."""
    scan = Scan(markup)
    return [found["data-move"] for name, found in scan.elements if "data-move" in found]
