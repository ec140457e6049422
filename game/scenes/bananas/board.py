"""The jungle on screen: where every hex and tree goes, and the pictures.

`Layout` fits a jungle into a rectangle (it may turn the whole jungle by a
multiple of 60 degrees so it fills the screen better: turning changes
nothing in the rules); `Spots` adds where the trees and their tops are.
`BoardKey` is everything the static jungle shows and `paint_board` draws it
(the table keeps it in a cached layer); trees' bananas, monkeys, traps and
highlights are drawn on top each frame from small cached pictures
(`banana_img`, `tree_img`, `plaque_img`, `monkey_img`, `die_img`, `token_img`,
`trap_ring_img` (round a hex, on the board), `trap_img` (a small badge, for the
help pages), `hex_mark`, `turn_icon`) and `number_disc`. The jungle turns to fit
unless the players laid it (`Layout(turn=False)`); the layout measures the tree
pictures, so a tall tree at the edge never leaves the board.

Every picture is drawn at twice its size with pygame.draw and smooth-scaled
down once, then cached: nothing is scaled per frame.
"""
from __future__ import annotations

import functools
import math
from dataclasses import dataclass
from typing import Any, Iterable, Mapping

import pygame

from game.core.hexgrid import Hex, hex_corners, hex_to_pixel, pixel_to_hex, rotate
from game.ui.badges import draw_shape
from game.ui import theme
from game.ui.assets import image, text
from game.ui.widgets import draw_text

SS = 2  # supersampling for the pictures drawn in code
INK = (40, 28, 18)
HIGH_TREES = (4, 5)
# jungle colours, one per tile (0: hand-made maps)
TILE_COLOURS = [
    (150, 196, 96), (128, 184, 88), (164, 204, 110), (138, 190, 80),
    (120, 176, 100), (156, 200, 92), (134, 186, 104), (146, 194, 86), (160, 206, 100),
]
NUMBER_COLOURS = {1: (200, 60, 50), 2: (40, 110, 200), 3: (220, 140, 20), 4: (120, 60, 170),
                  5: (30, 140, 90), 6: (180, 60, 130)}
# a tree picture, in hex sizes: as wide as TREE_W, standing on its cell's centre + TREE_FOOT
TREE_W, TREE_FOOT = 1.75, 0.62
TREE_TALL = {False: 1.15, True: 1.35}  # its height, in its widths (high trees stand taller)
HEX_HALF_W = math.sqrt(3) / 2          # half a pointy-top hex's width, in hex sizes
BANANA = (255, 214, 60)
BANANA_DARK = (206, 150, 20)


def _hx(v: Any) -> Hex:
    return Hex(int(v[0]), int(v[1]))


