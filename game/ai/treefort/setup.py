"""Set-up choices of the searching bots: where a monkey starts and where a
coin is planted.
"""
from __future__ import annotations

from typing import Any, Mapping, Sequence

from game.ai.treefort.geometry import _layout
from game.ai.treefort.tuning import GAMMA_TAB
from game.core.actions import Action
from game.core.grid import Cell
from game.rules.treefort.actions import PlaceCoin, PlaceMonkey
from game.rules.treefort.trees import LUMBER


def place_monkey(view: Mapping[str, Any], legal: Sequence[PlaceMonkey], seat: int) -> Action:
    """A square near big trees and away from its own monkeys."""
    _, geo = _layout(view)
    trees = {Cell(x, y): coin for x, y, coin in view["coins"]}
    own = [Cell(*m["cell"]) for m in view["monkeys"] if m["seat"] == seat]
    best, pick = -1e18, legal[0]
    for a in legal:
        c = Cell(*getattr(a, "cell"))
        i = geo.index[c]
        vals = sorted((LUMBER[coin] * GAMMA_TAB[min(199, geo.field(t)[i])]
                       for t, coin in trees.items()), reverse=True)
        v = sum(vals[:3])
        for o in own:
            d = abs(o.x - c.x) + abs(o.y - c.y)
            v -= 3.0 / (1 + d)
        if v > best + 1e-9:
            best, pick = v, a
    return pick


def place_coin(view: Mapping[str, Any], legal: Sequence[PlaceCoin], seat: int) -> Action:
    """Own coins in a loose cluster, deep in its own grid (away from catapults)."""
    owner = {Cell(x, y): o for x, y, o in view["owner"]}
    mine = [Cell(x, y) for x, y, coin in view["coins"] if owner.get(Cell(x, y)) == seat]
    best, pick = -1e18, legal[0]
    for a in legal:
        c = Cell(*getattr(a, "cell"))
        depth = min([abs(c.x - o.x) + abs(c.y - o.y) for o, s in owner.items() if s != seat]
                    or [8])
        v = 2.0 * min(depth, 5)
        for t in mine:
            d = abs(t.x - c.x) + abs(t.y - c.y)
            v += 3.0 if d == 2 else (1.0 if d == 3 else (-1.0 if d == 1 else 0.0))
        if v > best + 1e-9:
            best, pick = v, a
    return pick
