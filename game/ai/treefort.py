"""Treefort Nations bots: random, easy, medium, hard.

Bots see only `(view, legal actions)`; nothing in Treefort Nations is hidden,
so the board is rebuilt from the view (`board_of_view`) and every
hypothetical is played on copies of it with the rules' own `Board` (walks,
platform refusals). The dice to come are the only unknowns: the searching
bots treat them as chance. All their randomness comes from `bot_rng`.

- random: uniform over the legal actions.
- easy: a greedy player with rules of thumb. It cuts when it stands on a tree
  and carries nothing, builds the biggest platform it can when it stands on a
  tree with lumber (touching its own fort if it can), otherwise walks towards
  the nearest tree (the nearest big one when it carries nothing); a monkey
  alone on its fort stays there while the others work; it fires at what is
  nearest when it happens to ride a catapult, braces with every monkey and
  brings in a new monkey when it has lost one.
- medium: a one-ply evaluator. Every candidate decision (a monkey to use, an
  action, a walk) is scored by the position value below on the state it
  leads to; the move roll is not searched: it assumes a roll of 3 when it
  plans a monkey's go, and shot outcomes count by their chances. It braces
  with every monkey it can.
- hard: plans each monkey's go as an expectimax over the move roll (1-6, a
  max over every square it may end on for each roll, then the best action
  there) and over the shot outcomes (the defender's bracing included), both
  orders (walk then act, act then walk); picks its monkeys by the expected
  gain of their go; weighs recruiting against the turn it costs; values the
  threats of every catapult in range (its own against the opponents, theirs
  against its platforms and monkeys); braces a platform under fire with the
  monkeys that matter, keeping some back when a second catapult of the
  attacker can still fire at it this turn.

The position value (`Evaluator`) is in fort squares x 10. For each seat: the
platform squares in forts it controls (the score), a share of abandoned forts
it could reach first, for each monkey its worth, its lumber and the best tree
it can reach (cut for lumber, or build on, more when that extends a fort it
holds; discounted per expected turn of walking), minus the expected loss to
the catapults in range. A tree promises no bigger a platform than there is
room for now (`Evaluator.room`: other seats' monkeys crowding round it, forts
and catapults in the way), else a monkey in the tree waits for ever for a
platform it can't build. The bot's value is its own minus a mix of the best
and the mean opponent. A finished match is worth its result.

After LATE_ROUNDS rounds the searching bots hold their fire and build no more
catapults: every shot resets the quiet count (and may uncover trees), so a
match that long then ends by the trees or the quiet end, never at the rules'
safety stop.

Work is counted, never timed (`Work`): one unit per position evaluated and
WALK_COST per set of walks worked out; a decision stops looking at
candidates when its budget is spent and keeps the best found so far.
"""
from __future__ import annotations

import math
from collections import deque
from dataclasses import dataclass
from typing import Any, Iterable, Mapping, Sequence

from game.ai.base import RandomBot, Work, bot_rng
from game.core.actions import Action
from game.core.grid import Cell, placements
from game.rules.treefort.actions import (Attack, Brace, Catapult, Cut, Done, PlaceCoin,
                                         PlaceMonkey, Platform, Recruit, Roll, Use, Walk)
from game.rules.treefort.board import PLATFORM, TREE, Board, Monkey
from game.rules.treefort.board import Walk as BoardWalk
from game.rules.treefort.shots import destroy_chance, hit_chance
from game.rules.treefort.trees import LUMBER, MAX_LUMBER, supports

