"""Writing bot255 programs: the best program a library and a memory allow.

`best_program` answers what a computer player and the editor's hint both ask:
which program, run once from this bot, scores the most points, and among
those uses the fewest lines? Points are 2^bits - 1, so the most bits wins;
lines break ties. `hint` gives the next line of such a program.

The search only ever *proposes* programs: each is run by `sim.Sim`, which
follows the interpreter's rules exactly on small ints, and the best is run
once more by the interpreter itself for the points reported. Proposals come
from five places.

1. Routes (`routes`): the bits in the cheapest orders of a Held-Karp table
   measured in lines, each order's best route found by an A* search, folded
   into repeats; a route too long for the memory cut to its longest start
   that fits (partial credit).
2. Loops (`loops`): `repeat 99` (or `while not_bug`) over small bodies, run
   from the bot and from every point of the best route. First a few bigger
   shapes that clear whole kinds of worlds (a maze follower turning round at
   bugs, a runner, a lawn mower, a corridor walker looking into its side
   pockets), then every body of 1 to 3 pieces, smallest first.
3. The route's own pieces: a stretch of the best route, repeated from where
   it starts. A route that sweeps a room repeats itself.
4. Routes after loops: a loop whose passes all run out with bits left
   behind, then a route through those bits from where it stopped.
5. More orders' routes, and bigger loop bodies, while the work lasts.

Work (game.ai.base.Work) is counted in units of about the same cost each:
one per bot step simulated and one per program proposed, 15 per loop body
made (it is compiled, and there are thousands); in the route
searches, one per state expanded and two per successor generated; in the
tour table, one per pose settled (plus one per three moves out of it) and one
per table entry extended (plus one per three next bits tried); a folding of n
commands counts 2n^2 + n^3/60. (Measured on a busy machine: about a
microsecond each, so `DEFAULT_WORK` was a fifth of a second.) The search
stops when the work is spent (keeping back what the final interpreter run may cost, so the whole
call stays within the limit) and answers the best program found. Nothing
here reads the clock, draws a random number or depends on the order of a
set, so the same call gives the same program on any machine.
"""
from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any, NamedTuple

from game.ai.base import Work
from game.core.grid import Cell

from . import interpreter
from .loops import Tail, family_tails, tails
from .program import (
    COMMANDS,
    MAX_TIMES,
    Program,
    commands_used,
    copy_command,
    lines_used,
    repeat,
    to_lines,
)
from .routes import (
    FAR,
    Atom,
    Folding,
    OutOfWork,
    Routes,
    Tours,
    cut_route,
    fold,
    fold_work,
)
from .sim import DONE, Outcome, Sim, compile_program
from .solver import reachable
from .world import Bot, World

__all__ = ["DEFAULT_WORK", "Found", "Sim", "best_program", "hint", "hint_line"]


class Start(NamedTuple):
    """Where a loop may begin: after the best route's first atoms."""
    program: Program     # those atoms, folded
    lines: int
    at: Outcome          # where they leave the bot
    atoms: int           # how many of the route's atoms they are


