"""A bot255 world on screen: walls, glowing green bits, red bugs and the bot,
scaled to any rectangle, and a playback that walks the bot along a run.

The API is small on purpose (the puzzle screen, the card game, the custom
editor and the help pages all draw with it):

    geo = geometry(width, height, area)       # where each square goes
    painter = BoardPainter()                  # keeps the static picture cached
    painter.draw(surf, area, world, [BotPose.of(cell, facing)], taken=..., trail=..., t=clock)

    play = Playback.of_run(start_bot, path, lines)   # path: the "ran" event's path
    play.advance(dt); play.pose(); play.taken(); play.line(); play.forward(); play.back()

`World` is the rules' world (game.rules.bot255.world); `taken` is the set of
bits a bot holds (those squares are drawn empty); `trail` the squares the
bot has walked this run. Everything is drawn by code. Drawing never changes
anything: the only state kept is the cache of the static layer, keyed by what
it shows, and the playback's clock, which is display only (the run it shows
was decided by the rules before it started).
"""
from __future__ import annotations

import functools
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.core.grid import Cell
from game.rules.bot255.world import FACINGS, Bot, World
from game.ui.layers import Layer
from game.ui.motion import ease as _ease

Colour = tuple[int, int, int]

FLOOR: Colour = (226, 232, 214)
FLOOR_2: Colour = (214, 222, 200)
GRID: Colour = (186, 196, 172)
WALL: Colour = (70, 78, 96)
WALL_TOP: Colour = (104, 114, 138)
WALL_EDGE: Colour = (40, 44, 58)
FRAME: Colour = (40, 44, 58)
BIT: Colour = (40, 200, 90)
BIT_DARK: Colour = (16, 110, 50)
BIT_GLOW: Colour = (60, 220, 110)
BUG: Colour = (222, 50, 44)
BUG_DARK: Colour = (130, 20, 20)
BOT: Colour = (90, 170, 240)
BOT_DARK: Colour = (30, 70, 130)
TRAIL: Colour = (255, 190, 40)
ANGLE = {f: 90.0 * i for i, f in enumerate(FACINGS)}   # degrees clockwise from north