# --------------------------------------------------------------------------- values
W_FORT = 10.0       # a platform square in a fort the seat controls
W_LUMBER = 5.0      # a square of lumber carried
W_MONKEY = 14.0     # a monkey on the board
W_CATAPULT = 3.0    # riding a catapult (the shots it threatens count apart)
CLAIM = 0.95        # the most an abandoned fort is worth to a seat that can get back to it
RATE = 1.5          # trees gone per turn (to guess how many rounds are left)
KEEP_TREES = 4      # trees remembered per monkey (to share them out among its seat's monkeys)
LONE_POT = 0.25     # what a tree promises a monkey that stands guard on its fort
END_TREE = 60.0     # to a seat ahead on fort squares, each tree promises this / trees left
GUARD_TAX = 8.0     # each fort a seat holds beyond its first (a monkey stands guard on it)
POT_W = 0.8         # weight of what a monkey's best reachable tree promises
GAMMA = 0.8         # discount per expected turn of walking (3.5 squares)
END_PULL = 2.0      # each tree gone, for a seat ahead on fort squares (ending pays)
WIN = 1000.0        # a finished match: its squares, plus this times (share of the win - fair share)
OUT = 500.0         # all the seat's monkeys gone
WEARY_ROUNDS = 40   # after this many rounds every seat wants the match over,
WEARY_QUIET = 5     # ... or after this many rounds without a cut, build or shot (half the
                    # way to the stalled end, which scores the same)
LATE_ROUNDS = 100   # after this many rounds the bots hold their fire (and build no catapults):
                    # every shot resets the quiet count, so a match this long ends by the
                    # trees or the quiet end, never at the rules' safety stop (300 rounds)
WALK_COST = 2       # work units of working out one monkey's walks
RESERVE = 64        # work kept back for finishing the candidates begun (`Planner.out_of_work`)
PRUNE_OVER = 12     # more walks than this: only some get a full look (`Planner._prune`)
PER_STEP = 3        # ... the best few for each number of steps
FORT_PROXY = 6.0    # ... where ending on a platform square counts this much

SHAPES_BY_SIZE: dict[int, tuple[str, ...]] = {
    4: ("I-tetromino", "O-tetromino", "T-tetromino", "S-tetromino", "L-tetromino"),
    3: ("I-tromino", "L-tromino"),
    2: ("domino",),
    1: ("monomino",),
}
GAMMA_TAB = tuple(GAMMA ** (d / 3.5) for d in range(200))
GAMMA_CLAIM = tuple(0.9 ** (d / 3.5) for d in range(200))   # an abandoned fort d steps away
RACE = 6.0          # steps ahead in the race to an abandoned fort that make it nearly sure
FAR = 10 ** 6


@dataclass(frozen=True)
class Profile:
    budget: int             # work units per decision
    expectimax: bool        # over the move roll (hard); else an assumed roll (medium)
    assumed_roll: int       # the roll medium plans with
    threat: bool            # catapults in range count in the position value
    shapes: int             # platform placements weighed per tree
    targets: int            # targets weighed per catapult
    act_first: int          # actions weighed as "act, then walk"
    smart_brace: bool       # keeps braces back for a second shot
    alpha: float            # weight of the best opponent (the rest: the mean)


PROFILES = {
    "medium": Profile(budget=1500, expectimax=False, assumed_roll=3, threat=False, shapes=2,
                      targets=2, act_first=1, smart_brace=False, alpha=0.5),
    "hard": Profile(budget=4000, expectimax=True, assumed_roll=3, threat=True, shapes=3,
                    targets=3, act_first=1, smart_brace=True, alpha=0.7),
}


