"""A precomputed animation: poses at fixed steps, settling exactly on targets.

Pure Python: no pymunk, no pygame. A scene wraps it in its own `Anim`:

    Anim(pb.duration, step=lambda k: poses.update(pb.at_fraction(k)))
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Hashable, Mapping, Sequence

Pose = tuple[float, float, float]          # x, y, angle in radians
Frame = dict[Hashable, Pose]
Shape = tuple                               # ("box", w, h) or ("ball", r)

TAU = 2 * math.pi


def smootherstep(u: float) -> float:
    """0 -> 1 with zero speed and zero acceleration at both ends."""
    u = min(1.0, max(0.0, u))
    return u * u * u * (u * (6 * u - 15) + 10)


def nearest_turn(angle: float, near: float) -> float:
    """`angle` plus whole turns, as close as possible to `near`."""
    return angle + TAU * round((near - angle) / TAU)


def _lerp(a: Pose, b: Pose, w: float) -> Pose:
    """The pose w of the way from a to b (w = 0: a, w = 1: b), coordinate by coordinate."""
    return (a[0] + (b[0] - a[0]) * w, a[1] + (b[1] - a[1]) * w, a[2] + (b[2] - a[2]) * w)


def corners(pose: Pose, w: float, h: float) -> list[tuple[float, float]]:
    """The four corners of a w x h box at `pose` (same frame as the physics)."""
    x, y, a = pose
    c, s = math.cos(a), math.sin(a)
    return [(x + dx * c - dy * s, y + dx * s + dy * c)
            for dx, dy in ((-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2))]


@dataclass
class Playback:
    """Poses every `dt` seconds from t=0 to `duration`; `final` is exactly the targets.

    `frames[-1]` has the same positions as `final` but may keep an angle a
    whole number of turns away (so the last step does not spin); `pose_at`
    returns `final` itself for any t >= duration. `marks` names moments
    (e.g. "impact") for sounds; `shapes` tells a drawer what each key is.
    """
    dt: float
    frames: list[Frame]
    final: Frame
    shapes: dict[Hashable, Shape] = field(default_factory=dict)
    marks: dict[str, float] = field(default_factory=dict)

    @property
    def duration(self) -> float:
        return (len(self.frames) - 1) * self.dt

    @property
    def keys(self) -> list[Hashable]:
        return list(self.final)

    def pose_at(self, t: float) -> Frame:
        """Poses at time t (clamped to [0, duration]), interpolated between steps."""
        last = len(self.frames) - 1
        if t >= self.duration or last == 0:
            return dict(self.final)
        if t <= 0:
            return dict(self.frames[0])
        i = min(int(t / self.dt), last - 1)
        f = t / self.dt - i
        a, b = self.frames[i], self.frames[i + 1]
        return {k: (pa[0] + (b[k][0] - pa[0]) * f, pa[1] + (b[k][1] - pa[1]) * f,
                    pa[2] + (b[k][2] - pa[2]) * f) for k, pa in a.items()}

    def at_fraction(self, k: float) -> Frame:
        """`pose_at(k * duration)` for an `Anim.step(k)` with k in 0..1."""
        return self.pose_at(self.duration if k >= 1 else k * self.duration)

    @classmethod
    def settle(cls, dt: float, raw: Sequence[Frame], targets: Mapping[Hashable, Pose],
               blend_steps: int, blend_from: int = 0, max_step: float = 12.0,
               max_turn: float = 0.12, **extra) -> "Playback":
        """Blend raw simulated frames onto `targets`, ending exactly on them.

        Over the last steps of a body's blend window its pose becomes
        lerp(raw_i, target, w_i), w rising 0 -> 1 by smootherstep: the raw
        motion fades out as the pull to the target fades in, and speed and
        acceleration are both zero at the last frame. The window is
        `blend_steps` long, longer for a target far from the simulation (so the
        pull beyond the raw motion stays under `max_step` px / `max_turn` rad
        per step; the last raw frame is held if the run is too short), and
        never starts before `blend_from`. Keys without a target end where the physics left them.
        """
        end = dict(raw[-1])
        for k, p in targets.items():
            if k not in end:
                raise KeyError(f"target for unknown body {k!r}")
            end[k] = (float(p[0]), float(p[1]), float(p[2]))
        goal = {k: (x, y, nearest_turn(a, raw[-1][k][2])) for k, (x, y, a) in end.items()}
        room = max(0, len(raw) - 1 - blend_from)
        spans = {k: blend_steps for k in goal}
        for k in targets:  # the pull's peak: 1.875 (smootherstep's top slope) x gap / span
            gap = max(math.dist(raw[-1][k][:2], goal[k][:2]) / max_step,
                      abs(raw[-1][k][2] - goal[k][2]) / max_turn)
            spans[k] = max(blend_steps, math.ceil(1.875 * gap))
        pad = max([0] + [s - room for s in spans.values() if s > blend_steps])
        raw = list(raw) + [raw[-1]] * pad
        n = len(raw)
        frames: list[Frame] = []
        for i, f in enumerate(raw[:-1]):
            out: Frame = {}
            for k, p in f.items():
                span = min(spans[k], room + pad)
                u = (i - (n - 1 - span)) / span if span else 1.0
                out[k] = p if u <= 0 else _lerp(p, goal[k], smootherstep(u))
            frames.append(out)
        frames.append(goal)
        return cls(dt, frames, end, **extra)
