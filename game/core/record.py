"""Match records as JSON Lines: the public log, the autosave and the replay.

Line 1 is the setup; then the opening events (deals, draws); then, per
action, an `action` line followed by the events it caused; the last line of a
finished match is the result. Replaying the actions from the setup must give
back exactly the logged events, or the record is rejected.
"""
from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable

from .actions import Action
from .errors import BadRecord
from .events import Event
from .state import Setup


def setup_line(setup: Setup, rules_version: str,
               settings: dict[str, Any] | None = None) -> dict[str, Any]:
    """The first line; `settings` are the option values in force (defaults
    filled in, values the rules adjusted), as the rules worked them out."""
    d: dict[str, Any] = {"type": "setup", "game": setup.game, "rules_version": rules_version}
    d.update({k: v for k, v in setup.to_json().items() if k != "game"})
    if settings is not None:
        d["settings"] = settings
    return d


def event_line(e: Event) -> dict[str, Any]:
    return {"type": "event", **e.to_json()}


def action_line(seat: int, action: dict[str, Any], to: Iterable[int] | None = None
                ) -> dict[str, Any]:
    d: dict[str, Any] = {"type": "action", "seat": seat, "action": action}
    if to is not None:
        d["to"] = sorted(to)
    return d


def result_line(scores: Iterable[float], winners: Iterable[int]) -> dict[str, Any]:
    return {"type": "result", "scores": list(scores), "winners": list(winners)}


def dumps(line: dict[str, Any]) -> str:
    return json.dumps(line, separators=(",", ":"), sort_keys=False)


