"""Reading a match log for the theatre, with one sentence for anything wrong.

A log is watched only if it replays exactly under this version's rules. A
log from an older rules version is tried under the current rules: if it
still replays exactly it plays with a note saying so; otherwise, and for a
newer or unknown version or game, it is refused with the reason.
"""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from game.core import registry
from game.core.errors import BadRecord, BadSetup
from game.core.record import MAX_BYTES, Record, parse

from .timeline import Timeline


class LogProblem(Exception):
    """A log the theatre will not play; str() is the sentence to show."""


def _version(v: str) -> tuple[int, ...] | None:
    try:
        return tuple(int(p) for p in v.split("."))
    except ValueError:
        return None


def read_text(path: str | Path) -> str:
    p = Path(path)
    name = p.name or str(p)
    try:
        if not p.is_file():
            raise LogProblem(f"There is no match log at {p}." if not p.exists()
                             else f"{name} is a folder, not a match log.")
        if p.stat().st_size > MAX_BYTES:
            raise LogProblem(f"{name} is far too big to be a match log.")
        return p.read_bytes().decode("utf-8")
    except UnicodeDecodeError:
        raise LogProblem(f"{name} is not a match log: it is not text.") from None
    except OSError as exc:
        raise LogProblem(f"{name} cannot be read ({exc.strerror or exc}).") from None


def checked(text: str, source: str = "This file") -> tuple[Record, Timeline, str | None]:
    """The record, its timeline (the checked replay) and a note for an older version."""
    try:
        record = parse(text, source)
    except BadRecord as exc:
        raise LogProblem(f"{source} is not a match log we can read: {exc}.") from None
    game = record.setup.game
    try:
        spec = registry.spec(game)
    except BadSetup:
        raise LogProblem(f"{source} is a log of {game!r}, a game this arcade does "
                         "not have.") from None
    theirs = record.rules_version
    if theirs == spec.rules_version:
        try:
            return record, Timeline(record), None
        except BadRecord as exc:
            raise LogProblem(f"{source} does not replay exactly, so it may have been "
                             f"changed: {exc}.") from None
    mine, old = _version(spec.rules_version), _version(theirs)
    if mine is None or old is None or old > mine:
        raise LogProblem(
            f"{source} was made by a newer Monkey Arcade ({spec.name} rules version "
            f"{theirs}; this one has {spec.rules_version}). Update the arcade to watch it.")
    record = replace(record, rules_version=spec.rules_version)
    try:
        line = Timeline(record)
    except BadRecord as exc:
        raise LogProblem(
            f"{source} was recorded with older {spec.name} rules (version {theirs}), "
            f"which this version plays differently: {exc}.") from None
    return record, line, (f"Recorded with {spec.name} rules version {theirs}: it plays "
                           f"the same under version {spec.rules_version}.")


def read_log(path: str | Path) -> tuple[Record, Timeline, str | None]:
    p = Path(path)
    return checked(read_text(p), p.name or str(p))
