"""The still backdrop of the table: sky, fence, ground, the monkey's junk pile and
the ruler (painted once per scale), and `Stage`, the still picture kept until
what it shows changes."""
from __future__ import annotations

import random
from typing import Any, Callable, Hashable

import pygame

from game.ui.anim import lerp
from game.ui.widgets import draw_text

from .layout import DIRT, GROUND_Y, H, MONKEY_COL, SCALE_X, W, Geo

def paint_back(s: pygame.Surface, geo: Geo) -> None:
    """Sky, clouds, fence, ground, the monkey's junk pile up to the scale's top, the ruler."""
    for y in range(0, GROUND_Y, 8):
        k = y / GROUND_Y
        s.fill((int(lerp(92, 170, k)), int(lerp(160, 214, k)), int(lerp(214, 236, k))),
               (0, y, W, 8))
    rng = random.Random(7)
    for _ in range(9):  # clouds
        cx, cy = rng.randint(320, 1880), rng.randint(110, 420)
        for k in range(4):
            pygame.draw.circle(s, (236, 244, 250), (cx + k * 34 - 50, cy + (k % 2) * 10),
                               30 + 6 * (k % 2))
    for x in range(300, W, 64):  # the junkyard fence
        pygame.draw.rect(s, (150, 150, 150), (x, GROUND_Y - 120, 6, 120))
    pygame.draw.line(s, (140, 140, 140), (300, GROUND_Y - 110), (W, GROUND_Y - 110), 3)
    for x in range(300, W, 22):
        pygame.draw.line(s, (165, 165, 165), (x, GROUND_Y - 110), (x + 22, GROUND_Y - 60), 1)
        pygame.draw.line(s, (165, 165, 165), (x + 22, GROUND_Y - 110), (x, GROUND_Y - 60), 1)
    s.fill(DIRT, (0, GROUND_Y, W, H - GROUND_Y))
    s.fill((92, 70, 46), (0, GROUND_Y, W, 8))
    for _ in range(160):
        x, y = rng.randint(0, W), rng.randint(GROUND_Y + 10, H)
        pygame.draw.circle(s, (104, 80, 52), (x, y), rng.randint(2, 5))
    # the monkey's junk pile, up to the top of the scale
    top = geo.y_of(geo.dots)
    pile = [(MONKEY_COL.x, GROUND_Y), (MONKEY_COL.x + 30, top + 120), (SCALE_X - 96, top + 30),
            (SCALE_X - 40, top + 70), (SCALE_X - 6, GROUND_Y)]
    pygame.draw.polygon(s, (96, 84, 70), pile)
    for _ in range(70):
        jy = rng.uniform(top + 60, GROUND_Y - 10)
        k = (jy - top) / (GROUND_Y - top)
        jx = rng.uniform(MONKEY_COL.x + 30 - 20 * k, SCALE_X - 30)
        col = rng.choice([(130, 110, 90), (80, 90, 110), (150, 80, 60), (110, 130, 90),
                          (170, 150, 110), (70, 70, 70)])
        if rng.random() < 0.4:
            pygame.draw.circle(s, (40, 40, 40), (int(jx), int(jy)), rng.randint(9, 16), 6)
        else:
            pygame.draw.rect(s, col, (int(jx), int(jy), rng.randint(16, 46),
                                      rng.randint(8, 22)),
                             border_radius=3)
    # the ruler: every step, a bold number every fifth
    ruler = (SCALE_X - 4, int(top) - 6, 12, GROUND_Y - int(top) + 6)
    pygame.draw.rect(s, (250, 240, 210), ruler)
    pygame.draw.rect(s, (60, 40, 22), ruler, 2)
    for hgt in range(1, geo.dots + 1):
        y = int(geo.y_of(hgt))
        major = hgt % 5 == 0
        pygame.draw.line(s, (40, 28, 18), (SCALE_X - (20 if major else 12), y),
                         (SCALE_X + 6, y),
                         3 if major else 2)
        if major or geo.unit >= 28:
            size = 30 if major else 22
            draw_text(s, str(hgt), size, (255, 255, 255) if major else (235, 235, 220),
                      (SCALE_X - 24, y), anchor="midright", shadow=major,
                      role=None if major else "secondary")


class Stage:
    """A full-screen picture kept until its key changes, repainted in place (one
    surface in the screen's format for the whole match: no new surface, no
    conversion, when what it shows changes)."""

    def __init__(self, paint: Callable[[pygame.Surface, Any], None]):
        self.paint = paint
        self.redraws = 0
        self._key: Any = None
        self._surface: pygame.Surface | None = None

    def forget(self) -> None:
        """Paint afresh next time (the screen audit reads what is painted)."""
        self._surface = None
        self._key = None

    def blit(self, surf: pygame.Surface, key: Hashable) -> None:
        if self._surface is None:
            self._surface = pygame.Surface((W, H))
            if pygame.display.get_surface() is not None:
                self._surface = self._surface.convert()
            self._key = None
        if self._key != key or self._key is None:
            self.paint(self._surface, key)
            self._key = key
            self.redraws += 1
        surf.blit(self._surface, (0, 0))
