"""What each Treefort event shows: a rolling die, a monkey walking its path,
a tree falling, a platform dropping into place, the aim line and the
breadfruit's flight, boards, monkeys and catapults tumbling off a destroyed
platform.

The pictures only show what the rules decided: the die stops on the rolled
number, the shot lands where the rolls put it (on the target when it hits,
short or wide when it misses), and whatever the rules took off the board
falls off the screen. Animations write only to `Fx`, the scene's
moving-picture state; the match is never touched.

A shot's physics (`game.physics.ShotJob`) is simulated a little each frame
from the moment it is queued, while the aim line shows, so no single frame
pays for a whole simulation.
"""
from __future__ import annotations

import logging
import math
import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Hashable

import pygame

from game.core.events import Event
from game.physics import Block, Playback, ShotJob
from game.rules.treefort.trees import LUMBER
from game.ui.anim import Anim, Later
from game.ui.widgets import draw_text

from . import pieces

log = logging.getLogger(__name__)

if TYPE_CHECKING:
    from .scene import TreefortScene

STEP_TIME = 0.16            # seconds a walking monkey takes per square
JOB_FRAMES = 16             # physics frames of a coming shot simulated per update


# Every event kind of Treefort: (pictured, told). A pictured kind may have an
# animation; a told kind has a log line (the rules' `describe_event`). An
# event's line is told when its picture has played, not as it starts, and a
# kind in CHANGES is one whose picture shows the table changing: once the last
# such picture of an action has played, the board, the header and the scores
# show the match after that action, in the same frame as its line (so the
# log never announces a platform that the score does not count yet). Lines of
# kinds without a picture go with the next picture's line, or at the end. The
# suite checks this table against the rules (test_treefort_story.py).
STORY: dict[str, tuple[bool, bool]] = {
    "move_roll": (True, True), "walked": (True, True), "cut": (True, True),
    "platform_built": (True, True), "catapult_built": (True, True),
    "demolished": (True, True), "coin_placed": (True, True), "monkey_placed": (True, True),
    "recruited": (True, True), "attack": (True, True), "shot_monkey": (True, True),
    "shot_platform": (True, True), "game_over": (True, True),
    "turn": (True, False),               # the die of the last walk leaves the panel
    "grids_dealt": (False, True), "trees": (False, True), "phase": (False, True),
    "ditched": (False, True), "last_round": (False, True), "out": (False, True),
    "monkey_up": (False, False),         # the ring round the monkey shows it
    "turn_end": (False, False),          # the header shows whose turn it is
    "brace_window": (False, False),      # the defender's prompt asks
}
CHANGES = frozenset({"move_roll", "walked", "cut", "platform_built", "catapult_built",
                     "demolished", "coin_placed", "monkey_placed", "recruited", "shot_monkey",
                     "shot_platform"})


@dataclass
class Fx:
    """The moving pictures on top of the board (drawn, never decided)."""
    moving: dict[int, tuple[float, float, bool]] = field(default_factory=dict)  # id -> x, y, riding
    hidden_trees: set = field(default_factory=set)
    hidden_platforms: set = field(default_factory=set)
    hidden_monkeys: set = field(default_factory=set)
    hidden_sleeves: set = field(default_factory=set)
    sprites: list[Callable[[pygame.Surface], None]] = field(default_factory=list)
    die: int | None = None           # the die shown in the panel
    die_spinning: bool = False
    aim: tuple | None = None         # (from px, to px, words)
    jobs: list[ShotJob] = field(default_factory=list)
    last_shot: Any = None            # the latest shot shown (its plan and physics)

    def hide_key(self) -> tuple:
        return (frozenset(self.hidden_trees), frozenset(self.hidden_platforms),
                frozenset(self.hidden_monkeys), frozenset(self.hidden_sleeves))

    def simulate(self) -> None:
        for job in self.jobs:
            if not job.finished:
                job.advance(JOB_FRAMES)
                return


def _seed(scene: TreefortScene, ev: Event) -> int:
    """Each picture's own randomness: from the match's seed and where the event is,
    never from the match's dice."""
    return hash((scene.match.setup.seed, scene.version, ev.kind)) & 0xFFFFFFFF


