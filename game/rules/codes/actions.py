"""Codes actions: small frozen dataclasses with a stable JSON form.

Table positions are 0-based indices into the table code (the screen shows
them 1-based). Every action carries only what the player chose; the rules
add everything else (draws, results) as events.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core.actions import Action, ActionCodec


@dataclass(frozen=True)
class Flip(Action):
    """Turn the coin at `pos` over."""
    KIND: ClassVar[str] = "flip"
    pos: int


@dataclass(frozen=True)
class Swap(Action):
    """Let the coins at `a` and `b` (a < b) trade places."""
    KIND: ClassVar[str] = "swap"
    a: int
    b: int


@dataclass(frozen=True)
class Move(Action):
    """Take the coin at `src` out and insert it so that it ends at index `dst`."""
    KIND: ClassVar[str] = "move"
    src: int
    dst: int


@dataclass(frozen=True)
class Replace(Action):
    """Put the coin at `pos` in the bag and draw a new one into its place."""
    KIND: ClassVar[str] = "replace"
    pos: int


@dataclass(frozen=True)
class EndTurn(Action):
    """Two-actions variant: stop after the first action."""
    KIND: ClassVar[str] = "end_turn"


@dataclass(frozen=True)
class Ready(Action):
    """Memory variant: "I have memorised my code" (it is hidden afterwards)."""
    KIND: ClassVar[str] = "ready"


@dataclass(frozen=True)
class Claim(Action):
    """Memory variant, in the window after a change to the table: "the table
    shows my code!" (said in secret until everyone in the window has decided)."""
    KIND: ClassVar[str] = "claim"


@dataclass(frozen=True)
class Pass(Action):
    """Memory variant, in the window after a change to the table: no claim."""
    KIND: ClassVar[str] = "pass"


@dataclass(frozen=True)
class GuessStart(Action):
    """Cooperative guessing: start announcing a full guess of the code."""
    KIND: ClassVar[str] = "guess_start"


@dataclass(frozen=True)
class GuessChar(Action):
    """Cooperative guessing: the next character of the guess."""
    KIND: ClassVar[str] = "guess_char"
    char: str


@dataclass(frozen=True)
class GuessCancel(Action):
    """Cooperative guessing: give up the guess being entered (nothing happens)."""
    KIND: ClassVar[str] = "guess_cancel"


TABLE_ACTIONS = (Flip, Swap, Move, Replace)
ALL_ACTIONS = (Flip, Swap, Move, Replace, EndTurn, Ready, Claim, Pass,
               GuessStart, GuessChar, GuessCancel)

CODEC = ActionCodec(*ALL_ACTIONS)

# Singletons for the argument-less actions (equal to fresh instances anyway).
END_TURN = EndTurn()
READY = Ready()
CLAIM = Claim()
PASS = Pass()
GUESS_START = GuessStart()
GUESS_CANCEL = GuessCancel()
