"""bot255's actions: one typed decision at a time.

  Run(program)          run a program (a puzzle), or announce and run it (the
                        card game's step 1). The program is its JSON text
                        (`program_text`), secret to everyone but its writer.
  React(steal)          in the window after an announcement, every other
                        player answers, whether or not they hold Steal Turn
  Draw(pile)            step 2: the top card of "deck" or "discard"; also
                        the draw after a Spy
  Play(card, target, pile)  step 2: a Steal, Swap, Search or Spy card
                        (target: the seat a look-and-take Steal robs; pile:
                        the pile a Swap or Search uses)
  Give(cards)           a Swap's cards to give up (any of the hand, or none)
  Pick(card)            a card among those shown: the one a Steal takes or
                        keeps, the one a Search finds
  Blind(index)          the invalid-program penalty: a card from the
                        offender's hand by its place, unseen
  Discard(card)         down to the hand limit of six
  Clock(seconds)        the table's clock (a match with a time limit): play
                        time went by; only the table (seat SYSTEM) sends it
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from game.core.actions import Action, ActionCodec


@dataclass(frozen=True)
class Run(Action):
    KIND = "run"
    program: str


@dataclass(frozen=True)
class React(Action):
    KIND = "react"
    steal: bool


@dataclass(frozen=True)
class Draw(Action):
    KIND = "draw"
    pile: str


@dataclass(frozen=True)
class Play(Action):
    KIND = "play"
    card: str
    target: int = -1
    pile: str = ""


@dataclass(frozen=True)
class Give(Action):
    KIND = "give"
    cards: tuple[str, ...]


@dataclass(frozen=True)
class Pick(Action):
    KIND = "pick"
    card: str


@dataclass(frozen=True)
class Blind(Action):
    KIND = "blind"
    index: int


@dataclass(frozen=True)
class Discard(Action):
    KIND = "discard"
    card: str


@dataclass(frozen=True)
class Clock(Action):
    KIND = "clock"
    seconds: int


CODEC = ActionCodec(Run, React, Draw, Play, Give, Pick, Blind, Discard, Clock)


def program_text(program: list[dict[str, Any]]) -> str:
    """A program as the compact JSON text a Run carries (one spelling per program)."""
    return json.dumps(program, separators=(",", ":"), sort_keys=True)


def run(program: list[dict[str, Any]]) -> Run:
    return Run(program_text(program))
