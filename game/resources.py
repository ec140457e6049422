"""Where the game's own files are: pictures, sounds, the font and levels.

They ship inside the package (package data), so an ordinary install (`pip
install .`, a wheel) is a whole game. This is the one place that knows the
folders; everything else asks here.
"""
from __future__ import annotations

from pathlib import Path

# A regular (unzipped) install: the package's files are real files on disk, beside
# this module. (Asking importlib.resources the same question imported its readers
# and zip support: 3 ms of every launch, tools/bench.py launch.)
PACKAGE = Path(__file__).resolve().parent
ASSETS = PACKAGE / "assets"
LEVELS = PACKAGE / "levels"


def levels_dir(game_id: str) -> Path:
    """The Tiled maps of one game: game/levels/<game_id>/."""
    return LEVELS / game_id
