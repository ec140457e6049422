"""The platforms a monkey may build where it stands, the most promising
first, so a search weighs only a few of them.
"""
from __future__ import annotations

from typing import Any, Mapping

from game.ai.treefort.board import FastBoard
from game.ai.treefort.geometry import _PIECES
from game.ai.treefort.tuning import SHAPES_BY_SIZE
from game.core.grid import Cell, placements
from game.rules.treefort.board import TREE
from game.rules.treefort.trees import supports


def _pieces_at(owner: Mapping[Cell, Any], cell: Cell) -> list[tuple[int, frozenset[Cell]]]:
    """Every placement of every piece on the board that covers `cell`, biggest
    first (`grid.placements`), kept per board and square."""
    key = (id(owner), cell)
    got = _PIECES.get(key)
    if got is None:
        if len(_PIECES) > 20_000:
            _PIECES.clear()
        got = [(size, shape) for size in range(4, 0, -1) for name in SHAPES_BY_SIZE[size]
               for shape in placements(name, cell, owner)]
        _PIECES[key] = got
    return got


def platform_shapes(b: FastBoard, mid: int, keep: int, no_build: set[Cell],
                    mine_adj: Mapping[Cell, int]) -> list[frozenset[Cell]]:
    """The most promising platforms monkey `mid` may build where it stands:
    those that join its own fort first (`mine_adj`: squares next to it, with
    how many of its squares each touches), then the biggest, then those that
    cover fewer extra trees. Each is checked against the rules."""
    m = b.monkeys[mid]
    here = m.cell
    if m.lumber < 1 or b.kind(here) != TREE:
        return []
    cov = b.cov()
    others = {o.cell for o in b.monkeys.values() if o.id != mid}
    trees = b.trees()
    scored: list[tuple[float, tuple, frozenset[Cell]]] = []
    for size, shape in _pieces_at(b.owner, here):
        if size > m.lumber:
            continue
        if any(c in cov or c in others or c in b.sleeves or c in no_build for c in shape):
            continue
        if not supports([b.coins[c] for c in shape if c in b.coins], size):
            continue
        joins = sum(mine_adj.get(c, 0) for c in shape)
        extra = sum(1 for c in shape if c != here and c in trees)
        score = 100.0 * size + (150.0 if joins else 0.0) + joins - 8.0 * extra
        scored.append((-score, tuple(sorted(shape)), shape))
    scored.sort(key=lambda x: (x[0], x[1]))
    biggest = max((len(x[2]) for x in scored), default=0)
    out: list[frozenset[Cell]] = []
    tried_big = False
    for _, _, shape in scored:
        if len(out) >= keep and tried_big:
            break
        if len(out) >= keep and len(shape) < biggest:
            continue
        if b.platform_refusal(mid, shape) is None:
            if len(out) < keep or not tried_big:
                out.append(shape)
            if len(shape) == biggest:
                tried_big = True
    return out
