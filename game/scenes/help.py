"""Help: a few big picture pages per game, flipped with left / right.

Each game's spec hands its pages over (`spec.help_pages()`, from
`game/scenes/<id>/help.py`). A page has a title, a few friendly sentences and, optionally, a function that
draws (and may animate) a picture into a rectangle.
"""
from __future__ import annotations

import functools
import logging
import math

import pygame

from game.app.scene import Scene
from game.input.intents import (BACK, CONFIRM, DEVICE_ADDED, DEVICE_REMOVED, HELP, LEFT, NEXT,
                                PAUSE, PREV, RIGHT, Intent)
from game.ui import theme
from game.ui.assets import image
from game.ui.widgets import Button, Menu, draw_text, panel, wrap

from game.ui.pages import HelpPage
from game.ui.prompts import draw_prompt
from game.ui.widgets import dim, draw_menu

log = logging.getLogger(__name__)

TEXT_SIZE = 40
SLIDE_TIME = 0.25  # seconds a turned page slides in
BOX = pygame.Rect(60, 40, 1800, 1000)
PICTURE = pygame.Rect(120, 170, 820, 660)
WORDS = pygame.Rect(1000, 180, 800, 650)




def _monkey_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    frame = int(t * 3) % 2
    size = min(rect.w, rect.h) - 80
    bob = int(10 * math.sin(t * 2))
    img = image(f"monkey/think_{frame}", (size, size))
    surf.blit(img, img.get_rect(center=(rect.centerx, rect.centery + bob)))


NO_HELP = [HelpPage(
    "No help yet",
    "The monkeys are still writing the help for this game.\n"
    "Try it anyway: if a move is not allowed, the game tells you why.",
    _monkey_picture)]


@functools.lru_cache(maxsize=64)
def _lines(text: str) -> tuple[str, ...]:
    return tuple(wrap(text, TEXT_SIZE, WORDS.w))  # measured once a page, not every frame


def pages_or_placeholder(pages: list[HelpPage] | None) -> list[HelpPage]:
    """The game's pages, or the friendly 'No help yet' page."""
    return list(pages) if pages else list(NO_HELP)


