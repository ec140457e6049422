"""Cached layers: a picture drawn once and kept until what it shows changes.

A table's felt, its grid or its seat cards cost far more to paint than to
blit, and they change rarely. A `Layer` keeps its surface together with the
key it was painted for; `surface(key)` repaints only when the key is new.
`paint(surface, key)` gets the key, so that it can read what it shows from
the key alone: then the picture can never lag behind what it depends on.
(A cache keyed by its inputs is the one write a draw path may do: it never
changes what is shown.)
"""
from __future__ import annotations

from typing import Any, Callable, Hashable

import pygame

_UNSET = object()


class Layer:
    """A surface of `size`, painted by `paint(surface, key)` whenever the key changes.

    `alpha` gives a transparent surface (cards, notes); without it the layer
    is opaque and converted to the display format (a full-screen backdrop).
    """

    def __init__(self, size: tuple[int, int], paint: Callable[[pygame.Surface, Any], None],
                 alpha: bool = True):
        self.size = (int(size[0]), int(size[1]))
        self.paint = paint
        self.alpha = alpha
        self.redraws = 0                # how often it was painted (tests, benchmarks)
        self._key: Any = _UNSET
        self._surface: pygame.Surface | None = None

    def surface(self, key: Hashable) -> pygame.Surface:
        """The picture for `key`: the cached one, or a fresh one painted now."""
        if self._surface is None or self._key != key:
            self._surface = self._paint(key)
            self._key = key
            self.redraws += 1
        return self._surface

    def blit(self, surf: pygame.Surface, key: Hashable, pos: tuple[int, int] = (0, 0)) -> None:
        surf.blit(self.surface(key), pos)

    def forget(self) -> None:
        """Paint again next time, whatever the key (something outside it changed)."""
        self._key = _UNSET

    def _paint(self, key: Any) -> pygame.Surface:
        s = self._surface
        if s is not None:
            # painted again into the same pixels, cleared as a new surface would be:
            # a new board-sized surface each time cost more than its painting (the
            # memory of 6 MB is fresh every time: Treefort's shots, issue 21)
            s.fill((0, 0, 0, 0) if self.alpha else (0, 0, 0))
        elif self.alpha:
            s = pygame.Surface(self.size, pygame.SRCALPHA)
        else:
            s = pygame.Surface(self.size)
            if pygame.display.get_surface() is not None:
                s = s.convert()  # opaque and in the screen's format: the fastest blit
        self.paint(s, key)
        return s
