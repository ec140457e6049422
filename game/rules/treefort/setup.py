"""Setting up the Great Wood: coin piles, scattering them, dealing grids.

Every player gets a pile of 4, 8, 12 (the default) or 16 coins, equal
numbers of pennies, nickels, dimes and quarters; each neutral grid gets the
same pile. Placement is one of:

  random     each pile is scattered over its own grid, at most one coin a
             square (the rules' RNG decides)
  strategic  players place their own coins (a setup phase of the match);
             the neutral grids are still scattered
  dealt      piles are scattered, then the grids are dealt to the seats at
             random, so nobody knows which grid they will get

The rng is the match's `MatchRng` (anything with `shuffle` and `sample`).
"""
from __future__ import annotations

from typing import Any, Mapping, Sequence

from game.core.grid import Cell

from .trees import COINS

PILES = (4, 8, 12, 16)
PLACEMENTS = ("random", "strategic", "dealt")


def coin_pile(count: int) -> list[str]:
    """`count` coins, the same number of each size, smallest first."""
    if count not in PILES:
        raise ValueError(f"a pile holds {', '.join(map(str, PILES))} coins, not {count}")
    return [c for c in COINS for _ in range(count // len(COINS))]


def scatter(cells: Sequence[Cell], coins: Sequence[str], rng: Any) -> dict[Cell, str]:
    """The coins dropped on distinct squares of one grid, at random."""
    if len(coins) > len(cells):
        raise ValueError("more coins than squares")
    spots = rng.sample(sorted(cells), len(coins))
    return dict(zip(spots, coins))


def deal_grids(territories: Mapping[int, Sequence[Cell]], rng: Any) -> dict[int, int]:
    """A deal at random: map grid k (the one the layout gives seat k) -> the seat
    that gets it."""
    seats = sorted(territories)
    grids = list(seats)
    rng.shuffle(grids)
    return dict(zip(seats, grids))


def neutral_blocks(cells: Sequence[Cell], size: int = 8) -> list[list[Cell]]:
    """Neutral ground split into its grids: blocks of `size` x `size` squares,
    counted from the neutral ground's own top-left corner (each gets a pile)."""
    if not cells:
        return []
    x0, y0 = min(c.x for c in cells), min(c.y for c in cells)
    blocks: dict[tuple[int, int], list[Cell]] = {}
    for c in sorted(cells):
        blocks.setdefault(((c.x - x0) // size, (c.y - y0) // size), []).append(c)
    return [blocks[k] for k in sorted(blocks, key=lambda k: (k[1], k[0]))]
