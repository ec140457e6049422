"""Writing bot255 programs: the best program a library and a memory allow.

`best_program` answers what a computer player and the editor's hint both ask:
which program, run once from this bot, scores the most points, and among
those uses the fewest lines? Points are 2^bits - 1, so the most bits wins;
lines break ties. `hint` gives the next line of such a program.

The search only ever *proposes* programs: each is run by `Sim`, which follows
the interpreter's rules exactly on small ints (the tests hold it to
`interpreter.run`), and the best is run once more by the interpreter itself
for the points reported. Proposals come from five places.

1. Routes. A Held-Karp table over the bits, its legs measured in lines (a
   straight run is one line as a move, two as `repeat k: move` or
   `while not_wall: move` when it ends at a wall), gives for every number of
   bits the cheapest orders and the routes it priced. An A* search over
   (pose, bits of an order taken), whose steps are those runs and turns,
   then finds the best route for an order, runs through bits and all.
2. Folding. A route is a list of commands; repeated blocks become
   `repeat r: block` (an interval dynamic programme, nested where it helps).
   The last block may repeat past the route's end: once the last bit is
   taken the run stops, and more commands never lose a bit. A route too long
   for the memory is cut to its longest start that fits (partial credit).
3. Loops. `repeat 99` (or `while not_bug`) over small bodies made of moves,
   turns, counted runs, runs to a wall or up to a bit, turning until a bit
   is ahead and wall-following choices, run from the bot and from every
   point of the best route: a loop often takes the rest of the bits in far
   fewer lines. First a few bigger shapes that clear whole kinds of worlds
   (a maze follower turning round at bugs, a runner, a lawn mower, a
   corridor walker looking into its side pockets), then every body of 1 to 3
   pieces, smallest first.
4. The route's own pieces. A stretch of the best route, repeated from where
   it starts: a route that sweeps a room repeats itself.
5. Routes after loops. A loop whose passes all run out with bits left
   behind, then a route through those bits from where it stopped.

Work (game.ai.base.Work) is counted in units of about the same cost each:
one per bot step simulated and one per program proposed, 15 per loop body
made (it is compiled, and there are thousands); in the route
searches, one per state expanded and two per successor generated; in the
tour table, one per pose settled (plus one per three moves out of it) and one
per table entry extended (plus one per three next bits tried); a folding of n
commands counts 2n^2 + n^3/60. (Measured on a busy machine: about a
microsecond each, so `DEFAULT_WORK` was a fifth of a second.) The search
stops when the work
is spent (keeping back what the final interpreter run may cost, so the whole
call stays within the limit) and answers the best program found. Nothing
here reads the clock, draws a random number or depends on the order of a
set, so the same call gives the same program on any machine.
"""
from __future__ import annotations

import heapq
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from operator import add
from typing import Any

from game.ai.base import Work
from game.core.grid import Cell

from . import interpreter
from .program import (
    COMMANDS,
    MAX_TIMES,
    Program,
    commands_used,
    if_,
    lines_used,
    move,
    repeat,
    to_lines,
    turn,
    until,
    while_,
)
from .solver import reachable
from .world import FACINGS, STEP, Bot, World


@dataclass(frozen=True)
class Found:
    """A program and what one run of it from the bot scores."""
    program: Program
    points: int          # exactly what interpreter.run scores for it
    bits: int
    lines: int
    complete: bool       # every bit the bot can reach is taken: no program can score more
    work_used: int


# --- a fast copy of the interpreter, for search ---------------------------------------------------
# Poses are ints (cell index * 4 + facing index); the bits still in the world
# are a bit mask. Programs are compiled to nested tuples:
#   (_MOVE,) (_LEFT,) (_RIGHT,)
#   (_IF, what, negate, then, else_or_None)
#   (_LOOP, what, negate, stop_when, body)       while: stop_when False; until: True
#   (_REPEAT, times, body)
_MOVE, _LEFT, _RIGHT, _IF, _LOOP, _REPEAT = range(6)
_WALL, _BUG = -1, -2
_NEVER = 1 << 62
_WHAT = {"wall": 0, "bug": 1, "bit": 2}
# why a simulated run ended (the interpreter's words)
_DONE, _ALL, _STUCK, _LIMIT = interpreter.DONE, interpreter.ALL_BITS, interpreter.BUG, \
    interpreter.LIMIT

Node = tuple[Any, ...]


