"""Treefort Nations' pieces, drawn in code: trees, monkeys, catapults,
platforms, breadfruit, loose planks, dice and the big action icons.

Every drawer is pure: it paints into the rectangle it is given and changes
nothing else (the only state is the sprite caches). Small pieces are laid out
on a 100 x 100 unit square, drawn three times too big and shrunk, so their
edges are smooth, and cached by (kind, size, colours): a full board of about
a hundred pieces is a hundred blits a frame.

Reading from the sofa: pieces read by shape first and colour second. A tree's
size grows with its coin (a penny is a sapling, a quarter a big tree) and it
carries 1-4 light pips, the lumber it gives. A monkey is a sticker in its
seat's colour with a white rim, so it stands out even on its own grid's
tinted grass; riding, it sits on a wheeled catapult with the throwing arm up
behind it. Platforms are planks with a frame, joined where squares touch; the
frame carries the colour of whoever holds the fort.
"""
from __future__ import annotations

import functools
import itertools
import math
from collections.abc import Callable, Iterable, Sequence

import pygame

from game.core.seats import SEAT_SHAPES
from game.ui.assets import font
from game.ui.badges import draw_shape
from game.ui.motion import mix as _mix

Colour = tuple[int, int, int]

COINS = ("penny", "nickel", "dime", "quarter")
TREE_PIPS = {"penny": 1, "nickel": 2, "dime": 3, "quarter": 4}
TREE_SCALE = {"penny": 0.50, "nickel": 0.66, "dime": 0.82, "quarter": 1.0}
ICONS = ("walk", "cut", "catapult", "platform", "demolish", "attack", "brace", "recruit",
         "done", "rotate", "flip", "ditch")

SS = 3                                   # supersampling of the cached sprites
IN_TREE = 0.64                           # a monkey in a tree square: its share of the square
INK: Colour = (46, 30, 20)               # outlines
WHITE: Colour = (255, 255, 255)
CREAM: Colour = (255, 244, 206)
FACE: Colour = (246, 214, 170)           # a monkey's face and belly
FUR_DARK: Colour = (110, 70, 40)         # a neutral monkey (the recruit icon)
LEAF: Colour = (62, 150, 62)
LEAF_DARK: Colour = (30, 96, 40)
LEAF_LIGHT: Colour = (120, 196, 92)
BARK: Colour = (120, 78, 42)
WOOD: Colour = (214, 162, 98)
WOOD_ALT: Colour = (198, 146, 84)
WOOD_DARK: Colour = (124, 80, 40)
WOOD_EDGE: Colour = (86, 54, 26)
FRUIT: Colour = (146, 192, 64)
FRUIT_DARK: Colour = (82, 128, 36)
METAL: Colour = (206, 212, 222)
GOOD: Colour = (56, 170, 80)
BAD: Colour = (214, 60, 52)


def _rgb(c: Sequence[int] | None) -> Colour | None:
    return None if c is None else (int(c[0]), int(c[1]), int(c[2]))


# ---------------------------------------------------------------------------- drawing kit
class _Pen:
    """Draws on a square surface in units of 1/100 of its side."""

    def __init__(self, surf: pygame.Surface):
        self.surf = surf
        self.u = surf.get_width() / 100.0

    def p(self, x: float, y: float) -> tuple[int, int]:
        return round(x * self.u), round(y * self.u)

    def w(self, width: float) -> int:
        return max(1, round(width * self.u))

    def circle(self, col: Sequence[int], x: float, y: float, r: float, width: float = 0) -> None:
        pygame.draw.circle(self.surf, col, self.p(x, y), max(1, round(r * self.u)),
                           self.w(width) if width else 0)

    def ellipse(self, col: Sequence[int], x: float, y: float, w: float, h: float,
                width: float = 0) -> None:
        r = pygame.Rect(0, 0, max(1, round(w * self.u)), max(1, round(h * self.u)))
        r.center = self.p(x, y)
        pygame.draw.ellipse(self.surf, col, r, self.w(width) if width else 0)

    def poly(self, col: Sequence[int], pts: Iterable[tuple[float, float]], width: float = 0) -> None:
        pygame.draw.polygon(self.surf, col, [self.p(*q) for q in pts],
                            self.w(width) if width else 0)

    def line(self, col: Sequence[int], a: tuple[float, float], b: tuple[float, float],
             width: float) -> None:
        pygame.draw.line(self.surf, col, self.p(*a), self.p(*b), self.w(width))
        r = width * self.u / 2
        if r >= 2:                                    # round caps
            pygame.draw.circle(self.surf, col, self.p(*a), round(r))
            pygame.draw.circle(self.surf, col, self.p(*b), round(r))

    def lines(self, col: Sequence[int], pts: Sequence[tuple[float, float]], width: float) -> None:
        for a, b in itertools.pairwise(pts):
            self.line(col, a, b, width)

    def rect(self, col: Sequence[int], x: float, y: float, w: float, h: float,
             width: float = 0, radius: float = 0) -> None:
        r = pygame.Rect(round(x * self.u), round(y * self.u), max(1, round(w * self.u)),
                        max(1, round(h * self.u)))
        pygame.draw.rect(self.surf, col, r, self.w(width) if width else 0,
                         border_radius=round(radius * self.u) if radius else -1)

    def arc(self, col: Sequence[int], x: float, y: float, r: float, a0: float, a1: float,
            width: float) -> None:
        """An arc from a0 to a1 (degrees, counter-clockwise, screen y down), drawn as
        a thick polyline so it has no gaps."""
        n = max(6, int(abs(a1 - a0) / 8))
        pts = [(x + r * math.cos(math.radians(a0 + (a1 - a0) * i / n)),
                y - r * math.sin(math.radians(a0 + (a1 - a0) * i / n))) for i in range(n + 1)]
        self.lines(col, pts, width)


