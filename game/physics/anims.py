"""The two animations the games need: a tower losing cards, and a catapult shot."""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Hashable, Iterable, Mapping, Sequence

import pymunk

from .playback import Playback, Pose, nearest_turn
from .world import GRAVITY, STEP, SUBSTEPS, World


QUIET = 15  # frames all must be still before an animation may end


@dataclass(frozen=True)
class Block:
    """A rigid rectangle: a card, a plank. (x, y) is its centre, y down."""
    key: Hashable
    w: float
    h: float
    x: float = 0.0
    y: float = 0.0
    angle: float = 0.0

    @property
    def pose(self) -> Pose:
        return (self.x, self.y, self.angle)


def _pose(p: Sequence[float], angle: float = 0.0) -> Pose:
    return (float(p[0]), float(p[1]), float(p[2]) if len(p) > 2 else angle)


def stack(sizes: Sequence[tuple[Hashable, float, float]], x: float, ground_y: float) -> list[Block]:
    """(key, w, h) piled bottom first, centred on x, the lowest resting on ground_y."""
    out, top = [], ground_y
    for key, w, h in sizes:
        out.append(Block(key, w, h, x, top - h / 2))
        top -= h
    return out


def restack(blocks: Sequence[Block], destroyed: Iterable[Hashable]) -> dict[Hashable, Pose]:
    """Where the survivors rest once the cards above each hole have dropped:
    same order and x as before, upright, piled from the old ground."""
    gone = set(destroyed)
    top = max(b.y + b.h / 2 for b in blocks)
    out = {}
    for b in sorted((b for b in blocks if b.key not in gone), key=lambda b: -b.y):
        out[b.key] = (b.x, top - b.h / 2, 0.0)
        top -= b.h
    return out


def _gone(body: pymunk.Body, size: tuple, off_y: float) -> bool:
    return body.position.y - math.hypot(size[1], size[2]) / 2 > off_y


def _quiet(body: pymunk.Body) -> bool:
    vx, vy = body.velocity
    return vx * vx + vy * vy < 64.0 and abs(body.angular_velocity) < 0.05


def tower_fall(blocks: Sequence[Block], destroyed: Iterable[Hashable] | Mapping[Hashable, float],
               final: Mapping[Hashable, Sequence[float]] | None = None, *, seed,
               direction: float = 1.0, speed: float = 520.0, off_y: float = 1080.0,
               gravity: float = GRAVITY, max_time: float = 5.0) -> Playback:
    """Knock the `destroyed` blocks out of a tower and let the rest drop.

    `destroyed` is keys, or {key: delay in seconds} for chains (a card the
    falling ones broke). Knocked blocks fly off towards `direction` (+1 right,
    -1 left) at about `speed` px/s, ignore the ground, and fall until below
    `off_y`. `final` gives the rules' layout: every survivor's (x, y[, angle])
    (default `restack`: upright, gaps closed); a destroyed key may be given a
    place too, else it ends where it fell. The playback ends exactly on it.
    """
    if not blocks:
        raise ValueError("a tower needs blocks")
    delays = dict(destroyed) if isinstance(destroyed, Mapping) else dict.fromkeys(destroyed, 0.0)
    keys = {b.key for b in blocks}
    if not delays.keys() <= keys:
        raise KeyError(f"destroyed blocks not in the tower: {sorted(map(repr, delays.keys() - keys))}")
    targets = {k: _pose(p) for k, p in (restack(blocks, delays) if final is None else final).items()}
    missing = [b.key for b in blocks if b.key not in delays and b.key not in targets]
    if missing:
        raise KeyError(f"no final place for surviving blocks {missing!r}")

    world = World(seed, gravity)
    guides = {}
    ground = max(b.y + b.h / 2 for b in blocks)
    world.add_ground(min(b.x - b.w / 2 for b in blocks) - 4, max(b.x + b.w / 2 for b in blocks) + 4,
                     ground)
    for b in blocks:
        body = world.add_box(b.key, b.w, b.h, b.pose)
        aim = targets.get(b.key, b.pose) if b.key not in delays else b.pose
        guides[b.key] = world.guide(body, aim[0], aim[2])
    knock_at = {k: max(0, math.ceil(d / STEP - 1e-9)) for k, d in delays.items()}
    sign = 1.0 if direction >= 0 else -1.0
    kicks = {b.key: (sign * speed * world.rng.uniform(0.85, 1.15), -world.rng.uniform(0, 60))
             for b in blocks if b.key in delays}
    survivors = [world.bodies[b.key] for b in blocks if b.key not in delays]
    doomed = [(world.bodies[k], world.shapes[k]) for k in delays]
    settle_from = max(knock_at.values(), default=0) + round(0.35 / STEP)

    def before(i: int) -> None:
        for k, at in knock_at.items():
            if at < i and _gone(world.bodies[k], world.shapes[k], off_y):
                world.park(k)  # out of view: it stops, whoever is still falling
            if at == i:
                body = world.bodies[k]
                world.space.remove(*guides[k])
                World.collide(body, with_ground=False, friction=0.0)  # slides out, tips when free
                body.velocity = kicks[k]
                body.activate()

    quiet = [0]

    def done(i: int) -> bool:
        if i < settle_from:
            return False
        quiet[0] = quiet[0] + 1 if all(_quiet(b) for b in survivors) else 0
        return quiet[0] >= QUIET and all(_gone(b, s, off_y) for b, s in doomed)

    world.run(done, max(settle_from, round(max_time / STEP)), before)
    return world.playback(targets, marks={"knock": min(knock_at.values(), default=0) * STEP})


