"""A TreefortState rebuilt from a view (nothing in Treefort Nations is hidden)."""
from __future__ import annotations

from typing import Any, Mapping

from game.core.grid import Cell
from game.core.rng import MatchRng
from game.core.state import Setup

from .board import Board, Monkey
from .state import OPTIONS, TreefortState


def state_from_view(view: Mapping[str, Any], seed: int) -> TreefortState:
    opts = dict(view["options"])
    variants = tuple(v for v in (o.variant(opts[o.name]) for o in OPTIONS) if v is not None)
    owner = {Cell(x, y): o for x, y, o in view["owner"]}
    s = TreefortState(Setup("treefort", tuple(view["seats"]), seed, None, variants), owner)
    s.rng = MatchRng(seed)
    s.board = Board(owner, {Cell(x, y): coin for x, y, coin in view["coins"]},
                    {p["id"]: frozenset(Cell(*c) for c in p["cells"]) for p in view["platforms"]},
                    {Cell(*c) for c in view["sleeves"]},
                    {m["id"]: Monkey(m["id"], m["seat"], Cell(*m["cell"]), m["lumber"],
                                     m["riding"]) for m in view["monkeys"]},
                    view["next_id"])
    s.phase, s.turn, s.turns, s.quiet_turns = (view["phase"], view["turn"], view["turns"],
                                               view["quiet_turns"])
    s.last_round = bool(view["last_round"])
    s.to_place = [list(p) for p in view["to_place"]]
    s.current, s.used = view["current"], list(view["used"])
    s.moved, s.acted, s.roll = view["moved"], view["acted"], view["roll"]
    s.busy = view["busy"]
    s.braced = set(view["braced"])
    s.pending = None if view["pending"] is None else dict(view["pending"])
    s.out = list(view["out"])
    s._winners = list(view["winners"])
    s.end_reason = view["end_reason"]
    return s
