"""The Codes table's side of the lesson protocol (docs/learn.md): for the
move a lesson step expects, the next press toward it from where the
controls are now, on the child's device, and where it is on screen.

Keyboard and pad: walk the cursor to the coin, then the action wheel (Flip,
Replace) or pick up, walk to the drop place and put down (Swap, Move).
Mouse and touch: tap the coin then the popup's button (Flip, Replace), or
drag the coin onto a coin or into a gap (Swap, Move). Which place means
which move is the rules' to say (`places`)."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core.actions import Action
from game.input.intents import ALT, CONFIRM, DOWN, LEFT, MOUSE, RIGHT, UP
from game.rules.codes import Flip, Move, Replace, Swap
from game.rules.codes.places import places
from game.scenes.coach import Press

from .table import ROW_Y, WHEEL, Row

if TYPE_CHECKING:
    from .scene import CodesScene

POINTER: frozenset[str] = frozenset()  # pointer targets: no keys take them


def coin_rect(row: Row, i: int) -> pygame.Rect:
    r = pygame.Rect(0, 0, row.size, row.size)
    r.center = (int(row.slots[i]), ROW_Y)
    return r


def drop_rect(row: Row, t: int) -> pygame.Rect:
    """Where a dragged coin must be let go for target `t` (see Row.drop_target)."""
    w = int(row.size * 0.5) if t % 2 else 24
    r = pygame.Rect(0, 0, w, row.size)
    r.center = (int(row.target_x(t)), ROW_Y)
    return r


def wheel_rect(row: Row, i: int, direction: str) -> pygame.Rect:
    size = row.size  # as table.draw_wheel lays the wheel out
    off = {UP: (0, -size * 0.5 - 56), DOWN: (0, size * 0.5 + 56),
           LEFT: (-size * 0.5 - 110, 0), RIGHT: (size * 0.5 + 110, 0)}[direction]
    r = pygame.Rect(0, 0, 190, 70)
    r.center = (int(row.slots[i] + off[0]), int(ROW_Y + off[1]))
    return r


def drop_target(n: int, src: int, action: Action) -> int:
    """The target (see Row) where putting coin `src` down makes `action`."""
    for place, act in places(n, src).items():
        if act == action:
            return Row.target(place)
    raise ValueError(f"no place makes {action}")


def press(scene: CodesScene, action: Action, family: str) -> Press | None:
    c, row = scene.controls, scene.table.row
    if isinstance(action, (Flip, Replace)):
        i, label = action.pos, "Flip" if isinstance(action, Flip) else "Replace"
        if family == MOUSE:
            if c.popup is not None and c.selected == i:
                b = next(b for b in c.popup.buttons if b.data == label.lower())
                return Press(f"button:{label.lower()}", b.rect, POINTER)
            return Press(f"coin:{i}", coin_rect(row, i), POINTER)
        if c.wheel == i:
            n, d = next((n, d) for n, (lbl, d) in enumerate(WHEEL) if lbl == label)
            if c.wheel_focus != n:
                return Press(f"wheel:{label.lower()}", wheel_rect(row, i, d), frozenset((d,)),
                             "move")
            return Press(f"wheel:{label.lower()}", wheel_rect(row, i, d),
                         frozenset((CONFIRM,)), CONFIRM)
        return _walk(c.cursor, i, row) or Press(f"coin:{i}", coin_rect(row, i),
                                                 frozenset((ALT,)), ALT)
    if isinstance(action, (Swap, Move)):
        src = action.a if isinstance(action, Swap) else action.src
        t = drop_target(row.n, src, action)
        name = f"coin:{(t - 1) // 2}" if t % 2 else f"gap:{t // 2}"
        aim = drop_rect(row, t)
        if family == MOUSE:
            if c.drag.active and c.drag.item == src:
                return Press(name, aim, POINTER, aim=aim)
            return Press(f"coin:{src}", coin_rect(row, src), POINTER, aim=aim)
        if c.held == src:
            if c.target != t:
                k = LEFT if c.target > t else RIGHT
                return Press(name, aim.inflate(40, 0), frozenset((k,)), "move", aim)
            return Press(name, aim.inflate(40, 0), frozenset((CONFIRM,)), CONFIRM, aim)
        walk = _walk(c.cursor, src, row)
        if walk is not None:
            return Press(walk.target, walk.rect, walk.keys, walk.glyph, aim)
        return Press(f"coin:{src}", coin_rect(row, src), frozenset((CONFIRM,)), CONFIRM, aim)
    return None


def _walk(cursor: int, i: int, row: Row) -> Press | None:
    """Move the cursor to coin `i` (None when it is there)."""
    if cursor == i:
        return None
    return Press(f"coin:{i}", coin_rect(row, i), frozenset((LEFT if cursor > i else RIGHT,)),
                 "move")
