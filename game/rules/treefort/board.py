"""The Great Wood as data: squares, trees, platforms, catapults, monkeys, forts.

  owner      every board square -> its territory's seat, or None (neutral)
  coins      every coin still in the game, by square; a coin under a platform
             is not a tree while the platform stands, and is one again when
             the platform goes (demolished or destroyed)
  platforms  by id: the squares each covers (sturdiness = their number)
  sleeves    squares holding an abandoned catapult (one at most per square)
  monkeys    by id: seat, square, lumber carried (0-4), riding a catapult?

A square is a *platform* square when a platform covers it, else a *tree*
square when a coin lies on it, else a *ground* square. Platforms touching
orthogonally form one fort; a fort is controlled by the seat whose monkeys
stand on it (None: abandoned).

Walking (`walks`): orthogonal steps up to the die, never into another
monkey's square or a fort an opponent controls. A rider keeps to the kind of
square its catapult was built on: a ground catapult never enters a tree or
platform square, a platform catapult never a ground or tree square. Mounting
an abandoned catapult and dismounting (leaving the sleeve behind) are free,
but only while walking. Pure Python, no pygame.
"""
from __future__ import annotations

import copy
from collections import deque
from dataclasses import dataclass, field
from typing import Iterable, Mapping

from game.core.grid import Cell, components, identify, touching

from .shots import in_range, line_modifier
from .trees import MAX_PLATFORM, support_refusal

GROUND, TREE, PLATFORM = "ground", "tree", "platform"


@dataclass
class Monkey:
    id: int
    seat: int
    cell: Cell
    lumber: int = 0
    riding: bool = False


@dataclass(frozen=True)
class Walk:
    """One way a monkey may end its move: where, how many steps, riding or
    not at the end, and the squares it passes (start excluded)."""
    cell: Cell
    steps: int
    riding: bool
    path: tuple[Cell, ...]
    mounted_at: Cell | None = None       # where it took up an abandoned catapult
    dismounted_at: Cell | None = None    # where it left its catapult
    mount_step: int = -1                 # after how many steps (-1: never)
    dismount_step: int = -1


