"""A progress bar on stderr: matches done, matches per second, time left.

The only clock in the arena, and it only ever reaches the screen: results
never see it. Silent when stderr is not a terminal (logs, pipes, tests) or
with --quiet.
"""
from __future__ import annotations

import sys
import time
from typing import Any, TextIO


def clock_text(seconds: float) -> str:
    s = int(round(seconds))
    if s >= 3600:
        return f"{s // 3600}h{s % 3600 // 60:02d}m"
    return f"{s // 60}:{s % 60:02d}"


def line(done: int, total: int, seconds: float, width: int = 30) -> str:
    frac = done / total if total else 1.0
    filled = int(width * frac)
    speed = done / seconds if seconds > 0 else 0.0
    left = (total - done) / speed if speed > 0 else None
    eta = clock_text(left) if left is not None else "?"
    return (f"[{'#' * filled}{'.' * (width - filled)}] {done}/{total} matches, "
            f"{speed:.1f}/s, {eta} left")


class Progress:
    def __init__(self, total: int, quiet: bool = False, stream: TextIO | None = None):
        self.stream = stream if stream is not None else sys.stderr
        self.total, self.done = total, 0
        self.shown = not quiet and self.stream.isatty()
        self.start = time.perf_counter()
        self.last = 0.0

    def __call__(self, _result: Any = None) -> None:
        self.done += 1
        if not self.shown:
            return
        now = time.perf_counter()
        if now - self.last >= 0.2 or self.done == self.total:  # not every match: a
            self.last = now  # terminal cannot take thousands of redraws a second
            self.stream.write("\r" + line(self.done, self.total, now - self.start))
            self.stream.flush()

    def close(self) -> float:
        """Seconds since the start; ends the bar's line."""
        if self.shown:
            self.stream.write("\n")
            self.stream.flush()
        return time.perf_counter() - self.start
