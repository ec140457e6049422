"""Help pages for Treefort Nations, in our own words, each with a moving picture.

Every picture is laid out once on the help scene's picture size (820 x 660)
and scaled into whatever rectangle it is given. The pieces are the board's
own (`pieces.py`), and the numbers in the pictures come from the rules:
which trees hold which platforms from `trees.supports`, the odds of a shot
from `shots.py`, where a monkey may walk from the rules' own `Board.walks`.
`t` is the app clock: every picture loops by itself.
"""
from __future__ import annotations

import functools
import math
from collections.abc import Callable, Iterable, Sequence

import pygame

from game.core.grid import ORIENTATIONS, PIECES, Cell, normalise
from game.rules.treefort import OPTION_LABELS
from game.rules.treefort.board import Board, Monkey
from game.rules.treefort.setup import PILES, PLACEMENTS
from game.rules.treefort.shots import (
    CATAPULT_HIT,
    MONKEY_HIT,
    OUT_OF_RANGE,
    distance_modifier,
    in_range,
    platform_destroyed,
    platform_hit,
)
from game.rules.treefort.state import MONKEYS, STALL_ROUNDS
from game.rules.treefort.trees import (
    COINS,
    LUMBER,
    MAX_LUMBER,
    MAX_PLATFORM,
    carry,
    supports,
)
from game.ui import theme
from game.ui.assets import image
from game.ui.motion import (ease as _ease, phase as _phase, span as _span,
                            lerp_point as _lerp, mix as _mix)
from game.ui.pages import HelpPage
from game.ui.widgets import draw_text

from . import pieces

Draw = Callable[[pygame.Surface, pygame.Rect, float], None]
Colour = tuple[int, int, int]

BASE = (820, 660)                 # the help scene's picture rectangle
PAPER = (235, 225, 200)           # what the help scene paints under a picture
INK: Colour = theme.INK
RED: Colour = theme.SEAT_COLOURS[0]
BLUE: Colour = theme.SEAT_COLOURS[1]
GREEN_SEAT: Colour = theme.SEAT_COLOURS[2]
YELLOW: Colour = theme.SEAT_COLOURS[3]
GOOD: Colour = (46, 160, 70)
BAD: Colour = (214, 52, 52)
WHITE: Colour = (255, 255, 255)
GREY: Colour = (130, 122, 110)
NEUTRAL: Colour = (108, 148, 84)   # the board's neutral ground (board_view)
GRASS: Colour = (120, 160, 96)
GLOW: Colour = (255, 228, 90)
NB = "\u00a0"                      # keeps a short sum on one line


# ---------------------------------------------------------------------------- small helpers


def _label(surf: pygame.Surface, words: str, xy: Sequence[float], size: int = 30,
           colour: Sequence[int] = INK, anchor: str = "center",
           role: str = "decide") -> pygame.Rect:
    return draw_text(surf, words, size, colour, (int(xy[0]), int(xy[1])), anchor=anchor,
                     role=role)


def _veil(surf: pygame.Surface, rect: pygame.Rect, rgba: Sequence[int],
          radius: int = 0) -> None:
    """A see-through box (pygame.draw would replace the pixels, not blend)."""
    if rect.w <= 0 or rect.h <= 0:
        return
    tmp = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(tmp, rgba, tmp.get_rect(), border_radius=radius)
    surf.blit(tmp, rect.topleft)


