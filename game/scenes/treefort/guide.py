"""The Treefort table's side of the lesson protocol (docs/learn.md): for the
move a lesson step expects, the next press toward it from where the controls
are now, on the child's device, and where it is on screen.

A move is a square or a button, sometimes both: a monkey put down, taken up,
walked, or a target is a square (keyboard and pad walk the cursor there and
press A / Enter; mouse and touch tap it); Walk, Cut tree, Catapult, Finished,
End turn and Brace are buttons; Platform and Fire are a button and then a
square (the piece's square, the target). Everything is asked of the
controls as they are now, so the chain follows the child press by press."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core.actions import Action
from game.core.grid import Cell, identify, normalise, rotate
from game.input.intents import ALT, CONFIRM, DOWN, LEFT, MOUSE, NEXT, PREV, RIGHT, UP
from game.rules.treefort import (Attack, Brace, Catapult, Cut, Done, PlaceMonkey, Platform,
                                 Roll, Use, Walk)
from game.scenes.coach import Press

if TYPE_CHECKING:
    from .scene import TreefortScene

POINTER: frozenset[str] = frozenset()  # pointer targets: no keys take them


def press(scene: TreefortScene, action: Action, family: str) -> Press | None:
    c = scene.controls
    c.update()  # the buttons and the focus as the next input will find them
    sit = c.situation()
    if isinstance(action, (PlaceMonkey, Use)):
        cell = (Cell(*action.cell) if isinstance(action, PlaceMonkey)
                else _monkey_cell(scene, action.monkey))
        return None if cell is None else _square(scene, cell, family)
    if isinstance(action, Walk):
        v = scene.view(None)
        start = _monkey_cell(scene, v.get("current"))
        end = Cell(*action.path[-1]) if action.path else start
        return None if end is None else _square(scene, end, family)
    if isinstance(action, Roll):
        return _button(scene, "Walk", family)
    if isinstance(action, Cut):
        return _button(scene, "Cut tree", family)
    if isinstance(action, Catapult):
        return _button(scene, "Catapult", family)
    if isinstance(action, Done):
        return _button(scene, "End turn" if sit == "pick" else "Finished", family)
    if isinstance(action, Brace):
        able = tuple(scene.view(None)["pending"]["able"])
        if tuple(action.monkeys) != able:
            return None  # the lesson braces with every monkey that may (the Brace button)
        return _button(scene, "Brace", family)
    if isinstance(action, Attack):
        if c.mode != "attack":
            return _button(scene, "Fire", family)
        return _square(scene, Cell(*action.target), family)
    if isinstance(action, Platform):
        cells = frozenset(Cell(*x) for x in action.cells)
        if c.mode != "platform":
            return _button(scene, "Platform", family)
        where = _bounds(scene, cells)
        if family == MOUSE:
            # the piece's buttons first (a tap builds the piece as it stands), then
            # the square the pointer holds the piece by
            turn = _turn(c, cells)
            if turn is not None:
                return _button(scene, {PREV: "Other piece", ALT: "Turn", NEXT: "Flip"}[turn],
                               family)
            mid = c.centre_square()
            hold = Cell(min(x.x for x in cells) + mid.x, min(x.y for x in cells) + mid.y)
            return Press(f"square:{_name(min(cells))}", scene.geo.rect(hold), POINTER,
                         aim=where)
        if c.placed() == cells:
            return Press(f"square:{_name(min(cells))}", where, frozenset((CONFIRM,)), CONFIRM)
        turn = _turn(c, cells)
        if turn is not None:   # another piece, or this one turned or flipped (X / Tab, RB / E)
            return Press(f"square:{_name(min(cells))}", where, frozenset((turn,)), turn)
        if c.zone == "panel":
            return Press(f"square:{_name(min(cells))}", where, frozenset((LEFT,)), "move")
        # the piece follows the arrows: nudge it onto the lesson's squares
        dx = min(x.x for x in cells) - min(x.x for x in c.placed())
        dy = min(x.y for x in cells) - min(x.y for x in c.placed())
        k = (RIGHT if dx > 0 else LEFT) if dx else (DOWN if dy > 0 else UP)
        return Press(f"square:{_name(min(cells))}", where, frozenset((k,)), "move")
    return None


def _turn(c, cells: frozenset[Cell]) -> str | None:
    """The key that brings the held piece nearer the move's shape: the next
    piece (LB / Q), a quarter turn (X / Tab) or a flip (RB / E); None when
    only sliding is left."""
    if c.piece_name != identify(cells):
        return PREV
    want = normalise(cells)
    if c.piece == want:
        return None
    turns = [normalise(rotate(c.piece, k)) for k in range(4)]
    return ALT if want in turns else NEXT


def _name(cell: Cell) -> str:
    return f"{cell.x},{cell.y}"


def _monkey_cell(scene: TreefortScene, mid) -> Cell | None:
    for m in scene.view(None)["monkeys"]:
        if m["id"] == mid:
            return Cell(*m["cell"])
    return None


def _bounds(scene: TreefortScene, cells: frozenset[Cell]) -> pygame.Rect:
    rects = [scene.geo.rect(x) for x in sorted(cells)]
    return rects[0].unionall(rects[1:])


def _square(scene: TreefortScene, cell: Cell, family: str) -> Press:
    """A square: tapped, or the cursor walked onto it and A / Enter pressed."""
    c = scene.controls
    rect = scene.geo.rect(cell)
    name = f"square:{_name(cell)}"
    if family == MOUSE:
        return Press(name, rect, POINTER)
    if c.zone == "panel":
        return Press(name, rect, frozenset((LEFT,)), "move")   # back to the board
    at = c.cursor
    if at is None:
        return Press(name, rect, frozenset((RIGHT,)), "move")  # any arrow shows the cursor
    if at != cell:
        if at.x != cell.x:
            k = RIGHT if cell.x > at.x else LEFT
        else:
            k = DOWN if cell.y > at.y else UP
        return Press(name, rect, frozenset((k,)), "move")
    return Press(name, rect, frozenset((CONFIRM,)), CONFIRM)


def _button(scene: TreefortScene, label: str, family: str) -> Press | None:
    """A button of the panel: tapped, or the focus walked onto it and pressed."""
    c = scene.controls
    buttons = c.menu.buttons
    i = next((k for k, b in enumerate(buttons) if b.label.startswith(label)), None)
    if i is None:
        return None
    rect = buttons[i].rect
    name = f"button:{label.lower()}"
    if family == MOUSE:
        return Press(name, rect, POINTER)
    if c.zone != "panel":
        return Press(name, rect, frozenset((RIGHT,)), "move")  # past the board's right edge
    here = buttons[c.menu.focus].rect
    if c.menu.focus != i:
        if here.centery != rect.centery:
            k = DOWN if rect.centery > here.centery else UP
        else:
            k = RIGHT if rect.centerx > here.centerx else LEFT
        return Press(name, rect, frozenset((k,)), "move")
    return Press(name, rect, frozenset((CONFIRM,)), CONFIRM)
