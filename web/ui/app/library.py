"""The player's saved games in storage: read, rebuilt, written and removed, every write checked.

`saves.py` holds the pure model (what a save and the list look like, how a link matches a
save); this module does the storage work through a small port, so it runs the same in the
browser (`main.py` gives it localStorage) and in the tests (a dict). The port is an object
with `get(key)` (text or None), `set(key, text)` (True, or False when the browser refused:
storage full or disabled), `remove(key)`, `keys()` (every key) and `sizes(prefix)` (the length
of the text of every key starting with `prefix`, measured where the text is stored, so that
comparing sizes never needs the texts).

Nothing here removes a save unless the player asked for exactly that (`delete`): a write that
fails changes nothing else and says so, and the list is rebuilt from the save keys whenever it
is missing, damaged or disagrees with them.
"""

from . import saves

# What `write` answers.
SAVED = "saved"          # the save and the list are stored
NO_ROOM = "no_room"      # the save itself was refused: nothing changed
LIST_REFUSED = "list"    # the save is stored, the list was refused (rebuilt at the next start)


class Library:
    def __init__(self, store):
        self.store = store
        self.index = []

    def load(self):
        """Read the list, rebuilt from the save keys if need be. Returns whether the stored list
        was rebuilt (and, if so, whether writing it back was refused: `[rebuilt, refused]`)."""
        index, intact = saves.read_index(self.store.get(saves.INDEX_KEY))
        sizes = self.store.sizes(saves.SAVE_PREFIX)
        self.index, changed = saves.reconcile(index, intact, sizes, self.store.get)
        refused = changed and not self.store.set(saves.INDEX_KEY, saves.dump_index(self.index))
        return [changed, refused]

    def read(self, save_id):
        """The stored save (`saves.parse_save`), or None; a save that cannot be read is listed
        as damaged from now on (it keeps its place, with a delete button)."""
        stored = saves.parse_save(self.store.get(saves.save_key(save_id)))
        if stored is None and save_id in self.ids():
            self.mark_damaged(save_id)
        return stored

    def mark_damaged(self, save_id):
        self.index = saves.mark_damaged(self.index, save_id)
        self.store.set(saves.INDEX_KEY, saves.dump_index(self.index))

    def ids(self):
        return [entry.get("id") for entry in self.index]

    def write(self, save_id, record, snapshot, now_ms):
        """Store a game and its line in the list; SAVED, NO_ROOM or LIST_REFUSED."""
        key = saves.save_key(save_id)
        if not self.store.set(key, saves.dump_save(record, snapshot, now_ms)):
            return NO_ROOM
        summary = saves.summarize(save_id, record, snapshot, now_ms)
        summary["size"] = self.store.sizes(key).get(key)
        self.index = saves.upsert(self.index, summary)
        if not self.store.set(saves.INDEX_KEY, saves.dump_index(self.index)):
            return LIST_REFUSED
        return SAVED

    def delete(self, save_id):
        """Remove one save, as the player asked (and what is kept beside it)."""
        self.store.remove(saves.save_key(save_id))
        for prefix in saves.COMPANION_PREFIXES:
            self.store.remove(prefix + str(save_id))
        self.index = saves.remove(self.index, save_id)
        self.store.set(saves.INDEX_KEY, saves.dump_index(self.index))
        if self.store.get(saves.CURRENT_KEY) == save_id:
            self.store.remove(saves.CURRENT_KEY)

    def has_room(self):
        return saves.has_room(self.index)

    def new_id(self, now_ms):
        return saves.new_save_id(now_ms, self.index)

    def match_link(self, record):
        return saves.match_link(self.index, record, self.store.get)

    def finished(self):
        return saves.finished_ids(self.index)

    def current(self):
        return self.store.get(saves.CURRENT_KEY)

    def set_current(self, save_id):
        if save_id is None:
            self.store.remove(saves.CURRENT_KEY)
        else:
            self.store.set(saves.CURRENT_KEY, save_id)   # only a convenience: a refusal loses nothing
