"""Treefort Nations: why the hinted move is good, from the seat's view.

The wood is open to everyone (trees, forts, monkeys and their lumber), so
every line here is a plain fact about the board; the die still to be rolled
is never promised."""
from __future__ import annotations

from typing import Any, Mapping

from game.core.actions import Action
from game.rules.treefort.actions import Attack, Brace, Catapult, Cut, Platform, Recruit, Use, Walk

Cell = tuple[int, int]


def _monkey(view: Mapping[str, Any], mid: int | None) -> Mapping[str, Any] | None:
    return next((m for m in view.get("monkeys") or [] if m["id"] == mid), None)


def _covered(view: Mapping[str, Any]) -> set[Cell]:
    return {(x, y) for p in view.get("platforms") or [] for x, y in p["cells"]}


def _trees(view: Mapping[str, Any]) -> set[Cell]:
    """Coins not under a platform: the trees that can be cut or built on."""
    covered = _covered(view)
    return {(x, y) for x, y, _ in view.get("coins") or []} - covered


def _growth(view: Mapping[str, Any], cells: tuple[Cell, ...]) -> int:
    """Squares a new platform adds to the builder's forts: its own, and every
    abandoned fort it touches (which becomes the builder's)."""
    new = {tuple(c) for c in cells}
    near = {(x + dx, y + dy) for x, y in new for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))}
    joined = sum(len(f["cells"]) for f in view.get("forts") or []
                 if f["controller"] is None and near & {tuple(c) for c in f["cells"]})
    return len(new) + joined


def _use(view: Mapping[str, Any], mid: int) -> str | None:
    m = _monkey(view, mid)
    if m is None:
        return None
    if m["riding"]:
        return "This monkey rides a catapult: it can fire."
    if tuple(m["cell"]) in _trees(view):
        if m["lumber"]:
            return "This monkey stands on a tree with wood to build."
        return "This monkey stands on a tree it can cut."
    if m["lumber"]:
        return "This monkey carries wood: walk it to a tree to build."
    return "This monkey needs wood: walk it to a tree."


def _walk(view: Mapping[str, Any], action: Walk) -> str | None:
    if not action.path:
        return None
    if action.mount >= 0:
        return "Climb into this catapult so you can fire."
    end = tuple(action.path[-1])
    if end in _trees(view):
        return "Walk to this tree: you can cut it or build on it."
    for f in view.get("forts") or []:
        if f["controller"] is None and [end[0], end[1]] in f["cells"]:
            return "Nobody holds this fort: step on and it is yours!"
    return None


def reason(view: Mapping[str, Any], action: Action, seat: int) -> str | None:
    """One short line saying why, or None when no honest one can be given."""
    if isinstance(action, Use):
        return _use(view, action.monkey)
    if isinstance(action, Walk):
        return _walk(view, action)
    m = _monkey(view, view.get("current"))
    if isinstance(action, Cut):
        if m is not None and m["lumber"] == 0:
            return "Cut this tree: you need wood to build."
        if m is not None and m["lumber"] < 4:
            return "Cut this tree: more wood builds bigger platforms."
        return None
    if isinstance(action, Platform):
        n = _growth(view, action.cells)
        return f"Build here: your fort grows by {n} square{'s' if n > 1 else ''}."
    if isinstance(action, Catapult):
        return "Build a catapult so you can fire at forts."
    if isinstance(action, Attack):
        if tuple(action.target) in _covered(view):
            return "Fire at this fort to knock a platform down."
        return "Fire at this monkey: it is off its fort."
    if isinstance(action, Brace) and action.monkeys:
        return "Brace: your platform is harder to knock down."
    if isinstance(action, Recruit):
        return "A new monkey helps you cut and build."
    return None
