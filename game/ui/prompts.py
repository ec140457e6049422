"""Prompts: lines that mix words and pictures of the buttons to press, in the
pictures of the device a player holds (pad buttons for a pad, keys for the
keyboard, the mouse for the mouse)."""
from __future__ import annotations

from typing import Any, Iterable, Sequence

import pygame

from game.input.intents import ALT, BACK, CONFIRM, HELP, KEYBOARD, MOUSE, PAUSE

from . import textlog
from .assets import image, text


def device_name(device: str | None) -> str:
    if device is None:
        return "Any device"
    if device == KEYBOARD:
        return "Keyboard"
    if device == MOUSE:
        return "Mouse / touch"
    return "Gamepad"


def device_icon(device: str | None) -> str:
    if device == KEYBOARD:
        return "ui/icon_keyboard"
    if device == MOUSE:
        return "ui/icon_mouse"
    if device is not None and device.startswith("pad:"):
        return "ui/icon_gamepad"
    return "ui/icon_human"


def confirm_glyph(device: str | None) -> str:
    """The picture of the button that means 'yes' on this device."""
    if device == KEYBOARD:
        return "ui/key_enter"
    if device == MOUSE:
        return "ui/mouse_left"
    return "ui/pad_a"


def back_glyph(device: str | None) -> str:
    return "ui/key_esc" if device == KEYBOARD else "ui/pad_b"


PAD_GLYPHS = {CONFIRM: "ui/pad_a", BACK: "ui/pad_b", ALT: "ui/pad_x", HELP: "ui/pad_y",
              PAUSE: "ui/pad_start", "move": "ui/pad_dpad"}
KEY_GLYPHS = {CONFIRM: "ui/key_enter", BACK: "ui/key_esc", "move": "ui/key_arrows"}
KEY_WORDS = {ALT: "Tab", HELP: "H", PAUSE: "P"}


def device_family(device: str | None) -> str:
    if device is None:
        return KEYBOARD
    if device.startswith("pad:"):
        return "pad"
    return MOUSE if device == MOUSE else KEYBOARD


def prompt_parts(items: Iterable[tuple[str, str]], family: str) -> list:
    """[(intent kind, words)] -> parts for lobby.draw_prompt, with the pictures of
    this device family's buttons ('move' means the arrows / d-pad)."""
    parts: list = []
    for kind, words in items:
        if parts:
            parts.append("   ")
        if family == "pad" and kind in PAD_GLYPHS:
            parts.append(("img", PAD_GLYPHS[kind]))
        elif family == MOUSE and kind == CONFIRM:
            parts.append(("img", "ui/mouse_left"))
        elif kind in KEY_GLYPHS:
            parts.append(("img", KEY_GLYPHS[kind]))
        else:
            parts.append(f"[{KEY_WORDS.get(kind, kind)}]")
        parts.append(words)
    return parts


def draw_prompt(surf: pygame.Surface, parts: Sequence[Any], size: int, colour, center,
                shadow: bool = False, role: str = textlog.SECONDARY) -> pygame.Rect:
    """A line mixing words and device pictures: parts are str or ("img", name).
    A key hint is secondary text for the screen audit unless `role` says otherwise."""
    glyph = int(size * 1.5)
    pieces: list[tuple[str, Any]] = []
    for p in parts:
        if isinstance(p, tuple):
            pieces.append(("img", image(p[1], (glyph, glyph))))
        else:
            pieces.append(("txt", p))
    widths = []
    for kind, p in pieces:
        widths.append(p.get_width() if kind == "img" else text(p, size, tuple(colour)).get_width())
    gap = 10
    total = sum(widths) + gap * (len(pieces) - 1)
    x = int(center[0] - total / 2)
    cy = int(center[1])
    for (kind, p), w in zip(pieces, widths):
        if kind == "img":
            surf.blit(p, (x, cy - p.get_height() // 2))
        else:
            if textlog.LOG is not None:
                img = text(p, size, tuple(colour))
                textlog.LOG.drawn(surf, p, size, img.get_rect(midleft=(x, cy)), img, role)
            if shadow:
                surf.blit(text(p, size, (0, 0, 0)), text(p, size, (0, 0, 0)).get_rect(
                    midleft=(x + 2, cy + 3)))
            surf.blit(text(p, size, tuple(colour)), text(p, size, tuple(colour)).get_rect(
                midleft=(x, cy)))
        x += w + gap
    return pygame.Rect(int(center[0] - total / 2), cy - glyph // 2, total, glyph)