def _compile(program: Program) -> tuple[Node, ...]:
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
                other = _compile(c["else"]) if c["else"] is not None else None
                out.append((_IF, what, neg, _compile(c["then"]), other))
            elif do == "repeat":
                out.append((_REPEAT, c["times"], _compile(c["body"])))
            else:
                out.append((_LOOP, what, neg, do == "until", _compile(c["body"])))
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
                        self.ahead.append(_WALL)
                    elif n in world.bugs:
                        self.ahead.append(_BUG)
                    else:
                        self.ahead.append(self.index(n))
        self.start_pose = self.pose_of(bot)
        self.start_mask = (1 << len(left)) - 1
        self._pose = self._mask = self._steps = self._limit = self._skipped = 0
        self._end = _DONE

    def index(self, c: Cell) -> int:
        return c.y * self.width + c.x

    def cell(self, index: int) -> Cell:
        return Cell(index % self.width, index // self.width)

    def pose_of(self, bot: Bot) -> int:
        return self.index(bot.cell) * 4 + FACINGS.index(bot.facing)

    def outcome(self, program: Program) -> Outcome:
        """How a whole run of `program` from the bot ends."""
        return self.run(_compile(program), self.start_pose, self.start_mask)

    def run(self, nodes: tuple[Node, ...], pose: int, mask: int, steps: int = 0,
            limit: int = interpreter.STEP_LIMIT) -> Outcome:
        self._pose, self._mask, self._steps, self._limit = pose, mask, steps, limit
        self._skipped, self._end = 0, _DONE
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
            return a == _WALL
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
                if a != _WALL:
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


def _popcount(m: int) -> int:
    return m.bit_count()


# --- routes -------------------------------------------------------------------------------------
# An atom is one piece of a route: (key, command, lines, steps, moves). Atoms
# with the same key are the same command wherever they stand, which is what
# lets a repeated block be folded into a repeat.
Atom = tuple[tuple[Any, ...], dict[str, Any], int, int, int]
_MOVE_ATOM: Atom = (("move",), move(), 1, 1, 1)
_LEFT_ATOM: Atom = (("left",), turn("left"), 1, 1, 0)
_RIGHT_ATOM: Atom = (("right",), turn("right"), 1, 1, 0)


def _loop_while(cond: str, body: Program, lib: frozenset[str]) -> dict[str, Any] | None:
    """A loop running `body` while `cond` holds, in whichever form the library has."""
    if "while" in lib:
        return while_(cond, body)
    if "until" in lib:
        return until(cond[4:] if cond.startswith("not_") else "not_" + cond, body)
    return None



class _Routes:
    """Routes in fewest lines through the bits in a given order."""

    def __init__(self, sim: Sim, lib: frozenset[str], work: Work):
        self.sim, self.lib, self.work = sim, lib, work
        self._runs: dict[int, tuple[list[int], list[Atom | None]]] = {}

    def runs(self, pose: int) -> tuple[list[int], list[Atom | None]]:
        """The cells straight ahead of a pose up to a wall or bug, and for each
        length k the one-atom way to run that far (None: k moves are cheapest)."""
        got = self._runs.get(pose)
        if got is not None:
            return got
        sim, f = self.sim, pose & 3
        cells: list[int] = []
        p = pose
        if "move" in self.lib:
            while sim.ahead[p] >= 0:
                cells.append(sim.ahead[p])
                p = sim.ahead[p] * 4 + f
        atoms = [self._run_atom(k, k == len(cells), sim.ahead[p])
                 for k in range(1, len(cells) + 1)]
        self._runs[pose] = (cells, atoms)
        return cells, atoms

    def _run_atom(self, k: int, to_end: bool, stop: int) -> Atom | None:
        if k == 1:
            return _MOVE_ATOM
        # a run up to a wall is one loop whatever its length, so runs of
        # different lengths fold into one repeated block
        if to_end:
            cond = "not_wall" if stop == _WALL else "not_bug"
            loop = _loop_while(cond, [move()], self.lib)
            if loop is not None:
                return (("to", cond), loop, 2, 2 * k + 1, k)
        if "repeat" in self.lib and k > 2:
            return (("run", k), repeat(min(k, MAX_TIMES), [move()]), 2, 2 * k, k)
        return None

    def merge(self, atoms: list[Atom]) -> list[Atom]:
        """The same walk with each straight stretch (runs and moves with no
        turn between) written the cheapest way: one run where one will do."""
        out: list[Atom] = []
        pose = self.sim.start_pose
        i = 0
        while i < len(atoms):
            if atoms[i][4] == 0:                      # a turn
                out.append(atoms[i])
                turn_by = 1 if atoms[i][0] == ("right",) else -1
                pose = (pose & ~3) | ((pose + turn_by) & 3)
                i += 1
                continue
            k = 0
            while i < len(atoms) and atoms[i][4] > 0:
                k += atoms[i][4]
                i += 1
            cells, runs = self.runs(pose)
            # the last stretch may run on past the route's end: nothing after
            # it is lost, and the run stops by itself once every bit is taken
            longer = runs[k - 1:] if i == len(atoms) else runs[k - 1:k]
            run = min((r for r in longer if r is not None), key=lambda r: (r[2], r[3]),
                      default=None)
            if run is not None and run[2] < k:
                out.append(run)
                k = run[4]
            else:
                out += [_MOVE_ATOM] * k
            pose = cells[k - 1] * 4 + (pose & 3)
        return out

    def route(self, order: list[int], bound: int, budget: int,
              origin: int | None = None) -> tuple[list[Atom], int]:
        """The route in fewest lines (then steps) taking the bits of `order`
        in turn, as atoms, and how many of them it takes: all, unless every
        route costs more than `bound` lines or `budget` work runs out first
        (then the route to the furthest point reached). An A* search over
        (pose, how many of the order are taken) whose moves are the atoms, so
        a run through several bits is one line or two; bits of the order
        passed early are simply taken early. From the bot, or from the pose
        `origin`."""
        origin = self.sim.start_pose if origin is None else origin
        n = len(order)
        width = n + 1
        size = self.sim.width * self.sim.height * 4 * width
        shift = size.bit_length()
        state_bits = (1 << shift) - 1
        start = origin * width
        # a cost is lines << 12 | steps, and a heap entry cost << shift | state
        best = [_NEVER] * size
        back: list[tuple[int, Atom] | None] = [None] * size
        best[start] = 0
        # a pop costs 1, and 2 for each successor (two turns, the runs ahead):
        # `most` at the most, kept back so the search ends within its budget
        most = 5 + 4 * max(self.sim.width, self.sim.height)
        budget, spent = min(budget, self.work.left) - most, 0
        turns = "turn" in self.lib
        left, right = _LEFT_ATOM, _RIGHT_ATOM
        limit = (bound + 1) << 12
        # A*: a lower bound on the lines still needed. Reaching a bit that
        # differs in x and y needs a run each way and a turn between; each way
        # not faced now needs a turn first. Between later bits a run may go on
        # through a bit, so only a change of direction surely costs (2 lines).
        w = self.sim.width
        where = [divmod(c, w) for c in order]
        tail = [0] * width
        for k in range(n - 2, -1, -1):
            (y0, x0), (y1, x1) = where[k], where[k + 1]
            tail[k] = tail[k + 1] + (2 if x0 != x1 and y0 != y1 else 0)

        def guess(pose: int, prog: int) -> int:
            if prog == n:
                return 0
            y, x = divmod(pose >> 2, w)
            by, bx = where[prog]
            f = pose & 3
            need = 0
            for d, wanted in ((0, by < y), (1, bx > x), (2, by > y), (3, bx < x)):
                if wanted:
                    need += 1 if d == f else 2
            return (need + tail[prog]) << 12

        heap = [guess(origin, 0) << shift | start]
        furthest = start
        while heap:
            item = heapq.heappop(heap)
            state = item & state_bits
            pose, prog = divmod(state, width)
            cost = best[state]
            if item >> shift != cost + guess(pose, prog):
                continue
            if spent >= budget:
                break
            if prog > furthest % width:
                furthest = state
            if prog == n:
                break
            nxt: list[tuple[int, Atom]] = []
            if turns:
                nxt.append((((pose & ~3) | ((pose - 1) & 3)) * width + prog, left))
                nxt.append((((pose & ~3) | ((pose + 1) & 3)) * width + prog, right))
            cells, atoms = self.runs(pose)
            p = prog
            for cell, atom in zip(cells, atoms):
                if p < n and cell == order[p]:
                    p += 1
                if atom is not None:
                    nxt.append(((cell * 4 + (pose & 3)) * width + p, atom))
            spent += 2 * len(nxt) + 1
            for key, atom in nxt:
                c = cost + (atom[2] << 12) + atom[3]
                if c < best[key] and c < limit:
                    best[key] = c
                    back[key] = (state, atom)
                    heapq.heappush(heap, (c + guess(key // width, key % width)) << shift | key)
        self.work.spend(spent)
        path: list[Atom] = []
        s = furthest
        while s != start:
            step = back[s]
            assert step is not None
            s, atom = step
            path.append(atom)
        return path[::-1], furthest % width


class _Folding:
    """The atoms as programs in fewest lines, repeated blocks folded into
    repeats (nested where that helps) when the library has repeat: an
    interval dynamic programme, so every stretch of the atoms (every start of
    a route, say) is folded at once. With `open_end` the last repeat of a
    stretch reaching the atoms' end may run past it (a partial last pass), for
    a route whose end is the end of the run or of the program."""

    def __init__(self, atoms: list[Atom], open_end: bool, lib: frozenset[str]):
        self.atoms = atoms
        n = len(atoms)
        # cost[i][j]: fewest lines for atoms i..j-1 (ends[j][i] the same, by
        # column, so a split's two halves add up as two rows); how[i][j]:
        # (1, k) split at k, (2, p) repeat the first p atoms
        self.cost = cost = [[0] * (n + 1) for _ in range(n + 1)]
        ends = [[0] * (n + 1) for _ in range(n + 1)]
        self.how = how = [[(0, 0)] * (n + 1) for _ in range(n + 1)]
        for i in range(n):
            total = 0
            for j in range(i + 1, n + 1):
                total += atoms[j - 1][2]
                cost[i][j] = ends[j][i] = total
                how[i][j] = (1, j - 1)
        if "repeat" not in lib:
            return
        keys = [a[0] for a in atoms]
        # same[p][i]: how many atoms from i on equal the atoms p further on
        same: list[list[int]] = [[0] * (n + 1) for _ in range(n)]
        for p in range(1, n):
            row = same[p]
            for i in range(n - p - 1, -1, -1):
                row[i] = row[i + 1] + 1 if keys[i] == keys[i + p] else 0
        # the periods worth trying from each atom: (p, how far the pattern reaches)
        periods = [[(p, p + same[p][i]) for p in range(1, n - i) if same[p][i]]
                   for i in range(n)]
        for size in range(2, n + 1):
            for i in range(n - size + 1):
                j = i + size
                best, choice = cost[i][j], how[i][j]
                if size > 2:
                    sums = list(map(add, cost[i][i + 1:j], ends[j][i + 1:j]))
                    low = min(sums)
                    if low < best:
                        best, choice = low, (1, i + 1 + sums.index(low))
                for p, reach in periods[i]:
                    if p >= size:
                        break
                    if reach < size:
                        continue
                    times = -(-size // p)
                    if times > MAX_TIMES or (size % p and not (open_end and j == n)):
                        continue
                    c = 1 + cost[i][i + p]
                    if c < best:
                        best, choice = c, (2, p)
                cost[i][j] = ends[j][i] = best
                how[i][j] = choice

    def lines(self, i: int, j: int) -> int:
        return self.cost[i][j]

    def program(self, i: int, j: int) -> Program:
        if i == j:
            return []
        kind, arg = self.how[i][j]
        if j == i + 1:
            return [_copy(self.atoms[i][1])]
        if kind == 1:
            return self.program(i, arg) + self.program(arg, j)
        return [repeat(-(-(j - i) // arg), self.program(i, i + arg))]


def _fold_work(n: int) -> int:
    """Work units a folding of n atoms is counted as (measured against the
    rest of the search's units on one machine: about the same time each)."""
    return 2 * n * n + n ** 3 // 60


def _fold(atoms: list[Atom], open_end: bool, lib: frozenset[str]) -> Program:
    """The atoms folded as one program (see _Folding)."""
    return _Folding(atoms, open_end, lib).program(0, len(atoms))


def _copy(c: dict[str, Any]) -> dict[str, Any]:
    out = dict(c)
    for k in ("then", "else", "body"):
        if out.get(k) is not None:
            out[k] = [_copy(x) for x in out[k]]
    return out


def _cut(atoms: list[Atom], memory: int, lib: frozenset[str], work: Work) -> Program:
    """The longest start of a route that fits in `memory` lines, folded, and
    then as many of the next moves and turns one line each as still fit (a
    run cut short is still bits on the way)."""
    lo, hi = 0, len(atoms)
    program: Program = []
    while lo < hi:               # folded length grows with the route (near enough)
        mid = (lo + hi + 1) // 2
        if work.left < _fold_work(mid):
            break
        got = _fold(atoms[:mid], False, lib)      # moves follow: no running on
        work.spend(_fold_work(mid))
        if lines_used(got) <= memory:
            lo, program = mid, got
        else:
            hi = mid - 1
    room = memory - lines_used(program)
    for atom in atoms[lo:]:
        if room <= 0:
            break
        one = [atom[1]] if atom[4] == 0 else [move()] * min(atom[4], room)
        program = program + [_copy(c) for c in one]
        room -= len(one)
    return program


# --- orders: a tour table in lines ---------------------------------------------------------------
_FAR = 1 << 20


class _OutOfWork(Exception):
    pass


class _Tours:
    """Held-Karp over the bits with legs measured in lines (the route atoms'
    costs): for every set of bits, the fewest lines that take them, so the
    best order for all of them and for every smaller number of them. Legs are
    taken one at a time (a run through a bit into the next leg counts twice),
    an overestimate the route search then removes for the chosen order. An
    arrival keeps only its cheapest facing for each next bit, which cuts the
    table's work by four at little cost: the route search picks the facings
    again."""

    def __init__(self, sim: Sim, routes: _Routes, cells: list[int], work: Work):
        """Raises _OutOfWork when the work is spent before the table is made."""
        self.cells = cells
        n = self.n = len(cells)
        size = sim.width * sim.height * 4
        self.sim, self.routes = sim, routes
        edges: list[list[tuple[int, int, Atom]]] = []
        turns = "turn" in routes.lib
        for pose in range(size):
            out = []
            if turns:
                out = [((pose & ~3) | ((pose - 1) & 3), 1, _LEFT_ATOM),
                       ((pose & ~3) | ((pose + 1) & 3), 1, _RIGHT_ATOM)]
            run_cells, atoms = routes.runs(pose)
            for cell, atom in zip(run_cells, atoms):
                if atom is not None:
                    out.append((cell * 4 + (pose & 3), atom[2], atom))
            edges.append(out)
        work.spend(size // 2)
        if work.spent:
            raise _OutOfWork

        # how each leg search reached each pose: (pose before, atom), to walk
        # a route back from its end
        self.came: list[list[tuple[int, Atom] | None]] = []

        def legs(source: int) -> list[tuple[int, int]]:
            """(lines, facing) of the cheapest way from `source` onto each bit."""
            dist = [_FAR] * size
            came: list[tuple[int, Atom] | None] = [None] * size
            self.came.append(came)
            dist[source] = 0
            buckets: list[list[int]] = [[source]]
            c = 0
            while c < len(buckets):
                for p in buckets[c]:
                    if dist[p] != c:
                        continue
                    work.spend(1 + len(edges[p]) // 3)
                    if work.spent:
                        raise _OutOfWork
                    for q, w, atom in edges[p]:
                        d = c + w
                        if d < dist[q]:
                            dist[q] = d
                            came[q] = (p, atom)
                            while len(buckets) <= d:
                                buckets.append([])
                            buckets[d].append(q)
                c += 1
            out = []
            for cell in cells:
                out.append(min((dist[cell * 4 + g], g) for g in range(4)))
            return out

        self.first = legs(sim.start_pose)
        self.leg = [legs(cell * 4 + f) for cell in cells for f in range(4)]
        # cost[mask * 4n + i * 4 + f]: fewest lines taking the bits of mask, ending
        # on bit i facing f; back: the entry it came from (-1: from the start)
        width = 4 * n
        cost = [_FAR] * ((1 << n) * width)
        back = [-1] * len(cost)
        for j, (d, g) in enumerate(self.first):
            if d < _FAR:
                cost[(1 << j) * width + j * 4 + g] = d
        for mask in range(1, 1 << n):
            base = mask * width
            for i in range(n):
                if not mask >> i & 1:
                    continue
                if work.spent:
                    raise _OutOfWork
                for f in range(4):
                    at = base + i * 4 + f
                    v = cost[at]
                    if v >= _FAR:
                        continue
                    row = self.leg[i * 4 + f]
                    for j in range(n):
                        if mask >> j & 1:
                            continue
                        d, g = row[j]
                        to = (mask | 1 << j) * width + j * 4 + g
                        if v + d < cost[to]:
                            cost[to] = v + d
                            back[to] = at
                    work.spend(1 + n // 3)
        self.cost, self.back, self.width = cost, back, width

    def best(self, k: int, count: int) -> list[tuple[int, list[int], list[int]]]:
        """The `count` cheapest ways found to take k bits, each ending on a
        different bit or facing or set: (lines, the bits' cells in order,
        the poses the bot reaches them in)."""
        ends = []
        for mask in range(1 << self.n):
            if _popcount(mask) != k:
                continue
            base = mask * self.width
            ends += [(self.cost[base + e], base + e) for e in range(self.width)
                     if self.cost[base + e] < _FAR]
        ends.sort()
        out: list[tuple[int, list[int], list[int]]] = []
        for c, at in ends:
            order, poses = [], []
            while at >= 0:
                i, f = divmod(at % self.width, 4)
                order.append(self.cells[i])
                poses.append(self.cells[i] * 4 + f)
                at = self.back[at]
            order.reverse()
            poses.reverse()
            if all(order != o for _, o, _ in out):
                out.append((c, order, poses))
                if len(out) == count:
                    break
        return out

    def path(self, poses: list[int]) -> list[Atom]:
        """The route the table priced: its legs one after another, then runs
        that meet at a bit in the same direction made one run."""
        out: list[Atom] = []
        source = 0
        for pose in poses:
            leg: list[Atom] = []
            came = self.came[source]
            at = pose
            while True:
                step = came[at]
                if step is None:
                    break
                at, atom = step
                leg.append(atom)
            out += leg[::-1]
            i = self.cells.index(pose >> 2)
            source = 1 + i * 4 + (pose & 3)
        return self.routes.merge(out)


# --- loops for the end of a program -------------------------------------------------------------
# A loop body is built from a few units: (key, commands, lines, moves the bot).
Unit = tuple[str, Program, int, bool]


def _units(lib: frozenset[str]) -> list[Unit]:
    """The pieces loop bodies are made of, as far as the library allows:
    single commands, runs to a wall or up to a bit, turning until a bit is
    ahead or no wall is, and the turn-at-a-wall choices wall followers use."""
    out: list[Unit] = []
    if "move" in lib:
        out.append(("move", [move()], 1, True))
    if "turn" in lib:
        out += [("left", [turn("left")], 1, False), ("right", [turn("right")], 1, False)]
    if "move" in lib and "repeat" in lib:
        for k in (2, 3, 4, 5, 6, 8):
            out.append((f"run {k}", [repeat(k, [move()])], 2, True))
    if "move" in lib:
        for cond in ("not_wall", "not_bit"):
            loop = _loop_while(cond, [move()], lib)
            if loop is not None:
                out.append((f"run {cond}", [loop], 2, True))
    if "turn" in lib:
        for way in ("right", "left"):
            for cond in ("not_bit", "wall"):
                loop = _loop_while(cond, [turn(way)], lib)
                if loop is not None:
                    out.append((f"spin {cond} {way}", [loop], 2, False))
        if "if" in lib:
            # turning round at a bug: either way, the same pose
            out.append(("if bug back", [if_("bug", [turn("right"), turn("right")])], 3, False))
            for way in ("right", "left"):
                for cond in ("wall", "bug"):
                    out.append((f"if {cond} {way}", [if_(cond, [turn(way)])], 2, False))
                    if "else" in lib and "move" in lib:
                        out.append((f"if {cond} {way} else move",
                                    [if_(cond, [turn(way)], [move()])], 4, True))
    return out


# a loop for a program's end, its body's lines and its compiled form
Tail = tuple[dict[str, Any], int, tuple[Node, ...]]


def _tails(lib: frozenset[str], lines: int) -> Iterator[Tail]:
    """Loops to end a program with (see `_forever`), each with its body's lines
    and compiled form: bodies of 1 to 3 units and exactly `lines` lines that
    move the bot, no turn undone by the next unit, in the units' order. Made
    as they are asked for: at the larger sizes there are thousands, and a
    search seldom gets through them all. (Copy a loop before handing it out.)"""
    units = _units(lib)
    undo = {("left", "right"), ("right", "left")}

    def grow(chosen: list[Unit], used: int) -> Iterator[Tail]:
        if used == lines:
            if any(u[3] for u in chosen):
                body = [_copy(c) for u in chosen for c in u[1]]
                loop = _forever(body, lib)
                if loop is not None:
                    yield loop, lines, _compile([loop])
            return
        if len(chosen) == 3:
            return
        for u in units:
            if used + u[2] > lines or (chosen and (chosen[-1][0], u[0]) in undo):
                continue
            yield from grow(chosen + [u], used + u[2])

    return grow([], 0)


@lru_cache(maxsize=32)
def _family_tails(lib: frozenset[str]) -> tuple[Tail, ...]:
    """Loops too big for `_tails` to try every body of their size, in shapes
    that follow a maze: a wall follower (turn one way, turn the other
    while a wall is ahead, turn round at a bug, step) and a runner (run to a
    wall, turn, turn round at a bug, step). Few, and worth trying early:
    they take every bit of many mazes, whatever their size. Then a lawn
    mower (a room swept row by row) and a corridor walker looking into the
    pockets on one side or both (a turn, then if a bit is ahead, in and out
    again)."""
    units = {u[0]: u for u in _units(lib)}
    shapes: list[list[str]] = []
    guards = ["", "if bug back", "if bug right", "if bug left"]
    for first in ("right", "left"):
        other = "left" if first == "right" else "right"
        for guard in guards:
            for pre in (first, ""):
                shapes.append([pre, f"spin wall {other}", guard, "move"])
                shapes.append(["move", pre, f"spin wall {other}", guard])
            shapes.append(["run not_wall", first, guard, ""])
            shapes.append(["run not_wall", first, guard, "move"])
    out: list[Tail] = []
    seen: set[str] = set()
    for shape in shapes:
        names = [n for n in shape if n]
        if not all(n in units for n in names) or not any(units[n][3] for n in names):
            continue
        key = "|".join(names)
        if key in seen:
            continue
        seen.add(key)
        body = [_copy(c) for n in names for c in units[n][1]]
        lines = sum(units[n][2] for n in names)
        loop = _forever(body, lib)
        if loop is not None:
            out.append((loop, lines, _compile([loop])))
    bodies: list[Program] = []
    if "run not_wall" in units and "turn" in lib:
        # a lawn mower: along a row to the wall, over to the next, back
        run = units["run not_wall"][1][0]
        for way, other in (("right", "left"), ("left", "right")):
            bodies.append([_copy(run), turn(way), move(), turn(way),
                           _copy(run), turn(other), move(), turn(other)])
    if {"move", "turn", "if", "else"} <= lib:
        # along a corridor, looking into the pockets beside it for bits
        def peek(way: str, other: str) -> Program:
            return [turn(way), if_("bit", [move(), turn(way), turn(way), move(), turn(way)],
                                   [turn(other)])]
        for way, other in (("left", "right"), ("right", "left")):
            bodies.append([move()] + peek(way, other))
        bodies.append([move()] + peek("left", "right") + peek("right", "left"))
    for body in bodies:
        lines = lines_used(body)
        loop = _forever(body, lib)
        if loop is not None:
            out.append((loop, lines, _compile([loop])))
    out.sort(key=lambda t: t[1])
    return tuple(out)


def _forever(body: Program, lib: frozenset[str]) -> dict[str, Any] | None:
    """A loop that runs `body` for as long as the run lasts. As a program's
    last command, `repeat 99` does at least what any other loop over the
    same body does (more passes never lose a bit), so it is the only one tried;
    without repeat, `while not_bug` stops only where a move would end the run."""
    if "repeat" in lib:
        return repeat(MAX_TIMES, body)
    return _loop_while("not_bug", body, lib)


# --- the search ---------------------------------------------------------------------------------
class _Search:
    """One call's search: the proposals, the best so far, the work."""

    def __init__(self, world: World, bot: Bot, lib: frozenset[str], memory: int, work: Work):
        self.world, self.bot, self.lib, self.memory, self.work = world, bot, lib, memory, work
        self.sim = Sim(world, bot)
        can = reachable(World(world.width, world.height, world.walls, frozenset(), world.bugs,
                              bot.cell, bot.facing))
        # the bits a run can take (the rest lie behind bugs)
        self.targets = [self.sim.index(b) for b in self.sim.bits if b in can]
        self.program: Program = []
        self.bits = 0
        self.lines = 0
        # the route through the most bits in fewest lines, fitting or not: the
        # loops are tried on its tail
        self.route: tuple[int, int, list[Atom]] | None = None
        # loops that leave bits and lines over, for `finish`
        self.later: list[Any] = []
        self.counted = 0
        # the starts for the best route, and how many of its atoms each follows
        self._starts: tuple[list[Atom] | None, list[tuple[Program, int, Outcome]],
                            list[int]] | None = None

    def consider(self, program: Program) -> Outcome | None:
        """Run a proposal; keep it if it is the best so far. None: it does not
        fit the memory or the library."""
        lines = lines_used(program)
        if lines > self.memory or not commands_used(program) <= self.lib or not self.afford(_RUN):
            return None
        self.work.spend()
        out = self.sim.run(_compile(program), self.sim.start_pose, self.sim.start_mask)
        self.work.spend(out.work)
        bits = _popcount(self.sim.start_mask) - _popcount(out.mask)
        if bits > self.bits or (bits == self.bits and lines < self.lines):
            self.program, self.bits, self.lines = program, bits, lines
        return out

    def afford(self, cost: int) -> bool:
        return self.work.left >= cost

    def search(self) -> None:
        """Routes first (points for sure); then the big loop shapes, loops of
        the route's own pieces and small loop bodies (often far fewer lines),
        with routes after the loops that left bits; then more routes; then
        bigger loop bodies, and routes after them."""
        n = len(self.targets)
        work = self.work
        routes = _Routes(self.sim, self.lib, work)
        tours: _Tours | None = None
        # about what the tour table costs (measured: two thirds of this or
        # less); with less work than that, one cheap route and then loops
        table = (self.sim.width * self.sim.height * 4 * (4 * n + 1) * 2
                 + (1 << n) * n * 2 * (1 + n // 3))
        if table <= work.left:
            try:
                tours = _Tours(self.sim, routes, self.targets, work)
            except _OutOfWork:
                return
            # the table's route through all the bits; when it does not fit, the
            # most bits whose estimate (an overestimate) fits, then the numbers
            # between, most first
            cheapest = [tours.best(k, 1) for k in range(n + 1)]
            sure = max((k for k in range(1, n) if cheapest[k] and cheapest[k][0][0] <= self.memory),
                       default=0)
            for k in [n] + ([sure] if sure else []) + list(range(n - 1, sure, -1)):
                if self.bits < k and cheapest[k]:
                    self.propose(tours.path(cheapest[k][0][2]), k)
                if k == n and self.bits < n and cheapest[n]:
                    # the best route for that order may fold small enough
                    self.walk(routes, cheapest[n][0][1], 0.3)
        else:
            self.walk(routes, self.nearest_first())
        self.loops(_family_tails(self.lib), work.used + work.left // 4, starts_first=True)
        self.windows(work.used + work.left // 3)
        self.loops(self.sizes(1, 4), work.used + work.left // 2)
        self.finish(routes, work.used + work.left // 4)
        if tours is not None:
            # other orders: the table's costs are only estimates
            tried = []
            for k in range(n, self.bits, -1):
                for _, order, poses in tours.best(k, 12 if k == n else 3):
                    tried.append(order)
                    if not self.afford(_RUN + _fold_work(4 * self.memory)):
                        break
                    self.propose(tours.path(poses), k)
            # and their best routes, runs through bits and all, while the work
            # lasts (half of it: the rest for bigger loops)
            stop_at = work.used + work.left // 2
            for order in tried:
                if work.used >= stop_at:
                    break
                if len(order) > self.bits or (len(order) == self.bits and self.lines > 0):
                    self.walk(routes, order, 0.25)
        self.loops(self.sizes(5, 6), work.used + work.left * 3 // 4)
        self.finish(routes, work.limit)

    def nearest_first(self) -> list[int]:
        """The bits in a cheap order: always the nearest in steps next."""
        sim, world = self.sim, self.world
        out: list[int] = []
        here, todo = self.bot.cell, sorted(sim.cell(t) for t in self.targets)
        while todo and self.afford(world.width * world.height):
            dist = _distances(world, here)
            self.work.spend(len(dist))
            here = min(todo, key=lambda c: (dist.get(c, _FAR), c))
            todo.remove(here)
            out.append(sim.index(here))
        return out

    def walk(self, routes: _Routes, order: list[int], share: float = 1.0) -> None:
        """Propose the best route through the bits in this order, the search
        for it taking at most `share` of the work left (and leaving enough to
        fold and run what it finds)."""
        bound = 2 * self.memory + 4
        keep = _RUN + _fold_work(bound)
        atoms, taken = routes.route(order, bound, int((self.work.left - keep) * share))
        self.propose(atoms, taken)

    def propose(self, atoms: list[Atom], taken: int) -> None:
        """Propose a route taking `taken` bits, folded (cut to the memory when
        it does not fit); the route taking most bits in fewest lines is kept
        for the loops to start from."""
        if not atoms:
            return
        if self.afford(_fold_work(len(atoms))):
            program = _fold(atoms, True, self.lib)
            self.work.spend(_fold_work(len(atoms)))
        else:
            program = [_copy(a[1]) for a in atoms]
        lines = lines_used(program)
        if self.route is None or (taken, -lines) > self.route[:2]:
            self.route = (taken, -lines, atoms)
        if lines > self.memory and self.afford(_RUN):
            self.consider(_cut(atoms, self.memory, self.lib, self.work))
        else:
            self.consider(program)

    # --- 3: loops -----------------------------------------------------------------------------
    def starts(self) -> list[tuple[Program, int, Outcome]]:
        """Where a loop may begin: at once, or after the best route's first
        atoms, for each number of them (the route folded, and room left for a
        loop). Kept until the best route changes."""
        sim = self.sim
        route = self.route[2] if self.route is not None else None
        if self._starts is not None and self._starts[0] is route:
            return self._starts[1]
        out: list[tuple[Program, int, Outcome]] = [
            ([], 0, Outcome(sim.start_pose, sim.start_mask, 0, _DONE, 0))]
        after = [0]
        self._starts = (route, out, after)
        if route is None or not self.afford(_fold_work(len(route))):
            return out
        folding = _Folding(route, False, self.lib)
        self.work.spend(_fold_work(len(route)))
        at = out[0][2]
        for t, atom in enumerate(route):
            if not self.afford(_RUN):
                break
            got = sim.run(_compile([atom[1]]), at.pose, at.mask, at.steps)
            self.work.spend(got.work + 1)
            if got.end != _DONE:
                break
            used = folding.lines(0, t + 1)
            if used + 2 <= self.memory:
                out.append((folding.program(0, t + 1), used, got))
                after.append(t + 1)
            at = got
        return out

    def sizes(self, least: int, most: int) -> Iterator[Tail]:
        """`_tails` of `least` to `most` lines (as far as the memory has room
        for a loop that size), smallest first, each counted as work as it is
        made."""
        for lines in range(least, min(most, self.memory - 1) + 1):
            for tail in _tails(self.lib, lines):
                if not self.afford(_TAIL + _RUN):
                    return
                self.work.spend(_TAIL)
                yield tail

    def loops(self, tails: Iterable[Tail], stop_at: int, starts_first: bool = False) -> None:
        """Propose programs ending in one of these loops: the loop alone, or
        after the start of the best route; each loop from every start, or with
        `starts_first` (a few loops) every loop from each start in turn.
        Stops when `work.used` reaches `stop_at`."""
        sim, work = self.sim, self.work
        starts = self.starts()
        have = _popcount(sim.start_mask)
        if starts_first:
            tails = list(tails)
            pairs: Iterable[tuple[Tail, tuple[Program, int, Outcome]]] = (
                (t, s) for s in starts for t in tails)
        else:
            pairs = ((t, s) for t in tails for s in starts)
        for (tail, size, nodes), (prefix, used, at) in pairs:
            lines = used + 1 + size
            if lines > self.memory:
                continue
            if work.used >= stop_at or not self.afford(_RUN):
                return
            out = sim.run(nodes, at.pose, at.mask, at.steps)
            work.spend(out.work + 1)
            bits = have - _popcount(out.mask)
            if bits > self.bits or (bits == self.bits and lines < self.lines):
                self.consider(prefix + [_copy(tail)])
            self.unfinished(bits, lines, out, prefix, tail)

    def windows(self, stop_at: int) -> None:
        """Loops made of the best route itself: some of its atoms from some
        point on, repeated for as long as the run lasts, after the route up to
        there. A route that sweeps a room or goes round a block repeats its
        own pieces (runs to a wall are the same piece whatever their length),
        so a stretch of it, repeated, often takes the rest of the bits.
        Stretches the route itself goes on repeating are tried first."""
        if self.route is None or "repeat" not in self.lib:
            return
        atoms, work, sim = self.route[2], self.work, self.sim
        starts = self.starts()
        assert self._starts is not None
        after = self._starts[2]
        have = _popcount(sim.start_mask)
        keys = [a[0] for a in atoms]
        n = len(keys)
        # (start, atoms in the body): the start's state is the route's before
        # its atom after[start]
        firsts: list[tuple[int, int]] = []
        others: list[tuple[int, int]] = []
        for k, i in enumerate(after):
            for p in range(2, min(12, n - i) + 1):
                if not any(a[4] for a in atoms[i:i + p]):
                    continue
                again = i + p < n and keys[i + p] == keys[i]
                (firsts if again else others).append((k, p))
        tried: set[tuple[int, tuple[Any, ...]]] = set()
        for k, p in firsts + others:
            prefix, used, at = starts[k]
            i = after[k]
            body_key = tuple(keys[i:i + p])
            if (at.pose | at.mask << 10, body_key) in tried:
                continue
            tried.add((at.pose | at.mask << 10, body_key))
            if work.used >= stop_at or not self.afford(_RUN + _fold_work(p)):
                return
            body = _fold(atoms[i:i + p], False, self.lib)
            work.spend(_fold_work(p))
            lines = used + 1 + lines_used(body)
            if lines > self.memory:
                continue
            loop = repeat(MAX_TIMES, body)
            out = sim.run(_compile([loop]), at.pose, at.mask, at.steps)
            work.spend(out.work + 1)
            bits = have - _popcount(out.mask)
            if bits > self.bits or (bits == self.bits and lines < self.lines):
                self.consider(prefix + [loop])
            self.unfinished(bits, lines, out, prefix, loop)

    def unfinished(self, bits: int, lines: int, out: Outcome, prefix: Program,
                   loop: dict[str, Any]) -> None:
        """Remember a loop whose passes all ran out with bits still left and
        lines to spare: a route after it may take the rest (`finish`). The
        few taking most bits in fewest lines are kept."""
        if out.end != _DONE or lines >= self.memory or not out.mask:
            return
        self.later.append((-bits, lines, self.counted, prefix, loop, out))
        self.counted += 1
        if len(self.later) > 24:
            self.later = sorted(self.later)[:6]

    def finish(self, routes: _Routes, stop_at: int) -> None:
        """Routes after the loops `unfinished` kept: from where each loop left
        the bot, through the bits still there, nearest first."""
        kept, self.later = sorted(self.later)[:6], []
        for neg_bits, lines, _, prefix, loop, out in kept:
            if -neg_bits + _popcount(out.mask) <= self.bits or self.work.used >= stop_at:
                continue
            room = self.memory - lines
            keep = _RUN + _fold_work(2 * room + 4)
            if not self.afford(keep + 2 * self.sim.width * self.sim.height):
                return
            here = self.sim.cell(out.pose >> 2)
            dist = _distances(self.world, here)
            self.work.spend(len(dist))
            left = [i for i in range(len(self.sim.bits)) if out.mask >> i & 1]
            order = sorted((self.sim.index(self.sim.bits[i]) for i in left),
                           key=lambda c: (dist.get(self.sim.cell(c), _FAR), c))
            budget = min(stop_at - self.work.used, self.work.left - keep)
            atoms, _ = routes.route(order, 2 * room + 4, budget, out.pose)
            if not atoms:
                continue
            rest = _fold(atoms, True, self.lib)
            self.work.spend(_fold_work(len(atoms)))
            if lines_used(rest) > room:
                rest = _cut(atoms, room, self.lib, self.work)
            self.consider(prefix + [_copy(loop)] + rest)


def _distances(world: World, start: Cell) -> dict[Cell, int]:
    """Steps from `start` to every square the bot can reach without a bug."""
    dist = {start: 0}
    queue = [start]
    for c in queue:
        for n in c.neighbours():
            if n not in dist and not world.blocked(n) and n not in world.bugs:
                dist[n] = dist[c] + 1
                queue.append(n)
    return dist


# the most a proposal's run can cost: every step, and the proposal
_RUN = interpreter.STEP_LIMIT + 1
# making one loop for `_tails` (its body, its compiled form: measured)
_TAIL = 15
DEFAULT_WORK = 200_000


def best_program(world: World, bot: Bot | None, library: frozenset[str], memory: int,
                 work: Work) -> Found:
    """The program (at most `memory` lines, only `library`'s commands) whose one
    run from `bot` (default: the start) scores the most points, then uses the
    fewest lines, among those found before `work` is spent (see the module's
    words on work; `DEFAULT_WORK` is a good budget). Always a legal program:
    the empty one when nothing better was found. `complete` when every bit the
    bot can still reach is taken; a partial answer is never claimed best."""
    bot = bot if bot is not None else Bot.at_start(world)
    lib = frozenset(c for c in library if c in COMMANDS)
    before = work.used
    # the search gets all but what the last run may cost, so the whole call
    # stays within the limit
    inner = Work(max(0, work.left - interpreter.STEP_LIMIT))
    s = _Search(world, bot, lib, memory, inner)
    if s.targets and memory > 0:
        s.search()
    work.spend(inner.used)
    program = s.program
    r = interpreter.run(world, program, bot)
    work.spend(len(r.steps))
    return Found(program, r.points, r.bits, lines_used(program), r.bits >= len(s.targets),
                 work.used - before)


def hint(world: World, bot: Bot | None, program_so_far: Program, memory: int,
         work: Work) -> dict[str, Any] | None:
    """The next line to add to a program being written (the editor's line
    dict, e.g. {"do": "move"} or {"do": "repeat", "times": 3}); None when no
    line helps. See `hint_line`."""
    got = hint_line(world, bot, program_so_far, memory, work)
    return None if got is None else got[1]


def hint_line(world: World, bot: Bot | None, program_so_far: Program, memory: int,
              work: Work) -> tuple[int, dict[str, Any]] | None:
    """The next line to add at the end of a program being written, as the
    editor holds it: (indent, line dict); None when no line helps.

    A best program with every command is found for the memory. When the
    player's lines are its first lines, the hint is its next line. Otherwise
    the player is on another road, which the hint does not undo: it runs the
    player's program and gives the first line of a best program for the rest
    of the memory from where the bot then stands (to be added at the end, at
    the outer indent). None when that run already ended (a bug ahead, every
    bit taken, the step limit: later lines would never run), when the memory
    is full, or when no program takes another bit. Half the work goes to each
    search, the second getting what the first leaves."""
    bot = bot if bot is not None else Bot.at_start(world)
    everything = frozenset(COMMANDS)
    mine = to_lines(program_so_far)
    first = Work(work.left // 2)
    found = best_program(world, bot, everything, memory, first)
    work.spend(first.used)
    best = to_lines(found.program)
    if found.bits and len(best) > len(mine) and best[:len(mine)] == mine:
        indent, line = best[len(mine)]
        return indent, dict(line)
    room = memory - lines_used(program_so_far)
    r = interpreter.run(world, program_so_far, bot)
    work.spend(len(r.steps))
    if r.end != interpreter.DONE or room <= 0:
        return None
    rest = best_program(world, r.bot, everything, room, work)
    if not rest.bits:
        return None
    return 0, dict(to_lines(rest.program)[0][1])
