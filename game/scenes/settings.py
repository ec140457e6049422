"""Settings: volume, colour-blind palette, animation speed, bot speed, full screen.

Every change applies at once (App.apply_settings) and is saved straight away.
Up/down picks a row, left/right (or Enter / a click) changes it.
"""
from __future__ import annotations

import functools

import pygame

from game.app.scene import Scene
from game.app.settings import ANIMATION_SPEEDS, BOT_SPEEDS
from game.input.intents import (BACK, CONFIRM, DEVICE_ADDED, DEVICE_REMOVED, LEFT, NEXT, PAUSE,
                                PREV, RELEASE, RIGHT, Intent)
from game.ui import theme
from game.ui.assets import image
from game.ui.widgets import Button, Menu, draw_text, panel

from game.ui.badges import draw_badge
from game.ui.prompts import draw_prompt
from game.ui.widgets import backdrop, draw_menu

ROW_X, ROW_W, ROW_H, ROW_GAP, ROW_TOP = 100, 1080, 98, 16, 180
BAR = pygame.Rect(0, 0, 380, 36)  # the volume bar, placed inside its row


def speed_label(v: float) -> str:
    return f"{v:g}x"


BOT_SPEED_LABELS = {"slow": "Slow", "normal": "Normal", "fast": "Fast"}


