"""Suite-wide setup: headless SDL, and a private MONKEY_ARCADE_HOME for every test."""
from __future__ import annotations

import os
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


@pytest.fixture(autouse=True)
def arcade_home(tmp_path, monkeypatch):
    """Settings and saves go to a fresh folder per test; virtual pads never outlive a test."""
    home = tmp_path / "arcade-home"
    home.mkdir()
    monkeypatch.setenv("MONKEY_ARCADE_HOME", str(home))
    yield home
    for name in ("tests.support.vpad", "support.vpad"):
        vpad = sys.modules.get(name)
        if vpad is not None:
            vpad.detach_all()


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