def _canvas(size: int) -> tuple[pygame.Surface, _Pen]:
    big = pygame.Surface((size * SS, size * SS), pygame.SRCALPHA)
    big.fill((*INK, 0))        # transparent ink: shrinking leaves dark, not black, fringes
    return big, _Pen(big)


def _shrink(big: pygame.Surface, size: int) -> pygame.Surface:
    out = pygame.transform.smoothscale(big, (size, size))
    return out.convert_alpha() if pygame.display.get_surface() else out


def _outlined(src: pygame.Surface, rings: Sequence[tuple[float, Colour]]) -> pygame.Surface:
    """`src` with sticker rims round its silhouette: (width in pixels, colour),
    outermost first."""
    mask = pygame.mask.from_surface(src, 40)
    out = pygame.Surface(src.get_size(), pygame.SRCALPHA)
    out.fill((*INK, 0))
    for width, col in rings:
        sil = mask.to_surface(setcolor=(*col, 255), unsetcolor=(0, 0, 0, 0))
        steps = 16
        for i in range(steps):
            a = 2 * math.pi * i / steps
            out.blit(sil, (round(width * math.cos(a)), round(width * math.sin(a))))
        if width >= 2:
            for i in range(8):
                a = 2 * math.pi * (i + 0.5) / 8
                out.blit(sil, (round(width * 0.55 * math.cos(a)), round(width * 0.55 * math.sin(a))))
    out.blit(src, (0, 0))
    return out


def _fit(rect: pygame.Rect) -> int:
    return max(4, min(rect.w, rect.h))


def _blit_fit(surf: pygame.Surface, img: pygame.Surface, rect: pygame.Rect) -> None:
    """`img` centred on `rect`, never painting outside it."""
    r = img.get_rect(center=rect.center)
    old = surf.get_clip()
    surf.set_clip(rect.clip(old) if old else rect)
    surf.blit(img, r)
    surf.set_clip(old)


def _number(img: pygame.Surface, value: str, centre: tuple[int, int], px: int,
            colour: Colour = INK) -> None:
    """A number drawn at final resolution (crisp, not supersampled)."""
    f = font(max(8, px))
    t = f.render(value, True, colour)
    img.blit(t, t.get_rect(center=centre))


# ---------------------------------------------------------------------------- trees
def _tree_art(pen: _Pen, coin: str, cx: float = 50, bottom: float = 97, k: float | None = None,
              pips: bool = True) -> None:
    k = TREE_SCALE[coin] if k is None else k
    crown_r = 30 * k
    cy = bottom - 100 * k + crown_r + 6 * k
    # the shadow on the ground, the trunk, then the leafy crown
    pen.ellipse((0, 0, 0, 60), cx + 4 * k, bottom - 5 * k, 62 * k, 14 * k)
    tw = max(7.0, 13 * k)
    pen.poly(BARK, [(cx - tw / 2, cy), (cx + tw / 2, cy), (cx + tw * 0.7, bottom - 5 * k),
                    (cx - tw * 0.7, bottom - 5 * k)])
    pen.poly(INK, [(cx - tw / 2, cy), (cx + tw / 2, cy), (cx + tw * 0.7, bottom - 5 * k),
                   (cx - tw * 0.7, bottom - 5 * k)], 2.2)
    lumps = [(-0.62, 0.22, 0.55), (0.62, 0.22, 0.55), (-0.38, -0.45, 0.56), (0.38, -0.45, 0.56),
             (0, 0.36, 0.6), (0, -0.1, 0.78)]
    for dx, dy, rr in lumps:        # the outline first, all round
        pen.circle(INK, cx + dx * crown_r, cy + dy * crown_r, rr * crown_r + 2.6)
    for dx, dy, rr in lumps:
        pen.circle(LEAF, cx + dx * crown_r, cy + dy * crown_r, rr * crown_r)
    pen.circle(LEAF_LIGHT, cx - 0.35 * crown_r, cy - 0.5 * crown_r, 0.3 * crown_r)
    pen.circle(LEAF, cx - 0.22 * crown_r, cy - 0.36 * crown_r, 0.3 * crown_r)
    if pips:
        _tree_pips(pen, TREE_PIPS[coin], cx, cy + 0.05 * crown_r)


PIP_AT = {1: [(0, 0)], 2: [(-1, 1), (1, -1)], 3: [(-1, 1), (0, 0), (1, -1)],
          4: [(-1, -1), (1, -1), (-1, 1), (1, 1)]}


def _tree_pips(pen: _Pen, n: int, cx: float, cy: float, r: float = 7.0,
               step: float = 11.0) -> None:
    """1-4 cream pips, laid out like a die's, with dark rims."""
    for dx, dy in PIP_AT[n]:
        pen.circle(INK, cx + dx * step, cy + dy * step, r + 2.2)
        pen.circle(CREAM, cx + dx * step, cy + dy * step, r)


@functools.lru_cache(maxsize=64)
def tree_sprite(coin: str, size: int) -> pygame.Surface:
    """A tree `size` pixels square (see draw_tree)."""
    if coin not in TREE_PIPS:
        raise ValueError(f"no tree is a {coin!r}")
    big, pen = _canvas(size)
    _tree_art(pen, coin)
    return _shrink(big, size)


def draw_tree(surf: pygame.Surface, rect: pygame.Rect, coin: str) -> None:
    """A tree standing in its square: a penny is a little sapling, a quarter a
    big tree filling the square; the light pips on the crown (1-4) are the
    lumber it gives when cut."""
    _blit_fit(surf, tree_sprite(coin, _fit(rect)), rect)


