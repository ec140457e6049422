"""The last finished matches, kept to be watched again (issue 23).

One log per match (the public JSON Lines format, docs/log-format.md) in the
user's data folder, `matches/`, beside but never mixed with the autosave.
A file is named `<date>-<time, to the ms>-<game>-<seed>-<digest>.jsonl`:
names sort by time, and the digest of the log makes keeping the same match
twice a no-op.
The list reads only a file's first and last lines (and counts its actions),
never replays it; a file that does not read is set aside, not deleted, and the
list opens anyway. A folder that cannot be written turns keeping off with a
sentence; nothing here raises into a scene.
"""
from __future__ import annotations

import datetime as _dt
import hashlib
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from game.core.seats import HUMAN, bot_name, seat_name

from .paths import data_dir
from .saves import who_plays

if TYPE_CHECKING:
    from game.core.record import Record

LIMIT = 50
BROKEN = "broken-"          # a set-aside file's name starts so; the list skips it
NAME = re.compile(r"^(\d{8})-(\d{9})-([a-z0-9_]+)-(-?\d+)-([0-9a-f]{12})\.jsonl$")
TAIL_BYTES = 64 * 1024       # the result line is the last one, short
CHUNK = 1 << 20              # bytes read at a time to count the actions
ACTION_LINE = b'\n{"type":"action"'   # how every action line of a written log starts


def _now() -> _dt.datetime:
    return _dt.datetime.now()


def folder() -> Path:
    return data_dir() / "matches"


@dataclass(frozen=True)
class Entry:
    """One kept match as the list shows it."""

    path: Path
    game: str            # the game's id
    title: str           # the game's name ("Spank the Monkey")
    when: _dt.datetime
    seats: tuple[str, ...]
    winners: tuple[int, ...]
    length: int          # actions taken

    @property
    def who(self) -> str:
        return who_plays(self.seats)

    @property
    def winner(self) -> str:
        names = [_seat_words(i, self.seats) for i in self.winners]
        if not names:
            return "Nobody"
        return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]

    @property
    def date(self) -> str:
        return when_words(self.when)


def _seat_words(i: int, seats: tuple[str, ...]) -> str:
    """"Red", or "Blue (Easy bot)": two Easy bots are told apart by colour."""
    kind = seats[i] if 0 <= i < len(seats) else HUMAN
    return seat_name(i) if kind == HUMAN else f"{seat_name(i)} ({bot_name(kind)})"


def when_words(when: _dt.datetime, now: _dt.datetime | None = None) -> str:
    """"Today, 15:04", "Yesterday, 09:30" or "3 Nov 2026, 18:12"."""
    now = now or _dt.datetime.now()
    clock = when.strftime("%H:%M")
    days = (now.date() - when.date()).days
    if days == 0:
        return f"Today, {clock}"
    if days == 1:
        return f"Yesterday, {clock}"
    return f"{when.day} {when.strftime('%b %Y')}, {clock}"


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]


def _problem(what: str, exc: OSError) -> str:
    return (f"{what}: the folder {folder()} cannot be written "
            f"({exc.strerror or exc.__class__.__name__}).")


# ------------------------------------------------------------------ keeping
def keep(record: Record) -> str | None:
    """Keep a finished match. None when kept (or kept already); otherwise a
    sentence saying why it could not be, and play goes on."""
    if record.result is None:
        return None      # only finished matches are listed
    from game.core.record import atomic_write
    text = record.text()
    setup = record.setup
    game = re.sub(r"[^a-z0-9_]", "_", setup.game.lower())   # the name's part; the log says
    tail = f"-{game}-{setup.seed}-{_digest(text)}.jsonl"
    where = folder()
    try:
        if where.is_dir() and any(NAME.match(p.name) for p in where.glob("*" + tail)):
            return None  # this very match is kept already (a broken copy set aside is not)
        now = _now()
        name = f"{now:%Y%m%d-%H%M%S}{now.microsecond // 1000:03d}" + tail
        atomic_write(where / name, text)
    except OSError as exc:
        return _problem("This match could not be kept to watch again", exc)
    _prune(where)
    return None


def _prune(where: Path) -> None:
    """Drop the oldest beyond LIMIT."""
    try:
        names = sorted(p.name for p in where.iterdir() if NAME.match(p.name))
        for old in names[:-LIMIT]:
            (where / old).unlink()
    except OSError:
        pass  # the next match tries again


