"""Tap versus drag for mouse and touch.

Children tap things and drag things with the same finger, and a finger
always wobbles a little: a press that wanders less than `slop` pixels before
it is released is a tap; one that goes further lifts the item and becomes a
drag, and the release drops it where the pointer is.

The scene decides what a press picks up (hit-testing is the scene's: only it
knows what lies where and whether it may be held) and calls `press`; the
pointer's moves and release then go through `handle`, which calls back:

- `on_lift(item, pos)` once, when the press turns into a drag;
- `on_drop(item, pos)` on a release after a drag;
- `on_tap(item, pos)` on a release without one.

While a drag is on, `dragging` is the item in the air and `pos` where the
pointer is, for the table to draw it there.
"""
from __future__ import annotations

import math
from typing import Any, Callable

from game.input.intents import POINT, PRESS, RELEASE, Intent

TAP_SLOP = 14  # pixels a press may wander and still be a tap

Pos = tuple[int, int]
Callback = Callable[[Any, Pos], None]


def _nothing(item: Any, pos: Pos) -> None:
    return None


class Drag:
    def __init__(self, on_tap: Callback = _nothing, on_drop: Callback = _nothing,
                 on_lift: Callback = _nothing, slop: float = TAP_SLOP):
        self.on_tap, self.on_drop, self.on_lift = on_tap, on_drop, on_lift
        self.slop = slop
        self.item: Any = None
        self.start: Pos | None = None
        self.pos: Pos | None = None
        self.moving = False

    @property
    def active(self) -> bool:
        """A press is on (tap or drag, not yet released)."""
        return self.start is not None

    @property
    def dragging(self) -> Any:
        """The item in the air, or None (no press, or a press still short of a drag)."""
        return self.item if self.moving else None

    def press(self, item: Any, pos: Pos) -> None:
        """The pointer went down on `item` (anything but None)."""
        self.item, self.start, self.pos, self.moving = item, pos, pos, False

    def cancel(self) -> None:
        """Forget the press: its release will do nothing."""
        self.item, self.start, self.pos, self.moving = None, None, None, False

    def handle(self, intent: Intent) -> bool:
        """Follow a pointer move or release. True when it belonged to a press.
        Presses are the scene's (see `press`)."""
        if self.start is None or intent.pos is None or intent.kind == PRESS:
            return False
        pos = intent.pos
        if intent.kind == POINT:
            self.pos = pos
            if not self.moving and math.dist(pos, self.start) > self.slop:
                self.moving = True
                self.on_lift(self.item, pos)
            return True
        if intent.kind == RELEASE:
            item, moved = self.item, self.moving
            self.cancel()  # before the callback: it may start something new
            (self.on_drop if moved else self.on_tap)(item, pos)
            return True
        return False
