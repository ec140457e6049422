"""Where settings and saves live: the user's config and data folders.

MONKEY_ARCADE_HOME overrides both (tests point it at a temporary folder).
"""
from __future__ import annotations

import os
from pathlib import Path


def _base(env: str, fallback: str) -> Path:
    home = os.environ.get("MONKEY_ARCADE_HOME")
    if home:
        return Path(home)
    xdg = os.environ.get(env)
    return Path(xdg) / "monkey-arcade" if xdg else Path.home() / fallback / "monkey-arcade"


def config_dir() -> Path:
    return _base("XDG_CONFIG_HOME", ".config")


def data_dir() -> Path:
    return _base("XDG_DATA_HOME", ".local/share")
