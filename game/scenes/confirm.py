"""Ask before something that cannot be undone: a question and two buttons.

The safe answer has the focus and is what Back / B / Esc means, so a child
mashing buttons keeps what they had.
"""
from __future__ import annotations

from typing import Callable

import pygame

from game.app.scene import Scene
from game.input.intents import BACK, DEVICE_ADDED, DEVICE_REMOVED, PAUSE, Intent
from game.ui import theme
from game.ui.widgets import Button, Menu, dim, draw_menu, draw_text, panel, wrap

BOX = pygame.Rect(360, 300, 1200, 460)


class ConfirmScene(Scene):
    opaque = False

    def __init__(self, app, question: str, detail: str, yes: str, no: str,
                 on_yes: Callable[[], None]):
        super().__init__(app)
        self.question, self.detail = question, detail
        self.on_yes = on_yes
        w, y = 500, BOX.bottom - 150
        self.menu = Menu([Button(pygame.Rect(BOX.centerx + 20, y, w, 110), yes, self.yes,
                                 icon="play", data="yes"),
                          Button(pygame.Rect(BOX.centerx - 20 - w, y, w, 110), no, self.no,
                                 icon="back", data="no")],
                         focus=1, sound=app.play)

    def yes(self) -> None:
        self._close()
        self.on_yes()

    def no(self) -> None:
        self._close()

    def _close(self) -> None:
        if self.app.stack.top is self:
            self.app.pop()

    def handle(self, intent: Intent) -> None:
        if intent.kind in (DEVICE_ADDED, DEVICE_REMOVED):
            return
        if intent.kind in (BACK, PAUSE):
            self.app.play("click")
            self.no()
            return
        self.menu.handle(intent)

    def draw(self, surf: pygame.Surface) -> None:
        dim(surf, 170)
        panel(surf, BOX)
        draw_text(surf, self.question, theme.FONT_SIZES["large"], theme.INK,
                  (BOX.centerx, BOX.y + 80))
        y = BOX.y + 160
        for line in wrap(self.detail, theme.FONT_SIZES["body"], BOX.w - 120):
            draw_text(surf, line, theme.FONT_SIZES["body"], theme.INK, (BOX.centerx, y))
            y += theme.FONT_SIZES["body"] + 12
        draw_menu(surf, self.menu, self.app.show_time)