# --------------------------------------------------------------------------- geometry
class Geo:
    """The board's squares by index, and walking distances over them (other
    monkeys and forts ignored), worked out once per square and kept."""

    def __init__(self, cells: Iterable[Cell]):
        self.cells = sorted(cells)
        self.index = {c: i for i, c in enumerate(self.cells)}
        self.nbrs = [[self.index[n] for n in c.neighbours() if n in self.index]
                     for c in self.cells]
        self._fields: dict[int, list[int]] = {}
        self._multi: dict[frozenset[int], list[int]] = {}

    def field(self, cell: Cell) -> list[int]:
        """Steps from `cell` to every square (FAR: no way)."""
        i = self.index[cell]
        f = self._fields.get(i)
        if f is None:
            f = self.multi([i])
            self._fields[i] = f
        return f

    def multi_cached(self, sources: Iterable[int]) -> list[int]:
        """`multi`, kept for the next decisions (forts change slowly)."""
        key = frozenset(sources)
        got = self._multi.get(key)
        if got is None:
            if len(self._multi) > 512:
                self._multi.clear()
            got = self._multi[key] = self.multi(key)
        return got

    def multi(self, sources: Iterable[int]) -> list[int]:
        dist = [FAR] * len(self.cells)
        q: deque[int] = deque()
        for i in sources:
            dist[i] = 0
            q.append(i)
        nbrs = self.nbrs
        while q:
            i = q.popleft()
            d = dist[i] + 1
            for j in nbrs[i]:
                if dist[j] > d:
                    dist[j] = d
                    q.append(j)
        return dist


_GEOS: dict[tuple, tuple[dict[Cell, int | None], Geo]] = {}


def _layout(view: Mapping[str, Any]) -> tuple[dict[Cell, int | None], Geo]:
    key = tuple(tuple(r) for r in view["owner"])
    got = _GEOS.get(key)
    if got is None:
        owner = {Cell(x, y): o for x, y, o in view["owner"]}
        got = (owner, Geo(owner))
        if len(_GEOS) > 32:
            _GEOS.clear()
            _PIECES.clear()
        _GEOS[key] = got
    return got


# --------------------------------------------------------------------------- the board
class FastBoard(Board):
    """The rules' Board with the platform squares indexed (a bot mutates its
    copies only through `touch`-ing helpers below, so the index stays true)."""

    _cov: dict[Cell, int] | None = None
    _forts: list[frozenset[Cell]] | None = None
    _trees: dict[Cell, str] | None = None
    _tkey: frozenset[Cell] | None = None
    _tkey_of: dict[Cell, str] | None = None
    _extra: list[Cell] | None = None
    _extra_of: dict[Cell, str] | None = None
    out: frozenset[int] = frozenset()
    players: int = 0

    def touch(self) -> None:
        self._cov = None
        self._forts = None
        self._trees = None

    def cov(self) -> dict[Cell, int]:
        if self._cov is None:
            self._cov = {c: pid for pid, cells in self.platforms.items() for c in cells}
        return self._cov

    def platform_at(self, cell: Cell) -> int | None:
        return self.cov().get(cell)

    def kind(self, cell: Cell) -> str:
        if cell in self.cov():
            return PLATFORM
        return TREE if cell in self.coins else "ground"

    def covered(self) -> set[Cell]:
        return set(self.cov())

    def trees(self) -> dict[Cell, str]:
        if self._trees is None:
            cov = self.cov()
            self._trees = {c: coin for c, coin in self.coins.items() if c not in cov}
        return self._trees

    def forts(self) -> list[frozenset[Cell]]:
        if self._forts is None:
            key = frozenset(self.platforms.items())
            got = _FORT_MEMO.get(key)
            if got is None:
                if len(_FORT_MEMO) > 4096:
                    _FORT_MEMO.clear()
                got = _FORT_MEMO[key] = fort_groups(self.cov())
            self._forts = got
        return self._forts

    def fork(self) -> FastBoard:
        b = FastBoard(self.owner, dict(self.coins), dict(self.platforms), set(self.sleeves),
                      {k: Monkey(m.id, m.seat, m.cell, m.lumber, m.riding)
                       for k, m in self.monkeys.items()}, self.next_id)
        b._cov, b._forts, b._trees = self._cov, self._forts, self._trees
        b.out, b.players = self.out, self.players
        return b

    def alive(self) -> list[int]:
        return [s for s in range(self.players) if s not in self.out]


_FORT_MEMO: dict[frozenset, list[frozenset[Cell]]] = {}


