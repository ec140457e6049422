"""Treefort Nations bots (placeholder: random until the real bots land)."""
from __future__ import annotations

from typing import Any

from .base import RandomBot


def make_bot(kind: str, seat: int, seed: int) -> Any:
    if kind in ("random", "easy", "medium", "hard"):
        return RandomBot(seat, seed)
    raise ValueError(f"no Treefort Nations bot of kind {kind!r}")
