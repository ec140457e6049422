"""Facts read off a view: a seat's code and the steps of it still to run."""
from __future__ import annotations

from typing import Any, Mapping

from game.ai.bananas.planner import Board, Code, Slot
from game.core.hexgrid import Hex


def _hex(v: Any) -> Hex | None:
    return None if v is None else Hex(int(v[0]), int(v[1]))


def my_code(view: Mapping[str, Any], seat: int) -> list[Slot]:
    c = view["codes"][seat] or []
    return [(slot["die"], slot["token"]) for slot in c]


def remaining(view: Mapping[str, Any], seat: int) -> list[tuple[Slot, Code]]:
    """The code steps of `seat` still to run this round, from the public agenda:
    (slot, code before it) pairs (a Loop step carries the steps it replays)."""
    code = my_code(view, seat)
    if not code:
        return []
    out: list[tuple[Slot, Code]] = []
    for op in view["machine"]["agenda"]:
        if op[0] == "step" and op[2] == seat:
            k = op[1]
            out.append((code[k], tuple(code[:k])))
        elif op[0] == "slot" and op[1] == seat:
            out.append((code[op[2]], ()))
    return out


def pos_value(board: Board, view: Mapping[str, Any], seat: int) -> float:
    """How good `seat`'s position is at a round's end (its score counted apart)."""
    m = view["monkeys"][seat]
    bananas = board.bananas
    traps = board.all_traps
    if m["hex"] is not None:
        return board.ji.pot(Hex(*m["hex"]), bananas, m["last_tree"], board.ndice, traps)
    if m["tree"] is not None:
        return 0.8 * max((board.ji.pot(h, bananas, m["last_tree"], board.ndice, traps)
                          for h in board.j.bases[m["tree"]]), default=0.0)
    return 0.0
