"""A table by message, end to end: a host and a guest (pages in separate browser contexts, each
its own phone: its own storage) and a bot play a whole game, every link carried by the test
from page to page only, by navigating a page to it (as a player opening it from a chat). The
guest's phone fetches nothing of Pyodide; a third phone cannot read any link; a changed link
is refused; the guest reloads and goes on.

The hooks: `[data-action='setup-kind:<i>:message']` in the setup; every link a phone has to
send is in `[data-message-link]` with `data-to` (a seat, or "host").
"""

from __future__ import annotations

import contextlib
import random

from conftest import ENGINE_TIMEOUT, PIXEL_7, ForeignRequests, fast_bots, wait_engine
from playwright.sync_api import TimeoutError as PlaywrightTimeout


class Phone:
    def __init__(self, browser, server):
        self.context = browser.new_context(**PIXEL_7)
        self.context.add_init_script(fast_bots())
        self.guard = ForeignRequests()
        self.context.route("**/*", self.guard.handle)
        self.requests = []
        self.context.on("request", lambda request: self.requests.append(request.url))
        self.page = self.context.new_page()
        self.server = server

    def close(self):
        assert self.guard.urls == [], self.guard.urls
        self.context.close()


def link_to(page, to, timeout=ENGINE_TIMEOUT):
    box = page.wait_for_selector(f"[data-message-link][data-to='{to}']", timeout=timeout)
    return box.get_attribute("data-message-link")


def newest_link(page, to):
    box = page.query_selector(f"[data-message-link][data-to='{to}']")
    return box.get_attribute("data-message-link") if box else None


def open_link(phone, link):
    phone.page.goto(link)


def toast(page):
    return page.evaluate("() => { const p = document.querySelector('#toast p');"
                         " const t = p ? p.textContent : '';"
                         " const b = document.querySelector(\"[data-action='toast-close']\");"
                         " if (b) b.click(); return t; }")


CLICK = """([seed]) => {
    const g = document.querySelector("[data-screen='game'][data-ready='true']");
    if (!g || g.dataset.over === 'true') return null;
    const shown = [...g.querySelectorAll('[data-move]:not([disabled])')].filter(e => e.checkVisibility());
    if (!shown.length) return null;
    const b = shown[Math.floor(seed * shown.length)];
    const before = g.dataset.moves;
    b.click();
    return before;
}"""


# the host's phone took a reply: a move was played, or the seat was sent a new link (a refusal)
REPLY_TAKEN = """([seat, oldLink, oldMoves]) => {
    const b = document.querySelector(`[data-message-link][data-to='${seat}']`);
    const g = document.querySelector("[data-screen='game'][data-ready='true']");
    return (b && b.dataset.messageLink !== oldLink) || (g && g.dataset.moves !== oldMoves);
}"""
# ... or it has a move of its own to tap
HOST_MOVED_ON = """([seat, oldLink, oldMoves]) => {
    const b = document.querySelector(`[data-message-link][data-to='${seat}']`);
    const g = document.querySelector("[data-screen='game'][data-ready='true']");
    return (b && b.dataset.messageLink !== oldLink) || (g && g.dataset.moves !== oldMoves)
        || (g && g.querySelector('[data-move]'));
}"""


def over(page):
    return page.locator("[data-screen='game'][data-over='true']").count() == 1


def set_up(host, game_id, kinds, server):
    """The host sets up `kinds` ("human" / "message" / "bot") and starts: its lobby."""
    hp = host.page
    hp.goto(server.url)
    wait_engine(hp)
    hp.click(f"[data-action='new:{game_id}']")
    hp.click(f"[data-action='setup-players:{len(kinds)}']")
    for i, kind in enumerate(kinds):
        if kind != "human":
            hp.click(f"[data-action='setup-kind:{i}:{kind}']")
        if kind == "bot":
            hp.click(f"[data-action='setup-level:{i}:easy']")
    hp.click("[data-action='start']")
    hp.wait_for_selector("[data-screen='lobby']")


def join(host, guest, seat):
    """The guest opens its invite (no engine on its phone), joins, and the host opens its answer."""
    hp, gp = host.page, guest.page
    if hp.locator(f"[data-message-link][data-to='{seat}']").count() == 0:
        hp.click(f"[data-action='table-show:{seat}']")
    invite = link_to(hp, str(seat))
    assert "#m1.i." in invite and invite.startswith(guest.server.url)
    open_link(guest, invite)
    gp.wait_for_selector(f"[data-screen='msg-invite'][data-seat='{seat}']", timeout=ENGINE_TIMEOUT)
    gp.click("[data-action='table-mjoin']")
    answer = link_to(gp, "host")
    assert "#m1.a." in answer
    open_link(host, answer)


def host_moves(hp):
    return hp.evaluate("() => { const g = document.querySelector(\"[data-screen='game']\");"
                       " return g ? g.dataset.moves : null; }")