def _tween(fx: Fx, seconds: float, draw: Callable[[pygame.Surface, float], None], sound: str,
           hide: Callable[[], None] | None = None) -> Anim:
    """A picture drawn over the board for `seconds`, given its progress 0-1;
    `hide` runs first (what the picture stands in for leaves the board)."""
    box = [0.0]

    def sprite(surf: pygame.Surface) -> None:
        draw(surf, box[0])

    def start() -> None:
        if hide is not None:
            hide()
        fx.sprites.append(sprite)

    def step(t: float) -> None:
        box[0] = t

    def done() -> None:
        if sprite in fx.sprites:
            fx.sprites.remove(sprite)
    return Anim(seconds, step=step, start=start, done=done, sound=sound)


def _monkey_in(view: dict, mid: Any) -> dict | None:
    for m in view.get("monkeys") or ():
        if m["id"] == mid:
            return m
    return None


def animate(scene: TreefortScene, ev: Event, seat: int | None) -> list[Anim]:
    fx = scene.fx
    k = ev.kind
    d = ev.data
    geo = scene.geo
    if k == "move_roll":
        roll = int(d["roll"])
        rng = random.Random(_seed(scene, ev))
        faces = [rng.randint(1, 6) for _ in range(12)] + [roll]

        def spin(t: float) -> None:
            fx.die_spinning = t < 1.0
            fx.die = faces[min(len(faces) - 1, int(t * (len(faces) - 1)))] if t < 1 else roll
        return [Anim(0.7, step=spin, sound="reveal")]
    if k == "turn":
        def clear() -> None:
            fx.die = None
        return [Anim(0.0, start=clear)] if fx.die is not None else []
    if k == "walked":
        return [Later(lambda: _walk(scene, d))]
    if k == "cut":
        return [Later(lambda: _cut(scene, d))]
    if k in ("platform_built", "catapult_built"):
        return [Later(lambda: _build(scene, d, k))]
    if k == "demolished":
        return [Later(lambda: _demolish(scene, d))]
    if k in ("monkey_placed", "recruited", "coin_placed"):
        r = geo.rect(d["cell"])

        def ring(surf: pygame.Surface, t: float) -> None:
            pygame.draw.circle(surf, (255, 255, 255), r.center, int(r.w * (0.3 + 0.5 * t)), 3)
        return [_tween(fx, 0.25, ring, "place")]
    if k == "attack":
        return [Later(lambda: _aim(scene, d))]
    if k in ("shot_monkey", "shot_platform"):
        return [Later(lambda: _shot(scene, ev))]
    if k == "game_over":
        return [Anim(0.6)]
    return []


def prepare(scene: TreefortScene, events: list[Event], before: dict) -> None:
    """Start simulating the shots of a batch of events before they show
    (`before`: the table before the action)."""
    attack = None
    for ev in events:
        if ev.kind == "attack":
            attack = (ev.data["monkey"], tuple(ev.data["target"]))
        if ev.kind in ("shot_monkey", "shot_platform"):
            try:
                scene.shot_plans[id(ev)] = _plan_shot(scene, ev, before, attack)
                scene.fx.jobs.append(scene.shot_plans[id(ev)].job)
            except (KeyError, ValueError, IndexError, TypeError) as exc:
                scene.shot_plans.pop(id(ev), None)
                log.warning("no shot picture: %r", exc)


