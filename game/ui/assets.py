"""Fonts, images and sounds from assets/, cached; a missing file never crashes."""
from __future__ import annotations

import functools
from pathlib import Path

import pygame

from game.resources import ASSETS

from . import textlog

FONT_FILE = ASSETS / "fonts" / "MonkeyRounded.ttf"
# Every picture of the title screen's first frame ships uncompressed (.bmp):
# reading one is a copy, while decoding them as PNGs was a fifth of the first
# frame's work, and the first PNG of a process also pays for starting the
# decoder (tools/bench.py launch, issue 20). The background is a 256-colour
# .bmp (2 MB, read in under half a millisecond; the PNG took 5). Everything
# else is PNG.
UNCOMPRESSED = frozenset(
    [f"games/{g}" for g in ("bananas", "treefort", "bot255", "junkyard", "codes")]
    + ["bg_jungle", "ui/title", "ui/app_icon"] + [f"monkey/wave_{i}" for i in range(4)]
    + [f"ui/button_{s}" for s in ("normal", "hover", "pressed", "disabled")]
    + [f"ui/icon_{k}" for k in ("play", "settings", "quit", "star")])


@functools.lru_cache(maxsize=64)
def font(size: int) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    try:
        return pygame.font.Font(str(FONT_FILE), size)
    except (FileNotFoundError, OSError, pygame.error):
        return pygame.font.Font(None, int(size * 1.25))


def text(s: str, size: int, colour: tuple[int, ...]) -> pygame.Surface:
    """Rendered text, cached: most labels never change between frames."""
    img = _text(s, size, colour)
    if textlog.LOG is not None:  # the screen audit: this picture is `s` at `size` px
        textlog.LOG.rendered_text(img, s, size)
    return img


@functools.lru_cache(maxsize=1024)
def _text(s: str, size: int, colour: tuple[int, ...]) -> pygame.Surface:
    return font(size).render(s, True, colour)


def image_path(name: str) -> Path:
    """Where picture `name` ("games/codes", "ui/panel") ships."""
    return ASSETS / "images" / f"{name}.{'bmp' if name in UNCOMPRESSED else 'png'}"


@functools.lru_cache(maxsize=512)
def image(name: str, size: tuple[int, int] | None = None) -> pygame.Surface:
    """assets/images/<name>.png, optionally scaled; a visible placeholder if missing.
    A size scales the one cached picture: the file is read once."""
    if size is not None:
        surf = image(name)
        return surf if surf.get_size() == size else pygame.transform.smoothscale(
            true_colour(surf), size)
    path = image_path(name)
    try:
        surf = pygame.image.load(str(path))
        if surf.get_bitsize() == 8:
            pass    # a palette picture (the background) blits to the screen as fast as a
            # converted one, and converting it would cost start-up a pass over 2M pixels
        elif pygame.display.get_surface():
            # an opaque picture needs no alpha: it converts and blits faster
            surf = surf.convert_alpha() if surf.get_flags() & pygame.SRCALPHA else surf.convert()
    except (FileNotFoundError, pygame.error) as exc:
        import logging  # only when it is needed: start-up is not slowed by it
        logging.getLogger(__name__).warning("missing image %s: %s", name, exc)
        surf = pygame.Surface((64, 64), pygame.SRCALPHA)
        surf.fill((255, 0, 255, 120))
    return surf


def true_colour(surf: pygame.Surface) -> pygame.Surface:
    """A 32-bit copy of a palette picture (to scale it or draw on it: on the palette
    picture itself every colour drawn would become the nearest of its 256)."""
    if surf.get_bitsize() >= 24:
        return surf
    out = pygame.Surface(surf.get_size(), 0, 32)
    out.blit(surf, (0, 0))
    return out


def image_fit(name: str, box: tuple[int, int]) -> pygame.Surface:
    """The picture as large as fits in box at its own aspect ratio."""
    w, h = image(name).get_size()
    scale = min(box[0] / w, box[1] / h)
    return image(name, (max(1, round(w * scale)), max(1, round(h * scale))))


def nine_slice(name: str, size: tuple[int, int], border: int = 32) -> pygame.Surface:
    return _nine_slice(name, (max(size[0], 2 * border), max(size[1], 2 * border)), border)


@functools.lru_cache(maxsize=256)
def _nine_slice(name: str, size: tuple[int, int], border: int) -> pygame.Surface:
    src = image(name)
    sw, sh = src.get_size()
    w, h = size
    b = border
    out = pygame.Surface(size, pygame.SRCALPHA)
    cols = [(0, b, 0, b), (b, sw - 2 * b, b, w - 2 * b), (sw - b, b, w - b, b)]
    rows = [(0, b, 0, b), (b, sh - 2 * b, b, h - 2 * b), (sh - b, b, h - b, b)]
    for sx, sw_, dx, dw in cols:
        for sy, sh_, dy, dh in rows:
            piece = src.subsurface((sx, sy, sw_, sh_))
            if (dw, dh) != (sw_, sh_):
                piece = pygame.transform.smoothscale(piece, (max(1, dw), max(1, dh)))
            out.blit(piece, (dx, dy))
    return out
