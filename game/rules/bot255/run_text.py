"""A Run's program: its JSON text read (or refused with the reason), and the
few programs `legal_actions` suggests (any other may be run: `check` decides)."""
from __future__ import annotations

import json
from functools import lru_cache
from typing import Any

from game.core.errors import IllegalAction

from .actions import Run, program_text
from .program import BadProgram, check, lines_used, move, turn
from .solver import route_to_next_bit
from .world import Bot, World

MAX_LINES = 200             # the longest program a Run may carry at all


@lru_cache(maxsize=2048)
def suggested_runs(world: World, bot: Bot, mem: int, invalid: bool) -> tuple[Run, ...]:
    """A few programs anyone could write (the first steps towards the nearest
    bit, a few moves, a turn), and in the card game one too long for the
    memory, so random play meets every outcome. Any other program may be run
    too (`Bot255State.allows`). Worked out once a position: legal_actions asks
    often."""
    route = tuple(route_to_next_bit(world, bot.cell, bot.facing, bot.taken))
    progs = [route[:mem], route[:max(1, mem // 2)], ("move",) * min(mem, 3), ("left",),
             ("right",)]
    if invalid:
        progs.append(("move",) * (mem + 1))
    out: list[Run] = []
    for p in progs:
        r = _run_of(p)
        if p and r not in out:
            out.append(r)
    return tuple(out)


@lru_cache(maxsize=4096)
def _run_of(words: tuple[str, ...]) -> Run:
    """The Run of a plain program of moves and turns ("move", "left", "right"),
    its JSON text written once (the same few come back all match long)."""
    cmd = {"move": move(), "left": turn("left"), "right": turn("right")}
    return Run(program_text([cmd[w] for w in words]))


def parse(text: str) -> list[dict[str, Any]]:
    """A Run's program from its JSON text, or IllegalAction saying what is wrong."""
    try:
        program = json.loads(text)
    except (ValueError, RecursionError):
        raise IllegalAction("That is not a program.") from None
    try:
        check(program)
        n = lines_used(program)
    except (BadProgram, RecursionError) as e:
        raise IllegalAction(f"That is not a program: {e}") from None
    if n > MAX_LINES:
        raise IllegalAction(f"A program has at most {MAX_LINES} lines, not {n}.")
    return program