MAX_STEP_PX = 30.0


def shot(start: Sequence[float], target: Sequence[float], *, seed, radius: float = 16.0,
         arc: float | None = None, spin: float | None = None, gravity: float = GRAVITY,
         debris: Sequence[Block] = (), debris_final: Mapping[Hashable, Sequence[float]] | None = None,
         ground_y: float | None = None, off_y: float = 1080.0, hold: float = 0.12,
         key: Hashable = "shot", max_time: float = 4.0) -> Playback:
    """A ball of `radius` thrown from `start` that lands exactly on `target`.

    The arc peaks `arc` px above the higher end (default grows with the
    distance). `spin` in rad/s (None: a random tumble from the seed; 0: none);
    if `target` has an angle the spin is nudged to land on it. `debris` are
    blocks resting at the landing point, frozen until the impact, then kicked
    away; they fall past `off_y` or rest on a floor at `ground_y`, or end at
    `debris_final` if given. Marks: "impact" (seconds)."""
    return ShotJob(start, target, seed=seed, radius=radius, arc=arc, spin=spin, gravity=gravity,
                   debris=debris, debris_final=debris_final, ground_y=ground_y, off_y=off_y,
                   hold=hold, key=key, max_time=max_time).result()


class ShotJob:
    """`shot`, simulated a few frames at a time (`advance`), so a scene can
    spread the cost of a shot with much debris over the frames before it
    shows; `result()` finishes it and gives the same Playback as `shot`."""

    def __init__(self, start: Sequence[float], target: Sequence[float], *, seed,
                 radius: float = 16.0, arc: float | None = None, spin: float | None = None,
                 gravity: float = GRAVITY, debris: Sequence[Block] = (),
                 debris_final: Mapping[Hashable, Sequence[float]] | None = None,
                 ground_y: float | None = None, off_y: float = 1080.0, hold: float = 0.12,
                 key: Hashable = "shot", max_time: float = 4.0):
        world = self.world = World(seed, gravity)
        p0, p1 = _pose(start), _pose(target)
        if arc is None:
            arc = 80.0 + 0.25 * abs(p1[0] - p0[0])
        apex = min(p0[1], p1[1]) - max(0.0, arc)
        t_fly = math.sqrt(2 * (p0[1] - apex) / gravity) + math.sqrt(2 * (p1[1] - apex) / gravity)
        # a flat or very short arc still takes enough steps that the ball never
        # jumps more than MAX_STEP_PX between two frames (it then arcs a little)
        n = max(2, round(t_fly / STEP), math.ceil(math.dist(p0[:2], p1[:2]) / MAX_STEP_PX))
        steps, h = n * SUBSTEPS, STEP / SUBSTEPS
        # Chipmunk moves with the old velocity, then adds gravity:
        # p_N = p_0 + h * (N * v_0 + g * h * N * (N - 1) / 2)
        vx = (p1[0] - p0[0]) / (h * steps)
        vy = (p1[1] - p0[1]) / (h * steps) - gravity * h * (steps - 1) / 2
        if spin is None:
            spin = world.rng.choice((-1, 1)) * world.rng.uniform(3.0, 9.0)
        if len(target) > 2:
            spin = (nearest_turn(p1[2], p0[2] + spin * n * STEP) - p0[2]) / (n * STEP)

        ball = world.add_ball(key, radius, p0)
        World.collide(ball, with_ground=False, with_bodies=False)  # nothing deflects the shot
        ball.velocity, ball.angular_velocity = (vx, vy), spin
        if ground_y is not None:
            world.add_ground(-1e5, 1e5, ground_y)
        loose = [world.add_box(b.key, b.w, b.h, b.pose) for b in debris]
        for body in loose:
            body.body_type = pymunk.Body.KINEMATIC  # frozen until the impact
        self._ball, self._loose, self._debris = ball, loose, list(debris)
        self._n, self._p1, self._target = n, p1, target
        self._hold, self._off_y = hold, off_y
        self._final = dict(debris_final or {})
        self._key = key
        self._max = n + round(max_time / STEP)
        self._quiet = 0
        self._ended = False
        self.finished = False
        self._playback: Playback | None = None

    def _before(self, i: int) -> None:
        if i > self._n:
            for d in self._debris:
                if _gone(self.world.bodies[d.key], self.world.shapes[d.key], self._off_y):
                    self.world.park(d.key)  # out of view: it stops
        if i != self._n:
            return
        ball, world, p1 = self._ball, self.world, self._p1
        lx, ly = ball.velocity
        ball.body_type = pymunk.Body.KINEMATIC  # the shot stays where it landed
        ball.velocity, ball.angular_velocity = (0.0, 0.0), 0.0
        ball.position = (p1[0], p1[1])
        for b, body in zip(self._debris, self._loose):
            dx, dy = b.x - p1[0], b.y - p1[1]
            dist = math.hypot(dx, dy) or 1.0
            push, up = world.rng.uniform(150, 350), world.rng.uniform(120, 320)
            body.body_type = pymunk.Body.DYNAMIC
            body.velocity = (0.35 * lx + push * dx / dist, 0.1 * ly + push * dy / dist - up)
            body.angular_velocity = world.rng.uniform(-6, 6)

    def _done(self, i: int) -> bool:
        if i <= self._n:
            return False
        here = [b for b, d in zip(self._loose, self._debris)
                if not _gone(b, self.world.shapes[d.key], self._off_y)]
        self._quiet = self._quiet + 1 if all(_quiet(b) for b in here) else 0
        self._ended = (i - self._n) * STEP >= self._hold - 1e-9 and \
            (not self._debris or self._quiet >= QUIET)
        return self._ended

    def advance(self, frames: int) -> bool:
        """Simulate up to `frames` more frames; True once the shot has ended."""
        if self.finished:
            return True
        w = self.world
        limit = min(self._max, max(0, len(w.frames) - 1) + max(1, frames))
        w.run(self._done, limit, self._before)
        self.finished = self._ended or len(w.frames) > self._max
        return self.finished

    def result(self) -> Playback:
        if self._playback is None:
            while not self.advance(240):
                pass
            p1, w = self._p1, self.world
            key = self._key
            targets = {key: (p1[0], p1[1], p1[2] if len(self._target) > 2
                             else w.frames[-1][key][2])}
            for k, p in self._final.items():
                targets[k] = _pose(p)
            self._playback = w.playback(targets, blend_from=self._n,
                                        marks={"impact": self._n * STEP})
        return self._playback
