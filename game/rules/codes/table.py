"""Table geometry for Codes: the rearranging actions as permutations, and
which actions the no-undo rule bars.

A rearrangement (swap or move) is described by a permutation `p` of the
table positions: after it, position i holds the coin that was at p[i].

No undo (docs/rules/codes.md) is judged on what the table shows: an action
is barred when the visible table after it would be exactly one of the
tables the rule protects (the table before the previous player's turn, and
with two actions per turn the table before one's own first action). Only
flips, swaps and moves can be barred: what a replace brings is not known
before it is made.
"""
from __future__ import annotations

from functools import lru_cache
from operator import itemgetter
from typing import Callable, Sequence

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
        # the visible table after a rearrangement: getter(shows); with the
        # first and last place it changes (a table differing from a protected
        # one outside them cannot be made into it by this rearrangement)
        self.getters: list[tuple[Action, itemgetter]] = [
            (a, itemgetter(*self.perm[a])) for a in self.swaps + self.moves]
        self._spans: list[tuple[Action, itemgetter, int, int]] = []
        for a, get in self.getters:
            moved = [i for i, j in enumerate(self.perm[a]) if i != j]
            self._spans.append((a, get, moved[0], moved[-1]))
        self._barred: dict[tuple, frozenset[Action]] = {}
        self._last_barred: tuple[tuple, frozenset[Action]] | None = None
        # legal() per (gentle, barred): filtering the pool hashes every action,
        # and the same few barred sets come back all match long
        self._legal: dict[tuple[bool, frozenset[Action]], tuple[Action, ...]] = {}

    def barred(self, shows: Sequence[str], flipped: Sequence[str | None],
               refs: Sequence[Sequence[str]]) -> frozenset[Action]:
        """Flips, swaps and moves after which the visible table would be one of
        `refs` (the tables the no-undo rule protects now).

        `shows`: what the table shows; `flipped[i]`: what coin i would show
        turned over, or None when nobody has seen its other side. A flip can
        only be barred for a coin whose both sides everyone has seen (it is
        always so when a flip would give a protected table back), so what is
        barred never depends on a hidden side."""
        if not refs:
            return frozenset()
        key = (tuple(shows), tuple(flipped), tuple(tuple(r) for r in refs))
        got = self._barred.get(key)
        if got is not None:
            return got
        now = tuple(shows)
        out: set[Action] = set()
        for ref in key[2]:
            diff = [i for i in range(self.n) if now[i] != ref[i]]
            if len(diff) == 1 and flipped[diff[0]] == ref[diff[0]]:
                out.add(self.flips[diff[0]])
            if len(diff) == 1 or sorted(now) != sorted(ref):
                continue  # a rearrangement keeps the pictures shown, and never changes one place
            lo, hi = (diff[0], diff[-1]) if diff else (self.n, -1)
            for a, get, first, last in self._spans:
                if first <= lo and hi <= last and get(now) == ref:
                    out.add(a)
        if len(self._barred) > 4096:
            self._barred.clear()
        got = self._barred[key] = frozenset(out)
        return got

    def barred_at(self, table: Sequence[str], faces: Sequence[str], known: Sequence[bool],
                  refs: Sequence[Sequence[str]], shows: Callable[[], Sequence[str]],
                  flipped: Callable[[], Sequence[str | None]]) -> frozenset[Action]:
        """`barred` for a table given by its coins, faces and which coins
        everyone has seen turned (what `shows` and `flipped` work out). The
        last answer is remembered against those: legal_actions and check both
        ask, on the same table. (Kept here, not in the state, so that nothing
        a state holds changes by asking.)"""
        key = (tuple(table), tuple(faces), tuple(known), tuple(refs))
        last = self._last_barred
        if last is not None and last[0] == key:
            return last[1]
        got = self.barred(shows(), flipped(), refs)
        self._last_barred = (key, got)
        return got

    def legal(self, gentle: bool, barred: frozenset[Action]) -> tuple[Action, ...]:
        """The table actions allowed, in the usual order."""
        pool = self.gentle if gentle else self.all
        if not barred:
            return pool
        key = (gentle, barred)
        got = self._legal.get(key)
        if got is None:
            if len(self._legal) > 4096:
                self._legal.clear()
            got = self._legal[key] = tuple(a for a in pool if a not in barred)
        return got
