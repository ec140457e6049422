"""Table geometry for Codes: the rearranging actions as permutations.

A rearrangement (swap or move) is described by a permutation `p` of the
table positions: after it, position i holds the coin that was at p[i].
Two rearrangements undo each other when composing them gives the identity,
whatever their kind (a move between neighbours undoes a swap of them).
"""
from __future__ import annotations

from functools import lru_cache

from .actions import Action, Flip, Move, Replace, Swap

Perm = tuple[int, ...]


def swap_perm(n: int, a: int, b: int) -> Perm:
    p = list(range(n))
    p[a], p[b] = p[b], p[a]
    return tuple(p)


def move_perm(n: int, src: int, dst: int) -> Perm:
    p = list(range(n))
    x = p.pop(src)
    p.insert(dst, x)
    return tuple(p)


def apply_perm(items: list, p: Perm) -> list:
    return [items[i] for i in p]


def inverse(p: Perm) -> Perm:
    inv = [0] * len(p)
    for i, j in enumerate(p):
        inv[j] = i
    return tuple(inv)


@lru_cache(maxsize=None)
def layout(n: int) -> "Layout":
    return Layout(n)


class Layout:
    """Every table action for a table of n coins, with the permutations."""

    def __init__(self, n: int):
        self.n = n
        self.flips = tuple(Flip(i) for i in range(n))
        self.replaces = tuple(Replace(i) for i in range(n))
        self.swaps = tuple(Swap(a, b) for a in range(n) for b in range(a + 1, n))
        self.moves = tuple(Move(s, d) for s in range(n) for d in range(n) if s != d)
        self.perm: dict[Action, Perm] = {}
        for sw in self.swaps:
            self.perm[sw] = swap_perm(n, sw.a, sw.b)
        for mv in self.moves:
            self.perm[mv] = move_perm(n, mv.src, mv.dst)
        self.by_perm: dict[Perm, list[Action]] = {}
        for act, p in self.perm.items():
            self.by_perm.setdefault(p, []).append(act)
        self.all = self.flips + self.swaps + self.moves + self.replaces
        self.gentle = self.flips + self.replaces
        self._legal: dict[tuple, tuple[Action, ...]] = {}
        self._legal_set: dict[tuple, frozenset[Action]] = {}

    def legal(self, gentle: bool, last: tuple | None) -> tuple[Action, ...]:
        """The table actions allowed (memoised per restriction and last change)."""
        key = (gentle, last)
        got = self._legal.get(key)
        if got is None:
            banned = self.undoers(last)
            pool = self.gentle if gentle else self.all
            got = self._legal[key] = tuple(a for a in pool if a not in banned)
            self._legal_set[key] = frozenset(got)
        return got

    def allowed(self, gentle: bool, last: tuple | None, action: Action) -> bool:
        key = (gentle, last)
        if key not in self._legal_set:
            self.legal(gentle, last)
        return action in self._legal_set[key]

    def undoers(self, last: tuple | None) -> frozenset[Action]:
        """Actions that would exactly undo the last change to the table."""
        if last is None:
            return frozenset()
        if last[0] == "flip":
            return frozenset((self.flips[last[1]],))
        return frozenset(self.by_perm.get(inverse(last[1]), ()))