@dataclass(frozen=True)
class Found:
    """A program and what one run of it from the bot scores."""
    program: Program
    points: int          # exactly what interpreter.run scores for it
    bits: int
    lines: int
    complete: bool       # every bit the bot can reach is taken: no program can score more
    work_used: int


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
        # the starts for the best route (`starts`)
        self._starts: tuple[list[Atom] | None, list[Start]] | None = None

    def consider(self, program: Program) -> Outcome | None:
        """Run a proposal; keep it if it is the best so far. None: it does not
        fit the memory or the library."""
        lines = lines_used(program)
        if lines > self.memory or not commands_used(program) <= self.lib or not self.afford(_RUN):
            return None
        self.work.spend()
        out = self.sim.run(compile_program(program), self.sim.start_pose, self.sim.start_mask)
        self.work.spend(out.work)
        bits = self.sim.start_mask.bit_count() - out.mask.bit_count()
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
        routes = Routes(self.sim, self.lib, work)
        tours: Tours | None = None
        # about what the tour table costs (measured: two thirds of this or
        # less); with less work than that, one cheap route and then loops
        table = (self.sim.width * self.sim.height * 4 * (4 * n + 1) * 2
                 + (1 << n) * n * 2 * (1 + n // 3))
        if table <= work.left:
            try:
                tours = Tours(self.sim, routes, self.targets, work)
            except OutOfWork:
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
        self.loops(family_tails(self.lib), work.used + work.left // 4, starts_first=True)
        self.windows(work.used + work.left // 3)
        self.loops(self.sizes(1, 4), work.used + work.left // 2)
        self.finish(routes, work.used + work.left // 4)
        if tours is not None:
            # other orders: the table's costs are only estimates
            tried = []
            for k in range(n, self.bits, -1):
                for _, order, poses in tours.best(k, 12 if k == n else 3):
                    tried.append(order)
                    if not self.afford(_RUN + fold_work(4 * self.memory)):
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
            here = min(todo, key=lambda c: (dist.get(c, FAR), c))
            todo.remove(here)
            out.append(sim.index(here))
        return out

    def walk(self, routes: Routes, order: list[int], share: float = 1.0) -> None:
        """Propose the best route through the bits in this order, the search
        for it taking at most `share` of the work left (and leaving enough to
        fold and run what it finds)."""
        bound = 2 * self.memory + 4
        keep = _RUN + fold_work(bound)
        atoms, taken = routes.route(order, bound, int((self.work.left - keep) * share))
        self.propose(atoms, taken)

    def propose(self, atoms: list[Atom], taken: int) -> None:
        """Propose a route taking `taken` bits, folded (cut to the memory when
        it does not fit); the route taking most bits in fewest lines is kept
        for the loops to start from."""
        if not atoms:
            return
        if self.afford(fold_work(len(atoms))):
            program = fold(atoms, True, self.lib)
            self.work.spend(fold_work(len(atoms)))
        else:
            program = [copy_command(a[1]) for a in atoms]
        lines = lines_used(program)
        if self.route is None or (taken, -lines) > self.route[:2]:
            self.route = (taken, -lines, atoms)
        if lines > self.memory and self.afford(_RUN):
            self.consider(cut_route(atoms, self.memory, self.lib, self.work))
        else:
            self.consider(program)

    # --- 3: loops -----------------------------------------------------------------------------
    def starts(self) -> list[Start]:
        """Where a loop may begin: at once, or after the best route's first
        atoms, for each number of them (the route folded, and room left for a
        loop). Kept until the best route changes."""
        sim = self.sim
        route = self.route[2] if self.route is not None else None
        if self._starts is not None and self._starts[0] is route:
            return self._starts[1]
        out = [Start([], 0, Outcome(sim.start_pose, sim.start_mask, 0, DONE, 0), 0)]
        self._starts = (route, out)
        if route is None or not self.afford(fold_work(len(route))):
            return out
        folding = Folding(route, False, self.lib)
        self.work.spend(fold_work(len(route)))
        at = out[0].at
        for t, atom in enumerate(route):
            if not self.afford(_RUN):
                break
            got = sim.run(compile_program([atom[1]]), at.pose, at.mask, at.steps)
            self.work.spend(got.work + 1)
            if got.end != DONE:
                break
            used = folding.lines(0, t + 1)
            if used + 2 <= self.memory:
                out.append(Start(folding.program(0, t + 1), used, got, t + 1))
            at = got
        return out

    def sizes(self, least: int, most: int) -> Iterator[Tail]:
        """`tails` of `least` to `most` lines (as far as the memory has room
        for a loop that size), smallest first, each counted as work as it is
        made."""
        for lines in range(least, min(most, self.memory - 1) + 1):
            for tail in tails(self.lib, lines):
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
        have = sim.start_mask.bit_count()
        if starts_first:
            tails = list(tails)
            pairs: Iterable[tuple[Tail, Start]] = ((t, s) for s in starts for t in tails)
        else:
            pairs = ((t, s) for t in tails for s in starts)
        for (tail, size, nodes), start in pairs:
            lines = start.lines + 1 + size
            if lines > self.memory:
                continue
            if work.used >= stop_at or not self.afford(_RUN):
                return
            at = start.at
            out = sim.run(nodes, at.pose, at.mask, at.steps)
            work.spend(out.work + 1)
            bits = have - out.mask.bit_count()
            if bits > self.bits or (bits == self.bits and lines < self.lines):
                self.consider(start.program + [copy_command(tail)])
            self.unfinished(bits, lines, out, start.program, tail)

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
        have = sim.start_mask.bit_count()
        keys = [a[0] for a in atoms]
        n = len(keys)
        # (a start, atoms in the body)
        firsts: list[tuple[Start, int]] = []
        others: list[tuple[Start, int]] = []
        for start in starts:
            i = start.atoms
            for p in range(2, min(12, n - i) + 1):
                if not any(a[4] for a in atoms[i:i + p]):
                    continue
                again = i + p < n and keys[i + p] == keys[i]
                (firsts if again else others).append((start, p))
        tried: set[tuple[int, tuple[Any, ...]]] = set()
        for start, p in firsts + others:
            i, at = start.atoms, start.at
            body_key = tuple(keys[i:i + p])
            if (at.pose | at.mask << 10, body_key) in tried:
                continue
            tried.add((at.pose | at.mask << 10, body_key))
            if work.used >= stop_at or not self.afford(_RUN + fold_work(p)):
                return
            body = fold(atoms[i:i + p], False, self.lib)
            work.spend(fold_work(p))
            lines = start.lines + 1 + lines_used(body)
            if lines > self.memory:
                continue
            loop = repeat(MAX_TIMES, body)
            out = sim.run(compile_program([loop]), at.pose, at.mask, at.steps)
            work.spend(out.work + 1)
            bits = have - out.mask.bit_count()
            if bits > self.bits or (bits == self.bits and lines < self.lines):
                self.consider(start.program + [loop])
            self.unfinished(bits, lines, out, start.program, loop)

    def unfinished(self, bits: int, lines: int, out: Outcome, prefix: Program,
                   loop: dict[str, Any]) -> None:
        """Remember a loop whose passes all ran out with bits still left and
        lines to spare: a route after it may take the rest (`finish`). The
        few taking most bits in fewest lines are kept."""
        if out.end != DONE or lines >= self.memory or not out.mask:
            return
        self.later.append((-bits, lines, self.counted, prefix, loop, out))
        self.counted += 1
        if len(self.later) > 24:
            self.later = sorted(self.later)[:6]

    def finish(self, routes: Routes, stop_at: int) -> None:
        """Routes after the loops `unfinished` kept: from where each loop left
        the bot, through the bits still there, nearest first."""
        kept, self.later = sorted(self.later)[:6], []
        for neg_bits, lines, _, prefix, loop, out in kept:
            if -neg_bits + out.mask.bit_count() <= self.bits or self.work.used >= stop_at:
                continue
            room = self.memory - lines
            keep = _RUN + fold_work(2 * room + 4)
            if not self.afford(keep + 2 * self.sim.width * self.sim.height):
                return
            here = self.sim.cell(out.pose >> 2)
            dist = _distances(self.world, here)
            self.work.spend(len(dist))
            left = [i for i in range(len(self.sim.bits)) if out.mask >> i & 1]
            order = sorted((self.sim.index(self.sim.bits[i]) for i in left),
                           key=lambda c: (dist.get(self.sim.cell(c), FAR), c))
            budget = min(stop_at - self.work.used, self.work.left - keep)
            atoms, _ = routes.route(order, 2 * room + 4, budget, out.pose)
            if not atoms:
                continue
            rest = fold(atoms, True, self.lib)
            self.work.spend(fold_work(len(atoms)))
            if lines_used(rest) > room:
                rest = cut_route(atoms, room, self.lib, self.work)
            self.consider(prefix + [copy_command(loop)] + rest)


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
# making one loop for `tails` (its body, its compiled form: measured)
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
