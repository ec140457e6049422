"""Suite-wide setup: headless SDL, and a private MONKEY_ARCADE_HOME for every test."""
from __future__ import annotations

import gc
import itertools
import os
import re
import sys
from pathlib import Path

# Before anything imports pygame: never a real window, sound card or banner.
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # `from tests.support import ...` works however pytest is started
    sys.path.insert(0, str(ROOT))

import pytest  # noqa: E402

_SERIAL = itertools.count()

# The suite makes millions of short-lived objects (states, events, views): with
# Python's default thresholds the cycle collector runs every 700 allocations
# and walks the long-lived ones again and again, about a tenth of the suite's
# time. Rarer young collections, and the modules collected once and frozen
# (never walked again), cost nothing in coverage.
gc.set_threshold(100_000, 50, 100)


def pytest_collection_finish(session):
    gc.collect()
    gc.freeze()


@pytest.fixture(scope="session")
def _homes(tmp_path_factory):
    return tmp_path_factory.mktemp("homes")


@pytest.fixture(autouse=True)
def _private_home(_homes, request, monkeypatch):
    """Settings and saves go to a fresh folder per test; virtual pads never outlive a test.

    The folder is only named here, not made: the game makes it when it first
    writes, and most tests never write. (A made folder per test cost the suite
    thousands of folders to create and delete on a slow disk.)"""
    tag = re.sub(r"[^\w-]+", "_", request.node.name)[:40]
    home = _homes / f"{next(_SERIAL)}-{tag}"
    monkeypatch.setenv("MONKEY_ARCADE_HOME", str(home))
    # A match the app starts takes a new seed from the system; in a test the
    # seeds count up from 1, so a test plays the same matches every run (one
    # seed in a few hundred once ended a match before a test's human moved)
    import game.app.launch as launch
    seeds = itertools.count(1)
    monkeypatch.setattr(launch, "new_seed", lambda: next(seeds))
    yield home
    for name in ("tests.support.vpad", "support.vpad"):
        vpad = sys.modules.get(name)
        if vpad is not None:
            vpad.detach_all()


@pytest.fixture
def arcade_home(_private_home):
    """The test's private home folder, made, for tests that put files in it."""
    _private_home.mkdir(parents=True, exist_ok=True)
    return _private_home


@pytest.fixture
def register_game():
    """Register stand-in GameSpecs for one test: `register_game(spec)`."""
    from game.core import registry
    added: list[str] = []

    def add(spec):
        registry.specs()  # the real games first, so the stand-in comes after them
        registry.register(spec)
        added.append(spec.id)
        return spec

    yield add
    for game_id in added:
        registry.unregister(game_id)
