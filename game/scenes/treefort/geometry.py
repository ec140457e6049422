"""Where things are on the Treefort screen: the board fitted into its area
(the whole board always shows, 8 players included), the side panel, and
pixels <-> squares. Pure arithmetic on the view's squares: no drawing."""
from __future__ import annotations

from typing import Iterable, Sequence

import pygame

from game.core.grid import Cell

W, H = 1920, 1080
BOARD_AREA = pygame.Rect(8, 6, 1474, 1068)   # to the screen's edges: 33 px squares for 32 rows
PANEL = pygame.Rect(1494, 14, 412, 1052)
LOG = pygame.Rect(1494, 800, 412, 266)
MAX_SQUARE = 72          # a 2-player board would otherwise get squares too big to read as a board


class Geometry:
    """The board's squares on screen (square size and origin fitted to the area)."""

    def __init__(self, cells: Iterable[Sequence[int]], area: pygame.Rect = BOARD_AREA,
                 biggest: int = MAX_SQUARE):
        cs = [Cell(int(c[0]), int(c[1])) for c in cells]
        if not cs:
            cs = [Cell(0, 0)]
        self.cells = frozenset(cs)
        self.x0 = min(c.x for c in cs)
        self.y0 = min(c.y for c in cs)
        self.cols = max(c.x for c in cs) - self.x0 + 1
        self.rows = max(c.y for c in cs) - self.y0 + 1
        self.size = max(8, min(biggest, area.w // self.cols, area.h // self.rows))
        self.left = area.x + (area.w - self.cols * self.size) // 2
        self.top = area.y + (area.h - self.rows * self.size) // 2
        self.area = area

    @property
    def rect_all(self) -> pygame.Rect:
        return pygame.Rect(self.left, self.top, self.cols * self.size, self.rows * self.size)

    def rect(self, cell: Sequence[int]) -> pygame.Rect:
        return pygame.Rect(self.left + (cell[0] - self.x0) * self.size,
                           self.top + (cell[1] - self.y0) * self.size, self.size, self.size)

    def centre(self, cell: Sequence[float]) -> tuple[float, float]:
        return (self.left + (cell[0] - self.x0 + 0.5) * self.size,
                self.top + (cell[1] - self.y0 + 0.5) * self.size)

    def cell_at(self, pos: Sequence[int]) -> Cell | None:
        x = (pos[0] - self.left) // self.size + self.x0
        y = (pos[1] - self.top) // self.size + self.y0
        c = Cell(int(x), int(y))
        return c if c in self.cells else None

    def step(self, cell: Cell, dx: int, dy: int) -> Cell:
        """The next board square from `cell` that way (jumping gaps between grids);
        `cell` itself at the edge."""
        x, y = cell
        for _ in range(max(self.cols, self.rows) + 1):
            x, y = x + dx, y + dy
            if not (self.x0 <= x < self.x0 + self.cols and self.y0 <= y < self.y0 + self.rows):
                return cell
            if Cell(x, y) in self.cells:
                return Cell(x, y)
        return cell


def geometry_for(view: dict, area: pygame.Rect = BOARD_AREA) -> Geometry:
    return Geometry(((c[0], c[1]) for c in view.get("owner") or ()), area)
