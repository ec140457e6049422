"""Treefort Nations' first building blocks: trees, lumber, the support table
(every row), and the numbers of a catapult shot."""
from __future__ import annotations

from fractions import Fraction
from itertools import combinations_with_replacement

import pytest

from game.core.grid import Cell
from game.rules.treefort.shots import (destroy_chance, distance_modifier, hit_chance,
                                       in_range, line_modifier, platform_chance,
                                       platform_destroyed, platform_hit)
from game.rules.treefort.trees import (COINS, carry, lumber, support_refusal, supports)


def test_a_cut_tree_yields_its_size_in_lumber():
    assert [lumber(c) for c in COINS] == [1, 2, 3, 4]
    with pytest.raises(ValueError):
        lumber("half-dollar")


@pytest.mark.parametrize("coin,holds", [("penny", 1), ("nickel", 2), ("dime", 3),
                                        ("quarter", 4)])
def test_one_tree_alone_holds_up_to_its_size(coin, holds):
    for squares in range(1, 5):
        assert supports([coin], squares) == (squares <= holds), (coin, squares)


def test_the_support_table_row_by_row():
    two = list(combinations_with_replacement(COINS, 2))
    three = list(combinations_with_replacement(COINS, 3))
    # 1 square: any coin
    assert all(supports([c], 1) for c in COINS)
    # 2 squares: a nickel, a dime or a quarter, or any two coins
    assert [c for c in COINS if supports([c], 2)] == ["nickel", "dime", "quarter"]
    assert all(supports(list(p), 2) for p in two)
    # 3 squares: a dime or a quarter, or any two or more coins
    assert [c for c in COINS if supports([c], 3)] == ["dime", "quarter"]
    assert all(supports(list(p), 3) for p in two + three)
    # 4 squares: a quarter, or any two or more coins except two pennies
    assert [c for c in COINS if supports([c], 4)] == ["quarter"]
    assert [p for p in two if not supports(list(p), 4)] == [("penny", "penny")]
    assert all(supports(list(p), 4) for p in three)      # three pennies will do


def test_a_refusal_says_why_in_words():
    assert support_refusal(["nickel"], 3) == (
        "A nickel alone can't hold 3 squares: it takes a dime or a quarter, or two trees.")
    assert support_refusal(["penny", "penny"], 4).startswith("Two pennies can't hold 4 squares")
    assert support_refusal([], 1) == "A platform must stand on a tree."
    assert support_refusal(["quarter"], 5) == "A platform covers 1 to 4 squares."
    assert support_refusal(["dime", "penny"], 4) is None


@pytest.mark.parametrize("held,cut,kept,ditched", [
    (0, 3, 3, 0), (2, 2, 4, 0), (2, 3, 4, 1), (4, 1, 4, 1), (4, 4, 4, 4), (3, 4, 4, 3)])
def test_a_monkey_carries_at_most_four_lumber(held, cut, kept, ditched):
    assert carry(held, cut) == (kept, ditched)


def test_the_distance_modifier():
    # from a platform: the squares between
    assert [distance_modifier(b, True) for b in range(7)] == [1, 1, 2, 3, 4, 5, 6]
    # from the ground: doubled
    assert [distance_modifier(b, False) for b in range(4)] == [1, 2, 4, 6]
    # point-blank is 1, and 6 or more is out of range
    assert distance_modifier(0, False) == 1
    assert in_range(5) and not in_range(6)
    assert line_modifier(Cell(0, 0), Cell(3, 3), True) == 2        # a diagonal
    assert line_modifier(Cell(0, 0), Cell(0, 4), False) == 6       # out of range
    assert line_modifier(Cell(0, 0), Cell(1, 2), True) is None     # no straight line


def test_hitting_and_destroying_a_platform():
    assert not platform_hit(2, 2) and platform_hit(3, 2)
    assert not platform_destroyed(3, 3) and platform_destroyed(4, 3)
    assert hit_chance(1) == Fraction(5, 6) and hit_chance(6) == 0
    assert destroy_chance(2) == Fraction(4, 6)
    # a 2-square platform with one monkey bracing it, shot at modifier 2
    assert platform_chance(2, 2, braces=1) == Fraction(4, 6) * Fraction(3, 6)
