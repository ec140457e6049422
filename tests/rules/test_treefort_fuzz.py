"""Random-playout fuzzing of Treefort Nations' match state over player counts,
coin piles and placements: every match ends within its bound, and after every
action every coin is on the board or cut, lumber is 0-4, no two monkeys share
a square, nobody has more than four monkeys, forts have one controller at
most, and a state rebuilt from a view shows the same view."""
from __future__ import annotations

import random

import pytest

from game.rules.treefort.sampling import state_from_view
from game.rules.treefort.state import max_actions
from tests.support.treefort import new

CASES = [(2 + i % 7, (4, 8, 12, 16)[i % 4], ("random", "strategic", "dealt")[i % 3], i)
         for i in range(42)]


def invariants(s, coins0: int, cut: int) -> None:
    b = s.board
    assert len(b.coins) + cut == coins0
    cells = [m.cell for m in b.monkeys.values()]
    assert len(cells) == len(set(cells))
    assert all(0 <= m.lumber <= 4 for m in b.monkeys.values())
    assert all(len(b.seat_monkeys(seat)) <= 4 for seat in range(s.n))
    for f in b.forts():
        b.controller(f)                     # raises if two seats share a fort
    assert not (b.sleeves & {m.cell for m in b.monkeys.values() if m.riding})


@pytest.mark.parametrize("players,coins,placement,seed", CASES)
def test_random_matches_end_and_keep_the_wood_consistent(players, coins, placement, seed):
    variants = tuple(v for v in (f"coins={coins}" if coins != 12 else None,
                                 f"placement={placement}" if placement != "random" else None)
                     if v)
    s = new(players, seed, variants)
    rng = random.Random(seed)
    total = players * coins + coins
    cut = 0
    limit = max_actions(s.setup)
    steps = 0
    while not s.over:
        seat = next(iter(s.to_act()))
        legal = s.legal_actions(seat)
        assert legal, (s.phase, s.pending, s.roll)
        a = rng.choice(legal)
        ev = s.apply(seat, a)
        cut += sum(1 for e in ev if e.kind == "cut")
        if s.phase != "coins":
            invariants(s, total, cut)
        steps += 1
        assert steps <= limit
        if steps % 97 == 0:
            v = s.view(seat)
            assert state_from_view(v, 5).view(seat) == v
    assert s.end_reason in ("trees_gone", "stalled", "last_player", "safety")
    assert s.end_reason != "safety"
    assert set(s.winners()) <= set(range(players))
