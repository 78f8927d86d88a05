"""Games dealt ahead: a setup's next game, dealt while the engine is up and kept in storage, so
that on a later visit Start shows its table at once and takes the first move while the engine
is still starting (the move is played the moment the engine holds the game).

On a phone the engine needs about three seconds to start (docs/performance.md); the page is
up in one. A dealt game is the engine's own answer (`engine.deal`: the snapshot opening it for
seat 0 would give), so the table it shows is the table the engine will open, and a move tapped
on it is a move the engine will accept. Stored under one key, `DEALT_KEY`: {game id:
{"seats", "options", "snap"}}, one game per game id, for the setup last started (or the
default one). A dealt game is used once: it is taken out of storage before it is shown, and
not used if that write is refused. It is not a player's game — nothing is lost when it is
dropped — so it gives way to the saves whenever storage is short (`drop_all`).
"""

import json

DEALT_KEY = "pt.dealt"


def _read(store):
    try:
        data = json.loads(store.get(DEALT_KEY) or "{}")
    except Exception:
        data = None
    return data if isinstance(data, dict) else {}


def _usable(entry):
    """A stored deal of the right shape: the seats and options it was dealt for, and the
    engine's frame of it (a record, a view, the legal moves, the bots' opening moves made)."""
    if not isinstance(entry, dict):
        return False
    snap = entry.get("snap")
    return (isinstance(entry.get("seats"), list) and isinstance(entry.get("options"), dict)
            and isinstance(snap, dict) and isinstance(snap.get("record"), dict)
            and isinstance(snap.get("view"), dict) and isinstance(snap.get("legal"), list)
            and type(snap.get("moves")) is int and not snap.get("over"))


def _for_setup(entry, game_id, seats, options):
    """Whether `entry` is a usable deal of this very setup of `game_id`."""
    return (_usable(entry) and entry["seats"] == seats and entry["options"] == options
            and entry["snap"]["record"].get("game") == game_id)


def _write(store, data):
    """Store `data` (no key at all when it is empty); whether storage took it."""
    if data:
        return bool(store.set(DEALT_KEY, json.dumps(data)))
    store.remove(DEALT_KEY)
    return store.get(DEALT_KEY) is None


def has(store, game_id, seats, options):
    """Whether a game of this very setup is dealt already."""
    return _for_setup(_read(store).get(game_id), game_id, seats, options)


def kept(store, game_id):
    """Whether a game of any setup is dealt for `game_id`."""
    return _usable(_read(store).get(game_id))


def put(store, game_id, seats, options, snap):
    """Keep `snap` (the engine's `deal` answer) as the next game of this setup, in place of the
    game's earlier deal; False when storage refused (nothing else changes)."""
    data = _read(store)
    data[game_id] = {"seats": seats, "options": options, "snap": snap}
    return _write(store, data)


def take(store, game_id, seats, options):
    """The dealt game of exactly this setup, taken out of storage (so it is never dealt twice),
    or None: none kept, one of another setup or damaged, or the write that takes it refused."""
    data = _read(store)
    entry = data.pop(game_id, None)
    if not _for_setup(entry, game_id, seats, options) or not _write(store, data):
        return None
    return entry["snap"]


def drop_all(store):
    """Forget every dealt game (room for a save); whether there was any."""
    return store.get(DEALT_KEY) is not None and _write(store, {})
