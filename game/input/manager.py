"""Turns pygame events into Intents. Gamepads are handled in `gamepads.py`."""
from __future__ import annotations

from typing import Any, Callable

import pygame

from .intents import (ALT, BACK, CONFIRM, DOWN, HELP, KEY, KEYBOARD, LEFT, MOUSE, NEXT,
                      PAUSE, POINT, PRESS, PREV, RELEASE, RIGHT, TEXT, UP, WHEEL, Intent)

KEYS = {
    pygame.K_UP: UP, pygame.K_w: UP,
    pygame.K_DOWN: DOWN, pygame.K_s: DOWN,
    pygame.K_LEFT: LEFT, pygame.K_a: LEFT,
    pygame.K_RIGHT: RIGHT, pygame.K_d: RIGHT,
    pygame.K_RETURN: CONFIRM, pygame.K_KP_ENTER: CONFIRM, pygame.K_SPACE: CONFIRM,
    pygame.K_ESCAPE: BACK, pygame.K_BACKSPACE: BACK,
    pygame.K_TAB: ALT, pygame.K_x: ALT,
    pygame.K_F1: HELP, pygame.K_h: HELP,
    pygame.K_p: PAUSE,
    pygame.K_q: PREV, pygame.K_e: NEXT, pygame.K_PAGEUP: PREV, pygame.K_PAGEDOWN: NEXT,
}


class InputManager:
    """Feed it every pygame event; it returns the intents they mean."""

    def __init__(self, to_logical: Callable[[tuple[int, int]], tuple[int, int] | None]):
        self.to_logical = to_logical
        self.pads: Any = None  # set by the app: gamepads.Gamepads
        self.pointer: tuple[int, int] | None = None
        # a scene with a text field sets this while it shows: the keyboard then
        # types (TEXT, KEY intents) instead of choosing (W is a letter, not up)
        self.typing = False

    def process(self, ev: pygame.event.Event) -> list[Intent]:
        t = ev.type
        if self.typing and t in (pygame.KEYDOWN, pygame.TEXTINPUT):
            if t == pygame.TEXTINPUT:
                return [Intent(TEXT, KEYBOARD, value=ev.text)]
            return [Intent(KEY, KEYBOARD, value=(ev.key, ev.mod))]
        if t == pygame.KEYDOWN:
            kind = KEYS.get(ev.key)
            return [Intent(kind, KEYBOARD)] if kind else []
        if t in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pos = self.to_logical(ev.pos)
            if pos is None:
                return []
            self.pointer = pos
            if t == pygame.MOUSEMOTION:
                return [Intent(POINT, MOUSE, pos)]
            if ev.button not in (1, 3):  # wheel buttons arrive as MOUSEWHEEL too
                return []
            kind = PRESS if t == pygame.MOUSEBUTTONDOWN else RELEASE
            return [Intent(kind, MOUSE, pos, ev.button)]
        if t == pygame.MOUSEWHEEL:
            return [Intent(WHEEL, MOUSE, self.pointer, 1 if ev.y > 0 else -1)] if ev.y else []
        if self.pads is not None:
            return self.pads.process(ev)
        return []

    def update(self, dt: float) -> list[Intent]:
        """Held directions repeat (pads' sticks and d-pads)."""
        return self.pads.update(dt) if self.pads is not None else []