class HelpScene(Scene):
    # drawn over a still copy of the screen below (a cached layer): the scene
    # below does not update under help anyway, and redrawing it, its dimming and
    # the panel every frame cost more than the page itself
    opaque = True

    def __init__(self, app, pages: list[HelpPage] | None):
        super().__init__(app)
        self.pages = pages_or_placeholder(pages)
        self.page = 0
        self.turned_at = app.time
        self.direction = 0
        y = BOX.bottom - 140
        self.prev_button = Button(pygame.Rect(BOX.x + 60, y, 240, 110), "Back",
                                  lambda: self.flip(-1), icon="back", data="prev")
        self.next_button = Button(pygame.Rect(BOX.right - 300, y, 240, 110), "Next",
                                  lambda: self.flip(1), icon="play", data="next")
        self.close_button = Button(pygame.Rect(BOX.right - 130, BOX.y + 24, 100, 100), "",
                                   self.close, icon="cross", data="close")
        buttons = [self.prev_button, self.next_button, self.close_button]
        if len(self.pages) == 1:
            buttons.remove(self.prev_button)
        self.menu = Menu(buttons, focus=buttons.index(self.next_button), sound=app.play)
        self._under: pygame.Surface | None = None
        self._sync()

    def _sync(self) -> None:
        self.prev_button.enabled = self.page > 0
        last = self.page == len(self.pages) - 1
        self.next_button.label = "Done" if last else "Next"
        self.next_button.icon = "check" if last else "play"

    # ------------------------------------------------------------------ actions
    def flip(self, step: int) -> None:
        target = self.page + step
        if target >= len(self.pages) and step > 0:
            self.close()
            return
        if not 0 <= target < len(self.pages):
            return
        self.page = target
        self.direction = step
        self.turned_at = self.app.time
        self.app.play("flip")
        self._sync()
        if not self.prev_button.enabled and self.menu.focused() is self.prev_button:
            self.menu.focus = self.menu.buttons.index(self.next_button)

    def close(self) -> None:
        if self.app.stack.top is self:
            self.app.pop()

    # ------------------------------------------------------------------ input
    def handle(self, intent: Intent) -> None:
        if intent.kind in (DEVICE_ADDED, DEVICE_REMOVED):
            return
        if intent.kind in (BACK, HELP, PAUSE):
            self.app.play("click")
            self.close()
            return
        if intent.kind in (LEFT, PREV):
            self.flip(-1)
            return
        if intent.kind in (RIGHT, NEXT):
            self.flip(1)
            return
        if intent.kind == CONFIRM and self.menu.focused() is self.prev_button \
                and not self.prev_button.enabled:
            return
        self.menu.handle(intent)

    def animating(self) -> bool:
        # a page's picture plays for as long as it is shown (its clock is app time);
        # a page without one only slides in
        age = (self.app.time - self.turned_at) * self.app.settings.animation_speed
        return self.pages[self.page].draw is not None or age < SLIDE_TIME

    # ------------------------------------------------------------------ drawing
    def _backdrop(self, size: tuple[int, int]) -> pygame.Surface:
        """The scenes below as they were when help opened, dimmed, with the panel."""
        if self._under is None or self._under.get_size() != size:
            under = pygame.Surface(size)
            stack = self.app.stack.scenes
            below = stack[:stack.index(self)] if self in stack else []
            start = max((i for i, sc in enumerate(below) if sc.opaque), default=0)
            for sc in below[start:]:
                sc.draw(under)
            dim(under, 190)
            panel(under, BOX)
            self._under = under.convert() if pygame.display.get_surface() else under
        return self._under

    def draw(self, surf: pygame.Surface) -> None:
        t = self.app.time
        surf.blit(self._backdrop(surf.get_size()), (0, 0))
        page = self.pages[self.page]
        age = (t - self.turned_at) * self.app.settings.animation_speed
        slide = int(80 * max(0.0, 1 - age / SLIDE_TIME)) * self.direction
        draw_text(surf, page.title, theme.FONT_SIZES["big"], theme.INK,
                  (BOX.centerx + slide, BOX.y + 80))
        pic = PICTURE.move(slide, 0)
        pygame.draw.rect(surf, (235, 225, 200), pic, border_radius=24)
        if page.draw is not None:
            old = surf.get_clip()
            surf.set_clip(pic)
            try:
                page.draw(surf, pic, t)
            except Exception as exc:  # a picture bug must not take the help down
                log.warning("help picture failed: %r", exc)
            finally:
                surf.set_clip(old)
        pygame.draw.rect(surf, (170, 140, 100), pic, width=4, border_radius=24)
        y = WORDS.y + slide // 4
        for line in _lines(page.text):
            if y > WORDS.bottom:
                break
            draw_text(surf, line, TEXT_SIZE, theme.INK, (WORDS.x + slide, y), anchor="topleft")
            y += int(TEXT_SIZE * 1.3)
        # page dots
        n = len(self.pages) if len(self.pages) > 1 else 0
        cx0 = BOX.centerx - (n - 1) * 22
        for k in range(n):
            c = (cx0 + k * 44, BOX.bottom - 85)
            if k == self.page:
                pygame.draw.circle(surf, theme.ACCENT, c, 16)
                pygame.draw.circle(surf, theme.INK, c, 16, width=3)
            else:
                pygame.draw.circle(surf, (190, 175, 150), c, 11)
        draw_menu(surf, self.menu, self.app.show_time)
        parts = ["Close:", ("img", "ui/pad_b"), ("img", "ui/key_esc")]
        if len(self.pages) > 1:
            parts = ["Turn the page:", ("img", "ui/pad_dpad"), ("img", "ui/key_arrows"),
                     "  "] + parts
        draw_prompt(surf, parts,
                    theme.FONT_SIZES["small"], theme.INK, (BOX.centerx, BOX.bottom - 35))