@functools.lru_cache(maxsize=64)
def _under_sprite(coin: str, size: int) -> pygame.Surface:
    big, pen = _canvas(size)
    pen.circle(INK, 22, 22, 21)
    pen.circle(LEAF_DARK, 22, 22, 18.5)
    pen.circle(LEAF, 20, 20, 14)
    _tree_pips(pen, TREE_PIPS[coin], 22, 22, r=3.6, step=6.5)
    return _shrink(big, size)


def draw_tree_under(surf: pygame.Surface, rect: pygame.Rect, coin: str) -> None:
    """A small leafy mark in the top-left corner of a platform square: the coin
    (tree) under the platform, with its pips. Under a platform a tree is not a
    tree, but it holds the platform up and comes back when the platform goes."""
    _blit_fit(surf, _under_sprite(coin, _fit(rect)), rect)


@functools.lru_cache(maxsize=16)
def _stump_sprite(size: int) -> pygame.Surface:
    big, pen = _canvas(size)
    pen.ellipse(BARK, 50, 62, 34, 20)
    pen.rect(BARK, 33, 52, 34, 10)
    pen.ellipse((190, 150, 100), 50, 52, 34, 18)
    pen.ellipse(BARK, 50, 52, 20, 10, 1.5)
    pen.ellipse(INK, 50, 52, 34, 18, 2)
    out = _shrink(big, size)
    out.set_alpha(110)
    return out


def draw_stump(surf: pygame.Surface, rect: pygame.Rect) -> None:
    """A faint stump where a tree was cut (only a reminder: the square is ground)."""
    _blit_fit(surf, _stump_sprite(_fit(rect)), rect)


# ---------------------------------------------------------------------------- monkeys
def _monkey_art(pen: _Pen, fur: Colour, cx: float = 50, cy: float = 50, k: float = 1.0,
                arm_up: bool = False) -> None:
    """A sitting monkey facing us, about 90 x 90 units at k = 1, centred on (cx, cy)."""
    def P(x: float, y: float) -> tuple[float, float]:
        return cx + (x - 50) * k, cy + (y - 50) * k

    dark = _mix(fur, INK, 0.45)
    ol = 2.6
    # tail: a curl out to the right, behind the body
    tail = [P(64, 80), P(80, 82), P(92, 72), P(92, 58), P(84, 52), P(78, 58)]
    pen.lines(INK, tail, (8 + 2 * ol) * k)
    pen.lines(fur, tail, 8 * k)
    # body and belly
    pen.ellipse(INK, *P(50, 72), (48 + 2 * ol) * k, (40 + 2 * ol) * k)
    pen.ellipse(fur, *P(50, 72), 48 * k, 40 * k)
    pen.ellipse(FACE, *P(50, 76), 26 * k, 24 * k)
    # feet
    for fx in (36, 64):
        pen.ellipse(INK, *P(fx, 91), (16 + 2 * ol) * k, (9 + 2 * ol) * k)
        pen.ellipse(FACE, *P(fx, 91), 16 * k, 9 * k)
    # arms (one up and waving when arm_up)
    if arm_up:
        pen.line(INK, P(70, 64), P(86, 36), (9 + 2 * ol) * k)
        pen.line(fur, P(70, 64), P(86, 36), 9 * k)
        pen.circle(INK, *P(86, 34), (6 + ol) * k)
        pen.circle(FACE, *P(86, 34), 6 * k)
    # ears, head, face
    for ex in (24, 76):
        pen.circle(INK, *P(ex, 34), (12 + ol) * k)
        pen.circle(fur, *P(ex, 34), 12 * k)
        pen.circle(FACE, *P(ex, 34), 6.5 * k)
    pen.circle(INK, *P(50, 36), (26 + ol) * k)
    pen.circle(fur, *P(50, 36), 26 * k)
    pen.circle(dark, *P(50, 16), 6 * k)              # a tuft of hair
    pen.circle(fur, *P(50, 19), 6 * k)
    for fx in (42, 58):
        pen.circle(FACE, *P(fx, 35), 11 * k)
    pen.ellipse(FACE, *P(50, 47), 36 * k, 22 * k)
    for fx in (42, 58):                               # eyes with a glint
        pen.circle(INK, *P(fx, 35), 4.6 * k)
        pen.circle(WHITE, *P(fx + 1.5, 33.5), 1.6 * k)
    pen.arc(INK, *P(50, 44), 8 * k, 200, 340, 2.4 * k)  # smile
    pen.circle(INK, *P(46.5, 43), 1.3 * k)             # nostrils
    pen.circle(INK, *P(53.5, 43), 1.3 * k)


