"""Virtual gamepads for tests: real SDL events through pygame, no hardware.

    from tests.support.vpad import VirtualPad

    pad = VirtualPad()              # a game controller (SDL knows its mapping)
    pad.tap("a")                    # CONTROLLERBUTTONDOWN/UP (+ JOYBUTTONDOWN/UP) queued
    pad.press("dpright"); ...; pad.release("dpright")
    pad.axis("leftx", 1.0)          # or pad.axis(0, 1.0); -1.0..1.0
    pad.device                      # "pad:<instance id>": the `device` of the app's intents
    pad.detach()                    # CONTROLLERDEVICEREMOVED + JOYDEVICEREMOVED queued
    VirtualPad(kind="joystick")     # a plain joystick SDL does NOT know as a controller
                                    # (4 axes, 10 buttons, 1 hat by default): JOY* events only

How it works (the trick): pygame-ce's bundled SDL (pygame_ce.libs/libSDL2-*.so)
has SDL's virtual joystick driver. `SDL_JoystickAttachVirtualEx` (type 1 = game
controller, with our own name) queues JOYDEVICEADDED and CONTROLLERDEVICEADDED.
A virtual joystick only reports its state when it is *open* and *updated*, and
SDL only sends an event when the state it sees has *changed*; so the pad opens
its own handle (`SDL_JoystickOpen`, refcounted alongside the app's) and calls
`SDL_JoystickUpdate()` right after every `SDL_JoystickSetVirtual*`. Each change
is therefore queued at once, in order (a press and a release before the next
`pygame.event.get()` are two events, not none), and the app's own
`pygame.event.get()` delivers them like a real pad's.

Gotchas
- pygame's display must be initialised (`pygame.display.init()`, done by
  `make_app`) for `pygame.event.get()` to work; the constructor initialises
  the joystick and controller modules itself. A pad made *before*
  `pygame.display.init()` / `make_app()` works, but its queued ADDED events
  are flushed (by display init, or make_app's event clear): the app still
  finds it, because Gamepads scans the pads already plugged in at start-up
  and announces them (DEVICE_ADDED) on the first frame.
- A controller's d-pad is the buttons "dpup" "dpdown" "dpleft" "dpright";
  `hat()` on a controller only shows up as JOYHATMOTION, which the app
  ignores for controllers. Use `hat()` with kind="joystick".
- Attaching queues, in this order: the ADDED events, then a burst of
  JOYAXISMOTION at rest (each axis twice: sticks 0.0, triggers -1.0). Code
  under test must ignore it; call `pygame.event.clear()` if you want it gone.
- CONTROLLER* input events only exist while someone has the pad open *as a
  controller* (the app's Gamepads does this when it sees the ADDED event).
  With nothing listening you still get the JOY* events.
- SDL2's detach takes a *device index*, not an instance id; `detach()` looks
  the index up. Instance ids are never reused: a re-attached pad is a new id.
- Detaching first recentres the pad (axis 0 / button up events for anything
  held), then queues the two REMOVED events.
- The tests' conftest detaches every pad still attached after each test
  (`detach_all()`), and `pygame.quit()` frees all virtual pads inside SDL:
  after that any method raises RuntimeError (never a segfault) and `detach()`
  is a no-op.
- Instance ids keep growing for the whole test process: compare with
  `pad.device`, never a literal "pad:0".
- When several pads come and go between two reads of the queue, SDL rewrites
  (and can drop) the queued ADDED events and orders them its own way: assert
  on the set of intents, not their order.
- Import it as `tests.support.vpad` (the conftest puts the repo root on
  sys.path); `support.vpad` would be a second copy of the module.
- Events queued by a detach at the end of a test stay in SDL's queue:
  `make_app()` clears it; a test that reads the queue itself should call
  `pygame.event.clear()` first.
- Every ctypes function that takes or returns a handle has c_void_p argtypes /
  restype: without them the 64-bit pointer is truncated and the process dies.
"""
from __future__ import annotations

import ctypes
import glob
import os
from ctypes import (POINTER, Structure, c_char_p, c_int, c_int16, c_uint8, c_uint16, c_uint32,
                    c_void_p)

import pygame
from pygame._sdl2 import controller as sdl_controller

