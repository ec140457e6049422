# Two commands on a fresh machine: `make play` and `make test`.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
# The versions `make test` (and so CI) installs, pinned: a fresh machine gets
# exactly what the suite was last green with. `make lock` refreshes it.
LOCK := requirements/test.txt
PIP_VERSION := 26.3

.PHONY: play test bench assets clean tiled lock

$(STAMP): pyproject.toml $(LOCK)
	$(PY) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet pip==$(PIP_VERSION)
	$(BIN)/python -m pip install --quiet -c $(LOCK) -e '.[test,openspiel,cluster]'
	touch $(STAMP)

play: $(STAMP)
	$(BIN)/python -m game

test: $(STAMP) tiled
	$(BIN)/python -m mypy
	$(BIN)/python -m pytest -n 2 --dist worksteal

# Tiled's own tmxrasterizer checks that every map we ship opens in the editor.
tiled:
	@command -v tmxrasterizer >/dev/null || { \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    echo "installing Tiled (for tmxrasterizer)"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq tiled >/dev/null; \
	  else \
	    echo "Please install Tiled's tmxrasterizer first (Debian/Ubuntu: sudo apt-get install tiled)"; \
	    exit 1; \
	  fi; }

bench: $(STAMP)
	$(BIN)/python tools/bench.py

assets: $(STAMP)
	$(BIN)/python tools/make_assets.py

# The newest versions pyproject.toml allows, written to the lock; then run
# `make test` and commit the lock only if the suite is green with it.
lock:
	rm -rf .venv-lock
	$(PY) -m venv .venv-lock
	.venv-lock/bin/python -m pip install --quiet pip-tools==7.6.2
	CUSTOM_COMPILE_COMMAND="make lock" .venv-lock/bin/pip-compile --quiet --upgrade \
	  --extra test --extra openspiel --extra cluster --strip-extras \
	  --no-emit-index-url --no-emit-find-links \
	  -o $(LOCK) pyproject.toml
	rm -rf .venv-lock

clean:
	rm -rf $(VENV) .venv-lock
