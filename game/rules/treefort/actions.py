"""Treefort Nations' actions: one typed decision at a time.

Squares are (x, y) pairs; monkeys are named by their id (stable for a match).

  PlaceCoin(cell)          strategic set-up: the next coin of your pile onto your grid
  PlaceMonkey(cell)        set-up: one of your four monkeys onto your grid
  Use(monkey)              take up one of your monkeys for this turn (two at most)
  Roll()                   that monkey is going to walk: roll the die
  Walk(path, dismount, mount)  the squares it walks through, in order (up to
                           the roll; none at all is fine), and after how many
                           steps it gets off its catapult / onto an abandoned
                           one (-1: it doesn't)
  Cut() Catapult() Platform(cells) Demolish() Attack(target)
                           the monkey's one action
  Brace(monkeys)           the defender: which of its monkeys on the platform
                           under fire brace it (none is fine)
  Ditch(monkey, n)         throw away lumber, any time in your turn
  Recruit(cell)            your whole turn for a new monkey (fewer than four)
  Done()                   this monkey is finished (with none taken up: the turn is)
"""
from __future__ import annotations

from dataclasses import dataclass

from game.core.actions import Action, ActionCodec

@dataclass(frozen=True)
class PlaceCoin(Action):
    KIND = "place_coin"
    cell: tuple[int, int]


@dataclass(frozen=True)
class PlaceMonkey(Action):
    KIND = "place_monkey"
    cell: tuple[int, int]


@dataclass(frozen=True)
class Use(Action):
    KIND = "use"
    monkey: int


@dataclass(frozen=True)
class Roll(Action):
    KIND = "roll"


@dataclass(frozen=True)
class Walk(Action):
    KIND = "walk"
    path: tuple[tuple[int, int], ...]
    dismount: int = -1
    mount: int = -1


@dataclass(frozen=True)
class Cut(Action):
    KIND = "cut"


@dataclass(frozen=True)
class Catapult(Action):
    KIND = "catapult"


@dataclass(frozen=True)
class Platform(Action):
    KIND = "platform"
    cells: tuple[tuple[int, int], ...]


@dataclass(frozen=True)
class Demolish(Action):
    KIND = "demolish"


@dataclass(frozen=True)
class Attack(Action):
    KIND = "attack"
    target: tuple[int, int]


@dataclass(frozen=True)
class Brace(Action):
    KIND = "brace"
    monkeys: tuple[int, ...]


@dataclass(frozen=True)
class Ditch(Action):
    KIND = "ditch"
    monkey: int
    n: int


@dataclass(frozen=True)
class Recruit(Action):
    KIND = "recruit"
    cell: tuple[int, int]


@dataclass(frozen=True)
class Done(Action):
    KIND = "done"


CODEC = ActionCodec(PlaceCoin, PlaceMonkey, Use, Roll, Walk, Cut, Catapult, Platform, Demolish,
                    Attack, Brace, Ditch, Recruit, Done)
