"""Autosave of the match in progress, and Continue.

The save is the match record (JSON Lines, see docs/log-format.md), rewritten
atomically after every action. A save that cannot be used is moved aside,
never deleted, and the player is told why.
"""
from __future__ import annotations

import time
from pathlib import Path

from game.core.errors import BadRecord
from game.core.match import Match
from game.core.record import load

from .paths import data_dir


def save_path() -> Path:
    return data_dir() / "autosave.jsonl"


def write(match: Match) -> None:
    if match.over:
        clear()
        return
    match.record.save(save_path())


def clear() -> None:
    try:
        save_path().unlink()
    except FileNotFoundError:
        pass


def exists() -> bool:
    return save_path().exists()


def set_aside(reason: str) -> str:
    p = save_path()
    broken = p.with_name(f"autosave-broken-{time.strftime('%Y%m%d-%H%M%S')}.jsonl")
    try:
        p.replace(broken)
        where = f" It was kept as {broken.name}."
    except OSError:
        where = ""
    return f"The saved match could not be continued: {reason}.{where}"


def resume() -> tuple[Match | None, str | None]:
    """(match, None) on success; (None, message) when the save is unusable."""
    p = save_path()
    if not p.exists():
        return None, "There is no saved match."
    try:
        match = Match.replay(load(p))
    except BadRecord as exc:
        return None, set_aside(str(exc))
    except Exception as exc:  # a save must never crash the arcade
        return None, set_aside(f"unexpected error {type(exc).__name__}")
    if match.over:
        clear()
        return None, "The saved match had already finished."
    return match, None
