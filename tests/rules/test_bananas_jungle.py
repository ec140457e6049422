"""JungleTiles, the laying rule, planting grounds, validation and the generator."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from game.core.hexgrid import Hex, connected, normalize, rotations
from game.core.rng import MatchRng
from game.rules.bananas.jungle import Jungle, Placement, from_hexes, generate, lay_tiles
from game.rules.bananas.tiles import (BENT, SHAPES, STRAIGHT, TILES, TREE_CAPACITY, TRIANGLE,
                                      bananas_for, tiles_for, trees_for)


def test_eight_tiles_of_three_hexes_each_number_four_times():
    assert len(TILES) == 8
    assert Counter(n for t in TILES for n in t.numbers) == {n: 4 for n in range(1, 7)}
    assert {t.shape for t in TILES} == {STRAIGHT, BENT, TRIANGLE}
    for t in TILES:
        assert len(set(t.numbers)) == 3
        cells = t.cells()
        assert len(set(cells)) == 3 and connected(cells)


def test_the_three_trihex_shapes_are_distinct():
    forms = {name: set(rotations(cells)) for name, cells in SHAPES.items()}
    assert not forms[STRAIGHT] & forms[BENT]
    assert not forms[BENT] & forms[TRIANGLE]
    assert not forms[STRAIGHT] & forms[TRIANGLE]
    # together they are every connected trihex there is
    all_trihexes = set()
    for a in Hex(0, 0).neighbours():
        for b in set(Hex(0, 0).neighbours()) | set(a.neighbours()):
            cells = {Hex(0, 0), a, b}
            if len(cells) == 3 and connected(cells):
                all_trihexes.add(normalize(cells))
    assert all_trihexes == set().union(*forms.values())


def test_counts_by_players():
    assert [tiles_for(n) for n in (2, 3, 4)] == [6, 6, 8]
    assert [bananas_for(n) for n in (2, 3, 4)] == [12, 14, 14]
    assert trees_for(2) == (1, 2, 3, 4, 5) and trees_for(3) == (1, 2, 3, 4, 5, 6)
    assert [TREE_CAPACITY[t] for t in (4, 5)] == [3, 3]
    assert [TREE_CAPACITY[t] for t in (1, 2, 3, 6)] == [2, 2, 2, 2]


def test_laying_rule_exactly_one_side():
    j = Jungle()
    j.place(Placement(1, 0, Hex(0, 0)))  # straight along q: (0,0) (1,0) (2,0)
    # overlapping
    assert "cover" in j.placement_error(Placement(2, 0, Hex(1, 0)))
    # not touching
    assert "must touch" in j.placement_error(Placement(2, 0, Hex(0, 5)))
    # touching along two sides: the row just below (0,1) (1,1) (2,1) touches many sides
    assert "exactly one side" in j.placement_error(Placement(2, 0, Hex(0, 1)))
    # touching along one side only: continue the line
    assert j.placement_error(Placement(2, 0, Hex(3, 0))) is None
    assert "already in the jungle" in j.placement_error(Placement(1, 0, Hex(9, 9)))
    assert "no JungleTile" in j.placement_error(Placement(9, 0, Hex(9, 9)))
    with pytest.raises(ValueError):
        j.place(Placement(2, 0, Hex(0, 1)))


def test_legal_placements_are_exactly_those_accepted():
    rng = random.Random(3)
    j = lay_tiles(rng, [4, 7, 1])
    legal = set(j.legal_placements(5))
    assert legal
    for p in legal:
        assert j.placement_error(p) is None and j.contacts(p.cells()) == 1
    # and nothing else near the jungle is accepted
    for rot in range(6):
        for q in range(-6, 7):
            for r in range(-6, 7):
                p = Placement(5, rot, Hex(q, r))
                assert (j.placement_error(p) is None) == (p in legal)


def test_planting_grounds_are_gaps_with_three_jungle_sides():
    # three hexes around the corner cell (0,0)... a triangle of path around one gap
    nums = {Hex(1, 0): 1, Hex(0, 1): 2, Hex(-1, 1): 3, Hex(5, 5): 4}
    j = from_hexes(nums, {})
    assert Hex(0, 0) in j.planting_grounds()
    assert j.jungle_sides(Hex(0, 0)) == 3
    # a gap with two jungle sides is no planting ground
    assert Hex(1, 1) not in j.planting_grounds() and j.jungle_sides(Hex(1, 1)) == 2


def test_trees_only_on_planting_grounds():
    j = Jungle()
    j.place(Placement(7, 0, Hex(0, 0)))  # a triangle: (0,0) (1,0) (0,1)
    grounds = j.planting_grounds()
    assert grounds == []  # a triangle alone leaves no gap with 3 sides
    assert "planting ground" in j.plant_error(1, Hex(1, 1))
    assert "on it" in j.plant_error(1, Hex(0, 0))
    assert "no tree 7" in j.plant_error(7, Hex(3, 3))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_generated_jungles_are_valid(players):
    for seed in range(40):
        j = generate(MatchRng(seed * 7 + players), players)
        assert j.problems(players) == []
        assert len(j.placements) == tiles_for(players)
        assert sorted(j.trees) == list(trees_for(players))
        assert connected(j.numbers)
        for t, base in j.bases.items():
            assert len(base) >= 2 and all(h in j.numbers for h in base)
            assert j.trees[t] in j.planting_grounds()
        assert len(set(j.trees.values())) == len(j.trees)
        numbers = Counter(j.numbers.values())
        assert sum(numbers.values()) == 3 * tiles_for(players)
        if players == 4:
            assert numbers == {n: 4 for n in range(1, 7)}


def test_generator_is_deterministic():
    a = generate(MatchRng(99), 3).to_json()
    b = generate(MatchRng(99), 3).to_json()
    assert a == b
    assert generate(MatchRng(100), 3).to_json() != a


def test_jungle_json_round_trip():
    j = generate(MatchRng(5), 4)
    k = Jungle.from_json(j.to_json())
    assert k.numbers == j.numbers and k.trees == j.trees and k.problems(4) == []


def test_problems_reported():
    j = Jungle()
    j.place(Placement(1, 0, Hex(0, 0)))
    probs = j.problems(2)
    assert any("need 6 tiles" in p for p in probs)
    assert any("planting grounds" in p for p in probs)


def test_from_hexes_checks():
    with pytest.raises(ValueError, match="numbers are 1-6"):
        from_hexes({Hex(0, 0): 7}, {})
    with pytest.raises(ValueError, match="on the path"):
        from_hexes({Hex(0, 0): 1}, {1: Hex(0, 0)})
    with pytest.raises(ValueError, match="fewer than 2"):
        from_hexes({Hex(0, 0): 1}, {1: Hex(1, 0)})


def test_frozen_jungle_is_shared_by_copies_and_links_are_symmetric():
    import copy
    j = generate(MatchRng(8), 3)
    assert copy.deepcopy(j) is j
    for a, linked in j.links.items():
        assert a in linked
        for b in linked:
            assert a in j.links[b]
