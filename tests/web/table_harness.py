"""Several phones in one process: fake WebRTC data channels between harness pages, so the
host's and the guests' Apps (app/controller.py with app/table/) play whole tables in CPython
with the real engine, through the same port the browser's table.js gives them.

Descriptions are real ones (Chromium's, recorded in data/chromium_sdp.json) with a fresh ICE
username per connection, so packing and unpacking run as in the browser; the fake network
pairs an answer with its offer by those usernames. Each endpoint's messages are delivered in
order by one task, like a reliable ordered channel; `drop` cuts a connection as a lost Wi-Fi
does (both ends hear "closed").
"""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

from harness import Page, Store, fresh_engine, run  # noqa: F401

from app import controller
from app.table import sdp

SAMPLE = json.loads((Path(__file__).parent / "data" / "chromium_sdp.json").read_text())["mdns"]


def _with_ufrag(text, ufrag):
    lines = []
    for line in text.split("\r\n"):
        if line.startswith("a=ice-ufrag:"):
            line = "a=ice-ufrag:" + ufrag
        lines.append(line)
    return "\r\n".join(lines)


class Net:
    def __init__(self):
        self.n = 0
        self.offers = {}      # ufrag -> [page, key]
        self.answers = {}     # ufrag -> [host page, host key, guest page, guest key]
        self.links = {}       # (id(page), key) -> [other page, other key]
        self.pages = []
        self.sent = []        # [from key, text] of every message, for the tests to read
        self.fail_offers = False
        self.hold_offers = None   # a future: new offers wait for it (a STUN server slow to answer)

    def fresh(self, kind):
        self.n += 1
        return kind[0] + f"{self.n:05d}"

    def deliver(self, page, key, event, data=None):
        page.inbox.append([key, event, data])
        if not page.delivering:
            page.delivering = True
            page.tasks.append(asyncio.ensure_future(page.drain()))

    def connect(self, a, akey, b, bkey):
        self.links[(id(a), akey)] = [b, bkey]
        self.links[(id(b), bkey)] = [a, akey]
        self.deliver(a, akey, "open")
        self.deliver(b, bkey, "open")

    def cut(self, page, key, tell_self):
        other = self.links.pop((id(page), key), None)
        if other is None:
            return
        self.links.pop((id(other[0]), other[1]), None)
        self.deliver(other[0], other[1], "closed")
        if tell_self:
            self.deliver(page, key, "closed")


class TablePage(Page):
    def __init__(self, net, store=None):
        super().__init__(store)
        self.net = net
        net.pages.append(self)
        self.inbox = []
        self.delivering = False
        self.copied = []
        self.camera = None        # None: refused; else the text the camera will read
        self.randoms = 0
        self.ice = []             # the ICE servers (JSON) each new connection was made with

    async def drain(self):
        try:
            while self.inbox:
                key, event, data = self.inbox.pop(0)
                await self.app.on_peer(key, event, data)
        finally:
            self.delivering = False

    async def rtc_offer(self, key, ice):
        self.ice.append(ice)
        if self.net.hold_offers is not None:
            await self.net.hold_offers
        if self.net.fail_offers:
            return None
        ufrag = self.net.fresh("offer")
        self.net.offers[ufrag] = [self, key]
        return _with_ufrag(SAMPLE["offer"], ufrag)

    async def rtc_answer(self, key, offer, ice):
        self.ice.append(ice)
        ufrag = sdp.parse(offer)["ufrag"]
        host = self.net.offers.get(ufrag)
        if host is None:
            return None
        mine = self.net.fresh("answer")
        self.net.answers[mine] = host + [self, key]
        return _with_ufrag(SAMPLE["answer"], mine)

    async def rtc_accept(self, key, answer):
        entry = self.net.answers.pop(sdp.parse(answer)["ufrag"], None)
        if entry is None or entry[0] is not self or entry[1] != key:
            return False
        self.net.connect(self, key, entry[2], entry[3])
        return True

    def rtc_send(self, key, text):
        other = self.net.links.get((id(self), key))
        if other is None:
            return False
        self.net.sent.append([key, text])
        self.net.deliver(other[0], other[1], "message", text)
        return True

    def rtc_close(self, key):
        self.net.cut(self, key, tell_self=False)

    def drop(self, key):
        """The connection is lost (Wi-Fi gone, phone asleep too long): both ends hear it."""
        self.net.cut(self, key, tell_self=True)

    def random_text(self, n):
        self.randoms += 1
        return (f"r{id(self) % 9973}x{self.randoms}" + "abcdefghijklmnop")[:n]

    async def scan_start(self):
        if self.camera is None:
            return False
        text = self.camera
        self.tasks.append(asyncio.ensure_future(self.app.on_scanned(text)))
        return True

    def scan_stop(self):
        pass

    async def copy_text(self, text):
        self.copied.append(text)
        return True

    def page_url(self, fragment):
        return "https://example.test/pt/#" + fragment


def make_phone(net, store=None):
    page = TablePage(net, store)
    app = controller.App(page)
    page.app = app
    return app, page


async def settle(net):
    """Until no phone has anything left to do."""
    for _ in range(100000):
        busy = False
        for page in net.pages:
            while page.tasks:
                busy = True
                task = page.tasks.pop(0)
                if task.get_loop() is asyncio.get_running_loop():   # else it died with its run
                    await task
        if not busy:
            await asyncio.sleep(0)
            if not any(page.tasks or page.inbox for page in net.pages):
                return
    raise AssertionError("the phones never settled")
