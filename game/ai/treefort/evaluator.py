"""The position value the searching bots maximise (described in the
package's docstring).
"""
from __future__ import annotations

import math
from typing import Mapping, Sequence

from game.ai.base import Work
from game.ai.treefort.board import FastBoard
from game.ai.treefort.geometry import Geo
from game.ai.treefort.platforms import _pieces_at
from game.ai.treefort.shots import _mod, p_platform
from game.ai.treefort.tuning import (CLAIM, END_PULL, END_TREE, FAR, GAMMA_CLAIM, GAMMA_TAB,
                                     GUARD_TAX, KEEP_TREES, LONE_POT, OUT, POT_W, Profile, RACE,
                                     RATE, WIN, W_CATAPULT, W_FORT, W_LUMBER, W_MONKEY)
from game.core.grid import Cell
from game.rules.treefort.board import Monkey
from game.rules.treefort.trees import LUMBER, MAX_LUMBER, supports


class Evaluator:
    """The position value for seat `me` (see the package's docstring), with
    memos that live for one decision."""

    def __init__(self, me: int, geo: Geo, start: FastBoard, prof: Profile, work: Work,
                 weary: bool = False):
        self.me, self.geo, self.prof, self.work = me, geo, prof, work
        self.weary = weary
        self.start_trees = dict(start.trees())
        self.t0 = len(self.start_trees)
        self.seats0 = max(1, len(start.alive()))     # seats still playing at the start
        self.start_tkey = self.tkey(start)
        self._pot: dict[tuple, tuple[tuple[float, Cell], ...]] = {}
        self._seatpot: dict[tuple, float] = {}
        self._gains: dict[tuple[int, int], list[tuple[float, Cell]]] = {}
        self._forts_of: dict[int, tuple] = {}
        self.start = start
        forts = start.forts()
        ctrl = [start.controller(f) for f in forts]
        self._start_forts = list(zip(forts, ctrl))
        lead = [sum(len(f) for f, k in zip(forts, ctrl) if k == s) for s in range(start.players)]
        top = max(lead[s] for s in range(start.players) if s not in start.out)
        tied = sum(1 for s in range(start.players) if s not in start.out and lead[s] == top)
        self.end_bonus = [END_TREE / max(1, self.t0) / tied if lead[s] == top and top > 0
                          and s not in start.out else 0.0 for s in range(start.players)]
        if weary:
            self.end_bonus = [END_TREE / max(1, self.t0) if s not in start.out else 0.0
                              for s in range(start.players)]
        # lumber is worth less when few trees are left to build on
        # and a fort more (a monkey to guard it) costs less near the end
        phase = min(1.0, self.t0 / (2 * RATE * max(1, len(start.alive()))))
        self.wl = W_LUMBER * phase
        self.tax = GUARD_TAX * phase
        self._near_fort: dict[int, list[int]] = {}
        self._no_build: dict[int, set[Cell]] = {}
        self._cap: dict[Cell, int] = {}
        self._room: dict[tuple[int, Cell], int] = {}
        self._crowd: dict[int, set[Cell]] = {}
        self.evals = 0

    def near_fort(self, seat: int) -> list[int]:
        """Steps to the forts `seat` controlled at the start of the decision."""
        got = self._near_fort.get(seat)
        if got is None:
            own = [self.geo.index[c] for f, k in self._start_forts if k == seat for c in f]
            got = self._near_fort[seat] = (self.geo.multi_cached(own) if own
                                           else [FAR] * len(self.geo.cells))
        return got

    def no_build(self, seat: int) -> set[Cell]:
        """Squares where `seat` may not build: an opponent's fort and next to it."""
        got = self._no_build.get(seat)
        if got is None:
            held = {c for f, k in self._start_forts if k is not None and k != seat for c in f}
            got = self._no_build[seat] = held | {n for c in held for n in c.neighbours()}
        return got

    def cap(self, t: Cell) -> int:
        """The most tree `t` holds up, with another tree near enough to share the load."""
        got = self._cap.get(t)
        if got is None:
            coin = self.start_trees[t]
            got = LUMBER[coin]
            for dx in range(-3, 4):
                for dy in range(-3 + abs(dx), 4 - abs(dx)):
                    c2 = self.start_trees.get(Cell(t.x + dx, t.y + dy)) if (dx or dy) else None
                    if c2 is not None:
                        got = max(got, 3 if coin == c2 == "penny" else 4)
            self._cap[t] = got
        return got

    def room(self, seat: int, t: Cell) -> int:
        """The biggest platform a monkey of `seat` could build on tree `t` as
        the board stands at the start of the decision: a piece (no bigger than
        `cap`) over no platform, empty catapult or other seat's monkey, not
        touching an opponent's fort, held up by the trees under it. Monkeys
        crowding round a tree leave no room for a big platform, and a promise
        that can't be kept would keep a monkey waiting in the tree for ever."""
        key = (seat, t)
        got = self._room.get(key)
        if got is None:
            start = self.start
            cov, sleeves, nob = start.cov(), start.sleeves, self.no_build(seat)
            crowd = self._crowd.get(seat)
            if crowd is None:
                crowd = self._crowd[seat] = {m.cell for m in start.monkeys.values()
                                             if m.seat != seat}
            coins = start.coins
            top = self.cap(t)
            got = 0
            for size, shape in _pieces_at(start.owner, t):
                if size > top or size <= got:
                    continue
                if any(c in cov or c in sleeves or c in nob or (c in crowd and c != t)
                       for c in shape):
                    continue
                if supports([coins[c] for c in shape if c in coins], size):
                    got = size
                    break
            self._room[key] = got
        return got

    # ----------------------------------------------------------------- trees
    def gains(self, seat: int, lumber: int) -> list[tuple[float, Cell]]:
        """What each tree (of those at the start) promises a monkey of `seat`
        carrying `lumber`: cutting it or building on it, best first."""
        key = (seat, lumber)
        got = self._gains.get(key)
        if got is None:
            out = []
            near = self.near_fort(seat)
            nob = self.no_build(seat)
            bonus = self.end_bonus[seat]
            wl = self.wl
            for t, coin in self.start_trees.items():
                g = wl * (min(MAX_LUMBER, lumber + LUMBER[coin]) - lumber)
                if lumber and t not in nob:
                    k = min(lumber, self.room(seat, t))
                    # a platform of k squares reaches a fort k squares away
                    extra = 0.0 if near[self.geo.index[t]] <= k else self.tax
                    g = max(g, k * (W_FORT - wl) - extra)
                g += bonus
                if g > 0:
                    out.append((g, t))
            out.sort(key=lambda gt: (-gt[0], gt[1]))
            self._gains[key] = got = out
        return got

    def options(self, b: FastBoard, m: Monkey) -> tuple[tuple[float, Cell], ...]:
        """The best few trees for monkey `m` (what each promises, discounted by
        the turns of walking to it), best first."""
        return self.options_at(b, m.seat, m.cell, m.lumber)

    @staticmethod
    def tkey(b: FastBoard) -> frozenset[Cell]:
        trees = b.trees()
        if b._tkey_of is not trees:
            b._tkey, b._tkey_of = frozenset(trees), trees
        assert b._tkey is not None
        return b._tkey

    def options_at(self, b: FastBoard, seat: int, cell: Cell, lumber: int
                   ) -> tuple[tuple[float, Cell], ...]:
        trees = b.trees()
        base = self._top((seat, cell, lumber), self.start_trees)
        tkey = self.tkey(b)
        if tkey is self.start_tkey or tkey == self.start_tkey:
            return base
        if b._extra_of is not trees:
            b._extra = [t for t in trees if t not in self.start_trees]
            b._extra_of = trees
        if not b._extra:
            got = tuple(vt for vt in base if vt[1] in trees)
            if got or not trees:
                return got
        return self._top((seat, cell, lumber, self.tkey(b)), trees)

    def _top(self, key: tuple, trees: Mapping[Cell, str]) -> tuple[tuple[float, Cell], ...]:
        """The KEEP_TREES best trees among `trees` for a monkey of `key[0]` on
        `key[1]` carrying `key[2]`."""
        got = self._pot.get(key)
        if got is not None:
            return got
        seat, cell, lumber = key[0], key[1], key[2]
        geo = self.geo
        i = geo.index[cell]
        top: list[tuple[float, Cell]] = []
        floor = 0.0
        for g, t in self.gains(seat, lumber):
            if g <= floor:
                break
            if t not in trees:
                continue
            d = geo.field(t)[i]
            if d < 200:
                v = g * GAMMA_TAB[d]
                if v > floor:
                    top.append((v, t))
                    top.sort(key=lambda vt: (-vt[0], vt[1]))
                    del top[KEEP_TREES:]
                    if len(top) == KEEP_TREES:
                        floor = top[-1][0]
        for t, coin in trees.items():        # trees uncovered since the start
            if t not in self.start_trees:
                g = self.wl * (min(MAX_LUMBER, lumber + LUMBER[coin]) - lumber)
                d = geo.field(t)[i]
                if d < 200 and g > 0:
                    top.append((g * GAMMA_TAB[d], t))
        top.sort(key=lambda vt: (-vt[0], vt[1]))
        got = self._pot[key] = tuple(top[:KEEP_TREES])
        return got

    def potential(self, b: FastBoard, m: Monkey) -> float:
        opts = self.options(b, m)
        return opts[0][0] if opts else 0.0

    def seat_potential(self, b: FastBoard, monkeys: Sequence[Monkey]) -> float:
        """What a seat's monkeys promise together, each tree to one monkey."""
        if not monkeys:
            return 0.0
        if len(monkeys) == 1:
            return self.potential(b, monkeys[0])
        key = (tuple((m.cell, m.lumber) for m in monkeys), self.tkey(b))
        got = self._seatpot.get(key)
        if got is not None:
            return got
        items = sorted(((v, k, t) for k, m in enumerate(monkeys) for v, t in self.options(b, m)),
                       key=lambda x: (-x[0], x[1], x[2]))
        used_m: set[int] = set()
        used_t: set[Cell] = set()
        total = 0.0
        for v, k, t in items:
            if k in used_m or t in used_t:
                continue
            used_m.add(k)
            used_t.add(t)
            total += v
        self._seatpot[key] = total
        return total

    # ----------------------------------------------------------------- forts
    def fort_info(self, b: FastBoard):
        forts = b.forts()
        key = id(forts)
        got = self._forts_of.get(key)
        if got is None or got[0] is not forts:
            cell2f = {c: i for i, f in enumerate(forts) for c in f}
            got = (forts, cell2f, [len(f) for f in forts],
                   sorted(range(len(forts)), key=lambda k: -len(forts[k])))
            self._forts_of[key] = got
        return got

    def field_of(self, cells: frozenset[Cell]) -> list[int]:
        return self.geo.multi_cached(self.geo.index[c] for c in cells)

    # ----------------------------------------------------------------- the value
    def scores(self, b: FastBoard) -> tuple[list[float], list[int]]:
        """Each seat's worth and its fort squares under control."""
        n = b.players
        me = self.me
        forts, cell2f, sizes, by_size = self.fort_info(b)
        by_seat: list[list[Monkey]] = [[] for _ in range(n)]
        onl: dict[int, list[Monkey]] = {}
        for m in b.monkeys.values():
            by_seat[m.seat].append(m)
            fi = cell2f.get(m.cell)
            if fi is not None:
                got = onl.get(fi)
                if got is None:
                    onl[fi] = [m]
                else:
                    got.append(m)
        ctl = [0] * n
        held = [0] * n
        score = [0.0] * n
        # one monkey on each fort stands guard (for this seat: the one whose trees
        # promise least); the others are free
        lone = set()
        for fi, ms in onl.items():
            s0 = ms[0].seat
            ctl[s0] += sizes[fi]
            held[s0] += 1
            if len(ms) == 1:
                lone.add(ms[0].id)
            elif s0 == me:
                lone.add(min(ms, key=lambda m: (self.potential(b, m), m.id)).id)
            else:
                lone.add(min(m.id for m in ms))
        trees = b.trees()
        alive = b.alive()
        # abandoned forts: worth something to the seats whose monkeys are nearest
        # (the race to it), the more the nearer, and for a seat behind on
        # squares only if it can get back before the trees run out
        if len(onl) < len(forts):
            rounds = len(trees) / (RATE * max(1, len(alive)))
            index = self.geo.index
            for fi in by_size:
                if fi in onl:
                    continue
                field = self.field_of(forts[fi])
                near = [FAR] * n
                for m in b.monkeys.values():
                    d = field[index[m.cell]]
                    if d < near[m.seat]:
                        near[m.seat] = d
                order = sorted((d, s) for s, d in enumerate(near) if d < FAR)
                if not order:
                    continue
                d1 = order[0][0]
                d2 = order[1][0] if len(order) > 1 else FAR
                first = 0.5 + 0.5 * math.tanh((d2 - d1) / RACE) if d2 < FAR else 1.0
                for (d, s), share in zip(order[:2], (first, 1 - first)):
                    back = d / 3.5 + 1
                    # the seat ahead ends the match when it likes: it has time to get back
                    home = (1.0 if back <= rounds or self.end_bonus[s]
                            else max(0.0, rounds / back))
                    score[s] += (W_FORT * sizes[fi] * CLAIM * home * share
                                 * GAMMA_CLAIM[min(d, 199)])
        wl = self.wl
        for s in alive:
            score[s] += W_FORT * ctl[s] - self.tax * max(0, held[s] - 1)
            ms = by_seat[s]
            for m in ms:
                score[s] += W_MONKEY + wl * m.lumber + (W_CATAPULT if m.riding else 0.0)
            if s != me:
                continue        # what the opponents' trees promise is the same for every move
            for m in ms:
                if m.id in lone:
                    score[s] += POT_W * LONE_POT * self.potential(b, m)
            score[s] += POT_W * self.seat_potential(b, [m for m in ms if m.id not in lone])
        if self.prof.threat:
            self._threats(b, forts, cell2f, onl, score)
        return score, ctl

    def _threats(self, b: FastBoard, forts, cell2f, onl, score: list[float]) -> None:
        riders = [m for m in b.monkeys.values() if m.riding]
        if not riders:
            return
        cov = b.cov()
        for r in riders:
            fp = r.cell in cov
            best, victim = 0.0, None
            for pid, cells in b.platforms.items():
                c0 = next(iter(cells))
                fi = cell2f[c0]
                on = onl.get(fi)
                if on is None or on[0].seat == r.seat:
                    continue
                owner = on[0].seat
                mod = None
                for c in cells:
                    k = _mod(r.cell, c, fp)
                    if k is not None and (mod is None or k < mod):
                        mod = k
                if mod is None:
                    continue
                there = [m for m in on if m.cell in cells]
                p = p_platform(mod, len(cells) + len(there))
                if p <= 0:
                    continue
                loss = W_FORT * len(cells) + sum(W_MONKEY + W_LUMBER * m.lumber for m in there)
                if len(there) == len(on):
                    loss += W_FORT * (len(forts[fi]) - len(cells)) * 0.5
                e = p * loss
                if e > best:
                    best, victim = e, owner
            for o in b.monkeys.values():
                if o.seat == r.seat or o.cell in cov:
                    continue
                if _mod(r.cell, o.cell, fp) is None:
                    continue
                e = (W_MONKEY + W_LUMBER * o.lumber) / 6 + (W_CATAPULT / 6 if o.riding else 0.0)
                if e > best:
                    best, victim = e, o.seat
            if victim is not None:
                score[victim] -= best * (0.6 if r.seat == self.me else 0.9)

    def value(self, b: FastBoard) -> float:
        self.evals += 1
        self.work.spend(1)
        me = self.me
        alive = b.alive()
        if me in b.out:
            return -OUT
        trees = b.trees()
        a = self.prof.alpha
        if len(alive) <= 1 or not trees:
            # the match is over: the squares, and the win (shared by a tie)
            _, ctl = self.scores(b)
            best = max(ctl[s] for s in alive)
            winners = [me] if len(alive) <= 1 else [s for s in alive if ctl[s] == best]
            share = 1.0 / len(winners) if me in winners else 0.0
            others = [ctl[s] for s in alive if s != me]
            agg = a * max(others) + (1 - a) * sum(others) / len(others) if others else 0.0
            edge = share - 1.0 / self.seats0
            if self.weary:     # a long match: losing now is no worse than later, and over
                return W_FORT * (ctl[me] - agg) + WIN * max(0.0, edge) + WIN / 2
            return W_FORT * (ctl[me] - agg) + WIN * edge
        score, ctl = self.scores(b)
        opp = [score[s] for s in alive if s != me]
        v = score[me] - (a * max(opp) + (1 - a) * sum(opp) / len(opp))
        if self.end_bonus[me]:
            v += (self.end_bonus[me] + END_PULL) * (self.t0 - len(trees))
        return v
