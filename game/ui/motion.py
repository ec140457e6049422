"""How things move and blend in the pictures: easing, timing and mixing.

One copy for every game's help pictures, boards and cards (each had its own)."""
from __future__ import annotations

from typing import Sequence

Colour = tuple[int, int, int]


def ease(k: float) -> float:
    """0 to 1 with a smooth start and stop; k outside 0..1 holds at the ends."""
    k = max(0.0, min(1.0, k))
    return k * k * (3 - 2 * k)


def phase(t: float, period: float) -> float:
    """Where `t` seconds are in a loop of `period` seconds, from 0 to 1."""
    return (t % period) / period


def span(k: float, a: float, b: float) -> float:
    """0 before a, 1 after b, eased in between."""
    return ease((k - a) / (b - a))


def lerp_point(a: Sequence[float], b: Sequence[float], k: float) -> tuple[float, float]:
    """The point a fraction k of the way from a to b."""
    return a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k


def mix(a: Sequence[int], b: Sequence[int], k: float) -> Colour:
    """The colour a fraction k of the way from a to b."""
    return (round(a[0] + (b[0] - a[0]) * k), round(a[1] + (b[1] - a[1]) * k),
            round(a[2] + (b[2] - a[2]) * k))
