"""Treefort Nations test boards: simple layouts built in code (the shipped
layouts are Tiled maps; these keep the rules' tests independent of them)."""
from __future__ import annotations

from typing import Any

from game.core.grid import Cell
from game.core.state import Setup
from game.rules.treefort.state import TreefortState


def row_layout(players: int, neutral: int = 1) -> dict[Cell, int | None]:
    """Seat grids of 8x8 in a row with `neutral` neutral grids in the middle."""
    keys: list[int | None] = list(range(players))
    half = players // 2
    keys = keys[:half] + [None] * neutral + keys[half:]
    return {Cell(8 * k + x, y): key for k, key in enumerate(keys)
            for x in range(8) for y in range(8)}


def new(players: int = 2, seed: int = 1, variants: tuple[str, ...] = (),
        neutral: int = 1) -> TreefortState:
    setup = Setup("treefort", ("random",) * players, seed, None, variants)
    return TreefortState.new(setup, row_layout(players, neutral))


def playing(players: int = 2, monkeys=(), coins=None, platforms=None, dice=(),
            far_tree: bool = True, seats: tuple[str, ...] | None = None,
            strict: bool = False) -> TreefortState:
    """A state in seat 0's turn with exactly these monkeys (id, seat, cell[, lumber,
    riding]), coins {cell: coin} and platforms {id: cells}, plus (far_tree) one tree
    far away on neutral ground so the match does not end for want of trees. `dice`
    are rolled first, then a seeded die (`strict`: only `dice`, and a roll more
    fails the test)."""
    from game.rules.treefort.board import Monkey
    s = new(players, 1)
    if seats is not None:
        s.setup = Setup("treefort", tuple(seats), 1)
    s.phase, s.turn = "play", 0
    s.board.coins = dict(coins or {})
    if far_tree:
        s.board.coins[Cell(12, 7)] = "penny"
    s.board.monkeys = {}
    for mid, seat, cell, *rest in monkeys:
        s.board.monkeys[mid] = Monkey(mid, seat, cell, *rest)
    s.board.platforms = {pid: frozenset(cells) for pid, cells in (platforms or {}).items()}
    s.board.next_id = 100
    if strict:
        from tests.support.junkyard import Dice
        s.rng = Dice(*dice)  # type: ignore[assignment]
    else:
        s.rng = ThenSeeded(*dice)  # type: ignore[assignment]
    return s


class ThenSeeded:
    """Scripted rolls first, then a seeded die (play goes on after the part a
    test cares about)."""

    def __init__(self, *rolls: int, seed: int = 7):
        from game.core.rng import MatchRng
        self.rolls = list(rolls)
        self.rng = MatchRng(seed)

    def die(self, sides: int = 6) -> int:
        return self.rolls.pop(0) if self.rolls and sides == 6 else self.rng.die(sides)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.rng, name)

    def __deepcopy__(self, memo: Any) -> "ThenSeeded":
        import copy
        twin = ThenSeeded(*self.rolls)
        twin.rng = copy.deepcopy(self.rng)
        return twin
