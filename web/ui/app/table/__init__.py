"""Several phones at one table, no server: the table protocol, the packing of connection
descriptions, and the host's and the guest's side of the app (see each module).

The table's code (`actions` and everything it imports: the host, the guest, the protocol, the
packing) is imported on first use: MicroPython loads and runs every module it imports on the
page's main thread, 30–40 ms for these at desktop speed even from the build's bytecode (four
times that on a phone), and a player who never sits at a table should not wait for it when the
app starts. What the app needs before that is here, with no import at all: whether a
link is a join link, whether a save has a table kept beside it, and whether an action is one
of the table's (every one of their heads starts with "table-").
"""

JOIN_PREFIX = "t1."          # the start of a join link (a guest's invitation; sdp.py packs it)
META_PREFIX = "pt.table."    # the storage key of the table kept beside a save (host.py)
ACTION_PREFIX = "table-"     # the heads of the table's actions (actions.ACTIONS)


MESSAGE_PREFIX = "m1."       # the start of a table by message's links (app/message/links.py)
GUEST_MESSAGES = ("m1.i.", "m1.t.")   # an invite, a message to a seat: a guest's, with no engine
SEAT_BY_MESSAGE = "msg-seat:"  # `pt.current` when the app was left on a seat played by message


def is_join_link(fragment):
    """A link a guest's phone opens with no engine of its own: a join link, an invite or a
    message to a seat by message."""
    return isinstance(fragment, str) and (fragment.startswith(JOIN_PREFIX) or fragment.startswith(GUEST_MESSAGES))


def is_message_link(fragment):
    return isinstance(fragment, str) and fragment.startswith(MESSAGE_PREFIX)


def is_seat_by_message(current):
    """The app was left on this phone's seat at a table by message (not on a save)."""
    return isinstance(current, str) and current.startswith(SEAT_BY_MESSAGE)


async def resume_seat_by_message(app, current):
    """The seat by message the app was left on, shown again with no engine (its phone keeps
    it: app/message/visiting.py)."""
    from ..message import visiting
    await visiting.resume(app, current[len(SEAT_BY_MESSAGE):])


def meta_key(save_id):
    return META_PREFIX + str(save_id)


def has_table(store, save_id):
    """A table is kept beside this save (perhaps a damaged one, which `stored.read_meta` says)."""
    return bool(store.get(meta_key(save_id)))


def load_actions():
    """The table's actions module (app/table/actions.py), imported now if need be."""
    from . import actions as module
    return module


def action(head):
    """The table's handler for an action head, or None (importing the table's code only for
    one of its own heads)."""
    if not head.startswith(ACTION_PREFIX):
        return None
    return load_actions().ACTIONS.get(head)