@dataclass
class Board:
    owner: Mapping[Cell, int | None]
    coins: dict[Cell, str] = field(default_factory=dict)
    platforms: dict[int, frozenset[Cell]] = field(default_factory=dict)
    sleeves: set[Cell] = field(default_factory=set)
    monkeys: dict[int, Monkey] = field(default_factory=dict)
    next_id: int = 1

    # --- squares --------------------------------------------------------------------
    def platform_at(self, cell: Cell) -> int | None:
        for pid, cells in self.platforms.items():
            if cell in cells:
                return pid
        return None

    def kind(self, cell: Cell) -> str:
        if self.platform_at(cell) is not None:
            return PLATFORM
        return TREE if cell in self.coins else GROUND

    def trees(self) -> dict[Cell, str]:
        """The coins that are trees now (not under a platform)."""
        covered = self.covered()
        return {c: coin for c, coin in self.coins.items() if c not in covered}

    def has_trees(self) -> bool:
        """Whether any coin is still a tree (bool(trees()), without building it)."""
        if not self.platforms:
            return bool(self.coins)
        covered = self.covered()
        return any(c not in covered for c in self.coins)

    def covered(self) -> set[Cell]:
        return {c for cells in self.platforms.values() for c in cells}

    def coins_under(self, cells: Iterable[Cell]) -> list[str]:
        return [self.coins[c] for c in sorted(cells) if c in self.coins]

    def monkey_at(self, cell: Cell) -> Monkey | None:
        for m in self.monkeys.values():
            if m.cell == cell:
                return m
        return None

    def seat_monkeys(self, seat: int) -> list[Monkey]:
        return [m for m in self.monkeys.values() if m.seat == seat]

    # --- forts --------------------------------------------------------------------------
    def forts(self) -> list[frozenset[Cell]]:
        """Every fort: the platform squares that touch, as one group each."""
        return components(self.covered())

    def fort_of(self, cell: Cell) -> frozenset[Cell] | None:
        for fort in self.forts():
            if cell in fort:
                return fort
        return None

    def controller(self, fort: frozenset[Cell]) -> int | None:
        """The seat whose monkeys stand on the fort (None: abandoned). Monkeys of
        two seats can't share a fort: nobody may walk onto a fort an opponent
        controls or build next to one."""
        seats = {m.seat for m in self.monkeys.values() if m.cell in fort}
        if len(seats) > 1:
            raise AssertionError(f"a fort held by seats {sorted(seats)} at once")
        return next(iter(seats), None)

    def fort_squares(self, seat: int) -> int:
        """The score: platform squares in forts `seat` controls."""
        return sum(len(f) for f in self.forts() if self.controller(f) == seat)

    def held_against(self, seat: int) -> set[Cell]:
        """Platform squares of forts an opponent of `seat` controls."""
        out: set[Cell] = set()
        for f in self.forts():
            c = self.controller(f)
            if c is not None and c != seat:
                out |= f
        return out

    # --- walking ------------------------------------------------------------------------
    def walks(self, mid: int, roll: int) -> dict[tuple[Cell, bool], Walk]:
        """Every (square, riding) a monkey may end its move on with this roll,
        each with the fewest steps and one path there (breadth first, so the
        same every time). Staying put is always there. A rider may roll past an
        empty catapult but not stop on it (one catapult a square)."""
        return {(e[0], e[2]): Walk(*e) for e in self.walk_ends(mid, roll)}

    def walk_ends(self, mid: int, roll: int) -> list[tuple]:
        """`walks` as plain tuples in Walk's field order (cell, steps, riding,
        path, mounted_at, dismounted_at, mount_step, dismount_step), one per
        (square, riding) in the order found: what the legal actions are made
        from, without building a Walk for each (a frozen dataclass costs eight
        attribute sets to build)."""
        m = self.monkeys[mid]
        blocked = {o.cell for o in self.monkeys.values() if o.id != mid}
        blocked |= self.held_against(m.seat)
        covered, coins, sleeves, owner = self.covered(), self.coins, self.sleeves, self.owner

        if not m.riding and not sleeves:
            # on foot with no catapult to take up: a plain search by squares,
            # the same walks in the same order as the full one below
            found: list[tuple] = [(m.cell, 0, False, (), None, None, -1, -1)]
            reached = {m.cell}
            k = 0
            while k < len(found):
                cell, steps, _, path = found[k][:4]
                k += 1
                if steps == roll:
                    continue
                for n in cell.neighbours():
                    if n in owner and n not in blocked and n not in reached:
                        reached.add(n)
                        found.append((n, steps + 1, False, path + (n,), None, None, -1, -1))
            return found

        def kind(c: Cell) -> str:  # self.kind, with the platforms' squares gathered once
            return PLATFORM if c in covered else TREE if c in coins else GROUND
        # a rider's catapult keeps the kind of square it stands on
        ride_kind = kind(m.cell) if m.riding else None
        first: tuple = (m.cell, 0, m.riding, (), None, None, -1, -1)
        ends: dict[tuple[Cell, bool], tuple] = {}
        # state: cell, riding, the kind its catapult keeps to, a sleeve taken from the start
        queue: deque[tuple[tuple, str | None]] = deque([(first, ride_kind)])
        seen: set[tuple] = {(m.cell, m.riding, ride_kind, False)}
        push, mark = queue.append, seen.add
        while queue:
            w, rk = queue.popleft()
            cell, steps, riding, path, mounted_at, dismounted_at, mount_step, dismount_step = w
            if not (riding and cell in sleeves and cell != mounted_at):
                if (cell, riding) not in ends:           # a rider may pass an empty catapult
                    ends[(cell, riding)] = w
            # mounting an abandoned catapult here, or dismounting: free
            key: tuple
            if riding and cell not in sleeves and cell != mounted_at and dismounted_at is None:
                key = (cell, False, None, True)
                if key not in seen:
                    mark(key)
                    push(((cell, steps, False, path, mounted_at, cell, mount_step, steps), None))
            elif not riding and cell in sleeves and cell != dismounted_at \
                    and mounted_at is None:
                here = kind(cell)
                if here != TREE:
                    key = (cell, True, here, dismounted_at is not None)
                    if key not in seen:
                        mark(key)
                        push(((cell, steps, True, path, cell, dismounted_at, steps,
                               dismount_step), here))
            if steps == roll:
                continue
            away = dismounted_at is not None
            for n in cell.neighbours():
                if n not in owner or n in blocked:
                    continue
                if riding and kind(n) != rk:
                    continue                            # a catapult keeps to its kind
                key = (n, riding, rk, away)
                if key not in seen:
                    mark(key)
                    push(((n, steps + 1, riding, path + (n,), mounted_at, dismounted_at,
                           mount_step, dismount_step), rk))
        return list(ends.values())

    def walk_refusal(self, mid: int, roll: int, path: tuple[Cell, ...],
                     dismount: int = -1, mount: int = -1) -> str | None:
        """Why this exact walk is not allowed (None: it is). `path` is the squares
        entered in order; `dismount` / `mount` are the number of steps taken when
        the monkey gets off its catapult / onto an abandoned one (-1: never)."""
        m = self.monkeys[mid]
        if len(path) > roll:
            return f"You rolled {roll}: that is {len(path)} squares."
        others = {o.cell for o in self.monkeys.values() if o.id != mid}
        barred = self.held_against(m.seat)
        riding, rk = m.riding, (self.kind(m.cell) if m.riding else None)
        if dismount >= 0 and not riding:
            return "That monkey has no catapult to get off."
        if mount >= 0 and dismount >= 0 and mount <= dismount:
            return "Get off your own catapult before taking another one."
        cell = m.cell
        mounted_at = None
        for i in range(len(path) + 1):
            if i == dismount:
                if cell in self.sleeves:
                    return "A catapult already stands there."
                riding, rk = False, None
            if i == mount:
                if cell not in self.sleeves:
                    return "There is no empty catapult there."
                riding, rk, mounted_at = True, self.kind(cell), cell
            if i == len(path):
                if riding and cell in self.sleeves and cell != mounted_at:
                    return "An empty catapult stands there: a catapult can't stop on it."
                break
            n = path[i]
            if n not in cell.neighbours():
                return "Monkeys walk one square at a time, never diagonally."
            if n not in self.owner:
                return "That is off the board."
            if n in others:
                return "Another monkey is there."
            if n in barred:
                return "An opponent holds that fort."
            if riding and self.kind(n) != rk:
                return {GROUND: "Get off the catapult first: it stays on the ground.",
                        PLATFORM: "Get off the catapult first: it stays on its fort."}.get(
                            rk or "", "Get off the catapult first: it can't go into a tree.")
            cell = n
        if dismount > len(path) or mount > len(path):
            return "That walk ends before it."
        return None

    # --- actions: why not --------------------------------------------------------------
    def cut_refusal(self, mid: int) -> str | None:
        m = self.monkeys[mid]
        if self.kind(m.cell) != TREE:
            return "There is no tree here to cut."
        return None

    def catapult_refusal(self, mid: int) -> str | None:
        m = self.monkeys[mid]
        if m.riding:
            return "This monkey already rides a catapult."
        if self.kind(m.cell) == TREE:
            return "A catapult can't be built in a tree."
        if m.cell in self.sleeves:
            return "A catapult already stands here."
        if m.lumber < 2:
            return "A catapult takes 2 lumber."
        return None

    def platform_refusal(self, mid: int, cells: Iterable[Cell]) -> str | None:
        """Why monkey `mid` can't build a platform over `cells` (None: it can)."""
        m, shape = self.monkeys[mid], frozenset(cells)
        if self.kind(m.cell) != TREE:
            return "A platform is built by a monkey in a tree."
        if m.cell not in shape:
            return "The platform must cover the builder's tree."
        if not 1 <= len(shape) <= MAX_PLATFORM or identify(shape) is None:
            return "A platform is one piece of 1 to 4 squares, joined side to side."
        if len(shape) > m.lumber:
            return f"This monkey carries {m.lumber} lumber: not enough for {len(shape)} squares."
        if any(c not in self.owner for c in shape):
            return "That hangs off the board."
        if shape & self.covered():
            return "That overlaps another platform."
        if any(o.cell in shape for o in self.monkeys.values() if o.id != mid):
            return "Another monkey is in the way."
        if shape & self.sleeves:
            return "A catapult is in the way."
        if touching(shape, self.held_against(m.seat)):
            return "Too close: an opponent's fort is right next to it."
        return support_refusal(self.coins_under(shape), len(shape))

    def demolish_refusal(self, mid: int) -> str | None:
        m = self.monkeys[mid]
        pid = self.platform_at(m.cell)
        if pid is None:
            return "Stand on a platform to knock it down."
        if any(o.cell in self.platforms[pid] for o in self.monkeys.values() if o.id != mid):
            return "Another monkey stands on that platform."
        return None

    # --- attacks ----------------------------------------------------------------------------
    def shot_modifier(self, mid: int, target: Cell) -> int | None:
        """The distance modifier of a shot at `target` (None: not on a line)."""
        m = self.monkeys[mid]
        return line_modifier(m.cell, target, self.kind(m.cell) == PLATFORM)

    def targets(self, mid: int) -> list[tuple[str, Cell, int]]:
        """What a monkey in a catapult may fire at now: ("platform", a square of
        it on a line, modifier) for opponents' forts and abandoned platforms,
        ("monkey", its square, modifier) for opponents' monkeys outside forts;
        only those in range."""
        m = self.monkeys[mid]
        if not m.riding:
            return []
        out: list[tuple[str, Cell, int]] = []
        mine = {c for f in self.forts() if self.controller(f) == m.seat for c in f}
        for cells in self.platforms.values():
            if cells & mine:
                continue
            for c in sorted(cells):
                mod = self.shot_modifier(mid, c)
                if mod is not None and in_range(mod):
                    out.append(("platform", c, mod))
        for o in self.monkeys.values():
            if o.seat == m.seat or self.kind(o.cell) == PLATFORM:
                continue
            mod = self.shot_modifier(mid, o.cell)
            if mod is not None and in_range(mod):
                out.append(("monkey", o.cell, mod))
        return out

    # --- copying ------------------------------------------------------------------------
    def clone(self) -> Board:
        # a Monkey holds only immutable values (a Cell is a NamedTuple): a copy
        # of each is a deep copy, at a tenth of deepcopy's cost (OpenSpiel's
        # random_sim_test clones every state: 8 of an 8-player run's 15 s)
        return Board(self.owner, dict(self.coins), dict(self.platforms), set(self.sleeves),
                     {k: copy.copy(m) for k, m in self.monkeys.items()}, self.next_id)
