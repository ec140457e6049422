"""The Spank the Monkey table's side of the lesson protocol (docs/learn.md):
for the move a lesson step (or the hint button) expects, the next press
toward it from where the controls are now, on the child's device, and
where it is on screen.

Keyboard and pad: walk the hand cursor to the card and confirm (an attack
card then walks a cursor over the towers to its target and confirms);
X / Tab is Done (end a phase, or let a window go by); the Spank! button is
down from the hand. Mouse and touch: tap the card (an attack: then the junk
card it hits), or the button beside the hand. A choice a card asks and a
discard are not walked: nothing glows for them (the lesson has none)."""
from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING

import pygame

from game.core.actions import Action
from game.input.intents import ALT, CONFIRM, DOWN, LEFT, MOUSE, RIGHT, UP
from game.rules.junkyard import Done, Play, Spank
from game.scenes.coach import Press

from .table import HAND_W

if TYPE_CHECKING:
    from .scene import JunkyardScene

POINTER: frozenset[str] = frozenset()  # pointer targets: no keys take them
RAISE = 26                             # the focused hand card rises this much (table.py)


def card_rect(scene: JunkyardScene, cid: str) -> pygame.Rect | None:
    """Where a press hits hand card `cid` whether or not it is raised, and
    not its neighbours' edges over it."""
    cards = scene.table.hand_cards()
    if cid not in cards:
        return None
    rects = scene.table.hand_rects(cards)
    r = rects[cards.index(cid)]
    step = rects[1].x - rects[0].x if len(rects) > 1 else HAND_W
    over = max(0, HAND_W - step)
    return r.clip(r.move(0, -RAISE)).inflate(-2 * over, 0)


def button(scene: JunkyardScene, action: Action) -> tuple[int, pygame.Rect] | None:
    """The side button (Done, Let it go, Spank!) that makes `action`: (index, rect)."""
    side = scene.controls.side
    if side is None:
        return None
    for i, b in enumerate(side.buttons):
        if b.data == action:
            return i, b.rect
    return None


def press(scene: JunkyardScene, action: Action, family: str) -> Press | None:
    if isinstance(action, (Done, Spank)):
        return _button_press(scene, action, family)
    if isinstance(action, Play):
        return _play_press(scene, action, family)
    return None


def _button_press(scene: JunkyardScene, action: Action, family: str) -> Press | None:
    c = scene.controls
    found = button(scene, action)
    if found is None:
        return None
    i, rect = found
    name = "button:done" if isinstance(action, Done) else "button:spank"
    if family == MOUSE:
        return Press(name, rect, POINTER)
    if isinstance(action, Done):
        return Press(name, rect, frozenset((ALT,)), ALT)
    if c.zone != "buttons" or c.side is None:
        return Press(name, rect, frozenset((DOWN,)), "move")
    if c.side.focus != i:
        return Press(name, rect, frozenset((DOWN if c.side.focus < i else UP,)), "move")
    return Press(name, rect, frozenset((CONFIRM,)), CONFIRM)


def _play_press(scene: JunkyardScene, action: Play, family: str) -> Press | None:
    c, table = scene.controls, scene.table
    aim = table.card_rect(action.target) if action.target else None
    if action.target and c.held == action.card:
        # the attack card is in hand: now its target
        if aim is None:
            return None
        name = f"junk:{action.target}"
        if family == MOUSE:
            return Press(name, aim, POINTER)
        first = _walk_to(scene, c.tcur, action.target)
        if first is not None:
            return Press(name, aim, frozenset((first,)), "move")
        return Press(name, aim, frozenset((CONFIRM,)), CONFIRM)
    rect = card_rect(scene, action.card)
    if rect is None:
        return None
    name = f"card:{action.card}"
    if family == MOUSE:
        return Press(name, rect, POINTER, aim=aim)
    if c.zone == "buttons":
        return Press(name, rect, frozenset((RIGHT,)), "move", aim)
    cards = table.hand_cards()
    at, want = min(c.cursor, len(cards) - 1), cards.index(action.card)
    if at != want:
        return Press(name, rect, frozenset((LEFT if at > want else RIGHT,)), "move", aim)
    return Press(name, rect, frozenset((CONFIRM,)), CONFIRM, aim)


def _walk_to(scene: JunkyardScene, start: str | None, goal: str) -> str | None:
    """The first key of the shortest walk of the target cursor to `goal`
    (None: it is there), asking the controls where each key leads."""
    if start == goal:
        return None
    c = scene.controls
    spots = c.junk_spots()
    seen = {start}
    queue: deque[tuple[str | None, str]] = deque()
    for k in (LEFT, RIGHT, UP, DOWN):
        nxt = c.step_spot(spots, start, k)
        if nxt not in seen:
            seen.add(nxt)
            queue.append((nxt, k))
    while queue:
        spot, first = queue.popleft()
        if spot == goal:
            return first
        for k in (LEFT, RIGHT, UP, DOWN):
            nxt = c.step_spot(spots, spot, k)
            if nxt not in seen:
                seen.add(nxt)
                queue.append((nxt, first))
    return RIGHT
