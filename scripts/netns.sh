#!/bin/sh
# Run a command in a private network namespace of its own: loopback, plus a veth pair
# (10.77.0.1 <-> 10.77.0.2) with a default route, so that Chromium gathers WebRTC candidates.
# The table-mode browser tests open real data channels between pages; in here, every packet
# they send stays inside this namespace (nothing reaches the machine's own network).
# Needs root (unshare -n), as `make test` has on its machines. Sets PT_NETNS=1 for the tests.
set -e
exec unshare -n sh -c '
  ip link set lo up &&
  ip link add pt-a type veth peer name pt-b &&
  ip addr add 10.77.0.1/24 dev pt-a && ip addr add 10.77.0.2/24 dev pt-b &&
  ip link set pt-a up && ip link set pt-b up &&
  ip route add default dev pt-a &&
  PT_NETNS=1 exec "$@"' netns "$@"
