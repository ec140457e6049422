"""The jungle as the bots read it, frozen once per match with the tables the
planner asks most (where a die's move may end, the 7nana chance from a
hex).
"""
from __future__ import annotations

from typing import Any, Mapping, Sequence

from game.core.hexgrid import Hex
from game.rules.bananas import paths
from game.rules.bananas.climbing import tree_verdict
from game.rules.bananas.jungle import Jungle, from_hexes


_JUNGLES: dict[tuple, "JInfo"] = {}


class JInfo:
    """A frozen jungle plus static tables: `nanas[h][v]` = the trees a monkey on
    `h` could 7nana with a die showing v (swing allowed, nobody in the way)."""

    def __init__(self, j: Jungle):
        self.j = j
        self.num = j.numbers
        self.nanas: dict[Hex, list[frozenset[int]]] = {}
        for h in j.numbers:
            row: list[frozenset[int]] = [frozenset()]  # (no die shows 0)
            for v in range(1, 7):
                ts: set[int] = set()
                for e in ends(j, h, v, frozenset(), frozenset(), True):
                    if self.num[e] + v == 7:
                        ts.update(j.trees_at.get(e, ()))
                row.append(frozenset(ts))
            self.nanas[h] = row
        self._dist: dict[Hex, dict[Hex, int]] = {}
        self._pot: dict[tuple, float] = {}
        self._ends: dict[tuple, dict[Hex, int]] = {}
        # walking distance from every hex to each tree's base
        self.tdist: dict[int, dict[Hex, int]] = {}
        for t, base in j.bases.items():
            d = {h: 0 for h in base}
            todo = list(base)
            for h in todo:
                for n in j.adj[h]:
                    if n not in d:
                        d[n] = d[h] + 1
                        todo.append(n)
            self.tdist[t] = d

    def dist(self, a: Hex) -> dict[Hex, int]:
        """Walking distance from a to every hex (breadth first)."""
        d = self._dist.get(a)
        if d is None:
            d = {a: 0}
            todo = [a]
            for h in todo:
                for n in self.j.adj[h]:
                    if n not in d:
                        d[n] = d[h] + 1
                        todo.append(n)
            self._dist[a] = d
        return d

    def pot(self, h: Hex, bananas: Mapping[int, int], last: int | None, ndice: int,
            banned: frozenset[Hex] = frozenset()) -> float:
        """Chance that next round's dice give a 7nana from h (rough: one die at a time),
        less a little for every hex to walk to the nearest tree with bananas."""
        if h in banned:
            return 0.0
        key = (h, tuple(bananas.items()), last, ndice)
        v = self._pot.get(key)
        if v is None:
            if len(self._pot) > 200_000:
                self._pot.clear()
            v = self._pot[key] = self._pot_of(h, bananas, last, ndice)
        return v

    def ends(self, start: Hex, v: int, blocked: frozenset[Hex], traps: frozenset[Hex],
             swing: bool) -> dict[Hex, int]:
        """`ends` for a move from its start, cached (do not change the result)."""
        key = (start, v, blocked, traps, swing)
        e = self._ends.get(key)
        if e is None:
            if len(self._ends) > 100_000:
                self._ends.clear()
            e = self._ends[key] = ends(self.j, start, v, blocked, traps, swing)
        return e

    def ends_via(self, path: Sequence[Hex], target: int, blocked: frozenset[Hex],
                 traps: frozenset[Hex], swing: bool) -> dict[Hex, int]:
        """`ends` of a move under way along `path`, cached."""
        key = (tuple(path), target, blocked, traps, swing)
        e = self._ends.get(key)
        if e is None:
            if len(self._ends) > 100_000:
                self._ends.clear()
            e = self._ends[key] = ends(self.j, path[-1], target, blocked, traps, swing, path)
        return e

    def _pot_of(self, h: Hex, bananas: Mapping[int, int], last: int | None,
                ndice: int) -> float:
        row = self.nanas[h]
        k = 0
        for v in range(1, 7):
            for t in row[v]:
                if tree_verdict(t, False, bananas, last) is None:
                    k += 1
                    break
        p = 1.0 - (1.0 - k / 6.0) ** ndice
        # and a gentle pull toward the nearest tree with bananas (late in a game
        # the last bananas may be far away); no tree this monkey may climb is as
        # bad as the farthest one, or being locked out of the last bananas would
        # look better than walking to them
        far = 12 if any(b > 0 for b in bananas.values()) else 0
        near = min((self.tdist[t].get(h, 12) for t in bananas
                    if t in self.tdist and tree_verdict(t, False, bananas, last) is None),
                   default=far)
        return p - 0.04 * min(near, 12)


def jinfo(view: Mapping[str, Any]) -> JInfo:
    key = (tuple(tuple(x) for x in view["hexes"]),
           tuple((t["tree"], tuple(t["cell"])) for t in view["trees"]))
    ji = _JUNGLES.get(key)
    if ji is None:
        j = from_hexes({Hex(q, r): n for q, r, n, _ in view["hexes"]},
                       {t["tree"]: Hex(*t["cell"]) for t in view["trees"]})
        ji = JInfo(j)
        if len(_JUNGLES) > 64:
            _JUNGLES.clear()
        _JUNGLES[key] = ji
    return ji


def ends(j: Jungle, start: Hex, v: int, blocked: frozenset[Hex], traps: frozenset[Hex],
         swing: bool, path: Sequence[Hex] | None = None) -> dict[Hex, int]:
    """Where a die's move may end, as the rules allow it (`paths.longest` and
    `paths.ends`): hex -> hexes moved.

    The move goes exactly its target (v, or the longest legal move when v is
    impossible); an opponent's trap is only ever its last hex. `path`: the
    hexes already walked (start last) for a move under way; v is then the
    move's target, counted from the path's beginning."""
    if path is None:
        path = [start]
        target = paths.longest(j, start, set(blocked), traps, swing, v)
    else:
        target = v
    return {h: target for h in paths.ends(j, path, target, blocked, traps, swing)}
