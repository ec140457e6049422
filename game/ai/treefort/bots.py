"""The Treefort Nations bots themselves (easy, medium, hard) and `make_bot`."""
from __future__ import annotations

from typing import Any, Mapping

from game.ai.base import RandomBot, Work, bot_rng
from game.ai.treefort.board import FastBoard, board_of_view
from game.ai.treefort.geometry import _layout
from game.ai.treefort.planner import Planner
from game.ai.treefort.setup import place_coin, place_monkey
from game.ai.treefort.shots import brace_count, second_shot
from game.ai.treefort.tuning import PROFILES
from game.core.actions import Action
from game.core.grid import Cell
from game.rules.treefort.actions import (Attack, Brace, Cut, Done, PlaceCoin, PlaceMonkey,
                                         Platform, Recruit, Roll, Use, Walk)
from game.rules.treefort.board import Monkey
from game.rules.treefort.shots import hit_chance
from game.rules.treefort.trees import LUMBER, MAX_LUMBER


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
    """Rules of thumb: cut, build, walk to trees (see the package's docstring)."""

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
