"""Random bot255 worlds, one for each difficulty, always solvable.

The same seed gives the same world on any machine (the caller's seeded rng).
Walls and bugs are scattered first; the bits then go on squares the bot can
reach without a bug, so every world offered is solvable by construction (and
`solver.unreachable_bits` says so in the tests, seed after seed)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.grid import Cell

from .solver import reachable
from .world import BITS, FACINGS, World


@dataclass(frozen=True)
class Difficulty:
    size: tuple[int, int]
    walls: tuple[int, int]      # how many wall squares (at least, at most)
    bugs: tuple[int, int]


DIFFICULTIES = {
    "simple": Difficulty((6, 6), (0, 4), (0, 1)),
    "average": Difficulty((8, 8), (4, 10), (2, 4)),
    "difficult": Difficulty((10, 10), (10, 20), (5, 9)),
}


def generate(rng: Any, difficulty: str, name: str = "") -> World:
    """A random solvable world of this difficulty ("simple", "average", "difficult")."""
    d = DIFFICULTIES[difficulty]
    w, h = d.size
    squares = [Cell(x, y) for y in range(h) for x in range(w)]
    while True:  # a scatter that walls the bot into fewer than 9 squares is tried again
        start = rng.choice(squares)
        facing = rng.choice(FACINGS)
        others = [c for c in squares if c != start]
        rng.shuffle(others)
        n_walls = rng.randint(*d.walls)
        n_bugs = rng.randint(*d.bugs)
        walls = frozenset(others[:n_walls])
        bugs = frozenset(others[n_walls:n_walls + n_bugs])
        probe = World(w, h, walls, frozenset(), bugs, start, facing, name)
        room = sorted(reachable(probe) - {start})
        if len(room) >= BITS:
            bits = frozenset(rng.sample(room, BITS))
            return World(w, h, walls, bits, bugs, start, facing, name).check()
