"""Treefort Nations set-up pieces: coin piles, scattering and dealt grids."""
from __future__ import annotations

from collections import Counter

import pytest

from game.core.grid import Cell
from game.core.rng import MatchRng
from game.rules.treefort.setup import PILES, coin_pile, deal_grids, scatter


@pytest.mark.parametrize("count", PILES)
def test_a_pile_has_the_same_number_of_each_coin(count):
    pile = coin_pile(count)
    assert len(pile) == count
    assert set(Counter(pile).values()) == {count // 4}
    assert set(pile) == {"penny", "nickel", "dime", "quarter"}


def test_only_the_four_pile_sizes():
    with pytest.raises(ValueError, match="4, 8, 12, 16"):
        coin_pile(10)


def test_scattered_coins_land_one_a_square_in_their_grid_and_the_seed_decides():
    grid = [Cell(x, y) for x in range(8) for y in range(8)]
    placed = scatter(grid, coin_pile(16), MatchRng(3))
    assert len(placed) == 16 and set(placed) <= set(grid)
    assert Counter(placed.values()) == Counter(coin_pile(16))
    assert scatter(grid, coin_pile(16), MatchRng(3)) == placed
    assert len({tuple(sorted(scatter(grid, coin_pile(16), MatchRng(s)).items()))
                for s in range(6)}) > 1
    with pytest.raises(ValueError):
        scatter(grid[:3], coin_pile(4), MatchRng(1))


def test_dealt_grids_give_every_seat_one_grid():
    terr = {s: [Cell(8 * s, 0)] for s in range(5)}
    seen = set()
    for seed in range(20):
        d = deal_grids(terr, MatchRng(seed))
        assert sorted(d) == sorted(d.values()) == list(range(5))
        seen.add(tuple(d.values()))
    assert len(seen) > 5
