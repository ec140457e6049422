"""Treefort Nations' board model (game/rules/treefort/board.py): squares,
forts and who controls them, and walking with and without a catapult."""
from __future__ import annotations

import pytest

from game.core.grid import Cell
from game.rules.treefort.board import GROUND, PLATFORM, TREE, Board, Monkey

C = Cell


def board(w=8, h=8, **kw) -> Board:
    b = Board({C(x, y): (0 if x < w // 2 else 1) for x in range(w) for y in range(h)}, **kw)
    return b


def put(b: Board, mid: int, seat: int, cell: Cell, riding=False, lumber=0) -> Monkey:
    b.monkeys[mid] = Monkey(mid, seat, cell, lumber, riding)
    return b.monkeys[mid]


def test_squares_are_ground_tree_or_platform_and_coins_come_back_as_trees():
    b = board(coins={C(1, 1): "dime", C(2, 1): "penny"})
    assert (b.kind(C(0, 0)), b.kind(C(1, 1))) == (GROUND, TREE)
    b.platforms[1] = frozenset({C(1, 1), C(2, 1)})
    assert b.kind(C(1, 1)) == PLATFORM and b.trees() == {}
    assert b.coins_under(b.platforms[1]) == ["dime", "penny"]
    del b.platforms[1]                               # demolished: the trees are back
    assert b.trees() == {C(1, 1): "dime", C(2, 1): "penny"}


def test_touching_platforms_are_one_fort_controlled_by_the_monkeys_on_it():
    b = board()
    b.platforms[1] = frozenset({C(1, 1), C(2, 1)})
    b.platforms[2] = frozenset({C(2, 2)})            # touches the first: one fort
    b.platforms[3] = frozenset({C(5, 5)})            # on its own
    forts = b.forts()
    assert sorted(len(f) for f in forts) == [1, 3]
    big = b.fort_of(C(2, 2))
    assert big is not None and b.controller(big) is None      # abandoned
    put(b, 1, 0, C(1, 1))
    assert b.controller(big) == 0 and b.fort_squares(0) == 3 and b.fort_squares(1) == 0
    assert b.held_against(1) == set(big) and b.held_against(0) == set()


def test_a_walk_never_enters_another_monkey_or_a_fort_an_opponent_holds():
    b = board()
    put(b, 1, 0, C(0, 0))
    put(b, 2, 1, C(2, 0))
    b.platforms[1] = frozenset({C(0, 2), C(1, 2)})
    put(b, 3, 1, C(1, 2))                            # seat 1 holds that fort
    ends = {c for c, riding in b.walks(1, 3)}
    assert C(2, 0) not in ends and C(0, 2) not in ends and C(0, 1) in ends
    assert all(abs(c.x) + abs(c.y) <= 3 for c in ends)
    assert b.walk_refusal(1, 3, (C(0, 1), C(0, 2))) == "An opponent holds that fort."
    assert b.walk_refusal(1, 3, (C(1, 0), C(2, 0))) == "Another monkey is there."
    assert b.walk_refusal(1, 1, (C(1, 0), C(1, 1))).startswith("You rolled 1")
    assert b.walk_refusal(1, 2, (C(1, 1),)).startswith("Monkeys walk one square")
    assert b.walk_refusal(1, 3, (C(1, 0), C(1, 1))) is None


def test_a_ground_catapult_keeps_off_trees_and_platforms_until_its_monkey_gets_off():
    b = board(coins={C(1, 0): "nickel"})
    b.platforms[1] = frozenset({C(0, 1)})
    put(b, 1, 0, C(0, 0), riding=True)
    walks = b.walks(1, 2)
    assert (C(1, 0), True) not in walks and (C(0, 1), True) not in walks
    assert (C(1, 0), False) in walks                 # off the catapult, into the tree
    w = walks[(C(1, 0), False)]
    assert w.dismounted_at == C(0, 0)                 # the sleeve stays behind
    assert "Get off the catapult" in b.walk_refusal(1, 2, (C(1, 0),))
    assert b.walk_refusal(1, 2, (C(1, 0),), dismount=0) is None


def test_mounting_an_abandoned_catapult_on_the_way():
    b = board()
    b.sleeves.add(C(1, 0))
    put(b, 1, 0, C(0, 0))
    walks = b.walks(1, 3)
    assert (C(3, 0), True) in walks and walks[(C(3, 0), True)].mounted_at == C(1, 0)
    assert b.walk_refusal(1, 3, (C(1, 0), C(2, 0)), mount=1) is None
    assert b.walk_refusal(1, 3, (C(1, 0),), mount=0) == "There is no empty catapult there."
    assert b.walk_refusal(1, 3, (C(1, 0),), dismount=1) == "That monkey has no catapult to get off."


def test_a_platform_catapult_stays_on_its_fort():
    b = board()
    b.platforms[1] = frozenset({C(0, 0), C(1, 0)})
    put(b, 1, 0, C(0, 0), riding=True)
    ends = {k for k in b.walks(1, 3) if k[1]}
    assert ends == {(C(0, 0), True), (C(1, 0), True)}
    assert b.walk_refusal(1, 3, (C(1, 0), C(2, 0))) == \
        "Get off the catapult first: it stays on its fort."


def test_a_clone_is_independent():
    b = board(coins={C(1, 1): "dime"})
    put(b, 1, 0, C(0, 0))
    twin = b.clone()
    twin.monkeys[1].cell = C(3, 3)
    twin.coins.clear()
    assert b.monkeys[1].cell == C(0, 0) and b.coins


def test_two_seats_on_one_fort_is_an_error_not_a_guess():
    b = board()
    b.platforms[1] = frozenset({C(0, 0), C(1, 0)})
    put(b, 1, 0, C(0, 0))
    put(b, 2, 1, C(1, 0))
    with pytest.raises(AssertionError):
        b.controller(b.forts()[0])


# --- actions -------------------------------------------------------------------------------
def test_cutting_needs_a_tree_square():
    b = board(coins={C(1, 1): "dime"})
    put(b, 1, 0, C(1, 1))
    put(b, 2, 0, C(2, 2))
    assert b.cut_refusal(1) is None
    assert b.cut_refusal(2) == "There is no tree here to cut."
    b.platforms[1] = frozenset({C(1, 1)})
    assert b.cut_refusal(1) == "There is no tree here to cut."     # a platform square now


def test_building_a_catapult():
    b = board(coins={C(1, 1): "dime"})
    put(b, 1, 0, C(1, 1), lumber=4)
    put(b, 2, 0, C(2, 2), lumber=1)
    put(b, 3, 0, C(3, 3), lumber=2)
    assert b.catapult_refusal(1) == "A catapult can't be built in a tree."
    assert b.catapult_refusal(2) == "A catapult takes 2 lumber."
    assert b.catapult_refusal(3) is None
    b.monkeys[3].riding = True
    assert b.catapult_refusal(3) == "This monkey already rides a catapult."


def test_building_a_platform_follows_every_rule():
    b = board(coins={C(1, 1): "nickel", C(2, 1): "penny", C(5, 5): "penny", C(5, 6): "penny"})
    put(b, 1, 0, C(1, 1), lumber=4)
    L3 = {C(1, 1), C(2, 1), C(2, 2)}
    assert b.platform_refusal(1, L3) is None                    # a nickel and a penny: 3 is fine
    assert b.platform_refusal(1, {C(2, 1), C(3, 1)}) == "The platform must cover the builder's tree."
    assert b.platform_refusal(1, {C(1, 1), C(2, 2)}).startswith("A platform is one piece")
    assert b.platform_refusal(1, {C(1, 1), C(1, 0), C(0, 0), C(0, 1), C(2, 1)}).startswith(
        "A platform is one piece")
    b.monkeys[1].lumber = 2
    assert b.platform_refusal(1, L3).startswith("This monkey carries 2 lumber")
    b.monkeys[1].lumber = 4
    put(b, 2, 1, C(2, 2))
    assert b.platform_refusal(1, L3) == "Another monkey is in the way."
    del b.monkeys[2]
    b.sleeves.add(C(2, 2))
    assert b.platform_refusal(1, L3) == "A catapult is in the way."
    b.sleeves.clear()
    # two pennies can't hold four squares
    put(b, 3, 0, C(5, 5), lumber=4)
    assert b.platform_refusal(3, {C(5, 5), C(5, 6), C(6, 5), C(6, 6)}).startswith(
        "Two pennies can't hold 4 squares")
    # next to a fort an opponent holds: refused; abandoned: fine
    b.platforms[9] = frozenset({C(3, 2)})
    assert b.platform_refusal(1, L3) is None
    put(b, 4, 1, C(3, 2))
    assert b.platform_refusal(1, L3) == "Too close: an opponent's fort is right next to it."
    b.platforms[8] = frozenset({C(1, 0)})
    assert b.platform_refusal(1, {C(1, 1), C(1, 0)}) == "That overlaps another platform."
    assert b.platform_refusal(1, {C(0, 1), C(1, 1)}) is None    # a nickel alone holds 2
    assert b.platform_refusal(1, {C(0, 1), C(1, 1), C(0, 2)}).startswith(
        "A nickel alone can't hold 3 squares")


def test_demolishing_your_own_platform():
    b = board()
    b.platforms[1] = frozenset({C(1, 1), C(2, 1)})
    put(b, 1, 0, C(1, 1))
    put(b, 2, 0, C(5, 5))
    assert b.demolish_refusal(1) is None
    assert b.demolish_refusal(2) == "Stand on a platform to knock it down."
    put(b, 3, 0, C(2, 1))
    assert b.demolish_refusal(1) == "Another monkey stands on that platform."


def test_what_a_catapult_may_fire_at():
    b = board(w=12, h=12)
    put(b, 1, 0, C(0, 0), riding=True)                   # on the ground: distances doubled
    put(b, 2, 1, C(0, 2))                                 # 1 between: modifier 2
    put(b, 3, 1, C(3, 3))                                 # diagonal, 2 between: 4
    put(b, 4, 1, C(0, 4))                                 # 3 between: 6, out of range
    put(b, 5, 1, C(1, 2))                                 # not on a line
    b.platforms[1] = frozenset({C(2, 0), C(2, 1)})        # abandoned: a target
    b.platforms[2] = frozenset({C(0, 1)})                 # right next to the shooter
    got = {(k, c): mod for k, c, mod in b.targets(1)}
    assert got[("monkey", C(0, 2))] == 2 and got[("monkey", C(3, 3))] == 4
    assert ("monkey", C(0, 4)) not in got and ("monkey", C(1, 2)) not in got
    assert got[("platform", C(2, 0))] == 2               # 1 between, from the ground
    assert ("platform", C(2, 1)) not in got               # not on a line
    assert got[("platform", C(0, 1))] == 1                # point-blank
    # a monkey on a platform square is inside a fort: only its platform is a target
    b.monkeys[3].cell = C(2, 0)
    assert ("monkey", C(2, 0)) not in {(k, c) for k, c, _ in b.targets(1)}
    # a fort the shooter controls is never a target; no catapult, no shot
    b.monkeys[2].cell = C(9, 9)
    put(b, 6, 0, C(0, 1))
    assert all(c != C(0, 1) for _, c, _ in b.targets(1))
    b.monkeys[1].riding = False
    assert b.targets(1) == []


def test_from_a_platform_the_distance_is_not_doubled():
    b = board(w=12, h=12)
    b.platforms[1] = frozenset({C(0, 0)})
    put(b, 1, 0, C(0, 0), riding=True)
    put(b, 2, 1, C(0, 5))                                 # 4 between: 4 from a platform
    assert b.targets(1) == [("monkey", C(0, 5), 4)]


def test_a_rider_rolls_past_an_empty_catapult_but_never_stops_on_it():
    b = Board({Cell(x, 0): 0 for x in range(4)})
    b.monkeys[1] = Monkey(1, 0, Cell(0, 0), 0, True)
    b.sleeves.add(Cell(1, 0))
    ends = b.walks(1, 2)
    assert (Cell(2, 0), True) in ends                          # past it
    # stopping there riding is only the swap: off its own catapult, into the empty one
    swap = ends[(Cell(1, 0), True)]
    assert swap.mounted_at == Cell(1, 0) and swap.dismounted_at == Cell(0, 0)
    assert b.walk_refusal(1, 2, (Cell(1, 0),)) == \
        "An empty catapult stands there: a catapult can't stop on it."
    assert b.walk_refusal(1, 2, (Cell(1, 0),), dismount=0, mount=1) is None
