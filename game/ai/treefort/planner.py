"""One decision's search for a medium or hard bot: the monkeys' goes
(walks and actions, the move roll and shot outcomes as chance), the order
of the monkeys and whether to recruit.
"""
from __future__ import annotations

from typing import Any, Mapping, Sequence

from game.ai.base import Work
from game.ai.treefort.board import (FastBoard, board_of_view, do_catapult, do_cut, do_destroy,
                                    do_kill, do_platform, do_walk, undo_walk)
from game.ai.treefort.evaluator import Evaluator
from game.ai.treefort.geometry import _layout
from game.ai.treefort.platforms import platform_shapes
from game.ai.treefort.shots import p_platform, shot_targets
from game.ai.treefort.tuning import (FORT_PROXY, LATE_ROUNDS, PER_STEP, PRUNE_OVER, Profile,
                                     RESERVE, WALK_COST, WEARY_QUIET, WEARY_ROUNDS)
from game.core.actions import Action
from game.core.grid import Cell
from game.rules.treefort.actions import Attack, Catapult, Cut, Done, Platform, Recruit, Roll, Use
from game.rules.treefort.board import TREE, Monkey
from game.rules.treefort.board import Walk as BoardWalk


Outcomes = list[tuple[float, FastBoard]]


class Planner:
    """One decision's search for a Medium or Hard bot."""

    def __init__(self, prof: Profile, me: int, view: Mapping[str, Any], work: Work):
        self.prof, self.me, self.work = prof, me, work
        self.view = view
        _, self.geo = _layout(view)
        self.board = board_of_view(view)
        self.braced = set(view["braced"])
        alive = view["players"] - len(view["out"])
        self.late = view["turns"] >= LATE_ROUNDS * view["players"]
        self.ev = Evaluator(me, self.geo, self.board, prof, work,
                            view["turns"] >= WEARY_ROUNDS * view["players"]
                            or view["quiet_turns"] >= WEARY_QUIET * alive)
        self.mine_adj: dict[Cell, int] = {}
        for f in self.board.forts():
            if self.board.controller(f) == me:
                for c in f:
                    for n in c.neighbours():
                        if n not in f:
                            self.mine_adj[n] = self.mine_adj.get(n, 0) + 1
        self._shapes: dict[tuple, tuple[dict, list[frozenset[Cell]]]] = {}

    def shapes(self, b: FastBoard, mid: int) -> list[frozenset[Cell]]:
        m = b.monkeys[mid]
        cov = b.cov()
        others = frozenset(o.cell for o in b.monkeys.values() if o.id != mid)
        key = (m.cell, m.lumber, id(cov), others, frozenset(b.sleeves))
        got = self._shapes.get(key)
        if got is None or got[0] is not cov:
            got = (cov, platform_shapes(b, mid, self.prof.shapes, self.ev.no_build(self.me),
                                        self.mine_adj))
            self._shapes[key] = got
        return got[1]

    @property
    def out_of_work(self) -> bool:
        """Past the budget less RESERVE: the candidates begun are finished (a
        few evaluations each), so a decision never spends more than its budget."""
        return self.work.used >= self.work.limit - RESERVE

    def value(self, b: FastBoard) -> float:
        return self.ev.value(b)

    # ------------------------------------------------------------- actions at a square
    def acts(self, b: FastBoard, mid: int, base: float) -> list[tuple[float, Action, Outcomes]]:
        """(expected value, action, outcomes) for each action worth weighing for
        monkey `mid` where it stands now on `b`; `base` is the value of `b`."""
        m = b.monkeys[mid]
        out: list[tuple[float, Action, Outcomes]] = []
        kind = b.kind(m.cell)
        if kind == TREE:
            nb = b.fork()
            do_cut(nb, mid)
            out.append((self.value(nb), Cut(), [(1.0, nb)]))
            if m.lumber:
                for shape in self.shapes(b, mid):
                    if self.out_of_work:
                        break
                    nb = b.fork()
                    do_platform(nb, mid, shape)
                    out.append((self.value(nb), Platform(tuple((c.x, c.y) for c in sorted(shape))),
                                [(1.0, nb)]))
        elif (not m.riding and m.lumber >= 2 and m.cell not in b.sleeves and not self.late
              and self._foes_near(b, m)):
            nb = b.fork()
            do_catapult(nb, mid)
            out.append((self.value(nb), Catapult(), [(1.0, nb)]))
        if m.riding and not self.late:
            out += self._shots(b, mid, base)
        return out

    def _foes_near(self, b: FastBoard, m: Monkey) -> bool:
        """Something of an opponent within a catapult's reach (6 squares)."""
        for o in b.monkeys.values():
            if o.seat != m.seat and max(abs(o.cell.x - m.cell.x), abs(o.cell.y - m.cell.y)) <= 6:
                return True
        return False

    def _shots(self, b: FastBoard, mid: int, base: float) -> list[tuple[float, Action, Outcomes]]:
        m = b.monkeys[mid]
        quick = []
        for kind, cell, mod, what in shot_targets(b, mid):
            if kind == "platform":
                cells = b.platforms[what]
                able = [o for o in b.monkeys.values() if o.cell in cells and o.id not in self.braced]
                p = p_platform(mod, len(cells) + len(able))
                q = p * (len(cells) + 2 * len(able))
            else:
                victim = b.monkeys[what]
                p = 1 / 6
                q = p * (1.5 + victim.lumber * 0.5) + (p if victim.riding else 0.0)
            if p > 0:
                quick.append((-q, cell, kind, mod, what, p))
        quick.sort(key=lambda x: (x[0], x[1]))
        out: list[tuple[float, Action, Outcomes]] = []
        for _, cell, kind, mod, what, p in quick[:self.prof.targets]:
            if self.out_of_work:
                break
            outcomes: Outcomes = []
            if kind == "platform":
                nb = b.fork()
                do_destroy(nb, what)
                outcomes = [(p, nb), (1 - p, b)]
            else:
                victim = b.monkeys[what]
                dead = b.fork()
                do_kill(dead, what)
                outcomes = [(1 / 6, dead)]
                if victim.riding:
                    broke = b.fork()
                    broke.monkeys[what].riding = False
                    outcomes.append((1 / 6, broke))
                    outcomes.append((4 / 6, b))
                else:
                    outcomes.append((5 / 6, b))
            v = sum(q * (base if ob is b else self.value(ob)) for q, ob in outcomes)
            out.append((v, Attack((cell.x, cell.y)), outcomes))
        return out

    # ------------------------------------------------------------- walking
    def walk_rows(self, b: FastBoard, mid: int, can_act: bool, roll: int
                  ) -> list[tuple[int, float, float, BoardWalk, Action | None]]:
        """For every square (and riding or not) the monkey may end a walk of up
        to `roll` on: (steps, best value there, value of just walking there,
        the walk, the best action there or None)."""
        self.work.spend(WALK_COST)
        walks = b.walks(mid, roll)
        m = b.monkeys[mid]
        cell, riding = m.cell, m.riding
        chosen = sorted(walks.values(), key=lambda w: (w.steps, w.cell, w.riding))
        if len(chosen) > PRUNE_OVER:
            chosen = self._prune(b, m, chosen, can_act)
        rows: list[Any] = []
        for w in chosen:
            if self.out_of_work and rows:
                break
            do_walk(b, mid, w)
            try:
                v = self.value(b)
                best, act = v, None
                if can_act:
                    for va, a, _ in self.acts(b, mid, v):
                        if va > best:
                            best, act = va, a
            finally:
                undo_walk(b, mid, w, cell, riding)
            rows.append((w.steps, best, v, w, act))
        return rows

    def _prune(self, b: FastBoard, m: Monkey, walks: list[BoardWalk], can_act: bool
               ) -> list[BoardWalk]:
        """The walks worth a full look: staying, ending where an action may be
        taken (a tree, riding within reach of an opponent), on an empty
        catapult; of the rest, for each number of steps, the few that end
        nearest the trees that promise most (or on a fort)."""
        cov = b.cov()
        trees = b.trees()
        foes = [o.cell for o in b.monkeys.values() if o.seat != m.seat]
        keep: list[BoardWalk] = []
        rest: dict[int, list[tuple[float, BoardWalk]]] = {}
        for w in walks:
            c = w.cell
            if (w.steps == 0 or c in b.sleeves or (can_act and c in trees)
                    or (can_act and w.riding and any(max(abs(f.x - c.x), abs(f.y - c.y)) <= 7
                                                     for f in foes))):
                keep.append(w)
                continue
            opts = self.ev.options_at(b, m.seat, c, m.lumber)
            proxy = (opts[0][0] if opts else 0.0) + (FORT_PROXY if c in cov else 0.0)
            rest.setdefault(w.steps, []).append((proxy, w))
        for steps in sorted(rest):
            ranked = sorted(rest[steps], key=lambda pw: (-pw[0], pw[1].cell, pw[1].riding))
            keep += [w for _, w in ranked[:PER_STEP]]
        keep.sort(key=lambda w: (w.steps, w.cell, w.riding))
        return keep

    @staticmethod
    def expect(rows, col: int = 1) -> float:
        """The expectation over the roll 1-6 of the best row within reach."""
        total, best, k = 0.0, -1e18, 0
        rows = sorted(rows, key=lambda r: r[0])
        for r in range(1, 7):
            while k < len(rows) and rows[k][0] <= r:
                best = max(best, rows[k][col])
                k += 1
            total += best
        return total / 6

    def assumed(self, rows, col: int = 1) -> float:
        r = self.prof.assumed_roll
        return max(row[col] for row in rows if row[0] <= r)

    # ------------------------------------------------------------- a monkey's go
    def monkey_go(self, b: FastBoard, mid: int, can_move: bool, can_act: bool
                  ) -> tuple[float, Action]:
        """The value of monkey `mid`'s go from here and its first step: Roll,
        an action (then walking), or Done."""
        base = self.value(b)
        best: float = base
        first: Action = Done()
        if not can_move and not can_act:
            return best, first
        if can_move:
            rows = self.walk_rows(b, mid, can_act, 6 if self.prof.expectimax
                                  else self.prof.assumed_roll)
            v = self.expect(rows) if self.prof.expectimax else self.assumed(rows)
            if v > best:
                best, first = v, Roll()
            walk_gain = ((self.expect(rows, 2) if self.prof.expectimax else self.assumed(rows, 2))
                         - base)
        if can_act:
            acts = self.acts(b, mid, base)
            acts.sort(key=lambda x: -x[0])
            for k, (va, a, outcomes) in enumerate(acts):
                if self.out_of_work:
                    break
                if can_move and k < self.prof.act_first and va > base:
                    if len(outcomes) == 1 and self.prof.expectimax:
                        nb = outcomes[0][1]
                        rows2 = self.walk_rows(nb, mid, False, 6)
                        va = max(va, self.expect(rows2))
                    elif self.prof.expectimax:
                        va = va + max(0.0, walk_gain)
                if va > best:
                    best, first = va, a
        return best, first

    # ------------------------------------------------------------- a turn
    def choose_monkey(self, legal: Sequence[Action]) -> tuple[Action, dict]:
        """Which monkey to take up (or recruit, or end the turn)."""
        b = self.board
        base = self.value(b)
        uses = [a for a in legal if isinstance(a, Use)]
        gains: list[tuple[float, int, Action]] = []
        plans = {}
        for a in uses:
            if self.out_of_work:
                break
            v, first = self.monkey_go(b, a.monkey, True, True)
            gains.append((v - base, a.monkey, a))
            plans[a.monkey] = first
        gains.sort(key=lambda g: (-g[0], g[1]))
        recruits = [a for a in legal if isinstance(a, Recruit)]
        if recruits and not self.out_of_work:
            two = sum(max(0.0, g[0]) for g in gains[:2])
            rv, ra = self.best_recruit(b, recruits, base)
            if ra is not None and rv - base > two:
                return ra, {}
        if gains and gains[0][0] > 1e-6:
            return gains[0][2], plans
        return Done(), {}

    def best_recruit(self, b: FastBoard, recruits: Sequence[Recruit], base: float
                     ) -> tuple[float, Action | None]:
        pre = []
        for a in recruits:
            c = Cell(*getattr(a, "cell"))
            m = Monkey(b.next_id, self.me, c)
            pre.append((-self.ev.potential(b, m), a.cell, a))
        pre.sort(key=lambda x: (x[0], x[1]))
        best, pick = -1e18, None
        for _, _, a in pre[:6]:
            if self.out_of_work:
                break
            nb = b.fork()
            nb.monkeys[nb.next_id] = Monkey(nb.next_id, self.me, Cell(*getattr(a, "cell")))
            nb.next_id += 1
            v = self.value(nb)
            if v > best:
                best, pick = v, a
        return best, pick
