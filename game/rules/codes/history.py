"""The public history of a Codes match, as views list it.

A view lists only the last RECENT_PER_SEAT lines per player, so that its size
(and what it costs every bot decision and every frame) stays the same however
long the match. That is more than can be logged between two decisions of a
seat still playing: each other turn logs at most three lines (a guess, two
table actions, or one and a stop), each seat says "ready" once, and claims
and guesses come at most once per seat in the whole match, since a wrong one
puts the seat out. So a reader that follows the history misses nothing. The
wrong claims and guesses (what a code cannot be) are kept whole apart.
"""
from __future__ import annotations

from typing import Any, Mapping

RECENT_PER_SEAT = 6


def copy_line(h: Mapping[str, Any]) -> dict[str, Any]:
    """A line for a view: a copy, so a caller can never change the state (lists
    inside the action too: a guess's characters)."""
    e = dict(h)
    for k, v in h.items():
        if type(v) is list:
            e[k] = v[:]
        elif type(v) is dict:
            e[k] = {a: b[:] if type(b) is list else b for a, b in v.items()}
    return e


class History:
    """The last lines (at most twice what a view lists, so trimming is rare),
    how many lines there have been in all, and the wrong claims and guesses.
    Lines are never changed once added."""

    def __init__(self, players: int):
        self.recent = RECENT_PER_SEAT * players
        self.lines: list[dict[str, Any]] = []
        self.count = 0
        self.failed: list[dict[str, Any]] = []

    def add(self, line: dict[str, Any]) -> None:
        self.lines.append(line)
        self.count += 1
        if line.get("correct") is False:
            self.failed.append(line)
        if len(self.lines) > 2 * self.recent:
            del self.lines[:-self.recent]

    def last(self) -> dict[str, Any] | None:
        return self.lines[-1] if self.lines else None

    def view(self) -> dict[str, Any]:
        """The view's `last_action`, `history`, `history_count` and `failed`."""
        last = self.last()
        return {"last_action": None if last is None else copy_line(last),
                "history": [copy_line(h) for h in self.lines[-self.recent:]],
                "history_count": self.count,
                "failed": [copy_line(h) for h in self.failed]}

    def copy(self) -> "History":
        twin = History.__new__(History)
        twin.recent, twin.count = self.recent, self.count
        twin.lines, twin.failed = list(self.lines), list(self.failed)
        return twin

    @classmethod
    def from_view(cls, view: Mapping[str, Any]) -> "History":
        """The history as a view lists it (a rebuilt state shows the same)."""
        h = cls(view["players"])
        h.lines = list(view["history"])
        h.count = view["history_count"]
        h.failed = list(view["failed"])
        return h