def _shrink(big: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    out = pygame.transform.smoothscale(big, size)
    return out.convert_alpha() if pygame.display.get_surface() else out


# ---------------------------------------------------------------------------- layout
class Layout:
    """Pixels for a jungle inside `rect` (pointy-top hexes), as big as the hexes
    and the pictures of the trees standing on `trees` (cell, high?) let it.
    `turn`: the jungle may be turned to fit better (a jungle the players laid
    keeps the turn they laid it in)."""

    def __init__(self, cells: Iterable[Hex], rect: pygame.Rect, max_size: float = 84.0,
                 turn: bool = True, trees: Iterable[tuple[Hex, bool]] = ()):
        cells = list(cells) or [Hex(0, 0)]
        standing = list(trees)
        self.rect = pygame.Rect(rect)
        best: tuple[float, int, float, float] | None = None  # size, turn, centre x, centre y
        for rot in range(6 if turn else 1):
            boxes = []  # (left, top, right, bottom) of everything drawn, at hex size 1
            for h in cells:
                x, y = hex_to_pixel(rotate(h, rot), 1.0)
                boxes.append((x - HEX_HALF_W, y - 1.0, x + HEX_HALF_W, y + 1.0))
            for h, high in standing:
                x, y = hex_to_pixel(rotate(h, rot), 1.0)
                boxes.append((x - TREE_W / 2, y + TREE_FOOT - TREE_W * TREE_TALL[high],
                              x + TREE_W / 2, y + TREE_FOOT))
            x0, y0 = min(b[0] for b in boxes), min(b[1] for b in boxes)
            x1, y1 = max(b[2] for b in boxes), max(b[3] for b in boxes)
            wide, tall = x1 - x0 + 0.2, y1 - y0 + 0.2
            size = min(rect.w / wide, rect.h / tall, max_size)
            if best is None or size > best[0] + 0.01:
                best = (size, rot, (x0 + x1) / 2, (y0 + y1) / 2)
        assert best is not None  # at least one turn was tried
        self.size, self.rot, cx, cy = best
        self.origin = (rect.centerx - cx * self.size, rect.centery - cy * self.size)

    def px(self, h: Any) -> tuple[float, float]:
        return hex_to_pixel(rotate(_hx(h), self.rot), self.size, origin=self.origin)

    def ipx(self, h: Any) -> tuple[int, int]:
        x, y = self.px(h)
        return int(round(x)), int(round(y))

    def corners(self, h: Any, shrink: float = 0.0) -> list[tuple[float, float]]:
        cx, cy = self.px(h)
        r = self.size - shrink
        return [(cx + r * math.cos(math.radians(30 + 60 * i)),
                 cy + r * math.sin(math.radians(30 + 60 * i))) for i in range(6)]

    def hex_at(self, pos) -> Hex:
        h = pixel_to_hex(pos[0], pos[1], self.size, origin=self.origin)
        return rotate(h, -self.rot % 6)


def layout_for(view: Mapping[str, Any], rect: pygame.Rect) -> Layout:
    cells = [_hx(h[:2]) for h in view["hexes"]]
    cells += [_hx(t["cell"]) for t in view["trees"]]
    cells += [_hx(g) for g in view.get("grounds") or ()]
    return Layout(cells, rect, trees=[(_hx(t["cell"]), t["tree"] in HIGH_TREES)
                                      for t in view["trees"]])


class Spots:
    """Where the pieces stand on screen for one layout: the hexes, the tree
    pictures and the tops of the trees (where a climbing monkey sits)."""

    def __init__(self, lay: Layout, trees: Mapping[int, Any]):
        self.lay = lay
        self.trees = {t: _hx(cell) for t, cell in trees.items()}  # tree -> its cell

    @property
    def tree_size(self) -> int:
        return int(self.lay.size * TREE_W)

    @property
    def monkey_size(self) -> int:
        return max(36, int(self.lay.size * 1.22))

    def hex_xy(self, h: Any) -> tuple[float, float]:
        return self.lay.px(h)

    def tree_rect(self, tree: int) -> pygame.Rect | None:
        cell = self.trees.get(tree)
        if cell is None:
            return None
        x, y = self.lay.ipx(cell)
        img = tree_img(tree, self.tree_size)
        return img.get_rect(midbottom=(x, y + int(self.lay.size * TREE_FOOT)))

    def tree_top(self, tree: int) -> tuple[float, float]:
        r = self.tree_rect(tree)
        if r is None:  # not planted yet: the middle of the board
            return (self.lay.rect.centerx, self.lay.rect.centery)
        return (r.centerx, r.y + r.h * 0.42)


# ---------------------------------------------------------------------------- pictures
def _banana_poly(S: float, grow: float) -> list[tuple[float, float]]:
    cx, cy, R = S * 0.5, -S * 0.04, S * 0.5
    outer, inner = [], []
    for i in range(25):
        k = i / 24
        a = math.radians(205 + 130 * k)  # the lower part of a circle: a smile
        x, y = cx + R * math.cos(a), cy - R * math.sin(a)
        nx, ny = math.cos(a), -math.sin(a)
        t = S * 0.26 * math.sin(math.pi * (0.08 + 0.84 * k)) ** 0.7 + grow
        outer.append((x + nx * t * 0.5, y + ny * t * 0.5))
        inner.append((x - nx * t * 0.5, y - ny * t * 0.5))
    return outer + inner[::-1]


@functools.lru_cache(maxsize=64)
def banana_img(size: int, angle: int = 0) -> pygame.Surface:
    """One banana: a fat yellow crescent with an outline and brown tips."""
    S = size * SS
    big = pygame.Surface((S, S), pygame.SRCALPHA)
    pygame.draw.polygon(big, INK, _banana_poly(S, S * 0.07))
    pygame.draw.polygon(big, BANANA, _banana_poly(S, 0))
    hl = _banana_poly(S, -S * 0.1)
    pygame.draw.lines(big, (255, 240, 150), False, hl[3:20], max(2, S // 30))
    ends = _banana_poly(S, 0)
    for p in (ends[0], ends[24]):
        pygame.draw.circle(big, (100, 64, 28), (int(p[0] + (ends[49 - (0 if p is ends[0] else 24)][0] - p[0]) * 0.5),
                                                int(p[1])), max(3, S // 16))
    if angle:
        big = pygame.transform.rotate(big, angle)
    return _shrink(big, (size, size))


@functools.lru_cache(maxsize=32)
def tree_img(tree: int, size: int) -> pygame.Surface:
    """A banana tree (palm) `size` pixels wide; high trees (4, 5) stand taller.
    The tree's number is on a plaque at its foot. Bananas are drawn on top."""
    high = tree in HIGH_TREES
    W = size * SS
    H = int(size * TREE_TALL[high]) * SS
    big = pygame.Surface((W, H), pygame.SRCALPHA)
    trunk_top = H * 0.32
    # trunk: a curved stack of rings
    for i in range(9):
        k = i / 8
        y = H * 0.88 - k * (H * 0.88 - trunk_top)
        x = W * 0.5 + math.sin(k * 2.4) * W * 0.05
        r = W * (0.085 - 0.02 * k)
        pygame.draw.ellipse(big, INK, (x - r - 4, y - r * 0.7 - 4, 2 * r + 8, 1.4 * r + 8))
    for i in range(9):
        k = i / 8
        y = H * 0.88 - k * (H * 0.88 - trunk_top)
        x = W * 0.5 + math.sin(k * 2.4) * W * 0.05
        r = W * (0.085 - 0.02 * k)
        col = (150, 96, 50) if i % 2 else (128, 80, 40)
        pygame.draw.ellipse(big, col, (x - r, y - r * 0.7, 2 * r, 1.4 * r))
    # leaves: five fat ellipses fanned out
    top = (W * 0.5 + math.sin(2.4) * W * 0.05, trunk_top)
    for ang, ln in ((-160, 0.48), (-20, 0.48), (-125, 0.42), (-55, 0.42), (-90, 0.34)):
        leaf = pygame.Surface((int(W * ln) + 12, int(W * 0.2) + 12), pygame.SRCALPHA)
        lr = leaf.get_rect()
        pygame.draw.ellipse(leaf, INK, lr)
        pygame.draw.ellipse(leaf, (60, 150, 60), lr.inflate(-10, -10))
        pygame.draw.line(leaf, (40, 110, 40), (8, lr.centery), (lr.w - 8, lr.centery), 4)
        rl = pygame.transform.rotate(leaf, -ang)
        ox = top[0] + math.cos(math.radians(ang)) * W * ln * 0.45
        oy = top[1] + math.sin(math.radians(ang)) * W * ln * 0.45 + W * 0.06
        big.blit(rl, rl.get_rect(center=(int(ox), int(oy))))
    # plaque with the tree's number
    pr = pygame.Rect(0, 0, int(W * 0.34), int(W * 0.26))
    pr.midbottom = (W // 2, H - 2)
    _paint_plaque(big, pr, tree)
    return _shrink(big, (size, H // SS))


def _paint_plaque(big: pygame.Surface, pr: pygame.Rect, tree: int) -> None:
    pygame.draw.rect(big, INK, pr, border_radius=10)
    pygame.draw.rect(big, (255, 236, 180) if tree not in HIGH_TREES else (255, 210, 120),
                     pr.inflate(-8, -8), border_radius=8)
    f = text(str(tree), int(pr.w * 0.2 / 0.34), INK)
    big.blit(f, f.get_rect(center=pr.center))


@functools.lru_cache(maxsize=32)
def plaque_img(tree: int, size: int) -> pygame.Surface:
    """The plaque at the foot of a `size` tree picture, alone: its midbottom is the
    picture's midbottom, one pixel up. Drawn again over the trees, so a neighbour's
    crown never hides which tree this is."""
    W = size * SS
    pr = pygame.Rect(0, 0, int(W * 0.34), int(W * 0.26))
    big = pygame.Surface(pr.size, pygame.SRCALPHA)
    _paint_plaque(big, pr, tree)
    return _shrink(big, (max(1, pr.w // SS), max(1, pr.h // SS)))


def tree_banana_spots(tree: int, size: int) -> list[tuple[float, float]]:
    """Where the bananas hang, relative to the tree picture's top-left."""
    high = tree in HIGH_TREES
    H = size * TREE_TALL[high]
    cy = H * 0.36
    return [(size * 0.32, cy), (size * 0.68, cy), (size * 0.5, cy + size * 0.14)]


@functools.lru_cache(maxsize=64)
def monkey_img(seat: int, colour_blind: bool, size: int) -> pygame.Surface:
    """A seat's monkey: the seat badge (monkey face on the seat colour), with the
    seat's shape in the colour-blind palette."""
    S = size * SS
    big = pygame.Surface((S, S), pygame.SRCALPHA)
    col = theme.seat_colour(seat, colour_blind)
    pygame.draw.circle(big, (0, 0, 0, 110), (S // 2 + 4, S // 2 + 6), S // 2 - 2)
    badge = image(f"monkey/badge_{seat % 8}")
    if colour_blind:
        # the seat's own colour all round (the badge pictures carry the usual colours),
        # the monkey's face in the middle and the seat's shape on a white tag
        pygame.draw.circle(big, INK, (S // 2, S // 2), S // 2 - 2)
        pygame.draw.circle(big, col, (S // 2, S // 2), S // 2 - 8)
        bw = badge.get_width()
        crop = badge.subsurface(pygame.Rect(int(bw * 0.16), int(bw * 0.16), int(bw * 0.68), int(bw * 0.68))).copy()
        fs = int(S * 0.62)
        face = pygame.transform.smoothscale(crop, (fs, fs))
        mask = pygame.Surface((fs, fs), pygame.SRCALPHA)
        pygame.draw.circle(mask, (255, 255, 255, 255), (fs // 2, fs // 2), fs // 2)
        face.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        big.blit(face, face.get_rect(center=(S // 2, S // 2)))
        shape = theme.SEAT_SHAPES[seat % len(theme.SEAT_SHAPES)]
        c = (int(S * 0.78), int(S * 0.78))
        pygame.draw.circle(big, (255, 255, 255), c, int(S * 0.22))
        pygame.draw.circle(big, INK, c, int(S * 0.22), 3)
        draw_shape(big, shape, c, int(S * 0.15), col)
        draw_shape(big, shape, c, int(S * 0.15), INK, 3)
    else:
        face = pygame.transform.smoothscale(badge, (S - 4, S - 4))
        big.blit(face, (2, 2))
    return _shrink(big, (size, size))


PIPS = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
        4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
        6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}


@functools.lru_cache(maxsize=256)
def die_img(value: int, colour: tuple[int, int, int], size: int, faded: bool = False) -> pygame.Surface:
    """A movement die in the seat's colour with white pips (the tree die: white, black pips)."""
    S = size * SS
    big = pygame.Surface((S, S), pygame.SRCALPHA)
    r = big.get_rect().inflate(-6, -6)
    pygame.draw.rect(big, (0, 0, 0, 90), r.move(4, 6), border_radius=S // 5)
    pygame.draw.rect(big, INK, r, border_radius=S // 5)
    body = colour if not faded else tuple(int(c * 0.45 + 120) for c in colour)
    pygame.draw.rect(big, body, r.inflate(-8, -8), border_radius=S // 6)
    light = tuple(min(255, c + 50) for c in body)
    pygame.draw.rect(big, light, (r.x + 10, r.y + 8, r.w - 20, S // 8), border_radius=S // 16)
    bright = sum(colour) > 600
    pip = INK if bright else (255, 255, 255)
    step = S * 0.24
    for dx, dy in PIPS.get(value, []):
        pygame.draw.circle(big, pip, (int(S / 2 + dx * step), int(S / 2 + dy * step)), max(3, S // 11))
    out = _shrink(big, (size, size))
    if faded:
        out.set_alpha(150)
    return out


TOKEN_COLOURS = {"down": (90, 170, 230), "swing": (80, 190, 110), "loop": (240, 140, 60)}
TOKEN_WORDS = {"down": "Down", "swing": "Swing", "loop": "Loop"}


def _arrow(surf, colour, a, b, width, head):
    pygame.draw.line(surf, colour, a, b, width)
    ang = math.atan2(b[1] - a[1], b[0] - a[0])
    for s in (-1, 1):
        p = (b[0] - head * math.cos(ang + s * 0.55), b[1] - head * math.sin(ang + s * 0.55))
        pygame.draw.line(surf, colour, b, p, width)


@functools.lru_cache(maxsize=64)
def token_img(kind: str, size: int, faded: bool = False) -> pygame.Surface:
    """An action token: a round chip with a picture and its word."""
    S = size * SS
    big = pygame.Surface((S, S), pygame.SRCALPHA)
    c = (S // 2, S // 2)
    col = TOKEN_COLOURS.get(kind, (200, 200, 200))
    pygame.draw.circle(big, (0, 0, 0, 90), (c[0] + 4, c[1] + 6), S // 2 - 4)
    pygame.draw.circle(big, INK, c, S // 2 - 4)
    pygame.draw.circle(big, col, c, S // 2 - 10)
    pygame.draw.circle(big, (255, 255, 255), c, int(S * 0.33))
    w = max(4, S // 16)
    if kind == "down":
        _arrow(big, INK, (c[0], c[1] - S * 0.2), (c[0], c[1] + S * 0.14), w, S * 0.12)
        pygame.draw.line(big, (120, 80, 40), (c[0] - S * 0.17, c[1] + S * 0.2),
                         (c[0] + S * 0.17, c[1] + S * 0.2), w)
    elif kind == "swing":
        pts = [(c[0] - S * 0.2 + k * S * 0.02, c[1] + S * 0.06 - math.sin(k / 20 * math.pi) * S * 0.2)
               for k in range(21)]
        pygame.draw.lines(big, (40, 120, 40), False, pts, w)
        _arrow(big, INK, pts[-3], (pts[-1][0] + 2, pts[-1][1] + 6), w, S * 0.1)
        pygame.draw.circle(big, (60, 150, 60), (c[0], int(c[1] - S * 0.2)), S // 14)
    elif kind == "loop":
        rect = pygame.Rect(0, 0, int(S * 0.38), int(S * 0.38))
        rect.center = c
        pygame.draw.arc(big, INK, rect, math.radians(40), math.radians(330), w)
        end = (c[0] + S * 0.19 * math.cos(math.radians(40)), c[1] - S * 0.19 * math.sin(math.radians(40)))
        _arrow(big, INK, (end[0] - 6, end[1] - 10), (end[0] + 2, end[1] + 4), w, S * 0.1)
    out = _shrink(big, (size, size))
    if faded:
        out.set_alpha(110)
    return out


TRAP_OPEN = 0.52  # the teeth stop this far out (of the trap's radius): the number shows inside


@functools.lru_cache(maxsize=64)
def trap_img(seat: int, colour_blind: bool, size: int) -> pygame.Surface:
    """A trap as a small badge: a jaw of teeth in its owner's colour (the help
    pages; on the board a trap is `trap_ring_img`, round its hex)."""
    S = size * SS
    big = pygame.Surface((S, S), pygame.SRCALPHA)
    col = theme.seat_colour(seat, colour_blind)
    c = (S // 2, S // 2)
    pygame.draw.circle(big, INK, c, S // 2 - 2)
    pygame.draw.circle(big, (90, 90, 96), c, S // 2 - 8)
    pygame.draw.circle(big, col, c, S // 2 - 8, max(6, S // 12))
    teeth = 8
    for i in range(teeth):
        a0 = math.radians(i * 360 / teeth)
        a1 = math.radians((i + 0.5) * 360 / teeth)
        a2 = math.radians((i + 1) * 360 / teeth)
        r_out, r_in = S * 0.34, S * 0.14
        pts = [(c[0] + r_out * math.cos(a0), c[1] + r_out * math.sin(a0)),
               (c[0] + r_in * math.cos(a1), c[1] + r_in * math.sin(a1)),
               (c[0] + r_out * math.cos(a2), c[1] + r_out * math.sin(a2))]
        pygame.draw.polygon(big, (235, 235, 240), pts)
        pygame.draw.polygon(big, INK, pts, 2)
    if colour_blind:
        shape = theme.SEAT_SHAPES[seat % len(theme.SEAT_SHAPES)]
        draw_shape(big, shape, c, int(S * 0.12), col)
    return _shrink(big, (size, size))


@functools.lru_cache(maxsize=64)
def trap_ring_img(seat: int, colour_blind: bool, size: int) -> pygame.Surface:
    """A trap on the board: a jaw as big as a hex, a ring in its owner's colour with teeth
    pointing in. Its middle is open, so the hex's number reads through it (a
    trap of `size` = 1.72 x the hex size leaves the number disc free)."""
    S = size * SS
    big = pygame.Surface((S, S), pygame.SRCALPHA)
    col = theme.seat_colour(seat, colour_blind)
    c = (S // 2, S // 2)
    R = S // 2 - 2
    inner = int(R * 0.74)
    pygame.draw.circle(big, (0, 0, 0, 90), (c[0] + 4, c[1] + 6), R, R - inner + 6)
    pygame.draw.circle(big, INK, c, R, R - inner + 4)
    pygame.draw.circle(big, col, c, R - 5, R - inner - 4)
    teeth = 10
    for i in range(teeth):
        a0 = math.radians(i * 360 / teeth)
        a1 = math.radians((i + 0.5) * 360 / teeth)
        a2 = math.radians((i + 1) * 360 / teeth)
        r_out, r_in = inner + 2, R * TRAP_OPEN
        pts = [(c[0] + r_out * math.cos(a0), c[1] + r_out * math.sin(a0)),
               (c[0] + r_in * math.cos(a1), c[1] + r_in * math.sin(a1)),
               (c[0] + r_out * math.cos(a2), c[1] + r_out * math.sin(a2))]
        pygame.draw.polygon(big, (240, 240, 245), pts)
        pygame.draw.polygon(big, INK, pts, max(2, S // 90))
    if colour_blind:  # the owner's shape on a white tag on the ring
        shape = theme.SEAT_SHAPES[seat % len(theme.SEAT_SHAPES)]
        tc = (int(c[0] + R * 0.62), int(c[1] + R * 0.62))
        pygame.draw.circle(big, (255, 255, 255), tc, int(S * 0.14))
        pygame.draw.circle(big, INK, tc, int(S * 0.14), 3)
        draw_shape(big, shape, tc, int(S * 0.09), col)
        draw_shape(big, shape, tc, int(S * 0.09), INK, 3)
    return _shrink(big, (size, size))


@functools.lru_cache(maxsize=64)
def hex_mark(size: int, colour: tuple, width: int = 0, alpha: int = 255) -> pygame.Surface:
    """A hex outline (or filled hex) picture of the board's hex size, for highlights."""
    S = int(size * 2 + 8)
    surf = pygame.Surface((S, S), pygame.SRCALPHA)
    pts = hex_corners(Hex(0, 0), size, origin=(S / 2, S / 2))
    col = tuple(colour[:3]) + (alpha,)
    pygame.draw.polygon(surf, col, pts, width)
    return surf


# ---------------------------------------------------------------------------- the static board
@dataclass(frozen=True)
class BoardKey:
    """Everything the static jungle shows (the key of its cached picture)."""
    hexes: tuple[tuple[int, int, int, int], ...]   # q, r, number, tile
    trees: tuple[tuple[int, int, int], ...]        # tree, and the q, r of its cell
    grounds: tuple[tuple[int, int], ...]           # planting grounds to draw
    extra: tuple[tuple[int, int], ...]             # more cells to make room for (tile options)
    colour_blind: bool
    turn: bool = True                              # may the jungle be turned to fit?

    @staticmethod
    def of(view: Mapping[str, Any], grounds: Iterable[Any], extra: Iterable[Any],
           colour_blind: bool, turn: bool = True) -> BoardKey:
        return BoardKey(tuple((int(q), int(r), int(n), int(t)) for q, r, n, t in view["hexes"]),
                        tuple((int(t["tree"]), int(t["cell"][0]), int(t["cell"][1]))
                              for t in view["trees"]),
                        tuple((int(g[0]), int(g[1])) for g in grounds),
                        tuple((int(h[0]), int(h[1])) for h in extra), colour_blind, turn)

    def layout(self, rect: pygame.Rect) -> Layout:
        cells = [Hex(q, r) for q, r, _n, _t in self.hexes]
        cells += [Hex(q, r) for _t, q, r in self.trees]
        cells += [Hex(q, r) for q, r in self.grounds + self.extra]
        return Layout(cells, rect, turn=self.turn,
                      trees=[(Hex(q, r), t in HIGH_TREES) for t, q, r in self.trees])

    def spots(self, rect: pygame.Rect) -> Spots:
        return Spots(self.layout(rect), {t: (q, r) for t, q, r in self.trees})


def paint_board(surf: pygame.Surface, lay: Layout, key: BoardKey) -> None:
    """The jungle drawn once: background, hexes with their numbers, tree shadows,
    and the planting grounds (set-up). Trees and everything that moves are drawn
    on top each frame."""
    size = surf.get_size()
    surf.blit(image("bg_jungle", size), (0, 0))
    s = lay.size
    # soft ground patch under the jungle
    shade = pygame.Surface(size, pygame.SRCALPHA)
    for q, r, n, tile in key.hexes:
        pygame.draw.polygon(shade, (0, 0, 0, 70), [(x + 6, y + 10) for x, y in lay.corners((q, r), -4)])
    surf.blit(shade, (0, 0))
    for q, r, n, tile in key.hexes:
        col = TILE_COLOURS[tile % len(TILE_COLOURS)]
        pygame.draw.polygon(surf, (60, 90, 40), lay.corners((q, r), 0))
        pygame.draw.polygon(surf, col, lay.corners((q, r), 3))
        hi = tuple(min(255, c + 26) for c in col)
        pygame.draw.polygon(surf, hi, lay.corners((q, r), s * 0.28))
        number_disc(surf, lay.ipx((q, r)), s, n, key.colour_blind)
    # tile seams: a darker line between hexes of different tiles
    tiles = {(q, r): tile for q, r, n, tile in key.hexes}
    for (q, r), tile in tiles.items():
        h = Hex(q, r)
        cs = lay.corners(h, 0)
        for i, nb in enumerate(_edge_neighbours(h, lay)):
            t2 = tiles.get((nb.q, nb.r))
            if t2 is not None and t2 != tile:
                pygame.draw.line(surf, (50, 80, 30), cs[i], cs[(i + 1) % 6], max(3, int(s * 0.08)))
    for g in key.grounds:
        pts = lay.corners(g, 4)
        pygame.draw.polygon(surf, (110, 80, 40), pts)
        pygame.draw.polygon(surf, (255, 220, 120), pts, max(3, int(s * 0.08)))
    # the tree spots: dark soil rings
    for _tree, q, r in key.trees:
        cx, cy = lay.ipx((q, r))
        pygame.draw.circle(surf, (70, 50, 30), (cx, cy + int(s * 0.3)), int(s * 0.55))
        pygame.draw.circle(surf, (96, 70, 40), (cx, cy + int(s * 0.3)), int(s * 0.45))


NUMBER_DISC = 0.42  # the number disc's radius, in hex sizes


def number_disc(surf: pygame.Surface, centre: tuple[int, int], size: float, n: int,
                colour_blind: bool) -> None:
    """A hex's number on its disc, for a hex of `size` centred on `centre` (with n
    dots around it in the colour-blind palette)."""
    s = size
    cx, cy = centre
    ncol = NUMBER_COLOURS.get(n, INK)
    pygame.draw.circle(surf, (255, 252, 235), (cx, cy), int(s * NUMBER_DISC))
    pygame.draw.circle(surf, ncol, (cx, cy), int(s * NUMBER_DISC), max(2, int(s * 0.06)))
    draw_text(surf, str(n), int(s * 0.62), ncol, (cx, cy + 1))
    if colour_blind:  # the number is the clue already; dots make it readable at a glance
        for k in range(n):
            a = math.radians(-90 + k * 360 / max(1, n))
            pygame.draw.circle(surf, ncol, (int(cx + s * 0.62 * math.cos(a)),
                                            int(cy + s * 0.62 * math.sin(a))),
                               max(2, int(s * 0.05)))


@functools.lru_cache(maxsize=8)
def turn_icon(size: int) -> pygame.Surface:
    """A round arrow going clockwise: turn the tile."""
    S = size * SS
    big = pygame.Surface((S, S), pygame.SRCALPHA)
    c = (S / 2, S / 2)
    rad = S * 0.34
    w = max(4, S // 9)
    rect = pygame.Rect(0, 0, int(2 * rad), int(2 * rad))
    rect.center = (int(c[0]), int(c[1]))
    pygame.draw.arc(big, INK, rect, math.radians(-50), math.radians(200), w)
    # the head, at the arc's clockwise end (angle -50 degrees, heading down-left)
    a = math.radians(-50)
    tip = (c[0] + rad * math.cos(a), c[1] - rad * math.sin(a))
    pygame.draw.polygon(big, INK, [(tip[0] + S * 0.16, tip[1] - S * 0.02),
                                   (tip[0] - S * 0.12, tip[1] - S * 0.06),
                                   (tip[0] + S * 0.04, tip[1] + S * 0.2)])
    return _shrink(big, (size, size))


def numbers_under_trees(spots: Spots, numbers: Mapping[Hex, int]) -> list[tuple[Hex, int]]:
    """The hexes whose number disc a tree's picture (its crown, mostly) covers:
    the table draws their numbers again over the trees."""
    lay = spots.lay
    rad = int(lay.size * NUMBER_DISC) + 2
    disc_pic = pygame.Surface((2 * rad, 2 * rad), pygame.SRCALPHA)
    pygame.draw.circle(disc_pic, (255, 255, 255, 255), (rad, rad), rad)
    disc = pygame.mask.from_surface(disc_pic)
    out: dict[Hex, int] = {}
    for tree in spots.trees:
        r = spots.tree_rect(tree)
        if r is None:
            continue
        crown = pygame.mask.from_surface(tree_img(tree, spots.tree_size))
        near = r.inflate(2 * rad, 2 * rad)
        for h, n in numbers.items():
            cx, cy = lay.ipx(h)
            if near.collidepoint(cx, cy) and crown.overlap(disc, (cx - rad - r.x, cy - rad - r.y)):
                out[h] = n
    return sorted(out.items())


def _edge_neighbours(h: Hex, lay: Layout) -> list[Hex]:
    """For pointy-top corners i..i+1 (starting at 30 degrees, clockwise on screen),
    the neighbour across that edge, in the jungle's own coordinates."""
    cx, cy = lay.px(h)
    cs = lay.corners(h, 0)
    out = []
    for i in range(6):
        mx = (cs[i][0] + cs[(i + 1) % 6][0]) / 2
        my = (cs[i][1] + cs[(i + 1) % 6][1]) / 2
        out.append(lay.hex_at((cx + 2 * (mx - cx), cy + 2 * (my - cy))))
    return out
