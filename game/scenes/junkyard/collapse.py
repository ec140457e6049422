"""A tower of junk falling down, as physics (Spank the Monkey).

The rules have already decided everything: which junk cards were destroyed,
which card fell onto which, every collision roll and what it broke. This
module only shows it, with a fresh `game.physics.World` for each collapse:

- the destroyed cards burst: each breaks into four pieces (and its
  reinforcements fly off whole) that tumble off the bottom of the screen;
- the cards above a hole fall as rigid bodies onto the card below (or the
  ground), bounce a little and settle; each collision the rules rolled is
  marked (`CrashMark`: when and where the cards met), and the cards that
  collision broke burst a moment later, so the next cards fall further;
- the playback ends exactly on `final`: every surviving card's place in the
  rules' tower (the table's layout), float for float.

The world is seeded from the event data (`seed_for`), never the match RNG,
so the same collapse always gives the same frames (a screenshot of a collapse
is reproducible). Replays, saves and bots never touch this module.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Hashable, Iterable, Mapping, Sequence

import pymunk

from game.physics import GRAVITY, STEP, Playback, Pose, World
from game.physics.world import SUBSTEPS

CRASH_PAUSE = 0.28     # seconds between two cards meeting and the broken ones bursting
FIRST_BURST = 0.08     # the first card breaks this long after the collapse starts
CRASH_TIMEOUT = 1.4    # a fall the physics does not finish in time is marked anyway
PIECES_TIME = 1.5      # pieces fly this long at most before the collapse may end
QUIET_FRAMES = 12      # frames the survivors must be still before the end
MAX_TIME = 7.0


@dataclass(frozen=True)
class Slab:
    """A junk card standing in a tower: its centre and size on the screen.
    `tabs` are the sizes of its reinforcement cards (they fly off with it)."""
    key: str
    w: float
    h: float
    x: float
    y: float
    tabs: tuple[tuple[float, float, float, float], ...] = ()   # (dx, dy, w, h) from the centre

    @property
    def pose(self) -> Pose:
        return (self.x, self.y, 0.0)


@dataclass(frozen=True)
class Crash:
    """One collision the rules rolled: `junk` (the lowest falling card) met
    `onto` (None: the ground); `destroyed` broke."""
    junk: str
    onto: str | None
    roll: int
    destroyed: tuple[str, ...] = ()
    strength: int | None = None
    onto_strength: int | None = None


@dataclass(frozen=True)
class CrashMark:
    """When (seconds into the playback) and where a collision is shown."""
    at: float
    x: float
    y: float
    crash: Crash


@dataclass(frozen=True)
class Piece:
    """A piece of a broken card: `part` is "q0".."q3" (a quarter of the card:
    left-top, right-top, left-bottom, right-bottom) or "t<i>" (reinforcement i).
    Pieces touch nothing: each flies on its own arc from where its card burst
    (`x0`, `y0`, `a0`) with velocity (`vx`, `vy`) and spin `spin`."""
    parent: str
    part: str
    w: float
    h: float
    x0: float
    y0: float
    a0: float
    vx: float
    vy: float
    spin: float

    def pose(self, dt: float, gravity: float = GRAVITY) -> Pose:
        return (self.x0 + self.vx * dt, self.y0 + self.vy * dt + gravity * dt * dt / 2,
                self.a0 + self.spin * dt)


@dataclass
class Collapse:
    """A finished simulation: the cards' playback, when each destroyed card
    burst, its flying pieces, and the collision marks."""
    playback: Playback
    bursts: dict[str, float]                       # card -> when it breaks apart
    pieces: dict[str, list[Piece]] = field(default_factory=dict)
    marks: list[CrashMark] = field(default_factory=list)
    slabs: dict[str, Slab] = field(default_factory=dict)
    off_y: float = 1120.0

    @property
    def duration(self) -> float:
        return self.playback.duration

    @property
    def final(self) -> dict[Hashable, Pose]:
        return self.playback.final

    def poses(self, t: float) -> dict[Hashable, Pose]:
        """Every card's pose at t (a burst card's own pose is meaningless after it burst)."""
        return self.playback.pose_at(t)

    def flying(self, t: float) -> list[tuple[Piece, Pose]]:
        """The pieces in the air at t (above `off_y`)."""
        out = []
        for key, at in self.bursts.items():
            if t < at:
                continue
            for p in self.pieces.get(key, ()):
                pose = p.pose(t - at)
                if pose[1] - (p.w + p.h) / 2 < self.off_y:
                    out.append((p, pose))
        return out

    def shown(self, key: str, t: float) -> bool:
        """Is the card itself (not its pieces) still drawn at t?"""
        at = self.bursts.get(key)
        return at is None or t < at

    def survivors(self) -> list[str]:
        return [k for k in self.slabs if k not in self.bursts]


def seed_for(seat: int, first: Iterable[str], crashes: Sequence[Crash]) -> str:
    """The world's seed from what the rules said (stable across runs and machines)."""
    rolls = ",".join(f"{c.junk}>{c.onto}:{c.roll}" for c in crashes)
    return f"junkyard-collapse:{seat}:{','.join(first)}:{rolls}"


