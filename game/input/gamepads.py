"""Gamepads: SDL game controllers first, plain joysticks as a fallback.

Pads are keyed by SDL instance id, so unplugging one and plugging in another
never confuses seats. Held directions repeat like a keyboard's.
"""
from __future__ import annotations

import pygame

from .intents import (ALT, BACK, CONFIRM, DEVICE_ADDED, DEVICE_REMOVED, DOWN, HELP, LEFT, NEXT,
                      PAUSE, PREV, RIGHT, UP, Intent, pad_device)

try:
    from pygame._sdl2 import controller as sdl_controller
except ImportError:  # pragma: no cover - pygame-ce always has it
    sdl_controller = None

BUTTONS = {
    pygame.CONTROLLER_BUTTON_A: CONFIRM, pygame.CONTROLLER_BUTTON_B: BACK,
    pygame.CONTROLLER_BUTTON_X: ALT, pygame.CONTROLLER_BUTTON_Y: HELP,
    pygame.CONTROLLER_BUTTON_START: PAUSE, pygame.CONTROLLER_BUTTON_BACK: HELP,
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: PREV, pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: NEXT,
    pygame.CONTROLLER_BUTTON_DPAD_UP: UP, pygame.CONTROLLER_BUTTON_DPAD_DOWN: DOWN,
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: LEFT, pygame.CONTROLLER_BUTTON_DPAD_RIGHT: RIGHT,
}
JOY_BUTTONS = {0: CONFIRM, 1: BACK, 2: ALT, 3: HELP, 4: PREV, 5: NEXT, 6: HELP, 7: PAUSE}
DEADZONE = 0.5           # of full stick travel
REPEAT_DELAY = 0.35
REPEAT_EVERY = 0.12


class Pad:
    def __init__(self, instance_id: int, name: str, handle, is_controller: bool):
        self.instance_id = instance_id
        self.name = name
        self.handle = handle
        self.is_controller = is_controller
        self.axes = [0.0, 0.0]      # left stick x, y in -1..1
        self.held: dict[str, float] = {}  # direction -> time until repeat

    @property
    def device(self) -> str:
        return pad_device(self.instance_id)


class Gamepads:
    def __init__(self) -> None:
        self.pads: dict[int, Pad] = {}
        for mod in (pygame.joystick,):
            if not mod.get_init():
                mod.init()
        if sdl_controller is not None and not sdl_controller.get_init():
            sdl_controller.init()

    # ------------------------------------------------------------------
    def _open(self, index: int) -> list[Intent]:
        handle, is_ctrl = None, False
        try:
            if sdl_controller is not None and sdl_controller.is_controller(index):
                handle = sdl_controller.Controller(index)
                is_ctrl = True
                iid = handle.as_joystick().get_instance_id()
                name = handle.name
            else:
                handle = pygame.joystick.Joystick(index)
                iid = handle.get_instance_id()
                name = handle.get_name()
        except pygame.error:
            return []
        if iid in self.pads:
            if is_ctrl and not self.pads[iid].is_controller:
                self.pads[iid].handle, self.pads[iid].is_controller = handle, True
            return []
        pad = Pad(iid, name or "Gamepad", handle, is_ctrl)
        self.pads[iid] = pad
        return [Intent(DEVICE_ADDED, pad.device, value=pad.name)]

    def _close(self, iid: int) -> list[Intent]:
        pad = self.pads.pop(iid, None)
        if pad is None:
            return []
        return [Intent(DEVICE_REMOVED, pad.device, value=pad.name)]

    def _press(self, pad: Pad, kind: str | None) -> list[Intent]:
        if kind is None:
            return []
        if kind in (UP, DOWN, LEFT, RIGHT):
            pad.held[kind] = REPEAT_DELAY
        return [Intent(kind, pad.device)]

    def _axis(self, pad: Pad, axis: int, value: float) -> list[Intent]:
        if axis > 1:
            return []
        pad.axes[axis] = value
        out: list[Intent] = []
        neg, pos = (LEFT, RIGHT) if axis == 0 else (UP, DOWN)
        for kind, on in ((neg, value < -DEADZONE), (pos, value > DEADZONE)):
            if on and kind not in pad.held:
                out += self._press(pad, kind)
            elif not on and kind in pad.held and self._stick_owned(pad, kind):
                pad.held.pop(kind, None)
        return out

    def _stick_owned(self, pad: Pad, kind: str) -> bool:
        return True

    # ------------------------------------------------------------------
    def process(self, ev: pygame.event.Event) -> list[Intent]:
        t = ev.type
        if t in (pygame.CONTROLLERDEVICEADDED, pygame.JOYDEVICEADDED):
            return self._open(ev.device_index)
        if t in (pygame.CONTROLLERDEVICEREMOVED, pygame.JOYDEVICEREMOVED):
            return self._close(ev.instance_id)
        iid = getattr(ev, "instance_id", None)
        pad = self.pads.get(iid) if iid is not None else None
        if pad is None:
            return []
        if pad.is_controller:
            if t == pygame.CONTROLLERBUTTONDOWN:
                return self._press(pad, BUTTONS.get(ev.button))
            if t == pygame.CONTROLLERBUTTONUP:
                kind = BUTTONS.get(ev.button)
                pad.held.pop(kind, None)
                return []
            if t == pygame.CONTROLLERAXISMOTION:
                return self._axis(pad, ev.axis, ev.value / 32767)
            return []
        if t == pygame.JOYBUTTONDOWN:
            return self._press(pad, JOY_BUTTONS.get(ev.button))
        if t == pygame.JOYHATMOTION:
            x, y = ev.value
            for k in (UP, DOWN, LEFT, RIGHT):
                pad.held.pop(k, None)
            kind = LEFT if x < 0 else RIGHT if x > 0 else UP if y > 0 else DOWN if y < 0 else None
            return self._press(pad, kind)
        if t == pygame.JOYAXISMOTION:
            return self._axis(pad, ev.axis, ev.value)
        return []

    def update(self, dt: float) -> list[Intent]:
        out: list[Intent] = []
        for pad in self.pads.values():
            for kind in list(pad.held):
                pad.held[kind] -= dt
                if pad.held[kind] <= 0:
                    pad.held[kind] = REPEAT_EVERY
                    out.append(Intent(kind, pad.device))
        return out
