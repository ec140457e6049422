"""Which step each lesson reached, which lessons are finished, and (Going
Bananas) which levels a child has won.

One small JSON file in the user's data folder (game/app/paths.py), keyed by
lesson id: a game's first lesson has the game's id ("bananas"), its other
lessons their file's name ("bananas-traps"); the levels won sit in the
game's own entry. Nothing here may stop play: a file that cannot be read is
set aside (renamed, never deleted) and a folder that cannot be written is
said once; both come back as a sentence, never a traceback.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from game.app.paths import data_dir
from game.learn.store import read_table, write_table


def progress_path() -> Path:
    return data_dir() / "lessons.json"


def _valid(v: dict[str, Any]) -> bool:
    levels = v.get("levels", [])
    return isinstance(v.get("step", 0), int) and isinstance(v.get("done", False), bool) \
        and isinstance(levels, list) and all(isinstance(n, int) for n in levels)


def read() -> tuple[dict[str, dict[str, Any]], str | None]:
    """(per lesson {"step": n, "done": bool, ...}, a problem to tell or None)."""
    return read_table(progress_path(), "Lesson progress", _valid)


def _write(data: dict[str, Any]) -> str | None:
    return write_table(progress_path(), "Lesson progress", data)


def step(lesson_id: str) -> int:
    """The step to resume from (0: the start; a finished lesson starts again)."""
    return int(read()[0].get(lesson_id, {}).get("step", 0))


def done(lesson_id: str) -> bool:
    return bool(read()[0].get(lesson_id, {}).get("done"))


def save_step(lesson_id: str, index: int) -> str | None:
    data, _ = read()
    entry = data.setdefault(lesson_id, {})
    entry["step"] = index  # a finished lesson played again keeps its star ("done")
    return _write(data)


def finish(lesson_id: str) -> str | None:
    data, _ = read()
    entry = data.setdefault(lesson_id, {})
    entry.update(step=0, done=True)
    return _write(data)


def skipped(lesson_id: str) -> bool:
    """The child chose "Just play" when this lesson was offered: not offered again."""
    return bool(read()[0].get(lesson_id, {}).get("skipped"))


def skip(lesson_id: str) -> str | None:
    data, _ = read()
    data.setdefault(lesson_id, {})["skipped"] = True
    return _write(data)


def levels_won(game_id: str) -> list[int]:
    return sorted(read()[0].get(game_id, {}).get("levels", []))


def win_level(game_id: str, level: int) -> str | None:
    data, problem = read()
    if problem is not None and "cannot be read" in problem:
        return problem  # never overwrite a file we could not read
    entry = data.setdefault(game_id, {})
    won = set(entry.get("levels", []))
    if level in won:
        return None
    entry["levels"] = sorted(won | {level})
    return _write(data)
