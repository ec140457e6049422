"""The Bot 255 card game's side of the glow protocol (docs/learn.md): for a
move (the hint button's, or two humans' test driver's), the next press
toward it from where the controls are now, on the player's device.

Everything on this table is a button of a focus ring (card_controls.py):
the hand's cards, the three big buttons, a panel's choices, a card's small
menu, and the program editor. Keyboard and pad walk the focus with the
arrows / d-pad the way `Menu.move` does, then confirm; mouse and touch tap
the button itself. A Run is written in the editor line by line, as the
puzzle's lesson writes it (guide.py), then Run it! (and, for a program the
Verify refuses, "Run it anyway")."""
from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

import pygame

from game.core.actions import Action
from game.input.intents import BACK, CONFIRM, MOUSE
from game.rules.bot255.actions import Blind, Discard, Draw, Give, Pick, Play, React, Run
from game.rules.bot255.program import to_lines
from game.scenes.coach import Press
from game.ui.widgets import Menu

from .guide import _first_step, indent_press, indent_key, wanted_button

if TYPE_CHECKING:
    from .cards import CardScene

POINTER: frozenset[str] = frozenset()  # pointer targets: no keys take them


def press(scene: CardScene, action: Action, family: str) -> Press | None:
    c = scene.controls
    c.build()   # the buttons as the next input will find them
    if isinstance(action, Run):
        return _run(scene, action, family)
    if c.editing:
        return _back(c.editor.menu if c.editor else None, family)   # out of the editor first
    if isinstance(action, (Play, Discard)):
        return _card_menu(scene, action, family)
    if c.popup is not None:
        return _back(c.popup, family)                               # another card's menu
    if isinstance(action, Draw):
        data: Any = ("spy" if c.mode() == "spy_draw" else "act", action.pile)
    elif isinstance(action, React):
        data = ("react", action.steal)
    elif isinstance(action, Blind):
        data = ("blind", action.index)
    elif isinstance(action, Pick):
        data = ("pick", action.card)
    elif isinstance(action, Give):
        data = _give_next(c.giving, list(action.cards))
    else:
        return None
    return _button(c.menu, data, family)


def _run(scene: CardScene, action: Run, family: str) -> Press | None:
    c = scene.controls
    ed = c.editor
    if ed is None:
        if c.popup is not None:
            return _back(c.popup, family)
        return _button(c.menu, ("act", "run"), family)
    if c.popup is not None:   # "This program is not valid!": the move runs it anyway
        return _button(c.popup, ("popup", 1), family)
    target = [(i, dict(h)) for i, h in to_lines(json.loads(action.program))]
    key = indent_key(ed, target)
    if key is not None:
        return indent_press(ed, key, family)
    data = wanted_button(ed, target)
    if data == "run":
        data = "ed_run"
    menu = ed.popup if ed.popup is not None else ed.menu
    return _button(menu, data, family, ed if ed.popup is None else None)


def _card_menu(scene: CardScene, action: Play | Discard, family: str) -> Press | None:
    """A hand card, then the line of its small menu that makes the move."""
    c = scene.controls
    if c.popup is None:
        return _button(c.menu, ("card", action.card), family)
    if c.popup_card != action.card:
        return _back(c.popup, family)
    if isinstance(action, Discard):
        k = 0                                                  # "Throw it away"
    else:
        me = c.me()
        plays = sorted((a for a in scene.legal(me) if isinstance(a, Play)   # type: ignore[arg-type]
                        and a.card == action.card), key=lambda a: (a.target, a.pile))
        if action not in plays:
            return None
        k = plays.index(action)
    return _button(c.popup, ("popup", k), family)


def _give_next(giving: list[str], cards: list[str]) -> Any:
    """A Swap: the next card to tap (chosen or unchosen), then the Swap button."""
    wrong = [x for x in giving if x not in cards]
    if wrong:
        return ("card", wrong[0])
    missing = [x for x in cards if x not in giving]
    return ("card", missing[0]) if missing else ("give", "ok")


def _back(menu: Menu | None, family: str) -> Press | None:
    """Close what is open over the table: B / Esc, or its Back button."""
    if menu is None:
        return None
    b = next((b for b in menu.buttons if b.data in ("ed_back",) or b.label == "Back"), None)
    rect = pygame.Rect(b.rect) if b is not None else pygame.Rect(0, 0, 1, 1)
    if family == MOUSE:
        return None if b is None else Press("button:back", rect, POINTER)
    return Press("button:back", rect, frozenset((BACK,)), BACK)


def _button(menu: Menu | None, data: Any, family: str, ed: Any = None) -> Press | None:
    if menu is None:
        return None
    goal = next((k for k, b in enumerate(menu.buttons) if b.data == data and b.enabled), None)
    if goal is None:
        return None
    rect = pygame.Rect(menu.buttons[goal].rect)
    name = ":".join(str(d) for d in data) if isinstance(data, tuple) else f"button:{data}"
    if family == MOUSE:
        return Press(name, rect, POINTER)
    way = _first_step(menu.buttons, menu.focus, goal, ed)
    if way is None:
        if menu.focus != goal:
            return None   # out of reach by the arrows
        return Press(name, rect, frozenset((CONFIRM,)), CONFIRM)
    return Press(name, rect, frozenset((way,)), "move")
