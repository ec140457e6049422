"""Tweens and the animator every table uses.

An `Anim` is one tween: `begin`, then `step(k)` with k from 0 to 1 over its
duration (in seconds at animation speed 1), then `done`. The `Animator` plays
groups one after another; a group's members play together. `Later` builds its
animation only when its turn comes, so it sees the screen as it is then.
Animations only move pictures: they never change a match.
"""
from __future__ import annotations

import logging
from collections import deque
from typing import Any, Callable

log = logging.getLogger(__name__)


class Anim:
    """One tween. `start()` when it begins, `step(t)` with t in 0..1 each frame,
    `done()` at the end. Durations are in seconds at animation speed 1."""

    def __init__(self, duration: float, step: Callable[[float], None] | None = None,
                 start: Callable[[], None] | None = None, done: Callable[[], None] | None = None,
                 sound: str | None = None):
        self.duration = max(0.0, duration)
        self._step, self._start, self._done = step, start, done
        self.sound = sound
        self.t = 0.0
        self.started = False
        self.finished = False

    def begin(self, play: Callable[[str], None]) -> None:
        self.started = True
        if self.sound:
            play(self.sound)
        if self._start:
            self._start()
        if self._step:
            self._step(0.0)

    def advance(self, dt: float) -> None:
        self.t += dt
        k = 1.0 if self.duration <= 0 else min(1.0, self.t / self.duration)
        if self._step:
            self._step(k)
        if k >= 1.0:
            self.finished = True
            if self._done:
                self._done()


class Together(Anim):
    """Several animations playing at the same time, as one."""

    def __init__(self, *parts: Anim):
        super().__init__(max((p.duration for p in parts), default=0.0))
        self.parts = [p for p in parts if p is not None]

    def begin(self, play: Callable[[str], None]) -> None:
        self.started = True
        for p in self.parts:
            p.begin(play)
        self.finished = all(p.finished for p in self.parts)

    def advance(self, dt: float) -> None:
        for p in self.parts:
            if not p.finished:
                p.advance(dt)
        self.finished = all(p.finished for p in self.parts)


class Later(Anim):
    """An animation built only when its turn comes (it sees the screen as it is then).
    The factory returns an Anim, a list of Anims (played together) or None."""

    def __init__(self, factory: Callable[[], Any]):
        super().__init__(0.0)
        self.factory = factory
        self.inner: Anim | None = None

    def begin(self, play: Callable[[str], None]) -> None:
        self.started = True
        try:
            made = self.factory()
        except (IndexError, KeyError) as exc:  # a picture out of step: skip, the scene resyncs
            log.warning("animation skipped: %r", exc)
            made = None
        if isinstance(made, (list, tuple)):
            made = Together(*made)
        self.inner = made
        if made is None:
            self.finished = True
            return
        made.begin(play)
        self.finished = made.finished

    def advance(self, dt: float) -> None:
        if self.inner is not None and not self.inner.finished:
            self.inner.advance(dt)
        self.finished = self.inner is None or self.inner.finished


def wait(seconds: float) -> Anim:
    return Anim(seconds)


def call(fn: Callable[[], None], sound: str | None = None) -> Anim:
    return Anim(0.0, start=fn, sound=sound)


class Animator:
    """Groups of animations played one after another; a group's members play together."""

    def __init__(self, play: Callable[[str], None] = lambda s: None):
        self.play = play
        self.groups: deque[list[Anim]] = deque()
        self.current: list[Anim] = []

    def add(self, *anims: Anim) -> None:
        if anims:
            self.groups.append(list(anims))

    @property
    def busy(self) -> bool:
        return bool(self.current or self.groups)

    def update(self, dt: float) -> None:
        for _ in range(32):  # zero-length steps chain within one frame
            if not self.current:
                if not self.groups:
                    return
                self.current = self.groups.popleft()
                for a in self.current:
                    a.begin(self.play)
            for a in self.current:
                if not a.finished:
                    a.advance(dt)
            if not all(a.finished for a in self.current):
                return
            self.current = []
            dt = 0.0  # the next timed group starts now and runs from the next frame

    def finish(self) -> None:
        """Jump to the end of everything queued (tests, skipping)."""
        for _ in range(10000):
            if not self.busy:
                return
            self.update(1e6)


def ease(t: float) -> float:
    """Smooth start and stop."""
    return t * t * (3 - 2 * t)


def ease_out_back(t: float) -> float:
    c = 1.6
    return 1 + (c + 1) * (t - 1) ** 3 + c * (t - 1) ** 2


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def pop_scale(age: float, speed: float = 1.0) -> float:
    """0 -> a little more than 1 -> 1: things pop in instead of just appearing."""
    a = max(0.0, age * speed) / 0.35
    if a >= 1:
        return 1.0
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (a - 1) ** 3 + c1 * (a - 1) ** 2  # ease-out-back
