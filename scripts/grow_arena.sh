#!/usr/bin/env bash
# Grow saved arena matches (bench/arena/) under PyPy when it is there: the same games as
# CPython (pycore is deterministic, its budgets are in iterations), played 1.5-1.9x faster on
# the build machine (docs/bots.md). Installs Debian's pypy3 if it can; falls back to the
# project's CPython. Arguments go to `python -m botlab bench`, e.g.
#
#   scripts/grow_arena.sh --games 100 --step 5 --only luna --matches hard_vs_normal_3p
#
# It runs at the lowest priority. While it runs, touch no file `arena.code_files` lists for
# that game (a change of code restarts the match under a new key).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v pypy3 >/dev/null && [ "$(id -u)" = 0 ]; then
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq pypy3 >/dev/null 2>&1 || true
fi
if command -v pypy3 >/dev/null; then
  # no .pyc files of PyPy's beside the sources
  exec env PYTHONPATH=scripts/pypy PYTHONDONTWRITEBYTECODE=1 nice -n 19 pypy3 -m botlab bench --save bench/arena "$@"
fi
exec nice -n 19 .venv/bin/python -m botlab bench --save bench/arena "$@"
