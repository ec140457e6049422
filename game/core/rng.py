"""The match's seeded random source: the only randomness the rules may use.

Wraps `random.Random` (stable across CPython versions for integer seeds) so
that a clone of a state carries an independent copy of the stream.
"""
from __future__ import annotations

import random
from typing import Sequence, TypeVar

T = TypeVar("T")


class MatchRng:
    __slots__ = ("_r",)

    def __init__(self, seed: int):
        self._r = random.Random(seed)

    def randint(self, lo: int, hi: int) -> int:
        return self._r.randint(lo, hi)

    def die(self, sides: int = 6) -> int:
        return self._r.randint(1, sides)

    def choice(self, seq: Sequence[T]) -> T:
        return self._r.choice(seq)

    def shuffle(self, items: list) -> None:
        self._r.shuffle(items)

    def sample(self, seq: Sequence[T], k: int) -> list[T]:
        return self._r.sample(list(seq), k)

    def random(self) -> float:
        return self._r.random()

    def coin(self) -> bool:
        return self._r.random() < 0.5

    def fork(self) -> "MatchRng":
        """A new stream derived from this one (used to seed bots per match)."""
        return MatchRng(self._r.getrandbits(63))

    def __deepcopy__(self, memo) -> "MatchRng":
        twin = MatchRng.__new__(MatchRng)
        twin._r = random.Random()
        twin._r.setstate(self._r.getstate())
        return twin
