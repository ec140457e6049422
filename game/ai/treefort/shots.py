"""Catapult shots as the bots weigh them: the rules' line modifier and
chances as tables (speed), what a catapult may fire at, and how many
monkeys to brace with against a shot.
"""
from __future__ import annotations

from typing import Any, Mapping

from game.ai.treefort.board import FastBoard
from game.core.grid import Cell
from game.rules.treefort.board import Board
from game.rules.treefort.shots import destroy_chance, hit_chance


def _mod(a: Cell, t: Cell, from_platform: bool) -> int | None:
    """The rules' distance modifier from `a` to `t` (None: not on a line or
    out of range), inlined for speed (shots.line_modifier)."""
    dx, dy = abs(t.x - a.x), abs(t.y - a.y)
    if (dx == 0 and dy == 0) or (dx and dy and dx != dy):
        return None
    between = max(dx, dy) - 1
    mod = max(1, between if from_platform else 2 * between)
    return mod if mod < 6 else None


HIT = tuple(float(hit_chance(k)) for k in range(7))
DESTROY = tuple(float(destroy_chance(k)) for k in range(12))


def p_platform(mod: int, sturdiness: int) -> float:
    return HIT[min(mod, 6)] * DESTROY[min(sturdiness, 11)]


def shot_targets(b: FastBoard, mid: int) -> list[tuple[str, Cell, int, Any]]:
    """What monkey `mid` may fire at: ("platform", square, modifier, pid) with
    the best square of each platform, ("monkey", square, modifier, monkey id);
    the same things the rules' `Board.targets` allows."""
    m = b.monkeys[mid]
    if not m.riding:
        return []
    cov = b.cov()
    fp = m.cell in cov
    forts = b.forts()
    mine: set[Cell] = set()
    for f in forts:
        if any(o.cell in f and o.seat == m.seat for o in b.monkeys.values()):
            mine |= f
    out: list[tuple[str, Cell, int, Any]] = []
    for pid, cells in sorted(b.platforms.items()):
        if cells & mine:
            continue
        best = None
        for c in sorted(cells):
            k = _mod(m.cell, c, fp)
            if k is not None and (best is None or k < best[0]):
                best = (k, c)
        if best is not None:
            out.append(("platform", best[1], best[0], pid))
    for o in sorted(b.monkeys.values(), key=lambda o: o.id):
        if o.seat == m.seat or o.cell in cov:
            continue
        k = _mod(m.cell, o.cell, fp)
        if k is not None:
            out.append(("monkey", o.cell, k, o.id))
    return out


def brace_count(p_hit: float, squares: int, able: int, second: float) -> int:
    """How many of `able` monkeys to brace with against a shot that hits with
    `p_hit`, when a second shot at the same platform comes this turn with
    chance `second` (its hit chance folded in): the count that keeps the
    platform standing most often, the fewest such."""
    best, pick = -1.0, able
    for k in range(able + 1):
        first = 1 - p_hit * float(destroy_chance(squares + k))
        then = 1 - second * float(destroy_chance(squares + able - k))
        v = first * then
        if v > best + 1e-12:
            best, pick = v, k
    return pick


def second_shot(view: Mapping[str, Any], b: Board, pid: int) -> float:
    """The chance (hit folded in) of a second shot at platform `pid` this turn:
    the attacker's best catapult in range that has not had its go."""
    p = view["pending"]
    att = p["attacker"]
    done = set(view["used"]) | {p["monkey"]}
    if len(done) >= 2:
        return 0.0
    cells = b.platforms[pid]
    cov = {c for cs in b.platforms.values() for c in cs}
    best = 0.0
    for m in b.monkeys.values():
        if m.seat != att or not m.riding or m.id in done:
            continue
        fp = m.cell in cov
        for c in cells:
            k = _mod(m.cell, c, fp)
            if k is not None:
                best = max(best, float(hit_chance(k)))
    return best
