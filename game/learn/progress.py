"""Which lesson step each game reached, and which lessons are finished.

One small JSON file in the user's data folder (game/app/paths.py). Nothing
here may stop play: a file that cannot be read is set aside (renamed, never
deleted) and a folder that cannot be written is said once; both come back
as a sentence, never a traceback.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from game.app.paths import data_dir
from game.learn.store import read_table, write_table


def progress_path() -> Path:
    return data_dir() / "lessons.json"


def read() -> tuple[dict[str, dict[str, Any]], str | None]:
    """(per game {"step": n, "done": bool}, a problem to tell or None)."""
    return read_table(progress_path(), "Lesson progress", lambda v: isinstance(v.get("step", 0), int) and isinstance(v.get("done", False), bool))


def _write(data: dict[str, Any]) -> str | None:
    return write_table(progress_path(), "Lesson progress", data)


def step(game_id: str) -> int:
    """The step to resume from (0: the start; a finished lesson starts again)."""
    return int(read()[0].get(game_id, {}).get("step", 0))


def done(game_id: str) -> bool:
    return bool(read()[0].get(game_id, {}).get("done"))


def save_step(game_id: str, index: int) -> str | None:
    data, _ = read()
    entry = data.setdefault(game_id, {})
    entry["step"] = index  # a finished lesson played again keeps its star ("done")
    return _write(data)


def finish(game_id: str) -> str | None:
    data, _ = read()
    data[game_id] = {"step": 0, "done": True}
    return _write(data)
