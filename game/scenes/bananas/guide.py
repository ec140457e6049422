"""The Going Bananas table's side of the lesson protocol (docs/learn.md): for
the move a lesson step expects, the next press toward it from where the
controls are now, on the child's device, and where it is on screen.

Coding (PlaceDie, PlaceToken, ClearStep, LockCode) is on the code panel.
Keyboard and pad: walk the panel's cursor to the die or token, pick it up,
walk to the step and put it down; to empty a step, walk to it and press; walk
to Done and press it. Mouse and touch: tap the die or token, then tap the
step; tap a filled step to empty it; tap Done.
Every other decision (placing the monkey, a hex of a walk, Down, climbing a
tree) is one of the controls' choices (`Offer`): walk the choice cursor to it
and press, or tap it (for a climb, its button under the board). Missions in
an order other than drawn are tree buttons pressed in that order.
"""
from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING, Any

import pygame

from game.core.actions import Action
from game.input.intents import BACK, CONFIRM, DIRECTIONS, MOUSE
from game.rules.bananas import ClearStep, LockCode, OrderMissions, PlaceDie, PlaceToken
from game.scenes.coach import Press
from game.ui.widgets import Menu

from .codepanel import DONE, Spot

if TYPE_CHECKING:
    from .controls import Choice, Offer
    from .scene import BananasScene

POINTER: frozenset[str] = frozenset()  # pointer targets: no keys take them
TAKE = frozenset((CONFIRM,))


def press(scene: BananasScene, action: Action, family: str) -> Press | None:
    seat = scene.controller()
    if seat is None:
        return None
    if isinstance(action, (PlaceDie, PlaceToken, LockCode, ClearStep)):
        return _code(scene, seat, action, family)
    return _choice(scene, seat, action, family)


# ---------------------------------------------------------------------- the code panel
def _code(scene: BananasScene, seat: int, action: Action, family: str) -> Press | None:
    c, panel = scene.controls, scene.table.panel
    view = scene.view(seat)
    if isinstance(action, LockCode):
        goal, name, rect = DONE, "button:done", panel.done_rect
    elif isinstance(action, ClearStep):
        # emptying a step: tap it, or walk to it and press with nothing in hand
        goal, name, rect = Spot.of_step(action.step), f"step:{action.step}", \
            panel.slot_rect(action.step)
        if c.held is not None:
            if family == MOUSE:
                return None      # a tap would put the held piece there, not empty it
            return Press("put down", rect, frozenset((BACK,)), BACK)
    else:
        key = _item_key(scene, seat, action)
        if key is None:
            return None
        if c.held != key:
            it = panel.item(view, seat, key)
            assert it is not None
            goal, name, rect = Spot.of_item(key), f"{key[0]}:{key[1]}", it.rect
        else:
            assert isinstance(action, (PlaceDie, PlaceToken))
            step = action.step
            goal, name, rect = Spot.of_step(step), f"step:{step}", panel.slot_rect(step)
    if family == MOUSE:
        return Press(name, rect, POINTER)
    focus = c.code_focus
    if focus not in [f[0] for f in panel.focusables(view, seat)]:
        focus = c.default_focus(seat)
    assert focus is not None
    way = _walk(focus, goal, lambda sp, k: c.code_move(seat, sp, k))
    if way is None:
        return Press(name, rect, TAKE, CONFIRM)
    return Press(name, rect, frozenset((way,)), "move")


def _item_key(scene: BananasScene, seat: int, action: Action):
    """The tray item that makes `action` when put on its step."""
    panel = scene.table.panel
    view = scene.view(seat)
    if isinstance(action, PlaceDie):
        return ("die", action.die)
    assert isinstance(action, PlaceToken)
    held = panel.item(view, seat, scene.controls.held)
    if held is not None and held.kind == action.token:
        return held.key
    return next((it.key for it in panel.items(view, seat)
                 if it.kind == action.token and not it.used), None)
    return None


# ---------------------------------------------------------------------- the choices
def _choice(scene: BananasScene, seat: int, action: Action, family: str) -> Press | None:
    o = scene.controls.offer(seat)
    if o is None:
        return None
    # a button before a tree, so the child reads what the press does
    # a tree tapped for a mission order is picked as the pointer goes down: until
    # it comes up, the release's target is that same tree
    tapping = family == MOUSE and bool(getattr(getattr(scene, "coach", None),
                                                "pressed_inside", False))
    found = sorted((i for i, ch in enumerate(o.choices) if _takes(scene, ch, action, tapping)),
                   key=lambda i: o.choices[i].kind != "button")
    if not found:
        return None
    i = found[0]
    ch = o.choices[i]
    name, rect = _where(scene, ch)
    if family == MOUSE:
        return Press(name, rect, POINTER)
    way = _walk(o.menu.focus, i, lambda f, k: _menu_move(o, f, k))
    if way is None:
        return Press(name, rect, TAKE, CONFIRM)
    return Press(name, rect, frozenset((way,)), "move")


def _takes(scene: BananasScene, ch: Choice, action: Action, tapping: bool = False) -> bool:
    """Is `ch` the next press toward `action`? Missions in another order than
    drawn are tapped tree by tree: the next tree of the order glows (while a
    tap is still down, the tree it picked)."""
    if ch.action == action:
        return True
    if not isinstance(action, OrderMissions) or ch.mission is None:
        return False
    pick = scene.controls.mission_pick
    if list(action.trees[:len(pick)]) != pick:
        return False
    if tapping and pick:
        return ch.mission == pick[-1]
    return len(pick) < len(action.trees) and ch.mission == action.trees[len(pick)]


def _where(scene: BananasScene, ch: Choice) -> tuple[str, pygame.Rect]:
    if ch.rect is not None:
        return (f"{ch.kind}:{ch.label or ch.center}", pygame.Rect(ch.rect))
    lay = scene.table.spots.lay
    side = int(lay.size * 1.1)
    r = pygame.Rect(0, 0, side, side)
    r.center = ch.center
    h = ch.hex
    return (f"hex:{h.q},{h.r}" if h is not None else "hex", r)


def _menu_move(o: Offer, focus: int, k: str) -> int:
    m = Menu(o.menu.buttons, focus=focus)  # a copy: the real cursor stays put
    m.move(*DIRECTIONS[k])
    return m.focus


def _walk(start, goal, step) -> str | None:
    """The first direction of the fewest presses from `start` to `goal` (None:
    there already). `step(at, direction)` is where one press goes."""
    if start == goal:
        return None
    seen = {start}
    todo: deque[tuple[Any, str | None]] = deque([(start, None)])
    while todo:
        at, first = todo.popleft()
        for k in DIRECTIONS:
            nxt = step(at, k)
            if nxt in seen:
                continue
            if nxt == goal:
                return first or k
            seen.add(nxt)
            todo.append((nxt, first or k))
    return None  # out of reach by directions: the press itself is all that is left