def _catapult_art(pen: _Pen, loaded: bool = True, cx: float = 50, k: float = 1.0,
                  bottom: float = 98) -> None:
    """A catapult from the side: a base on two wheels, an A-frame and the
    throwing arm up to the left with its cup (a breadfruit in it when loaded)."""
    def P(x: float, y: float) -> tuple[float, float]:
        return cx + (x - 50) * k, bottom + (y - 98) * k

    ol = 2.6
    pen.ellipse((0, 0, 0, 60), *P(52, 94), 86 * k, 10 * k)
    # the arm, behind everything: from the pivot up-left to the cup
    pivot, cup = P(60, 62), P(22, 20)
    pen.line(INK, pivot, cup, (9 + 2 * ol) * k)
    pen.line(WOOD_DARK, pivot, cup, 9 * k)
    # the cup
    pen.circle(INK, *cup, (13 + ol) * k)
    pen.circle(WOOD_DARK, *cup, 13 * k)
    pen.circle(_mix(WOOD_DARK, INK, 0.5), *cup, 8.5 * k)
    if loaded:
        _fruit_art(pen, cup[0] + 1 * k, cup[1] - 5 * k, 10 * k)
    # the A-frame under the pivot
    legs = [P(44, 82), P(60, 56), P(76, 82)]
    pen.lines(INK, legs, (8 + 2 * ol) * k)
    pen.lines(WOOD, legs, 8 * k)
    pen.circle(INK, *pivot, 5 * k)
    pen.circle(METAL, *pivot, 3 * k)
    # the base beam
    pen.rect(INK, *P(10 - ol, 76 - ol), (80 + 2 * ol) * k, (12 + 2 * ol) * k, radius=4 * k)
    pen.rect(WOOD, *P(10, 76), 80 * k, 12 * k, radius=3 * k)
    pen.line(WOOD_ALT, P(14, 82), P(86, 82), 2 * k)
    # wheels
    for wx in (24, 76):
        pen.circle(INK, *P(wx, 86), (12 + ol) * k)
        pen.circle(WOOD_DARK, *P(wx, 86), 12 * k)
        pen.circle(WOOD, *P(wx, 86), 7 * k)
        for a in (0, 60, 120):
            dx, dy = 10 * k * math.cos(math.radians(a)), 10 * k * math.sin(math.radians(a))
            c = P(wx, 86)
            pen.line(WOOD_DARK, (c[0] - dx, c[1] - dy), (c[0] + dx, c[1] + dy), 2.2 * k)
        pen.circle(INK, *P(wx, 86), 3 * k)


def _fruit_art(pen: _Pen, x: float, y: float, r: float, angle: float = 0.0) -> None:
    pen.circle(INK, x, y, r + 2.2)
    pen.circle(FRUIT, x, y, r)
    # the bumpy skin: a ring of small darker dimples, turned by `angle`
    if r >= 5:
        for i in range(7):
            a = angle + 2 * math.pi * i / 7
            pen.circle(FRUIT_DARK, x + 0.55 * r * math.cos(a), y + 0.55 * r * math.sin(a),
                       max(0.8, r * 0.16))
        pen.circle(FRUIT_DARK, x, y, max(0.8, r * 0.16))
    pen.circle(_mix(FRUIT, WHITE, 0.55), x - 0.38 * r, y - 0.38 * r, max(0.8, r * 0.2))
    # a stem with a leaf, pointing along `angle` + up
    a = angle - math.pi / 2
    s0 = (x + r * 0.9 * math.cos(a), y + r * 0.9 * math.sin(a))
    s1 = (x + r * 1.35 * math.cos(a), y + r * 1.35 * math.sin(a))
    pen.line(BARK, s0, s1, max(1.0, r * 0.2))
    la = a + 0.9
    leaf = (s1[0] + r * 0.45 * math.cos(la), s1[1] + r * 0.45 * math.sin(la))
    pen.line(LEAF, s1, leaf, max(1.0, r * 0.28))


