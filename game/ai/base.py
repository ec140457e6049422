"""What a bot is: something that picks one legal action from its seat's view.

Bots never see the full state: only `view(seat)` and that seat's legal
actions, so they cannot cheat even by accident.
"""
from __future__ import annotations

import random
from typing import Any, Protocol

from game.core.actions import Action


class Bot(Protocol):
    seat: int

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action: ...


def bot_rng(seed: int, seat: int, salt: str = "") -> random.Random:
    """A bot's own random stream, independent of the match's."""
    return random.Random(f"bot:{seed}:{seat}:{salt}")


class RandomBot:
    def __init__(self, seat: int, seed: int = 0):
        self.seat = seat
        self.rng = bot_rng(seed, seat, "random")

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        return self.rng.choice(legal)


class Work:
    """Work done for one decision, counted against a limit (never timed).

    Bots budget their search in units of work (nodes expanded, playouts,
    rollout actions, evaluations) so that the same seed gives the same match on
    any machine, however loaded. `spend` adds units; `spent` says when the
    limit is reached. The limit is a hard ceiling the search checks as it goes.
    """

    __slots__ = ("limit", "used")

    def __init__(self, limit: int):
        self.limit = limit
        self.used = 0

    def spend(self, units: int = 1) -> None:
        self.used += units

    @property
    def left(self) -> int:
        return self.limit - self.used

    @property
    def spent(self) -> bool:
        return self.used >= self.limit
