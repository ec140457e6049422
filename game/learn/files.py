"""Where the lesson files are, and whether a game has one: asked by the title
screen for every card before its first frame, so nothing heavy is imported
here (lesson.py reads and checks the files themselves).

A lesson's id is its file's name: a game's first lesson is `<game>.toml`
(id "bananas"); a game with more lessons adds `<game>-<topic>.toml` (id
"bananas-traps"), one lesson a file like the first."""
from __future__ import annotations

from pathlib import Path

LESSONS = Path(__file__).with_name("lessons")


def path(lesson_id: str) -> Path:
    return LESSONS / f"{lesson_id}.toml"


def has_lesson(game_id: str) -> bool:
    return path(game_id).is_file()


def game_of(lesson_id: str) -> str:
    """The game a lesson id belongs to ("bananas-traps" -> "bananas")."""
    return lesson_id.partition("-")[0]


def lesson_ids(game_id: str) -> list[str]:
    """Every lesson of a game, its first lesson first (names only: no reading)."""
    more = sorted(p.stem for p in LESSONS.glob(f"{game_id}-*.toml"))
    return ([game_id] if has_lesson(game_id) else []) + more
