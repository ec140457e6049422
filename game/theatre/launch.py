"""Opening the theatre: from a result screen, the matches list, a dropped
file, or `python -m game watch FILE.jsonl`."""
from __future__ import annotations

import logging
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from game.core.errors import BadRecord
from game.core.record import Record

from .files import LogProblem, read_log

if TYPE_CHECKING:
    from game.app.main import App

log = logging.getLogger(__name__)


def open_record(app: "App", record: Record, finished: bool = True,
                note: str | None = None) -> bool:
    """The theatre on a record already in memory (a match just finished, or
    one of the recent matches): True once it shows, else a toast says why."""
    try:
        scene = app.make("theatre", record=record, finished=finished and
                         record.result is not None, note=note)
    except (BadRecord, LogProblem) as exc:
        app.toast(f"This match cannot be watched: {exc}")
        app.play("error")
        return False
    except Exception as exc:  # a game scene that cannot stand at a moment: say so
        log.exception("theatre failed")
        app.toast(f"This match cannot be watched ({exc.__class__.__name__}).")
        app.play("error")
        return False
    app.push(scene)
    return True


def open_file(app: "App", path: str | Path) -> bool:
    """A log file (a dropped file, the command line): a sentence for
    anything wrong with it, and nothing else happens."""
    try:
        record, line, note = read_log(path)
    except LogProblem as exc:
        app.toast(str(exc))
        app.play("error")
        return False
    try:
        scene = app.make("theatre", timeline=line, note=note)
    except Exception as exc:
        log.exception("theatre failed")
        app.toast(f"This match cannot be watched ({exc.__class__.__name__}).")
        app.play("error")
        return False
    app.push(scene)
    return True


def watch_file(path: str, windowed: bool, size: str | None) -> int:
    """`python -m game watch FILE.jsonl`: a log that will not play is refused
    with its sentence before any window opens (exit status 2)."""
    try:
        record, line, note = read_log(path)
    except LogProblem as exc:
        print(exc, file=sys.stderr)
        return 2
    wh = None
    if size:
        try:
            w, h = (int(v) for v in size.lower().split("x"))
            wh = (w, h)
        except ValueError:
            print(f"--size must look like 1280x720, not {size!r}", file=sys.stderr)
            return 2
    import pygame

    from game.app.main import App
    try:
        app = App(windowed=windowed or wh is not None, size=wh)
    except pygame.error as exc:
        print(f"Monkey Arcade could not open a window: {exc}", file=sys.stderr)
        return 1
    app.push(app.make("theatre", timeline=line, note=note))
    return app.run()
