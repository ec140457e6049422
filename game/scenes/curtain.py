"""The curtain: hides the whole screen until the next player is ready for a secret.

Opaque, so nothing of the game below can show through. Only the seat's own
device reveals (a seat without a device, or whose pad was unplugged, accepts
any device; a lost seat is then taken by that device). Pause still works.
"""
from __future__ import annotations

import functools
import math
from typing import Callable

import pygame

from game.app.scene import Scene
from game.app.seating import Seating
from game.input.intents import (BACK, CONFIRM, DEVICE_ADDED, DEVICE_REMOVED, MOUSE, PAUSE,
                                RELEASE, Intent)
from game.ui import theme
from game.ui.widgets import draw_text

from game.ui.anim import pop_scale
from game.ui.badges import draw_badge
from game.ui.prompts import draw_prompt

DROP_TIME = 0.55   # seconds at animation speed 1
LIFT_TIME = 0.4
ARM_TIME = 0.4     # presses this soon after the curtain fell are ignored (a held button)
CURTAIN = (150, 28, 40)
CURTAIN_DARK = (105, 16, 28)
BACKSTAGE = (20, 14, 18)


class CurtainScene(Scene):
    opaque = True

    def __init__(self, app, seat: int, seating: Seating, message: str | None,
                 on_reveal: Callable[[], None]):
        super().__init__(app)
        self.seat = seat
        self.seating = seating
        cb = app.settings.colour_blind
        self.name = theme.seat_name(seat, cb)
        self.message = message or f"{self.name}'s turn! Everyone else, look away."
        self.on_reveal = on_reveal
        self.age = 0.0
        self.lifting: float | None = None  # seconds since the reveal started

    def enter(self) -> None:
        self.app.play("curtain")

    # ------------------------------------------------------------------ model
    @property
    def speed(self) -> float:
        return max(0.1, float(self.app.settings.animation_speed))

    def may_reveal(self, device: str) -> bool:
        s = self.seating.seats[self.seat] if self.seat < len(self.seating.seats) else None
        if s is None or s.device is None or s.lost:
            return True
        return s.device == device

    def reveal(self, device: str) -> None:
        s = self.seating.seats[self.seat] if self.seat < len(self.seating.seats) else None
        if s is not None and s.lost:
            self.seating.take(self.seat, device)  # this device takes the orphaned seat
        self.lifting = 0.0
        self.app.play("reveal")

    def game_scene(self):
        """The scene this curtain covers (for Pause)."""
        scenes = self.app.stack.scenes
        if self in scenes:
            below = scenes[:scenes.index(self)]
            for sc in reversed(below):
                if hasattr(sc, "restart") and hasattr(sc, "match"):
                    return sc
        return None

    # ------------------------------------------------------------------ input
    def handle(self, intent: Intent) -> None:
        if intent.kind in (DEVICE_ADDED, DEVICE_REMOVED) or self.lifting is not None:
            return
        if intent.kind in (PAUSE, BACK):
            game = self.game_scene()
            if game is not None:
                self.app.open("pause", game_scene=game)
            return
        if self.age * self.speed < ARM_TIME:
            return
        wants = intent.kind == CONFIRM or (intent.kind == RELEASE and intent.device == MOUSE)
        if not wants:
            return
        if self.may_reveal(intent.device):
            self.reveal(intent.device)
        else:
            self.app.play("error")

    def update(self, dt: float) -> None:
        self.age += dt
        if self.lifting is not None:
            self.lifting += dt
            if self.lifting * self.speed >= LIFT_TIME:
                if self.app.stack.top is self:
                    self.app.pop()
                self.on_reveal()

    def animating(self) -> bool:
        # falling, lifting, or waiting: the seat's badge bounces and its prompt
        # pulses until the player presses, so every frame is a new picture
        return True

    # ------------------------------------------------------------------ drawing
    def prompt_parts(self) -> list:
        s = self.seating.seats[self.seat] if self.seat < len(self.seating.seats) else None
        dev = None if s is None or s.lost else s.device
        if dev == MOUSE:
            return [f"{self.name}: click", ("img", "ui/mouse_left"), "or tap",
                    ("img", "ui/touch"), "to see your secret"]
        if dev == "kbd":
            return [f"{self.name}: press", ("img", "ui/key_enter"), "to see your secret"]
        if dev is not None and dev.startswith("pad:"):
            return [f"{self.name}: press", ("img", "ui/pad_a"), "to see your secret"]
        return [f"{self.name}: press", ("img", "ui/pad_a"), "/", ("img", "ui/key_enter"),
                "/ click", ("img", "ui/mouse_left"), "to see your secret"]

    def draw(self, surf: pygame.Surface) -> None:
        w, h = surf.get_size()
        surf.fill(BACKSTAGE)
        drop = min(1.0, self.age * self.speed / DROP_TIME)
        drop = 1 - (1 - drop) ** 3  # ease out: falls fast, settles
        if self.lifting is not None:
            lift = min(1.0, self.lifting * self.speed / LIFT_TIME)
            drop = 1 - lift * lift
        bottom = int(h * drop)
        self._drapes(surf, bottom, w)
        if drop < 0.9:
            return
        cb = self.app.settings.colour_blind
        col = theme.seat_colour(self.seat, cb)
        cy = bottom - h  # the text rides on the curtain
        plate = pygame.Rect(0, 0, 1500, 640)
        plate.center = (w // 2, h // 2 + cy)
        pygame.draw.rect(surf, (30, 20, 24), plate, border_radius=40)
        pygame.draw.rect(surf, col, plate, width=8, border_radius=40)
        bounce = 1 + 0.05 * math.sin(self.age * 4)
        draw_badge(surf, self.seat, (w // 2, plate.y + 130), 180, cb,
                   pop_scale(self.age - DROP_TIME / self.speed, self.speed) * bounce)
        draw_text(surf, self.message, theme.FONT_SIZES["large"], theme.TEXT,
                  (w // 2, plate.y + 285), shadow=True)
        draw_text(surf, "No peeking!", theme.FONT_SIZES["body"], theme.ACCENT,
                  (w // 2, plate.y + 350))
        at = (w // 2, plate.y + 480)
        pr = draw_prompt(surf, self.prompt_parts(), theme.FONT_SIZES["large"], theme.TEXT, at,
                         shadow=True)
        glow = int(6 + 4 * math.sin(self.age * 5))
        pygame.draw.rect(surf, col, pr.inflate(40 + glow * 2, 24 + glow * 2), width=6,
                         border_radius=30)
        draw_prompt(surf, ["Pause:", ("img", "ui/pad_start"), ("img", "ui/key_esc")],
                    theme.FONT_SIZES["small"], theme.MUTED, (w // 2, plate.bottom - 40))

    @staticmethod
    def _drapes(surf: pygame.Surface, bottom: int, w: int) -> None:
        if bottom <= 0:
            return
        h = surf.get_height()
        # the folds are vertical stripes: the whole curtain is one cached sheet
        # slid down (38 full-height rectangles a frame cost more than the rest)
        surf.blit(_drape_sheet(w, h), (0, bottom - h))
        pygame.draw.rect(surf, (200, 150, 40), (0, 0, w, 40))
        pygame.draw.rect(surf, (150, 105, 20), (0, 36, w, 8))


FOLDS = 16


@functools.lru_cache(maxsize=2)
def _drape_sheet(w: int, h: int) -> pygame.Surface:
    """The curtain down to `h` with its scalloped hem, on the backstage colour."""
    fw = w / FOLDS
    sheet = pygame.Surface((w, h + int(fw / 2) + 2))
    sheet.fill(BACKSTAGE)
    pygame.draw.rect(sheet, CURTAIN, (0, 0, w, h))
    for k in range(FOLDS):
        x = int(k * fw)
        pygame.draw.rect(sheet, CURTAIN_DARK, (x + int(fw * 0.65), 0, int(fw * 0.2), h))
        pygame.draw.rect(sheet, (175, 45, 58), (x + int(fw * 0.15), 0, int(fw * 0.12), h))
    for k in range(FOLDS):  # scalloped hem
        cx = int(k * fw + fw / 2)
        pygame.draw.circle(sheet, CURTAIN, (cx, h), int(fw / 2))
    return sheet.convert() if pygame.display.get_surface() else sheet
