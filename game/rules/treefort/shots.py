"""The numbers of a catapult shot: range, the distance modifier and the odds.

A shot goes along a row, a column or an exact diagonal; nothing on the line
blocks it. The distance modifier counts the squares between the catapult and
its target; fired from the ground it is doubled (poor visibility); it is
never below 1 (point-blank); 6 or more is out of range.

  a platform   hit when roll - modifier > 0; then destroyed when
               damage roll - sturdiness > 0 (sturdiness: its squares, plus
               one per bracing monkey)
  a monkey     on the ground: only a 6 hits it
  a catapult   with its monkey: a 5 breaks the catapult, a 6 both
"""
from __future__ import annotations

from fractions import Fraction

from game.core.grid import Cell, line_between, squares_between

OUT_OF_RANGE = 6
MONKEY_HIT = 6          # the only roll that hits a monkey on the ground
CATAPULT_HIT = 5        # a 5 breaks a ridden catapult (a 6 takes the monkey too)


def distance_modifier(between: int, from_platform: bool) -> int:
    """The modifier for `between` squares between shooter and target."""
    if between < 0:
        raise ValueError("squares between can't be negative")
    return max(1, between if from_platform else 2 * between)


def line_modifier(shooter: Cell, target: Cell, from_platform: bool) -> int | None:
    """The modifier of a shot from `shooter` to `target`, or None when they are
    not on one row, column or exact diagonal."""
    if line_between(shooter, target) is None:
        return None
    return distance_modifier(len(squares_between(shooter, target)), from_platform)


def in_range(modifier: int) -> bool:
    return modifier < OUT_OF_RANGE


def platform_hit(roll: int, modifier: int) -> bool:
    return roll - modifier > 0


def platform_destroyed(damage: int, sturdiness: int) -> bool:
    return damage - sturdiness > 0


def hit_chance(modifier: int) -> Fraction:
    """The chance a platform shot hits: rolls above the modifier."""
    return Fraction(max(0, 6 - modifier), 6)


def destroy_chance(sturdiness: int) -> Fraction:
    """The chance a hit destroys a platform: damage rolls above its sturdiness."""
    return Fraction(max(0, 6 - sturdiness), 6)


def platform_chance(modifier: int, squares: int, braces: int = 0) -> Fraction:
    """A platform shot's whole chance: hit, then damage over sturdiness."""
    return hit_chance(modifier) * destroy_chance(squares + braces)
