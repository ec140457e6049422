"""Small things the help pictures point and play with: dice, the spanking
hand, bursts, ticks and crosses, arrows, a fist, the cursor, key caps."""
from __future__ import annotations

import functools
import math
from typing import Sequence

import pygame

from game.ui import theme
from game.ui.assets import image
from .paint import GREEN, GREY, INK, RED, SKIN, WHITE, YOU, _blit_centered, _darker, _label, _lerp


def die(surf: pygame.Surface, c: Sequence[float], size: int, value: int, angle: float = 0.0,
        colour: tuple[int, int, int] = WHITE, dim: bool = False) -> pygame.Rect:
    img = pygame.Surface((size, size), pygame.SRCALPHA)
    r = img.get_rect()
    face_c = (200, 196, 188) if dim else colour
    pygame.draw.rect(img, face_c, r, border_radius=size // 5)
    pygame.draw.rect(img, INK if not dim else GREY, r, max(2, size // 22), border_radius=size // 5)
    spots = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
             4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
             5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
             6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}[max(1, min(6, value))]
    for sx, sy in spots:
        pygame.draw.circle(img, GREY if dim else INK,
                           (int(size / 2 + sx * size * 0.27), int(size / 2 + sy * size * 0.27)),
                           max(2, size // 11))
    return _blit_centered(surf, img, c, angle)


def rolling_die(surf: pygame.Surface, c: Sequence[float], size: int, value: int, k: float,
                t: float) -> None:
    """A die that tumbles while k < 1 and then shows `value`."""
    if k < 1:
        shown = 1 + int(t * 14) % 6
        die(surf, (c[0], c[1] - math.sin(k * math.pi) * 40), size, shown, angle=k * 540)
    else:
        die(surf, c, size, value)


@functools.lru_cache(maxsize=8)
def _hand_img(size: int) -> pygame.Surface:
    """An open hand, fingers up, for spanking."""
    out = pygame.Surface((size, size), pygame.SRCALPHA)
    s = size / 100
    edge = _darker(SKIN, 0.7)
    fingers = [(30, 14, 13, 44), (44, 6, 13, 50), (58, 10, 13, 46), (72, 20, 12, 38)]
    for fx, fy, fw, fh in fingers:
        r = pygame.Rect(int(fx * s), int(fy * s), int(fw * s), int(fh * s))
        pygame.draw.rect(out, SKIN, r, border_radius=int(6 * s))
        pygame.draw.rect(out, edge, r, 2, border_radius=int(6 * s))
    palm = pygame.Rect(int(26 * s), int(40 * s), int(60 * s), int(48 * s))
    pygame.draw.rect(out, SKIN, palm, border_radius=int(18 * s))
    pygame.draw.rect(out, edge, palm, 2, border_radius=int(18 * s))
    thumb = [(int(28 * s), int(62 * s)), (int(8 * s), int(44 * s)), (int(14 * s), int(36 * s)),
             (int(34 * s), int(50 * s))]
    pygame.draw.polygon(out, SKIN, thumb)
    pygame.draw.lines(out, edge, False, thumb, 2)
    sleeve = pygame.Rect(int(30 * s), int(84 * s), int(52 * s), int(16 * s))
    pygame.draw.rect(out, YOU, sleeve, border_radius=int(4 * s))
    return out


def spank_hand(surf: pygame.Surface, c: Sequence[float], size: int, swing: float) -> None:
    """The spanking hand, tilted back (swing 0) or slapping forward (swing 1)."""
    _blit_centered(surf, _hand_img(size), c, 40 - 80 * swing)


def burst(surf: pygame.Surface, c: Sequence[float], r: int, words: str,
          colour: tuple[int, int, int] = theme.ACCENT, size: int = 40) -> None:
    pts = []
    for i in range(16):
        a = math.pi * 2 * i / 16
        rr = r if i % 2 == 0 else r * 0.62
        pts.append((c[0] + rr * math.cos(a), c[1] + rr * math.sin(a)))
    pygame.draw.polygon(surf, colour, pts)
    pygame.draw.polygon(surf, RED, pts, 4)
    _label(surf, words, c, size, RED)


def tick(surf: pygame.Surface, c: Sequence[float], r: int = 22) -> None:
    x, y = c
    pygame.draw.circle(surf, GREEN, (int(x), int(y)), r)
    pygame.draw.lines(surf, WHITE, False, [(x - r * 0.5, y), (x - r * 0.1, y + r * 0.4),
                                           (x + r * 0.55, y - r * 0.4)], max(3, r // 5))


def cross(surf: pygame.Surface, c: Sequence[float], r: int = 22, width: int = 0) -> None:
    x, y = c
    w = width or max(4, r // 4)
    pygame.draw.line(surf, RED, (x - r, y - r), (x + r, y + r), w)
    pygame.draw.line(surf, RED, (x + r, y - r), (x - r, y + r), w)


def arrow(surf: pygame.Surface, a: Sequence[float], b: Sequence[float],
          colour: tuple[int, int, int] = INK, width: int = 6) -> None:
    pygame.draw.line(surf, colour, a, b, width)
    ang = math.atan2(b[1] - a[1], b[0] - a[0])
    h = width * 3
    p1 = (b[0] - h * math.cos(ang - 0.5), b[1] - h * math.sin(ang - 0.5))
    p2 = (b[0] - h * math.cos(ang + 0.5), b[1] - h * math.sin(ang + 0.5))
    pygame.draw.polygon(surf, colour, [b, p1, p2])


def dashed(surf: pygame.Surface, a: Sequence[float], b: Sequence[float],
           colour: tuple[int, int, int] = RED, width: int = 4, dash: int = 14) -> None:
    length = math.dist(a, b)
    n = max(1, int(length // dash))
    for i in range(0, n, 2):
        p = _lerp(a, b, i / n)
        q = _lerp(a, b, min(1.0, (i + 1) / n))
        pygame.draw.line(surf, colour, p, q, width)


def key_cap(surf: pygame.Surface, c: Sequence[float], words: str, size: int = 56) -> None:
    f = max(size, 24 + 18 * len(words))
    r = pygame.Rect(0, 0, f, size)
    r.center = (int(c[0]), int(c[1]))
    pygame.draw.rect(surf, (90, 90, 96), r.move(0, 5), border_radius=10)
    pygame.draw.rect(surf, (246, 246, 240), r, border_radius=10)
    pygame.draw.rect(surf, (90, 90, 96), r, 3, border_radius=10)
    _label(surf, words, r.center, max(28, int(size * 0.5)))


def _fist(surf: pygame.Surface, c: Sequence[float], r: int = 20) -> None:
    x, y = int(c[0]), int(c[1])
    pygame.draw.circle(surf, SKIN, (x, y), r)
    pygame.draw.circle(surf, _darker(SKIN, 0.7), (x, y), r, 3)
    for dy in (-r // 2, 0, r // 2):
        pygame.draw.line(surf, _darker(SKIN, 0.7), (x + r // 3, y + dy), (x + r - 3, y + dy), 2)


def _cursor(surf: pygame.Surface, at: Sequence[float]) -> None:
    surf.blit(image("ui/cursor", (56, 56)), (int(at[0]), int(at[1])))
