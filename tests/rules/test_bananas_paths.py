"""The path search on its own: exact moves, longest moves, swings and traps."""
from __future__ import annotations

import random

from hypothesis import given, settings, strategies as st

from game.core.hexgrid import Hex, adjacent
from game.core.rng import MatchRng
from game.rules.bananas import paths
from game.rules.bananas.jungle import generate
from tests.support.bananas import A, make_map, ring_map

JUNGLES = {n: generate(MatchRng(n * 31), n) for n in (2, 3, 4)}


def test_longest_on_a_line_and_a_ring():
    j = make_map()
    assert paths.longest(j, A[0], set(), frozenset(), False, 6) == 6
    assert paths.longest(j, A[0], {A[4]}, frozenset(), False, 6) == 3
    assert paths.longest(j, A[0], {A[4]}, frozenset(), True, 6) == 6  # swing past a4
    ring = ring_map()
    assert paths.longest(ring, Hex(1, 0), set(), frozenset(), False, 6) == 5


def test_a_trap_ends_every_path_through_it():
    j = make_map()
    traps = frozenset({A[2]})
    assert paths.longest(j, A[0], set(), traps, False, 6) == 2
    # a trap ends a move only as its last hex: never a way to a longer move
    assert paths.next_hexes(j, [A[0]], 2, set(), traps, False) == [A[1]]
    assert paths.next_hexes(j, [A[1]], 3, set(), traps, False) == []
    assert paths.next_hexes(j, [A[1]], 1, set(), traps, False) == sorted([A[0], A[2]])
    # with a swing a longer way around exists, but the trap stays a proper end
    assert paths.longest(j, A[1], set(), traps, True, 6) == 1


def test_swing_landings_and_trees():
    j = make_map()
    assert paths.swing_landings(j, A[3], set()) == sorted([A[2], A[4], A[5], A[6]])
    assert paths.swing_landings(j, A[8], set()) == []
    assert paths.swing_trees(j, A[2], A[6]) == [4]
    assert paths.swing_trees(j, A[9], A[10]) == [5]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([2, 3, 4]), st.integers(0, 10_000), st.integers(1, 6), st.booleans())
def test_following_next_hexes_always_finishes_the_move(n, seed, die, swing):
    """Whatever choices a player makes among the offered hexes, the move ends
    with exactly the planned number of hexes, never repeats a hex, never lands on
    a monkey, and every step is a neighbour or a swing through one tree."""
    j = JUNGLES[n]
    rng = random.Random(seed)
    cells = sorted(j.numbers)
    start, *others = rng.sample(cells, 3)
    blocked = set(others)
    target = paths.longest(j, start, blocked, frozenset(), swing, die)
    path = [start]
    swung = False
    while len(path) - 1 < target:
        opts = paths.next_hexes(j, path, target, blocked, frozenset(), swing and not swung)
        assert opts
        nxt = rng.choice(opts)
        if not adjacent(path[-1], nxt):
            assert not swung and paths.swing_trees(j, path[-1], nxt, single=True)
            swung = True
        path.append(nxt)
    assert len(set(path)) == len(path) and not blocked & set(path)
    assert paths.next_hexes(j, path, target, blocked, frozenset(), swing) == []
    assert target == die or target < die


@settings(max_examples=80, deadline=None)
@given(st.sampled_from([2, 3, 4]), st.integers(0, 10_000), st.integers(1, 6), st.booleans())
def test_with_traps_every_move_goes_its_full_length(n, seed, die, swing):
    """The full-die ruling: a move is exactly `longest` hexes (the die when it
    can be); a trap is only ever its last hex. `finishes`, `ends` and
    following `next_hexes` agree on where a move may end."""
    j = JUNGLES[n]
    rng = random.Random(seed)
    start, *others = rng.sample(sorted(j.numbers), 6)
    blocked, traps = set(others[:2]), frozenset(others[2:])
    target = paths.longest(j, start, blocked, traps, swing, die)
    ways = list(paths.finishes(j, [start], target, blocked, traps, swing))
    assert all(len(w) == target and not traps.intersection(w[:-1]) for w in ways)
    assert sorted({w[-1] for w in ways}) == paths.ends(j, [start], target, blocked, traps, swing)
    assert bool(ways) == (target > 0)
    path, swung = [start], False
    while len(path) - 1 < target:
        opts = paths.next_hexes(j, path, target, blocked, traps, swing and not swung)
        assert opts
        nxt = rng.choice(opts)
        assert nxt not in traps or len(path) == target  # a trap: only the last hex
        swung = swung or nxt not in j.adj[path[-1]]
        path.append(nxt)
    assert target == 0 or path[-1] in paths.ends(j, [start], target, blocked, traps, swing)