# ---------------------------------------------------------------------------- geometry
@dataclass(frozen=True)
class Geo:
    """Where a world's squares are on screen."""
    rect: pygame.Rect        # the grid itself (inside the area it was fitted to)
    cell: int                # pixels a square
    cols: int
    rows: int

    def cell_rect(self, c: Sequence[int]) -> pygame.Rect:
        return pygame.Rect(self.rect.x + int(c[0]) * self.cell, self.rect.y + int(c[1]) * self.cell,
                           self.cell, self.cell)

    def centre(self, x: float, y: float) -> tuple[float, float]:
        """The pixel centre of square (x, y); fractions lie between squares."""
        return (self.rect.x + (x + 0.5) * self.cell, self.rect.y + (y + 0.5) * self.cell)

    def cell_at(self, pos: Sequence[int]) -> Cell | None:
        """The square under a pixel, or None off the grid."""
        if not self.rect.collidepoint(pos):
            return None
        return Cell((pos[0] - self.rect.x) // self.cell, (pos[1] - self.rect.y) // self.cell)


def geometry(cols: int, rows: int, area: pygame.Rect, most: int = 150) -> Geo:
    """The largest square cells (at most `most` pixels) that fit `area`, centred."""
    cell = max(4, min(area.w // max(1, cols), area.h // max(1, rows), most))
    r = pygame.Rect(0, 0, cell * cols, cell * rows)
    r.center = area.center
    return Geo(r, cell, cols, rows)


# ---------------------------------------------------------------------------- poses
@dataclass(frozen=True)
class BotPose:
    """A bot as drawn: a square (fractions while it moves), an angle in degrees
    clockwise from north, and a little nudge (a bump into a wall)."""
    x: float
    y: float
    angle: float
    colour: Colour = BOT
    alarm: bool = False      # red eyes: it stopped before a bug

    @classmethod
    def of(cls, cell: Sequence[int], facing: str, colour: Colour = BOT) -> BotPose:
        return cls(float(cell[0]), float(cell[1]), ANGLE[facing], colour)


# ---------------------------------------------------------------------------- pictures
def _glow(radius: int, colour: Colour) -> pygame.Surface:
    return _glow_cached(max(2, radius), colour)


@functools.lru_cache(maxsize=64)
def _glow_cached(radius: int, colour: Colour) -> pygame.Surface:
    s = pygame.Surface((radius * 2, radius * 2), pygame.SRCALPHA)
    steps = 12
    for k in range(steps, 0, -1):
        a = int(150 * (1 - k / steps) ** 1.2) + 10
        pygame.draw.circle(s, (*colour, a), (radius, radius), int(radius * k / steps))
    return s


def draw_bit(surf: pygame.Surface, r: pygame.Rect, t: float = 0.0, glow: bool = True) -> None:
    """A green chip with pins, glowing softly."""
    c = r.center
    if glow:
        pulse = 0.85 + 0.15 * math.sin(t * 3.0 + r.x * 0.05)
        g = _glow(int(r.w * 0.62 * pulse), BIT_GLOW)
        surf.blit(g, g.get_rect(center=c))
    chip = _chip(r.w, r.h)
    surf.blit(chip, chip.get_rect(center=c))


@functools.lru_cache(maxsize=32)
def _chip(w: int, h: int) -> pygame.Surface:
    """The chip of a bit, pins and all, drawn once a size (a world draws it often)."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    c = (w // 2, h // 2)
    body = pygame.Rect(0, 0, int(w * 0.5), int(h * 0.5))
    body.center = c
    pin_w, pin_l = max(2, w // 22), max(3, w // 9)
    for k in range(3):
        off = int((k - 1) * body.w * 0.3)
        for side in (-1, 1):
            pygame.draw.rect(s, (200, 200, 190),
                             (c[0] + off - pin_w // 2, c[1] + side * body.h // 2 - (pin_l if side < 0 else 0),
                              pin_w, pin_l))
            pygame.draw.rect(s, (200, 200, 190),
                             (c[0] + side * body.w // 2 - (pin_l if side < 0 else 0), c[1] + off - pin_w // 2,
                              pin_l, pin_w))
    rad = max(2, w // 14)
    pygame.draw.rect(s, BIT_DARK, body.inflate(4, 4), border_radius=rad + 2)
    pygame.draw.rect(s, BIT, body, border_radius=rad)
    inner = body.inflate(-body.w // 2, -body.h // 2)
    pygame.draw.rect(s, (170, 255, 190), inner, border_radius=max(1, rad // 2))
    pygame.draw.circle(s, BIT_DARK, inner.center, max(2, inner.w // 5))
    return s


def draw_bug(surf: pygame.Surface, r: pygame.Rect, t: float = 0.0) -> None:
    """A red beetle seen from above: six legs, a head, feelers and spots."""
    cx, cy = r.center
    w = r.w
    wig = math.sin(t * 6 + r.y * 0.1) * w * 0.02
    leg = max(2, w // 20)
    for k in (-1, 0, 1):
        y = cy + k * w * 0.14
        for side in (-1, 1):
            a = (cx + side * w * 0.16, y)
            b = (cx + side * w * 0.36, y + k * w * 0.09 + wig * side)
            pygame.draw.line(surf, BUG_DARK, a, b, leg)
    head = (cx, cy - w * 0.25)
    for side in (-1, 1):
        pygame.draw.line(surf, BUG_DARK, (head[0] + side * w * 0.04, head[1] - w * 0.04),
                         (head[0] + side * w * 0.14 + wig, head[1] - w * 0.18), max(2, leg - 1))
    body = pygame.Rect(0, 0, int(w * 0.44), int(w * 0.52))
    body.center = (cx, int(cy + w * 0.04))
    pygame.draw.ellipse(surf, BUG_DARK, body.inflate(4, 4))
    pygame.draw.ellipse(surf, BUG, body)
    pygame.draw.line(surf, BUG_DARK, (cx, body.top + 2), (cx, body.bottom - 2), max(2, leg - 1))
    for dx, dy in ((-0.1, -0.04), (0.1, -0.04), (-0.09, 0.12), (0.09, 0.12)):
        pygame.draw.circle(surf, (60, 10, 10), (int(cx + dx * w), int(cy + dy * w)),
                           max(2, w // 22))
    pygame.draw.circle(surf, (50, 20, 20), (int(head[0]), int(head[1])), max(3, int(w * 0.11)))
    for side in (-1, 1):
        pygame.draw.circle(surf, (255, 255, 255), (int(head[0] + side * w * 0.045),
                                                   int(head[1] - w * 0.02)), max(1, w // 36))


def draw_wall(surf: pygame.Surface, r: pygame.Rect) -> None:
    """A solid block of bricks."""
    pygame.draw.rect(surf, WALL_EDGE, r)
    inner = r.inflate(-2, -2)
    pygame.draw.rect(surf, WALL, inner)
    top = pygame.Rect(inner.x, inner.y, inner.w, max(3, inner.h // 6))
    pygame.draw.rect(surf, WALL_TOP, top)
    rows = 3
    h = inner.h / rows
    for k in range(1, rows):
        y = int(inner.y + k * h)
        pygame.draw.line(surf, WALL_EDGE, (inner.x, y), (inner.right - 1, y), max(1, r.w // 40))
    for k in range(rows):
        y0, y1 = int(inner.y + k * h), int(inner.y + (k + 1) * h)
        x = inner.x + (inner.w // 2 if k % 2 == 0 else inner.w // 4)
        pygame.draw.line(surf, WALL_EDGE, (x, y0), (x, y1), max(1, r.w // 40))
        if k % 2:
            x2 = inner.x + 3 * inner.w // 4
            pygame.draw.line(surf, WALL_EDGE, (x2, y0), (x2, y1), max(1, r.w // 40))


@functools.lru_cache(maxsize=48)
def bot_sprite(size: int, colour: Colour = BOT, alarm: bool = False) -> pygame.Surface:
    """The bot facing north (up): a rounded body, wheels on its sides, two big
    eyes near its front and a yellow arrow on its nose showing where it goes."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    w = size
    dark = tuple(max(0, int(v * 0.45)) for v in colour)
    light = tuple(min(255, int(v + (255 - v) * 0.45)) for v in colour)
    # wheels
    for side in (0.12, 0.88):
        wr = pygame.Rect(0, 0, int(w * 0.16), int(w * 0.5))
        wr.center = (int(w * side), int(w * 0.56))
        pygame.draw.rect(s, (40, 40, 48), wr, border_radius=max(2, w // 16))
        for k in range(3):
            y = wr.y + int(wr.h * (0.25 + 0.25 * k))
            pygame.draw.line(s, (90, 90, 100), (wr.x + 2, y), (wr.right - 3, y), max(1, w // 50))
    body = pygame.Rect(int(w * 0.18), int(w * 0.2), int(w * 0.64), int(w * 0.68))
    pygame.draw.rect(s, dark, body.inflate(6, 6), border_radius=max(4, w // 6))
    pygame.draw.rect(s, colour, body, border_radius=max(4, w // 6))
    shine = pygame.Rect(body.x + w // 14, body.y + w // 14, body.w // 3, body.h // 6)
    pygame.draw.rect(s, light, shine, border_radius=max(2, w // 20))
    # the nose: a yellow arrow pointing the way the bot faces
    tip = (w // 2, int(w * 0.02))
    pygame.draw.polygon(s, (60, 40, 10), [(tip[0], tip[1] - 1), (int(w * 0.33), int(w * 0.23)),
                                          (int(w * 0.67), int(w * 0.23))])
    pygame.draw.polygon(s, (255, 210, 40), [(tip[0], tip[1] + 3), (int(w * 0.37), int(w * 0.215)),
                                            (int(w * 0.63), int(w * 0.215))])
    # eyes look forward
    for side in (0.37, 0.63):
        e = (int(w * side), int(w * 0.37))
        pygame.draw.circle(s, (255, 255, 255), e, max(3, int(w * 0.1)))
        pygame.draw.circle(s, (220, 30, 30) if alarm else (20, 24, 40),
                           (e[0], e[1] - max(1, w // 40)), max(2, int(w * 0.05)))
    # a little smile and an antenna light on its back
    mouth = pygame.Rect(0, 0, int(w * 0.26), int(w * 0.12))
    mouth.center = (w // 2, int(w * 0.55))
    if alarm:
        pygame.draw.ellipse(s, (30, 20, 20), mouth.inflate(-mouth.w // 3, 0))
    else:
        pygame.draw.arc(s, (20, 24, 40), mouth, math.pi * 1.1, math.pi * 1.9, max(2, w // 30))
    pygame.draw.circle(s, dark, (w // 2, int(w * 0.78)), max(3, int(w * 0.07)))
    pygame.draw.circle(s, (255, 120, 60) if alarm else (120, 255, 150),
                       (w // 2, int(w * 0.78)), max(2, int(w * 0.045)))
    return s


def draw_bot(surf: pygame.Surface, geo: Geo, pose: BotPose, scale: float = 0.86) -> None:
    """The bot at its (possibly fractional) square, turned to its angle."""
    size = max(8, int(geo.cell * scale))
    img = bot_sprite(size, pose.colour, pose.alarm)
    if pose.angle % 360:
        img = pygame.transform.rotozoom(img, -pose.angle, 1.0)
    cx, cy = geo.centre(pose.x, pose.y)
    shadow = pygame.Rect(0, 0, int(size * 0.78), int(size * 0.3))
    shadow.center = (int(cx), int(cy + size * 0.36))
    _soft_ellipse(surf, shadow)
    surf.blit(img, img.get_rect(center=(int(cx), int(cy))))


def _soft_ellipse(surf: pygame.Surface, r: pygame.Rect) -> None:
    e = _ellipse_cached(r.w, r.h)
    surf.blit(e, r)


@functools.lru_cache(maxsize=16)
def _ellipse_cached(w: int, h: int) -> pygame.Surface:
    s = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    pygame.draw.ellipse(s, (0, 0, 0, 55), s.get_rect())
    return s


def draw_trail(surf: pygame.Surface, geo: Geo, cells: Sequence[Sequence[float]],
               colour: Colour = TRAIL) -> None:
    """The squares walked so far this run: dots joined by a line."""
    if not cells:
        return
    pts = [geo.centre(c[0], c[1]) for c in cells]
    width = max(3, geo.cell // 12)
    if len(pts) > 1:
        pygame.draw.lines(surf, colour, False, pts, width)
    for p in pts:
        pygame.draw.circle(surf, colour, (int(p[0]), int(p[1])), max(4, geo.cell // 9))


# ---------------------------------------------------------------------------- the board
class BoardPainter:
    """Draws worlds. The floor, walls and bugs are painted once per world and
    size into a cached layer; bits, the trail and the bots each frame."""

    def __init__(self) -> None:
        self._layers: dict[tuple[int, int], Layer] = {}

    def _layer(self, size: tuple[int, int]) -> Layer:
        if size not in self._layers:
            if len(self._layers) > 6:
                self._layers.clear()
            self._layers[size] = Layer(size, self._paint)
        return self._layers[size]

    @staticmethod
    def _paint(s: pygame.Surface, key: Any) -> None:
        cols, rows, cell, walls, bugs = key
        geo = Geo(pygame.Rect(0, 0, cols * cell, rows * cell), cell, cols, rows)
        for y in range(rows):
            for x in range(cols):
                r = geo.cell_rect((x, y))
                pygame.draw.rect(s, FLOOR if (x + y) % 2 == 0 else FLOOR_2, r)
        for k in range(cols + 1):
            pygame.draw.line(s, GRID, (k * cell, 0), (k * cell, rows * cell), 1)
        for k in range(rows + 1):
            pygame.draw.line(s, GRID, (0, k * cell), (cols * cell, k * cell), 1)
        for c in walls:
            draw_wall(s, geo.cell_rect(c))
        for c in bugs:
            draw_bug(s, geo.cell_rect(c))

    def draw(self, surf: pygame.Surface, area: pygame.Rect, world: World,
             bots: Iterable[BotPose] = (), taken: Iterable[Sequence[int]] = (),
             trail: Sequence[Sequence[float]] = (), t: float = 0.0,
             marks: Iterable[tuple[Sequence[int], Colour]] = ()) -> Geo:
        """Draw `world` fitted into `area` and return where its squares went.
        `marks`: squares to ring in a colour (a stopping place, a cursor)."""
        geo = geometry(world.width, world.height, area)
        self.draw_ground(surf, geo, world)
        gone = {(int(c[0]), int(c[1])) for c in taken}
        for b in sorted(world.bits):
            if (b.x, b.y) not in gone:
                draw_bit(surf, geo.cell_rect(b).inflate(-geo.cell // 10, -geo.cell // 10), t)
        draw_trail(surf, geo, trail)
        for cell, colour in marks:
            r = geo.cell_rect(cell).inflate(-4, -4)
            pygame.draw.rect(surf, colour, r, max(3, geo.cell // 16), border_radius=geo.cell // 8)
        for pose in bots:
            draw_bot(surf, geo, pose)
        return geo

    def draw_ground(self, surf: pygame.Surface, geo: Geo, world: World) -> None:
        """The frame, floor, walls and bugs (cached)."""
        frame = geo.rect.inflate(2 * max(6, geo.cell // 8), 2 * max(6, geo.cell // 8))
        pygame.draw.rect(surf, FRAME, frame, border_radius=max(8, geo.cell // 5))
        key = (world.width, world.height, geo.cell, tuple(sorted(world.walls)),
               tuple(sorted(world.bugs)))
        self._layer(geo.rect.size).blit(surf, key, geo.rect.topleft)


# ---------------------------------------------------------------------------- a run, step by step
STEP_TIME = {"move": 0.42, "bit": 0.48, "bump": 0.4, "bug": 0.6, "turn": 0.32, "check": 0.16}


@dataclass(frozen=True)
class PathStep:
    x: int
    y: int
    facing: str
    what: str


class Playback:
    """A decided run shown step by step, for display only.

    `path` is one entry per step, [x, y, facing, what] as the rules' "ran"
    event gives it (the bot after the step, and what the step did: move,
    bump, bit, turn, check or bug); `lines` the editor line each step
    carried out (the "ran_lines" event). `index` is how many steps have been
    shown in full; while playing, step `index` is on its way (`k` from 0 to
    1). `forward()` plays one step then waits; `back()` shows the step before
    at once; `skip()` jumps to the end. `speed` multiplies the pace."""

    def __init__(self, start: Bot, path: Sequence[Sequence[Any]], lines: Sequence[int] = (),
                 speed: float = 1.0, paused: bool = False):
        self.start = start
        self.steps = [PathStep(int(p[0]), int(p[1]), str(p[2]), str(p[3])) for p in path]
        self.lines = list(lines)
        self.speed = speed
        self.paused = paused
        self.index = 0
        self.k = 0.0
        self._stop_at: int | None = None

    @classmethod
    def of_run(cls, start: Bot, path: Sequence[Sequence[Any]], lines: Sequence[int] = (),
               speed: float = 1.0, paused: bool = False) -> Playback:
        return cls(start, path, lines, speed, paused)

    # -- control
    @property
    def n(self) -> int:
        return len(self.steps)

    @property
    def done(self) -> bool:
        return self.index >= self.n

    @property
    def playing(self) -> bool:
        return not self.paused and not self.done

    def pause(self) -> None:
        self.paused = True
        self._stop_at = None

    def play(self) -> None:
        self.paused = False
        self._stop_at = None

    def forward(self) -> None:
        """Play the next step, then wait."""
        if self.done:
            return
        if self.k > 0:            # halfway through a step: finish it at once
            self.index += 1
            self.k = 0.0
            self.paused = True
            return
        self.paused = False
        self._stop_at = self.index + 1

    def back(self) -> None:
        """Show the step before, at once (display only: the run is decided)."""
        self.paused = True
        self._stop_at = None
        if self.k > 0:
            self.k = 0.0
        elif self.index > 0:
            self.index -= 1

    def skip(self) -> None:
        self.index, self.k, self._stop_at = self.n, 0.0, None

    def advance(self, dt: float) -> None:
        if self.paused or self.done:
            return
        left = dt * self.speed
        while left > 0 and not self.done:
            need = STEP_TIME.get(self.steps[self.index].what, 0.3) * (1 - self.k)
            span = STEP_TIME.get(self.steps[self.index].what, 0.3)
            if left < need:
                self.k += left / span
                return
            left -= need
            self.index += 1
            self.k = 0.0
            if self._stop_at is not None and self.index >= self._stop_at:
                self.paused = True
                self._stop_at = None
                return

    # -- what is shown
    def shown_step(self) -> int | None:
        """The step on screen (on its way, or the last one shown), or None before the first."""
        if self.k > 0 and not self.done:
            return self.index
        return self.index - 1 if self.index > 0 else None

    def line(self) -> int | None:
        """The editor line of the step on screen."""
        s = self.shown_step()
        if s is None or s >= len(self.lines):
            return None
        return self.lines[s]

    def what(self) -> str | None:
        s = self.shown_step()
        return None if s is None else self.steps[s].what

    def _after(self, i: int) -> tuple[float, float, float]:
        """The pose after step i (-1: the start)."""
        if i < 0:
            return float(self.start.cell.x), float(self.start.cell.y), ANGLE[self.start.facing]
        s = self.steps[i]
        return float(s.x), float(s.y), ANGLE[s.facing]

    def pose(self, colour: Colour = BOT) -> BotPose:
        i = self.index
        x0, y0, a0 = self._after(i - 1)
        if self.done or self.k <= 0:
            alarm = i > 0 and self.steps[i - 1].what == "bug"
            return BotPose(x0, y0, a0, colour, alarm)
        s = self.steps[i]
        x1, y1, a1 = self._after(i)
        k = _ease(self.k)
        if s.what in ("move", "bit"):
            return BotPose(x0 + (x1 - x0) * k, y0 + (y1 - y0) * k, a0, colour)
        if s.what == "turn":
            d = (a1 - a0 + 540) % 360 - 180
            return BotPose(x0, y0, (a0 + d * k) % 360, colour)
        if s.what in ("bump", "bug"):
            dx, dy = _forward(a0)
            reach = 0.22 if s.what == "bump" else 0.3
            push = math.sin(self.k * math.pi) * reach
            shake = math.sin(self.k * 40) * 0.03 if s.what == "bug" and self.k > 0.5 else 0.0
            return BotPose(x0 + dx * push + shake, y0 + dy * push, a0, colour, s.what == "bug")
        return BotPose(x0, y0, a0, colour)

    def steps_done(self) -> int:
        """Steps whose effect shows (a step past halfway counts)."""
        return self.index + (1 if self.k >= 0.6 and not self.done else 0)

    def taken(self) -> frozenset[Cell]:
        """The bits the bot holds on screen: its bits before the run and those
        taken by the steps shown."""
        got = set(self.start.taken)
        for s in self.steps[:self.steps_done()]:
            if s.what == "bit":
                got.add(Cell(s.x, s.y))
        return frozenset(got)

    def bits(self) -> int:
        """Bits taken so far in this run."""
        return sum(1 for s in self.steps[:self.steps_done()] if s.what == "bit")

    def points(self) -> int:
        """Their points so far: 1 + 2 + 4 + ..."""
        return (1 << self.bits()) - 1

    def moves(self) -> int:
        return sum(1 for s in self.steps[:self.steps_done()] if s.what != "check")

    def trail(self) -> list[tuple[float, float]]:
        """The squares walked this run, up to the bot on screen."""
        pts: list[tuple[float, float]] = [(float(self.start.cell.x), float(self.start.cell.y))]
        for s in self.steps[:self.index]:
            if (s.x, s.y) != pts[-1]:
                pts.append((float(s.x), float(s.y)))
        p = self.pose()
        if (p.x, p.y) != pts[-1] and self.k > 0 and self.steps[self.index].what in ("move", "bit"):
            pts.append((p.x, p.y))
        return pts

    def end_cell(self) -> Cell:
        if not self.steps:
            return self.start.cell
        s = self.steps[-1]
        return Cell(s.x, s.y)


def _forward(angle: float) -> tuple[float, float]:
    r = math.radians(angle)
    return math.sin(r), -math.cos(r)


def path_of(steps: Iterable[Any]) -> list[list[Any]]:
    """The rules' interpreter steps as a path ([x, y, facing, what] per step),
    the same form as the "ran" event's (help pictures and previews)."""
    return [[s.bot.cell.x, s.bot.cell.y, s.bot.facing, s.what] for s in steps]