# ---------------------------------------------------------------------- walking
def _walk(scene: TreefortScene, d: dict) -> Anim | None:
    fx, geo = scene.fx, scene.geo
    view = scene.shown_view(None)
    m = _monkey_in(view, d["monkey"])
    path = [tuple(c) for c in d.get("path") or ()]
    if m is None or len(path) < 2:
        return None
    mid = m["id"]
    riding0 = bool(m.get("riding"))
    dismount, mount = int(d.get("dismount", -1)), int(d.get("mount", -1))
    steps = len(path) - 1
    points = [geo.centre(c) for c in path]
    left_at = tuple(path[dismount]) if dismount >= 0 else None
    sleeve = pieces.draw_catapult

    def left_behind(surf: pygame.Surface) -> None:
        if left_at is not None:
            sleeve(surf, geo.rect(left_at))

    def start() -> None:
        fx.hidden_monkeys.add(mid)

    def step(t: float) -> None:
        u = t * steps
        i = min(steps - 1, int(u))
        f = u - i
        a, b = points[i], points[i + 1]
        at = min(steps, int(u + 0.5))
        riding = riding0
        if dismount >= 0 and at >= dismount:
            riding = False
            if left_behind not in fx.sprites:
                fx.sprites.insert(0, left_behind)
        if mount >= 0 and at >= mount:
            riding = True
            fx.hidden_sleeves.add(path[mount])
        hop = math.sin(math.pi * f) * geo.size * 0.18
        fx.moving[mid] = (a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f - hop, riding)

    def done() -> None:
        fx.moving.pop(mid, None)
        if left_behind in fx.sprites:
            fx.sprites.remove(left_behind)
    return Anim(STEP_TIME * steps + 0.05, step=step, start=start, done=done, sound="slide")


def after_batch(scene: TreefortScene) -> None:
    """Once a batch has played the table shows the new state: nothing stays hidden."""
    fx = scene.fx
    fx.hidden_monkeys.clear()
    fx.hidden_trees.clear()
    fx.hidden_platforms.clear()
    fx.hidden_sleeves.clear()
    fx.moving.clear()
    fx.sprites.clear()
    fx.aim = None


