"""Gamepads: SDL game controllers first, plain joysticks as a fallback.

Pads are keyed by SDL instance id, so unplugging one and plugging in another
never confuses seats: a pad that comes back gets a new id and a new
DEVICE_ADDED. Held directions (d-pad, hat, left stick) repeat like a
keyboard's, until released, centred or unplugged.

SDL facts this relies on (checked with pygame-ce 2.5.8 / SDL 2.32):
- a controller sends both CONTROLLER* and JOY* events (added, buttons, axes,
  removed); we open it as a controller and ignore its JOY* input events;
- the first event on each joystick axis reports where it rests (the "burst"
  at rest when a pad starts talking): sticks rest at 0, triggers at -1;
- a controller's sticks are centred by SDL; its triggers are axes 4 and 5.
"""
from __future__ import annotations

from typing import Any

import pygame

from .intents import (ALT, BACK, CONFIRM, DEVICE_ADDED, DEVICE_REMOVED, DIRECTIONS, DOWN, HELP,
                      LEFT, NEXT, PAUSE, PREV, RIGHT, UP, Intent, pad_device)

from pygame._sdl2 import controller as sdl_controller  # pygame-ce always has it

BUTTONS = {
    pygame.CONTROLLER_BUTTON_A: CONFIRM, pygame.CONTROLLER_BUTTON_B: BACK,
    pygame.CONTROLLER_BUTTON_X: ALT, pygame.CONTROLLER_BUTTON_Y: HELP,
    pygame.CONTROLLER_BUTTON_START: PAUSE, pygame.CONTROLLER_BUTTON_BACK: HELP,
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: PREV, pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: NEXT,
}
DPAD = {
    pygame.CONTROLLER_BUTTON_DPAD_UP: UP, pygame.CONTROLLER_BUTTON_DPAD_DOWN: DOWN,
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: LEFT, pygame.CONTROLLER_BUTTON_DPAD_RIGHT: RIGHT,
}
# Plain joysticks: the common layout (A B X Y, shoulders, back, start); hat 0 is the d-pad
# and axes 0/1 the left stick.
JOY_BUTTONS = {0: CONFIRM, 1: BACK, 2: ALT, 3: HELP, 4: PREV, 5: NEXT, 6: HELP, 7: PAUSE}
STICK_AXES = (0, 1)      # left stick x, y (same numbers for controllers and joysticks)
STICK_PRESS = 0.5        # of full travel: pushed this far, a direction starts
STICK_RELEASE = 0.3      # ... and it lasts until it falls back under this (hysteresis)
REPEAT_DELAY = 0.35      # seconds held before the first repeat
REPEAT_EVERY = 0.12      # then one repeat this often (at most one per update)
DEVICE_ERRORS = (pygame.error, ValueError, IndexError, TypeError, OverflowError)


class Pad:
    def __init__(self, instance_id: int, name: str, handle, is_controller: bool):
        self.instance_id = instance_id
        self.name = name
        self.handle = handle                  # keeps the SDL device open
        self.is_controller = is_controller
        self.stick = [0.0, 0.0]               # left stick x, y in -1..1 (y grows downwards)
        self.stick_dir: str | None = None     # the direction the stick holds
        self.rest: dict[int, float] = {}      # joystick axis -> where it rests
        self.held: dict[tuple[str, str], float] = {}  # (source, direction) -> time to repeat

    @property
    def device(self) -> str:
        return pad_device(self.instance_id)

    def hold(self, source: str, kind: str) -> list[Intent]:
        self.held[(source, kind)] = REPEAT_DELAY
        return [Intent(kind, self.device)]

    def let_go(self, source: str, kind: str) -> None:
        self.held.pop((source, kind), None)

    def let_go_all(self) -> None:
        self.held.clear()
        self.stick, self.stick_dir = [0.0, 0.0], None


