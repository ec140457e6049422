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
    """The theatre on a record already in memory (a match just finished):
    True once it shows, else a toast says why."""
    return _push(app, record=record, finished=finished and record.result is not None,
                 note=note)


def open_file(app: "App", path: str | Path) -> bool:
    """A log file (a dropped file, the matches list): a sentence for anything
    wrong with it, and nothing else happens."""
    try:
        _, line, note = read_log(path)
    except LogProblem as exc:
        app.toast(str(exc))
        app.play("error")
        return False
    return _push(app, timeline=line, note=note)


def _push(app: "App", **kw) -> bool:
    try:
        scene = app.make("theatre", **kw)
    except (BadRecord, LogProblem) as exc:
        app.toast(f"This match cannot be watched: {exc}")
    except Exception as exc:  # a game scene that cannot stand at a moment: say so
        log.exception("theatre failed")
        app.toast(f"This match cannot be watched ({exc.__class__.__name__}).")
    else:
        app.push(scene)
        return True
    app.play("error")
    return False


def watch_file(path: str, windowed: bool, size: str | None) -> int:
    """`python -m game watch FILE.jsonl`: a log that will not play is refused
    with its sentence before any window opens (exit status 2)."""
    try:
        _, line, note = read_log(path)
    except LogProblem as exc:
        print(exc, file=sys.stderr)
        return 2
    from game.app.main import open_window
    app = open_window(windowed, size)
    if isinstance(app, int):
        return app
    app.push(app.make("theatre", timeline=line, note=note))
    return app.run()
