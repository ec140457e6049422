"""Treefort Nations test boards: simple layouts built in code (the shipped
layouts are Tiled maps; these keep the rules' tests independent of them)."""
from __future__ import annotations

from game.core.grid import Cell
from game.core.state import Setup
from game.rules.treefort.state import TreefortState


def row_layout(players: int, neutral: int = 1) -> dict[Cell, int | None]:
    """Seat grids of 8x8 in a row with `neutral` neutral grids in the middle."""
    keys: list[int | None] = list(range(players))
    half = players // 2
    keys = keys[:half] + [None] * neutral + keys[half:]
    return {Cell(8 * k + x, y): key for k, key in enumerate(keys)
            for x in range(8) for y in range(8)}


def new(players: int = 2, seed: int = 1, variants: tuple[str, ...] = (),
        neutral: int = 1) -> TreefortState:
    setup = Setup("treefort", ("random",) * players, seed, None, variants)
    return TreefortState.new(setup, row_layout(players, neutral))