class Gamepads:
    def __init__(self) -> None:
        self.pads: dict[int, Pad] = {}
        if not pygame.joystick.get_init():
            pygame.joystick.init()
        if sdl_controller is not None and not sdl_controller.get_init():
            sdl_controller.init()
        # Pads plugged in before we started (their ADDED events may be long gone):
        # announced by the first update(); the queued ADDED events then find them known.
        self._pending: list[Intent] = self._scan()

    # ------------------------------------------------------------------ devices
    def _scan(self) -> list[Intent]:
        """Open every pad SDL lists now, announcing the new ones.

        An ADDED event's device_index is only right until another pad comes or
        goes, so each ADDED event rescans instead of trusting its index.
        """
        out: list[Intent] = []
        for index in range(pygame.joystick.get_count()):
            out += self._open(index)
        return out

    def _open(self, index: int) -> list[Intent]:
        try:
            handle: Any
            # The instance id comes from a joystick opened by index now:
            # Controller.as_joystick() reopens the index the controller object
            # was first made with, which after an unplug belongs to another pad.
            joy = pygame.joystick.Joystick(index)
            iid = joy.get_instance_id()
            if sdl_controller.is_controller(index):
                handle = sdl_controller.Controller(index)
                is_ctrl, name = True, handle.name
            else:
                handle, is_ctrl, name = joy, False, joy.get_name()
        except DEVICE_ERRORS:  # gone again already, or an index that no longer exists
            return []
        known = self.pads.get(iid)
        if known is not None:  # the other of JOY/CONTROLLERDEVICEADDED, or a rescan
            if is_ctrl and not known.is_controller:
                self.pads[iid] = Pad(iid, known.name, handle, True)
            return []
        pad = Pad(iid, (name or "").strip() or "Gamepad", handle, is_ctrl)
        self.pads[iid] = pad
        return [Intent(DEVICE_ADDED, pad.device, value=pad.name)]

    def _close(self, iid) -> list[Intent]:
        pad = self.pads.pop(iid, None)
        if pad is None:  # the second of the two REMOVED events, or never known
            return []
        try:
            pad.handle.quit()
        except (AttributeError, *DEVICE_ERRORS):
            pass
        return [Intent(DEVICE_REMOVED, pad.device, value=pad.name)]

    # ------------------------------------------------------------------ inputs
    def _stick(self, pad: Pad, axis: int, value: float) -> list[Intent]:
        """The left stick holds at most one direction: the dominant one, with hysteresis."""
        pad.stick[axis] = max(-1.0, min(1.0, value))
        x, y = pad.stick
        cur = pad.stick_dir
        if cur is not None:
            dx, dy = DIRECTIONS[cur]
            if x * dx + y * dy >= STICK_RELEASE:
                return []  # still pushed that way
            pad.let_go("stick", cur)
            pad.stick_dir = None
        if max(abs(x), abs(y)) <= STICK_PRESS:
            return []
        if abs(x) >= abs(y):
            pad.stick_dir = RIGHT if x > 0 else LEFT
        else:
            pad.stick_dir = DOWN if y > 0 else UP
        return pad.hold("stick", pad.stick_dir)

    def _hat(self, pad: Pad, value) -> list[Intent]:
        x, y = value
        want = {LEFT: x < 0, RIGHT: x > 0, UP: y > 0, DOWN: y < 0}  # hat y grows upwards
        out: list[Intent] = []
        for kind, on in want.items():
            if not on:
                pad.let_go("hat", kind)
            elif ("hat", kind) not in pad.held:
                out += pad.hold("hat", kind)
        return out

    def _controller_event(self, pad: Pad, ev) -> list[Intent]:
        t = ev.type
        if t == pygame.CONTROLLERBUTTONDOWN:
            if ev.button in DPAD:
                return pad.hold("dpad", DPAD[ev.button])
            kind = BUTTONS.get(ev.button)
            return [Intent(kind, pad.device)] if kind else []
        if t == pygame.CONTROLLERBUTTONUP:
            if ev.button in DPAD:
                pad.let_go("dpad", DPAD[ev.button])
            return []
        if t == pygame.CONTROLLERAXISMOTION and ev.axis in STICK_AXES:  # triggers ignored
            return self._stick(pad, ev.axis, ev.value / 32767)
        return []

    def _joystick_event(self, pad: Pad, ev) -> list[Intent]:
        t = ev.type
        if t == pygame.JOYBUTTONDOWN:
            kind = JOY_BUTTONS.get(ev.button)
            return [Intent(kind, pad.device)] if kind else []
        if t == pygame.JOYHATMOTION and ev.hat == 0:
            return self._hat(pad, ev.value)
        if t == pygame.JOYAXISMOTION and ev.axis in STICK_AXES:
            rest = pad.rest.setdefault(ev.axis, ev.value)  # the first report is the rest
            if abs(rest) > STICK_RELEASE:
                return []  # rests off-centre: a trigger or throttle, not a stick
            return self._stick(pad, ev.axis, ev.value)
        return []

    # ------------------------------------------------------------------ public
    def process(self, ev: pygame.event.Event) -> list[Intent]:
        t = ev.type
        if t in (pygame.CONTROLLERDEVICEADDED, pygame.JOYDEVICEADDED):
            return self._scan()
        if t in (pygame.CONTROLLERDEVICEREMOVED, pygame.JOYDEVICEREMOVED):
            return self._close(getattr(ev, "instance_id", None))
        if t == pygame.WINDOWFOCUSLOST:  # SDL drops pad events in the background: let go
            for pad in self.pads.values():
                pad.let_go_all()
            return []
        found = self.pads.get(getattr(ev, "instance_id", -1))
        if found is None:  # not a pad event, or a pad we do not know (any more)
            return []
        pad = found
        try:
            if pad.is_controller:
                return self._controller_event(pad, ev)
            return self._joystick_event(pad, ev)
        except (AttributeError, *DEVICE_ERRORS):  # a malformed event must never crash play
            return []

    def update(self, dt: float) -> list[Intent]:
        """Announce pads found at start-up, and repeat held directions."""
        out, self._pending = self._pending, []
        for pad in self.pads.values():
            for key, left in list(pad.held.items()):
                left -= dt
                if left <= 0:
                    out.append(Intent(key[1], pad.device))
                    left = left + REPEAT_EVERY if left + REPEAT_EVERY > 0 else REPEAT_EVERY
                pad.held[key] = left
        return out
