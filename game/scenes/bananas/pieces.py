"""The pieces that move on the Going Bananas table, and their tweens.

`Pieces` is the table as shown: the monkeys, the bananas on the trees and in
the stashes, bananas and the tree die flying over the board, dice rolling on
the seat cards, and the codes being run. The story's animations change it
step by step; whenever nothing is animating `sync` puts it back in line with
the rules' view, so the screen can never drift from the match.

Each tween function returns a `game.ui.anim.Anim`; positions are read when it
starts (wrap it in `Later` when they depend on earlier animations).
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from game.ui.anim import Anim, ease, lerp

from .board import Spots

HOP = 0.24      # seconds per hex
SWING = 0.55
CLIMB = 0.45
DROP = 0.38
FLY = 0.55
ROLL = 0.6


@dataclass
class MonkeySprite:
    seat: int
    x: float = 0.0
    y: float = 0.0
    lift: float = 0.0        # pixels above its spot (hops, climbing)
    scale: float = 1.0
    shake: float = 0.0       # trapped wobble, 0..1
    visible: bool = True
    carrying: bool = False   # a banana in its hand
    on_tree: bool = False


@dataclass
class Flyer:
    """A banana (or a tree die) flying over the board."""
    kind: str                # "banana" or "die"
    x: float
    y: float
    value: int = 0
    scale: float = 1.0
    alive: bool = True


@dataclass
class Roller:
    """Dice rolling on a seat card (faces flicker, then settle)."""
    faces: list[int] = field(default_factory=list)
    left: float = 0.0


class Pieces:
    """The table as shown (see the module's docstring)."""

    def __init__(self, players: int):
        self.monkeys = [MonkeySprite(s, visible=False) for s in range(players)]
        self.on_trees: dict[int, int] = {}            # tree -> bananas shown on it
        self.stashes: list[int] = [0] * players
        self.dice: list[list[int]] = [[] for _ in range(players)]
        self.flyers: list[Flyer] = []
        self.rollers: dict[int, Roller] = {}
        self.running: tuple[int, int] | None = None   # (seat, step) being run
        self.codes: list[Any] | None = None           # the codes revealed, while they run
        self.traps: list[Any] = [None] * players      # each seat's trap hex ([q, r]) as shown

    def sync(self, view: Mapping[str, Any], spots: Spots) -> None:
        """Make the pieces agree with the rules' view."""
        for s, m in enumerate(view["monkeys"]):
            sp = self.monkeys[s]
            if m["tree"] is not None:
                sp.x, sp.y = spots.tree_top(m["tree"])
                sp.on_tree = True
                sp.visible = True
            elif m["hex"] is not None:
                sp.x, sp.y = spots.hex_xy(m["hex"])
                sp.on_tree = False
                sp.visible = True
            else:
                sp.visible = False
            sp.carrying = m["carrying"] is not None
            sp.lift, sp.scale, sp.shake = 0.0, 1.0, 0.0
        self.on_trees = {t["tree"]: t["bananas"] for t in view["trees"]}
        self.stashes = [m["stash"] for m in view["monkeys"]]
        self.dice = [list(d) for d in view["dice"]]
        self.traps = list(view["traps"])
        self.flyers.clear()
        self.rollers.clear()
        if view["phase"] != "run":
            self.running = None
            self.codes = None

    def shown_dice(self, seat: int) -> list[int]:
        roll = self.rollers.get(seat)
        return list(roll.faces) if roll else self.dice[seat]

    def take_from_tree(self, tree: int) -> None:
        self.on_trees[tree] = max(0, self.on_trees.get(tree, 1) - 1)

    def put_on_tree(self, tree: int) -> None:
        self.on_trees[tree] = self.on_trees.get(tree, 0) + 1


def hop(sp: MonkeySprite, to: tuple[float, float], duration: float = HOP, height: float = 26.0,
        sound: str | None = "tick") -> Anim:
    box: dict[str, tuple[float, float]] = {}

    def start() -> None:
        box["from"] = (sp.x, sp.y)

    def step(t: float) -> None:
        fx, fy = box.get("from", (sp.x, sp.y))
        k = ease(t)
        sp.x, sp.y = lerp(fx, to[0], k), lerp(fy, to[1], k)
        sp.lift = math.sin(math.pi * t) * height
        sp.on_tree = False

    def done() -> None:
        sp.x, sp.y, sp.lift = to[0], to[1], 0.0
    return Anim(duration, step=step, start=start, done=done, sound=sound)


def swing(sp: MonkeySprite, via: tuple[float, float], to: tuple[float, float],
          duration: float = SWING) -> Anim:
    """A swing: the monkey hangs from the tree top (`via`) and arcs across."""
    box: dict[str, tuple[float, float]] = {}

    def start() -> None:
        box["from"] = (sp.x, sp.y)

    def step(t: float) -> None:
        fx, fy = box.get("from", (sp.x, sp.y))
        k = ease(t)
        # quadratic Bezier through a point high above the tree
        cx, cy = via[0], via[1] - 90
        sp.x = (1 - k) ** 2 * fx + 2 * (1 - k) * k * cx + k * k * to[0]
        sp.y = (1 - k) ** 2 * fy + 2 * (1 - k) * k * cy + k * k * to[1]
        sp.lift = 0.0
        sp.on_tree = False

    def done() -> None:
        sp.x, sp.y = to
    return Anim(duration, step=step, start=start, done=done, sound="swap")


def climb(sp: MonkeySprite, top: tuple[float, float], duration: float = CLIMB) -> Anim:
    box: dict[str, tuple[float, float]] = {}

    def start() -> None:
        box["from"] = (sp.x, sp.y)

    def step(t: float) -> None:
        fx, fy = box.get("from", (sp.x, sp.y))
        k = ease(t)
        sp.x = lerp(fx, top[0], k) + math.sin(t * math.pi * 6) * 5 * (1 - t)
        sp.y = lerp(fy, top[1], k)
        sp.lift = 0.0

    def done() -> None:
        sp.x, sp.y = top
        sp.on_tree = True
    return Anim(duration, step=step, start=start, done=done, sound="slide")


def drop(sp: MonkeySprite, to: tuple[float, float], duration: float = DROP) -> Anim:
    box: dict[str, tuple[float, float]] = {}

    def start() -> None:
        box["from"] = (sp.x, sp.y)
        sp.on_tree = False

    def step(t: float) -> None:
        fx, fy = box.get("from", (sp.x, sp.y))
        sp.x = lerp(fx, to[0], t)
        sp.y = lerp(fy, to[1], t * t)  # falls faster and faster
        sp.scale = 1.0 + 0.15 * math.sin(math.pi * t)

    def done() -> None:
        sp.x, sp.y, sp.scale = to[0], to[1], 1.0
    return Anim(duration, step=step, start=start, done=done, sound="place")


def trapped(sp: MonkeySprite, duration: float = 0.6) -> Anim:
    def step(t: float) -> None:
        sp.shake = math.sin(t * math.pi * 8) * (1 - t)

    def done() -> None:
        sp.shake = 0.0
    return Anim(duration, step=step, done=done, sound="error")


def pop_in(sp: MonkeySprite, duration: float = 0.35) -> Anim:
    def start() -> None:
        sp.visible = True

    def step(t: float) -> None:
        sp.scale = 0.2 + 0.8 * t + 0.25 * math.sin(math.pi * t)
        sp.lift = (1 - t) * 120

    def done() -> None:
        sp.scale, sp.lift = 1.0, 0.0
    return Anim(duration, step=step, start=start, done=done, sound="place")


def fly(flyers: list[Flyer], a: tuple[float, float], b: tuple[float, float],
        kind: str = "banana", duration: float = FLY, arc: float = 120.0,
        sound: str | None = "slide", done: Callable[[], None] | None = None) -> Anim:
    f = Flyer(kind, a[0], a[1])

    def start() -> None:
        flyers.append(f)

    def step(t: float) -> None:
        k = ease(t)
        f.x = lerp(a[0], b[0], k)
        f.y = lerp(a[1], b[1], k) - math.sin(math.pi * k) * arc
        f.scale = 1.0 + 0.35 * math.sin(math.pi * k)

    def end() -> None:
        if f in flyers:
            flyers.remove(f)
        if done:
            done()
    return Anim(duration, step=step, start=start, done=end, sound=sound)


def roll_dice(rollers: dict[int, Roller], seat: int, values: list[int], duration: float = ROLL,
              seed: int = 0) -> Anim:
    rnd = random.Random(seed)
    r = Roller(list(values), duration)

    def start() -> None:
        rollers[seat] = r

    def step(t: float) -> None:
        r.left = duration * (1 - t)
        if t < 1:
            r.faces = [rnd.randint(1, 6) for _ in values]

    def done() -> None:
        r.faces = list(values)
        r.left = 0.0
        rollers.pop(seat, None)
    return Anim(duration, step=step, start=start, done=done, sound="bag")


def tree_die(flyers: list[Flyer], at: tuple[float, float], value: int, duration: float = 0.8) -> Anim:
    """The white tree die tumbling in the middle of the board, landing on `value`."""
    f = Flyer("die", at[0], at[1], value)
    rnd = random.Random(value)

    def start() -> None:
        flyers.append(f)

    def step(t: float) -> None:
        f.value = rnd.randint(1, 6) if t < 0.7 else value
        f.y = at[1] - abs(math.sin(t * math.pi * 3)) * 60 * (1 - t)
        f.scale = 1.2

    def done() -> None:
        f.value = value
    return Anim(duration, step=step, start=start, done=done, sound="bag")


def remove_flyer(flyers: list[Flyer], kind: str = "die") -> Anim:
    def start() -> None:
        for f in [f for f in flyers if f.kind == kind]:
            flyers.remove(f)
    return Anim(0.0, start=start)
