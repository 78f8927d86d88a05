"""A table played by message, in CPython: the engine on the host's side, each seat's phone a
`GuestByMessage`, the links carried as plain text (sealing is web/js/seal.js's, tested in
test_seal.py). Shared by the message protocol's tests and the link-size figures."""

import base64
import json
import random
import zlib

from app.message import audit, guest, host, links
from pycore import records, views

TABLE = "AAAAAA"
HOST_KEY = "B" * 87
COMMIT = "0" * 64
ORIGIN = "https://pocket-table.app/"   # the length of an address a link begins with


def invite_facts(record, seat, invite=1):
    names = [s["name"] for s in record["seats"]]
    return links.read_invite(links.invite({
        "v": 1, "table": TABLE, "seat": seat, "invite": invite, "game": record["game"], "names": names,
        "kinds": ["human"] * len(names), "key": HOST_KEY, "commit": COMMIT, "from": 0})[len("#m1.i."):])


def sealed_chars(text):
    """The characters of a sealed part of `text`: deflate-raw, a 12-byte iv and a 16-byte tag,
    base64url (what web/js/seal.js writes)."""
    packer = zlib.compressobj(6, zlib.DEFLATED, -15)
    body = packer.compress(text.encode("utf-8")) + packer.flush()
    return len(base64.urlsafe_b64encode(bytes(12 + 16 + len(body))).rstrip(b"="))


class MessageTable:
    """Every seat by message. `messages[seat]` is the newest `[number, text]` the host made
    for it; `sizes` the length of every link made, host's and seats'."""

    def __init__(self, game_id, players, seed, hints=False):
        seats = [{"name": f"P{i}", "kind": "human"} for i in range(players)]
        self.record = records.make_record(game_id, seats, seed)
        self.state = records.new_state(self.record)
        self.seats = [host.SeatByMessage(i, TABLE) for i in range(players)]
        self.guests = [guest.GuestByMessage(invite_facts(self.record, i), {"public": "", "private": ""},
                                            "v" * 22) for i in range(players)]
        self.messages = {}
        self.made = {}            # seat -> the share its newest message was made from
        self.sizes = []
        self.exchanges = 0
        self.hints = hints        # each decision's message carries a made-up hint (and a move not legal)

    def share(self, seat):
        # as the worker answers it: through JSON (a view may hold the state's own lists)
        return json.loads(json.dumps(views.seat_view_of(self.record, self.state, seat)))

    def presence(self):
        return ["msg"] * len(self.seats)

    def send_due(self, full=False):
        """A message to every seat with a new decision (or the game's end)."""
        for seat in self.seats:
            share = self.share(seat.seat)
            if full or seat.needs_message(share):
                end = None
                if share.get("over"):       # the last message reveals the deal (app/message/audit.py)
                    end = audit.reveal("s" * 43, ["v" * 22] * len(self.seats), self.record)
                hint = None
                if self.hints and share.get("legal"):
                    hint = [{"move": "not-a-move", "chance": 0.9}] + [
                        {"move": move, "chance": 0.3 * i} for i, move in enumerate(share["legal"][:3])]
                number, text = seat.message(share, self.presence(), full=full, end=end, hint=hint)
                self.messages[seat.seat] = [number, text]
                self.made[seat.seat] = share
                self.sizes.append(len(ORIGIN) + len(links.to_seat(TABLE, seat.seat, number, "")) + sealed_chars(text))

    def open(self, seat):
        number, text = self.messages[seat]
        got = self.guests[seat].opened(number, text)
        if got[0] == "state":
            self.guests[seat].keep_fingerprint(got[1]["moves"], views.fingerprint(json.loads(got[2])))
        return got

    def reply(self, seat, move):
        number, text = self.guests[seat].play(move)
        self.sizes.append(len(ORIGIN) + len(links.reply(TABLE, seat, number, "")) + sealed_chars(text))
        return number, text

    def host_opens(self, seat, number, text):
        verdict = self.seats[seat].reply_opened(number, text)
        if verdict[0] == "move":
            move, move_id, seen, _hinted = verdict[1]
            self.state.apply(seat, move)
            self.record["moves"].append([seat, move])
            self.seats[seat].done(move_id, move, seen)
            self.exchanges += 1
        return verdict

    def play_out(self, rng, limit=5000):
        """Random legal moves by every seat's phone until the game ends."""
        self.send_due()
        for _ in range(limit):
            if self.state.is_over():
                break
            seat = rng.choice(self.state.to_move())
            got = self.open(seat) if self.guests[seat].seq < self.messages[seat][0] else ["again"]
            assert got[0] in ("state", "again"), got
            move = rng.choice(self.guests[seat].share["legal"])
            number, text = self.reply(seat, move)
            verdict = self.host_opens(seat, number, text)
            assert verdict[0] == "move", verdict
            self.send_due()
        assert self.state.is_over()
        for seat in range(len(self.seats)):
            assert self.open(seat)[0] == "state"


def play_game(game_id, players, seed):
    table = MessageTable(game_id, players, seed)
    table.play_out(random.Random(seed))
    return table
