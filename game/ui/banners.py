"""Messages over the table: a speech bubble from the mascot, and a banner that
stops the table until someone acts (a pad was unplugged)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

import pygame

from . import theme
from .assets import image
from .prompts import draw_prompt
from .widgets import dim, draw_text, wrap


@dataclass
class Bubble:
    text: str
    seat: int | None
    left: float  # seconds it stays


def draw_bubble(surf: pygame.Surface, text: str, center: tuple[int, int],
                edge: tuple[int, int, int]) -> pygame.Rect:
    lines = wrap(text, 38, 860)
    rect = pygame.Rect(0, 0, 1000, 40 + len(lines) * 48)
    rect.center = center
    pygame.draw.rect(surf, (0, 0, 0), rect.move(6, 8), border_radius=30)
    pygame.draw.rect(surf, theme.PANEL, rect, border_radius=30)
    pygame.draw.rect(surf, edge, rect, width=6, border_radius=30)
    surf.blit(image("monkey/think_0", (130, 130)), (rect.x - 100, rect.centery - 70))
    y = rect.y + 22
    for ln in lines:
        draw_text(surf, ln, 38, theme.INK, (rect.centerx + 30, y), anchor="midtop")
        y += 48
    return rect


def draw_banner(surf: pygame.Surface, message: str, edge: tuple[int, int, int],
                prompt: Sequence[Any], y_center: int = 540) -> pygame.Rect:
    """Dim the table and ask for something, with the buttons to press pictured."""
    dim(surf, 150)
    lines = wrap(message, 46, 1500)
    rect = pygame.Rect(0, 0, 1640, 170 + 60 * len(lines))
    rect.center = (surf.get_width() // 2, y_center)
    pygame.draw.rect(surf, (30, 30, 40), rect, border_radius=34)
    pygame.draw.rect(surf, edge, rect, width=8, border_radius=34)
    y = rect.y + 40
    for ln in lines:
        draw_text(surf, ln, 46, theme.TEXT, (rect.centerx, y), anchor="midtop")
        y += 60
    draw_prompt(surf, list(prompt), 40, theme.ACCENT, (rect.centerx, y + 45))
    return rect
