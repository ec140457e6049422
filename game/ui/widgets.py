"""Buttons and focus menus that work the same with pads, keys, mouse and touch."""
from __future__ import annotations

import copy
import functools
import math
from typing import Callable

import pygame

from game.input.intents import CONFIRM, DIRECTIONS, POINT, PRESS, RELEASE, Intent

from . import textlog, theme
from .assets import image, image_fit, nine_slice, text, true_colour


def draw_text(surf: pygame.Surface, s: str, size: int, colour, pos, anchor: str = "center",
              shadow: bool = False, role: str | None = None, box=None) -> pygame.Rect:
    """`role` ("decide", "secondary", "log") and `box` (the rect the text belongs in)
    are for the screen audit (game/ui/textlog.py); drawing ignores them."""
    img = text(s, size, tuple(colour))
    rect = img.get_rect(**{anchor: pos})
    if textlog.LOG is not None:
        textlog.LOG.drawn(surf, s, size, rect, img, role, box, shadow)
    if shadow:
        surf.blit(text(s, size, (0, 0, 0)), rect.move(3, 3))
    surf.blit(img, rect)
    return rect


@functools.lru_cache(maxsize=512)
def fit_size(s: str, size: int, width: int, smallest: int = 18) -> int:
    """The largest size up to `size` at which `s` fits in `width` pixels."""
    from .assets import font
    while size > smallest and font(size).size(s)[0] > width:
        size -= 2
    return size


@functools.lru_cache(maxsize=512)
def label_lines(s: str, size: int, width: int) -> tuple[tuple[str, ...], int]:
    """A button label as one line, or two when one line would get too small."""
    one = fit_size(s, size, width)
    words = s.split(" ")
    if one >= min(size, 28) or len(words) < 2:
        return (s,), one
    # split where the two halves are most even
    cut = min(range(1, len(words)),
              key=lambda k: abs(len(" ".join(words[:k])) - len(" ".join(words[k:]))))
    lines = (" ".join(words[:cut]), " ".join(words[cut:]))
    two = min(fit_size(line, min(size, 34), width) for line in lines)
    return (lines, two) if two > one else ((s,), one)


def wrap(s: str, size: int, width: int) -> list[str]:
    """Split text into lines that fit `width` pixels at `size`."""
    from .assets import font
    f = font(size)
    lines: list[str] = []
    for para in s.split("\n"):
        line = ""
        for word in para.split(" "):
            cand = f"{line} {word}".strip()
            if line and f.size(cand)[0] > width:
                lines.append(line)
                line = word
            else:
                line = cand
        lines.append(line)
    return lines


def panel(surf: pygame.Surface, rect: pygame.Rect) -> None:
    surf.blit(nine_slice("ui/panel", rect.size), rect)


