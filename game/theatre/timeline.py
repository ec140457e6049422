"""A finished (or saved) match as a row of moments one can stand at.

Moment k is the table after the record's first k actions: 0 is the deal,
`len(steps)` the end. `state_at(k)` rebuilds it from the nearest snapshot
taken on the way through, so stepping back shows the table exactly as it
was (it is computed forward from the record, never an animation run
backwards), and jumping anywhere costs at most SNAP_EVERY actions.

Turns: a turn starts where the seat acting changes (the table's own actor,
a clock, starts none), the marks on the scrubber and what "turn back" and
"turn forward" jump between.
"""
from __future__ import annotations

import bisect
from typing import Any

from game.core.match import Match
from game.core.record import Record
from game.core.seats import SYSTEM
from game.core.state import State

SNAP_EVERY = 8
RETELL = 120   # actions retold into the log panel after a jump (it keeps 200 lines)


class Timeline:
    def __init__(self, record: Record):
        """The record is replayed once, checked event for event (BadRecord with
        the reason if it does not reproduce), keeping a snapshot on the way
        every SNAP_EVERY actions."""
        self.record = record
        self.steps = record.steps
        self.length = len(self.steps)
        self.finished = record.result is not None
        self.snaps: dict[int, State] = {}

        def keep(i: int, m: Match) -> None:
            if i % SNAP_EVERY == 0:
                self.snaps[i] = m.state.clone()

        self.final = Match.replay(record, each=keep)
        self.snaps[self.length] = self.final.state.clone()
        self.turns = self._turn_starts()

    def _turn_starts(self) -> list[int]:
        marks, last = [0], None
        for i, step in enumerate(self.steps):
            if step.seat == SYSTEM:
                continue
            if last is not None and step.seat != last and marks[-1] != i:
                marks.append(i)
            last = step.seat
        return marks

    # ------------------------------------------------------------------ moments
    def state_at(self, k: int) -> State:
        """A fresh state at moment k (the caller may change it)."""
        k = self.clamp(k)
        base = max(i for i in self.snaps if i <= k)
        state = self.snaps[base].clone()
        for step in self.steps[base:k]:
            state.apply(step.seat, self.final.action_from_json(step.action))
        return state

    def match_at(self, k: int) -> Match:
        """A Match standing at moment k, its record the first k steps. Its log
        is retold from a snapshot RETELL steps back, not from the deal: the
        log panel keeps only its last lines, and a jump to the end of a long
        match should not replay all of it again."""
        k = self.clamp(k)
        if k == 0:
            return Match(self.record.setup)   # with its opening events to show
        m = Match.standing_at(self.record, k, self.state_at(k))
        first = max(i for i in self.snaps if i <= max(0, k - RETELL))
        if first > 0:
            m.retell_from = (first, self.snaps[first].clone())  # type: ignore[attr-defined]
        return m

    def clamp(self, k: int) -> int:
        return max(0, min(self.length, k))

    def action(self, k: int) -> tuple[int, Any]:
        """Step k's seat and decoded action (the one that leads to moment k+1)."""
        step = self.steps[k]
        return step.seat, self.final.action_from_json(step.action)

    # ------------------------------------------------------------------ turns
    def turn_of(self, k: int) -> int:
        """The turn number (0-based) moment k falls in."""
        return max(0, bisect.bisect_right(self.turns, k) - 1)

    def next_turn(self, k: int) -> int:
        i = bisect.bisect_right(self.turns, k)
        return self.turns[i] if i < len(self.turns) else self.length

    def prev_turn(self, k: int) -> int:
        i = bisect.bisect_left(self.turns, k) - 1
        return self.turns[i] if i >= 0 else 0

    def seat_at(self, k: int) -> int | None:
        """The seat whose action moment k shows (the last one taken by a seat
        at or before it), or the first to act at the deal."""
        for i in range(min(k, self.length) - 1, -1, -1):
            if self.steps[i].seat != SYSTEM:
                return self.steps[i].seat
        for step in self.steps:
            if step.seat != SYSTEM:
                return step.seat
        return None
