"""bot255 worlds: the solver's proof of solvability and its shortest tour, and
the seeded generator (1,000 seeds per difficulty, every world solvable)."""
from __future__ import annotations

import random

import pytest

from game.core.grid import Cell as C
from game.rules.bot255 import World, run
from game.rules.bot255.generator import DIFFICULTIES, generate
from game.rules.bot255.program import move, turn
from game.rules.bot255.solver import solvable_problems, tour, unreachable_bits

ROW = frozenset(C(x, 1) for x in range(1, 9))


def world(bits=ROW, bugs=(), walls=(), start=C(0, 1), facing="east", size=(10, 3)):
    return World(*size, frozenset(walls), frozenset(bits), frozenset(bugs), start, facing)


def test_a_straight_row_of_bits_is_eight_moves():
    t = tour(world())
    assert t is not None and t.steps == 8 and t.order == tuple(sorted(ROW))


def test_turns_count_in_the_tour():
    # facing west, the row behind: two turns first
    assert tour(world(facing="west")).steps == 10
    # the same row reached round a wall: the bot steps up, along and down
    w = world(walls=[C(1, 1)], bits=frozenset(C(x, 1) for x in range(2, 10)))
    t = tour(w)
    # up (turn, move), east (turn, 2 moves), down (turn, move), east (turn, 7 moves)
    assert t.steps == 2 + 3 + 2 + 8
    plain = [turn("left"), move(), turn("right"), move(), move(), turn("right"), move(),
             turn("left")] + [move()] * 7
    assert len(plain) == t.steps and run(w, plain).points == 255


def test_a_bit_behind_bugs_makes_a_world_unsolvable_and_says_so():
    w = world(bugs=[C(8, 0), C(8, 2), C(7, 1)], bits=frozenset(C(x, 1) for x in range(1, 7))
              | {C(9, 1), C(9, 0)})
    assert unreachable_bits(w) == [C(9, 0), C(9, 1)]
    assert tour(w) is None
    why = solvable_problems(w)
    assert why and "can't reach 2 of the bits" in why[0]
    walled = world(walls=[C(1, 0), C(1, 1), C(1, 2)])
    assert unreachable_bits(walled) and solvable_problems(world()) == []


@pytest.mark.parametrize("difficulty", sorted(DIFFICULTIES))
def test_the_generator_gives_solvable_worlds_for_1000_seeds(difficulty):
    d = DIFFICULTIES[difficulty]
    seen = set()
    for seed in range(1000):
        w = generate(random.Random(seed), difficulty)
        assert w.problems() == [] and unreachable_bits(w) == []
        assert (w.width, w.height) == d.size
        assert d.walls[0] <= len(w.walls) <= d.walls[1] and d.bugs[0] <= len(w.bugs) <= d.bugs[1]
        seen.add(w)
    assert len(seen) > 990                      # different worlds, not one over and over
    assert generate(random.Random(5), difficulty) == generate(random.Random(5), difficulty)
