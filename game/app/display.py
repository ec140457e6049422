"""The window: one logical 1920x1080 canvas, letterboxed onto any window size."""
from __future__ import annotations

import pygame

LOGICAL = (1920, 1080)
WINDOWED_DEFAULT = (1280, 720)
MIN_WINDOW = (320, 180)


def letterbox(window: tuple[int, int], logical: tuple[int, int] = LOGICAL) -> pygame.Rect:
    """The largest rect of the logical aspect ratio centred in the window."""
    ww, wh = max(1, window[0]), max(1, window[1])
    scale = min(ww / logical[0], wh / logical[1])
    w, h = max(1, round(logical[0] * scale)), max(1, round(logical[1] * scale))
    return pygame.Rect((ww - w) // 2, (wh - h) // 2, w, h)


_icon_set = False


def _set_icon() -> None:
    """The window's icon, our monkey, set before the first window opens: without
    one, opening the window makes pygame look up and read its own icon (a third
    of the window's opening, tools/bench.py launch)."""
    global _icon_set
    if _icon_set:
        return
    _icon_set = True
    from game.ui.assets import image_path
    try:
        pygame.display.set_icon(pygame.image.load(str(image_path("ui/app_icon"))))
    except (FileNotFoundError, pygame.error):
        pass    # pygame's own icon, then: a missing picture never stops the arcade


class Display:
    def __init__(self, fullscreen: bool = True, size: tuple[int, int] | None = None):
        self.fullscreen = fullscreen
        self.windowed_size = size or WINDOWED_DEFAULT
        self.window: pygame.Surface | None = None
        # made by open(): at exactly 1920x1080 the window itself is the canvas
        self.canvas = pygame.Surface((1, 1))
        self.view = pygame.Rect(0, 0, *LOGICAL)
        self._direct = False

    def open(self) -> None:
        pygame.display.set_caption("Monkey Arcade")
        _set_icon()
        if self.fullscreen:
            self.window = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            w, h = (max(a, b) for a, b in zip(self.windowed_size, MIN_WINDOW))
            self.window = pygame.display.set_mode((w, h), pygame.RESIZABLE)
        self._layout()

    def _layout(self) -> None:
        window = pygame.display.get_surface()
        assert window is not None, "the display is open"
        self.window = window
        size = window.get_size()
        self.view = letterbox(size)
        # At exactly the logical size draw straight into the window: no copy, no scaling.
        self._direct = size == LOGICAL
        if self._direct:
            self.canvas = self.window
        elif self.canvas is self.window or self.canvas.get_size() != LOGICAL:
            self.canvas = pygame.Surface(LOGICAL).convert()

    def resized(self) -> None:
        self._layout()

    def toggle_fullscreen(self) -> None:
        if not self.fullscreen and self.window is not None:
            self.windowed_size = self.window.get_size()
        self.fullscreen = not self.fullscreen
        self.open()

    def present(self) -> None:
        if not self._direct and self.window is not None:
            self.window.fill((0, 0, 0))
            if self.view.size == LOGICAL:
                self.window.blit(self.canvas, self.view)
            else:
                pygame.transform.smoothscale(
                    self.canvas, self.view.size, self.window.subsurface(self.view))
        pygame.display.flip()

    def to_logical(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        """Window pixel -> logical pixel, or None in the black bars."""
        if not self.view.collidepoint(pos):
            return None
        x = (pos[0] - self.view.x) * LOGICAL[0] / self.view.w
        y = (pos[1] - self.view.y) * LOGICAL[1] / self.view.h
        return int(x), int(y)
