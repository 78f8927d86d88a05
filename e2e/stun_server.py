"""A STUN server of the tests' own (RFC 5389 Binding only), so that "friends elsewhere" can be
exercised without the internet: it runs inside the tests' private network namespace, answers
each Binding request with the address it came from (XOR-MAPPED-ADDRESS), and keeps who asked.
"""

from __future__ import annotations

import socket
import struct
import threading

MAGIC = 0x2112A442
BINDING_REQUEST = 0x0001
BINDING_SUCCESS = 0x0101
XOR_MAPPED_ADDRESS = 0x0020


def binding_response(request, source):
    """The success response to a Binding request (bytes), or None for anything else."""
    if len(request) < 20:
        return None
    kind, length, cookie = struct.unpack("!HHI", request[:8])
    if kind != BINDING_REQUEST or cookie != MAGIC or len(request) != 20 + length:
        return None
    transaction = request[8:20]
    address, port = source[0], source[1]
    xport = port ^ (MAGIC >> 16)
    xaddr = struct.unpack("!I", socket.inet_aton(address))[0] ^ MAGIC
    value = struct.pack("!BBHI", 0, 1, xport, xaddr)
    attribute = struct.pack("!HH", XOR_MAPPED_ADDRESS, len(value)) + value
    return struct.pack("!HHI", BINDING_SUCCESS, len(attribute), MAGIC) + transaction + attribute


class StunServer:
    """`with StunServer("10.77.0.1") as stun:` — `stun.url` to name, `stun.asked` the sources."""

    def __init__(self, host, port=0):
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        self.sock.bind((host, port))   # port 0: a free one (the tests may run beside others)
        self.sock.settimeout(0.2)     # how often the thread looks whether it should stop
        self.url = f"stun:{host}:{self.sock.getsockname()[1]}"
        self.asked = []
        self.lock = threading.Lock()
        self.running = True
        self.thread = threading.Thread(target=self._serve, daemon=True)

    def _serve(self):
        while self.running:
            try:
                data, source = self.sock.recvfrom(2048)
            except TimeoutError:
                continue
            except OSError:
                return
            reply = binding_response(data, source)
            if reply is not None:
                with self.lock:
                    self.asked.append(source)
                self.sock.sendto(reply, source)

    def sources(self):
        with self.lock:
            return set(self.asked)

    def __enter__(self):
        self.thread.start()
        return self

    def __exit__(self, *exc):
        self.running = False
        self.thread.join()
        self.sock.close()
