"""What the Spank the Monkey table shows now, kept between frames: the picture of
the towers (`YardPicture`), the scale (`Geo`), the cards in flight, the poses of
cards gliding or falling, the dice, flashes and bursts, the fight's target; and
the questions asked of it (where a card is, which card or tower is under a
point, the hand's cards and their places, whose turn the screen shows).

Between animations it is made to agree with the rules' view (`update`); while
an action's animations play, the story changes it. The drawing modules only
read it; `JunkTable` (table.py) draws it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable, Mapping, Sequence

import pygame

from game.physics import Pose
from game.rules.junkyard.text import roll_sum

from .collapse import Collapse
from .faces import _face_h
from .layout import HAND, HAND_W, LABEL_Y, MIN_DOTS, PILE_AT, TOWERS, Geo
from .overlays import Die, Flash, Flyer
from .picture import YardPicture

if TYPE_CHECKING:
    from .scene import JunkyardScene


class TableState:
    def __init__(self, scene: JunkyardScene):
        self.scene = scene
        v = scene.view(None)
        self.n = v["players"]
        self.pic = YardPicture.of(v)
        self.dots = MIN_DOTS
        self.geo = Geo(self.n, self.dots)
        self.fit_scale([self.pic])
        self.poses: dict[str, Pose] = {}          # animated cards (tweens)
        self.hidden: set[str] = set()             # cards not drawn (flying elsewhere)
        self.collapses: dict[int, tuple[Collapse, list[float]]] = {}   # seat -> (collapse, [t])
        self.collapsing: dict[int, YardPicture] = {}   # the tower frozen while it falls
        self.bursts: list[list[float]] = []       # [x, y, age] puffs where cards broke
        self.flyers: list[Flyer] = []
        self.flashes: list[Flash] = []
        self.told_turn: int | None = None   # the turn the story has shown begin (table header)
        self.fight_lines: list[tuple[str, int, pygame.Rect]] = []   # drawn last frame (tests)
        self.dice: list[Die] = []
        self.monkey_y: float | None = None        # the climbing monkey, while it climbs
        self.monkey_pose = "idle"
        self.target: str | None = None            # the junk card under attack (crosshair)
        self.roll_words = ""                      # the attack roll's sum, once the die lands
        self.chart: tuple[int, int] | None = None  # a spank: (steps above the monkey, roll needed)

    # ------------------------------------------------------------------ keeping up
    def fit_scale(self, pictures: Iterable[YardPicture]) -> None:
        """Grow the height scale when a tower (or the monkey) gets near its top;
        it never shrinks during a match, so a falling tower keeps its scale."""
        need = max([MIN_DOTS] + [p.height(s) + 3 for p in pictures for s in range(self.n)]
                   + [p.monkey + 2 for p in pictures])
        if need > self.dots:
            self.dots = need
            self.geo = Geo(self.n, self.dots)

    def update(self, dt: float) -> None:
        s = self.scene
        speed = s.app.settings.animation_speed
        if not s.anim.busy:
            v = s.view()
            if self.pic.key() != YardPicture.of(v).key():
                self.pic.sync(v)
            self.fit_scale([self.pic])
            self.poses.clear()
            self.hidden.clear()
            self.collapses.clear()
            self.collapsing.clear()
            self.flyers.clear()
            self.monkey_y = None
            fv = v.get("fight") or {}
            self.target = fv.get("target")
            roll = fv.get("roll")
            self.roll_words = "" if roll is None else roll_sum(int(roll), fv.get("mods") or [])
            if self.target is None or self.pic.locate(self.target) is None:
                self.target = None
                self.dice.clear()
        step = dt * speed
        for f in self.flashes:
            f.left -= step
            if f.die is not None:
                f.die.age += step
        self.flashes = [f for f in self.flashes if f.left > 0]
        for d in self.dice:
            d.age += step
        for b in self.bursts:
            b[2] += step
        self.bursts = [b for b in self.bursts if b[2] < 0.5]

    def layout(self, seat: int, pic: YardPicture | None = None) -> dict[str, Pose]:
        p = self.pic if pic is None else pic
        return self.geo.layout(p.towers[seat], seat)

    def tower_poses(self, seat: int) -> dict[str, Pose]:
        """Where each card of the tower is drawn now."""
        if seat in self.collapses:
            c, t = self.collapses[seat]
            poses = c.poses(t[0])
            return {k: p for k, p in poses.items() if isinstance(k, str) and c.shown(k, t[0])}
        out = self.layout(seat)
        for k in out:
            if k in self.poses:
                out[k] = self.poses[k]
        return out

    def card_rect(self, junk: str) -> pygame.Rect | None:
        """The (upright) rect of a junk card in a tower, for hit tests and highlights."""
        where = self.pic.locate(junk)
        if where is None:
            return None
        pose = self.tower_poses(where[0]).get(junk)
        if pose is None:
            return None
        w, h = self.geo.slab_w, self.geo.slab_h(junk)
        return pygame.Rect(int(pose[0] - w / 2), int(pose[1] - h / 2), int(w), int(h))

    def junk_at(self, pos: tuple[int, int]) -> str | None:
        for s, t in enumerate(self.pic.towers):
            for f in t:
                r = self.card_rect(f.junk)
                if r is not None and r.inflate(0, 4).collidepoint(pos):
                    return f.junk
        return None

    def tower_at(self, pos: tuple[int, int]) -> int | None:
        """The seat whose column (tower, flag or label) is under `pos`."""
        x, y = pos
        if not (TOWERS.y <= y <= LABEL_Y + 30 and TOWERS.x <= x < TOWERS.right):
            return None
        return min(self.n - 1, int((x - TOWERS.x) // self.geo.col_w))

    def top_y(self, seat: int) -> float:
        return self.geo.y_of(self.pic.height(seat))

    # ------------------------------------------------------------------ the hand
    def hand_cards(self) -> list[str]:
        """The hand the screen shows (the viewer's), without cards already played."""
        s = self.scene
        if s.viewer is None:
            return []
        now = s.view().get("hand") or []
        shown = s.shown_view().get("hand") or []
        return [c for c in shown if c in now] if s.anim.busy else list(now)

    def hand_rects(self, cards: Sequence[str] | None = None) -> list[pygame.Rect]:
        cards = self.hand_cards() if cards is None else cards
        n = len(cards)
        if not n:
            return []
        h = _face_h(HAND_W)
        step = min(HAND_W + 14, (HAND.w - HAND_W) / max(1, n - 1))
        x0 = HAND.centerx - (HAND_W + step * (n - 1)) / 2
        mid = (n - 1) / 2
        arc = 36 / max(1.0, mid) ** 2      # a fan: the outer cards a little lower
        return [pygame.Rect(int(x0 + i * step), HAND.y + 20 + int(arc * (i - mid) ** 2), HAND_W, h)
                for i in range(n)]

    def hand_index_at(self, pos: tuple[int, int]) -> int | None:
        rects = self.hand_rects()
        focus = self.scene.controls.hand_focus()
        order = list(range(len(rects)))
        if focus is not None and focus < len(rects):  # the raised card is on top
            order.remove(focus)
            order.append(focus)
        for i in reversed(order):
            r = rects[i].move(0, -26) if i == focus else rects[i]
            if r.collidepoint(pos):
                return i
        return None

    def shown_turn(self, v: Mapping[str, Any]) -> int:
        """Whose turn the screen shows: the rules' turn as the story has told it so far."""
        if self.told_turn is not None and self.scene.anim.busy:
            return self.told_turn
        return int(v["turn"])

    def discard_xy(self) -> tuple[float, float]:
        return (PILE_AT[0] + 164, PILE_AT[1] + 31)

    def pile_xy(self) -> tuple[float, float]:
        return (PILE_AT[0] + 22, PILE_AT[1] + 31)

    def seat_xy(self, seat: int) -> tuple[float, float]:
        r = self.geo.label_rect(seat)
        return (r.centerx, r.centery)
