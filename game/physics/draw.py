"""Drawing playbacks with pygame (the only module of the package that needs it)."""
from __future__ import annotations

import math
from typing import Callable, Hashable, Mapping

import pygame

from .playback import Frame, Playback, Pose, corners

Colour = tuple[int, int, int] | tuple[int, int, int, int]


def draw_body(surface: pygame.Surface, shape: tuple, pose: Pose, colour: Colour,
              offset: tuple[float, float] = (0, 0), width: int = 0) -> None:
    """One body: shape ("box", w, h) or ("ball", r) at pose, shifted by offset."""
    ox, oy = offset
    if shape[0] == "ball":
        x, y, a = pose
        r = shape[1]
        pygame.draw.circle(surface, colour, (x + ox, y + oy), r, width)
        pygame.draw.line(surface, (0, 0, 0), (x + ox, y + oy),
                         (x + ox + r * math.cos(a), y + oy + r * math.sin(a)), 2)
    else:
        pygame.draw.polygon(surface, colour, [(x + ox, y + oy) for x, y in
                                              corners(pose, shape[1], shape[2])], width)


def draw_frame(surface: pygame.Surface, playback: Playback, poses: Frame,
               colour: Mapping[Hashable, Colour] | Callable[[Hashable], Colour],
               offset: tuple[float, float] = (0, 0)) -> None:
    """Every body of `poses` (from `playback.pose_at(t)`) as a flat shape."""
    pick = colour if callable(colour) else lambda k: colour.get(k, (200, 200, 200))
    for key, pose in poses.items():
        draw_body(surface, playback.shapes[key], pose, pick(key), offset)


def blit_rotated(surface: pygame.Surface, image: pygame.Surface, pose: Pose,
                 offset: tuple[float, float] = (0, 0)) -> pygame.Rect:
    """Blit a picture (a card) centred on pose, turned by its angle."""
    x, y, a = pose
    turned = pygame.transform.rotate(image, -math.degrees(a)) if a else image
    return surface.blit(turned, turned.get_rect(center=(round(x + offset[0]), round(y + offset[1]))))
