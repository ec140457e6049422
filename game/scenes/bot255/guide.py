"""The Bot 255 puzzle's side of the lesson protocol (docs/learn.md): for the
program a lesson step runs, the next press toward running it from where the
editor is now, on the child's device.

A step's move is Run(program). The child builds it line by line: an editor
whose lines are not the start of the program is cleared first (Clear all,
then Yes); then, for the next line, the condition chip or the repeat count
it needs, then its command; with every line in place, Run. New lines land
where the editor's own auto-indent puts them (under the header above, an
else back out to its if), so a lesson's programs are ones it indents right.

Keyboard and pad walk the editor's focus with the arrows / d-pad, the way
`Menu.move` and `Editor.handle` do (on a line, up and down go from line to
line), then confirm. Mouse and touch tap the button itself."""
from __future__ import annotations

import json
from collections import deque
from typing import TYPE_CHECKING, Any

import pygame

from game.core.actions import Action
from game.input.intents import CONFIRM, DOWN, LEFT, MOUSE, NEXT, PREV, RIGHT, UP
from game.rules.bot255.actions import Run
from game.rules.bot255.program import MAX_TIMES, to_lines
from game.scenes.coach import Press
from game.ui.widgets import Button

from .editor import SIDE, Editor, line_kind

if TYPE_CHECKING:
    from .puzzle import PuzzleScene

POINTER: frozenset[str] = frozenset()  # pointer targets: no keys take them
STEPS = {LEFT: (-1, 0), RIGHT: (1, 0), UP: (0, -1), DOWN: (0, 1)}


def wanted_button(ed: Editor, target: list[tuple[int, dict[str, Any]]]) -> Any:
    """The data of the editor button (or the scene's Run) to press next."""
    lines = ed.lines
    if ed.popup is not None:
        return ("choice", 0)                 # the Clear question's Yes
    if lines == target:
        return "run"
    n = len(lines)
    if indent_key(ed, target) is not None:
        return ("indent", n - 1)
    if lines != target[:n] or ed.selected != (n - 1 if n else None):
        return "clear"
    ind, head = target[n]
    cond = head.get("cond")
    if isinstance(cond, str):
        negate, base = cond.startswith("not_"), cond.removeprefix("not_")
        if base != ed.cond:
            return ("cond", base)
        if negate != ed.negate:
            return ("not",)
    if head.get("do") == "repeat" and ed.times != head.get("times"):
        up = (int(head["times"]) - ed.times) % MAX_TIMES      # the count goes round
        return ("times", 1 if up <= MAX_TIMES - up else -1)
    return ("cmd", line_kind(head))


def indent_key(ed: Editor, target: list[tuple[int, dict[str, Any]]]) -> str | None:
    """The last line written is right but for its indent (a line back out of
    a repeat or an if): LB / Q takes it out a step, RB / E in (None: nothing
    to indent)."""
    lines, n = ed.lines, len(ed.lines)
    if not n or n > len(target) or ed.selected != n - 1 or lines[:n - 1] != target[:n - 1]:
        return None
    (have, head), (want, goal) = lines[-1], target[n - 1]
    if head != goal or have == want:
        return None
    return PREV if have > want else NEXT


def press(scene: PuzzleScene, action: Action, family: str) -> Press | None:
    if not isinstance(action, Run):
        return None
    ed = scene.editor
    target = [(i, dict(h)) for i, h in to_lines(json.loads(action.program))]
    key = indent_key(ed, target)
    if key is not None:
        return indent_press(ed, key, family)
    data = wanted_button(ed, target)
    menu = ed.popup if ed.popup is not None else ed.menu
    goal = next((k for k, b in enumerate(menu.buttons) if b.data == data), None)
    if goal is None:
        return None
    b = menu.buttons[goal]
    name = _name(data)
    if family == MOUSE:
        return Press(name, pygame.Rect(b.rect), POINTER)
    on_lines = ed.popup is None
    way = _first_step(menu.buttons, menu.focus, goal, ed if on_lines else None)
    if way is None:
        return Press(name, pygame.Rect(b.rect), frozenset((CONFIRM,)), CONFIRM)
    return Press(name, pygame.Rect(b.rect), frozenset((way,)), "move")


def indent_press(ed: Editor, key: str, family: str) -> Press | None:
    """The last line's indent: LB / RB (Q / E), or a tap on the row's left or
    right edge."""
    i = len(ed.lines) - 1
    row = ed.button(("line", i))
    if row is None:
        return None
    r = pygame.Rect(row.rect)
    edge = pygame.Rect(r.x, r.y, SIDE, r.h) if key == PREV else \
        pygame.Rect(r.right - SIDE, r.y, SIDE, r.h)
    if family == MOUSE:
        return Press(f"line:{i}", edge, POINTER)
    return Press(f"line:{i}", r, frozenset((key,)), key)


def reset(scene: PuzzleScene) -> None:
    """A refused press changes nothing: only a half-open question is closed
    (a refused press never reaches the editor, so its lines are as they were)."""
    scene.editor.close_popup()


def _name(data: Any) -> str:
    if isinstance(data, tuple):
        return ":".join(str(d) for d in data)
    return f"button:{data}"


def _first_step(buttons: list[Button], start: int, goal: int, ed: Editor | None) -> str | None:
    """The first direction of the shortest walk of the focus from `start` to
    `goal` (None: already there)."""
    if start == goal:
        return None
    seen = {start: ""}
    queue = deque([start])
    while queue:
        i = queue.popleft()
        for way in (LEFT, RIGHT, UP, DOWN):
            j = _neighbour(buttons, i, way, ed)
            if j is None or j in seen:
                continue
            seen[j] = seen[i] or way
            if j == goal:
                return seen[j]
            queue.append(j)
    return None


def _neighbour(buttons: list[Button], i: int, way: str, ed: Editor | None) -> int | None:
    """Where the focus goes from button i when `way` is pressed (as the editor does it)."""
    data = buttons[i].data
    if ed is not None and isinstance(data, tuple) and data[:1] == ("line",):
        if way in (LEFT, RIGHT):
            return None                      # on a line, left / right indent it
        j = int(data[1]) + (-1 if way == UP else 1)
        if 0 <= j < len(ed.lines):
            return next((k for k, b in enumerate(buttons) if b.data == ("line", j)), None)
    dx, dy = STEPS[way]
    cur = buttons[i].rect.center
    best, best_score = None, None
    for k, b in enumerate(buttons):       # Menu.move's choice: nearest that way
        if k == i:
            continue
        vx, vy = b.rect.centerx - cur[0], b.rect.centery - cur[1]
        along = vx * dx + vy * dy
        if along <= 0:
            continue
        score = along + 2 * (abs(vx * dy) + abs(vy * dx))
        if best_score is None or score < best_score:
            best, best_score = k, score
    return best
