"""A small per-game JSON table in the user's data folder (lesson progress,
hint settings). Nothing here may stop play: a file that cannot be read is set
aside (renamed, never deleted) and a folder that cannot be written is said;
both come back as a sentence, never a traceback."""
from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Callable

Table = dict[str, dict[str, Any]]


def read_table(path: Path, what: str, valid: Callable[[dict[str, Any]], bool]
               ) -> tuple[Table, str | None]:
    """(game -> entry, a problem to tell or None). `what` names the file in
    sentences ("Lesson progress"); `valid` checks one game's entry."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return {}, None
    except OSError as exc:
        return {}, f"{what} cannot be read ({exc.strerror or exc})."
    import json     # only when there is a file: a first start reads none
    try:
        data = json.loads(text)
        if not isinstance(data, dict) or not all(
                isinstance(v, dict) and valid(v) for v in data.values()):
            raise ValueError("not a table of games")
    except ValueError:
        aside = path.with_name(path.name + ".broken")
        try:
            os.replace(path, aside)
            where = f" (kept as {aside.name})"
        except OSError:
            where = ""
        return {}, f"The {what.lower()} file was damaged and starts again{where}."
    return data, None


def write_table(path: Path, what: str, data: Table) -> str | None:
    """Write the table whole (atomically); a sentence if it could not be."""
    import json

    from game.core.record import atomic_write
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write(path, json.dumps(data, indent=1, sort_keys=True))
    except OSError as exc:
        return f"{what} cannot be saved ({exc.strerror or exc}); play goes on."
    return None
