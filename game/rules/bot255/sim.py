"""A fast copy of the interpreter, for the synthesiser's search (`synth`).

Poses are ints (cell index * 4 + facing index); the bits still in the world
are a bit mask. Programs are compiled to nested tuples:
  (_MOVE,) (_LEFT,) (_RIGHT,)
  (_IF, what, negate, then, else_or_None)
  (_LOOP, what, negate, stop_when, body)       while: stop_when False; until: True
  (_REPEAT, times, body)
`Sim` runs them with the interpreter's rules, step for step (the tests hold
it to `interpreter.run`), tens of times faster: the search runs thousands of
proposals a question.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.grid import Cell

from . import interpreter
from .program import Program
from .world import FACINGS, STEP, Bot, World

_MOVE, _LEFT, _RIGHT, _IF, _LOOP, _REPEAT = range(6)
WALL, _BUG = -1, -2
_WHAT = {"wall": 0, "bug": 1, "bit": 2}
# why a simulated run ended (the interpreter's words)
DONE, _ALL, _STUCK, _LIMIT = interpreter.DONE, interpreter.ALL_BITS, interpreter.BUG, \
    interpreter.LIMIT

Node = tuple[Any, ...]


def compile_program(program: Program) -> tuple[Node, ...]:
    out: list[Node] = []
    for c in program:
        do = c["do"]
        if do == "move":
            out.append((_MOVE,))
        elif do == "turn":
            out.append((_LEFT,) if c["way"] == "left" else (_RIGHT,))
        else:
            neg = c.get("cond", "").startswith("not_")
            what = _WHAT.get(c.get("cond", "")[4:] if neg else c.get("cond", ""), -1)
            if do == "if":
                other = compile_program(c["else"]) if c["else"] is not None else None
                out.append((_IF, what, neg, compile_program(c["then"]), other))
            elif do == "repeat":
                out.append((_REPEAT, c["times"], compile_program(c["body"])))
            else:
                out.append((_LOOP, what, neg, do == "until", compile_program(c["body"])))
    return tuple(out)


class _Halt(Exception):
    pass


@dataclass(frozen=True)
class Outcome:
    pose: int
    mask: int           # the bits still in the world (bit i: the i-th of Sim.bits)
    steps: int          # steps of the run so far (the interpreter's, checks included)
    end: str            # "done" when it may go on; else why the run stopped
    work: int           # steps actually simulated (a loop caught cycling stops early)


class Sim:
    """The interpreter's rules on ints: the same steps, the same stops, for
    the bot it is made with (its bits taken stay taken).

    Two shortcuts keep looping programs cheap. A while or until loop whose
    header sees the same pose and bits twice can never leave (nothing else
    can change), so it is stopped there as the interpreter would stop it at
    the step limit: no more bits, end "step_limit" (only the pose at the limit
    differs, and nothing runs after it). A repeat whose pass starts from a
    pose and bits seen before is in a cycle: the cycles left are counted, not
    run, exactly."""

    def __init__(self, world: World, bot: Bot):
        self.world = world
        self.width, self.height = world.width, world.height
        left = sorted(bot.left(world))
        self.bits: list[Cell] = left
        self.bit_of = [-1] * (world.width * world.height)
        for i, b in enumerate(left):
            self.bit_of[self.index(b)] = i
        self.ahead: list[int] = []
        for y in range(world.height):
            for x in range(world.width):
                for f in FACINGS:
                    d = STEP[f]
                    n = Cell(x + d.x, y + d.y)
                    if world.blocked(n):
                        self.ahead.append(WALL)
                    elif n in world.bugs:
                        self.ahead.append(_BUG)
                    else:
                        self.ahead.append(self.index(n))
        self.start_pose = self.pose_of(bot)
        self.start_mask = (1 << len(left)) - 1
        self._pose = self._mask = self._steps = self._limit = self._skipped = 0
        self._end = DONE

    def index(self, c: Cell) -> int:
        return c.y * self.width + c.x

    def cell(self, index: int) -> Cell:
        return Cell(index % self.width, index // self.width)

    def pose_of(self, bot: Bot) -> int:
        return self.index(bot.cell) * 4 + FACINGS.index(bot.facing)

    def outcome(self, program: Program) -> Outcome:
        """How a whole run of `program` from the bot ends."""
        return self.run(compile_program(program), self.start_pose, self.start_mask)

    def run(self, nodes: tuple[Node, ...], pose: int, mask: int, steps: int = 0,
            limit: int = interpreter.STEP_LIMIT) -> Outcome:
        self._pose, self._mask, self._steps, self._limit = pose, mask, steps, limit
        self._skipped, self._end = 0, DONE
        if mask == 0:
            self._end = _ALL
        elif steps < limit:
            try:
                self._block(nodes)
            except _Halt:
                pass
        else:
            self._end = _LIMIT
        return Outcome(self._pose, self._mask, self._steps, self._end,
                       self._steps - steps - self._skipped)

    def _tick(self) -> None:
        self._steps += 1
        if self._steps >= self._limit:
            self._end = _LIMIT
            raise _Halt

    def _stop_at_limit(self) -> None:
        self._skipped += self._limit - self._steps
        self._steps = self._limit
        self._end = _LIMIT
        raise _Halt

    def _seen(self, what: int) -> bool:
        a = self.ahead[self._pose]
        if what == 0:
            return a == WALL
        if what == 1:
            return a == _BUG
        return a >= 0 and self.bit_of[a] >= 0 and bool(self._mask >> self.bit_of[a] & 1)

    def _repeat(self, times: int, body: tuple[Node, ...]) -> None:
        # A pass starting from a pose and bits seen at an earlier pass starts a
        # cycle: every pass after it is a copy, no bit is taken, so whole cycles
        # are counted instead of run (or the step limit falls among them).
        seen: dict[int, tuple[int, int]] = {}
        i = 0
        while i < times:
            key = self._pose | self._mask << 10
            was = seen.get(key)
            if was is not None:
                period, cost = i - was[0], self._steps - was[1]
                skip = (times - i) // period
                if self._steps + skip * cost >= self._limit:
                    self._stop_at_limit()
                self._steps += skip * cost
                self._skipped += skip * cost
                i += skip * period
                seen.clear()
                if i >= times:
                    return
            seen[key] = (i, self._steps)
            self._tick()
            self._block(body)
            i += 1

    def _block(self, nodes: tuple[Node, ...]) -> None:
        ahead, bit_of = self.ahead, self.bit_of
        for n in nodes:
            op = n[0]
            if op == _MOVE:
                pose = self._pose
                a = ahead[pose]
                if a == _BUG:
                    self._steps += 1
                    self._end = _STUCK
                    raise _Halt
                if a != WALL:
                    self._pose = a * 4 + (pose & 3)
                    b = bit_of[a]
                    if b >= 0 and self._mask >> b & 1:
                        self._mask &= ~(1 << b)
                        if not self._mask:
                            self._steps += 1
                            self._end = _ALL
                            raise _Halt
            elif op == _LEFT:
                self._pose = (self._pose & ~3) | ((self._pose - 1) & 3)
            elif op == _RIGHT:
                self._pose = (self._pose & ~3) | ((self._pose + 1) & 3)
            elif op == _IF:
                self._tick()
                if self._seen(n[1]) != n[2]:
                    self._block(n[3])
                elif n[4] is not None:
                    self._block(n[4])
                continue
            elif op == _REPEAT:
                self._repeat(n[1], n[2])
                continue
            else:
                what, neg, stop_when, body = n[1], n[2], n[3], n[4]
                seen: set[int] = set()
                while True:
                    self._tick()
                    if (self._seen(what) != neg) == stop_when:
                        break
                    key = self._pose | self._mask << 10
                    if key in seen:
                        self._stop_at_limit()
                    seen.add(key)
                    self._block(body)
                continue
            # a move, a bump or a turn: one step
            self._steps += 1
            if self._steps >= self._limit:
                self._end = _LIMIT
                raise _Halt