class Button:
    # a plain class, not a dataclass: defining the two dataclasses of this module
    # was a millisecond of the title screen's start-up (issue 20)
    def __init__(self, rect: pygame.Rect, label: str, on_press: Callable[[], None],
                 icon: str | None = None, enabled: bool = True,
                 size: int = theme.FONT_SIZES["large"], note: str = "",
                 image_name: str | None = None, data: object = None) -> None:
        self.rect = rect
        self.label = label
        self.on_press = on_press
        self.icon = icon
        self.enabled = enabled
        self.size = size
        self.note = note                  # small second line (e.g. "coming soon")
        self.image_name = image_name      # a picture filling the button (game cards)
        self.data = data

    def __repr__(self) -> str:
        return f"Button({self.label!r}, {tuple(self.rect)}, enabled={self.enabled})"

    def at(self, rect: pygame.Rect) -> "Button":
        """This button drawn at another rect (a bounce, a lift); the same in all else."""
        out = copy.copy(self)
        out.rect = rect
        return out

    def draw(self, surf: pygame.Surface, focused: bool, pressed: bool = False) -> None:
        state = "disabled" if not self.enabled else "pressed" if pressed else \
            "hover" if focused else "normal"
        r = self.rect.move(0, 4) if pressed else self.rect
        surf.blit(nine_slice(f"ui/button_{state}", r.size), r)
        ink = theme.INK if self.enabled else (120, 110, 100)
        if self.image_name:
            pic = r.inflate(-28, -28)
            pic.h -= self.size + 10
            art = image_fit(self.image_name, pic.size)  # at its own aspect, never stretched
            surf.blit(art, art.get_rect(center=pic.center))
            draw_text(surf, self.label, fit_size(self.label, self.size, r.w - 30), ink,
                      (r.centerx, r.bottom - 18 - self.size // 2), box=r)
        else:
            isz = int(self.size * 1.3) if self.icon else 0
            room = r.w - 36 - (isz + 14 if isz else 0)
            lines, size = label_lines(self.label, self.size, room)
            widest = max(text(line, size, ink).get_width() for line in lines)
            x = r.centerx
            if isz:
                left = r.centerx - (isz + 14 + widest) // 2
                surf.blit(image(f"ui/icon_{self.icon}", (isz, isz)), (left, r.centery - isz // 2))
                x = left + isz + 14 + widest // 2
            step = int(size * 1.05)
            y = r.centery - step * (len(lines) - 1) // 2
            for line in lines:
                draw_text(surf, line, size, ink, (x, y), box=r)
                y += step
        if self.note:
            tag = text(self.note, 28, (255, 255, 255))
            tr = tag.get_rect(midtop=(r.centerx, r.top + 14)).inflate(24, 10)
            pygame.draw.rect(surf, (200, 60, 60), tr, border_radius=14)
            surf.blit(tag, tag.get_rect(center=tr.center))
        if focused:
            pygame.draw.rect(surf, theme.ACCENT, r.inflate(14, 14), width=6, border_radius=26)


class Menu:
    """Buttons with one focus. Directions move focus to the nearest button that way."""

    def __init__(self, buttons: list[Button], focus: int = 0,
                 on_focus: Callable[[Button], None] | None = None,
                 sound: Callable[[str], None] | None = None) -> None:
        self.buttons = buttons
        self.focus = focus
        self.on_focus = on_focus
        self.sound = sound
        self._mouse_down: int | None = None

    def __repr__(self) -> str:
        return f"Menu({self.buttons!r}, focus={self.focus})"

    def focused(self) -> Button | None:
        return self.buttons[self.focus] if self.buttons else None

    def set_focus(self, i: int) -> None:
        if i != self.focus and 0 <= i < len(self.buttons):
            self.focus = i
            if self.sound:
                self.sound("hover")
            if self.on_focus:
                self.on_focus(self.buttons[i])

    def _press(self, i: int) -> None:
        b = self.buttons[i]
        if self.sound:
            self.sound("click" if b.enabled else "error")
        if b.enabled:  # a greyed-out button says no, and means it
            b.on_press()

    def move(self, dx: int, dy: int) -> None:
        cur = self.buttons[self.focus].rect.center
        best, best_score = None, None
        for i, b in enumerate(self.buttons):
            if i == self.focus:
                continue
            vx, vy = b.rect.centerx - cur[0], b.rect.centery - cur[1]
            along = vx * dx + vy * dy
            if along <= 0:
                continue
            across = abs(vx * dy) + abs(vy * dx)
            score = along + 2 * across
            if best_score is None or score < best_score:
                best, best_score = i, score
        if best is not None:
            self.set_focus(best)

    def hit(self, pos) -> int | None:
        for i, b in enumerate(self.buttons):
            if b.rect.collidepoint(pos):
                return i
        return None

    def handle(self, intent: Intent) -> bool:
        """Apply an intent; True if the menu used it."""
        if not self.buttons:
            return False
        if intent.kind in DIRECTIONS:
            self.move(*DIRECTIONS[intent.kind])
            return True
        if intent.kind == CONFIRM:
            self._press(self.focus)
            return True
        if intent.pos is not None:
            i = self.hit(intent.pos)
            if intent.kind == POINT and i is not None:
                self.set_focus(i)
            elif intent.kind == PRESS and i is not None:
                self.set_focus(i)
                self._mouse_down = i
                return True
            elif intent.kind == RELEASE:
                down, self._mouse_down = self._mouse_down, None
                if down is not None and down == i:
                    self._press(i)
                    return True
            return i is not None
        return False

    def draw(self, surf: pygame.Surface, show_focus: bool = True) -> None:
        for i, b in enumerate(self.buttons):
            b.draw(surf, show_focus and i == self.focus, pressed=(i == self._mouse_down))


def draw_menu(surf: pygame.Surface, menu: Menu, t: float, show_focus: bool = True) -> None:
    """Menu.draw with a gentle bounce on the focused button."""
    for i, b in enumerate(menu.buttons):
        focused = show_focus and i == menu.focus
        if focused and b.enabled and menu._mouse_down != i:
            k = int(4 + 4 * math.sin(t * 6))
            b = b.at(b.rect.inflate(2 * k, 2 * k))
        b.draw(surf, focused, pressed=(i == menu._mouse_down))


@functools.lru_cache(maxsize=16)
def _shade(size: tuple[int, int], alpha: int) -> pygame.Surface:
    shade = pygame.Surface(size, pygame.SRCALPHA)
    shade.fill((0, 0, 0, alpha))
    return shade


@functools.lru_cache(maxsize=8)
def _backdrop(alpha: int) -> pygame.Surface:
    bg = true_colour(image("bg_jungle", (1920, 1080))).copy()
    bg.blit(_shade((1920, 1080), alpha), (0, 0))
    return bg.convert() if pygame.display.get_surface() else bg


def backdrop(surf: pygame.Surface, alpha: int = 0) -> None:
    """The jungle background, darkened by `alpha`; opaque and cached, so it is cheap."""
    surf.blit(_backdrop(alpha), (0, 0))


def dim(surf: pygame.Surface, alpha: int = 170) -> None:
    """Darken everything drawn so far (overlays dim the scene below)."""
    surf.blit(_shade(surf.get_size(), alpha), (0, 0))
