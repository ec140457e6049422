"""Running a bot255 program: a small pure interpreter.

A run ends when every bit is collected, when the bot would step onto a bug
(the step is not made), or after STEP_LIMIT steps. A step is one line carried
out: a move or a rotate, or a header (if, while, repeat, repeat until)
checking its condition or count, so a loop that never moves still ends.
Walking into a wall (or the edge) is a move that does nothing. The k-th bit of
a run scores 2^(k-1); the bot keeps its square, facing and bits for the next
run of the round.

`run` gives the whole trace, one `Step` per line carried out, with its line
number in the editor's lines (`program.to_lines`): the screen highlights the
line and moves the bot in time with it, and can step back through it.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from game.core.grid import Cell

from .program import Program, lines_used
from .world import Bot, World

STEP_LIMIT = 500
ALL_BITS, BUG, LIMIT, DONE = "all_bits", "bug", "step_limit", "done"
WHY = {ALL_BITS: "Every bit is collected!",
       BUG: "A bug is ahead: the bot stopped.",
       LIMIT: f"The bot ran {STEP_LIMIT} steps: the run stops there.",
       DONE: "The program has ended."}


@dataclass(frozen=True)
class Step:
    line: int            # the editor's line carried out (0 = the first)
    bot: Bot             # the bot after it
    what: str            # "move", "bump", "bit", "turn", "check", "bug"
    points: int = 0      # the points this step scored (a bit)


@dataclass
class Run:
    bot: Bot             # where the bot is (at the end: where the next run starts)
    steps: list[Step] = field(default_factory=list)
    end: str = DONE
    bits: int = 0        # bits collected in this run
    points: int = 0      # their points: 1 + 2 + 4 + ...

    @property
    def moves(self) -> int:
        return sum(1 for s in self.steps if s.what in ("move", "bump", "bit", "turn", "bug"))

    def why(self) -> str:
        return WHY[self.end]


class _Stop(Exception):
    pass


def condition(world: World, bot: Bot, cond: str) -> bool:
    """Is `cond` true for the bot now? (bug / bit / wall ahead, or not_ them)."""
    negate = cond.startswith("not_")
    what = cond[4:] if negate else cond
    ahead = bot.ahead()
    if what == "wall":
        seen = world.blocked(ahead)
    elif what == "bug":
        seen = ahead in world.bugs
    elif what == "bit":
        seen = ahead in world.bits and ahead not in bot.taken
    else:
        raise ValueError(f"no condition {cond!r}")
    return seen != negate


def run(world: World, program: Program, bot: Bot | None = None,
        limit: int = STEP_LIMIT) -> Run:
    """Carry out `program` (well formed: see `program.check`) for a bot in
    `world`, from `bot` (default: the world's start), to the end of the run."""
    r = Run(bot=bot if bot is not None else Bot.at_start(world))
    if not r.bot.left(world):
        r.end = ALL_BITS
        return r
    state = _Runner(world, r, limit)
    try:
        state.block(program, 0)
    except _Stop:
        pass
    return r


def squares_visited(world: World, program: Program) -> list[Cell]:
    """The squares a run of `program` from the start steps onto, first visits
    in order (not the start), as if the world had no bits: where bits could
    go for that program to take them (tools/bot255_planted.py, the tests).
    A bit off the grid keeps the run from ending for want of bits."""
    empty = replace(world, bits=frozenset({Cell(-9, -9)}))
    seen: list[Cell] = []
    for s in run(empty, program).steps:
        if s.bot.cell != world.start and s.bot.cell not in seen:
            seen.append(s.bot.cell)
    return seen


class _Runner:
    def __init__(self, world: World, r: Run, limit: int):
        self.world, self.r, self.limit = world, r, limit

    def step(self, line: int, bot: Bot, what: str, points: int = 0) -> None:
        r = self.r
        r.steps.append(Step(line, bot, what, points))
        r.bot = bot
        if what == "bug":
            r.end = BUG
            raise _Stop
        if what == "bit" and not bot.left(self.world):
            r.end = ALL_BITS
            raise _Stop
        if len(r.steps) >= self.limit:
            r.end = LIMIT
            raise _Stop

    def block(self, program: Program, line: int) -> int:
        """Run a block whose first command is the editor's line `line`; gives
        the line after the block."""
        for c in program:
            line = self.command(c, line)
        return line

    def command(self, c: dict[str, Any], line: int) -> int:
        world, r = self.world, self.r
        bot = r.bot
        do = c["do"]
        if do == "move":
            ahead = bot.ahead()
            if ahead in world.bugs:
                self.step(line, bot, "bug")
            elif world.blocked(ahead):
                self.step(line, bot, "bump")
            elif ahead in world.bits and ahead not in bot.taken:
                r.bits += 1
                points = 1 << (r.bits - 1)
                r.points += points
                self.step(line, Bot(ahead, bot.facing, bot.taken | {ahead}), "bit", points)
            else:
                self.step(line, Bot(ahead, bot.facing, bot.taken), "move")
            return line + 1
        if do == "turn":
            self.step(line, bot.turned(c["way"]), "turn")
            return line + 1
        if do == "if":
            then_size = _size(c["then"])
            else_size = _size(c["else"]) if c["else"] is not None else -1
            after = line + 1 + then_size + (1 + else_size if else_size >= 0 else 0)
            self.step(line, bot, "check")
            if condition(world, bot, c["cond"]):
                self.block(c["then"], line + 1)
            elif c["else"] is not None:
                self.block(c["else"], line + 2 + then_size)
            return after
        body = c["body"]
        after = line + 1 + _size(body)
        if do == "repeat":
            for _ in range(c["times"]):
                self.step(line, r.bot, "check")
                self.block(body, line + 1)
            return after
        stop_when = do == "until"               # until: stop when true; while: when false
        while True:
            self.step(line, r.bot, "check")
            if condition(world, r.bot, c["cond"]) == stop_when:
                return after
            self.block(body, line + 1)


def _size(program: Program) -> int:
    return lines_used(program)
