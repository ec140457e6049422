"""Intents: what a player means, whatever device they used.

Scenes react to intents, never to raw pygame events, so keyboard, mouse,
touch and every kind of gamepad behave the same way. `device` says who: the
lobby binds devices to seats, and game scenes route intents by it.
"""
from __future__ import annotations

from typing import Any, NamedTuple

KEYBOARD = "kbd"
MOUSE = "mouse"

# Directions and buttons
UP, DOWN, LEFT, RIGHT = "up", "down", "left", "right"
CONFIRM = "confirm"   # Enter/Space, pad A
BACK = "back"         # Esc/Backspace, pad B
ALT = "alt"           # Tab/X key, pad X: a second action (e.g. flip vs pick up)
HELP = "help"         # F1/H, pad Y
PAUSE = "pause"       # P, pad Start (Esc is BACK; game scenes treat BACK as pause)
PREV, NEXT = "prev", "next"  # Q/E, pad shoulders
# Pointer (mouse or touch), with `pos` in logical pixels
POINT = "point"       # moved
PRESS = "press"       # button/finger down
RELEASE = "release"   # button/finger up
WHEEL = "wheel"       # value = +1/-1
# A text field has the keyboard (InputManager.typing): letters are letters, not
# directions. TEXT: value = the characters typed; KEY: value = (pygame key, mods)
TEXT = "text"
KEY = "key"
# Devices coming and going (pads), value = human-readable name
DEVICE_ADDED = "device_added"
DEVICE_REMOVED = "device_removed"

DIRECTIONS = {UP: (0, -1), DOWN: (0, 1), LEFT: (-1, 0), RIGHT: (1, 0)}


class Intent(NamedTuple):
    """Immutable and cheap: every event makes one (a frozen dataclass cost a
    millisecond of the launch to define, and more per event to build)."""
    kind: str
    device: str
    pos: tuple[int, int] | None = None
    value: Any = None

    @property
    def is_pointer(self) -> bool:
        return self.pos is not None

    @property
    def is_pad(self) -> bool:
        return self.device.startswith("pad:")


def pad_device(instance_id: int) -> str:
    return f"pad:{instance_id}"