def fort_groups(cells: Iterable[Cell]) -> list[frozenset[Cell]]:
    """The rules' forts (`grid.components`: squares that touch, ordered by
    their smallest square), without building neighbour lists."""
    todo = set(cells)
    groups: list[frozenset[Cell]] = []
    for seed in sorted(todo):
        if seed not in todo:
            continue
        todo.discard(seed)
        group, stack = [seed], [seed]
        while stack:
            x, y = stack.pop()
            for n in ((x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y)):
                if n in todo:
                    todo.discard(n)
                    c = Cell(*n)
                    group.append(c)
                    stack.append(c)
        groups.append(frozenset(group))
    return groups


def board_of_view(view: Mapping[str, Any]) -> FastBoard:
    owner, _ = _layout(view)
    b = FastBoard(owner, {Cell(x, y): coin for x, y, coin in view["coins"]},
                  {p["id"]: frozenset(Cell(*c) for c in p["cells"]) for p in view["platforms"]},
                  {Cell(*c) for c in view["sleeves"]},
                  {m["id"]: Monkey(m["id"], m["seat"], Cell(*m["cell"]), m["lumber"], m["riding"])
                   for m in view["monkeys"]},
                  view["next_id"])
    b.out = frozenset(view["out"])
    b.players = view["players"]
    return b


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


# --------------------------------------------------------------------------- mutations
def do_walk(b: FastBoard, mid: int, w: BoardWalk) -> None:
    m = b.monkeys[mid]
    if w.dismounted_at is not None:
        b.sleeves.add(w.dismounted_at)
    if w.mounted_at is not None:
        b.sleeves.discard(w.mounted_at)
    m.cell, m.riding = w.cell, w.riding


def undo_walk(b: FastBoard, mid: int, w: BoardWalk, cell: Cell, riding: bool) -> None:
    m = b.monkeys[mid]
    if w.mounted_at is not None:
        b.sleeves.add(w.mounted_at)
    if w.dismounted_at is not None:
        b.sleeves.discard(w.dismounted_at)
    m.cell, m.riding = cell, riding


def do_cut(b: FastBoard, mid: int) -> None:
    m = b.monkeys[mid]
    coin = b.coins.pop(m.cell)
    m.lumber = min(MAX_LUMBER, m.lumber + LUMBER[coin])
    b._trees = None


def do_platform(b: FastBoard, mid: int, cells: frozenset[Cell]) -> None:
    m = b.monkeys[mid]
    b.platforms[b.next_id] = cells
    b.next_id += 1
    m.lumber -= len(cells)
    b.touch()


def do_catapult(b: FastBoard, mid: int) -> None:
    m = b.monkeys[mid]
    m.lumber -= 2
    m.riding = True


def do_destroy(b: FastBoard, pid: int) -> None:
    cells = b.platforms.pop(pid)
    b.sleeves -= cells
    for k in [k for k, m in b.monkeys.items() if m.cell in cells]:
        del b.monkeys[k]
    b.touch()
    _outs(b)


def do_kill(b: FastBoard, mid: int) -> None:
    del b.monkeys[mid]
    _outs(b)


def _outs(b: FastBoard) -> None:
    have = {m.seat for m in b.monkeys.values()}
    b.out = frozenset(b.out | {s for s in range(b.players) if s not in have})


