"""What every help picture of Spank the Monkey is painted with: the colours,
the easing of its little films, labels, and the canvas each picture is laid
out on once (820 x 660) and scaled from."""
from __future__ import annotations

import functools
from typing import Callable, Sequence

import pygame

from game.ui import theme
from game.ui.motion import (ease as _ease, lerp_point as _lerp,  # noqa: F401  (re-exported)
                            phase as _phase, span as _span)
from game.ui.widgets import draw_text


Draw = Callable[[pygame.Surface, pygame.Rect, float], None]

BASE = (820, 660)                 # the help scene's picture rectangle
INK = theme.INK
RED = (214, 52, 64)
GREEN = (40, 150, 70)
GREY = (120, 112, 100)
WHITE = (255, 255, 255)
SKIN = (244, 204, 160)
GROUND = (150, 112, 76)
YOU = theme.SEAT_COLOURS[0]
THEM = theme.SEAT_COLOURS[1]


# ---------------------------------------------------------------------------- small helpers


def _bend(a: Sequence[float], corner: Sequence[float], b: Sequence[float],
          k: float) -> tuple[float, float]:
    """A point on the way from a to b by way of a corner (half of k each leg):
    a card carried around the words in its way rather than over them."""
    return _lerp(a, corner, k * 2) if k < 0.5 else _lerp(corner, b, k * 2 - 1)


def _label(surf: pygame.Surface, words: str, xy: Sequence[float], size: int = 32,
           colour: tuple[int, int, int] = INK, anchor: str = "center") -> pygame.Rect:
    return draw_text(surf, words, size, colour, (int(xy[0]), int(xy[1])), anchor=anchor)


def _darker(c: Sequence[int], f: float = 0.62) -> tuple[int, int, int]:
    return int(c[0] * f), int(c[1] * f), int(c[2] * f)


def _lighter(c: Sequence[int], f: float = 0.45) -> tuple[int, int, int]:
    return tuple(int(v + (255 - v) * f) for v in c[:3])  # type: ignore[return-value]


def _blit_centered(surf: pygame.Surface, img: pygame.Surface, c: Sequence[float],
                   angle: float = 0.0) -> pygame.Rect:
    if angle:
        img = pygame.transform.rotate(img, angle)
    r = img.get_rect(center=(int(c[0]), int(c[1])))
    surf.blit(img, r)
    return r


# ---------------------------------------------------------------------------- the canvas
@functools.lru_cache(maxsize=1)
def _canvas() -> pygame.Surface:
    return pygame.Surface(BASE, pygame.SRCALPHA)


def picture(fn: Draw) -> Draw:
    """Lay a picture out once on a BASE canvas; scale it into any rectangle."""
    @functools.wraps(fn)
    def draw(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
        canvas = _canvas()
        canvas.fill((0, 0, 0, 0))
        fn(canvas, canvas.get_rect(), t)
        if rect.size == BASE:
            surf.blit(canvas, rect.topleft)
            return
        scale = min(rect.w / BASE[0], rect.h / BASE[1])
        size = (max(1, int(BASE[0] * scale)), max(1, int(BASE[1] * scale)))
        img = pygame.transform.smoothscale(canvas, size)
        surf.blit(img, img.get_rect(center=rect.center))
    return draw


NB = "\u00a0"


def keep(words: str) -> str:
    """Words that must stay on one line (a sum like 5 + 1 = 6)."""
    return words.replace(" ", NB)
