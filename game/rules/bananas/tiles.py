"""The eight JungleTiles and the banana trees, as data.

Each JungleTile is a trihex: three hexes joined edge to edge. Three shapes
exist on a hex grid and all three are used: straight (a line of three), bent
(two hexes meeting the third at 120 degrees) and triangle (three hexes around
a corner). Every hex carries a number 1-6; over the 24 hexes each number
appears exactly four times, and no tile repeats a number.

Tiles are printed on one side only, so a tile may be turned (rotated) but not
turned over; all three shapes are their own mirror images anyway.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.core.hexgrid import Hex, rotate

STRAIGHT, BENT, TRIANGLE = "straight", "bent", "triangle"

SHAPES: dict[str, tuple[Hex, Hex, Hex]] = {
    STRAIGHT: (Hex(0, 0), Hex(1, 0), Hex(2, 0)),
    BENT: (Hex(0, 0), Hex(1, 0), Hex(2, -1)),
    TRIANGLE: (Hex(0, 0), Hex(1, 0), Hex(0, 1)),
}


@dataclass(frozen=True)
class JungleTile:
    id: int                      # 1..8
    shape: str                   # STRAIGHT, BENT or TRIANGLE
    numbers: tuple[int, int, int]  # the number on each hex of SHAPES[shape], in order

    def cells(self, rotation: int = 0, at: Hex = Hex(0, 0)) -> tuple[Hex, Hex, Hex]:
        """The tile's hexes turned by rotation x 60 degrees, its first hex moved to `at`."""
        a, b, c = (rotate(h, rotation).plus(at) for h in SHAPES[self.shape])
        return a, b, c


TILES: tuple[JungleTile, ...] = (
    JungleTile(1, STRAIGHT, (1, 4, 6)),
    JungleTile(2, STRAIGHT, (2, 5, 3)),
    JungleTile(3, STRAIGHT, (6, 3, 1)),
    JungleTile(4, BENT, (5, 2, 4)),
    JungleTile(5, BENT, (3, 6, 2)),
    JungleTile(6, BENT, (4, 1, 5)),
    JungleTile(7, TRIANGLE, (1, 3, 5)),
    JungleTile(8, TRIANGLE, (2, 4, 6)),
)
TILE_BY_ID = {t.id: t for t in TILES}


def tiles_for(players: int) -> int:
    """How many tiles the jungle uses: 6 for 2-3 players, 8 for 4."""
    return 8 if players >= 4 else 6


# --- Banana trees ---------------------------------------------------------
# Trees 4 and 5 are the high ones (3 bananas); 1, 2, 3 and 6 are low (2).
TREE_CAPACITY: dict[int, int] = {1: 2, 2: 2, 3: 2, 4: 3, 5: 3, 6: 2}


def trees_for(players: int) -> tuple[int, ...]:
    """The trees in play: 1-5 for 2 players (12 bananas), 1-6 otherwise (14)."""
    return (1, 2, 3, 4, 5) if players <= 2 else (1, 2, 3, 4, 5, 6)


def bananas_for(players: int) -> int:
    return sum(TREE_CAPACITY[t] for t in trees_for(players))