def _bottom(body: pymunk.Body, h: float, w: float) -> float:
    """The lowest point of a w x h box body."""
    c, s = abs(math.cos(body.angle)), abs(math.sin(body.angle))
    return body.position.y + (h * c + w * s) / 2


def _quiet(body: pymunk.Body) -> bool:
    vx, vy = body.velocity
    return vx * vx + vy * vy < 64.0 and abs(body.angular_velocity) < 0.05


class CollapseJob:
    """One tower's collapse, simulated a few steps at a time (`advance`) so a
    scene can spread the work over the frames before it is shown; `result()`
    finishes it. The frames are the same however the work is split.

    `slabs`: the tower as it stands (holes allowed: a card taken away leaves
    a gap). `burst`: cards destroyed before anything falls (keys, or {key:
    delay in seconds}). `crashes`: the rules' collisions in order. `final`:
    each surviving card's (x, y[, angle]) in the rules' tower after it all."""

    def __init__(self, slabs: Sequence[Slab], burst: Mapping[str, float] | Iterable[str],
                 crashes: Sequence[Crash], final: Mapping[str, Sequence[float]], *, seed: Any,
                 ground_y: float, off_y: float = 1120.0, max_time: float = MAX_TIME):
        if not slabs:
            raise ValueError("a tower needs cards")
        self.by_key = by_key = {s.key: s for s in slabs}
        first = dict(burst) if isinstance(burst, Mapping) else dict.fromkeys(burst, FIRST_BURST)
        doomed = set(first) | {d for c in crashes for d in c.destroyed}
        unknown = (doomed | {c.junk for c in crashes}
                   | {c.onto for c in crashes if c.onto is not None}) - set(by_key)
        if unknown:
            raise KeyError(f"cards not in the tower: {sorted(unknown)}")
        self.targets: dict[Hashable, Pose] = {}
        for s in slabs:
            if s.key in doomed:
                continue
            if s.key not in final:
                raise KeyError(f"no final place for {s.key!r}")
            p = final[s.key]
            self.targets[s.key] = (float(p[0]), float(p[1]), float(p[2]) if len(p) > 2 else 0.0)
        self.crashes = list(crashes)
        self.ground_y, self.off_y = ground_y, off_y
        self.world = world = World(seed)
        left = min(s.x - s.w / 2 for s in slabs)
        right = max(s.x + s.w / 2 for s in slabs)
        world.add_ground(left - 60, right + 60, ground_y)
        self.guides: dict[str, list] = {}
        for s in slabs:
            body = world.add_box(s.key, s.w, s.h, s.pose, friction=0.9, elasticity=0.18)
            aim_x = self.targets[s.key][0] if s.key in self.targets else s.x
            self.guides[s.key] = world.guide(body, aim_x, 0.0)
        self.burst_at = {k: max(0, round(d / STEP)) for k, d in first.items()}
        self.burst_time: dict[str, float] = {}
        self.pieces: dict[str, list[Piece]] = {}
        self.marks: list[CrashMark] = []
        self.next_crash = 0
        self.ready = max(self.burst_at.values(), default=-1) + 1
        self.last = 0
        self.quiet = 0
        self.max_frames = round((max_time + len(crashes) * (CRASH_TIMEOUT + CRASH_PAUSE)) / STEP)
        self.survivors = [world.bodies[k] for k in self.targets]
        self.finished = False
        self._result: Collapse | None = None
        world.record()

    # ------------------------------------------------------------ stepping
    def advance(self, frames: int) -> bool:
        """Simulate up to `frames` more recorded frames; True once finished."""
        world = self.world
        for _ in range(frames):
            if self.finished:
                break
            i = len(world.frames) - 1
            if len(world.frames) > self.max_frames or self._done(i):
                self.finished = True
                break
            self._before(i)
            for _ in range(SUBSTEPS):
                world.space.step(STEP / SUBSTEPS)
            world.record()
        return self.finished

    def result(self) -> Collapse:
        if self._result is None:
            while not self.advance(240):
                pass
            pb = self.world.playback(self.targets)
            self._result = Collapse(pb, dict(self.burst_time), self.pieces, self.marks,
                                    dict(self.by_key), self.off_y)
        return self._result

    def _burst(self, key: str, i: int) -> None:
        world = self.world
        body = world.bodies[key]
        s = self.by_key[key]
        px, py, pa = body.position.x, body.position.y, body.angle
        vx, vy = body.velocity
        world.space.remove(*self.guides.pop(key))
        World.collide(body, with_ground=False, with_bodies=False)
        body.body_type = pymunk.Body.KINEMATIC      # the card is gone: its pieces fly
        body.velocity, body.angular_velocity = (0.0, 0.0), 0.0
        ca, sa = math.cos(pa), math.sin(pa)
        side = 1.0 if world.rng.random() < 0.5 else -1.0
        parts: list[tuple[str, float, float, float, float]] = []
        w, h = s.w / 2, s.h / 2
        for q in range(4):
            parts.append((f"q{q}", -w / 2 if q % 2 == 0 else w / 2, -h / 2 if q < 2 else h / 2,
                          w, h))
        for t, (dx, dy, tw, th) in enumerate(s.tabs):
            parts.append((f"t{t}", dx, dy, tw, th))
        out: list[Piece] = []
        for part, dx, dy, pw, ph in parts:
            way = math.copysign(1.0, dx) if dx else side
            speed = world.rng.uniform(220.0, 460.0)
            out.append(Piece(key, part, pw, ph, px + dx * ca - dy * sa, py + dx * sa + dy * ca, pa,
                             vx + way * speed, vy - world.rng.uniform(260.0, 560.0),
                             world.rng.uniform(4.0, 11.0) * way))
        self.pieces[key] = out
        self.burst_time[key] = i * STEP
        self.last = i

    def _before(self, i: int) -> None:
        for key, at in list(self.burst_at.items()):
            if at == i and key not in self.burst_time:
                self._burst(key, i)
        k = self.next_crash
        if k >= len(self.crashes) or i < self.ready:
            return
        c = self.crashes[k]
        bodies = self.world.bodies
        fall, sl = bodies[c.junk], self.by_key[c.junk]
        land = self.ground_y if c.onto is None else \
            bodies[c.onto].position.y - self.by_key[c.onto].h / 2
        if _bottom(fall, sl.h, sl.w) < land - 2.0 and i - self.ready < round(CRASH_TIMEOUT / STEP):
            return
        self.marks.append(CrashMark(i * STEP, fall.position.x, land, c))
        pause = max(1, round(CRASH_PAUSE / STEP))
        for d in c.destroyed:
            if d not in self.burst_at:
                self.burst_at[d] = i + pause
        self.next_crash = k + 1
        self.ready = i + pause + 1
        self.last = i

    def _done(self, i: int) -> bool:
        if self.next_crash < len(self.crashes) or len(self.burst_time) < len(self.burst_at) \
                or i < self.ready:
            return False
        self.quiet = self.quiet + 1 if all(_quiet(b) for b in self.survivors) else 0
        since = (i - self.last) * STEP
        gone = since >= PIECES_TIME or all(
            p.pose(i * STEP - self.burst_time[p.parent])[1] - (p.w + p.h) / 2 > self.off_y
            for ps in self.pieces.values() for p in ps)
        return self.quiet >= QUIET_FRAMES and gone and since >= 0.35


def collapse(slabs: Sequence[Slab], burst: Mapping[str, float] | Iterable[str],
             crashes: Sequence[Crash], final: Mapping[str, Sequence[float]], *, seed: Any,
             ground_y: float, off_y: float = 1120.0, max_time: float = MAX_TIME) -> Collapse:
    """One tower's collapse, simulated at once (see `CollapseJob`)."""
    return CollapseJob(slabs, burst, crashes, final, seed=seed, ground_y=ground_y, off_y=off_y,
                       max_time=max_time).result()
