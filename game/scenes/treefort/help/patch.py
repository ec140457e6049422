"""A bit of board to set the pieces on, drawn as the match's board draws it:
squares in their owners' colours, trees, monkeys, platforms (built or not
yet) and a fort's outline."""
from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Sequence

import pygame

from game.ui.motion import mix as _mix

from .. import pieces
from .paint import GLOW, GRASS, NEUTRAL, WHITE, Colour, _label, _veil


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
