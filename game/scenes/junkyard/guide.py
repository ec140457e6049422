"""The Spank the Monkey table's side of the lesson protocol (docs/learn.md):
for the move a lesson step (or the hint button) expects, the next press
toward it from where the controls are now, on the child's device, and
where it is on screen.

Keyboard and pad: walk the hand cursor to the card and confirm (an attack
card then walks a cursor over the towers to its target and confirms);
X / Tab is Done (end a phase, or let a window go by); the Spank! button is
down from the hand. Mouse and touch: tap the card (an attack: then the junk
card it hits), or the button beside the hand. A choice a card asks is
answered one pick at a time where the table asks it (a junk card, a tower,
a hand card, or a button of the choice panel); a card thrown away is the
hand card, then the panel's "Throw away"."""
from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING

import pygame

from game.core.actions import Action
from game.input.intents import ALT, BACK, CONFIRM, DIRECTIONS, DOWN, LEFT, MOUSE, RIGHT, UP
from game.rules.junkyard import Choose, Discard, Done, Play, Spank
from game.ui.widgets import Menu
from game.scenes.coach import Press

from .table import HAND_W, TOWERS

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
    if scene.controls.mode() == "peek":
        return _peek_press(scene, action, family)
    if isinstance(action, (Done, Spank)):
        return _button_press(scene, action, family)
    if isinstance(action, Play):
        return _play_press(scene, action, family)
    if isinstance(action, Choose):
        return _choose_press(scene, action, family)
    if isinstance(action, Discard):
        return _discard_press(scene, action, family)
    return None


def _peek_press(scene: JunkyardScene, action: Action, family: str) -> Press | None:
    """A reaction window on a shared screen: the private panel, opened with
    Look (A / Enter) or let go with Back (B / Esc)."""
    c = scene.controls
    menu = c.peek_panel()
    if menu is None:
        return None
    if isinstance(action, Done):
        b = next((b for b in menu.buttons if b.data == Done()), None)
        if b is None:
            return None
        if family == MOUSE:
            return Press("button:done", b.rect, POINTER)
        return Press("button:done", b.rect, frozenset((BACK,)), BACK)
    if not isinstance(action, Play) or action.target:
        return None
    if not c.peeking():
        b = next((b for b in menu.buttons if b.data == "look"), None)
        if b is None:
            return None
        if family == MOUSE:
            return Press("button:look", b.rect, POINTER)
        return Press("button:look", b.rect, frozenset((CONFIRM,)), CONFIRM)
    return _menu_press(menu, f"card:{action.card}", family, f"card:{action.card}")


def _choose_press(scene: JunkyardScene, action: Choose, family: str) -> Press | None:
    """The next pick of a choice a card asks, where the table asks it."""
    c = scene.controls
    q = c.asking()
    if not q or str(q.get("key")) != action.key or list(action.picks[:len(c.picks)]) != c.picks:
        return None
    if len(c.picks) >= len(action.picks):
        return None
    pick = action.picks[len(c.picks)]
    mode = c.mode()
    if mode == "ask_junk":
        aim = scene.table.card_rect(pick)
        if aim is None:
            return None
        if family == MOUSE:
            return Press(f"junk:{pick}", aim, POINTER)
        first = _walk_to(scene, c.tcur, pick) if c.zone == "targets" else None
        if first is not None:
            return Press(f"junk:{pick}", aim, frozenset((first,)), "move")
        return Press(f"junk:{pick}", aim, frozenset((CONFIRM,)), CONFIRM)
    if mode == "ask_player":
        opts = c.seat_options()
        if not pick.isdigit() or int(pick) not in opts:
            return None
        geo = scene.table.geo
        col = pygame.Rect(int(TOWERS.x + int(pick) * geo.col_w), TOWERS.y, int(geo.col_w),
                          TOWERS.h)
        if family == MOUSE:
            return Press(f"seat:{pick}", col, POINTER)
        if c.scur != int(pick):
            return Press(f"seat:{pick}", col, frozenset((RIGHT,)), "move")
        return Press(f"seat:{pick}", col, frozenset((CONFIRM,)), CONFIRM)
    if mode == "ask_hand":
        return _hand_card(scene, pick, family)
    if mode in ("ask_option", "ask_discard"):
        data = f"opt:{pick}" if mode == "ask_option" else f"card:{pick}"
        return _menu_press(c.choice_menu, data, family, f"choice:{pick}")
    return None


def _discard_press(scene: JunkyardScene, action: Discard, family: str) -> Press | None:
    """Throw a card away: the hand card, then "Throw away" in its panel."""
    c = scene.controls
    if c.popup_for == action.card and c.choice_menu is not None:
        return _menu_press(c.choice_menu, "Throw away", family, "button:throw")
    if c.popup_for is not None:
        return None   # another card's panel is open: Back first (not walked)
    return _hand_card(scene, action.card, family)


def _hand_card(scene: JunkyardScene, cid: str, family: str) -> Press | None:
    """Walk the hand cursor to card `cid` and confirm (or tap it)."""
    c = scene.controls
    rect = card_rect(scene, cid)
    if rect is None:
        return None
    name = f"card:{cid}"
    if family == MOUSE:
        return Press(name, rect, POINTER)
    if c.zone == "buttons":
        return Press(name, rect, frozenset((RIGHT,)), "move")
    cards = scene.table.hand_cards()
    at, want = min(c.cursor, len(cards) - 1), cards.index(cid)
    if at != want:
        return Press(name, rect, frozenset((LEFT if at > want else RIGHT,)), "move")
    return Press(name, rect, frozenset((CONFIRM,)), CONFIRM)


def _menu_press(menu: Menu | None, data: object, family: str, name: str) -> Press | None:
    """The button of a panel whose data is `data`: focus walked there and pressed."""
    if menu is None:
        return None
    goal = next((i for i, b in enumerate(menu.buttons) if b.data == data), None)
    if goal is None:
        return None
    rect = menu.buttons[goal].rect
    if family == MOUSE:
        return Press(name, rect, POINTER)
    if menu.focus == goal:
        return Press(name, rect, frozenset((CONFIRM,)), CONFIRM)
    seen, todo = {menu.focus}, deque([(menu.focus, "")])
    while todo:
        at, first = todo.popleft()
        for k, (dx, dy) in DIRECTIONS.items():
            m = Menu(menu.buttons, focus=at)   # a copy: the real focus stays put
            m.move(dx, dy)
            if m.focus in seen:
                continue
            if m.focus == goal:
                return Press(name, rect, frozenset((first or k,)), "move")
            seen.add(m.focus)
            todo.append((m.focus, first or k))
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
