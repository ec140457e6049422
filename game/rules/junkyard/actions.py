"""Spank the Monkey's actions: one typed decision at a time.

Cards are named by id (ids are unique, so a junk card id also says whose
tower it stands in). Every decision of the game is one of these five:

  Play(card, target)   a card from the hand: a junk or reinforcement card in
                       the build phase, a special in your own turn, an attack
                       (target: the junk card attacked, "" for a sneak attack
                       without a bonus), or a defence / roll card in a window
  Choose(key, picks)   the answer to one choice a card's effect asks
                       (junk ids, seat numbers as "0".."5", card ids, or an
                       option's number as "0", "1")
  Spank()              try to spank the monkey
  Discard(card)        discard a card in the discard phase (up to two)
  Done()               end this phase, or let a reaction window go by
"""
from __future__ import annotations

from dataclasses import dataclass

from game.core.actions import Action, ActionCodec


@dataclass(frozen=True)
class Play(Action):
    KIND = "play"
    card: str
    target: str = ""


@dataclass(frozen=True)
class Choose(Action):
    KIND = "choose"
    key: str
    picks: tuple[str, ...]


@dataclass(frozen=True)
class Spank(Action):
    KIND = "spank"


@dataclass(frozen=True)
class Discard(Action):
    KIND = "discard"
    card: str


@dataclass(frozen=True)
class Done(Action):
    KIND = "done"


CODEC = ActionCodec(Play, Choose, Spank, Discard, Done)