def delete(entry: Entry) -> str | None:
    """None when gone; otherwise why not."""
    try:
        entry.path.unlink()
    except FileNotFoundError:
        return None
    except OSError as exc:
        return _problem("That match could not be deleted", exc)
    return None


# ------------------------------------------------------------------ the list
_SEEN: dict[str, tuple[tuple[int, int], Entry]] = {}   # path -> (mtime, size), entry


def scan() -> tuple[list[Entry], list[str]]:
    """The kept matches, newest first, and sentences about anything wrong:
    files set aside, a folder that cannot be read."""
    where = folder()
    notes: list[str] = []
    try:
        if not where.exists():
            return [], []
        if not where.is_dir():
            return [], [f"Finished matches cannot be kept: {where} is a file, not a folder."]
        names = sorted((p.name for p in where.iterdir() if NAME.match(p.name)), reverse=True)
    except OSError as exc:
        return [], [f"The finished matches cannot be read: {where} "
                    f"({exc.strerror or exc.__class__.__name__})."]
    out: list[Entry] = []
    for name in names:
        p = where / name
        try:
            out.append(_entry(p))
        except FileNotFoundError:
            continue     # deleted meanwhile
        except (OSError, ValueError, KeyError, IndexError, TypeError) as exc:
            notes.append(set_aside(p, _why(exc)))
    return out, notes


def entries() -> list[Entry]:
    return scan()[0]


def _why(exc: Exception) -> str:
    if isinstance(exc, OSError):
        return f"it cannot be read ({exc.strerror or exc.__class__.__name__})"
    if isinstance(exc, KeyError):
        return "it is from a game this arcade does not have"
    return str(exc) or "it is not a match log"


def set_aside(p: Path, reason: str, lead: str = "A finished match could not be listed") -> str:
    """Rename a file that does not read, so it leaves the list but is not lost."""
    _SEEN.pop(str(p), None)
    to = p.with_name(BROKEN + p.name)
    try:
        p.replace(to)
        kept = f" It was kept as {to.name}."
    except OSError:
        kept = ""
    return f"{lead}: {reason.rstrip('.')}.{kept}"


def _entry(p: Path) -> Entry:
    st = p.stat()
    stamp = (st.st_mtime_ns, st.st_size)
    hit = _SEEN.get(str(p))
    if hit is not None and hit[0] == stamp:
        return hit[1]
    e = _peek(p, st.st_size)
    _SEEN[str(p)] = (stamp, e)
    return e


def _peek(p: Path, size: int) -> Entry:
    """The entry from the setup line, the result line and a count of the
    action lines: no replay, no rules, no parse of the middle."""
    from game.core import registry
    from game.core.record import setup_from_line
    m = NAME.match(p.name)
    assert m is not None
    when = _dt.datetime.strptime(m.group(1) + m.group(2)[:6], "%Y%m%d%H%M%S")
    with p.open("rb") as f:
        head = f.readline(1 << 20)
        try:
            first = json.loads(head)
        except ValueError:
            raise ValueError("its first line is not a setup") from None
        if not isinstance(first, dict) or first.get("type") != "setup":
            raise ValueError("its first line is not a setup")
        setup = setup_from_line(first)
        f.seek(max(len(head), size - TAIL_BYTES))
        lines = f.read().splitlines()
        last = json.loads(lines[-1]) if lines else None
        if not isinstance(last, dict) or last.get("type") != "result" \
                or type(last.get("winners")) is not list \
                or any(type(w) is not int for w in last["winners"]):
            raise ValueError("it does not end with the result of a finished match")
        f.seek(0)
        actions, carry = 0, b""
        while chunk := f.read(CHUNK):
            data = carry + chunk
            actions += data.count(ACTION_LINE)
            # a line cut between two reads is counted in the next; the carry is
            # too short to hold a whole one, so none is counted twice
            carry = data[-(len(ACTION_LINE) - 1):]
    return Entry(p, setup.game, registry.entry(setup.game).title, when, setup.seats,
                 tuple(last["winners"]), actions)


def read(entry: Entry) -> tuple[Record | None, str | None]:
    """The whole record of a kept match, or why it no longer reads (the file
    is then set aside). Reading never changes the file."""
    from game.core.errors import BadRecord
    from game.core.record import load
    try:
        return load(entry.path), None
    except BadRecord as exc:
        if not entry.path.exists():
            return None, "That match is gone: it was deleted from its folder."
        return None, set_aside(entry.path, f"it no longer reads ({exc})",
                               "That match cannot be watched")
