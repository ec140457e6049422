"""A help page: a title, a few friendly sentences in our own words, and a
picture drawn (and maybe animated) into a rectangle. Each game's help pages
come from its spec; the help scene shows them."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame


@dataclass
class HelpPage:
    title: str
    text: str
    draw: Callable[[pygame.Surface, pygame.Rect, float], None] | None = None
