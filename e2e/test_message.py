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


# the host's phone has something new: a link to the guest, or a move of its own to tap
HOST_MOVED_ON = """(old) => {
    const b = document.querySelector("[data-message-link][data-to='1']");
    const g = document.querySelector("[data-screen='game'][data-ready='true']");
    return (b && b.dataset.messageLink !== old) || (g && g.querySelector('[data-move]'));
}"""


def over(page):
    return page.locator("[data-screen='game'][data-over='true']").count() == 1


def test_a_whole_game_by_message_with_a_bot(browser, server):
    host, guest, stranger = Phone(browser, server), Phone(browser, server), Phone(browser, server)
    try:
        hp, gp = host.page, guest.page
        hp.goto(server.url)
        wait_engine(hp)
        hp.click("[data-action='new:celtica']")
        hp.click("[data-action='setup-players:3']")
        hp.click("[data-action='setup-kind:1:message']")
        hp.click("[data-action='setup-kind:2:bot']")
        hp.click("[data-action='setup-level:2:easy']")
        hp.click("[data-action='start']")
        hp.wait_for_selector("[data-screen='lobby']")
        invite = link_to(hp, "1")
        assert "#m1.i." in invite and invite.startswith(server.url)
        # the guest opens its invite: no engine on its phone
        open_link(guest, invite)
        gp.wait_for_selector("[data-screen='msg-invite'][data-seat='1']", timeout=ENGINE_TIMEOUT)
        gp.click("[data-action='table-mjoin']")
        answer = link_to(gp, "host")
        assert "#m1.a." in answer
        open_link(host, answer)
        hp.wait_for_selector("[data-screen='game'][data-seat='0']", timeout=ENGINE_TIMEOUT)
        first = link_to(hp, "1")
        # a third phone opening the guest's message cannot read it
        open_link(stranger, first)
        stranger.page.wait_for_selector("#toast p", timeout=ENGINE_TIMEOUT)
        assert "not joined" in toast(stranger.page)
        assert stranger.page.locator("[data-screen='game']").count() == 0
        # a changed link is refused and changes nothing
        head, sealed = first.rsplit(".", 1)
        changed = head + "." + sealed[:10] + ("A" if sealed[10] != "A" else "B") + sealed[11:]
        open_link(guest, changed)
        gp.wait_for_selector("#toast p", timeout=ENGINE_TIMEOUT)
        assert "changed" in toast(gp)
        delivered = None
        rnd = random.Random(3)
        steps = 0
        reloaded = False
        while not over(gp):
            steps += 1
            assert steps < 600, "the table by message is stuck"
            link = newest_link(hp, "1")
            if link and link != delivered:
                delivered = link
                open_link(guest, link)
                gp.wait_for_selector("[data-screen='game'][data-seat='1']", timeout=ENGINE_TIMEOUT)
                if not reloaded and steps > 6:
                    reloaded = True
                    gp.reload()         # the guest's phone keeps its seat and its table
                    gp.wait_for_selector("[data-screen='game'][data-seat='1']", timeout=ENGINE_TIMEOUT)
                continue
            before = gp.evaluate(CLICK, [rnd.random()])
            if before is not None:
                reply = link_to(gp, "host")
                open_link(host, reply)
                hp.wait_for_function("(n) => { const g = document.querySelector(\"[data-screen='game']\");"
                                     " return g && g.dataset.moves !== n; }", arg=before, timeout=ENGINE_TIMEOUT)
                continue
            if hp.evaluate(CLICK, [rnd.random()]) is not None:
                continue
            # a bot thinks, or the host's next link is being sealed
            with contextlib.suppress(PlaywrightTimeout):
                hp.wait_for_function(HOST_MOVED_ON, arg=delivered or "", timeout=5000)
        assert over(hp)
        # the guest's phone ran no engine: nothing of Pyodide was fetched
        assert not [u for u in guest.requests if "pyodide" in u], [u for u in guest.requests if "pyodide" in u]
    finally:
        for phone in (host, guest, stranger):
            phone.close()
