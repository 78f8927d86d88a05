"""HTML building helpers: escaping every text and attribute that goes into the page.

Player names, engine error messages and anything from a link are hostile until escaped, so
every renderer builds its markup through `esc`, `attr` and `tag` and never pastes raw strings.
"""

_REPLACEMENTS = [("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ('"', "&quot;"), ("'", "&#39;")]


def esc(value):
    """Text made safe for element content and quoted attribute values."""
    if value is None:
        return ""
    text = value if isinstance(value, str) else str(value)
    # most texts (numbers, class names, keys) have nothing to escape: a drawn table escapes
    # over a thousand of them per redraw, so look before copying the string five times
    if "&" in text or "<" in text or ">" in text or '"' in text or "'" in text:
        for raw, safe in _REPLACEMENTS:
            text = text.replace(raw, safe)
    return text


# `attrs` and `tag` run hundreds of times per redraw of a drawn table, and in the browser's
# MicroPython every Python call costs microseconds (about 3 µs for an empty one, measured in
# Node with the same build). So `attrs` escapes its values itself instead of calling `esc`
# for each (a tag with four attributes: 45 µs with the call, 20 µs without), with the pairs
# unpacked in the loop and one %-format per piece (faster than `+` or an f-string there).
def attrs(pairs):
    """` name="value"` for each `[name, value]` pair; `True` gives a bare attribute, and
    `None`/`False` leaves the attribute out (a list, so the order is stable everywhere)."""
    out = []
    for name, value in pairs:
        if value is None or value is False:
            continue
        if value is True:
            out.append(" " + name)
            continue
        if type(value) is not str:
            value = str(value)
        if "&" in value or "<" in value or ">" in value or '"' in value or "'" in value:
            for raw, safe in _REPLACEMENTS:   # as `esc` does
                value = value.replace(raw, safe)
        out.append(' %s="%s"' % (name, value))  # noqa: UP031 (faster than an f-string in MicroPython)
    return "".join(out)


def tag(name, pairs, inner=""):
    """`<name attrs>inner</name>`; `inner` must already be HTML (escape text with `esc`)."""
    return "<%s%s>%s</%s>" % (name, attrs(pairs), inner, name)  # noqa: UP031


def button(inner, cls="btn", move=None, action=None, label=None, disabled=False, extra=None):
    """A real <button>: `move` becomes `data-move` (an engine move text), `action` becomes
    `data-action` (a UI command), `label` the accessible name for icon-only buttons."""
    pairs = [["type", "button"], ["class", cls], ["data-move", move], ["data-action", action],
             ["aria-label", label], ["disabled", bool(disabled)]]
    if extra:
        pairs = pairs + extra
    return tag("button", pairs, inner)
