"""The log panel: the story of the match in short lines, newest at the bottom.

Lines can be private (`to`: the seats that may read them); the panel shows
only what the people in front of the screen may read now. The picture is
cached until a line is added or who is looking changes: the cache key counts
every line ever added, so the panel keeps up however long the match runs.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from . import theme
from .badges import draw_badge
from .widgets import draw_text, wrap

KEEP = 200  # lines kept in memory; far more than the panel shows
EVERYONE = -99  # as a viewer: the theatre watching a finished match with every secret shown


@dataclass(frozen=True)
class LogLine:
    text: str
    colour: tuple[int, int, int]
    to: frozenset[int] | None = None  # None: everyone may read it
    seat: int | None = None           # whose line it is: their badge starts it

    def readable_by(self, viewer: int | None) -> bool:
        return self.to is None or viewer == EVERYONE or (viewer is not None and viewer in self.to)


class LogPanel:
    def __init__(self, rect: pygame.Rect, size: int = 26):
        self.rect = pygame.Rect(rect)
        self.size = size
        self.lines: list[LogLine] = []
        self.added = 0  # lines ever added: the cache's clock
        self._cache: tuple[tuple, pygame.Surface] | None = None

    def add(self, text: str, colour=theme.TEXT, to: frozenset[int] | None = None,
            seat: int | None = None) -> None:
        self.lines.append(LogLine(text, (colour[0], colour[1], colour[2]), to, seat))
        self.added += 1
        del self.lines[:-KEEP]

    def clear(self) -> None:
        self.lines.clear()
        self.added += 1

    def visible(self, viewer: int | None) -> list[LogLine]:
        return [ln for ln in self.lines if ln.readable_by(viewer)]

    def draw(self, surf: pygame.Surface, viewer: int | None, style: object = None) -> None:
        """`style` is anything else the picture depends on (the colour-blind setting)."""
        key = (self.added, viewer, tuple(self.rect), self.size, style)
        if self._cache is None or self._cache[0] != key:
            lines = self.visible(viewer)
            self._cache = (key, self._render(lines, bool(style)) if lines
                           else pygame.Surface((0, 0)))
        if self._cache[1].get_width():
            surf.blit(self._cache[1], self.rect)

    def _render(self, lines: list[LogLine], colour_blind: bool = False) -> pygame.Surface:
        r, size = self.rect, self.size
        pad = size + 14  # room for a seat badge before every line
        max_rows = max(1, (r.h - 24) // (size + 8))
        rows: list[tuple[str, tuple, int | None]] = []
        for ln in reversed(lines):
            words = wrap(ln.text, size, r.w - 36 - pad)
            rows[:0] = [(w, ln.colour, ln.seat if k == 0 else None) for k, w in enumerate(words)]
            if len(rows) >= max_rows:
                break
        rows = rows[-max_rows:]
        box = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(box, (10, 24, 18, 170), box.get_rect(), border_radius=18)
        y = 14
        for i, (s, colour, seat) in enumerate(rows):
            old = i < len(rows) - 3  # the newest three lines keep their seat colour
            if seat is not None and seat >= 0:
                draw_badge(box, seat, (18 + size // 2, y + size // 2 + 2), size + 4, colour_blind)
            draw_text(box, s, size, theme.MUTED if old else colour, (18 + pad, y), anchor="topleft",
                      role="log")
            y += size + 8
        return box
