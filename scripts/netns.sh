#!/bin/sh
# Run a command in a private network namespace of its own: loopback, plus a veth pair
# (10.77.0.1 <-> 10.77.0.2) with a default route, so that Chromium gathers WebRTC candidates.
# The table-mode browser tests open real data channels between pages; in here, every packet
# they send stays inside this namespace (nothing reaches the machine's own network).
# Needs root and the right to make namespaces (unshare -n) and iproute2 (ip), as `make test` has
# on its machines; sets PT_NETNS=1 for the tests. Where that is missing (no root, a container
# without CAP_SYS_ADMIN, no ip), it says so and runs the command on the machine's own network
# with PT_NETNS=0: the data channels then run between this machine's own addresses (the pages
# name no server and every request leaves only for our own origin), but Chromium's mDNS
# queries for its local names go out on the local network.
set -e
#
# The namespace is settled before the command starts: Chromium aborts every request in flight
# with net::ERR_NETWORK_CHANGED when an address or a link changes under it, and a veth pair
# keeps changing for a second or two after it comes up (its IPv6 link-local addresses finish
# duplicate-address detection, the kernel reports the carrier late). A browser started at once
# lost the first page's files that way. So IPv6 is off in here (the tests use 10.77.0.x), and
# the command waits until both ends report their carrier.
SETUP='ip link set lo up &&
  { sysctl -qw net.ipv6.conf.all.disable_ipv6=1 net.ipv6.conf.default.disable_ipv6=1 2>/dev/null || true; } &&
  ip link add pt-a type veth peer name pt-b &&
  ip addr add 10.77.0.1/24 dev pt-a && ip addr add 10.77.0.2/24 dev pt-b &&
  ip link set pt-a up && ip link set pt-b up &&
  ip route add default dev pt-a &&
  for i in $(seq 50); do
    [ "$(ip -o link show up | grep -c "state UP")" -ge 2 ] && break; sleep 0.1;
  done'
if command -v ip >/dev/null 2>&1 && unshare -n sh -c "$SETUP" >/dev/null 2>&1; then
  exec unshare -n sh -c "$SETUP"' && PT_NETNS=1 exec "$@"' netns "$@"
fi
echo "netns.sh: no private network namespace here (it needs root, unshare -n and ip);" \
     "running on this machine's own network" >&2
PT_NETNS=0 exec "$@"
