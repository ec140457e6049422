"""What every help picture of Treefort Nations is painted with: the colours,
labels and see-through boxes, the canvas each picture is laid out on once
(820 x 660) and scaled from, and the words that must stay on one line."""
from __future__ import annotations

import functools
from collections.abc import Callable, Sequence

import pygame

from game.ui import theme
from game.ui.widgets import draw_text


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


# ---------------------------------------------------------------------------- words
def keep(words: str) -> str:
    """Words that must stay on one line."""
    return words.replace(" ", NB)
