# Two commands on a fresh machine: `make play` and `make test`.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: play test bench assets clean tiled

$(STAMP): pyproject.toml
	$(PY) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
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

clean:
	rm -rf $(VENV)
