"""A card's question answered in words: each option as the string a Choose
action carries, and back (shared by the rules and the bots' simulation)."""
from __future__ import annotations

import itertools
from typing import Any

from .effects import Choice, JunkRef, PickJunk, PickOption, PickPlayer
from .model import Yard


def encode(c: Choice, option: Any) -> str:
    """A choice's option as the string a Choose action carries."""
    if isinstance(c, PickJunk):
        return str(option.card)
    return str(option)


def decode(c: Choice, pick: str, yard: Yard) -> Any:
    if isinstance(c, PickJunk):
        where = yard.locate(pick)
        return JunkRef(where[0] if where else -1, pick)
    if isinstance(c, (PickPlayer, PickOption)):
        return int(pick)
    return pick


def combos(c: Choice) -> list[tuple[str, ...]]:
    opts = [encode(c, o) for o in c.options]
    return list(itertools.combinations(opts, c.need))


def canonical(c: Choice, picks: tuple[str, ...]) -> tuple[str, ...] | None:
    """The picks in the options' order (None if they are not a possible answer)."""
    opts = [encode(c, o) for o in c.options]
    if len(picks) != c.need or len(set(picks)) != len(picks) or any(p not in opts for p in picks):
        return None
    return tuple(sorted(picks, key=opts.index))


def pick_reason(c: Choice, picks: tuple[str, ...]) -> str:
    if len(picks) != c.need:
        return "Pick one." if c.need == 1 else f"Pick {c.need}."
    if len(set(picks)) != len(picks):
        return "Pick different ones."
    return "You can't pick that one."