def play_to_the_end(host, guests, rnd, reload_seat=None):
    """Every link the host offers a seat is carried to that seat's phone, every reply back,
    until every phone shows the end; one guest reloads on the way."""
    hp = host.page
    delivered = dict.fromkeys(guests)
    steps = 0
    reloaded = reload_seat is None
    while not all(over(guest.page) for guest in guests.values()):
        steps += 1
        assert steps < 1500, "the table by message is stuck"
        carried = False
        for seat, guest in guests.items():
            link = newest_link(hp, str(seat))
            if link and link != delivered[seat]:
                delivered[seat] = link
                open_link(guest, link)
                guest.page.wait_for_selector(f"[data-screen='game'][data-seat='{seat}']", timeout=ENGINE_TIMEOUT)
                if not reloaded and seat == reload_seat and steps > 6:
                    reloaded = True
                    guest.page.reload()     # the guest's phone keeps its seat and its table
                    guest.page.wait_for_selector(f"[data-screen='game'][data-seat='{seat}']",
                                                 timeout=ENGINE_TIMEOUT)
                carried = True
        if carried:
            continue
        moved = False
        for seat, guest in guests.items():
            if guest.page.evaluate(CLICK, [rnd.random()]) is not None:
                reply = link_to(guest.page, "host")
                old = [str(seat), newest_link(hp, str(seat)) or "", host_moves(hp)]
                open_link(host, reply)
                hp.wait_for_function(REPLY_TAKEN, arg=old, timeout=ENGINE_TIMEOUT)
                moved = True
                break
        if moved or hp.evaluate(CLICK, [rnd.random()]) is not None:
            continue
        # a bot thinks, or the host's next link is being sealed
        seat = next(iter(guests))
        with contextlib.suppress(PlaywrightTimeout):
            hp.wait_for_function(HOST_MOVED_ON, arg=[str(seat), delivered[seat] or "", host_moves(hp)],
                                 timeout=5000)
    assert over(hp)
    assert reloaded


def check_at_the_end(host, guests):
    """Every phone checks the game the host revealed: the host's at once, each guest's when
    asked (its engine starts only then)."""
    host.page.wait_for_selector("[data-audit='ok']", timeout=ENGINE_TIMEOUT)
    for guest in guests.values():
        fetched = [u for u in guest.requests if "pyodide" in u]
        assert fetched == [], fetched       # the guest's phone ran no engine during the game
        guest.page.click("[data-action='table-maudit']")
    for guest in guests.values():
        guest.page.wait_for_selector("[data-audit='ok']", timeout=ENGINE_TIMEOUT)


def test_a_whole_celtica_game_by_message_with_a_bot(browser, server):
    host, guest, stranger = Phone(browser, server), Phone(browser, server), Phone(browser, server)
    try:
        set_up(host, "celtica", ["human", "message", "bot"], server)
        join(host, guest, 1)
        host.page.wait_for_selector("[data-screen='game'][data-seat='0']", timeout=ENGINE_TIMEOUT)
        first = link_to(host.page, "1")
        # a third phone opening the guest's message cannot read it
        open_link(stranger, first)
        stranger.page.wait_for_selector("#toast p", timeout=ENGINE_TIMEOUT)
        assert "not joined" in toast(stranger.page)
        assert stranger.page.locator("[data-screen='game']").count() == 0
        # a changed link is refused and changes nothing
        head, sealed = first.rsplit(".", 1)
        changed = head + "." + sealed[:10] + ("A" if sealed[10] != "A" else "B") + sealed[11:]
        open_link(guest, changed)
        guest.page.wait_for_selector("#toast p", timeout=ENGINE_TIMEOUT)
        assert "changed" in toast(guest.page)
        play_to_the_end(host, {1: guest}, random.Random(3), reload_seat=1)
        check_at_the_end(host, {1: guest})
    finally:
        for phone in (host, guest, stranger):
            phone.close()


def test_a_whole_citadels_game_by_message_with_two_guests(browser, server):
    # three seats, no bot (the Celtica game has one): a shorter game, the same paths
    host, first, second = Phone(browser, server), Phone(browser, server), Phone(browser, server)
    try:
        set_up(host, "citadels", ["human", "message", "message"], server)
        join(host, first, 1)
        # a seat's message opened on the other guest's phone is not theirs
        join(host, second, 2)
        host.page.wait_for_selector("[data-screen='game'][data-seat='0']", timeout=ENGINE_TIMEOUT)
        open_link(second, link_to(host.page, "1"))
        second.page.wait_for_selector("#toast p", timeout=ENGINE_TIMEOUT)
        assert "seat 2, which this phone has not joined" in toast(second.page)
        play_to_the_end(host, {1: first, 2: second}, random.Random(8))
        check_at_the_end(host, {1: first, 2: second})
    finally:
        for phone in (host, first, second):
            phone.close()


def test_a_guest_by_message_sees_the_coachs_hint_the_host_sealed(browser, server):
    """With the host's hints on (said in the invite), the seat's message brings the hint its
    host's engine worked out; Hint marks the move at once, on a phone that runs no engine."""
    host, guest = Phone(browser, server), Phone(browser, server)
    try:
        set_up(host, "notre_dame", ["human", "message"], server)
        host.page.click("[data-action='table-hints']")
        host.page.wait_for_selector("[data-table-hints='on']")
        join(host, guest, 1)
        hp, gp = host.page, guest.page
        hp.wait_for_selector("[data-screen='game'][data-seat='0']", timeout=ENGINE_TIMEOUT)
        delivered = None
        rnd = random.Random(2)
        for _ in range(60):
            link = newest_link(hp, "1")
            if link and link != delivered:
                delivered = link
                open_link(guest, link)
                gp.wait_for_selector("[data-screen='game'][data-seat='1'][data-ready='true']",
                                     timeout=ENGINE_TIMEOUT)
            if gp.locator("[data-action='hint']:visible").count():
                break
            if hp.evaluate(CLICK, [rnd.random()]) is None:
                hp.wait_for_function(HOST_MOVED_ON, arg=["1", delivered or "", host_moves(hp)],
                                     timeout=ENGINE_TIMEOUT)
        gp.click("[data-action='hint']:visible")
        marked = gp.wait_for_selector("[data-hint-move]", state="attached")
        assert marked.get_attribute("data-hint-move") == marked.get_attribute("data-move")
        assert "in 10 from here" in gp.locator(".hint-box").inner_text()
        assert [u for u in guest.requests if "pyodide" in u] == []
    finally:
        for phone in (host, guest):
            phone.close()
