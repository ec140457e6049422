"""Seat badges and shapes: who is who, in colour and, for the colour-blind
palette, in shape too (colour is never the only clue)."""
from __future__ import annotations

import math

import pygame

from . import theme
from .assets import image


def _shape_points(shape: str, c: tuple[float, float], r: float) -> list[tuple[float, float]]:
    cx, cy = c
    if shape == "square":
        k = r * 0.8
        return [(cx - k, cy - k), (cx + k, cy - k), (cx + k, cy + k), (cx - k, cy + k)]
    if shape == "triangle":
        return [(cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a)))
                for a in (-90, 30, 150)]
    if shape == "diamond":
        return [(cx, cy - r), (cx + r * 0.8, cy), (cx, cy + r), (cx - r * 0.8, cy)]
    if shape == "star":
        pts = []
        for k in range(10):
            rr = r if k % 2 == 0 else r * 0.45
            a = math.radians(-90 + 36 * k)
            pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
        return pts
    if shape == "hexagon":
        return [(cx + r * math.cos(math.radians(60 * k)), cy + r * math.sin(math.radians(60 * k)))
                for k in range(6)]
    if shape == "cross":
        w = r * 0.38
        return [(cx - w, cy - r), (cx + w, cy - r), (cx + w, cy - w), (cx + r, cy - w),
                (cx + r, cy + w), (cx + w, cy + w), (cx + w, cy + r), (cx - w, cy + r),
                (cx - w, cy + w), (cx - r, cy + w), (cx - r, cy - w), (cx - w, cy - w)]
    if shape == "heart":
        pts = []
        for k in range(24):
            t = 2 * math.pi * k / 24
            x = 16 * math.sin(t) ** 3
            y = 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)
            pts.append((cx + x * r / 17, cy - y * r / 17))
        return pts
    return []


def draw_shape(surf: pygame.Surface, shape: str, center, r: float, colour,
               width: int = 0) -> None:
    """One of theme.SEAT_SHAPES, filled (or outlined with `width`), about 2r across."""
    if shape == "circle" or not _shape_points(shape, center, r):
        pygame.draw.circle(surf, colour, (int(center[0]), int(center[1])), int(r * 0.85), width)
        return
    pygame.draw.polygon(surf, colour, _shape_points(shape, center, r), width)


def draw_badge(surf: pygame.Surface, seat: int, center, size: int, colour_blind: bool = False,
               scale: float = 1.0) -> None:
    """The seat's badge: the monkey badge picture, or in the colour-blind palette a
    coloured disc carrying the seat's shape (colour is never the only clue)."""
    s = max(2, int(size * scale))
    cx, cy = int(center[0]), int(center[1])
    if colour_blind:
        col = theme.seat_colour(seat, True)
        pygame.draw.circle(surf, (30, 30, 30), (cx + 3, cy + 4), s // 2)
        pygame.draw.circle(surf, col, (cx, cy), s // 2)
        pygame.draw.circle(surf, (255, 255, 255), (cx, cy), s // 2, width=max(2, s // 22))
        shape = theme.SEAT_SHAPES[seat % len(theme.SEAT_SHAPES)]
        draw_shape(surf, shape, (cx, cy), s * 0.28, (255, 255, 255))
        draw_shape(surf, shape, (cx, cy), s * 0.2, (20, 20, 20))
    else:
        surf.blit(image(f"monkey/badge_{seat % 8}", (s, s)), (cx - s // 2, cy - s // 2))
