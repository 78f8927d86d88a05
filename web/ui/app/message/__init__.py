"""A seat played by message: the table travels as links the players post in their own chat.

The host's phone deals, runs the engine and the bots, and sends each seat by message only what
the live table would send that seat (`pycore.views`), sealed for that seat alone. The parts:
`links` (the text of each kind of link), `host` (the host's side of one seat: numbering, what
the seat has, its moves), `guest` (a guest's side: its seat's table rebuilt from the messages
it opened, its move waiting to be sent), `canonical` (the one JSON text a share is
fingerprinted by, as the engine writes it). Sealing is the page's (web/js/seal.js, Web Crypto).
Kept in the subset of Python that MicroPython runs.
"""
