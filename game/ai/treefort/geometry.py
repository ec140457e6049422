"""The board's squares and walking distances, worked out once per board
layout and kept (with the piece placements on it) across a match's
decisions.
"""
from __future__ import annotations

from collections import deque
from typing import Any, Iterable, Mapping

from game.ai.treefort.tuning import FAR
from game.core.grid import Cell


class Geo:
    """The board's squares by index, and walking distances over them (other
    monkeys and forts ignored), worked out once per square and kept."""

    def __init__(self, cells: Iterable[Cell]):
        self.cells = sorted(cells)
        self.index = {c: i for i, c in enumerate(self.cells)}
        self.nbrs = [[self.index[n] for n in c.neighbours() if n in self.index]
                     for c in self.cells]
        self._fields: dict[int, list[int]] = {}
        self._multi: dict[frozenset[int], list[int]] = {}

    def field(self, cell: Cell) -> list[int]:
        """Steps from `cell` to every square (FAR: no way)."""
        i = self.index[cell]
        f = self._fields.get(i)
        if f is None:
            f = self.multi([i])
            self._fields[i] = f
        return f

    def multi_cached(self, sources: Iterable[int]) -> list[int]:
        """`multi`, kept for the next decisions (forts change slowly)."""
        key = frozenset(sources)
        got = self._multi.get(key)
        if got is None:
            if len(self._multi) > 512:
                self._multi.clear()
            got = self._multi[key] = self.multi(key)
        return got

    def multi(self, sources: Iterable[int]) -> list[int]:
        dist = [FAR] * len(self.cells)
        q: deque[int] = deque()
        for i in sources:
            dist[i] = 0
            q.append(i)
        nbrs = self.nbrs
        while q:
            i = q.popleft()
            d = dist[i] + 1
            for j in nbrs[i]:
                if dist[j] > d:
                    dist[j] = d
                    q.append(j)
        return dist


_GEOS: dict[tuple, tuple[dict[Cell, int | None], Geo]] = {}
_PIECES: dict[tuple[int, Cell], list[tuple[int, frozenset[Cell]]]] = {}


def _layout(view: Mapping[str, Any]) -> tuple[dict[Cell, int | None], Geo]:
    key = tuple(tuple(r) for r in view["owner"])
    got = _GEOS.get(key)
    if got is None:
        owner = {Cell(x, y): o for x, y, o in view["owner"]}
        got = (owner, Geo(owner))
        if len(_GEOS) > 32:
            _GEOS.clear()
            _PIECES.clear()
        _GEOS[key] = got
    return got

