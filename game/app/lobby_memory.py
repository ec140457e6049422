"""What each game's lobby was set to last time: seats, bot levels, options.

Kept as JSON beside the settings. It is only a convenience: a file that is
missing, broken or out of date gives the usual lobby, never an error.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any


from .paths import config_dir

MAX_BYTES = 64 * 1024


def path() -> Path:
    return config_dir() / "lobby.json"


def _read() -> dict[str, Any]:
    try:
        p = path()
        if not p.is_file() or p.stat().st_size > MAX_BYTES:
            return {}
        import json     # only when there is a file: a first start reads none
        data = json.loads(p.read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError):
        return {}
    return data if isinstance(data, dict) else {}


def recall(game_id: str) -> tuple[list[str], dict[str, Any]]:
    """(seat kinds, option values) last used for this game; ([], {}) if none.
    The caller checks each value against what the game offers today."""
    entry = _read().get(game_id)
    if not isinstance(entry, dict):
        return [], {}
    seats, options = entry.get("seats"), entry.get("options")
    seats = [s for s in seats if isinstance(s, str)] if isinstance(seats, list) else []
    return seats, options if isinstance(options, dict) else {}


def remember(game_id: str, seats: list[str], options: dict[str, Any]) -> None:
    import json

    data = _read()
    data[game_id] = {"seats": list(seats), "options": dict(options)}
    try:
        from game.core.record import atomic_write  # only when it writes: start-up reads
        atomic_write(path(), json.dumps(data, indent=1))
    except (OSError, TypeError, ValueError):
        pass  # an unwritable config folder: the lobby simply starts fresh next time