# SDL_GameControllerButton order: a virtual game controller maps button i to this.
BUTTONS = {name: i for i, name in enumerate(
    ["a", "b", "x", "y", "back", "guide", "start", "leftstick", "rightstick",
     "leftshoulder", "rightshoulder", "dpup", "dpdown", "dpleft", "dpright"])}
# SDL_GameControllerAxis order; sticks rest at 0, triggers at -1 (0 once mapped).
AXES = {name: i for i, name in enumerate(
    ["leftx", "lefty", "rightx", "righty", "lefttrigger", "righttrigger"])}
# SDL hat bits; also accepted: pygame-style (x, y) tuples with y = +1 for up.
HAT = {"centred": 0, "centered": 0, "up": 1, "right": 2, "down": 4, "left": 8,
       "rightup": 3, "rightdown": 6, "leftup": 9, "leftdown": 12}

TYPE_UNKNOWN, TYPE_GAMECONTROLLER = 0, 1


class _Desc(Structure):  # SDL_VirtualJoystickDesc, SDL_VIRTUAL_JOYSTICK_DESC_VERSION 1
    _fields_ = [("version", c_uint16), ("type", c_uint16), ("naxes", c_uint16),
                ("nbuttons", c_uint16), ("nhats", c_uint16), ("vendor_id", c_uint16),
                ("product_id", c_uint16), ("padding", c_uint16), ("button_mask", c_uint32),
                ("axis_mask", c_uint32), ("name", c_char_p), ("userdata", c_void_p),
                ("Update", c_void_p), ("SetPlayerIndex", c_void_p), ("Rumble", c_void_p),
                ("RumbleTriggers", c_void_p), ("SetLED", c_void_p), ("SendEffect", c_void_p)]


def _load_sdl() -> ctypes.CDLL:
    found = sorted(glob.glob(os.path.join(os.path.dirname(pygame.__file__), "..",
                                          "pygame_ce.libs", "libSDL2-*.so*")))
    if not found:
        raise RuntimeError("pygame-ce's bundled libSDL2 was not found (is plain pygame installed?)")
    lib = ctypes.CDLL(found[0])
    sig = {
        "SDL_JoystickAttachVirtualEx": ([POINTER(_Desc)], c_int),
        "SDL_JoystickDetachVirtual": ([c_int], c_int),             # device INDEX in SDL2
        "SDL_NumJoysticks": ([], c_int),
        "SDL_JoystickGetDeviceInstanceID": ([c_int], c_int),
        "SDL_JoystickOpen": ([c_int], c_void_p),
        "SDL_JoystickClose": ([c_void_p], None),
        "SDL_JoystickFromInstanceID": ([c_int], c_void_p),
        "SDL_JoystickSetVirtualButton": ([c_void_p, c_int, c_uint8], c_int),
        "SDL_JoystickSetVirtualAxis": ([c_void_p, c_int, c_int16], c_int),
        "SDL_JoystickSetVirtualHat": ([c_void_p, c_int, c_uint8], c_int),
        "SDL_JoystickUpdate": ([], None),
        "SDL_GetError": ([], c_char_p),
    }
    for name, (args, res) in sig.items():
        fn = getattr(lib, name)
        fn.argtypes, fn.restype = args, res
    return lib


_sdl: ctypes.CDLL | None = None
_attached: list["VirtualPad"] = []
_count = 0


def sdl() -> ctypes.CDLL:
    global _sdl
    if _sdl is None:
        _sdl = _load_sdl()
    return _sdl


