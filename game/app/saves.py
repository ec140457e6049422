"""Autosave of the match in progress, and Continue.

The save is the match record (JSON Lines, see docs/log-format.md), rewritten
atomically after every action. A save that cannot be used is moved aside,
never deleted, and the player is told why.
"""
from __future__ import annotations

import time
from pathlib import Path
from typing import TYPE_CHECKING

from game.core.errors import BadMap, BadRecord
from game.core.seats import HUMAN, bot_name, seat_name

from .paths import data_dir

if TYPE_CHECKING:
    from game.core.match import Match


def save_path() -> Path:
    return data_dir() / "autosave.jsonl"


def write(match: Match) -> str | None:
    """Save the match (a finished one clears the save). None when done; else
    why it could not be saved: play goes on without saving."""
    try:
        if match.over:
            clear()
        else:
            match.record.save(save_path())
    except OSError as exc:
        return f"Saving is off: the match cannot be saved ({exc.strerror or exc})."
    return None


def clear() -> None:
    try:
        save_path().unlink()
    except FileNotFoundError:
        pass
    except OSError:
        pass  # a read-only folder: the finished save stays, Continue will say it is over


def tidy() -> None:
    """Remove half-written temporary saves left by an interrupted write."""
    folder = save_path().parent
    try:
        for tmp in folder.glob(f".{save_path().name}.*.tmp"):
            tmp.unlink()
    except OSError:
        pass


MAP_WAITING = "autosave-broken-map-"   # set aside only for its map: comes back once it works


def exists() -> bool:
    if not save_path().exists():
        _bring_back()
    return save_path().exists()


def _bring_back() -> None:
    """The newest save set aside only because its map was missing or broken
    becomes the save again once that map loads (the player mended or put back
    a map; renaming files by hand is not a child's job)."""
    try:
        waiting = sorted(save_path().parent.glob(MAP_WAITING + "*.jsonl"), reverse=True)
    except OSError:
        return
    if not waiting:
        return      # the usual case: no match rules loaded at start-up for nothing
    import json
    from game.core.match import Match
    from game.core.record import setup_from_line
    for p in waiting:
        try:
            with p.open("rb") as f:
                Match(setup_from_line(json.loads(f.readline(1 << 20))))   # loads the map
        except Exception:  # still broken, or not ours to judge: it stays aside
            continue
        try:
            p.replace(save_path())
        except OSError:
            pass
        return


def set_aside(reason: str, map_fault: bool = False) -> str:
    p = save_path()
    stamp = time.strftime('%Y%m%d-%H%M%S')
    prefix = MAP_WAITING if map_fault else "autosave-broken-"
    broken = p.with_name(f"{prefix}{stamp}.jsonl")
    n = 1
    while broken.exists():  # two in the same second: keep both
        n += 1
        broken = p.with_name(f"{prefix}{stamp}-{n}.jsonl")
    try:
        p.replace(broken)
        where = f" It was kept as {broken.name}."
    except OSError:
        where = ""
    return f"The saved match could not be continued: {reason.rstrip('.')}.{where}"


def resume() -> tuple[Match | None, str | None]:
    """(match, None) on success; (None, message) when the save is unusable."""
    p = save_path()
    if not p.exists():
        return None, "There is no saved match."
    from game.core.match import Match   # the title screen starts without the rules
    from game.core.record import load
    try:
        match = Match.replay(load(p))
    except BadRecord as exc:
        map_fault = isinstance(exc.__cause__, BadMap)
        msg = set_aside(str(exc), map_fault)
        if map_fault:
            msg += " It comes back by itself once the map works again."
        return None, msg
    except Exception as exc:  # a save must never crash the arcade
        return None, set_aside(f"unexpected error {type(exc).__name__}")
    if match.over:
        clear()
        return None, "The saved match had already finished."
    return match, None


_SUMMARY: dict[str, tuple[tuple[int, int], str | None]] = {}


def summary() -> str | None:
    """What Continue would pick up, in words: "Codes: Red and Easy bot, round 4".
    None when there is no save or it cannot be read (Continue then says why).
    Worked out once per version of the file."""
    p = save_path()
    try:
        st = p.stat()
    except OSError:
        return None
    stamp = (st.st_mtime_ns, st.st_size)
    hit = _SUMMARY.get(str(p))
    if hit is not None and hit[0] == stamp:
        return hit[1]
    try:
        text = _peek(p)
    except (OSError, ValueError, KeyError):  # Continue itself sets a broken save aside and says why
        text = None
    _SUMMARY.clear()
    _SUMMARY[str(p)] = (stamp, text)
    return text


TAIL_BYTES = 64 * 1024   # the last lines of a save: far more than one round's events


def _peek(p: Path) -> str:
    """The summary from the set-up line and the last lines alone: replaying a
    save to describe it cost seconds for a big one, on every title screen.
    The round is the last one an event names (every game that counts rounds
    logs the round with its events); without one, the moves are counted."""
    import json
    from game.core import registry
    from game.core.record import setup_from_line
    with p.open("rb") as f:
        head = f.readline(1 << 20)
        setup = setup_from_line(json.loads(head))
        size = p.stat().st_size
        start = max(len(head), size - TAIL_BYTES)
        f.seek(start)
        tail = f.read().splitlines()
        if start > len(head):
            tail = tail[1:]   # the first line read is cut
        rnd = None
        for raw in reversed(tail):
            if b'"round"' in raw:
                ev = json.loads(raw)
                r = ev.get("round") if ev.get("type") == "event" else None
                if type(r) is int and r > 0:
                    rnd = r
                    break
        moves = 0
        if rnd is None:
            f.seek(0)
            while chunk := f.read(1 << 20):
                moves += chunk.count(b'"type":"action"')
    when = f"round {rnd}" if rnd is not None else f"{moves} move{'s' if moves != 1 else ''} in"
    return f"{registry.entry(setup.game).title}: {who_plays(setup.seats)}, {when}"


def who_plays(seats: tuple[str, ...]) -> str:
    names = [seat_name(i) if kind == HUMAN else bot_name(kind) for i, kind in enumerate(seats)]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
