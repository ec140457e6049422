"""A game's lessons by level, and the levels a child has won (issue 22).

Going Bananas brings a new rule with each level; each rule's lesson is
played at the level that brings it (its file's `level`). So:

- starting a match at a level whose lesson the child has not done, the
  lobby offers it first ("Learn traps first" / "Just play");
- the lobby's Learn to play opens the lesson of the chosen level;
- after a child wins at a level, the result screen suggests the next one,
  and the title screen's card shows a star for every level won.

Read when a lobby is built or a match ends, never before the title
screen's first frame (that reads only file names and the progress file).
"""
from __future__ import annotations

import logging
from functools import lru_cache

from game.learn import progress
from game.learn.files import lesson_ids, path
from game.learn.lesson import Lesson, LessonError, load

log = logging.getLogger(__name__)

NEXT_LEVEL_GAMES = ("bananas",)   # games whose result screen suggests the next level


@lru_cache(maxsize=32)
def _load(lesson_id: str, stamp: float) -> Lesson | None:
    try:
        return load(lesson_id)
    except LessonError as exc:  # a broken file is the teacher's to fix; play goes on
        log.warning("%s", exc)
        return None


def lessons(game_id: str) -> list[Lesson]:
    """The game's lessons that can be read, in the order they are offered."""
    out = []
    for lid in lesson_ids(game_id):
        try:
            stamp = path(lid).stat().st_mtime
        except OSError:
            continue
        lesson = _load(lid, stamp)
        if lesson is not None:
            out.append(lesson)
    return sorted(out, key=lambda les: les.order)


def level_number(value) -> int | None:
    """A level as a number ("2", 2 -> 2); None when the game has no levels."""
    try:
        return int(str(value))
    except (TypeError, ValueError):
        return None


def at_level(game_id: str, level) -> list[Lesson]:
    n = level_number(level)
    return [les for les in lessons(game_id) if n is not None and level_number(les.level) == n]


def to_offer(game_id: str, level) -> Lesson | None:
    """The lesson to offer before a match at `level`: one of that level's own
    lessons (not the game's first: its card already lights up for it) that
    the child has neither finished nor said "Just play" to."""
    return next((les for les in at_level(game_id, level)
                 if les.name and not progress.done(les.id) and not progress.skipped(les.id)),
                None)


def to_learn(game_id: str, level) -> Lesson | None:
    """What the lobby's Learn to play opens at `level`: that level's first
    unfinished lesson (or its first), else the game's first lesson."""
    here = at_level(game_id, level)
    if here:
        return next((les for les in here if not progress.done(les.id)), here[0])
    return next((les for les in lessons(game_id) if not les.name), None)


def next_level(match) -> int | None:
    """After a match a human won: the level to suggest next (None: no
    suggestion: another game, the top level, or a match nobody at the
    screen won). The win is kept in the progress file (a star on the card)."""
    setup = match.setup
    if setup.game not in NEXT_LEVEL_GAMES:
        return None
    humans = [i for i, k in enumerate(setup.seats) if k == "human"]
    if not any(w in humans for w in match.state.winners()):
        return None
    level = level_number(match.state.view(None).get("level"))
    if level is None:
        return None
    progress.win_level(setup.game, level)
    choices = [c for c in _level_choices(setup.game) if isinstance(c, int)]
    return level + 1 if level + 1 in choices else None


def _level_choices(game_id: str) -> tuple:
    from game.core import registry
    spec = registry.spec(game_id)
    return tuple(next((o.choices for o in spec.options if o.name == "level"), ()))


def open_lobby_at(app, game_id: str, level: int) -> None:
    """The result screen's "Next: level N" button: the game's lobby, at level N
    (its Start then offers that level's lesson)."""
    app.to_menu()
    lobby = app.open("lobby", game_id=game_id)
    if "level" in lobby.values:
        lobby.values["level"] = level
        lobby.build(focus_key="start")
