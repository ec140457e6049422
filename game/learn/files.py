"""Where the lesson files are, and whether a game has one: asked by the title
screen for every card before its first frame, so nothing heavy is imported
here (lesson.py reads and checks the files themselves)."""
from __future__ import annotations

from pathlib import Path

LESSONS = Path(__file__).with_name("lessons")


def path(game_id: str) -> Path:
    return LESSONS / f"{game_id}.toml"


def has_lesson(game_id: str) -> bool:
    return path(game_id).is_file()