def _lumber_tag(img: pygame.Surface, lumber: int) -> None:
    """The lumber a monkey carries: a little bundle of planks with its number,
    in the bottom-right corner (drawn on the final-size sprite)."""
    size = img.get_width()
    w, h = max(11, round(size * 0.46)), max(10, round(size * 0.36))
    box = pygame.Rect(size - w, size - h, w, h)
    edge = max(1, size // 30)
    # two planks peeking out behind the tag
    back = box.inflate(-max(2, w // 6), 0).move(-max(1, w // 10), -max(2, h // 4))
    pygame.draw.rect(img, WOOD_EDGE, back, border_radius=max(1, h // 5))
    pygame.draw.rect(img, WOOD_ALT, back.inflate(-2 * edge, -2 * edge), border_radius=max(1, h // 5))
    pygame.draw.rect(img, WOOD_EDGE, box, border_radius=max(2, h // 4))
    pygame.draw.rect(img, WOOD, box.inflate(-2 * edge, -2 * edge), border_radius=max(2, h // 4))
    _number(img, str(lumber), (box.centerx, box.centery + max(0, h // 14)), round(h * 0.95))


def _shape_badge(img: pygame.Surface, shape: str) -> None:
    """The seat's shape (colour-blind help) on a white tile, top-left."""
    badge = _badge_sprite(img.get_width(), shape)
    img.blit(badge, (0, 0))


@functools.lru_cache(maxsize=64)
def _badge_sprite(size: int, shape: str) -> pygame.Surface:
    side = max(12, round(size * 0.4))
    out = pygame.Surface((side, side), pygame.SRCALPHA)
    box = out.get_rect()
    pygame.draw.rect(out, INK, box, border_radius=max(2, side // 4))
    pygame.draw.rect(out, WHITE, box.inflate(-2, -2), border_radius=max(2, side // 4))
    draw_shape(out, shape, (side / 2, side / 2 + (0.5 if shape == "triangle" else 0)),
               side * 0.36, INK)
    return out


@functools.lru_cache(maxsize=512)
def monkey_sprite(size: int, colour: Colour, lumber: int = 0, riding: bool = False,
                  shape: str | None = None) -> pygame.Surface:
    """A monkey token `size` pixels square (see draw_monkey)."""
    big, pen = _canvas(size)
    fur = colour
    if riding:
        _catapult_art(pen, loaded=True, cx=50, k=1.0, bottom=98)
        monkey, mpen = _canvas(size)
        _monkey_art(mpen, fur, cx=58, cy=46, k=0.74)
        monkey = _outlined(monkey, [(2.4 * SS * size / 60, WHITE)])
        big.blit(monkey, (0, 0))
    else:
        monkey, mpen = _canvas(size)
        _monkey_art(mpen, fur, cx=50, cy=50, k=0.92)
        monkey = _outlined(monkey, [(2.8 * SS * size / 60, WHITE)])
        pen.ellipse((0, 0, 0, 70), 52, 94, 60, 10)
        big.blit(monkey, (0, 0))
    img = _shrink(big, size)
    if lumber > 0:
        _lumber_tag(img, lumber)
    if shape:
        _shape_badge(img, shape)
    return img


def draw_monkey(surf: pygame.Surface, rect: pygame.Rect, colour: Sequence[int], *,
                lumber: int = 0, riding: bool = False, shape: str | None = None,
                in_tree: bool = False) -> None:
    """A monkey in its seat's colour. `riding`: it sits on a catapult (wheels
    below, the throwing arm up behind it). `lumber` (0-4): a plank tag with the
    number. `shape` (one of SEAT_SHAPES): a small badge for the colour-blind
    palette. `in_tree`: the square has a tree, drawn first: the monkey sits
    smaller in the square's lower right so the crown and its pips show."""
    if shape is not None and shape not in SEAT_SHAPES:
        raise ValueError(f"no seat shape is called {shape!r}")
    col = _rgb(colour)
    assert col is not None
    size = _fit(rect)
    if in_tree:
        box = pygame.Rect(0, 0, size, size)
        box.center = rect.center
        small = max(4, round(size * IN_TREE), min(size, 20))
        spot = pygame.Rect(box.right - small, box.bottom - small, small, small)
        img = monkey_sprite(small, col, max(0, min(4, int(lumber))), bool(riding), None)
        _blit_fit(surf, img, spot.clip(rect))
        if shape:       # the badge keeps the square's size, in the corner the monkey leaves
            badge = _badge_sprite(size, shape)
            _blit_fit(surf, badge, badge.get_rect(topleft=box.topleft).clip(rect))
        return
    img = monkey_sprite(size, col, max(0, min(4, int(lumber))), bool(riding), shape)
    _blit_fit(surf, img, rect)


@functools.lru_cache(maxsize=32)
def catapult_sprite(size: int, loaded: bool = False) -> pygame.Surface:
    big, pen = _canvas(size)
    _catapult_art(pen, loaded=loaded)
    return _shrink(big, size)


def draw_catapult(surf: pygame.Surface, rect: pygame.Rect) -> None:
    """An empty catapult nobody rides: any monkey may climb in while walking."""
    _blit_fit(surf, catapult_sprite(_fit(rect)), rect)


# ---------------------------------------------------------------------------- platforms
def _joined(a: pygame.Rect, b: pygame.Rect, tol: int) -> str | None:
    """Which side of `a` touches `b` ("right", "left", "down", "up"), if any:
    the squares share an edge, up to a grid line's gap of `tol` pixels."""
    over_y = min(a.bottom, b.bottom) - max(a.top, b.top)
    over_x = min(a.right, b.right) - max(a.left, b.left)
    if over_y > min(a.h, b.h) // 2:
        if 0 <= b.left - a.right <= tol:
            return "right"
        if 0 <= a.left - b.right <= tol:
            return "left"
    if over_x > min(a.w, b.w) // 2:
        if 0 <= b.top - a.bottom <= tol:
            return "down"
        if 0 <= a.top - b.bottom <= tol:
            return "up"
    return None


@functools.lru_cache(maxsize=256)
def _platform_sprite(cells: tuple[tuple[int, int, int, int], ...], colour: Colour | None,
                     controller: Colour | None) -> pygame.Surface:
    rects = [pygame.Rect(c) for c in cells]
    box = rects[0].unionall(rects[1:])
    img = pygame.Surface(box.size, pygame.SRCALPHA)
    cell = min(min(r.w, r.h) for r in rects)
    tol = max(2, cell // 6)
    margin = max(1, round(cell * 0.07))
    frame = max(4, round(cell * 0.1))
    plank_h = max(3, cell / 4)
    light = WOOD if colour is None else _mix(WOOD, colour, 0.28)
    alt = WOOD_ALT if colour is None else _mix(WOOD_ALT, colour, 0.28)
    seam = WOOD_DARK if colour is None else _mix(WOOD_DARK, colour, 0.2)
    sides: list[dict[str, pygame.Rect | None]] = []
    for r in rects:
        near: dict[str, pygame.Rect | None] = {"left": None, "right": None, "up": None, "down": None}
        for o in rects:
            if o is not r:
                side = _joined(r, o, tol)
                if side:
                    near[side] = o
        sides.append(near)
    pieces = []
    for r, near in zip(rects, sides):
        left = near["left"].right if near["left"] else r.left + margin
        right = near["right"].left if near["right"] else r.right - margin
        top = near["up"].bottom if near["up"] else r.top + margin
        bottom = near["down"].top if near["down"] else r.bottom - margin
        pieces.append(pygame.Rect(left, top, right - left, bottom - top).move(-box.x, -box.y))
    # the planks: rows running across the whole platform, butt joints staggered
    nrows = max(1, math.ceil(box.h / plank_h))
    for piece in pieces:
        img.set_clip(piece)
        for i in range(nrows + 1):
            y0 = round(i * plank_h)
            y1 = round((i + 1) * plank_h)
            img.fill(light if i % 2 == 0 else alt, (0, y0, box.w, y1 - y0))
            pygame.draw.line(img, seam, (0, y0), (box.w, y0), max(1, cell // 30))
            shift = (cell // 2) * (i % 2) + (cell // 5) * (i % 3)
            x = shift % cell
            while x < box.w:
                pygame.draw.line(img, seam, (x, y0), (x, y1), max(1, cell // 30))
                if cell >= 36:                  # nail heads, when there is room
                    pygame.draw.circle(img, WOOD_EDGE, (x + 3, (y0 + y1) // 2), 1)
                x += cell
    img.set_clip(None)
    # the frame along every outside edge
    rail = controller
    for piece, near in zip(pieces, sides):
        for side in ("left", "right", "up", "down"):
            if near[side] is not None:
                continue
            if side == "left":
                a, b = piece.topleft, (piece.left, piece.bottom - 1)
            elif side == "right":
                a, b = (piece.right - 1, piece.top), (piece.right - 1, piece.bottom - 1)
            elif side == "up":
                a, b = piece.topleft, (piece.right - 1, piece.top)
            else:
                a, b = (piece.left, piece.bottom - 1), (piece.right - 1, piece.bottom - 1)
            _rail(img, a, b, side, frame, rail)
    # posts at the corners of every square on the outside
    post = max(2, round(frame * 0.8))
    for piece, near in zip(pieces, sides):
        for (sx, sy), (h, v) in {(0, 0): ("left", "up"), (1, 0): ("right", "up"),
                                 (0, 1): ("left", "down"), (1, 1): ("right", "down")}.items():
            if near[h] is None and near[v] is None:
                cx = piece.left + frame // 2 if sx == 0 else piece.right - 1 - frame // 2
                cy = piece.top + frame // 2 if sy == 0 else piece.bottom - 1 - frame // 2
                pygame.draw.circle(img, WOOD_EDGE, (cx, cy), post)
                pygame.draw.circle(img, rail or WOOD_DARK, (cx, cy), max(1, post - max(1, cell // 30)))
    return img


def _rail(img: pygame.Surface, a: tuple[int, int], b: tuple[int, int], side: str, width: int,
          colour: Colour | None) -> None:
    """One edge of the frame: a dark beam, striped with the holder's colour."""
    inward = {"left": (1, 0), "right": (-1, 0), "up": (0, 1), "down": (0, -1)}[side]
    r = pygame.Rect(min(a[0], b[0]), min(a[1], b[1]), abs(b[0] - a[0]) + 1, abs(b[1] - a[1]) + 1)
    if inward[0] > 0:
        r.w = width
    elif inward[0] < 0:
        r.x, r.w = r.right - width, width
    elif inward[1] > 0:
        r.h = width
    else:
        r.y, r.h = r.bottom - width, width
    img.fill(WOOD_EDGE, r)
    edge = max(1, width // 5)
    inner = r.inflate(-2 * edge if r.w == width else 0, -2 * edge if r.h == width else 0)
    img.fill(colour if colour is not None else WOOD_DARK, inner)


def draw_platform(surf: pygame.Surface, cell_rects: Sequence[pygame.Rect],
                  colour: Sequence[int] | None = None, *,
                  controller_colour: Sequence[int] | None = None) -> None:
    """A platform over `cell_rects` (its squares' rectangles, joined side by
    side): planks running across every square, joined where squares touch
    (across a grid line's gap too), with a frame round the outside.
    `colour` tints the wood (None: plain wood); `controller_colour` paints the
    frame in the colours of the seat holding the fort (None: a plain frame,
    an abandoned fort)."""
    rects = [pygame.Rect(r) for r in cell_rects]
    if not rects:
        return
    box = rects[0].unionall(rects[1:])
    key = tuple((r.x - box.x, r.y - box.y, r.w, r.h) for r in rects)
    img = _platform_sprite(tuple(sorted(key)), _rgb(colour), _rgb(controller_colour))
    old = surf.get_clip()
    surf.set_clip(box.clip(old) if old else box)
    surf.blit(img, box.topleft)
    surf.set_clip(old)


# ---------------------------------------------------------------------------- flying things
def _angle_step(angle: float, steps: int = 24) -> int:
    return round((angle % (2 * math.pi)) / (2 * math.pi) * steps) % steps


@functools.lru_cache(maxsize=512)
def _fruit_sprite(radius: int, turn: int) -> pygame.Surface:
    size = 2 * radius
    big, pen = _canvas(size)
    r = 100 / 2 / 1.42          # leave room for the stem inside the square
    _fruit_art(pen, 50, 50 + r * 0.18, r * 0.98, 2 * math.pi * turn / 24)
    return _shrink(big, size)


def draw_breadfruit(surf: pygame.Surface, centre: Sequence[float], radius: float,
                    angle: float = 0.0) -> None:
    """A breadfruit (a catapult's shot): a green bumpy ball with a stem, turned
    by `angle` (radians), inside the circle of `radius` round `centre`."""
    rad = max(3, round(radius))
    img = _fruit_sprite(rad, _angle_step(angle))
    c = (round(centre[0]), round(centre[1]))
    box = pygame.Rect(0, 0, 2 * rad, 2 * rad)
    box.center = c
    _blit_fit(surf, img, box)


def draw_board_plank(surf: pygame.Surface, centre: Sequence[float], w: float, h: float,
                     angle: float) -> None:
    """One loose plank `w` long and `h` thick, turned by `angle` (radians):
    debris falling from a destroyed platform."""
    cx, cy = centre
    ca, sa = math.cos(angle), math.sin(angle)

    def at(x: float, y: float) -> tuple[float, float]:
        return cx + x * ca - y * sa, cy + x * sa + y * ca

    hw, hh = max(1.0, w / 2 - 1), max(1.0, h / 2 - 1)
    corners = [at(-hw, -hh), at(hw, -hh), at(hw, hh), at(-hw, hh)]
    pygame.draw.polygon(surf, WOOD, corners)
    if h >= 6:
        pygame.draw.line(surf, WOOD_ALT, at(-hw + 2, hh * 0.3), at(hw - 2, hh * 0.3),
                         max(1, round(h / 6)))
        pygame.draw.line(surf, WOOD_DARK, at(-hw * 0.4, -hh * 0.2), at(hw * 0.5, -hh * 0.2), 1)
    pygame.draw.aalines(surf, WOOD_EDGE, True, corners)
    pygame.draw.polygon(surf, WOOD_EDGE, corners, 1)


# ---------------------------------------------------------------------------- dice
DIE_PIPS = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
            4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
            5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
            6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}


@functools.lru_cache(maxsize=64)
def die_sprite(value: int, size: int) -> pygame.Surface:
    if value not in DIE_PIPS:
        raise ValueError(f"a die shows 1 to 6, not {value!r}")
    big, pen = _canvas(size)
    pen.rect((0, 0, 0, 80), 7, 9, 90, 90, radius=18)
    pen.rect(INK, 3, 3, 92, 92, radius=18)
    pen.rect((252, 250, 244), 7, 7, 84, 84, radius=15)
    pen.rect(WHITE, 12, 10, 74, 12, radius=6)
    for dx, dy in DIE_PIPS[value]:
        pen.circle(BAD if value == 1 else INK, 49 + dx * 24, 49 + dy * 24, 9.5 if value > 1 else 12)
    return _shrink(big, size)


def draw_die(surf: pygame.Surface, rect: pygame.Rect, value: int) -> None:
    """A white die showing `value` (1-6)."""
    _blit_fit(surf, die_sprite(int(value), _fit(rect)), rect)


# ---------------------------------------------------------------------------- action icons
def _icon_walk(pen: _Pen) -> None:
    def foot(x: float, y: float, turn: float) -> None:
        ca, sa = math.cos(turn), math.sin(turn)

        def at(dx: float, dy: float) -> tuple[float, float]:
            return x + dx * ca - dy * sa, y + dx * sa + dy * ca
        pen.ellipse(INK, *at(0, 4), 26, 34)
        pen.ellipse(BARK, *at(0, 4), 20, 28)
        for tx, ty in ((-9, -17), (-3, -21), (4, -21), (10, -17)):
            pen.circle(INK, *at(tx, ty), 5.8)
            pen.circle(BARK, *at(tx, ty), 3.8)
        pen.circle(INK, *at(-15, 0), 5.8)            # a monkey's thumb-toe
        pen.circle(BARK, *at(-15, 0), 3.8)
    foot(34, 66, -0.15)
    foot(66, 34, 0.15)


def _icon_cut(pen: _Pen) -> None:
    # a saw: a long blade with teeth and a wooden handle
    blade = [(8, 70), (66, 36), (74, 50), (16, 84)]
    pen.poly(INK, blade, 0)
    pen.poly(METAL, [(11, 71), (65, 39.5), (71.5, 50.5), (17, 81)])
    for i in range(7):                                  # teeth along the lower edge
        k0, k1 = i / 7, (i + 0.5) / 7
        a = (16 + (74 - 16) * k0, 84 + (50 - 84) * k0)
        b = (16 + (74 - 16) * k1, 84 + (50 - 84) * k1)
        pen.poly(INK, [a, b, (a[0] + 3, a[1] + 10)])
    pen.line((160, 168, 180), (20, 74), (66, 47), 2)
    handle = [(62, 30), (84, 17), (96, 37), (76, 52)]
    pen.poly(INK, handle)
    pen.poly(WOOD_DARK, [(64, 32), (83, 21), (92, 37), (76, 48)])
    pen.ellipse(INK, 80, 34, 11, 8)
    # sawdust
    for x, y in ((30, 90), (40, 94), (24, 95)):
        pen.circle(WOOD, x, y, 3)


def _icon_catapult(pen: _Pen) -> None:
    _catapult_art(pen, loaded=True, cx=50, k=0.96, bottom=96)


def _icon_platform(pen: _Pen) -> None:
    # an L of planks seen from above, and a green plus: build one
    sq = 30
    cells = [(10, 12), (10, 12 + sq), (10 + sq, 12 + sq)]
    for x, y in cells:
        pen.rect(WOOD_EDGE, x, y, sq + 1, sq + 1)
    for x, y in cells:
        for i in range(3):
            pen.rect(WOOD if i % 2 == 0 else WOOD_ALT, x + 3, y + 3 + i * 8.3, sq - 5, 7.6)
    pen.rect(WOOD_EDGE, 10, 12, sq, 2 * sq, 3.4)
    pen.rect(WOOD_EDGE, 10, 12 + sq, 2 * sq, sq, 3.4)
    pen.circle(INK, 76, 74, 21)
    pen.circle(GOOD, 76, 74, 18)
    pen.rect(WHITE, 66, 71, 20, 6)
    pen.rect(WHITE, 73, 64, 6, 20)


def _icon_demolish(pen: _Pen) -> None:
    # a plank snapped in two, the halves falling apart, with splinters
    left = [(6, 30), (46, 44), (42, 52), (48, 58), (40, 62), (2, 42)]
    right = [(56, 48), (96, 34), (98, 46), (60, 66), (52, 60), (58, 56)]
    for part in (left, right):
        pen.poly(INK, part)
    pen.poly(WOOD, [(9, 33), (44, 46), (40, 52), (45, 57), (40, 59), (6, 41)])
    pen.poly(WOOD, [(58, 50), (94, 37), (95, 45), (61, 63), (55, 60), (60, 56)])
    for a, b in (((48, 70), (44, 80)), ((54, 72), (58, 84)), ((51, 74), (50, 90))):
        pen.line(WOOD_DARK, a, b, 4)
    pen.line(BAD, (34, 8), (44, 26), 5)
    pen.line(BAD, (50, 4), (50, 24), 5)
    pen.line(BAD, (66, 8), (56, 26), 5)


def _icon_attack(pen: _Pen) -> None:
    # a target with a breadfruit flying at it
    for r, col in ((34, INK), (31, WHITE), (24, BAD), (17, WHITE), (10, BAD)):
        pen.circle(col, 62, 54, r)
    for y in (22, 32, 42):
        pen.line(INK, (4, y + 2), (20, y + 2), 3.5)
    _fruit_art(pen, 30, 30, 15, 0.6)


def _icon_brace(pen: _Pen) -> None:
    # a shield with a crossed beam: hold the platform steady
    shield = [(50, 6), (88, 18), (84, 56), (50, 94), (16, 56), (12, 18)]
    pen.poly(INK, shield)
    pen.poly((90, 130, 200), [(50, 12), (82, 22), (78, 54), (50, 86), (22, 54), (18, 22)])
    pen.line(INK, (28, 30), (72, 70), 14)
    pen.line(WOOD, (28, 30), (72, 70), 9)
    pen.line(INK, (72, 30), (28, 70), 14)
    pen.line(WOOD, (72, 30), (28, 70), 9)
    pen.circle(INK, 50, 50, 7)
    pen.circle(METAL, 50, 50, 4.5)


def _icon_recruit(pen: _Pen) -> None:
    _monkey_art(pen, (168, 112, 62), cx=44, cy=52, k=0.86)
    pen.circle(INK, 78, 76, 20)
    pen.circle(GOOD, 78, 76, 17)
    pen.rect(WHITE, 69, 73, 18, 6)
    pen.rect(WHITE, 75, 67, 6, 18)


def _icon_done(pen: _Pen) -> None:
    pen.circle(INK, 50, 50, 44)
    pen.circle(GOOD, 50, 50, 40)
    pen.lines(WHITE, [(28, 52), (44, 68), (74, 34)], 11)


def _mini_l(pen: _Pen, x: float, y: float, sq: float, mirror: bool = False,
            col: Colour = WOOD) -> None:
    cells = [(0, 0), (0, 1), (1, 1)] if not mirror else [(1, 0), (1, 1), (0, 1)]
    for cx, cy in cells:
        pen.rect(WOOD_EDGE, x + cx * sq, y + cy * sq, sq, sq)
        pen.rect(col, x + cx * sq + 2.5, y + cy * sq + 2.5, sq - 5, sq - 5)


def _icon_rotate(pen: _Pen) -> None:
    _mini_l(pen, 34, 30, 17)
    pen.arc(INK, 50, 50, 38, 110, 400, 11)
    pen.arc((60, 130, 220), 50, 50, 38, 112, 398, 6.5)
    # the arrow head at the end of the arc (400 degrees = 40)
    a = math.radians(40)
    tip = (50 + 38 * math.cos(a), 50 - 38 * math.sin(a))
    pen.poly(INK, [(tip[0] - 14, tip[1] - 8), (tip[0] + 14, tip[1] - 6), (tip[0] + 4, tip[1] + 16)])
    pen.poly((60, 130, 220), [(tip[0] - 9, tip[1] - 5), (tip[0] + 9, tip[1] - 4),
                              (tip[0] + 3, tip[1] + 10)])


def _icon_flip(pen: _Pen) -> None:
    _mini_l(pen, 8, 34, 18)
    _mini_l(pen, 56, 34, 18, mirror=True, col=WOOD_ALT)
    for y in range(6, 96, 12):                          # the mirror line
        pen.line(INK, (50, y), (50, y + 6), 3.5)
    pen.line(INK, (18, 18), (82, 18), 4)
    pen.poly(INK, [(10, 18), (22, 10), (22, 26)])
    pen.poly(INK, [(90, 18), (78, 10), (78, 26)])


def _icon_ditch(pen: _Pen) -> None:
    # a bin with planks going in
    pen.line(INK, (30, 10), (52, 40), 13)
    pen.line(WOOD, (30, 10), (52, 40), 8)
    pen.line(INK, (70, 6), (58, 38), 13)
    pen.line(WOOD_ALT, (70, 6), (58, 38), 8)
    pen.poly(INK, [(16, 40), (84, 40), (76, 96), (24, 96)])
    pen.poly((120, 130, 140), [(21, 45), (79, 45), (72, 91), (28, 91)])
    for x in (38, 50, 62):
        pen.line(INK, (x, 52), (x - (x - 50) * 0.15, 84), 3)
    pen.rect(INK, 10, 36, 80, 10, radius=3)


_ICON_ART: dict[str, Callable[[_Pen], None]] = {
    "walk": _icon_walk, "cut": _icon_cut, "catapult": _icon_catapult,
    "platform": _icon_platform, "demolish": _icon_demolish, "attack": _icon_attack,
    "brace": _icon_brace, "recruit": _icon_recruit, "done": _icon_done,
    "rotate": _icon_rotate, "flip": _icon_flip, "ditch": _icon_ditch,
}


@functools.lru_cache(maxsize=128)
def action_icon(kind: str, size: int) -> pygame.Surface:
    """A big picture for an action button, `size` pixels square, transparent
    round it (each icon has its own shape, not only its own colours)."""
    if kind not in _ICON_ART:
        raise ValueError(f"no action icon is called {kind!r}")
    big, pen = _canvas(max(8, int(size)))
    _ICON_ART[kind](pen)
    return _shrink(big, max(8, int(size)))
