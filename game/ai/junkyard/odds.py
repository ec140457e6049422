"""The rule numbers as chances: the spank chart, an attack's success, and
the exact distribution of a tower after a card falls or is destroyed (one
die per fall, as the rules' collision rolls it).
"""
from __future__ import annotations

import math
from functools import lru_cache


# Tower: per junk card bottom -> top (height, strength, protected from others)
Floor_ = tuple[int, int, bool]
Tower = tuple[Floor_, ...]
Dist = tuple[tuple[Tower, float], ...]


def p_spank(over: int) -> float:
    """The spank chart: level 5/6, one above 4/6 ... four above 1/6, else 0."""
    return (5 - over) / 6 if 0 <= over <= 4 else 0.0


def _p_int(bonus: int, strength: int) -> float:
    return sum(1 for r in range(2, 7) if r + bonus >= strength) / 6


def p_success(bonus: float, strength: int) -> float:
    """The chance an attack destroys a card: a 1 always fails, else roll +
    bonus >= strength (a fractional bonus, an expected defence, interpolates)."""
    lo = math.floor(bonus)
    f = bonus - lo
    return (1 - f) * _p_int(lo, strength) + (f * _p_int(lo + 1, strength) if f else 0.0)


def tower_height(t: Tower) -> int:
    return sum(f[0] for f in t)


@lru_cache(maxsize=1 << 16)
def fall_dist(t: Tower, i: int) -> Dist:
    """The towers a fall ends in, with their chances: the card at index `i`
    fell onto the one below it (or the ground); one die, each of the two
    breaks if the roll is at least its strength; the lowest card above a new
    hole falls next (the rules' collision, exactly)."""
    out: dict[Tower, float] = {}
    for roll in range(1, 7):
        hit = [j for j in (i - 1, i) if j >= 0 and roll >= t[j][1]]
        if not hit:
            out[t] = out.get(t, 0.0) + 1 / 6
            continue
        low = min(hit)
        rest = tuple(f for k, f in enumerate(t) if k not in hit)
        subs: Dist = fall_dist(rest, low) if low < len(rest) else ((rest, 1.0),)
        for t2, q in subs:
            out[t2] = out.get(t2, 0.0) + q / 6
    return tuple(out.items())


@lru_cache(maxsize=1 << 16)
def collapse_dist(t: Tower, i: int) -> Dist:
    """The card at index `i` is destroyed: the towers that follow, with chances."""
    rest = t[:i] + t[i + 1:]
    if i < len(rest):
        return fall_dist(rest, i)
    return ((rest, 1.0),)


def expected_loss(t: Tower, i: int) -> float:
    """Expected height lost when the card at index `i` is destroyed (collisions included)."""
    h = tower_height(t)
    return sum(q * (h - tower_height(t2)) for t2, q in collapse_dist(t, i))


def reach_index(t: Tower, h: int) -> int | None:
    """The floor a hand attack from height `h` reaches (the rules' hand reach)."""
    if not t:
        return None
    if h == 0:
        return 0
    top = 0
    for i, f in enumerate(t):
        top += f[0]
        if h <= top:
            return i
    return None
