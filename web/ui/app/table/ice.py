"""Which servers a table's connections may contact: none, or the one STUN server the host
named in the lobby ("Friends elsewhere"), kept on the host's phone (`pt.table-stun`).

On the same Wi-Fi the phones reach each other by their local addresses and no server is
needed, so none is the default: the app never contacts a server the player did not choose.
A named STUN server tells each phone its public address, which lets friends on other
networks join (behind ordinary home routers; no relay is offered). The host's join code
carries the name, and the guest who opens that code uses the same server for its answer.
"""

import json

from . import sdp

STUN_KEY = "pt.table-stun"
MAX_URL = 200


def valid_stun(text):
    """Whether `text` is a STUN server address: `stun:host` or `stun:host:port`, of the
    characters a join code can carry."""
    if not isinstance(text, str) or not text.startswith("stun:") or len(text) > MAX_URL:
        return False
    host = text[5:]
    if not host or host[0] in ":/?" or "/" in text or "?" in text:
        return False
    return all(ch in sdp.URL_CHARS for ch in text)


def ice_servers(stun):
    """The ICE servers for the page's RTCPeerConnection (JSON): the named server, or none."""
    return json.dumps([{"urls": stun}]) if valid_stun(stun) else "[]"


def stored_stun(store):
    """The STUN server kept on this phone, or "" (none kept, or not an address)."""
    text = store.get(STUN_KEY)
    return text if valid_stun(text) else ""