def atomic_write(path: str | os.PathLike, text: str) -> None:
    """Write via a temporary file and rename, so a crash never leaves half a file."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


EVERYTHING = object()  # Record.lines(): the whole log, secrets and all


@dataclass
class Step:
    """One action and the events it produced."""

    seat: int
    action: dict[str, Any]
    events: list[dict[str, Any]] = field(default_factory=list)
    to: list[int] | None = None  # who may see the action; None: everyone


@dataclass
class Record:
    """A parsed log: enough to rebuild and check the match."""

    setup: Setup
    rules_version: str
    opening: list[dict[str, Any]] = field(default_factory=list)
    steps: list[Step] = field(default_factory=list)
    result: dict[str, Any] | None = None
    settings: dict[str, Any] | None = None  # the option values in force

    def lines(self, seat: int | None | object = EVERYTHING) -> list[dict[str, Any]]:
        """Every line; or only what `seat` (None: a spectator) may see, the
        copy of the log that may be shown or handed to that seat."""
        def shown(d: dict[str, Any]) -> bool:
            to = d.get("to")
            return seat is EVERYTHING or to is None or seat in to

        out = [setup_line(self.setup, self.rules_version, self.settings)]
        out += [{"type": "event", **e} for e in self.opening if shown(e)]
        for s in self.steps:
            line = action_line(s.seat, s.action, s.to)
            if shown(line):
                out.append(line)
            out += [{"type": "event", **e} for e in s.events if shown(e)]
        if self.result is not None:
            out.append(self.result)
        return out

    def text(self, seat: int | None | object = EVERYTHING) -> str:
        return "".join(dumps(line) + "\n" for line in self.lines(seat))

    def save(self, path: str | os.PathLike) -> None:
        atomic_write(path, self.text())


SETUP_KEYS = {"type", "game", "rules_version", "seats", "seed", "level", "variants"}
SETUP_EXTRA = {"settings"}  # written by this version; older logs lack it
MAX_BYTES = 64 * 1024 * 1024  # far more than any match; a bigger file is not a log


def setup_from_line(line: dict[str, Any]) -> Setup:
    """The setup line, exactly: every field present and of its own type
    (ValueError with the reason otherwise)."""
    if not SETUP_KEYS <= set(line) <= SETUP_KEYS | SETUP_EXTRA:
        raise ValueError(f"fields {sorted((set(line) - SETUP_EXTRA) ^ SETUP_KEYS)} are wrong")
    if "settings" in line and type(line["settings"]) is not dict:
        raise ValueError("the settings are an object of named values")
    game, seats, seed, level, variants = (line["game"], line["seats"], line["seed"],
                                          line["level"], line["variants"])
    if type(game) is not str or type(line["rules_version"]) is not str:
        raise ValueError("the game and the rules version are words")
    if type(seats) is not list or not seats or not all(type(x) is str for x in seats):
        raise ValueError("seats is a list of seat kinds")
    if type(seed) is not int:
        raise ValueError("the seed is a whole number")
    if level is not None and type(level) not in (str, int):
        raise ValueError("the level is a word or a number")
    if type(variants) is not list or not all(type(v) is str for v in variants):
        raise ValueError("variants is a list of words")
    return Setup(game, tuple(seats), seed, level, tuple(variants))


def parse(text: str, source: str = "log") -> Record:
    """Parse JSONL text into a Record, raising BadRecord with a clear message.

    Only a faithful log is read: every line an object of a known type with
    exactly its fields, of exactly their types (True is not a seat, 7.9 is not
    a seed); the rules then check every action on replay."""
    record: Record | None = None
    for n, raw in enumerate(text.splitlines(), 1):
        if not raw.strip():
            continue
        try:
            line = json.loads(raw)
        except json.JSONDecodeError as exc:
            raise BadRecord(f"{source}, line {n}: not valid JSON ({exc.msg})") from None
        except RecursionError:
            raise BadRecord(f"{source}, line {n}: nested too deeply to be a log line") from None
        if not isinstance(line, dict) or "type" not in line:
            raise BadRecord(f"{source}, line {n}: expected an object with a 'type'")
        kind = line["type"]
        if record is None:
            if kind != "setup":
                raise BadRecord(f"{source}, line {n}: the first line must be the setup")
            try:
                setup = setup_from_line(line)
            except ValueError as exc:
                raise BadRecord(f"{source}, line {n}: a broken setup ({exc})") from None
            record = Record(setup, line["rules_version"], settings=line.get("settings"))
        elif record.result is not None:
            raise BadRecord(f"{source}, line {n}: nothing may follow the result")
        elif kind == "event":
            if type(line.get("event")) is not str:
                raise BadRecord(f"{source}, line {n}: an event needs a kind")
            ev = {k: v for k, v in line.items() if k != "type"}
            (record.steps[-1].events if record.steps else record.opening).append(ev)
        elif kind == "action":
            seat, action, to = line.get("seat"), line.get("action"), line.get("to")
            if not {"type", "seat", "action"} <= set(line) <= {"type", "seat", "action", "to"} \
                    or type(seat) is not int or type(action) is not dict:
                raise BadRecord(f"{source}, line {n}: an action line holds a seat (a number), "
                                "an action and who may see it, nothing else")
            if "to" in line and (type(to) is not list or any(type(x) is not int for x in to)):
                raise BadRecord(f"{source}, line {n}: 'to' is a list of seat numbers")
            record.steps.append(Step(seat, action, to=to))
        elif kind == "result":
            if set(line) != {"type", "scores", "winners"}:
                raise BadRecord(f"{source}, line {n}: a result holds scores and winners")
            record.result = line
        else:
            raise BadRecord(f"{source}, line {n}: unknown line type {str(kind)[:40]!r}")
    if record is None:
        raise BadRecord(f"{source}: empty file")
    return record


def load(path: str | os.PathLike) -> Record:
    p = Path(path)
    try:
        if not p.is_file():  # a folder, a FIFO, a device: reading could block or never end
            raise BadRecord(f"{path} is not a log file" if p.exists() else f"there is no {path}")
        if p.stat().st_size > MAX_BYTES:
            raise BadRecord(f"{path} is too big to be a log")
        text = p.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise BadRecord(f"cannot read {path}: {exc}") from None
    return parse(text, str(path))
