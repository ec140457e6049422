"""Can a bot255 world be solved, and how far is it?

`unreachable_bits` proves a world solvable: every bit reachable from the start
without stepping onto a bug (walls and the edge block). `tour` finds the
fewest moves and turns that collect every bit in one run (a route through the
bits in the best order, turns counted), which is also the length of the
plainest program that solves the world: one line a move or a turn.
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from itertools import combinations

from game.core.grid import Cell

from .world import FACINGS, STEP, World

# (cell, facing): a bot's pose; an action is "move", "left" or "right"
Pose = tuple[Cell, str]


def reachable(world: World) -> set[Cell]:
    """Every square the bot can stand on from its start, never on a bug."""
    seen = {world.start}
    queue = deque([world.start])
    while queue:
        c = queue.popleft()
        for n in c.neighbours():
            if n not in seen and not world.blocked(n) and n not in world.bugs:
                seen.add(n)
                queue.append(n)
    return seen


def unreachable_bits(world: World) -> list[Cell]:
    """The bits the bot can never reach (sorted; [] means the world is solvable)."""
    can = reachable(world)
    return sorted(b for b in world.bits if b not in can)


def solvable_problems(world: World) -> list[str]:
    """Everything that keeps the world from being offered, in words ([]: fine)."""
    out = world.problems()
    if out:
        return out
    cut = unreachable_bits(world)
    if cut:
        out.append(f"The bot can't reach {len(cut)} of the bits (the first at {list(cut[0])}) "
                   f"without walking into a bug or through a wall.")
    return out


def _poses_from(world: World, start: Pose) -> dict[Pose, int]:
    """Fewest moves and turns from `start` to every pose (bugs and walls never
    entered; bumping is never shortest, so it is left out)."""
    dist = {start: 0}
    queue = deque([start])
    while queue:
        pose = queue.popleft()
        c, f = pose
        k = FACINGS.index(f)
        nxt = [(c, FACINGS[(k + 1) % 4]), (c, FACINGS[(k - 1) % 4])]
        ahead = c.plus(STEP[f])
        if not world.blocked(ahead) and ahead not in world.bugs:
            nxt.append((ahead, f))
        for p in nxt:
            if p not in dist:
                dist[p] = dist[pose] + 1
                queue.append(p)
    return dist


@dataclass(frozen=True)
class Tour:
    steps: int                  # moves and turns: the plainest program's lines
    order: tuple[Cell, ...]     # the bits in the order collected


def tour(world: World) -> Tour | None:
    """The fewest moves and turns that collect every bit (None: unsolvable).
    A run ends on its last bit, so the route ends there. Held-Karp over the 8
    bits: 2^8 x 8 x 4 facings states, each a table lookup."""
    if unreachable_bits(world):
        return None
    bits = sorted(world.bits)
    start: Pose = (world.start, world.facing)
    # distances from the start pose and from each bit in each facing it can be entered
    table = {start: _poses_from(world, start)}
    for b in bits:
        for f in FACINGS:
            table[(b, f)] = _poses_from(world, (b, f))
    # best[(mask, bit, facing)] = fewest steps to stand on `bit` facing `facing`
    # having visited the bits in mask. (A leg may pass over a later bit: that
    # route is then one of another order's, no longer, so the minimum holds.)
    n = len(bits)
    best: dict[tuple[int, int, str], tuple[int, tuple[Cell, ...]]] = {}
    for i, b in enumerate(bits):
        for f in FACINGS:
            d = table[start].get((b, f))
            if d is not None:
                best[(1 << i, i, f)] = (d, (b,))
    for size in range(1, n):
        for combo in combinations(range(n), size):
            mask = sum(1 << i for i in combo)
            for i in combo:
                for f in FACINGS:
                    got = best.get((mask, i, f))
                    if got is None:
                        continue
                    here = table[(bits[i], f)]
                    for j in range(n):
                        if mask >> j & 1:
                            continue
                        for g in FACINGS:
                            d = here.get((bits[j], g))
                            if d is None:
                                continue
                            key = (mask | 1 << j, j, g)
                            cand = (got[0] + d, got[1] + (bits[j],))
                            if key not in best or cand < best[key]:
                                best[key] = cand
    full = (1 << n) - 1
    ends = [v for (m, _, _), v in best.items() if m == full]
    if not ends:
        return None
    steps, order = min(ends)
    return Tour(steps, order)


def route_to_next_bit(world: World, cell: Cell, facing: str,
                      taken: frozenset[Cell] = frozenset()) -> list[str]:
    """The fewest moves and turns ("move", "left", "right") from a pose onto
    the nearest bit not yet taken, never onto a bug ([] when none is left or
    none can be reached). The card game offers its first lines as a program
    anyone can run."""
    # Squares are plain (x, y) tuples in the search: a Cell is a NamedTuple,
    # equal to its tuple and hashed alike, and a tuple is cheaper to build.
    width, height, walls, bugs, bits = world.width, world.height, world.walls, world.bugs, \
        world.bits
    start: Pose = (cell, facing)
    back: dict[Pose, tuple[Pose, str] | None] = {start: None}
    queue = deque([start])
    while queue:
        pose = queue.popleft()
        c, f = pose
        dx, dy = _STEP_XY[f]
        x, y = c[0] + dx, c[1] + dy
        ahead = (x, y)
        nxt: list[tuple[Pose, str]] = [((c, _LEFT[f]), "left"), ((c, _RIGHT[f]), "right")]
        if 0 <= x < width and 0 <= y < height and ahead not in walls and ahead not in bugs:
            nxt.insert(0, ((ahead, f), "move"))  # type: ignore[arg-type]
        for p, what in nxt:
            if p in back:
                continue
            back[p] = (pose, what)
            if what == "move" and p[0] in bits and p[0] not in taken:
                out = []
                at: Pose | None = p
                while back[at] is not None:          # type: ignore[index]
                    prev, w = back[at]               # type: ignore[index,misc]
                    out.append(w)
                    at = prev
                return out[::-1]
            queue.append(p)
    return []


_STEP_XY = {f: (d.x, d.y) for f, d in STEP.items()}
_LEFT = {f: FACINGS[(k - 1) % 4] for k, f in enumerate(FACINGS)}
_RIGHT = {f: FACINGS[(k + 1) % 4] for k, f in enumerate(FACINGS)}
