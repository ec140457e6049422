"""The screen audit's record of drawn text (see game/ui/textlog.py).

Apart from textlog so that the arcade's start-up never defines these: only the
audit (tests/support/screen_audit.py) imports this module."""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from .textlog import DECIDE


@dataclass
class Drawn:
    """One text as drawn: `ink` is where its letters are, on `surface`'s pixels."""
    text: str
    size: int
    ink: pygame.Rect
    role: str = DECIDE
    box: pygame.Rect | None = None
    clip: pygame.Rect | None = None      # what of its surface shows (clip rect, edges)
    covered: bool = False                 # a picture was drawn over its letters afterwards
    mask: pygame.mask.Mask | None = field(default=None, repr=False)
    at: tuple[int, int] = (0, 0)          # where the mask's top left is
    tilted: bool = False                  # turned by a rotation: `ink` is only its bounds

    def moved(self, dx: int, dy: int) -> "Drawn":
        return Drawn(self.text, self.size, self.ink.move(dx, dy), self.role,
                     self.box.move(dx, dy) if self.box else None,
                     self.clip.move(dx, dy) if self.clip else None, self.covered, self.mask,
                     (self.at[0] + dx, self.at[1] + dy), self.tilted)


class TextLog:
    """Texts per surface; the audit's recording surfaces carry them onto the canvas."""

    def __init__(self) -> None:
        self.by_surface: dict[int, list[Drawn]] = {}
        self._keep: dict[int, pygame.Surface] = {}     # ids stay valid while recorded
        self.rendered: dict[int, tuple[pygame.Surface, str, int]] = {}
        self.expect: tuple[int, str, int, tuple[int, int]] | None = None

    def on(self, surf: pygame.Surface) -> list[Drawn]:
        self._keep[id(surf)] = surf
        return self.by_surface.setdefault(id(surf), [])

    def rendered_text(self, img: pygame.Surface, s: str, size: int) -> None:
        """text() made (or gave from its cache) this picture of `s` at `size` px."""
        self.rendered[id(img)] = (img, s, size)

    def drawn(self, surf: pygame.Surface, s: str, size: int, rect: pygame.Rect,
              img: pygame.Surface, role: str | None, box=None, shadow: bool = False) -> None:
        """A caller is about to blit `img` at `rect` (and maybe its shadow nearby)."""
        ink = img.get_bounding_rect().move(rect.topleft)
        if not s.strip() or not ink.w:
            return
        target, dx, dy = surf, 0, 0
        if surf.get_parent() is not None:   # a subsurface: its pixels are its parent's
            target = surf.get_abs_parent()
            dx, dy = surf.get_abs_offset()
        entry = Drawn(s, size, ink, role or DECIDE, pygame.Rect(box) if box is not None else None,
                      surf.get_clip(), mask=pygame.mask.from_surface(img), at=rect.topleft)
        self.on(target).append(entry.moved(dx, dy))
        # the recording surface will see the blits of this text (and of its shadow, a
        # few pixels off): they are this entry, not new texts
        self.expect = (id(surf), s, size, rect.topleft)

