# Pocket Table. The README's two set-up commands are `make serve` and `make test`; both install
# what they need on a fresh machine (Python packages, npm packages, micropip, Chromium).
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
PORT ?= 8000
MICROPIP_VERSION := 0.11.1
MICROPIP := build/cache/micropip-$(MICROPIP_VERSION)-py3-none-any.whl
CHROMIUM := /usr/bin/chromium

.PHONY: all site serve test test-engine test-e2e check bench screens clean deps chromium

all: site

$(VENV)/.stamp: requirements-dev.txt
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements-dev.txt
	touch $@

node_modules/.stamp: package.json package-lock.json
	npm ci --no-audit --no-fund --loglevel=error
	touch $@

# micropip 0.11.1 declares Python >= 3.12; the wheel is pure Python and runs in Pyodide's 3.14.
$(MICROPIP): $(VENV)/.stamp
	mkdir -p build/cache
	$(PY) -m pip download --quiet --disable-pip-version-check --no-deps --only-binary=:all: \
		--python-version 3.14 -d build/cache micropip==$(MICROPIP_VERSION)

deps: $(VENV)/.stamp node_modules/.stamp $(MICROPIP)

chromium:
	@test -x $(CHROMIUM) || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive \
		apt-get install -y -qq chromium fonts-noto-cjk >/dev/null; }
	@test -x $(CHROMIUM) || { echo "Chromium could not be installed" >&2; exit 1; }

site: deps
	$(PY) scripts/build_site.py --micropip $(MICROPIP)

serve: site
	$(PY) scripts/serve.py --port $(PORT) dist

test-engine: $(VENV)/.stamp
	$(PY) -m pytest tests

# The browser tests run in a private network namespace (scripts/netns.sh): the table mode's
# tests open real WebRTC data channels between pages, whose packets must stay on this machine.
test-e2e: site chromium
	scripts/netns.sh $(PY) -m pytest e2e

# Static checks (configured in pyproject.toml): ruff lints every Python file (pycore, botlab,
# tests, the UI in web/ui/ and the engine worker's web/worker/, scripts, e2e), mypy
# type-checks pycore and botlab. Doctests run in tests/.
check: $(VENV)/.stamp
	$(VENV)/bin/ruff check pycore botlab tests web scripts e2e
	$(VENV)/bin/mypy

# Two pytest runs: tests/ and e2e/ each have a conftest.py that their modules import by name.
# The static checks come first: they take seconds and name the line.
test: site chromium check
	$(PY) -m pytest tests
	scripts/netns.sh $(PY) -m pytest e2e

# Lighthouse (bench/package.json) is installed here, outside the private network namespace the
# bench runs in: inside it npm cannot reach the registry.
bench/node_modules/.stamp: bench/package.json bench/package-lock.json
	cd bench && npm ci --no-audit --no-fund --loglevel=error
	touch $@

bench: site chromium bench/node_modules/.stamp
	scripts/netns.sh $(PY) scripts/bench.py

# The screenshots in docs/screens/ (every game at phone and tablet sizes, both languages and
# themes) and docs/screens/flows/ (the screens that are not a board: home, setup, record,
# rules, a live table's lobby and join, a table by message from the invite to the check),
# then squeezed to a 256-colour palette by pngquant: the pages are flat colours and text, so
# they stay sharp at about a third of the size.
screens: site chromium
	@command -v pngquant >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive \
		apt-get install -y -qq pngquant >/dev/null; }
	$(PY) scripts/screens.py --guide --end --extras
	$(PY) scripts/screens_flows.py
	pngquant --force --skip-if-larger --speed 1 --ext .png docs/screens/*.png docs/screens/flows/*.png \
		|| test $$? -eq 98 -o $$? -eq 99

clean:
	rm -rf dist build