def tick(surf: pygame.Surface, c: Sequence[float], r: int = 20) -> None:
    x, y = c
    pygame.draw.circle(surf, INK, (int(x), int(y)), r + 2)
    pygame.draw.circle(surf, GOOD, (int(x), int(y)), r)
    pygame.draw.lines(surf, WHITE, False, [(x - r * 0.5, y), (x - r * 0.1, y + r * 0.4),
                                           (x + r * 0.55, y - r * 0.4)], max(3, r // 4))


def cross(surf: pygame.Surface, c: Sequence[float], r: int = 20) -> None:
    x, y = c
    pygame.draw.circle(surf, INK, (int(x), int(y)), r + 2)
    pygame.draw.circle(surf, BAD, (int(x), int(y)), r)
    k = r * 0.45
    pygame.draw.line(surf, WHITE, (x - k, y - k), (x + k, y + k), max(3, r // 4))
    pygame.draw.line(surf, WHITE, (x + k, y - k), (x - k, y + k), max(3, r // 4))


def arrow(surf: pygame.Surface, a: Sequence[float], b: Sequence[float],
          colour: Sequence[int] = INK, width: int = 6) -> None:
    ang = math.atan2(b[1] - a[1], b[0] - a[0])
    h = width * 3
    end = (b[0] - h * 0.6 * math.cos(ang), b[1] - h * 0.6 * math.sin(ang))
    pygame.draw.line(surf, colour, a, end, width)
    p1 = (b[0] - h * math.cos(ang - 0.5), b[1] - h * math.sin(ang - 0.5))
    p2 = (b[0] - h * math.cos(ang + 0.5), b[1] - h * math.sin(ang + 0.5))
    pygame.draw.polygon(surf, colour, [b, p1, p2])


def dashed(surf: pygame.Surface, a: Sequence[float], b: Sequence[float],
           colour: Sequence[int] = INK, width: int = 4, dash: int = 14) -> None:
    length = math.dist(a, b)
    n = max(1, int(length // dash))
    for i in range(0, n, 2):
        p = _lerp(a, b, i / n)
        q = _lerp(a, b, min(1.0, (i + 1) / n))
        pygame.draw.line(surf, colour, p, q, width)


def die(surf: pygame.Surface, c: Sequence[float], size: int, value: int,
        angle: float = 0.0) -> None:
    img = pieces.die_sprite(value, size)
    if angle:
        img = pygame.transform.rotate(img, angle)
    surf.blit(img, img.get_rect(center=(int(c[0]), int(c[1]))))


def rolling_die(surf: pygame.Surface, c: Sequence[float], size: int, value: int, k: float,
                t: float) -> None:
    """A die that tumbles while k < 1 and then shows `value`."""
    if k < 1:
        shown = 1 + int(t * 13) % 6
        die(surf, (c[0], c[1] - math.sin(k * math.pi) * 30), size, shown, angle=k * 540)
    else:
        die(surf, c, size, value)


def key_cap(surf: pygame.Surface, c: Sequence[float], words: str, size: int = 54) -> None:
    w = max(size, 22 + 17 * len(words))
    r = pygame.Rect(0, 0, w, size)
    r.center = (int(c[0]), int(c[1]))
    pygame.draw.rect(surf, (90, 90, 96), r.move(0, 5), border_radius=10)
    pygame.draw.rect(surf, (246, 246, 240), r, border_radius=10)
    pygame.draw.rect(surf, (90, 90, 96), r, 3, border_radius=10)
    _label(surf, words, r.center, int(size * 0.5))


def pad_button(surf: pygame.Surface, c: Sequence[float], name: str, size: int = 56) -> None:
    img = image(f"ui/{name}", (size, size))
    surf.blit(img, img.get_rect(center=(int(c[0]), int(c[1]))))


def icon(surf: pygame.Surface, kind: str, c: Sequence[float], size: int = 64,
         plate: bool = True) -> pygame.Rect:
    """An action icon as the scene shows it, on a round light plate."""
    r = pygame.Rect(0, 0, size + 14, size + 14)
    r.center = (int(c[0]), int(c[1]))
    if plate:
        pygame.draw.circle(surf, INK, r.center, r.w // 2 + 2)
        pygame.draw.circle(surf, (250, 244, 226), r.center, r.w // 2)
    img = pieces.action_icon(kind, size)
    surf.blit(img, img.get_rect(center=r.center))
    return r


def badge(surf: pygame.Surface, c: Sequence[float], words: str, colour: Sequence[int],
          size: int = 30, ink: Sequence[int] = WHITE) -> pygame.Rect:
    """Words on a rounded coloured tag."""
    from game.ui.assets import font
    w = font(size).size(words)[0] + size
    r = pygame.Rect(0, 0, w, int(size * 1.45))
    r.center = (int(c[0]), int(c[1]))
    pygame.draw.rect(surf, INK, r.inflate(4, 4), border_radius=r.h // 2)
    pygame.draw.rect(surf, colour, r, border_radius=r.h // 2)
    _label(surf, words, r.center, size, ink)
    return r


def poof(surf: pygame.Surface, c: Sequence[float], k: float, r: float = 40) -> None:
    """A little cloud puffing out and fading (k from 0 to 1)."""
    if not 0 < k < 1:
        return
    tmp = pygame.Surface((int(4 * r), int(4 * r)), pygame.SRCALPHA)
    for i in range(7):
        a = 2 * math.pi * i / 7
        d = r * (0.3 + 0.9 * k)
        pygame.draw.circle(tmp, (250, 250, 244, int(230 * (1 - k))),
                           (int(2 * r + d * math.cos(a)), int(2 * r + d * math.sin(a))),
                           int(r * (0.35 + 0.3 * k)))
    surf.blit(tmp, (int(c[0] - 2 * r), int(c[1] - 2 * r)))


# ---------------------------------------------------------------------------- a bit of board
@functools.lru_cache(maxsize=64)
def _ground(s: int, owners: tuple[tuple[Colour | None, ...], ...]) -> pygame.Surface:
    """A patch of board squares (`owners`: rows of seat colours or None), with a
    6 pixel dark rim round it."""
    rows, cols = len(owners), len(owners[0])
    out = pygame.Surface((cols * s + 12, rows * s + 12), pygame.SRCALPHA)
    pygame.draw.rect(out, (26, 48, 36), out.get_rect(), border_radius=8)
    for cy, line in enumerate(owners):
        for cx, o in enumerate(line):
            col = NEUTRAL if o is None else _mix(GRASS, o, 0.34)
            if (cx + cy) % 2:
                col = _mix(col, (0, 0, 0), 0.06)
            out.fill(col, (6 + cx * s, 6 + cy * s, s, s))
    for cy, line in enumerate(owners):        # borders between territories
        for cx, o in enumerate(line):
            r = pygame.Rect(6 + cx * s, 6 + cy * s, s, s)
            if cx + 1 < cols and line[cx + 1] != o:
                pygame.draw.line(out, (30, 40, 30), r.topright, r.bottomright, 3)
            if cy + 1 < rows and owners[cy + 1][cx] != o:
                pygame.draw.line(out, (30, 40, 30), r.bottomleft, r.bottomright, 3)
    return out


class Patch:
    """A few squares of board: `cols` x `rows` squares of `s` pixels from (x, y);
    `owner` maps a square to its seat's colour (grass tinted) or None (neutral)."""

    def __init__(self, x: int, y: int, cols: int, rows: int, s: int,
                 owner: Callable[[int, int], Colour | None] | None = None):
        self.x, self.y, self.cols, self.rows, self.s = x, y, cols, rows, s
        self.owner = owner or (lambda cx, cy: None)

    def rect(self, c: Sequence[int]) -> pygame.Rect:
        return pygame.Rect(self.x + c[0] * self.s, self.y + c[1] * self.s, self.s, self.s)

    def centre(self, c: Sequence[float]) -> tuple[float, float]:
        return self.x + (c[0] + 0.5) * self.s, self.y + (c[1] + 0.5) * self.s

    def at(self, c: Sequence[float]) -> pygame.Rect:
        """A square's rectangle at a fractional position (a monkey between squares)."""
        r = pygame.Rect(0, 0, self.s, self.s)
        r.center = (round(self.centre(c)[0]), round(self.centre(c)[1]))
        return r

    @property
    def box(self) -> pygame.Rect:
        return pygame.Rect(self.x, self.y, self.cols * self.s, self.rows * self.s)

    def draw(self, surf: pygame.Surface) -> None:
        owners = tuple(tuple(self.owner(cx, cy) for cx in range(self.cols))
                       for cy in range(self.rows))
        surf.blit(_ground(self.s, owners), (self.x - 6, self.y - 6))

    def glow(self, surf: pygame.Surface, cells: Iterable[Sequence[int]],
             colour: Sequence[int] = GLOW, alpha: int = 110) -> None:
        for c in cells:
            r = self.rect(c)
            _veil(surf, r.inflate(-4, -4), (*colour[:3], alpha), radius=6)
            pygame.draw.rect(surf, colour, r.inflate(-4, -4), 3, border_radius=6)

    def tree(self, surf: pygame.Surface, c: Sequence[int], coin: str) -> None:
        pieces.draw_tree(surf, self.rect(c), coin)

    def monkey(self, surf: pygame.Surface, c: Sequence[float], colour: Colour,
               **kw: object) -> None:
        pieces.draw_monkey(surf, self.at(c), colour, **kw)  # type: ignore[arg-type]

    def platform(self, surf: pygame.Surface, cells: Iterable[Sequence[int]],
                 controller: Colour | None = None) -> None:
        pieces.draw_platform(surf, [self.rect(c) for c in cells], None,
                             controller_colour=controller)

    def fort_outline(self, surf: pygame.Surface, cells: Iterable[Sequence[int]],
                     colour: Sequence[int] | None, count: bool = True) -> None:
        """A fort's outline in its holder's colour (pale: nobody's), with its squares."""
        cs = {(c[0], c[1]) for c in cells}
        col = colour if colour is not None else (236, 230, 214)
        w = max(4, self.s // 10)
        for x, y in cs:
            r = self.rect((x, y))
            for (dx, dy), (a, b) in {(0, -1): (r.topleft, r.topright),
                                     (0, 1): (r.bottomleft, r.bottomright),
                                     (-1, 0): (r.topleft, r.bottomleft),
                                     (1, 0): (r.topright, r.bottomright)}.items():
                if (x + dx, y + dy) not in cs:
                    pygame.draw.line(surf, (20, 20, 20), a, b, w + 4)
        for x, y in cs:
            r = self.rect((x, y))
            for (dx, dy), (a, b) in {(0, -1): (r.topleft, r.topright),
                                     (0, 1): (r.bottomleft, r.bottomright),
                                     (-1, 0): (r.topleft, r.bottomleft),
                                     (1, 0): (r.topright, r.bottomright)}.items():
                if (x + dx, y + dy) not in cs:
                    pygame.draw.line(surf, col, a, b, w)
        if count and cs:
            top = min(cs, key=lambda c: (c[1], c[0]))
            r = self.rect(top)
            rad = max(12, self.s // 5)
            centre = (r.x + rad - 4, r.y + rad - 4)
            pygame.draw.circle(surf, (20, 20, 20), centre, rad + 2)
            pygame.draw.circle(surf, col, centre, rad)
            _label(surf, str(len(cs)), centre, int(rad * 1.4),
                   (20, 20, 20) if sum(col[:3]) > 450 else WHITE)


def _ghost(surf: pygame.Surface, patch: Patch, cells: Iterable[Sequence[int]], alpha: int,
           tint: Colour | None = None) -> None:
    """A platform not built yet: see-through planks, maybe tinted."""
    rects = [patch.rect(c) for c in cells]
    if not rects or alpha <= 0:
        return
    box = rects[0].unionall(rects[1:])
    tmp = pygame.Surface(box.size, pygame.SRCALPHA)
    pieces.draw_platform(tmp, [r.move(-box.x, -box.y) for r in rects], tint)
    tmp.set_alpha(alpha)
    surf.blit(tmp, box.topleft)


# ---------------------------------------------------------------------------- the canvas
@functools.lru_cache(maxsize=1)
def _canvas() -> pygame.Surface:
    return pygame.Surface(BASE, pygame.SRCALPHA)


def picture(fn: Draw) -> Draw:
    """Lay a picture out once on a BASE canvas; scale it into any rectangle."""
    @functools.wraps(fn)
    def draw(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
        canvas = _canvas()
        canvas.fill((*PAPER, 0))
        fn(canvas, canvas.get_rect(), t)
        scale = min(rect.w / BASE[0], rect.h / BASE[1])
        size = (max(1, int(BASE[0] * scale)), max(1, int(BASE[1] * scale)))
        img = canvas if size == BASE else pygame.transform.smoothscale(canvas, size)
        old = surf.get_clip()
        surf.set_clip(rect.clip(old) if old else rect)
        surf.blit(img, img.get_rect(center=rect.center))
        surf.set_clip(old)
    return draw


# ---------------------------------------------------------------------------- the goal
GOAL_RED = [(1, 1), (2, 1), (2, 2), (3, 2), (3, 3)]       # one fort: two platforms touching
GOAL_RED_PLATFORMS = [[(1, 1), (2, 1), (2, 2)], [(3, 2), (3, 3)]]
GOAL_BLUE = [(7, 2), (8, 2), (7, 3)]


@picture
def goal_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    k = _phase(t, 8.0)
    patch = Patch(55, 40, 10, 6, 71, lambda x, y: RED if x < 3 else (BLUE if x > 6 else None))
    patch.draw(surf)
    patch.tree(surf, (5, 0), "quarter")
    patch.tree(surf, (4, 4), "nickel")
    patch.tree(surf, (8, 5), "dime")
    patch.tree(surf, (0, 4), "penny")
    for cells in GOAL_RED_PLATFORMS:
        patch.platform(surf, cells, RED)
    patch.platform(surf, GOAL_BLUE, BLUE)
    patch.fort_outline(surf, GOAL_RED, RED, count=False)
    patch.fort_outline(surf, GOAL_BLUE, BLUE, count=False)
    patch.monkey(surf, (2, 2), RED)
    patch.monkey(surf, (8, 2), BLUE, riding=True)
    patch.monkey(surf, (5, 3), RED, lumber=2)
    # counting the squares one by one
    n_red = int(len(GOAL_RED) * _span(k, 0.1, 0.55) + 0.001)
    n_blue = int(len(GOAL_BLUE) * _span(k, 0.1, 0.4) + 0.001)
    for i, c in enumerate(GOAL_RED[:n_red]):
        cx, cy = patch.rect(c).topright
        badge(surf, (cx - 22, cy + 22), str(i + 1), RED, 28)
    for i, c in enumerate(GOAL_BLUE[:n_blue]):
        cx, cy = patch.rect(c).topright
        badge(surf, (cx - 22, cy + 22), str(i + 1), BLUE, 28)
    y = patch.box.bottom + 70
    badge(surf, (250, y), f"Red: {n_red}", RED, 40)
    badge(surf, (570, y), f"Blue: {n_blue}", BLUE, 40)
    if k > 0.6:
        crown(surf, (250, y - 62), 30, k)


def crown(surf: pygame.Surface, c: Sequence[float], r: float, k: float = 0.0) -> None:
    x, y = c[0], c[1] - 6 * abs(math.sin(k * 12))
    pts = [(x - r, y + r * 0.6), (x - r, y - r * 0.3), (x - r * 0.5, y + r * 0.1), (x, y - r * 0.6),
           (x + r * 0.5, y + r * 0.1), (x + r, y - r * 0.3), (x + r, y + r * 0.6)]
    pygame.draw.polygon(surf, (250, 200, 40), pts)
    pygame.draw.polygon(surf, INK, pts, 4)


# ---------------------------------------------------------------------------- the board
TWO_PLAYER_TREES = {(1, 1): "dime", (5, 2): "penny", (3, 5): "quarter", (6, 6): "nickel",
                    (10, 1): "nickel", (12, 4): "quarter", (9, 6): "penny", (14, 3): "dime",
                    (17, 1): "quarter", (20, 3): "dime", (19, 6): "penny", (22, 5): "nickel"}


BOARD_THUMBS = (3, 4, 8)


@functools.lru_cache(maxsize=8)
def board_owners(players: int) -> tuple[tuple[int, int, int | None], ...]:
    """The shipped board for `players` as (x, y, seat or None), or () if it can't be read."""
    try:
        from game.maps.treefort import layout_for
        owner = layout_for(players).owner_of
    except Exception:              # a missing map must not take the help page down
        return ()
    return tuple(sorted((c.x, c.y, o) for c, o in owner.items()))


@functools.lru_cache(maxsize=8)
def _thumb_image(players: int, w: int, h: int) -> pygame.Surface | None:
    """The shipped board for `players`, one small square per board square."""
    owner = board_owners(players)
    if not owner:
        return None
    xs = [x for x, _, _ in owner]
    ys = [y for _, y, _ in owner]
    x0, y0 = min(xs), min(ys)
    cols, rows = max(xs) - x0 + 1, max(ys) - y0 + 1
    s = max(1, min(w // cols, h // rows))
    out = pygame.Surface((cols * s, rows * s), pygame.SRCALPHA)
    for x, y, o in owner:
        col = NEUTRAL if o is None else _mix(GRASS, theme.SEAT_COLOURS[o % 8], 0.6)
        out.fill(col, ((x - x0) * s, (y - y0) * s, s, s))
    return out


def _thumb(surf: pygame.Surface, players: int, box: pygame.Rect) -> None:
    img = _thumb_image(players, box.w, box.h)
    if img is not None:
        surf.blit(img, img.get_rect(center=box.center))


@picture
def board_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    k = _phase(t, 7.5)
    s = 32
    patch = Patch(26, 90, 24, 8, s,
                  lambda x, y: RED if x < 8 else (BLUE if x >= 16 else None))
    patch.draw(surf)
    for c, coin in TWO_PLAYER_TREES.items():
        patch.tree(surf, c, coin)
    for c in ((2, 3), (4, 1), (6, 4), (1, 6)):
        patch.monkey(surf, c, RED)
    for c in ((17, 4), (21, 1), (22, 6), (18, 6)):
        patch.monkey(surf, c, BLUE)
    # one part glows at a time, with its name
    parts = [((0, 8), "Red's grid", RED), ((8, 16), "Neutral ground", NEUTRAL),
             ((16, 24), "Blue's grid", BLUE)]
    which = min(2, int(k * 3))
    (a, b), words, col = parts[which]
    box = pygame.Rect(patch.x + a * s, patch.y, (b - a) * s, 8 * s)
    pulse = 0.5 + 0.5 * math.sin(t * 5)
    pygame.draw.rect(surf, GLOW, box.inflate(8, 8), int(4 + 3 * pulse), border_radius=6)
    badge(surf, (box.centerx, patch.y - 45), words, col, 30)
    _label(surf, "8 x 8 squares", (box.centerx, patch.box.bottom + 30), 28)
    # bigger games: the shipped boards for more players, small
    y = patch.box.bottom + 70
    _label(surf, "More players, more grids:", (410, y), 28)
    for i, n in enumerate(BOARD_THUMBS):
        cx = 140 + i * 270
        _label(surf, f"{n} players", (cx, y + 44), 28, GREY)
        _thumb(surf, n, pygame.Rect(cx - 110, y + 66, 220, 150))


@picture
def trees_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    k = _phase(t, 6.0)
    s = 170
    _label(surf, "small tree  ...  big tree", (410, 50), 32, GREY)
    for i, coin in enumerate(COINS):
        x = 20 + i * 196
        r = pygame.Rect(x, 100, s, s)
        pygame.draw.rect(surf, _mix(GRASS, (0, 0, 0), 0.04 * (i % 2)), r, border_radius=16)
        pygame.draw.rect(surf, (26, 48, 36), r, 4, border_radius=16)
        pieces.draw_tree(surf, r, coin)
        _label(surf, coin.title(), (r.centerx, r.bottom + 34), 34)
        # its lumber: planks stack up one by one
        n = LUMBER[coin]
        shown = n if k > 0.75 else min(n, int(k / 0.75 * (MAX_LUMBER + 1)))
        for j in range(shown):
            pieces.draw_board_plank(surf, (r.centerx, r.bottom + 180 - j * 26), 130, 20, 0.0)
        _label(surf, f"{n} lumber", (r.centerx, r.bottom + 230), 30)


# ---------------------------------------------------------------------------- a turn
TURN_STEPS = [("Monkey 1", ["walk", "cut"], True), ("Monkey 2", ["platform", "walk"], True),
              ("Never", ["walk", "cut", "walk"], False)]


@picture
def turn_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    k = _phase(t, 7.0)
    for row, (who, steps, ok) in enumerate(TURN_STEPS):
        y = 90 + row * 160
        if ok:
            pieces.draw_monkey(surf, pygame.Rect(40, y - 55, 110, 110), RED, lumber=2 if row else 0)
            _label(surf, who, (95, y + 68), 28)
        else:
            _label(surf, who, (95, y), 34, BAD)
        for j, kind in enumerate(steps):
            x = 250 + j * 190
            lit = ok and (row * 0.4 + j * 0.2 <= k < row * 0.4 + j * 0.2 + 0.2)
            if lit:
                pygame.draw.circle(surf, GLOW, (x, y), 58)
            icon(surf, kind, (x, y), 76)
            if j + 1 < len(steps):
                arrow(surf, (x + 52, y), (x + 138, y), INK, 6)
        if not ok:
            pygame.draw.line(surf, BAD, (190, y + 50), (690, y - 50), 10)
            cross(surf, (740, y), 30)
        else:
            tick(surf, (740, y), 26)
    # finished early: skip the rest
    y = 570
    icon(surf, "done", (250, y), 64)
    _label(surf, "Skip the rest: Done", (310, y), 30, anchor="midleft")


@picture
def pass_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    k = _phase(t, 6.0)
    patch = Patch(170, 60, 6, 4, 80, lambda x, y: RED)
    patch.draw(surf)
    patch.tree(surf, (4, 1), "dime")
    patch.platform(surf, [(1, 2), (2, 2)], RED)
    for c in ((0, 0), (3, 3), (1, 2)):
        patch.monkey(surf, c, RED)
    # press "New monkey" instead of using a monkey, then pick a free square
    icon(surf, "recruit", (100, 460), 80)
    if 0.1 < k < 0.25:
        pygame.draw.circle(surf, GLOW, (100, 460), 58, 8)
    free = [(x, y) for y in range(4) for x in range(6)
            if (x, y) not in ((0, 0), (3, 3), (1, 2), (2, 2))]
    if 0.2 < k < 0.45:
        patch.glow(surf, free, GLOW, 90)
    placed = k > 0.45
    if placed:
        a = _span(k, 0.45, 0.6)
        r = patch.at((4, 3)).inflate(int(-80 * (1 - a)), int(-80 * (1 - a)))
        if r.w > 4:
            pieces.draw_monkey(surf, r, RED)
        poof(surf, patch.centre((4, 3)), _span(k, 0.45, 0.7), 46)
    # the count of monkeys, never more than four
    n = 4 if placed else 3
    for i in range(MONKEYS):
        r = pygame.Rect(420 + i * 90, 420, 80, 80)
        if i < n:
            pieces.draw_monkey(surf, r, RED)
        else:
            pygame.draw.circle(surf, GREY, r.center, 30, 4)
    _label(surf, f"{n} of {MONKEYS}", (590, 540), 34)
    _label(surf, "New monkey", (100, 530), 28)


# ---------------------------------------------------------------------------- walking
WALK_COLS, WALK_ROWS = 9, 6
WALK_ROLL = 3
WALK_TREES = {(1, 1): "quarter", (6, 5): "penny", (2, 4): "nickel", (4, 4): "dime"}
WALK_FORT = [(6, 2), (7, 2), (6, 3)]
WALK_ME = (3, 3)
WALK_BLOCK = (4, 2)
WALK_BLUE_ON_FORT = (7, 2)
WALK_GOAL = (4, 1)


@functools.lru_cache(maxsize=1)
def walk_scene() -> tuple[set[tuple[int, int]], tuple[tuple[int, int], ...]]:
    """Where Red's monkey may walk with a 3 (asked of the rules' Board), and its path to
    WALK_GOAL."""
    owner = {Cell(x, y): (0 if x < 5 else 1) for x in range(WALK_COLS) for y in range(WALK_ROWS)}
    b = Board(owner, coins={Cell(*c): coin for c, coin in WALK_TREES.items()},
              platforms={1: frozenset(Cell(*c) for c in WALK_FORT)},
              monkeys={1: Monkey(1, 0, Cell(*WALK_ME)), 2: Monkey(2, 1, Cell(*WALK_BLOCK)),
                       3: Monkey(3, 1, Cell(*WALK_BLUE_ON_FORT))}, next_id=4)
    walks = b.walks(1, WALK_ROLL)
    reach = {(c.x, c.y) for (c, riding) in walks if (c.x, c.y) != WALK_ME}
    path = walks[(Cell(*WALK_GOAL), False)].path
    return reach, tuple((c.x, c.y) for c in path)


@picture
def walk_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    k = _phase(t, 8.0)
    patch = Patch(115, 30, WALK_COLS, WALK_ROWS, 66, lambda x, y: RED if x < 5 else BLUE)
    patch.draw(surf)
    reach, path = walk_scene()
    for c, coin in WALK_TREES.items():
        patch.tree(surf, c, coin)
    patch.platform(surf, WALK_FORT, BLUE)
    if k > 0.18:
        patch.glow(surf, sorted(reach), GLOW, int(120 * _span(k, 0.18, 0.3)))
    # where the monkey is: stepping along its path after the glow
    steps = _span(k, 0.35, 0.7) * len(path)
    i = min(int(steps), len(path) - 1)
    pts = [WALK_ME] + list(path)
    a, b = pts[min(i, len(pts) - 1)], pts[min(i + 1, len(pts) - 1)]
    frac = steps - int(steps) if steps < len(path) else 1.0
    if steps >= len(path):
        a = b = pts[-1]
    pos = _lerp(a, b, frac)
    hop = -abs(math.sin(frac * math.pi)) * 14 if 0 < steps < len(path) else 0
    patch.monkey(surf, (pos[0], pos[1] + hop / patch.s), RED)
    patch.monkey(surf, WALK_BLOCK, BLUE)
    patch.monkey(surf, WALK_BLUE_ON_FORT, BLUE)
    if k > 0.3:
        for c in (WALK_BLOCK, (6, 3)):
            cx, cy = patch.rect(c).bottomright
            cross(surf, (cx - 16, cy - 16), 14)
    rolling_die(surf, (60, 520), 80, WALK_ROLL, _span(k, 0.0, 0.15), t)
    _label(surf, f"Rolled {WALK_ROLL}: up to {WALK_ROLL} squares", (440, 500), 32)
    _label(surf, "never diagonally", (440, 545), 28, GREY)


# ---------------------------------------------------------------------------- cutting
@picture
def cut_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    k = _phase(t, 7.0)
    # top: a monkey cuts a quarter and gets 4 lumber
    _cut_scene(surf, pygame.Rect(60, 30, 700, 200), "quarter", 0, k, t)
    # below: already carrying 3, it cuts a dime: 4 kept, the rest dropped
    _cut_scene(surf, pygame.Rect(60, 260, 700, 200), "dime", 3, k, t)
    icon(surf, "ditch", (120, 570), 70)
    _label(surf, "Throw lumber away any time", (200, 552), 30, anchor="midleft")
    _label(surf, "(it never goes to another monkey)", (200, 592), 26, GREY, anchor="midleft",
           role="secondary")


def _cut_scene(surf: pygame.Surface, box: pygame.Rect, coin: str, held: int, k: float,
               t: float) -> None:
    s = 180
    sq = pygame.Rect(box.x, box.y, s, s)
    pygame.draw.rect(surf, GRASS, sq, border_radius=12)
    pygame.draw.rect(surf, (26, 48, 36), sq, 4, border_radius=12)
    got = LUMBER[coin]
    kept, dropped = carry(held, got)
    fall = _span(k, 0.15, 0.35)
    if fall < 1:
        img = pieces.tree_sprite(coin, s)
        img = pygame.transform.rotozoom(img, -80 * fall, 1.0)
        img.set_alpha(int(255 * (1 - fall)))
        surf.blit(img, img.get_rect(center=sq.center))
    # the saw, working before the tree falls
    if k < 0.2:
        saw = pieces.action_icon("cut", 70)
        surf.blit(saw, (sq.x - 10 + 8 * math.sin(t * 30), sq.bottom - 80))
    now = held if k < 0.35 else (kept if k > 0.5 else min(MAX_LUMBER, held + got))
    pieces.draw_monkey(surf, sq, RED, lumber=now, in_tree=fall < 0.5)
    # the sum, and what drops
    x = sq.right + 40
    _label(surf, f"{coin.title()}: +{got} lumber", (x, sq.y + 30), 34, anchor="midleft")
    if held:
        _label(surf, f"It had {held}:  {held} + {got} = {held + got}", (x, sq.y + 80), 30,
               anchor="midleft")
        if k > 0.35:
            _label(surf, f"keeps {kept}", (x, sq.y + 125), 30, GOOD, anchor="midleft")
            _label(surf, f"drops {dropped}", (x + 170, sq.y + 125), 30, BAD, anchor="midleft")
        d = _span(k, 0.5, 0.9)
        if 0 < d < 1:
            for j in range(dropped):
                pieces.draw_board_plank(surf, (x + 200 + 90 * j, sq.y + 150 + 40 * d),
                                        80, 16, 0.4 + j + 3 * d)
    else:
        _label(surf, f"carries {kept}, the most it can", (x, sq.y + 80), 30, GOOD,
               anchor="midleft")


# ---------------------------------------------------------------------------- catapults
@picture
def catapult_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    k = _phase(t, 6.0)
    s = 210
    # 2 lumber on the grass become a catapult, and the monkey is in it at once
    sq = pygame.Rect(70, 40, s, s)
    pygame.draw.rect(surf, NEUTRAL, sq, border_radius=12)
    pygame.draw.rect(surf, (26, 48, 36), sq, 4, border_radius=12)
    built = k > 0.45
    if not built:
        pieces.draw_monkey(surf, sq, RED, lumber=2)
        m = _span(k, 0.15, 0.45)
        if m > 0:
            for j in range(2):
                c = _lerp((sq.right - 20, sq.bottom - 20),
                          (sq.centerx + (j * 2 - 1) * 50, sq.bottom - 30), m)
                pieces.draw_board_plank(surf, c, 90, 20, (1 - m) * (1 + j))
    else:
        pieces.draw_monkey(surf, sq, RED, riding=True)
        poof(surf, sq.center, _span(k, 0.45, 0.7), 70)
    icon(surf, "catapult", (420, 110), 80)
    _label(surf, "costs 2 lumber", (420, 185), 30)
    _label(surf, "jump in at once", (620, 110), 30, GOOD)
    # where it may be built
    y = 330
    for i, (where, ok) in enumerate((("on grass", True), ("on a platform", True),
                                     ("in a tree", False))):
        r = pygame.Rect(40 + i * 265, y, 200, 200)
        if where == "on grass":
            pygame.draw.rect(surf, NEUTRAL, r, border_radius=12)
            pieces.draw_monkey(surf, r.inflate(-30, -30), RED, riding=True)
        elif where == "on a platform":
            pygame.draw.rect(surf, NEUTRAL, r, border_radius=12)
            pieces.draw_platform(surf, [r.inflate(-10, -10)], None, controller_colour=RED)
            pieces.draw_monkey(surf, r.inflate(-30, -30), RED, riding=True)
        else:
            pygame.draw.rect(surf, GRASS, r, border_radius=12)
            pieces.draw_tree(surf, r.inflate(-10, -10), "dime")
            pieces.draw_monkey(surf, r.inflate(-10, -10), RED, lumber=2, in_tree=True)
        pygame.draw.rect(surf, (26, 48, 36), r, 4, border_radius=12)
        (tick if ok else cross)(surf, (r.right - 8, r.y + 8), 24)
        _label(surf, where, (r.centerx, r.bottom + 32), 30, INK if ok else BAD)


RIDE_ROW = ["ground", "ground", "ground", "tree", "ground"]


@picture
def ride_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    k = _phase(t, 9.0)
    patch = Patch(60, 70, 7, 2, 100, lambda x, y: None)
    patch.draw(surf)
    patch.tree(surf, (4, 0), "quarter")
    patch.platform(surf, [(5, 1), (6, 1)], None)
    # a rider rolls from square 1 to 3, can't go into the tree: hops out, walks in
    x = 1 + 2 * _span(k, 0.05, 0.3)
    if k < 0.4:
        patch.monkey(surf, (x, 0), RED, riding=True)
        if k > 0.3:
            cross(surf, patch.rect((4, 0)).topleft, 22)
    else:
        pieces.draw_catapult(surf, patch.rect((3, 0)))
        hop = _span(k, 0.45, 0.6)
        if hop < 1:
            patch.monkey(surf, (3 + hop, -0.25 * math.sin(math.pi * hop)), RED)
        else:
            pieces.draw_monkey(surf, patch.rect((4, 0)), RED, in_tree=True)
        if k < 0.65:
            badge(surf, patch.centre((3, -0.75)), "hop out", GOOD, 28)
    # later another monkey climbs into the empty catapult
    if k > 0.65:
        if k > 0.8:
            pieces.draw_monkey(surf, patch.rect((3, 0)), BLUE, riding=True)
            if k < 0.95:
                badge(surf, patch.centre((3, -0.75)), "climb in", GOOD, 26)
        else:
            patch.monkey(surf, (3, 1 - _span(k, 0.65, 0.8)), BLUE)
    else:
        patch.monkey(surf, (3, 1), BLUE)
    y0 = patch.box.bottom + 70
    rows = [("A catapult built on the grass", "never goes into a tree or onto a platform."),
            ("A catapult built on a platform", "never leaves its fort."),
            ("Hopping in or out is free,", "but only while walking.")]
    for i, (a, b) in enumerate(rows):
        _label(surf, a, (410, y0 + i * 95), 30)
        _label(surf, b, (410, y0 + i * 95 + 38), 28, GREY)


# ---------------------------------------------------------------------------- platforms
BUILD_AT = (2, 2)


@functools.lru_cache(maxsize=1)
def build_forms() -> list[list[tuple[int, int]]]:
    """The L-tetromino's turns and flips, each placed over the builder's tree."""
    out = []
    for form in ORIENTATIONS["L-tetromino"]:
        cells = sorted(form)
        ax, ay = cells[0]
        out.append([(x - ax + BUILD_AT[0], y - ay + BUILD_AT[1]) for x, y in cells])
    return out


@picture
def platform_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    forms = build_forms()
    period = 1.1 * len(forms) + 2.5
    tt = t % period
    patch = Patch(30, 50, 5, 5, 80, lambda x, y: RED)
    patch.draw(surf)
    if tt < 1.1 * len(forms):
        i = int(tt / 1.1)
        _ghost(surf, patch, forms[i], 150)
        patch.tree(surf, BUILD_AT, "quarter")
        pieces.draw_monkey(surf, patch.rect(BUILD_AT), RED, lumber=4, in_tree=True)
        kind = "flip" if i == len(forms) // 2 else "rotate"
        icon(surf, kind, (560, 90), 80)
        _label(surf, "turn it" if kind == "rotate" else "flip it", (680, 90), 32,
               anchor="midleft")
    else:
        patch.platform(surf, forms[0], RED)
        pieces.draw_tree_under(surf, patch.rect(BUILD_AT), "quarter")
        patch.monkey(surf, BUILD_AT, RED)
        icon(surf, "platform", (560, 90), 80)
        _label(surf, "built!", (680, 90), 34, GOOD, anchor="midleft")
    # the pieces: every shape of 1 to 4 squares, by size
    box = pygame.Rect(450, 170, 350, 470)
    pygame.draw.rect(surf, (250, 244, 226), box, border_radius=14)
    pygame.draw.rect(surf, (190, 175, 150), box, 3, border_radius=14)
    _label(surf, "The pieces", (box.centerx, box.y + 30), 30)
    sq = 24
    y = box.y + 70
    by_size: dict[int, list[str]] = {}
    for name, shape in PIECES.items():
        by_size.setdefault(len(shape), []).append(name)
    lines = [(1, by_size[1]), (2, by_size[2]), (3, by_size[3]), (4, by_size[4][:3]),
             (4, by_size[4][3:])]
    for n, names in lines:
        x = box.x + 80
        h = 0
        for name in names:
            cells = sorted(normalise(PIECES[name]))
            w = max(c[0] for c in cells) + 1
            h = max(h, max(c[1] for c in cells) + 1)
            rects = [pygame.Rect(x + c[0] * sq, y + c[1] * sq, sq, sq) for c in cells]
            pieces.draw_platform(surf, rects, None)
            x += w * sq + 20
        _label(surf, str(n), (box.x + 40, y + h * sq // 2), 30, GREY)
        y += h * sq + 22


NO_BUILD = [("a monkey", "monkey"), ("a catapult", "catapult"), ("a platform", "platform"),
            ("next to their fort", "fort")]


def _fort_or_red(what: str, cx: int, cy: int) -> Colour:
    """A patch's owner colour: Blue's fort on the right-hand column, Red elsewhere."""
    return BLUE if (what == "fort" and cx == 3) else RED


def _plain(colour: Colour, cx: int, cy: int) -> Colour:
    return colour


@picture
def no_build_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    k = _phase(t, 2.0)
    for i, (words, what) in enumerate(NO_BUILD):
        x, y = 30 + (i % 2) * 400, 30 + (i // 2) * 310
        patch = Patch(x + 35, y + 20, 4, 3, 80, functools.partial(_fort_or_red, what))
        patch.draw(surf)
        if what == "monkey":
            patch.monkey(surf, (2, 1), BLUE)
        elif what == "catapult":
            pieces.draw_catapult(surf, patch.rect((2, 1)))
        elif what == "platform":
            patch.platform(surf, [(2, 0), (2, 1)], None)
        else:
            patch.platform(surf, [(3, 0), (3, 1)], BLUE)
            patch.fort_outline(surf, [(3, 0), (3, 1)], BLUE, count=False)
            patch.monkey(surf, (3, 0), BLUE)
        ghost = [(1, 1), (2, 1)]
        _ghost(surf, patch, ghost, 150)
        alpha = int(70 + 60 * (0.5 + 0.5 * math.sin(k * 2 * math.pi)))
        for c in ghost:
            _veil(surf, patch.rect(c).inflate(-6, -6), (*BAD, alpha), radius=6)
        patch.tree(surf, (1, 1), "quarter")
        pieces.draw_monkey(surf, patch.rect((1, 1)), RED, lumber=2, in_tree=True)
        cross(surf, patch.rect((2, 1)).topright, 22)
        _label(surf, "not over " + words if what != "fort" else "not " + words,
               (patch.box.centerx, patch.box.bottom + 35), 30)


def support_rows() -> list[tuple[str, tuple[str, ...], list[bool]]]:
    """The support table as the page shows it: a row label, the trees under the
    platform, and for 1, 2, 3 and 4 squares whether they hold it (trees.supports)."""
    rows: list[tuple[str, tuple[str, ...]]] = [
        ("a penny", ("penny",)), ("a nickel", ("nickel",)), ("a dime", ("dime",)),
        ("a quarter", ("quarter",)), ("two pennies", ("penny", "penny")),
        ("any other two", ("penny", "nickel")), ("three or more", ("penny", "penny", "penny"))]
    return [(label, coins, [supports(coins, n) for n in range(1, MAX_PLATFORM + 1)])
            for label, coins in rows]


SUPPORT_X0, SUPPORT_Y0, SUPPORT_ROW, SUPPORT_COL = 370, 110, 74, 110
MARK_R = 23                        # a tick's or a cross's radius


def support_mark_at(row: int, squares: int) -> tuple[int, int]:
    """Where the support page puts its tick or cross for `row` and a platform of
    `squares` squares (on the 820 x 660 canvas)."""
    return (SUPPORT_X0 + (squares - 1) * SUPPORT_COL + SUPPORT_COL // 2,
            SUPPORT_Y0 + row * SUPPORT_ROW + SUPPORT_ROW // 2 - 3)


@picture
def support_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    rows = support_rows()
    lit = int(t / 1.2) % len(rows)
    x0, y0, row_h, col_w = SUPPORT_X0, SUPPORT_Y0, SUPPORT_ROW, SUPPORT_COL
    # the heading: platforms of 1 to 4 squares
    for n in range(1, MAX_PLATFORM + 1):
        cx = x0 + (n - 1) * col_w + col_w // 2
        sq = 24
        rects = [pygame.Rect(cx - n * sq // 2 + j * sq, 24, sq, sq) for j in range(n)]
        pieces.draw_platform(surf, rects, None)
        _label(surf, f"{n}", (cx, 80), 32)
    _label(surf, "squares:", (x0 - 10, 80), 28, GREY, anchor="midright")
    for i, (label, coins, ok) in enumerate(rows):
        y = y0 + i * row_h
        if i == lit:
            _veil(surf, pygame.Rect(8, y, 804, row_h - 6), (*GLOW, 150), radius=12)
        for j, coin in enumerate(coins):        # the trees of this row
            r = pygame.Rect(8 + j * 40, y + 2, 64, 64)
            pieces.draw_tree(surf, r, coin)
        _label(surf, label, (160, y + row_h // 2 - 3), 28, anchor="midleft")
        for n in range(MAX_PLATFORM):
            c = support_mark_at(i, n + 1)
            if ok[n]:
                tick(surf, c, MARK_R)
            else:
                cross(surf, c, MARK_R)


# ---------------------------------------------------------------------------- knocking down
@picture
def demolish_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    k = _phase(t, 7.0)
    patch = Patch(30, 90, 5, 3, 100, lambda x, y: RED)
    patch.draw(surf)
    cells = [(1, 1), (2, 1), (2, 0)]
    patch.tree(surf, (3, 2), "penny")
    down = k > 0.35
    if not down:
        patch.platform(surf, cells, RED)
        pieces.draw_tree_under(surf, patch.rect((1, 1)), "dime")
        pieces.draw_catapult(surf, patch.rect((2, 0)))
        patch.monkey(surf, (1, 1), RED)
        if k > 0.15:
            icon(surf, "demolish", (patch.centre((1, 1))[0], patch.box.y - 30), 60)
    else:
        f = _span(k, 0.35, 0.65)
        patch.tree(surf, (1, 1), "dime")
        pieces.draw_monkey(surf, patch.rect((1, 1)), RED, in_tree=True)
        if f < 1:
            for j, c in enumerate(cells * 2):
                ox, oy = patch.centre(c)
                ang = 2 * math.pi * j / 6
                pieces.draw_board_plank(surf, (ox + math.cos(ang) * 90 * f,
                                               oy + math.sin(ang) * 60 * f + 200 * f * f),
                                        80, 18, ang + 4 * f)
            size = int(patch.s * (1 - 0.7 * f))
            r = pygame.Rect(0, 0, size, size)
            r.center = (int(patch.centre((2, 0))[0]), int(patch.centre((2, 0))[1] + 250 * f * f))
            pieces.draw_catapult(surf, r)
            poof(surf, patch.centre((2, 0)), f, 50)
        else:
            badge(surf, patch.centre((1.5, -0.55)), "no lumber back", BAD, 28)
    # not while another monkey is on it
    p2 = Patch(590, 90, 2, 3, 100, lambda x, y: RED)
    p2.draw(surf)
    p2.platform(surf, [(0, 1), (1, 1)], RED)
    p2.monkey(surf, (0, 1), RED)
    p2.monkey(surf, (1, 1), RED)
    cross(surf, p2.centre((0.5, 0.35)), 26)
    _label(surf, "2 monkeys on it:", (p2.box.centerx, p2.box.bottom + 35), 28, BAD)
    _label(surf, "not allowed", (p2.box.centerx, p2.box.bottom + 70), 28, BAD)
    _label(surf, "The tree under it comes back.", (280, 470), 30)
    _label(surf, "A catapult on it falls and breaks.", (280, 520), 30)


# ---------------------------------------------------------------------------- forts
FORT_A = [(1, 1), (2, 1)]
FORT_B = [(3, 1), (3, 2), (4, 2)]


@picture
def fort_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    k = _phase(t, 10.0)
    patch = Patch(60, 60, 7, 4, 100, lambda x, y: RED if x < 4 else None)
    patch.draw(surf)
    joined = k > 0.2
    cells = FORT_A + (FORT_B if joined else [])
    patch.platform(surf, FORT_A, None)
    if joined:
        patch.platform(surf, FORT_B, None)
    # who holds it: red stands on it, leaves, then blue walks on
    if k < 0.5:
        holder, note = RED, "Red holds this fort"
        patch.monkey(surf, (1, 1), RED)
    elif k < 0.72:
        holder, note = None, "Nobody holds it now"
        patch.monkey(surf, (1, 1 + _span(k, 0.5, 0.6)), RED)
    else:
        holder, note = BLUE, "Blue took it"
        patch.monkey(surf, (1, 2), RED)
        patch.monkey(surf, (5 - _span(k, 0.72, 0.82), 2), BLUE)
    patch.fort_outline(surf, cells, holder)
    if joined and k < 0.4:
        badge(surf, patch.centre((3, 3.15)), "touching: one fort of 5", GOOD, 28)
    badge(surf, (patch.box.centerx, patch.box.bottom + 60), note,
          holder if holder is not None else GREY, 34)
    _label(surf, "Nobody walks onto a fort an opponent holds.",
           (410, patch.box.bottom + 130), 28)


# ---------------------------------------------------------------------------- shooting
SHOOT_FROM = (4, 3)
SHOOT_AT = (7, 0)


@picture
def shoot_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    k = _phase(t, 6.0)
    patch = Patch(140, 20, 9, 7, 62, lambda x, y: RED if y > 2 else BLUE)
    patch.draw(surf)
    # the eight lines a catapult can shoot along
    lines = []
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)):
        x, y = SHOOT_FROM[0] + dx, SHOOT_FROM[1] + dy
        while 0 <= x < patch.cols and 0 <= y < patch.rows:
            lines.append((x, y))
            x, y = x + dx, y + dy
    patch.glow(surf, lines, GLOW, 60 + int(40 * math.sin(t * 4)))
    patch.platform(surf, [(6, 0), SHOOT_AT], BLUE)
    patch.monkey(surf, (6, 0), BLUE)
    patch.platform(surf, [(4, 3), (4, 4)], RED)
    patch.monkey(surf, SHOOT_FROM, RED, riding=True)
    patch.monkey(surf, (1, 6), BLUE)
    # count the squares between
    between = [(5, 2), (6, 1)]
    for i, c in enumerate(between):
        badge(surf, patch.centre(c), str(i + 1), INK, 30)
    f = _span(k, 0.3, 0.6)
    if 0 < f < 1:
        a, b = patch.centre(SHOOT_FROM), patch.centre(SHOOT_AT)
        p = _lerp(a, b, f)
        pieces.draw_breadfruit(surf, (p[0], p[1] - 60 * math.sin(f * math.pi)), 16, f * 9)
    elif f >= 1 and k < 0.8:
        poof(surf, patch.centre(SHOOT_AT), _span(k, 0.6, 0.8), 36)
    mod = distance_modifier(len(between), True)
    _label(surf, f"{len(between)} squares between, from a platform: {mod}",
           (410, patch.box.bottom + 45), 30)
    _label(surf, "rows, columns and diagonals", (410, patch.box.bottom + 90), 28, GREY)


def range_rows() -> list[tuple[str, bool, list[int | None]]]:
    """The distance table: for 0-6 squares between, the modifier from a platform
    and from the ground (None: out of range)."""
    out = []
    for label, high in (("from a platform", True), ("from the ground", False)):
        mods: list[int | None] = []
        for between in range(OUT_OF_RANGE + 1):
            m = distance_modifier(between, high)
            mods.append(m if in_range(m) else None)
        out.append((label, high, mods))
    return out


@picture
def range_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    rows = range_rows()
    cols = len(rows[0][2])
    lit = int(t / 1.0) % cols
    x0, cw = 262, 76
    _label(surf, "squares between", (x0 + cols * cw // 2, 40), 30, GREY)
    for i in range(cols):
        cx = x0 + i * cw + cw // 2
        if i == lit:
            _veil(surf, pygame.Rect(cx - cw // 2 + 3, 70, cw - 6, 350), (*GLOW, 150), radius=12)
        _label(surf, str(i), (cx, 100), 38)
    for r, (label, high, mods) in enumerate(rows):
        y = 200 + r * 150
        patch = Patch(20, y - 50, 1, 1, 100, lambda x, yy: None)
        if high:
            patch.platform(surf, [(0, 0)], RED)
        else:
            patch.draw(surf)
        patch.monkey(surf, (0, 0), RED, riding=True)
        words = label.split(" ", 2)
        _label(surf, " ".join(words[:2]), (135, y - 16), 28, anchor="midleft")
        _label(surf, words[2], (135, y + 16), 28, anchor="midleft")
        for i, m in enumerate(mods):
            cx = x0 + i * cw + cw // 2
            if m is None:
                cross(surf, (cx, y), 22)
            else:
                pygame.draw.circle(surf, INK, (cx, y), 28)
                pygame.draw.circle(surf, WHITE, (cx, y), 25)
                _label(surf, str(m), (cx, y), 34)
    _label(surf, f"{OUT_OF_RANGE} or more: too far", (410, 500), 32, BAD)
    _label(surf, "Never less than 1, even right next to it.", (410, 550), 28)


def hit_grid() -> list[list[bool]]:
    """[modifier 1-5][roll 1-6]: does the shot hit the platform? (shots.platform_hit)"""
    return [[platform_hit(roll, m) for roll in range(1, 7)] for m in range(1, OUT_OF_RANGE)]


def smash_grid() -> list[list[bool]]:
    """[sturdiness 1-6][damage 1-6]: is the platform destroyed? (shots.platform_destroyed)"""
    return [[platform_destroyed(d, s) for d in range(1, 7)] for s in range(1, 7)]


ATTACK_EXAMPLES = [(2, 4, 3, 5), (3, 3, 2, 6), (1, 5, 4, 4)]   # modifier, roll, sturdiness, damage


HIT_TABLE_AT = (40, 90)            # top-left corners of the two tables on the canvas
SMASH_TABLE_AT = (445, 90)
TABLE_CELL = 48


def table_cell(x: int, y: int, i: int, j: int, cell: int = TABLE_CELL) -> pygame.Rect:
    """The box of row i (from 0), column j (die roll j + 1) of a table drawn at (x, y)."""
    return pygame.Rect(x + cell + j * cell + 2, y + cell + i * cell + 2, cell - 4, cell - 4)


def _table(surf: pygame.Surface, x: int, y: int, grid: list[list[bool]], rows_label: str,
           cols_label: str, lit: tuple[int, int] | None, cell: int = TABLE_CELL,
           last_plus: bool = False) -> None:
    """A yes/no table: rows numbered from 1 down the left, columns 1-6 (die rolls)."""
    # axis captions: the numbers in the table are what a player reads off
    _label(surf, cols_label, (x + cell + 3 * cell, y - 14), 24, GREY, role="secondary")
    _label(surf, rows_label, (x + cell // 2, y - 14), 24, GREY, role="secondary")
    for j in range(6):
        _label(surf, str(j + 1), (x + cell + j * cell + cell // 2, y + cell // 2), 28)
    for i, row in enumerate(grid):
        yy = y + cell + i * cell
        name = f"{i + 1}+" if last_plus and i == len(grid) - 1 else str(i + 1)
        _label(surf, name, (x + cell // 2, yy + cell // 2), 28)
        for j, ok in enumerate(row):
            r = table_cell(x, y, i, j, cell)
            pygame.draw.rect(surf, GOOD if ok else (222, 180, 170), r, border_radius=6)
            if lit == (i, j):
                pygame.draw.rect(surf, INK, r.inflate(8, 8), 6, border_radius=8)


@picture
def attack_table_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    period = 5.0
    ex = int(t / period) % len(ATTACK_EXAMPLES)
    k = _phase(t, period)
    mod, roll, sturdy, dmg = ATTACK_EXAMPLES[ex]
    hit = platform_hit(roll, mod)
    smash = platform_destroyed(dmg, sturdy)
    _label(surf, "1. Does it hit?", (200, 28), 32)
    _table(surf, *HIT_TABLE_AT, hit_grid(), "distance", "roll",
           (mod - 1, roll - 1) if k > 0.2 else None)
    _label(surf, "2. Does it break?", (620, 28), 32)
    _table(surf, *SMASH_TABLE_AT, smash_grid(), "sturdy", "damage roll",
           (sturdy - 1, dmg - 1) if k > 0.55 and hit else None, last_plus=True)
    y = 500
    rolling_die(surf, (70, y + 40), 70, roll, _span(k, 0.05, 0.2), t)
    if k > 0.2:
        _label(surf, f"{roll} - {mod} = {roll - mod}", (125, y + 20), 32, anchor="midleft")
        _label(surf, "hit!" if hit else "miss", (125, y + 62), 32, GOOD if hit else BAD,
               anchor="midleft")
    if hit and k > 0.4:
        rolling_die(surf, (490, y + 40), 70, dmg, _span(k, 0.4, 0.55), t)
    if hit and k > 0.55:
        _label(surf, f"{dmg} - {sturdy} = {dmg - sturdy}", (545, y + 20), 32, anchor="midleft")
        _label(surf, "smashed!" if smash else "it holds", (545, y + 62), 32,
               GOOD if smash else BAD, anchor="midleft")


def monkey_shot(roll: int, riding: bool) -> str:
    """What a roll does to a monkey outside a fort: "missed", "catapult" (only the
    catapult breaks) or "monkey" (the monkey is gone, with its catapult)."""
    if roll >= MONKEY_HIT:
        return "monkey"
    if riding and roll >= CATAPULT_HIT:
        return "catapult"
    return "missed"


@picture
def monkey_shot_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    k = _phase(t, 6.0)
    lit = int(k * 6)
    cw = 100
    x0 = 190
    for j in range(6):
        cx = x0 + j * cw + cw // 2
        if j == lit:
            _veil(surf, pygame.Rect(cx - cw // 2 + 4, 20, cw - 8, 390), (*GLOW, 140), radius=12)
        die(surf, (cx, 70), 62, j + 1)
    for r, riding in enumerate((False, True)):
        y = 190 + r * 150
        pieces.draw_monkey(surf, pygame.Rect(20, y - 60, 120, 120), BLUE, riding=riding)
        _label(surf, "in a catapult" if riding else "on foot", (80, y + 72), 24, GREY,
               role="secondary")
        for j in range(6):
            cx = x0 + j * cw + cw // 2
            what = monkey_shot(j + 1, riding)
            r2 = pygame.Rect(0, 0, 76, 76)
            r2.center = (cx, y)
            if what == "missed":
                pygame.draw.circle(surf, (210, 200, 180), (cx, y), 18)
            elif what == "catapult":
                pieces.draw_catapult(surf, r2)
                cross(surf, (cx + 26, y - 26), 15)
            else:
                pieces.draw_monkey(surf, r2, BLUE, riding=riding)
                cross(surf, (cx + 26, y - 26), 15)
    # a monkey on a platform is safe from shots
    patch = Patch(60, 470, 2, 1, 100, lambda x, y: BLUE)
    patch.platform(surf, [(0, 0), (1, 0)], BLUE)
    patch.monkey(surf, (0, 0), BLUE)
    patch.monkey(surf, (1, 0), BLUE, riding=True)
    _label(surf, "On a platform: safe.", (300, 500), 30, anchor="midleft")
    _label(surf, "Aim at the platform instead.", (300, 540), 28, GREY, anchor="midleft")


@picture
def brace_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    k = _phase(t, 7.0)
    patch = Patch(160, 60, 5, 3, 100, lambda x, y: BLUE if x > 1 else RED)
    patch.draw(surf)
    cells = [(2, 1), (3, 1), (4, 1)]
    patch.platform(surf, cells, BLUE)
    patch.fort_outline(surf, cells, BLUE, count=False)
    patch.monkey(surf, (0, 1), RED, riding=True)
    patch.monkey(surf, (3, 1), BLUE)
    patch.monkey(surf, (4, 1), BLUE)
    braced = 0 if k < 0.2 else (1 if k < 0.4 else 2)
    for c in [(3, 1), (4, 1)][:braced]:
        r = patch.rect(c)
        icon(surf, "brace", (r.centerx, r.y - 34), 46)
    sturdy = len(cells) + braced
    _label(surf, f"{len(cells)} squares + {braced} bracing = sturdiness {sturdy}",
           (410, patch.box.bottom + 60), 32)
    if k > 0.6:
        f = _span(k, 0.6, 0.85)
        a, b = patch.centre((0, 1)), patch.centre((2, 1))
        p = _lerp(a, b, f)
        if f < 1:
            pieces.draw_breadfruit(surf, (p[0], p[1] - 80 * math.sin(f * math.pi)), 18, f * 8)
        else:
            badge(surf, patch.centre((3, 2.5)), "it holds!", GOOD, 30)
    icon(surf, "brace", (100, patch.box.bottom + 150), 70)
    _label(surf, "Each monkey braces once a turn.", (170, patch.box.bottom + 130), 28,
           anchor="midleft")
    _label(surf, "An empty platform can't be braced.", (170, patch.box.bottom + 172), 28,
           GREY, anchor="midleft")


@picture
def crash_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    k = _phase(t, 7.0)
    patch = Patch(60, 90, 7, 4, 100, lambda x, y: BLUE if x > 1 else RED)
    patch.draw(surf)
    cells = [(3, 1), (4, 1), (4, 0)]
    coins = {(3, 1): "nickel", (4, 0): "penny"}
    patch.monkey(surf, (0, 3), RED, riding=True)
    hit = _span(k, 0.0, 0.2)
    if 0 < hit < 1:
        a, b = patch.centre((0, 3)), patch.centre((4, 1))
        p = _lerp(a, b, hit)
        pieces.draw_breadfruit(surf, (p[0], p[1] - 160 * math.sin(hit * math.pi)), 18, hit * 9)
    f = _span(k, 0.2, 0.55)
    if f <= 0:
        patch.platform(surf, cells, BLUE)
        patch.monkey(surf, (3, 1), BLUE)
        patch.monkey(surf, (4, 0), BLUE, riding=True)
    else:
        for c, coin in coins.items():
            patch.tree(surf, c, coin)
        if f < 1:
            for j, c in enumerate(cells * 2):
                ox, oy = patch.centre(c)
                ang = 2 * math.pi * j / 6 + 0.3
                pieces.draw_board_plank(surf, (ox + math.cos(ang) * 110 * f,
                                               oy + math.sin(ang) * 60 * f + 260 * f * f),
                                        84, 20, ang + 5 * f)
            for c, riding in (((3, 1), False), ((4, 0), True)):
                ox, oy = patch.centre(c)
                size = int(patch.s * (1 - 0.6 * f))
                r = pygame.Rect(0, 0, size, size)
                r.center = (int(ox), int(oy + 300 * f * f))
                pieces.draw_monkey(surf, r, BLUE, riding=riding)
            poof(surf, patch.centre((4, 1)), f, 60)
        else:
            badge(surf, patch.centre((4, 2.6)), "the trees are back", GOOD, 28)
    if 0.18 < k < 0.6:
        _label(surf, "CRASH!", (patch.centre((4, 0))[0], 45), 54, BAD)
    _label(surf, "Monkeys and catapults on it are lost.", (410, patch.box.bottom + 60), 30)


@picture
def out_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    k = _phase(t, 7.0)
    # Yellow's last monkey, out on the grass, is shot with a 6
    patch = Patch(60, 40, 7, 2, 100, lambda x, y: RED if x < 2 else YELLOW)
    patch.draw(surf)
    patch.monkey(surf, (0, 1), RED, riding=True)
    gone = k > 0.4
    f = _span(k, 0.15, 0.4)
    if 0 < f < 1:
        a, b = patch.centre((0, 1)), patch.centre((5, 1))
        p = _lerp(a, b, f)
        pieces.draw_breadfruit(surf, (p[0], p[1] - 120 * math.sin(f * math.pi)), 18, f * 8)
    if not gone:
        patch.monkey(surf, (5, 1), YELLOW)
    poof(surf, patch.centre((5, 1)), _span(k, 0.4, 0.65), 60)
    rolling_die(surf, (patch.centre((2, 0))[0], patch.centre((2, 0))[1]), 66, MONKEY_HIT,
                _span(k, 0.0, 0.15), t)
    # the tray: no monkeys left
    for i in range(MONKEYS):
        r = pygame.Rect(220 + i * 100, 290, 90, 90)
        pygame.draw.circle(surf, GREY, r.center, 34, 4)
        if i == 0 and not gone:
            pieces.draw_monkey(surf, r, YELLOW)
    _label(surf, "Yellow's monkeys", (410, 405), 28, GREY)
    if gone:
        badge(surf, (410, 465), "Yellow is out of the game", (120, 110, 100), 34)
    icon(surf, "recruit", (110, 575), 64)
    _label(surf, "Still have one? A new monkey costs a turn.", (175, 575), 28,
           anchor="midleft")


# ---------------------------------------------------------------------------- the end
@picture
def end_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    k = _phase(t, 9.0)
    which = int(k * 3)
    boxes = [pygame.Rect(20 + i * 265, 30, 250, 300) for i in range(3)]
    for i, box in enumerate(boxes):
        pygame.draw.rect(surf, (250, 244, 226), box, border_radius=18)
        pygame.draw.rect(surf, GLOW if i == which else (190, 175, 150), box,
                         8 if i == which else 3, border_radius=18)
    # 1: no trees left standing
    b = boxes[0]
    for j, coin in enumerate(COINS):
        r = pygame.Rect(b.x + 20 + (j % 2) * 110, b.y + 20 + (j // 2) * 110, 100, 100)
        pieces.draw_stump(surf, r)
        pieces.draw_tree(surf, r, coin) if which != 0 else None
    _label(surf, "no trees left", (b.centerx, b.bottom - 40), 28)
    # 2: one player left
    b = boxes[1]
    pieces.draw_monkey(surf, pygame.Rect(b.centerx - 60, b.y + 60, 120, 120), RED)
    crown(surf, (b.centerx, b.y + 50), 28, k)
    _label(surf, "one player left", (b.centerx, b.bottom - 40), 28)
    # 3: ten quiet rounds
    b = boxes[2]
    n = 1 + int(_span(k, 0.67, 0.95) * (STALL_ROUNDS - 1)) if which == 2 else STALL_ROUNDS
    _label(surf, str(n), (b.centerx, b.y + 120), 90)
    _label(surf, "quiet rounds", (b.centerx, b.bottom - 40), 28)
    # the score
    _label(surf, "Most fort squares wins:", (410, 390), 32)
    for i, (col, name, score) in enumerate(((RED, "Red", 7), (BLUE, "Blue", 4),
                                            (GREEN_SEAT, "Green", 4))):
        x = 160 + i * 250
        badge(surf, (x, 470), f"{name}: {score}", col, 34)
        if i == 0:
            crown(surf, (x, 420), 22, k)
    _label(surf, "A tie shares the win.", (410, 560), 28, GREY)


# ---------------------------------------------------------------------------- options
@picture
def options_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    k = _phase(t, 6.0)
    _label(surf, "Trees per player", (410, 30), 32)
    lit = int(t / 1.5) % len(PILES)
    for i, n in enumerate(PILES):
        x = 40 + i * 190
        box = pygame.Rect(x, 60, 170, 160)
        pygame.draw.rect(surf, (250, 244, 226), box, border_radius=14)
        pygame.draw.rect(surf, GLOW if i == lit else (190, 175, 150), box,
                         7 if i == lit else 3, border_radius=14)
        per = n // len(COINS)
        for j, coin in enumerate(COINS):
            for q in range(per):
                r = pygame.Rect(box.x + 8 + j * 40, box.y + 10 + q * 22, 36, 36)
                pieces.draw_tree(surf, r, coin)
        _label(surf, str(n), (box.centerx, box.bottom - 26), 34)
    _label(surf, "Placing the trees", (410, 270), 32)
    words = OPTION_LABELS["placement"]
    for i, how in enumerate(PLACEMENTS):
        x = 140 + i * 270
        if how == "dealt":
            _dealt(surf, x, k)
        else:
            patch = Patch(x - 75, 310, 3, 3, 50, functools.partial(_plain, (RED, BLUE)[i]))
            patch.draw(surf)
        if how == "random":
            for j, c in enumerate([(0, 0), (2, 1), (1, 2)]):
                f = _span(k, 0.1 * j, 0.1 * j + 0.3)
                if f > 0:
                    pieces.draw_tree(surf, patch.rect(c).move(0, int(-120 * (1 - f))),
                                     COINS[j + 1])
        elif how == "strategic":
            placed = [(0, 1), (1, 1), (2, 1)][: 1 + int(k * 3)]
            for j, c in enumerate(placed):
                pieces.draw_tree(surf, patch.rect(c), COINS[j])
            hand = image("ui/touch", (56, 56))
            hx, hy = patch.centre(placed[-1])
            surf.blit(hand, (int(hx) - 12, int(hy) - 2))
        _label(surf, words[how], (x, 490), 26, role="secondary")
    _label(surf, f"Then everyone puts {MONKEYS} monkeys on their grid.", (410, 560), 28)


def _dealt(surf: pygame.Surface, x: int, k: float) -> None:
    """Two grids trading places: the grids are dealt out after the trees fall."""
    f = _span(k, 0.3, 0.7)
    spots = [(x - 70, 330), (x + 10, 390)]
    for g, (col, trees) in enumerate(((GREEN_SEAT, [(0, 0), (1, 1)]), (YELLOW, [(1, 0)]))):
        a, b = spots[g], spots[1 - g]
        px, py = _lerp(a, b, f)
        py -= 40 * math.sin(f * math.pi) * (1 if g == 0 else -1)
        patch = Patch(int(px), int(py), 2, 2, 30, functools.partial(_plain, col))
        patch.draw(surf)
        for c in trees:
            patch.tree(surf, c, "dime")


# ---------------------------------------------------------------------------- controls
@picture
def controls_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    k = _phase(t, 6.0)
    # mouse and touch: tap a monkey, tap a square, tap a picture button
    _label(surf, "Tap or click", (60, 30), 32, anchor="midleft")
    patch = Patch(60, 70, 4, 2, 70, lambda x, y: RED)
    patch.draw(surf)
    step = int(k * 3)
    patch.monkey(surf, (0, 0) if step < 2 else (2, 0), RED)
    if step == 1:
        patch.glow(surf, [(1, 0), (2, 0), (0, 1), (1, 1)], GLOW, 90)
    buttons = {"cut": (470, 105), "platform": (570, 105), "done": (670, 105)}
    tap_at = [patch.centre((0, 0)), patch.centre((2, 0)), buttons["platform"]][step]
    for kind, c in buttons.items():
        icon(surf, kind, c, 64)
    hand = image("ui/touch", (64, 64))
    ring = int(10 + 18 * (k * 3 % 1))
    pygame.draw.circle(surf, GLOW, (int(tap_at[0]), int(tap_at[1])), ring, 5)
    surf.blit(hand, (int(tap_at[0]) - 14, int(tap_at[1]) - 4))
    for i, words in enumerate(("1 monkey", "2 square", "3 button")):
        _label(surf, words, (120 + i * 250, 250), 28, INK if i == step else GREY)
    # keyboard
    y = 350
    _label(surf, "Keys", (60, y), 32, anchor="midleft")
    surf.blit(image("ui/key_arrows", (96, 64)), (170, y - 32))
    _label(surf, "move", (218, y + 54), 28)
    for x, cap, words in ((350, "Enter", "pick"), (450, "Tab", "turn"), (540, "E", "flip"),
                          (630, "Q", "piece"), (730, "Esc", "back")):
        key_cap(surf, (x, y), cap, 56)
        _label(surf, words, (x, y + 54), 28)
    # gamepad
    y = 520
    _label(surf, "Pad", (60, y), 32, anchor="midleft")
    pad_button(surf, (218, y), "pad_dpad", 70)
    _label(surf, "move", (218, y + 57), 28)
    for i, (x, name, words) in enumerate(((350, "pad_a", "pick"), (450, "pad_x", "turn"),
                                          (540, "RB", "flip"), (630, "LB", "piece"),
                                          (730, "pad_b", "back"))):
        pulse = 1.0 + 0.12 * math.sin(t * 6) if int(t) % 5 == i else 1.0
        if name.startswith("pad_"):
            pad_button(surf, (x, y), name, int(60 * pulse))
        else:                       # the shoulder buttons have no picture: a cap with their name
            key_cap(surf, (x, y), name, int(56 * pulse))
        _label(surf, words, (x, y + 57), 28)


# ---------------------------------------------------------------------------- the pages
def keep(words: str) -> str:
    """Words that must stay on one line."""
    return words.replace(" ", NB)


PAGES: list[HelpPage] = [
    HelpPage("Treefort Nations",
             "Monkeys cut down trees and build platforms in them. Platforms that touch make a "
             "fort, and a fort belongs to whoever has monkeys standing on it.\n"
             "At the end, count the platform squares in the forts you hold. Most squares "
             "wins!\nCatapults fire breadfruit to knock down other forts.", goal_picture),
    HelpPage("The Great Wood",
             "Every player has a home grid of 8 by 8 squares. Between the grids lies neutral "
             "ground that belongs to nobody.\n"
             "Trees grow all over the grids. Your four monkeys start on your own grid, and "
             "after that they may go anywhere.", board_picture),
    HelpPage("Four sizes of tree",
             "The trees are coins. The bigger the coin, the bigger the tree and the more "
             "lumber it gives when it is cut:\n"
             f"penny {LUMBER['penny']}, nickel {LUMBER['nickel']}, dime {LUMBER['dime']}, "
             f"quarter {LUMBER['quarter']}.\n"
             "The light dots on a tree tell you how much, so you never need to know the "
             "coins.", trees_picture),
    HelpPage("Your turn",
             "Pick two different monkeys, one after the other. Each one may walk and do one "
             "thing: cut, build, knock down or shoot.\n"
             "Walk first or do the thing first, as you like. But a monkey can't walk, do its "
             "thing and then walk some more.\n"
             "You may skip any part of your turn.", turn_picture),
    HelpPage("A new monkey",
             "Fewer than four monkeys? Instead of using any monkey this turn, press New monkey "
             "and spend the whole turn on a new one. Put it on any square of your own grid "
             f"that is not a platform.\n{MONKEYS} is the most monkeys a player can have.",
             pass_picture),
    HelpPage("Walking",
             "Roll the die: your monkey may walk up to that many squares, or fewer, or stay.\n"
             "Only straight across or up and down, never diagonally. Grass, trees and "
             "platforms are all fine.\n"
             "A monkey can't step onto another monkey, or onto a fort an opponent holds.",
             walk_picture),
    HelpPage("Cutting a tree",
             "A monkey in a tree may cut it down. The tree is gone for good, and the monkey "
             "carries its lumber.\n"
             f"A monkey can carry {MAX_LUMBER} lumber at most: anything more drops to the "
             "ground and is lost.\n"
             "You can throw lumber away whenever you like with the bin button.", cut_picture),
    HelpPage("Building a catapult",
             "A monkey with 2 lumber can build a catapult on grass or on a platform, but not "
             "in a tree. The monkey jumps in straight away.\n"
             "Only a monkey sitting in a catapult can shoot.", catapult_picture),
    HelpPage("Riding a catapult",
             "A catapult built on the grass stays on the grass: it can't go into a tree or "
             "onto a platform. One built on a platform stays on that fort.\n"
             "To go further, hop out while walking. The empty catapult stays behind, and "
             "any monkey may climb into it later, also while walking.", ride_picture),
    HelpPage("Building a platform",
             "A monkey in a tree can use its lumber to build a platform: one piece of 1 to 4 "
             "squares, one lumber per square. Turn it and flip it any way you like.\n"
             "It must cover the monkey's own tree, and the monkey ends up on top.\n"
             "Each monkey builds at most one thing a turn.", platform_picture),
    HelpPage("Where platforms can't go",
             "A new platform can't cover another monkey, a catapult or a platform that is "
             "already there.\n"
             "It also can't be built right beside a fort held by another player.\n"
             "And it has to rest on trees that are strong enough: see the next page.",
             no_build_picture),
    HelpPage("What trees can hold",
             "Look at the trees under the new platform.\n"
             "A penny alone holds 1 square, a nickel 2, a dime 3 and a quarter 4.\n"
             "Two trees hold up to 3 squares, and 4 too, unless both are pennies.\n"
             "Three trees or more hold any piece.", support_picture),
    HelpPage("Knocking down a platform",
             "A monkey on a platform may knock it down. The monkey lands on the square below, "
             "and the tree under it grows back.\n"
             "You get no lumber back, and a catapult on that platform breaks.\n"
             "Not allowed while another monkey stands on it.", demolish_picture),
    HelpPage("Forts",
             "Platforms that touch side by side form one fort. Monkeys standing on a fort "
             "hold it for their player.\n"
             "Nobody may walk onto a fort an opponent holds. A fort with no monkeys on it "
             "belongs to nobody: anyone can walk on and take it.", fort_picture),
    HelpPage("Shooting",
             "A monkey in a catapult can shoot a breadfruit along a row, a column or a "
             "diagonal.\n"
             "Targets: another player's fort, a platform nobody holds, or another player's "
             "monkey standing anywhere but on a platform. Empty catapults and your own forts "
             "are safe.\n"
             "Count the squares between you and the target.", shoot_picture),
    HelpPage("How far?",
             "The squares between give the shot's distance number: the bigger, the harder.\n"
             "From the ground you can't see so well: the number is doubled.\n"
             f"It is always at least 1. At {OUT_OF_RANGE} or more the target is too far "
             "away.", range_picture),
    HelpPage("Shooting a platform",
             "Roll the die and take away the distance number. More than 0? A hit!\n"
             "Then roll again for the damage and take away the platform's sturdiness: one for "
             "each of its squares and each monkey bracing it. More than 0? The platform is "
             "smashed.\n"
             "Green squares in the table are good for the shooter.", attack_table_picture),
    HelpPage("Shooting a monkey",
             f"A monkey that is not on a platform is only hit by a {MONKEY_HIT}: it is out of "
             "the game.\n"
             f"A monkey in a catapult is a bigger target: a {CATAPULT_HIT} breaks the "
             f"catapult (the monkey is fine), a {MONKEY_HIT} takes both.\n"
             "Check the range first: the distance number only has to be less than "
             f"{OUT_OF_RANGE}.", monkey_shot_picture),
    HelpPage("Bracing",
             "When your platform is shot at, your monkeys on it can brace it before the dice "
             "roll. Each bracing monkey adds 1 to its sturdiness.\n"
             "Brace: all of them brace (tap some first to brace with only those). "
             "No bracing: none do.\n"
             "A monkey braces only once in each player's turn. A platform with nobody on it "
             "can't be braced.", brace_picture),
    HelpPage("Crash!",
             "A smashed platform is gone. Every monkey and catapult on it falls and is out of "
             "the game.\n"
             "The trees under it stand again, ready to be cut or built on.", crash_picture),
    HelpPage("Running out of monkeys",
             "A player with no monkeys left is out of the game.\n"
             "So don't wait too long: while you still have one, skip a whole turn to bring "
             f"in a new monkey (up to {MONKEYS}).", out_picture),
    HelpPage("The end",
             "The game ends when every tree is cut or under a platform, when only one player "
             f"has monkeys left (that player wins), or after {STALL_ROUNDS} whole rounds in "
             "which nobody cuts, builds, knocks down or shoots.\n"
             "Then count: whoever holds the most fort squares wins.", end_picture),
    HelpPage("Before you start",
             f"Trees per player: {', '.join(str(n) for n in PILES[:-1])} or {PILES[-1]}, "
             "the same number of each size. The neutral ground gets as many.\n"
             "Placing the trees: at random; each player places their own; or at random and "
             "then the grids are handed out at random.", options_picture),
    HelpPage("How to play it",
             "Tap a monkey, tap a glowing square to walk, then tap a picture button to act.\n"
             "Keys: arrows to move, Enter to pick, Tab turns a platform, E flips it, Q picks "
             "another piece, Esc goes back.\n"
             "Pad: stick or d-pad to move, A to pick, X turns, RB flips, LB picks another "
             "piece, B goes back (or hops to the buttons).",
             controls_picture),
]