class SettingsScene(Scene):
    ROWS = ("volume", "colour_blind", "animation_speed", "bot_speed", "fullscreen", "attract")
    LABELS = {"volume": "Sound volume", "colour_blind": "Colour-blind colours",
              "animation_speed": "Animation speed", "bot_speed": "Bot speed",
              "fullscreen": "Full screen", "attract": "Demo on the title screen"}
    ICONS = {"volume": "sound_on", "colour_blind": "eye", "animation_speed": "star",
             "bot_speed": "bot", "fullscreen": "fullscreen", "attract": "play"}

    def __init__(self, app):
        super().__init__(app)
        buttons = []
        for k, name in enumerate(self.ROWS):
            rect = pygame.Rect(ROW_X, ROW_TOP + k * (ROW_H + ROW_GAP), ROW_W, ROW_H)
            buttons.append(Button(rect, "", functools.partial(self.change, name, +1), data=name))
        buttons.append(Button(pygame.Rect(ROW_X, 900, 420, 120), "Back", self.close,
                              icon="back", data="back"))
        self.menu = Menu(buttons, sound=app.play)

    # ------------------------------------------------------------------ model
    @property
    def s(self):
        return self.app.settings

    def value_text(self, name: str) -> str:
        s = self.s
        if name == "volume":
            return f"{round(s.volume * 100)}"
        if name == "colour_blind":
            return "On" if s.colour_blind else "Off"
        if name == "animation_speed":
            return speed_label(s.animation_speed)
        if name == "bot_speed":
            return BOT_SPEED_LABELS.get(s.bot_speed, s.bot_speed)
        if name == "fullscreen":
            return "On" if self.app.display.fullscreen else "Off"
        if name == "attract":
            return "On" if s.attract else "Off"
        return ""

    def change(self, name: str, step: int) -> None:
        s = self.s
        if name == "volume":
            v = min(100, max(0, round(s.volume * 100) + 10 * step))
            s.volume = v / 100
        elif name == "colour_blind":
            s.colour_blind = not s.colour_blind
        elif name == "animation_speed":
            speeds = list(ANIMATION_SPEEDS)
            k = speeds.index(s.animation_speed) if s.animation_speed in speeds else 1
            s.animation_speed = speeds[(k + step) % len(speeds)]
        elif name == "bot_speed":
            names = list(BOT_SPEEDS)
            j = names.index(s.bot_speed) if s.bot_speed in names else 1
            s.bot_speed = names[(j + step) % len(names)]
        elif name == "fullscreen":
            s.fullscreen = not self.app.display.fullscreen
        elif name == "attract":
            s.attract = not s.attract
        self.app.apply_settings()  # applies and saves
        if name == "volume":
            self.app.play("tick")

    def set_volume_at(self, x: int) -> None:
        bar = self.bar_rect()
        v = round(10 * (x - bar.x) / bar.w) * 10
        self.s.volume = min(100, max(0, v)) / 100
        self.app.apply_settings()
        self.app.play("tick")

    def bar_rect(self) -> pygame.Rect:
        row = self.menu.buttons[0].rect
        r = BAR.copy()
        r.midright = (row.right - 170, row.centery)
        return r

    def close(self) -> None:
        if self.app.stack.top is self:
            self.app.pop()

    # ------------------------------------------------------------------ input
    def handle(self, intent: Intent) -> None:
        if intent.kind in (DEVICE_ADDED, DEVICE_REMOVED):
            return
        if intent.kind in (BACK, PAUSE):
            self.app.play("click")
            self.close()
            return
        b = self.menu.focused()
        name = b.data if b is not None else None
        if intent.kind in (LEFT, RIGHT, PREV, NEXT) and name in self.ROWS:
            if name != "volume":
                self.app.play("click")  # the volume row ticks at its new loudness instead
            self.change(name, -1 if intent.kind in (LEFT, PREV) else 1)
            return
        if intent.kind == CONFIRM and name == "volume":
            v = round(self.s.volume * 100)
            self.change("volume", 1 if v < 100 else -10)  # Enter walks up, then starts over
            return
        if intent.kind == RELEASE and intent.pos is not None and \
                self.menu._mouse_down == 0 and self.menu.buttons[0].rect.collidepoint(intent.pos):
            self.menu._mouse_down = None
            x = intent.pos[0]
            bar = self.bar_rect()
            if bar.inflate(40, 60).collidepoint(intent.pos):
                self.set_volume_at(x)
            else:
                self.change("volume", -1 if x < bar.x else 1)
            return
        self.menu.handle(intent)

    # ------------------------------------------------------------------ drawing
    def draw(self, surf: pygame.Surface) -> None:
        t = self.app.show_time
        backdrop(surf, 110)
        draw_text(surf, "Settings", theme.FONT_SIZES["title"], theme.ACCENT, (ROW_X, 95),
                  anchor="midleft", shadow=True)
        draw_menu(surf, self.menu, t)
        for b in self.menu.buttons:
            if b.data in self.ROWS:
                self.draw_row(surf, b)
        self.draw_preview(surf, t)
        draw_prompt(surf, ["Choose:", ("img", "ui/key_arrows"), ("img", "ui/pad_dpad"),
                           "   Change:", "left / right, or click"],
                    theme.FONT_SIZES["small"], theme.TEXT, (1280, 960), shadow=True)

    def draw_row(self, surf: pygame.Surface, b: Button) -> None:
        name = str(b.data)
        r = b.rect
        icon = image(f"ui/icon_{self.ICONS[name]}" if name != "volume" or self.s.volume > 0
                     else "ui/icon_sound_off", (64, 64))
        surf.blit(icon, (r.x + 34, r.centery - 32))
        draw_text(surf, self.LABELS[name], theme.FONT_SIZES["large"], theme.INK,
                  (r.x + 120, r.centery), anchor="midleft")
        # arrows either side of the value say "left / right changes this"
        right = r.right - 40
        if name == "volume":
            bar = self.bar_rect()
            pygame.draw.rect(surf, (90, 70, 50), bar, border_radius=18)
            fill = bar.copy()
            fill.w = int(bar.w * self.s.volume)
            if fill.w > 0:
                pygame.draw.rect(surf, theme.GOOD, fill, border_radius=18)
            for k in range(1, 10):
                x = bar.x + bar.w * k // 10
                pygame.draw.line(surf, (60, 45, 30), (x, bar.y + 6), (x, bar.bottom - 6), 2)
            draw_text(surf, self.value_text(name), theme.FONT_SIZES["large"], theme.INK,
                      (r.right - 75, r.centery))
            self._arrows(surf, bar.x - 30, bar.right + 30, r.centery)
            return
        val = self.value_text(name)
        vx = right - 150
        draw_text(surf, val, theme.FONT_SIZES["large"], theme.INK, (vx, r.centery))
        self._arrows(surf, vx - 120, vx + 120, r.centery)

    @staticmethod
    def _arrows(surf: pygame.Surface, left: int, right: int, cy: int) -> None:
        col = (150, 100, 40)
        pygame.draw.polygon(surf, col, [(left - 16, cy), (left + 8, cy - 18), (left + 8, cy + 18)])
        pygame.draw.polygon(surf, col, [(right + 16, cy), (right - 8, cy - 18),
                                        (right - 8, cy + 18)])

    def draw_preview(self, surf: pygame.Surface, t: float) -> None:
        """The seat colours (and, colour-blind, their shapes) as the games will show them."""
        box = pygame.Rect(1240, 190, 600, 640)
        panel(surf, box)
        cb = self.s.colour_blind
        draw_text(surf, "Player colours", theme.FONT_SIZES["body"], theme.INK,
                  (box.centerx, box.y + 52))
        for k in range(8):
            row, col = divmod(k, 2)
            bx = box.x + 75 + col * 295
            cy = box.y + 140 + row * 128
            draw_badge(surf, k, (bx, cy), 90, cb)
            draw_text(surf, theme.seat_name(k, cb), 32, theme.INK,
                      (bx + 56, cy), anchor="midleft")
