"""The position value in height units (described in the package's
docstring) and the weights it is made of.
"""
from __future__ import annotations

import itertools
from dataclasses import dataclass
from functools import lru_cache
from typing import Mapping, Sequence

from game.ai.junkyard.odds import (Dist, Tower, collapse_dist, p_spank, p_success, reach_index,
                                   tower_height)


WIN = 10.0          # a won match, in height units
SPANK_W = 8.0       # within reach of the monkey: SPANK_W times the chart's odds
LAM = 1.0           # weight of the expected loss to the opponents' attacks
ATTACK_RATE = 0.4   # the chance an opponent attacks a given tower in its turn
THROW_BONUS = 1.5   # the throw the vulnerability assumes (any card)...
HAND_BONUS = 2.5    # ...and the hand attack (the card at the attacker's height)
HAND_W = 0.15       # a card in hand (up to five; then HAND_W_MORE each)
HAND_W_MORE = 0.05
SKIP_BUILD = 1.0    # a seat that misses its next build
SKIP_ATTACK = 0.4   # a seat that misses its next attack phase
MOVER_FAITH = 0.85  # a spank made possible by a monkey card still in hand


# Just below the monkey: the spank chance one build will give next turn, for
# 1, 2, 3... steps below (`Near`; medium assumes these, hard works them out).
NEAR: tuple[float, ...] = (0.35, 0.3, 0.2, 0.0, 0.0, 0.0)


def progress(h: int, m: int, near: tuple[float, ...] = NEAR) -> float:
    """A seat's progress in height units: below the monkey, minus the distance
    (plus what its next build may bring within reach); within reach, the
    spank chart times SPANK_W; too high, minus the excess."""
    over = h - m
    if over < 0:
        return over + (SPANK_W * near[-over - 1] if -over <= len(near) else 0.0)
    if over <= 4:
        return SPANK_W * p_spank(over)
    return -float(over - 4)


@lru_cache(maxsize=1 << 17)
def vulnerability(t: Tower, m: int, opp: tuple[int, ...],
                  near: tuple[float, ...] = NEAR) -> float:
    """The value a tower expects to lose before its owner's next turn: each
    opponent attacks now and then (ATTACK_RATE), with a throw at the card that
    costs most or a hand attack at the card at its own height, whichever is
    worse (collision chains counted exactly)."""
    if not t or not opp:
        return 0.0
    now = progress(tower_height(t), m, near)
    loss = [0.0 if f[2] else now - sum(q * progress(tower_height(t2), m, near)
                                       for t2, q in collapse_dist(t, i))
            for i, f in enumerate(t)]
    throw = max(p_success(THROW_BONUS, f[1]) * loss[i] for i, f in enumerate(t))
    worst = throw
    for oh in opp:
        i = reach_index(t, oh)
        if i is not None:
            worst = max(worst, p_success(HAND_BONUS, t[i][1]) * loss[i])
    return (1 - (1 - ATTACK_RATE) ** len(opp)) * (0.5 * worst + 0.5 * throw)


@lru_cache(maxsize=1 << 17)
def seat_value(t: Tower, m: int, opp: tuple[int, ...],
               near: tuple[float, ...] = NEAR) -> float:
    return progress(tower_height(t), m, near) - LAM * vulnerability(t, m, opp, near)


def hand_value(n: int) -> float:
    return HAND_W * min(n, 5) + HAND_W_MORE * max(0, n - 5)


def best_spank(h: int, m: int, movers: Sequence[int]) -> float:
    """The best spank chance with some of these monkey moves (each used once)."""
    best = p_spank(h - m)
    for k in range(1, len(movers) + 1):
        for sub in itertools.combinations(movers, k):
            mm = m
            for d in sub:
                mm = max(1, min(25, mm + d))
            best = max(best, p_spank(h - mm))
    return best


@dataclass(frozen=True)
class Board:
    """What the value looks at: towers, the monkey, hand sizes, skips, the
    monkey moves in the bot's own hand."""
    towers: tuple[Tower, ...]
    monkey: int
    hands: tuple[int, ...]
    skips: frozenset[tuple[int, str]]
    movers: tuple[int, ...] = ()
    near: tuple[tuple[float, ...], ...] | None = None   # per seat (None: NEAR)


def seat_values(b: Board, dists: Mapping[int, Dist] | None = None) -> list[float]:
    heights = [tower_height(t) for t in b.towers]
    out = []
    for s, t in enumerate(b.towers):
        opp = tuple(sorted(heights[:s] + heights[s + 1:]))
        outs = (dists or {}).get(s) or ((t, 1.0),)
        near = NEAR if b.near is None else b.near[s]
        v = sum(q * seat_value(t2, b.monkey, opp, near) for t2, q in outs)
        v += hand_value(b.hands[s])
        if (s, "build") in b.skips:
            v -= SKIP_BUILD
        if (s, "attack") in b.skips:
            v -= SKIP_ATTACK
        out.append(v)
    return out


def evaluate(b: Board, me: int, alpha: float, pending: bool,
             dists: Mapping[int, Dist] | None = None) -> float:
    """The board's value for `me`: its seat's value minus alpha times the best
    opponent's and (1 - alpha) times their mean. `pending`: `me` is still to
    spank this turn, and a spank that works wins."""
    vals = seat_values(b, dists)
    opp = [v for s, v in enumerate(vals) if s != me]
    rel = vals[me] - (alpha * max(opp) + (1 - alpha) * sum(opp) / len(opp))
    if not pending:
        return rel
    p = 0.0
    for t, q in (dists or {}).get(me) or ((b.towers[me], 1.0),):
        h = tower_height(t)
        got = p_spank(h - b.monkey)
        if b.movers:
            got = max(got, MOVER_FAITH * best_spank(h, b.monkey, b.movers))
        p += q * got
    return p * WIN + (1 - p) * rel