# --------------------------------------------------------------------------- evaluation
class Evaluator:
    """The position value for seat `me` (see the module's docstring), with
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

# --------------------------------------------------------------------------- candidates
_PIECES: dict[tuple[int, Cell], list[tuple[int, frozenset[Cell]]]] = {}


def _pieces_at(owner: Mapping[Cell, Any], cell: Cell) -> list[tuple[int, frozenset[Cell]]]:
    """Every placement of every piece on the board that covers `cell`, biggest
    first (`grid.placements`), kept per board and square."""
    key = (id(owner), cell)
    got = _PIECES.get(key)
    if got is None:
        if len(_PIECES) > 20_000:
            _PIECES.clear()
        got = [(size, shape) for size in range(4, 0, -1) for name in SHAPES_BY_SIZE[size]
               for shape in placements(name, cell, owner)]
        _PIECES[key] = got
    return got


def platform_shapes(b: FastBoard, mid: int, keep: int, no_build: set[Cell],
                    mine_adj: Mapping[Cell, int]) -> list[frozenset[Cell]]:
    """The most promising platforms monkey `mid` may build where it stands:
    those that join its own fort first (`mine_adj`: squares next to it, with
    how many of its squares each touches), then the biggest, then those that
    cover fewer extra trees. Each is checked against the rules."""
    m = b.monkeys[mid]
    here = m.cell
    if m.lumber < 1 or b.kind(here) != TREE:
        return []
    cov = b.cov()
    others = {o.cell for o in b.monkeys.values() if o.id != mid}
    trees = b.trees()
    scored: list[tuple[float, tuple, frozenset[Cell]]] = []
    for size, shape in _pieces_at(b.owner, here):
        if size > m.lumber:
            continue
        if any(c in cov or c in others or c in b.sleeves or c in no_build for c in shape):
            continue
        if not supports([b.coins[c] for c in shape if c in b.coins], size):
            continue
        joins = sum(mine_adj.get(c, 0) for c in shape)
        extra = sum(1 for c in shape if c != here and c in trees)
        score = 100.0 * size + (150.0 if joins else 0.0) + joins - 8.0 * extra
        scored.append((-score, tuple(sorted(shape)), shape))
    scored.sort(key=lambda x: (x[0], x[1]))
    biggest = max((len(x[2]) for x in scored), default=0)
    out: list[frozenset[Cell]] = []
    tried_big = False
    for _, _, shape in scored:
        if len(out) >= keep and tried_big:
            break
        if len(out) >= keep and len(shape) < biggest:
            continue
        if b.platform_refusal(mid, shape) is None:
            if len(out) < keep or not tried_big:
                out.append(shape)
            if len(shape) == biggest:
                tried_big = True
    return out


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


# --------------------------------------------------------------------------- the planner
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


# --------------------------------------------------------------------------- bracing
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


# --------------------------------------------------------------------------- set-up
def place_monkey(view: Mapping[str, Any], legal: Sequence[PlaceMonkey], seat: int) -> Action:
    """A square near big trees and away from its own monkeys."""
    _, geo = _layout(view)
    trees = {Cell(x, y): coin for x, y, coin in view["coins"]}
    own = [Cell(*m["cell"]) for m in view["monkeys"] if m["seat"] == seat]
    best, pick = -1e18, legal[0]
    for a in legal:
        c = Cell(*getattr(a, "cell"))
        i = geo.index[c]
        vals = sorted((LUMBER[coin] * GAMMA_TAB[min(199, geo.field(t)[i])]
                       for t, coin in trees.items()), reverse=True)
        v = sum(vals[:3])
        for o in own:
            d = abs(o.x - c.x) + abs(o.y - c.y)
            v -= 3.0 / (1 + d)
        if v > best + 1e-9:
            best, pick = v, a
    return pick


def place_coin(view: Mapping[str, Any], legal: Sequence[PlaceCoin], seat: int) -> Action:
    """Own coins in a loose cluster, deep in its own grid (away from catapults)."""
    owner = {Cell(x, y): o for x, y, o in view["owner"]}
    mine = [Cell(x, y) for x, y, coin in view["coins"] if owner.get(Cell(x, y)) == seat]
    best, pick = -1e18, legal[0]
    for a in legal:
        c = Cell(*getattr(a, "cell"))
        depth = min([abs(c.x - o.x) + abs(c.y - o.y) for o, s in owner.items() if s != seat]
                    or [8])
        v = 2.0 * min(depth, 5)
        for t in mine:
            d = abs(t.x - c.x) + abs(t.y - c.y)
            v += 3.0 if d == 2 else (1.0 if d == 3 else (-1.0 if d == 1 else 0.0))
        if v > best + 1e-9:
            best, pick = v, a
    return pick


# --------------------------------------------------------------------------- bots
class TreefortBot:
    """The searching bots (medium, hard)."""

    def __init__(self, kind: str, seat: int, seed: int):
        self.kind = kind
        self.seat = seat
        self.prof = PROFILES[kind]
        self.rng = bot_rng(seed, seat, kind)
        self.last_work: dict[str, int] = {"work": 0}
        self._plan: tuple[Any, Action] | None = None

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        work = Work(self.prof.budget)
        a = self._choose(view, legal, work)
        self.last_work = {"work": work.used}
        if a in legal:
            return a
        if isinstance(a, Walk) and legal and isinstance(legal[0], Walk):
            return legal[0]
        return Done() if Done() in legal else legal[0]

    def _choose(self, view: dict[str, Any], legal: list[Action], work: Work) -> Action:
        if len(legal) == 1:
            return legal[0]
        a0 = legal[0]
        if isinstance(a0, PlaceMonkey):
            return place_monkey(view, legal, self.seat)  # type: ignore[arg-type]
        if isinstance(a0, PlaceCoin):
            return place_coin(view, legal, self.seat)  # type: ignore[arg-type]
        if isinstance(a0, Brace):
            return self._brace(view, legal)
        plan = Planner(self.prof, self.seat, view, work)
        if view["roll"] is not None:
            return self._walk(plan, view, legal)
        cur = view["current"]
        if cur is None:
            a, plans = plan.choose_monkey(legal)
            if isinstance(a, Use) and a.monkey in plans:
                self._plan = (self._key(view, a.monkey), plans[a.monkey])
            return a
        key = self._key(view, cur)
        if self._plan is not None and self._plan[0] == key:
            first = self._plan[1]
            self._plan = None
            if first in legal:
                return first
        if view["acted"] and not view["moved"]:
            return Roll()
        _, first = plan.monkey_go(plan.board, cur, not view["moved"], not view["acted"])
        return first

    @staticmethod
    def _key(view: Mapping[str, Any], mid: int) -> tuple:
        return (view["turns"], mid, view["moved"], view["acted"],
                tuple((m["id"], tuple(m["cell"]), m["lumber"], m["riding"])
                      for m in view["monkeys"]),
                len(view["coins"]), len(view["platforms"]), len(view["sleeves"]))

    def _walk(self, plan: Planner, view: Mapping[str, Any], legal: list[Action]) -> Action:
        mid = view["current"]
        rows = plan.walk_rows(plan.board, mid, not view["acted"], view["roll"])
        best = max(rows, key=lambda r: r[1])
        w = best[3]
        if best[4] is not None:
            self._plan = None
        return Walk(tuple((c.x, c.y) for c in w.path), w.dismount_step, w.mount_step)

    def _brace(self, view: Mapping[str, Any], legal: list[Action]) -> Action:
        p = view["pending"]
        able = list(p["able"])
        if not self.prof.smart_brace:
            k = len(able)
        else:
            b = board_of_view(view)
            pid = p["platform"]
            squares = len(b.platforms[pid])
            k = brace_count(float(hit_chance(p["modifier"])), squares, len(able),
                            second_shot(view, b, pid))
        want = Brace(tuple(able[:k]))
        return want if want in legal else max(legal, key=lambda a: len(getattr(a, "monkeys", ())))


class EasyBot:
    """Rules of thumb: cut, build, walk to trees (see the module's docstring)."""

    def __init__(self, seat: int, seed: int):
        self.seat = seat
        self.rng = bot_rng(seed, seat, "easy")
        self.last_work: dict[str, int] = {"work": 0}

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        a = self._choose(view, legal)
        return a if a in legal else (Done() if Done() in legal else legal[0])

    def _choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        a0 = legal[0]
        if isinstance(a0, PlaceMonkey):
            b = board_of_view(view)
            near = [a for a in legal if any(n in b.coins for n in Cell(*getattr(a, "cell")).neighbours())]
            return self.rng.choice(near or legal)
        if isinstance(a0, PlaceCoin):
            return self.rng.choice(legal)
        if isinstance(a0, Brace):
            return max(legal, key=lambda a: len(getattr(a, "monkeys", ())))
        b = board_of_view(view)
        me = self.seat
        cur = view["current"]
        if view["roll"] is not None:
            return self._walk(view, b, legal, cur)
        if cur is None:
            recruits = [a for a in legal if isinstance(a, Recruit)]
            if recruits and self.rng.random() < 0.5:
                on_tree = [a for a in recruits if Cell(*getattr(a, "cell")) in b.coins]
                return self.rng.choice(on_tree or recruits)
            uses = [a for a in legal if isinstance(a, Use)]
            busy = [a for a in uses if not self._guard(b, a.monkey)]
            if not busy:
                return Done()
            in_tree = [a for a in busy if b.monkeys[a.monkey].cell in b.trees()]
            return in_tree[0] if in_tree else self.rng.choice(busy)
        m = b.monkeys[cur]
        if not view["acted"]:
            act = self._act(b, legal, m)
            if act is not None:
                return act
        if not view["moved"] and Roll() in legal:
            return Roll()
        return Done()

    def _guard(self, b: FastBoard, mid: int) -> bool:
        """Alone on its own fort, with two other monkeys free to work: it stays."""
        m = b.monkeys[mid]
        fort = b.fort_of(m.cell)
        if fort is None:
            return False
        if sum(1 for o in b.monkeys.values() if o.cell in fort) > 1:
            return False
        free = [o for o in b.seat_monkeys(m.seat) if o.id != mid and b.fort_of(o.cell) is None]
        return len(free) >= 2

    def _act(self, b: FastBoard, legal: list[Action], m: Monkey) -> Action | None:
        plats = [a for a in legal if isinstance(a, Platform)]
        if plats:
            mine: set[Any] = set()
            for f in b.forts():
                if b.controller(f) == self.seat:
                    mine |= f

            def key(a: Platform):
                joins = any(Cell(*n) in mine for c in a.cells for n in Cell(*c).neighbours())
                return (len(a.cells), joins)
            return max(plats, key=key)
        if Cut() in legal and m.lumber < MAX_LUMBER:
            return Cut()
        shots = [a for a in legal if isinstance(a, Attack)]
        if shots:
            return min(shots, key=lambda a: max(abs(a.target[0] - m.cell.x),
                                                abs(a.target[1] - m.cell.y)))
        return None

    def _walk(self, view: Mapping[str, Any], b: FastBoard, legal: list[Action], mid: int
              ) -> Action:
        _, geo = _layout(view)
        m = b.monkeys[mid]
        trees = b.trees()
        if m.lumber == 0:
            goals = [t for t, coin in trees.items() if LUMBER[coin] >= 3] or list(trees)
        else:
            held = {c for f in b.forts() if b.controller(f) not in (None, self.seat) for c in f}
            goals = [t for t in trees if not any(n in held for n in [t, *t.neighbours()])]
            goals = goals or list(trees)
        if not goals:
            return Walk(())
        field = geo.multi(geo.index[t] for t in goals)
        start = geo.index[m.cell]

        def score(a: Walk) -> tuple:
            end = Cell(*a.path[-1]) if a.path else m.cell
            return (field[geo.index[end]], len(a.path), a.path)
        walks = [a for a in legal if isinstance(a, Walk)]
        best = min(walks, key=score)
        if field[geo.index[Cell(*best.path[-1]) if best.path else m.cell]] >= field[start]:
            return Walk(()) if Walk(()) in legal else best
        return best


def make_bot(kind: str, seat: int, seed: int) -> Any:
    if kind == "random":
        return RandomBot(seat, seed)
    if kind == "easy":
        return EasyBot(seat, seed)
    if kind in PROFILES:
        return TreefortBot(kind, seat, seed)
    raise ValueError(f"no Treefort Nations bot of kind {kind!r}")
