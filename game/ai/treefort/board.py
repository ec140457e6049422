"""The bots' copy of the board: the rules' `Board` with its platforms and
forts indexed, rebuilt from a view, and changed only by the helpers here
so the index stays true while a search plays hypotheticals on it.
"""
from __future__ import annotations

from typing import Any, Iterable, Mapping

from game.ai.treefort.geometry import _layout
from game.core.grid import Cell
from game.rules.treefort.board import PLATFORM, TREE, Board, Monkey
from game.rules.treefort.board import Walk as BoardWalk
from game.rules.treefort.trees import LUMBER, MAX_LUMBER


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
