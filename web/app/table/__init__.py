"""Several phones at one table, no server: the table protocol, the packing of connection
descriptions, and the host's and the guest's side of the app (see each module)."""
