"""Which lesson step each game reached, and which lessons are finished.

One small JSON file in the user's data folder (game/app/paths.py). Nothing
here may stop play: a file that cannot be read is set aside (renamed, never
deleted) and a folder that cannot be written is said once; both come back
as a sentence, never a traceback.
"""
from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from game.app.paths import data_dir


def progress_path() -> Path:
    return data_dir() / "lessons.json"


def read() -> tuple[dict[str, dict[str, Any]], str | None]:
    """(per game {"step": n, "done": bool}, a problem to tell or None)."""
    p = progress_path()
    try:
        text = p.read_text(encoding="utf-8")
    except FileNotFoundError:
        return {}, None
    except OSError as exc:
        return {}, f"Lesson progress cannot be read ({exc.strerror or exc})."
    try:
        data = json.loads(text)
        if not isinstance(data, dict) or not all(
                isinstance(v, dict) and isinstance(v.get("step", 0), int)
                and isinstance(v.get("done", False), bool) for v in data.values()):
            raise ValueError("not a table of lessons")
    except ValueError:
        aside = p.with_name(p.name + ".broken")
        try:
            os.replace(p, aside)
            where = f" (kept as {aside.name})"
        except OSError:
            where = ""
        return {}, f"Lesson progress was damaged and starts again{where}."
    return data, None


def _write(data: dict[str, Any]) -> str | None:
    from game.core.record import atomic_write
    try:
        progress_path().parent.mkdir(parents=True, exist_ok=True)
        atomic_write(progress_path(), json.dumps(data, indent=1, sort_keys=True))
    except OSError as exc:
        return f"Lesson progress cannot be saved ({exc.strerror or exc}); play goes on."
    return None


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
