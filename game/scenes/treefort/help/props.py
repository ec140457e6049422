"""Small things the help pictures point and play with: ticks and crosses,
arrows, dice, key caps and pad buttons, the action icons, tags, a puff of
cloud and the winner's crown."""
from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.ui.assets import image
from game.ui.motion import lerp_point as _lerp

from .. import pieces
from .paint import BAD, GOOD, INK, WHITE, _label


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


def crown(surf: pygame.Surface, c: Sequence[float], r: float, k: float = 0.0) -> None:
    x, y = c[0], c[1] - 6 * abs(math.sin(k * 12))
    pts = [(x - r, y + r * 0.6), (x - r, y - r * 0.3), (x - r * 0.5, y + r * 0.1), (x, y - r * 0.6),
           (x + r * 0.5, y + r * 0.1), (x + r, y - r * 0.3), (x + r, y + r * 0.6)]
    pygame.draw.polygon(surf, (250, 200, 40), pts)
    pygame.draw.polygon(surf, INK, pts, 4)