class VirtualPad:
    """One virtual pad. `kind` is "controller" (default) or "joystick" (no SDL mapping)."""

    def __init__(self, kind: str = "controller", name: str | None = None,
                 axes: int | None = None, buttons: int | None = None, hats: int = 1):
        global _count
        if kind not in ("controller", "joystick"):
            raise ValueError(f"kind must be 'controller' or 'joystick', not {kind!r}")
        if not pygame.joystick.get_init():
            pygame.joystick.init()
        if not sdl_controller.get_init():
            sdl_controller.init()
        _count += 1
        self.kind = kind
        self.name = name or f"Virtual Pad {_count}"
        is_ctrl = kind == "controller"
        self._name_bytes = self.name.encode()  # must outlive the call
        desc = _Desc(version=1, type=TYPE_GAMECONTROLLER if is_ctrl else TYPE_UNKNOWN,
                     naxes=axes if axes is not None else (6 if is_ctrl else 4),
                     nbuttons=buttons if buttons is not None else (15 if is_ctrl else 10),
                     nhats=hats, name=self._name_bytes)
        lib = sdl()
        index = lib.SDL_JoystickAttachVirtualEx(ctypes.byref(desc))
        if index < 0:
            raise RuntimeError(f"SDL_JoystickAttachVirtualEx failed: {lib.SDL_GetError()!r}")
        self.instance_id: int = lib.SDL_JoystickGetDeviceInstanceID(index)
        self._handle = lib.SDL_JoystickOpen(index)  # our own reference: keeps it reporting
        if not self._handle:
            lib.SDL_JoystickDetachVirtual(index)
            raise RuntimeError(f"SDL_JoystickOpen failed: {lib.SDL_GetError()!r}")
        lib.SDL_JoystickUpdate()  # flush the at-rest burst now, right after the ADDED events
        _attached.append(self)

    @property
    def device(self) -> str:
        """The intent device string the app gives this pad ("pad:<instance id>")."""
        return f"pad:{self.instance_id}"

    @property
    def attached(self) -> bool:
        return self._index() is not None

    def __repr__(self) -> str:
        return f"<VirtualPad {self.name!r} {self.kind} id={self.instance_id}>"

    # ------------------------------------------------------------------ inputs
    def press(self, button: str | int) -> None:
        self._set(sdl().SDL_JoystickSetVirtualButton, self._button(button), 1)

    def release(self, button: str | int) -> None:
        self._set(sdl().SDL_JoystickSetVirtualButton, self._button(button), 0)

    def tap(self, button: str | int) -> None:
        self.press(button)
        self.release(button)

    def axis(self, axis: str | int, value: float) -> None:
        """value in -1.0..1.0 (a trigger rests at -1.0)."""
        i = AXES[axis] if isinstance(axis, str) else axis
        raw = max(-32768, min(32767, round(value * 32767) if value > -1 else -32768))
        self._set(sdl().SDL_JoystickSetVirtualAxis, i, raw)

    def hat(self, value, hat: int = 0) -> None:
        """value: SDL bits, a name from HAT ("up", "leftdown", "centred") or (x, y), y up."""
        if isinstance(value, str):
            bits = HAT[value]
        elif isinstance(value, tuple):
            x, y = value
            bits = (1 if y > 0 else 4 if y < 0 else 0) | (2 if x > 0 else 8 if x < 0 else 0)
        else:
            bits = int(value)
        self._set(sdl().SDL_JoystickSetVirtualHat, hat, bits)

    def detach(self) -> None:
        """Unplug: queues the recentring events, then the REMOVED events. Safe to repeat."""
        lib = sdl()
        index = self._index()
        if index is not None:
            lib.SDL_JoystickDetachVirtual(index)
        handle = lib.SDL_JoystickFromInstanceID(self.instance_id) if self._handle else None
        if handle:  # still open somewhere: drop our own reference only
            lib.SDL_JoystickClose(handle)
        self._handle = None
        if self in _attached:
            _attached.remove(self)

    # ------------------------------------------------------------------ inner
    def _index(self) -> int | None:
        lib = sdl()
        if not pygame.joystick.get_init():
            return None
        for i in range(lib.SDL_NumJoysticks()):
            if lib.SDL_JoystickGetDeviceInstanceID(i) == self.instance_id:
                return i
        return None

    def _button(self, button: str | int) -> int:
        return BUTTONS[button] if isinstance(button, str) else button

    def _set(self, fn, i: int, value: int) -> None:
        lib = sdl()
        # Look the handle up each time: after pygame.quit() SDL has freed it.
        handle = lib.SDL_JoystickFromInstanceID(self.instance_id) if self._handle else None
        if not handle or self._index() is None:
            raise RuntimeError(f"{self!r} is detached (or SDL's joystick subsystem was shut down)")
        if fn(handle, i, value) < 0:
            raise RuntimeError(f"{fn.__name__}({i}, {value}) failed: {lib.SDL_GetError()!r}")
        lib.SDL_JoystickUpdate()  # the trick: report the change now, as its own event


def detach_all() -> None:
    """Unplug every pad still attached (the conftest calls this after each test)."""
    for pad in list(_attached):
        pad.detach()
