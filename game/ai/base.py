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
