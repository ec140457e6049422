"""How monkeys move: the path search behind a die's move and a swing.

Pure functions of a frozen Jungle and the hexes that matter for one monkey:
`blocked` (hexes with other monkeys) and `traps` (other players' traps).

* A move goes hex by hex to neighbours; never twice through the same hex
  (the start counts) and never onto a monkey.
* With a Swing under the die, once per move the monkey may jump from a base
  hex of a tree to another base hex of that tree that is not next door; the
  jump counts as one hex. A swing never lands in a trap.
* Walking into another player's trap ends the move there. A move always goes
  its full length (`target`: the die, or the longest legal move when the die
  is impossible), so a trap can only be the last hex of a move: a monkey
  stops in a trap short of its die only when no full-length move avoids it
  (then the move into the trap is itself the longest legal one).
"""
from __future__ import annotations

from typing import Iterator, Sequence

from game.core.hexgrid import Hex

from .jungle import Jungle

NO_TRAPS: frozenset[Hex] = frozenset()


def moves(j: Jungle, cur: Hex, visited: set[Hex], blocked: set[Hex], swing: bool,
          traps: frozenset[Hex] = NO_TRAPS) -> list[tuple[Hex, bool]]:
    """Next hexes from cur as (hex, by_swing)."""
    out = [(n, False) for n in j.adj[cur] if n not in visited and n not in blocked]
    if swing:
        adj = j.adj[cur]
        seen: set[Hex] = set()
        for t in j.trees_at.get(cur, ()):
            for h in j.bases[t]:
                if (h != cur and h not in adj and h not in visited and h not in blocked
                        and h not in seen and h not in traps):
                    seen.add(h)
                    out.append((h, True))
    return out


def can_go(j: Jungle, cur: Hex, visited: set[Hex], blocked: set[Hex], swing: bool,
           remaining: int, traps: frozenset[Hex] = NO_TRAPS) -> bool:
    """Can a move that just entered cur end properly: exactly `remaining` more
    hexes? A trap ends every move that enters it, so it is a proper end only as
    the last hex."""
    if remaining == 0:
        return True
    if cur in traps:
        return False
    for nxt, by_swing in moves(j, cur, visited, blocked, swing, traps):
        visited.add(nxt)
        ok = can_go(j, nxt, visited, blocked, swing and not by_swing, remaining - 1, traps)
        visited.discard(nxt)
        if ok:
            return True
    return False


def longest(j: Jungle, start: Hex, blocked: set[Hex], traps: frozenset[Hex], swing: bool,
            cap: int) -> int:
    """The length of the longest legal move from start, at most cap: the target
    of a die's move. A move into a trap counts up to the trap (it ends there)."""
    best = 0

    def dfs(cur: Hex, visited: set[Hex], sw: bool, depth: int) -> bool:
        nonlocal best
        best = max(best, depth)
        if best >= cap:
            return True
        if depth and cur in traps:
            return False
        for nxt, by_swing in moves(j, cur, visited, blocked, sw, traps):
            visited.add(nxt)
            done = dfs(nxt, visited, sw and not by_swing, depth + 1)
            visited.discard(nxt)
            if done:
                return True
        return False

    dfs(start, {start}, swing, 0)
    return best


def next_hexes(j: Jungle, path: list[Hex], target: int, blocked: set[Hex],
               traps: frozenset[Hex], swing: bool) -> list[Hex]:
    """The hexes a move that has come along `path` may enter next so that it can
    still end properly (`target` hexes in all, a trap only as the last); sorted."""
    remaining = target - (len(path) - 1)
    if remaining <= 0:
        return []
    visited = set(path)
    out = []
    for nxt, by_swing in moves(j, path[-1], visited, blocked, swing, traps):
        visited.add(nxt)
        if can_go(j, nxt, visited, blocked, swing and not by_swing, remaining - 1, traps):
            out.append(nxt)
        visited.discard(nxt)
    return sorted(out)


def finishes(j: Jungle, path: list[Hex], target: int, blocked: set[Hex],
             traps: frozenset[Hex], swing: bool) -> Iterator[tuple[Hex, ...]]:
    """Every way to finish a move that has come along `path`: `target` hexes in
    all (a trap only as the last); as the hexes still to enter, depth first in
    the order of `moves`."""
    remaining = target - (len(path) - 1)
    if remaining <= 0:
        return
    visited = set(path)
    rest: list[Hex] = []

    def dfs(cur: Hex, sw: bool, left: int) -> Iterator[tuple[Hex, ...]]:
        if left == 0:
            yield tuple(rest)
            return
        if rest and cur in traps:  # a trap short of the target: not a way to finish
            return
        for nxt, by_swing in moves(j, cur, visited, blocked, sw, traps):
            visited.add(nxt)
            rest.append(nxt)
            yield from dfs(nxt, sw and not by_swing, left - 1)
            rest.pop()
            visited.discard(nxt)

    yield from dfs(path[-1], swing, remaining)


def ends(j: Jungle, path: Sequence[Hex], target: int, blocked: set[Hex] | frozenset[Hex],
         traps: frozenset[Hex], swing: bool) -> list[Hex]:
    """Where a move that has come along `path` (its start first) may end:
    the hexes `target` hexes from the start along some legal way (a trap only
    as the last hex); sorted. `target` as in `longest`; [] when nothing is left
    to move."""
    remaining = target - (len(path) - 1)
    if remaining <= 0:
        return []
    blk = set(blocked)
    visited = set(path)
    out: set[Hex] = set()

    def dfs(cur: Hex, sw: bool, left: int, entered: bool) -> None:
        if left == 0:
            out.add(cur)
            return
        if entered and cur in traps:  # a trap short of the target: no end here
            return
        for nxt, by_swing in moves(j, cur, visited, blk, sw, traps):
            visited.add(nxt)
            dfs(nxt, sw and not by_swing, left - 1, True)
            visited.discard(nxt)

    dfs(path[-1], swing, remaining, False)
    return sorted(out)


def swing_landings(j: Jungle, at: Hex, blocked: set[Hex]) -> list[Hex]:
    """Where a lone Swing from `at` may land: any hex of the base of a tree at
    `at`'s foot, or of a tree linked to it (bases sharing or touching), except
    `at` itself and `blocked` hexes; sorted."""
    out: set[Hex] = set()
    for a in j.trees_at.get(at, ()):
        for b in j.links[a]:
            out.update(j.bases[b])
    out.discard(at)
    return sorted(h for h in out if h not in blocked)


def swing_trees(j: Jungle, a: Hex, b: Hex, single: bool = False) -> list[int]:
    """Trees a swing from a to b goes through (single: through one tree only)."""
    ta = j.trees_at.get(a, ())
    tb = set(j.trees_at.get(b, ()))
    direct = [t for t in ta if t in tb]
    if single or direct:
        return direct
    return sorted({t for t in ta if any(u in tb for u in j.links[t])})
