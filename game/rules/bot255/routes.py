"""Routes for the synthesiser (`synth`): the bits taken one after another,
in as few lines as a search can find, folded into repeats.

1. Routes. A Held-Karp table over the bits (`Tours`), its legs measured in
   lines (a straight run is one line as a move, two as `repeat k: move` or
   `while not_wall: move` when it ends at a wall), gives for every number of
   bits the cheapest orders and the routes it priced. An A* search over
   (pose, bits of an order taken), whose steps are those runs and turns
   (`Routes.route`), then finds the best route for an order, runs through
   bits and all.
2. Folding. A route is a list of commands; repeated blocks become
   `repeat r: block` (`Folding`, an interval dynamic programme, nested where
   it helps). The last block may repeat past the route's end: once the last
   bit is taken the run stops, and more commands never lose a bit. A route
   too long for the memory is cut to its longest start that fits
   (`cut_route`, partial credit).

Work is counted as `synth` says.
"""
from __future__ import annotations

import heapq
from operator import add
from typing import Any

from game.ai.base import Work

from .program import (
    MAX_TIMES,
    Program,
    copy_command,
    lines_used,
    loop_while,
    move,
    repeat,
    turn,
)
from .sim import WALL, Sim

_NEVER = 1 << 62
# An atom is one piece of a route: (key, command, lines, steps, moves). Atoms
# with the same key are the same command wherever they stand, which is what
# lets a repeated block be folded into a repeat.
Atom = tuple[tuple[Any, ...], dict[str, Any], int, int, int]
MOVE_ATOM: Atom = (("move",), move(), 1, 1, 1)
LEFT_ATOM: Atom = (("left",), turn("left"), 1, 1, 0)
RIGHT_ATOM: Atom = (("right",), turn("right"), 1, 1, 0)


class Routes:
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
            return MOVE_ATOM
        # a run up to a wall is one loop whatever its length, so runs of
        # different lengths fold into one repeated block
        if to_end:
            cond = "not_wall" if stop == WALL else "not_bug"
            loop = loop_while(cond, [move()], self.lib)
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
                out += [MOVE_ATOM] * k
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
        left, right = LEFT_ATOM, RIGHT_ATOM
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


class Folding:
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
            return [copy_command(self.atoms[i][1])]
        if kind == 1:
            return self.program(i, arg) + self.program(arg, j)
        return [repeat(-(-(j - i) // arg), self.program(i, i + arg))]


def fold_work(n: int) -> int:
    """Work units a folding of n atoms is counted as (measured against the
    rest of the search's units on one machine: about the same time each)."""
    return 2 * n * n + n ** 3 // 60


def fold(atoms: list[Atom], open_end: bool, lib: frozenset[str]) -> Program:
    """The atoms folded as one program (see Folding)."""
    return Folding(atoms, open_end, lib).program(0, len(atoms))


def cut_route(atoms: list[Atom], memory: int, lib: frozenset[str], work: Work) -> Program:
    """The longest start of a route that fits in `memory` lines, folded, and
    then as many of the next moves and turns one line each as still fit (a
    run cut short is still bits on the way)."""
    lo, hi = 0, len(atoms)
    program: Program = []
    while lo < hi:               # folded length grows with the route (near enough)
        mid = (lo + hi + 1) // 2
        if work.left < fold_work(mid):
            break
        got = fold(atoms[:mid], False, lib)      # moves follow: no running on
        work.spend(fold_work(mid))
        if lines_used(got) <= memory:
            lo, program = mid, got
        else:
            hi = mid - 1
    room = memory - lines_used(program)
    for atom in atoms[lo:]:
        if room <= 0:
            break
        one = [atom[1]] if atom[4] == 0 else [move()] * min(atom[4], room)
        program = program + [copy_command(c) for c in one]
        room -= len(one)
    return program


FAR = 1 << 20


class OutOfWork(Exception):
    pass


class Tours:
    """Held-Karp over the bits with legs measured in lines (the route atoms'
    costs): for every set of bits, the fewest lines that take them, so the
    best order for all of them and for every smaller number of them. Legs are
    taken one at a time (a run through a bit into the next leg counts twice),
    an overestimate the route search then removes for the chosen order. An
    arrival keeps only its cheapest facing for each next bit, which cuts the
    table's work by four at little cost: the route search picks the facings
    again."""

    def __init__(self, sim: Sim, routes: Routes, cells: list[int], work: Work):
        """Raises OutOfWork when the work is spent before the table is made."""
        self.cells = cells
        n = self.n = len(cells)
        size = sim.width * sim.height * 4
        self.sim, self.routes = sim, routes
        edges: list[list[tuple[int, int, Atom]]] = []
        turns = "turn" in routes.lib
        for pose in range(size):
            out = []
            if turns:
                out = [((pose & ~3) | ((pose - 1) & 3), 1, LEFT_ATOM),
                       ((pose & ~3) | ((pose + 1) & 3), 1, RIGHT_ATOM)]
            run_cells, atoms = routes.runs(pose)
            for cell, atom in zip(run_cells, atoms):
                if atom is not None:
                    out.append((cell * 4 + (pose & 3), atom[2], atom))
            edges.append(out)
        work.spend(size // 2)
        if work.spent:
            raise OutOfWork

        # how each leg search reached each pose: (pose before, atom), to walk
        # a route back from its end
        self.came: list[list[tuple[int, Atom] | None]] = []

        def legs(source: int) -> list[tuple[int, int]]:
            """(lines, facing) of the cheapest way from `source` onto each bit."""
            dist = [FAR] * size
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
                        raise OutOfWork
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
        cost = [FAR] * ((1 << n) * width)
        back = [-1] * len(cost)
        for j, (d, g) in enumerate(self.first):
            if d < FAR:
                cost[(1 << j) * width + j * 4 + g] = d
        for mask in range(1, 1 << n):
            base = mask * width
            for i in range(n):
                if not mask >> i & 1:
                    continue
                if work.spent:
                    raise OutOfWork
                for f in range(4):
                    at = base + i * 4 + f
                    v = cost[at]
                    if v >= FAR:
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
            if mask.bit_count() != k:
                continue
            base = mask * self.width
            ends += [(self.cost[base + e], base + e) for e in range(self.width)
                     if self.cost[base + e] < FAR]
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
