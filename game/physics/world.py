"""A fresh pymunk space with a fixed step, its own seeded RNG, and a pose recorder."""
from __future__ import annotations

import random
from typing import Callable, Hashable, Mapping

import pymunk

from .playback import Frame, Playback, Pose

STEP = 1 / 120          # one recorded frame
SUBSTEPS = 2            # physics steps per frame
GRAVITY = 1800.0        # px/s^2, y grows downwards as on screen
BLEND = 0.3             # seconds over which the motion is pulled onto the targets

GROUND = 0b01           # collision categories
BODY = 0b10


class World:
    """One animation's physics. Build a new one for every animation: Chipmunk
    keeps contact caches between steps, so only a fresh space stepped with the
    same inputs in the same order repeats itself."""

    def __init__(self, seed, gravity: float = GRAVITY):
        self.rng = random.Random(seed)      # jitter only from here
        self.space = pymunk.Space()
        self.space.gravity = (0.0, gravity)
        self.space.iterations = 20
        self.bodies: dict[Hashable, pymunk.Body] = {}
        self.shapes: dict[Hashable, tuple] = {}
        self.frames: list[Frame] = []

    # ------------------------------------------------------------ building
    def add_box(self, key: Hashable, w: float, h: float, pose: Pose, *,
                friction: float = 0.8, elasticity: float = 0.05) -> pymunk.Body:
        body = pymunk.Body()
        body.position, body.angle = (pose[0], pose[1]), pose[2]
        r = min(0.5, w / 4, h / 4)  # rounded corners, same outer size
        shape = pymunk.Poly.create_box(body, (w - 2 * r, h - 2 * r), radius=r)
        self._add(key, body, shape, friction, elasticity)
        self.shapes[key] = ("box", w, h)
        return body

    def add_ball(self, key: Hashable, r: float, pose: Pose, *,
                 friction: float = 0.8, elasticity: float = 0.2) -> pymunk.Body:
        body = pymunk.Body()
        body.position, body.angle = (pose[0], pose[1]), pose[2]
        self._add(key, body, pymunk.Circle(body, r), friction, elasticity)
        self.shapes[key] = ("ball", r)
        return body

    def _add(self, key, body, shape, friction, elasticity) -> None:
        if key in self.bodies:
            raise ValueError(f"two bodies named {key!r}")
        shape.density = 0.001
        shape.friction, shape.elasticity = friction, elasticity
        shape.filter = pymunk.ShapeFilter(categories=BODY)
        self.space.add(body, shape)
        self.bodies[key] = body

    def add_ground(self, x0: float, x1: float, y: float) -> None:
        """A static floor whose top surface is at height y."""
        r = 6.0
        seg = pymunk.Segment(self.space.static_body, (x0, y + r), (x1, y + r), r)
        seg.friction, seg.elasticity = 0.9, 0.05
        seg.filter = pymunk.ShapeFilter(categories=GROUND)
        self.space.add(seg)

    @staticmethod
    def collide(body: pymunk.Body, with_ground: bool = True, with_bodies: bool = True,
                friction: float | None = None) -> None:
        for s in body.shapes:
            s.filter = pymunk.ShapeFilter(categories=BODY, mask=(GROUND if with_ground else 0)
                                          | (BODY if with_bodies else 0))
            if friction is not None:
                s.friction = friction

    def guide(self, body: pymunk.Body, x: float, angle: float) -> list:
        """Hold the body softly on the vertical line at x and at `angle` (y is
        left to gravity and contacts): a groove joint with a limited force and
        correction speed, and a damped rotary spring. Returns the constraints."""
        groove = pymunk.GrooveJoint(self.space.static_body, body, (x, -1e5), (x, 1e5), (0, 0))
        groove.max_force = body.mass * 4 * abs(self.space.gravity.y)
        groove.max_bias = 150.0
        spring = pymunk.DampedRotarySpring(self.space.static_body, body, angle,
                                           body.moment * 400.0, body.moment * 40.0)
        self.space.add(groove, spring)
        return [groove, spring]

    def park(self, key: Hashable) -> None:
        """Take a body out of the simulation where it is. For a body that has
        left the view: left to fall while the animation waits for the others,
        gravity would speed it up without end (tens of px a step), and a
        caller's place for it would then be blended from a streak."""
        body = self.bodies[key]
        if body.space is None:
            return
        held = [c for c in self.space.constraints if c.a is body or c.b is body]
        self.space.remove(*held, *body.shapes, body)

    # ------------------------------------------------------------ running
    def record(self) -> None:
        self.frames.append({k: (b.position.x, b.position.y, b.angle)
                            for k, b in self.bodies.items()})

    def run(self, until: Callable[[int], bool], max_frames: int,
            before: Callable[[int], None] | None = None) -> None:
        """Step frame by frame (recording each) until `until(frame)` or max_frames.
        `before(frame)` runs ahead of each step: knocks, type changes."""
        if not self.frames:
            self.record()
        while len(self.frames) <= max_frames:
            i = len(self.frames) - 1
            if until(i):
                break
            if before:
                before(i)
            for _ in range(SUBSTEPS):
                self.space.step(STEP / SUBSTEPS)
            self.record()

    def playback(self, targets: Mapping[Hashable, Pose], blend: float = BLEND,
                 blend_from: int = 0, **extra) -> Playback:
        if not self.frames:
            self.record()
        return Playback.settle(STEP, self.frames, targets, round(blend / STEP), blend_from,
                               shapes=dict(self.shapes), **extra)