# ---------------------------------------------------------------------- cutting, building
def _cut(scene: TreefortScene, d: dict) -> Anim:
    """The tree tips over and fades; the lumber it gives rises from its square."""
    fx, geo = scene.fx, scene.geo
    cell = tuple(d["cell"])
    r = geo.rect(cell)
    coin = d.get("coin", "penny")

    def draw(surf: pygame.Surface, t: float) -> None:
        if t < 0.6:
            img = pygame.Surface(r.size, pygame.SRCALPHA)
            pieces.draw_tree(img, img.get_rect(), coin)
            img = pygame.transform.rotozoom(img, -80 * (t / 0.6) ** 2, 1.0)
            img.set_alpha(int(255 * (1 - t / 0.6) ** 0.5))
            surf.blit(img, img.get_rect(center=r.center))
        else:
            draw_text(surf, f"+{LUMBER.get(coin, 1)}", max(28, geo.size // 2), (255, 236, 140),
                      (r.centerx, r.centery - int((t - 0.6) * geo.size)), shadow=True)
    return _tween(fx, 0.9, draw, "flip", hide=lambda: fx.hidden_trees.add(cell))


def _build(scene: TreefortScene, d: dict, kind: str) -> Anim:
    """A new platform drops into place; a new catapult grows on its square."""
    fx, geo = scene.fx, scene.geo
    if kind == "platform_built":
        cells = [tuple(c) for c in d["cells"]]
        colour = scene.seat_colour(d["seat"]) if d.get("seat") is not None else None

        def draw(surf: pygame.Surface, t: float) -> None:
            lift = int((1 - t) ** 2 * geo.size * 0.8)
            rects = [geo.rect(c).move(0, -lift) for c in cells]
            pieces.draw_platform(surf, rects, None, controller_colour=colour)
    else:
        cell = tuple(d["cell"])

        def draw(surf: pygame.Surface, t: float) -> None:
            r = geo.rect(cell)
            k = 0.4 + 0.6 * min(1.0, t * 1.4)
            rr = pygame.Rect(0, 0, int(r.w * k), int(r.h * k))
            rr.center = r.center
            pieces.draw_catapult(surf, rr)
    return _tween(fx, 0.5, draw, "place")


def _demolish(scene: TreefortScene, d: dict) -> Anim:
    """The platform's boards tip and drop away."""
    fx, geo = scene.fx, scene.geo
    cells = [tuple(c) for c in d["cells"]]

    def draw(surf: pygame.Surface, t: float) -> None:
        for i, c in enumerate(cells):
            r = geo.rect(c)
            ang = (i % 2 * 2 - 1) * 40 * t
            drop = int(t * t * geo.size)
            pieces.draw_board_plank(surf, (r.centerx, r.centery + drop), r.w * 0.9, r.h * 0.35,
                                    math.radians(ang))
    return _tween(fx, 0.6, draw, "swap", hide=lambda: fx.hidden_platforms.add(d["platform"]))


# ---------------------------------------------------------------------- shooting
def _aim(scene: TreefortScene, d: dict) -> Anim | None:
    fx, geo = scene.fx, scene.geo
    m = _monkey_in(scene.shown_view(None), d["monkey"])
    if m is None:
        return None
    a, b = geo.centre(m["cell"]), geo.centre(d["target"])
    words = f"Distance {d.get('modifier')}"

    def start() -> None:
        fx.aim = (a, b, words)

    def done() -> None:
        fx.aim = None
    return Anim(0.7, start=start, done=done, sound="click")


@dataclass
class ShotPlan:
    job: ShotJob
    debris: dict[Hashable, tuple[str, Any]]      # key -> (what, detail) for drawing
    hide_platform: Any = None
    hide_monkeys: tuple = ()
    hide_sleeves: tuple = ()
    hit: bool = False
    words: str = ""


def _plan_shot(scene: TreefortScene, ev: Event, before: dict, attack: tuple | None) -> ShotPlan:
    """Where the breadfruit flies and what breaks, from the table before the
    action and the event (for a brace, the attack is pending in that table)."""
    geo = scene.geo
    d = ev.data
    pending = before.get("pending")
    if ev.kind == "shot_platform" and pending is not None:
        shooter, target = pending["monkey"], tuple(pending["target"])
    elif attack is not None:
        shooter, target = attack
    else:
        raise KeyError("no attack before this shot")
    m = _monkey_in(before, shooter)
    if m is None:
        raise KeyError(shooter)
    start = geo.centre(m["cell"])
    aim = geo.centre(target)
    rng = random.Random(_seed(scene, ev))
    s = geo.size
    debris: list[Block] = []
    kinds: dict[Hashable, tuple[str, Any]] = {}
    key: Hashable
    plan = ShotPlan(None, kinds)  # type: ignore[arg-type]
    if ev.kind == "shot_platform":
        plan.hit = bool(d.get("hit"))
        if d.get("destroyed"):
            pid = d["platform"]
            cells: list = next((p["cells"] for p in before.get("platforms") or ()
                                if p["id"] == pid), [])
            plan.hide_platform = pid
            for i, c in enumerate(cells):
                cx, cy = geo.centre(c)
                for j in (-1, 1):
                    key = ("plank", i, j)
                    debris.append(Block(key, s * 0.92, s * 0.4, cx, cy + j * s * 0.22))
                    kinds[key] = ("plank", None)
            fallen = set(d.get("fallen") or ())
            for o in before.get("monkeys") or ():
                if o["id"] in fallen:
                    key = ("monkey", o["id"])
                    cx, cy = geo.centre(o["cell"])
                    debris.append(Block(key, s * 0.7, s * 0.7, cx, cy - s * 0.1))
                    kinds[key] = ("monkey", o)
            plan.hide_monkeys = tuple(fallen)
            cellset = {tuple(c) for c in cells}
            sleeves = [tuple(c) for c in before.get("sleeves") or () if tuple(c) in cellset]
            for c in sleeves:
                key = ("catapult", c)
                cx, cy = geo.centre(c)
                debris.append(Block(key, s * 0.8, s * 0.6, cx, cy))
                kinds[key] = ("catapult", None)
            plan.hide_sleeves = tuple(sleeves)
    else:
        plan.hit = bool(d.get("catapult_lost") or d.get("monkey_lost"))
        victim = _monkey_in(before, d.get("monkey"))
        if victim is not None and plan.hit:
            cx, cy = geo.centre(victim["cell"])
            if d.get("catapult_lost"):
                for i in range(3):
                    key = ("catapult", i)
                    debris.append(Block(key, s * 0.5, s * 0.22, cx + (i - 1) * s * 0.25, cy))
                    kinds[key] = ("plank", None)
            if d.get("monkey_lost"):
                key = ("monkey", victim["id"])
                debris.append(Block(key, s * 0.7, s * 0.7, cx, cy - s * 0.1))
                kinds[key] = ("monkey", victim)
                plan.hide_monkeys = (victim["id"],)
            elif d.get("catapult_lost"):
                kinds["rider"] = ("rider", victim)
    if not plan.hit:
        # a miss falls short of the target or wide of it, never on it
        ang = math.atan2(aim[1] - start[1], aim[0] - start[0])
        if rng.random() < 0.5:
            back = s * rng.uniform(0.7, 1.3)
            aim = (aim[0] - back * math.cos(ang), aim[1] - back * math.sin(ang))
        else:
            side = s * rng.uniform(0.8, 1.2) * rng.choice((-1, 1))
            aim = (aim[0] - side * math.sin(ang), aim[1] + side * math.cos(ang))
    plan.job = ShotJob(start, aim, seed=_seed(scene, ev), radius=max(7.0, s * 0.28),
                       arc=120 + 0.2 * math.dist(start, aim), debris=debris, off_y=1200.0)
    return plan


def _shot(scene: TreefortScene, ev: Event) -> Anim | None:
    fx, geo = scene.fx, scene.geo
    plan = scene.shot_plans.pop(id(ev), None)
    if plan is None:
        return None
    pb: Playback = plan.job.result()
    if plan.job in fx.jobs:
        fx.jobs.remove(plan.job)
    impact = pb.marks.get("impact", 0.0)
    box: dict[str, Any] = {"poses": pb.pose_at(0.0), "t": 0.0}
    s = geo.size

    def draw(surf: pygame.Surface) -> None:
        poses, t = box["poses"], box["t"]
        for key, (what, info) in plan.debris.items():
            if t < impact or key not in poses:
                continue
            x, y, a = poses[key]
            if what == "plank":
                pieces.draw_board_plank(surf, (x, y), s * 0.92, s * 0.4, a)
            elif what == "catapult":
                img = _piece_image("catapult", s)
                img = pygame.transform.rotate(img, -math.degrees(a))
                surf.blit(img, img.get_rect(center=(x, y)))
            elif what == "monkey" and info is not None:
                img = _monkey_image(scene, info, s)
                img = pygame.transform.rotate(img, -math.degrees(a))
                surf.blit(img, img.get_rect(center=(x, y)))
        if "shot" in poses:
            x, y, a = poses["shot"]
            if t <= impact + 0.25:
                pieces.draw_breadfruit(surf, (x, y), max(7, int(s * 0.28)), a)
        if t >= impact and t < impact + 0.35:
            x, y = pb.final["shot"][:2]
            rad = int(s * (0.4 + 2.0 * (t - impact)))
            pygame.draw.circle(surf, (255, 240, 200), (int(x), int(y)), rad, 3)

    def start() -> None:
        fx.sprites.append(draw)
        fx.last_shot = plan

    def step(k: float) -> None:
        t = k * pb.duration
        box["t"] = t
        box["poses"] = pb.pose_at(t)
        if t >= impact:
            if plan.hide_platform is not None:
                fx.hidden_platforms.add(plan.hide_platform)
            fx.hidden_monkeys.update(plan.hide_monkeys)
            fx.hidden_sleeves.update(plan.hide_sleeves)

    def done() -> None:
        if draw in fx.sprites:
            fx.sprites.remove(draw)
    return Anim(pb.duration, step=step, start=start, done=done, sound="slide")


_IMAGES: dict = {}


def _piece_image(what: str, size: int) -> pygame.Surface:
    key = (what, size)
    if key not in _IMAGES:
        img = pygame.Surface((size, size), pygame.SRCALPHA)
        pieces.draw_catapult(img, img.get_rect())
        _IMAGES[key] = img
    return _IMAGES[key]


def _monkey_image(scene: TreefortScene, m: dict, size: int) -> pygame.Surface:
    key = ("monkey", m["seat"], size, scene.app.settings.colour_blind, bool(m.get("riding")))
    if key not in _IMAGES:
        img = pygame.Surface((size, size), pygame.SRCALPHA)
        scene.board_view.monkey(img, img.get_rect(), m)
        _IMAGES[key] = img
    return _IMAGES[key]
